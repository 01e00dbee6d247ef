/*
 * lower_export.c -- exports (exp) and messages (s_sendmsg) of the graphics
 * stages: each export target becomes an Output variable, written where
 * the lane's EXEC bit is set (the variable keeps its value elsewhere).
 *
 *   exp pos0 v1, v2, v3, v4 done     ->  if (exec bit) Position = (v1..v4)
 *   exp param3 v5, v6, off, off      ->  if (exec bit) { out3.x = v5; out3.y = v6; }
 *   exp mrt0 v0, v0, v1, v1 done compr vm   (SPI_SHADER_COL_FORMAT FP16_ABGR)
 *                                    ->  if (exec bit) out0 = unpackHalf(v0), unpackHalf(v1)
 *                                        if (!exec bit) OpDemoteToHelperInvocation
 *   s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)   (ngg)  ->  nothing
 *   exp prim v0 done                      (ngg)  ->  nothing (the draw assembles it)
 *
 * Where a target goes, and in which type, is the register state's:
 *   pos1..3    in the order the hardware fills them: the misc vector when
 *              PA_CL_VS_OUT_CNTL.VS_OUT_MISC_VEC_ENA (x PointSize, z Layer
 *              in bits 0..10 and ViewportIndex in bits 16..19, as gfx9+ pack them), then the
 *              clip/cull vectors 0 and 1 (CCDIST0/1_VEC_ENA): distance i
 *              (0..7) is a clip distance when CLIP_DIST_ENA_i, a cull
 *              distance when CULL_DIST_ENA_i alone (RADV sets both for a
 *              clip distance: gfx_state.c), numbered in order of i
 *              The misc vector's z goes, besides, unchanged as a uint to
 *              the location after the last param (agc_gfx_misc_location),
 *              where a generated geometry module reads it (gl_in has no
 *              layer or viewport index) and writes Layer and ViewportIndex
 *   paramN     Location N, a vec4 of float bits, N < SPI_VS_OUT_CONFIG's
 *              count; a compr export's 16-bit halves are halves (fp16)
 *   mrtN       Location N by SPI_SHADER_COL_FORMAT: 32_R x; 32_GR x, y;
 *              32_AR x and, as alpha, y (gfx10 sends A in the second
 *              channel); 32_ABGR x..w; the 16-bit formats from a compr
 *              export (FP16, UNORM16, SNORM16 as float; UINT16 uint,
 *              SINT16 int); a 32-bit format's bits unchanged, as uint or
 *              int when CB_COLORn_INFO.NUMBER_TYPE is UINT or SINT, else
 *              float (agc_gfx_mrt_type); components CB_SHADER_MASK leaves
 *              out are not written
 *   mrtz       x FragDepth (DB_SHADER_CONTROL.Z_EXPORT_ENABLE), y bits 0..7
 *              FragStencilRefEXT (32_GR, 32_ABGR; STENCIL_TEST_VAL_EXPORT_ENABLE),
 *              z SampleMask (32_ABGR; MASK_EXPORT_ENABLE), per
 *              SPI_SHADER_Z_FORMAT
 * An export to a target the state disables is an error naming the
 * register and the target.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "spirv/stage.h"

int
agc_stage_bad(struct agc_lower *l, const struct agc_ir_inst *in, const char *fmt, ...)
{
	const struct agc_inst *mi = in->mi;
	char msg[200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	agc_fail(l->d, AGC_STAGE_SPIRV, agc_gfx_state_class(&l->o->gfx), mi->pc, "%s", msg);
	if (l->d) {
		agc_inst_print(mi, l->o->wave64, l->d->inst, sizeof(l->d->inst));
		l->d->nwords = mi->size / 4 < 5 ? mi->size / 4 : 5;
		memcpy(l->d->words, mi->words, l->d->nwords * 4);
	}
	return -1;
}

/* ---- output variables ---- */

static uint32_t
vec_type(struct agc_lower *l, uint32_t comp, unsigned n)
{
	if (n == 1)
		return comp;
	return agc_spv_type(l->m, SpvOpTypeVector, (uint32_t[]){comp, n}, 2);
}

