BB0:
	v_lshl_add_u32 v1, s6, 6, v0                                ; d7460001 04010c06
	v_ashrrev_i32_e32 v2, 31, v1                                ; 3004029f
	v_mov_b32_e32 v3, v1                                        ; 7e060301
	v_lshlrev_b64 v[4:5], 2, v[1:2]                             ; d6ff0004 00020282
	v_add_co_u32 v6, vcc_lo, s2, v4                             ; d70f6a06 00020802
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v5, vcc_lo              ; 500e0a03
	global_load_dword v1, v[6:7], off                           ; dc308000 017d0006
	v_lshlrev_b32_e32 v2, 2, v0                                 ; 34040082
	v_mbcnt_lo_u32_b32 v4, -1, 0                                ; d7650004 000100c1
	v_sub_nc_u32_e32 v0, v0, v4                                 ; 4c000900
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	ds_write_b32 v2, v1                                         ; d8340000 00000102
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_barrier                                                   ; bf8a0000
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshrrev_b64 v[5:6], 0, 0                                  ; d7000005 00010080
	s_mov_b32 s0, exec_lo                                       ; be80037e
	s_mov_b32 s1, 0                                             ; be810380
BB1:
	v_cmp_gt_u32_e32 vcc_lo, 64, v2                             ; 7d8804c0
	s_cmp_lt_u32 s1, 32                                         ; bf0aa001
	s_cselect_b32 vcc_hi, -1, 0                                 ; 856b80c1
	s_and_b32 s2, vcc_hi, vcc_lo                                ; 87026a6b
	s_and_saveexec_b32 s2, s2                                   ; be823c02
BB4:
	s_andn2_b32 exec_lo, s2, exec_lo                            ; 8a7e7e02
BB5:
	s_andn2_b32 s2, s2, exec_lo                                 ; 8a027e02
	s_cbranch_scc0 BB10                                         ; bf84000c
BB9:
	s_mov_b32 exec_lo, s2                                       ; befe0302
	v_add_lshl_u32 v2, s1, v0, 2                                ; d7470002 020a0001
	ds_read_b32 v2, v2                                          ; d8d80000 02000002
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_add_nc_u32_e32 v5, v5, v2                                 ; 4a0a0505
	v_and_b32_e32 v2, 1, v2                                     ; 36040481
	v_add_nc_u32_e32 v6, v6, v2                                 ; 4a0c0506
	s_add_u32 s1, s1, 1                                         ; 80018101
	v_add_nc_u32_e32 v2, s1, v0                                 ; 4a040001
	s_branch BB1                                                ; bf82ffec
BB10:
	s_mov_b32 exec_lo, s0                                       ; befe0300
	v_mad_u32_u24 v2, 5, v4, 3                                  ; d5430002 020e0885
	v_and_b32_e32 v2, 31, v2                                    ; 3604049f
	v_lshlrev_b32_e32 v3, 2, v3                                 ; 34060682
	s_or_saveexec_b32 s1, -1                                    ; be813dc1
	v_cndmask_b32_e64 v4, 0, v1, s1                             ; d5010004 00060280
	v_add_nc_u32_dpp v4, v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff04b104
	v_add_nc_u32_dpp v4, v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff044e04
	v_add_nc_u32_dpp v4, v4, v4 row_half_mirror row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff054104
	v_add_nc_u32_dpp v4, v4, v4 row_mirror row_mask:0xf bank_mask:0xf fi:1 ; 4a0808fa ff054004
	v_permlanex16_b32 v7, v4, 0, 0                              ; d7780007 02010104
	v_add_nc_u32_e32 v4, v7, v4                                 ; 4a080907
	s_mov_b32 exec_lo, s1                                       ; befe0301
	v_readlane_b32 s0, v4, 31                                   ; d7600000 00013f04
	v_ashrrev_i32_e32 v4, 31, v3                                ; 3008069f
	v_mov_b32_e32 v7, v3                                        ; 7e0e0303
	v_lshlrev_b64 v[8:9], 2, v[3:4]                             ; d6ff0008 00020682
	v_mov_b32_e32 v3, s5                                        ; 7e060205
	v_add_co_u32 v10, vcc_lo, s4, v8                            ; d70f6a0a 00021004
	v_add_co_ci_u32_e32 v11, vcc_lo, v3, v9, vcc_lo             ; 50161303
	v_cmp_eq_i32_e32 vcc_lo, s0, v5                             ; 7d040a00
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo                          ; d5010004 01a90280
	global_store_dword v[10:11], v4, off                        ; dc708000 007d040a
	v_add_nc_u32_e32 v4, 1, v7                                  ; 4a080e81
	v_and_b32_e32 v5, 1, v1                                     ; 360a0281
	v_cmp_ne_i32_e32 vcc_lo, 0, v5                              ; 7d0a0a80
	s_bcnt1_i32_b32 s0, vcc_lo                                  ; be800f6a
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v8, vcc_lo, s4, v4                             ; d70f6a08 00020804
	v_add_co_ci_u32_e32 v9, vcc_lo, v3, v5, vcc_lo              ; 50120b03
	v_cmp_eq_i32_e32 vcc_lo, s0, v6                             ; 7d040c00
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo                          ; d5010006 01a90280
	global_store_dword v[8:9], v6, off                          ; dc708000 007d0608
	v_add_nc_u32_e32 v4, 2, v7                                  ; 4a080e82
	v_lshlrev_b32_e32 v5, 2, v2                                 ; 340a0482
	ds_bpermute_b32 v5, v5, v1                                  ; dacc0000 05000105
	v_add_lshl_u32 v2, v0, v2, 2                                ; d7470002 020a0500
	ds_read_b32 v2, v2                                          ; d8d80000 02000002
	v_ashrrev_i32_e32 v9, 31, v4                                ; 3012089f
	v_mov_b32_e32 v8, v4                                        ; 7e100304
	v_lshlrev_b64 v[8:9], 2, v[8:9]                             ; d6ff0008 00021082
	v_add_co_u32 v10, vcc_lo, s4, v8                            ; d70f6a0a 00021004
	v_add_co_ci_u32_e32 v11, vcc_lo, v3, v9, vcc_lo             ; 50161303
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_cmp_eq_i32_e32 vcc_lo, v5, v2                             ; 7d040505
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo                          ; d5010002 01a90280
	global_store_dword v[10:11], v2, off                        ; dc708000 007d020a
	v_add_nc_u32_e32 v4, 3, v7                                  ; 4a080e83
	v_readfirstlane_b32 s0, v1                                  ; 7e000501
	v_lshlrev_b32_e32 v2, 2, v0                                 ; 34040082
	ds_read_b32 v2, v2                                          ; d8d80000 02000002
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[0:1], 2, v[4:5]                             ; d6ff0000 00020882
	v_add_co_u32 v4, vcc_lo, s4, v0                             ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc_lo, v3, v1, vcc_lo              ; 500a0303
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_cmp_eq_i32_e32 vcc_lo, s0, v2                             ; 7d040400
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo                          ; d5010000 01a90280
	global_store_dword v[4:5], v0, off                          ; dc708000 007d0004
	s_endpgm                                                    ; bf810000
