/*
 * gfx_state.c -- a graphics stage's register state decoded into what the
 * hardware derives from it (decoder/gfx_state.h), through the register
 * table of gfx_regs.c.
 *
 * Example: stage ps with
 *	SPI_PS_INPUT_ADDR = 0x00000302  PERSP_CENTER, POS_X_FLOAT, POS_Y_FLOAT
 *	SPI_PS_INPUT_ENA  = 0x00000202  PERSP_CENTER, POS_Y_FLOAT
 * gives input_vgpr[PERSP_CENTER] = 0 (v0, v1: I, J), input_vgpr[POS_X_FLOAT]
 * = 2 (a slot: ADDR reserves it, ENA leaves it unloaded), input_vgpr
 * [POS_Y_FLOAT] = 3, ninput_vgprs = 4.
 *
 * The rules the registers must keep, and what is refused:
 *   - every register a stage reads must be given (below, per stage);
 *   - SPI_PS_INPUT_ENA is a subset of SPI_PS_INPUT_ADDR, and enables at
 *     least one PERSP_* or LINEAR_* pair (bits 0..6), and a PERSP_* one
 *     when POS_W_FLOAT_ENA is set: the hardware needs one barycentric pair
 *     to start a wave (AMD's RDNA2 ISA guide, "pixel shader input VGPRs";
 *     Mesa's ACO and radeonsi force PERSP_CENTER or LINEAR_CENTER on for
 *     the same reason);
 *   - a field value the tool has no meaning for (PT_SPRITE_TEX, CYL_WRAP,
 *     a 16-bit depth export, a stencil op export, tessellation, a real
 *     geometry shader, ...) is an error naming register, field and value;
 *   - a name spelled like a register that the tool does not read is
 *     counted (unread, first_unread) and ignored, so that a capture that
 *     dumps every context register can be read; a name not spelled like
 *     one is an error.
 */
#include <stdio.h>
#include <string.h>

#include "decoder/gfx_regs.h"
#include "decoder/gfx_state.h"

static const char *const stage_names[] = {"cs", "vs", "ngg", "ps"};

int
agc_hw_stage_parse(const char *word, enum agc_hw_stage *out)
{
	if (!strcmp(word, "compute")) {
		*out = AGC_HW_CS;
		return 0;
	}
	for (unsigned i = 0; i < sizeof(stage_names) / sizeof(stage_names[0]); i++)
		if (!strcmp(word, stage_names[i])) {
			*out = (enum agc_hw_stage)i;
			return 0;
		}
	return -1;
}

const char *
agc_hw_stage_name(enum agc_hw_stage s)
{
	return (unsigned)s < sizeof(stage_names) / sizeof(stage_names[0]) ? stage_names[s] : "?";
}

bool
agc_regs_get(const struct agc_regs *regs, const char *name, uint32_t *value)
{
	for (uint32_t i = 0; regs && i < regs->n; i++)
		if (!strcmp(regs->r[i].name, name)) {
			*value = regs->r[i].value;
			return true;
		}
	return false;
}

/* One derivation: the registers, the stage, where errors go. */
struct derive {
	const struct agc_regs *regs;
	enum agc_hw_stage stage;
	struct agc_gfx_state *st;
	struct agc_diag *d;
};

static int AGC_PRINTF(2, 3)
fail(const struct derive *x, const char *fmt, ...)
{
	char msg[sizeof(x->d->msg)];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return agc_fail(x->d, AGC_STAGE_INPUT,
			x->regs->from_command_line ? AGC_DIAG_USAGE : AGC_DIAG_MALFORMED,
			AGC_DIAG_NO_OFFSET, "%s", msg);
}

/* The value of a register the stage needs; an error naming it when the
 * set lacks it. */
static int
need(const struct derive *x, const char *name, uint32_t *value)
{
	if (agc_regs_get(x->regs, name, value))
		return 0;
	return fail(x, "stage %s needs register %s, which is not given", agc_hw_stage_name(x->stage),
		    name);
}

/* Field of a register known to the table. */
static uint32_t
field(const char *reg, const char *name, uint32_t value)
{
	int index;
	const struct agc_gfx_reg *r = agc_gfx_reg_find(reg, &index);
	return agc_gfx_field_get(r, name, value);
}

