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
	v_add_co_u32 v6, vcc_lo, s4, v4                             ; d70f6a06 00020804
	v_add_co_ci_u32_e32 v7, vcc_lo, v1, v5, vcc_lo              ; 500e0b01
	global_load_dwordx4 v[4:7], v[6:7], off                     ; dc388000 047d0006
	v_add_nc_u32_e32 v2, 1, v3                                  ; 4a040681
	v_ashrrev_i32_e32 v3, 31, v2                                ; 3006049f
	v_lshlrev_b64 v[2:3], 4, v[2:3]                             ; d6ff0002 00020484
	v_add_co_u32 v8, vcc_lo, s4, v2                             ; d70f6a08 00020404
	v_add_co_ci_u32_e32 v9, vcc_lo, v1, v3, vcc_lo              ; 50120701
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
	v_mov_b32_e32 v27, 0                                        ; 7e360280
	v_mov_b32_e32 v28, -1                                       ; 7e3802c1
	v_mov_b32_e32 v29, s8                                       ; 7e3a0208
	v_lshrrev_b64 v[30:31], 0, -1                               ; d700001e 00018280
	v_lshrrev_b64 v[32:33], 0, 5                                ; d7000020 00010a80
	v_lshrrev_b64 v[34:35], 0, s[2:3]                           ; d7000022 00000480
	v_mov_b32_e32 v36, 0                                        ; 7e480280
	v_lshrrev_b64 v[37:38], 0, v[1:2]                           ; d7000025 00020280
	v_mov_b32_e32 v39, v3                                       ; 7e4e0303
	v_lshrrev_b64 v[40:41], 0, v[8:9]                           ; d7000028 00021080
	v_mov_b32_e32 v42, v10                                      ; 7e54030a
	v_lshrrev_b64 v[43:44], 0, v[4:5]                           ; d700002b 00020880
	v_mov_b32_e32 v45, v6                                       ; 7e5a0306
	s_mov_b32 s2, exec_lo                                       ; be82037e
	s_mov_b32 s3, -1                                            ; be8303c1
BB4:
	s_cmp_lg_u64 s[0:1], s[4:5]                                 ; bf130400
	s_cselect_b32 s8, -1, 0                                     ; 850880c1
	s_and_b32 s3, s8, s3                                        ; 87030308
	s_and_saveexec_b32 s3, s3                                   ; be833c03
	s_cbranch_execz BB109                                       ; bf88014c
BB5:
	s_mov_b32 s8, 0                                             ; be880380
	s_brev_b32 s9, 1                                            ; be890b81
	s_mov_b32 s10, -1                                           ; be8a03c1
	s_mov_b32 s11, 0x810003ff                                   ; be8b03ff 810003ff
	s_mov_b32 s12, exec_lo                                      ; be8c037e
	s_mov_b32 s13, exec_lo                                      ; be8d037e
	s_mov_b32 s14, 0                                            ; be8e0380
BB6:
	s_mov_b32 exec_lo, s13                                      ; befe030d
	s_mov_b32 s15, exec_lo                                      ; be8f037e
	v_cmpx_eq_i32_e32 -1, v32                                   ; 7d2440c1
	s_cbranch_execz BB37                                        ; bf88004c
BB7:
	s_mov_b32 s16, exec_lo                                      ; be90037e
	v_cmpx_gt_i32_e32 1, v33                                    ; 7d284281
BB8:
	s_andn2_b32 s16, s16, exec_lo                               ; 8a107e10
	s_andn2_b32 s15, s15, exec_lo                               ; 8a0f7e0f
	s_andn2_b32 s13, s13, exec_lo                               ; 8a0d7e0d
	s_cbranch_scc0 BB107                                        ; bf840139
BB15:
	s_mov_b32 exec_lo, s16                                      ; befe0310
	v_cmp_eq_i32_e32 vcc_lo, v31, v29                           ; 7d043b1f
	v_cmp_ge_i32_e64 vcc_hi, v28, v33                           ; d486006b 0002431c
	s_or_b32 s16, vcc_hi, vcc_lo                                ; 88106a6b
	s_and_saveexec_b32 s16, s16                                 ; be903c10
