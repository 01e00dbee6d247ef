/*
 * lower_salu.c -- scalar ALU instructions.  Scalar state is uniform, so
 * each instruction is one straight computation on the register variables.
 *
 *   s_add_u32 s4, s4, 0x40     %r = OpIAddCarry %struct %s4 %c40
 *                              s4 = %r.0; scc = %r.1 != 0
 *
 * Kind SEXTRA (the sub-operation in spv):
 *
 *   s_andn1_wrexec_b64 s[0:1], s[2:3]   exec = ~s[2:3] & exec; s[0:1] = exec;
 *                                       scc = exec != 0
 *   s_andn2_wrexec_b64 s[0:1], s[2:3]   exec = s[2:3] & ~exec; (the same)
 *   s_bitreplicate_b64_b32 s[0:1], s2   bit i of s2 -> bits 2i and 2i + 1
 *   s_flbit_i32_i64 s0, s[2:3]          leading bits equal to the sign bit,
 *                                       -1 for 0 and -1
 *   s_ff0_i32_b32/b64 s0, s1            lowest clear bit, -1 if none
 *   s_pack_ll/lh/hh_b32_b16 s0, s1, s2  {s2 half, s1 half}
 *   s_memtime s[0:1]                    OpReadClockKHR, Subgroup scope
 *   s_memrealtime s[0:1]                OpReadClockKHR, Device scope
 *
 * The clocks: the hardware's counters have no Vulkan equivalent, so the
 * module reads the shader clock of SPV_KHR_shader_clock (a device that
 * runs it must enable VK_KHR_shader_clock with shaderSubgroupClock and,
 * for s_memrealtime, shaderDeviceClock).  The values are monotonic but
 * count in the device's own units.  Scalar registers are uniform, so the
 * first invocation's reading is broadcast to the subgroup.
 */
#include <string.h>

#include "spirv/lower.h"

static bool
wide(const struct agc_ir_inst *in)
{
	return in->op->flags & AGC_IRF_WIDE;
}

/* A scalar source as uint (32-bit) or uint64 (64-bit rows). */
static uint32_t
ssrc(struct agc_lower *l, const struct agc_ir_inst *in, unsigned i)
{
	const struct agc_operand *op = &in->mi->use[i];
	return agc_lw_src(l, op, wide(in) ? AGC_T_U64 : AGC_T_U32, 0);
}

static void
sdst(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t v)
{
	unsigned reg = in->mi->def[0].reg;
	if (wide(in))
		agc_lw_write_sreg64(l, reg, v);
	else
		agc_lw_write_sreg(l, reg, v);
}

static uint32_t
ty(struct agc_lower *l, const struct agc_ir_inst *in)
{
	return wide(in) ? l->t_u64 : l->t_u32;
}

static uint32_t
zero(struct agc_lower *l, const struct agc_ir_inst *in)
{
	return wide(in) ? agc_lw_const64(l, 0) : agc_lw_u32(l, 0);
}

static void
scc_nonzero(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t v)
{
	agc_lw_set_scc(l, agc_spv_op(l->m, SpvOpINotEqual, l->t_bool, 2, v, zero(l, in)));
}

/* Shift amounts use the low 5 (6) bits. */
static uint32_t
shift_amount(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t v)
{
	if (wide(in)) {
		uint32_t lo = agc_spv_op(l->m, SpvOpUConvert, l->t_u32, 1, v);
		v = agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u32, 2, lo, agc_lw_u32(l, 63));
		return agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1, v);
	}
	return agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u32, 2, v, agc_lw_u32(l, 31));
}