/* The Output variable of export target t, made on first use. */
static uint32_t
target_var(struct agc_lower *l, unsigned t, uint32_t comp, unsigned n, int builtin, int location)
{
	struct agc_stage_state *st = l->stage;
	if (!st->out[t]) {
		st->out[t] = agc_stage_var(l, SpvStorageClassOutput, vec_type(l, comp, n), builtin,
					   location, 0);
		st->out_type[t] = comp;
	}
	return st->out[t];
}

/* Component c of vector variable var (or var itself, n == 1) := value. */
static void
store_comp(struct agc_lower *l, uint32_t var, uint32_t comp, unsigned n, unsigned c, uint32_t value)
{
	uint32_t p = var;
	if (n > 1)
		p = agc_spv_op(l->m, SpvOpAccessChain,
			       agc_spv_type_pointer(l->m, SpvStorageClassOutput, comp), 2, var,
			       agc_lw_u32(l, c));
	agc_spv_code(l->m, SpvOpStore, 2, p, value);
}

/* The export's channel i as 32 bits (uint), 0 when it is "off". */
static uint32_t
channel(struct agc_lower *l, const struct agc_inst *mi, unsigned i)
{
	return agc_lw_read_vgpr(l, mi->use[i].reg - AGC_REG_VGPR0, 0);
}

static bool
channel_on(const struct agc_inst *mi, unsigned i)
{
	return i < mi->nuse && mi->use[i].reg != AGC_REG_NONE;
}

/* A compr export's channel i: the low (even i) or high half of its dword,
 * unpacked by GLSL.std.450 inst (UnpackHalf2x16 and the like) to float. */
static uint32_t
half_float(struct agc_lower *l, const struct agc_inst *mi, unsigned i, unsigned inst)
{
	uint32_t pair = agc_lw_ext(l, l->t_v2f32, inst, 1, channel(l, mi, i));
	return agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, pair, i & 1);
}

static uint32_t
half_int(struct agc_lower *l, const struct agc_inst *mi, unsigned i, bool sign)
{
	uint32_t v = agc_spv_op(l->m, sign ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3,
				channel(l, mi, i), agc_lw_u32(l, (i & 1) * 16), agc_lw_u32(l, 16));
	return sign ? agc_lw_bitcast(l, l->t_i32, v) : v;
}

static uint32_t
as_float(struct agc_lower *l, uint32_t bits)
{
	return agc_lw_bitcast(l, l->t_f32, bits);
}

/* ---- vertex stages ---- */

static uint32_t
builtin_out(struct agc_lower *l, uint32_t *var, uint32_t type, SpvBuiltIn b)
{
	if (!*var)
		*var = agc_stage_var(l, SpvStorageClassOutput, type, (int)b, -1, 0);
	return *var;
}

static void
export_misc(struct agc_lower *l, const struct agc_inst *mi)
{
	const struct agc_gfx_state *g = &l->o->gfx;
	struct agc_stage_state *st = l->stage;
	if (g->use_point_size && channel_on(mi, 0))
		agc_spv_code(l->m, SpvOpStore, 2,
			     builtin_out(l, &st->point_size, l->t_f32, SpvBuiltInPointSize),
			     as_float(l, channel(l, mi, 0)));
	if (!channel_on(mi, 2))
		return;
	uint32_t z = channel(l, mi, 2);
	int misc = agc_gfx_misc_location(g);
	if (misc >= 0) {
		if (!st->misc)
			st->misc = agc_stage_var(l, SpvStorageClassOutput, l->t_u32, -1, misc, 0);
		agc_spv_code(l->m, SpvOpStore, 2, st->misc, z);
	}
	if (g->use_layer) {
		agc_spv_capability(l->m, SpvCapabilityShaderLayer);
		uint32_t layer = agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u32, 2, z, agc_lw_u32(l, 0x7ff));
		agc_spv_code(l->m, SpvOpStore, 2, builtin_out(l, &st->layer, l->t_i32, SpvBuiltInLayer),
			     agc_lw_bitcast(l, l->t_i32, layer));
	}
	if (g->use_viewport_index) {
		agc_spv_capability(l->m, SpvCapabilityShaderViewportIndex);
		uint32_t vp = agc_spv_op(l->m, SpvOpBitFieldUExtract, l->t_u32, 3, z, agc_lw_u32(l, 16),
					 agc_lw_u32(l, 4));
		agc_spv_code(l->m, SpvOpStore, 2,
			     builtin_out(l, &st->viewport, l->t_i32, SpvBuiltInViewportIndex),
			     agc_lw_bitcast(l, l->t_i32, vp));
	}
}

