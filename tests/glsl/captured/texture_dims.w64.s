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
	v_lshrrev_b32_e32 v2, 1, v2                                 ; 2c040481
	v_lshl_add_u32 v2, v2, 1, v2                                ; d7460002 04090302
	v_sub_nc_u32_e32 v2, v0, v2                                 ; 4c040500
	v_cvt_f32_u32_e32 v2, v2                                    ; 7e040d02
	s_mov_b64 s[8:9], s[24:25]                                  ; be880418
	s_mov_b64 s[10:11], s[26:27]                                ; be8a041a
	s_mov_b64 s[12:13], s[28:29]                                ; be8c041c
	s_mov_b64 s[14:15], s[30:31]                                ; be8e041e
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
	s_load_dwordx8 s[24:31], s[2:3], 0x100                      ; f40c0601 fa000100
	s_bfe_u32 s1, s49, 0x2001e                                  ; 9381ff31 0002001e
	s_and_b32 s2, s50, 0xfff                                    ; 8702ff32 00000fff
	s_bfe_u32 s3, s50, 0xe000e                                  ; 9383ff32 000e000e
	s_and_b32 s50, s52, 0x1fff                                  ; 8732ff34 00001fff
	s_add_u32 s1, s1, 1                                         ; 80018101
	s_lshl2_add_u32 s1, s2, s1                                  ; 97810102
	s_add_u32 s2, s3, 1                                         ; 80028103
	s_add_u32 s3, s50, 1                                        ; 80038132
	s_bfe_u32 s21, s51, 0x4000c                                 ; 9395ff33 0004000c
	s_lshr_b32 s1, s1, s21                                      ; 90011501
	s_lshr_b32 s2, s2, s21                                      ; 90021502
	s_lshr_b32 s3, s3, s21                                      ; 90031503
	s_max_u32 s1, s1, 1                                         ; 84818101
	s_max_u32 s2, s2, 1                                         ; 84828102
	s_max_u32 s3, s3, 1                                         ; 84838103
	s_cmp_eq_i32 s49, 0                                         ; bf008031
	s_cselect_b32 s1, 0, s1                                     ; 85010180
	s_mov_b32 s21, src_scc                                      ; be9503fd
	s_bfe_u32 s22, s9, 0x2001e                                  ; 9396ff09 0002001e
	s_and_b32 s10, s10, 0xfff                                   ; 870aff0a 00000fff
	s_and_b32 s23, s12, 0x1fff                                  ; 8717ff0c 00001fff
	s_bfe_u32 s8, s12, 0xd0010                                  ; 9388ff0c 000d0010
	s_add_u32 s22, s22, 1                                       ; 80168116
	s_lshl2_add_u32 s10, s10, s22                               ; 978a160a
	s_sub_i32 s22, s23, s8                                      ; 81960817
	s_bfe_u32 s23, s11, 0x4000c                                 ; 9397ff0b 0004000c
	s_lshr_b32 s23, s10, s23                                    ; 9017170a
	s_max_u32 s23, s23, 1                                       ; 84978117
	s_bfe_u32 s8, s17, 0x2001e                                  ; 9388ff11 0002001e
	s_and_b32 s18, s18, 0xfff                                   ; 8712ff12 00000fff
	s_and_b32 s5, s20, 0x1fff                                   ; 8705ff14 00001fff
	s_bfe_u32 s20, s20, 0xd0010                                 ; 9394ff14 000d0010
	s_add_u32 s8, s8, 1                                         ; 80088108
	s_lshl2_add_u32 s18, s18, s8                                ; 97920812
	s_sub_i32 s20, s5, s20                                      ; 81941405
	s_bfe_u32 s19, s19, 0x4000c                                 ; 9393ff13 0004000c
	s_lshr_b32 s18, s18, s19                                    ; 90121312
	v_lshlrev_b32_e32 v0, 3, v0                                 ; 34000083
	v_ashrrev_i32_e32 v17, 31, v0                               ; 3022009f
	v_mov_b32_e32 v16, v0                                       ; 7e200300
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_mov_b32_e32 v4, s4                                        ; 7e080204
	v_add_co_u32 v18, vcc, s0, v16                              ; d70f6a12 00022000
	v_add_co_ci_u32_e32 v19, vcc, v4, v17, vcc                  ; 50262304
	v_add_nc_u32_e32 v16, 1, v0                                 ; 4a200081
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v20, vcc, s0, v16                              ; d70f6a14 00022000
	v_add_co_ci_u32_e32 v21, vcc, v4, v17, vcc                  ; 502a2304
	v_add_nc_u32_e32 v16, 2, v0                                 ; 4a200082
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v22, vcc, s0, v16                              ; d70f6a16 00022000
	v_add_co_ci_u32_e32 v23, vcc, v4, v17, vcc                  ; 502e2304
	v_add_nc_u32_e32 v16, 3, v0                                 ; 4a200083
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v24, vcc, s0, v16                              ; d70f6a18 00022000
	v_add_co_ci_u32_e32 v25, vcc, v4, v17, vcc                  ; 50322304
	v_add_nc_u32_e32 v16, 4, v0                                 ; 4a200084
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v26, vcc, s0, v16                              ; d70f6a1a 00022000
	v_add_co_ci_u32_e32 v27, vcc, v4, v17, vcc                  ; 50362304
	v_add_nc_u32_e32 v16, 5, v0                                 ; 4a200085
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v28, vcc, s0, v16                              ; d70f6a1c 00022000
	v_add_co_ci_u32_e32 v29, vcc, v4, v17, vcc                  ; 503a2304
	v_add_nc_u32_e32 v16, 6, v0                                 ; 4a200086
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v30, vcc, s0, v16                              ; d70f6a1e 00022000
	v_add_co_ci_u32_e32 v31, vcc, v4, v17, vcc                  ; 503e2304
	v_add_nc_u32_e32 v16, 7, v0                                 ; 4a200087
	s_mul_i32 s2, s2, 10                                        ; 93028a02
	s_cmp_lg_i32 s21, 0                                         ; bf018015
	s_cselect_b32 s2, 0, s2                                     ; 85020280
	s_mov_b32 s19, src_scc                                      ; be9303fd
	s_add_u32 s21, s1, s2                                       ; 80150201
	s_mulk_i32 s3, 0x64                                         ; b8030064
	s_cmp_lg_i32 s19, 0                                         ; bf018013
	s_cselect_b32 s19, 0, s3                                    ; 85130380
	s_add_u32 s19, s21, s19                                     ; 80131315
	s_mulk_i32 s23, 0x3e8                                       ; b81703e8
	s_cmp_eq_i32 s9, 0                                          ; bf008009
	s_cselect_b32 s21, 0, s23                                   ; 85151780
	s_mov_b32 s23, src_scc                                      ; be9703fd
	s_add_u32 s19, s19, s21                                     ; 80131513
	s_mulk_i32 s22, 0x2710                                      ; b8162710
	s_addk_i32 s22, 0x2710                                      ; b7962710
	s_cmp_lg_i32 s23, 0                                         ; bf018017
	s_cselect_b32 s21, 0, s22                                   ; 85151680
	s_add_u32 s19, s19, s21                                     ; 80131513
	s_mul_i32 s18, s18, 0x186a0                                 ; 9312ff12 000186a0
	s_cmp_eq_i32 s17, 0                                         ; bf008011
	s_cselect_b32 s21, 0, s18                                   ; 85151280
	s_mov_b32 s22, src_scc                                      ; be9603fd
	s_add_u32 s21, s19, s21                                     ; 80151513
	s_mul_i32 s23, s20, 0xf4240                                 ; 9317ff14 000f4240
	s_add_i32 s23, s23, 0xf4240                                 ; 8117ff17 000f4240
	s_cmp_lg_i32 s22, 0                                         ; bf018016
	s_cselect_b32 s22, 0, s23                                   ; 85161780
	s_add_u32 s1, s21, s22                                      ; 80011615
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_cvt_f32_ubyte0_e32 v0, v2                                 ; 7e002302
	v_lshrrev_b32_e32 v2, 8, v2                                 ; 2c040488
	v_cvt_f32_u32_e32 v2, v2                                    ; 7e040d02
	v_mov_b32_e32 v15, v6                                       ; 7e1e0306
	v_mov_b32_e32 v6, v9                                        ; 7e0c0309
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_swap_b32 v8, v13                                          ; 7e10cb0d
	v_mov_b32_e32 v9, v0                                        ; 7e120300
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	image_store v[6:9], [v1, v3, v5], s[24:31] dmask:0xf dim:SQ_RSRC_IMG_3D unorm glc ; f0203f12 00060601 00000503
	global_store_dword v[18:19], v10, off                       ; dc708000 007d0a12
	global_store_dword v[20:21], v11, off                       ; dc708000 007d0b14
	global_store_dword v[22:23], v15, off                       ; dc708000 007d0f16
	global_store_dword v[24:25], v13, off                       ; dc708000 007d0d18
	global_store_dword v[26:27], v2, off                        ; dc708000 007d021a
	global_store_dword v[28:29], v12, off                       ; dc708000 007d0c1c
	global_store_dword v[30:31], v14, off                       ; dc708000 007d0e1e
	v_cvt_f32_i32_e32 v0, s1                                    ; 7e000a01
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[2:3], 2, v[16:17]                           ; d6ff0002 00022082
	v_add_co_u32 v6, vcc, s0, v2                                ; d70f6a06 00020400
	v_add_co_ci_u32_e32 v7, vcc, v4, v3, vcc                    ; 500e0704
	global_store_dword v[6:7], v0, off                          ; dc708000 007d0006
	s_endpgm                                                    ; bf810000