static uint32_t
binary(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t a, uint32_t b)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	if (op->flags & AGC_IRF_NOT1)
		b = agc_spv_op(m, SpvOpNot, t, 1, b);
	if (op->flags & AGC_IRF_EXT) {
		uint32_t st = wide(in) ? l->t_i64 : l->t_i32;
		bool sg = op->type == AGC_T_I32 || op->type == AGC_T_I64;
		if (sg) {
			a = agc_lw_bitcast(l, st, a);
			b = agc_lw_bitcast(l, st, b);
			return agc_lw_bitcast(l, t, agc_lw_ext(l, st, op->spv, 2, a, b));
		}
		return agc_lw_ext(l, t, op->spv, 2, a, b);
	}
	if (op->flags & AGC_IRF_BFM) { /* s_bfm_b32: ((1 << a) - 1) << b */
		uint32_t one = agc_lw_u32(l, 1);
		uint32_t w = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, a, agc_lw_u32(l, 31));
		uint32_t o = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, b, agc_lw_u32(l, 31));
		uint32_t mask = agc_spv_op(m, SpvOpISub, t, 2,
					   agc_spv_op(m, SpvOpShiftLeftLogical, t, 2, one, w), one);
		return agc_spv_op(m, SpvOpShiftLeftLogical, t, 2, mask, o);
	}
	if (op->spv == SpvOpShiftLeftLogical || op->spv == SpvOpShiftRightLogical ||
	    op->spv == SpvOpShiftRightArithmetic)
		b = shift_amount(l, in, b);
	uint32_t r = agc_spv_op(m, (SpvOp)op->spv, t, 2, a, b);
	if (op->flags & AGC_IRF_NOT)
		r = agc_spv_op(m, SpvOpNot, t, 1, r);
	return r;
}

/* s_brev_b64: Vulkan's OpBitReverse takes only 32-bit operands, so each
 * half is reversed and the halves swap places (bit 0 of the low dword
 * becomes bit 63). */
static uint32_t
brev64(struct agc_lower *l, uint32_t a)
{
	struct agc_spv_module *m = l->m;
	uint32_t v = agc_lw_bitcast(l, l->t_v2u32, a);
	uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
	uint32_t r = agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2,
				agc_spv_op(m, SpvOpBitReverse, l->t_u32, 1, hi),
				agc_spv_op(m, SpvOpBitReverse, l->t_u32, 1, lo));
	return agc_lw_bitcast(l, l->t_u64, r);
}

/* s_bfe_u64 / s_bfe_i64: Vulkan's bit-field instructions take only 32-bit
 * bases, so the field is moved to the top and back: width w (1..64 - off)
 * at off is (a << (64 - off - w)) >> (64 - w), the right shift logical or
 * arithmetic.  Example: a 0x7fffffff80000000, off 28, w 8: a << 28 puts bit
 * 35 at bit 63, >> 56 leaves 0xf8.  Width 0 is the caller's. */
static uint32_t
bfe64(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t a, uint32_t off, uint32_t w)
{
	struct agc_spv_module *m = l->m;
	uint32_t w1 = agc_lw_ext(l, l->t_u32, GLSLstd450UMax, 2, w, agc_lw_u32(l, 1));
	uint32_t down = agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, 64), w1);
	uint32_t up = agc_spv_op(m, SpvOpISub, l->t_u32, 2, down, off);
	uint32_t top = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2, a, up);
	if (in->op->flags & AGC_IRF_SIGNED)
		return agc_spv_op(m, SpvOpShiftRightArithmetic, ty(l, in), 2, top, down);
	return agc_spv_op(m, SpvOpShiftRightLogical, ty(l, in), 2, top, down);
}

/* SMOV */
int
agc_lower_smov(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t v;
	if (mi->nuse == 0) /* s_movk_i32 / s_cmovk_i32: simm16 */
		v = agc_lw_u32(l, (uint32_t)(int32_t)(int16_t)mi->simm16);
	else
		v = ssrc(l, in, 0);
	if (op->flags & AGC_IRF_CARRY_IN) {
		unsigned reg = mi->def[0].reg;
		uint32_t old = wide(in) ? agc_lw_read_sreg64(l, reg) : agc_lw_read_sreg(l, reg);
		v = agc_spv_op(m, SpvOpSelect, t, 3, agc_lw_scc(l), v, old);
	}
	sdst(l, in, v);
	return 0;
}

/* SUN */
int
agc_lower_sun(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t a = ssrc(l, in, 0), r;
	if (op->flags & AGC_IRF_EXT)
		r = agc_lw_bitcast(l, t, agc_lw_ext(l, l->t_i32, op->spv, 1,
						    agc_lw_bitcast(l, l->t_i32, a)));
	else if (op->flags & AGC_IRF_SIGNED) /* s_sext_i32_i8/_i16: spv is the width */
		r = agc_spv_op(m, SpvOpBitFieldSExtract, t, 3, a, agc_lw_u32(l, 0),
			       agc_lw_u32(l, op->spv));
	else if (op->spv == SpvOpBitReverse && wide(in))
		r = brev64(l, a);
	else
		r = agc_spv_op(m, (SpvOp)op->spv, t, 1, a);
	sdst(l, in, r);
	if (op->flags & AGC_IRF_SCC)
		scc_nonzero(l, in, r);
	return 0;
}

