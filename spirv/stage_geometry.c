/*
 * stage_geometry.c -- the geometry module a pixel shader needs when it
 * evaluates the hardware's interpolation formula: it gives the fragment
 * module the three vertices' values and the barycentrics, which Vulkan's
 * fragment stage has not got without VK_KHR_fragment_shader_barycentric.
 *
 * Triangles in, one triangle out, per vertex v = 0, 1, 2:
 *
 *	gl_Position          = gl_in[v].gl_Position
 *	out vec4 p_L         = vs_L[v]                  (location L: the VS's paramL,
 *	                                                 read as a plain input)
 *	out vec4 vertices_L[3] = {vs_L[0], vs_L[1], vs_L[2]}  (the plan's vtx_location)
 *	out vec2 bary_k      = (v == 1, v == 2)         (the plan's bary_location)
 *
 * vs_L is read with as many components as the fragment module reads of
 * param L (what the VS writes may be fewer than four), the rest 0.
 *
 * Only the position passes: a VS's clip and cull distances, point size,
 * layer and viewport index do not reach the rasterizer through this
 * module (a limit of ours, said in the man page).
 *
 * Vertex 0 is P0: Vulkan's provoking vertex (the first, the default), the
 * vertex the hardware's flat shading and v_interp_mov p0 read; I weighs P1
 * and J weighs P2, so interpolating bary_k with the input's interpolation
 * gives the hardware's I, J.
 */
#include <string.h>

#include "spirv/spv.h"
#include "spirv/stage_pixel.h"

struct gs {
	struct agc_spv_module *m;
	uint32_t f32, v4, u32, *iface;
	unsigned niface;
};

static uint32_t
var(struct gs *g, uint32_t type, SpvStorageClass sc, int loc)
{
	uint32_t ptr = agc_spv_type_pointer(g->m, sc, type);
	uint32_t v = agc_spv_global(g->m, ptr, sc);
	if (loc >= 0)
		agc_spv_instv(g->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, v,
			      (uint32_t)SpvDecorationLocation, (uint32_t)loc);
	g->iface[g->niface++] = v;
	return v;
}

static uint32_t
array3(struct gs *g, uint32_t elem)
{
	return agc_spv_type(g->m, SpvOpTypeArray, (uint32_t[]){elem, agc_spv_const_uint(g->m, 3)}, 2);
}

/* A Block struct of one vec4 member, BuiltIn Position. */
static uint32_t
per_vertex(struct gs *g)
{
	uint32_t s = agc_spv_type(g->m, SpvOpTypeStruct, &g->v4, 1);
	agc_spv_instv(g->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, s, (uint32_t)SpvDecorationBlock);
	agc_spv_instv(g->m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, s, 0u,
		      (uint32_t)SpvDecorationBuiltIn, (uint32_t)SpvBuiltInPosition);
	return s;
}

static uint32_t
fconst(struct gs *g, float f)
{
	uint32_t b;
	memcpy(&b, &f, 4);
	return agc_spv_constant(g->m, SpvOpConstant, g->f32, &b, 1);
}

/* A float or vector of n components: the VS param is read with as many
 * as the fragment module reads (the VS may write no more). */
static uint32_t
vec(struct gs *g, unsigned n)
{
	if (n <= 1)
		return g->f32;
	return agc_spv_type(g->m, SpvOpTypeVector, (uint32_t[]){g->f32, n}, 2);
}

/* x (n components) as a vec4, the rest 0. */
static uint32_t
widen(struct gs *g, uint32_t x, unsigned n)
{
	uint32_t c[4];
	for (unsigned i = 0; i < 4; i++)
		c[i] = i >= n ? fconst(g, 0.0f)
		       : n == 1 ? x : agc_spv_op(g->m, SpvOpCompositeExtract, g->f32, 2, x, i);
	return agc_spv_op(g->m, SpvOpCompositeConstruct, g->v4, 4, c[0], c[1], c[2], c[3]);
}

