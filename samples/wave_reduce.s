// wave_reduce.s -- the sum of 32 unsigned 32-bit integers, one per lane, by a
// butterfly within each row of 16 lanes (DPP row_xmask), then the two row
// sums read into SGPRs (v_readlane_b32); lane 0 alone stores the result
// (EXEC narrowed to lane 0 by s_and_saveexec_b32).
//
// Compute ABI (wave32, workgroup size 32 x 1 x 1, one workgroup):
//   s[0:1]  address of in (32 dwords)   (user SGPRs 0-1)
//   s[2:3]  address of out (1 dword)    (user SGPRs 2-3)
//   s4      workgroup id x (unused)
//   v0      local invocation id x

	.text
wave_reduce:
	v_lshlrev_b32 v1, 2, v0
	global_load_dword v2, v1, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_nc_u32_dpp v2, v2, v2 row_xmask:1 row_mask:0xf bank_mask:0xf
	v_add_nc_u32_dpp v2, v2, v2 row_xmask:2 row_mask:0xf bank_mask:0xf
	v_add_nc_u32_dpp v2, v2, v2 row_xmask:4 row_mask:0xf bank_mask:0xf
	v_add_nc_u32_dpp v2, v2, v2 row_xmask:8 row_mask:0xf bank_mask:0xf
	v_readlane_b32 s5, v2, 0              // sum of lanes 0-15
	v_readlane_b32 s6, v2, 16             // sum of lanes 16-31
	s_add_u32 s5, s5, s6
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_saveexec_b32 s7, vcc_lo         // lane 0 only
	v_mov_b32 v3, s5
	v_mov_b32 v4, 0
	global_store_dword v4, v3, s[2:3]
	s_endpgm
