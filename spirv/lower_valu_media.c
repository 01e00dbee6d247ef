/*
 * lower_valu_media.c -- vector instructions of graphics and media heritage
 * (ops.def kind VMISC), per slot under EXEC, as the RDNA ISA writes them:
 *
 *   v_cubeid_f32 v0, x, y, z    face 0..5 of the major axis (z before y
 *                               before x on ties); v_cubesc/tc_f32 the face
 *                               coordinates, v_cubema_f32 2 * the major axis
 *   v_mullit_f32 v0, a, b, c    -MAX_FLOAT when b is -MAX_FLOAT, -inf or NaN,
 *                               or c <= 0 or NaN; else a * b, where 0 times
 *                               anything is +0
 *   v_lerp_u8 v0, a, b, c       per byte: (a + b + (c & 1)) >> 1
 *   v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]
 *                               for i in 0..3: 16-bit field i = field i of
 *                               src2 + sum |byte i + j of src0 - byte j of src1|
 *   v_mqsad_pk_u16_u8, v_mqsad_u32_u8 (32-bit fields): bytes whose src1
 *                               byte is 0 left out
 *   v_cvt_pk_u8_f32 v0, f, n, w w with byte n & 3 replaced by f rounded to
 *                               nearest even in [0, 255] (NaN: 0)
 *   v_cvt_off_f32_i4 v0, s      the signed 4 bits of s / 16
 *   v_sat_pk_u8_i16 v0, s       both signed halves of s saturated to bytes
 *                               0 and 1, bits 16..31 zero
 */
#include "spirv/lower.h"

static uint32_t
ext(struct agc_lower *l, uint32_t v, unsigned off, unsigned bits, bool sg)
{
	return agc_spv_op(l->m, sg ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3, v,
	                  agc_lw_u32(l, off), agc_lw_u32(l, bits));
}

static uint32_t
cube(struct agc_lower *l, unsigned kind, uint32_t x, uint32_t y, uint32_t z)
{
	uint32_t f = l->t_f32, b = l->t_bool;
	uint32_t ax = agc_lw_ext(l, f, GLSLstd450FAbs, 1, x),
	         ay = agc_lw_ext(l, f, GLSLstd450FAbs, 1, y),
	         az = agc_lw_ext(l, f, GLSLstd450FAbs, 1, z);
	uint32_t zmaj = agc_lw_op2(l, SpvOpLogicalAnd, b, agc_lw_op2(l, SpvOpFOrdGreaterThanEqual, b, az, ax),
	                    agc_lw_op2(l, SpvOpFOrdGreaterThanEqual, b, az, ay));
	uint32_t ymaj = agc_lw_op2(l, SpvOpFOrdGreaterThanEqual, b, ay, ax);
	uint32_t zero = agc_lw_fconst(l, 0.0f);
	uint32_t xn = agc_lw_op2(l, SpvOpFOrdLessThan, b, x, zero),
	         yn = agc_lw_op2(l, SpvOpFOrdLessThan, b, y, zero),
	         zn = agc_lw_op2(l, SpvOpFOrdLessThan, b, z, zero);
	uint32_t nx = agc_lw_fsign(l, x, false, false, true),
	         ny = agc_lw_fsign(l, y, false, false, true),
	         nz = agc_lw_fsign(l, z, false, false, true);
	uint32_t rz, ry, rx;
	switch (kind) {
	case AGC_VX_CUBEID:
		rz = agc_lw_select(l, f, zn, agc_lw_fconst(l, 5.0f), agc_lw_fconst(l, 4.0f));
		ry = agc_lw_select(l, f, yn, agc_lw_fconst(l, 3.0f), agc_lw_fconst(l, 2.0f));
		rx = agc_lw_select(l, f, xn, agc_lw_fconst(l, 1.0f), zero);
		break;
	case AGC_VX_CUBESC:
		rz = agc_lw_select(l, f, zn, nx, x);
		ry = x;
		rx = agc_lw_select(l, f, xn, z, nz);
		break;
	case AGC_VX_CUBETC:
		rz = ny;
		ry = agc_lw_select(l, f, yn, nz, z);
		rx = ny;
		break;
	default: {
		uint32_t two = agc_lw_fconst(l, 2.0f);
		/* a NaN axis: that NaN quieted, its sign kept */
		rz = agc_lw_nan_rule(l, agc_lw_op2(l, SpvOpFMul, f, z, two), false, 1, &z);
		ry = agc_lw_nan_rule(l, agc_lw_op2(l, SpvOpFMul, f, y, two), false, 1, &y);
		rx = agc_lw_nan_rule(l, agc_lw_op2(l, SpvOpFMul, f, x, two), false, 1, &x);
		break;
	}
	}
	return agc_lw_select(l, f, zmaj, rz, agc_lw_select(l, f, ymaj, ry, rx));
}

