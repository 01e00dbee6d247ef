/*
 * lower_interp.c -- v_interp_*: a pair over untouched barycentrics is the
 * fragment input (stage_pixel_plan.c decides); everything else is the
 * hardware's formula on the three vertices' values P0, P1, P2 of the
 * attribute channel, with P10 = P1 - P0 and P20 = P2 - P0 (AMD RDNA2 ISA,
 * "Parameter Interpolation"):
 *
 *	v_interp_p1_f32   D = P10 * S + P0          (one rounding: an fma)
 *	v_interp_p2_f32   D = P20 * S + D
 *	v_interp_mov_f32  D = P10, P20 or P0
 *	v_interp_p1ll_f16 D.f32 = P10.f16 * S0.f32 + P0.f16
 *	v_interp_p1lv_f16 D.f32 = P10.f16 * S0.f32 + S2.f16
 *	v_interp_p2_f16   D.f16 = P20.f16 * S0.f32 + S2.f32
 *
 * The 16-bit forms read the channel's low half, or its high half with
 * "high"; their P10/P20 are f16 differences.  p2_f16 writes the low half
 * of D and keeps the high one.  A flat attribute (SPI_PS_INPUT_CNTL_n.
 * FLAT_SHADE) has P0 at every vertex, so P10 = P20 = 0; a default one
 * (OFFSET bit 5) has DEFAULT_VAL's constant there.
 *
 *   v_interp_p1_f32 v2, v0, attr0.x  (formula)  ->
 *	%p = OpLoad %v4float[3] vertices(param 0); P0 = %p[0].x ...
 *	v2 = active ? fma(P1 - P0, v0, P0) : v2
 */
#include <string.h>

#include "spirv/lower.h"
#include "spirv/stage_pixel.h"

/* DEFAULT_VAL's channel: 0 (0,0,0,0), 1 (0,0,0,1), 2 (1,1,1,0), 3 (1,1,1,1). */
static float
default_value(unsigned val, unsigned chan)
{
	bool ones = val >= 2, last = val & 1;
	return chan == 3 ? (last ? 1.0f : 0.0f) : (ones ? 1.0f : 0.0f);
}

/* The raw bits of the channel at the three vertices. */
static void
vertex_bits(struct agc_lower *l, const struct agc_inst *mi, uint32_t bits[3])
{
	const struct agc_ps_plan *p = l->ps->plan;
	const struct agc_ps_attr *at = &p->gfx->attr[mi->attr];
	unsigned loc = at->offset;

	if (at->use_default) {
		float f = default_value(at->default_val, mi->attr_chan);
		uint32_t b;
		memcpy(&b, &f, 4);
		bits[0] = bits[1] = bits[2] = agc_lw_u32(l, b);
		return;
	}
	for (unsigned v = 0; v < 3; v++) {
		uint32_t c;
		if (at->flat && v) {
			bits[v] = bits[0]; /* flat: P0 everywhere */
			continue;
		}
		if (at->flat && p->mode[loc] == AGC_PSM_FLAT)
			c = agc_ps_input(l, loc, mi->attr_chan);
		else
			c = agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2,
				       agc_ps_vertex(l, loc, v), mi->attr_chan);
		bits[v] = agc_lw_bitcast(l, l->t_u32, c);
	}
}

static uint32_t
as_float(struct agc_lower *l, uint32_t bits)
{
	return agc_lw_bitcast(l, l->t_f32, bits);
}

/* A 16-bit half of bits (high: bits 16..31) as float. */
static uint32_t
half(struct agc_lower *l, uint32_t bits, bool high)
{
	uint32_t pair = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, bits);
	return agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, pair, high ? 1u : 0u);
}

/* f - g rounded to f16, as float. */
static uint32_t
sub_f16(struct agc_lower *l, uint32_t f, uint32_t g)
{
	uint32_t d = agc_spv_op(l->m, SpvOpFSub, l->t_f32, 2, f, g);
	return half(l, agc_lw_f32_to_f16(l, d), false);
}

