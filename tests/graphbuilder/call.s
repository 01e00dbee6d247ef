// Calls: s[0:1] = output, s2 = k.  func lies before the caller (reached
// backwards with s_sub_u32/s_subb_u32, and with a negative literal and
// s_addc_u32 -1 as LLVM emits); func2 lies after s_endpgm.
// out[lane] = 4 * lane + 2 * k + 1000
  s_branch main
func:
  v_add_nc_u32 v1, s2, v1
  s_setpc_b64 s[30:31]
main:
  v_lshlrev_b32 v0, 2, v0
  v_mov_b32 v1, v0
  s_getpc_b64 s[4:5]
pc0:
  s_sub_u32 s4, s4, pc0-func
  s_subb_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
  s_getpc_b64 s[4:5]
pc1:
  s_add_u32 s4, s4, func-pc1
  s_addc_u32 s5, s5, -1
  s_swappc_b64 s[30:31], s[4:5]
  s_getpc_b64 s[6:7]
pc2:
  s_add_u32 s6, s6, func2-pc2
  s_addc_u32 s7, s7, 0
  s_swappc_b64 s[30:31], s[6:7]
  global_store_dword v0, v1, s[0:1]
  s_endpgm
func2:
  v_add_nc_u32 v1, 0x3e8, v1
  s_setpc_b64 s[30:31]
