BB0:
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_clause 0x1                                                ; bfa10001
	s_load_dwordx8 s[8:15], s[2:3], null                        ; f40c0201 fa000000
	s_load_dwordx8 s[16:23], s[2:3], 0x20                       ; f40c0401 fa000020
	v_lshl_add_u32 v0, s5, 6, v0                                ; d7460000 04010c05
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v4, vcc, s0, v0                                ; d70f6a04 00020000
	v_add_co_ci_u32_e32 v5, vcc, s4, v1, vcc                    ; 500a0204
	global_load_dword v0, v[4:5], off                           ; dc308000 007d0004
	v_mov_b32_e32 v5, 1                                         ; 7e0a0281
	v_mov_b32_e32 v7, 0                                         ; 7e0e0280
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_lshrrev_b32_e32 v6, 28, v0                                ; 2c0c009c
	v_mov_b32_e32 v1, v5                                        ; 7e020305
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	image_atomic_add v5, v[6:7], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc ; f0443108 00020506
	v_mov_b32_e32 v3, 2                                         ; 7e060282
	v_mov_b32_e32 v4, 3                                         ; 7e080283
	v_bfe_u32 v8, v0, 0, 16                                     ; d5480008 02410100
	v_lshlrev_b32_e64 v9, v0, 1                                 ; d51a0009 00010300
	v_and_b32_e32 v10, 15, v0                                   ; 3614008f
	v_and_b32_e32 v11, 1, v0                                    ; 36160081
	v_cmp_ne_i32_e32 vcc, 0, v11                                ; 7d0a1680
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	image_atomic_add v5, [v6, v1], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm ; f044110a 00020506 00000001
	image_atomic_umax v8, [v6, v3], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm ; f05c110a 00020806 00000003
	image_atomic_or v9, [v6, v4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm ; f064110a 00020906 00000004
	image_atomic_smin v0, [v10, v7], s[16:23] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm ; f050110a 0004000a 00000007
	s_and_saveexec_b64 s[0:1], vcc                              ; be80246a
	s_cbranch_execz BB6                                         ; bf880007
BB1:
	s_load_dwordx8 s[8:15], s[2:3], 0x40                        ; f40c0201 fa000040
	v_mov_b32_e32 v1, v2                                        ; 7e020302
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	image_atomic_cmpswap v[0:1], [v2, v7], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm ; f040130a 00020002 00000007
BB6:
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	s_load_dwordx8 s[0:7], s[2:3], 0x40                         ; f40c0001 fa000040
	v_xor_b32_e32 v6, 1, v2                                     ; 3a0c0481
	v_mov_b32_e32 v0, 0x100                                     ; 7e0002ff 00000100
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	image_atomic_xor v0, v[6:7], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm ; f0681108 00000006
	s_endpgm                                                    ; bf810000
