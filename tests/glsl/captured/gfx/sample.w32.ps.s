BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v4, v0, attr0.x                         ; c8100000
	v_interp_p2_f32_e32 v4, v1, attr0.x                         ; c8110001
	v_interp_p1_f32_e32 v5, v2, attr1.x                         ; c8140402
	v_interp_p2_f32_e32 v5, v3, attr1.x                         ; c8150403
	v_sub_f32_e32 v4, v4, v5                                    ; 08080b04
	v_interp_p1_f32_e32 v5, v0, attr0.y                         ; c8140100
	v_interp_p2_f32_e32 v5, v1, attr0.y                         ; c8150101
	v_interp_p1_f32_e32 v6, v2, attr1.y                         ; c8180502
	v_interp_p2_f32_e32 v6, v3, attr1.y                         ; c8190503
	v_sub_f32_e32 v5, v5, v6                                    ; 080a0d05
	v_interp_p1_f32_e32 v6, v0, attr0.z                         ; c8180200
	v_interp_p2_f32_e32 v6, v1, attr0.z                         ; c8190201
	v_interp_p1_f32_e32 v7, v2, attr1.z                         ; c81c0602
	v_interp_p2_f32_e32 v7, v3, attr1.z                         ; c81d0603
	v_sub_f32_e32 v6, v6, v7                                    ; 080c0f06
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_interp_p1_f32_e32 v1, v2, attr1.w                         ; c8040702
	v_interp_p2_f32_e32 v1, v3, attr1.w                         ; c8050703
	v_sub_f32_e32 v0, v0, v1                                    ; 08000300
	v_cvt_pkrtz_f16_f32_e32 v1, v4, v5                          ; 5e020b04
	v_cvt_pkrtz_f16_f32_e32 v0, v6, v0                          ; 5e000106
	exp mrt0 v1, v1, v0, v0 done compr vm                       ; f8001c0f 80800001
	s_endpgm                                                    ; bf810000
