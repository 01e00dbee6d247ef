BB0:
	s_add_u32 s0, s0, s9                                        ; 80000900
	s_addc_u32 s1, s1, 0x7fff0000                               ; 8201ff01 7fff0000
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s0                  ; b980f814
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s1                  ; b981f815
	v_lshl_add_u32 v0, s8, 6, v0                                ; d7460000 04010c08
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
	v_add_nc_u32_e32 v2, 1, v3                                  ; 4a040681
	v_ashrrev_i32_e32 v3, 31, v2                                ; 3006049f
	v_lshlrev_b64 v[2:3], 4, v[2:3]                             ; d6ff0002 00020484
	v_add_co_u32 v4, vcc, s4, v2                                ; d70f6a04 00020404
	v_add_co_ci_u32_e32 v5, vcc, v1, v3, vcc                    ; 500a0701
	s_clause 0x1                                                ; bfa10001
	global_load_dwordx4 v[8:11], v[6:7], off                    ; dc388000 087d0006
	global_load_dwordx4 v[4:7], v[4:5], off                     ; dc388000 047d0004
	s_mov_b64 s[4:5], 0                                         ; be840480
	s_cmp_lg_u64 s[0:1], s[4:5]                                 ; bf130400
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_rcp_f32_e32 v1, v4                                        ; 7e025504
	v_rcp_f32_e32 v2, v5                                        ; 7e045505
	v_rcp_f32_e32 v3, v6                                        ; 7e065506
	s_cbranch_scc0 BB2                                          ; bf84000c
BB1:
	s_load_dword s2, s[0:1], null                               ; f4000080 fa000000
	s_mov_b32 s8, -8                                            ; be8803c8
	s_movk_i32 s9, 0x1fff                                       ; b0091fff
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_add_u32 s2, s0, s2                                        ; 80020200
	s_addc_u32 s3, s1, 0                                        ; 82038001
	s_lshr_b64 s[0:1], s[2:3], 3                                ; 90808302
	s_and_b64 s[0:1], s[0:1], s[8:9]                            ; 87800800
	s_mov_b64 s[2:3], s[0:1]                                    ; be820400
	s_mov_b32 s8, -2                                            ; be8803c2
	s_branch BB3                                                ; bf820001
BB2:
	s_mov_b64 s[0:1], s[4:5]                                    ; be800404
BB3:
	v_mov_b32_e32 v16, 0                                        ; 7e200280
	v_mov_b32_e32 v17, -1                                       ; 7e2202c1
	v_mov_b32_e32 v18, s8                                       ; 7e240208
	v_lshrrev_b64 v[19:20], 0, -1                               ; d7000013 00018280
	v_lshrrev_b64 v[21:22], 0, 5                                ; d7000015 00010a80
	v_mov_b32_e32 v23, 0                                        ; 7e2e0280
	v_lshrrev_b64 v[24:25], 0, s[2:3]                           ; d7000018 00000480
	v_lshrrev_b64 v[26:27], 0, v[1:2]                           ; d700001a 00020280
	v_lshrrev_b64 v[28:29], 0, v[3:4]                           ; d700001c 00020680
	v_lshrrev_b64 v[30:31], 0, v[5:6]                           ; d700001e 00020a80
	v_lshrrev_b64 v[32:33], 0, v[8:9]                           ; d7000020 00021080
	v_mov_b32_e32 v34, v10                                      ; 7e44030a
	s_mov_b64 s[2:3], exec                                      ; be82047e
BB4:
	s_cmp_lg_u64 s[0:1], s[4:5]                                 ; bf130400
	s_cbranch_scc0 BB108                                        ; bf84013e
BB5:
	s_mov_b32 s8, 0                                             ; be880380
	s_brev_b32 s9, 1                                            ; be890b81
	s_mov_b32 s10, -1                                           ; be8a03c1
	s_mov_b32 s11, 0x810003ff                                   ; be8b03ff 810003ff
	s_mov_b64 s[12:13], exec                                    ; be8c047e
	s_mov_b64 s[14:15], exec                                    ; be8e047e
	s_mov_b64 s[16:17], 0                                       ; be900480
	s_mov_b64 s[18:19], 0                                       ; be920480
BB6:
	s_mov_b64 exec, s[14:15]                                    ; befe040e
	s_mov_b64 s[20:21], exec                                    ; be94047e
	v_cmpx_eq_i32_e32 -1, v21                                   ; 7d242ac1
	s_cbranch_execz BB37                                        ; bf88004e
