// Two calls through one pair, as LLVM makes them: s[0:1] = output, s2 = k.
// The pair s[4:5] is set up once; f writes s6, s[8:9], vcc_lo, s[12:15],
// s[30:31] and, through its own call of g, s16, but never s4 or s5, so
// the second s_swappc_b64 goes to f again.
// out[lane] = 4 * lane + 2 * (k + 1000)
  s_branch main
f:
  v_add_nc_u32 v1, s2, v1
  s_mov_b32 s6, 0
  s_mov_b64 s[8:9], 0
  s_mov_b32 vcc_lo, 0
  s_mov_b64 s[14:15], s[30:31]
  s_getpc_b64 s[12:13]
pcg:
  s_add_u32 s12, s12, g-pcg
  s_addc_u32 s13, s13, 0
  s_swappc_b64 s[30:31], s[12:13]
  s_mov_b64 s[30:31], s[14:15]
  s_setpc_b64 s[30:31]
main:
  v_lshlrev_b32 v0, 2, v0
  v_mov_b32 v1, v0
  s_getpc_b64 s[4:5]
pc0:
  s_sub_u32 s4, s4, pc0-f
  s_subb_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
  s_swappc_b64 s[30:31], s[4:5]
  global_store_dword v0, v1, s[0:1]
  s_endpgm
g:
  v_add_nc_u32 v1, 0x3e8, v1
  s_mov_b32 s16, 1
  s_setpc_b64 s[30:31]
