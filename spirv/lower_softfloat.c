/*
 * lower_softfloat.c -- multiply-adds rounded once, as the hardware's v_fma_f64
 * and v_div_fmas_f32/f64 round them, whatever the device's own Fma does
 * (GLSL.std.450 Fma may multiply and add separately; lavapipe's does);
 * at the end, the other conversions whose rounding must be the hardware's
 * and not the device's: f32 -> f16 and v_ldexp_f32.
 *
 *   f64: a * b + c in integers: the 106-bit product of the significands
 *        and c's significand, both normalized to bit 125 of a 128-bit
 *        pair, the smaller shifted right with a sticky bit, added, and
 *        rounded to nearest even once (denormal results and overflow to
 *        infinity included), after an optional 2^scale.
 *   f32: in double precision: the product is exact, the sum is rounded
 *        to odd (nearest, then the last bit set when inexact, found by
 *        TwoSum), so that the final rounding to f32 is the only one that
 *        counts; then the optional 2^scale, then to f32.
 *
 *   v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]   with K slots:
 *     a[k], b[k], c[k] -> Function arrays; loop k < K { r[k] = integer fma };
 *     v[0:1]_k = active_k ? r[k] : v[0:1]_k
 * (the integer code, some 370 instructions, is emitted once per
 * instruction, not once per slot).
 */
#include <string.h>

#include "spirv/lower.h"


/* Short names for the integer code below. */
struct ib {
	struct agc_lower *l;
	struct agc_spv_module *m;
	uint32_t u64, u32, b;
};

static uint32_t
op2(struct ib *c, SpvOp op, uint32_t t, uint32_t x, uint32_t y)
{
	return agc_spv_op(c->m, op, t, 2, x, y);
}

static uint32_t
sel(struct ib *c, uint32_t t, uint32_t cond, uint32_t x, uint32_t y)
{
	return agc_spv_op(c->m, SpvOpSelect, t, 3, cond, x, y);
}

static uint32_t
k64(struct ib *c, uint64_t v)
{
	return agc_lw_const64(c->l, v);
}

static uint32_t
k32(struct ib *c, uint32_t v)
{
	return agc_lw_u32(c->l, v);
}

static uint32_t
lo32(struct ib *c, uint32_t x)
{
	return agc_spv_op(c->m, SpvOpUConvert, c->u32, 1, x);
}

/* x << n and x >> n for n in [0, 64]: 0 at 64 (SPIR-V leaves that undefined). */
static uint32_t
shl(struct ib *c, uint32_t x, uint32_t n)
{
	uint32_t s = op2(c, SpvOpShiftLeftLogical, c->u64, x,
	                 agc_lw_ext(c->l, c->u32, GLSLstd450UMin, 2, n, k32(c, 63)));
	return sel(c, c->u64, op2(c, SpvOpULessThan, c->b, n, k32(c, 64)), s, k64(c, 0));
}

static uint32_t
shr(struct ib *c, uint32_t x, uint32_t n)
{
	uint32_t s = op2(c, SpvOpShiftRightLogical, c->u64, x,
	                 agc_lw_ext(c->l, c->u32, GLSLstd450UMin, 2, n, k32(c, 63)));
	return sel(c, c->u64, op2(c, SpvOpULessThan, c->b, n, k32(c, 64)), s, k64(c, 0));
}

/* The low n bits of x, n in [0, 64]. */
static uint32_t
low_bits(struct ib *c, uint32_t x, uint32_t n)
{
	uint32_t mask = op2(c, SpvOpISub, c->u64, shl(c, k64(c, 1), n), k64(c, 1));
	mask = sel(c, c->u64, op2(c, SpvOpULessThan, c->b, n, k32(c, 64)), mask, k64(c, ~0ull));
	return op2(c, SpvOpBitwiseAnd, c->u64, x, mask);
}

/* Index of the highest set bit of a uint64 (as uint; ~0 when zero). */
static uint32_t
msb64(struct ib *c, uint32_t x)
{
	uint32_t hi = lo32(c, op2(c, SpvOpShiftRightLogical, c->u64, x, k32(c, 32)));
	uint32_t fh = agc_lw_ext(c->l, c->u32, GLSLstd450FindUMsb, 1, hi);
	uint32_t fl = agc_lw_ext(c->l, c->u32, GLSLstd450FindUMsb, 1, lo32(c, x));
	return sel(c, c->u32, op2(c, SpvOpINotEqual, c->b, hi, k32(c, 0)),
	           op2(c, SpvOpIAdd, c->u32, fh, k32(c, 32)), fl);
}