/* SBIN */
int
agc_lower_sbin(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;

	uint32_t a, b;
	if ((op->flags & AGC_IRF_BFM) && wide(in)) {
		/* s_bfm_b64: ((1 << s0[5:0]) - 1) << s1[5:0], 32-bit sources */
		uint32_t w = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2,
					agc_lw_src(l, &mi->use[0], AGC_T_U32, 0), agc_lw_u32(l, 63));
		uint32_t o = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2,
					agc_lw_src(l, &mi->use[1], AGC_T_U32, 0), agc_lw_u32(l, 63));
		uint32_t one = agc_lw_const64(l, 1);
		uint32_t mask = agc_spv_op(m, SpvOpISub, l->t_u64, 2,
					   agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2, one, w), one);
		sdst(l, in, agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2, mask, o));
		return 0;
	}
	if (mi->nuse < 2) { /* SOPK: s_mulk_i32 sdst, simm16: sdst *= simm16 */
		a = agc_lw_read_sreg(l, mi->def[0].reg);
		b = agc_lw_u32(l, (uint32_t)(int32_t)(int16_t)mi->simm16);
	} else {
		a = ssrc(l, in, 0);
		b = ssrc(l, in, 1);
	}
	uint32_t r = binary(l, in, a, b);
	sdst(l, in, r);
	if (op->flags & AGC_IRF_SCC) {
		scc_nonzero(l, in, r);
	} else if (op->flags & AGC_IRF_EXT) {
		/* min/max: SCC = the first source was chosen */
		SpvOp cmp = op->spv == GLSLstd450SMin ? SpvOpSLessThan
			  : op->spv == GLSLstd450UMin ? SpvOpULessThan
			  : op->spv == GLSLstd450SMax ? SpvOpSGreaterThan : SpvOpUGreaterThan;
		agc_lw_set_scc(l, agc_spv_op(m, cmp, l->t_bool, 2, a, b));
	}
	return 0;
}

/* SCARRY */
int
agc_lower_scarry(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t a, b;
	if (mi->nuse < 2) { /* s_addk_i32 sdst, simm16 */
		a = agc_lw_read_sreg(l, mi->def[0].reg);
		b = agc_lw_u32(l, (uint32_t)(int32_t)(int16_t)mi->simm16);
	} else {
		a = ssrc(l, in, 0);
		b = ssrc(l, in, 1);
	}
	if (op->flags & AGC_IRF_SIGNED) {
		SpvOp o2 = (SpvOp)op->spv;
		uint32_t r = agc_spv_op(m, o2, t, 2, a, b);
		/* signed overflow: add: ~(a^b) & (a^r); sub: (a^b) & (a^r) */
		uint32_t ab = agc_spv_op(m, SpvOpBitwiseXor, t, 2, a, b);
		if (o2 == SpvOpIAdd)
			ab = agc_spv_op(m, SpvOpNot, t, 1, ab);
		uint32_t ar = agc_spv_op(m, SpvOpBitwiseXor, t, 2, a, r);
		uint32_t ov = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, ab, ar);
		uint32_t sb = agc_spv_op(m, SpvOpShiftRightLogical, t, 2, ov, agc_lw_u32(l, 31));
		sdst(l, in, r);
		agc_lw_set_scc(l, agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, sb, agc_lw_u32(l, 0)));
		return 0;
	}
	uint32_t st = agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){t, t}, 2);
	uint32_t r1 = agc_spv_op(m, (SpvOp)op->spv, st, 2, a, b);
	uint32_t v = agc_spv_op(m, SpvOpCompositeExtract, t, 2, r1, 0u);
	uint32_t c = agc_spv_op(m, SpvOpCompositeExtract, t, 2, r1, 1u);
	if (op->flags & AGC_IRF_CARRY_IN) {
		uint32_t ci = agc_spv_op(m, SpvOpSelect, t, 3, agc_lw_scc(l), agc_lw_u32(l, 1),
					 agc_lw_u32(l, 0));
		uint32_t r2 = agc_spv_op(m, (SpvOp)op->spv, st, 2, v, ci);
		v = agc_spv_op(m, SpvOpCompositeExtract, t, 2, r2, 0u);
		uint32_t c2 = agc_spv_op(m, SpvOpCompositeExtract, t, 2, r2, 1u);
		c = agc_spv_op(m, SpvOpBitwiseOr, t, 2, c, c2);
	}
	sdst(l, in, v);
	agc_lw_set_scc(l, agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, c, agc_lw_u32(l, 0)));
	return 0;
}

