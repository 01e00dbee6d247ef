BB0:
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_clause 0x5                                                ; bfa10005
	s_load_dwordx8 s[8:15], s[2:3], null                        ; f40c0201 fa000000
	s_load_dwordx4 s[16:19], s[2:3], 0xc0                       ; f4080401 fa0000c0
	s_load_dwordx8 s[24:31], s[2:3], 0x40                       ; f40c0601 fa000040
	s_load_dwordx4 s[20:23], s[2:3], 0x120                      ; f4080501 fa000120
	s_load_dwordx8 s[32:39], s[2:3], 0x80                       ; f40c0801 fa000080
	s_load_dwordx8 s[40:47], s[2:3], 0xe0                       ; f40c0a01 fa0000e0
	v_and_b32_e32 v1, 3, v0                                     ; 36020083
	v_cvt_f32_u32_e32 v2, v1                                    ; 7e040d01
	v_lshrrev_b32_e32 v3, 2, v0                                 ; 2c060082
	v_and_b32_e32 v3, 3, v3                                     ; 36060683
	v_cvt_f32_u32_e32 v4, v3                                    ; 7e080d03
	v_lshrrev_b32_e32 v5, 4, v0                                 ; 2c0a0084
	v_cvt_f32_u32_e32 v6, v5                                    ; 7e0c0d05
	v_mul_f32_e32 v7, 0x3e99999a, v2                            ; 100e04ff 3e99999a
	v_mul_f32_e32 v8, 0x3e570a3d, v4                            ; 101008ff 3e570a3d
	v_mul_f32_e32 v9, 0x3e2e147b, v6                            ; 10120cff 3e2e147b
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_mov_b64 s[48:49], s[8:9]                                  ; beb00408
	s_mov_b64 s[50:51], s[10:11]                                ; beb2040a
	s_mov_b64 s[52:53], s[12:13]                                ; beb4040c
	s_mov_b64 s[54:55], s[14:15]                                ; beb6040e
	image_sample_lz v[9:11], v[7:9], s[8:15], s[16:19] dmask:0xb dim:SQ_RSRC_IMG_3D ; f09c0b10 00820907
	v_mul_hi_u32 v2, v0, 0xaaaaaaab                             ; d56a0002 0001ff00 aaaaaaab
	s_load_dwordx8 s[8:15], s[2:3], 0x100                       ; f40c0201 fa000100
	v_lshrrev_b32_e32 v2, 1, v2                                 ; 2c040481
	v_lshl_add_u32 v2, v2, 1, v2                                ; d7460002 04090302
	v_sub_nc_u32_e32 v2, v0, v2                                 ; 4c040500
	v_cvt_f32_u32_e32 v2, v2                                    ; 7e040d02
	s_mov_b64 s[56:57], s[24:25]                                ; beb80418
	s_mov_b64 s[58:59], s[26:27]                                ; beba041a
	s_mov_b64 s[60:61], s[28:29]                                ; bebc041c
	s_mov_b64 s[62:63], s[30:31]                                ; bebe041e
	image_sample_lz v[6:8], [v7, v8, v2], s[24:31], s[20:23] dmask:0xb dim:SQ_RSRC_IMG_2D_ARRAY ; f09c0b2a 00a60607 00000208
	v_and_b32_e32 v2, 15, v0                                    ; 3604008f
	image_load v2, v2, s[32:39] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm ; f0001100 00080202
	v_and_b32_e32 v12, 7, v0                                    ; 36180087
	v_lshrrev_b32_e32 v13, 5, v0                                ; 2c1a0085
	s_mov_b64 s[16:17], s[40:41]                                ; be900428
	s_mov_b64 s[18:19], s[42:43]                                ; be92042a
	s_mov_b64 s[20:21], s[44:45]                                ; be94042c
	s_mov_b64 s[22:23], s[46:47]                                ; be96042e
	image_load v[12:14], v[12:13], s[40:47] dmask:0xd dim:SQ_RSRC_IMG_1D_ARRAY unorm ; f0001d20 000a0c0c
	s_bfe_u32 s16, s49, 0x2001e                                 ; 9390ff31 0002001e
	s_and_b32 s1, s50, 0xfff                                    ; 8701ff32 00000fff
	s_bfe_u32 s50, s50, 0xe000e                                 ; 93b2ff32 000e000e
	s_and_b32 s2, s52, 0x1fff                                   ; 8702ff34 00001fff
	s_add_u32 s3, s16, 1                                        ; 80038110
	s_lshl2_add_u32 s1, s1, s3                                  ; 97810301
	s_add_u32 s3, s50, 1                                        ; 80038132
	s_add_u32 s2, s2, 1                                         ; 80028102
	s_bfe_u32 s16, s51, 0x4000c                                 ; 9390ff33 0004000c
	s_lshr_b32 s1, s1, s16                                      ; 90011001
	s_lshr_b32 s3, s3, s16                                      ; 90031003
	s_lshr_b32 s2, s2, s16                                      ; 90021002
	s_max_u32 s1, s1, 1                                         ; 84818101
	s_max_u32 s3, s3, 1                                         ; 84838103
	s_max_u32 s2, s2, 1                                         ; 84828102
	s_cmp_eq_i32 s49, 0                                         ; bf008031
	s_cselect_b32 s1, 0, s1                                     ; 85010180
	s_mov_b32 s16, src_scc                                      ; be9003fd
	s_bfe_u32 s5, s57, 0x2001e                                  ; 9385ff39 0002001e
	s_and_b32 s58, s58, 0xfff                                   ; 873aff3a 00000fff
	s_and_b32 s6, s60, 0x1fff                                   ; 8706ff3c 00001fff
	s_bfe_u32 s7, s60, 0xd0010                                  ; 9387ff3c 000d0010
	s_add_u32 s5, s5, 1                                         ; 80058105
	s_lshl2_add_u32 s5, s58, s5                                 ; 9785053a
	s_sub_i32 s58, s6, s7                                       ; 81ba0706
	s_bfe_u32 s6, s59, 0x4000c                                  ; 9386ff3b 0004000c
	s_lshr_b32 s5, s5, s6                                       ; 90050605
	s_max_u32 s5, s5, 1                                         ; 84858105
	s_bfe_u32 s6, s17, 0x2001e                                  ; 9386ff11 0002001e
	s_and_b32 s7, s18, 0xfff                                    ; 8707ff12 00000fff
	s_and_b32 s18, s20, 0x1fff                                  ; 8712ff14 00001fff
	s_bfe_u32 s56, s20, 0xd0010                                 ; 93b8ff14 000d0010
	s_add_u32 s6, s6, 1                                         ; 80068106
	s_lshl2_add_u32 s6, s7, s6                                  ; 97860607
	s_sub_i32 s7, s18, s56                                      ; 81873812
	s_bfe_u32 s56, s19, 0x4000c                                 ; 93b8ff13 0004000c
	s_lshr_b32 s6, s6, s56                                      ; 90063806
	v_lshlrev_b32_e32 v0, 3, v0                                 ; 34000083
	v_ashrrev_i32_e32 v17, 31, v0                               ; 3022009f
	v_mov_b32_e32 v16, v0                                       ; 7e200300
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_mov_b32_e32 v4, s4                                        ; 7e080204
	v_add_co_u32 v18, vcc_lo, s0, v16                           ; d70f6a12 00022000
	v_add_co_ci_u32_e32 v19, vcc_lo, v4, v17, vcc_lo            ; 50262304
	v_add_nc_u32_e32 v16, 1, v0                                 ; 4a200081
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v20, vcc_lo, s0, v16                           ; d70f6a14 00022000
	v_add_co_ci_u32_e32 v21, vcc_lo, v4, v17, vcc_lo            ; 502a2304
	v_add_nc_u32_e32 v16, 2, v0                                 ; 4a200082
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v22, vcc_lo, s0, v16                           ; d70f6a16 00022000
	v_add_co_ci_u32_e32 v23, vcc_lo, v4, v17, vcc_lo            ; 502e2304
	v_add_nc_u32_e32 v16, 3, v0                                 ; 4a200083
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v24, vcc_lo, s0, v16                           ; d70f6a18 00022000
	v_add_co_ci_u32_e32 v25, vcc_lo, v4, v17, vcc_lo            ; 50322304
	v_add_nc_u32_e32 v16, 4, v0                                 ; 4a200084
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v26, vcc_lo, s0, v16                           ; d70f6a1a 00022000
	v_add_co_ci_u32_e32 v27, vcc_lo, v4, v17, vcc_lo            ; 50362304
	v_add_nc_u32_e32 v16, 5, v0                                 ; 4a200085
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v28, vcc_lo, s0, v16                           ; d70f6a1c 00022000
	v_add_co_ci_u32_e32 v29, vcc_lo, v4, v17, vcc_lo            ; 503a2304
	v_add_nc_u32_e32 v16, 6, v0                                 ; 4a200086
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v30, vcc_lo, s0, v16                           ; d70f6a1e 00022000
	v_add_co_ci_u32_e32 v31, vcc_lo, v4, v17, vcc_lo            ; 503e2304
	v_add_nc_u32_e32 v16, 7, v0                                 ; 4a200087
	s_mul_i32 s3, s3, 10                                        ; 93038a03
	s_cmp_lg_i32 s16, 0                                         ; bf018010
	s_cselect_b32 s16, 0, s3                                    ; 85100380
	s_mov_b32 s3, src_scc                                       ; be8303fd
	s_add_u32 s1, s1, s16                                       ; 80011001
	s_mulk_i32 s2, 0x64                                         ; b8020064
	s_cmp_lg_i32 s3, 0                                          ; bf018003
	s_cselect_b32 s16, 0, s2                                    ; 85100280
	s_add_u32 s16, s1, s16                                      ; 80101001
	s_mulk_i32 s5, 0x3e8                                        ; b80503e8
	s_cmp_eq_i32 s57, 0                                         ; bf008039
	s_cselect_b32 s1, 0, s5                                     ; 85010580
	s_mov_b32 s2, src_scc                                       ; be8203fd
	s_add_u32 s1, s16, s1                                       ; 80010110
	s_mulk_i32 s58, 0x2710                                      ; b83a2710
	s_addk_i32 s58, 0x2710                                      ; b7ba2710
	s_cmp_lg_i32 s2, 0                                          ; bf018002
	s_cselect_b32 s16, 0, s58                                   ; 85103a80
	s_add_u32 s16, s1, s16                                      ; 80101001
	s_mul_i32 s1, s6, 0x186a0                                   ; 9301ff06 000186a0
	s_cmp_eq_i32 s17, 0                                         ; bf008011
	s_cselect_b32 s1, 0, s1                                     ; 85010180
	s_mov_b32 s6, src_scc                                       ; be8603fd
	s_add_u32 s1, s16, s1                                       ; 80010110
	s_mul_i32 s7, s7, 0xf4240                                   ; 9307ff07 000f4240
	s_add_i32 s7, s7, 0xf4240                                   ; 8107ff07 000f4240
	s_cmp_lg_i32 s6, 0                                          ; bf018006
	s_cselect_b32 s2, 0, s7                                     ; 85020780
	s_add_u32 s1, s1, s2                                        ; 80010201
	v_cvt_f32_i32_e32 v0, s1                                    ; 7e000a01
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v32, vcc_lo, s0, v16                           ; d70f6a20 00022000
	v_add_co_ci_u32_e32 v33, vcc_lo, v4, v17, vcc_lo            ; 50422304
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_cvt_f32_ubyte0_e32 v39, v2                                ; 7e4e2302
	v_lshrrev_b32_e32 v2, 8, v2                                 ; 2c040488
	v_cvt_f32_u32_e32 v2, v2                                    ; 7e040d02
	v_mov_b32_e32 v36, v9                                       ; 7e480309
	v_mov_b32_e32 v37, v7                                       ; 7e4a0307
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_mov_b32_e32 v38, v13                                      ; 7e4c030d
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	image_store v[36:39], [v1, v3, v5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D unorm glc ; f0203f12 00022401 00000503
	global_store_dword v[18:19], v10, off                       ; dc708000 007d0a12
	global_store_dword v[20:21], v11, off                       ; dc708000 007d0b14
	global_store_dword v[22:23], v6, off                        ; dc708000 007d0616
	global_store_dword v[24:25], v8, off                        ; dc708000 007d0818
	global_store_dword v[26:27], v2, off                        ; dc708000 007d021a
	global_store_dword v[28:29], v12, off                       ; dc708000 007d0c1c
	global_store_dword v[30:31], v14, off                       ; dc708000 007d0e1e
	global_store_dword v[32:33], v0, off                        ; dc708000 007d0020
	s_endpgm                                                    ; bf810000