static uint32_t
msb128(struct ib *c, uint32_t hi, uint32_t lo)
{
	return sel(c, c->u32, op2(c, SpvOpINotEqual, c->b, hi, k64(c, 0)),
	           op2(c, SpvOpIAdd, c->u32, msb64(c, hi), k32(c, 64)), msb64(c, lo));
}

/* (hi, lo) <<= n, n in [0, 127]. */
static void
shl128(struct ib *c, uint32_t *hi, uint32_t *lo, uint32_t n)
{
	uint32_t big = op2(c, SpvOpUGreaterThanEqual, c->b, n, k32(c, 64));
	uint32_t nh = op2(c, SpvOpBitwiseOr, c->u64, shl(c, *hi, n),
	                  shr(c, *lo, op2(c, SpvOpISub, c->u32, k32(c, 64), n)));
	uint32_t bh = shl(c, *lo, op2(c, SpvOpISub, c->u32, n, k32(c, 64)));
	uint32_t h = sel(c, c->u64, big, bh, nh);
	*lo = sel(c, c->u64, big, k64(c, 0), shl(c, *lo, n));
	*hi = h;
}

/* (hi, lo) >>= n for any n, the bits shifted out ORed into bit 0. */
static void
shr128_sticky(struct ib *c, uint32_t *hi, uint32_t *lo, uint32_t n)
{
	n = agc_lw_ext(c->l, c->u32, GLSLstd450UMin, 2, n, k32(c, 128));
	uint32_t ge64 = op2(c, SpvOpUGreaterThanEqual, c->b, n, k32(c, 64));
	uint32_t n64 = op2(c, SpvOpISub, c->u32, n, k32(c, 64)); /* used when n >= 64 */
	/* n < 64 */
	uint32_t sh = shr(c, *hi, n);
	uint32_t sl = op2(c, SpvOpBitwiseOr, c->u64, shr(c, *lo, n),
	                  shl(c, *hi, op2(c, SpvOpISub, c->u32, k32(c, 64), n)));
	uint32_t lost_s = low_bits(c, *lo, n);
	/* 64 <= n <= 128 */
	uint32_t bl = shr(c, *hi, n64);
	uint32_t lost_b = op2(c, SpvOpBitwiseOr, c->u64, *lo, low_bits(c, *hi, n64));
	uint32_t lost = sel(c, c->u64, ge64, lost_b, lost_s);
	uint32_t l2 = sel(c, c->u64, ge64, bl, sl);
	uint32_t sticky =
	    sel(c, c->u64, op2(c, SpvOpINotEqual, c->b, lost, k64(c, 0)), k64(c, 1), k64(c, 0));
	*lo = op2(c, SpvOpBitwiseOr, c->u64, l2, sticky);
	*hi = sel(c, c->u64, ge64, k64(c, 0), sh);
}

/* The significand (implicit bit included) and the exponent of its last
 * bit, biased by 1075 (denormals: that of the smallest normal). */
static void
unpack(struct ib *c, uint32_t bits, uint32_t *man, uint32_t *exp)
{
	uint32_t e =
	    lo32(c, op2(c, SpvOpBitwiseAnd, c->u64,
	                op2(c, SpvOpShiftRightLogical, c->u64, bits, k32(c, 52)), k64(c, 0x7ff)));
	uint32_t f = op2(c, SpvOpBitwiseAnd, c->u64, bits, k64(c, (1ull << 52) - 1));
	uint32_t normal = op2(c, SpvOpINotEqual, c->b, e, k32(c, 0));
	*man = op2(c, SpvOpBitwiseOr, c->u64, f,
	           sel(c, c->u64, normal, k64(c, 1ull << 52), k64(c, 0)));
	*exp = agc_lw_ext(c->l, c->u32, GLSLstd450UMax, 2, e, k32(c, 1));
}

static uint32_t
sign_bit(struct ib *c, uint32_t bits)
{
	return op2(c, SpvOpBitwiseAnd, c->u64, bits, k64(c, 1ull << 63));
}

static uint32_t
no_contract(struct agc_lower *l, uint32_t id)
{
	agc_spv_instv(l->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, id,
	              (uint32_t)SpvDecorationNoContraction);
	return id;
}

/* Long (about 155 lines) on purpose: one rounding algorithm read top to
 * bottom -- unpack, the 106-bit product, alignment with sticky bit, the
 * add, normalization, rounding -- whose steps hand each other a dozen
 * 64-bit halves; the file's opening comment is its outline. */