/* SCMP */
int
agc_lower_scmp(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;

	if (agc_lw_zero_test_lanes(l, in))
		return 0;
	uint32_t a, b;
	if (mi->nuse < 2) { /* s_cmpk_*: ssrc is the "dst" field, simm16 */
		a = mi->nuse ? ssrc(l, in, 0) : agc_lw_read_sreg(l, mi->def[0].reg);
		bool sg = op->type == AGC_T_I32;
		b = agc_lw_u32(l, sg ? (uint32_t)(int32_t)(int16_t)mi->simm16 : mi->simm16);
	} else {
		a = ssrc(l, in, 0);
		b = ssrc(l, in, 1);
	}
	agc_lw_set_scc(l, agc_spv_op(m, (SpvOp)op->spv, l->t_bool, 2, a, b));
	return 0;
}

/* SCSELECT */
int
agc_lower_scselect(struct agc_lower *l, const struct agc_ir_inst *in)
{
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	sdst(l, in, agc_spv_op(m, SpvOpSelect, t, 3, agc_lw_scc(l), ssrc(l, in, 0), ssrc(l, in, 1)));
	return 0;
}

/* SBFE */
int
agc_lower_sbfe(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	/* src1: offset in bits [4:0] ([5:0] for 64), width in [22:16] */
	uint32_t a = ssrc(l, in, 0);
	uint32_t c = agc_lw_src(l, &mi->use[1], AGC_T_U32, 0);
	uint32_t off = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, c, agc_lw_u32(l, wide(in) ? 63 : 31));
	uint32_t w = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, c, agc_lw_u32(l, 16),
				agc_lw_u32(l, 7));
	uint32_t lim = agc_lw_u32(l, wide(in) ? 64 : 32);
	/* width 0 gives 0; width past the end is clamped */
	uint32_t room = agc_spv_op(m, SpvOpISub, l->t_u32, 2, lim, off);
	w = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, w, room);
	uint32_t r = wide(in) ? bfe64(l, in, a, off, w)
		   : agc_spv_op(m, (op->flags & AGC_IRF_SIGNED) ? SpvOpBitFieldSExtract
						     : SpvOpBitFieldUExtract, t, 3, a, off, w);
	uint32_t wz = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, w, agc_lw_u32(l, 0));
	r = agc_spv_op(m, SpvOpSelect, t, 3, wz, zero(l, in), r);
	sdst(l, in, r);
	scc_nonzero(l, in, r);
	return 0;
}

/* SBCNT */
int
agc_lower_sbcnt(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t a = ssrc(l, in, 0);
	if (op->spv == AGC_BIT0)
		a = agc_spv_op(m, SpvOpNot, t, 1, a);
	uint32_t r;
	if (wide(in)) {
		uint32_t v = agc_lw_bitcast(l, l->t_v2u32, a);
		uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u);
		uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
		r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
			       agc_spv_op(m, SpvOpBitCount, l->t_u32, 1, lo),
			       agc_spv_op(m, SpvOpBitCount, l->t_u32, 1, hi));
	} else {
		r = agc_spv_op(m, SpvOpBitCount, l->t_u32, 1, a);
	}
	agc_lw_write_sreg(l, mi->def[0].reg, r);
	agc_lw_set_scc(l, agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, r, agc_lw_u32(l, 0)));
	return 0;
}

