/*
 * pipeline.c -- the recompiler, pass by pass (each folder a stage; the
 * folders depend one way: base <- decoder <- cfg <- ir <- spirv <-
 * pipeline <- lib, cli):
 *
 *	agc_cfg_build        machine code -> graph of blocks of decoded
 *	                     instructions: decoding (decoder/) as it follows
 *	                     the branches, so what no path reaches is never
 *	                     decoded
 *	agc_ir_unset_sgprs   warnings: SGPRs read before anything sets them
 *	agc_ir_build         instructions -> semantic operations
 *	agc_ir_descriptors   T# and S# -> descriptor bindings
 *	agc_ir_pcrel         loads of the code image's own data -> its bytes
 *	agc_cfg_structurize  graph -> structured graph
 *	agc_spv_lower        structured graph + IR -> SPIR-V
 *	agc_spv_optimize     (-O) SPIRV-Tools performance passes, then
 *	                     agc_spv_prune_group_ops
 *	agc_spv_validate     SPIRV-Tools validator
 *	agc_spv_reflection   the reflection JSON written beside the module
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ir/ir.h"
#include "spirv/spirv.h"

static double
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Milliseconds since *t0, which becomes now: the time of the pass just run. */
static double
lap(double *t0)
{
	double t1 = now_ms(), ms = t1 - *t0;
	*t0 = t1;
	return ms;
}

void
agc_options_defaults(struct agc_options *o, const struct agc_code *code)
{
	memset(o, 0, sizeof(*o));
	o->workitem_vgprs = 3;
	o->wgid_sgpr[0] = o->wgid_sgpr[1] = o->wgid_sgpr[2] = -1;
	o->spirv_version = 0x00010500;
	o->validate = true;
	if (code && code->abi.known) {
		const struct agc_abi *abi = &code->abi;
		o->wave64 = abi->wave64;
		o->user_sgprs = abi->user_sgprs;
		unsigned next = abi->user_sgprs;
		for (int i = 0; i < 3; i++)
			if (abi->wgid[i])
				o->wgid_sgpr[i] = (int32_t)next++;
		o->workitem_vgprs = abi->workitem_ids ? abi->workitem_ids : 1;
		o->lds_bytes = abi->lds_bytes;
		/* the workgroup size the kernel was compiled for */
		if (AGC_META_HAS(&code->meta, AGC_META_REQD_WORKGROUP_SIZE))
			memcpy(o->workgroup, code->meta.reqd_workgroup_size, sizeof(o->workgroup));
		o->scratch_bytes = abi->scratch_bytes;
		/* GFX10 wave64: COMPUTE_PGM_RSRC3.SHARED_VGPR_COUNT blocks of 8
		 * shared VGPRs follow the (GRANULATED_WORKITEM_VGPR_COUNT + 1) * 4
		 * VGPRs of the wave's own allocation (AMDGPUUsage, rsrc1/rsrc3) */
		if (abi->wave64 && (abi->rsrc3 & 0xf))
			o->shared_vgpr_first = ((abi->rsrc1 & 0x3f) + 1) * 4;
	}
}

/* The warning that registers were given that the tool does not read,
 * appended to r's.  0, or -1 out of memory. */
static int
warn_unread_regs(struct agc_arena *a, const struct agc_gfx_state *g, struct agc_result *r)
{
	if (!g->unread)
		return 0;
	struct agc_warning *w = agc_realloc(a, r->warnings, sizeof(*w) * r->nwarnings,
					    sizeof(*w) * (r->nwarnings + 1));
	if (!w)
		return -1;
	w[r->nwarnings].offset = AGC_DIAG_NO_OFFSET;
	snprintf(w[r->nwarnings].msg, sizeof(w->msg),
		 "register %.64s%s is not one the tool reads for stage %s; ignored", g->first_unread,
		 g->unread > 1 ? " (and others)" : "", agc_hw_stage_name(g->stage));
	r->warnings = w;
	r->nwarnings++;
	return 0;
}

/* After a failure: when an instruction was unsupported, every kind of
 * unsupported instruction the shader has goes to r (the diagnostic names
 * the first).  Returns -1 for the failure. */
static int
unsupported(struct agc_arena *a, const struct agc_shader_cfg *cfg, struct agc_result *r,
	    const struct agc_options *o, const struct agc_diag *d)
{
	if (d && d->cls == AGC_DIAG_UNSUPPORTED)
		(void)agc_ir_scan_unsupported(a, cfg, d->offset, o->stage != AGC_HW_CS, &r->unsupported,
					      &r->nunsupported);
	return -1;
}

/* The options' last defaults (a workgroup of one wave where none is
 * given, 1 for each size left 0) and the checks no pass makes. */
static int
finish_options(struct agc_options *o, struct agc_diag *d)
{
	/* a graphics stage: what its registers say, the wave size among it */
	memset(&o->gfx, 0, sizeof(o->gfx));
	if (o->stage == AGC_HW_CS && o->push_offset)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_UNSUPPORTED, AGC_DIAG_NO_OFFSET,
				"push constants at byte offset %u (--push-offset) are not supported "
				"for compute shaders yet", o->push_offset);
	if (o->stage != AGC_HW_CS) {
		if (agc_gfx_derive(&o->regs, o->stage, &o->gfx, d) < 0)
			return -1;
		o->wave64 = o->gfx.wave64;
		/* user data: RSRC2's USER_SGPR unless the options say */
		if (!o->user_sgprs)
			o->user_sgprs = o->gfx.user_sgprs;
	}
	unsigned W = o->wave64 ? 64 : 32;
	if (!o->workgroup[0]) {
		o->workgroup[0] = W;
		o->workgroup[1] = o->workgroup[2] = 1;
	}
	for (int i = 0; i < 3; i++)
		if (!o->workgroup[i])
			o->workgroup[i] = 1;
	unsigned S = o->subgroup_size ? o->subgroup_size : W;
	if (S > W || (S & (S - 1)) || W % S)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"subgroup size %u must be a power of two dividing the wave size %u", S, W);
	if (o->user_sgprs > 106)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"%u user SGPRs: at most 106", o->user_sgprs);
	o->cfg.wave64 = o->wave64;
	return 0;
}

