BB0:
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_clause 0x3                                                ; bfa10003
	s_load_dwordx8 s[8:15], s[2:3], null                        ; f40c0201 fa000000
	s_load_dwordx4 s[16:19], s[2:3], 0x50                       ; f4080401 fa000050
	s_load_dwordx8 s[24:31], s[2:3], 0x60                       ; f40c0601 fa000060
	s_load_dwordx4 s[20:23], s[2:3], 0xb0                       ; f4080501 fa0000b0
	v_and_b32_e32 v1, 7, v0                                     ; 36020087
	v_cvt_f32_u32_e32 v1, v1                                    ; 7e020d01
	v_lshrrev_b32_e32 v2, 3, v0                                 ; 2c040083
	v_cvt_f32_u32_e32 v2, v2                                    ; 7e040d02
	v_mul_f32_e32 v4, 0x3e000000, v1                            ; 100802ff 3e000000
	v_mul_f32_e32 v5, 0x3e000000, v2                            ; 100a04ff 3e000000
	v_mul_hi_u32 v1, v0, 0x4ec4ec4f                             ; d56a0001 0001ff00 4ec4ec4f
	v_lshrrev_b32_e32 v1, 2, v1                                 ; 2c020282
	v_mul_lo_u32 v1, 13, v1                                     ; d5690001 0002028d
	v_sub_nc_u32_e32 v1, v0, v1                                 ; 4c020300
	v_cvt_f32_u32_e32 v1, v1                                    ; 7e020d01
	v_mul_f32_e32 v3, 0x3fc00000, v1                            ; 100602ff 3fc00000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_mov_b64 s[32:33], s[16:17]                                ; bea00410
	s_mov_b64 s[34:35], s[18:19]                                ; bea20412
	v_mov_b32_e32 v1, 1.0                                       ; 7e0202f2
	s_and_b32 s32, s32, 0xf7ffffff                              ; 8720ff20 f7ffffff
	s_clause 0x2                                                ; bfa10002
	image_sample_c_lz v2, v[3:5], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D ; f0bc0108 00820203
	image_sample_c_l v1, [v3, v5, v4, v1], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D ; f0b0010a 00820103 00010405
	image_gather4_c_lz v[8:11], v[3:5], s[8:15], s[32:35] dmask:0x1 dim:SQ_RSRC_IMG_2D ; f13c0108 01020803
	v_and_b32_e32 v3, 3, v0                                     ; 36060083
	v_cvt_f32_u32_e32 v3, v3                                    ; 7e060d03
	v_mul_f32_e32 v3, 0x3dcccccd, v3                            ; 100606ff 3dcccccd
	v_lshrrev_b32_e32 v6, 4, v0                                 ; 2c0c0084
	v_cvt_f32_u32_e32 v6, v6                                    ; 7e0c0d06
	v_mul_f32_e32 v6, 0x3d8f5c29, v6                            ; 100c0cff 3d8f5c29
	v_mov_b32_e32 v7, 0                                         ; 7e0e0280
	image_sample_d v[3:5], [v3, v7, v7, v6, v4, v5], s[24:31], s[20:23] dmask:0xd dim:SQ_RSRC_IMG_2D ; f0880d0c 00a60303 04060707 00000005
	v_lshlrev_b32_e32 v0, 3, v0                                 ; 34000083
	v_ashrrev_i32_e32 v7, 31, v0                                ; 300e009f
	v_mov_b32_e32 v6, v0                                        ; 7e0c0300
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_mov_b32_e32 v12, s4                                       ; 7e180204
	v_add_co_u32 v14, vcc_lo, s0, v6                            ; d70f6a0e 00020c00
	v_add_co_ci_u32_e32 v15, vcc_lo, v12, v7, vcc_lo            ; 501e0f0c
	v_add_nc_u32_e32 v6, 1, v0                                  ; 4a0c0081
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v16, vcc_lo, s0, v6                            ; d70f6a10 00020c00
	v_add_co_ci_u32_e32 v17, vcc_lo, v12, v7, vcc_lo            ; 50220f0c
	v_add_nc_u32_e32 v6, 2, v0                                  ; 4a0c0082
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v18, vcc_lo, s0, v6                            ; d70f6a12 00020c00
	v_add_co_ci_u32_e32 v19, vcc_lo, v12, v7, vcc_lo            ; 50260f0c
	v_add_nc_u32_e32 v6, 3, v0                                  ; 4a0c0083
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v20, vcc_lo, s0, v6                            ; d70f6a14 00020c00
	v_add_co_ci_u32_e32 v21, vcc_lo, v12, v7, vcc_lo            ; 502a0f0c
	v_add_nc_u32_e32 v6, 4, v0                                  ; 4a0c0084
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v22, vcc_lo, s0, v6                            ; d70f6a16 00020c00
	v_add_co_ci_u32_e32 v23, vcc_lo, v12, v7, vcc_lo            ; 502e0f0c
	v_add_nc_u32_e32 v6, 5, v0                                  ; 4a0c0085
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v24, vcc_lo, s0, v6                            ; d70f6a18 00020c00
	v_add_co_ci_u32_e32 v25, vcc_lo, v12, v7, vcc_lo            ; 50320f0c
	v_add_nc_u32_e32 v6, 6, v0                                  ; 4a0c0086
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v26, vcc_lo, s0, v6                            ; d70f6a1a 00020c00
	v_add_co_ci_u32_e32 v27, vcc_lo, v12, v7, vcc_lo            ; 50360f0c
	v_add_nc_u32_e32 v6, 7, v0                                  ; 4a0c0087
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v28, vcc_lo, s0, v6                            ; d70f6a1c 00020c00
	v_add_co_ci_u32_e32 v29, vcc_lo, v12, v7, vcc_lo            ; 503a0f0c
	s_waitcnt vmcnt(3)                                          ; bf8c3f73
	global_store_dword v[14:15], v2, off glc                    ; dc718000 007d020e
	s_waitcnt vmcnt(2)                                          ; bf8c3f72
	global_store_dword v[16:17], v1, off glc                    ; dc718000 007d0110
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	global_store_dword v[18:19], v8, off glc                    ; dc718000 007d0812
	global_store_dword v[20:21], v9, off glc                    ; dc718000 007d0914
	global_store_dword v[22:23], v11, off glc                   ; dc718000 007d0b16
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	global_store_dword v[24:25], v3, off glc                    ; dc718000 007d0318
	global_store_dword v[26:27], v4, off glc                    ; dc718000 007d041a
	global_store_dword v[28:29], v5, off glc                    ; dc718000 007d051c
	s_endpgm                                                    ; bf810000