/* SFF1, SFLBIT */
int
agc_lower_sbitscan(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;

	/* ff1: lowest set bit, -1 if none.  flbit: leading zeros from
	 * the MSB, -1 if none; signed: leading sign bits. */
	uint32_t a = ssrc(l, in, 0), r;
	if (!wide(in)) {
		if (op->kind == AGC_K_SFF1) {
			r = agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, a);
		} else {
			uint32_t msb = (op->flags & AGC_IRF_SIGNED)
				? agc_lw_ext(l, l->t_u32, GLSLstd450FindSMsb, 1, agc_lw_bitcast(l, l->t_i32, a))
				: agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, a);
			uint32_t none = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, msb, agc_lw_u32(l, ~0u));
			r = agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, 31), msb);
			r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, none, agc_lw_u32(l, ~0u), r);
		}
	} else {
		uint32_t v = agc_lw_bitcast(l, l->t_v2u32, a);
		uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u);
		uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
		uint32_t none = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, a, agc_lw_const64(l, 0));
		if (op->kind == AGC_K_SFF1) {
			uint32_t lz = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, lo, agc_lw_u32(l, 0));
			uint32_t fl = agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, lo);
			uint32_t fh = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_lw_u32(l, 32),
						 agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, hi));
			r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lz, fh, fl);
		} else {
			uint32_t hz = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, hi, agc_lw_u32(l, 0));
			uint32_t mh = agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, hi);
			uint32_t ml = agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, lo);
			uint32_t ch = agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, 31), mh);
			uint32_t cl = agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, 63), ml);
			r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, hz, cl, ch);
		}
		r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, none, agc_lw_u32(l, ~0u), r);
	}
	agc_lw_write_sreg(l, mi->def[0].reg, r);
	return 0;
}

/* SSAVEEXEC */
int
agc_lower_ssaveexec(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;

	/* saved = EXEC; EXEC = op(src, EXEC) (n1: op(~src... ) ); SCC = EXEC != 0 */
	uint32_t e = wide(in) ? agc_lw_read_sreg64(l, AGC_REG_EXEC_LO) : agc_lw_read_sreg(l, AGC_REG_EXEC_LO);
	uint32_t s = ssrc(l, in, 0);
	sdst(l, in, e);
	uint32_t a = s, b = e;
	if (op->flags & AGC_IRF_REV) {
		a = e;
		b = s;
	}
	uint32_t r = binary(l, in, a, b);
	if (wide(in))
		agc_lw_write_sreg64(l, AGC_REG_EXEC_LO, r);
	else
		agc_lw_write_sreg(l, AGC_REG_EXEC_LO, r);
	l->exec_cache = 0;
	scc_nonzero(l, in, r);
	return 0;
}

/* SBITCMP */
int
agc_lower_sbitcmp(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t a = ssrc(l, in, 0);
	uint32_t b = agc_lw_src(l, &mi->use[1], AGC_T_U32, 0);
	b = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, b, agc_lw_u32(l, wide(in) ? 63 : 31));
	if (wide(in))
		b = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, b);
	uint32_t bit = agc_spv_op(m, SpvOpBitwiseAnd, t, 2,
				  agc_spv_op(m, SpvOpShiftRightLogical, t, 2, a, b),
				  wide(in) ? agc_lw_const64(l, 1) : agc_lw_u32(l, 1));
	agc_lw_set_scc(l, agc_spv_op(m, op->spv == AGC_BIT1 ? SpvOpINotEqual : SpvOpIEqual, l->t_bool, 2, bit,
				     zero(l, in)));
	return 0;
}

/* SLSHLADD */
int
agc_lower_slshladd(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t a = ssrc(l, in, 0), b = ssrc(l, in, 1);
	uint32_t sh = agc_spv_op(m, SpvOpShiftLeftLogical, t, 2, a, agc_lw_u32(l, op->spv));
	uint32_t st = agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){t, t}, 2);
	uint32_t r = agc_spv_op(m, SpvOpIAddCarry, st, 2, sh, b);
	uint32_t v = agc_spv_op(m, SpvOpCompositeExtract, t, 2, r, 0u);
	uint32_t c = agc_spv_op(m, SpvOpCompositeExtract, t, 2, r, 1u);
	/* SCC: the shift or the add overflowed */
	uint32_t lost = agc_spv_op(m, SpvOpShiftRightLogical, t, 2, a, agc_lw_u32(l, 32 - op->spv));
	uint32_t any = agc_spv_op(m, SpvOpBitwiseOr, t, 2, lost, c);
	sdst(l, in, v);
	agc_lw_set_scc(l, agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, any, agc_lw_u32(l, 0)));
	return 0;
}

