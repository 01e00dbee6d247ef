BB0:
	v_cmp_lt_i32_e64 vcc, s2, 0                                 ; d481006a 00010002
	v_cndmask_b32_e32 v2, v2, v0, vcc                           ; 02040102
	v_cndmask_b32_e32 v3, v3, v1, vcc                           ; 02060303
	v_cndmask_b32_e32 v6, v6, v4, vcc                           ; 020c0906
	v_cndmask_b32_e32 v7, v7, v5, vcc                           ; 020e0b07
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_mov_f32_e32 v8, p0, attr2.x                        ; c8220802
	v_interp_mov_f32_e32 v9, p0, attr2.y                        ; c8260902
	v_interp_mov_f32_e32 v10, p0, attr2.z                       ; c82a0a02
	v_interp_mov_f32_e32 v11, p0, attr2.w                       ; c82e0b02
	v_interp_p1_f32_e32 v12, v0, attr1.x                        ; c8300400
	v_interp_p2_f32_e32 v12, v1, attr1.x                        ; c8310401
	v_fmac_f32_e32 v12, 0.5, v8                                 ; 561810f0
	v_interp_p1_f32_e32 v8, v0, attr1.y                         ; c8200500
	v_interp_p2_f32_e32 v8, v1, attr1.y                         ; c8210501
	v_fmac_f32_e32 v8, 0.5, v9                                  ; 561012f0
	v_interp_p1_f32_e32 v9, v0, attr1.z                         ; c8240600
	v_interp_p2_f32_e32 v9, v1, attr1.z                         ; c8250601
	v_fmac_f32_e32 v9, 0.5, v10                                 ; 561214f0
	v_interp_p1_f32_e32 v0, v0, attr1.w                         ; c8000700
	v_interp_p2_f32_e32 v0, v1, attr1.w                         ; c8010701
	v_fmac_f32_e32 v0, 0.5, v11                                 ; 560016f0
	s_mov_b32 s0, 0x3e800000                                    ; be8003ff 3e800000
	v_interp_p1_f32_e32 v1, v4, attr4.x                         ; c8041004
	v_interp_p2_f32_e32 v1, v5, attr4.x                         ; c8051005
	v_interp_p1_f32_e32 v10, v4, attr4.y                        ; c8281104
	v_interp_p2_f32_e32 v10, v5, attr4.y                        ; c8291105
	v_interp_p1_f32_e32 v11, v4, attr4.z                        ; c82c1204
	v_interp_p2_f32_e32 v11, v5, attr4.z                        ; c82d1205
	v_interp_p1_f32_e32 v4, v4, attr4.w                         ; c8101304
	v_interp_p2_f32_e32 v4, v5, attr4.w                         ; c8111305
	v_fmac_f32_e32 v12, s0, v1                                  ; 56180200
	v_fmac_f32_e32 v8, s0, v10                                  ; 56101400
	v_fmac_f32_e32 v9, s0, v11                                  ; 56121600
	v_fmac_f32_e32 v0, s0, v4                                   ; 56000800
	s_bfm_b32 s0, 5, 25                                         ; 92009985
	v_interp_p1_f32_e32 v1, v2, attr0.x                         ; c8040002
	v_interp_p2_f32_e32 v1, v3, attr0.x                         ; c8050003
	v_interp_p1_f32_e32 v4, v2, attr0.y                         ; c8100102
	v_interp_p2_f32_e32 v4, v3, attr0.y                         ; c8110103
	v_interp_p1_f32_e32 v5, v2, attr0.z                         ; c8140202
	v_interp_p2_f32_e32 v5, v3, attr0.z                         ; c8150203
	v_interp_p1_f32_e32 v2, v2, attr0.w                         ; c8080302
	v_interp_p2_f32_e32 v2, v3, attr0.w                         ; c8090303
	v_fmac_f32_e32 v12, s0, v1                                  ; 56180200
	v_fmac_f32_e32 v8, s0, v4                                   ; 56100800
	v_fmac_f32_e32 v9, s0, v5                                   ; 56120a00
	v_fmac_f32_e32 v0, s0, v2                                   ; 56000400
	v_interp_p1_f32_e32 v10, v6, attr3.x                        ; c8280c06
	v_interp_p2_f32_e32 v10, v7, attr3.x                        ; c8290c07
	v_add_f32_e32 v1, v12, v10                                  ; 0602150c
	v_interp_p1_f32_e32 v6, v6, attr3.y                         ; c8180d06
	v_interp_p2_f32_e32 v6, v7, attr3.y                         ; c8190d07
	v_add_f32_e32 v8, v8, v6                                    ; 06100d08
	exp mrt0 v1, v8, v9, v0 done vm                             ; f800180f 00090801
	s_endpgm                                                    ; bf810000
