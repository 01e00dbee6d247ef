BB0:
	v_lshl_add_u32 v1, s6, 6, v0                                ; d7460001 04010c06
	v_ashrrev_i32_e32 v2, 31, v1                                ; 3004029f
	v_mov_b32_e32 v3, v1                                        ; 7e060301
	v_lshlrev_b64 v[4:5], 2, v[1:2]                             ; d6ff0004 00020282
	v_add_co_u32 v6, vcc, s2, v4                                ; d70f6a06 00020802
	v_add_co_ci_u32_e32 v7, vcc, s3, v5, vcc                    ; 500e0a03
	global_load_dword v1, v[6:7], off                           ; dc308000 017d0006
	v_lshlrev_b32_e32 v2, 2, v0                                 ; 34040082
	v_mbcnt_lo_u32_b32 v4, -1, 0                                ; d7650004 000100c1
	v_mbcnt_hi_u32_b32 v4, -1, v4                               ; d7660004 000208c1
	v_sub_nc_u32_e32 v0, v0, v4                                 ; 4c000900
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	ds_write_b32 v2, v1                                         ; d8340000 00000102
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshrrev_b64 v[5:6], 0, 0                                  ; d7000005 00010080
	s_mov_b64 s[0:1], exec                                      ; be80047e
	s_mov_b32 s2, 0                                             ; be820380
BB1:
	v_max_u32_e32 v2, s2, v2                                    ; 28040402
	s_mov_b64 s[6:7], exec                                      ; be86047e
	v_cmpx_le_u32_e32 64, v2                                    ; 7da604c0
BB2:
	s_andn2_b64 s[6:7], s[6:7], exec                            ; 8a867e06
	s_cbranch_scc0 BB10                                         ; bf84000c
BB9:
	s_mov_b64 exec, s[6:7]                                      ; befe0406
	v_add_lshl_u32 v2, s2, v0, 2                                ; d7470002 020a0002
	ds_read_b32 v2, v2                                          ; d8d80000 02000002
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_add_nc_u32_e32 v5, v5, v2                                 ; 4a0a0505
	v_and_b32_e32 v2, 1, v2                                     ; 36040481
	v_add_nc_u32_e32 v6, v6, v2                                 ; 4a0c0506
	s_add_u32 s2, s2, 1                                         ; 80028102
	v_add_nc_u32_e32 v2, s2, v0                                 ; 4a040002
	s_branch BB1                                                ; bf82ffef
