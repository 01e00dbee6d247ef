/*
 * lower_operand.c -- instruction operands: a source's value in the type
 * its operation computes in, and a result's bits to its destination.
 *
 *   v_add_f32_e64 v0, -|v1|, 0.5      src 1: OpFNegate(FAbs(bitcast float v1_k))
 *                                     src 2: the constant 0x3f000000 as float
 *   v_add_f16 v0, v1, 0.5             src 2: 0x3800 (inline constants take
 *                                     the operand's float width)
 *   v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,0,0]
 *                                     src 1: the high half of v1, as float
 *
 * 16-bit float math runs in f32: a half is widened with UnpackHalf2x16 and
 * a result rounded back by agc_lw_f32_to_f16 (lower_softfloat.c).  The
 * float output modifiers of 16-bit results (agc_lw_out_f) are here; those
 * of f32/f64 results are lower_valu.c's out_mods, which also applies the
 * hardware's NaN rule.
 */
#include <string.h>

#include "spirv/lower.h"

const struct agc_operand *
agc_lw_opnd(const struct agc_ir_inst *in, unsigned i)
{
	const struct agc_inst *mi = in->mi;
	/* ndef <= 2: the second bound says so to gcc, which inlines this
	 * where i is 3 or 4 and would warn of a def[3] */
	unsigned maxdef = sizeof(mi->def) / sizeof(mi->def[0]);
	return i < mi->ndef && i < maxdef ? &mi->def[i] : &mi->use[i - mi->ndef];
}

/* ---- operands ---- */

static const float inline_f32[] = {0.5f, -0.5f, 1.0f, -1.0f, 2.0f, -2.0f, 4.0f, -4.0f};

/* Raw bits of a 32-bit operand, or of a 64-bit one as uint64. */
static uint32_t
src_bits(struct agc_lower *l, const struct agc_operand *op, enum agc_irt t, unsigned slot)
{
	bool wide = agc_lw_is_wide(t);
	unsigned r = op->reg;

	if (r >= AGC_REG_VGPR0 && r != AGC_REG_NONE) {
		uint32_t lo = agc_lw_read_vgpr(l, r - AGC_REG_VGPR0, slot);
		if (!wide)
			return lo;
		return agc_lw_join64(l, lo, agc_lw_read_vgpr(l, r - AGC_REG_VGPR0 + 1, slot));
	}
	if (r < 128)
		return wide ? agc_lw_read_sreg64(l, r) : agc_lw_read_sreg(l, r);
	int64_t iv = 0;
	bool is_int = true;
	if (r >= AGC_REG_INT0 && r <= 192) {
		iv = r - AGC_REG_INT0;
	} else if (r >= 193 && r <= 208) {
		iv = 192 - (int)r;
	} else if (r >= 240 && r <= 248) {
		is_int = false;
	} else if (r == AGC_REG_LITERAL) {
		if (t == AGC_T_F64)
			return agc_lw_const64(l, (uint64_t)op->literal << 32);
		if (wide)
			return agc_lw_const64(l, op->literal);
		return agc_lw_u32(l, op->literal);
	} else if (r == AGC_REG_SCC) {
		uint32_t b = agc_lw_scc(l);
		uint32_t v = agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, b, agc_lw_u32(l, 1), agc_lw_u32(l, 0));
		return wide ? agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1, v) : v;
	} else if (r == AGC_REG_VCCZ || r == AGC_REG_EXECZ) {
		uint32_t m = r == AGC_REG_EXECZ ? agc_lw_exec(l) : agc_lw_read_mask(l, AGC_REG_VCC_LO);
		uint32_t z = agc_spv_op(l->m, SpvOpIEqual, l->t_bool, 2, m, agc_lw_mask_const(l, 0));
		uint32_t v = agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, z, agc_lw_u32(l, 1), agc_lw_u32(l, 0));
		return wide ? agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1, v) : v;
	} else {
		/* shared/private apertures and the like read 0 */
		return wide ? agc_lw_const64(l, 0) : agc_lw_u32(l, 0);
	}
	if (is_int)
		return wide ? agc_lw_const64(l, (uint64_t)iv) : agc_lw_u32(l, (uint32_t)iv);
	/* float inline constants, in the operand's float width */
	if (r == 248) {
		if (t == AGC_T_F64)
			return agc_lw_const64(l, 0x3fc45f306dc9c882ull);
		if (t == AGC_T_F16)
			return agc_lw_u32(l, 0x3118);
		/* a 64-bit integer operand: the f32 bits, as for the others below */
		return wide ? agc_lw_const64(l, 0x3e22f983) : agc_lw_u32(l, 0x3e22f983);
	}
	float f = inline_f32[r - 240];
	if (t == AGC_T_F64) {
		double dv = f;
		uint64_t bits;
		memcpy(&bits, &dv, 8);
		return agc_lw_const64(l, bits);
	}
	if (t == AGC_T_F16) {
		static const uint16_t h[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400};
		return agc_lw_u32(l, h[r - 240]);
	}
	uint32_t bits;
	memcpy(&bits, &f, 4);
	if (wide)
		return agc_lw_const64(l, bits);
	return agc_lw_u32(l, bits);
}

