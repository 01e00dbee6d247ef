BB0:
	s_mov_b32 m0, s6                                            ; befc0306
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	v_mul_f32_e32 v2, s2, v2                                    ; 10040402
	v_interp_p1_f32_e32 v3, v0, attr0.y                         ; c80c0100
	v_interp_p2_f32_e32 v3, v1, attr0.y                         ; c80d0101
	v_mul_f32_e32 v3, s3, v3                                    ; 10060603
	v_interp_p1_f32_e32 v4, v0, attr0.z                         ; c8100200
	v_interp_p2_f32_e32 v4, v1, attr0.z                         ; c8110201
	v_mul_f32_e32 v4, s4, v4                                    ; 10080804
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_mul_f32_e32 v0, s5, v0                                    ; 10000005
	v_cvt_pkrtz_f16_f32_e32 v1, v2, v3                          ; 5e020702
	v_cvt_pkrtz_f16_f32_e32 v0, v4, v0                          ; 5e000104
	exp mrt0 v1, v1, v0, v0 done compr vm                       ; f8001c0f 80800001
	s_endpgm                                                    ; bf810000
