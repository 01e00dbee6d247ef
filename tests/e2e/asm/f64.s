; Double-precision VALU: add, mul, fma (exact products), min/max, sqrt,
; floor/ceil/trunc/rndne, fract, rcp of powers of two, ldexp, frexp
; exponent and mantissa, conversions to and from i32, u32 (saturating, NaN
; to 0) and f32, the neg/abs modifiers of VOP3 and a literal (its 32 bits
; are the double's high half).
; res[64 * k + t] holds result k of thread t (64-bit each).
; S = 16 is left out: lavapipe with LP_NATIVE_VECTOR_WIDTH=512 rounds
; halfway doubles down in RoundEven (1.5 -> 1.0, -7.5 -> -7.0).
; @workgroup 64
; @groups 1
; @subgroups 1 8
; @user-sgprs 6
; @buffer a u64 64 model @0
; @buffer b u64 64 model @2
; @buffer res u64 1280 zero @4 out
; @model
; import math
; def d2u(x):
;     return struct.unpack("<Q", struct.pack("<d", x))[0]
; def u2d(u):
;     return struct.unpack("<d", struct.pack("<Q", u))[0]
; def f32(x):
;     return struct.unpack("<f", struct.pack("<f", x))[0]
; def f2u32(x):
;     return struct.unpack("<I", struct.pack("<f", x))[0]
; A = [0.0, -0.0, 1.5, -2.75, 1e10, -1e10, 3.0e9, 5e-300, float("inf"), float("-inf"), float("nan"), 0.5, 100.25, -7.5]
; def init_a(n):
;     return [d2u(A[i] if i < len(A) else (i - 30) * 0.375 + (i % 7) / 16.0) for i in range(n)]
; def init_b(n):
;     return [d2u(2.0 ** ((i % 9) - 4) * (-1 if i % 2 else 1)) for i in range(n)]
; def cvt_i(x, lo, hi):
;     if x != x:
;         return 0
;     return int(max(lo, min(hi, math.trunc(x) if not math.isinf(x) else x)))
; def fract(x):
;     if math.isnan(x) or math.isinf(x):
;         return float("nan")
;     return min(x - float(math.floor(x)), u2d(0x3fefffffffffffff)) + 0.0
; def rne(x):
;     if math.isnan(x) or math.isinf(x):
;         return x
;     return math.copysign(float(round(x)), x)
; def fl(fn, x):
;     if math.isnan(x) or math.isinf(x):
;         return x
;     return math.copysign(float(fn(x)), x)
; def dmin(x, y):
;     return y if x != x else x if y != y else min(x, y)
; def dmax(x, y):
;     return y if x != x else x if y != y else max(x, y)
; def hw(r, *srcs):
;     """the hardware's NaN: the first NaN source quieted, else a NaN result
;     (inf - inf) the default NaN 0x7ff8...; the host's own would be x86's
;     0xfff8..."""
;     for v in srcs:
;         if v != v:
;             return d2u(v) | 1 << 51
;     return 0x7ff8000000000000 if r != r else d2u(r)
; def model(wave, bufs, p):
;     res = [0] * 1280
;     for t in range(64):
;         x, y = u2d(bufs["a"][t]), u2d(bufs["b"][t])
;         fe = math.frexp(x) if not (math.isnan(x) or math.isinf(x)) else (x, 0)
;         r = [hw(x + y, x, y), hw(x * y, x, y), hw(x * y + x, x, y, x), d2u(dmin(x, y)), d2u(dmax(x, y)),
;              d2u(math.sqrt(abs(x)) if x == x else x), d2u(fl(math.floor, x)), d2u(fl(math.ceil, x)),
;              d2u(fl(math.trunc, x)), d2u(rne(x)), d2u(fract(x)), d2u(1.0 / y),
;              d2u(math.ldexp(x, 3) if not (math.isnan(x) or math.isinf(x)) else x),
;              fe[1] & 0xffffffff, d2u(fe[0]),
;              cvt_i(x, -2**31, 2**31 - 1) & 0xffffffff, cvt_i(x, 0, 2**32 - 1),
;              f2u32(f32(x)) if x == x else 0x7fc00000, d2u(float(f32(y))), d2u(-abs(y) + 2.5)]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dwordx2 v10, v[6:7], s[4:5]
	v_add_nc_u32_e32 v10, 0x200, v10
.endm
	v_lshlrev_b32 v10, 3, v0
	global_load_dwordx2 v[2:3], v10, s[0:1]
	global_load_dwordx2 v[4:5], v10, s[2:3]
	s_waitcnt vmcnt(0)
	v_add_f64 v[6:7], v[2:3], v[4:5]
	ST
	v_mul_f64 v[6:7], v[2:3], v[4:5]
	ST
	v_fma_f64 v[6:7], v[2:3], v[4:5], v[2:3]
	ST
	v_min_f64 v[6:7], v[2:3], v[4:5]
	ST
	v_max_f64 v[6:7], v[2:3], v[4:5]
	ST
	v_sqrt_f64_e64 v[6:7], |v[2:3]|
	ST
	v_floor_f64_e32 v[6:7], v[2:3]
	ST
	v_ceil_f64_e32 v[6:7], v[2:3]
	ST
	v_trunc_f64_e32 v[6:7], v[2:3]
	ST
	v_rndne_f64_e32 v[6:7], v[2:3]
	ST
	v_fract_f64_e32 v[6:7], v[2:3]
	ST
	v_rcp_f64_e32 v[6:7], v[4:5]
	ST
	v_ldexp_f64 v[6:7], v[2:3], 3
	ST
	v_frexp_exp_i32_f64_e32 v6, v[2:3]
	v_mov_b32_e32 v7, 0
	ST
	v_frexp_mant_f64_e32 v[6:7], v[2:3]
	ST
	v_cvt_i32_f64_e32 v6, v[2:3]
	v_mov_b32_e32 v7, 0
	ST
	v_cvt_u32_f64_e32 v6, v[2:3]
	v_mov_b32_e32 v7, 0
	ST
	v_cvt_f32_f64_e32 v6, v[2:3]
	v_mov_b32_e32 v7, 0
	ST
	v_cvt_f32_f64_e32 v8, v[4:5]
	v_cvt_f64_f32_e32 v[6:7], v8
	ST
	v_add_f64 v[6:7], -|v[4:5]|, 0x40040000
	ST
	s_endpgm