/* Distances 4 * vec .. 4 * vec + 3 to ClipDistance / CullDistance. */
static void
export_distances(struct agc_lower *l, const struct agc_inst *mi, unsigned vec)
{
	const struct agc_gfx_state *g = &l->o->gfx;
	struct agc_stage_state *st = l->stage;
	unsigned nclip = (unsigned)__builtin_popcount(g->clip_dist_ena);
	unsigned ncull = (unsigned)__builtin_popcount(g->cull_dist_ena);
	for (unsigned c = 0; c < 4; c++) {
		unsigned i = vec * 4 + c;
		bool clip = g->clip_dist_ena >> i & 1, cull = g->cull_dist_ena >> i & 1;
		if (!channel_on(mi, c) || (!clip && !cull))
			continue;
		uint32_t mask = (clip ? g->clip_dist_ena : g->cull_dist_ena) & ((1u << i) - 1);
		unsigned index = (unsigned)__builtin_popcount(mask), n = clip ? nclip : ncull;
		uint32_t *var = clip ? &st->clip : &st->cull;
		if (!*var) {
			agc_spv_capability(l->m, clip ? SpvCapabilityClipDistance : SpvCapabilityCullDistance);
			uint32_t arr = agc_spv_type(l->m, SpvOpTypeArray,
						    (uint32_t[]){l->t_f32, agc_lw_u32(l, n)}, 2);
			builtin_out(l, var, arr, clip ? SpvBuiltInClipDistance : SpvBuiltInCullDistance);
		}
		uint32_t p = agc_spv_op(l->m, SpvOpAccessChain,
					agc_spv_type_pointer(l->m, SpvStorageClassOutput, l->t_f32), 2, *var,
					agc_lw_u32(l, index));
		agc_spv_code(l->m, SpvOpStore, 2, p, as_float(l, channel(l, mi, c)));
	}
}

static int
export_pos(struct agc_lower *l, const struct agc_ir_inst *in, unsigned k)
{
	const struct agc_inst *mi = in->mi;
	const struct agc_gfx_state *g = &l->o->gfx;
	int slot = agc_stage_pos_slot(g, k);
	if (k > 3 || slot < 0)
		return agc_stage_bad(l, in, "PA_CL_VS_OUT_CNTL enables no position export pos%u", k);
	if (g->pos_format[k] == 0)
		return agc_stage_bad(l, in, "SPI_SHADER_POS_FORMAT.POS%u_EXPORT_FORMAT is NONE: pos%u is disabled", k, k);
	if (mi->exp_compr)
		return agc_lw_unsupported(l, in, "a compressed position export is not supported yet");
	if (slot == 0) {
		uint32_t var = target_var(l, AGC_EXP_POS0, l->t_f32, 4, SpvBuiltInPosition, -1);
		for (unsigned c = 0; c < 4; c++)
			if (channel_on(mi, c))
				store_comp(l, var, l->t_f32, 4, c, as_float(l, channel(l, mi, c)));
	} else if (slot == 1) {
		export_misc(l, mi);
	} else {
		export_distances(l, mi, (unsigned)slot - 2);
	}
	return 0;
}