/* The fields of reg (value) listed in names, each of which must be 0:
 * the first one set is refused, "PT_SPRITE_TEX = 1 ... (point sprite
 * texture coordinates)". */
struct must_be_zero {
	const char *field;
	const char *what;
};
static int
refuse_set(const struct derive *x, const char *reg, uint32_t value, const struct must_be_zero *z)
{
	for (; z->field; z++) {
		uint32_t v = field(reg, z->field, value);
		if (v)
			return fail(x, "%s = 0x%08x: %s = %u (%s) is not supported", reg, value, z->field,
				    v, z->what);
	}
	return 0;
}

/* Every register given: spelled as a register, given once; those the
 * table lacks counted as unread. */
static int
check_names(const struct derive *x)
{
	const struct agc_regs *regs = x->regs;
	for (uint32_t i = 0; i < regs->n; i++) {
		const char *name = regs->r[i].name;
		int index;
		if (!agc_gfx_reg_name_ok(name))
			return fail(x, "register name \"%.64s\" is not a register's name (A-Z, 0-9, _)",
				    name);
		for (uint32_t k = 0; k < i; k++)
			if (!strcmp(regs->r[k].name, name))
				return fail(x, "register %s is given twice", name);
		if (!agc_gfx_reg_find(name, &index)) {
			if (!x->st->unread++)
				x->st->first_unread = name;
		}
	}
	return 0;
}

/* RSRC1/RSRC2 of the stage's hardware shader: user SGPRs, float mode. */
static int
derive_rsrc(const struct derive *x, const char *rsrc1, const char *rsrc2)
{
	uint32_t r1, r2;
	if (need(x, rsrc1, &r1) < 0 || need(x, rsrc2, &r2) < 0)
		return -1;
	struct agc_gfx_state *st = x->st;
	st->float_mode = field(rsrc1, "FLOAT_MODE", r1);
	st->ieee_mode = field(rsrc1, "IEEE_MODE", r1);
	st->dx10_clamp = field(rsrc1, "DX10_CLAMP", r1);
	st->user_sgprs = field(rsrc2, "USER_SGPR", r2) | field(rsrc2, "USER_SGPR_MSB", r2) << 5;
	static const struct must_be_zero rsrc2_refused[] = {
		{"TRAP_PRESENT", "a trap handler"},
		{NULL, NULL},
	};
	return refuse_set(x, rsrc2, r2, rsrc2_refused);
}

/* ---- vs, ngg ---- */

/* VGT_SHADER_STAGES_EN: the stage's pipeline shape and wave size.
 *	vs:  VS_EN = 0 (VS_STAGE_REAL), PRIMGEN_EN = 0, VS_W32_EN
 *	ngg: PRIMGEN_EN = 1, GS_EN = 0 (no geometry shader), GS_W32_EN
 * and no tessellation (LS_EN, HS_EN) in either. */
static int
derive_stages_en(const struct derive *x)
{
	const char *reg = "VGT_SHADER_STAGES_EN";
	uint32_t v;
	if (need(x, reg, &v) < 0)
		return -1;
	static const struct must_be_zero no_tess[] = {
		{"LS_EN", "tessellation"}, {"HS_EN", "tessellation"},
		{"GS_EN", "a geometry shader"}, {NULL, NULL},
	};
	if (refuse_set(x, reg, v, no_tess) < 0)
		return -1;
	bool ngg = x->stage == AGC_HW_NGG;
	if (field(reg, "PRIMGEN_EN", v) != ngg)
		return fail(x, "%s = 0x%08x: PRIMGEN_EN = %u, but stage %s needs %u", reg, v,
			    field(reg, "PRIMGEN_EN", v), agc_hw_stage_name(x->stage), ngg);
	if (!ngg && field(reg, "VS_EN", v))
		return fail(x, "%s = 0x%08x: VS_EN = %u (the VS is a %s) is not supported", reg, v,
			    field(reg, "VS_EN", v),
			    field(reg, "VS_EN", v) == 1 ? "tessellation evaluation shader" : "GS copy shader");
	if (!ngg && field(reg, "ES_EN", v))
		return fail(x, "%s = 0x%08x: ES_EN = %u with a legacy VS is not supported", reg, v,
			    field(reg, "ES_EN", v));
	x->st->wave64 = !field(reg, ngg ? "GS_W32_EN" : "VS_W32_EN", v);
	return 0;
}

