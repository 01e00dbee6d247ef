// A long branch through vcc over a store that must not run:
// s[0:1] = output; out[lane] = 7.
  v_lshlrev_b32 v0, 2, v0
  v_mov_b32 v1, 7
  s_getpc_b64 vcc
pc0:
  s_add_u32 vcc_lo, vcc_lo, skip-pc0
  s_addc_u32 vcc_hi, vcc_hi, 0
  s_setpc_b64 vcc
  v_mov_b32 v1, 13
  global_store_dword v0, v1, s[0:1]
  s_endpgm
skip:
  global_store_dword v0, v1, s[0:1]
  s_endpgm
