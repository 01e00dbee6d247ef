; s_cbranch_execz over code that a clear EXEC makes a no-op, and over code
; that it does not. The lanes of one branch: t >= 32 and x odd, so at
; wave32 the first wave has none (its branches are taken) and at wave64
; the one wave has some. (A) skips lane work and a scalar write dead at
; the target: run or skipped, the same. (B) skips a write of s40, which
; the target reads: an empty wave keeps 0x11. (C) skips an s_cmp whose
; SCC the target reads (s_cselect): an empty wave keeps saveexec's SCC,
; 0. (D) skips a v_cmp into VCC, whose bits the target counts: an empty
; wave keeps every lane's bit. (E) skips a loop (no shortcut taken then).
; 64 threads: two waves at wave32, one at wave64.
; @workgroup 64
; @groups 1
; @user-sgprs 12
; @buffer in u32 64 hash @0
; @buffer out1 u32 64 zero @2 out
; @buffer out2 u32 64 zero @4 out
; @buffer out3 u32 64 zero @6 out
; @buffer out4 u32 64 zero @8 out
; @buffer out5 u32 64 zero @10 out
; @model
; def model(wave, b, p):
;     M = 0xffffffff
;     x = b["in"]
;     act = [t >= 32 and (x[t] & 1) == 1 for t in range(64)]
;     def w(t):
;         return range(t // wave * wave, t // wave * wave + wave)
;     some = [any(act[u] for u in w(t)) for t in range(64)]
;     out1 = [((x[t] + 5 + 9) & M) if act[t] else 0 for t in range(64)]
;     out2 = [0x77 if some[t] else 0x11 for t in range(64)]
;     out3 = [1 if some[t] else 2 for t in range(64)]
;     out4 = [sum(1 for u in w(t) if act[u] and x[u] < 0x80000000) if some[t] else wave
;             for t in range(64)]
;     out5 = [((x[t] & 7) * 3 + 1) & M if act[t] else 0 for t in range(64)]
;     return {"out1": out1, "out2": out2, "out3": out3, "out4": out4, "out5": out5}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	s_mov_b32 s40, 0x11
	s_mov_b32 s41, 0x22
	v_mov_b32_e32 v5, 0
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 {vcc}, 32, v0
	v_and_b32_e32 v4, 1, v1
	v_cmp_ne_u32_e64 {m:22}, 0, v4
	s_and_b{b} {m:24}, {vcc}, {m:22}
	; (A)
	s_and_saveexec_b{b} {m:20}, {m:24}
	s_cbranch_execz a_end
	v_add_nc_u32_e32 v2, 5, v1
	s_mov_b32 s44, 9
	v_add_nc_u32_e32 v2, s44, v2
	global_store_dword v10, v2, s[2:3]
a_end:
	s_mov_b{b} {exec}, {m:20}
	s_mov_b32 s44, 0
	; (B)
	s_and_saveexec_b{b} {m:20}, {m:24}
	s_cbranch_execz b_end
	s_mov_b32 s40, 0x77
	v_mov_b32_e32 v3, s40
b_end:
	s_mov_b{b} {exec}, {m:20}
	v_mov_b32_e32 v3, s40
	global_store_dword v10, v3, s[4:5]
	; (C)
	s_and_saveexec_b{b} {m:20}, {m:24}
	s_cbranch_execz c_end
	v_mov_b32_e32 v3, 3
	s_cmp_eq_u32 s41, 0x22
c_end:
	s_cselect_b32 s45, 1, 2
	s_mov_b{b} {exec}, {m:20}
	v_mov_b32_e32 v3, s45
	global_store_dword v10, v3, s[6:7]
	; (D)
	v_cmp_le_u32_e32 {vcc}, 0, v0
	s_and_saveexec_b{b} {m:20}, {m:24}
	s_cbranch_execz d_end
	v_cmp_gt_u32_e32 {vcc}, 0x80000000, v1
d_end:
	s_mov_b{b} {exec}, {m:20}
	s_bcnt1_i32_b{b} s46, {vcc}
	v_mov_b32_e32 v3, s46
	global_store_dword v10, v3, s[8:9]
	; (E)
	s_and_saveexec_b{b} {m:20}, {m:24}
	s_cbranch_execz e_end
	v_and_b32_e32 v6, 7, v1
	v_mov_b32_e32 v5, 1
	s_mov_b32 s47, 3
e_loop:
	v_add_nc_u32_e32 v5, v5, v6
	s_sub_u32 s47, s47, 1
	s_cmp_lg_u32 s47, 0
	s_cbranch_scc1 e_loop
e_end:
	s_mov_b{b} {exec}, {m:20}
	global_store_dword v10, v5, s[10:11]
	s_endpgm
