/*
 * stage.c -- the entry and initial state of a graphics stage's module.
 *
 * A vertex stage (vs, ngg) runs one vertex per invocation, as a wave of
 * one lane: S = 1, K = 1, EXEC = 1 (lane 0).  A ballot is the lane's own
 * bit, v_readfirstlane its own value.  Its inputs:
 *
 *   vs   s0..s(N-1)  user data: push-constant dwords at --push-offset
 *        v0          vertex id   = VertexIndex - BaseVertex
 *        v1          0 (unused); v2 the primitive id: refused when read
 *                    (check_prim_id)
 *        v3          instance id = InstanceIndex - BaseInstance
 *                    (v1..v3 loaded as VGPR_COMP_CNT says: 1, 2, 3)
 *   ngg  s0, s1      0 (the hardware's user data address)
 *        s2          gs_tg_info       = 1 vertex (bits 12..20), 1 primitive (22..30)
 *        s3          merged_wave_info = 1 vertex (bits 0..7), 1 primitive (8..15), wave 0
 *        s4..s7      0 (offchip, scratch offset, two unused)
 *        s8..        user data
 *        v0..v4      0: the primitive's packed vertex indices (all vertex 0),
 *                    primitive id (refused when read), invocation id, the
 *                    last vertex pair
 *        v5          vertex id, v6 v7 0, v8 instance id (ES VGPR_COMP_CNT)
 *
 * This is the VGPR layout RADV declares for gfx10 (radv_shader_args.c:
 * declare_vs_input_vgprs, and the merged GS case: gs_vtx_offset[0..1],
 * gs_prim_id, gs_invocation_id, gs_vtx_offset[2], then the VS VGPRs) and
 * the SGPRs of a merged shader (8 system SGPRs, user data from s8).
 *
 * A pixel (ps) is one invocation; the subgroup's S invocations are the
 * lanes 0..S-1 of the code's W-bit masks (K = 1); lanes S..W-1 exist for
 * no invocation and read inactive.  EXEC starts as the ballot of the
 * invocations that are not helpers.  Its SGPRs:
 *
 *   ps   s0..s(N-1)  user data: push-constant dwords at --push-offset
 *        sN          the primitive mask, 0: M0's layout for v_interp_*
 *                    (lds_param_offset in bits 0..15, new_prim_mask in
 *                    16..30, a bit per quad after the first that starts a
 *                    new primitive): the wave's quads share one primitive
 *                    whose parameters start at LDS byte 0.  ACO copies it
 *                    into M0 (s_mov_b32 m0, sN); the interpolation reads
 *                    the pixel's own primitive whatever M0 holds.  Bit 31
 *                    (the hardware sets it where it skipped the centroid
 *                    barycentrics, every quad of the wave covered whole)
 *                    is clear: the code that tests it (v_cmp_lt_i32 vcc,
 *                    sN, 0) keeps the centroid inputs, which the module
 *                    always gives.
 */
#include <stdio.h>
#include <string.h>

#include "spirv/lower.h"
#include "spirv/stage.h"
#include "spirv/stage_pixel.h"

bool
agc_stage_is_graphics(const struct agc_options *o)
{
	return o->stage == AGC_HW_VS || o->stage == AGC_HW_NGG || o->stage == AGC_HW_PS;
}

/* ---- what the code exports ---- */

int
agc_stage_pos_slot(const struct agc_gfx_state *g, unsigned k)
{
	bool on[4] = {true, g->misc_vec_ena, g->ccdist0_ena, g->ccdist1_ena};
	for (int s = 0; s < 4; s++)
		if (on[s] && k-- == 0)
			return s;
	return -1;
}

static bool
writes_exec(const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	switch (in->op->kind) {
	case AGC_K_SSAVEEXEC:
		return true;
	case AGC_K_VCMP: case AGC_K_VCMPCLASS: case AGC_K_VCMPCLASS16:
		if (!strncmp(mi->info->name, "v_cmpx", 6))
			return true;
		break;
	default:
		break;
	}
	for (unsigned i = 0; i < mi->ndef; i++) {
		unsigned r = mi->def[i].reg, n = mi->def[i].dwords ? mi->def[i].dwords : 1;
		if (r <= AGC_REG_EXEC_HI && r + n > AGC_REG_EXEC_LO)
			return true;
	}
	if (in->op->kind == AGC_K_SEXTRA && strstr(mi->info->name, "wrexec"))
		return true;
	return false;
}