/* PA_CL_VS_OUT_CNTL: which clip and cull distances, point size, layer
 * and viewport index the vertex stage writes (read for a pixel shader too,
 * when given: its geometry module passes them on). */
static int
derive_vs_out_cntl(const struct derive *x, uint32_t cntl)
{
	struct agc_gfx_state *st = x->st;
	const char *c = "PA_CL_VS_OUT_CNTL";
	static const struct must_be_zero cntl_refused[] = {
		{"USE_VTX_EDGE_FLAG", "edge flags"}, {"USE_VTX_KILL_FLAG", "a vertex kill flag"},
		{"USE_VTX_GS_CUT_FLAG", "a GS cut flag"},
		{"USE_VTX_SHD_OBJPRIM_ID", "an object primitive id"},
		{"USE_VTX_LINE_WIDTH", "a vertex line width"}, {NULL, NULL},
	};
	if (refuse_set(x, c, cntl, cntl_refused) < 0)
		return -1;
	/* CLIP_DIST_ENA_0..7 (bits 0..7), CULL_DIST_ENA_0..7 (bits 8..15).  A
	 * distance both enable is a clip distance: culling the primitives
	 * whose vertices all have it below 0 removes nothing clipping does
	 * not (RADV sets CULL_DIST_ENA for every clip distance too), so a
	 * cull distance is one CULL_DIST_ENA alone enables. */
	st->clip_dist_ena = (uint8_t)(cntl & 0xff);
	st->cull_dist_ena = (uint8_t)((cntl >> 8) & 0xff & ~cntl);
	st->use_point_size = field(c, "USE_VTX_POINT_SIZE", cntl);
	st->use_layer = field(c, "USE_VTX_RENDER_TARGET_INDX", cntl);
	st->use_viewport_index = field(c, "USE_VTX_VIEWPORT_INDX", cntl);
	st->misc_vec_ena = field(c, "VS_OUT_MISC_VEC_ENA", cntl);
	st->ccdist0_ena = field(c, "VS_OUT_CCDIST0_VEC_ENA", cntl);
	st->ccdist1_ena = field(c, "VS_OUT_CCDIST1_VEC_ENA", cntl);
	return 0;
}

/* SPI_VS_OUT_CONFIG's param count (read for a pixel shader too, when
 * given: its geometry module finds the layer after the params). */
static void
vs_params(struct agc_gfx_state *st, uint32_t cfg)
{
	st->nparams = field("SPI_VS_OUT_CONFIG", "NO_PC_EXPORT", cfg)
			      ? 0 : field("SPI_VS_OUT_CONFIG", "VS_EXPORT_COUNT", cfg) + 1;
	st->vs_out_config = true;
}

static int
derive_vertex_outputs(const struct derive *x)
{
	struct agc_gfx_state *st = x->st;
	uint32_t cfg, pos, cntl;
	if (need(x, "SPI_VS_OUT_CONFIG", &cfg) < 0 || need(x, "SPI_SHADER_POS_FORMAT", &pos) < 0 ||
	    need(x, "PA_CL_VS_OUT_CNTL", &cntl) < 0)
		return -1;

	static const struct must_be_zero cfg_refused[] = {
		{"VS_HALF_PACK", "half-packed parameters"}, {NULL, NULL},
	};
	if (refuse_set(x, "SPI_VS_OUT_CONFIG", cfg, cfg_refused) < 0)
		return -1;
	vs_params(st, cfg);

	/* SPI_SHADER_FORMAT: 0 none, 1 1COMP, 2 2COMP, 3 4COMPRESS, 4 4COMP */
	static const char *const posf[] = {"POS0_EXPORT_FORMAT", "POS1_EXPORT_FORMAT",
					   "POS2_EXPORT_FORMAT", "POS3_EXPORT_FORMAT"};
	for (int i = 0; i < 4; i++) {
		uint32_t f = field("SPI_SHADER_POS_FORMAT", posf[i], pos);
		if (f == AGC_POS_4COMPRESS)
			return fail(x, "SPI_SHADER_POS_FORMAT = 0x%08x: %s = 3 (SPI_SHADER_4COMPRESS, "
				    "16-bit) is not supported", pos, posf[i]);
		if (f > AGC_POS_4COMP)
			return fail(x, "SPI_SHADER_POS_FORMAT = 0x%08x: %s = %u is no format (0..4)", pos,
				    posf[i], f);
		st->pos_format[i] = (uint8_t)f;
	}
	static const struct must_be_zero pos_refused[] = {
		{"POS4_EXPORT_FORMAT", "a fifth position export"}, {NULL, NULL},
	};
	if (refuse_set(x, "SPI_SHADER_POS_FORMAT", pos, pos_refused) < 0)
		return -1;

	return derive_vs_out_cntl(x, cntl);
}

