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
 * gl_PerVertex passes whole: Position, and what PA_CL_VS_OUT_CNTL (given
 * with the pixel shader's registers) says the VS writes, in the VS
 * module's types (spirv/lower_export.c; the plan's gs_* fields):
 *
 *	PointSize            USE_VTX_POINT_SIZE (and VS_OUT_MISC_VEC_ENA)
 *	ClipDistance[n]      n = the CLIP_DIST_ENA_i bits set
 *	CullDistance[n]      n = the CULL_DIST_ENA_i bits set
 *
 *   PA_CL_VS_OUT_CNTL = 0x610403 (CLIP_DIST_ENA_0, _1, CULL_DIST_ENA_2)
 *	-> struct { vec4 Position; float ClipDistance[2]; float CullDistance[1]; }
 *
 * A layer or viewport index is no geometry input: the vertex module
 * writes the misc vector's z, besides, as a uint after its params (the
 * plan's gs_misc, agc_gfx_misc_location), and this module writes the
 * primitive's, from vertex 0 (the provoking vertex), as the hardware
 * reads them (layer bits 0..10, viewport index bits 16..19):
 *
 *	in uint misc[3]      (location gs_misc)
 *	gl_Layer             = misc[0] & 0x7ff            (gs_layer)
 *	gl_ViewportIndex     = (misc[0] >> 16) & 0xf      (gs_viewport)
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

/* An Output built-in (Layer, ViewportIndex) of the entry point. */
static uint32_t
builtin_var(struct gs *g, uint32_t type, SpvBuiltIn b)
{
	uint32_t v = var(g, type, SpvStorageClassOutput, -1);
	agc_spv_instv(g->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, v, (uint32_t)SpvDecorationBuiltIn,
		      (uint32_t)b);
	return v;
}

static uint32_t
array3(struct gs *g, uint32_t elem)
{
	return agc_spv_type(g->m, SpvOpTypeArray, (uint32_t[]){elem, agc_spv_const_uint(g->m, 3)}, 2);
}

/* gl_PerVertex's members: their types and built-ins. */
struct per_vertex {
	uint32_t type[4];
	SpvBuiltIn builtin[4];
	unsigned n;
};

static uint32_t
float_array(struct gs *g, unsigned n)
{
	return agc_spv_type(g->m, SpvOpTypeArray, (uint32_t[]){g->f32, agc_spv_const_uint(g->m, n)}, 2);
}

static void
member(struct per_vertex *pv, uint32_t type, SpvBuiltIn b)
{
	pv->type[pv->n] = type;
	pv->builtin[pv->n++] = b;
}

/* The Block struct of Position and what the VS writes besides. */
static uint32_t
per_vertex(struct gs *g, const struct agc_ps_plan *p, struct per_vertex *pv)
{
	unsigned nclip = p->gs_clip, ncull = p->gs_cull;
	pv->n = 0;
	member(pv, g->v4, SpvBuiltInPosition);
	if (p->gs_point_size) {
		agc_spv_capability(g->m, SpvCapabilityGeometryPointSize);
		member(pv, g->f32, SpvBuiltInPointSize);
	}
	if (nclip) {
		agc_spv_capability(g->m, SpvCapabilityClipDistance);
		member(pv, float_array(g, nclip), SpvBuiltInClipDistance);
	}
	if (ncull) {
		agc_spv_capability(g->m, SpvCapabilityCullDistance);
		member(pv, float_array(g, ncull), SpvBuiltInCullDistance);
	}
	uint32_t s = agc_spv_type(g->m, SpvOpTypeStruct, pv->type, pv->n);
	agc_spv_instv(g->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, s, (uint32_t)SpvDecorationBlock);
	for (unsigned k = 0; k < pv->n; k++)
		agc_spv_instv(g->m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, s, k,
			      (uint32_t)SpvDecorationBuiltIn, (uint32_t)pv->builtin[k]);
	return s;
}

/* gl_out = gl_in[v], member by member. */
static void
copy_per_vertex(struct gs *g, const struct per_vertex *pv, uint32_t gl_in, uint32_t gl_out,
		unsigned v)
{
	struct agc_spv_module *m = g->m;
	for (unsigned k = 0; k < pv->n; k++) {
		uint32_t t = pv->type[k];
		uint32_t pin = agc_spv_op(m, SpvOpAccessChain,
					  agc_spv_type_pointer(m, SpvStorageClassInput, t), 3, gl_in,
					  agc_spv_const_uint(m, v), agc_spv_const_uint(m, k));
		uint32_t pout = agc_spv_op(m, SpvOpAccessChain,
					   agc_spv_type_pointer(m, SpvStorageClassOutput, t), 2, gl_out,
					   agc_spv_const_uint(m, k));
		agc_spv_code(m, SpvOpStore, 2, pout, agc_spv_op(m, SpvOpLoad, t, 1, pin));
	}
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
	uint32_t iface[2 + 3 * AGC_PS_LOCATIONS + 8 + 3];
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
	struct per_vertex pv;
	uint32_t blk = per_vertex(&g, p, &pv);
	uint32_t gl_in = var(&g, array3(&g, blk), SpvStorageClassInput, -1);
	uint32_t gl_out = var(&g, blk, SpvStorageClassOutput, -1);

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

	uint32_t misc = 0, layer = 0, viewport = 0;
	if (p->gs_misc >= 0)
		misc = var(&g, array3(&g, g.u32), SpvStorageClassInput, p->gs_misc);
	uint32_t i32 = agc_spv_type(m, SpvOpTypeInt, (uint32_t[]){32, 1}, 2);
	if (misc && p->gs_layer)
		layer = builtin_var(&g, i32, SpvBuiltInLayer);
	if (misc && p->gs_viewport) {
		agc_spv_capability(m, SpvCapabilityMultiViewport);
		viewport = builtin_var(&g, i32, SpvBuiltInViewportIndex);
	}

	uint32_t main_fn = agc_spv_fn_begin(m, void_t, fn_t);
	uint32_t lv[2] = {0, 0};
	if (misc) {
		uint32_t z = agc_spv_op(m, SpvOpLoad, g.u32, 1,
					agc_spv_op(m, SpvOpAccessChain,
						   agc_spv_type_pointer(m, SpvStorageClassInput, g.u32), 2,
						   misc, agc_spv_const_uint(m, 0)));
		lv[0] = agc_spv_op(m, SpvOpBitcast, i32, 1,
				   agc_spv_op(m, SpvOpBitwiseAnd, g.u32, 2, z, agc_spv_const_uint(m, 0x7ff)));
		lv[1] = agc_spv_op(m, SpvOpBitcast, i32, 1,
				   agc_spv_op(m, SpvOpBitFieldUExtract, g.u32, 3, z, agc_spv_const_uint(m, 16),
					      agc_spv_const_uint(m, 4)));
	}
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
		copy_per_vertex(&g, &pv, gl_in, gl_out, v);
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
		if (layer)
			agc_spv_code(m, SpvOpStore, 2, layer, lv[0]);
		if (viewport)
			agc_spv_code(m, SpvOpStore, 2, viewport, lv[1]);
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