BB16:
	v_mov_b32_e32 v28, -1                                       ; 7e3802c1
	v_mov_b32_e32 v29, -2                                       ; 7e3a02c2
	v_mov_b32_e32 v31, v30                                      ; 7e3e031e
	v_lshrrev_b64 v[34:35], 0, s[0:1]                           ; d7000022 00000080
	v_lshrrev_b64 v[37:38], 0, v[1:2]                           ; d7000025 00020280
	v_mov_b32_e32 v39, v3                                       ; 7e4e0303
	v_lshrrev_b64 v[40:41], 0, v[8:9]                           ; d7000028 00021080
	v_mov_b32_e32 v42, v10                                      ; 7e54030a
	v_lshrrev_b64 v[43:44], 0, v[4:5]                           ; d700002b 00020880
	v_mov_b32_e32 v45, v6                                       ; 7e5a0306
BB21:
	s_mov_b32 exec_lo, s16                                      ; befe0310
	s_mov_b32 s16, exec_lo                                      ; be90037e
	v_cmpx_ge_i32_e32 v27, v33                                  ; 7d2c431b
	s_cbranch_execz BB32                                        ; bf88001d
BB22:
	v_lshrrev_b64 v[46:47], 0, v[34:35]                         ; d700002e 00024480
	v_and_b32_e32 v48, -8, v46                                  ; 36605cc8
	v_and_b32_e32 v49, -1, v47                                  ; 36625ec1
	v_lshlrev_b64 v[46:47], 3, v[48:49]                         ; d6ff002e 00026083
	v_or_b32_e32 v46, 0, v46                                    ; 385c5c80
	v_or_b32_e32 v47, 0xffff0000, v47                           ; 385e5eff ffff0000
	v_lshrrev_b32_e32 v48, 3, v31                               ; 2c603e83
	v_lshl_add_u32 v48, v48, 2, 4                               ; d7460030 02110530
	v_sub_co_u32 v48, s18, v46, v48                             ; d7101230 0002612e
	v_sub_co_ci_u32_e64 v49, s18, v47, 0, s18                   ; d5291231 0049012f
	global_load_dword v46, v[48:49], off                        ; dc308000 2e7d0030
	s_mov_b32 s17, exec_lo                                      ; be91037e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_eq_i32_e32 -1, v46                                   ; 7d245cc1
BB23:
	s_andn2_b32 s17, s17, exec_lo                               ; 8a117e11
	s_andn2_b32 s16, s16, exec_lo                               ; 8a107e10
	s_andn2_b32 s15, s15, exec_lo                               ; 8a0f7e0f
	s_andn2_b32 s13, s13, exec_lo                               ; 8a0d7e0d
	s_cbranch_scc0 BB107                                        ; bf840107
BB30:
	s_mov_b32 exec_lo, s17                                      ; befe0311
	v_mov_b32_e32 v32, v31                                      ; 7e40031f
	v_mov_b32_e32 v31, v46                                      ; 7e3e032e
BB32:
	s_andn2_b32 exec_lo, s16, exec_lo                           ; 8a7e7e10
	s_cbranch_execz BB35                                        ; bf88000e
BB33:
	v_add_nc_u32_e32 v33, -1, v33                               ; 4a4242c1
	v_lshrrev_b32_e32 v31, 2, v33                               ; 2c3e4282
	v_mul_hi_u32 v31, v31, 0x1af286bd                           ; d56a001f 0001ff1f 1af286bd
	v_lshrrev_b32_e32 v31, 1, v31                               ; 2c3e3e81
	v_mul_lo_u32 v31, 0x4c, v31                                 ; d569001f 00023eff 0000004c
	v_sub_nc_u32_e32 v31, v33, v31                              ; 4c3e3f21
	v_lshlrev_b32_e32 v31, 2, v31                               ; 343e3e82
	scratch_load_dword v31, v31, off                            ; dc304000 1f7d001f
	v_mov_b32_e32 v32, -1                                       ; 7e4002c1
