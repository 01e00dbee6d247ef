/*
 * stage_pixel_plan.c -- before a pixel shader is lowered: where its input
 * VGPRs are, which v_interp_* pairs are plain inputs, and which
 * interpolations need the three vertices' values.
 *
 * Input VGPRs (the hardware's rule): each input whose bit is set in
 * SPI_PS_INPUT_ADDR takes the next VGPRs in bit order (2 for a
 * barycentric pair, 3 for PERSP_PULL_MODEL, 1 for the others); only the
 * inputs SPI_PS_INPUT_ENA also sets hold values, the others' VGPRs hold
 * whatever the hardware left there (here: 0).
 *
 *	ADDR = ENA = 0x302:  v0, v1 = PERSP_CENTER I, J;  v2 = POS_X;  v3 = POS_Y
 *
 * A pair is
 *
 *	v_interp_p1_f32 vD, vI, attrN.c
 *	... (nothing that reads or writes vD or writes EXEC)
 *	v_interp_p2_f32 vD, vJ, attrN.c
 *
 * in one block, without modifiers, where vI, vJ are the I and J VGPRs of
 * one barycentric input ENA enables and no instruction on any path from
 * the entry writes vI before the p1 or vJ before the p2 (a forward
 * may-write dataflow over the graph: a write anywhere in a loop reaches
 * its header).  The pair is the input at location
 * SPI_PS_INPUT_CNTL_N.OFFSET with the barycentrics' interpolation.  A
 * location has one interpolation: the first claim wins, a later pair
 * of another interpolation at the same location takes the formula.
 */
#include <string.h>

#include "spirv/stage_pixel.h"

static const uint8_t input_vgprs[AGC_PS_NINPUTS] = {2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1};

static const char *const input_field[AGC_PS_NINPUTS] = {
	"PERSP_SAMPLE_ENA", "PERSP_CENTER_ENA", "PERSP_CENTROID_ENA", "PERSP_PULL_MODEL_ENA",
	"LINEAR_SAMPLE_ENA", "LINEAR_CENTER_ENA", "LINEAR_CENTROID_ENA", "LINE_STIPPLE_ENA",
	"POS_X_FLOAT_ENA", "POS_Y_FLOAT_ENA", "POS_Z_FLOAT_ENA", "POS_W_FLOAT_ENA",
	"FRONT_FACE_ENA", "ANCILLARY_ENA", "SAMPLE_COVERAGE_ENA", "POS_FIXED_PT_ENA",
};

enum agc_ps_mode
agc_ps_bary_mode(enum agc_ps_input in)
{
	static const uint8_t mode[7] = {AGC_PSM_SMOOTH_SAMPLE, AGC_PSM_SMOOTH, AGC_PSM_SMOOTH_CENTROID,
					AGC_PSM_NONE, AGC_PSM_LINEAR_SAMPLE, AGC_PSM_LINEAR,
					AGC_PSM_LINEAR_CENTROID};
	return in < 7 ? (enum agc_ps_mode)mode[in] : AGC_PSM_NONE;
}

const char *
agc_ps_mode_name(enum agc_ps_mode m)
{
	static const char *const name[AGC_PSM_COUNT] = {
		"smooth", "centroid", "sample", "noperspective", "noperspective_centroid",
		"noperspective_sample", "flat"};
	return m < AGC_PSM_COUNT ? name[m] : "none";
}

static bool
is_bary(unsigned in)
{
	return in <= AGC_PS_LINEAR_CENTROID && in != AGC_PS_PERSP_PULL_MODEL;
}

/* ---- register state ---- */

