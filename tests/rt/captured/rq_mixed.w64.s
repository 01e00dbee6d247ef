BB0:
	s_add_u32 s0, s0, s11                                       ; 80000b00
	s_addc_u32 s1, s1, 0x7fff0000                               ; 8201ff01 7fff0000
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s0                  ; b980f814
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s1                  ; b981f815
	v_lshl_add_u32 v0, s10, 6, v0                               ; d7460000 04010c0a
	s_mov_b64 s[0:1], s[2:3]                                    ; be800402
	s_mov_b64 s[2:3], s[4:5]                                    ; be820404
	v_lshlrev_b32_e32 v1, 1, v0                                 ; 34020081
	v_ashrrev_i32_e32 v2, 31, v1                                ; 3004029f
	v_mov_b32_e32 v3, v1                                        ; 7e060301
	v_lshlrev_b64 v[4:5], 4, v[1:2]                             ; d6ff0004 00020284
	s_mov_b64 s[4:5], s[2:3]                                    ; be840402
	v_mov_b32_e32 v1, s5                                        ; 7e020205
	v_add_co_u32 v6, vcc, s4, v4                                ; d70f6a06 00020804
	v_add_co_ci_u32_e32 v7, vcc, v1, v5, vcc                    ; 500e0b01
	global_load_dwordx4 v[4:7], v[6:7], off                     ; dc388000 047d0006
	v_add_nc_u32_e32 v2, 1, v3                                  ; 4a040681
	v_ashrrev_i32_e32 v3, 31, v2                                ; 3006049f
	v_lshlrev_b64 v[2:3], 4, v[2:3]                             ; d6ff0002 00020484
	v_add_co_u32 v8, vcc, s4, v2                                ; d70f6a08 00020404
	v_add_co_ci_u32_e32 v9, vcc, v1, v3, vcc                    ; 50120701
	global_load_dwordx4 v[8:11], v[8:9], off                    ; dc388000 087d0008
	s_mov_b64 s[4:5], 0                                         ; be840480
	s_cmp_lg_u64 s[0:1], s[4:5]                                 ; bf130400
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_rcp_f32_e32 v1, v8                                        ; 7e025508
	v_rcp_f32_e32 v2, v9                                        ; 7e045509
	v_rcp_f32_e32 v3, v10                                       ; 7e06550a
	s_cbranch_scc0 BB2                                          ; bf84000c
BB1:
	s_load_dword s2, s[0:1], null                               ; f4000080 fa000000
	s_mov_b32 s10, -8                                           ; be8a03c8
	s_movk_i32 s11, 0x1fff                                      ; b00b1fff
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_add_u32 s2, s0, s2                                        ; 80020200
	s_addc_u32 s3, s1, 0                                        ; 82038001
	s_lshr_b64 s[0:1], s[2:3], 3                                ; 90808302
	s_and_b64 s[0:1], s[0:1], s[10:11]                          ; 87800a00
	s_mov_b64 s[2:3], s[0:1]                                    ; be820400
	s_mov_b32 s10, -2                                           ; be8a03c2
	s_branch BB3                                                ; bf820001
BB2:
	s_mov_b64 s[0:1], s[4:5]                                    ; be800404
BB3:
	v_mov_b32_e32 v12, v6                                       ; 7e180306
	v_mov_b32_e32 v13, v5                                       ; 7e1a0305
	v_mov_b32_e32 v14, v4                                       ; 7e1c0304
	v_mov_b32_e32 v15, v10                                      ; 7e1e030a
	v_mov_b32_e32 v16, v9                                       ; 7e200309
	v_mov_b32_e32 v17, v8                                       ; 7e220308
	v_mov_b32_e32 v18, v3                                       ; 7e240303
	v_mov_b32_e32 v19, v2                                       ; 7e260302
	v_mov_b32_e32 v20, v1                                       ; 7e280301
	v_mov_b32_e32 v21, v11                                      ; 7e2a030b
	v_lshrrev_b64 v[22:23], 0, 0                                ; d7000016 00010080
	v_lshrrev_b64 v[24:25], 0, s[2:3]                           ; d7000018 00000480
	v_mov_b32_e32 v26, 5                                        ; 7e340285
	v_lshrrev_b64 v[27:28], 0, -1                               ; d700001b 00018280
	v_mov_b32_e32 v29, s10                                      ; 7e3a020a
	v_lshrrev_b64 v[30:31], 0, 0xffffffff                       ; d700001e 0001fe80 ffffffff
	s_mov_b64 s[2:3], exec                                      ; be82047e
BB4:
	s_cmp_lg_u64 s[0:1], s[4:5]                                 ; bf130400
	s_cbranch_scc0 BB106                                        ; bf84014a
BB5:
	s_mov_b32 s12, 0                                            ; be8c0380
	s_brev_b32 s13, 1                                           ; be8d0b81
	s_mov_b32 s14, -1                                           ; be8e03c1
	s_mov_b32 s15, 0x810003ff                                   ; be8f03ff 810003ff
	s_mov_b64 s[10:11], exec                                    ; be8a047e
	s_mov_b64 s[16:17], exec                                    ; be90047e
	s_mov_b64 s[18:19], 0                                       ; be920480
