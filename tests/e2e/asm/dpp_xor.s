; DPP patterns that read lane ^ x (quad_perm [1,0,3,2] and [2,3,0,1],
; row_xmask, row_mirror = ^ 15, row_half_mirror = ^ 7, DPP8 selecting
; i ^ 1), which the recompiler may lower as shuffles by a constant xor:
; with every lane active, then under an EXEC narrowed to the lanes whose
; input has bit 7 set (the hash's low bits follow the lane's), where a source lane outside EXEC is invalid unless fi is
; set (bound_ctrl: it reads 0; without: the lane is not written; DPP8: it
; reads 0), and with DPP on the first source of v_add_nc_u32.
; At subgroup sizes 1, 8 and 16 an xor of 8 or 15 crosses the slots of
; an invocation.  res[64 * k + t] holds result k of thread t (0 where the
; lane was inactive).
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @buffer in u32 64 hash @0
; @buffer res u32 448 zero @2 out
; @model
; def model(wave, b, p):
;     x = b["in"]
;     act = [(v >> 7) & 1 for v in x]
;     res = [0] * 448
;     for t in range(64):
;         old = 0xdd00 + t
;         def rd(s, fill):
;             return x[s] if act[s] else fill
;         vals = [x[t ^ 1], x[t ^ 2]]
;         if act[t]:
;             vals += [rd(t ^ 2, old), rd(t ^ 8, 0), x[t ^ 15], rd(t ^ 1, 0),
;                      (rd(t ^ 7, 0) + t) & M32]
;         else:
;             vals += [0] * 5
;         for k, v in enumerate(vals):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
	v_or_b32_e32 v3, 0xdd00, v0
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	v_or_b32_e32 v3, 0xdd00, v0
	v_mov_b32_e32 v2, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_dpp v3, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	ST
	v_bfe_u32 v5, v1, 7, 1
	v_cmp_eq_u32_e32 {vcc}, 1, v5
	s_and_saveexec_b{b} {m:20}, {vcc}
	v_mov_b32_dpp v3, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_xmask:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	ST
	v_mov_b32_dpp v3, v1 row_mirror row_mask:0xf bank_mask:0xf fi:1
	ST
	v_mov_b32_dpp v3, v1 dpp8:[1,0,3,2,5,4,7,6]
	ST
	v_add_nc_u32_dpp v3, v1, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	ST
	s_mov_b{b} {exec}, {m:20}
	s_endpgm
