// vector_add.s -- c[i] = a[i] + b[i] for 32-bit floats, one lane per element.
//
// Compute ABI (wave32, workgroup size 32 x 1 x 1):
//   s[0:1]  address of a        (user SGPRs 0-1)
//   s[2:3]  address of b        (user SGPRs 2-3)
//   s[4:5]  address of c        (user SGPRs 4-5)
//   s6      workgroup id x
//   v0      local invocation id x
// Element i = workgroup id x * 32 + local id x.

	.text
vector_add:
	v_lshl_add_u32 v0, s6, 5, v0          // i
	v_lshlrev_b32 v0, 2, v0               // byte offset of element i
	global_load_dword v1, v0, s[0:1]
	global_load_dword v2, v0, s[2:3]
	s_waitcnt vmcnt(0)
	v_add_f32 v1, v1, v2
	global_store_dword v0, v1, s[4:5]
	s_endpgm