static uint32_t
mullit(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t f = l->t_f32, bt = l->t_bool;
	uint32_t nmax = agc_lw_fconst(l, -3.4028234663852886e38f), zero = agc_lw_fconst(l, 0.0f);
	uint32_t bad = agc_lw_op2(l, SpvOpLogicalOr, bt, agc_lw_op2(l, SpvOpFOrdLessThanEqual, bt, b, nmax),
	                   agc_spv_op(l->m, SpvOpIsNan, bt, 1, b));
	bad = agc_lw_op2(
	    l, SpvOpLogicalOr, bt, bad,
	    agc_spv_op(l->m, SpvOpLogicalNot, bt, 1, agc_lw_op2(l, SpvOpFOrdGreaterThan, bt, c, zero)));
	uint32_t z = agc_lw_op2(l, SpvOpLogicalOr, bt, agc_lw_op2(l, SpvOpFOrdEqual, bt, a, zero),
	                 agc_lw_op2(l, SpvOpFOrdEqual, bt, b, zero));
	uint32_t p = agc_lw_select(l, f, z, zero, agc_lw_op2(l, SpvOpFMul, f, a, b));
	return agc_lw_select(l, f, bad, nmax, p);
}

/* sum over the 4 bytes of |a - b| (msad: bytes with b == 0 left out), plus acc */
static uint32_t
sad4(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t acc, bool masked)
{
	uint32_t t = l->t_u32;
	for (unsigned j = 0; j < 4; j++) {
		uint32_t x = ext(l, a, 8 * j, 8, false), y = ext(l, b, 8 * j, 8, false);
		uint32_t d = agc_lw_select(l, t, agc_lw_op2(l, SpvOpUGreaterThan, l->t_bool, x, y),
		                 agc_lw_op2(l, SpvOpISub, t, x, y), agc_lw_op2(l, SpvOpISub, t, y, x));
		if (masked)
			d = agc_lw_select(l, t, agc_lw_op2(l, SpvOpIEqual, l->t_bool, y, agc_lw_u32(l, 0)), agc_lw_u32(l, 0), d);
		acc = agc_lw_op2(l, SpvOpIAdd, t, acc, d);
	}
	return acc;
}

/* Dword j of a multi-dword register source. */
static uint32_t
dword(struct agc_lower *l, const struct agc_operand *o, unsigned j, unsigned slot)
{
	if (o->reg >= AGC_REG_VGPR0 && o->reg != AGC_REG_NONE)
		return agc_lw_read_vgpr(l, o->reg - AGC_REG_VGPR0 + j, slot);
	if (o->reg < 106)
		return agc_lw_read_sreg(l, o->reg + j);
	/* a constant: its 64-bit value */
	uint32_t c = agc_lw_bitcast(l, l->t_v2u32, agc_lw_src(l, o, AGC_T_U64, slot));
	return j < 2 ? agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u32, 2, c, j) : agc_lw_u32(l, 0);
}