BB35:
	s_mov_b32 exec_lo, s16                                      ; befe0310
BB37:
	s_andn2_b32 exec_lo, s15, exec_lo                           ; 8a7e7e0f
BB38:
	v_mov_b32_e32 v31, v32                                      ; 7e3e0320
	v_mov_b32_e32 v32, -1                                       ; 7e4002c1
BB40:
	s_mov_b32 exec_lo, s15                                      ; befe030f
	v_lshrrev_b64 v[46:47], 0, v[34:35]                         ; d700002e 00024480
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_add_co_u32 v46, s15, v46, v31                             ; d70f0f2e 00023f2e
	v_add_co_ci_u32_e64 v47, s15, v47, 0, s15                   ; d5280f2f 003d012f
	image_bvh64_intersect_ray v[48:51], [v46, v47, v11, v43, v44, v45, v40, v41, v42, v37, v38, v39], s[8:11] ; f19c9f07 0002302e 2c2b0b2f 2a29282d 00272625
	v_and_b32_e32 v52, 4, v31                                   ; 36683e84
	v_cmp_ne_i32_e32 vcc_lo, 0, v52                             ; 7d0a6880
	s_and_saveexec_b32 s15, vcc_lo                              ; be8f3c6a
	s_cbranch_execz BB89                                        ; bf8800a7
BB41:
	v_and_b32_e32 v52, 2, v31                                   ; 36683e82
	s_mov_b32 s16, exec_lo                                      ; be90037e
	v_cmpx_ne_i32_e32 0, v52                                    ; 7d2a6880
	s_cbranch_execz BB60                                        ; bf88005b
BB42:
	v_and_b32_e32 v32, 1, v31                                   ; 36403e81
	s_mov_b32 s17, exec_lo                                      ; be91037e
	v_cmpx_ne_i32_e32 0, v32                                    ; 7d2a4080
	s_cbranch_execz BB50                                        ; bf880013
BB43:
	v_and_b32_e32 v24, -8, v46                                  ; 36305cc8
	v_and_b32_e32 v25, -1, v47                                  ; 36325ec1
	v_lshlrev_b64 v[24:25], 3, v[24:25]                         ; d6ff0018 00023083
	v_or_b32_e32 v46, 0, v24                                    ; 385c3080
	v_or_b32_e32 v47, 0xffff0000, v25                           ; 385e32ff ffff0000
	global_load_dwordx2 v[24:25], v[46:47], off offset:24       ; dc348018 187d002e
	s_or_b32 s14, s14, exec_lo                                  ; 880e7e0e
	v_mov_b32_e32 v21, 2                                        ; 7e2a0282
	v_mov_b32_e32 v32, -1                                       ; 7e4002c1
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_swap_b32 v24, v25                                         ; 7e30cb19
	s_andn2_b32 s17, s17, exec_lo                               ; 8a117e11
	s_andn2_b32 s16, s16, exec_lo                               ; 8a107e10
	s_andn2_b32 s15, s15, exec_lo                               ; 8a0f7e0f
	s_andn2_b32 s13, s13, exec_lo                               ; 8a0d7e0d
	s_cbranch_scc0 BB107                                        ; bf8400c4
BB50:
	s_mov_b32 exec_lo, s17                                      ; befe0311
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_and_b32_e32 v48, -8, v46                                  ; 36605cc8
	v_and_b32_e32 v49, -1, v47                                  ; 36625ec1
	v_lshlrev_b64 v[46:47], 3, v[48:49]                         ; d6ff002e 00026083
	v_or_b32_e32 v48, 0, v46                                    ; 38605c80
	v_or_b32_e32 v49, 0xffff0000, v47                           ; 38625eff ffff0000
	global_load_dwordx4 v[52:55], v[48:49], off                 ; dc388000 347d0030
	s_mov_b32 s17, exec_lo                                      ; be91037e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_eq_i32_sdwa 0, v54 src0_sel:DWORD src1_sel:BYTE_3    ; 7d246cf9 03860080