static int
derive_vs(const struct derive *x)
{
	uint32_t r1 = 0;
	if (derive_rsrc(x, "SPI_SHADER_PGM_RSRC1_VS", "SPI_SHADER_PGM_RSRC2_VS") < 0 ||
	    derive_stages_en(x) < 0)
		return -1;
	(void)agc_regs_get(x->regs, "SPI_SHADER_PGM_RSRC1_VS", &r1);
	x->st->vgpr_comp_cnt = field("SPI_SHADER_PGM_RSRC1_VS", "VGPR_COMP_CNT", r1);
	return derive_vertex_outputs(x);
}

static int
derive_ngg(const struct derive *x)
{
	uint32_t r1 = 0, r2 = 0;
	if (derive_rsrc(x, "SPI_SHADER_PGM_RSRC1_GS", "SPI_SHADER_PGM_RSRC2_GS") < 0 ||
	    derive_stages_en(x) < 0 || need(x, "GE_NGG_SUBGRP_CNTL", &x->st->ngg_subgrp_cntl) < 0)
		return -1;
	(void)agc_regs_get(x->regs, "SPI_SHADER_PGM_RSRC1_GS", &r1);
	(void)agc_regs_get(x->regs, "SPI_SHADER_PGM_RSRC2_GS", &r2);
	x->st->gs_vgpr_comp_cnt = field("SPI_SHADER_PGM_RSRC1_GS", "GS_VGPR_COMP_CNT", r1);
	x->st->vgpr_comp_cnt = field("SPI_SHADER_PGM_RSRC2_GS", "ES_VGPR_COMP_CNT", r2);
	return derive_vertex_outputs(x);
}

/* ---- ps ---- */

/* VGPRs of each SPI_PS_INPUT_ADDR input, in bit order (enum agc_ps_input).
 * The hardware loads the inputs whose ADDR bit is set into consecutive
 * VGPRs from v0, in this order, each taking this many (Mesa's
 * ac_get_fs_input_vgpr_cnt in ac_shader_util.c, and the order of the
 * fragment arguments in radv_shader_args.c, agree). */
static const uint8_t ps_input_vgprs[AGC_PS_NINPUTS] = {
	2, 2, 2, 3, /* PERSP_SAMPLE, _CENTER, _CENTROID, _PULL_MODEL */
	2, 2, 2,    /* LINEAR_SAMPLE, _CENTER, _CENTROID */
	1,          /* LINE_STIPPLE_TEX */
	1, 1, 1, 1, /* POS_X/Y/Z/W_FLOAT */
	1, 1, 1, 1, /* FRONT_FACE, ANCILLARY, SAMPLE_COVERAGE, POS_FIXED_PT */
};

/* The field name of input bit i of SPI_PS_INPUT_ENA/ADDR. */
static const char *
input_field(int i)
{
	int index;
	return agc_gfx_reg_find("SPI_PS_INPUT_ENA", &index)->fields[i].name;
}

