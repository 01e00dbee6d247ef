; Carry pairs: a v_add_co_u32 (v_sub_co_u32, v_subrev_co_u32) whose carry
; the next instruction, a _co_ci form, reads as its carry in -- the two
; halves of a 64-bit add or subtract, which the recompiler may lower as one.
; RDNA2 ISA: the low half's carry (borrow) out of bit 31 goes to its SDST,
; the high half adds (subtracts) S0, S1 and that bit, its SDST the carry
; (borrow) out of the whole.  Checked: both halves, the carry out of the
; high half read per lane (v_cndmask) and as bits (v_mov from vcc), the low
; half's carry read again after the pair, REV forms and a sub/subrev mix,
; inline constants, a high half that reads the low half's result or
; overwrites the low half's source, and a pair under a narrowed EXEC (bits
; of inactive lanes 0, their VGPRs untouched).
; Lane i reads a[i], b[i], d[i] and c[i] bit 0; result k of lane i goes
; to out[64 * k + i].
; @workgroup 64
; @groups 1
; @user-sgprs 10
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer d u32 64 model @6
; @buffer c u32 64 hash @8
; @buffer out u32 2048 zero @4 out
; @model
; M64 = (1 << 64) - 1
; EDGE = [(0xffffffff, 1, 0xffffffff), (0xffffffff, 0, 0), (0x80000000, 0x80000000, 7),
;         (0, 1, 0), (1, 0, 0xffffffff), (0, 0, 0), (0x7fffffff, 1, 0x80000000),
;         (0xffffffff, 0xffffffff, 0xffffffff), (5, 7, 5), (7, 5, 7)]
; def init_a(n):
;     return [EDGE[i % 10][0] if i < 40 else hash32(i) for i in range(n)]
; def init_b(n):
;     return [EDGE[i % 10][1] if i < 40 else hash32(i + 500) for i in range(n)]
; def init_d(n):
;     return [EDGE[i % 10][2] if i < 40 else hash32(i + 900) for i in range(n)]
; def w64(lo, hi):
;     return lo | hi << 32
; def add(x, y):
;     s = x + y
;     return [s & M32, (s >> 32) & M32, int(s > M64)]
; def sub(x, y):
;     s = x - y
;     return [s & M32, (s >> 32) & M32, int(s < 0)]
; def bits(wave, lanes, t):
;     w0 = t // wave * wave
;     m = sum(lanes[j] << (j - w0) for j in range(w0, w0 + wave))
;     return [m & M32, (m >> 32) & M32]
; def model(wave, bufs, push):
;     a, b, d = bufs["a"], bufs["b"], bufs["d"]
;     c = [v & 1 for v in bufs["c"]]
;     rows = [[] for _ in range(64)]
;     co = [add(w64(a[t], d[t]), w64(b[t], a[t]))[2] for t in range(64)]
;     co_x = [int(add(w64(a[t], d[t]), w64(b[t], a[t]))[2] and c[t]) for t in range(64)]
;     for t in range(64):
;         r = rows[t]
;         r += add(w64(a[t], d[t]), w64(b[t], a[t])) + bits(wave, co, t)
;         s = add(w64(a[t], b[t]), w64(b[t], d[t]))
;         r += s[:2] + [int(a[t] + b[t] > M32), s[2]]
;         r += sub(w64(a[t], d[t]), w64(b[t], a[t]))
;         r += sub(w64(b[t], b[t]), w64(a[t], d[t]))
;         r += sub(w64(a[t], b[t]), w64(b[t], d[t]))
;         r += add(w64(4, 0), w64(a[t], d[t]))
;         lo = (a[t] + b[t]) & M32
;         hi = lo + d[t] + int(a[t] + b[t] > M32)
;         r += [lo, hi & M32, int(hi > M32)]
;         r += add(w64(a[t], a[t]), w64(b[t], d[t]))
;         s = add(w64(a[t], d[t]), w64(b[t], a[t]))
;         r += (s[:2] if c[t] else [0, 0]) + [s[2] & c[t]] + bits(wave, co_x, t)
;     out = [0] * 2048
;     for t in range(64):
;         for k, v in enumerate(rows[t]):
;             out[64 * k + t] = v
;     return {"out": out}
; @end
.macro ST r
	global_store_dword v10, \r, s[4:5]
	v_add_nc_u32 v10, 0x100, v10
.endm
.macro CO m
	v_cndmask_b32_e64 v30, 0, 1, \m
	ST v30
.endm
.macro BITS
	v_mov_b32 v30, vcc_lo
	ST v30
	v_mov_b32 v30, vcc_hi
	ST v30
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	global_load_dword v4, v10, s[6:7]
	global_load_dword v3, v10, s[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32 v3, 1, v3
	s_mov_b64 vcc, 0
	; {d, a} + {a, b}: the carry out per lane and as bits
	v_add_co_u32 v20, {vcc}, v1, v2
	v_add_co_ci_u32_e32 v21, {vcc}, v4, v1, {vcc}
	ST v20
	ST v21
	CO {vcc}
	BITS
	; the low half's carry in an SGPR mask, read again after the pair
	v_add_co_u32 v20, {m:20}, v1, v2
	v_add_co_ci_u32_e64 v21, {m:22}, v2, v4, {m:20}
	ST v20
	ST v21
	CO {m:20}
	CO {m:22}
	; {d, a} - {a, b}; then the REV forms: {b, b} - {d, a}; a mix
	v_sub_co_u32 v20, {vcc}, v1, v2
	v_sub_co_ci_u32_e32 v21, {vcc}, v4, v1, {vcc}
	ST v20
	ST v21
	CO {vcc}
	v_subrev_co_u32 v20, {vcc}, v1, v2
	v_subrev_co_ci_u32_e32 v21, {vcc}, v4, v2, {vcc}
	ST v20
	ST v21
	CO {vcc}
	v_sub_co_u32 v20, {vcc}, v1, v2
	v_subrev_co_ci_u32_e32 v21, {vcc}, v4, v2, {vcc}
	ST v20
	ST v21
	CO {vcc}
	; inline constants: {0, 4} + {d, a}
	v_add_co_u32 v20, {vcc}, 4, v1
	v_add_co_ci_u32_e32 v21, {vcc}, 0, v4, {vcc}
	ST v20
	ST v21
	CO {vcc}
	; the high half reads the low half's result: not a 64-bit add
	v_add_co_u32 v20, {vcc}, v1, v2
	v_add_co_ci_u32_e32 v21, {vcc}, v20, v4, {vcc}
	ST v20
	ST v21
	CO {vcc}
	; the high half overwrites the low half's source
	v_mov_b32 v22, v1
	v_add_co_u32 v23, {vcc}, v22, v2
	v_add_co_ci_u32_e32 v22, {vcc}, v22, v4, {vcc}
	ST v23
	ST v22
	CO {vcc}
	; under EXEC narrowed to the lanes whose c is 1
	v_mov_b32 v20, 0
	v_mov_b32 v21, 0
	v_cmp_ne_u32_e64 {m:30}, 0, v3
	s_and_saveexec_b{b} {m:32}, {m:30}
	v_add_co_u32 v20, {vcc}, v1, v2
	v_add_co_ci_u32_e32 v21, {vcc}, v4, v1, {vcc}
	s_mov_b{b} {exec}, {m:32}
	ST v20
	ST v21
	CO {vcc}
	BITS
	s_endpgm