BB51:
	v_mov_b32_e32 v32, -1                                       ; 7e4002c1
	s_andn2_b32 s17, s17, exec_lo                               ; 8a117e11
	s_andn2_b32 s16, s16, exec_lo                               ; 8a107e10
	s_andn2_b32 s15, s15, exec_lo                               ; 8a0f7e0f
	s_cbranch_scc0 BB6                                          ; bf84ff6d
BB58:
	s_mov_b32 exec_lo, s17                                      ; befe0311
	s_clause 0x2                                                ; bfa10002
	global_load_dwordx4 v[40:43], v[48:49], off offset:16       ; dc388010 287d0030
	global_load_dwordx4 v[44:47], v[48:49], off offset:32       ; dc388020 2c7d0030
	global_load_dwordx4 v[56:59], v[48:49], off offset:48       ; dc388030 387d0030
	v_lshrrev_b64 v[22:23], 3, v[52:53]                         ; d7000016 00026883
	v_and_b32_e32 v28, -8, v22                                  ; 36382cc8
	v_and_b32_e32 v29, 0x1fff, v23                              ; 363a2eff 00001fff
	s_waitcnt vmcnt(2)                                          ; bf8c3f72
	v_fmac_f32_e32 v43, v4, v40                                 ; 56565104
	v_fmac_f32_e32 v43, v5, v41                                 ; 56565305
	v_fmac_f32_e32 v43, v6, v42                                 ; 56565506
	v_mul_f32_e32 v40, v8, v40                                  ; 10505108
	v_fmac_f32_e32 v40, v9, v41                                 ; 56505309
	v_fmac_f32_e32 v40, v10, v42                                ; 5650550a
	v_rcp_f32_e32 v37, v40                                      ; 7e4a5528
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_fmac_f32_e32 v47, v4, v44                                 ; 565e5904
	v_fmac_f32_e32 v47, v5, v45                                 ; 565e5b05
	v_fmac_f32_e32 v47, v6, v46                                 ; 565e5d06
	v_mul_f32_e32 v41, v8, v44                                  ; 10525908
	v_fmac_f32_e32 v41, v9, v45                                 ; 56525b09
	v_fmac_f32_e32 v41, v10, v46                                ; 56525d0a
	v_rcp_f32_e32 v38, v41                                      ; 7e4c5529
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_fma_f32 v45, v4, v56, v59                                 ; d54b002d 04ee7104
	v_fmac_f32_e32 v45, v5, v57                                 ; 565a7305
	v_fmac_f32_e32 v45, v6, v58                                 ; 565a7506
	v_mul_f32_e32 v42, v8, v56                                  ; 10547108
	v_fmac_f32_e32 v42, v9, v57                                 ; 56547309
	v_fmac_f32_e32 v42, v10, v58                                ; 5654750a
	v_rcp_f32_e32 v39, v42                                      ; 7e4e552a
	v_lshrrev_b64 v[22:23], 0, v[48:49]                         ; d7000016 00026080
	v_mov_b32_e32 v26, v55                                      ; 7e340337
	v_mov_b32_e32 v30, v31                                      ; 7e3c031f
	v_mov_b32_e32 v32, 5                                        ; 7e400285
	v_lshrrev_b64 v[34:35], 0, v[28:29]                         ; d7000022 00023880
	v_mov_b32_e32 v28, v33                                      ; 7e380321
	v_mov_b32_e32 v29, 5                                        ; 7e3a0285
	v_mov_b32_e32 v44, v47                                      ; 7e58032f
BB60:
	s_andn2_b32 exec_lo, s16, exec_lo                           ; 8a7e7e10
	s_cbranch_execz BB85                                        ; bf880045
BB61:
	s_mov_b32 s17, exec_lo                                      ; be91037e
	v_cmpx_eq_i32_e32 -1, v32                                   ; 7d2440c1
	s_cbranch_execz BB82                                        ; bf88003a
