BB0:
	v_lshl_add_u32 v0, s8, 6, v0                                ; d7460000 04010c08
	s_mov_b64 s[0:1], s[2:3]                                    ; be800402
	s_mov_b64 s[2:3], s[4:5]                                    ; be820404
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	s_mov_b64 s[4:5], s[0:1]                                    ; be840400
	v_mov_b32_e32 v3, s5                                        ; 7e060205
	v_add_co_u32 v4, vcc_lo, s4, v0                             ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc_lo, v3, v1, vcc_lo              ; 500a0303
	v_mov_b32_e32 v3, s3                                        ; 7e060203
	v_add_co_u32 v6, vcc_lo, s2, v0                             ; d70f6a06 00020002
	v_add_co_ci_u32_e32 v7, vcc_lo, v3, v1, vcc_lo              ; 500e0303
	s_clause 0x1                                                ; bfa10001
	global_load_dword v0, v[4:5], off                           ; dc308000 007d0004
	global_load_dword v1, v[6:7], off                           ; dc308000 017d0006
	v_mul_hi_u32 v3, v2, 0x8d3dcb09                             ; d56a0003 0001ff02 8d3dcb09
	v_lshrrev_b32_e32 v3, 4, v3                                 ; 2c060684
	v_mul_lo_u32 v3, 29, v3                                     ; d5690003 0002069d
	v_sub_nc_u32_e32 v3, v2, v3                                 ; 4c060702
	v_add_nc_u32_e32 v4, 3, v2                                  ; 4a080483
	v_mul_u32_u24_e32 v2, 6, v2                                 ; 16040486
	v_ashrrev_i32_e32 v7, 31, v2                                ; 300e049f
	v_mov_b32_e32 v6, v2                                        ; 7e0c0302
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_mov_b32_e32 v5, s7                                        ; 7e0a0207
	v_add_co_u32 v8, vcc_lo, s6, v6                             ; d70f6a08 00020c06
	v_add_co_ci_u32_e32 v9, vcc_lo, v5, v7, vcc_lo              ; 50120f05
	v_add_nc_u32_e32 v6, 1, v2                                  ; 4a0c0481
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v10, vcc_lo, s6, v6                            ; d70f6a0a 00020c06
	v_add_co_ci_u32_e32 v11, vcc_lo, v5, v7, vcc_lo             ; 50160f05
	v_add_nc_u32_e32 v6, 2, v2                                  ; 4a0c0482
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v12, vcc_lo, s6, v6                            ; d70f6a0c 00020c06
	v_add_co_ci_u32_e32 v13, vcc_lo, v5, v7, vcc_lo             ; 501a0f05
	v_add_nc_u32_e32 v6, 3, v2                                  ; 4a0c0483
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v14, vcc_lo, s6, v6                            ; d70f6a0e 00020c06
	v_add_co_ci_u32_e32 v15, vcc_lo, v5, v7, vcc_lo             ; 501e0f05
	v_add_nc_u32_e32 v6, 4, v2                                  ; 4a0c0484
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v16, vcc_lo, s6, v6                            ; d70f6a10 00020c06
	v_add_co_ci_u32_e32 v17, vcc_lo, v5, v7, vcc_lo             ; 50220f05
	v_add_nc_u32_e32 v6, 5, v2                                  ; 4a0c0485
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v18, vcc_lo, s6, v6                            ; d70f6a12 00020c06
	v_add_co_ci_u32_e32 v19, vcc_lo, v5, v7, vcc_lo             ; 50260f05
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_sub_nc_u32_e32 v2, 0, v0                                  ; 4c040080
	v_max_i32_e32 v2, v0, v2                                    ; 24040500
	v_cmp_gt_i32_e32 vcc_lo, 0, v0                              ; 7d080080
	v_add_nc_u32_e64 v5, v0, 1 clamp                            ; d5258005 00010300
	v_mul_hi_u32 v5, v5, 0x49249249                             ; d56a0005 0001ff05 49249249
	v_lshrrev_b32_e32 v5, 1, v5                                 ; 2c0a0a81
	v_mul_hi_u32 v6, v0, 0x10624dd3                             ; d56a0006 0001ff00 10624dd3
	v_lshrrev_b32_e32 v6, 6, v6                                 ; 2c0c0c86
	v_mul_lo_u32 v6, 0x3e8, v6                                  ; d5690006 00020cff 000003e8
	v_sub_nc_u32_e32 v6, v0, v6                                 ; 4c0c0d00
	v_add_nc_u32_e32 v5, v5, v6                                 ; 4a0a0d05
	v_mul_hi_i32 v6, v0, 0x55555555                             ; d56c0006 0001ff00 55555555
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_ashrrev_i32_e32 v1, v3, v1                                ; 30020303
	v_cmp_eq_i32_e64 vcc_hi, -1, v1                             ; d482006b 000202c1
	v_cmp_eq_i32_e64 s0, 0, v1                                  ; d4820000 00020280
	s_or_b32 vcc_hi, s0, vcc_hi                                 ; 886b6b00
	v_cndmask_b32_e64 v1, v1, v4, vcc_hi                        ; d5010001 01ae0901
	v_cvt_f32_u32_e32 v7, v1                                    ; 7e0e0d01
	v_rcp_f32_e32 v7, v7                                        ; 7e0e5507
	v_mul_f32_e32 v7, 0x4f7ffffe, v7                            ; 100e0eff 4f7ffffe
	v_cvt_u32_f32_e32 v7, v7                                    ; 7e0e0f07
	v_mul_lo_u32 v3, v1, v7                                     ; d5690003 00020f01
	v_sub_nc_u32_e32 v3, 0, v3                                  ; 4c060680
	v_mul_hi_u32 v3, v7, v3                                     ; d56a0003 00020707
	v_add_nc_u32_e32 v7, v7, v3                                 ; 4a0e0707
	v_mul_hi_u32 v7, v0, v7                                     ; d56a0007 00020f00
	v_mul_lo_u32 v3, v7, v1                                     ; d5690003 00020307
	v_sub_nc_u32_e32 v3, v0, v3                                 ; 4c060700
	v_add_nc_u32_e32 v4, 1, v7                                  ; 4a080e81
	v_cmp_ge_u32_e64 vcc_hi, v3, v1                             ; d4c6006b 00020303
	v_cndmask_b32_e64 v4, v7, v4, vcc_hi                        ; d5010004 01ae0907
	v_sub_nc_u32_e32 v7, v3, v1                                 ; 4c0e0303
	v_cndmask_b32_e64 v3, v3, v7, vcc_hi                        ; d5010003 01ae0f03
	v_add_nc_u32_e32 v7, 1, v4                                  ; 4a0e0881
	v_cmp_ge_u32_e64 vcc_hi, v3, v1                             ; d4c6006b 00020303
	v_cndmask_b32_e64 v4, v4, v7, vcc_hi                        ; d5010004 01ae0f04
	global_store_dword v[8:9], v4, off                          ; dc708000 007d0408
	v_sub_nc_u32_e32 v4, v3, v1                                 ; 4c080303
	v_cndmask_b32_e64 v3, v3, v4, vcc_hi                        ; d5010003 01ae0903
	global_store_dword v[10:11], v3, off                        ; dc708000 007d030a
	v_sub_nc_u32_e32 v3, 0, v1                                  ; 4c060280
	v_max_i32_e32 v3, v1, v3                                    ; 24060701
	v_cmp_gt_i32_e64 vcc_hi, 0, v1                              ; d484006b 00020280
	s_xor_b32 vcc_lo, vcc_lo, vcc_hi                            ; 896a6b6a
	v_cvt_f32_u32_e32 v4, v3                                    ; 7e080d03
	v_rcp_f32_e32 v4, v4                                        ; 7e085504
	v_mul_f32_e32 v4, 0x4f7ffffe, v4                            ; 100808ff 4f7ffffe
	v_cvt_u32_f32_e32 v4, v4                                    ; 7e080f04
	v_mul_lo_u32 v7, v3, v4                                     ; d5690007 00020903
	v_sub_nc_u32_e32 v7, 0, v7                                  ; 4c0e0e80
	v_mul_hi_u32 v7, v4, v7                                     ; d56a0007 00020f04
	v_add_nc_u32_e32 v4, v4, v7                                 ; 4a080f04
	v_mul_hi_u32 v4, v2, v4                                     ; d56a0004 00020902
	v_mul_lo_u32 v7, v4, v3                                     ; d5690007 00020704
	v_sub_nc_u32_e32 v2, v2, v7                                 ; 4c040f02
	v_add_nc_u32_e32 v7, 1, v4                                  ; 4a0e0881
	v_cmp_ge_u32_e64 vcc_hi, v2, v3                             ; d4c6006b 00020702
	v_cndmask_b32_e64 v4, v4, v7, vcc_hi                        ; d5010004 01ae0f04
	v_sub_nc_u32_e32 v7, v2, v3                                 ; 4c0e0702
	v_cndmask_b32_e64 v2, v2, v7, vcc_hi                        ; d5010002 01ae0f02
	v_add_nc_u32_e32 v7, 1, v4                                  ; 4a0e0881
	v_cmp_ge_u32_e64 vcc_hi, v2, v3                             ; d4c6006b 00020702
	v_cndmask_b32_e64 v4, v4, v7, vcc_hi                        ; d5010004 01ae0f04
	v_sub_nc_u32_e32 v2, 0, v4                                  ; 4c040880
	v_cndmask_b32_e32 v4, v4, v2, vcc_lo                        ; 02080504
	global_store_dword v[12:13], v4, off                        ; dc708000 007d040c
	v_mul_lo_u32 v4, v4, v1                                     ; d5690004 00020304
	v_sub_nc_u32_e32 v4, v0, v4                                 ; 4c080900
	global_store_dword v[14:15], v4, off                        ; dc708000 007d040e
	global_store_dword v[16:17], v5, off                        ; dc708000 007d0510
	v_sub_nc_u32_e32 v0, v6, v0                                 ; 4c000106
	v_ashrrev_i32_e32 v0, 1, v0                                 ; 30000081
	v_lshrrev_b32_e32 v1, 31, v0                                ; 2c02009f
	v_add_nc_u32_e32 v0, v0, v1                                 ; 4a000300
	global_store_dword v[18:19], v0, off                        ; dc708000 007d0012
	s_endpgm                                                    ; bf810000
