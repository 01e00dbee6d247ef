BB0:
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_clause 0x1                                                ; bfa10001
	s_load_dwordx8 s[8:15], s[2:3], null                        ; f40c0201 fa000000
	s_load_dwordx4 s[16:19], s[2:3], 0x50                       ; f4080401 fa000050
	v_lshl_add_u32 v0, s5, 6, v0                                ; d7460000 04010c05
	v_mul_hi_u32 v1, v0, 0xba2e8ba3                             ; d56a0001 0001ff00 ba2e8ba3
	v_lshrrev_b32_e32 v1, 3, v1                                 ; 2c020283
	v_mul_lo_u32 v2, 11, v1                                     ; d5690002 0002028b
	v_sub_nc_u32_e32 v2, v0, v2                                 ; 4c040500
	v_cvt_f32_u32_e32 v2, v2                                    ; 7e040d02
	v_cvt_f32_u32_e32 v1, v1                                    ; 7e020d01
	v_mul_f32_e32 v2, 0x3e051eb8, v2                            ; 100404ff 3e051eb8
	v_mul_f32_e32 v3, 0x3db22d0e, v1                            ; 100602ff 3db22d0e
	v_mul_hi_u32 v1, v0, 0xcccccccd                             ; d56a0001 0001ff00 cccccccd
	v_lshrrev_b32_e32 v1, 2, v1                                 ; 2c020282
	v_lshl_add_u32 v1, v1, 2, v1                                ; d7460001 04050501
	v_sub_nc_u32_e32 v1, v0, v1                                 ; 4c020300
	v_cvt_f32_u32_e32 v1, v1                                    ; 7e020d01
	v_mul_f32_e32 v4, 0x3ee66666, v1                            ; 100802ff 3ee66666
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_mov_b64 s[20:21], s[16:17]                                ; be940410
	s_mov_b64 s[22:23], s[18:19]                                ; be960412
	v_and_b32_e32 v5, 3, v0                                     ; 360a0083
	v_lshrrev_b32_e32 v1, 2, v0                                 ; 2c020082
	v_and_b32_e32 v6, 3, v1                                     ; 360c0283
	v_mov_b32_e32 v7, 1                                         ; 7e0e0281
	s_mov_b64 s[24:25], s[8:9]                                  ; be980408
	s_mov_b64 s[26:27], s[10:11]                                ; be9a040a
	s_mov_b64 s[28:29], s[12:13]                                ; be9c040c
	s_mov_b64 s[30:31], s[14:15]                                ; be9e040e
	s_and_b32 s20, s20, 0xf7ffffff                              ; 8714ff14 f7ffffff
	s_clause 0x2                                                ; bfa10002
	image_sample_l v[8:10], v[2:4], s[8:15], s[16:19] dmask:0xb dim:SQ_RSRC_IMG_2D ; f0900b08 00820802
	image_load_mip v[4:5], v[5:7], s[8:15] dmask:0xc dim:SQ_RSRC_IMG_2D unorm ; f0041c08 00020405
	image_gather4_lz v[12:15], v[2:3], s[8:15], s[20:23] dmask:0x2 dim:SQ_RSRC_IMG_2D ; f11c0208 00a20c02
	s_bfe_u32 s1, s25, 0x2001e                                  ; 9381ff19 0002001e
	s_and_b32 s2, s26, 0xfff                                    ; 8702ff1a 00000fff
	s_bfe_u32 s3, s26, 0xe000e                                  ; 9383ff1a 000e000e
	s_add_u32 s1, s1, 1                                         ; 80018101
	s_lshl2_add_u32 s26, s2, s1                                 ; 979a0102
	s_add_u32 s1, s3, 1                                         ; 80018103
	s_bfe_u32 s2, s27, 0x4000c                                  ; 9382ff1b 0004000c
	s_add_u32 s3, s2, 1                                         ; 80038102
	s_lshr_b32 s26, s26, s3                                     ; 901a031a
	s_lshr_b32 s1, s1, s3                                       ; 90010301
	s_max_u32 s3, s26, 1                                        ; 8483811a
	s_max_u32 s1, s1, 1                                         ; 84818101
	s_cmp_eq_i32 s25, 0                                         ; bf008019
	s_cselect_b32 s1, 0, s1                                     ; 85010180
	v_lshlrev_b32_e32 v11, 3, v0                                ; 34160083
	v_ashrrev_i32_e32 v1, 31, v11                               ; 3002169f
	v_mov_b32_e32 v0, v11                                       ; 7e00030b
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_mov_b32_e32 v2, s4                                        ; 7e040204
	v_add_co_u32 v6, vcc, s0, v0                                ; d70f6a06 00020000
	v_add_co_ci_u32_e32 v7, vcc, v2, v1, vcc                    ; 500e0302
	v_add_nc_u32_e32 v0, 1, v11                                 ; 4a001681
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v16, vcc, s0, v0                               ; d70f6a10 00020000
	v_add_co_ci_u32_e32 v17, vcc, v2, v1, vcc                   ; 50220302
	v_add_nc_u32_e32 v0, 2, v11                                 ; 4a001682
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v18, vcc, s0, v0                               ; d70f6a12 00020000
	v_add_co_ci_u32_e32 v19, vcc, v2, v1, vcc                   ; 50260302
	v_add_nc_u32_e32 v0, 3, v11                                 ; 4a001683
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v20, vcc, s0, v0                               ; d70f6a14 00020000
	v_add_co_ci_u32_e32 v21, vcc, v2, v1, vcc                   ; 502a0302
	v_add_nc_u32_e32 v0, 4, v11                                 ; 4a001684
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v22, vcc, s0, v0                               ; d70f6a16 00020000
	v_add_co_ci_u32_e32 v23, vcc, v2, v1, vcc                   ; 502e0302
	v_add_nc_u32_e32 v0, 5, v11                                 ; 4a001685
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v24, vcc, s0, v0                               ; d70f6a18 00020000
	v_add_co_ci_u32_e32 v25, vcc, v2, v1, vcc                   ; 50320302
	v_add_nc_u32_e32 v0, 6, v11                                 ; 4a001686
	s_mulk_i32 s3, 0x64                                         ; b8030064
	s_cselect_b32 s3, 0, s3                                     ; 85030380
	s_mov_b32 s26, src_scc                                      ; be9a03fd
	s_add_u32 s1, s3, s1                                        ; 80010103
	v_cvt_f32_i32_e32 v1, s1                                    ; 7e020a01
	v_ashrrev_i32_e32 v27, 31, v0                               ; 3036009f
	v_mov_b32_e32 v26, v0                                       ; 7e340300
	v_lshlrev_b64 v[26:27], 2, v[26:27]                         ; d6ff001a 00023482
	v_add_co_u32 v28, vcc, s0, v26                              ; d70f6a1c 00023400
	v_add_co_ci_u32_e32 v29, vcc, v2, v27, vcc                  ; 503a3702
	v_add_nc_u32_e32 v26, 7, v11                                ; 4a341687
	s_bfe_u32 s1, s27, 0x40010                                  ; 9381ff1b 00040010
	s_add_u32 s1, s1, 1                                         ; 80018101
	s_sub_i32 s1, s1, s2                                        ; 81810201
	s_cmp_lg_i32 s26, 0                                         ; bf01801a
	s_cselect_b32 s1, 0, s1                                     ; 85010180
	v_cvt_f32_i32_e32 v0, s1                                    ; 7e000a01
	v_ashrrev_i32_e32 v27, 31, v26                              ; 3036349f
	v_lshlrev_b64 v[26:27], 2, v[26:27]                         ; d6ff001a 00023482
	v_add_co_u32 v30, vcc, s0, v26                              ; d70f6a1e 00023400
	v_add_co_ci_u32_e32 v31, vcc, v2, v27, vcc                  ; 503e3702
	s_waitcnt vmcnt(2)                                          ; bf8c3f72
	global_store_dword v[6:7], v8, off glc                      ; dc718000 007d0806
	v_add_f32_e32 v2, v9, v10                                   ; 06041509
	global_store_dword v[16:17], v2, off glc                    ; dc718000 007d0210
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	global_store_dword v[18:19], v4, off glc                    ; dc718000 007d0412
	global_store_dword v[20:21], v5, off glc                    ; dc718000 007d0514
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_sub_f32_e32 v26, v12, v13                                 ; 08341b0c
	global_store_dword v[22:23], v26, off glc                   ; dc718000 007d1a16
	v_mul_f32_e32 v26, v14, v15                                 ; 10341f0e
	global_store_dword v[24:25], v26, off glc                   ; dc718000 007d1a18
	global_store_dword v[28:29], v1, off glc                    ; dc718000 007d011c
	global_store_dword v[30:31], v0, off glc                    ; dc718000 007d001e
	s_endpgm                                                    ; bf810000