BB62:
	s_mov_b32 s18, exec_lo                                      ; be92037e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmpx_ne_i32_e32 -1, v49                                   ; 7d2a62c1
	s_cbranch_execz BB80                                        ; bf880034
BB63:
	s_mov_b32 s19, exec_lo                                      ; be93037e
	v_cmpx_ne_i32_e32 -1, v50                                   ; 7d2a64c1
	s_cbranch_execz BB75                                        ; bf88001f
BB64:
	s_mov_b32 s20, exec_lo                                      ; be94037e
	v_cmpx_ne_i32_e32 -1, v51                                   ; 7d2a66c1
	s_cbranch_execz BB70                                        ; bf88000d
BB65:
	v_lshrrev_b32_e32 v32, 2, v33                               ; 2c404282
	v_mul_hi_u32 v32, v32, 0x1af286bd                           ; d56a0020 0001ff20 1af286bd
	v_lshrrev_b32_e32 v32, 1, v32                               ; 2c404081
	v_mul_lo_u32 v32, 0x4c, v32                                 ; d5690020 000240ff 0000004c
	v_sub_nc_u32_e32 v32, v33, v32                              ; 4c404121
	v_lshlrev_b32_e32 v32, 2, v32                               ; 34404082
	scratch_store_dword v32, v51, off                           ; dc704000 007d3320
	v_add_nc_u32_e32 v33, 1, v33                                ; 4a424281
BB70:
	s_mov_b32 exec_lo, s20                                      ; befe0314
	v_lshrrev_b32_e32 v32, 2, v33                               ; 2c404282
	v_mul_hi_u32 v32, v32, 0x1af286bd                           ; d56a0020 0001ff20 1af286bd
	v_lshrrev_b32_e32 v32, 1, v32                               ; 2c404081
	v_mul_lo_u32 v32, 0x4c, v32                                 ; d5690020 000240ff 0000004c
	v_sub_nc_u32_e32 v32, v33, v32                              ; 4c404121
	v_lshlrev_b32_e32 v32, 2, v32                               ; 34404082
	scratch_store_dword v32, v50, off                           ; dc704000 007d3220
	v_add_nc_u32_e32 v32, 1, v33                                ; 4a404281
	v_mov_b32_e32 v33, v32                                      ; 7e420320
BB75:
	s_mov_b32 exec_lo, s19                                      ; befe0313
	v_lshrrev_b32_e32 v32, 2, v33                               ; 2c404282
	v_mul_hi_u32 v32, v32, 0x1af286bd                           ; d56a0020 0001ff20 1af286bd
	v_lshrrev_b32_e32 v32, 1, v32                               ; 2c404081
	v_mul_lo_u32 v32, 0x4c, v32                                 ; d5690020 000240ff 0000004c
	v_sub_nc_u32_e32 v32, v33, v32                              ; 4c404121
	v_lshlrev_b32_e32 v32, 2, v32                               ; 34404082
	scratch_store_dword v32, v49, off                           ; dc704000 007d3120
	v_add_nc_u32_e32 v32, 1, v33                                ; 4a404281
	v_add_nc_u32_e32 v33, 0xffffffb5, v33                       ; 4a4242ff ffffffb5
	v_max_i32_e32 v27, v27, v33                                 ; 2436431b
	v_mov_b32_e32 v33, v32                                      ; 7e420320
BB80:
	s_mov_b32 exec_lo, s18                                      ; befe0312
	v_mov_b32_e32 v32, v48                                      ; 7e400330
BB82:
	s_andn2_b32 exec_lo, s17, exec_lo                           ; 8a7e7e11
