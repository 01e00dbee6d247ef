BB0:
	s_setprio 3                                                 ; bf8f0003
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_load_dwordx4 s[4:7], s[2:3], null                         ; f4080101 fa000000
	v_add_nc_u32_e32 v0, s0, v0                                 ; 4a000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x1                                                ; bfa10001
	buffer_load_dword v1, v0, s[4:7], 0 idxen offset:24         ; e0302018 80010100
	buffer_load_dwordx4 v[4:7], v0, s[4:7], 0 idxen             ; e0382000 80010400
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp pos0 v4, v5, v6, v7 done                                ; f80008cf 07060504
	exp param0 v1, off, off, off                                ; f8000201 80808001
	s_endpgm                                                    ; bf810000
