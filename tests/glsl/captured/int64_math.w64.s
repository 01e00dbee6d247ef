BB0:
	v_lshl_add_u32 v0, s8, 6, v0                                ; d7460000 04010c08
	s_mov_b64 s[0:1], s[2:3]                                    ; be800402
	s_mov_b64 s[2:3], s[4:5]                                    ; be820404
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 3, v[0:1]                             ; d6ff0000 00020083
	s_mov_b64 s[4:5], s[0:1]                                    ; be840400
	v_mov_b32_e32 v3, s5                                        ; 7e060205
	v_add_co_u32 v4, vcc, s4, v0                                ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc, v3, v1, vcc                    ; 500a0303
	v_mov_b32_e32 v3, s3                                        ; 7e060203
	v_add_co_u32 v6, vcc, s2, v0                                ; d70f6a06 00020002
	v_add_co_ci_u32_e32 v7, vcc, v3, v1, vcc                    ; 500e0303
	s_clause 0x1                                                ; bfa10001
	global_load_dwordx2 v[0:1], v[4:5], off                     ; dc348000 007d0004
	global_load_dwordx2 v[4:5], v[6:7], off                     ; dc348000 047d0006
	v_mul_u32_u24_e32 v3, 5, v2                                 ; 16060485
	v_ashrrev_i32_e32 v7, 31, v3                                ; 300e069f
	v_mov_b32_e32 v6, v3                                        ; 7e0c0303
	v_lshlrev_b64 v[6:7], 3, v[6:7]                             ; d6ff0006 00020c83
	v_mov_b32_e32 v8, s7                                        ; 7e100207
	v_add_co_u32 v10, vcc, s6, v6                               ; d70f6a0a 00020c06
	v_add_co_ci_u32_e32 v11, vcc, v8, v7, vcc                   ; 50160f08
	v_add_nc_u32_e32 v6, 1, v3                                  ; 4a0c0681
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 3, v[6:7]                             ; d6ff0006 00020c83
	v_add_co_u32 v12, vcc, s6, v6                               ; d70f6a0c 00020c06
	v_add_co_ci_u32_e32 v13, vcc, v8, v7, vcc                   ; 501a0f08
	v_add_nc_u32_e32 v6, 2, v3                                  ; 4a0c0682
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 3, v[6:7]                             ; d6ff0006 00020c83
	v_add_co_u32 v14, vcc, s6, v6                               ; d70f6a0e 00020c06
	v_add_co_ci_u32_e32 v15, vcc, v8, v7, vcc                   ; 501e0f08
	v_add_nc_u32_e32 v6, 3, v3                                  ; 4a0c0683
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 3, v[6:7]                             ; d6ff0006 00020c83
	v_add_co_u32 v16, vcc, s6, v6                               ; d70f6a10 00020c06
	v_add_co_ci_u32_e32 v17, vcc, v8, v7, vcc                   ; 50220f08
	v_add_nc_u32_e32 v6, 4, v3                                  ; 4a0c0684
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[6:7], 3, v[6:7]                             ; d6ff0006 00020c83
	v_add_co_u32 v18, vcc, s6, v6                               ; d70f6a12 00020c06
	v_add_co_ci_u32_e32 v19, vcc, v8, v7, vcc                   ; 50260f08
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_lshrrev_b64 v[6:7], 0, v[0:1]                             ; d7000006 00020080
	v_lshrrev_b64 v[8:9], 3, v[0:1]                             ; d7000008 00020083
	v_lshlrev_b64 v[20:21], v2, v[0:1]                          ; d6ff0014 00020102
	v_mul_u32_u24_e32 v2, 7, v2                                 ; 16040487
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_lshlrev_b64 v[22:23], 1, v[4:5]                           ; d6ff0016 00020881
	v_lshrrev_b64 v[24:25], 0, v[4:5]                           ; d7000018 00020880
	v_add_co_u32 v3, vcc, v22, v24                              ; d70f6a03 00023116
	v_add_co_ci_u32_e32 v22, vcc, v23, v25, vcc                 ; 502c3317
	v_add_co_u32 v26, vcc, v6, v3                               ; d70f6a1a 00020706
	v_add_co_ci_u32_e32 v27, vcc, v7, v22, vcc                  ; 50362d07
	global_store_dwordx2 v[10:11], v[26:27], off                ; dc748000 007d1a0a
	v_mul_hi_u32 v3, v6, v24                                    ; d56a0003 00023106
	v_mul_lo_u32 v10, v6, v24                                   ; d569000a 00023106
	v_mul_lo_u32 v7, v7, v24                                    ; d5690007 00023107
	v_mul_lo_u32 v6, v6, v25                                    ; d5690006 00023306
	v_add3_u32 v3, v3, v6, v7                                   ; d76d0003 041e0d03
	v_sub_co_u32 v6, vcc, v10, v8                               ; d7106a06 0002110a
	v_sub_co_ci_u32_e32 v7, vcc, v3, v9, vcc                    ; 520e1303
	global_store_dwordx2 v[12:13], v[6:7], off                  ; dc748000 007d060c
	v_lshrrev_b64 v[2:3], v2, v[4:5]                            ; d7000002 00020902
	v_or_b32_e32 v6, v20, v2                                    ; 380c0514
	v_or_b32_e32 v7, v21, v3                                    ; 380e0715
	global_store_dwordx2 v[14:15], v[6:7], off                  ; dc748000 007d060e
	v_cmp_lt_i64_e32 vcc, v[0:1], v[4:5]                        ; 7d420900
	v_cndmask_b32_e64 v2, 0, 1, vcc                             ; d5010002 01a90280
	v_cmp_lt_u64_e32 vcc, v[0:1], v[4:5]                        ; 7dc20900
	v_cndmask_b32_e64 v3, 0, 2, vcc                             ; d5010003 01a90480
	v_cndmask_b32_e64 v6, 0, 0, vcc                             ; d5010006 01a90080
	v_or_b32_e32 v2, v2, v3                                     ; 38040702
	v_or_b32_e32 v3, 0, v6                                      ; 38060c80
	global_store_dwordx2 v[16:17], v[2:3], off                  ; dc748000 007d0210
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshrrev_b64 v[2:3], 32, v[4:5]                            ; d7000002 000208a0
	v_add_co_u32 v2, s[0:1], v0, v2                             ; d70f0002 00020500
	v_add_co_ci_u32_e64 v3, s[0:1], v1, 0, s[0:1]               ; d5280003 00010101
	global_store_dwordx2 v[18:19], v[2:3], off                  ; dc748000 007d0212
	s_endpgm                                                    ; bf810000
