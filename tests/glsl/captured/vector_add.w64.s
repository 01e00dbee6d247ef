BB0:
	v_lshl_add_u32 v0, s9, 6, v0                                ; d7460000 04010c09
	s_mov_b64 s[0:1], exec                                      ; be80047e
	v_cmpx_gt_u32_e32 s8, v0                                    ; 7da80008
	s_cbranch_execz BB6                                         ; bf88001a
BB1:
	s_mov_b64 s[8:9], s[2:3]                                    ; be880402
	s_mov_b64 s[10:11], s[4:5]                                  ; be8a0404
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	s_mov_b64 s[2:3], s[8:9]                                    ; be820408
	v_mov_b32_e32 v2, s3                                        ; 7e040203
	v_add_co_u32 v4, vcc, s2, v0                                ; d70f6a04 00020002
	v_add_co_ci_u32_e32 v5, vcc, v2, v1, vcc                    ; 500a0302
	v_mov_b32_e32 v2, s11                                       ; 7e04020b
	v_add_co_u32 v6, vcc, s10, v0                               ; d70f6a06 0002000a
	v_add_co_ci_u32_e32 v7, vcc, v2, v1, vcc                    ; 500e0302
	s_clause 0x1                                                ; bfa10001
	global_load_dword v2, v[4:5], off                           ; dc308000 027d0004
	global_load_dword v3, v[6:7], off                           ; dc308000 037d0006
	v_add_co_u32 v4, vcc, s6, v0                                ; d70f6a04 00020006
	v_add_co_ci_u32_e32 v5, vcc, s7, v1, vcc                    ; 500a0207
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_add_f32_e32 v0, v2, v3                                    ; 06000702
	global_store_dword v[4:5], v0, off                          ; dc708000 007d0004
BB6:
	s_endpgm                                                    ; bf810000
