/*
 * lower_valu_fdiv.c -- the instructions of the hardware's IEEE division and of
 * its trigonometric argument reduction, per slot under EXEC.
 *
 *   v_div_scale_f32 v2, vcc_lo, v1, v1, v0   den' (and a VCC bit: the
 *   v_div_scale_f32 v3, vcc_lo, v0, v1, v0   num' quotient was rescaled)
 *   v_rcp_f32, v_fma_f32 ...                 Newton-Raphson on num'/den'
 *   v_div_fmas_f32 v4, v5, v6, v7            fma, then 2^+-64 where VCC
 *   v_div_fixup_f32 v0, v4, v1, v0           NaN, inf, zero, sign, tiny
 *
 * The rules are AMD's RDNA2 ISA pseudocode (f64: 2^+-128, thresholds 768,
 * 53, -1075), read as follows where the text is loose:
 *   v_div_scale: "S2/S1 is denormal" of the quotient rounded to the
 *     operand's format (a quotient rounding to zero is not); "1/S1 is
 *     denormal" (|S1| > 2^126, 2^1022) scales the denominator down, never
 *     up; the D value is S0 unless a case rescales it: S0's bits as they
 *     are (a signalling NaN too), and ldexp() of a NaN quiets it.
 *   v_div_fmas: with the lane's VCC bit, the fma is scaled by 2^64
 *     (2^128) when |S2| >= 1, else by 2^-64 (2^-128), rounded once.
 *   v_div_fixup: underflow gives +-0, a NaN quotient (an overflow in the
 *     sequence) +-inf; NaN operands are quieted; 0/0 and inf/inf give the
 *     default NaN (sign set).
 *   v_trig_preop_f64: 53 bits of 2/pi from bit (S1[4:0] * 53 + max(0,
 *     exponent(S0) - 1077)) after the binary point of 1200 stored bits
 *     (zeros past them), times 2^(-53 - that shift) (2^128 more when
 *     exponent(S0) >= 1968); a NaN S0 gives the NaN quieted.
 * The integer operand of v_trig_preop_f64 (like v_ldexp's) takes no
 * float negation: its neg bit is LLVM's sext(), which leaves 32 bits as
 * they are.
 */
#include <string.h>

#include "spirv/lower.h"


/* 2/pi = 0.a2f9836e 4e441529 fc2757d1 ..., 1200 bits after the point. */
static const uint32_t two_over_pi[38] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b0000,
};
/* the largest shift, 31 * 53 + 2047 - 1077, reads word 81 and the two after it */
#define TRIG_WORDS 84

/* A format's constants: bits of the sign, of the exponent field (and
 * infinity), the quiet bit, the mantissa width, the default NaN. */
struct fmt {
	unsigned w, mant;
	uint64_t sign, inf, quiet, dnan;
};

static const struct fmt F16 = {16, 10, 0x8000, 0x7c00, 0x0200, 0xfe00};
static const struct fmt F32 = {32, 23, 0x80000000u, 0x7f800000u, 0x00400000u, 0xffc00000u};
static const struct fmt F64 = {64, 52, 1ull << 63, 0x7ffull << 52, 1ull << 51, 0xfff8ull << 48};

struct ctx {
	struct agc_lower *l;
	struct agc_spv_module *m;
	uint32_t t, b; /* the integer type of the format, bool */
};

static uint32_t
kc(struct ctx *c, uint64_t v)
{
	return c->t == c->l->t_u64 ? agc_lw_const64(c->l, v) : agc_lw_u32(c->l, (uint32_t)v);
}

static uint32_t
op2(struct ctx *c, SpvOp op, uint32_t t, uint32_t x, uint32_t y)
{
	return agc_spv_op(c->m, op, t, 2, x, y);
}

static uint32_t
sel(struct ctx *c, uint32_t cond, uint32_t x, uint32_t y)
{
	return agc_spv_op(c->m, SpvOpSelect, c->t, 3, cond, x, y);
}

static uint32_t
band(struct ctx *c, uint32_t x, uint32_t y)
{
	return op2(c, SpvOpLogicalAnd, c->b, x, y);
}

static uint32_t
bor(struct ctx *c, uint32_t x, uint32_t y)
{
	return op2(c, SpvOpLogicalOr, c->b, x, y);
}

static uint32_t
eq(struct ctx *c, uint32_t x, uint64_t v)
{
	return op2(c, SpvOpIEqual, c->b, x, kc(c, v));
}

