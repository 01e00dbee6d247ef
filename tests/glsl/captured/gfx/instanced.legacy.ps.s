BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_mov_f32_e32 v2, p0, attr1.x                        ; c80a0402
	v_and_b32_e32 v2, 3, v2                                     ; 36040483
	v_cvt_f32_i32_e32 v2, v2                                    ; 7e040b02
	v_interp_mov_f32_e32 v3, p0, attr1.y                        ; c80e0502
	v_and_b32_e32 v3, 3, v3                                     ; 36060683
	v_cvt_f32_i32_e32 v3, v3                                    ; 7e060b03
	v_interp_p1_f32_e32 v4, v0, attr0.x                         ; c8100000
	v_interp_p2_f32_e32 v4, v1, attr0.x                         ; c8110001
	v_fmamk_f32 v2, v2, 0x3e800000, v4                          ; 58040902 3e800000
	v_interp_p1_f32_e32 v4, v0, attr0.y                         ; c8100100
	v_interp_p2_f32_e32 v4, v1, attr0.y                         ; c8110101
	v_fmamk_f32 v3, v3, 0x3e800000, v4                          ; 58060903 3e800000
	v_cvt_pkrtz_f16_f32_e32 v2, v2, v3                          ; 5e040702
	v_interp_p1_f32_e32 v3, v0, attr0.z                         ; c80c0200
	v_interp_p2_f32_e32 v3, v1, attr0.z                         ; c80d0201
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_cvt_pkrtz_f16_f32_e32 v0, v3, v0                          ; 5e000103
	exp mrt0 v2, v2, v0, v0 done compr vm                       ; f8001c0f 80800002
	s_endpgm                                                    ; bf810000
