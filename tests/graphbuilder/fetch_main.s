// A vertex-style call to a fetch shader whose address comes from user
// data s[2:3]: s[0:1] = output; out[lane] = 4 * lane + 77.
  v_lshlrev_b32 v0, 2, v0
  s_swappc_b64 s[30:31], s[2:3]
  v_add_nc_u32 v1, v1, v0
  global_store_dword v0, v1, s[0:1]
  s_endpgm