/* SMULHI */
int
agc_lower_smulhi(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t a = ssrc(l, in, 0), b = ssrc(l, in, 1);
	bool sg = op->flags & AGC_IRF_SIGNED;
	uint32_t st = sg ? agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){l->t_i32, l->t_i32}, 2)
			 : agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){t, t}, 2);
	if (sg) {
		a = agc_lw_bitcast(l, l->t_i32, a);
		b = agc_lw_bitcast(l, l->t_i32, b);
	}
	uint32_t r = agc_spv_op(m, sg ? SpvOpSMulExtended : SpvOpUMulExtended, st, 2, a, b);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, sg ? l->t_i32 : t, 2, r, 1u);
	sdst(l, in, sg ? agc_lw_bitcast(l, t, hi) : hi);
	return 0;
}

/* SABSDIFF */
int
agc_lower_sabsdiff(struct agc_lower *l, const struct agc_ir_inst *in)
{
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	uint32_t a = agc_lw_bitcast(l, l->t_i32, ssrc(l, in, 0));
	uint32_t b = agc_lw_bitcast(l, l->t_i32, ssrc(l, in, 1));
	uint32_t dif = agc_spv_op(m, SpvOpISub, l->t_i32, 2, a, b);
	uint32_t r = agc_lw_bitcast(l, t, agc_lw_ext(l, l->t_i32, GLSLstd450SAbs, 1, dif));
	sdst(l, in, r);
	scc_nonzero(l, in, r);
	return 0;
}

/* SBITSET */
int
agc_lower_sbitset(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	unsigned reg = mi->def[0].reg;
	uint32_t old = wide(in) ? agc_lw_read_sreg64(l, reg) : agc_lw_read_sreg(l, reg);
	uint32_t b = agc_lw_src(l, &mi->use[0], AGC_T_U32, 0);
	b = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, b, agc_lw_u32(l, wide(in) ? 63 : 31));
	if (wide(in))
		b = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, b);
	uint32_t bit = agc_spv_op(m, SpvOpShiftLeftLogical, t, 2,
				  wide(in) ? agc_lw_const64(l, 1) : agc_lw_u32(l, 1), b);
	uint32_t r = op->spv == AGC_BIT1 ? agc_spv_op(m, SpvOpBitwiseOr, t, 2, old, bit)
			     : agc_spv_op(m, SpvOpBitwiseAnd, t, 2, old, agc_spv_op(m, SpvOpNot, t, 1, bit));
	sdst(l, in, r);
	return 0;
}

/* SWQM, SQUADMASK */
int
agc_lower_swqm(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	uint32_t t = ty(l, in);

	/* per quad of lanes: wqm sets all four bits if any is set;
	 * quadmask packs one bit per quad */
	uint32_t a = ssrc(l, in, 0);
	unsigned bits = wide(in) ? 64 : 32;
	uint32_t r = zero(l, in);
	uint32_t one = wide(in) ? agc_lw_const64(l, 1) : agc_lw_u32(l, 1);
	uint32_t fifteen = wide(in) ? agc_lw_const64(l, 15) : agc_lw_u32(l, 15);
	for (unsigned q = 0; q < bits / 4; q++) {
		uint32_t sh = agc_spv_op(m, SpvOpShiftRightLogical, t, 2, a, agc_lw_u32(l, q * 4));
		uint32_t nib = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, sh, fifteen);
		uint32_t nz = agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, nib, zero(l, in));
		uint32_t val = op->kind == AGC_K_SWQM
			? agc_spv_op(m, SpvOpShiftLeftLogical, t, 2, fifteen, agc_lw_u32(l, q * 4))
			: agc_spv_op(m, SpvOpShiftLeftLogical, t, 2, one, agc_lw_u32(l, q));
		r = agc_spv_op(m, SpvOpBitwiseOr, t, 2, r,
			       agc_spv_op(m, SpvOpSelect, t, 3, nz, val, zero(l, in)));
	}
	sdst(l, in, r);
	scc_nonzero(l, in, r);
	return 0;
}

/* SSETREG */
int
agc_lower_ssetreg(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;

	/* hwreg(id, offset, size): the flat-scratch base registers set
	 * up scratch addressing, which the module does its own way;
	 * other hardware registers (MODE and the like) are refused */
	unsigned id = mi->simm16 & 63;
	if (id == 20 || id == 21) /* HW_REG_FLAT_SCR_LO / _HI */
		return 0;
	return agc_lw_unsupported(l, in, "writing this hardware register is not supported yet");
}

/* ---- SEXTRA ---- */