static uint32_t
f64c(struct agc_lower *l, double v)
{
	uint64_t b;
	memcpy(&b, &v, 8);
	return agc_spv_constant(l->m, SpvOpConstant, l->t_f64,
	                        (uint32_t[]){(uint32_t)b, (uint32_t)(b >> 32)}, 2);
}

/* Source i (0-2) of the instruction as raw bits of format f (uint, or
 * uint64 for f64), its abs and neg bits applied to the sign. */
static uint32_t
raw_src(struct ctx *c, const struct agc_ir_inst *in, unsigned i, const struct fmt *f, unsigned slot)
{
	static const uint16_t h[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
	                             0xc000, 0x4400, 0xc400, 0x3118};
	struct agc_lower *l = c->l;
	const struct agc_operand *op = agc_lw_opnd(in, in->mi->ndef + i);
	struct agc_operand o = *op;
	o.mods = 0;
	uint32_t v;
	if (f->w == 64)
		v = agc_lw_bitcast(l, l->t_u64, agc_lw_src(l, &o, AGC_T_F64, slot));
	else if (f->w == 16 && o.reg >= AGC_REG_FLOAT_HALF && o.reg <= 248)
		v = agc_lw_u32(l, h[o.reg - AGC_REG_FLOAT_HALF]);
	else
		v = agc_lw_src(l, &o, AGC_T_U32, slot);
	if (f->w == 16)
		v = op2(c, SpvOpBitwiseAnd, c->t, v, kc(c, 0xffff));
	if (op->mods & AGC_MOD_ABS)
		v = op2(c, SpvOpBitwiseAnd, c->t, v, kc(c, f->sign - 1));
	if (op->mods & AGC_MOD_NEG)
		v = op2(c, SpvOpBitwiseXor, c->t, v, kc(c, f->sign));
	return v;
}

static uint32_t
magnitude(struct ctx *c, const struct fmt *f, uint32_t x)
{
	return op2(c, SpvOpBitwiseAnd, c->t, x, kc(c, f->sign - 1));
}

/* The biased exponent field of a magnitude. */
static uint32_t
exponent(struct ctx *c, const struct fmt *f, uint32_t a)
{
	return op2(c, SpvOpShiftRightLogical, c->t, a, agc_lw_u32(c->l, f->mant));
}

