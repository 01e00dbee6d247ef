BB0:
	v_lshl_add_u32 v2, s6, 7, v0                                ; d7460002 04010e06
	v_ashrrev_i32_e32 v3, 31, v2                                ; 3006049f
	v_lshlrev_b64 v[2:3], 2, v[2:3]                             ; d6ff0002 00020482
	v_add_co_u32 v4, vcc, s2, v2                                ; d70f6a04 00020402
	v_add_co_ci_u32_e32 v5, vcc, s3, v3, vcc                    ; 500a0603
	global_load_dword v1, v[4:5], off                           ; dc308000 017d0004
	v_lshlrev_b32_e32 v4, 2, v0                                 ; 34080082
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_lshrrev_b32_e32 v1, 8, v1                                 ; 2c020288
	ds_write_b32 v4, v1                                         ; d8340000 00000104
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_barrier                                                   ; bf8a0000
	s_mov_b32 s0, 64                                            ; be8003c0
BB1:
	s_cmp_ge_u32 0, s0                                          ; bf090080
	s_cbranch_scc1 BB11                                         ; bf850012
BB4:
	s_mov_b64 s[2:3], exec                                      ; be82047e
	v_cmpx_gt_u32_e32 s0, v0                                    ; 7da80000
	s_cbranch_execz BB10                                        ; bf88000a
BB5:
	v_add_lshl_u32 v1, s0, v0, 2                                ; d7470001 020a0000
	ds_read_b32 v1, v1                                          ; d8d80000 01000001
	ds_read_b32 v5, v4                                          ; d8d80000 05000004
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_add_nc_u32_e32 v1, v5, v1                                 ; 4a020305
	ds_write_b32 v4, v1                                         ; d8340000 00000104
BB10:
	s_mov_b64 exec, s[2:3]                                      ; befe0402
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_barrier                                                   ; bf8a0000
	s_lshr_b32 s0, s0, 1                                        ; 90008100
	s_branch BB1                                                ; bf82ffec
BB11:
	v_mov_b32_e32 v1, 0                                         ; 7e020280
	ds_read_b32 v1, v1                                          ; d8d80000 01000001
	v_mul_u32_u24_e32 v0, 37, v0                                ; 160000a5
	v_and_b32_e32 v0, 0x7f, v0                                  ; 360000ff 0000007f
	v_lshlrev_b32_e32 v0, 2, v0                                 ; 34000082
	ds_read_b32 v0, v0                                          ; d8d80000 00000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_xor_b32_e32 v0, v1, v0                                    ; 3a000101
	v_add_co_u32 v4, vcc, s4, v2                                ; d70f6a04 00020404
	v_add_co_ci_u32_e32 v5, vcc, s5, v3, vcc                    ; 500a0605
	global_store_dword v[4:5], v0, off                          ; dc708000 007d0004
	s_endpgm                                                    ; bf810000
