BB0:
	v_lshl_add_u32 v0, s6, 6, v0                                ; d7460000 04010c06
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v4, vcc_lo, s2, v0                             ; d70f6a04 00020002
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v1, vcc_lo              ; 500a0203
	global_load_dword v3, v[4:5], off                           ; dc308000 037d0004
	s_mov_b32 s0, exec_lo                                       ; be80037e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_lt_i32_e32 0, v3                                     ; 7d220680
BB1:
	v_and_b32_e32 v2, 1, v3                                     ; 36040681
	v_lshl_add_u32 v4, v3, 1, v3                                ; d7460004 040d0303
	v_add_nc_u32_e32 v4, 1, v4                                  ; 4a080881
	v_and_b32_e32 v5, 6, v3                                     ; 360a0686
	v_ashrrev_i32_e32 v6, 1, v3                                 ; 300c0681
	v_add_nc_u32_e32 v3, 0xfffffc18, v3                         ; 4a0606ff fffffc18
	v_cmp_eq_i32_e32 vcc_lo, 2, v5                              ; 7d040a82
	v_cndmask_b32_e32 v3, v3, v6, vcc_lo                        ; 02060d03
	v_cmp_ne_i32_e32 vcc_lo, 0, v2                              ; 7d0a0480
	v_cndmask_b32_e32 v2, v3, v4, vcc_lo                        ; 02040903
BB3:
	s_andn2_b32 exec_lo, s0, exec_lo                            ; 8a7e7e00
BB4:
	v_sub_nc_u32_e32 v4, 0, v3                                  ; 4c080680
	v_add_nc_u32_e32 v2, v3, v2                                 ; 4a040503
	v_cmp_gt_i32_e32 vcc_lo, 0xfffe7960, v3                     ; 7d0806ff fffe7960
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo                        ; 02040902
BB6:
	s_mov_b32 exec_lo, s0                                       ; befe0300
	v_add_co_u32 v4, vcc_lo, s4, v0                             ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v1, vcc_lo              ; 500a0205
	global_store_dword v[4:5], v2, off                          ; dc708000 007d0204
	s_endpgm                                                    ; bf810000