/* v_div_scale_f32/f64 of one slot: D's bits; *vcc the lane's bit. */
static uint32_t
div_scale(struct ctx *c, const struct fmt *f, uint32_t s0, uint32_t s1, uint32_t s2, uint32_t *vcc)
{
	struct agc_lower *l = c->l;
	bool w = f->w == 64;
	uint32_t ft = w ? l->t_f64 : l->t_f32;
	uint32_t a1 = magnitude(c, f, s1), a2 = magnitude(c, f, s2);
	uint32_t e1 = exponent(c, f, a1), e2 = exponent(c, f, a2);
	uint32_t zero = bor(c, eq(c, a1, 0), eq(c, a2, 0));
	/* exponent(S2) - exponent(S1) >= 96 (768) */
	uint32_t big = op2(c, SpvOpUGreaterThanEqual, c->b, e2,
	                   op2(c, SpvOpIAdd, c->t, e1, kc(c, w ? 768 : 96)));
	uint32_t s1_den = eq(c, e1, 0);
	/* 1 / S1 is denormal: |S1| > 2^126 (2^1022), finite */
	uint32_t rcp_den = band(
	    c, op2(c, SpvOpUGreaterThan, c->b, a1, kc(c, w ? 0x7fd0000000000000ull : 0x7e800000)),
	    op2(c, SpvOpULessThan, c->b, a1, kc(c, f->inf)));
	uint32_t q_den;
	if (w) {
		uint32_t q =
		    op2(c, SpvOpFDiv, ft, agc_lw_bitcast(l, ft, a2), agc_lw_bitcast(l, ft, a1));
		uint32_t aq = agc_lw_bitcast(l, l->t_u64, q);
		q_den = band(c, op2(c, SpvOpINotEqual, c->b, aq, kc(c, 0)),
		             op2(c, SpvOpULessThan, c->b, aq, kc(c, 1ull << 52)));
	} else {
		/* the f32 quotient rounds to a denormal: 2^-150 |S1| < |S2| <
		 * (2^-126 - 2^-150) |S1|, both products exact in double */
		uint32_t d1 =
		    agc_spv_op(c->m, SpvOpFConvert, l->t_f64, 1, agc_lw_bitcast(l, ft, a1));
		uint32_t d2 =
		    agc_spv_op(c->m, SpvOpFConvert, l->t_f64, 1, agc_lw_bitcast(l, ft, a2));
		uint32_t lo = op2(c, SpvOpFMul, l->t_f64, d1, f64c(l, 0x1p-150));
		uint32_t hi = op2(c, SpvOpFMul, l->t_f64, d1, f64c(l, 0x1p-126 - 0x1p-150));
		q_den = band(c, op2(c, SpvOpFOrdGreaterThan, c->b, d2, lo),
		             op2(c, SpvOpFOrdLessThan, c->b, d2, hi));
	}
	uint32_t tiny = op2(c, SpvOpULessThanEqual, c->b, e2, kc(c, w ? 53 : 23));

	uint32_t x = agc_lw_bitcast(l, ft, s0);
	uint32_t up = agc_lw_bitcast(
	    l, c->t, op2(c, SpvOpFMul, ft, x, w ? f64c(l, 0x1p128) : agc_lw_fconst(l, 0x1p64f)));
	uint32_t down = agc_lw_bitcast(
	    l, c->t, op2(c, SpvOpFMul, ft, x, w ? f64c(l, 0x1p-128) : agc_lw_fconst(l, 0x1p-64f)));
	/* ldexp of a NaN S0 is that NaN quieted, whatever NaN the driver's
	 * FMul gives: 0xff800123 -> 0xffc00123 */
	uint32_t qs0 = op2(c, SpvOpBitwiseOr, c->t, s0, kc(c, f->quiet));
	uint32_t nan0 = op2(c, SpvOpUGreaterThan, c->b, magnitude(c, f, s0), kc(c, f->inf));
	up = sel(c, nan0, qs0, up);
	down = sel(c, nan0, qs0, down);
	uint32_t is_den = op2(c, SpvOpFOrdEqual, c->b, x, agc_lw_bitcast(l, ft, s1));
	uint32_t is_num = op2(c, SpvOpFOrdEqual, c->b, x, agc_lw_bitcast(l, ft, s2));

	/* the cases in the pseudocode's order: the first that holds decides */
	uint32_t r = sel(c, tiny, up, s0);
	r = sel(c, q_den, sel(c, is_num, up, s0), r);
	r = sel(c, rcp_den, down, r);
	r = sel(c, band(c, rcp_den, q_den), sel(c, is_den, down, s0), r);
	r = sel(c, s1_den, up, r);
	r = sel(c, big, sel(c, is_den, up, s0), r);
	r = sel(c, zero, kc(c, w ? 0x7ff8000000000000ull : 0x7fc00000), r);
	uint32_t not_zero = agc_spv_op(c->m, SpvOpLogicalNot, c->b, 1, zero);
	uint32_t not_s1_den = agc_spv_op(c->m, SpvOpLogicalNot, c->b, 1, s1_den);
	*vcc = band(c, not_zero, bor(c, big, band(c, not_s1_den, q_den)));
	return r;
}

/* v_div_fixup of one slot, on raw bits: S0 quotient, S1 denominator, S2
 * numerator. */
static uint32_t
div_fixup(struct ctx *c, const struct fmt *f, uint32_t s0, uint32_t s1, uint32_t s2)
{
	static const unsigned under[] = {25, 150, 1075}; /* -min exponent difference */
	unsigned fi = f->w == 16 ? 0 : f->w == 32 ? 1 : 2;
	uint32_t a0 = magnitude(c, f, s0), a1 = magnitude(c, f, s1), a2 = magnitude(c, f, s2);
	uint32_t neg =
	    op2(c, SpvOpBitwiseAnd, c->t, op2(c, SpvOpBitwiseXor, c->t, s1, s2), kc(c, f->sign));
	uint32_t inf = kc(c, f->inf);
	uint32_t nan1 = op2(c, SpvOpUGreaterThan, c->b, a1, inf),
	         nan2 = op2(c, SpvOpUGreaterThan, c->b, a2, inf);
	uint32_t inf1 = eq(c, a1, f->inf), inf2 = eq(c, a2, f->inf);
	uint32_t z1 = eq(c, a1, 0), z2 = eq(c, a2, 0);
	uint32_t e1 = exponent(c, f, a1), e2 = exponent(c, f, a2);
	uint32_t signed_inf = op2(c, SpvOpBitwiseOr, c->t, neg, inf);

	/* from the last case of the pseudocode to the first */
	uint32_t r = op2(c, SpvOpBitwiseOr, c->t, neg, a0);
	r = sel(c, op2(c, SpvOpUGreaterThan, c->b, a0, inf), signed_inf, r);
	r = sel(c, op2(c, SpvOpULessThan, c->b, op2(c, SpvOpIAdd, c->t, e2, kc(c, under[fi])), e1),
	        neg, r);
	r = sel(c, bor(c, inf1, z2), neg, r);
	r = sel(c, bor(c, z1, inf2), signed_inf, r);
	r = sel(c, bor(c, band(c, inf1, inf2), band(c, z1, z2)), kc(c, f->dnan), r);
	r = sel(c, nan1, op2(c, SpvOpBitwiseOr, c->t, s1, kc(c, f->quiet)), r);
	return sel(c, nan2, op2(c, SpvOpBitwiseOr, c->t, s2, kc(c, f->quiet)), r);
}

