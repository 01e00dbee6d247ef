BB0:
	s_wqm_b64 exec, exec                                        ; befe0a7e
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_clause 0x1                                                ; bfa10001
	s_load_dwordx8 s[8:15], s[2:3], null                        ; f40c0201 fa000000
	s_load_dwordx4 s[4:7], s[2:3], 0x50                         ; f4080101 fa000050
	s_mov_b32 m0, s0                                            ; befc0300
	v_interp_p1_f32_e32 v2, v0, attr0.y                         ; c8080100
	v_interp_p2_f32_e32 v2, v1, attr0.y                         ; c8090101
	v_interp_p1_f32_e32 v3, v0, attr0.x                         ; c80c0000
	v_interp_p2_f32_e32 v3, v1, attr0.x                         ; c80d0001
	v_interp_p1_f32_e32 v4, v0, attr0.w                         ; c8100300
	v_interp_p2_f32_e32 v4, v1, attr0.w                         ; c8110301
	v_interp_p1_f32_e32 v0, v0, attr0.z                         ; c8000200
	v_interp_p2_f32_e32 v0, v1, attr0.z                         ; c8010201
	v_mov_b32_e32 v1, 1.0                                       ; 7e0202f2
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x1                                                ; bfa10001
	image_sample v[8:11], [v3, v2], s[8:15], s[4:7] dmask:0xf dim:SQ_RSRC_IMG_2D ; f0800f0a 00220803 00000002
	image_sample_l v[0:3], [v0, v4, v1], s[8:15], s[4:7] dmask:0xf dim:SQ_RSRC_IMG_2D ; f0900f0a 00220000 00000104
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_add_f32_e64 v0, v8, v0 div:2                              ; d5030000 18020108
	v_add_f32_e64 v1, v9, v1 div:2                              ; d5030001 18020309
	v_add_f32_e64 v2, v10, v2 div:2                             ; d5030002 1802050a
	v_add_f32_e64 v3, v11, v3 div:2                             ; d5030003 1802070b
	v_cvt_pkrtz_f16_f32_e32 v0, v0, v1                          ; 5e000300
	v_cvt_pkrtz_f16_f32_e32 v1, v2, v3                          ; 5e020702
	exp mrt0 v0, v0, v1, v1 done compr vm                       ; f8001c0f 80800100
	s_endpgm                                                    ; bf810000