BB7:
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_gt_i32_e32 1, v22                                    ; 7d282c81
BB8:
	s_or_b64 s[16:17], s[16:17], exec                           ; 88907e10
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_andn2_b64 s[14:15], s[14:15], exec                        ; 8a8e7e0e
	s_cbranch_scc0 BB107                                        ; bf840128
BB15:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
	v_cmp_eq_i32_e32 vcc, v20, v18                              ; 7d042514
	v_cmp_ge_i32_e64 s[22:23], v17, v22                         ; d4860016 00022d11
	s_or_b64 s[22:23], s[22:23], vcc                            ; 88966a16
	s_and_saveexec_b64 s[22:23], s[22:23]                       ; be962416
BB16:
	v_mov_b32_e32 v17, -1                                       ; 7e2202c1
	v_mov_b32_e32 v18, -2                                       ; 7e2402c2
	v_mov_b32_e32 v20, v19                                      ; 7e280313
	v_lshrrev_b64 v[24:25], 0, s[0:1]                           ; d7000018 00000080
	v_lshrrev_b64 v[26:27], 0, v[1:2]                           ; d700001a 00020280
	v_lshrrev_b64 v[28:29], 0, v[3:4]                           ; d700001c 00020680
	v_lshrrev_b64 v[30:31], 0, v[5:6]                           ; d700001e 00020a80
	v_lshrrev_b64 v[32:33], 0, v[8:9]                           ; d7000020 00021080
	v_mov_b32_e32 v34, v10                                      ; 7e44030a
BB21:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_ge_i32_e32 v16, v22                                  ; 7d2c2d10
	s_cbranch_execz BB32                                        ; bf88001e
BB22:
	v_lshrrev_b64 v[36:37], 0, v[24:25]                         ; d7000024 00023080
	v_and_b32_e32 v38, -8, v36                                  ; 364c48c8
	v_and_b32_e32 v39, -1, v37                                  ; 364e4ac1
	v_lshlrev_b64 v[36:37], 3, v[38:39]                         ; d6ff0024 00024c83
	v_or_b32_e32 v35, 0, v36                                    ; 38464880
	v_or_b32_e32 v36, 0xffff0000, v37                           ; 38484aff ffff0000
	v_lshrrev_b32_e32 v37, 3, v20                               ; 2c4a2883
	v_lshl_add_u32 v37, v37, 2, 4                               ; d7460025 02110525
	v_sub_co_u32 v38, s[24:25], v35, v37                        ; d7101826 00024b23
	v_sub_co_ci_u32_e64 v39, s[24:25], v36, 0, s[24:25]         ; d5291827 00610124
	global_load_dword v35, v[38:39], off                        ; dc308000 237d0026
	s_mov_b64 s[24:25], exec                                    ; be98047e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_eq_i32_e32 -1, v35                                   ; 7d2446c1
BB23:
	s_or_b64 s[16:17], s[16:17], exec                           ; 88907e10
	s_andn2_b64 s[24:25], s[24:25], exec                        ; 8a987e18
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_andn2_b64 s[14:15], s[14:15], exec                        ; 8a8e7e0e
	s_cbranch_scc0 BB107                                        ; bf8400f5
BB30:
	s_mov_b64 exec, s[24:25]                                    ; befe0418
	v_mov_b32_e32 v21, v20                                      ; 7e2a0314
	v_mov_b32_e32 v20, v35                                      ; 7e280323
BB32:
	s_andn2_b64 exec, s[22:23], exec                            ; 8afe7e16
	s_cbranch_execz BB35                                        ; bf88000e
BB33:
	v_add_nc_u32_e32 v22, -1, v22                               ; 4a2c2cc1
	v_lshrrev_b32_e32 v20, 2, v22                               ; 2c282c82
	v_mul_hi_u32 v20, v20, 0x1af286bd                           ; d56a0014 0001ff14 1af286bd
	v_lshrrev_b32_e32 v20, 1, v20                               ; 2c282881
	v_mul_lo_u32 v20, 0x4c, v20                                 ; d5690014 000228ff 0000004c
	v_sub_nc_u32_e32 v20, v22, v20                              ; 4c282916
	v_lshlrev_b32_e32 v20, 2, v20                               ; 34282882
	scratch_load_dword v20, v20, off                            ; dc304000 147d0014
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
BB35:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
BB37:
	s_andn2_b64 exec, s[20:21], exec                            ; 8afe7e14
