/*
 * stage_pixel_inputs.c -- what a pixel shader starts with in its input
 * VGPRs, and the Fragment module's input variables (spirv/stage.c makes
 * the lanes, EXEC and the entry point).
 *
 * The input VGPRs, at the places stage_pixel_plan.c gives them
 * (SPI_PS_INPUT_ADDR), hold for the inputs
 * SPI_PS_INPUT_ENA enables:
 *
 *	barycentric I, J   a vec2 input the geometry module interpolates from
 *	                   (0,0) (1,0) (0,1) at vertices P0, P1, P2, with the
 *	                   pair's interpolation; 0 when no instruction but
 *	                   interpolation pairs reads them (the pairs are inputs)
 *	POS_X/Y/Z_FLOAT    FragCoord.x, .y, .z
 *	POS_W_FLOAT        1 / FragCoord.w: the hardware gives the interpolated
 *	                   clip W, Vulkan's FragCoord.w is 1 / W (rounded once
 *	                   here, so within an ulp of the hardware's)
 *	FRONT_FACE         SPI_BARYC_CNTL.FRONT_FACE_ALL_BITS = 0: +1.0f front,
 *	                   -1.0f back (the sign bit says it); = 1: 1 front, 0 back
 *	ANCILLARY          SampleId in bits 8..11 (the module runs per sample);
 *	                   the other fields (render target index, ...) read 0
 *	SAMPLE_COVERAGE    SampleMask[0]
 *
 * Inputs only ADDR names read 0, where the hardware leaves garbage.  M0
 * (the primitive mask and LDS parameter offset the hardware puts there for
 * v_interp_*) is not needed by the module and keeps what the code writes.
 * FragCoord is the pixel centre (SPI_BARYC_CNTL.POS_FLOAT_LOCATION = 0),
 * or the sample's position when the module runs per sample (= 2).
 */
#include <string.h>

#include "spirv/lower.h"
#include "spirv/stage.h"
#include "spirv/stage_pixel.h"

/* The decorations of mode m (enum agc_var_deco). */
static unsigned
mode_deco(struct agc_lower *l, enum agc_ps_mode m)
{
	unsigned deco = 0;
	if (m == AGC_PSM_FLAT)
		deco |= AGC_VAR_FLAT;
	if (m >= AGC_PSM_LINEAR && m <= AGC_PSM_LINEAR_SAMPLE)
		deco |= AGC_VAR_NOPERSPECTIVE;
	if (m == AGC_PSM_SMOOTH_CENTROID || m == AGC_PSM_LINEAR_CENTROID)
		deco |= AGC_VAR_CENTROID;
	if (m == AGC_PSM_SMOOTH_SAMPLE || m == AGC_PSM_LINEAR_SAMPLE) {
		agc_spv_capability(l->m, SpvCapabilitySampleRateShading);
		deco |= AGC_VAR_SAMPLE;
	}
	return deco;
}

static uint32_t
located(struct agc_lower *l, uint32_t type, unsigned loc, enum agc_ps_mode m)
{
	return agc_stage_var(l, SpvStorageClassInput, type, -1, (int)loc, mode_deco(l, m));
}

/* The input at loc has as many components as the code reads (a float,
 * or a vector of 2..4), so that a VS writing fewer than four matches. */
uint32_t
agc_ps_input(struct agc_lower *l, unsigned loc, unsigned chan)
{
	struct agc_ps_lower *ps = l->ps;
	unsigned n = ps->plan->components[loc];
	uint32_t type = n <= 1 ? l->t_f32
			       : agc_spv_type(l->m, SpvOpTypeVector, (uint32_t[]){l->t_f32, n}, 2);
	if (!ps->input[loc])
		ps->input[loc] = located(l, type, loc, ps->plan->mode[loc]);
	uint32_t v = agc_spv_op(l->m, SpvOpLoad, type, 1, ps->input[loc]);
	return n <= 1 ? v : agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, v, chan);
}

