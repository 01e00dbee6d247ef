BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	v_cmp_lt_f32_e32 vcc, 0x3f400000, v2                        ; 7c0204ff 3f400000
	s_andn2_b64 exec, exec, vcc                                 ; 8afe6a7e
	s_cbranch_scc0 BB7                                          ; bf840014
	v_interp_p1_f32_e32 v3, v0, attr0.z                         ; c80c0200
	v_interp_p2_f32_e32 v3, v1, attr0.z                         ; c80d0201
	v_interp_p1_f32_e32 v4, v0, attr0.y                         ; c8100100
	v_interp_p2_f32_e32 v4, v1, attr0.y                         ; c8110101
	s_mov_b64 s[0:1], exec                                      ; be80047e
	v_cmpx_gt_f32_e32 0x3e800000, v4                            ; 7c2808ff 3e800000
BB1:
	v_add_f32_e32 v4, 0.5, v4                                   ; 060808f0
	v_cmp_lt_f32_e32 vcc, 0.5, v3                               ; 7c0206f0
	s_andn2_b64 exec, exec, vcc                                 ; 8afe6a7e
	s_andn2_b64 s[0:1], s[0:1], vcc                             ; 8a806a00
	s_cbranch_scc0 BB7                                          ; bf840008
BB6:
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	v_cvt_pkrtz_f16_f32_e32 v2, v2, v4                          ; 5e040902
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_cvt_pkrtz_f16_f32_e32 v0, v3, v0                          ; 5e000103
	exp mrt0 v2, v2, v0, v0 done compr vm                       ; f8001c0f 80800002
	s_endpgm                                                    ; bf810000
BB7:
	exp null off, off, off, off done vm                         ; f8001890 80808080
	s_endpgm                                                    ; bf810000
