BB0:
	v_lshl_add_u32 v0, s6, 6, v0                                ; d7460000 04010c06
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v4, vcc, s2, v0                                ; d70f6a04 00020002
	v_add_co_ci_u32_e32 v5, vcc, s3, v1, vcc                    ; 500a0203
	global_load_dword v3, v[4:5], off                           ; dc308000 037d0004
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_and_b32_e32 v4, 3, v3                                     ; 36080683
	s_mov_b64 s[0:1], exec                                      ; be80047e
	v_cmpx_ne_i32_e32 0, v4                                     ; 7d2a0880
	s_cbranch_execz BB7                                         ; bf88000e
BB1:
	v_add_co_u32 v4, vcc, s4, v0                                ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc, s5, v1, vcc                    ; 500a0205
	global_store_dword v[4:5], v3, off                          ; dc708000 007d0304
	v_and_b32_e32 v0, 12, v3                                    ; 3600068c
	s_mov_b64 s[2:3], exec                                      ; be82047e
	v_cmpx_ne_i32_e32 4, v0                                     ; 7d2a0084
	s_cbranch_execz BB7                                         ; bf880005
BB2:
	v_lshl_add_u32 v3, v3, 2, v3                                ; d7460003 040d0503
	v_add_nc_u32_e32 v0, v3, v2                                 ; 4a000503
	global_store_dword v[4:5], v0, off                          ; dc708000 007d0004
BB7:
BB12:
	s_endpgm                                                    ; bf810000
