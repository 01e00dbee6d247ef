BB0:
	v_rcp_f32_e32 v5, v5                                        ; 7e0a5505
	s_mov_b32 s0, 0x3d800000                                    ; be8003ff 3d800000
	v_mul_f32_e32 v2, s0, v2                                    ; 10040400
	v_fract_f32_e32 v2, v2                                      ; 7e044102
	v_mul_f32_e32 v3, s0, v3                                    ; 10060600
	v_fract_f32_e32 v3, v3                                      ; 7e064103
	v_rcp_f32_e32 v5, v5                                        ; 7e0a5505
	v_cmp_ne_u32_e32 vcc_lo, 0, v6                              ; 7d8a0c80
	v_cndmask_b32_e64 v6, 0.5, 1.0, vcc_lo                      ; d5010006 01a9e4f0
	v_mul_f32_e32 v2, v2, v6                                    ; 10040d02
	v_mul_f32_e32 v3, v3, v6                                    ; 10060d03
	v_mul_f32_e32 v4, v4, v6                                    ; 10080d04
	v_mul_f32_e32 v5, v5, v6                                    ; 100a0d05
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v6, v0, attr0.x                         ; c8180000
	v_interp_p2_f32_e32 v6, v1, attr0.x                         ; c8190001
	v_interp_p1_f32_e32 v7, v0, attr0.y                         ; c81c0100
	v_interp_p2_f32_e32 v7, v1, attr0.y                         ; c81d0101
	v_interp_p1_f32_e32 v8, v0, attr0.z                         ; c8200200
	v_interp_p2_f32_e32 v8, v1, attr0.z                         ; c8210201
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_fmac_f32_e32 v2, s0, v6                                   ; 56040c00
	v_fmac_f32_e32 v3, s0, v7                                   ; 56060e00
	v_fmac_f32_e32 v4, s0, v8                                   ; 56081000
	v_fmac_f32_e32 v5, s0, v0                                   ; 560a0000
	exp mrt0 v2, v3, v4, v5 done vm                             ; f800180f 05040302
	s_endpgm                                                    ; bf810000
