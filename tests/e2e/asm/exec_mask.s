; Lane masks and EXEC: v_cmp writing VCC and an SGPR mask, v_cmp under a
; partial EXEC (inactive lanes give 0 bits), s_and_saveexec / s_andn2 /
; s_and on EXEC with VALU writes and stores only in active lanes (the other
; lanes' VGPRs and memory left untouched), s_cbranch_execz taken and not
; taken per wave, v_cmpx (writes EXEC only), SCC after s_and_saveexec, the
; EXEC s_and_saveexec saved read as bits, and a mask written as bits (a
; constant with alternate lanes set) read per lane by v_cndmask.
; 48 threads: wave32 runs a full wave and a half wave, wave64 one wave with
; lanes 48..63 off from the start.
; @workgroup 48
; @groups 1
; @user-sgprs 12
; @buffer in u32 64 model @0
; @buffer out1 u32 64 model @2 out
; @buffer masks u32 64 zero @4 out
; @buffer out2 u32 64 zero @6 out
; @buffer out3 u32 64 model @8 out
; @buffer out4 u32 64 zero @10 out
; @model
; N = 48
; def init_in(n):
;     return [0x12345 if t == 40 else hash32(t) for t in range(n)]
; def init_out1(n):
;     return [0xaaaa0000 + t for t in range(n)]
; def init_out3(n):
;     return [0xcccc0000 + t for t in range(n)]
; def model(wave, b, push):
;     x = b["in"]
;     out1, out2, out3, masks = b["out1"], b["out2"], b["out3"], b["masks"]
;     out4 = b["out4"]
;     for t in range(N):
;         c = x[t] < 0x80000000
;         if c:
;             out1[t] = x[t] + 1
;         out2[t] = 7 if c else 9 if t % 4 == 0 else 0xbeef
;         if t >= 16:
;             out3[t] = t
;         out4[t] = 1 if t % wave % 2 == 0 else 0
;     for w in range((N + wave - 1) // wave):
;         lanes = [t for t in range(w * wave, (w + 1) * wave) if t < N]
;         def mask(pred):
;             return sum(1 << (t - w * wave) for t in lanes if pred(t))
;         slots = [mask(lambda t: x[t] < 0x80000000), mask(lambda t: t % 4 == 0),
;                  mask(lambda t: True), mask(lambda t: x[t] < 0x80000000)]
;         vals = []
;         for m in slots:
;             vals += [m & M32, m >> 32]
;         vals.append(int(any(x[t] == 0x12345 for t in lanes)))
;         vals.append(int(any(t < 5 for t in lanes)))
;         for m in (mask(lambda t: t % 2 == 0 and x[t] > 0x40000000),
;                   mask(lambda t: t >= 16)):
;             vals += [m & M32, m >> 32]
;         vals.append(int(slots[3] != 0))
;         saved = mask(lambda t: True)
;         vals += [saved & M32, saved >> 32]
;         masks[32 * w:32 * w + len(vals)] = vals
;     return {"out1": out1, "masks": masks, "out2": out2, "out3": out3, "out4": out4}
; @end
	s_mov_b{b} {m:22}, {exec}
.if !WAVE64
	s_mov_b32 s23, 0
	s_mov_b32 s41, 0
	s_mov_b32 s43, 0
	s_mov_b32 s45, 0
	s_mov_b32 s49, 0
	s_mov_b32 s51, 0
	s_mov_b32 s53, 0
.endif
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32 v4, 0xbeef
	v_cmp_gt_u32_e32 {vcc}, 0x80000000, v1
	v_and_b32_e32 v2, 3, v0
	v_cmp_eq_u32_e64 {m:20}, 0, v2
	s_mov_b{b} {m:40}, {vcc}
	s_mov_b{b} {m:42}, {m:20}
	; then: lanes with in < 0x80000000
	s_and_saveexec_b{b} {m:24}, {vcc}
	s_cselect_b32 s54, 1, 0
	s_mov_b{b} {m:52}, {m:24}
	s_mov_b{b} {m:44}, {exec}
	v_add_nc_u32_e32 v3, 1, v1
	global_store_dword v10, v3, s[2:3]
	v_mov_b32 v4, 7
	; else, and only lanes with t % 4 == 0
	s_andn2_b{b} {exec}, {m:24}, {exec}
	s_and_b{b} {exec}, {exec}, {m:20}
	v_mov_b32 v4, 9
	s_mov_b{b} {exec}, {m:22}
	global_store_dword v10, v4, s[6:7]
	; s_cbranch_execz: taken where no lane of the wave has in == 0x12345
	s_mov_b32 s46, 0
	s_mov_b32 s47, 0
	v_cmp_eq_u32_e32 {vcc}, 0x12345, v1
	s_and_saveexec_b{b} {m:24}, {vcc}
	s_cbranch_execz skip1
	s_mov_b32 s46, 1
skip1:
	s_mov_b{b} {exec}, {m:22}
	v_cmp_gt_u32_e32 {vcc}, 5, v0
	s_and_saveexec_b{b} {m:24}, {vcc}
	s_cbranch_execz skip2
	s_mov_b32 s47, 1
skip2:
	s_mov_b{b} {exec}, {m:22}
	; v_cmp under EXEC = even lanes
	v_and_b32_e32 v2, 1, v0
	v_cmp_eq_u32_e32 {vcc}, 0, v2
	s_and_b{b} {exec}, {exec}, {vcc}
	v_cmp_lt_u32_e64 {m:48}, 0x40000000, v1
	s_mov_b{b} {exec}, {m:22}
	; v_cmpx
	v_cmpx_le_u32_e32 16, v0
	s_mov_b{b} {m:50}, {exec}
	global_store_dword v10, v0, s[8:9]
	s_mov_b{b} {exec}, {m:22}
	; alternate lanes set, as bits, read per lane
	s_mov_b32 s56, 0x55555555
	s_mov_b32 s57, 0x55555555
	v_cndmask_b32_e64 v5, 0, 1, {m:56}
	global_store_dword v10, v5, s[10:11]
	; masks of wave w at masks[32 * w]
.if WAVE64
	v_lshrrev_b32 v11, 6, v0
.else
	v_lshrrev_b32 v11, 5, v0
.endif
	v_lshlrev_b32 v11, 7, v11
	.irp r, 40,41,42,43,22,23,44,45,46,47,48,49,50,51,54,52,53
	v_mov_b32 v30, s\r
	global_store_dword v11, v30, s[4:5]
	v_add_nc_u32_e32 v11, 4, v11
	.endr
	s_endpgm