uint32_t
agc_lw_fma_f64(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t cv, uint32_t scale)
{
	struct ib c = {l, l->m, l->t_u64, l->t_u32, l->t_bool};
	struct ib *C = &c;
	uint32_t A = agc_lw_bitcast(l, l->t_u64, a), B = agc_lw_bitcast(l, l->t_u64, b),
	         Cb = agc_lw_bitcast(l, l->t_u64, cv);
	uint32_t ma, ea, mb, eb, mc, ec;
	unpack(C, A, &ma, &ea);
	unpack(C, B, &mb, &eb);
	unpack(C, Cb, &mc, &ec);

	/* the product: 106 bits, its last bit's exponent ea + eb - 2150 */
	uint32_t st = agc_spv_type(l->m, SpvOpTypeStruct, (uint32_t[]){l->t_u64, l->t_u64}, 2);
	uint32_t pr = op2(C, SpvOpUMulExtended, st, ma, mb);
	uint32_t plo = agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u64, 2, pr, 0u);
	uint32_t phi = agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u64, 2, pr, 1u);
	uint32_t ep =
	    op2(C, SpvOpISub, l->t_u32, op2(C, SpvOpIAdd, l->t_u32, ea, eb), k32(C, 2150));
	/* normalized: the top bit at 125 */
	uint32_t np = op2(C, SpvOpISub, l->t_u32, k32(C, 125), msb128(C, phi, plo));
	shl128(C, &phi, &plo, np);
	ep = op2(C, SpvOpISub, l->t_u32, ep, np);
	/* c's 53 bits land in the high word: shifted by at least 72 */
	uint32_t nc = op2(C, SpvOpISub, l->t_u32, k32(C, 125), msb64(C, mc));
	uint32_t chi = shl(C, mc, op2(C, SpvOpISub, l->t_u32, nc, k32(C, 64)));
	uint32_t clo = k64(C, 0);
	uint32_t eC =
	    op2(C, SpvOpISub, l->t_u32, op2(C, SpvOpISub, l->t_u32, ec, k32(C, 1075)), nc);
	uint32_t c_zero = op2(C, SpvOpIEqual, l->t_bool, mc, k64(C, 0));
	chi = sel(C, l->t_u64, c_zero, k64(C, 0), chi);
	eC = sel(C, l->t_u32, c_zero, ep, eC);

	/* align the smaller to the larger exponent */
	uint32_t sp = op2(C, SpvOpBitwiseXor, l->t_u64, sign_bit(C, A), sign_bit(C, B)),
	         sc = sign_bit(C, Cb);
	uint32_t d = op2(C, SpvOpISub, l->t_u32, ep, eC);
	uint32_t p_big = op2(C, SpvOpSGreaterThanEqual, l->t_bool, d, k32(C, 0));
	uint32_t xh = sel(C, l->t_u64, p_big, phi, chi), xl = sel(C, l->t_u64, p_big, plo, clo);
	uint32_t yh = sel(C, l->t_u64, p_big, chi, phi), yl = sel(C, l->t_u64, p_big, clo, plo);
	uint32_t sx = sel(C, l->t_u64, p_big, sp, sc), sy = sel(C, l->t_u64, p_big, sc, sp);
	uint32_t e = sel(C, l->t_u32, p_big, ep, eC);
	shr128_sticky(C, &yh, &yl,
	              sel(C, l->t_u32, p_big, d, agc_spv_op(l->m, SpvOpSNegate, l->t_u32, 1, d)));

	/* add, or subtract the smaller magnitude from the larger */
	uint32_t slo = op2(C, SpvOpIAdd, l->t_u64, xl, yl);
	uint32_t shi =
	    op2(C, SpvOpIAdd, l->t_u64, op2(C, SpvOpIAdd, l->t_u64, xh, yh),
	        sel(C, l->t_u64, op2(C, SpvOpULessThan, l->t_bool, slo, xl), k64(C, 1), k64(C, 0)));
	uint32_t x_ge =
	    op2(C, SpvOpLogicalOr, l->t_bool, op2(C, SpvOpUGreaterThan, l->t_bool, xh, yh),
	        op2(C, SpvOpLogicalAnd, l->t_bool, op2(C, SpvOpIEqual, l->t_bool, xh, yh),
	            op2(C, SpvOpUGreaterThanEqual, l->t_bool, xl, yl)));
	uint32_t uh = sel(C, l->t_u64, x_ge, xh, yh), ul = sel(C, l->t_u64, x_ge, xl, yl);
	uint32_t vh = sel(C, l->t_u64, x_ge, yh, xh), vl = sel(C, l->t_u64, x_ge, yl, xl);
	uint32_t dlo = op2(C, SpvOpISub, l->t_u64, ul, vl);
	uint32_t dhi =
	    op2(C, SpvOpISub, l->t_u64, op2(C, SpvOpISub, l->t_u64, uh, vh),
	        sel(C, l->t_u64, op2(C, SpvOpULessThan, l->t_bool, ul, vl), k64(C, 1), k64(C, 0)));
	uint32_t sub = op2(C, SpvOpINotEqual, l->t_bool, sx, sy);
	uint32_t rh = sel(C, l->t_u64, sub, dhi, shi), rl = sel(C, l->t_u64, sub, dlo, slo);
	uint32_t sign = sel(C, l->t_u64, sub, sel(C, l->t_u64, x_ge, sx, sy), sx);
	uint32_t r_zero =
	    op2(C, SpvOpIEqual, l->t_bool, op2(C, SpvOpBitwiseOr, l->t_u64, rh, rl), k64(C, 0));

	/* the top bit back to 125: one right (a carry to 126) or left */
	uint32_t mr = msb128(C, rh, rl);
	uint32_t carry = op2(C, SpvOpIEqual, l->t_bool, mr, k32(C, 126));
	uint32_t ch = rh, cl = rl;
	shr128_sticky(C, &ch, &cl, k32(C, 1));
	uint32_t nl = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2,
	                         op2(C, SpvOpISub, l->t_u32, k32(C, 125), mr), k32(C, 127));
	shl128(C, &rh, &rl, nl);
	rh = sel(C, l->t_u64, carry, ch, rh);
	rl = sel(C, l->t_u64, carry, cl, rl);
	e = sel(C, l->t_u32, carry, op2(C, SpvOpIAdd, l->t_u32, e, k32(C, 1)),
	        op2(C, SpvOpISub, l->t_u32, e, nl));
	if (scale)
		e = op2(C, SpvOpIAdd, l->t_u32, e, scale);

	/* value = R * 2^e, R in [2^125, 2^126): exponent E = e + 125.  Keep 53
	 * bits, fewer below 2^-1022 (the last bit worth 2^-1074): drop
	 * 73 + extra bits, 9 + extra of them from the high word. */
	uint32_t E = op2(C, SpvOpIAdd, l->t_u32, e, k32(C, 125));
	uint32_t under = op2(C, SpvOpISub, l->t_u32, k32(C, (uint32_t)-1022), E);
	uint32_t extra = sel(C, l->t_u32, op2(C, SpvOpSGreaterThan, l->t_bool, under, k32(C, 0)),
	                     under, k32(C, 0));
	uint32_t s2 = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2,
	                         op2(C, SpvOpIAdd, l->t_u32, extra, k32(C, 9)), k32(C, 65));
	uint32_t s1 = op2(C, SpvOpISub, l->t_u32, s2, k32(C, 1));
	uint32_t q = shr(C, rh, s2);
	uint32_t rb = op2(C, SpvOpBitwiseAnd, l->t_u64, shr(C, rh, s1), k64(C, 1));
	uint32_t stk = op2(C, SpvOpBitwiseOr, l->t_u64, low_bits(C, rh, s1), rl);
	uint32_t odd_or_stk =
	    op2(C, SpvOpLogicalOr, l->t_bool, op2(C, SpvOpINotEqual, l->t_bool, stk, k64(C, 0)),
	        op2(C, SpvOpINotEqual, l->t_bool, op2(C, SpvOpBitwiseAnd, l->t_u64, q, k64(C, 1)),
	            k64(C, 0)));
	uint32_t up = op2(C, SpvOpLogicalAnd, l->t_bool,
	                  op2(C, SpvOpINotEqual, l->t_bool, rb, k64(C, 0)), odd_or_stk);
	q = op2(C, SpvOpIAdd, l->t_u64, q, sel(C, l->t_u64, up, k64(C, 1), k64(C, 0)));
	/* the biased exponent less one, since q holds the implicit bit (a
	 * carry out of the rounding moves to the next exponent by itself) */
	uint32_t big = op2(C, SpvOpSGreaterThan, l->t_bool, E, k32(C, 1100));
	uint32_t ec2 = agc_lw_ext(l, l->t_u32, GLSLstd450SMin, 2, E, k32(C, 1100));
	uint32_t be = sel(C, l->t_u32, op2(C, SpvOpSGreaterThan, l->t_bool, extra, k32(C, 0)),
	                  k32(C, 0), op2(C, SpvOpIAdd, l->t_u32, ec2, k32(C, 1022)));
	uint32_t bits = op2(C, SpvOpIAdd, l->t_u64,
	                    op2(C, SpvOpShiftLeftLogical, l->t_u64,
	                        agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1, be), k32(C, 52)),
	                    q);
	uint32_t ovf =
	    op2(C, SpvOpLogicalOr, l->t_bool, big,
	        op2(C, SpvOpUGreaterThanEqual, l->t_bool, bits, k64(C, 0x7ff0000000000000ull)));
	bits = sel(C, l->t_u64, ovf, k64(C, 0x7ff0000000000000ull), bits);
	bits = op2(C, SpvOpBitwiseOr, l->t_u64, bits, sign);
	bits = sel(C, l->t_u64, r_zero, k64(C, 0), bits);

	/* zeros, infinities and NaNs: the two-step result is right, except
	 * that an infinite c wins over a finite product that overflows */
	uint32_t e_max = k32(C, 0x7ff);
	uint32_t raw_ea =
	    lo32(C, op2(C, SpvOpShiftRightLogical, l->t_u64,
	                op2(C, SpvOpShiftLeftLogical, l->t_u64, A, k32(C, 1)), k32(C, 53)));
	uint32_t raw_eb =
	    lo32(C, op2(C, SpvOpShiftRightLogical, l->t_u64,
	                op2(C, SpvOpShiftLeftLogical, l->t_u64, B, k32(C, 1)), k32(C, 53)));
	uint32_t raw_ec =
	    lo32(C, op2(C, SpvOpShiftRightLogical, l->t_u64,
	                op2(C, SpvOpShiftLeftLogical, l->t_u64, Cb, k32(C, 1)), k32(C, 53)));
	uint32_t ab_fin =
	    op2(C, SpvOpLogicalAnd, l->t_bool, op2(C, SpvOpINotEqual, l->t_bool, raw_ea, e_max),
	        op2(C, SpvOpINotEqual, l->t_bool, raw_eb, e_max));
	uint32_t c_fin = op2(C, SpvOpINotEqual, l->t_bool, raw_ec, e_max);
	uint32_t nz =
	    op2(C, SpvOpLogicalAnd, l->t_bool, op2(C, SpvOpINotEqual, l->t_bool, ma, k64(C, 0)),
	        op2(C, SpvOpINotEqual, l->t_bool, mb, k64(C, 0)));
	uint32_t exact = op2(C, SpvOpLogicalAnd, l->t_bool,
	                     op2(C, SpvOpLogicalAnd, l->t_bool, ab_fin, c_fin), nz);
	uint32_t p = no_contract(l, op2(C, SpvOpFMul, l->t_f64, a, b));
	uint32_t two = no_contract(l, op2(C, SpvOpFAdd, l->t_f64, p, cv));
	if (scale) {
		/* 2^scale: scale is +-128 or 0 here */
		uint32_t sf =
		    agc_lw_bitcast(l, l->t_f64,
		                   op2(C, SpvOpShiftLeftLogical, l->t_u64,
		                       agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1,
		                                  op2(C, SpvOpIAdd, l->t_u32, scale, k32(C, 1023))),
		                       k32(C, 52)));
		two = no_contract(l, op2(C, SpvOpFMul, l->t_f64, two, sf));
	}
	uint32_t c_wins = op2(C, SpvOpLogicalAnd, l->t_bool, ab_fin,
	                      agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, c_fin));
	two = sel(C, l->t_f64, c_wins, cv, two);
	uint32_t r = sel(C, l->t_f64, exact, agc_lw_bitcast(l, l->t_f64, bits), two);
	return agc_lw_nan_rule(l, r, true, 3, (uint32_t[]){a, b, cv});
}

