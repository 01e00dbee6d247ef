BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	s_mov_b32 s0, 0x40400000                                    ; be8003ff 40400000
	v_interp_p1_f32_e32 v3, v0, attr0.y                         ; c80c0100
	v_interp_p2_f32_e32 v3, v1, attr0.y                         ; c80d0101
	v_interp_p1_f32_e32 v4, v0, attr0.z                         ; c8100200
	v_interp_p2_f32_e32 v4, v1, attr0.z                         ; c8110201
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_fma_f32 v1, s0, v2, -1.0                                  ; d54b0001 03ce0400
	v_fma_f32 v5, s0, v3, -1.0                                  ; d54b0005 03ce0600
	v_fma_f32 v6, s0, v4, -1.0                                  ; d54b0006 03ce0800
	v_fma_f32 v7, s0, v0, -1.0                                  ; d54b0007 03ce0000
	v_mul_f32_e32 v8, 0x437f0000, v2                            ; 101004ff 437f0000
	v_cvt_u32_f32_e32 v8, v8                                    ; 7e100f08
	v_mul_f32_e32 v9, 0x437f0000, v3                            ; 101206ff 437f0000
	v_cvt_u32_f32_e32 v9, v9                                    ; 7e120f09
	v_lshl_or_b32 v8, v9, 8, v8                                 ; d76f0008 04211109
	v_cvt_pkrtz_f16_f32_e32 v2, v2, v3                          ; 5e040702
	v_cvt_pkrtz_f16_f32_e32 v0, v4, v0                          ; 5e000104
	exp mrt0 v2, v2, v0, v0 compr                               ; f800040f 80800002
	exp mrt1 v1, v5, v6, v7                                     ; f800001f 07060501
	exp mrt2 v8, off, off, off done vm                          ; f8001821 80808008
	s_endpgm                                                    ; bf810000