static int
check_state(const struct agc_gfx_state *g, struct agc_ps_plan *p, struct agc_diag *d)
{
	if (g->input_ena & ~g->input_addr)
		return agc_fail(d, AGC_STAGE_SPIRV, agc_gfx_state_class(g), AGC_DIAG_NO_OFFSET,
				"SPI_PS_INPUT_ENA = 0x%x enables inputs SPI_PS_INPUT_ADDR = 0x%x has no VGPRs for",
				g->input_ena, g->input_addr);
	static const unsigned refused[] = {AGC_PS_PERSP_PULL_MODEL, AGC_PS_LINE_STIPPLE,
					   AGC_PS_POS_FIXED_PT};
	for (unsigned i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
		if (g->input_ena >> refused[i] & 1)
			return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_UNSUPPORTED, AGC_DIAG_NO_OFFSET,
					"not supported yet: SPI_PS_INPUT_ENA.%s = 1", input_field[refused[i]]);
	if ((g->input_ena & 0xf00) && (g->pos_float_location == 1 || g->pos_float_location == 3))
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_UNSUPPORTED, AGC_DIAG_NO_OFFSET,
				"not supported yet: SPI_BARYC_CNTL.POS_FLOAT_LOCATION = %u (%s)",
				g->pos_float_location, g->pos_float_location == 1 ? "centroid" : "undefined");
	unsigned next = 0;
	for (unsigned i = 0; i < AGC_PS_NINPUTS; i++) {
		p->vgpr[i] = -1;
		if (g->input_addr >> i & 1) {
			p->vgpr[i] = (int8_t)next;
			next += input_vgprs[i];
		}
	}
	if (g->num_interp > 32)
		return agc_fail(d, AGC_STAGE_SPIRV, agc_gfx_state_class(g), AGC_DIAG_NO_OFFSET,
				"SPI_PS_IN_CONTROL.NUM_INTERP = %u: at most 32", g->num_interp);
	p->sample_shading = g->pos_float_location == 2 && (g->input_ena & 0xf00);
	if (g->input_ena >> AGC_PS_ANCILLARY & 1)
		p->sample_shading = true;
	return 0;
}

/* ---- the may-write dataflow ---- */

struct vset { uint64_t w[4]; };

static void
vset_add(struct vset *s, const struct agc_operand *o)
{
	if (o->reg < AGC_REG_VGPR0 || o->reg == AGC_REG_NONE)
		return;
	for (unsigned r = o->reg - AGC_REG_VGPR0, n = 0; n < (o->dwords ? o->dwords : 1u) && r < 256; n++, r++)
		s->w[r / 64] |= 1ull << (r % 64);
}

static bool
vset_has(const struct vset *s, unsigned r)
{
	return s->w[r / 64] >> (r % 64) & 1;
}

/* The VGPRs instruction i may write (a VGPR-relative write: all; a
 * select that keeps its destination, none: mark_keeps). */
static void
writes(const struct agc_ps_plan *p, const struct agc_ir *ir, uint32_t i, struct vset *s)
{
	const struct agc_inst *mi = ir->inst[i].mi;
	if (p->keeps && p->keeps[i])
		return;
	if (ir->inst[i].op->kind == AGC_K_VMOVREL) {
		memset(s->w, 0xff, sizeof(s->w));
		return;
	}
	for (unsigned k = 0; k < mi->ndef; k++)
		vset_add(s, &mi->def[k]);
	if (!strcmp(mi->info->name, "v_swap_b32"))
		for (unsigned k = 0; k < mi->nuse; k++)
			vset_add(s, &mi->use[k]);
}

/* before[b]: the VGPRs some path from the entry may have written on
 * entering block b (a fixpoint of in[b] = union of out[pred]). */
static struct vset *
may_write(struct agc_arena *a, const struct agc_ps_plan *p, const struct agc_ir *ir)
{
	const struct agc_shader_cfg *cfg = ir->cfg;
	uint32_t n = cfg->g.nblocks;
	struct vset *in = agc_alloc(a, sizeof(*in) * n), *gen = agc_alloc(a, sizeof(*gen) * n);
	if (!in || !gen)
		return NULL;
	for (uint32_t b = 0; b < n; b++)
		for (uint32_t i = cfg->bb[b].first; i < cfg->bb[b].first + cfg->bb[b].count; i++)
			writes(p, ir, i, &gen[b]);
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t b = 0; b < n; b++) {
			const struct agc_block *blk = &cfg->g.blocks[b];
			for (uint32_t s = 0; s < blk->nsucc; s++) {
				struct vset *t = &in[blk->succ[s]];
				for (int w = 0; w < 4; w++) {
					uint64_t v = t->w[w] | in[b].w[w] | gen[b].w[w];
					changed |= v != t->w[w];
					t->w[w] = v;
				}
			}
		}
	}
	return in;
}

