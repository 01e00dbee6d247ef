// The pair s[4:5] is set up once for two calls of f, but f (or g, which
// f calls) may write it, so the second call must be refused, naming the
// write at the label `clobber`.  Assembled once per CLOBBER:
//   1  s_mov_b32 s4 in f
//   2  s_load_dwordx8 s[0:7] in f (s4 inside a wider operand)
//   3  s_mov_b32 s5 in g, called by f
//   4  s_movreld_b32 in f (writes the SGPR at m0 + 0: any of them)
//   5  s_swappc_b64 s[4:5], s[12:13] in f (the call's own return address)
//   6  s_mov_b32 s4 in h, which f reaches by a long branch (s_setpc_b64)
//   7  none, but the code after the first call is also reached by a branch
//   8  as 7, with s_setpc_b64 s[4:5] for the second call
  s_branch main
f:
  v_add_nc_u32 v1, s2, v1
  s_mov_b64 s[14:15], s[30:31]
  s_getpc_b64 s[12:13]
pcg:
  s_add_u32 s12, s12, g-pcg
  s_addc_u32 s13, s13, 0
.if CLOBBER == 1
clobber:
  s_mov_b32 s4, 0
.endif
.if CLOBBER == 2
clobber:
  s_load_dwordx8 s[0:7], s[0:1], 0x0
.endif
.if CLOBBER == 4
  s_mov_b32 m0, 0
clobber:
  s_movreld_b32 s0, s1
.endif
.if CLOBBER == 6
  s_getpc_b64 s[16:17]
pch:
  s_add_u32 s16, s16, h-pch
  s_addc_u32 s17, s17, 0
  s_setpc_b64 s[16:17]
.endif
.if CLOBBER == 5
clobber:
  s_swappc_b64 s[4:5], s[12:13]
.else
  s_swappc_b64 s[30:31], s[12:13]
.endif
  s_mov_b64 s[30:31], s[14:15]
  s_setpc_b64 s[30:31]
main:
  v_lshlrev_b32 v0, 2, v0
  v_mov_b32 v1, v0
.if CLOBBER >= 7
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc1 clobber
.endif
  s_getpc_b64 s[4:5]
pc0:
  s_sub_u32 s4, s4, pc0-f
  s_subb_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
.if CLOBBER >= 7
clobber:
.endif
second:
.if CLOBBER == 8
  s_setpc_b64 s[4:5]
.else
  s_swappc_b64 s[30:31], s[4:5]
.endif
  global_store_dword v0, v1, s[0:1]
  s_endpgm
g:
  v_add_nc_u32 v1, 0x3e8, v1
.if CLOBBER == 3
clobber:
  s_mov_b32 s5, 0
.endif
  s_setpc_b64 s[30:31]
.if CLOBBER == 6
h:
clobber:
  s_mov_b32 s4, 0
  s_setpc_b64 s[30:31]
.endif
