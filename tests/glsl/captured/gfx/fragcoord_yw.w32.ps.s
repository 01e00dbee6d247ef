BB0:
	v_rcp_f32_e32 v3, v3                                        ; 7e065503
	v_mul_f32_e32 v2, 0x3c800000, v2                            ; 100404ff 3c800000
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v4, v0, attr0.x                         ; c8100000
	v_interp_p2_f32_e32 v4, v1, attr0.x                         ; c8110001
	v_interp_p1_f32_e32 v5, v0, attr0.y                         ; c8140100
	v_interp_p2_f32_e32 v5, v1, attr0.y                         ; c8150101
	v_interp_p1_f32_e32 v6, v0, attr0.z                         ; c8180200
	v_interp_p2_f32_e32 v6, v1, attr0.z                         ; c8190201
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_mul_f32_e32 v1, 0x3e000000, v3                            ; 100206ff 3e000000
	v_fma_f32 v3, v4, v2, v1                                    ; d54b0003 04060504
	v_fma_f32 v4, v5, v2, v1                                    ; d54b0004 04060505
	v_fma_f32 v5, v6, v2, v1                                    ; d54b0005 04060506
	v_fmac_f32_e32 v1, v0, v2                                   ; 56020500
	exp mrt0 v3, v4, v5, v1 done vm                             ; f800180f 01050403
	s_endpgm                                                    ; bf810000