/* 31 - FindUMsb(x), or `none` when x is 0 */
static uint32_t
clz32(struct agc_lower *l, uint32_t x)
{
	uint32_t msb = agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, x);
	return agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_u32(l, 31), msb);
}

static bool
has_capability(struct agc_spv_module *m, SpvCapability cap)
{
	const struct agc_spv_buf *b = &m->sec[AGC_SPV_CAPABILITIES];
	for (size_t i = 0; i + 1 < b->n; i += 2)
		if (b->w[i + 1] == (uint32_t)cap)
			return true;
	return false;
}

static uint32_t
read_clock(struct agc_lower *l, bool device)
{
	struct agc_spv_module *m = l->m;
	if (!has_capability(m, SpvCapabilityShaderClockKHR)) {
		agc_spv_capability(m, SpvCapabilityShaderClockKHR);
		agc_spv_inst_str(m, AGC_SPV_EXTENSIONS, SpvOpExtension, NULL, 0,
		                 "SPV_KHR_shader_clock", NULL, 0);
	}
	uint32_t t = agc_spv_op(m, SpvOpReadClockKHR, l->t_u64, 1,
	                        agc_lw_u32(l, device ? SpvScopeDevice : SpvScopeSubgroup));
	if (l->S > 1) {
		agc_spv_capability(m, SpvCapabilityGroupNonUniformBallot);
		t = agc_spv_op(m, SpvOpGroupNonUniformBroadcastFirst, l->t_u64, 2,
		               agc_lw_u32(l, SpvScopeSubgroup), t);
	}
	return t;
}

/* bit i of x (uint) to bits 2i and 2i + 1 of a uint64 */
static uint32_t
bitreplicate(struct agc_lower *l, uint32_t x)
{
	static const uint64_t mask[5] = {0x0000ffff0000ffffull, 0x00ff00ff00ff00ffull,
	                                 0x0f0f0f0f0f0f0f0full, 0x3333333333333333ull,
	                                 0x5555555555555555ull};
	uint32_t t = l->t_u64;
	uint32_t v = agc_spv_op(l->m, SpvOpUConvert, t, 1, x);
	for (unsigned i = 0; i < 5; i++) {
		uint32_t sh = agc_lw_op2(l, SpvOpShiftLeftLogical, t, v, agc_lw_u32(l, 16u >> i));
		v = agc_lw_op2(l, SpvOpBitwiseAnd, t, agc_lw_op2(l, SpvOpBitwiseOr, t, v, sh), agc_lw_const64(l, mask[i]));
	}
	return agc_lw_op2(l, SpvOpBitwiseOr, t, v, agc_lw_op2(l, SpvOpShiftLeftLogical, t, v, agc_lw_u32(l, 1)));
}

/* s_flbit_i32_i64: leading zeros of x ^ (x >> 63), -1 when that is 0 */
static uint32_t
flbit_i64(struct agc_lower *l, uint32_t x)
{
	struct agc_spv_module *m = l->m;
	uint32_t s = agc_lw_bitcast(
	    l, l->t_u64,
	    agc_lw_op2(l, SpvOpShiftRightArithmetic, l->t_i64, agc_lw_bitcast(l, l->t_i64, x), agc_lw_u32(l, 63)));
	uint32_t y = agc_lw_op2(l, SpvOpBitwiseXor, l->t_u64, x, s);
	uint32_t v = agc_lw_bitcast(l, l->t_v2u32, y);
	uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
	uint32_t hz = agc_lw_op2(l, SpvOpIEqual, l->t_bool, hi, agc_lw_u32(l, 0));
	uint32_t r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, hz,
	                        agc_lw_op2(l, SpvOpIAdd, l->t_u32, clz32(l, lo), agc_lw_u32(l, 32)), clz32(l, hi));
	uint32_t none = agc_lw_op2(l, SpvOpIEqual, l->t_bool, y, agc_lw_const64(l, 0));
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, none, agc_lw_u32(l, ~0u), r);
}