static int
derive_ps_inputs(const struct derive *x)
{
	struct agc_gfx_state *st = x->st;
	uint32_t ena, addr;
	if (need(x, "SPI_PS_INPUT_ENA", &ena) < 0 || need(x, "SPI_PS_INPUT_ADDR", &addr) < 0)
		return -1;
	if (ena >> 16)
		return fail(x, "SPI_PS_INPUT_ENA = 0x%08x sets bits above 15, which no input has", ena);
	if (addr >> 16)
		return fail(x, "SPI_PS_INPUT_ADDR = 0x%08x sets bits above 15, which no input has", addr);
	if (ena & ~addr) {
		int i = __builtin_ctz(ena & ~addr);
		return fail(x, "SPI_PS_INPUT_ENA = 0x%08x enables %s, which SPI_PS_INPUT_ADDR = 0x%08x "
			    "lacks: ENA must be a subset of ADDR", ena, input_field(i), addr);
	}
	if (!(ena & 0x7f))
		return fail(x, "SPI_PS_INPUT_ENA = 0x%08x enables no PERSP_* or LINEAR_* barycentrics "
			    "(bits 0..6): the hardware needs at least one", ena);
	if ((ena & (1u << AGC_PS_POS_W_FLOAT)) && !(ena & 0xf))
		return fail(x, "SPI_PS_INPUT_ENA = 0x%08x enables POS_W_FLOAT_ENA without a PERSP_* "
			    "input (bits 0..3): the hardware needs one", ena);
	if (ena & (1u << AGC_PS_LINE_STIPPLE))
		return fail(x, "SPI_PS_INPUT_ENA = 0x%08x: LINE_STIPPLE_TEX_ENA = 1 (line stipple "
			    "texture coordinate) is not supported", ena);
	st->input_ena = (uint16_t)ena;
	st->input_addr = (uint16_t)addr;
	uint32_t next = 0;
	for (int i = 0; i < AGC_PS_NINPUTS; i++) {
		st->input_vgpr[i] = -1;
		if (addr & (1u << i)) {
			st->input_vgpr[i] = (int8_t)next;
			next += ps_input_vgprs[i];
		}
	}
	st->ninput_vgprs = next;
	return 0;
}

/* SPI_PS_INPUT_CNTL_n for each of the NUM_INTERP attributes. */
static int
derive_ps_attrs(const struct derive *x)
{
	struct agc_gfx_state *st = x->st;
	const char *r = "SPI_PS_INPUT_CNTL_0"; /* the fields of every SPI_PS_INPUT_CNTL_n */
	static const struct must_be_zero refused[] = {
		{"CYL_WRAP", "cylindrical wrapping"}, {"PT_SPRITE_TEX", "point sprite texture coordinates"},
		{"DUP", "a duplicated parameter"}, {"USE_DEFAULT_ATTR1", "a default upper 16-bit half"},
		{"PT_SPRITE_TEX_ATTR1", "point sprite texture coordinates"}, {NULL, NULL},
	};
	for (uint32_t n = 0; n < st->num_interp; n++) {
		char name[32];
		uint32_t v;
		snprintf(name, sizeof(name), "SPI_PS_INPUT_CNTL_%u", n);
		if (need(x, name, &v) < 0)
			return -1;
		for (const struct must_be_zero *z = refused; z->field; z++)
			if (field(r, z->field, v))
				return fail(x, "%s = 0x%08x: %s = %u (%s) is not supported", name, v,
					    z->field, field(r, z->field, v), z->what);
		struct agc_ps_attr *a = &st->attr[n];
		uint32_t off = field(r, "OFFSET", v);
		a->offset = (uint8_t)(off & 0x1f);
		a->use_default = off & 0x20;
		a->default_val = (uint8_t)field(r, "DEFAULT_VAL", v);
		a->flat = field(r, "FLAT_SHADE", v);
		a->fp16 = field(r, "FP16_INTERP_MODE", v);
		a->attr0_valid = field(r, "ATTR0_VALID", v);
		a->attr1_valid = field(r, "ATTR1_VALID", v);
		a->pt_sprite_tex = false; /* refused above */
	}
	return 0;
}

/* CB_COLOR0_INFO..CB_COLOR7_INFO, each optional: NUMBER_TYPE of the
 * colour buffer export mrtn writes (AGC_CB_NONE when not given).
 * USCALED and SSCALED are refused: no host render target holds them. */
static int
derive_ps_cb(const struct derive *x)
{
	static const char *const number_name[8] = {
		"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "SRGB", "FLOAT",
	};
	for (int i = 0; i < 8; i++) {
		char r[sizeof("CB_COLOR0_INFO")];
		uint32_t v;
		snprintf(r, sizeof(r), "CB_COLOR%d_INFO", i);
		x->st->cb_number[i] = AGC_CB_NONE;
		if (!agc_regs_get(x->regs, r, &v))
			continue;
		uint32_t t = field(r, "NUMBER_TYPE", v);
		if (t == AGC_CB_USCALED || t == AGC_CB_SSCALED)
			return fail(x, "%s = 0x%08x: NUMBER_TYPE = %u (%s) is not supported", r, v, t,
				    number_name[t]);
		x->st->cb_number[i] = (int8_t)t;
	}
	return 0;
}