uint32_t
agc_lw_fma_f32(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c, uint32_t scale)
{
	struct agc_spv_module *m = l->m;
	agc_lw_f64(l);
	uint32_t d = l->t_f64;
	uint32_t da = agc_spv_op(m, SpvOpFConvert, d, 1, a);
	uint32_t db = agc_spv_op(m, SpvOpFConvert, d, 1, b);
	uint32_t dc = agc_spv_op(m, SpvOpFConvert, d, 1, c);
	uint32_t p = no_contract(l, agc_spv_op(m, SpvOpFMul, d, 2, da, db)); /* exact */
	uint32_t s = no_contract(l, agc_spv_op(m, SpvOpFAdd, d, 2, p, dc));
	/* TwoSum: err = (p + dc) - s exactly */
	uint32_t bb = no_contract(l, agc_spv_op(m, SpvOpFSub, d, 2, s, p));
	uint32_t e1 =
	    no_contract(l, agc_spv_op(m, SpvOpFSub, d, 2, p,
	                              no_contract(l, agc_spv_op(m, SpvOpFSub, d, 2, s, bb))));
	uint32_t e2 = no_contract(l, agc_spv_op(m, SpvOpFSub, d, 2, dc, bb));
	uint32_t err = no_contract(l, agc_spv_op(m, SpvOpFAdd, d, 2, e1, e2));
	/* round to odd: an inexact sum with an even last bit moves one unit
	 * toward the exact value (NaN and infinity: err is NaN, no move) */
	uint32_t zero = agc_lw_dconst(l, 0.0);
	uint32_t sb = agc_lw_bitcast(l, l->t_u64, s);
	uint32_t even =
	    agc_spv_op(m, SpvOpIEqual, l->t_bool, 2,
	               agc_spv_op(m, SpvOpBitwiseAnd, l->t_u64, 2, sb, agc_lw_const64(l, 1)),
	               agc_lw_const64(l, 0));
	uint32_t inexact = agc_spv_op(m, SpvOpFOrdNotEqual, l->t_bool, 2, err, zero);
	uint32_t away = agc_spv_op(m, SpvOpLogicalEqual, l->t_bool, 2,
	                           agc_spv_op(m, SpvOpFOrdLessThan, l->t_bool, 2, err, zero),
	                           agc_spv_op(m, SpvOpFOrdLessThan, l->t_bool, 2, s, zero));
	uint32_t moved =
	    agc_spv_op(m, SpvOpSelect, l->t_u64, 3, away,
	               agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, sb, agc_lw_const64(l, 1)),
	               agc_spv_op(m, SpvOpISub, l->t_u64, 2, sb, agc_lw_const64(l, 1)));
	uint32_t fix = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, even, inexact);
	s = agc_lw_bitcast(l, d, agc_spv_op(m, SpvOpSelect, l->t_u64, 3, fix, moved, sb));
	if (scale)
		s = no_contract(l, agc_spv_op(m, SpvOpFMul, d, 2, s, scale));
	uint32_t r = agc_spv_op(m, SpvOpFConvert, l->t_f32, 1, s);
	return agc_lw_nan_rule(l, r, false, 3, (uint32_t[]){a, b, c});
}