BB6:
	s_mov_b64 exec, s[16:17]                                    ; befe0410
	s_mov_b64 s[20:21], exec                                    ; be94047e
	v_cmpx_eq_i32_e32 -1, v26                                   ; 7d2434c1
	s_cbranch_execz BB37                                        ; bf88004d
BB7:
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_gt_i32_e32 1, v23                                    ; 7d282e81
BB8:
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_andn2_b64 s[16:17], s[16:17], exec                        ; 8a907e10
	s_cbranch_scc0 BB105                                        ; bf840136
BB15:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
	v_cmp_eq_i32_e32 vcc, v27, v29                              ; 7d043b1b
	v_cmp_ge_i32_e64 s[22:23], v30, v23                         ; d4860016 00022f1e
	s_or_b64 s[22:23], s[22:23], vcc                            ; 88966a16
	s_and_saveexec_b64 s[22:23], s[22:23]                       ; be962416
BB16:
	v_mov_b32_e32 v12, v6                                       ; 7e180306
	v_mov_b32_e32 v13, v5                                       ; 7e1a0305
	v_mov_b32_e32 v14, v4                                       ; 7e1c0304
	v_mov_b32_e32 v15, v10                                      ; 7e1e030a
	v_mov_b32_e32 v16, v9                                       ; 7e200309
	v_mov_b32_e32 v17, v8                                       ; 7e220308
	v_mov_b32_e32 v18, v3                                       ; 7e240303
	v_mov_b32_e32 v19, v2                                       ; 7e260302
	v_mov_b32_e32 v20, v1                                       ; 7e280301
	v_lshrrev_b64 v[24:25], 0, s[0:1]                           ; d7000018 00000080
	v_mov_b32_e32 v27, v28                                      ; 7e36031c
	v_lshrrev_b64 v[29:30], 0, -2                               ; d700001d 00018480
BB21:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_ge_i32_e32 v31, v23                                  ; 7d2c2f1f
	s_cbranch_execz BB32                                        ; bf88001e
BB22:
	v_lshrrev_b64 v[46:47], 0, v[24:25]                         ; d700002e 00023080
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_and_b32_e32 v48, -8, v46                                  ; 36605cc8
	v_and_b32_e32 v49, -1, v47                                  ; 36625ec1
	v_lshlrev_b64 v[46:47], 3, v[48:49]                         ; d6ff002e 00026083
	v_or_b32_e32 v46, 0, v46                                    ; 385c5c80
	v_or_b32_e32 v47, 0xffff0000, v47                           ; 385e5eff ffff0000
	v_lshrrev_b32_e32 v48, 3, v27                               ; 2c603683
	v_lshl_add_u32 v48, v48, 2, 4                               ; d7460030 02110530
	v_sub_co_u32 v48, s[24:25], v46, v48                        ; d7101830 0002612e
	v_sub_co_ci_u32_e64 v49, s[24:25], v47, 0, s[24:25]         ; d5291831 0061012f
	global_load_dword v46, v[48:49], off                        ; dc308000 2e7d0030
	s_mov_b64 s[24:25], exec                                    ; be98047e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_eq_i32_e32 -1, v46                                   ; 7d245cc1
BB23:
	s_andn2_b64 s[24:25], s[24:25], exec                        ; 8a987e18
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_andn2_b64 s[16:17], s[16:17], exec                        ; 8a907e10
	s_cbranch_scc0 BB105                                        ; bf840103
BB30:
	s_mov_b64 exec, s[24:25]                                    ; befe0418
	v_mov_b32_e32 v26, v27                                      ; 7e34031b
	v_mov_b32_e32 v27, v46                                      ; 7e36032e
BB32:
	s_andn2_b64 exec, s[22:23], exec                            ; 8afe7e16
	s_cbranch_execz BB35                                        ; bf88000e
BB33:
	v_add_nc_u32_e32 v23, -1, v23                               ; 4a2e2ec1
	v_lshrrev_b32_e32 v26, 2, v23                               ; 2c342e82
	v_mul_hi_u32 v26, v26, 0x1af286bd                           ; d56a001a 0001ff1a 1af286bd
	v_lshrrev_b32_e32 v26, 1, v26                               ; 2c343481
	v_mul_lo_u32 v26, 0x4c, v26                                 ; d569001a 000234ff 0000004c
	v_sub_nc_u32_e32 v26, v23, v26                              ; 4c343517
	v_lshlrev_b32_e32 v26, 2, v26                               ; 34343482
	scratch_load_dword v27, v26, off                            ; dc304000 1b7d001a
	v_mov_b32_e32 v26, -1                                       ; 7e3402c1
BB35:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
BB37:
	s_andn2_b64 exec, s[20:21], exec                            ; 8afe7e14
BB38:
	v_mov_b32_e32 v27, v26                                      ; 7e36031a
	v_mov_b32_e32 v26, -1                                       ; 7e3402c1
