BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	v_mul_f32_e32 v2, 0x40ffae14, v2                            ; 100404ff 40ffae14
	v_cvt_i32_f32_e32 v2, v2                                    ; 7e041102
	v_and_b32_e32 v2, 7, v2                                     ; 36040487
	v_lshlrev_b32_e32 v2, 4, v2                                 ; 34040484
	s_getpc_b64 s[0:1]                                          ; be801f00
	s_add_u32 s0, s0, 0x11c                                     ; 8000ff00 0000011c
	s_movk_i32 s2, 0x80                                         ; b0020080
	s_mov_b32 s3, 0x31016fac                                    ; be8303ff 31016fac
	buffer_load_dwordx4 v[4:7], v2, s[0:3], 0 offen             ; e0381000 80000402
	v_interp_p1_f32_e32 v0, v0, attr0.y                         ; c8000100
	v_interp_p2_f32_e32 v0, v1, attr0.y                         ; c8010101
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_mul_f32_e32 v4, v4, v0                                    ; 10080104
	v_mul_f32_e32 v5, v5, v0                                    ; 100a0105
	v_mul_f32_e32 v6, v6, v0                                    ; 100c0106
	v_mul_f32_e32 v0, v7, v0                                    ; 10000107
	v_cvt_pkrtz_f16_f32_e32 v1, v4, v5                          ; 5e020b04
	v_cvt_pkrtz_f16_f32_e32 v0, v6, v0                          ; 5e000106
	exp mrt0 v1, v1, v0, v0 done compr vm                       ; f8001c0f 80800001
	s_endpgm                                                    ; bf810000

/* constant data */
[000000] 00000000 00000000 00000000 3f800000 3f800000 00000000 00000000 3f800000
[000032] 00000000 3f800000 00000000 3f800000 00000000 00000000 3f800000 3f800000
[000064] 3f800000 3f800000 00000000 3f800000 3f800000 00000000 3f800000 3f800000
[000096] 00000000 3f800000 3f800000 3f800000 3f000000 3e800000 3e000000 3f800000
