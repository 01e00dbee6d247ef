BB0:
	v_lshl_add_u32 v0, s6, 6, v0                                ; d7460000 04010c06
	s_mov_b64 s[0:1], s[2:3]                                    ; be800402
	s_mov_b64 s[2:3], s[4:5]                                    ; be820404
	v_ashrrev_i32_e32 v1, 31, v0                                ; 3002009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[0:1], 2, v[0:1]                             ; d6ff0000 00020082
	s_mov_b64 s[4:5], s[0:1]                                    ; be840400
	v_mov_b32_e32 v3, s5                                        ; 7e060205
	v_add_co_u32 v4, vcc_lo, s4, v0                             ; d70f6a04 00020004
	v_add_co_ci_u32_e32 v5, vcc_lo, v3, v1, vcc_lo              ; 500a0303
	global_load_dword v0, v[4:5], off                           ; dc308000 007d0004
	v_and_b32_e32 v1, 15, v2                                    ; 3602048f
	v_cmp_eq_i32_e32 vcc_lo, 5, v1                              ; 7d040285
	v_cvt_f32_u32_e32 v1, v2                                    ; 7e020d02
	s_mov_b32 vcc_hi, 0x3e800000                                ; beeb03ff 3e800000
	v_fmaak_f32 v1, vcc_hi, v1, 0xc0e00000                      ; 5a02026b c0e00000
	v_lshlrev_b32_e32 v2, 3, v2                                 ; 34040483
	v_ashrrev_i32_e32 v3, 31, v2                                ; 3006049f
	v_mov_b32_e32 v4, v2                                        ; 7e080302
	v_lshlrev_b64 v[2:3], 2, v[2:3]                             ; d6ff0002 00020482
	v_mov_b32_e32 v5, s3                                        ; 7e0a0203
	v_add_co_u32 v6, vcc_hi, s2, v2                             ; d70f6b06 00020402
	v_add_co_ci_u32_e64 v7, vcc_hi, v5, v3, vcc_hi              ; d5286b07 01ae0705
	v_add_nc_u32_e32 v2, 1, v4                                  ; 4a040881
	s_mov_b32 vcc_hi, 0xc1a00000                                ; beeb03ff c1a00000
	v_med3_f32 v3, 0x41a00000, vcc_hi, v1                       ; d5570003 0404d6ff 41a00000
	v_exp_f32_e32 v3, v3                                        ; 7e064b03
	v_ashrrev_i32_e32 v9, 31, v2                                ; 3012049f
	v_mov_b32_e32 v8, v2                                        ; 7e100302
	v_lshlrev_b64 v[8:9], 2, v[8:9]                             ; d6ff0008 00021082
	v_add_co_u32 v10, vcc_hi, s2, v8                            ; d70f6b0a 00021002
	v_add_co_ci_u32_e64 v11, vcc_hi, v5, v9, vcc_hi             ; d5286b0b 01ae1305
	v_add_nc_u32_e32 v8, 2, v4                                  ; 4a100882
	v_ashrrev_i32_e32 v9, 31, v8                                ; 3012109f
	v_lshlrev_b64 v[8:9], 2, v[8:9]                             ; d6ff0008 00021082
	v_add_co_u32 v12, vcc_hi, s2, v8                            ; d70f6b0c 00021002
	v_add_co_ci_u32_e64 v13, vcc_hi, v5, v9, vcc_hi             ; d5286b0d 01ae1305
	v_add_nc_u32_e32 v8, 3, v4                                  ; 4a100883
	v_mul_f32_e32 v2, 0x40533333, v1                            ; 100402ff 40533333
	v_floor_f32_e32 v2, v2                                      ; 7e044902
	v_fract_f32_e32 v9, v1                                      ; 7e124101
	v_add_f32_e32 v2, v2, v9                                    ; 06041302
	v_ashrrev_i32_e32 v9, 31, v8                                ; 3012109f
	v_lshlrev_b64 v[8:9], 2, v[8:9]                             ; d6ff0008 00021082
	v_add_co_u32 v14, vcc_hi, s2, v8                            ; d70f6b0e 00021002
	v_add_co_ci_u32_e64 v15, vcc_hi, v5, v9, vcc_hi             ; d5286b0f 01ae1305
	v_add_nc_u32_e32 v8, 4, v4                                  ; 4a100884
	v_mul_f32_e64 v9, 0x447a0000, |v1|                          ; d5080209 000202ff 447a0000
	v_cvt_u32_f32_e32 v9, v9                                    ; 7e120f09
	v_cvt_f32_u32_e32 v9, v9                                    ; 7e120d09
	v_mul_f32_e32 v9, 0x3e124925, v9                            ; 101212ff 3e124925
	v_ashrrev_i32_e32 v17, 31, v8                               ; 3022109f
	v_mov_b32_e32 v16, v8                                       ; 7e200308
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v18, vcc_hi, s2, v16                           ; d70f6b12 00022002
	v_add_co_ci_u32_e64 v19, vcc_hi, v5, v17, vcc_hi            ; d5286b13 01ae2305
	v_add_nc_u32_e32 v16, 5, v4                                 ; 4a200885
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v20, vcc_hi, s2, v16                           ; d70f6b14 00022002
	v_add_co_ci_u32_e64 v21, vcc_hi, v5, v17, vcc_hi            ; d5286b15 01ae2305
	v_add_nc_u32_e32 v16, 6, v4                                 ; 4a200886
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v22, vcc_hi, s2, v16                           ; d70f6b16 00022002
	v_add_co_ci_u32_e64 v23, vcc_hi, v5, v17, vcc_hi            ; d5286b17 01ae2305
	v_add_nc_u32_e32 v16, 7, v4                                 ; 4a200887
	v_med3_f32 v4, 2.0, -2.0, v1                                ; d5570004 0405eaf4
	v_ashrrev_i32_e32 v17, 31, v16                              ; 3022209f
	v_lshlrev_b64 v[16:17], 2, v[16:17]                         ; d6ff0010 00022082
	v_add_co_u32 v24, vcc_hi, s2, v16                           ; d70f6b18 00022002
	v_add_co_ci_u32_e64 v25, vcc_hi, v5, v17, vcc_hi            ; d5286b19 01ae2305
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_cndmask_b32_e64 v0, v0, 0x7fc00000, vcc_lo                ; d5010000 01a9ff00 7fc00000
	v_sqrt_f32_e64 v5, |v0|                                     ; d5b30105 00000100
	global_store_dword v[6:7], v5, off                          ; dc708000 007d0506
	v_add_f32_e64 v16, 1.0, |v0|                                ; d5030210 000200f2
	v_log_f32_e32 v16, v16                                      ; 7e204f10
	v_add_f32_e32 v3, v3, v16                                   ; 06062103
	global_store_dword v[10:11], v3, off                        ; dc708000 007d030a
	v_fma_f32 v3, v0, v1, 0.5                                   ; d54b0003 03c20300
	global_store_dword v[12:13], v3, off                        ; dc708000 007d030c
	global_store_dword v[14:15], v2, off                        ; dc708000 007d020e
	global_store_dword v[18:19], v9, off                        ; dc708000 007d0912
	v_min_f32_e32 v2, v0, v1                                    ; 1e040300
	v_max_f32_e32 v2, 0xc0400000, v2                            ; 200404ff c0400000
	v_cmp_neq_f32_e32 vcc_lo, v0, v0                            ; 7c1a0100
	v_cndmask_b32_e64 v2, v2, -1.0, vcc_lo                      ; d5010002 01a9e702
	global_store_dword v[20:21], v2, off                        ; dc708000 007d0214
	v_cmp_ge_f32_e32 vcc_lo, v0, v1                             ; 7c0c0300
	v_cndmask_b32_e64 v2, 0x40400000, 2.0, vcc_lo               ; d5010002 01a9e8ff 40400000
	v_cmp_lt_f32_e32 vcc_lo, v0, v1                             ; 7c020300
	v_cndmask_b32_e64 v0, v2, 1.0, vcc_lo                       ; d5010000 01a9e502
	global_store_dword v[22:23], v0, off                        ; dc708000 007d0016
	v_add_f32_e32 v0, 0, v1                                     ; 06000280
	v_med3_i32 v0, -1, v0, 1                                    ; d5580000 020600c1
	v_cvt_f32_i32_e32 v0, v0                                    ; 7e000b00
	v_mul_f32_e32 v0, v4, v0                                    ; 10000104
	global_store_dword v[24:25], v0, off                        ; dc708000 007d0018
	s_endpgm                                                    ; bf810000