/* s_ff0: the lowest clear bit of a 32- or 64-bit x, -1 if none */
static uint32_t
ff0(struct agc_lower *l, uint32_t x, bool wide)
{
	struct agc_spv_module *m = l->m;
	if (!wide)
		return agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1,
		                  agc_spv_op(m, SpvOpNot, l->t_u32, 1, x));
	uint32_t v = agc_lw_bitcast(l, l->t_v2u32, agc_spv_op(m, SpvOpNot, l->t_u64, 1, x));
	uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
	uint32_t lz = agc_lw_op2(l, SpvOpIEqual, l->t_bool, lo, agc_lw_u32(l, 0));
	uint32_t fh = agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, hi);
	/* FindILsb(0) is -1: then -1 + 32 must stay -1 */
	uint32_t fh32 =
	    agc_spv_op(m, SpvOpSelect, l->t_u32, 3, agc_lw_op2(l, SpvOpIEqual, l->t_bool, hi, agc_lw_u32(l, 0)),
	               agc_lw_u32(l, ~0u), agc_lw_op2(l, SpvOpIAdd, l->t_u32, fh, agc_lw_u32(l, 32)));
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lz, fh32,
	                  agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, lo));
}

int
agc_lower_sextra(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	bool wide = in->op->flags & AGC_IRF_WIDE;
	unsigned dst = mi->ndef ? mi->def[0].reg : AGC_REG_NULL;

	switch (in->op->spv) {
	case AGC_SX_ANDN1_WREXEC:
	case AGC_SX_ANDN2_WREXEC: {
		uint32_t t = wide ? l->t_u64 : l->t_u32;
		uint32_t s = agc_lw_src(l, &mi->use[0], wide ? AGC_T_U64 : AGC_T_U32, 0);
		uint32_t e = wide ? agc_lw_read_sreg64(l, AGC_REG_EXEC_LO)
		                  : agc_lw_read_sreg(l, AGC_REG_EXEC_LO);
		uint32_t r = in->op->spv == AGC_SX_ANDN1_WREXEC
		                 ? agc_lw_op2(l, SpvOpBitwiseAnd, t, agc_spv_op(m, SpvOpNot, t, 1, s), e)
		                 : agc_lw_op2(l, SpvOpBitwiseAnd, t, s, agc_spv_op(m, SpvOpNot, t, 1, e));
		if (wide) {
			agc_lw_write_sreg64(l, AGC_REG_EXEC_LO, r);
			agc_lw_write_sreg64(l, dst, r);
		} else {
			agc_lw_write_sreg(l, AGC_REG_EXEC_LO, r);
			agc_lw_write_sreg(l, dst, r);
		}
		l->exec_cache = 0;
		agc_lw_set_scc(l, agc_lw_op2(l, SpvOpINotEqual, l->t_bool, r, wide ? agc_lw_const64(l, 0) : agc_lw_u32(l, 0)));
		return 0;
	}
	case AGC_SX_BITREPLICATE:
		agc_lw_write_sreg64(l, dst,
		                    bitreplicate(l, agc_lw_src(l, &mi->use[0], AGC_T_U32, 0)));
		return 0;
	case AGC_SX_FLBIT_I64:
		agc_lw_write_sreg(l, dst, flbit_i64(l, agc_lw_src(l, &mi->use[0], AGC_T_U64, 0)));
		return 0;
	case AGC_SX_FF0:
		agc_lw_write_sreg(
		    l, dst,
		    ff0(l, agc_lw_src(l, &mi->use[0], wide ? AGC_T_U64 : AGC_T_U32, 0), wide));
		return 0;
	case AGC_SX_PACK_LL:
	case AGC_SX_PACK_LH:
	case AGC_SX_PACK_HH: {
		uint32_t a = agc_lw_src(l, &mi->use[0], AGC_T_U32, 0);
		uint32_t b = agc_lw_src(l, &mi->use[1], AGC_T_U32, 0);
		uint32_t lo = in->op->spv == AGC_SX_PACK_HH
		                  ? agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, a, agc_lw_u32(l, 16))
		                  : agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, a, agc_lw_u32(l, 0xffff));
		uint32_t hi = in->op->spv == AGC_SX_PACK_LL
		                  ? agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, b, agc_lw_u32(l, 16))
		                  : agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, b, agc_lw_u32(l, 0xffff0000));
		agc_lw_write_sreg(l, dst, agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, lo, hi));
		return 0;
	}
	case AGC_SX_MEMTIME:
	case AGC_SX_MEMREALTIME:
		agc_lw_write_sreg64(l, dst, read_clock(l, in->op->spv == AGC_SX_MEMREALTIME));
		return 0;
	default: return agc_lw_unsupported(l, in, "not supported yet");
	}
}