/* ---- pairs ---- */

static bool
is_op(const struct agc_inst *mi, const char *name)
{
	return !strcmp(mi->info->name, name);
}

static bool
plain(const struct agc_inst *mi)
{
	return !mi->clamp && !mi->omod && !mi->neg && !mi->abs;
}

static bool
touches(const struct agc_inst *mi, unsigned v)
{
	struct vset s = {{0}};
	for (unsigned k = 0; k < mi->ndef; k++)
		vset_add(&s, &mi->def[k]);
	for (unsigned k = 0; k < mi->nuse; k++)
		vset_add(&s, &mi->use[k]);
	return vset_has(&s, v);
}

/* ---- the primitive mask's bit 31 ----
 *
 * The module's primitive mask SGPR (sN, after the user SGPRs) is 0
 * (stage.c): bit 31, which the hardware sets where it skipped the centroid
 * barycentrics, is clear.  ACO picks centre or centroid on it, in the
 * entry block before anything writes sN:
 *
 *	v_cmp_lt_i32_e64 vcc_lo, s2, 0        vcc = 0 in every lane here
 *	v_cndmask_b32_e32 v2, v2, v0, vcc_lo  v2 = v2: the centroid I kept
 *
 * Such a select writes and reads nothing that matters (keeps[i]): a pair
 * over v2, v3 stays a plain centroid input, no formula, no geometry
 * module.  The lowering still runs it, with the same result.
 */
static bool
writes_reg(const struct agc_inst *mi, unsigned r)
{
	for (unsigned k = 0; k < mi->ndef; k++) {
		unsigned n = mi->def[k].dwords ? mi->def[k].dwords : 1;
		if (mi->def[k].reg <= r && r < mi->def[k].reg + n)
			return true;
	}
	return false;
}

static bool
no_mods(const struct agc_inst *mi)
{
	for (unsigned k = 0; k < mi->nuse; k++)
		if (mi->use[k].mods)
			return false;
	return plain(mi) && (mi->form == AGC_FORM_E32 || mi->form == AGC_FORM_E64);
}

/* v_cmp_lt_i32 vcc, sN, 0 (or v_cmp_gt_i32 vcc, 0, sN): vcc = 0 */
static bool
clears_vcc(const struct agc_inst *mi, unsigned sn)
{
	if (!no_mods(mi) || mi->ndef != 1 || mi->def[0].reg != AGC_REG_VCC_LO || mi->nuse != 2)
		return false;
	return (is_op(mi, "v_cmp_lt_i32") && mi->use[0].reg == sn && mi->use[1].reg == AGC_REG_INT0) ||
	       (is_op(mi, "v_cmp_gt_i32") && mi->use[0].reg == AGC_REG_INT0 && mi->use[1].reg == sn);
}

/* v_cndmask_b32 vD, vD, x, vcc */
static bool
keeps_dst(const struct agc_inst *mi)
{
	if (!is_op(mi, "v_cndmask_b32") || !no_mods(mi) || mi->ndef != 1 || mi->nuse < 2 ||
	    mi->def[0].reg < AGC_REG_VGPR0 || mi->def[0].reg != mi->use[0].reg)
		return false;
	return mi->nuse == 2 || mi->use[2].reg == AGC_REG_VCC_LO;
}

