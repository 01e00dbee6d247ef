// A jump table whose index has no s_min_u32 bound: refused.
  s_lshl_b32 s3, s2, 2
  s_getpc_b64 s[4:5]
pc0:
  s_add_u32 s4, s4, table-pc0
  s_addc_u32 s5, s5, 0
  s_load_dword s6, s[4:5], s3
  s_waitcnt lgkmcnt(0)
  s_add_u32 s4, s4, s6
  s_addc_u32 s5, s5, 0
  s_setpc_b64 s[4:5]
case0:
  s_endpgm
table:
  .long case0-table