static bool
is_done_export(const struct agc_ir_inst *in)
{
	return in->op->kind == AGC_K_EXPORT && (in->mi->exp_done || in->mi->exp_vm);
}

/* Whether some s_endpgm may be reached before a done (or vm) export: a
 * forward "on every path" analysis over the blocks.
 *
 *   B0: exp mrt0 ... done vm  -> B2     B1: s_endpgm (reached from B0's
 *   B2: s_endpgm                        branch around the export): true */
static bool
end_unexported(struct agc_arena *a, const struct agc_ir *ir)
{
	const struct agc_shader_cfg *cfg = ir->cfg;
	uint32_t n = cfg->g.nblocks;
	/* out[b]: every path through the end of b passed a done export */
	bool *out = agc_alloc(a, (n + 1) * sizeof(bool)), *in = agc_alloc(a, (n + 1) * sizeof(bool));
	if (!out || !in)
		return true; /* out of memory: the safe answer */
	for (uint32_t b = 0; b < n; b++)
		out[b] = true;
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t b = 0; b < n; b++)
			in[b] = b != 0;
		for (uint32_t p = 0; p < n; p++)
			for (uint32_t s = 0; s < cfg->g.blocks[p].nsucc; s++)
				in[cfg->g.blocks[p].succ[s]] &= out[p];
		for (uint32_t b = 0; b < n; b++) {
			bool o = in[b];
			for (uint32_t i = cfg->bb[b].first; i < cfg->bb[b].first + cfg->bb[b].count; i++)
				o |= is_done_export(&ir->inst[i]);
			if (o != out[b]) {
				out[b] = o;
				changed = true;
			}
		}
	}
	bool result = false;
	for (uint32_t b = 0; b < n; b++) {
		bool seen = in[b];
		for (uint32_t i = cfg->bb[b].first; i < cfg->bb[b].first + cfg->bb[b].count; i++) {
			seen |= is_done_export(&ir->inst[i]);
			if (ir->inst[i].op->kind == AGC_K_END && !seen)
				result = true;
		}
	}
	return result;
}

void
agc_stage_facts(struct agc_arena *a, const struct agc_ir *ir, const struct agc_options *o, struct agc_stage_facts *f)
{
	const struct agc_gfx_state *g = &o->gfx;
	bool exec_written = false;

	memset(f, 0, sizeof(*f));
	for (uint32_t i = 0; i < ir->ninst; i++) {
		const struct agc_ir_inst *in = &ir->inst[i];
		exec_written |= writes_exec(in);
		if (in->op->kind == AGC_K_EXPORT)
			f->targets |= 1ull << in->mi->exp_target;
	}
	if (o->stage != AGC_HW_PS) {
		f->draw_parameters = true;
		return;
	}
	f->end_unexported = end_unexported(a, ir);
	f->discards = exec_written || f->end_unexported;
	if (f->targets >> AGC_EXP_MRTZ & 1) {
		f->writes_depth = g->z_format != AGC_Z_ZERO && g->z_export;
		f->writes_stencil = (g->z_format == AGC_Z_32_GR || g->z_format == AGC_Z_32_ABGR) &&
				    g->stencil_export;
		f->writes_mask = g->z_format == AGC_Z_32_ABGR && g->mask_export;
	}
	/* the hardware tests depth before the shader when Z_ORDER asks for
	 * early Z and nothing the shader does can change the outcome */
	f->early_tests = (g->z_order == 1 || g->z_order == 3 || g->depth_before_shader) &&
			 !g->kill_enable && !g->z_export && !g->stencil_export && !g->mask_export &&
			 !f->discards;
}

/* ---- interface variables ---- */

static void
decorate(struct agc_lower *l, uint32_t var, SpvDecoration dec, int value)
{
	if (value < 0)
		agc_spv_instv(l->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, var, (uint32_t)dec);
	else
		agc_spv_instv(l->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, var, (uint32_t)dec,
			      (uint32_t)value);
}

