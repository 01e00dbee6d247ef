BB0:
	v_lshl_add_u32 v0, s6, 6, v0                                ; d7460000 04010c06
	v_mul_hi_u32 v1, v0, 0xf0f0f0f1                             ; d56a0001 0001ff00 f0f0f0f1
	v_lshrrev_b32_e32 v1, 4, v1                                 ; 2c020284
	v_lshl_add_u32 v1, v1, 4, v1                                ; d7460001 04050901
	v_sub_nc_u32_e32 v1, v0, v1                                 ; 4c020300
	v_mul_hi_u32 v2, v0, 0xb21642c9                             ; d56a0002 0001ff00 b21642c9
	v_lshrrev_b32_e32 v2, 4, v2                                 ; 2c040484
	v_mul_lo_u32 v2, 23, v2                                     ; d5690002 00020497
	v_sub_nc_u32_e32 v2, v0, v2                                 ; 4c040500
	v_mov_b32_e32 v3, v1                                        ; 7e060301
	v_mov_b32_e32 v4, 0                                         ; 7e080280
	v_mov_b32_e32 v5, v0                                        ; 7e0a0300
	s_mov_b64 s[0:1], exec                                      ; be80047e
BB1:
	v_add_nc_u32_e32 v6, v1, v2                                 ; 4a0c0501
	s_mov_b64 s[6:7], exec                                      ; be86047e
	v_cmpx_ge_u32_e32 v3, v6                                    ; 7dac0d03
BB2:
	s_andn2_b64 s[6:7], s[6:7], exec                            ; 8a867e06
	s_cbranch_scc0 BB10                                         ; bf840014
BB9:
	s_mov_b64 exec, s[6:7]                                      ; befe0406
	v_ashrrev_i32_e32 v7, 31, v3                                ; 300e069f
	v_mov_b32_e32 v6, v3                                        ; 7e0c0303
	v_lshlrev_b64 v[6:7], 2, v[6:7]                             ; d6ff0006 00020c82
	v_add_co_u32 v8, vcc, s2, v6                                ; d70f6a08 00020c02
	v_add_co_ci_u32_e32 v9, vcc, s3, v7, vcc                    ; 50120e03
	global_load_dword v6, v[8:9], off                           ; dc308000 067d0008
	v_add_nc_u32_e32 v3, 1, v3                                  ; 4a060681
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_mul_lo_u32 v6, v6, v3                                     ; d5690006 00020706
	v_add_nc_u32_e32 v4, v4, v6                                 ; 4a080d04
	v_xor_b32_e32 v5, v5, v4                                    ; 3a0a0905
	v_mul_lo_u32 v5, 0x1000193, v5                              ; d5690005 00020aff 01000193
	s_branch BB1                                                ; bf82ffe7
BB10:
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	v_lshrrev_b32_e32 v1, 7, v5                                 ; 2c020a87
	v_xor_b32_e32 v1, v4, v1                                    ; 3a020304
	v_ashrrev_i32_e32 v3, 31, v0                                ; 3006009f
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[2:3], 2, v[2:3]                             ; d6ff0002 00020482
	v_add_co_u32 v4, vcc, s4, v2                                ; d70f6a04 00020404
	v_add_co_ci_u32_e32 v5, vcc, s5, v3, vcc                    ; 500a0605
	global_store_dword v[4:5], v1, off                          ; dc708000 007d0104
	s_endpgm                                                    ; bf810000
