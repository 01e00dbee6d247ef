BB0:
	s_setprio 3                                                 ; bf8f0003
	s_mov_b32 s0, s3                                            ; be800303
	s_movk_i32 s3, 0x8000                                       ; b0038000
	s_load_dwordx4 s[4:7], s[2:3], null                         ; f4080101 fa000000
	v_add_nc_u32_e32 v0, s0, v0                                 ; 4a000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x1                                                ; bfa10001
	buffer_load_dwordx4 v[4:7], v0, s[4:7], 0 idxen offset:16   ; e0382010 80010400
	buffer_load_dwordx4 v[0:3], v0, s[4:7], 0 idxen             ; e0382000 80010000
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp pos0 v0, v1, v2, v3 done                                ; f80008cf 03020100
	v_mul_f32_e32 v8, 2.0, v4                                   ; 101008f4
	v_mul_f32_e32 v9, 2.0, v5                                   ; 10120af4
	v_mul_f32_e32 v10, 2.0, v6                                  ; 10140cf4
	v_mul_f32_e32 v11, 2.0, v7                                  ; 10160ef4
	v_add_f32_e32 v12, 1.0, v4                                  ; 061808f2
	v_add_f32_e32 v13, 1.0, v5                                  ; 061a0af2
	v_add_f32_e32 v14, 1.0, v6                                  ; 061c0cf2
	v_add_f32_e32 v15, 1.0, v7                                  ; 061e0ef2
	exp param0 v12, v13, v14, v15                               ; f800020f 0f0e0d0c
	exp param1 v4, v5, v6, v7                                   ; f800021f 07060504
	exp param2 v7, v6, v5, v4                                   ; f800022f 04050607
	exp param3 v4, v5, off, off                                 ; f8000233 80800504
	exp param4 v8, v9, v10, v11                                 ; f800024f 0b0a0908
	s_endpgm                                                    ; bf810000