BB10:
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	v_mad_u32_u24 v2, 5, v4, 3                                  ; d5430002 020e0885
	v_and_b32_e32 v2, 63, v2                                    ; 360404bf
	v_lshlrev_b32_e32 v3, 2, v3                                 ; 34060682
	s_or_saveexec_b64 s[2:3], -1                                ; be8225c1
	v_cndmask_b32_e64 v4, 0, v1, s[2:3]                         ; d5010004 000a0280
	v_add_nc_u32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff04b104
	v_add_nc_u32_dpp v4, v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff044e04
	v_add_nc_u32_dpp v4, v4, v4 row_half_mirror row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff054104
	v_add_nc_u32_dpp v4, v4, v4 row_mirror row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff054004
	v_permlanex16_b32 v7, v4, 0, 0                              ; d7780007 02010104
	v_add_nc_u32_e32 v4, v4, v7                                 ; 4a080f04
	v_readlane_b32 s0, v4, 0                                    ; d7600000 00010104
	v_add_nc_u32_e32 v4, s0, v4                                 ; 4a080800
	s_mov_b64 exec, s[2:3]                                      ; befe0402
	v_readlane_b32 s0, v4, 63                                   ; d7600000 00017f04
	v_ashrrev_i32_e32 v4, 31, v3                                ; 3008069f
	v_mov_b32_e32 v7, v3                                        ; 7e0e0303
	v_lshlrev_b64 v[8:9], 2, v[3:4]                             ; d6ff0008 00020682
	v_mov_b32_e32 v3, s5                                        ; 7e060205
	v_add_co_u32 v10, vcc, s4, v8                               ; d70f6a0a 00021004
	v_add_co_ci_u32_e32 v11, vcc, v3, v9, vcc                   ; 50161303
	v_cmp_eq_i32_e32 vcc, s0, v5                                ; 7d040a00
	v_cndmask_b32_e64 v4, 0, 1, vcc                             ; d5010004 01a90280
	global_store_dword v[10:11], v4, off                        ; dc708000 007d040a
	v_add_nc_u32_e32 v4, 1, v7                                  ; 4a080e81
	v_and_b32_e32 v5, 1, v1                                     ; 360a0281
	v_cmp_ne_i32_e32 vcc, 0, v5                                 ; 7d0a0a80
	s_bcnt1_i32_b64 s0, vcc                                     ; be80106a
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v8, vcc, s4, v4                                ; d70f6a08 00020804
	v_add_co_ci_u32_e32 v9, vcc, v3, v5, vcc                    ; 50120b03
	v_cmp_eq_i32_e32 vcc, s0, v6                                ; 7d040c00
	v_cndmask_b32_e64 v6, 0, 1, vcc                             ; d5010006 01a90280
	global_store_dword v[8:9], v6, off                          ; dc708000 007d0608
	v_add_nc_u32_e32 v4, 2, v7                                  ; 4a080e82
	v_cmp_ge_u32_e32 vcc, 31, v2                                ; 7d8c049f
	s_not_b32 vcc_hi, vcc_hi                                    ; beeb076b
	v_lshlrev_b32_e32 v5, 2, v2                                 ; 340a0482
	ds_bpermute_b32 v6, v5, v1                                  ; dacc0000 06000105
	v_mov_b32_dpp v17, v1 quad_perm:[0,1,2,3] row_mask:0xc bank_mask:0xf fi:1 ; 7e2202fa cf04e401
	s_mov_b64 s[0:1], exec                                      ; be80047e
	s_bfm_b64 exec, 32, 0                                       ; 92fe80a0
	v_mov_b32_e32 v16, v1                                       ; 7e200301
	ds_bpermute_b32 v17, v5, v17                                ; dacc0000 11001105
	s_bfm_b64 exec, 32, 32                                      ; 92fea0a0
	ds_bpermute_b32 v16, v5, v16                                ; dacc0000 10001005
	s_andn2_b64 exec, s[0:1], vcc                               ; 8afe6a00
	s_waitcnt lgkmcnt(1)                                        ; bf8cc17f
	v_mov_b32_dpp v6, v17 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0xf fi:1 ; 7e0c02fa 3f04e411
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_mov_b32_dpp v6, v16 quad_perm:[0,1,2,3] row_mask:0xc bank_mask:0xf fi:1 ; 7e0c02fa cf04e410
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	v_add_lshl_u32 v2, v0, v2, 2                                ; d7470002 020a0500
	ds_read_b32 v2, v2                                          ; d8d80000 02000002
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v8, vcc, s4, v4                                ; d70f6a08 00020804
	v_add_co_ci_u32_e32 v9, vcc, v3, v5, vcc                    ; 50120b03
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_cmp_eq_i32_e32 vcc, v6, v2                                ; 7d040506
	v_cndmask_b32_e64 v2, 0, 1, vcc                             ; d5010002 01a90280
	global_store_dword v[8:9], v2, off                          ; dc708000 007d0208
	v_add_nc_u32_e32 v4, 3, v7                                  ; 4a080e83
	v_readfirstlane_b32 s0, v1                                  ; 7e000501
	v_lshlrev_b32_e32 v2, 2, v0                                 ; 34040082
	ds_read_b32 v2, v2                                          ; d8d80000 02000002
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[0:1], 2, v[4:5]                             ; d6ff0000 00020882
	v_add_co_u32 v4, vcc, s4, v0                                ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc, v3, v1, vcc                    ; 500a0303
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_cmp_eq_i32_e32 vcc, s0, v2                                ; 7d040400
	v_cndmask_b32_e64 v0, 0, 1, vcc                             ; d5010000 01a90280
	global_store_dword v[4:5], v0, off                          ; dc708000 007d0004
	s_endpgm                                                    ; bf810000