uint32_t
agc_lw_src(struct agc_lower *l, const struct agc_operand *op, enum agc_irt t, unsigned slot)
{
	uint32_t v = src_bits(l, op, t, slot);
	switch (t) {
	case AGC_T_F32:
		v = agc_lw_bitcast(l, l->t_f32, v);
		break;
	case AGC_T_F64:
		v = agc_lw_bitcast(l, l->t_f64, v);
		break;
	case AGC_T_F16: {
		uint32_t pair = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, v);
		v = agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, pair, 0u);
		break;
	}
	case AGC_T_U24:
		v = agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u32, 2, v, agc_lw_u32(l, 0xffffff));
		break;
	case AGC_T_I24:
		v = agc_spv_op(l->m, SpvOpBitFieldSExtract, l->t_u32, 3, v, agc_lw_u32(l, 0), agc_lw_u32(l, 24));
		break;
	default:
		break;
	}
	if (agc_lw_is_float(t))
		v = agc_lw_fsign(l, v, t == AGC_T_F64, op->mods & AGC_MOD_ABS, op->mods & AGC_MOD_NEG);
	return v;
}

uint32_t
agc_lw_to_bits(struct agc_lower *l, uint32_t v, enum agc_irt t)
{
	switch (t) {
	case AGC_T_F32: return agc_lw_bitcast(l, l->t_u32, v);
	case AGC_T_F64: return agc_lw_bitcast(l, l->t_u64, v);
	case AGC_T_F16: return agc_lw_f32_to_f16(l, v);
	default: return v;
	}
}

/* Store a result (raw bits, uint or uint64) to a VGPR destination. */
void
agc_lw_store_v(struct agc_lower *l, const struct agc_operand *d, unsigned slot, uint32_t bits, bool wide,
	uint32_t active)
{
	unsigned v = d->reg - AGC_REG_VGPR0;
	if (!wide) {
		agc_lw_write_vgpr(l, v, slot, bits, active);
		return;
	}
	uint32_t p = agc_lw_bitcast(l, l->t_v2u32, bits);
	agc_lw_write_vgpr(l, v, slot, agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u32, 2, p, 0u), active);
	agc_lw_write_vgpr(l, v + 1, slot, agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u32, 2, p, 1u),
			  active);
}

uint32_t
agc_lw_word(struct agc_lower *l, const struct agc_operand *o, bool f16, unsigned slot)
{
	static const uint16_t h[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
	                             0xc000, 0x4400, 0xc400, 0x3118};
	if (f16 && o->reg >= AGC_REG_FLOAT_HALF && o->reg <= 248) {
		uint32_t c = h[o->reg - AGC_REG_FLOAT_HALF];
		return agc_lw_u32(l, c | c << 16);
	}
	return agc_lw_src(l,
	                  &(struct agc_operand){.reg = o->reg, .dwords = 1, .literal = o->literal},
	                  AGC_T_U32, slot);
}

uint32_t
agc_lw_half(struct agc_lower *l, uint32_t w, bool hi, bool sext)
{
	return agc_spv_op(l->m, sext ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3,
	                  w, agc_lw_u32(l, hi ? 16 : 0), agc_lw_u32(l, 16));
}

uint32_t
agc_lw_f16_to_f32(struct agc_lower *l, uint32_t h)
{
	/* a NaN widened in integers, quieted, its payload kept (UnpackHalf2x16
	 * is a float instruction: a device may give its own NaN) */
	struct agc_spv_module *m = l->m;
	uint32_t p = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, h);
	uint32_t f = agc_spv_op(m, SpvOpCompositeExtract, l->t_f32, 2, p, 0u);
	uint32_t lo = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, h, agc_lw_u32(l, 0xffff));
	uint32_t nan = agc_lw_op2(l, SpvOpUGreaterThan, l->t_bool,
	                          agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, lo, agc_lw_u32(l, 0x7fff)),
	                          agc_lw_u32(l, 0x7c00));
	uint32_t sign = agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32,
	                           agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, lo, agc_lw_u32(l, 0x8000)),
	                           agc_lw_u32(l, 16));
	uint32_t payload = agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32,
	                              agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, lo, agc_lw_u32(l, 0x3ff)),
	                              agc_lw_u32(l, 13));
	uint32_t bits = agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, sign, payload),
	                           agc_lw_u32(l, 0x7fc00000));
	return agc_lw_select(l, l->t_f32, nan, agc_lw_bitcast(l, l->t_f32, bits), f);
}

bool
agc_lw_opsel_hi(const struct agc_inst *mi, unsigned i)
{
	return mi->enc == AGC_ENC_VOP3 && ((mi->opsel >> i) & 1);
}

uint32_t
agc_lw_src_f16(struct agc_lower *l, const struct agc_operand *o, bool hi, unsigned slot)
{
	uint32_t h = agc_lw_half(l, agc_lw_word(l, o, true, slot), hi, false);
	return agc_lw_fmods(l, agc_lw_f16_to_f32(l, h), o->mods & AGC_MOD_ABS,
	                    o->mods & AGC_MOD_NEG);
}

