; v_mad_u64_u32 and v_mad_i64_i32 with a live carry-out (VOP3b sdst): RDNA2
; ISA {D1, D0.u64} = S0.u32 * S1.u32 + S2.u64 and {D1, D0.i64} = S0.i32 *
; S1.i32 + S2.i64 in 65 bits, D1 being bit 64: the carry out of the
; unsigned sum, the sign of the exact signed one.  The sdst is VCC, an SGPR
; (pair) or, with an SGPR source and an inline constant, another SGPR; the
; bit of an inactive lane is 0 and its D keeps its value (lanes
; i % 5 == 2 off).  Operands: 16 x 16 edge pairs (a, b) with addends that
; carry or not, then random ones.
; res[k * 256 + i] (64-bit D), cy[k * 256 + i]: result k of lane i.
; @workgroup 64
; @groups 4
; @user-sgprs 11
; @wgid-sgprs 11
; @buffer a u32 256 model @0
; @buffer b u32 256 model @2
; @buffer c u64 256 model @4
; @buffer res u64 1280 zero @6 out
; @buffer cy u32 1280 zero @8 out
; @push 10 0xfffffffd
; @model
; E = [0, 1, 2, 3, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff,
;      0x10000, 0xffff, 0x12345678, 0xdeadbeef, 0x40000000, 0xc0000000, 0x55555555]
; C = [0, 1, (1 << 64) - 1, 1 << 63, (1 << 63) - 1, (1 << 64) - (1 << 32),
;      0xfffffffe00000001, 0x8000000000000001, 0x3fffffff00000000, 0xc000000000000000]
; M64 = (1 << 64) - 1
; def init_a(n):
;     return [E[i // 16] if i < 256 else hash32(i) for i in range(n)]
; def init_b(n):
;     return [E[i % 16] for i in range(n)]
; def init_c(n):
;     return [C[(i * 7) % len(C)] if i % 3 else (hash32(i + 1) << 32 | hash32(i + 2)) for i in range(n)]
; def s32(v):
;     return v - (1 << 32) if v >> 31 else v
; def s64(v):
;     return v - (1 << 64) if v >> 63 else v
; def mad_u(a, b, c):
;     x = a * b + c
;     return x & M64, x >> 64
; def mad_i(a, b, c):
;     x = s32(a) * s32(b) + s64(c)
;     return x & M64, int(x < 0)
; def model(wave, bufs, push):
;     res, cy = [0] * 1280, [0] * 1280
;     k = push[10]
;     for i in range(256):
;         a, b, c = bufs["a"][i], bufs["b"][i], bufs["c"][i]
;         on = i % 5 != 2
;         old = 0x0123456789abcdef
;         for j, r in enumerate([mad_u(a, b, c), mad_i(a, b, c), mad_u(k, a, c), mad_i(k, a, c),
;                                mad_i(a, 0xffffffff, c)]):
;             res[j * 256 + i] = r[0] if on else old
;             cy[j * 256 + i] = r[1] if on else 0
;     return {"res": res, "cy": cy}
; @end
.macro ST r0, r1, k
	v_add_nc_u32_e32 v30, \k * 2048, v2
	global_store_dwordx2 v30, v[\r0:\r1], s[6:7]
.endm
.macro STC r, k
	v_add_nc_u32_e32 v30, \k * 1024, v3
	global_store_dword v30, \r, s[8:9]
.endm
.macro OLD r0, r1
	v_mov_b32_e32 v\r0, 0x89abcdef
	v_mov_b32_e32 v\r1, 0x1234567
.endm
	v_lshl_add_u32 v1, s11, 6, v0           ; i
	v_lshlrev_b32 v2, 3, v1
	v_lshlrev_b32 v3, 2, v1
	global_load_dword v4, v3, s[0:1]
	global_load_dword v5, v3, s[2:3]
	global_load_dwordx2 v[6:7], v2, s[4:5]
	OLD 10, 11
	OLD 12, 13
	OLD 14, 15
	OLD 16, 17
	OLD 18, 19
	s_waitcnt vmcnt(0)
	; lanes i % 5 == 2 off
	v_mul_u32_u24_e32 v8, 0x3334, v1
	v_lshrrev_b32_e32 v8, 16, v8            ; i / 5
	v_mul_u32_u24_e32 v8, 5, v8
	v_sub_nc_u32_e32 v8, v1, v8
	v_cmp_ne_u32_e32 {vcc}, 2, v8
	s_and_saveexec_b{b} {m:40}, {vcc}
	s_mov_b{b} {vcc}, -1
	s_mov_b{b} {m:20}, -1
	s_mov_b{b} {m:22}, -1
	s_mov_b{b} {m:24}, -1
	s_mov_b{b} {m:26}, -1
	v_mad_u64_u32 v[10:11], {vcc}, v4, v5, v[6:7]
	v_mad_i64_i32 v[12:13], {m:20}, v4, v5, v[6:7]
	v_mad_u64_u32 v[14:15], {m:22}, s10, v4, v[6:7]
	v_mad_i64_i32 v[16:17], {m:24}, s10, v4, v[6:7]
	v_mad_i64_i32 v[18:19], {m:26}, v4, -1, v[6:7]
	s_mov_b{b} {exec}, {m:40}
	v_cndmask_b32_e64 v20, 0, 1, {vcc}
	v_cndmask_b32_e64 v21, 0, 1, {m:20}
	v_cndmask_b32_e64 v22, 0, 1, {m:22}
	v_cndmask_b32_e64 v23, 0, 1, {m:24}
	v_cndmask_b32_e64 v24, 0, 1, {m:26}
	ST 10, 11, 0
	ST 12, 13, 1
	ST 14, 15, 2
	ST 16, 17, 3
	ST 18, 19, 4
	STC v20, 0
	STC v21, 1
	STC v22, 2
	STC v23, 3
	STC v24, 4
	s_endpgm