static void
mark_keeps(struct agc_ps_plan *p, const struct agc_ir *ir, unsigned sn)
{
	const struct agc_bb *bb = &ir->cfg->bb[0];
	bool vcc_clear = false;
	if (!ir->cfg->g.nblocks || sn >= AGC_REG_VCC_LO)
		return;
	for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
		const struct agc_inst *mi = ir->inst[i].mi;
		if (vcc_clear && keeps_dst(mi))
			p->keeps[i] = 1;
		if (clears_vcc(mi, sn))
			vcc_clear = true;
		else if (writes_reg(mi, AGC_REG_VCC_LO) || writes_reg(mi, AGC_REG_VCC_HI))
			vcc_clear = false;
		if (writes_reg(mi, sn) || ir->inst[i].op->kind == AGC_K_VMOVREL ||
		    ir->inst[i].op->kind == AGC_K_SMOVREL)
			return; /* sN (or, relative, any SGPR) written: no longer known */
	}
}

static bool
writes_exec(const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	if (in->op->flags & AGC_IRF_EXEC || in->op->kind == AGC_K_SSAVEEXEC)
		return true;
	for (unsigned k = 0; k < mi->ndef; k++) {
		unsigned r = mi->def[k].reg, n = mi->def[k].dwords ? mi->def[k].dwords : 1;
		if (r <= AGC_REG_EXEC_HI && r + n > AGC_REG_EXEC_LO)
			return true;
	}
	return false;
}

/* The barycentric input whose I VGPR is vi and J VGPR vj, enabled; -1. */
static int
bary_of(const struct agc_ps_plan *p, unsigned vi, unsigned vj)
{
	for (unsigned k = 0; k < AGC_PS_NINPUTS; k++)
		if (is_bary(k) && (p->gfx->input_ena >> k & 1) && p->vgpr[k] == (int)vi && vj == vi + 1)
			return (int)k;
	return -1;
}

/* The mode the input of attribute n read through barycentrics of mode m
 * has: flat when SPI_PS_INPUT_CNTL_n.FLAT_SHADE. */
static enum agc_ps_mode
attr_mode(const struct agc_ps_plan *p, unsigned n, enum agc_ps_mode m)
{
	return p->gfx->attr[n].flat ? AGC_PSM_FLAT : m;
}

/* Location l takes mode m, or already has it; false when it has another. */
static bool
claim(struct agc_ps_plan *p, unsigned l, enum agc_ps_mode m)
{
	if (p->mode[l] == AGC_PSM_NONE)
		p->mode[l] = (uint8_t)m;
	return p->mode[l] == m;
}

/* The p2 that completes the p1 at i, or UINT32_MAX. */
static uint32_t
pair_tail(const struct agc_ir *ir, const struct agc_bb *bb, uint32_t i)
{
	const struct agc_inst *p1 = ir->inst[i].mi;
	unsigned vd = p1->def[0].reg - AGC_REG_VGPR0;
	for (uint32_t j = i + 1; j < bb->first + bb->count; j++) {
		const struct agc_inst *mi = ir->inst[j].mi;
		if (is_op(mi, "v_interp_p2_f32") && mi->def[0].reg == p1->def[0].reg &&
		    mi->attr == p1->attr && mi->attr_chan == p1->attr_chan)
			return plain(mi) ? j : UINT32_MAX;
		if (touches(mi, vd) || writes_exec(&ir->inst[j]) || mi->flow != AGC_FLOW_NONE)
			return UINT32_MAX;
	}
	return UINT32_MAX;
}

static int
refuse(const struct agc_ir *ir, uint32_t i, const struct agc_options *o, struct agc_diag *d,
       const char *why, unsigned n)
{
	const struct agc_inst *mi = ir->inst[i].mi;
	agc_fail(d, AGC_STAGE_SPIRV, agc_gfx_state_class(&o->gfx), mi->pc, why, n);
	if (d)
		agc_inst_print(mi, o->wave64, d->inst, sizeof(d->inst));
	return -1;
}

static bool
is_interp(const struct agc_ir_inst *in)
{
	return in->op->kind == AGC_K_INTERP;
}

