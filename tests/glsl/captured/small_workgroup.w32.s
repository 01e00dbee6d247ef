BB0:
	s_lshl2_add_u32 s6, s7, s6                                  ; 97860607
	s_mul_i32 s6, s6, 24                                        ; 93069806
	v_add_nc_u32_e32 v2, s6, v0                                 ; 4a040006
	s_mov_b64 s[0:1], s[2:3]                                    ; be800402
	s_mov_b64 s[2:3], s[4:5]                                    ; be820404
	v_ashrrev_i32_e32 v3, 31, v2                                ; 3006049f
	v_lshlrev_b64 v[2:3], 2, v[2:3]                             ; d6ff0002 00020482
	s_mov_b64 s[4:5], s[0:1]                                    ; be840400
	v_mov_b32_e32 v1, s5                                        ; 7e020205
	v_add_co_u32 v4, vcc_lo, s4, v2                             ; d70f6a04 00020404
	v_add_co_ci_u32_e32 v5, vcc_lo, v1, v3, vcc_lo              ; 500a0701
	global_load_dword v1, v[4:5], off                           ; dc308000 017d0004
	v_add_nc_u32_e32 v0, 1, v0                                  ; 4a000081
	v_mov_b32_e32 v4, s3                                        ; 7e080203
	v_add_co_u32 v6, vcc_lo, s2, v2                             ; d70f6a06 00020402
	v_add_co_ci_u32_e32 v7, vcc_lo, v4, v3, vcc_lo              ; 500e0704
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_mul_lo_u32 v0, v1, v0                                     ; d5690000 00020101
	v_add_nc_u32_e32 v0, s7, v0                                 ; 4a000007
	global_store_dword v[6:7], v0, off                          ; dc708000 007d0006
	s_endpgm                                                    ; bf810000
