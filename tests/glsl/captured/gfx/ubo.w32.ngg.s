BB0:
	s_setprio 3                                                 ; bf8f0003
	s_bfe_u32 s0, s3, 0x40018                                   ; 9380ff03 00040018
	s_cbranch_scc1 BB3                                          ; bf850007
BB1:
	s_bfe_u32 s0, s2, 0x9000c                                   ; 9380ff02 0009000c
	s_bfe_u32 s1, s2, 0x90016                                   ; 9381ff02 00090016
	s_lshl_b32 s1, s1, 12                                       ; 8f018c01
	s_or_b32 m0, s1, s0                                         ; 887c0001
	s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)                         ; bf900009
BB3:
	s_lshr_b32 s2, s3, 8                                        ; 90028803
	s_bfm_b64 s[0:1], s2, 0                                     ; 92808002
	s_mov_b32 exec_lo, s0                                       ; befe0300
	s_cbranch_execz BB9                                         ; bf880002
BB4:
	exp prim v0, off, off, off done                             ; f8000941 80808000
BB9:
	s_bfm_b64 s[0:1], s3, 0                                     ; 92808003
	s_waitcnt expcnt(0)                                         ; bf8cff0f
	s_mov_b32 exec_lo, s0                                       ; befe0300
	s_cbranch_execz BB15                                        ; bf880034
BB10:
	s_mov_b32 s0, s9                                            ; be800309
	s_movk_i32 s9, 0x8000                                       ; b0098000
	s_load_dwordx4 s[4:7], s[8:9], null                         ; f4080104 fa000000
	v_add_nc_u32_e32 v0, s0, v5                                 ; 4a000a00
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x1                                                ; bfa10001
	buffer_load_dwordx4 v[4:7], v0, s[4:7], 0 idxen             ; e0382000 80010400
	buffer_load_dwordx4 v[0:3], v0, s[4:7], 0 idxen offset:16   ; e0382010 80010000
	s_movk_i32 s11, 0x8000                                      ; b00b8000
	s_load_dwordx4 s[0:3], s[10:11], null                       ; f4080005 fa000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x4                                                ; bfa10004
	s_buffer_load_dwordx4 s[4:7], s[0:3], 0x30                  ; f4280100 fa000030
	s_buffer_load_dwordx4 s[8:11], s[0:3], 0x20                 ; f4280200 fa000020
	s_buffer_load_dwordx4 s[12:15], s[0:3], 0x10                ; f4280300 fa000010
	s_buffer_load_dwordx4 s[16:19], s[0:3], null                ; f4280400 fa000000
	s_buffer_load_dwordx4 s[0:3], s[0:3], 0x50                  ; f4280000 fa000050
	s_waitcnt vmcnt(1) lgkmcnt(0)                               ; bf8c0071
	v_mul_f32_e32 v8, s4, v7                                    ; 10100e04
	v_mul_f32_e32 v9, s5, v7                                    ; 10120e05
	v_mul_f32_e32 v10, s6, v7                                   ; 10140e06
	v_mul_f32_e32 v7, s7, v7                                    ; 100e0e07
	v_fmac_f32_e32 v8, s8, v6                                   ; 56100c08
	v_fmac_f32_e32 v9, s9, v6                                   ; 56120c09
	v_fmac_f32_e32 v10, s10, v6                                 ; 56140c0a
	v_fmac_f32_e32 v7, s11, v6                                  ; 560e0c0b
	v_fmac_f32_e32 v8, s12, v5                                  ; 56100a0c
	v_fmac_f32_e32 v9, s13, v5                                  ; 56120a0d
	v_fmac_f32_e32 v10, s14, v5                                 ; 56140a0e
	v_fmac_f32_e32 v7, s15, v5                                  ; 560e0a0f
	v_fmac_f32_e32 v8, s16, v4                                  ; 56100810
	v_fmac_f32_e32 v9, s17, v4                                  ; 56120811
	v_fmac_f32_e32 v10, s18, v4                                 ; 56140812
	v_fmac_f32_e32 v7, s19, v4                                  ; 560e0813
	exp pos0 v8, v9, v10, v7 done                               ; f80008cf 070a0908
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	v_mul_f32_e32 v0, s0, v0                                    ; 10000000
	v_mul_f32_e32 v1, s1, v1                                    ; 10020201
	v_mul_f32_e32 v2, s2, v2                                    ; 10040402
	v_mul_f32_e32 v3, s3, v3                                    ; 10060603
	exp param0 v0, v1, v2, v3                                   ; f800020f 03020100
BB15:
	s_endpgm                                                    ; bf810000
