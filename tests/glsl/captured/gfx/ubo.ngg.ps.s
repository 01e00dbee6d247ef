BB0:
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_load_dwordx4 s[4:7], s[2:3], null                         ; f4080101 fa000000
	s_mov_b32 m0, s0                                            ; befc0300
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_buffer_load_dwordx4 s[0:3], s[4:7], 0x40                  ; f4280002 fa000040
	v_interp_p1_f32_e32 v3, v0, attr0.y                         ; c80c0100
	v_interp_p2_f32_e32 v3, v1, attr0.y                         ; c80d0101
	v_interp_p1_f32_e32 v4, v0, attr0.z                         ; c8100200
	v_interp_p2_f32_e32 v4, v1, attr0.z                         ; c8110201
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	v_mul_f32_e32 v1, s0, v2                                    ; 10020400
	v_mul_f32_e32 v2, s1, v3                                    ; 10040601
	v_mul_f32_e32 v3, s2, v4                                    ; 10060802
	v_mul_f32_e32 v0, s3, v0                                    ; 10000003
	v_cvt_pkrtz_f16_f32_e32 v1, v1, v2                          ; 5e020501
	v_cvt_pkrtz_f16_f32_e32 v0, v3, v0                          ; 5e000103
	exp mrt0 v1, v1, v0, v0 done compr vm                       ; f8001c0f 80800001
	s_endpgm                                                    ; bf810000