int
agc_spv_geometry(struct agc_arena *a, const struct agc_ir *ir, uint32_t version,
		 uint32_t **words, size_t *nwords, struct agc_diag *d)
{
	const struct agc_ps_plan *p = ir->ps;
	struct agc_spv_module mod;
	struct agc_spv_module *m = &mod;
	uint32_t iface[2 + 3 * AGC_PS_LOCATIONS + 8];
	struct gs g = {.m = m, .iface = iface};

	agc_spv_init(m, a, version);
	agc_spv_capability(m, SpvCapabilityShader);
	agc_spv_capability(m, SpvCapabilityGeometry);
	agc_spv_instv(m, AGC_SPV_MEMORY_MODEL, SpvOpMemoryModel, 2,
		      (uint32_t)SpvAddressingModelLogical, (uint32_t)SpvMemoryModelGLSL450);
	uint32_t void_t = agc_spv_type_void(m);
	uint32_t fn_t = agc_spv_type(m, SpvOpTypeFunction, &void_t, 1);
	g.u32 = agc_spv_type_uint(m);
	g.f32 = agc_spv_type(m, SpvOpTypeFloat, (uint32_t[]){32}, 1);
	g.v4 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){g.f32, 4}, 2);
	uint32_t v2 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){g.f32, 2}, 2);
	uint32_t blk = per_vertex(&g);
	uint32_t gl_in = var(&g, array3(&g, blk), SpvStorageClassInput, -1);
	uint32_t gl_out = var(&g, blk, SpvStorageClassOutput, -1);
	uint32_t in_v4 = agc_spv_type_pointer(m, SpvStorageClassInput, g.v4);
	uint32_t out_v4 = agc_spv_type_pointer(m, SpvStorageClassOutput, g.v4);

	uint32_t vs[AGC_PS_LOCATIONS] = {0}, direct[AGC_PS_LOCATIONS] = {0};
	uint32_t vtx[AGC_PS_LOCATIONS] = {0}, bary[7] = {0};
	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++) {
		bool is_direct = p->mode[l] != AGC_PSM_NONE, three = p->vertices >> l & 1;
		if (!is_direct && !three)
			continue;
		vs[l] = var(&g, array3(&g, vec(&g, p->components[l])), SpvStorageClassInput, (int)l);
		if (is_direct)
			direct[l] = var(&g, g.v4, SpvStorageClassOutput, (int)l);
		if (three)
			vtx[l] = var(&g, array3(&g, g.v4), SpvStorageClassOutput, p->vtx_location[l]);
	}
	for (unsigned k = 0; k < 7; k++)
		if (p->bary >> k & 1)
			bary[k] = var(&g, v2, SpvStorageClassOutput, p->bary_location[k]);

	uint32_t main_fn = agc_spv_fn_begin(m, void_t, fn_t);
	uint32_t vals[AGC_PS_LOCATIONS][3] = {{0}};
	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++)
		for (unsigned v = 0; vs[l] && v < 3; v++) {
			unsigned n = p->components[l] ? p->components[l] : 1;
			uint32_t t = vec(&g, n);
			uint32_t ptr = agc_spv_op(m, SpvOpAccessChain,
						  agc_spv_type_pointer(m, SpvStorageClassInput, t), 2,
						  vs[l], agc_spv_const_uint(m, v));
			vals[l][v] = widen(&g, agc_spv_op(m, SpvOpLoad, t, 1, ptr), n);
		}
	for (unsigned v = 0; v < 3; v++) {
		uint32_t pin = agc_spv_op(m, SpvOpAccessChain, in_v4, 3, gl_in, agc_spv_const_uint(m, v),
					  agc_spv_const_uint(m, 0));
		uint32_t pout = agc_spv_op(m, SpvOpAccessChain, out_v4, 2, gl_out,
					   agc_spv_const_uint(m, 0));
		agc_spv_code(m, SpvOpStore, 2, pout, agc_spv_op(m, SpvOpLoad, g.v4, 1, pin));
		for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++) {
			if (direct[l])
				agc_spv_code(m, SpvOpStore, 2, direct[l], vals[l][v]);
			if (vtx[l]) {
				uint32_t all = agc_spv_op(m, SpvOpCompositeConstruct, array3(&g, g.v4), 3,
							  vals[l][0], vals[l][1], vals[l][2]);
				agc_spv_code(m, SpvOpStore, 2, vtx[l], all);
			}
		}
		uint32_t ij = agc_spv_constant(m, SpvOpConstantComposite, v2,
					       (uint32_t[]){fconst(&g, v == 1 ? 1.0f : 0.0f),
							    fconst(&g, v == 2 ? 1.0f : 0.0f)}, 2);
		for (unsigned k = 0; k < 7; k++)
			if (bary[k])
				agc_spv_code(m, SpvOpStore, 2, bary[k], ij);
		agc_spv_code(m, SpvOpEmitVertex, 0);
	}
	agc_spv_code(m, SpvOpEndPrimitive, 0);
	agc_spv_code(m, SpvOpReturn, 0);
	agc_spv_fn_end(m);

	uint32_t ep[2] = {(uint32_t)SpvExecutionModelGeometry, main_fn};
	agc_spv_inst_str(m, AGC_SPV_ENTRY_POINTS, SpvOpEntryPoint, ep, 2, "main", g.iface, g.niface);
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 2, main_fn,
		      (uint32_t)SpvExecutionModeTriangles);
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 3, main_fn,
		      (uint32_t)SpvExecutionModeInvocations, 1u);
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 2, main_fn,
		      (uint32_t)SpvExecutionModeOutputTriangleStrip);
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 3, main_fn,
		      (uint32_t)SpvExecutionModeOutputVertices, 3u);
	return agc_spv_finish(m, words, nwords, d);
}
