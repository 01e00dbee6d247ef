; Float ALU with special values (no denormal inputs or results; those
; depend on the float mode): add, sub, mul, fma with inf/NaN/overflow and
; exact IEEE rounding, comparisons with NaN (ordered vs unordered: v_cmp_lt,
; v_cmp_neq, v_cmp_lg, v_cmp_u), conversions that clamp (v_cvt_i32_f32,
; v_cvt_u32_f32: NaN gives 0), v_cvt_f32_u32 rounding, floor/trunc/rndne/
; ceil, v_mul_legacy_f32 (0 times anything is 0; +0.0 is added so the sign
; of a zero does not matter), f32 -> f16 -> f32, v_ldexp_f32,
; v_cmp_class_f32, v_frexp_exp_i32_f32. Any NaN matches a NaN.
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a f32 64 model @0
; @buffer b f32 64 model @2
; @buffer res f32 1344 zero @4 out
; @model
; from fractions import Fraction
; import math
; INF, NAN = float("inf"), float("nan")
; A = [0.0, -0.0, 1.0, -1.0, 1.5, INF, -INF, NAN, 3.0e38, -3.0e38, 1e-30, 0.5,
;      16777217.0, 2.5, -2.5, 3.5, 1e10, -1e10, 4294967296.0, 0.1, -0.7, 65519.0,
;      65520.0, 2147483520.0, -2147483904.0, 123.456, 1e-3, 7.0, -0.5, 1.0000001,
;      4294967040.0, 33.75]
; def f32(x):
;     return struct.unpack("<f", struct.pack("<f", x))[0]
; def init_a(n):
;     return [f32(A[t % len(A)]) for t in range(n)]
; def init_b(n):
;     return [f32(A[(t * 5 + 3) % len(A)]) if t < 32 else f32(A[(t * 7 + 1) % len(A)])
;             for t in range(n)]
; def rnd(x):
;     """The f32 nearest the rational x (ties to even), inf past the range."""
;     if x == 0:
;         return 0.0
;     s = -1 if x < 0 else 1
;     x = abs(Fraction(x))
;     e = x.numerator.bit_length() - x.denominator.bit_length()
;     if Fraction(2) ** e > x:
;         e -= 1
;     e = max(e, -126)
;     q = x / Fraction(2) ** (e - 23)
;     m = q.numerator // q.denominator
;     r = q - m
;     if r > Fraction(1, 2) or (r == Fraction(1, 2) and m % 2):
;         m += 1
;     v = m * Fraction(2) ** (e - 23)
;     if v >= Fraction(2) ** 128 - Fraction(2) ** 103:
;         return s * INF
;     return s * float(v)
; def add(a, b):
;     if math.isinf(a) or math.isinf(b) or math.isnan(a) or math.isnan(b):
;         return a + b
;     if a == 0 and b == 0:
;         return a + b
;     return rnd(Fraction(a) + Fraction(b))
; def mul(a, b):
;     if math.isinf(a) or math.isinf(b) or math.isnan(a) or math.isnan(b):
;         return a * b if not (a == 0 or b == 0) else NAN
;     r = rnd(Fraction(a) * Fraction(b))
;     return math.copysign(r, a) * math.copysign(1, b) if r == 0 or math.isinf(r) else r
; def fma(a, b, c):
;     if any(math.isinf(v) or math.isnan(v) for v in (a, b, c)):
;         return a * b + c if not ((a == 0 or b == 0) and (math.isinf(a) or math.isinf(b))) else NAN
;     p = Fraction(a) * Fraction(b) + Fraction(c)
;     if p == 0 and (a == 0 or b == 0):
;         return (math.copysign(0.0, a) * math.copysign(1, b)) + c
;     if p == 0:
;         return 0.0
;     return rnd(p)
; def cvt_i(a, lo, hi):
;     if math.isnan(a):
;         return 0
;     if math.isinf(a):
;         return hi if a > 0 else lo
;     return min(max(int(a), lo), hi)
; def half(a):
;     if math.isnan(a) or math.isinf(a):
;         return a
;     if abs(a) >= 65520.0:
;         return math.copysign(INF, a)
;     return struct.unpack("<e", struct.pack("<e", a))[0]
; def cls(a, mask):
;     if math.isnan(a):
;         c = 1
;     elif math.isinf(a):
;         c = 2 if a < 0 else 9
;     elif a == 0:
;         c = 5 if math.copysign(1, a) < 0 else 6
;     else:
;         c = 3 if a < 0 else 8
;     return float((mask >> c) & 1)
; def frexp_exp(a):
;     if math.isnan(a) or math.isinf(a) or a == 0:
;         return 0
;     return math.frexp(a)[1]
; def rint(a):
;     if math.isnan(a) or math.isinf(a):
;         return a
;     return math.copysign(float(round(a)), a)
; def fl(fn, a):
;     if math.isnan(a) or math.isinf(a):
;         return a
;     return math.copysign(float(fn(a)), a)
; def lane(a, b):
;     ua = f2u(a)
;     legacy = 0.0 if a == 0 or b == 0 else mul(a, b)
;     return [add(a, b), add(a, -b), mul(a, b), fma(a, b, a),
;             float(math.isnan(a) or math.isnan(b)), float(a < b), float(not a == b),
;             float(a < b or a > b),
;             cvt_i(a, -2**31, 2**31 - 1) & M32, cvt_i(a, 0, M32),
;             rnd(ua), fl(math.floor, a), fl(math.trunc, a), rint(a), fl(math.ceil, a),
;             add(legacy, 0.0), half(a), mul(a, 8.0), cls(a, 0x207), cls(a, 0x060),
;             frexp_exp(a) & M32]
; INTS = (8, 9, 20)
; def model(wave, bufs, push):
;     res = [0.0] * 1344
;     for t in range(64):
;         r = lane(bufs["a"][t], bufs["b"][t])
;         assert len(r) == 21
;         for k, v in enumerate(r):
;             res[64 * k + t] = v if k in INTS else f32(v) if not math.isnan(v) else NAN
;     return {"res": res}
; @end
.macro ST r
	global_store_dword v10, \r, s[4:5]
	v_add_nc_u32_e32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v1, v2
	ST v3
	v_sub_f32_e32 v3, v1, v2
	ST v3
	v_mul_f32_e32 v3, v1, v2
	ST v3
	v_fma_f32 v3, v1, v2, v1
	ST v3
	v_cmp_u_f32_e32 {vcc}, v1, v2
	v_cndmask_b32_e64 v3, 0, 1.0, {vcc}
	ST v3
	v_cmp_lt_f32_e32 {vcc}, v1, v2
	v_cndmask_b32_e64 v3, 0, 1.0, {vcc}
	ST v3
	v_cmp_neq_f32_e32 {vcc}, v1, v2
	v_cndmask_b32_e64 v3, 0, 1.0, {vcc}
	ST v3
	v_cmp_lg_f32_e32 {vcc}, v1, v2
	v_cndmask_b32_e64 v3, 0, 1.0, {vcc}
	ST v3
	v_cvt_i32_f32_e32 v3, v1
	ST v3
	v_cvt_u32_f32_e32 v3, v1
	ST v3
	v_cvt_f32_u32_e32 v3, v1
	ST v3
	v_floor_f32_e32 v3, v1
	ST v3
	v_trunc_f32_e32 v3, v1
	ST v3
	v_rndne_f32_e32 v3, v1
	ST v3
	v_ceil_f32_e32 v3, v1
	ST v3
	v_mul_legacy_f32_e32 v3, v1, v2
	v_add_f32_e32 v3, 0, v3
	ST v3
	v_cvt_f16_f32_e32 v3, v1
	v_cvt_f32_f16_e32 v3, v3
	ST v3
	v_ldexp_f32 v3, v1, 3
	ST v3
	v_cmp_class_f32_e64 {m:20}, v1, 0x207
	v_cndmask_b32_e64 v3, 0, 1.0, {m:20}
	ST v3
	v_cmp_class_f32_e64 {m:20}, v1, 0x60
	v_cndmask_b32_e64 v3, 0, 1.0, {m:20}
	ST v3
	v_frexp_exp_i32_f32_e32 v3, v1
	ST v3
	s_endpgm