static void
add_interface(struct agc_lower *l, uint32_t var)
{
	/* room for the descriptor variables lower_image.c adds unchecked */
	if (l->ninterface + 1 + l->ir->desc.nbindings >= l->interface_cap) {
		unsigned cap = l->interface_cap * 2 + 16;
		uint32_t *p = agc_grow(l->a, l->interface, l->interface_cap * sizeof(uint32_t),
				       cap * sizeof(uint32_t));
		if (!p) {
			l->m->oom = true;
			return;
		}
		l->interface = p;
		l->interface_cap = cap;
	}
	l->interface[l->ninterface++] = var;
}

uint32_t
agc_stage_var(struct agc_lower *l, SpvStorageClass sc, uint32_t type, int builtin, int location,
	      unsigned deco)
{
	uint32_t var = agc_spv_global(l->m, agc_spv_type_pointer(l->m, sc, type), sc);
	if (builtin >= 0)
		decorate(l, var, SpvDecorationBuiltIn, builtin);
	if (location >= 0)
		decorate(l, var, SpvDecorationLocation, location);
	static const SpvDecoration decos[] = {
		SpvDecorationFlat, SpvDecorationNoPerspective, SpvDecorationCentroid,
		SpvDecorationSample, SpvDecorationPerVertexKHR, SpvDecorationVolatile,
	};
	for (unsigned i = 0; i < sizeof(decos) / sizeof(decos[0]); i++)
		if (deco >> i & 1)
			decorate(l, var, decos[i], -1);
	add_interface(l, var);
	return var;
}

uint32_t
agc_stage_builtin(struct agc_lower *l, uint32_t type, SpvBuiltIn b)
{
	/* a pixel's integer inputs are Flat, built-ins too (VUID-StandaloneSpirv-Flat-04744);
	 * FragCoord is not (a device may take a Flat one from the provoking vertex) */
	bool flat = l->o->stage == AGC_HW_PS && (type == l->t_u32 || type == l->t_i32);
	uint32_t var = agc_stage_var(l, SpvStorageClassInput, type, (int)b, -1, flat ? AGC_VAR_FLAT : 0);
	return agc_spv_op(l->m, SpvOpLoad, type, 1, var);
}

/* ---- layout and initial state ---- */

void
agc_stage_layout(struct agc_lower *l)
{
	if (l->o->stage == AGC_HW_PS) {
		l->K = 1;
	} else {
		l->S = 1;
		l->K = 1;
	}
}

static uint32_t
join64(struct agc_lower *l, uint32_t lo, uint32_t hi)
{
	uint32_t v = agc_spv_op(l->m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi);
	return agc_lw_bitcast(l, l->t_u64, v);
}

/* The push-constant block at byte o->push_offset: the user SGPRs from
 * s<first>, then (paged) the page table's address, then the 32-bit
 * pointers' window address -- compute's order. */
static void
user_data(struct agc_lower *l, unsigned first)
{
	struct agc_spv_module *m = l->m;
	const struct agc_options *o = l->o;
	uint32_t paged = o->address_map == AGC_ADDR_PAGED ? 2 : 0;
	uint32_t npush = o->user_sgprs + paged + (o->address32 ? 2 : 0);
	if (!npush)
		return;
	uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, npush)}, 2);
	uint32_t blk = agc_spv_type(m, SpvOpTypeStruct, &arr, 1);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, arr, (uint32_t)SpvDecorationArrayStride, 4u);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, blk, (uint32_t)SpvDecorationBlock);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, blk, 0u,
		      (uint32_t)SpvDecorationOffset, o->push_offset);
	l->push = agc_spv_global(m, agc_spv_type_pointer(m, SpvStorageClassPushConstant, blk),
				 SpvStorageClassPushConstant);
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->push, 1, "user_data", NULL, 0);
	add_interface(l, l->push);
	uint32_t pu = agc_spv_type_pointer(m, SpvStorageClassPushConstant, l->t_u32);
	uint32_t extra[4];
	for (uint32_t i = 0; i < npush; i++) {
		uint32_t p = agc_spv_op(m, SpvOpAccessChain, pu, 3, l->push, agc_lw_u32(l, 0),
					agc_lw_u32(l, i));
		uint32_t v = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, p);
		if (i < o->user_sgprs) {
			if (first + i < 106)
				agc_lw_write_sreg(l, first + i, v);
		} else {
			extra[i - o->user_sgprs] = v;
		}
	}
	if (paged)
		l->page_table = join64(l, extra[0], extra[1]);
	if (o->address32)
		l->window = join64(l, extra[paged], extra[paged + 1]);
}