/* SPI_SHADER_COL_FORMAT and SPI_SHADER_Z_FORMAT (SPI_SHADER_EX_FORMAT:
 * 0 ZERO, 1 32_R, 2 32_GR, 3 32_AR, 4 FP16_ABGR, 5 UNORM16_ABGR,
 * 6 SNORM16_ABGR, 7 UINT16_ABGR, 8 SINT16_ABGR, 9 32_ABGR). */
static int
derive_ps_exports(const struct derive *x)
{
	struct agc_gfx_state *st = x->st;
	uint32_t col, z, mask;
	if (need(x, "SPI_SHADER_COL_FORMAT", &col) < 0 || need(x, "SPI_SHADER_Z_FORMAT", &z) < 0 ||
	    need(x, "CB_SHADER_MASK", &mask) < 0)
		return -1;
	for (int i = 0; i < 8; i++) {
		uint32_t f = (col >> (4 * i)) & 0xf; /* COLi_EXPORT_FORMAT */
		if (f > AGC_COL_32_ABGR)
			return fail(x, "SPI_SHADER_COL_FORMAT = 0x%08x: COL%d_EXPORT_FORMAT = %u is no "
				    "export format (0..9)", col, i, f);
		st->col_format[i] = (uint8_t)f;
	}
	uint32_t zf = field("SPI_SHADER_Z_FORMAT", "Z_EXPORT_FORMAT", z);
	if (zf > AGC_COL_32_ABGR)
		return fail(x, "SPI_SHADER_Z_FORMAT = 0x%08x: Z_EXPORT_FORMAT = %u is no export format "
			    "(0..9)", z, zf);
	if (zf > AGC_Z_32_AR && zf != AGC_Z_32_ABGR)
		return fail(x, "SPI_SHADER_Z_FORMAT = 0x%08x: Z_EXPORT_FORMAT = %u (a 16-bit depth "
			    "export) is not supported", z, zf);
	st->z_format = (uint8_t)zf;
	st->cb_shader_mask = mask;
	return derive_ps_cb(x);
}

enum agc_mrt_type
agc_gfx_mrt_type(const struct agc_gfx_state *st, unsigned n)
{
	switch (st->col_format[n]) {
	case AGC_COL_UINT16_ABGR: return AGC_MRT_UINT;
	case AGC_COL_SINT16_ABGR: return AGC_MRT_SINT;
	case AGC_COL_32_R: case AGC_COL_32_GR: case AGC_COL_32_AR: case AGC_COL_32_ABGR:
		/* raw dwords: the colour buffer's type */
		if (st->cb_number[n] == AGC_CB_UINT)
			return AGC_MRT_UINT;
		return st->cb_number[n] == AGC_CB_SINT ? AGC_MRT_SINT : AGC_MRT_FLOAT;
	default: return AGC_MRT_FLOAT; /* FP16, UNORM16, SNORM16, ZERO */
	}
}

static int
derive_ps_control(const struct derive *x)
{
	struct agc_gfx_state *st = x->st;
	const char *r = "DB_SHADER_CONTROL";
	uint32_t v;
	if (need(x, r, &v) < 0)
		return -1;
	static const struct must_be_zero refused[] = {
		{"STENCIL_OP_VAL_EXPORT_ENABLE", "a stencil operation value export"},
		{"COVERAGE_TO_MASK_ENABLE", "coverage to mask"},
		{"PRIMITIVE_ORDERED_PIXEL_SHADER", "primitive-ordered pixel shading"},
		{"PRE_SHADER_DEPTH_COVERAGE_ENABLE", "pre-shader depth coverage"},
		{NULL, NULL},
	};
	if (refuse_set(x, r, v, refused) < 0)
		return -1;
	st->z_export = field(r, "Z_EXPORT_ENABLE", v);
	st->stencil_export = field(r, "STENCIL_TEST_VAL_EXPORT_ENABLE", v);
	st->mask_export = field(r, "MASK_EXPORT_ENABLE", v);
	st->kill_enable = field(r, "KILL_ENABLE", v);
	st->exec_on_hier_fail = field(r, "EXEC_ON_HIER_FAIL", v);
	st->exec_on_noop = field(r, "EXEC_ON_NOOP", v);
	st->z_order = (uint8_t)field(r, "Z_ORDER", v);
	st->depth_before_shader = field(r, "DEPTH_BEFORE_SHADER", v);
	st->conservative_z_export = (uint8_t)field(r, "CONSERVATIVE_Z_EXPORT", v);
	if (st->conservative_z_export == 3)
		return fail(x, "%s = 0x%08x: CONSERVATIVE_Z_EXPORT = 3 is reserved", r, v);
	return 0;
}

