BB0:
	v_lshl_add_u32 v0, s5, 6, v0                                ; d7460000 04010c05
	v_add_nc_u32_e32 v1, s4, v0                                 ; 4a020004
	v_mov_b32_e32 v2, 0                                         ; 7e040280
	s_mov_b32 s0, exec_lo                                       ; be80037e
	s_mov_b32 s1, 0                                             ; be810380
BB1:
	s_mov_b32 s4, exec_lo                                       ; be84037e
	v_cmpx_eq_i32_e32 1, v1                                     ; 7d240281
BB2:
	v_mov_b32_e32 v1, s1                                        ; 7e020201
	s_andn2_b32 s4, s4, exec_lo                                 ; 8a047e04
	s_cbranch_scc0 BB13                                         ; bf840010
BB9:
	s_mov_b32 exec_lo, s4                                       ; befe0304
	s_add_u32 s1, s1, 1                                         ; 80018101
	s_cmpk_ge_u32 s1, 0x190                                     ; b6010190
	s_cbranch_scc0 BB12                                         ; bf840002
BB10:
	v_mov_b32_e32 v1, s1                                        ; 7e020201
	s_branch BB13                                               ; bf82000a
BB12:
	v_and_b32_e32 v3, 1, v1                                     ; 36060281
	v_lshrrev_b32_e32 v4, 1, v1                                 ; 2c080281
	v_add_nc_u32_e32 v5, 1, v2                                  ; 4a0a0481
	v_lshl_add_u32 v1, v1, 1, v1                                ; d7460001 04050301
	v_add_nc_u32_e32 v1, 1, v1                                  ; 4a020281
	v_cmp_eq_i32_e32 vcc_lo, 0, v3                              ; 7d040680
	v_cndmask_b32_e32 v2, v5, v2, vcc_lo                        ; 02040505
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo                        ; 02020901
	s_branch BB1                                                ; bf82ffeb
BB13:
	s_mov_b32 exec_lo, s0                                       ; befe0300
	v_lshlrev_b32_e32 v0, 1, v0                                 ; 34000081
	v_ashrrev_i32_e32 v5, 31, v0                                ; 300a009f
	v_mov_b32_e32 v4, v0                                        ; 7e080300
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_mov_b32_e32 v3, s3                                        ; 7e060203
	v_add_co_u32 v6, vcc_lo, s2, v4                             ; d70f6a06 00020802
	v_add_co_ci_u32_e32 v7, vcc_lo, v3, v5, vcc_lo              ; 500e0b03
	global_store_dword v[6:7], v1, off glc                      ; dc718000 007d0106
	v_add_nc_u32_e32 v0, 1, v0                                  ; 4a000081
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v4, vcc_lo, s2, v0                             ; d70f6a04 00020002
	v_add_co_ci_u32_e32 v5, vcc_lo, v3, v1, vcc_lo              ; 500a0303
	global_store_dword v[4:5], v2, off glc                      ; dc718000 007d0204
	s_endpgm                                                    ; bf810000