/* v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8 / v_mqsad_u32_u8: out[] dwords */
static unsigned
qsad(struct agc_lower *l, const struct agc_inst *mi, unsigned kind, unsigned k, uint32_t *out)
{
	uint32_t t = l->t_u32;
	uint32_t lo = dword(l, &mi->use[0], 0, k), hi = dword(l, &mi->use[0], 1, k);
	uint32_t s0 = agc_lw_bitcast(
	    l, l->t_u64, agc_spv_op(l->m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi));
	uint32_t s1 = agc_lw_src(l, &mi->use[1], AGC_T_U32, k);
	bool u32 = kind == AGC_VX_MQSAD_U32;
	unsigned nd = u32 ? 4 : 2;
	uint32_t acc[4];
	for (unsigned j = 0; j < nd; j++)
		acc[j] = dword(l, &mi->use[2], j, k);
	for (unsigned j = 0; j < nd; j++)
		out[j] = agc_lw_u32(l, 0);
	for (unsigned i = 0; i < 4; i++) {
		uint32_t win =
		    agc_spv_op(l->m, SpvOpUConvert, t, 1,
		               agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u64, s0, agc_lw_u32(l, 8 * i)));
		uint32_t a = u32 ? acc[i] : ext(l, acc[i / 2], 16 * (i & 1), 16, false);
		uint32_t r = sad4(l, win, s1, a, kind != AGC_VX_QSAD);
		if (u32) {
			out[i] = r;
		} else {
			r = agc_lw_op2(l, SpvOpShiftLeftLogical, t,
			        agc_lw_op2(l, SpvOpBitwiseAnd, t, r, agc_lw_u32(l, 0xffff)), agc_lw_u32(l, 16 * (i & 1)));
			out[i / 2] = agc_lw_op2(l, SpvOpBitwiseOr, t, out[i / 2], r);
		}
	}
	return nd;
}

