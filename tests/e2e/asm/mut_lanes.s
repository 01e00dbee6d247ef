; Lane masks under a partial EXEC of only the upper lanes (threads 40-63):
; v_add_co_u32's carry mask has no bits for inactive lanes, even where
; their sums carry; v_readfirstlane_b32 finds the first active lane in the
; high half of a wave64 (its low 32 EXEC bits are 0). A wave32's first
; wave has no active lane and skips the read (s_cbranch_execz).
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @buffer in u32 64 hash @0
; @buffer res u32 192 zero @2 out
; @model
; def model(wave, b, p):
;     x = b["in"]
;     res = [0] * 192
;     for t in range(64):
;         w = t // wave
;         bits = [u - wave * w for u in range(wave * w, wave * (w + 1)) if u >= 40]
;         mask = sum(1 << j for j in bits)
;         first = x[40] if bits else 0
;         for k, v in enumerate([mask & M32, mask >> 32, first]):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	s_mov_b32 s40, 0
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
	v_mov_b32 v2, -1
	v_mov_b32 v3, 1
	s_waitcnt vmcnt(0)
	s_mov_b{b} {m:20}, {exec}
	v_cmp_le_u32_e32 {vcc}, 40, v0
	s_and_saveexec_b{b} {m:22}, {vcc}
	v_add_co_u32 v4, {m:40}, v2, v3
	s_cbranch_execz skip
	v_readfirstlane_b32 s42, v1
skip:
	s_mov_b{b} {exec}, {m:20}
	v_mov_b32 v5, s40
	v_mov_b32 v6, s41
	v_mov_b32 v7, s42
	global_store_dword v10, v5, s[2:3]
	global_store_dword v10, v6, s[2:3] offset:256
	global_store_dword v10, v7, s[2:3] offset:512
	s_endpgm