/* The SGPRs the code reads before anything sets them, as warnings whose
 * pcs are numbered as the listing numbers them (like errors). */
static int
sgpr_warnings(struct agc_arena *a, const struct agc_code *code, const struct agc_shader_cfg *cfg,
	      const struct agc_options *o, struct agc_result *r, struct agc_diag *d)
{
	if (agc_ir_unset_sgprs(a, cfg, o, &code->abi, &r->warnings, &r->nwarnings) < 0)
		return agc_fail_oom(d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	for (uint32_t i = 0; i < r->nwarnings; i++)
		if (r->warnings[i].offset != AGC_DIAG_NO_OFFSET)
			r->warnings[i].offset = agc_code_address(code, r->warnings[i].offset);
	return 0;
}

/* The sizes the statistics report. */
static void
count(struct agc_stats *st, const struct agc_shader_cfg *cfg, const struct agc_sgraph *s)
{
	st->insts = cfg->ninsts;
	st->blocks_in = cfg->g.nblocks;
	st->blocks_out = s->nblocks;
	st->route_vars = s->route_vars;
	st->jump_tables = cfg->njump_tables;
	st->calls = cfg->ncontexts - 1;
}

int
agc_recompile(struct agc_arena *a, const struct agc_code *code, const struct agc_options *opts,
	      struct agc_result *r, struct agc_diag *d)
{
	struct agc_options o = *opts;
	struct agc_shader_cfg cfg;
	struct agc_ir ir;
	struct agc_sgraph s;
	double t0 = now_ms();

	memset(r, 0, sizeof(*r));
	bool wg_default = !o.workgroup[0];
	if (finish_options(&o, d) < 0)
		return -1;
	/* decoding: the graph builder decodes each instruction it reaches */
	if (agc_cfg_build(a, code, &o.cfg, &cfg, d) < 0)
		return -1;
	if (sgpr_warnings(a, code, &cfg, &o, r, d) < 0)
		return -1;
	if (warn_unread_regs(a, &o.gfx, r) < 0)
		return agc_fail_oom(d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	if (agc_ir_build(a, &cfg, o.wave64, &ir, d) < 0 ||
	    (o.stage == AGC_HW_CS && agc_ir_check_compute(&ir, o.wave64, d) < 0) ||
	    agc_ir_pcrel(a, &ir, code, o.wave64, d) < 0 || agc_ir_descriptors(a, &ir, &o, d) < 0)
		return unsupported(a, &cfg, r, &o, d);
	/* pixel stage: the plan of its inputs, before the lowering */
	bool geometry = false;
	if (o.stage == AGC_HW_PS && agc_spv_plan_pixel(a, &ir, &o, &geometry, d) < 0)
		return -1;
	r->stats.ms_decode = lap(&t0);
	if (agc_cfg_structurize(a, &cfg.g, &s, d) < 0)
		return -1;
	r->stats.ms_structurize = lap(&t0);
	int env = o.spirv_version >= 0x00010600 ? AGC_SPV_ENV_VULKAN_1_3 : AGC_SPV_ENV_VULKAN_1_2;
	/* with -O the local ids from LocalInvocationIndex are tried on the
	 * optimized module, which has dropped what nothing reads */
	bool native = o.optimize && agc_spv_native_ids(&o);
	for (;;) {
		int lowered = native ? agc_spv_lower_ids(a, &ir, &s, &o, true, false, &r->spv,
							 &r->nwords, d)
				     : agc_spv_lower(a, &ir, &s, &o, &r->spv, &r->nwords, d);
		if (lowered < 0)
			return unsupported(a, &cfg, r, &o, d);
		r->stats.ms_emit += lap(&t0);
		if (!o.optimize)
			break;
		if (agc_spv_optimize(a, env, &r->spv, &r->nwords, d) < 0)
			return -1;
		if (agc_spv_prune_group_ops(a, r->spv, &r->nwords) < 0)
			return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
		r->stats.ms_optimize += lap(&t0);
		if (!native || !agc_spv_reads_grouping(r->spv, r->nwords))
			break;
		native = false;
	}
	if (o.validate || o.optimize) {
		if (agc_spv_validate(r->spv, r->nwords, env, d) < 0)
			return -1;
		r->stats.ms_validate = lap(&t0);
	}
	if (geometry) {
		if (agc_spv_geometry(a, &ir, o.spirv_version, &r->geometry_spv, &r->geometry_nwords, d) < 0)
			return -1;
		if ((o.validate || o.optimize) &&
		    agc_spv_validate(r->geometry_spv, r->geometry_nwords, env, d) < 0)
			return -1;
	}
	r->reflection = agc_spv_reflection(a, code, &o, &ir, r->spv, r->nwords, wg_default);
	count(&r->stats, &cfg, &s);
	if (!r->reflection)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	return 0;
}