static int
export_param(struct agc_lower *l, const struct agc_ir_inst *in, unsigned n)
{
	const struct agc_inst *mi = in->mi;
	if (n >= l->o->gfx.nparams)
		return agc_stage_bad(l, in, "SPI_VS_OUT_CONFIG exports %u parameters: param%u is disabled",
				     l->o->gfx.nparams, n);
	uint32_t var = target_var(l, AGC_EXP_PARAM0 + n, l->t_f32, 4, -1, (int)n);
	for (unsigned c = 0; c < 4; c++) {
		if (!channel_on(mi, c))
			continue;
		uint32_t v = mi->exp_compr ? half_float(l, mi, c, GLSLstd450UnpackHalf2x16)
					   : as_float(l, channel(l, mi, c));
		store_comp(l, var, l->t_f32, 4, c, v);
	}
	return 0;
}

/* Whether instruction x writes v0. */
static bool
writes_v0(const struct agc_inst *x)
{
	for (unsigned j = 0; j < x->ndef; j++) {
		unsigned r = x->def[j].reg, n = x->def[j].dwords ? x->def[j].dwords : 1;
		if (r != AGC_REG_NONE && r <= AGC_REG_VGPR0 && r + n > AGC_REG_VGPR0)
			return true;
	}
	return false;
}

/*
 * The blocks from which control reaches the block holding pc (marked 1,
 * that block itself 2, or 3 when it is on a cycle).  ACO exports the
 * primitive first and then loads vertex data into v0..v3: only a write of
 * v0 on a path into the export makes its data other than v0 as loaded.
 */
static uint8_t *
blocks_reaching(struct agc_lower *l, uint64_t pc)
{
	const struct agc_graph *g = &l->ir->cfg->g;
	uint8_t *mark = agc_alloc(l->a, g->nblocks ? g->nblocks : 1);
	if (!mark)
		return NULL;
	for (uint32_t b = 0; b < g->nblocks; b++)
		if (g->blocks[b].first_pc <= pc && pc <= g->blocks[b].last_pc)
			mark[b] = 2;
	/* b reaches the export when one of its successors does */
	for (bool grew = true; grew;) {
		grew = false;
		for (uint32_t b = 0; b < g->nblocks; b++)
			for (uint32_t k = 0; k < g->blocks[b].nsucc; k++) {
				uint32_t s = g->blocks[b].succ[k];
				if (!mark[s] || (mark[b] & 1))
					continue;
				mark[b] |= 1;
				grew = true;
			}
	}
	return mark;
}

/* The passthrough primitive export: its data is v0 as loaded (no write of
 * v0 on any path from the entry to the export). */
static bool
passthrough_prim(struct agc_lower *l, const struct agc_inst *mi)
{
	if (mi->exp_compr || mi->use[0].reg != AGC_REG_VGPR0)
		return false;
	const struct agc_graph *g = &l->ir->cfg->g;
	uint8_t *mark = blocks_reaching(l, mi->pc);
	if (!mark)
		return false;
	for (uint32_t i = 0; i < l->ir->ninst; i++) {
		const struct agc_inst *x = l->ir->inst[i].mi;
		if (!writes_v0(x))
			continue;
		for (uint32_t b = 0; b < g->nblocks; b++) {
			if (x->pc < g->blocks[b].first_pc || x->pc > g->blocks[b].last_pc)
				continue;
			/* in a block leading to it, on a cycle through it, or before it */
			if (mark[b] == 1 || mark[b] == 3 || (mark[b] == 2 && x->pc < mi->pc))
				return false;
		}
	}
	return true;
}

/* ---- the pixel stage ---- */

static const char *const col_name[10] = {
	"ZERO", "32_R", "32_GR", "32_AR", "FP16_ABGR", "UNORM16_ABGR", "SNORM16_ABGR",
	"UINT16_ABGR", "SINT16_ABGR", "32_ABGR",
};