/* The NaN the hardware gives for an arithmetic result r (f32, or f64
 * when wide) of the sources x[0..n-1] (their modifiers applied): the
 * first NaN source quieted, else, where r is a NaN (an invalid operation:
 * 0 * inf, inf - inf), the default NaN 0x7fc00000; else r.  SPIR-V leaves
 * the NaN of FAdd, FMul, FConvert ... to the device: lavapipe gives an
 * invalid operation x86's 0xffc00000.  Example: -inf * -0 -> 0x7fc00000;
 * 0xff800123 + 1 -> 0xffc00123.  Done in integers, so no float
 * instruction of the device touches the NaN; each source is tested
 * whatever r is, since Vulkan lets NaN + 0 be other than a NaN. */
uint32_t
agc_lw_nan_rule(struct agc_lower *l, uint32_t r, bool wide, unsigned n, const uint32_t *x)
{
	struct agc_spv_module *m = l->m;
	uint32_t ft = wide ? l->t_f64 : l->t_f32, ut = wide ? l->t_u64 : l->t_u32;
	uint32_t quiet = wide ? agc_lw_const64(l, 1ull << 51) : agc_lw_u32(l, 0x00400000);
	uint32_t dnan = wide ? agc_lw_const64(l, 0x7ff8000000000000ull) : agc_lw_u32(l, 0x7fc00000);
	uint32_t bits = agc_lw_bitcast(l, ut, r);
	bits = agc_spv_op(m, SpvOpSelect, ut, 3, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, r), dnan, bits);
	for (unsigned i = n; i-- > 0;) {
		uint32_t xb = agc_lw_bitcast(l, ut, x[i]);
		bits = agc_spv_op(m, SpvOpSelect, ut, 3, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, x[i]),
		                  agc_spv_op(m, SpvOpBitwiseOr, ut, 2, xb, quiet), bits);
	}
	return agc_lw_bitcast(l, ft, bits);
}

