// A jump table: s[0:1] = output address, s2 = index (bounded to 0..3).
// out[lane] = value[min(s2, 3)] + 4 * lane
  v_lshlrev_b32 v0, 2, v0
  s_min_u32 s2, s2, 3
  s_lshl_b32 s3, s2, 2
  s_getpc_b64 s[4:5]
pc0:
  s_add_u32 s4, s4, table-pc0
  s_addc_u32 s5, s5, 0
  s_load_dword s6, s[4:5], s3
  s_waitcnt lgkmcnt(0)
  s_ashr_i32 s7, s6, 31
  s_add_u32 s4, s4, s6
  s_addc_u32 s5, s5, s7
  s_setpc_b64 s[4:5]
case0:
  v_mov_b32 v1, 100
  s_branch store
case1:
  v_mov_b32 v1, 201
  s_branch store
case2:
  v_mov_b32 v1, 302
  s_branch store
case3:
  v_mov_b32 v1, 403
store:
  v_add_nc_u32 v1, v1, v0
  global_store_dword v0, v1, s[0:1]
  s_endpgm
table:
  .long case0-table
  .long case1-table
  .long case2-table
  .long case3-table