BB83:
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cmp_eq_i32_e32 vcc_lo, v32, v48                           ; 7d046120
	v_cndmask_b32_e32 v48, -1, v49, vcc_lo                      ; 026062c1
	v_cmp_eq_i32_e32 vcc_lo, v32, v49                           ; 7d046320
	v_cndmask_b32_e32 v46, v48, v50, vcc_lo                     ; 025c6530
	v_cmp_eq_i32_e32 vcc_lo, v32, v50                           ; 7d046520
	v_cndmask_b32_e32 v32, v46, v51, vcc_lo                     ; 0240672e
BB85:
BB87:
	s_mov_b32 exec_lo, s16                                      ; befe0310
BB89:
	s_andn2_b32 exec_lo, s15, exec_lo                           ; 8a7e7e0f
	s_cbranch_execz BB106                                       ; bf880034
BB90:
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_rcp_f32_e32 v32, v49                                      ; 7e405531
	v_mul_f32_e32 v48, v48, v32                                 ; 10604130
	s_mov_b32 s16, exec_lo                                      ; be90037e
	v_cmpx_lt_f32_e32 v48, v11                                  ; 7c221730
	s_cbranch_execz BB99                                        ; bf88002c
BB91:
	v_and_b32_e32 v52, 0x2000000, v26                           ; 366834ff 02000000
	v_cmp_ne_i32_e32 vcc_lo, 0, v52                             ; 7d0a6880
	v_cmp_lt_f32_e64 vcc_hi, 0, v49                             ; d401006b 00026280
	s_xor_b32 s17, vcc_hi, vcc_lo                               ; 89116a6b
	v_cndmask_b32_e64 v49, 16, 32, s17                          ; d5010031 00454090
	v_and_b32_e32 v49, 2, v49                                   ; 36626282
	v_and_b32_e32 v52, 0x1000000, v26                           ; 366834ff 01000000
	v_cmp_ne_i32_e32 vcc_lo, 0, v52                             ; 7d0a6880
	v_cmp_eq_i32_e64 vcc_hi, 0, v49                             ; d482006b 00026280
	s_or_b32 s17, vcc_hi, vcc_lo                                ; 88116a6b
	v_cmp_lt_f32_e32 vcc_lo, v7, v48                            ; 7c026107
	s_and_b32 s17, vcc_lo, s17                                  ; 8711116a
	s_and_saveexec_b32 s17, s17                                 ; be913c11
	s_cbranch_execz BB99                                        ; bf880019
BB92:
	v_and_b32_e32 v18, -8, v46                                  ; 36245cc8
	v_and_b32_e32 v19, -1, v47                                  ; 36265ec1
	v_lshlrev_b64 v[18:19], 3, v[18:19]                         ; d6ff0012 00022483
	v_or_b32_e32 v20, 0, v18                                    ; 38282480
	v_or_b32_e32 v21, 0xffff0000, v19                           ; 382a26ff ffff0000
	global_load_dwordx2 v[18:19], v[20:21], off offset:48       ; dc348030 127d0014
	v_mul_f32_e32 v20, v50, v32                                 ; 10284132
	v_mul_f32_e32 v21, v51, v32                                 ; 102a4133
	s_or_b32 s14, s14, exec_lo                                  ; 880e7e0e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_mov_b32_e32 v24, v19                                      ; 7e300313
	v_mov_b32_e32 v25, v18                                      ; 7e320312
	v_mov_b32_e32 v18, v48                                      ; 7e240330
	v_mov_b32_e32 v32, -1                                       ; 7e4002c1
	v_mov_b32_e32 v19, v20                                      ; 7e260314
	v_mov_b32_e32 v20, v21                                      ; 7e280315
	v_mov_b32_e32 v21, 1                                        ; 7e2a0281
	s_andn2_b32 s17, s17, exec_lo                               ; 8a117e11
	s_andn2_b32 s16, s16, exec_lo                               ; 8a107e10
	s_andn2_b32 s15, s15, exec_lo                               ; 8a0f7e0f
	s_andn2_b32 s13, s13, exec_lo                               ; 8a0d7e0d
	s_cbranch_scc0 BB107                                        ; bf840004
BB99:
BB104:
	s_mov_b32 exec_lo, s16                                      ; befe0310
	v_mov_b32_e32 v32, -1                                       ; 7e4002c1