/* r = op(x) for an op whose result is a NaN exactly when x is one (floor,
 * trunc, ceil, rndne, ldexp): x's NaN quieted, as the hardware gives it,
 * not the device's. */
uint32_t
agc_lw_nan_pass(struct agc_lower *l, uint32_t r, bool wide, uint32_t x)
{
	struct agc_spv_module *m = l->m;
	uint32_t ft = wide ? l->t_f64 : l->t_f32, ut = wide ? l->t_u64 : l->t_u32;
	uint32_t quiet = wide ? agc_lw_const64(l, 1ull << 51) : agc_lw_u32(l, 0x00400000);
	uint32_t q = agc_lw_bitcast(l, ft, agc_spv_op(m, SpvOpBitwiseOr, ut, 2, agc_lw_bitcast(l, ut, x), quiet));
	return agc_spv_op(m, SpvOpSelect, ft, 3, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, x), q, r);
}

/* Many slots: the inputs go to Function arrays and the integer code runs
 * in a loop over the slots, so that it is emitted once, not K times. */
void
agc_lw_fma_f64_slots(struct agc_lower *l, const uint32_t *a, const uint32_t *b, const uint32_t *c,
                     const uint32_t *scale, uint32_t *out)
{
	struct agc_spv_module *m = l->m;
	unsigned K = l->K;
	agc_lw_f64(l);
	if (K == 1) {
		out[0] = agc_lw_fma_f64(l, a[0], b[0], c[0], scale ? scale[0] : 0);
		return;
	}
	const uint32_t *in[4] = {a, b, c, scale};
	uint32_t arr64 =
	    agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u64, agc_lw_u32(l, K)}, 2);
	uint32_t arr32 =
	    agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, K)}, 2);
	uint32_t p64 = agc_spv_type_pointer(m, SpvStorageClassFunction, l->t_u64);
	uint32_t var[5];
	for (unsigned i = 0; i < 5; i++) {
		if (i == 3 && !scale) {
			var[i] = 0;
			continue;
		}
		var[i] = agc_spv_fn_var(
		    m, agc_spv_type_pointer(m, SpvStorageClassFunction, i == 3 ? arr32 : arr64), 0);
	}
	for (unsigned i = 0; i < 4; i++) {
		if (!var[i])
			continue;
		for (unsigned k = 0; k < K; k++) {
			uint32_t p = agc_spv_op(m, SpvOpAccessChain, i == 3 ? l->p_fn_u32 : p64, 2,
			                        var[i], agc_lw_u32(l, k));
			agc_spv_code(m, SpvOpStore, 2, p,
			             i == 3 ? in[i][k] : agc_lw_bitcast(l, l->t_u64, in[i][k]));
		}
	}
	uint32_t ivar = agc_spv_fn_var(m, l->p_fn_u32, 0);
	agc_spv_code(m, SpvOpStore, 2, ivar, agc_lw_u32(l, 0));
	uint32_t hdr = agc_spv_id(m), body = agc_spv_id(m), cont = agc_spv_id(m),
	         merge = agc_spv_id(m);
	agc_spv_code(m, SpvOpBranch, 1, hdr);
	agc_spv_code(m, SpvOpLabel, 1, hdr);
	agc_spv_code(m, SpvOpLoopMerge, 3, merge, cont, (uint32_t)SpvLoopControlMaskNone);
	agc_spv_code(m, SpvOpBranch, 1, body);
	agc_spv_code(m, SpvOpLabel, 1, body);
	uint32_t i = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, ivar);
	uint32_t x[4] = {0, 0, 0, 0};
	for (unsigned j = 0; j < 4; j++) {
		if (!var[j])
			continue;
		uint32_t p =
		    agc_spv_op(m, SpvOpAccessChain, j == 3 ? l->p_fn_u32 : p64, 2, var[j], i);
		x[j] = agc_spv_op(m, SpvOpLoad, j == 3 ? l->t_u32 : l->t_u64, 1, p);
		if (j < 3)
			x[j] = agc_lw_bitcast(l, l->t_f64, x[j]);
	}
	uint32_t r = agc_lw_fma_f64(l, x[0], x[1], x[2], x[3]);
	agc_spv_code(m, SpvOpStore, 2, agc_spv_op(m, SpvOpAccessChain, p64, 2, var[4], i),
	             agc_lw_bitcast(l, l->t_u64, r));
	agc_spv_code(m, SpvOpBranch, 1, cont);
	agc_spv_code(m, SpvOpLabel, 1, cont);
	uint32_t next = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, i, agc_lw_u32(l, 1));
	agc_spv_code(m, SpvOpStore, 2, ivar, next);
	agc_spv_code(m, SpvOpBranchConditional, 3,
	             agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, next, agc_lw_u32(l, K)), hdr,
	             merge);
	agc_spv_code(m, SpvOpLabel, 1, merge);
	l->exec_cache = 0;
	for (unsigned k = 0; k < K; k++) {
		uint32_t p = agc_spv_op(m, SpvOpAccessChain, p64, 2, var[4], agc_lw_u32(l, k));
		out[k] = agc_lw_bitcast(l, l->t_f64, agc_spv_op(m, SpvOpLoad, l->t_u64, 1, p));
	}
}