/* 2^n as a double for n in [-1074, 1023] (n a 32-bit int id). */
static uint32_t
pow2(struct agc_lower *l, uint32_t n)
{
	struct agc_spv_module *m = l->m;
	uint32_t normal =
	    agc_spv_op(m, SpvOpSGreaterThanEqual, l->t_bool, 2, n, agc_lw_u32(l, (uint32_t)-1022));
	uint32_t nb =
	    agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2,
	               agc_spv_op(m, SpvOpUConvert, l->t_u64, 1,
	                          agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, n, agc_lw_u32(l, 1023))),
	               agc_lw_u32(l, 52));
	uint32_t dsh = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2,
	                          agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, n, agc_lw_u32(l, 1074)),
	                          agc_lw_u32(l, 63));
	uint32_t db = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2, agc_lw_const64(l, 1), dsh);
	return agc_lw_bitcast(l, l->t_f64, agc_spv_op(m, SpvOpSelect, l->t_u64, 3, normal, nb, db));
}

/* v_trig_preop_f64 of one slot: x the raw bits of S0, seg S1. */
static uint32_t
trig_preop(struct ctx *c, uint32_t table, uint32_t x, uint32_t seg)
{
	struct agc_lower *l = c->l;
	struct agc_spv_module *m = c->m;
	uint32_t u = l->t_u32, b = l->t_bool;
	uint32_t e = agc_spv_op(
	    m, SpvOpUConvert, u, 1,
	    op2(c, SpvOpShiftRightLogical, l->t_u64, magnitude(c, &F64, x), agc_lw_u32(l, 52)));
	uint32_t shift = op2(c, SpvOpIMul, u, op2(c, SpvOpBitwiseAnd, u, seg, agc_lw_u32(l, 31)),
	                     agc_lw_u32(l, 53));
	uint32_t over = op2(c, SpvOpUGreaterThan, b, e, agc_lw_u32(l, 1077));
	shift = op2(c, SpvOpIAdd, u, shift,
	            agc_spv_op(m, SpvOpSelect, u, 3, over,
	                       op2(c, SpvOpISub, u, e, agc_lw_u32(l, 1077)), agc_lw_u32(l, 0)));
	uint32_t idx = op2(c, SpvOpShiftRightLogical, u, shift, agc_lw_u32(l, 5));
	uint32_t bs = op2(c, SpvOpBitwiseAnd, u, shift, agc_lw_u32(l, 31));
	uint32_t w[3];
	for (unsigned i = 0; i < 3; i++) {
		uint32_t p = agc_spv_op(m, SpvOpAccessChain, l->p_fn_u32, 2, table,
		                        op2(c, SpvOpIAdd, u, idx, agc_lw_u32(l, i)));
		w[i] = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, agc_spv_op(m, SpvOpLoad, u, 1, p));
	}
	/* the 53 bits from bit bs of w0:w1:w2 */
	uint32_t hi = op2(c, SpvOpBitwiseOr, l->t_u64,
	                  op2(c, SpvOpShiftLeftLogical, l->t_u64, w[0], agc_lw_u32(l, 32)), w[1]);
	uint32_t in = op2(
	    c, SpvOpShiftRightLogical, l->t_u64, w[2],
	    op2(c, SpvOpISub, u, agc_lw_u32(l, 32), bs)); /* bs = 0: shifts by 32, a 64-bit value */
	uint32_t win =
	    op2(c, SpvOpBitwiseOr, l->t_u64, op2(c, SpvOpShiftLeftLogical, l->t_u64, hi, bs), in);
	win = op2(c, SpvOpShiftRightLogical, l->t_u64, win, agc_lw_u32(l, 11));
	uint32_t r = agc_spv_op(m, SpvOpConvertUToF, l->t_f64, 1, win); /* exact: below 2^53 */
	/* times 2^scale, scale = -53 - shift (+128), rounded once */
	uint32_t scale = op2(c, SpvOpISub, u, agc_lw_u32(l, (uint32_t)-53), shift);
	scale = op2(c, SpvOpIAdd, u, scale,
	            agc_spv_op(m, SpvOpSelect, u, 3,
	                       op2(c, SpvOpUGreaterThanEqual, b, e, agc_lw_u32(l, 1968)),
	                       agc_lw_u32(l, 128), agc_lw_u32(l, 0)));
	uint32_t s1 = agc_lw_ext(l, u, GLSLstd450SMax, 2, scale, agc_lw_u32(l, (uint32_t)-1022));
	/* what 2^-1022 leaves (0 when scale >= -1022); past 2^-1074 it all rounds to 0 */
	uint32_t s2 = agc_lw_ext(l, u, GLSLstd450SMax, 2, op2(c, SpvOpISub, u, scale, s1),
	                         agc_lw_u32(l, (uint32_t)-1074));
	r = op2(c, SpvOpFMul, l->t_f64, op2(c, SpvOpFMul, l->t_f64, r, pow2(l, s1)), pow2(l, s2));
	uint32_t rb = agc_lw_bitcast(l, l->t_u64, r);
	uint32_t nan = op2(c, SpvOpUGreaterThan, b, magnitude(c, &F64, x), kc(c, F64.inf));
	return sel(c, nan, op2(c, SpvOpBitwiseOr, l->t_u64, x, kc(c, F64.quiet)), rb);
}

