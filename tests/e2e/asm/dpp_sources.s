; DPP source lanes read through their index, not a constant xor: a
; quad_perm that is no xor ([0,0,2,2]) and row_mirror without fi under
; EXEC narrowed to the lanes whose thread has bit 4 clear (a row on, a row
; off), where a lane whose source lane is outside EXEC is not written (no
; bound_ctrl). Each source of an active lane lies in its own row, so it is
; active too.
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @buffer in u32 64 hash @0
; @buffer res u32 128 zero @2 out
; @model
; def model(wave, b, p):
;     x = b["in"]
;     res = [0] * 128
;     for t in range(64):
;         on = (t & 16) == 0
;         res[t] = x[t ^ 15] if on else 0xdd00 | t
;         res[64 + t] = x[(t & ~3) | [0, 0, 2, 2][t & 3]] if on else 0xee00 | t
;     return {"res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	v_or_b32_e32 v3, 0xdd00, v0
	v_or_b32_e32 v4, 0xee00, v0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 16, v0
	v_cmp_eq_u32_e32 {vcc}, 0, v5
	s_and_saveexec_b{b} {m:20}, {vcc}
	v_mov_b32_dpp v3, v1 row_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v4, v1 quad_perm:[0,0,2,2] row_mask:0xf bank_mask:0xf
	s_mov_b{b} {exec}, {m:20}
	global_store_dword v10, v3, s[2:3]
	global_store_dword v10, v4, s[2:3] offset:256
	s_endpgm