/* The vertices' values of attribute n are needed (the formula): flat and
 * default attributes have their own (P10 = P20 = 0). */
static void
need_vertices(struct agc_ps_plan *p, unsigned n)
{
	const struct agc_ps_attr *at = &p->gfx->attr[n];
	if (at->use_default)
		return;
	if (at->flat && claim(p, at->offset, AGC_PSM_FLAT))
		return;
	p->vertices |= 1u << at->offset;
}

static void
note_components(struct agc_ps_plan *p, const struct agc_inst *mi)
{
	const struct agc_ps_attr *at = &p->gfx->attr[mi->attr];
	if (!at->use_default && p->components[at->offset] < mi->attr_chan + 1)
		p->components[at->offset] = (uint8_t)(mi->attr_chan + 1);
}

/* Classify the v_interp_* at i of block bb. */
static void
classify(struct agc_ps_plan *p, const struct agc_ir *ir, const struct agc_bb *bb, uint32_t i,
	 const struct vset *at_i, const struct vset *before)
{
	const struct agc_inst *mi = ir->inst[i].mi;
	const struct agc_ps_attr *at = &p->gfx->attr[mi->attr];

	if (p->role[i] != AGC_PSR_OTHER)
		return; /* a tail already classified */
	if (is_op(mi, "v_interp_mov_f32") && mi->simm16 == 2 && plain(mi)) {
		if (at->use_default || claim(p, at->offset, AGC_PSM_FLAT)) {
			p->role[i] = AGC_PSR_INPUT;
			return;
		}
	}
	if (is_op(mi, "v_interp_p1_f32") && plain(mi)) {
		unsigned vi = mi->use[0].reg - AGC_REG_VGPR0;
		uint32_t j = pair_tail(ir, bb, i);
		if (j != UINT32_MAX && !vset_has(at_i, vi)) {
			unsigned vj = ir->inst[j].mi->use[0].reg - AGC_REG_VGPR0;
			/* vJ unmodified at j: nothing from the block's entry to j writes it */
			struct vset w = *before;
			for (uint32_t k = bb->first; k < j; k++)
				writes(p, ir, k, &w);
			int b = bary_of(p, vi, vj);
			if (b >= 0 && !vset_has(&w, vj) &&
			    (at->use_default || claim(p, at->offset, attr_mode(p, mi->attr, agc_ps_bary_mode(b))))) {
				p->role[i] = AGC_PSR_HEAD;
				p->role[j] = AGC_PSR_INPUT;
				return;
			}
		}
	}
	p->formula = true;
	need_vertices(p, mi->attr);
}

/* must[b]: the VGPRs every path from the entry has written on entering
 * block b (in[b] = intersection of out[pred]; the entry has none; a
 * VGPR-relative write counts for none). */
static struct vset *
must_write(struct agc_arena *a, const struct agc_ps_plan *p, const struct agc_ir *ir)
{
	const struct agc_shader_cfg *cfg = ir->cfg;
	uint32_t n = cfg->g.nblocks;
	struct vset *in = agc_alloc(a, sizeof(*in) * (n ? n : 1)), *gen = agc_alloc(a, sizeof(*gen) * (n ? n : 1));
	if (!in || !gen)
		return NULL;
	for (uint32_t b = 0; b < n; b++) {
		if (b)
			memset(in[b].w, 0xff, sizeof(in[b].w));
		for (uint32_t i = cfg->bb[b].first; i < cfg->bb[b].first + cfg->bb[b].count; i++)
			if (ir->inst[i].op->kind != AGC_K_VMOVREL)
				writes(p, ir, i, &gen[b]);
	}
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t b = 0; b < n; b++)
			for (uint32_t k = 0; k < cfg->g.blocks[b].nsucc; k++) {
				uint32_t s = cfg->g.blocks[b].succ[k];
				for (int w = 0; s && w < 4; w++) {
					uint64_t v = in[s].w[w] & (in[b].w[w] | gen[b].w[w]);
					changed |= v != in[s].w[w];
					in[s].w[w] = v;
				}
			}
	}
	return in;
}

