BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	v_mul_f32_e32 v3, 0x41800000, v2                            ; 100604ff 41800000
	v_cvt_i32_f32_e32 v3, v3                                    ; 7e061103
	v_interp_p1_f32_e32 v4, v0, attr0.y                         ; c8100100
	v_interp_p2_f32_e32 v4, v1, attr0.y                         ; c8110101
	v_interp_p1_f32_e32 v5, v0, attr0.z                         ; c8140200
	v_interp_p2_f32_e32 v5, v1, attr0.z                         ; c8150201
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_mov_b32_e32 v1, 0                                         ; 7e020280
	v_lshrrev_b64 v[6:7], 0, 0                                  ; d7000006 00010080
	v_mov_b32_e32 v8, 0                                         ; 7e100280
	s_mov_b64 s[0:1], exec                                      ; be80047e
	s_mov_b32 s2, 0                                             ; be820380
BB1:
	s_mov_b64 s[4:5], exec                                      ; be84047e
	v_cmpx_ge_i32_e32 s2, v3                                    ; 7d2c0602
BB2:
	s_andn2_b64 s[4:5], s[4:5], exec                            ; 8a847e04
	s_cbranch_scc0 BB18                                         ; bf84000f
BB9:
	s_mov_b64 exec, s[4:5]                                      ; befe0404
	s_and_b32 s3, s2, 3                                         ; 87038302
	v_cvt_f32_i32_e32 v9, s3                                    ; 7e120a03
	v_fmac_f32_e32 v1, v2, v9                                   ; 56021302
	v_fmac_f32_e32 v6, v4, v9                                   ; 560c1304
	v_fmac_f32_e32 v7, v5, v9                                   ; 560e1305
	v_fmac_f32_e32 v8, v0, v9                                   ; 56101300
	s_mov_b64 s[4:5], exec                                      ; be84047e
	v_cmpx_lt_f32_e32 0x41000000, v6                            ; 7c220cff 41000000
BB10:
	s_andn2_b64 s[4:5], s[4:5], exec                            ; 8a847e04
	s_cbranch_scc0 BB18                                         ; bf840003
BB17:
	s_mov_b64 exec, s[4:5]                                      ; befe0404
	s_add_u32 s2, s2, 1                                         ; 80028102
	s_branch BB1                                                ; bf82ffed
BB18:
	s_mov_b64 exec, s[0:1]                                      ; befe0400
	s_mov_b32 s0, 0x3d800000                                    ; be8003ff 3d800000
	v_mul_f32_e32 v0, s0, v1                                    ; 10000200
	v_mul_f32_e32 v1, s0, v6                                    ; 10020c00
	v_mul_f32_e32 v2, s0, v7                                    ; 10040e00
	v_mul_f32_e32 v3, s0, v8                                    ; 10061000
	exp mrt0 v0, v1, v2, v3 done vm                             ; f800180f 03020100
	s_endpgm                                                    ; bf810000
