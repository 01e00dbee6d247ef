BB0:
	s_setprio 3                                                 ; bf8f0003
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_load_dwordx4 s[8:11], s[2:3], null                        ; f4080201 fa000000
	v_add_nc_u32_e32 v0, s0, v0                                 ; 4a000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x1                                                ; bfa10001
	buffer_load_dwordx4 v[4:7], v0, s[8:11], 0 idxen            ; e0382000 80020400
	buffer_load_dword v0, v0, s[8:11], 0 idxen offset:28        ; e030201c 80020000
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	v_add_f32_e32 v4, s4, v4                                    ; 06080804
	v_add_f32_e32 v5, s5, v5                                    ; 060a0a05
	v_add_f32_e32 v6, s6, v6                                    ; 060c0c06
	v_add_f32_e32 v1, s7, v7                                    ; 06020e07
	exp pos0 v4, v5, v6, v1 done                                ; f80008cf 01060504
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp param0 v0, off, off, off                                ; f8000201 80808000
	s_endpgm                                                    ; bf810000