/* f32 -> f16 bits (in the low half of a uint), rounded to nearest even as
 * v_cvt_f16_f32 rounds: overflow to infinity, f16 denormals exact, a NaN
 * quiet with the high bits of its payload.  In integers: GLSL.std.450
 * PackHalf2x16 leaves overflow undefined, and a driver may fold it with
 * the UnpackHalf2x16 that often follows. */
uint32_t
agc_lw_f32_to_f16(struct agc_lower *l, uint32_t f)
{
	struct ib c = {l, l->m, 0, l->t_u32, l->t_bool};
	uint32_t x = agc_lw_bitcast(l, l->t_u32, f);
	uint32_t sign = op2(&c, SpvOpBitwiseAnd, c.u32, op2(&c, SpvOpShiftRightLogical, c.u32, x, k32(&c, 16)),
	                    k32(&c, 0x8000));
	uint32_t a = op2(&c, SpvOpBitwiseAnd, c.u32, x, k32(&c, 0x7fffffff));
	/* normal f16: rebias the exponent (127 - 15), round away 13 bits */
	uint32_t t = op2(&c, SpvOpISub, c.u32, a, k32(&c, 112u << 23));
	uint32_t odd = op2(&c, SpvOpBitwiseAnd, c.u32, op2(&c, SpvOpShiftRightLogical, c.u32, t, k32(&c, 13)),
	                   k32(&c, 1));
	uint32_t normal = op2(&c, SpvOpShiftRightLogical, c.u32,
	                      op2(&c, SpvOpIAdd, c.u32, op2(&c, SpvOpIAdd, c.u32, t, k32(&c, 0xfff)), odd),
	                      k32(&c, 13));
	/* denormal f16 (or 0): the significand with its hidden bit, shifted
	 * right by 126 - exponent (at most 25: below 2^-25 all rounds to 0) */
	uint32_t m = op2(&c, SpvOpBitwiseOr, c.u32, op2(&c, SpvOpBitwiseAnd, c.u32, a, k32(&c, 0x7fffff)),
	                 k32(&c, 0x800000));
	uint32_t n = agc_lw_ext(l, c.u32, GLSLstd450UClamp, 3,
	                        op2(&c, SpvOpISub, c.u32, k32(&c, 126),
	                            op2(&c, SpvOpShiftRightLogical, c.u32, a, k32(&c, 23))),
	                        k32(&c, 14), k32(&c, 25));
	uint32_t half = op2(&c, SpvOpShiftLeftLogical, c.u32, k32(&c, 1),
	                    op2(&c, SpvOpISub, c.u32, n, k32(&c, 1)));
	uint32_t dodd = op2(&c, SpvOpBitwiseAnd, c.u32, op2(&c, SpvOpShiftRightLogical, c.u32, m, n), k32(&c, 1));
	uint32_t den = op2(&c, SpvOpShiftRightLogical, c.u32,
	                   op2(&c, SpvOpIAdd, c.u32, op2(&c, SpvOpIAdd, c.u32, m, half),
	                       op2(&c, SpvOpISub, c.u32, dodd, k32(&c, 1))),
	                   n);
	uint32_t nan = op2(&c, SpvOpBitwiseOr, c.u32, k32(&c, 0x7e00),
	                   op2(&c, SpvOpBitwiseAnd, c.u32, op2(&c, SpvOpShiftRightLogical, c.u32, a, k32(&c, 13)),
	                       k32(&c, 0x3ff)));
	/* 65520 and above round to infinity */
	uint32_t r = sel(&c, c.u32, op2(&c, SpvOpULessThan, c.b, a, k32(&c, 0x38800000)), den, normal);
	r = sel(&c, c.u32, op2(&c, SpvOpUGreaterThanEqual, c.b, a, k32(&c, 0x477ff000)), k32(&c, 0x7c00), r);
	r = sel(&c, c.u32, op2(&c, SpvOpUGreaterThan, c.b, a, k32(&c, 0x7f800000)), nan, r);
	return op2(&c, SpvOpBitwiseOr, c.u32, r, sign);
}