static int
export_mrt(struct agc_lower *l, const struct agc_ir_inst *in, unsigned n)
{
	const struct agc_inst *mi = in->mi;
	const struct agc_gfx_state *g = &l->o->gfx;
	unsigned fmt = g->col_format[n], mask = g->cb_shader_mask >> (4 * n) & 0xf;
	if (fmt == AGC_COL_ZERO || fmt > AGC_COL_32_ABGR)
		return agc_stage_bad(l, in, "SPI_SHADER_COL_FORMAT gives MRT%u the format %s: mrt%u is disabled",
				     n, fmt > AGC_COL_32_ABGR ? "?" : col_name[fmt], n);
	if (!mask)
		return agc_stage_bad(l, in, "CB_SHADER_MASK enables no component of MRT%u: mrt%u is disabled", n, n);
	bool wide = fmt <= AGC_COL_32_AR || fmt == AGC_COL_32_ABGR;
	if (wide == (bool)mi->exp_compr)
		return agc_stage_bad(l, in, "SPI_SHADER_COL_FORMAT gives MRT%u the format %s, %s", n,
				     col_name[fmt], wide ? "which takes no compr export" : "whose export is compr");
	unsigned ncomp = fmt == AGC_COL_32_R ? 1 : fmt == AGC_COL_32_GR ? 2 : 4;
	enum agc_mrt_type type = agc_gfx_mrt_type(g, n);
	uint32_t comp = type == AGC_MRT_UINT ? l->t_u32 : type == AGC_MRT_SINT ? l->t_i32 : l->t_f32;
	uint32_t var = target_var(l, AGC_EXP_MRT0 + n, comp, ncomp, -1, (int)n);
	for (unsigned c = 0; c < ncomp; c++) {
		/* 32_AR: alpha comes in the second channel */
		unsigned ch = fmt == AGC_COL_32_AR ? (c == 3 ? 1 : c == 0 ? 0 : 4) : c;
		if (ch > 3 || !(mask >> c & 1) || !channel_on(mi, ch))
			continue;
		uint32_t v;
		switch (fmt) {
		case AGC_COL_FP16_ABGR: v = half_float(l, mi, ch, GLSLstd450UnpackHalf2x16); break;
		case AGC_COL_UNORM16_ABGR: v = half_float(l, mi, ch, GLSLstd450UnpackUnorm2x16); break;
		case AGC_COL_SNORM16_ABGR: v = half_float(l, mi, ch, GLSLstd450UnpackSnorm2x16); break;
		case AGC_COL_UINT16_ABGR: v = half_int(l, mi, ch, false); break;
		case AGC_COL_SINT16_ABGR: v = half_int(l, mi, ch, true); break;
		default: /* 32-bit: the dword's bits, as the output's type */
			v = channel(l, mi, ch);
			if (comp != l->t_u32)
				v = agc_lw_bitcast(l, comp, v);
			break;
		}
		store_comp(l, var, comp, ncomp, c, v);
	}
	return 0;
}

static int
export_mrtz(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	const struct agc_stage_facts *f = &l->stage->f;
	struct agc_stage_state *st = l->stage;
	struct agc_spv_module *m = l->m;
	if (l->o->gfx.z_format == AGC_Z_ZERO)
		return agc_stage_bad(l, in, "SPI_SHADER_Z_FORMAT is ZERO: mrtz is disabled");
	if (mi->exp_compr)
		return agc_lw_unsupported(l, in, "a compressed mrtz export is not supported yet");
	if (f->writes_depth && channel_on(mi, 0))
		agc_spv_code(m, SpvOpStore, 2, builtin_out(l, &st->depth, l->t_f32, SpvBuiltInFragDepth),
			     as_float(l, channel(l, mi, 0)));
	if (f->writes_stencil && channel_on(mi, 1)) {
		if (!st->stencil) {
			agc_spv_capability(m, SpvCapabilityStencilExportEXT);
			agc_spv_inst_str(m, AGC_SPV_EXTENSIONS, SpvOpExtension, NULL, 0,
					 "SPV_EXT_shader_stencil_export", NULL, 0);
		}
		uint32_t s = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, channel(l, mi, 1), agc_lw_u32(l, 0xff));
		agc_spv_code(m, SpvOpStore, 2,
			     builtin_out(l, &st->stencil, l->t_i32, SpvBuiltInFragStencilRefEXT),
			     agc_lw_bitcast(l, l->t_i32, s));
	}
	if (f->writes_mask && channel_on(mi, 2)) {
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_i32, agc_lw_u32(l, 1)}, 2);
		builtin_out(l, &st->mask, arr, SpvBuiltInSampleMask);
		uint32_t p = agc_spv_op(m, SpvOpAccessChain,
					agc_spv_type_pointer(m, SpvStorageClassOutput, l->t_i32), 2, st->mask,
					agc_lw_u32(l, 0));
		agc_spv_code(m, SpvOpStore, 2, p, agc_lw_bitcast(l, l->t_i32, channel(l, mi, 2)));
	}
	return 0;
}