/* Barycentric inputs whose VGPRs an instruction other than a pair reads
 * need real values; `done` holds the VGPRs every path has written before
 * i (they no longer hold barycentrics there: ACO's last pair often writes
 * its result over vI, and later code reads that result). */
static void
note_bary_reads(struct agc_ps_plan *p, const struct agc_ir *ir, uint32_t i, const struct vset *done)
{
	const struct agc_inst *mi = ir->inst[i].mi;
	struct vset r = {{0}};
	if (p->role[i] != AGC_PSR_OTHER || p->keeps[i])
		return;
	for (unsigned k = 0; k < mi->nuse; k++)
		vset_add(&r, &mi->use[k]);
	if (is_op(mi, "v_interp_p2_f32") && mi->form != AGC_FORM_E64)
		vset_add(&r, &mi->def[0]); /* p2 reads its destination */
	for (unsigned k = 0; k < AGC_PS_NINPUTS; k++) {
		unsigned vi = (unsigned)p->vgpr[k];
		if (is_bary(k) && (p->gfx->input_ena >> k & 1) &&
		    ((vset_has(&r, vi) && !vset_has(done, vi)) ||
		     (vset_has(&r, vi + 1) && !vset_has(done, vi + 1))))
			p->bary |= (uint8_t)(1u << k);
	}
}

/* VK_KHR_fragment_shader_barycentric: a param whose vertices' values are
 * needed is one PerVertexKHR input at its own location, which then can be
 * no other input: its pairs and p0 moves take the formula too.
 *
 *	pair on param 3 + formula on param 3  ->  both the formula over
 *	pervertexKHR in vec4 p3[3] (location 3)
 */
static void
plan_ext(struct agc_ps_plan *p, const struct agc_ir *ir)
{
	for (uint32_t i = 0; i < ir->ninst; i++) {
		const struct agc_inst *mi = ir->inst[i].mi;
		if (p->role[i] == AGC_PSR_OTHER || !is_interp(&ir->inst[i]))
			continue;
		const struct agc_ps_attr *at = &p->gfx->attr[mi->attr];
		if (!at->use_default && (p->vertices >> at->offset & 1)) {
			p->role[i] = AGC_PSR_OTHER;
			p->formula = true;
		}
	}
	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++)
		if (p->vertices >> l & 1) {
			p->mode[l] = AGC_PSM_NONE;
			p->vtx_location[l] = (uint8_t)l;
		}
}

/* Fragment locations past the params: vertex arrays, then barycentrics. */
static int
place_extras(struct agc_ps_plan *p, struct agc_diag *d)
{
	unsigned next = 0;
	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++)
		if (p->mode[l] != AGC_PSM_NONE || (p->vertices >> l & 1))
			next = l + 1;
	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++)
		if (p->vertices >> l & 1) {
			p->vtx_location[l] = (uint8_t)next;
			next += 3;
		}
	for (unsigned k = 0; k < 7; k++)
		if (p->bary >> k & 1)
			p->bary_location[k] = (uint8_t)next++;
	p->geometry = p->vertices || p->bary;
	if (next > AGC_PS_LOCATIONS)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
				"a limit of ours: the pixel shader needs %u fragment input locations "
				"(three per attribute interpolated by the formula, one per barycentric "
				"pair read): at most %u", next, AGC_PS_LOCATIONS);
	/* a geometry stage writes the layer and viewport index itself, from
	 * the uint the vertex module writes after its params (gl_in has
	 * neither): SPI_VS_OUT_CONFIG says where that is */
	const struct agc_gfx_state *g = p->gfx;
	if (p->geometry) {
		p->gs_point_size = g->use_point_size && g->misc_vec_ena;
		p->gs_clip = (uint8_t)__builtin_popcount(g->clip_dist_ena);
		p->gs_cull = (uint8_t)__builtin_popcount(g->cull_dist_ena);
	}
	p->gs_misc = -1;
	if (!p->geometry || !(g->use_layer || g->use_viewport_index) || !g->misc_vec_ena)
		return 0;
	const char *what = g->use_layer ? "USE_VTX_RENDER_TARGET_INDX" : "USE_VTX_VIEWPORT_INDX";
	if (!g->vs_out_config)
		return agc_fail(d, AGC_STAGE_SPIRV, agc_gfx_state_class(g), AGC_DIAG_NO_OFFSET,
				"PA_CL_VS_OUT_CNTL.%s = 1 with a pixel shader whose interpolation "
				"formula needs a geometry module: it needs SPI_VS_OUT_CONFIG too (the "
				"vertex module writes the layer and viewport index after its params)",
				what);
	if (agc_gfx_misc_location(g) < 0)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
				"a limit of ours: PA_CL_VS_OUT_CNTL.%s = 1 with a pixel shader whose "
				"interpolation formula needs a geometry module, and SPI_VS_OUT_CONFIG "
				"gives 32 params: no location is left for the layer and viewport index",
				what);
	p->gs_misc = (int8_t)agc_gfx_misc_location(g);
	p->gs_layer = g->use_layer;
	p->gs_viewport = g->use_viewport_index;
	return 0;
}