/* VK_KHR_fragment_shader_barycentric's extension and capability, once. */
static void
declare_ext(struct agc_lower *l)
{
	if (l->ps->ext_declared)
		return;
	l->ps->ext_declared = true;
	agc_spv_capability(l->m, SpvCapabilityFragmentBarycentricKHR);
	agc_spv_inst_str(l->m, AGC_SPV_EXTENSIONS, SpvOpExtension, NULL, 0,
			 "SPV_KHR_fragment_shader_barycentric", NULL, 0);
}

/* The geometry module's flat vec4[3] past the params, or (ext) the
 * param's own PerVertexKHR array of the components the code reads. */
uint32_t
agc_ps_vertex(struct agc_lower *l, unsigned loc, unsigned vertex)
{
	struct agc_ps_lower *ps = l->ps;
	bool ext = ps->plan->ext;
	unsigned n = ext && ps->plan->components[loc] ? ps->plan->components[loc] : 4;
	uint32_t t = n == 1 ? l->t_f32 : agc_spv_type(l->m, SpvOpTypeVector, (uint32_t[]){l->t_f32, n}, 2);
	if (!ps->vertex[loc]) {
		uint32_t arr = agc_spv_type(l->m, SpvOpTypeArray, (uint32_t[]){t, agc_lw_u32(l, 3)}, 2);
		if (ext) {
			declare_ext(l);
			ps->vertex[loc] = agc_stage_var(l, SpvStorageClassInput, arr, -1, (int)loc,
							AGC_VAR_PER_VERTEX);
		} else {
			ps->vertex[loc] = located(l, arr, ps->plan->vtx_location[loc], AGC_PSM_FLAT);
		}
	}
	uint32_t p = agc_spv_op(l->m, SpvOpAccessChain,
				agc_spv_type_pointer(l->m, SpvStorageClassInput, t), 2,
				ps->vertex[loc], agc_lw_u32(l, vertex));
	uint32_t v = agc_spv_op(l->m, SpvOpLoad, t, 1, p);
	if (n == 4)
		return v;
	uint32_t c[4];
	for (unsigned i = 0; i < 4; i++)
		c[i] = i >= n ? agc_lw_fconst(l, 0.0f)
		       : n == 1 ? v : agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, v, i);
	return agc_spv_op(l->m, SpvOpCompositeConstruct, ps->t_v4f32, 4, c[0], c[1], c[2], c[3]);
}

/* ext: BaryCoordKHR or BaryCoordNoPerspKHR (vec3: the weights of P0, P1,
 * P2) with the input's Centroid or Sample; I, J are .y, .z. */
static uint32_t
bary_ext(struct agc_lower *l, unsigned in, unsigned j)
{
	struct agc_ps_lower *ps = l->ps;
	enum agc_ps_mode m = agc_ps_bary_mode(in);
	if (!ps->bary[in]) {
		declare_ext(l);
		bool linear = m >= AGC_PSM_LINEAR;
		ps->bary[in] = agc_stage_var(l, SpvStorageClassInput, ps->t_v3f32,
					     linear ? SpvBuiltInBaryCoordNoPerspKHR : SpvBuiltInBaryCoordKHR,
					     -1, mode_deco(l, m) & ~AGC_VAR_NOPERSPECTIVE);
	}
	uint32_t v = agc_spv_op(l->m, SpvOpLoad, ps->t_v3f32, 1, ps->bary[in]);
	return agc_lw_bitcast(l, l->t_u32, agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, v, j + 1));
}

static uint32_t
fbits(struct agc_lower *l, uint32_t f)
{
	return agc_lw_bitcast(l, l->t_u32, f);
}

static uint32_t
load(struct agc_lower *l, uint32_t type, uint32_t var)
{
	return agc_spv_op(l->m, SpvOpLoad, type, 1, var);
}