/* VertexIndex - BaseVertex, or InstanceIndex - BaseInstance. */
static uint32_t
draw_index(struct agc_lower *l, SpvBuiltIn index, SpvBuiltIn base)
{
	agc_spv_capability(l->m, SpvCapabilityDrawParameters);
	uint32_t i = agc_stage_builtin(l, l->t_u32, index);
	uint32_t b = agc_stage_builtin(l, l->t_u32, base);
	return agc_spv_op(l->m, SpvOpISub, l->t_u32, 2, i, b);
}

static void
setup_vertex(struct agc_lower *l)
{
	bool ngg = l->o->stage == AGC_HW_NGG;
	unsigned v = ngg ? 5 : 0; /* the vertex stage's first VGPR */
	uint32_t comp = l->o->gfx.vgpr_comp_cnt;

	if (ngg) {
		agc_lw_write_sreg(l, 2, agc_lw_u32(l, 1u << 12 | 1u << 22));
		agc_lw_write_sreg(l, 3, agc_lw_u32(l, 1u | 1u << 8));
	}
	user_data(l, ngg ? 8 : 0);
	agc_lw_write_vgpr(l, v, 0, draw_index(l, SpvBuiltInVertexIndex, SpvBuiltInBaseVertex), 0);
	if (comp >= 3)
		agc_lw_write_vgpr(l, v + 3, 0,
				  draw_index(l, SpvBuiltInInstanceIndex, SpvBuiltInBaseInstance), 0);
	/* one vertex per invocation: lane 0 on */
	uint32_t on = agc_spv_const_bool(l->m, true);
	agc_lw_set_mask_lanes(l, AGC_REG_EXEC_LO, agc_lw_mask_const(l, 1), &on);
}

static void
setup_pixel(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	if (l->S > 1) {
		agc_spv_capability(m, SpvCapabilityGroupNonUniform);
		l->sid = agc_stage_builtin(l, l->t_u32, SpvBuiltInSubgroupLocalInvocationId);
	}
	l->lane[0] = l->sid;
	user_data(l, 0);
	if (l->o->user_sgprs < 106)
		agc_lw_write_sreg(l, l->o->user_sgprs, agc_lw_u32(l, 0)); /* the primitive mask */
	/* the pixel stage's input VGPRs (SPI_PS_INPUT_ADDR/ENA):
	 * spirv/stage_pixel_inputs.c */
	agc_ps_setup(l);
	/* read before any demote; SPIR-V 1.6 asks a module that demotes to
	 * make it Volatile all the same (lavapipe 22.3 cannot load a
	 * Volatile one: 1.5 modules leave it out) */
	bool vol = l->stage->f.discards && m->version >= 0x00010600;
	uint32_t helper = agc_spv_op(m, SpvOpLoad, l->t_bool, 1,
				     agc_stage_var(l, SpvStorageClassInput, l->t_bool,
						   SpvBuiltInHelperInvocation, -1,
						   vol ? AGC_VAR_VOLATILE : 0));
	uint32_t live = agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, helper);
	agc_lw_write_lanes(l, AGC_REG_EXEC_LO, &live);
	if (l->stage->f.end_unexported) {
		uint32_t pb = agc_spv_type_pointer(m, SpvStorageClassFunction, l->t_bool);
		l->stage->exported = agc_spv_fn_var(m, pb, agc_spv_const_bool(m, false));
	}
}

/* Work across the lanes of a wave that one lane per invocation cannot
 * honour: a vertex stage's other lanes are other vertices (LDS between
 * them, barriers, permutes that reorder or compact them), and no
 * graphics stage has Workgroup memory.  NULL: none. */
