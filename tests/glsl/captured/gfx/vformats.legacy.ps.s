BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr1.z                         ; c8080600
	v_interp_p2_f32_e32 v2, v1, attr1.z                         ; c8090601
	v_interp_p1_f32_e32 v3, v0, attr0.x                         ; c80c0000
	v_interp_p2_f32_e32 v3, v1, attr0.x                         ; c80d0001
	v_interp_p1_f32_e32 v4, v0, attr1.w                         ; c8100700
	v_interp_p2_f32_e32 v4, v1, attr1.w                         ; c8110701
	v_interp_p1_f32_e32 v5, v0, attr0.y                         ; c8140100
	v_interp_p2_f32_e32 v5, v1, attr0.y                         ; c8150101
	v_interp_p1_f32_e32 v6, v0, attr2.x                         ; c8180800
	v_interp_p2_f32_e32 v6, v1, attr2.x                         ; c8190801
	v_interp_p1_f32_e32 v7, v0, attr0.z                         ; c81c0200
	v_interp_p2_f32_e32 v7, v1, attr0.z                         ; c81d0201
	v_mul_f32_e32 v6, v7, v6                                    ; 100c0d07
	v_interp_p1_f32_e32 v7, v0, attr2.y                         ; c81c0900
	v_interp_p2_f32_e32 v7, v1, attr2.y                         ; c81d0901
	v_interp_p1_f32_e32 v8, v0, attr0.w                         ; c8200300
	v_interp_p2_f32_e32 v8, v1, attr0.w                         ; c8210301
	v_interp_mov_f32_e32 v9, p0, attr3.x                        ; c8260c02
	v_and_b32_e32 v9, 7, v9                                     ; 36121287
	v_cvt_f32_u32_e32 v9, v9                                    ; 7e120d09
	v_interp_p1_f32_e32 v10, v0, attr1.x                        ; c8280400
	v_interp_p2_f32_e32 v10, v1, attr1.x                        ; c8290401
	v_fmac_f32_e32 v10, v3, v2                                  ; 56140503
	v_interp_p1_f32_e32 v0, v0, attr1.y                         ; c8000500
	v_interp_p2_f32_e32 v0, v1, attr1.y                         ; c8010501
	v_fmac_f32_e32 v0, v5, v4                                   ; 56000905
	v_fmamk_f32 v9, v9, 0x3e000000, v6                          ; 58120d09 3e000000
	v_fma_f32 v8, v8, v7, 1.0                                   ; d54b0008 03ca0f08
	v_cvt_pkrtz_f16_f32_e32 v0, v10, v0                         ; 5e00010a
	v_cvt_pkrtz_f16_f32_e32 v1, v9, v8                          ; 5e021109
	exp mrt0 v0, v0, v1, v1 done compr vm                       ; f8001c0f 80800100
	s_endpgm                                                    ; bf810000
