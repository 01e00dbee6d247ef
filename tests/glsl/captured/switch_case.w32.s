BB0:
	v_lshl_add_u32 v0, s6, 6, v0                                ; d7460000 04010c06
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v4, vcc_lo, s2, v0                             ; d70f6a04 00020002
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v1, vcc_lo              ; 500a0203
	global_load_dword v3, v[4:5], off                           ; dc308000 037d0004
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_add_nc_u32_e64 v4, v3, 1 clamp                            ; d5258004 00010303
	v_mul_hi_u32 v4, v4, 0x49249249                             ; d56a0004 0001ff04 49249249
	v_lshrrev_b32_e32 v4, 1, v4                                 ; 2c080881
	v_mul_lo_u32 v4, 7, v4                                      ; d5690004 00020887
	v_sub_nc_u32_e32 v4, v3, v4                                 ; 4c080903
	v_not_b32_e32 v5, v3                                        ; 7e0a6f03
	v_cmp_eq_i32_e32 vcc_lo, 5, v4                              ; 7d040885
	v_cndmask_b32_e32 v5, 0, v5, vcc_lo                         ; 020a0a80
	v_cmp_eq_i32_e64 vcc_hi, 4, v4                              ; d482006b 00020884
	s_and_saveexec_b32 s0, vcc_hi                               ; be803c6b
	s_cbranch_execz BB16                                        ; bf88000c
BB1:
	s_mov_b32 s1, exec_lo                                       ; be81037e
	s_mov_b32 s2, 0                                             ; be820380
BB2:
	v_and_b32_e32 v6, 15, v3                                    ; 360c068f
	s_mov_b32 s3, exec_lo                                       ; be83037e
	v_cmpx_ge_u32_e32 s2, v6                                    ; 7dac0c02
BB3:
	s_andn2_b32 s3, s3, exec_lo                                 ; 8a037e03
	s_cbranch_scc0 BB16                                         ; bf840005
BB10:
	s_mov_b32 exec_lo, s3                                       ; befe0303
	s_mul_i32 s3, s2, s2                                        ; 93030202
	v_add_nc_u32_e32 v5, s3, v5                                 ; 4a0a0a03
	s_add_u32 s2, s2, 1                                         ; 80028102
	s_branch BB2                                                ; bf82fff6
BB16:
	s_mov_b32 exec_lo, s0                                       ; befe0300
	v_cmp_eq_i32_e64 s0, 1, v4                                  ; d4820000 00020881
	v_cndmask_b32_e64 v5, v5, 0x64, s0                          ; d5010005 0001ff05 00000064
	v_cmp_eq_i32_e64 s1, 2, v4                                  ; d4820001 00020882
	s_or_b32 s2, s1, s0                                         ; 88020001
	v_lshrrev_b32_e32 v6, 3, v3                                 ; 2c0c0683
	v_add_nc_u32_e32 v6, v5, v6                                 ; 4a0c0d05
	s_and_b32 s3, s2, 0                                         ; 87038002
	s_andn2_b32 s6, s0, s2                                      ; 8a060200
	s_or_b32 s3, s3, s6                                         ; 88030603
	v_cndmask_b32_e64 v5, v5, v6, s2                            ; d5010005 000a0d05
	v_cmp_eq_i32_e64 s6, 0, v4                                  ; d4820006 00020880
	s_or_b32 s3, s6, s3                                         ; 88030306
	s_or_b32 s2, s3, s2                                         ; 88020203
	s_and_b32 s7, s2, 0                                         ; 87078002
	s_andn2_b32 s2, s0, s2                                      ; 8a020200
	s_or_b32 s2, s7, s2                                         ; 88020207
	v_cndmask_b32_e64 v3, v5, v3, s3                            ; d5010003 000e0705
	s_or_b32 s3, vcc_lo, vcc_hi                                 ; 88036b6a
	s_or_b32 s0, s3, s0                                         ; 88000003
	s_or_b32 s3, s0, s1                                         ; 88030100
	s_nor_b32 s3, s3, s6                                        ; 8d030603
	s_or_b32 vcc_lo, s3, s2                                     ; 886a0203
	v_mul_u32_u24_e32 v2, 7, v2                                 ; 16040487
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo                        ; 02040503
	v_add_co_u32 v4, vcc_lo, s4, v0                             ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v1, vcc_lo              ; 500a0205
	global_store_dword v[4:5], v2, off                          ; dc708000 007d0204
	s_endpgm                                                    ; bf810000