static const char *
cross_lane(const struct agc_lower *l, const struct agc_ir_inst *in)
{
	bool vertex = l->o->stage != AGC_HW_PS;
	switch (in->op->kind) {
	case AGC_K_DSREAD: case AGC_K_DSWRITE: case AGC_K_DSATOMIC:
		return vertex ? "LDS shared between the vertices of an NGG subgroup or wave"
			      : "LDS in a pixel shader";
	case AGC_K_BARRIER:
		return vertex ? "a barrier between the waves of an NGG subgroup"
			      : "a barrier in a pixel shader";
	case AGC_K_DSPERMUTE: case AGC_K_DSBPERMUTE: case AGC_K_DSSWIZZLE: case AGC_K_VPERMLANE:
		return vertex ? "a permute across the vertices of a wave" : NULL;
	default:
		break;
	}
	if (vertex && (in->mi->form == AGC_FORM_DPP || in->mi->form == AGC_FORM_DPP8))
		return "DPP across the vertices of a wave";
	return NULL;
}

static int
check_lanes(struct agc_lower *l)
{
	for (uint32_t i = 0; i < l->ir->ninst; i++) {
		const char *why = cross_lane(l, &l->ir->inst[i]);
		if (!why)
			continue;
		char msg[240];
		snprintf(msg, sizeof(msg), "%s needs more than one invocation per %s (the module runs "
			 "one %s per invocation): not supported yet", why,
			 l->o->stage == AGC_HW_PS ? "pixel" : "vertex",
			 l->o->stage == AGC_HW_PS ? "pixel" : "vertex");
		return agc_lw_unsupported(l, &l->ir->inst[i], msg);
	}
	return 0;
}

/* The VGPR holding the primitive id as the hardware loads it, -1: none
 * loaded.  vs: v2 with VGPR_COMP_CNT >= 2; ngg: gs_prim_id, v2, with
 * GS_VGPR_COMP_CNT >= 2. */
static int
prim_id_vgpr(const struct agc_options *o)
{
	if (o->stage == AGC_HW_VS)
		return o->gfx.vgpr_comp_cnt >= 2 ? 2 : -1;
	if (o->stage == AGC_HW_NGG)
		return o->gfx.gs_vgpr_comp_cnt >= 2 ? 2 : -1;
	return -1;
}

static bool
operand_is(const struct agc_operand *op, unsigned vgpr)
{
	if (op->reg == AGC_REG_NONE || op->reg < AGC_REG_VGPR0)
		return false;
	unsigned first = (unsigned)(op->reg - AGC_REG_VGPR0), n = op->dwords ? op->dwords : 1;
	return vgpr >= first && vgpr < first + n;
}

/* Whether instruction i writes vgpr (v_swap_b32 its source too), or
 * reads it. */
static bool
inst_writes(const struct agc_ir *ir, uint32_t i, unsigned vgpr)
{
	const struct agc_inst *mi = ir->inst[i].mi;
	for (unsigned k = 0; k < mi->ndef; k++)
		if (operand_is(&mi->def[k], vgpr))
			return true;
	if (!strcmp(mi->info->name, "v_swap_b32"))
		for (unsigned k = 0; k < mi->nuse; k++)
			if (operand_is(&mi->use[k], vgpr))
				return true;
	return false;
}

static bool
inst_reads(const struct agc_ir *ir, uint32_t i, unsigned vgpr)
{
	const struct agc_inst *mi = ir->inst[i].mi;
	for (unsigned k = 0; k < mi->nuse; k++)
		if (operand_is(&mi->use[k], vgpr))
			return true;
	return false;
}

/* A Vertex shader has no PrimitiveId (Vulkan gives it to geometry,
 * tessellation, mesh and fragment shaders), so a vertex stage that reads
 * the primitive id VGPR as the hardware loaded it is refused at the first
 * such read, rather than reading 0.  A forward "unwritten on some path"
 * flow over the blocks:
 *
 *   B0: v_cmp ... s_cbranch B2      B1: v_mov_b32 v2, 0
 *   B2: exp param0 v2, ...          -> refused at B2's export (B0 -> B2
 *                                      leaves v2 as loaded) */
