BB0:
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_clause 0x2                                                ; bfa10002
	s_load_dwordx8 s[8:15], s[2:3], null                        ; f40c0201 fa000000
	s_load_dwordx8 s[16:23], s[2:3], 0x20                       ; f40c0401 fa000020
	s_load_dwordx8 s[24:31], s[2:3], 0x40                       ; f40c0601 fa000040
	v_lshl_add_u32 v2, s4, 3, v0                                ; d7460002 04010604
	v_lshl_add_u32 v1, s5, 3, v1                                ; d7460001 04050605
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_mov_b64 s[32:33], s[8:9]                                  ; bea00408
	s_mov_b64 s[34:35], s[10:11]                                ; bea2040a
	s_mov_b64 s[36:37], s[12:13]                                ; bea4040c
	s_mov_b64 s[38:39], s[14:15]                                ; bea6040e
	s_bfe_u32 s32, s33, 0x2001e                                 ; 93a0ff21 0002001e
	s_and_b32 s1, s34, 0xfff                                    ; 8701ff22 00000fff
	s_bfe_u32 s34, s34, 0xe000e                                 ; 93a2ff22 000e000e
	s_add_u32 s32, s32, 1                                       ; 80208120
	s_lshl2_add_u32 s32, s1, s32                                ; 97a02001
	s_add_u32 s34, s34, 1                                       ; 80228122
	s_bfe_u32 s1, s35, 0x4000c                                  ; 9381ff23 0004000c
	s_lshr_b32 s32, s32, s1                                     ; 90200120
	s_lshr_b32 s1, s34, s1                                      ; 90010122
	s_max_u32 s32, s32, 1                                       ; 84a08120
	s_max_u32 s1, s1, 1                                         ; 84818101
	s_cmp_eq_i32 s33, 0                                         ; bf008021
	s_cselect_b32 s1, 0, s1                                     ; 85010180
	s_mov_b32 s2, src_scc                                       ; be8203fd
	s_add_u32 s3, s32, -1                                       ; 8003c120
	s_cmp_lg_i32 s2, 0                                          ; bf018002
	s_cselect_b32 s2, -1, s3                                    ; 850203c1
	v_sub_nc_u32_e32 v0, s2, v2                                 ; 4c000402
	image_load v[3:5], v[0:1], s[8:15] dmask:0xe dim:SQ_RSRC_IMG_2D unorm ; f0001e08 00020300
	image_load v0, [v2, v1], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm ; f000110a 00040002 00000001
	v_cvt_f32_i32_e32 v11, s1                                   ; 7e160a01
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_mul_f32_e32 v6, 2.0, v4                                   ; 100c08f4
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cvt_f32_ubyte0_e32 v4, v0                                 ; 7e082300
	v_add_f32_e32 v7, v3, v4                                    ; 060e0903
	v_mov_b32_e32 v8, v11                                       ; 7e10030b
	image_store v[5:8], [v2, v1], s[24:31] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc ; f0203f0a 00060502 00000001
	v_and_b32_e32 v3, 3, v0                                     ; 36060083
	s_mov_b32 s1, exec_lo                                       ; be81037e
	v_cmpx_ne_i32_e32 0, v3                                     ; 7d2a0680
	s_cbranch_execz BB6                                         ; bf880008
BB1:
	v_mad_u32_u24 v3, 0x64, v2, v1                              ; d5430003 040604ff 00000064
	v_add3_u32 v0, v3, s0, v0                                   ; d76d0000 04000103
	image_store v0, [v2, v1], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm ; f020110a 00040002 00000001
BB6:
	s_endpgm                                                    ; bf810000