BB38:
	v_mov_b32_e32 v20, v21                                      ; 7e280315
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
BB40:
	s_mov_b64 exec, s[20:21]                                    ; befe0414
	v_lshrrev_b64 v[36:37], 0, v[24:25]                         ; d7000024 00023080
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_add_co_u32 v35, s[20:21], v36, v20                        ; d70f1423 00022924
	v_add_co_ci_u32_e64 v36, s[20:21], v37, 0, s[20:21]         ; d5281424 00510125
	image_bvh64_intersect_ray v[40:43], [v35, v36, v7, v32, v33, v34, v29, v30, v31, v26, v27, v28], s[8:11] ; f19c9f07 00022823 21200724 1f1e1d22 001c1b1a
	v_and_b32_e32 v37, 4, v20                                   ; 364a2884
	v_cmp_ne_i32_e32 vcc, 0, v37                                ; 7d0a4a80
	s_and_saveexec_b64 s[20:21], vcc                            ; be94246a
	s_cbranch_execz BB89                                        ; bf88009a
BB41:
	v_and_b32_e32 v37, 2, v20                                   ; 364a2882
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_ne_i32_e32 0, v37                                    ; 7d2a4a80
	s_cbranch_execz BB60                                        ; bf88004e
BB42:
	v_and_b32_e32 v21, 1, v20                                   ; 362a2881
	s_mov_b64 s[24:25], exec                                    ; be98047e
	v_cmpx_ne_i32_e32 0, v21                                    ; 7d2a2a80
BB43:
	s_or_b64 s[18:19], s[18:19], exec                           ; 88927e12
	s_or_b64 s[16:17], s[16:17], exec                           ; 88907e10
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
	s_andn2_b64 s[24:25], s[24:25], exec                        ; 8a987e18
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_andn2_b64 s[14:15], s[14:15], exec                        ; 8a8e7e0e
	s_cbranch_scc0 BB107                                        ; bf8400be
BB50:
	s_mov_b64 exec, s[24:25]                                    ; befe0418
	v_and_b32_e32 v38, -8, v35                                  ; 364c46c8
	v_and_b32_e32 v39, -1, v36                                  ; 364e48c1
	v_lshlrev_b64 v[36:37], 3, v[38:39]                         ; d6ff0024 00024c83
	v_or_b32_e32 v38, 0, v36                                    ; 384c4880
	v_or_b32_e32 v39, 0xffff0000, v37                           ; 384e4aff ffff0000
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	global_load_dwordx4 v[40:43], v[38:39], off                 ; dc388000 287d0026
	s_mov_b64 s[24:25], exec                                    ; be98047e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_eq_i32_sdwa 0, v42 src0_sel:DWORD src1_sel:BYTE_3    ; 7d2454f9 03860080
BB51:
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
	s_andn2_b64 s[24:25], s[24:25], exec                        ; 8a987e18
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_cbranch_scc0 BB6                                          ; bf84ff77
BB58:
	s_mov_b64 exec, s[24:25]                                    ; befe0418
	s_clause 0x2                                                ; bfa10002
	global_load_dwordx4 v[29:32], v[38:39], off offset:16       ; dc388010 1d7d0026
	global_load_dwordx4 v[24:27], v[38:39], off offset:32       ; dc388020 187d0026
	global_load_dwordx4 v[36:39], v[38:39], off offset:48       ; dc388030 247d0026
	v_lshrrev_b64 v[18:19], 3, v[40:41]                         ; d7000012 00025083
	v_and_b32_e32 v34, -8, v18                                  ; 364424c8
	v_and_b32_e32 v35, 0x1fff, v19                              ; 364626ff 00001fff
	s_waitcnt vmcnt(2)                                          ; bf8c3f72
	v_fmac_f32_e32 v32, v8, v29                                 ; 56403b08
	v_fmac_f32_e32 v32, v9, v30                                 ; 56403d09
	v_fmac_f32_e32 v32, v10, v31                                ; 56403f0a
	v_mul_f32_e32 v29, v4, v29                                  ; 103a3b04
	v_fmac_f32_e32 v29, v5, v30                                 ; 563a3d05
	v_fmac_f32_e32 v29, v6, v31                                 ; 563a3f06
	v_rcp_f32_e32 v15, v29                                      ; 7e1e551d
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_fma_f32 v33, v8, v24, v27                                 ; d54b0021 046e3108
	v_fmac_f32_e32 v33, v9, v25                                 ; 56423309
	v_fmac_f32_e32 v33, v10, v26                                ; 5642350a
	v_mul_f32_e32 v30, v4, v24                                  ; 103c3104
	v_fmac_f32_e32 v30, v5, v25                                 ; 563c3305
	v_fmac_f32_e32 v30, v6, v26                                 ; 563c3506
	v_rcp_f32_e32 v27, v30                                      ; 7e36551e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_fmac_f32_e32 v39, v8, v36                                 ; 564e4908
	v_fmac_f32_e32 v39, v9, v37                                 ; 564e4b09
	v_fmac_f32_e32 v39, v10, v38                                ; 564e4d0a
	v_mul_f32_e32 v31, v4, v36                                  ; 103e4904
	v_fmac_f32_e32 v31, v5, v37                                 ; 563e4b05
	v_fmac_f32_e32 v31, v6, v38                                 ; 563e4d06
	v_rcp_f32_e32 v28, v31                                      ; 7e38551f
	v_mov_b32_e32 v17, v22                                      ; 7e220316
	v_mov_b32_e32 v18, 5                                        ; 7e240285
	v_mov_b32_e32 v19, v20                                      ; 7e260314
	v_mov_b32_e32 v21, 5                                        ; 7e2a0285
	v_lshrrev_b64 v[24:25], 0, v[34:35]                         ; d7000018 00024480
	v_mov_b32_e32 v26, v15                                      ; 7e34030f
	v_mov_b32_e32 v15, v43                                      ; 7e1e032b
	v_mov_b32_e32 v34, v39                                      ; 7e440327
