; Loops: a scalar do-while on s_cbranch_scc1, a countdown on s_cbranch_scc0,
; a per-lane (divergent) Collatz loop whose lanes leave one by one through
; EXEC with s_cbranch_execz, a loop on s_cbranch_vccnz and a forward
; s_cbranch_vccz. Per-wave scalar results (iteration counts are the wave's
; maximum) go to wres[8 * wave index].
; @workgroup 64
; @groups 1
; @user-sgprs 8
; @buffer in u32 64 model @0
; @buffer out u32 64 zero @2 out
; @buffer wres u32 16 zero @4 out
; @push 6 13
; @push 7 10
; @model
; def init_in(n):
;     return [0xdead if t == 50 else t + 1 for t in range(n)]
; def steps(x):
;     n = 0
;     while x != 1:
;         x = x // 2 if x % 2 == 0 else 3 * x + 1
;         n += 1
;     return n
; def model(wave, b, p):
;     x = b["in"]
;     out = [steps(v) for v in x]
;     wres = b["wres"]
;     for w in range(64 // wave):
;         lanes = range(w * wave, (w + 1) * wave)
;         vals = [sum(k * k for k in range(p[6])),
;                 max(out[t] for t in lanes),
;                 max(max(x[t].bit_length() for t in lanes), 1),
;                 5 if any(x[t] == 0xdead for t in lanes) else 0,
;                 1 << p[7]]
;         wres[8 * w:8 * w + 5] = vals
;     return {"out": out, "wres": wres}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	s_waitcnt vmcnt(0)
	; A: sum of k * k for k < s6
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0
loopA:
	s_mul_i32 s12, s10, s10
	s_add_u32 s11, s11, s12
	s_add_u32 s10, s10, 1
	s_cmp_lt_u32 s10, s6
	s_cbranch_scc1 loopA
	; B: Collatz steps per lane
	s_mov_b{b} {m:20}, {exec}
	s_mov_b32 s13, 0
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, 0
loopB:
	v_cmp_ne_u32_e32 {vcc}, 1, v2
	s_and_b{b} {exec}, {exec}, {vcc}
	s_cbranch_execz doneB
	s_add_u32 s13, s13, 1
	v_and_b32_e32 v4, 1, v2
	v_cmp_eq_u32_e32 {vcc}, 0, v4
	v_lshrrev_b32_e32 v5, 1, v2
	v_mad_u32_u24 v6, v2, 3, 1
	v_cndmask_b32_e32 v2, v6, v5, {vcc}
	v_add_nc_u32_e32 v3, 1, v3
	s_branch loopB
doneB:
	s_mov_b{b} {exec}, {m:20}
	global_store_dword v10, v3, s[2:3]
	; C: halve until every lane is 0
	s_mov_b32 s14, 0
	v_mov_b32_e32 v7, v1
loopC:
	v_lshrrev_b32_e32 v7, 1, v7
	s_add_u32 s14, s14, 1
	v_cmp_ne_u32_e32 {vcc}, 0, v7
	s_cbranch_vccnz loopC
	; D: forward s_cbranch_vccz
	s_mov_b32 s15, 0
	v_cmp_eq_u32_e32 {vcc}, 0xdead, v1
	s_cbranch_vccz skipD
	s_mov_b32 s15, 5
skipD:
	; E: countdown on s_cbranch_scc0
	s_mov_b32 s16, s7
	s_mov_b32 s17, 1
loopE:
	s_lshl_b32 s17, s17, 1
	s_sub_u32 s16, s16, 1
	s_cmp_eq_u32 s16, 0
	s_cbranch_scc0 loopE
.if WAVE64
	v_lshrrev_b32 v11, 6, v0
.else
	v_lshrrev_b32 v11, 5, v0
.endif
	v_lshlrev_b32 v11, 5, v11
	.irp r, 11,13,14,15,17
	v_mov_b32 v30, s\r
	global_store_dword v11, v30, s[4:5]
	v_add_nc_u32_e32 v11, 4, v11
	.endr
	s_endpgm
