BB0:
	v_lshl_add_u32 v0, s6, 6, v0                                ; d7460000 04010c06
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v4, vcc, s2, v0                                ; d70f6a04 00020002
	v_add_co_ci_u32_e32 v5, vcc, s3, v1, vcc                    ; 500a0203
	global_load_dword v3, v[4:5], off                           ; dc308000 037d0004
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_add_nc_u32_e64 v4, v3, 1 clamp                            ; d5258004 00010303
	v_mul_hi_u32 v4, v4, 0x49249249                             ; d56a0004 0001ff04 49249249
	v_lshrrev_b32_e32 v4, 1, v4                                 ; 2c080881
	v_mul_lo_u32 v4, 7, v4                                      ; d5690004 00020887
	v_sub_nc_u32_e32 v4, v3, v4                                 ; 4c080903
	v_not_b32_e32 v5, v3                                        ; 7e0a6f03
	v_cmp_eq_i32_e32 vcc, 5, v4                                 ; 7d040885
	v_cndmask_b32_e32 v5, 0, v5, vcc                            ; 020a0a80
	v_cmp_eq_i32_e64 s[0:1], 4, v4                              ; d4820000 00020884
	s_and_saveexec_b64 s[2:3], s[0:1]                           ; be822400
	s_cbranch_execz BB16                                        ; bf88000c
BB1:
	s_mov_b64 s[6:7], exec                                      ; be86047e
	s_mov_b32 s8, 0                                             ; be880380
BB2:
	v_and_b32_e32 v6, 15, v3                                    ; 360c068f
	s_mov_b64 s[10:11], exec                                    ; be8a047e
	v_cmpx_ge_u32_e32 s8, v6                                    ; 7dac0c08
BB3:
	s_andn2_b64 s[10:11], s[10:11], exec                        ; 8a8a7e0a
	s_cbranch_scc0 BB16                                         ; bf840005
BB10:
	s_mov_b64 exec, s[10:11]                                    ; befe040a
	s_mul_i32 s9, s8, s8                                        ; 93090808
	v_add_nc_u32_e32 v5, s9, v5                                 ; 4a0a0a09
	s_add_u32 s8, s8, 1                                         ; 80088108
	s_branch BB2                                                ; bf82fff6
BB16:
	s_mov_b64 exec, s[2:3]                                      ; befe0402
	v_cmp_eq_i32_e64 s[2:3], 1, v4                              ; d4820002 00020881
	v_cndmask_b32_e64 v5, v5, 0x64, s[2:3]                      ; d5010005 0009ff05 00000064
	v_cmp_eq_i32_e64 s[6:7], 2, v4                              ; d4820006 00020882
	s_or_b64 s[8:9], s[6:7], s[2:3]                             ; 88880206
	v_lshrrev_b32_e32 v6, 3, v3                                 ; 2c0c0683
	v_add_nc_u32_e32 v6, v5, v6                                 ; 4a0c0d05
	s_and_b64 s[10:11], s[8:9], 0                               ; 878a8008
	s_andn2_b64 s[12:13], s[2:3], s[8:9]                        ; 8a8c0802
	s_or_b64 s[10:11], s[10:11], s[12:13]                       ; 888a0c0a
	v_cndmask_b32_e64 v5, v5, v6, s[8:9]                        ; d5010005 00220d05
	v_cmp_eq_i32_e64 s[12:13], 0, v4                            ; d482000c 00020880
	s_or_b64 s[10:11], s[12:13], s[10:11]                       ; 888a0a0c
	s_or_b64 s[8:9], s[10:11], s[8:9]                           ; 8888080a
	s_and_b64 s[14:15], s[8:9], 0                               ; 878e8008
	s_andn2_b64 s[8:9], s[2:3], s[8:9]                          ; 8a880802
	s_or_b64 s[8:9], s[14:15], s[8:9]                           ; 8888080e
	v_cndmask_b32_e64 v3, v5, v3, s[10:11]                      ; d5010003 002a0705
	s_or_b64 s[0:1], vcc, s[0:1]                                ; 8880006a
	s_or_b64 s[0:1], s[0:1], s[2:3]                             ; 88800200
	s_or_b64 s[0:1], s[0:1], s[6:7]                             ; 88800600
	s_nor_b64 s[0:1], s[0:1], s[12:13]                          ; 8d800c00
	s_or_b64 vcc, s[0:1], s[8:9]                                ; 88ea0800
	v_mul_u32_u24_e32 v2, 7, v2                                 ; 16040487
	v_cndmask_b32_e32 v2, v3, v2, vcc                           ; 02040503
	v_add_co_u32 v4, vcc, s4, v0                                ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc, s5, v1, vcc                    ; 500a0205
	global_store_dword v[4:5], v2, off                          ; dc708000 007d0204
	s_endpgm                                                    ; bf810000
