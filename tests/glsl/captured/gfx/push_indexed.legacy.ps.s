BB0:
	s_and_b32 s3, s3, 3                                         ; 87038303
	s_lshl_b32 s3, s3, 4                                        ; 8f038403
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_load_dwordx4 s[0:3], s[2:3], s0 offset:0x10               ; f4080001 00000010
	s_mov_b32 m0, s4                                            ; befc0304
	v_interp_p1_f32_e32 v0, v0, attr0.x                         ; c8000000
	v_interp_p2_f32_e32 v0, v1, attr0.x                         ; c8010001
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_mul_f32_e32 v1, s0, v0                                    ; 10020000
	v_mul_f32_e32 v2, s1, v0                                    ; 10040001
	v_mul_f32_e32 v3, s2, v0                                    ; 10060002
	v_mul_f32_e32 v0, s3, v0                                    ; 10000003
	v_cvt_pkrtz_f16_f32_e32 v1, v1, v2                          ; 5e020501
	v_cvt_pkrtz_f16_f32_e32 v0, v3, v0                          ; 5e000103
	exp mrt0 v1, v1, v0, v0 done compr vm                       ; f8001c0f 80800001
	s_endpgm                                                    ; bf810000