/* P0, P10, P20 as floats: f32, or the f16 half. */
static void
params(struct agc_lower *l, const struct agc_inst *mi, bool f16, uint32_t out[3])
{
	uint32_t b[3], p[3];
	vertex_bits(l, mi, b);
	bool high = (mi->opsel >> 3) & 1;
	for (unsigned v = 0; v < 3; v++)
		p[v] = f16 ? half(l, b[v], high) : as_float(l, b[v]);
	out[0] = p[0];
	for (unsigned v = 1; v < 3; v++) {
		if (b[v] == b[0]) /* the same id: flat or default, the difference is 0 */
			out[v] = agc_lw_fconst(l, 0.0f);
		else
			out[v] = f16 ? sub_f16(l, p[v], p[0])
				     : agc_spv_op(l->m, SpvOpFSub, l->t_f32, 2, p[v], p[0]);
	}
}

/* The plan's input: the channel of the location's input variable, or the
 * default constant. */
static uint32_t
input_bits(struct agc_lower *l, const struct agc_inst *mi)
{
	const struct agc_ps_attr *at = &l->ps->plan->gfx->attr[mi->attr];
	if (at->use_default) {
		float f = default_value(at->default_val, mi->attr_chan);
		uint32_t b;
		memcpy(&b, &f, 4);
		return agc_lw_u32(l, b);
	}
	return agc_lw_bitcast(l, l->t_u32, agc_ps_input(l, at->offset, mi->attr_chan));
}

static uint32_t
fma32(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c)
{
	return agc_lw_fma_f32(l, a, b, c, 0);
}

int
agc_lower_interp(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	uint32_t i = (uint32_t)(in - l->ir->inst);
	unsigned vd = mi->def[0].reg - AGC_REG_VGPR0;

	if (!l->ps)
		return agc_lw_unsupported(l, in, "v_interp_* needs a pixel shader (--stage ps)");
	uint8_t role = l->ps->plan->role[i];
	if (role == AGC_PSR_HEAD)
		return 0;
	uint32_t active = agc_lw_active(l, 0);
	if (role == AGC_PSR_INPUT) {
		agc_lw_write_vgpr(l, vd, 0, input_bits(l, mi), active);
		return 0;
	}

	unsigned sub = in->op->spv;
	bool f16 = sub != AGC_INTERP_P1_F32 && sub != AGC_INTERP_P2_F32 && sub != AGC_INTERP_MOV_F32;
	uint32_t p[3], r;
	params(l, mi, f16, p);
	if (sub == AGC_INTERP_MOV_F32) {
		if (mi->simm16 > 2)
			return agc_lw_unsupported(l, in, "v_interp_mov_f32 with an invalid parameter");
		r = mi->simm16 == 2 ? p[0] : p[1 + mi->simm16];
	} else if (sub == AGC_INTERP_P1_F32 || sub == AGC_INTERP_P1LL_F16) {
		r = fma32(l, p[1], agc_lw_src(l, &mi->use[0], AGC_T_F32, 0), p[0]);
	} else if (sub == AGC_INTERP_P1LV_F16) {
		r = fma32(l, p[1], agc_lw_src(l, &mi->use[0], AGC_T_F32, 0),
			  agc_lw_src_f16(l, &mi->use[1], false, 0));
	} else if (sub == AGC_INTERP_P2_F32) {
		/* the VINTRP form reads its destination; the VOP3 one too */
		uint32_t acc = as_float(l, agc_lw_read_vgpr(l, vd, 0));
		r = fma32(l, p[2], agc_lw_src(l, &mi->use[0], AGC_T_F32, 0), acc);
	} else { /* AGC_INTERP_P2_F16 */
		r = fma32(l, p[2], agc_lw_src(l, &mi->use[0], AGC_T_F32, 0),
			  agc_lw_src(l, &mi->use[1], AGC_T_F32, 0));
		r = agc_lw_out_f(l, mi, r);
		agc_lw_write_vgpr16(l, vd, 0, agc_lw_f32_to_f16(l, r), false, active);
		return 0;
	}
	r = agc_lw_out_f(l, mi, r);
	agc_lw_write_vgpr(l, vd, 0, agc_lw_bitcast(l, l->t_u32, r), active);
	return 0;
}
