// Scalar ALU, constants and literals, waits and messages.
	s_mov_b32 s0, 0x12345678
	s_mov_b32 s1, -1
	s_mov_b32 s2, 0.5
	s_mov_b64 s[4:5], exec
	s_add_u32 s6, s0, 64
	s_addc_u32 s7, s1, 0
	s_lshl_b32 s8, s6, 3
	s_and_b32 s9, s8, 0xff00
	s_cmp_eq_u32 s9, 0
	s_cselect_b32 s10, s9, s8
	s_movk_i32 s11, 0x1234
	s_getreg_b32 s12, hwreg(HW_REG_MODE, 0, 4)
	s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x3
	s_and_saveexec_b32 s13, vcc_lo
	s_bfe_u32 s14, s0, 0x80008
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
	s_getpc_b64 s[16:17]
	s_nop 7
	s_endpgm
