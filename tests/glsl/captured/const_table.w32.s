BB0:
	s_and_b32 s0, s4, 15                                        ; 87008f04
	s_lshl_b32 s0, s0, 2                                        ; 8f008200
	s_getpc_b64 s[4:5]                                          ; be841f00
	s_add_u32 s4, s4, 0x134                                     ; 8004ff04 00000134
	s_mov_b32 s6, 64                                            ; be8603c0
	s_mov_b32 s7, 0x31016fac                                    ; be8703ff 31016fac
	s_buffer_load_dword s0, s[4:7], s0                          ; f4200002 00000000
	v_mul_u32_u24_e32 v1, 7, v0                                 ; 16020087
	v_and_b32_e32 v1, 15, v1                                    ; 3602028f
	v_lshlrev_b32_e32 v1, 2, v1                                 ; 34020282
	buffer_load_dword v1, v1, s[4:7], 0 offen                   ; e0301000 80010101
	v_ashrrev_i32_e32 v3, 31, v0                                ; 3006009f
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_lshl_add_u32 v1, v1, 1, v1                                ; d7460001 04050301
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_add3_u32 v1, v0, s0, v1                                   ; d76d0001 04040100
	v_mov_b32_e32 v2, v0                                        ; 7e040300
	v_lshlrev_b64 v[2:3], 2, v[2:3]                             ; d6ff0002 00020482
	v_add_co_u32 v4, vcc_lo, s2, v2                             ; d70f6a04 00020402
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v3, vcc_lo              ; 500a0603
	global_store_dword v[4:5], v1, off glc                      ; dc718000 007d0104
	s_endpgm                                                    ; bf810000

/* constant data */
[000000] 9e3779b9 7f4a7c15 f39cc060 5ced1ce0 1b873593 cc9e2d51 e6546b64 85ebca6b
[000032] c2b2ae35 27d4eb2f 165667b1 d3a2646c fd7046c5 b55a4f09 94d049bb 2545f491
