; IEEE single division as clang emits it for a / b (gfx1030, f32
; denormals on): v_div_scale_f32 (denominator, then numerator and a VCC
; bit), v_rcp_f32, the v_fma_f32 chain, v_div_fmas_f32, v_div_fixup_f32;
; the quotient must be the correctly rounded one, bit for bit, with
; denormal, huge, zero, infinite and NaN operands (a NaN operand comes
; back quieted, 0/0 and inf/inf give the default NaN 0xffc00000).  Then
; each instruction alone against the RDNA2 ISA pseudocode: v_div_scale_f32
; (its D and its sdst bit per lane, lanes i % 4 == 3 off: their D keeps
; its value, their bit is 0), v_div_fixup_f32 (with and without neg/abs,
; and with clamp: [0, 1], NaN to 0), v_div_fixup_f16 (into the low half,
; the high half of the destination kept), v_div_fmas_f32 (VCC
; set in lanes with i & 2: the fma times 2^64 when |S2| >= 1, else 2^-64,
; rounded once).  The readings of the pseudocode: spirv/lower_fdiv.c.
; Operands: 32 x 32 edge values (lanes 0-1023), then random ones.
; res[k * 1536 + i], resf[k * 1536 + i]: result k of lane i.
; @workgroup 64
; @groups 24
; @user-sgprs 6
; @wgid-sgprs 6
; @buffer inp u32 7680 model @0
; @buffer res u32 10752 zero @2 out
; @buffer resf f32 4608 zero @4 out
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
;     if isnan(u, f):
;         return u | quiet(f)     # an IEEE operation: a NaN comes back quieted
;     if isinf(u, f) or iszero(u, f):
;         return u
;     return rnd(val(u, f) * Fraction(2) ** k, f)
; def fma(a, b, c, f, k=0):
;     """IEEE fma of bits, the exact result times 2^k rounded once"""
;     for x in (a, b, c):     # the first NaN source, quieted
;         if isnan(x, f):
;             return x | quiet(f)
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
; E32 = [0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xff800123, 0x3f800000, 0xc0400000,
;        0x3fc00000, 0x00000001, 0x80000003, 0x00800000, 0x007fffff, 0x00400001, 0x7f7fffff, 0x7f000000,
;        0xff400000, 0x7e800001, 0x7e800000, 0x0c000000, 0x0b800000, 0x3dcccccd, 0x7149f2ca, 0x0da24260,
;        0x4f800000, 0x2f800000, 0x5f800000, 0x1f800000, 0x6f800000, 0x3f800001, 0x40e00000, 0x3eaaaaab]
; E16 = [0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfc01, 0x3c00, 0xc200,
;        0x0001, 0x03ff, 0x0400, 0x7bff, 0x3555, 0x6400, 0x1400, 0x8c00]
; N = 1536
; def rand32(i):
;     """any bits, or a tiny, huge or moderate exponent"""
;     h, g = hash32(3 * i + 1), hash32(3 * i + 2)
;     e = [(h >> 23) & 0xff, 1 + (g & 15), 254 - (g & 15), 111 + (g & 31)][g >> 30]
;     return (h & 0x807fffff) | e << 23
; def init_inp(n):
;     a = [E32[i // 32] if i < 1024 else rand32(i) for i in range(N)]
;     b = [E32[i % 32] if i < 1024 else rand32(i + 5000) for i in range(N)]
;     c = [E32[(7 * i + 3) % 32] if i < 1024 else rand32(i + 9000) for i in range(N)]
;     h12 = [E16[i % 16] | E16[(i // 16) % 16] << 16 for i in range(N)]
;     h0 = [E16[(5 * i + 1) % 16] for i in range(N)]
;     return a + b + c + h12 + h0
; def model(wave, bufs, push):
;     x = bufs["inp"]
;     a, b, c, h12, h0 = (x[k * N:(k + 1) * N] for k in range(5))
;     r = [0] * (7 * N)
;     f = [0.0] * (3 * N)
;     for i in range(N):
;         n, d = a[i], b[i]
;         r[i] = div(n, d, S)
;         on = i % 4 != 3
;         sd, vd = div_scale(d, d, n, S)
;         sn, vn = div_scale(n, d, n, S)
;         r[N + i], r[2 * N + i] = vd & on, vn & on
;         r[3 * N + i] = div_fixup(c[i], d, n, S)
;         r[4 * N + i] = div_fixup(c[i] ^ 0x80000000, d & 0x7fffffff, n | 0x80000000, S)
;         q = r[3 * N + i]
;         r[6 * N + i] = 0 if isnan(q, S) or q >> 31 else min(q, 0x3f800000)
;         # the f16 result replaces the low half of the clamped one
;         r[5 * N + i] = (r[6 * N + i] & 0xffff0000) | div_fixup(h0[i], h12[i] & 0xffff, h12[i] >> 16, H)
;         # bits, not u2f(): a float round trip in Python quiets a
;         # signalling NaN, and D = S0 passes one through unchanged
;         f[i] = sd if on else 1.0
;         f[N + i] = sn if on else 2.0
;         f[2 * N + i] = div_fmas(n, d, c[i], i & 2, S)
;     return {"res": r, "resf": f}
; @end
.macro LD r, k
	v_add_nc_u32_e32 v30, \k * 6144, v2
	global_load_dword \r, v30, s[0:1]
.endm
.macro ST r, k
	v_add_nc_u32_e32 v30, \k * 6144, v2
	global_store_dword v30, \r, s[2:3]
.endm
.macro STF r, k
	v_add_nc_u32_e32 v30, \k * 6144, v2
	global_store_dword v30, \r, s[4:5]
.endm
	v_lshl_add_u32 v1, s6, 6, v0            ; i
	v_lshlrev_b32 v2, 2, v1
	LD v3, 0                                ; numerator
	LD v4, 1                                ; denominator
	LD v5, 2
	LD v6, 3
	LD v7, 4
	s_waitcnt vmcnt(0)

	; a / b
	v_div_scale_f32 v10, {m:20}, v4, v4, v3
	v_div_scale_f32 v11, {vcc}, v3, v4, v3
	v_rcp_f32_e32 v12, v10
	v_fma_f32 v13, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_mul_f32_e32 v13, v11, v12
	v_fma_f32 v14, -v10, v13, v11
	v_fmac_f32_e32 v13, v14, v12
	v_fma_f32 v14, -v10, v13, v11
	v_div_fmas_f32 v14, v14, v12, v13
	v_div_fixup_f32 v14, v14, v4, v3
	ST v14, 0

	; v_div_scale_f32 alone, lanes i % 4 == 3 off
	v_mov_b32_e32 v16, 1.0
	v_mov_b32_e32 v17, 2.0
	v_and_b32_e32 v15, 3, v1
	v_cmp_ne_u32_e32 {vcc}, 3, v15
	s_and_saveexec_b{b} {m:24}, {vcc}
	v_div_scale_f32 v16, {m:20}, v4, v4, v3
	v_div_scale_f32 v17, {vcc}, v3, v4, v3
	s_mov_b{b} {exec}, {m:24}
	v_cndmask_b32_e64 v18, 0, 1, {m:20}
	v_cndmask_b32_e64 v19, 0, 1, {vcc}
	ST v18, 1
	ST v19, 2
	STF v16, 0
	STF v17, 1

	v_div_fixup_f32 v20, v5, v4, v3
	ST v20, 3
	v_div_fixup_f32 v20, -v5, |v4|, -|v3|
	ST v20, 4
	v_div_fixup_f32 v20, v5, v4, v3 clamp
	ST v20, 6
	v_lshrrev_b32_e32 v8, 16, v6
	v_div_fixup_f16 v20, v7, v6, v8
	ST v20, 5

	v_and_b32_e32 v15, 2, v1
	v_cmp_ne_u32_e32 {vcc}, 0, v15
	v_div_fmas_f32 v20, v3, v4, v5
	STF v20, 2
	s_endpgm