BB40:
	s_mov_b64 exec, s[20:21]                                    ; befe0414
	v_lshrrev_b64 v[46:47], 0, v[24:25]                         ; d700002e 00023080
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_add_co_u32 v46, s[20:21], v46, v27                        ; d70f142e 0002372e
	v_add_co_ci_u32_e64 v47, s[20:21], v47, 0, s[20:21]         ; d528142f 0051012f
	image_bvh64_intersect_ray v[48:51], [v46, v47, v21, v14, v13, v12, v17, v16, v15, v20, v19, v18], s[12:15] ; f19c9f07 0003302e 0d0e152f 0f10110c 00121314
	v_and_b32_e32 v52, 4, v27                                   ; 36683684
	v_cmp_ne_i32_e32 vcc, 0, v52                                ; 7d0a6880
	s_and_saveexec_b64 s[20:21], vcc                            ; be94246a
	s_cbranch_execz BB89                                        ; bf8800a6
BB41:
	v_and_b32_e32 v52, 2, v27                                   ; 36683682
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_ne_i32_e32 0, v52                                    ; 7d2a6880
	s_cbranch_execz BB60                                        ; bf88005b
BB42:
	v_and_b32_e32 v26, 1, v27                                   ; 36343681
	s_mov_b64 s[24:25], exec                                    ; be98047e
	v_cmpx_ne_i32_e32 0, v26                                    ; 7d2a3480
	s_cbranch_execz BB50                                        ; bf880011
BB43:
	v_and_b32_e32 v34, -8, v46                                  ; 36445cc8
	v_and_b32_e32 v35, -1, v47                                  ; 36465ec1
	v_lshlrev_b64 v[34:35], 3, v[34:35]                         ; d6ff0022 00024483
	v_or_b32_e32 v46, 0, v34                                    ; 385c4480
	v_or_b32_e32 v47, 0xffff0000, v35                           ; 385e46ff ffff0000
	global_load_dwordx2 v[33:34], v[46:47], off offset:24       ; dc348018 217d002e
	s_or_b64 s[18:19], s[18:19], exec                           ; 88927e12
	v_mov_b32_e32 v26, -1                                       ; 7e3402c1
	v_mov_b32_e32 v35, 2                                        ; 7e460282
	s_andn2_b64 s[24:25], s[24:25], exec                        ; 8a987e18
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_andn2_b64 s[16:17], s[16:17], exec                        ; 8a907e10
	s_cbranch_scc0 BB105                                        ; bf8400c2
BB50:
	s_mov_b64 exec, s[24:25]                                    ; befe0418
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_and_b32_e32 v48, -8, v46                                  ; 36605cc8
	v_and_b32_e32 v49, -1, v47                                  ; 36625ec1
	v_lshlrev_b64 v[46:47], 3, v[48:49]                         ; d6ff002e 00026083
	v_or_b32_e32 v48, 0, v46                                    ; 38605c80
	v_or_b32_e32 v49, 0xffff0000, v47                           ; 38625eff ffff0000
	global_load_dwordx4 v[52:55], v[48:49], off                 ; dc388000 347d0030
	s_mov_b64 s[24:25], exec                                    ; be98047e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_eq_i32_sdwa 0, v54 src0_sel:DWORD src1_sel:BYTE_3    ; 7d246cf9 03860080