BB60:
	s_andn2_b64 exec, s[22:23], exec                            ; 8afe7e16
	s_cbranch_execz BB85                                        ; bf880045
BB61:
	s_mov_b64 s[24:25], exec                                    ; be98047e
	v_cmpx_eq_i32_e32 -1, v21                                   ; 7d242ac1
	s_cbranch_execz BB82                                        ; bf88003a
BB62:
	s_mov_b64 s[26:27], exec                                    ; be9a047e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_ne_i32_e32 -1, v41                                   ; 7d2a52c1
	s_cbranch_execz BB80                                        ; bf880034
BB63:
	s_mov_b64 s[28:29], exec                                    ; be9c047e
	v_cmpx_ne_i32_e32 -1, v42                                   ; 7d2a54c1
	s_cbranch_execz BB75                                        ; bf88001f
BB64:
	s_mov_b64 s[30:31], exec                                    ; be9e047e
	v_cmpx_ne_i32_e32 -1, v43                                   ; 7d2a56c1
	s_cbranch_execz BB70                                        ; bf88000d
BB65:
	v_lshrrev_b32_e32 v21, 2, v22                               ; 2c2a2c82
	v_mul_hi_u32 v21, v21, 0x1af286bd                           ; d56a0015 0001ff15 1af286bd
	v_lshrrev_b32_e32 v21, 1, v21                               ; 2c2a2a81
	v_mul_lo_u32 v21, 0x4c, v21                                 ; d5690015 00022aff 0000004c
	v_sub_nc_u32_e32 v21, v22, v21                              ; 4c2a2b16
	v_lshlrev_b32_e32 v21, 2, v21                               ; 342a2a82
	scratch_store_dword v21, v43, off                           ; dc704000 007d2b15
	v_add_nc_u32_e32 v22, 1, v22                                ; 4a2c2c81
BB70:
	s_mov_b64 exec, s[30:31]                                    ; befe041e
	v_lshrrev_b32_e32 v21, 2, v22                               ; 2c2a2c82
	v_mul_hi_u32 v21, v21, 0x1af286bd                           ; d56a0015 0001ff15 1af286bd
	v_lshrrev_b32_e32 v21, 1, v21                               ; 2c2a2a81
	v_mul_lo_u32 v21, 0x4c, v21                                 ; d5690015 00022aff 0000004c
	v_sub_nc_u32_e32 v21, v22, v21                              ; 4c2a2b16
	v_lshlrev_b32_e32 v21, 2, v21                               ; 342a2a82
	scratch_store_dword v21, v42, off                           ; dc704000 007d2a15
	v_add_nc_u32_e32 v21, 1, v22                                ; 4a2a2c81
	v_mov_b32_e32 v22, v21                                      ; 7e2c0315
