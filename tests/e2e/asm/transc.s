; The transcendental and reciprocal instructions, with the accuracy the
; RDNA2 ISA guide states for each: v_sqrt/v_rsq/v_rcp_iflag/v_log/v_exp
; f32 (1 ULP: a result within one ulp of the true value is within one
; ulp of the correctly rounded one the model gives), the f16 forms
; v_sqrt/v_rsq/v_rcp/v_log/v_exp_f16 (0.51 ULP, so within one f16 ulp of
; the rounded value), v_sin/v_cos_f16 (the guide states none; the inputs
; keep |result| >= 1/8, where one f16 ulp covers any f32 computation
; rounded once to f16), v_rsq_f64 and v_rcp_f64 (2^29 ULP: one f32 ulp,
; read through v_cvt_f32_f64, which rounds once more: two f32 ulps; and
; bit-exact where the true result is a power of two or special, lanes
; 0..15), and the legacy FMAs v_fma_legacy_f32 / v_fmac_legacy_f32
; (DX9 rule: 0 times anything, infinity and NaN too, is +0, so the result
; is the addend plus +0; otherwise one fused rounding), exact.
; f16 results are read through v_cvt_f32_f16 (exact; a NaN keeps sign and
; payload, quieted), so one f16 ulp is 2^13 f32 ulps (no f16 result is a
; denormal). Specials everywhere: +-0, +-inf, negative, quiet and
; signalling NaNs (a NaN source comes out quieted, an invalid operation
; gives the default NaN 0x7fc00000 / 0x7e00 / 0x7ff8...). No input or
; result is a denormal (the guide flushes them for some of these).
; r32[64 k + t]: sqrt, rsq, rcp_iflag, log of xa[t], exp of xe[t];
; r16[64 k + t]: log, sqrt, rsq, rcp of the low half of xh[t], exp of its
; high half, sin, cos of xs[t]; r64f: rsq, rcp of xd[t] as f32; r64: the
; same as f64 bits for t < 16; rl: fma_legacy(a, b, c), fmac_legacy
; (e32), fmac_legacy_e64 with -a, |b|, fma_legacy(a, b, -|c|).
; @workgroup 64
; @groups 1
; @user-sgprs 22
; @buffer xa u32 64 model @0
; @buffer xe u32 64 model @2
; @buffer xh u32 64 model @4
; @buffer xd u64 64 model @6
; @buffer xs u32 64 model @8
; @buffer lg u32 192 model @18
; @buffer r32 f32 320 zero @10 out ulp=1 -- the ISA guide gives these f32 instructions 1 ULP accuracy
; @buffer r16 f32 448 zero @12 out ulp=8192 -- f16 results through an exact v_cvt_f32_f16: one f16 ulp (0.51 ULP in the ISA guide for sqrt/rsq/rcp/log/exp f16; sin/cos: rounding once to f16) is 2^13 f32 ulps
; @buffer r64f f32 128 zero @14 out ulp=2 -- v_rsq_f64/v_rcp_f64 are 2^29 ULP in the ISA guide (one f32 ulp), then v_cvt_f32_f64 rounds once more
; @buffer r64 u64 32 zero @16 out
; @buffer rl u32 256 zero @20 out
; @model
; import math
; from fractions import Fraction as Fr
; INF, NINF, DN = 0x7f800000, 0xff800000, 0x7fc00000
; def nan32(b):
;     return (b & 0x7fffffff) > 0x7f800000
; def nan16(h):
;     return (h & 0x7fff) > 0x7c00
; def nan64(b):
;     return (b & ((1 << 63) - 1)) > 0x7ff0 << 48
; def rnd(seed, lo, hi):
;     return lo + hash32(seed) % (hi - lo + 1)
; def pos32(t, emin, emax):
;     return (rnd(t, 127 + emin, 127 + emax) << 23) | (hash32(t + 1000) & 0x7fffff)
; XA = [0x3f800000, 0x40800000, 0x3e800000, 0x40000000, 0, 0x80000000, INF, NINF,
;       0xbf800000, 0x7fc01234, 0xff800123, 0x3f800001, 0x7149f2ca, 0x00800000,
;       0x4b800000, 0xc0200000]
; XE = [0, 0x80000000, 0x3f800000, 0xbf800000, 0x41200000, 0xc1200000, 0x3f000000,
;       INF, NINF, 0x7fc00abc, 0x7f800042, 0x42ff0000, 0xc2fa0000, 0x40533333,
;       0x42c80000, 0xbf400000]
; XH = [0x3c00, 0x4400, 0x3400, 0x0000, 0x8000, 0x7c00, 0xfc00, 0xbc00, 0x7e01,
;       0x7d00, 0x4000, 0x3800, 0x5640, 0x1234, 0x7bff, 0x0400]
; XHE = [0x0000, 0x8000, 0x3c00, 0xbc00, 0x4900, 0xc900, 0x7c00, 0xfc00, 0x7e03,
;        0xfd01, 0x4b80, 0xcb00, 0x3800, 0x1234, 0x4bfe, 0xbe00]
; XD = [0x4010 << 48, 0x3fd0 << 48, 0x3ff0 << 48, 0x4030 << 48, 0x4050 << 48,
;       (1023 - 100) << 52, (1023 + 200) << 52, 0, 1 << 63, 0x7ff0 << 48, 0xfff0 << 48,
;       0xc010 << 48, 0x7ff8000000001234, 0xfff0000000000123, (1023 - 10) << 52,
;       (1023 + 120) << 52]
; def init_xa(n):
;     return XA + [pos32(t, -60, 60) for t in range(16, n)]
; def init_xe(n):
;     return XE + [f2u(((hash32(t + 55) % 120001) - 60000) / 1000.0) for t in range(16, n)]
; def h16pos(t, emin, emax):
;     return (rnd(t + 7, 15 + emin, 15 + emax) << 10) | (hash32(t + 2000) & 0x3ff)
; def init_xh(n):
;     lo = XH + [h16pos(t, -6, 6) for t in range(16, n)]
;     hi = XHE + [h16(((hash32(t + 99) % 29001) - 14000) / 1000.0) for t in range(16, n)]
;     return [lo[t] | hi[t] << 16 for t in range(n)]
; def trig_ok(h):
;     x = hf(h)
;     return abs(math.sin(2 * math.pi * x)) >= 0.125 and abs(math.cos(2 * math.pi * x)) >= 0.125
; def init_xs(n):
;     out = [0x0000, 0x8000, 0x7e00, 0xfd05]
;     s = 0
;     while len(out) < n:
;         h = h16(((hash32(s + 333) % 4001) - 2000) / 1000.0)
;         s += 1
;         if trig_ok(h):
;             out.append(h)
;     return out
; def init_xd(n):
;     return XD + [(rnd(t + 3, 1023 - 120, 1023 + 120) << 52) | (hash32(t + 5) << 20) | hash32(t + 6) >> 12
;                  for t in range(16, n)]
; LG = [(0, INF, 0x3f800000), (0, 0x7fc01234, 0x40000000), (0x80000000, 0x40a00000, 0x80000000),
;       (INF, 0, 0xc0400000), (0x7fc00001, 0, 0x80000000), (0x40000000, 0x40400000, 0x3f800000),
;       (INF, 0x40000000, NINF), (INF, 0xc0000000, 0x3f800000), (0xff800123, 0x40000000, 0x3f800000),
;       (0x3f800000, 0x40000000, 0x7f800005), (0x40400000, 0x7fc0abcd, 0x7fc00077),
;       (0, 0, 0xffc00042), (0x3f800001, 0x3f7fffff, 0xbf800000), (0x7149f2ca, 0x7149f2ca, 0x3f800000),
;       (0x80000000, 0x80000000, 0x80000000), (0, NINF, 0x80000000), (0, 0x40e00000, 0xff800321),
;       (0x3f800001, 0x3f800001, 0xbf800002)]
; def sgn32(t, emin, emax):
;     return pos32(t, emin, emax) | (hash32(t + 4000) & 1) << 31
; def init_lg(n):
;     rows = LG + [(sgn32(t, -20, 20), sgn32(t + 300, -20, 20), sgn32(t + 600, -20, 40))
;                  for t in range(len(LG), 64)]
;     return [r[0] for r in rows] + [r[1] for r in rows] + [r[2] for r in rows]
; def f32(x):
;     return f2u(x)
; def sqrt32(b):
;     if nan32(b): return b | 0x400000
;     if b == 0x80000000: return b
;     if b >> 31: return DN
;     return b if b == INF else f32(math.sqrt(u2f(b)))
; def rsq32(b):
;     if nan32(b): return b | 0x400000
;     if b & 0x7fffffff == 0: return INF | (b & 0x80000000)
;     if b >> 31: return DN
;     return 0 if b == INF else f32(1 / math.sqrt(u2f(b)))
; def rcp32(b):
;     if nan32(b): return b | 0x400000
;     if b & 0x7fffffff == 0: return INF | b
;     if b & 0x7fffffff == INF: return b & 0x80000000
;     return f32(1 / u2f(b))
; def log32(b):
;     if nan32(b): return b | 0x400000
;     if b & 0x7fffffff == 0: return NINF
;     if b >> 31: return DN
;     return b if b == INF else f32(math.log2(u2f(b)))
; def exp32(b):
;     if nan32(b): return b | 0x400000
;     if b == NINF: return 0
;     return b if b == INF else f32(2.0 ** u2f(b))
; def h2f(h):
;     if nan16(h):
;         return (h >> 15) << 31 | 0x7fc00000 | (h & 0x3ff) << 13
;     return f2u(hf(h))
; def f16op(h, fn, neg_nan, zero):
;     if nan16(h): return h | 0x200
;     if h & 0x7fff == 0: return zero(h)
;     if h >> 15 and neg_nan: return 0x7e00
;     return h16(fn(hf(h)))
; def log16(h):
;     return 0x7c00 if h == 0x7c00 else f16op(h, math.log2, True, lambda z: 0xfc00)
; def sqrt16(h):
;     return h if h == 0x7c00 else f16op(h, math.sqrt, True, lambda z: z)
; def rsq16(h):
;     return 0 if h == 0x7c00 else f16op(h, lambda x: 1 / math.sqrt(x), True, lambda z: 0x7c00 | z)
; def rcp16(h):
;     if h & 0x7fff == 0x7c00: return h & 0x8000
;     return f16op(h, lambda x: 1 / x, False, lambda z: 0x7c00 | z)
; def exp16(h):
;     if h == 0xfc00: return 0
;     if h == 0x7c00: return h
;     return f16op(h, lambda x: 2.0 ** x, False, lambda z: 0x3c00)
; def sin16(h):
;     return f16op(h, lambda x: math.sin(2 * math.pi * x), False, lambda z: z)
; def cos16(h):
;     return f16op(h, lambda x: math.cos(2 * math.pi * x), False, lambda z: 0x3c00)
; def q64(b):
;     return b | 1 << 51
; def d2u(x):
;     return struct.unpack("<Q", struct.pack("<d", x))[0]
; def u2d(b):
;     return struct.unpack("<d", struct.pack("<Q", b))[0]
; def rsq64(b):
;     if nan64(b): return q64(b)
;     if b & ((1 << 63) - 1) == 0: return (0x7ff << 52) | b
;     if b >> 63: return 0x7ff8 << 48
;     return 0 if b == 0x7ff << 52 else d2u(1 / math.sqrt(u2d(b)))
; def rcp64(b):
;     if nan64(b): return q64(b)
;     if b & ((1 << 63) - 1) == 0: return (0x7ff << 52) | b
;     if b & ((1 << 63) - 1) == 0x7ff << 52: return b & (1 << 63)
;     return d2u(1 / u2d(b))
; def cvt64(b):
;     if nan64(b):
;         return (b >> 63) << 31 | 0x7fc00000 | (b >> 29) & 0x3fffff
;     return f2u(u2d(b))
; def legacy(a, b, c):
;     if a & 0x7fffffff == 0 or b & 0x7fffffff == 0:
;         return c | 0x400000 if nan32(c) else (0 if c == 0x80000000 else c)
;     for x in (a, b, c):
;         if nan32(x): return x | 0x400000
;     pinf = (a & 0x7fffffff) == INF or (b & 0x7fffffff) == INF
;     ps = (a ^ b) & 0x80000000
;     if pinf:
;         return DN if (c & 0x7fffffff) == INF and (c & 0x80000000) != ps else INF | ps
;     if (c & 0x7fffffff) == INF: return c
;     x = Fr(u2f(a)) * Fr(u2f(b)) + Fr(u2f(c))
;     return f2u(round_to(x, 24, -126, 127))
; def model(wave, bufs, p):
;     xa, xe, xh, xd, xs, lg = (bufs[k] for k in ("xa", "xe", "xh", "xd", "xs", "lg"))
;     r32 = [sqrt32(v) for v in xa] + [rsq32(v) for v in xa] + [rcp32(v) for v in xa]
;     r32 += [log32(v) for v in xa] + [exp32(v) for v in xe]
;     lo = [v & 0xffff for v in xh]
;     r16 = [log16(h) for h in lo] + [sqrt16(h) for h in lo] + [rsq16(h) for h in lo]
;     r16 += [rcp16(h) for h in lo] + [exp16(v >> 16) for v in xh]
;     r16 += [sin16(h) for h in xs] + [cos16(h) for h in xs]
;     r16 = [h2f(h) for h in r16]
;     r64f = [cvt64(rsq64(b)) for b in xd] + [cvt64(rcp64(b)) for b in xd]
;     r64 = [rsq64(b) for b in xd[:16]] + [rcp64(b) for b in xd[:16]]
;     a, b, c = lg[0:64], lg[64:128], lg[128:192]
;     rl = [legacy(a[t], b[t], c[t]) for t in range(64)]
;     rl += [legacy(a[t], b[t], c[t]) for t in range(64)]
;     rl += [legacy(a[t] ^ 0x80000000, b[t] & 0x7fffffff, c[t]) for t in range(64)]
;     rl += [legacy(a[t], b[t], c[t] | 0x80000000) for t in range(64)]
;     return {"r32": r32, "r16": r16, "r64f": r64f, "r64": r64, "rl": rl}
; @end
	v_lshlrev_b32 v10, 2, v0
	v_lshlrev_b32 v11, 3, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	global_load_dword v3, v10, s[4:5]
	global_load_dwordx2 v[4:5], v11, s[6:7]
	global_load_dword v6, v10, s[8:9]
	global_load_dword v50, v10, s[18:19]
	global_load_dword v51, v10, s[18:19] offset:256
	global_load_dword v52, v10, s[18:19] offset:512
	s_waitcnt vmcnt(0)
	v_sqrt_f32_e32 v20, v1
	v_rsq_f32_e32 v21, v1
	v_rcp_iflag_f32_e32 v22, v1
	v_log_f32_e32 v23, v1
	v_exp_f32_e32 v24, v2
	global_store_dword v10, v20, s[10:11]
	global_store_dword v10, v21, s[10:11] offset:256
	global_store_dword v10, v22, s[10:11] offset:512
	global_store_dword v10, v23, s[10:11] offset:768
	global_store_dword v10, v24, s[10:11] offset:1024
	v_lshrrev_b32_e32 v7, 16, v3
	v_log_f16_e32 v30, v3
	v_sqrt_f16_e32 v31, v3
	v_rsq_f16_e32 v32, v3
	v_rcp_f16_e32 v33, v3
	v_exp_f16_e32 v34, v7
	v_sin_f16_e32 v35, v6
	v_cos_f16_e32 v36, v6
	v_cvt_f32_f16_e32 v30, v30
	v_cvt_f32_f16_e32 v31, v31
	v_cvt_f32_f16_e32 v32, v32
	v_cvt_f32_f16_e32 v33, v33
	v_cvt_f32_f16_e32 v34, v34
	v_cvt_f32_f16_e32 v35, v35
	v_cvt_f32_f16_e32 v36, v36
	global_store_dword v10, v30, s[12:13]
	global_store_dword v10, v31, s[12:13] offset:256
	global_store_dword v10, v32, s[12:13] offset:512
	global_store_dword v10, v33, s[12:13] offset:768
	global_store_dword v10, v34, s[12:13] offset:1024
	global_store_dword v10, v35, s[12:13] offset:1280
	global_store_dword v10, v36, s[12:13] offset:1536
	v_rsq_f64_e32 v[40:41], v[4:5]
	v_rcp_f64_e32 v[42:43], v[4:5]
	v_cvt_f32_f64_e32 v44, v[40:41]
	v_cvt_f32_f64_e32 v45, v[42:43]
	global_store_dword v10, v44, s[14:15]
	global_store_dword v10, v45, s[14:15] offset:256
	v_fma_legacy_f32 v53, v50, v51, v52
	v_mov_b32_e32 v54, v52
	v_fmac_legacy_f32_e32 v54, v50, v51
	v_mov_b32_e32 v55, v52
	v_fmac_legacy_f32_e64 v55, -v50, |v51|
	v_fma_legacy_f32 v56, v50, v51, -|v52|
	global_store_dword v10, v53, s[20:21]
	global_store_dword v10, v54, s[20:21] offset:256
	global_store_dword v10, v55, s[20:21] offset:512
	global_store_dword v10, v56, s[20:21] offset:768
	v_cmpx_gt_u32_e32 16, v0
	global_store_dwordx2 v11, v[40:41], s[16:17]
	global_store_dwordx2 v11, v[42:43], s[16:17] offset:128
	s_endpgm
