// IEEE division and square root as clang builds them for gfx1030 with
// -cl-fp32-correctly-rounded-divide-sqrt: float and double a / b
// (v_div_scale, v_rcp, fma chains, v_div_fmas, v_div_fixup) and sqrt
// (float: v_sqrt_f32 and a one-ulp correction by fma residuals; double:
// v_rsq_f64, Newton-Raphson, v_ldexp_f64 scaling, v_cmp_class_f64), each
// correctly rounded, bit for bit, with denormal, huge, zero, infinite and
// NaN operands.  Quotients: a NaN operand comes back quieted, 0/0 and
// inf/inf give the default NaN (sign set, v_div_fixup's); a float square
// root of a NaN is that NaN quieted (v_sqrt_f32 and the fma and multiply
// steps after it pass a NaN on), of a negative number the default NaN of
// an invalid operation 0x7fc00000 (positive); double square roots of NaN
// and negative numbers are stored as 0x7ff8000000000000 by the kernel.
// 16 x 16 edge pairs, then random operands.
// @workgroup 64
// @groups 8
// @clang -cl-fp32-correctly-rounded-divide-sqrt
// @arg xf u32 512 model
// @arg yf u32 512 model
// @arg xd u64 512 model
// @arg yd u64 512 model
// @arg qf u32 512 zero out
// @arg sf f32 512 zero out
// @arg qd u64 512 zero out
// @arg sd u64 512 zero out
// @model
// from fractions import Fraction
// # formats: (width, mantissa bits, exponent bias)
// H, S, D = (16, 10, 15), (32, 23, 127), (64, 52, 1023)
// def sign(f):
//     return 1 << (f[0] - 1)
// def inf(f):
//     return ((1 << (f[0] - 1 - f[1])) - 1) << f[1]
// def quiet(f):
//     return 1 << (f[1] - 1)
// def mag(u, f):
//     return u & (sign(f) - 1)
// def isnan(u, f):
//     return mag(u, f) > inf(f)
// def isinf(u, f):
//     return mag(u, f) == inf(f)
// def iszero(u, f):
//     return mag(u, f) == 0
// def expf(u, f):
//     return mag(u, f) >> f[1]
// def val(u, f):
//     """the finite value of bits u, a Fraction"""
//     e, m = expf(u, f), u & ((1 << f[1]) - 1)
//     if e:
//         m |= 1 << f[1]
//     v = Fraction(m) * Fraction(2) ** (max(e, 1) - f[2] - f[1])
//     return -v if u & sign(f) else v
// def rnd(x, f, neg_zero=False):
//     """bits of the rational x rounded to nearest even (inf past the range)"""
//     s = sign(f) if x < 0 or (x == 0 and neg_zero) else 0
//     x = abs(Fraction(x))
//     if x == 0:
//         return s
//     e = x.numerator.bit_length() - x.denominator.bit_length()
//     if Fraction(2) ** e > x:
//         e -= 1
//     e = max(e, 1 - f[2])
//     q = x / Fraction(2) ** (e - f[1])
//     n, r = divmod(q.numerator, q.denominator)
//     if 2 * r > q.denominator or (2 * r == q.denominator and n & 1):
//         n += 1
//     u = ((e + f[2] - 1) << f[1]) + n
//     return s | min(u, inf(f))
// def qnan(f):
//     return inf(f) | quiet(f)
// def ldexp(u, k, f):
//     if isnan(u, f) or isinf(u, f) or iszero(u, f):
//         return u
//     return rnd(val(u, f) * Fraction(2) ** k, f)
// def fma(a, b, c, f, k=0):
//     """IEEE fma of bits, the exact result times 2^k rounded once"""
//     if isnan(a, f) or isnan(b, f) or isnan(c, f):
//         return qnan(f)
//     ps = (a ^ b) & sign(f)
//     if isinf(a, f) or isinf(b, f):
//         if iszero(a, f) or iszero(b, f) or (isinf(c, f) and (c & sign(f)) != ps):
//             return qnan(f)
//         return ps | inf(f)
//     if isinf(c, f):
//         return c
//     x = val(a, f) * val(b, f) + val(c, f)
//     if x == 0:
//         zs = (iszero(a, f) or iszero(b, f)) and iszero(c, f) and ps and c & sign(f)
//         return sign(f) if zs else 0
//     return rnd(x * Fraction(2) ** k, f)
// def div(n, d, f):
//     """the IEEE quotient; NaN operands quieted, invalid: the default NaN"""
//     if isnan(n, f):
//         return n | quiet(f)
//     if isnan(d, f):
//         return d | quiet(f)
//     s = (n ^ d) & sign(f)
//     if (iszero(n, f) and iszero(d, f)) or (isinf(n, f) and isinf(d, f)):
//         return sign(f) | qnan(f)
//     if isinf(n, f) or iszero(d, f):
//         return s | inf(f)
//     if isinf(d, f) or iszero(n, f):
//         return s
//     return rnd(val(n, f) / val(d, f), f, neg_zero=bool(s))
// def is_den(u, f):
//     return expf(u, f) == 0 and not iszero(u, f)
// def div_scale(s0, s1, s2, f):
//     """(D, VCC): RDNA2 V_DIV_SCALE_F32/F64 (f64: 768, 2^128, 53)"""
//     w = f == D
//     big, sc, tiny = (768, 128, 53) if w else (96, 64, 23)
//     if iszero(s1, f) or iszero(s2, f):
//         return qnan(f), 0
//     fin = not (isnan(s1, f) or isnan(s2, f) or isinf(s1, f) or isinf(s2, f))
//     q_den = fin and is_den(rnd(abs(val(s2, f) / val(s1, f)), f), f)
//     r_den = not (isnan(s1, f) or isinf(s1, f)) and is_den(rnd(1 / abs(val(s1, f)), f), f)
//     eq = lambda x, y: not isnan(x, f) and not isnan(y, f) and (x == y or (iszero(x, f) and iszero(y, f)))
//     if expf(s2, f) - expf(s1, f) >= big:
//         return (ldexp(s0, sc, f) if eq(s0, s1) else s0), 1
//     if is_den(s1, f):
//         return ldexp(s0, sc, f), 0
//     if r_den and q_den:
//         return (ldexp(s0, -sc, f) if eq(s0, s1) else s0), 1
//     if r_den:
//         return ldexp(s0, -sc, f), 0
//     if q_den:
//         return (ldexp(s0, sc, f) if eq(s0, s2) else s0), 1
//     if expf(s2, f) <= tiny:
//         return ldexp(s0, sc, f), 0
//     return s0, 0
// def div_fmas(s0, s1, s2, vcc, f):
//     k = (128 if f == D else 64) * (1 if expf(s2, f) >= f[2] else -1) if vcc else 0
//     return fma(s0, s1, s2, f, k)
// def div_fixup(s0, s1, s2, f):
//     under = {H: 25, S: 150, D: 1075}[f]
//     s = (s1 ^ s2) & sign(f)
//     if isnan(s2, f):
//         return s2 | quiet(f)
//     if isnan(s1, f):
//         return s1 | quiet(f)
//     if (iszero(s1, f) and iszero(s2, f)) or (isinf(s1, f) and isinf(s2, f)):
//         return sign(f) | qnan(f)
//     if iszero(s1, f) or isinf(s2, f):
//         return s | inf(f)
//     if isinf(s1, f) or iszero(s2, f):
//         return s
//     if expf(s2, f) - expf(s1, f) < -under:
//         return s
//     if isnan(s0, f):
//         return s | inf(f)
//     return s | mag(s0, f)
// import math
// EF = [0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xff800123, 0x3f800000, 0xc0400000,
//       0x00000001, 0x007fffff, 0x7f7fffff, 0x7e800001, 0x0b800000, 0x3dcccccd, 0x40e00000, 0x3eaaaaab]
// ED = [0x0000000000000000, 0x8000000000000000, 0x7ff0000000000000, 0xfff0000000000000,
//       0x7ff8000000000000, 0xfff0000000000123, 0x3ff0000000000000, 0xc008000000000000,
//       0x0000000000000001, 0x000fffffffffffff, 0x7fefffffffffffff, 0x7fd0000000000001,
//       0x0350000000000000, 0x3fb999999999999a, 0x401c000000000000, 0x3fd5555555555555]
// def rf(i):
//     h, g = hash32(3 * i + 1), hash32(3 * i + 2)
//     return (h & 0x807fffff) | [(h >> 23) & 0xff, 1 + (g & 15), 254 - (g & 15), 111 + (g & 31)][g >> 30] << 23
// def rd(i):
//     hi, lo, g = hash32(4 * i + 1), hash32(4 * i + 2), hash32(4 * i + 3)
//     e = [(hi >> 20) & 0x7ff, 1 + (g & 63), 2046 - (g & 63), 1007 + (g & 31)][g >> 30]
//     return ((hi & 0x800fffff) | e << 20) << 32 | lo
// def init_xf(n):
//     return [EF[i // 16] if i < 256 else rf(i) for i in range(n)]
// def init_yf(n):
//     return [EF[i % 16] if i < 256 else rf(i + 7000) for i in range(n)]
// def init_xd(n):
//     return [ED[i // 16] if i < 256 else rd(i) for i in range(n)]
// def init_yd(n):
//     return [ED[i % 16] if i < 256 else rd(i + 7000) for i in range(n)]
// def sqrt(u, f):
//     """IEEE square root: a NaN quieted, of a negative number qnan"""
//     if isnan(u, f):
//         return u | quiet(f)
//     if u & sign(f) and not iszero(u, f):
//         return qnan(f)
//     if iszero(u, f) or isinf(u, f):
//         return u
//     x, k = val(u, f), 2 * f[2] + 4 * f[1]
//     y = x * 4 ** k
//     s = math.isqrt(y.numerator // y.denominator)
//     exact = s * s * y.denominator == y.numerator
//     return rnd(Fraction(4 * s + (0 if exact else 1), 4) / 2 ** k, f)
// def model(wave, bufs, push):
//     xf, yf, xd, yd = bufs["xf"], bufs["yf"], bufs["xd"], bufs["yd"]
//     return {"qf": [div(xf[i], yf[i], S) for i in range(512)],
//             "sf": [sqrt(xf[i], S) for i in range(512)],
//             "qd": [div(xd[i], yd[i], D) for i in range(512)],
//             # the kernel stores every NaN square root as qnan(D)
//             "sd": [qnan(D) if isnan(sqrt(xd[i], D), D) else sqrt(xd[i], D)
//                    for i in range(512)]}
// @end
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void cl_fdiv(global const float *xf, global const float *yf, global const double *xd,
		    global const double *yd, global float *qf, global float *sf, global double *qd,
		    global ulong *sd)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	qf[i] = xf[i] / yf[i];
	sf[i] = __builtin_sqrtf(xf[i]);
	qd[i] = xd[i] / yd[i];
	ulong s = __builtin_astype(__builtin_sqrt(xd[i]), ulong);
	sd[i] = (s & 0x7fffffffffffffffUL) > 0x7ff0000000000000UL ? 0x7ff8000000000000UL : s;
}