/* The table as a Function array: zeros, then the 38 words stored (a
 * constant composite of 84 words is past what the module builder takes). */
static uint32_t
trig_table(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	uint32_t arr =
	    agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, TRIG_WORDS)}, 2);
	uint32_t var = agc_spv_fn_var(m, agc_spv_type_pointer(m, SpvStorageClassFunction, arr),
	                              agc_spv_constant(m, SpvOpConstantNull, arr, NULL, 0));
	for (unsigned i = 0; i < 38; i++)
		agc_spv_code(m, SpvOpStore, 2,
		             agc_spv_op(m, SpvOpAccessChain, l->p_fn_u32, 2, var, agc_lw_u32(l, i)),
		             agc_lw_u32(l, two_over_pi[i]));
	return var;
}

/* The output modifiers of a result (raw bits of format f): omod, then
 * clamp to [0, 1] (NaN to 0). */
static uint32_t
out_mods(struct ctx *c, const struct agc_inst *mi, const struct fmt *f, uint32_t bits)
{
	static const double scale[4] = {1.0, 2.0, 4.0, 0.5};
	struct agc_lower *l = c->l;
	if (!mi->clamp && !mi->omod)
		return bits;
	bool w = f->w == 64;
	uint32_t ft = w ? l->t_f64 : l->t_f32;
	uint32_t v;
	if (f->w == 16)
		v = agc_spv_op(c->m, SpvOpCompositeExtract, ft, 2,
		               agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, bits), 0u);
	else
		v = agc_lw_bitcast(l, ft, bits);
	if (mi->omod)
		v = op2(c, SpvOpFMul, ft, v,
		        w ? f64c(l, scale[mi->omod & 3]) : agc_lw_fconst(l, (float)scale[mi->omod & 3]));
	if (mi->clamp)
		v = agc_lw_clamp01(l, v, w);
	if (f->w == 16)
		return agc_lw_to_bits(l, v, AGC_T_F16);
	return agc_lw_bitcast(l, c->t, v);
}