BB75:
	s_mov_b64 exec, s[28:29]                                    ; befe041c
	v_lshrrev_b32_e32 v21, 2, v22                               ; 2c2a2c82
	v_mul_hi_u32 v21, v21, 0x1af286bd                           ; d56a0015 0001ff15 1af286bd
	v_lshrrev_b32_e32 v21, 1, v21                               ; 2c2a2a81
	v_mul_lo_u32 v21, 0x4c, v21                                 ; d5690015 00022aff 0000004c
	v_sub_nc_u32_e32 v21, v22, v21                              ; 4c2a2b16
	v_lshlrev_b32_e32 v21, 2, v21                               ; 342a2a82
	scratch_store_dword v21, v41, off                           ; dc704000 007d2915
	v_add_nc_u32_e32 v21, 1, v22                                ; 4a2a2c81
	v_add_nc_u32_e32 v22, 0xffffffb5, v22                       ; 4a2c2cff ffffffb5
	v_max_i32_e32 v16, v16, v22                                 ; 24202d10
	v_mov_b32_e32 v22, v21                                      ; 7e2c0315
BB80:
	s_mov_b64 exec, s[26:27]                                    ; befe041a
	v_mov_b32_e32 v21, v40                                      ; 7e2a0328
BB82:
	s_andn2_b64 exec, s[24:25], exec                            ; 8afe7e18
BB83:
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmp_eq_i32_e32 vcc, v21, v40                              ; 7d045115
	v_cndmask_b32_e32 v44, -1, v41, vcc                         ; 025852c1
	v_cmp_eq_i32_e32 vcc, v21, v41                              ; 7d045315
	v_cndmask_b32_e32 v44, v44, v42, vcc                        ; 0258552c
	v_cmp_eq_i32_e32 vcc, v21, v42                              ; 7d045515
	v_cndmask_b32_e32 v21, v44, v43, vcc                        ; 022a572c
BB85:
BB87:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
BB89:
	s_andn2_b64 exec, s[20:21], exec                            ; 8afe7e14
	s_cbranch_execz BB106                                       ; bf88002f
BB90:
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_rcp_f32_e32 v21, v41                                      ; 7e2a5529
	v_mul_f32_e32 v40, v40, v21                                 ; 10502b28
	s_mov_b64 s[22:23], exec                                    ; be96047e
	v_cmpx_lt_f32_e32 v40, v7                                   ; 7c220f28
	s_cbranch_execz BB99                                        ; bf880027
BB91:
	v_and_b32_e32 v37, 0x2000000, v15                           ; 364a1eff 02000000
	v_cmp_ne_i32_e32 vcc, 0, v37                                ; 7d0a4a80
	v_cmp_lt_f32_e64 s[24:25], 0, v41                           ; d4010018 00025280
	s_xor_b64 s[24:25], s[24:25], vcc                           ; 89986a18
	v_cndmask_b32_e64 v41, 16, 32, s[24:25]                     ; d5010029 00614090
	v_and_b32_e32 v41, 5, v41                                   ; 36525285
	v_and_b32_e32 v37, 0x1000000, v15                           ; 364a1eff 01000000
	v_cmp_ne_i32_e32 vcc, 0, v37                                ; 7d0a4a80
	v_cmp_eq_i32_e64 s[24:25], 0, v41                           ; d4820018 00025280
	s_or_b64 s[24:25], s[24:25], vcc                            ; 88986a18
	v_cmp_lt_f32_e32 vcc, v11, v40                              ; 7c02510b
	s_and_b64 s[24:25], vcc, s[24:25]                           ; 8798186a
	s_and_saveexec_b64 s[24:25], s[24:25]                       ; be982418
	s_cbranch_execz BB99                                        ; bf880014
BB92:
	v_and_b32_e32 v12, -8, v35                                  ; 361846c8
	v_and_b32_e32 v13, -1, v36                                  ; 361a48c1
	v_lshlrev_b64 v[12:13], 3, v[12:13]                         ; d6ff000c 00021883
	v_or_b32_e32 v36, 0, v12                                    ; 38481880
	v_or_b32_e32 v37, 0xffff0000, v13                           ; 384a1aff ffff0000
	global_load_dword v12, v[36:37], off offset:48              ; dc308030 0c7d0024
	v_mul_f32_e32 v13, v42, v21                                 ; 101a2b2a
	v_mul_f32_e32 v14, v43, v21                                 ; 101c2b2b
	s_or_b64 s[18:19], s[18:19], exec                           ; 88927e12
	v_mov_b32_e32 v7, v40                                       ; 7e0e0328
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
	v_mov_b32_e32 v23, 1                                        ; 7e2e0281
	s_andn2_b64 s[24:25], s[24:25], exec                        ; 8a987e18
	s_andn2_b64 s[22:23], s[22:23], exec                        ; 8a967e16
	s_andn2_b64 s[20:21], s[20:21], exec                        ; 8a947e14
	s_andn2_b64 s[14:15], s[14:15], exec                        ; 8a8e7e0e
	s_cbranch_scc0 BB107                                        ; bf840004
