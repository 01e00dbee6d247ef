BB0:
	s_setprio 3                                                 ; bf8f0003
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_clause 0x1                                                ; bfa10001
	s_load_dwordx4 s[8:11], s[2:3], 0x10                        ; f4080201 fa000010
	s_load_dwordx4 s[12:15], s[2:3], null                       ; f4080301 fa000000
	v_add_nc_u32_e32 v1, s4, v3                                 ; 4a020604
	v_add_nc_u32_e32 v0, s0, v0                                 ; 4a000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	buffer_load_dwordx4 v[4:7], v0, s[12:15], 0 idxen           ; e0382000 80030400
	s_clause 0x1                                                ; bfa10001
	buffer_load_dwordx4 v[8:11], v1, s[8:11], 0 idxen           ; e0382000 80020801
	tbuffer_load_format_xyzw v[12:15], v1, s[8:11], 0 format:[BUF_FMT_8_8_8_8_UNORM] idxen offset:16 ; e9c32010 80020c01
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_add_f32_e32 v8, v4, v8                                    ; 06101104
	v_add_f32_e32 v9, v5, v9                                    ; 06121305
	v_add_f32_e32 v10, v6, v10                                  ; 06141506
	v_add_f32_e32 v11, v7, v11                                  ; 06161707
	exp pos0 v8, v9, v10, v11 done                              ; f80008cf 0b0a0908
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp param0 v12, v13, v14, v15                               ; f800020f 0f0e0d0c
	exp param1 v0, v1, off, off                                 ; f8000213 80800100
	s_endpgm                                                    ; bf810000