int
agc_lower_fdiv(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	const struct fmt *f = op->type == AGC_T_F64 ? &F64 : op->type == AGC_T_F16 ? &F16 : &F32;
	struct ctx c = {l, l->m, f->w == 64 ? l->t_u64 : l->t_u32, l->t_bool};
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	bool wide = f->w == 64;

	agc_lw_f64(l);
	if (d->reg < AGC_REG_VGPR0 || d->reg == AGC_REG_NONE)
		return agc_lw_unsupported(l, in, "unexpected operands");
	if (f->w == 16 && in->mi->opsel)
		return agc_lw_unsupported(l, in, "op_sel on v_div_fixup_f16 is not supported yet");
	if ((in->mi->clamp || in->mi->omod) &&
	    (op->kind == AGC_K_VDIVSCALE || op->kind == AGC_K_VTRIGPREOP))
		return agc_lw_unsupported(
		    l, in, "clamp or an output modifier on this instruction is not supported yet");

	switch (op->kind) {
	case AGC_K_VDIVSCALE: {
		uint32_t vcc[AGC_MAX_SLOTS];
		for (unsigned k = 0; k < l->K; k++) {
			uint32_t s[3];
			for (unsigned i = 0; i < 3; i++)
				s[i] = raw_src(&c, in, i, f, k);
			uint32_t r = div_scale(&c, f, s[0], s[1], s[2], &vcc[k]);
			vcc[k] = band(&c, vcc[k], active[k]);
			agc_lw_store_v(l, d, k, r, wide, active[k]);
		}
		agc_lw_write_lanes(l, agc_lw_opnd(in, 1)->reg, vcc);
		return 0;
	}
	case AGC_K_VDIVFMAS: {
		enum agc_irt t = wide ? AGC_T_F64 : AGC_T_F32;
		uint32_t s[3][AGC_MAX_SLOTS], sc[AGC_MAX_SLOTS], r[AGC_MAX_SLOTS], vccs[AGC_MAX_SLOTS];
		agc_lw_mask_lanes(l, AGC_REG_VCC_LO, vccs);
		for (unsigned k = 0; k < l->K; k++) {
			for (unsigned i = 0; i < 3; i++)
				s[i][k] = agc_lw_src(l, agc_lw_opnd(in, 1 + i), t, k);
			uint32_t vcc = vccs[k];
			/* |S2| >= 1: the exponent is at least the bias */
			uint32_t a2 = magnitude(&c, f, agc_lw_bitcast(l, c.t, s[2][k]));
			uint32_t ge1 = op2(&c, SpvOpUGreaterThanEqual, c.b, a2,
			                   kc(&c, wide ? 0x3ff0000000000000ull : 0x3f800000));
			if (wide) {
				sc[k] =
				    agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, ge1,
				               agc_lw_u32(l, 128), agc_lw_u32(l, (uint32_t)-128));
				sc[k] = agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, vcc, sc[k],
				                   agc_lw_u32(l, 0));
			} else {
				sc[k] = agc_spv_op(l->m, SpvOpSelect, l->t_f64, 3, ge1,
				                   f64c(l, 0x1p64), f64c(l, 0x1p-64));
				sc[k] = agc_spv_op(l->m, SpvOpSelect, l->t_f64, 3, vcc, sc[k],
				                   f64c(l, 1.0));
				r[k] = agc_lw_fma_f32(l, s[0][k], s[1][k], s[2][k], sc[k]);
			}
		}
		if (wide)
			agc_lw_fma_f64_slots(l, s[0], s[1], s[2], sc, r);
		for (unsigned k = 0; k < l->K; k++)
			agc_lw_store_v(l, d, k, out_mods(&c, in->mi, f, agc_lw_to_bits(l, r[k], t)),
			               wide, active[k]);
		return 0;
	}
	case AGC_K_VDIVFIXUP:
		for (unsigned k = 0; k < l->K; k++) {
			uint32_t s[3];
			for (unsigned i = 0; i < 3; i++)
				s[i] = raw_src(&c, in, i, f, k);
			uint32_t r = out_mods(&c, in->mi, f, div_fixup(&c, f, s[0], s[1], s[2]));
			if (f->w == 16)
				agc_lw_store16(l, in->mi, k, r, active[k]);
			else
				agc_lw_store_v(l, d, k, r, wide, active[k]);
		}
		return 0;
	case AGC_K_VTRIGPREOP: {
		uint32_t table = trig_table(l);
		for (unsigned k = 0; k < l->K; k++) {
			uint32_t x = raw_src(&c, in, 0, &F64, k);
			uint32_t seg = agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, k);
			agc_lw_store_v(l, d, k, trig_preop(&c, table, x, seg), true, active[k]);
		}
		return 0;
	}
	default: return agc_lw_unsupported(l, in, "not supported yet");
	}
}