int
agc_ps_plan(struct agc_arena *a, const struct agc_ir *ir, const struct agc_options *o,
	    struct agc_ps_plan *p, struct agc_diag *d)
{
	const struct agc_shader_cfg *cfg = ir->cfg;

	memset(p, 0, sizeof(*p));
	p->gfx = &o->gfx;
	memset(p->mode, AGC_PSM_NONE, sizeof(p->mode));
	if (check_state(&o->gfx, p, d) < 0)
		return -1;
	p->role = agc_alloc(a, ir->ninst ? ir->ninst : 1);
	p->keeps = agc_alloc(a, ir->ninst ? ir->ninst : 1);
	if (!p->role || !p->keeps)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	mark_keeps(p, ir, o->user_sgprs);
	struct vset *before = may_write(a, p, ir);
	if (!before)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	for (uint32_t b = 0; b < cfg->g.nblocks; b++) {
		const struct agc_bb *bb = &cfg->bb[b];
		struct vset at = before[b];
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
			const struct agc_ir_inst *in = &ir->inst[i];
			if (in->op->kind == AGC_K_IMGSAMPLE && (in->op->spv & AGC_IMG_IMPLICIT))
				p->implicit_lod = true;
			if (is_interp(in)) {
				if (in->mi->attr >= o->gfx.num_interp)
					return refuse(ir, i, o, d, "attribute %u is past "
						      "SPI_PS_IN_CONTROL.NUM_INTERP", in->mi->attr);
				note_components(p, in->mi);
				classify(p, ir, bb, i, &at, &before[b]);
			}
			writes(p, ir, i, &at);
		}
	}
	p->ext = o->barycentric_ext;
	if (p->ext)
		plan_ext(p, ir);
	struct vset *must = must_write(a, p, ir);
	if (!must)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	for (uint32_t b = 0; b < cfg->g.nblocks; b++) {
		const struct agc_bb *bb = &cfg->bb[b];
		struct vset done = must[b];
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
			note_bary_reads(p, ir, i, &done);
			writes(p, ir, i, &done);
		}
	}
	if (p->ext)
		return 0; /* no geometry module, no locations of its own */
	return place_extras(p, d);
}

int
agc_spv_plan_pixel(struct agc_arena *a, struct agc_ir *ir, const struct agc_options *o,
		   bool *geometry, struct agc_diag *d)
{
	struct agc_ps_plan *p = agc_alloc(a, sizeof(*p));
	if (!p)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	if (agc_ps_plan(a, ir, o, p, d) < 0)
		return -1;
	ir->ps = p;
	*geometry = p->geometry;
	return 0;
}
