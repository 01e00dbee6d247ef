BB0:
	s_lshl_b32 s0, s4, 2                                        ; 8f008204
	s_lshl_b32 s1, s5, 1                                        ; 8f018105
	v_lshl_add_u32 v3, s7, 2, v0                                ; d7460003 04010407
	v_lshl_add_u32 v4, s8, 1, v1                                ; d7460004 04050208
	v_lshl_add_u32 v5, s9, 1, v2                                ; d7460005 04090209
	v_mad_u32_u24 v4, s1, v5, v4                                ; d5430004 04120a01
	v_mul_lo_u32 v4, v4, s0                                     ; d5690004 00000104
	v_add_lshl_u32 v3, v4, v3, 2                                ; d7470003 020a0704
	s_lshl_b32 s8, s8, 8                                        ; 8f088808
	s_or_b32 s0, s7, s8                                         ; 88000807
	s_lshl_b32 s1, s9, 16                                       ; 8f019009
	s_or_b32 s0, s0, s1                                         ; 88000100
	v_ashrrev_i32_e32 v4, 31, v3                                ; 3008069f
	v_mov_b32_e32 v5, v3                                        ; 7e0a0303
	v_lshlrev_b64 v[6:7], 2, v[3:4]                             ; d6ff0006 00020682
	v_mov_b32_e32 v3, s3                                        ; 7e060203
	v_add_co_u32 v8, vcc_lo, s2, v6                             ; d70f6a08 00020c02
	v_add_co_ci_u32_e32 v9, vcc_lo, v3, v7, vcc_lo              ; 50120f03
	v_mov_b32_e32 v4, s0                                        ; 7e080200
	global_store_dword v[8:9], v4, off glc                      ; dc718000 007d0408
	v_add_nc_u32_e32 v6, 1, v5                                  ; 4a0c0a81
	v_lshl_or_b32 v4, v1, 8, v0                                 ; d76f0004 04011101
	v_lshl_or_b32 v4, v2, 16, v4                                ; d76f0004 04112102
	v_ashrrev_i32_e32 v7, 31, v6                                ; 300e0c9f
	v_lshlrev_b64 v[0:1], 2, v[6:7]                             ; d6ff0000 00020c82
	v_add_co_u32 v6, vcc_lo, s2, v0                             ; d70f6a06 00020002
	v_add_co_ci_u32_e32 v7, vcc_lo, v3, v1, vcc_lo              ; 500e0303
	global_store_dword v[6:7], v4, off glc                      ; dc718000 007d0406
	v_add_nc_u32_e32 v0, 2, v5                                  ; 4a000a82
	s_lshl_b32 s3, s5, 8                                        ; 8f038805
	s_or_b32 s0, s4, s3                                         ; 88000304
	s_lshl_b32 s1, s6, 16                                       ; 8f019006
	s_or_b32 s0, s0, s1                                         ; 88000100
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v6, vcc_lo, s2, v0                             ; d70f6a06 00020002
	v_add_co_ci_u32_e32 v7, vcc_lo, v3, v1, vcc_lo              ; 500e0303
	v_mov_b32_e32 v4, s0                                        ; 7e080200
	global_store_dword v[6:7], v4, off glc                      ; dc718000 007d0406
	v_add_nc_u32_e32 v0, 3, v5                                  ; 4a000a83
	v_mbcnt_lo_u32_b32 v1, -1, 0                                ; d7650001 000100c1
	v_ashrrev_i32_e32 v5, 31, v0                                ; 300a009f
	v_mov_b32_e32 v4, v0                                        ; 7e080300
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_lo, s2, v4                             ; d70f6a06 00020802
	v_add_co_ci_u32_e32 v7, vcc_lo, v3, v5, vcc_lo              ; 500e0b03
	global_store_dword v[6:7], v1, off glc                      ; dc718000 007d0106
	s_endpgm                                                    ; bf810000