int
agc_lower_vmisc(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	unsigned kind = in->op->spv;
	const struct agc_operand *d = &mi->def[0];
	uint32_t f = l->t_f32, t = l->t_u32;

	if (!mi->ndef || d->reg < AGC_REG_VGPR0 || d->reg == AGC_REG_NONE)
		return agc_lw_unsupported(l, in, "unexpected operands");
	if (mi->clamp &&
	    (kind == AGC_VX_QSAD || kind == AGC_VX_MQSAD_PK || kind == AGC_VX_MQSAD_U32))
		return agc_lw_unsupported(l, in, "clamp on a quad SAD is not supported");
	unsigned v = d->reg - AGC_REG_VGPR0;
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t r, out[4];
		switch (kind) {
		case AGC_VX_CUBEID:
		case AGC_VX_CUBESC:
		case AGC_VX_CUBETC:
		case AGC_VX_CUBEMA:
			r = cube(l, kind, agc_lw_src(l, &mi->use[0], AGC_T_F32, k),
			         agc_lw_src(l, &mi->use[1], AGC_T_F32, k),
			         agc_lw_src(l, &mi->use[2], AGC_T_F32, k));
			r = agc_lw_bitcast(l, t, agc_lw_out_f(l, mi, r));
			break;
		case AGC_VX_MULLIT:
			r = mullit(l, agc_lw_src(l, &mi->use[0], AGC_T_F32, k),
			           agc_lw_src(l, &mi->use[1], AGC_T_F32, k),
			           agc_lw_src(l, &mi->use[2], AGC_T_F32, k));
			r = agc_lw_bitcast(l, t, agc_lw_out_f(l, mi, r));
			break;
		case AGC_VX_LERP: {
			uint32_t a = agc_lw_src(l, &mi->use[0], AGC_T_U32, k),
			         b = agc_lw_src(l, &mi->use[1], AGC_T_U32, k),
			         c = agc_lw_src(l, &mi->use[2], AGC_T_U32, k);
			r = agc_lw_u32(l, 0);
			for (unsigned j = 0; j < 4; j++) {
				uint32_t s = agc_lw_op2(l, SpvOpIAdd, t,
				                 agc_lw_op2(l, SpvOpIAdd, t, ext(l, a, 8 * j, 8, false),
				                     ext(l, b, 8 * j, 8, false)),
				                 ext(l, c, 8 * j, 1, false));
				s = agc_lw_op2(l, SpvOpShiftRightLogical, t, s, agc_lw_u32(l, 1));
				r = agc_lw_op2(l, SpvOpBitwiseOr, t, r,
				        agc_lw_op2(l, SpvOpShiftLeftLogical, t, s, agc_lw_u32(l, 8 * j)));
			}
			break;
		}
		case AGC_VX_QSAD:
		case AGC_VX_MQSAD_PK:
		case AGC_VX_MQSAD_U32: {
			unsigned nd = qsad(l, mi, kind, k, out);
			for (unsigned j = 0; j < nd; j++)
				agc_lw_write_vgpr(l, v + j, k, out[j], active[k]);
			continue;
		}
		case AGC_VX_CVT_PK_U8: {
			uint32_t x = agc_lw_src(l, &mi->use[0], AGC_T_F32, k);
			uint32_t n = agc_lw_src(l, &mi->use[1], AGC_T_U32, k),
			         w = agc_lw_src(l, &mi->use[2], AGC_T_U32, k);
			uint32_t c = agc_lw_ext(l, f, GLSLstd450NClamp, 3, x,
			                        agc_lw_fconst(l, 0.0f), agc_lw_fconst(l, 255.0f));
			uint32_t byte = agc_spv_op(m, SpvOpConvertFToU, t, 1,
			                           agc_lw_ext(l, f, GLSLstd450RoundEven, 1, c));
			byte = agc_lw_select(l, t, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, x), agc_lw_u32(l, 0), byte);
			uint32_t sh = agc_lw_op2(l, SpvOpShiftLeftLogical, t,
			                  agc_lw_op2(l, SpvOpBitwiseAnd, t, n, agc_lw_u32(l, 3)), agc_lw_u32(l, 3));
			uint32_t keep = agc_spv_op(
			    m, SpvOpNot, t, 1, agc_lw_op2(l, SpvOpShiftLeftLogical, t, agc_lw_u32(l, 0xff), sh));
			r = agc_lw_op2(l, SpvOpBitwiseOr, t, agc_lw_op2(l, SpvOpBitwiseAnd, t, w, keep),
			        agc_lw_op2(l, SpvOpShiftLeftLogical, t, byte, sh));
			break;
		}
		case AGC_VX_CVT_OFF: {
			uint32_t s = ext(l, agc_lw_src(l, &mi->use[0], AGC_T_U32, k), 0, 4, true);
			r = agc_lw_op2(
			    l, SpvOpFMul, f,
			    agc_spv_op(m, SpvOpConvertSToF, f, 1, agc_lw_bitcast(l, l->t_i32, s)),
			    agc_lw_fconst(l, 0.0625f));
			r = agc_lw_bitcast(l, t, agc_lw_out_f(l, mi, r));
			break;
		}
		case AGC_VX_SAT_PK: {
			uint32_t s = agc_lw_src(l, &mi->use[0], AGC_T_U32, k);
			r = agc_lw_u32(l, 0);
			for (unsigned h = 0; h < 2; h++) {
				uint32_t x =
				    agc_lw_bitcast(l, l->t_i32, ext(l, s, 16 * h, 16, true));
				x = agc_lw_ext(l, l->t_i32, GLSLstd450SClamp, 3, x,
				               agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, 0)),
				               agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, 255)));
				r = agc_lw_op2(l, SpvOpBitwiseOr, t, r,
				        agc_lw_op2(l, SpvOpShiftLeftLogical, t, agc_lw_bitcast(l, t, x),
				            agc_lw_u32(l, 8 * h)));
			}
			break;
		}
		default: return agc_lw_unsupported(l, in, "not supported yet");
		}
		agc_lw_write_vgpr(l, v, k, r, active[k]);
	}
	return 0;
}
