; IEEE double division as clang emits it for a / b (gfx1030): two
; v_div_scale_f64, v_rcp_f64, two Newton-Raphson steps of v_fma_f64, the
; product, its residual, v_div_fmas_f64, v_div_fixup_f64; the quotient
; must be the correctly rounded one, bit for bit, with denormal, huge,
; zero, infinite and NaN operands (a NaN operand comes back quieted, 0/0
; and inf/inf give the default NaN 0xfff8000000000000).  Then each
; instruction alone against the RDNA2 ISA pseudocode: v_div_scale_f64 (D
; and its sdst bit per lane, lanes i % 4 == 3 off: their D keeps its value,
; their bit is 0), v_div_fixup_f64 (with and without neg/abs),
; v_div_fmas_f64 (VCC set in lanes with i & 2: the fma times 2^128 when
; |S2| >= 1, else 2^-128, rounded once) and v_fma_f64 rounded once (in odd
; random lanes c is minus the rounded product: the result is the exact
; residual).  NaN results other than the quotient's and fixup's are
; stored as 0x7ff8000000000000.  The readings of the pseudocode:
; spirv/lower_fdiv.c.
; Operands: 32 x 32 edge values (lanes 0-1023), then random ones.
; res[k * 1536 + i], vcc[k * 1536 + i]: result k of lane i.
; @workgroup 64
; @groups 24
; @user-sgprs 6
; @wgid-sgprs 6
; @buffer inp u64 4608 model @0
; @buffer res u64 10752 zero @2 out
; @buffer vcc u32 3072 zero @4 out
; @model
; from fractions import Fraction
; # formats: (width, mantissa bits, exponent bias)
; H, S, D = (16, 10, 15), (32, 23, 127), (64, 52, 1023)
; def sign(f):
;     return 1 << (f[0] - 1)
; def inf(f):
;     return ((1 << (f[0] - 1 - f[1])) - 1) << f[1]
; def quiet(f):
;     return 1 << (f[1] - 1)
; def mag(u, f):
;     return u & (sign(f) - 1)
; def isnan(u, f):
;     return mag(u, f) > inf(f)
; def isinf(u, f):
;     return mag(u, f) == inf(f)
; def iszero(u, f):
;     return mag(u, f) == 0
; def expf(u, f):
;     return mag(u, f) >> f[1]
; def val(u, f):
;     """the finite value of bits u, a Fraction"""
;     e, m = expf(u, f), u & ((1 << f[1]) - 1)
;     if e:
;         m |= 1 << f[1]
;     v = Fraction(m) * Fraction(2) ** (max(e, 1) - f[2] - f[1])
;     return -v if u & sign(f) else v
; def rnd(x, f, neg_zero=False):
;     """bits of the rational x rounded to nearest even (inf past the range)"""
;     s = sign(f) if x < 0 or (x == 0 and neg_zero) else 0
;     x = abs(Fraction(x))
;     if x == 0:
;         return s
;     e = x.numerator.bit_length() - x.denominator.bit_length()
;     if Fraction(2) ** e > x:
;         e -= 1
;     e = max(e, 1 - f[2])
;     q = x / Fraction(2) ** (e - f[1])
;     n, r = divmod(q.numerator, q.denominator)
;     if 2 * r > q.denominator or (2 * r == q.denominator and n & 1):
;         n += 1
;     u = ((e + f[2] - 1) << f[1]) + n
;     return s | min(u, inf(f))
; def qnan(f):
;     return inf(f) | quiet(f)
; def ldexp(u, k, f):
;     if isnan(u, f) or isinf(u, f) or iszero(u, f):
;         return u
;     return rnd(val(u, f) * Fraction(2) ** k, f)
; def fma(a, b, c, f, k=0):
;     """IEEE fma of bits, the exact result times 2^k rounded once"""
;     if isnan(a, f) or isnan(b, f) or isnan(c, f):
;         return qnan(f)
;     ps = (a ^ b) & sign(f)
;     if isinf(a, f) or isinf(b, f):
;         if iszero(a, f) or iszero(b, f) or (isinf(c, f) and (c & sign(f)) != ps):
;             return qnan(f)
;         return ps | inf(f)
;     if isinf(c, f):
;         return c
;     x = val(a, f) * val(b, f) + val(c, f)
;     if x == 0:
;         zs = (iszero(a, f) or iszero(b, f)) and iszero(c, f) and ps and c & sign(f)
;         return sign(f) if zs else 0
;     return rnd(x * Fraction(2) ** k, f)
; def div(n, d, f):
;     """the IEEE quotient; NaN operands quieted, invalid: the default NaN"""
;     if isnan(n, f):
;         return n | quiet(f)
;     if isnan(d, f):
;         return d | quiet(f)
;     s = (n ^ d) & sign(f)
;     if (iszero(n, f) and iszero(d, f)) or (isinf(n, f) and isinf(d, f)):
;         return sign(f) | qnan(f)
;     if isinf(n, f) or iszero(d, f):
;         return s | inf(f)
;     if isinf(d, f) or iszero(n, f):
;         return s
;     return rnd(val(n, f) / val(d, f), f, neg_zero=bool(s))
; def is_den(u, f):
;     return expf(u, f) == 0 and not iszero(u, f)
; def div_scale(s0, s1, s2, f):
;     """(D, VCC): RDNA2 V_DIV_SCALE_F32/F64 (f64: 768, 2^128, 53)"""
;     w = f == D
;     big, sc, tiny = (768, 128, 53) if w else (96, 64, 23)
;     if iszero(s1, f) or iszero(s2, f):
;         return qnan(f), 0
;     fin = not (isnan(s1, f) or isnan(s2, f) or isinf(s1, f) or isinf(s2, f))
;     q_den = fin and is_den(rnd(abs(val(s2, f) / val(s1, f)), f), f)
;     r_den = not (isnan(s1, f) or isinf(s1, f)) and is_den(rnd(1 / abs(val(s1, f)), f), f)
;     eq = lambda x, y: not isnan(x, f) and not isnan(y, f) and (x == y or (iszero(x, f) and iszero(y, f)))
;     if expf(s2, f) - expf(s1, f) >= big:
;         return (ldexp(s0, sc, f) if eq(s0, s1) else s0), 1
;     if is_den(s1, f):
;         return ldexp(s0, sc, f), 0
;     if r_den and q_den:
;         return (ldexp(s0, -sc, f) if eq(s0, s1) else s0), 1
;     if r_den:
;         return ldexp(s0, -sc, f), 0
;     if q_den:
;         return (ldexp(s0, sc, f) if eq(s0, s2) else s0), 1
;     if expf(s2, f) <= tiny:
;         return ldexp(s0, sc, f), 0
;     return s0, 0
; def div_fmas(s0, s1, s2, vcc, f):
;     k = (128 if f == D else 64) * (1 if expf(s2, f) >= f[2] else -1) if vcc else 0
;     return fma(s0, s1, s2, f, k)
; def div_fixup(s0, s1, s2, f):
;     under = {H: 25, S: 150, D: 1075}[f]
;     s = (s1 ^ s2) & sign(f)
;     if isnan(s2, f):
;         return s2 | quiet(f)
;     if isnan(s1, f):
;         return s1 | quiet(f)
;     if (iszero(s1, f) and iszero(s2, f)) or (isinf(s1, f) and isinf(s2, f)):
;         return sign(f) | qnan(f)
;     if iszero(s1, f) or isinf(s2, f):
;         return s | inf(f)
;     if isinf(s1, f) or iszero(s2, f):
;         return s
;     if expf(s2, f) - expf(s1, f) < -under:
;         return s
;     if isnan(s0, f):
;         return s | inf(f)
;     return s | mag(s0, f)
; E64 = [0x0000000000000000, 0x8000000000000000, 0x7ff0000000000000, 0xfff0000000000000,
;        0x7ff8000000000000, 0xfff0000000000123, 0x3ff0000000000000, 0xc008000000000000,
;        0x3ff8000000000000, 0x0000000000000001, 0x8000000000000003, 0x0010000000000000,
;        0x000fffffffffffff, 0x0008000000000001, 0x7fefffffffffffff, 0x7fe0000000000000,
;        0xffe8000000000000, 0x7fd0000000000001, 0x7fd0000000000000, 0x0360000000000000,
;        0x0350000000000000, 0x3fb999999999999a, 0x7e37e43c8800759c, 0x01a56e1fc2f8f359,
;        0x41f0000000000000, 0x3df0000000000000, 0x47f0000000000000, 0x37f0000000000000,
;        0x6ff0000000000000, 0x3ff0000000000001, 0x401c000000000000, 0x3fd5555555555555]
; N = 1536
; def rand64(i):
;     """any bits, or a tiny, huge or moderate exponent"""
;     hi, lo, g = hash32(4 * i + 1), hash32(4 * i + 2), hash32(4 * i + 3)
;     e = [(hi >> 20) & 0x7ff, 1 + (g & 63), 2046 - (g & 63), 1007 + (g & 31)][g >> 30]
;     return ((hi & 0x800fffff) | e << 20) << 32 | lo
; def init_inp(n):
;     a = [E64[i // 32] if i < 1024 else rand64(i) for i in range(N)]
;     b = [E64[i % 32] if i < 1024 else rand64(i + 5000) for i in range(N)]
;     # random lanes: c cancels the rounded product in odd lanes (fma's exact residual)
;     c = [E64[(7 * i + 3) % 32] if i < 1024 else
;          rand64(i + 9000) if i % 2 == 0 or isnan(a[i], D) or isnan(b[i], D) else
;          fma(a[i], b[i], 0, D) ^ sign(D) for i in range(N)]
;     return a + b + c
; def canon(u):
;     return qnan(D) if isnan(u, D) else u
; def model(wave, bufs, push):
;     x = bufs["inp"]
;     a, b, c = (x[k * N:(k + 1) * N] for k in range(3))
;     r = [0] * (7 * N)
;     v = [0] * (2 * N)
;     for i in range(N):
;         n, d = a[i], b[i]
;         r[i] = div(n, d, D)
;         on = i % 4 != 3
;         sd, vd = div_scale(d, d, n, D)
;         sn, vn = div_scale(n, d, n, D)
;         r[N + i] = canon(sd) if on else 0x3ff0000000000000
;         r[2 * N + i] = canon(sn) if on else 0x4000000000000000
;         v[i], v[N + i] = vd & on, vn & on
;         r[3 * N + i] = div_fixup(c[i], d, n, D)
;         r[4 * N + i] = div_fixup(c[i] ^ sign(D), mag(d, D), n | sign(D), D)
;         r[5 * N + i] = canon(div_fmas(n, d, c[i], i & 2, D))
;         r[6 * N + i] = canon(fma(n, d, c[i], D))
;     return {"res": r, "vcc": v}
; @end
.macro LD r0, r1, k
	v_add_nc_u32_e32 v30, \k * 12288, v2
	global_load_dwordx2 v[\r0:\r1], v30, s[0:1]
.endm
.macro ST r0, r1, k
	v_add_nc_u32_e32 v30, \k * 12288, v2
	global_store_dwordx2 v30, v[\r0:\r1], s[2:3]
.endm
.macro STV r, k
	v_add_nc_u32_e32 v30, \k * 6144, v3
	global_store_dword v30, \r, s[4:5]
.endm
; any NaN as 0x7ff8000000000000
.macro CANON r0, r1
	v_cmp_u_f64_e64 {m:26}, v[\r0:\r1], v[\r0:\r1]
	v_cndmask_b32_e64 v\r0, v\r0, 0, {m:26}
	v_cndmask_b32_e64 v\r1, v\r1, 0x7ff80000, {m:26}
.endm
	v_lshl_add_u32 v1, s6, 6, v0            ; i
	v_lshlrev_b32 v2, 3, v1
	v_lshlrev_b32 v3, 2, v1
	LD 4, 5, 0                              ; numerator
	LD 6, 7, 1                              ; denominator
	LD 8, 9, 2
	s_waitcnt vmcnt(0)

	; a / b
	v_div_scale_f64 v[10:11], {m:20}, v[6:7], v[6:7], v[4:5]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_div_scale_f64 v[14:15], {vcc}, v[4:5], v[6:7], v[4:5]
	v_mul_f64 v[16:17], v[14:15], v[12:13]
	v_fma_f64 v[10:11], -v[10:11], v[16:17], v[14:15]
	v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[16:17]
	v_div_fixup_f64 v[10:11], v[10:11], v[6:7], v[4:5]
	ST 10, 11, 0

	; v_div_scale_f64 alone, lanes i % 4 == 3 off
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0x3ff00000
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0x40000000
	v_and_b32_e32 v15, 3, v1
	v_cmp_ne_u32_e32 {vcc}, 3, v15
	s_and_saveexec_b{b} {m:24}, {vcc}
	v_div_scale_f64 v[16:17], {m:20}, v[6:7], v[6:7], v[4:5]
	v_div_scale_f64 v[18:19], {vcc}, v[4:5], v[6:7], v[4:5]
	s_mov_b{b} {exec}, {m:24}
	v_cndmask_b32_e64 v20, 0, 1, {m:20}
	v_cndmask_b32_e64 v21, 0, 1, {vcc}
	STV v20, 0
	STV v21, 1
	CANON 16, 17
	ST 16, 17, 1
	CANON 18, 19
	ST 18, 19, 2

	v_div_fixup_f64 v[20:21], v[8:9], v[6:7], v[4:5]
	ST 20, 21, 3
	v_div_fixup_f64 v[20:21], -v[8:9], |v[6:7]|, -|v[4:5]|
	ST 20, 21, 4

	v_and_b32_e32 v15, 2, v1
	v_cmp_ne_u32_e32 {vcc}, 0, v15
	v_div_fmas_f64 v[20:21], v[4:5], v[6:7], v[8:9]
	CANON 20, 21
	ST 20, 21, 5
	v_fma_f64 v[20:21], v[4:5], v[6:7], v[8:9]
	CANON 20, 21
	ST 20, 21, 6
	s_endpgm