/* The value input `in` puts in its j-th VGPR. */
static uint32_t
input_value(struct agc_lower *l, unsigned in, unsigned j, uint32_t *frag)
{
	struct agc_ps_lower *ps = l->ps;
	const struct agc_gfx_state *g = ps->plan->gfx;
	struct agc_spv_module *m = l->m;

	if (in <= AGC_PS_LINEAR_CENTROID) {
		if (!(ps->plan->bary >> in & 1))
			return agc_lw_u32(l, 0);
		if (ps->plan->ext)
			return bary_ext(l, in, j);
		if (!ps->bary[in])
			ps->bary[in] = located(l, l->t_v2f32, ps->plan->bary_location[in],
					       agc_ps_bary_mode(in));
		uint32_t v = load(l, l->t_v2f32, ps->bary[in]);
		return fbits(l, agc_spv_op(m, SpvOpCompositeExtract, l->t_f32, 2, v, j));
	}
	if (in >= AGC_PS_POS_X_FLOAT && in <= AGC_PS_POS_W_FLOAT) {
		if (!*frag)
			*frag = agc_stage_builtin(l, ps->t_v4f32, SpvBuiltInFragCoord);
		uint32_t c = agc_spv_op(m, SpvOpCompositeExtract, l->t_f32, 2, *frag,
					in - AGC_PS_POS_X_FLOAT);
		if (in == AGC_PS_POS_W_FLOAT)
			c = agc_spv_op(m, SpvOpFDiv, l->t_f32, 2, agc_lw_fconst(l, 1.0f), c);
		return fbits(l, c);
	}
	if (in == AGC_PS_FRONT_FACE) {
		uint32_t ff = agc_stage_builtin(l, l->t_bool, SpvBuiltInFrontFacing);
		uint32_t yes = g->front_face_all_bits ? 1u : 0x3f800000u;
		uint32_t no = g->front_face_all_bits ? 0u : 0xbf800000u;
		return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ff, agc_lw_u32(l, yes), agc_lw_u32(l, no));
	}
	if (in == AGC_PS_ANCILLARY) {
		agc_spv_capability(m, SpvCapabilitySampleRateShading);
		uint32_t id = agc_stage_builtin(l, l->t_i32, SpvBuiltInSampleId);
		id = agc_lw_bitcast(l, l->t_u32, id);
		id = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, id, agc_lw_u32(l, 15));
		return agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, id, agc_lw_u32(l, 8));
	}
	if (in == AGC_PS_SAMPLE_COVERAGE) {
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_i32, agc_lw_u32(l, 1)}, 2);
		uint32_t var = agc_stage_var(l, SpvStorageClassInput, arr, SpvBuiltInSampleMask, -1, 0);
		uint32_t p = agc_spv_op(m, SpvOpAccessChain,
					agc_spv_type_pointer(m, SpvStorageClassInput, l->t_i32), 2, var,
					agc_lw_u32(l, 0));
		return agc_lw_bitcast(l, l->t_u32, load(l, l->t_i32, p));
	}
	return agc_lw_u32(l, 0); /* refused by the plan */
}

static const uint8_t nvgprs[AGC_PS_NINPUTS] = {2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1};

void
agc_ps_setup(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	struct agc_ps_lower *ps = agc_alloc(l->a, sizeof(*ps));
	if (!ps || !l->ir->ps) {
		m->oom = !ps;
		return;
	}
	ps->plan = l->ir->ps;
	ps->t_v4f32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_f32, 4}, 2);
	ps->t_v3f32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_f32, 3}, 2);
	l->ps = ps;

	const struct agc_ps_plan *p = ps->plan;
	uint32_t frag = 0;
	for (unsigned in = 0; in < AGC_PS_NINPUTS; in++) {
		if (p->vgpr[in] < 0)
			continue;
		for (unsigned j = 0; j < nvgprs[in]; j++) {
			uint32_t v = (p->gfx->input_ena >> in & 1) ? input_value(l, in, j, &frag)
								  : agc_lw_u32(l, 0);
			agc_lw_write_vgpr(l, (unsigned)p->vgpr[in] + j, 0, v, 0);
		}
	}
	/* POS_FLOAT_LOCATION = 2 (sample): reading SampleId makes the module
	 * run per sample, and FragCoord is then the sample's position */
	if (p->sample_shading && !(p->gfx->input_ena >> AGC_PS_ANCILLARY & 1)) {
		agc_spv_capability(m, SpvCapabilitySampleRateShading);
		(void)agc_stage_builtin(l, l->t_i32, SpvBuiltInSampleId);
	}
}
