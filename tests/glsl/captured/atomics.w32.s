BB0:
	v_lshl_add_u32 v0, s6, 6, v0                                ; d7460000 04010c06
	s_mov_b64 s[0:1], s[2:3]                                    ; be800402
	s_mov_b64 s[2:3], s[4:5]                                    ; be820404
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	s_mov_b64 s[4:5], s[0:1]                                    ; be840400
	v_mov_b32_e32 v2, s5                                        ; 7e040205
	v_add_co_u32 v4, vcc_lo, s4, v0                             ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc_lo, v2, v1, vcc_lo              ; 500a0302
	global_load_dword v0, v[4:5], off                           ; dc308000 007d0004
	s_ff1_i32_b32 s0, exec_lo                                   ; be80137e
	s_lshl_b32 s0, 1, s0                                        ; 8f000081
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_bfe_u32 v3, v0, 0, 16                                     ; d5480003 02410100
	s_or_saveexec_b32 s4, -1                                    ; be843dc1
	v_cndmask_b32_e64 v1, 0, v3, s4                             ; d5010001 00120680
	v_add_nc_u32_dpp v1, v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf fi:1 ; 4a0202fa ff04b101
	v_add_nc_u32_dpp v1, v1, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf fi:1 ; 4a0202fa ff044e01
	v_add_nc_u32_dpp v1, v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf fi:1 ; 4a0202fa ff054101
	v_add_nc_u32_dpp v1, v1, v1 row_mirror row_mask:0xf bank_mask:0xf fi:1 ; 4a0202fa ff054001
	v_permlanex16_b32 v2, v1, 0, 0                              ; d7780002 02010101
	v_add_nc_u32_e32 v1, v2, v1                                 ; 4a020302
	s_mov_b32 exec_lo, s4                                       ; befe0304
	v_readlane_b32 s1, v1, 31                                   ; d7600001 00013f01
	s_and_saveexec_b32 s0, s0                                   ; be803c00
	s_cbranch_execz BB6                                         ; bf880004
BB1:
	v_mov_b32_e32 v1, s1                                        ; 7e020201
	v_mov_b32_e32 v2, 0                                         ; 7e040280
	global_atomic_add v2, v1, s[2:3]                            ; dcc88000 00020102
BB6:
	s_mov_b32 exec_lo, s0                                       ; befe0300
	v_lshrrev_b32_e32 v1, 28, v0                                ; 2c02009c
	v_add_nc_u32_e32 v2, 2, v1                                  ; 4a040282
	v_ashrrev_i32_e32 v3, 31, v2                                ; 3006049f
	v_lshlrev_b64 v[2:3], 2, v[2:3]                             ; d6ff0002 00020482
	s_mov_b32 s0, s2                                            ; be800302
	v_mov_b32_e32 v1, s3                                        ; 7e020203
	v_add_co_u32 v4, vcc_lo, s0, v2                             ; d70f6a04 00020400
	v_add_co_ci_u32_e32 v5, vcc_lo, v1, v3, vcc_lo              ; 500a0701
	v_mov_b32_e32 v1, 1                                         ; 7e020281
	global_atomic_add v[4:5], v1, off                           ; dcc88000 007d0104
	v_and_b32_e32 v1, 1, v0                                     ; 36020081
	v_cmp_ne_i32_e32 vcc_lo, 0, v1                              ; 7d0a0280
	s_and_saveexec_b32 s0, vcc_lo                               ; be803c6a
	s_cbranch_execz BB13                                        ; bf88001a
BB7:
	v_lshrrev_b32_e32 v0, 4, v0                                 ; 2c000084
	s_or_saveexec_b32 s4, -1                                    ; be843dc1
	v_cndmask_b32_e64 v1, 0, v0, s4                             ; d5010001 00120080
	v_max_u32_dpp v1, v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf fi:1 ; 280202fa ff04b101
	v_max_u32_dpp v1, v1, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf fi:1 ; 280202fa ff044e01
	v_max_u32_dpp v1, v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf fi:1 ; 280202fa ff054101
	v_max_u32_dpp v1, v1, v1 row_mirror row_mask:0xf bank_mask:0xf fi:1 ; 280202fa ff054001
	v_permlanex16_b32 v2, v1, 0, 0                              ; d7780002 02010101
	v_max_u32_e32 v1, v2, v1                                    ; 28020302
	s_mov_b32 exec_lo, s4                                       ; befe0304
	v_readlane_b32 s1, v1, 31                                   ; d7600001 00013f01
	s_ff1_i32_b32 s4, exec_lo                                   ; be84137e
	s_lshl_b32 s4, 1, s4                                        ; 8f040481
	s_and_saveexec_b32 s4, s4                                   ; be843c04
	s_cbranch_execz BB13                                        ; bf880004
BB8:
	v_mov_b32_e32 v0, s1                                        ; 7e000201
	v_mov_b32_e32 v3, 0                                         ; 7e060280
	global_atomic_umax v3, v0, s[2:3] offset:4                  ; dce08004 00020003
BB13:
BB18:
	s_endpgm                                                    ; bf810000
