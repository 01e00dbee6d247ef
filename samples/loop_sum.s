// loop_sum.s -- column sums: out[x] = in[x] + in[x + 32] + ... over n rows of
// 32 unsigned 32-bit integers, with a uniform scalar loop (s_cbranch_scc1).
//
// Compute ABI (wave32, workgroup size 32 x 1 x 1, one workgroup):
//   s[0:1]  address of in (n rows of 32 dwords)   (user SGPRs 0-1)
//   s[2:3]  address of out (32 dwords)            (user SGPRs 2-3)
//   s4      n, the number of rows; 0 gives zeros  (user SGPR 4)
//   s5      workgroup id x (unused)
//   v0      local invocation id x

	.text
loop_sum:
	v_mov_b32 v1, 0                       // sum
	v_lshlrev_b32 v2, 2, v0               // offset of in[x]
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Ldone
.Lrow:
	global_load_dword v3, v2, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_nc_u32 v1, v1, v3
	v_add_nc_u32 v2, 0x80, v2             // next row: 32 dwords on
	s_sub_u32 s4, s4, 1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .Lrow
.Ldone:
	v_lshlrev_b32 v2, 2, v0
	global_store_dword v2, v1, s[2:3]
	s_endpgm