/* SPI_BARYC_CNTL: read only when ADDR has a POS_*_FLOAT or FRONT_FACE
 * input, the ones its fields shape. */
static int
derive_ps_baryc(const struct derive *x)
{
	struct agc_gfx_state *st = x->st;
	const char *r = "SPI_BARYC_CNTL";
	uint32_t v;
	if (!(st->input_addr & (0xfu << AGC_PS_POS_X_FLOAT | 1u << AGC_PS_FRONT_FACE)))
		return 0;
	if (need(x, r, &v) < 0)
		return -1;
	static const struct must_be_zero refused[] = {
		{"POS_FLOAT_ULC", "the pixel's upper left corner as its position"}, {NULL, NULL},
	};
	if (refuse_set(x, r, v, refused) < 0)
		return -1;
	st->pos_float_location = (uint8_t)field(r, "POS_FLOAT_LOCATION", v);
	if (st->pos_float_location == 3)
		return fail(x, "%s = 0x%08x: POS_FLOAT_LOCATION = 3 is reserved", r, v);
	st->front_face_all_bits = field(r, "FRONT_FACE_ALL_BITS", v);
	return 0;
}

static int
derive_ps(const struct derive *x)
{
	struct agc_gfx_state *st = x->st;
	uint32_t inc;
	if (derive_rsrc(x, "SPI_SHADER_PGM_RSRC1_PS", "SPI_SHADER_PGM_RSRC2_PS") < 0 ||
	    derive_ps_inputs(x) < 0 || need(x, "SPI_PS_IN_CONTROL", &inc) < 0)
		return -1;
	const char *r = "SPI_PS_IN_CONTROL";
	static const struct must_be_zero refused[] = {
		{"PARAM_GEN", "generated point sprite parameters"}, {NULL, NULL},
	};
	if (refuse_set(x, r, inc, refused) < 0)
		return -1;
	st->num_interp = field(r, "NUM_INTERP", inc);
	if (st->num_interp > 32)
		return fail(x, "%s = 0x%08x: NUM_INTERP = %u, at most 32", r, inc, st->num_interp);
	st->wave64 = !field(r, "PS_W32_EN", inc);
	uint32_t cntl;
	if (agc_regs_get(x->regs, "PA_CL_VS_OUT_CNTL", &cntl) && derive_vs_out_cntl(x, cntl) < 0)
		return -1;
	uint32_t cfg;
	if (agc_regs_get(x->regs, "SPI_VS_OUT_CONFIG", &cfg))
		vs_params(st, cfg);
	return derive_ps_attrs(x) < 0 || derive_ps_exports(x) < 0 || derive_ps_control(x) < 0 ||
			       derive_ps_baryc(x) < 0
		       ? -1
		       : 0;
}

enum agc_diag_class
agc_gfx_state_class(const struct agc_gfx_state *st)
{
	return st->from_command_line ? AGC_DIAG_USAGE : AGC_DIAG_MALFORMED;
}

int
agc_gfx_derive(const struct agc_regs *regs, enum agc_hw_stage stage, struct agc_gfx_state *st,
	       struct agc_diag *d)
{
	static const struct agc_regs none = {0};
	struct derive x = {regs ? regs : &none, stage, st, d};
	memset(st, 0, sizeof(*st));
	st->stage = stage;
	st->from_command_line = x.regs->from_command_line;
	for (int i = 0; i < AGC_PS_NINPUTS; i++)
		st->input_vgpr[i] = -1;
	if (check_names(&x) < 0)
		return -1;
	switch (stage) {
	case AGC_HW_CS:
		return 0;
	case AGC_HW_VS:
		return derive_vs(&x);
	case AGC_HW_NGG:
		return derive_ngg(&x);
	case AGC_HW_PS:
		return derive_ps(&x);
	}
	return fail(&x, "stage %d is no stage", (int)stage);
}