uint32_t
agc_lw_fmods(struct agc_lower *l, uint32_t f, bool abs, bool neg)
{
	return agc_lw_fsign(l, f, false, abs, neg);
}

/* The abs and neg source modifiers on the sign bit alone, as the hardware
 * applies them: a NaN keeps its payload and gets its sign flipped or
 * cleared, which OpFNegate and FAbs leave to the device (a float
 * instruction may give its own NaN). */
uint32_t
agc_lw_fsign(struct agc_lower *l, uint32_t f, bool wide, bool abs, bool neg)
{
	if (!abs && !neg)
		return f;
	uint32_t it = wide ? l->t_u64 : l->t_u32, ft = wide ? l->t_f64 : l->t_f32;
	uint32_t sign = wide ? agc_lw_const64(l, 1ull << 63) : agc_lw_u32(l, 1u << 31);
	uint32_t bits = agc_lw_bitcast(l, it, f);
	if (abs)
		bits = agc_spv_op(l->m, SpvOpBitwiseAnd, it, 2, bits, agc_spv_op(l->m, SpvOpNot, it, 1, sign));
	if (neg)
		bits = agc_spv_op(l->m, SpvOpBitwiseXor, it, 2, bits, sign);
	return agc_lw_bitcast(l, ft, bits);
}

uint32_t
agc_lw_clamp01(struct agc_lower *l, uint32_t x, bool f64)
{
	/* On the bits: NaN and anything with the sign set (-0 too: the
	 * ISA's max(x, +0) takes +0) give +0, above 1.0 gives 1.0, the rest
	 * is x -- a denormal included, which a device's NClamp may flush. */
	struct agc_spv_module *m = l->m;
	uint32_t t = f64 ? agc_lw_f64(l) : l->t_f32, bt = f64 ? l->t_u64 : l->t_u32;
	uint32_t bits = agc_lw_bitcast(l, bt, x);
	uint32_t abs = agc_spv_op(m, SpvOpBitwiseAnd, bt, 2, bits,
	                          f64 ? agc_lw_const64(l, ~0ull >> 1) : agc_lw_u32(l, 0x7fffffff));
	uint32_t inf = f64 ? agc_lw_const64(l, 0x7ff0000000000000ull) : agc_lw_u32(l, 0x7f800000);
	uint32_t one = f64 ? agc_lw_const64(l, 0x3ff0000000000000ull) : agc_lw_u32(l, 0x3f800000);
	uint32_t zero = f64 ? agc_lw_const64(l, 0) : agc_lw_u32(l, 0);
	uint32_t to_zero = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
	                              agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, abs, inf),
	                              agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, abs, bits));
	uint32_t r = agc_spv_op(m, SpvOpSelect, bt, 3,
	                        agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, bits, one), one, bits);
	r = agc_spv_op(m, SpvOpSelect, bt, 3, to_zero, zero, r);
	return agc_lw_bitcast(l, t, r);
}

uint32_t
agc_lw_out_f(struct agc_lower *l, const struct agc_inst *mi, uint32_t f)
{
	static const float scale[4] = {1.0f, 2.0f, 4.0f, 0.5f};
	/* a NaN keeps its bits through the scaling (a device's product of a
	 * NaN may be its own NaN) */
	if (mi->omod)
		f = agc_lw_nan_pass(l, agc_spv_op(l->m, SpvOpFMul, l->t_f32, 2, f,
		                                  agc_lw_fconst(l, scale[mi->omod & 3])), false, f);
	return mi->clamp ? agc_lw_clamp01(l, f, false) : f;
}

void
agc_lw_srcs3(struct agc_lower *l, const struct agc_ir_inst *in, unsigned slot, enum agc_irt t1,
	     uint32_t s[3])
{
	enum agc_irt t = (enum agc_irt)in->op->type;
	unsigned nsrc = in->mi->ndef + in->mi->nuse - 1;

	s[0] = s[1] = s[2] = agc_lw_u32(l, 0); /* missing sources read 0 */
	for (unsigned i = 0; i < nsrc && i < 3; i++) {
		enum agc_irt st = i == 1 ? t1 : t;
		/* an f16 source: the half op_sel names; an f16 result goes to
		 * the half op_sel[3] names (agc_lw_store16) */
		s[i] = st == AGC_T_F16 ? agc_lw_src_f16(l, agc_lw_opnd(in, 1 + i), agc_lw_opsel_hi(in->mi, i), slot)
				       : agc_lw_src(l, agc_lw_opnd(in, 1 + i), st, slot);
	}
}

void
agc_lw_store_dst(struct agc_lower *l, const struct agc_ir_inst *in, unsigned slot, uint32_t bits,
		 uint32_t active)
{
	enum agc_irt dt = (enum agc_irt)in->op->dtype;
	if (dt == AGC_T_F16)
		agc_lw_store16(l, in->mi, slot, bits, active);
	else
		agc_lw_store_v(l, agc_lw_opnd(in, 0), slot, bits, agc_lw_is_wide(dt), active);
}
