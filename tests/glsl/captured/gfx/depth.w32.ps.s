BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.z                         ; c8080200
	v_interp_p2_f32_e32 v2, v1, attr0.z                         ; c8090201
	v_fmaak_f32 v3, 0.5, v2, 0x3e800000                         ; 5a0604f0 3e800000
	v_interp_p1_f32_e32 v4, v0, attr0.y                         ; c8100100
	v_interp_p2_f32_e32 v4, v1, attr0.y                         ; c8110101
	v_interp_p1_f32_e32 v5, v0, attr0.x                         ; c8140000
	v_interp_p2_f32_e32 v5, v1, attr0.x                         ; c8150001
	v_cvt_pkrtz_f16_f32_e32 v4, v5, v4                          ; 5e080905
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_cvt_pkrtz_f16_f32_e32 v2, v2, v0                          ; 5e040102
	exp mrtz v3, off, off, off                                  ; f8000081 80808003
	exp mrt0 v4, v4, v2, v2 done compr vm                       ; f8001c0f 80800204
	s_endpgm                                                    ; bf810000