BB51:
	v_mov_b32_e32 v26, -1                                       ; 7e3402c1
	s_andn2_b64 s[24:25], s[24:25], exec                        ; 8a987e18
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_cbranch_scc0 BB6                                          ; bf84ff6e
BB58:
	s_mov_b64 exec, s[24:25]                                    ; befe0418
	s_clause 0x2                                                ; bfa10002
	global_load_dwordx4 v[12:15], v[48:49], off offset:16       ; dc388010 0c7d0030
	global_load_dwordx4 v[16:19], v[48:49], off offset:32       ; dc388020 107d0030
	global_load_dwordx4 v[56:59], v[48:49], off offset:48       ; dc388030 387d0030
	v_lshrrev_b64 v[24:25], 3, v[52:53]                         ; d7000018 00026883
	v_and_b32_e32 v28, -8, v24                                  ; 363830c8
	v_and_b32_e32 v29, 0x1fff, v25                              ; 363a32ff 00001fff
	s_waitcnt vmcnt(2)                                          ; bf8c3f72
	v_fmac_f32_e32 v15, v4, v12                                 ; 561e1904
	v_fmac_f32_e32 v15, v5, v13                                 ; 561e1b05
	v_fmac_f32_e32 v15, v6, v14                                 ; 561e1d06
	v_mul_f32_e32 v12, v8, v12                                  ; 10181908
	v_fmac_f32_e32 v12, v9, v13                                 ; 56181b09
	v_fmac_f32_e32 v12, v10, v14                                ; 56181d0a
	v_rcp_f32_e32 v20, v12                                      ; 7e28550c
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_fma_f32 v13, v4, v16, v19                                 ; d54b000d 044e2104
	v_fmac_f32_e32 v13, v5, v17                                 ; 561a2305
	v_fmac_f32_e32 v13, v6, v18                                 ; 561a2506
	v_mul_f32_e32 v16, v8, v16                                  ; 10202108
	v_fmac_f32_e32 v16, v9, v17                                 ; 56202309
	v_fmac_f32_e32 v16, v10, v18                                ; 5620250a
	v_rcp_f32_e32 v19, v16                                      ; 7e265510
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_fmac_f32_e32 v59, v4, v56                                 ; 56767104
	v_fmac_f32_e32 v59, v5, v57                                 ; 56767305
	v_fmac_f32_e32 v59, v6, v58                                 ; 56767506
	v_mul_f32_e32 v14, v8, v56                                  ; 101c7108
	v_fmac_f32_e32 v14, v9, v57                                 ; 561c7309
	v_fmac_f32_e32 v14, v10, v58                                ; 561c750a
	v_rcp_f32_e32 v18, v14                                      ; 7e24550e
	v_mov_b32_e32 v17, v12                                      ; 7e22030c
	v_mov_b32_e32 v12, v59                                      ; 7e18033b
	v_lshrrev_b64 v[24:25], 0, v[28:29]                         ; d7000018 00023880
	v_mov_b32_e32 v26, 5                                        ; 7e340285
	v_mov_b32_e32 v28, v27                                      ; 7e38031b
	v_mov_b32_e32 v29, 5                                        ; 7e3a0285
	v_mov_b32_e32 v30, v23                                      ; 7e3c0317
	v_mov_b32_e32 v32, v55                                      ; 7e400337
	v_lshrrev_b64 v[36:37], 0, v[48:49]                         ; d7000024 00026080
	v_swap_b32 v14, v15                                         ; 7e1ccb0f
BB60:
	s_andn2_b64 exec, s[22:23], exec                            ; 8afe7e16
	s_cbranch_execz BB85                                        ; bf880044
BB61:
	s_mov_b64 s[24:25], exec                                    ; be98047e
	v_cmpx_eq_i32_e32 -1, v26                                   ; 7d2434c1
	s_cbranch_execz BB82                                        ; bf880039
BB62:
	s_mov_b64 s[26:27], exec                                    ; be9a047e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_ne_i32_e32 -1, v49                                   ; 7d2a62c1
	s_cbranch_execz BB80                                        ; bf880033
BB63:
	s_mov_b64 s[28:29], exec                                    ; be9c047e
	v_cmpx_ne_i32_e32 -1, v50                                   ; 7d2a64c1
	s_cbranch_execz BB75                                        ; bf88001e
BB64:
	s_mov_b64 s[30:31], exec                                    ; be9e047e
	v_cmpx_ne_i32_e32 -1, v51                                   ; 7d2a66c1
	s_cbranch_execz BB70                                        ; bf88000d
BB65:
	v_lshrrev_b32_e32 v26, 2, v23                               ; 2c342e82
	v_mul_hi_u32 v26, v26, 0x1af286bd                           ; d56a001a 0001ff1a 1af286bd
	v_lshrrev_b32_e32 v26, 1, v26                               ; 2c343481
	v_mul_lo_u32 v26, 0x4c, v26                                 ; d569001a 000234ff 0000004c
	v_sub_nc_u32_e32 v26, v23, v26                              ; 4c343517
	v_lshlrev_b32_e32 v26, 2, v26                               ; 34343482
	scratch_store_dword v26, v51, off                           ; dc704000 007d331a
	v_add_nc_u32_e32 v23, 1, v23                                ; 4a2e2e81
BB70:
	s_mov_b64 exec, s[30:31]                                    ; befe041e
	v_lshrrev_b32_e32 v26, 2, v23                               ; 2c342e82
	v_mul_hi_u32 v26, v26, 0x1af286bd                           ; d56a001a 0001ff1a 1af286bd
	v_lshrrev_b32_e32 v26, 1, v26                               ; 2c343481
	v_mul_lo_u32 v26, 0x4c, v26                                 ; d569001a 000234ff 0000004c
	v_sub_nc_u32_e32 v26, v23, v26                              ; 4c343517
	v_lshlrev_b32_e32 v26, 2, v26                               ; 34343482
	scratch_store_dword v26, v50, off                           ; dc704000 007d321a
	v_add_nc_u32_e32 v23, 1, v23                                ; 4a2e2e81
BB75:
	s_mov_b64 exec, s[28:29]                                    ; befe041c
	v_lshrrev_b32_e32 v26, 2, v23                               ; 2c342e82
	v_mul_hi_u32 v26, v26, 0x1af286bd                           ; d56a001a 0001ff1a 1af286bd
	v_lshrrev_b32_e32 v26, 1, v26                               ; 2c343481
	v_mul_lo_u32 v26, 0x4c, v26                                 ; d569001a 000234ff 0000004c
	v_sub_nc_u32_e32 v26, v23, v26                              ; 4c343517
	v_lshlrev_b32_e32 v26, 2, v26                               ; 34343482
	scratch_store_dword v26, v49, off                           ; dc704000 007d311a
	v_add_nc_u32_e32 v26, 1, v23                                ; 4a342e81
	v_add_nc_u32_e32 v23, 0xffffffb5, v23                       ; 4a2e2eff ffffffb5
	v_max_i32_e32 v31, v31, v23                                 ; 243e2f1f
	v_mov_b32_e32 v23, v26                                      ; 7e2e031a
