BB0:
	s_setprio 3                                                 ; bf8f0003
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_load_dwordx4 s[4:7], s[2:3], null                         ; f4080101 fa000000
	v_add_nc_u32_e32 v0, s0, v0                                 ; 4a000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x4                                                ; bfa10004
	tbuffer_load_format_xyzw v[4:7], v0, s[4:7], 0 format:[BUF_FMT_2_10_10_10_UNORM] idxen offset:16 ; e9932010 80010400
	tbuffer_load_format_xy v[2:3], v0, s[4:7], 0 format:[BUF_FMT_16_16_FLOAT] idxen offset:20 ; e8e92014 80010200
	buffer_load_dword v1, v0, s[4:7], 0 idxen offset:24         ; e0302018 80010100
	tbuffer_load_format_xyzw v[8:11], v0, s[4:7], 0 format:[BUF_FMT_8_8_8_8_UNORM] idxen offset:28 ; e9c3201c 80010800
	buffer_load_dwordx4 v[12:15], v0, s[4:7], 0 idxen           ; e0382000 80010c00
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp pos0 v12, v13, v14, v15 done                            ; f80008cf 0f0e0d0c
	exp param0 v4, v5, v6, v7                                   ; f800020f 07060504
	exp param1 v2, v3, v8, v9                                   ; f800021f 09080302
	exp param2 v10, v11, off, off                               ; f8000223 80800b0a
	exp param3 v1, off, off, off                                ; f8000231 80808001
	s_endpgm                                                    ; bf810000