static int
check_prim_id(struct agc_lower *l)
{
	int r = prim_id_vgpr(l->o);
	const struct agc_ir *ir = l->ir;
	const struct agc_shader_cfg *cfg = ir->cfg;
	uint32_t n = cfg->g.nblocks;
	if (r < 0 || !n)
		return 0;
	unsigned v = (unsigned)r;
	bool *open = agc_alloc(l->a, n * sizeof(bool));
	if (!open)
		return agc_fail_oom(l->d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	open[0] = true;
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t b = 0; b < n; b++) {
			bool o = open[b];
			for (uint32_t i = cfg->bb[b].first; o && i < cfg->bb[b].first + cfg->bb[b].count; i++)
				o = !inst_writes(ir, i, v);
			for (uint32_t s = 0; o && s < cfg->g.blocks[b].nsucc; s++) {
				uint32_t t = cfg->g.blocks[b].succ[s];
				changed |= !open[t];
				open[t] = true;
			}
		}
	}
	for (uint32_t b = 0; b < n; b++) {
		bool o = open[b];
		for (uint32_t i = cfg->bb[b].first; o && i < cfg->bb[b].first + cfg->bb[b].count; i++) {
			if (inst_reads(ir, i, v)) {
				char msg[200];
				snprintf(msg, sizeof(msg), "reads v%u, the primitive id (%s >= 2), which a "
					 "Vulkan vertex shader cannot read: not supported yet", v,
					 l->o->stage == AGC_HW_VS ? "SPI_SHADER_PGM_RSRC1_VS.VGPR_COMP_CNT"
								  : "SPI_SHADER_PGM_RSRC1_GS.GS_VGPR_COMP_CNT");
				return agc_lw_unsupported(l, &ir->inst[i], msg);
			}
			o = !inst_writes(ir, i, v);
		}
	}
	return 0;
}

int
agc_stage_setup(struct agc_lower *l)
{
	if (check_lanes(l) < 0 || check_prim_id(l) < 0)
		return -1;
	l->stage = agc_alloc(l->a, sizeof(*l->stage));
	if (!l->stage)
		return agc_fail_oom(l->d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	agc_stage_facts(l->a, l->ir, l->o, &l->stage->f);
	l->sid = agc_lw_u32(l, 0);
	l->lane[0] = l->sid;
	l->wave = agc_lw_u32(l, 0);
	if (l->o->stage == AGC_HW_PS)
		setup_pixel(l);
	else
		setup_vertex(l);
	return 0;
}

void
agc_stage_demote(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	if (!l->stage->demotes) {
		l->stage->demotes = true;
		agc_spv_capability(m, SpvCapabilityDemoteToHelperInvocation);
		if (m->version < 0x00010600)
			agc_spv_inst_str(m, AGC_SPV_EXTENSIONS, SpvOpExtension, NULL, 0,
					 "SPV_EXT_demote_to_helper_invocation", NULL, 0);
	}
	agc_spv_code(m, SpvOpDemoteToHelperInvocation, 0);
}

void
agc_stage_end(struct agc_lower *l)
{
	if (l->o->stage != AGC_HW_PS || !l->stage->exported)
		return;
	uint32_t done = agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, l->stage->exported);
	uint32_t no = agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, done);
	uint32_t merge = agc_lw_if_begin(l, no);
	agc_stage_demote(l);
	agc_lw_if_end(l, merge);
}

void
agc_stage_entry(struct agc_lower *l, uint32_t main_fn)
{
	struct agc_spv_module *m = l->m;
	const struct agc_stage_facts *f = &l->stage->f;
	bool ps = l->o->stage == AGC_HW_PS;
	uint32_t ep[2] = {(uint32_t)(ps ? SpvExecutionModelFragment : SpvExecutionModelVertex),
			  main_fn};
	agc_spv_inst_str(m, AGC_SPV_ENTRY_POINTS, SpvOpEntryPoint, ep, 2, "main", l->interface,
			 l->ninterface);
	if (!ps)
		return;
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 2, main_fn,
		      (uint32_t)SpvExecutionModeOriginUpperLeft);
	if (f->early_tests)
		agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 2, main_fn,
			      (uint32_t)SpvExecutionModeEarlyFragmentTests);
	if (l->stage->depth)
		agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 2, main_fn,
			      (uint32_t)SpvExecutionModeDepthReplacing);
	if (l->stage->stencil)
		agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 2, main_fn,
			      (uint32_t)SpvExecutionModeStencilRefReplacingEXT);
}