BB80:
	s_mov_b64 exec, s[26:27]                                    ; befe041a
	v_mov_b32_e32 v26, v48                                      ; 7e340330
BB82:
	s_andn2_b64 exec, s[24:25], exec                            ; 8afe7e18
BB83:
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmp_eq_i32_e32 vcc, v26, v48                              ; 7d04611a
	v_cndmask_b32_e32 v48, -1, v49, vcc                         ; 026062c1
	v_cmp_eq_i32_e32 vcc, v26, v49                              ; 7d04631a
	v_cndmask_b32_e32 v46, v48, v50, vcc                        ; 025c6530
	v_cmp_eq_i32_e32 vcc, v26, v50                              ; 7d04651a
	v_cndmask_b32_e32 v26, v46, v51, vcc                        ; 0234672e
BB85:
BB87:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
BB89:
	s_andn2_b64 exec, s[20:21], exec                            ; 8afe7e14
	s_cbranch_execz BB104                                       ; bf880031
BB90:
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_rcp_f32_e32 v26, v49                                      ; 7e345531
	v_mul_f32_e32 v48, v48, v26                                 ; 10603530
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_lt_f32_e32 v48, v21                                  ; 7c222b30
	s_cbranch_execz BB97                                        ; bf880029
BB91:
	v_and_b32_e32 v52, 0x2000000, v32                           ; 366840ff 02000000
	v_cmp_ne_i32_e32 vcc, 0, v52                                ; 7d0a6880
	v_cmp_lt_f32_e64 s[24:25], 0, v49                           ; d4010018 00026280
	s_xor_b64 s[24:25], s[24:25], vcc                           ; 89986a18
	v_cndmask_b32_e64 v49, 16, 32, s[24:25]                     ; d5010031 00614090
	v_and_b32_e32 v49, 1, v49                                   ; 36626281
	v_and_b32_e32 v52, 0x1000000, v32                           ; 366840ff 01000000
	v_cmp_ne_i32_e32 vcc, 0, v52                                ; 7d0a6880
	v_cmp_eq_i32_e64 s[24:25], 0, v49                           ; d4820018 00026280
	s_or_b64 s[24:25], s[24:25], vcc                            ; 88986a18
	v_cmp_lt_f32_e32 vcc, v7, v48                               ; 7c026107
	s_and_b64 s[24:25], vcc, s[24:25]                           ; 8798186a
	s_and_saveexec_b64 s[24:25], s[24:25]                       ; be982418
	s_cbranch_execz BB97                                        ; bf880016
BB92:
	v_and_b32_e32 v34, -8, v46                                  ; 36445cc8
	v_and_b32_e32 v35, -1, v47                                  ; 36465ec1
	v_lshlrev_b64 v[34:35], 3, v[34:35]                         ; d6ff0022 00024483
	v_or_b32_e32 v38, 0, v34                                    ; 384c4480
	v_or_b32_e32 v39, 0xffff0000, v35                           ; 384e46ff ffff0000
	global_load_dwordx2 v[43:44], v[38:39], off offset:48       ; dc348030 2b7d0026
	v_mul_f32_e32 v41, v50, v26                                 ; 10523532
	v_mul_f32_e32 v40, v51, v26                                 ; 10503533
	v_mov_b32_e32 v21, v48                                      ; 7e2a0330
	v_mov_b32_e32 v22, 1                                        ; 7e2c0281
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_lshrrev_b64 v[33:34], 0, v[43:44]                         ; d7000021 00025680
	v_mov_b32_e32 v35, 1                                        ; 7e460281
	v_lshrrev_b64 v[38:39], 0, v[40:41]                         ; d7000026 00025080
	v_mov_b32_e32 v42, v44                                      ; 7e54032c
	v_lshrrev_b64 v[44:45], 0, v[36:37]                         ; d700002c 00024880
BB97:
BB102:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
	v_mov_b32_e32 v26, -1                                       ; 7e3402c1
BB104:
	s_mov_b64 exec, s[20:21]                                    ; befe0414
	s_branch BB6                                                ; bf82fec0
BB105:
	s_mov_b64 exec, s[10:11]                                    ; befe040a
	s_branch BB107                                              ; bf820001
BB106:
	s_mov_b64 s[18:19], 0                                       ; be920480
BB107:
	s_and_saveexec_b64 s[10:11], s[18:19]                       ; be8a2412
BB110:
	s_andn2_b64 exec, s[10:11], exec                            ; 8afe7e0a
BB111:
	s_andn2_b64 s[10:11], s[10:11], exec                        ; 8a8a7e0a
	s_cbranch_scc0 BB122                                        ; bf840093