BB99:
BB104:
	s_mov_b64 exec, s[22:23]                                    ; befe0416
	v_mov_b32_e32 v21, -1                                       ; 7e2a02c1
BB106:
	s_mov_b64 exec, s[20:21]                                    ; befe0414
	s_branch BB6                                                ; bf82fecd
BB107:
	s_mov_b64 exec, s[12:13]                                    ; befe040c
	s_branch BB109                                              ; bf820002
BB108:
	s_mov_b64 s[16:17], -1                                      ; be9004c1
	s_mov_b64 s[18:19], 0                                       ; be920480
BB109:
	s_and_b64 s[8:9], s[16:17], s[18:19]                        ; 87881210
	s_and_saveexec_b64 s[8:9], s[8:9]                           ; be882408
BB112:
	s_andn2_b64 exec, s[8:9], exec                              ; 8afe7e08
BB113:
	s_andn2_b64 s[8:9], s[8:9], exec                            ; 8a887e08
	s_cbranch_scc0 BB118                                        ; bf840002
BB117:
	s_mov_b64 exec, s[8:9]                                      ; befe0408
	s_branch BB4                                                ; bf82feb7
BB118:
	s_mov_b64 exec, s[2:3]                                      ; befe0402
	v_lshlrev_b32_e32 v8, 2, v0                                 ; 34100082
	v_ashrrev_i32_e32 v9, 31, v8                                ; 3012109f
	v_mov_b32_e32 v6, v8                                        ; 7e0c0308
	v_lshlrev_b64 v[0:1], 2, v[8:9]                             ; d6ff0000 00021082
	v_mov_b32_e32 v2, s7                                        ; 7e040207
	v_add_co_u32 v4, vcc, s6, v0                                ; d70f6a04 00020006
	v_add_co_ci_u32_e32 v5, vcc, v2, v1, vcc                    ; 500a0302
	global_store_dword v[4:5], v23, off                         ; dc708000 007d1704
	v_add_nc_u32_e32 v0, 1, v6                                  ; 4a000c81
	v_cmp_ne_i32_e32 vcc, 0, v23                                ; 7d0a2e80
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cndmask_b32_e32 v1, -1, v12, vcc                          ; 020218c1
	v_ashrrev_i32_e32 v5, 31, v0                                ; 300a009f
	v_mov_b32_e32 v4, v0                                        ; 7e080300
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v8, s[0:1], s6, v4                             ; d70f0008 00020806
	v_add_co_ci_u32_e64 v9, s[0:1], v2, v5, s[0:1]              ; d5280009 00020b02
	global_store_dword v[8:9], v1, off                          ; dc708000 007d0108
	v_add_nc_u32_e32 v0, 2, v6                                  ; 4a000c82
	v_cndmask_b32_e32 v1, 0, v7, vcc                            ; 02020e80
	v_ashrrev_i32_e32 v5, 31, v0                                ; 300a009f
	v_mov_b32_e32 v4, v0                                        ; 7e080300
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v8, s[0:1], s6, v4                             ; d70f0008 00020806
	v_add_co_ci_u32_e64 v9, s[0:1], v2, v5, s[0:1]              ; d5280009 00020b02
	global_store_dword v[8:9], v1, off                          ; dc708000 007d0108
	v_cndmask_b32_e32 v0, 0, v13, vcc                           ; 02001a80
	v_cndmask_b32_e32 v1, 0, v14, vcc                           ; 02021c80
	v_add_nc_u32_e32 v4, 3, v6                                  ; 4a080c83
	v_cvt_pkrtz_f16_f32_e32 v3, v0, v1                          ; 5e060300
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[0:1], 2, v[4:5]                             ; d6ff0000 00020882
	v_add_co_u32 v4, vcc, s6, v0                                ; d70f6a04 00020006
	v_add_co_ci_u32_e32 v5, vcc, v2, v1, vcc                    ; 500a0302
	global_store_dword v[4:5], v3, off                          ; dc708000 007d0304
	s_endpgm                                                    ; bf810000
