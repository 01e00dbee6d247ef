BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v0, v0, attr0.x                         ; c8000000
	v_interp_p2_f32_e32 v0, v1, attr0.x                         ; c8010001
	v_fmaak_f32 v0, 0.5, v0, 0x3e800000                         ; 5a0000f0 3e800000
	exp mrtz v0, off, off, off done vm                          ; f8001881 80808000
	s_endpgm                                                    ; bf810000
