// A jump table of 40 entries (more than fit one SPIR-V instruction's
// short operand list): s[0:1] = output address, s2 = index, bounded to
// 0..39.  out[lane] = 7 * min(s2, 39) + 1 + 4 * lane
  v_lshlrev_b32 v0, 2, v0
  s_min_u32 s2, s2, 39
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
.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39
case\i:
  v_mov_b32 v1, 7 * \i + 1
  s_branch store
.endr
store:
  v_add_nc_u32 v1, v1, v0
  global_store_dword v0, v1, s[0:1]
  s_endpgm
table:
.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39
  .long case\i-table
.endr
