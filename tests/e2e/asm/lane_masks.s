; Lane masks read per lane and as bits, across blocks: a carry out of
; v_add_co_u32 read by v_add_co_ci_u32 after a branch; a compare's mask
; read by v_cndmask (per lane) and by s_bcnt1 and a v_mov of its SGPR
; (bits) after another; EXEC narrowed by s_and and restored in the middle
; of a run of VALU instructions; a divergent loop with an s_and_saveexec
; nest inside, its lanes leaving through s_andn2 of a break mask made by
; s_or of two compares.  64 threads: two waves at wave32, one at wave64.
; @workgroup 64
; @groups 1
; @user-sgprs 10
; @buffer in u32 64 hash @0
; @buffer out1 u32 64 zero @2 out
; @buffer out2 u32 64 zero @4 out
; @buffer out3 u32 64 zero @6 out
; @buffer out4 u32 64 zero @8 out
; @model
; def model(wave, b, p):
;     x = b["in"]
;     out1, out2, out3, out4 = [], [], [], []
;     for t in range(64):
;         w = t // wave
;         lanes = range(w * wave, (w + 1) * wave)
;         below = [u for u in lanes if x[u] < 0x40000000]
;         bits = sum(1 << (u - w * wave) for u in below)
;         out1.append(t + (x[t] >= 0x80000000))
;         out2.append((2 if x[t] < 0x40000000 else 1) + 16 * len(below))
;         out3.append(101 + t + (1000 if t % 2 == 0 else 0) + (bits & 1))
;         i, acc = 0, 0
;         while True:
;             i += 1
;             brk = ((x[t] >> i) & 1) == 0 or i >= 6
;             if i % 2 == 1:
;                 acc += i
;             acc += 0x100
;             if brk:
;                 break
;         out4.append(acc | (i << 24))
;     return {"out1": out1, "out2": out2, "out3": out3, "out4": out4}
; @end
	s_mov_b{b} {m:22}, {exec}
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	s_waitcnt vmcnt(0)
	; a carry across a branch
	v_add_co_u32 v2, {vcc}, v1, v1
	v_cmp_gt_u32_e64 {m:20}, 0x40000000, v1
	s_cmp_eq_u32 s0, s0
	s_cbranch_scc1 carry_in
	v_mov_b32 v2, 0
carry_in:
	v_add_co_ci_u32_e32 v3, {vcc}, 0, v0, {vcc}
	global_store_dword v10, v3, s[2:3]
	; the compare's mask per lane and as bits, in another block
	s_cmp_eq_u32 s1, s1
	s_cbranch_scc0 done
	v_cndmask_b32_e64 v4, 1, 2, {m:20}
	s_bcnt1_i32_b{b} s34, {m:20}
	s_lshl_b32 s34, s34, 4
	v_add_nc_u32_e32 v4, s34, v4
	global_store_dword v10, v4, s[4:5]
	; EXEC narrowed and restored in the middle of a run
	v_mov_b32 v6, 100
	v_and_b32_e32 v7, 1, v0
	v_cmp_eq_u32_e32 {vcc}, 0, v7
	v_add_nc_u32_e32 v6, v6, v0
	s_and_b{b} {exec}, {exec}, {vcc}
	v_add_nc_u32_e32 v6, 0x3e8, v6
	s_mov_b{b} {exec}, {m:22}
	v_add_nc_u32_e32 v6, 1, v6
	; bit 0 of the compare's mask, as bits: lane 0's x < 0x40000000
	s_and_b32 s35, s20, 1
	v_add_nc_u32_e32 v6, s35, v6
	global_store_dword v10, v6, s[6:7]
	; a divergent loop with a saveexec nest and a break mask
	s_mov_b{b} {m:24}, {exec}
	v_mov_b32 v8, 0
	v_mov_b32 v9, 0
loop:
	v_add_nc_u32_e32 v8, 1, v8
	v_lshrrev_b32_e32 v11, v8, v1
	v_and_b32_e32 v11, 1, v11
	v_cmp_eq_u32_e32 {vcc}, 0, v11
	v_cmp_le_u32_e64 {m:26}, 6, v8
	s_or_b{b} {m:26}, {vcc}, {m:26}
	v_and_b32_e32 v12, 1, v8
	v_cmp_eq_u32_e32 {vcc}, 1, v12
	s_and_saveexec_b{b} {m:28}, {vcc}
	s_cbranch_execz inner_end
	v_add_nc_u32_e32 v9, v9, v8
inner_end:
	s_mov_b{b} {exec}, {m:28}
	v_add_nc_u32_e32 v9, 0x100, v9
	s_andn2_b{b} {exec}, {exec}, {m:26}
	s_cbranch_execnz loop
	s_mov_b{b} {exec}, {m:24}
	v_lshlrev_b32_e32 v8, 24, v8
	v_or_b32_e32 v9, v9, v8
	global_store_dword v10, v9, s[8:9]
done:
	s_endpgm