/* ---- dispatch ---- */

static int
export_body(struct agc_lower *l, const struct agc_ir_inst *in)
{
	unsigned t = in->mi->exp_target;
	bool ps = l->o->stage == AGC_HW_PS;
	if (t == AGC_EXP_NULL)
		return 0;
	if (ps && t < AGC_EXP_MRTZ)
		return export_mrt(l, in, t - AGC_EXP_MRT0);
	if (ps && t == AGC_EXP_MRTZ)
		return export_mrtz(l, in);
	if (!ps && t >= AGC_EXP_POS0 && t < AGC_EXP_POS0 + 5)
		return export_pos(l, in, t - AGC_EXP_POS0);
	if (!ps && t >= AGC_EXP_PARAM0)
		return export_param(l, in, t - AGC_EXP_PARAM0);
	return agc_stage_bad(l, in, "a %s stage has no export target %u",
			     ps ? "pixel" : "vertex", t);
}

static int
lower_exp(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	if (mi->exp_target == AGC_EXP_PRIM) {
		if (l->o->stage != AGC_HW_NGG)
			return agc_stage_bad(l, in, "only an ngg stage exports primitives");
		if (!passthrough_prim(l, mi))
			return agc_lw_unsupported(l, in, "a primitive export whose data is not v0 as loaded (culling, "
						  "other vertices) needs the workgroup of an NGG subgroup: "
						  "not supported yet");
		return 0;
	}
	uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, 0));
	if (export_body(l, in) < 0)
		return -1;
	agc_lw_if_end(l, merge);
	if (l->o->stage != AGC_HW_PS || !(mi->exp_vm || mi->exp_done) || !l->stage->f.discards)
		return 0; /* without discards EXEC is the live pixels here */
	/* the final export: a pixel whose EXEC bit is clear is discarded */
	uint32_t off = agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, agc_lw_active(l, 0));
	merge = agc_lw_if_begin(l, off);
	agc_stage_demote(l);
	agc_lw_if_end(l, merge);
	if (l->stage->exported)
		agc_spv_code(l->m, SpvOpStore, 2, l->stage->exported, agc_spv_const_bool(l->m, true));
	return 0;
}

enum { MSG_GS_ALLOC_REQ = 9 };

static int
lower_sendmsg(struct agc_lower *l, const struct agc_ir_inst *in)
{
	unsigned msg = in->mi->simm16 & 15;
	if (in->op->spv == AGC_MSG_HALT)
		return agc_lw_unsupported(l, in, "s_sendmsghalt (a message, then halting) is not supported yet");
	if (msg == MSG_GS_ALLOC_REQ && l->o->stage == AGC_HW_NGG)
		return 0; /* the draw allocates the vertex and primitive */
	return agc_lw_unsupported(l, in, "this message is not supported yet");
}

int
agc_lower_export(struct agc_lower *l, const struct agc_ir_inst *in)
{
	if (!l->stage)
		return agc_lw_unsupported(l, in, "exports and messages need a graphics stage "
					  "(vs, ngg, ps), not compute");
	if (in->op->kind == AGC_K_SENDMSG)
		return lower_sendmsg(l, in);
	return lower_exp(l, in);
}