BB106:
	s_mov_b32 exec_lo, s15                                      ; befe030f
	s_branch BB6                                                ; bf82febd
BB107:
	s_mov_b32 exec_lo, s12                                      ; befe030c
BB109:
	s_andn2_b32 exec_lo, s3, exec_lo                            ; 8a7e7e03
BB110:
	s_andn2_b32 s14, s14, exec_lo                               ; 8a0e7e0e
BB112:
	s_mov_b32 exec_lo, s3                                       ; befe0303
	s_and_saveexec_b32 s3, s14                                  ; be833c0e
BB115:
	s_andn2_b32 exec_lo, s3, exec_lo                            ; 8a7e7e03
BB116:
	s_andn2_b32 s3, s3, exec_lo                                 ; 8a037e03
	s_cbranch_scc0 BB121                                        ; bf840011
BB120:
	s_mov_b32 exec_lo, s3                                       ; befe0303
	v_add_nc_u32_e32 v46, -1, v21                               ; 4a5c2ac1
	v_cmp_eq_i32_e32 vcc_lo, 0, v46                             ; 7d045c80
	v_cndmask_b32_e32 v12, v12, v25, vcc_lo                     ; 0218330c
	v_lshrrev_b64 v[46:47], 0, v[22:23]                         ; d700002e 00022c80
	v_cndmask_b32_e32 v48, v14, v46, vcc_lo                     ; 02605d0e
	v_cndmask_b32_e32 v49, v15, v47, vcc_lo                     ; 02625f0f
	v_cndmask_b32_e32 v13, v13, v24, vcc_lo                     ; 021a310d
	v_cndmask_b32_e32 v16, v16, v19, vcc_lo                     ; 02202710
	v_cndmask_b32_e32 v17, v17, v20, vcc_lo                     ; 02222911
	v_cndmask_b32_e32 v36, v36, v21, vcc_lo                     ; 02482b24
	v_cndmask_b32_e32 v11, v11, v18, vcc_lo                     ; 0216250b
	s_not_b32 s3, vcc_lo                                        ; be83076a
	v_lshrrev_b64 v[14:15], 0, v[48:49]                         ; d700000e 00026080
	s_branch BB4                                                ; bf82fe97
BB121:
	s_mov_b32 exec_lo, s2                                       ; befe0302
	v_lshlrev_b32_e32 v10, 3, v0                                ; 34140083
	v_ashrrev_i32_e32 v1, 31, v10                               ; 3002149f
	v_mov_b32_e32 v0, v10                                       ; 7e00030a
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	v_mov_b32_e32 v2, s7                                        ; 7e040207
	v_add_co_u32 v4, vcc_lo, s6, v0                             ; d70f6a04 00020006
	v_add_co_ci_u32_e32 v5, vcc_lo, v2, v1, vcc_lo              ; 500a0302
	global_store_dword v[4:5], v36, off                         ; dc708000 007d2404
	v_add_nc_u32_e32 v0, 1, v10                                 ; 4a001481
	v_cmp_ne_i32_e32 vcc_lo, 0, v36                             ; 7d0a4880
	v_cndmask_b32_e32 v1, -1, v12, vcc_lo                       ; 020218c1
	v_ashrrev_i32_e32 v5, 31, v0                                ; 300a009f
	v_mov_b32_e32 v4, v0                                        ; 7e080300
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_hi, s6, v4                             ; d70f6b06 00020806
	v_add_co_ci_u32_e64 v7, vcc_hi, v2, v5, vcc_hi              ; d5286b07 01ae0b02
	global_store_dword v[6:7], v1, off                          ; dc708000 007d0106
	v_add_nc_u32_e32 v0, 2, v10                                 ; 4a001482
	v_mov_b32_e32 v1, 0                                         ; 7e020280
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo                       ; 02161680
	v_ashrrev_i32_e32 v5, 31, v0                                ; 300a009f
	v_mov_b32_e32 v4, v0                                        ; 7e080300
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_hi, s6, v4                             ; d70f6b06 00020806
	v_add_co_ci_u32_e64 v7, vcc_hi, v2, v5, vcc_hi              ; d5286b07 01ae0b02
	global_store_dword v[6:7], v11, off                         ; dc708000 007d0b06
	v_cmp_eq_i32_e64 vcc_hi, 1, v36                             ; d482006b 00024881
	v_cndmask_b32_e64 v0, 0, v16, vcc_hi                        ; d5010000 01ae2080
	v_cndmask_b32_e64 v11, 0, v17, vcc_hi                       ; d501000b 01ae2280
	v_add_nc_u32_e32 v4, 3, v10                                 ; 4a081483
	v_cvt_pkrtz_f16_f32_e32 v0, v0, v11                         ; 5e001700
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_hi, s6, v4                             ; d70f6b06 00020806
	v_add_co_ci_u32_e64 v7, vcc_hi, v2, v5, vcc_hi              ; d5286b07 01ae0b02
	global_store_dword v[6:7], v0, off                          ; dc708000 007d0006
	v_add_nc_u32_e32 v4, 4, v10                                 ; 4a081484
	s_and_saveexec_b32 vcc_hi, vcc_lo                           ; beeb3c6a
	s_cbranch_execz BB124                                       ; bf880002