BB115:
	s_mov_b64 exec, s[10:11]                                    ; befe040a
	v_add_nc_u32_e32 v46, -1, v35                               ; 4a5c46c1
	s_mov_b64 s[10:11], exec                                    ; be8a047e
	v_cmpx_eq_i32_e32 1, v46                                    ; 7d245c81
	s_cbranch_execz BB121                                       ; bf88008c
BB116:
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	s_clause 0x2                                                ; bfa10002
	global_load_dwordx4 v[48:51], v[36:37], off offset:16       ; dc388010 307d0024
	global_load_dwordx4 v[52:55], v[36:37], off offset:32       ; dc388020 347d0024
	global_load_dwordx4 v[56:59], v[36:37], off offset:48       ; dc388030 387d0024
	s_waitcnt vmcnt(3)                                          ; bf8c3f73
	v_mul_lo_u32 v46, 6, v33                                    ; d569002e 00024286
	v_ashrrev_i32_e32 v47, 31, v46                              ; 305e5c9f
	v_mov_b32_e32 v60, v46                                      ; 7e78032e
	v_lshlrev_b64 v[46:47], 2, v[46:47]                         ; d6ff002e 00025c82
	v_mov_b32_e32 v61, s9                                       ; 7e7a0209
	v_add_co_u32 v62, vcc, s8, v46                              ; d70f6a3e 00025c08
	v_add_co_ci_u32_e32 v63, vcc, v61, v47, vcc                 ; 507e5f3d
	global_load_dword v46, v[62:63], off                        ; dc308000 2e7d003e
	v_add_nc_u32_e32 v62, 1, v60                                ; 4a7c7881
	s_waitcnt vmcnt(3)                                          ; bf8c3f73
	v_fmac_f32_e32 v51, v4, v48                                 ; 56666104
	v_fmac_f32_e32 v51, v5, v49                                 ; 56666305
	v_fmac_f32_e32 v51, v6, v50                                 ; 56666506
	v_mul_f32_e32 v63, v8, v48                                  ; 107e6108
	v_fmac_f32_e32 v63, v9, v49                                 ; 567e6309
	v_ashrrev_i32_e32 v49, 31, v62                              ; 30627c9f
	v_mov_b32_e32 v48, v62                                      ; 7e60033e
	v_lshlrev_b64 v[48:49], 2, v[48:49]                         ; d6ff0030 00026082
	v_add_co_u32 v47, vcc, s8, v48                              ; d70f6a2f 00026008
	v_add_co_ci_u32_e32 v48, vcc, v61, v49, vcc                 ; 5060633d
	global_load_dword v62, v[47:48], off                        ; dc308000 3e7d002f
	v_fmac_f32_e32 v63, v10, v50                                ; 567e650a
	v_add_nc_u32_e32 v48, 2, v60                                ; 4a607882
	v_ashrrev_i32_e32 v49, 31, v48                              ; 3062609f
	v_lshlrev_b64 v[48:49], 2, v[48:49]                         ; d6ff0030 00026082
	v_add_co_u32 v47, vcc, s8, v48                              ; d70f6a2f 00026008
	v_add_co_ci_u32_e32 v48, vcc, v61, v49, vcc                 ; 5060633d
	global_load_dword v47, v[47:48], off                        ; dc308000 2f7d002f
	v_add_nc_u32_e32 v48, 3, v60                                ; 4a607883
	s_waitcnt vmcnt(4)                                          ; bf8c3f74
	v_fmac_f32_e32 v55, v4, v52                                 ; 566e6904
	v_fmac_f32_e32 v55, v5, v53                                 ; 566e6b05
	v_fmac_f32_e32 v55, v6, v54                                 ; 566e6d06
	v_mul_f32_e32 v52, v8, v52                                  ; 10686908
	v_fmac_f32_e32 v52, v9, v53                                 ; 56686b09
	v_ashrrev_i32_e32 v49, 31, v48                              ; 3062609f
	v_lshlrev_b64 v[48:49], 2, v[48:49]                         ; d6ff0030 00026082
	v_add_co_u32 v48, vcc, s8, v48                              ; d70f6a30 00026008
	v_add_co_ci_u32_e32 v49, vcc, v61, v49, vcc                 ; 5062633d
	global_load_dword v53, v[48:49], off                        ; dc308000 357d0030
	v_fmac_f32_e32 v52, v10, v54                                ; 56686d0a
	v_add_nc_u32_e32 v48, 4, v60                                ; 4a607884
	v_ashrrev_i32_e32 v49, 31, v48                              ; 3062609f
	v_lshlrev_b64 v[48:49], 2, v[48:49]                         ; d6ff0030 00026082
	v_add_co_u32 v48, vcc, s8, v48                              ; d70f6a30 00026008
	v_add_co_ci_u32_e32 v49, vcc, v61, v49, vcc                 ; 5062633d
	global_load_dword v54, v[48:49], off                        ; dc308000 367d0030
	v_add_nc_u32_e32 v48, 5, v60                                ; 4a607885
	v_ashrrev_i32_e32 v49, 31, v48                              ; 3062609f
	v_lshlrev_b64 v[48:49], 2, v[48:49]                         ; d6ff0030 00026082
	v_add_co_u32 v48, vcc, s8, v48                              ; d70f6a30 00026008
	v_add_co_ci_u32_e32 v49, vcc, v61, v49, vcc                 ; 5062633d
	global_load_dword v60, v[48:49], off                        ; dc308000 3c7d0030
	v_rcp_f32_e32 v61, v63                                      ; 7e7a553f
	v_rcp_f32_e32 v52, v52                                      ; 7e685534
	v_cmp_ne_i32_e32 vcc, 0, v22                                ; 7d0a2c80
	v_cndmask_b32_e32 v63, v11, v21, vcc                        ; 027e2b0b
	s_waitcnt vmcnt(6)                                          ; bf8c3f76
	v_fmac_f32_e32 v59, v4, v56                                 ; 56767104
	v_fmac_f32_e32 v59, v5, v57                                 ; 56767305
	v_fmac_f32_e32 v59, v6, v58                                 ; 56767506
	v_mul_f32_e32 v56, v8, v56                                  ; 10707108
	v_fmac_f32_e32 v56, v9, v57                                 ; 56707309
	v_fmac_f32_e32 v56, v10, v58                                ; 5670750a
	v_rcp_f32_e32 v50, v56                                      ; 7e645538
	v_lshrrev_b64 v[48:49], 0, v[36:37]                         ; d7000030 00024880
	s_waitcnt vmcnt(5)                                          ; bf8c3f75
	v_sub_f32_e32 v46, v46, v51                                 ; 085c672e
	v_mul_f32_e32 v46, v46, v61                                 ; 105c7b2e
	s_waitcnt vmcnt(4)                                          ; bf8c3f74
	v_sub_f32_e32 v62, v62, v55                                 ; 087c6f3e
	v_mul_f32_e32 v62, v62, v52                                 ; 107c693e
	s_waitcnt vmcnt(3)                                          ; bf8c3f73
	v_sub_f32_e32 v47, v47, v59                                 ; 085e772f
	v_mul_f32_e32 v47, v47, v50                                 ; 105e652f
	s_waitcnt vmcnt(2)                                          ; bf8c3f72
	v_sub_f32_e32 v51, v53, v51                                 ; 08666735
	v_mul_f32_e32 v51, v51, v61                                 ; 10667b33
	v_min_f32_e32 v53, v46, v51                                 ; 1e6a672e
	v_max_f32_e32 v46, v46, v51                                 ; 205c672e
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_sub_f32_e32 v51, v54, v55                                 ; 08666f36
	v_mul_f32_e32 v61, v51, v52                                 ; 107a6933
	v_min_f32_e32 v51, v62, v61                                 ; 1e667b3e
	v_max_f32_e32 v52, v62, v61                                 ; 20687b3e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_sub_f32_e32 v62, v60, v59                                 ; 087c773c
	v_mul_f32_e32 v50, v62, v50                                 ; 1064653e
	v_min_f32_e32 v62, v47, v50                                 ; 1e7c652f
	v_max_f32_e32 v47, v47, v50                                 ; 205e652f
	v_max3_f32 v50, v62, v53, v51                               ; d5540032 04ce6b3e
	v_min3_f32 v46, v47, v46, v52                               ; d551002e 04d25d2f
	v_max_f32_e32 v47, v50, v7                                  ; 205e0f32
	v_cmp_lt_f32_e32 vcc, v47, v63                              ; 7c027f2f
	v_cmp_ge_f32_e64 s[12:13], v46, v47                         ; d406000c 00025f2e
	s_and_b64 s[12:13], s[12:13], vcc                           ; 878c6a0c
	v_cmp_ge_f32_e32 vcc, v21, v47                              ; 7c0c5f15
	s_and_b64 vcc, vcc, s[12:13]                                ; 87ea0c6a
	v_cndmask_b32_e32 v43, v43, v33, vcc                        ; 0256432b
	v_cndmask_b32_e32 v50, v44, v48, vcc                        ; 0264612c
	v_cndmask_b32_e32 v51, v45, v49, vcc                        ; 0266632d
	v_cndmask_b32_e32 v42, v42, v34, vcc                        ; 0254452a
	v_cndmask_b32_e32 v41, v41, v39, vcc                        ; 02524f29
	v_cndmask_b32_e32 v40, v40, v38, vcc                        ; 02504d28
	v_cndmask_b32_e32 v22, v22, v35, vcc                        ; 022c4716
	v_cndmask_b32_e32 v21, v21, v47, vcc                        ; 022a5f15
	v_lshrrev_b64 v[44:45], 0, v[50:51]                         ; d700002c 00026480