/* x * 2^k for an f32 x and a 32-bit int k, rounded once as v_ldexp_f32
 * rounds: in double, where x * 2^k is exact for |k| <= 300 (and any
 * larger |k| ends at 0 or infinity all the same), then one conversion to
 * f32.  GLSL.std.450 Ldexp may lose the low bits of a denormal result. */
uint32_t
agc_lw_ldexp_f32(struct agc_lower *l, uint32_t x, uint32_t k)
{
	struct agc_spv_module *m = l->m;
	agc_lw_f64(l);
	uint32_t kc = agc_lw_ext(l, l->t_i32, GLSLstd450SClamp, 3, k,
	                         agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, (uint32_t)-300)),
	                         agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, 300)));
	/* 2^kc: the exponent field kc + 1023, nothing else */
	uint32_t field = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_lw_bitcast(l, l->t_u32, kc),
	                            agc_lw_u32(l, 1023));
	uint32_t bits = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2,
	                           agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, field), agc_lw_u32(l, 52));
	uint32_t p = agc_spv_op(m, SpvOpFMul, l->t_f64, 2,
	                        agc_spv_op(m, SpvOpFConvert, l->t_f64, 1, x), agc_lw_bitcast(l, l->t_f64, bits));
	return agc_lw_nan_pass(l, agc_spv_op(m, SpvOpFConvert, l->t_f32, 1, p), false, x);
}