BB122:
	global_load_dword v0, v[14:15], off offset:64               ; dc308040 007d000e
BB124:
	s_andn2_b32 exec_lo, vcc_hi, exec_lo                        ; 8a7e7e6b
BB125:
	v_mov_b32_e32 v0, -1                                        ; 7e0002c1
BB127:
	s_mov_b32 exec_lo, vcc_hi                                   ; befe036b
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_hi, s6, v4                             ; d70f6b06 00020806
	v_add_co_ci_u32_e64 v7, vcc_hi, v2, v5, vcc_hi              ; d5286b07 01ae0b02
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	global_store_dword v[6:7], v0, off                          ; dc708000 007d0006
	v_add_nc_u32_e32 v4, 5, v10                                 ; 4a081485
	s_and_saveexec_b32 vcc_hi, vcc_lo                           ; beeb3c6a
	s_cbranch_execz BB130                                       ; bf880005
BB128:
	global_load_dword v0, v[14:15], off offset:8                ; dc308008 007d000e
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_and_b32_e32 v0, 0xffffff, v0                              ; 360000ff 00ffffff
BB130:
	s_andn2_b32 exec_lo, vcc_hi, exec_lo                        ; 8a7e7e6b
BB131:
	v_mov_b32_e32 v0, -1                                        ; 7e0002c1
BB133:
	s_mov_b32 exec_lo, vcc_hi                                   ; befe036b
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_hi, s6, v4                             ; d70f6b06 00020806
	v_add_co_ci_u32_e64 v7, vcc_hi, v2, v5, vcc_hi              ; d5286b07 01ae0b02
	global_store_dword v[6:7], v0, off                          ; dc708000 007d0006
	v_add_nc_u32_e32 v4, 6, v10                                 ; 4a081486
	v_and_b32_e32 v0, 0xffffff, v13                             ; 36001aff 00ffffff
	v_cndmask_b32_e32 v0, -1, v0, vcc_lo                        ; 020000c1
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_lo, s6, v4                             ; d70f6a06 00020806
	v_add_co_ci_u32_e32 v7, vcc_lo, v2, v5, vcc_lo              ; 500e0b02
	global_store_dword v[6:7], v0, off                          ; dc708000 007d0006
	v_add_nc_u32_e32 v4, 7, v10                                 ; 4a081487
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v6, vcc_lo, s6, v4                             ; d70f6a06 00020806
	v_add_co_ci_u32_e32 v7, vcc_lo, v2, v5, vcc_lo              ; 500e0b02
	global_store_dword v[6:7], v1, off                          ; dc708000 007d0106
	s_endpgm                                                    ; bf810000