BB121:
	s_mov_b64 exec, s[10:11]                                    ; befe040a
	s_branch BB4                                                ; bf82fe1c
BB122:
	s_mov_b64 exec, s[2:3]                                      ; befe0402
	v_lshlrev_b32_e32 v23, 3, v0                                ; 342e0083
	v_ashrrev_i32_e32 v24, 31, v23                              ; 30302e9f
	v_mov_b32_e32 v20, v23                                      ; 7e280317
	v_lshlrev_b64 v[0:1], 2, v[23:24]                           ; d6ff0000 00022e82
	v_mov_b32_e32 v23, s7                                       ; 7e2e0207
	v_add_co_u32 v2, vcc, s6, v0                                ; d70f6a02 00020006
	v_add_co_ci_u32_e32 v3, vcc, v23, v1, vcc                   ; 50060317
	global_store_dword v[2:3], v22, off                         ; dc708000 007d1602
	v_add_nc_u32_e32 v0, 1, v20                                 ; 4a002881
	v_cmp_ne_i32_e32 vcc, 0, v22                                ; 7d0a2c80
	v_cndmask_b32_e32 v43, -1, v43, vcc                         ; 025656c1
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v2, s[0:1], s6, v0                             ; d70f0002 00020006
	v_add_co_ci_u32_e64 v3, s[0:1], v23, v1, s[0:1]             ; d5280003 00020317
	global_store_dword v[2:3], v43, off                         ; dc708000 007d2b02
	v_add_nc_u32_e32 v0, 2, v20                                 ; 4a002882
	v_mov_b32_e32 v43, 0                                        ; 7e560280
	v_cndmask_b32_e32 v21, 0, v21, vcc                          ; 022a2a80
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v2, s[0:1], s6, v0                             ; d70f0002 00020006
	v_add_co_ci_u32_e64 v3, s[0:1], v23, v1, s[0:1]             ; d5280003 00020317
	global_store_dword v[2:3], v21, off                         ; dc708000 007d1502
	v_cmp_eq_i32_e64 s[0:1], 1, v22                             ; d4820000 00022c81
	v_cndmask_b32_e64 v41, 0, v41, s[0:1]                       ; d5010029 00025280
	v_cndmask_b32_e64 v21, 0, v40, s[0:1]                       ; d5010015 00025080
	v_add_nc_u32_e32 v0, 3, v20                                 ; 4a002883
	v_cvt_pkrtz_f16_f32_e32 v21, v41, v21                       ; 5e2a2b29
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v2, s[0:1], s6, v0                             ; d70f0002 00020006
	v_add_co_ci_u32_e64 v3, s[0:1], v23, v1, s[0:1]             ; d5280003 00020317
	global_store_dword v[2:3], v21, off                         ; dc708000 007d1502
	v_add_nc_u32_e32 v0, 4, v20                                 ; 4a002884
	s_and_saveexec_b64 s[0:1], vcc                              ; be80246a
	s_cbranch_execz BB125                                       ; bf880002
