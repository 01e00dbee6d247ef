/*
 * lower_salu2.c -- scalar ALU instructions beyond lower_salu.c's kinds
 * (ops.def kind SEXTRA, the sub-operation in spv):
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
#include "spirv/lower_ext.h"

static uint32_t
u(struct agc_lower *l, uint32_t v)
{
	return agc_lw_u32(l, v);
}

static uint32_t
k64(struct agc_lower *l, uint64_t v)
{
	return agc_lw_const64(l, v);
}

static uint32_t
op2(struct agc_lower *l, SpvOp op, uint32_t t, uint32_t a, uint32_t b)
{
	return agc_spv_op(l->m, op, t, 2, a, b);
}

/* 31 - FindUMsb(x), or `none` when x is 0 */
static uint32_t
clz32(struct agc_lower *l, uint32_t x)
{
	uint32_t msb = agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, x);
	return op2(l, SpvOpISub, l->t_u32, u(l, 31), msb);
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
	                        u(l, device ? SpvScopeDevice : SpvScopeSubgroup));
	if (l->S > 1) {
		agc_spv_capability(m, SpvCapabilityGroupNonUniformBallot);
		t = agc_spv_op(m, SpvOpGroupNonUniformBroadcastFirst, l->t_u64, 2,
		               u(l, SpvScopeSubgroup), t);
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
		uint32_t sh = op2(l, SpvOpShiftLeftLogical, t, v, u(l, 16u >> i));
		v = op2(l, SpvOpBitwiseAnd, t, op2(l, SpvOpBitwiseOr, t, v, sh), k64(l, mask[i]));
	}
	return op2(l, SpvOpBitwiseOr, t, v, op2(l, SpvOpShiftLeftLogical, t, v, u(l, 1)));
}

/* s_flbit_i32_i64: leading zeros of x ^ (x >> 63), -1 when that is 0 */
static uint32_t
flbit_i64(struct agc_lower *l, uint32_t x)
{
	struct agc_spv_module *m = l->m;
	uint32_t s = agc_lw_bitcast(
	    l, l->t_u64,
	    op2(l, SpvOpShiftRightArithmetic, l->t_i64, agc_lw_bitcast(l, l->t_i64, x), u(l, 63)));
	uint32_t y = op2(l, SpvOpBitwiseXor, l->t_u64, x, s);
	uint32_t v = agc_lw_bitcast(l, l->t_v2u32, y);
	uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
	uint32_t hz = op2(l, SpvOpIEqual, l->t_bool, hi, u(l, 0));
	uint32_t r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, hz,
	                        op2(l, SpvOpIAdd, l->t_u32, clz32(l, lo), u(l, 32)), clz32(l, hi));
	uint32_t none = op2(l, SpvOpIEqual, l->t_bool, y, k64(l, 0));
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, none, u(l, ~0u), r);
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
	uint32_t lz = op2(l, SpvOpIEqual, l->t_bool, lo, u(l, 0));
	uint32_t fh = agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, hi);
	/* FindILsb(0) is -1: then -1 + 32 must stay -1 */
	uint32_t fh32 =
	    agc_spv_op(m, SpvOpSelect, l->t_u32, 3, op2(l, SpvOpIEqual, l->t_bool, hi, u(l, 0)),
	               u(l, ~0u), op2(l, SpvOpIAdd, l->t_u32, fh, u(l, 32)));
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lz, fh32,
	                  agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, lo));
}

int
agc_lower_salu_ext(struct agc_lower *l, const struct agc_ir_inst *in)
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
		                 ? op2(l, SpvOpBitwiseAnd, t, agc_spv_op(m, SpvOpNot, t, 1, s), e)
		                 : op2(l, SpvOpBitwiseAnd, t, s, agc_spv_op(m, SpvOpNot, t, 1, e));
		if (wide) {
			agc_lw_write_sreg64(l, AGC_REG_EXEC_LO, r);
			agc_lw_write_sreg64(l, dst, r);
		} else {
			agc_lw_write_sreg(l, AGC_REG_EXEC_LO, r);
			agc_lw_write_sreg(l, dst, r);
		}
		l->exec_cache = 0;
		agc_lw_set_scc(l, op2(l, SpvOpINotEqual, l->t_bool, r, wide ? k64(l, 0) : u(l, 0)));
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
		                  ? op2(l, SpvOpShiftRightLogical, l->t_u32, a, u(l, 16))
		                  : op2(l, SpvOpBitwiseAnd, l->t_u32, a, u(l, 0xffff));
		uint32_t hi = in->op->spv == AGC_SX_PACK_LL
		                  ? op2(l, SpvOpShiftLeftLogical, l->t_u32, b, u(l, 16))
		                  : op2(l, SpvOpBitwiseAnd, l->t_u32, b, u(l, 0xffff0000));
		agc_lw_write_sreg(l, dst, op2(l, SpvOpBitwiseOr, l->t_u32, lo, hi));
		return 0;
	}
	case AGC_SX_MEMTIME:
	case AGC_SX_MEMREALTIME:
		agc_lw_write_sreg64(l, dst, read_clock(l, in->op->spv == AGC_SX_MEMREALTIME));
		return 0;
	default: return agc_lw_unsupported(l, in, "not supported yet");
	}
}
