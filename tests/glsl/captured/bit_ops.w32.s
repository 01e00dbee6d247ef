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
	v_mul_u32_u24_e32 v1, 6, v2                                 ; 16020486
	v_ashrrev_i32_e32 v5, 31, v1                                ; 300a029f
	v_mov_b32_e32 v4, v1                                        ; 7e080301
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_mov_b32_e32 v3, s3                                        ; 7e060203
	v_add_co_u32 v6, vcc_lo, s2, v4                             ; d70f6a06 00020802
	v_add_co_ci_u32_e32 v7, vcc_lo, v3, v5, vcc_lo              ; 500e0b03
	v_add_nc_u32_e32 v4, 1, v1                                  ; 4a080281
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v8, vcc_lo, s2, v4                             ; d70f6a08 00020802
	v_add_co_ci_u32_e32 v9, vcc_lo, v3, v5, vcc_lo              ; 50120b03
	v_add_nc_u32_e32 v4, 2, v1                                  ; 4a080282
	v_ashrrev_i32_e32 v5, 31, v4                                ; 300a089f
	v_lshlrev_b64 v[4:5], 2, v[4:5]                             ; d6ff0004 00020882
	v_add_co_u32 v10, vcc_lo, s2, v4                            ; d70f6a0a 00020802
	v_add_co_ci_u32_e32 v11, vcc_lo, v3, v5, vcc_lo             ; 50160b03
	v_add_nc_u32_e32 v4, 3, v1                                  ; 4a080283
	v_mul_hi_u32 v5, v2, 0xcccccccd                             ; d56a0005 0001ff02 cccccccd
	v_lshrrev_b32_e32 v5, 4, v5                                 ; 2c0a0a84
	v_mul_lo_u32 v5, 20, v5                                     ; d5690005 00020a94
	v_sub_nc_u32_e32 v5, v2, v5                                 ; 4c0a0b02
	v_ashrrev_i32_e32 v13, 31, v4                               ; 301a089f
	v_mov_b32_e32 v12, v4                                       ; 7e180304
	v_lshlrev_b64 v[12:13], 2, v[12:13]                         ; d6ff000c 00021882
	v_add_co_u32 v14, vcc_lo, s2, v12                           ; d70f6a0e 00021802
	v_add_co_ci_u32_e32 v15, vcc_lo, v3, v13, vcc_lo            ; 501e1b03
	v_add_nc_u32_e32 v12, 4, v1                                 ; 4a180284
	v_lshlrev_b32_e32 v4, 5, v2                                 ; 34080485
	v_ashrrev_i32_e32 v13, 31, v12                              ; 301a189f
	v_lshlrev_b64 v[12:13], 2, v[12:13]                         ; d6ff000c 00021882
	v_add_co_u32 v16, vcc_lo, s2, v12                           ; d70f6a10 00021802
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v13, vcc_lo            ; 50221b03
	v_add_nc_u32_e64 v12, v2, 1 clamp                           ; d525800c 00010302
	v_mul_hi_u32 v12, v12, 0x42108421                           ; d56a000c 0001ff0c 42108421
	v_lshrrev_b32_e32 v12, 3, v12                               ; 2c181883
	v_mul_lo_u32 v12, 31, v12                                   ; d569000c 0002189f
	v_add_nc_u32_e32 v18, 5, v1                                 ; 4a240285
	v_ashrrev_i32_e32 v19, 31, v18                              ; 3026249f
	v_lshlrev_b64 v[18:19], 2, v[18:19]                         ; d6ff0012 00022482
	v_add_co_u32 v20, vcc_lo, s2, v18                           ; d70f6a14 00022402
	v_add_co_ci_u32_e32 v21, vcc_lo, v3, v19, vcc_lo            ; 502a2703
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_lshrrev_b32_e32 v3, v2, v0                                ; 2c060102
	v_bcnt_u32_b32 v13, v3, 0                                   ; d764000d 00010103
	global_store_dword v[6:7], v13, off                         ; dc708000 007d0d06
	v_ffbh_u32_e32 v13, v3                                      ; 7e1a7303
	v_sub_co_u32 v0, vcc_lo, 31, v13                            ; d7106a00 00021a9f
	v_cndmask_b32_e32 v13, v0, v13, vcc_lo                      ; 021a1b00
	v_or_b32_e32 v0, 0x80000000, v3                             ; 380006ff 80000000
	v_ffbh_i32_e32 v0, v0                                       ; 7e007700
	v_sub_co_u32 v1, vcc_lo, 31, v0                             ; d7106a01 0002009f
	v_cndmask_b32_e32 v0, v1, v0, vcc_lo                        ; 02000101
	v_lshlrev_b32_e32 v0, 8, v0                                 ; 34000088
	v_xor_b32_e32 v13, v13, v0                                  ; 3a1a010d
	global_store_dword v[8:9], v13, off                         ; dc708000 007d0d08
	v_ffbl_b32_e32 v13, v3                                      ; 7e1a7503
	global_store_dword v[10:11], v13, off                       ; dc708000 007d0d0a
	v_bfe_u32 v13, v3, v5, 9                                    ; d548000d 02260b03
	v_bfe_i32 v0, v3, 3, 12                                     ; d5490000 02310703
	v_xor_b32_e32 v13, v13, v0                                  ; 3a1a010d
	global_store_dword v[14:15], v13, off                       ; dc708000 007d0d0e
	v_bfi_b32 v0, 0xfe0, v4, v3                                 ; d54a0000 040e08ff 00000fe0
	v_bfrev_b32_e32 v1, v3                                      ; 7e027103
	v_xor_b32_e32 v0, v0, v1                                    ; 3a000300
	global_store_dword v[16:17], v0, off                        ; dc708000 007d0010
	v_sub_nc_u32_e32 v2, v2, v12                                ; 4c041902
	v_add_nc_u32_e32 v2, 1, v2                                  ; 4a040481
	v_sub_nc_u32_e32 v0, 32, v2                                 ; 4c0004a0
	v_lshrrev_b32_e32 v0, v0, v3                                ; 2c000700
	v_lshl_or_b32 v0, v3, v2, v0                                ; d76f0000 04020503
	global_store_dword v[20:21], v0, off                        ; dc708000 007d0014
	s_endpgm                                                    ; bf810000