BB123:
	global_load_dword v21, v[44:45], off offset:64              ; dc308040 157d002c
BB125:
	s_andn2_b64 exec, s[0:1], exec                              ; 8afe7e00
BB126:
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
BB128:
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v2, s[0:1], s6, v0                             ; d70f0002 00020006
	v_add_co_ci_u32_e64 v3, s[0:1], v23, v1, s[0:1]             ; d5280003 00020317
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	global_store_dword v[2:3], v21, off                         ; dc708000 007d1502
	v_add_nc_u32_e32 v0, 5, v20                                 ; 4a002885
	s_and_saveexec_b64 s[0:1], vcc                              ; be80246a
	s_cbranch_execz BB131                                       ; bf880005
BB129:
	global_load_dword v21, v[44:45], off offset:8               ; dc308008 157d002c
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_and_b32_e32 v21, 0xffffff, v21                            ; 362a2aff 00ffffff
BB131:
	s_andn2_b64 exec, s[0:1], exec                              ; 8afe7e00
BB132:
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
BB134:
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v2, s[0:1], s6, v0                             ; d70f0002 00020006
	v_add_co_ci_u32_e64 v3, s[0:1], v23, v1, s[0:1]             ; d5280003 00020317
	global_store_dword v[2:3], v21, off                         ; dc708000 007d1502
	v_add_nc_u32_e32 v0, 6, v20                                 ; 4a002886
	v_and_b32_e32 v21, 0xffffff, v42                            ; 362a54ff 00ffffff
	v_cndmask_b32_e32 v21, -1, v21, vcc                         ; 022a2ac1
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v2, vcc, s6, v0                                ; d70f6a02 00020006
	v_add_co_ci_u32_e32 v3, vcc, v23, v1, vcc                   ; 50060317
	global_store_dword v[2:3], v21, off                         ; dc708000 007d1502
	v_add_nc_u32_e32 v0, 7, v20                                 ; 4a002887
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_add_co_u32 v2, vcc, s6, v0                                ; d70f6a02 00020006
	v_add_co_ci_u32_e32 v3, vcc, v23, v1, vcc                   ; 50060317
	global_store_dword v[2:3], v43, off                         ; dc708000 007d2b02
	s_endpgm                                                    ; bf810000
