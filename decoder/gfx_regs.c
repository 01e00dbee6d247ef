/*
 * gfx_regs.c -- the gfx10 registers a graphics stage reads, by the names
 * of AMD's gfx10 register reference, with their fields' bit positions.
 *
 * One row a register: its name, its dword address (the register map's,
 * for reference and for --cfg output), and its fields, each a name and
 * the first and last bit.  Only the registers the tool reads are here;
 * a field the tool does not read is listed when it tells the reader what
 * a set bit would mean (PT_SPRITE_TEX, CYL_WRAP), so that a value the
 * tool cannot honour is refused by name.
 *
 * Example: SPI_PS_INPUT_CNTL_3 = 0x00000402 reads
 *	OFFSET      [5:0]   = 2   the VS's param2
 *	FLAT_SHADE  [10:10] = 1   not interpolated
 *
 * SPI_PS_INPUT_CNTL_0..31 are one row each (the same fields), built by
 * agc_gfx_reg_find from the row of SPI_PS_INPUT_CNTL_0 and the index.
 */
#include <stdlib.h>
#include <string.h>

#include "decoder/gfx_regs.h"

#define F(n, lo, hi) {n, lo, hi}
#define END {NULL, 0, 0}

static const struct agc_gfx_field rsrc1_ps[] = {
	F("VGPRS", 0, 5), F("SGPRS", 6, 9), F("PRIORITY", 10, 11), F("FLOAT_MODE", 12, 19),
	F("PRIV", 20, 20), F("DX10_CLAMP", 21, 21), F("IEEE_MODE", 23, 23),
	F("CU_GROUP_DISABLE", 24, 24), F("MEM_ORDERED", 25, 25), F("FWD_PROGRESS", 26, 26),
	F("FP16_OVFL", 29, 29), END,
};
static const struct agc_gfx_field rsrc1_vs[] = {
	F("VGPRS", 0, 5), F("SGPRS", 6, 9), F("PRIORITY", 10, 11), F("FLOAT_MODE", 12, 19),
	F("PRIV", 20, 20), F("DX10_CLAMP", 21, 21), F("IEEE_MODE", 23, 23),
	F("VGPR_COMP_CNT", 24, 25), F("CU_GROUP_ENABLE", 26, 26), F("MEM_ORDERED", 27, 27),
	F("FWD_PROGRESS", 28, 28), F("FP16_OVFL", 31, 31), END,
};
static const struct agc_gfx_field rsrc1_gs[] = {
	F("VGPRS", 0, 5), F("SGPRS", 6, 9), F("PRIORITY", 10, 11), F("FLOAT_MODE", 12, 19),
	F("PRIV", 20, 20), F("DX10_CLAMP", 21, 21), F("IEEE_MODE", 23, 23),
	F("CU_GROUP_ENABLE", 24, 24), F("MEM_ORDERED", 25, 25), F("FWD_PROGRESS", 26, 26),
	F("WGP_MODE", 27, 27), F("GS_VGPR_COMP_CNT", 29, 30), F("FP16_OVFL", 31, 31), END,
};
static const struct agc_gfx_field rsrc2_ps[] = {
	F("SCRATCH_EN", 0, 0), F("USER_SGPR", 1, 5), F("TRAP_PRESENT", 6, 6),
	F("WAVE_CNT_EN", 7, 7), F("EXTRA_LDS_SIZE", 8, 15), F("EXCP_EN", 16, 24),
	F("USER_SGPR_MSB", 27, 27), F("SHARED_VGPR_CNT", 28, 31), END,
};
static const struct agc_gfx_field rsrc2_vs[] = {
	F("SCRATCH_EN", 0, 0), F("USER_SGPR", 1, 5), F("TRAP_PRESENT", 6, 6),
	F("OC_LDS_EN", 7, 7), F("SO_EN", 12, 12), F("EXCP_EN", 13, 21), F("PC_BASE_EN", 22, 22),
	F("DISPATCH_DRAW_EN", 24, 24), F("USER_SGPR_MSB", 27, 27), F("SHARED_VGPR_CNT", 28, 31),
	END,
};
static const struct agc_gfx_field rsrc2_gs[] = {
	F("SCRATCH_EN", 0, 0), F("USER_SGPR", 1, 5), F("TRAP_PRESENT", 6, 6),
	F("EXCP_EN", 7, 15), F("ES_VGPR_COMP_CNT", 16, 17), F("OC_LDS_EN", 18, 18),
	F("LDS_SIZE", 19, 26), F("USER_SGPR_MSB", 27, 27), F("SHARED_VGPR_CNT", 28, 31), END,
};
/* SPI_PS_INPUT_ENA and SPI_PS_INPUT_ADDR share their fields, one bit an
 * input, in the order of enum agc_ps_input. */
static const struct agc_gfx_field ps_input[] = {
	F("PERSP_SAMPLE_ENA", 0, 0), F("PERSP_CENTER_ENA", 1, 1), F("PERSP_CENTROID_ENA", 2, 2),
	F("PERSP_PULL_MODEL_ENA", 3, 3), F("LINEAR_SAMPLE_ENA", 4, 4),
	F("LINEAR_CENTER_ENA", 5, 5), F("LINEAR_CENTROID_ENA", 6, 6),
	F("LINE_STIPPLE_TEX_ENA", 7, 7), F("POS_X_FLOAT_ENA", 8, 8), F("POS_Y_FLOAT_ENA", 9, 9),
	F("POS_Z_FLOAT_ENA", 10, 10), F("POS_W_FLOAT_ENA", 11, 11), F("FRONT_FACE_ENA", 12, 12),
	F("ANCILLARY_ENA", 13, 13), F("SAMPLE_COVERAGE_ENA", 14, 14),
	F("POS_FIXED_PT_ENA", 15, 15), END,
};
static const struct agc_gfx_field ps_in_control[] = {
	F("NUM_INTERP", 0, 5), F("PARAM_GEN", 6, 6), F("OFFCHIP_PARAM_EN", 7, 7),
	F("LATE_PC_DEALLOC", 8, 8), F("BC_OPTIMIZE_DISABLE", 14, 14), F("PS_W32_EN", 15, 15),
	END,
};
static const struct agc_gfx_field ps_input_cntl[] = {
	F("OFFSET", 0, 5), F("DEFAULT_VAL", 8, 9), F("FLAT_SHADE", 10, 10), F("CYL_WRAP", 13, 16),
	F("PT_SPRITE_TEX", 17, 17), F("DUP", 18, 18), F("FP16_INTERP_MODE", 19, 19),
	F("USE_DEFAULT_ATTR1", 20, 20), F("DEFAULT_VAL_ATTR1", 21, 22),
	F("PT_SPRITE_TEX_ATTR1", 23, 23), F("ATTR0_VALID", 24, 24), F("ATTR1_VALID", 25, 25),
	END,
};
static const struct agc_gfx_field baryc_cntl[] = {
	F("PERSP_CENTER_CNTL", 0, 0), F("PERSP_CENTROID_CNTL", 4, 4),
	F("LINEAR_CENTER_CNTL", 8, 8), F("LINEAR_CENTROID_CNTL", 12, 12),
	F("POS_FLOAT_LOCATION", 16, 17), F("POS_FLOAT_ULC", 20, 20),
	F("FRONT_FACE_ALL_BITS", 24, 24), END,
};
static const struct agc_gfx_field col_format[] = {
	F("COL0_EXPORT_FORMAT", 0, 3), F("COL1_EXPORT_FORMAT", 4, 7),
	F("COL2_EXPORT_FORMAT", 8, 11), F("COL3_EXPORT_FORMAT", 12, 15),
	F("COL4_EXPORT_FORMAT", 16, 19), F("COL5_EXPORT_FORMAT", 20, 23),
	F("COL6_EXPORT_FORMAT", 24, 27), F("COL7_EXPORT_FORMAT", 28, 31), END,
};
static const struct agc_gfx_field z_format[] = {F("Z_EXPORT_FORMAT", 0, 3), END};
/* CB_COLOR0_INFO..CB_COLOR7_INFO share their fields.  NUMBER_TYPE
 * (SurfaceNumber): 0 UNORM, 1 SNORM, 2 USCALED, 3 SSCALED, 4 UINT,
 * 5 SINT, 6 SRGB, 7 FLOAT. */
static const struct agc_gfx_field cb_color_info[] = {
	F("ENDIAN", 0, 1), F("FORMAT", 2, 6), F("LINEAR_GENERAL", 7, 7), F("NUMBER_TYPE", 8, 10),
	F("COMP_SWAP", 11, 12), F("FAST_CLEAR", 13, 13), F("COMPRESSION", 14, 14),
	F("BLEND_CLAMP", 15, 15), F("BLEND_BYPASS", 16, 16), F("SIMPLE_FLOAT", 17, 17),
	F("ROUND_MODE", 18, 18), F("BLEND_OPT_DONT_RD_DST", 20, 22),
	F("BLEND_OPT_DISCARD_PIXEL", 23, 25), F("FMASK_COMPRESSION_DISABLE", 26, 26),
	F("FMASK_COMPRESS_1FRAG_ONLY", 27, 27), F("DCC_ENABLE", 28, 28),
	F("CMASK_ADDR_TYPE", 29, 30), END,
};
static const struct agc_gfx_field cb_shader_mask[] = {
	F("OUTPUT0_ENABLE", 0, 3), F("OUTPUT1_ENABLE", 4, 7), F("OUTPUT2_ENABLE", 8, 11),
	F("OUTPUT3_ENABLE", 12, 15), F("OUTPUT4_ENABLE", 16, 19), F("OUTPUT5_ENABLE", 20, 23),
	F("OUTPUT6_ENABLE", 24, 27), F("OUTPUT7_ENABLE", 28, 31), END,
};
static const struct agc_gfx_field db_shader_control[] = {
	F("Z_EXPORT_ENABLE", 0, 0), F("STENCIL_TEST_VAL_EXPORT_ENABLE", 1, 1),
	F("STENCIL_OP_VAL_EXPORT_ENABLE", 2, 2), F("Z_ORDER", 4, 5), F("KILL_ENABLE", 6, 6),
	F("COVERAGE_TO_MASK_ENABLE", 7, 7), F("MASK_EXPORT_ENABLE", 8, 8),
	F("EXEC_ON_HIER_FAIL", 9, 9), F("EXEC_ON_NOOP", 10, 10),
	F("ALPHA_TO_MASK_DISABLE", 11, 11), F("DEPTH_BEFORE_SHADER", 12, 12),
	F("CONSERVATIVE_Z_EXPORT", 13, 14), F("DUAL_QUAD_DISABLE", 15, 15),
	F("PRIMITIVE_ORDERED_PIXEL_SHADER", 16, 16), F("EXEC_IF_OVERLAPPED", 17, 17),
	F("POPS_OVERLAP_NUM_SAMPLES", 20, 22), F("PRE_SHADER_DEPTH_COVERAGE_ENABLE", 23, 23),
	END,
};
static const struct agc_gfx_field vs_out_config[] = {
	F("VS_EXPORT_COUNT", 1, 5), F("VS_HALF_PACK", 6, 6), F("NO_PC_EXPORT", 7, 7), END,
};
static const struct agc_gfx_field pos_format[] = {
	F("POS0_EXPORT_FORMAT", 0, 3), F("POS1_EXPORT_FORMAT", 4, 7),
	F("POS2_EXPORT_FORMAT", 8, 11), F("POS3_EXPORT_FORMAT", 12, 15),
	F("POS4_EXPORT_FORMAT", 16, 19), END,
};
static const struct agc_gfx_field vs_out_cntl[] = {
	F("CLIP_DIST_ENA_0", 0, 0), F("CLIP_DIST_ENA_1", 1, 1), F("CLIP_DIST_ENA_2", 2, 2),
	F("CLIP_DIST_ENA_3", 3, 3), F("CLIP_DIST_ENA_4", 4, 4), F("CLIP_DIST_ENA_5", 5, 5),
	F("CLIP_DIST_ENA_6", 6, 6), F("CLIP_DIST_ENA_7", 7, 7), F("CULL_DIST_ENA_0", 8, 8),
	F("CULL_DIST_ENA_1", 9, 9), F("CULL_DIST_ENA_2", 10, 10), F("CULL_DIST_ENA_3", 11, 11),
	F("CULL_DIST_ENA_4", 12, 12), F("CULL_DIST_ENA_5", 13, 13), F("CULL_DIST_ENA_6", 14, 14),
	F("CULL_DIST_ENA_7", 15, 15), F("USE_VTX_POINT_SIZE", 16, 16),
	F("USE_VTX_EDGE_FLAG", 17, 17), F("USE_VTX_RENDER_TARGET_INDX", 18, 18),
	F("USE_VTX_VIEWPORT_INDX", 19, 19), F("USE_VTX_KILL_FLAG", 20, 20),
	F("VS_OUT_MISC_VEC_ENA", 21, 21), F("VS_OUT_CCDIST0_VEC_ENA", 22, 22),
	F("VS_OUT_CCDIST1_VEC_ENA", 23, 23), F("VS_OUT_MISC_SIDE_BUS_ENA", 24, 24),
	F("USE_VTX_GS_CUT_FLAG", 25, 25), F("USE_VTX_SHD_OBJPRIM_ID", 26, 26),
	F("USE_VTX_LINE_WIDTH", 27, 27), END,
};
static const struct agc_gfx_field stages_en[] = {
	F("LS_EN", 0, 1), F("HS_EN", 2, 2), F("ES_EN", 3, 4), F("GS_EN", 5, 5), F("VS_EN", 6, 7),
	F("DYNAMIC_HS", 8, 8), F("DISPATCH_DRAW_EN", 9, 9), F("VS_WAVE_ID_EN", 12, 12),
	F("PRIMGEN_EN", 13, 13), F("ORDERED_ID_MODE", 14, 14), F("MAX_PRIMGRP_IN_WAVE", 15, 18),
	F("GS_FAST_LAUNCH", 19, 20), F("HS_W32_EN", 21, 21), F("GS_W32_EN", 22, 22),
	F("VS_W32_EN", 23, 23), F("NGG_WAVE_ID_EN", 24, 24), F("PRIMGEN_PASSTHRU_EN", 25, 25),
	END,
};
static const struct agc_gfx_field ngg_subgrp_cntl[] = {
	F("PRIM_AMP_FACTOR", 0, 8), F("THDS_PER_SUBGRP", 9, 17), END,
};

/* Sorted by name (agc_gfx_reg_find searches it). */
static const struct agc_gfx_reg regs[] = {
	{"CB_COLOR0_INFO", 0x28c70, cb_color_info},
	{"CB_COLOR1_INFO", 0x28cac, cb_color_info},
	{"CB_COLOR2_INFO", 0x28ce8, cb_color_info},
	{"CB_COLOR3_INFO", 0x28d24, cb_color_info},
	{"CB_COLOR4_INFO", 0x28d60, cb_color_info},
	{"CB_COLOR5_INFO", 0x28d9c, cb_color_info},
	{"CB_COLOR6_INFO", 0x28dd8, cb_color_info},
	{"CB_COLOR7_INFO", 0x28e14, cb_color_info},
	{"CB_SHADER_MASK", 0x2823c, cb_shader_mask},
	{"DB_SHADER_CONTROL", 0x2880c, db_shader_control},
	{"GE_NGG_SUBGRP_CNTL", 0x28b4c, ngg_subgrp_cntl},
	{"PA_CL_VS_OUT_CNTL", 0x2881c, vs_out_cntl},
	{"SPI_BARYC_CNTL", 0x286e0, baryc_cntl},
	{"SPI_PS_INPUT_ADDR", 0x286d0, ps_input},
	{"SPI_PS_INPUT_CNTL_0", 0x28644, ps_input_cntl},
	{"SPI_PS_INPUT_ENA", 0x286cc, ps_input},
	{"SPI_PS_IN_CONTROL", 0x286d8, ps_in_control},
	{"SPI_SHADER_COL_FORMAT", 0x28714, col_format},
	{"SPI_SHADER_PGM_RSRC1_GS", 0xb228, rsrc1_gs},
	{"SPI_SHADER_PGM_RSRC1_PS", 0xb028, rsrc1_ps},
	{"SPI_SHADER_PGM_RSRC1_VS", 0xb128, rsrc1_vs},
	{"SPI_SHADER_PGM_RSRC2_GS", 0xb22c, rsrc2_gs},
	{"SPI_SHADER_PGM_RSRC2_PS", 0xb02c, rsrc2_ps},
	{"SPI_SHADER_PGM_RSRC2_VS", 0xb12c, rsrc2_vs},
	{"SPI_SHADER_POS_FORMAT", 0x2870c, pos_format},
	{"SPI_SHADER_Z_FORMAT", 0x28710, z_format},
	{"SPI_VS_OUT_CONFIG", 0x286c4, vs_out_config},
	{"VGT_SHADER_STAGES_EN", 0x28b54, stages_en},
};

static int
cmp_reg(const void *key, const void *row)
{
	return strcmp(key, ((const struct agc_gfx_reg *)row)->name);
}

/* "SPI_PS_INPUT_CNTL_17" -> 17; -1 for any other name (a leading zero,
 * "SPI_PS_INPUT_CNTL_07", is no register's name). */
static int
input_cntl_index(const char *name)
{
	static const char prefix[] = "SPI_PS_INPUT_CNTL_";
	size_t n = sizeof(prefix) - 1;
	if (strncmp(name, prefix, n))
		return -1;
	const char *p = name + n;
	if (!p[0] || (p[0] == '0' && p[1]) || strlen(p) > 2 || strspn(p, "0123456789") != strlen(p))
		return -1;
	int i = atoi(p);
	return i < 32 ? i : -1;
}

const struct agc_gfx_reg *
agc_gfx_reg_find(const char *name, int *index)
{
	*index = 0;
	int i = input_cntl_index(name);
	if (i >= 0) {
		*index = i;
		name = "SPI_PS_INPUT_CNTL_0";
	}
	return bsearch(name, regs, sizeof(regs) / sizeof(regs[0]), sizeof(regs[0]), cmp_reg);
}

uint32_t
agc_gfx_field_get(const struct agc_gfx_reg *r, const char *field, uint32_t value)
{
	for (const struct agc_gfx_field *f = r->fields; f->name; f++)
		if (!strcmp(f->name, field)) {
			unsigned w = f->hi - f->lo + 1u;
			return (value >> f->lo) & (w == 32 ? UINT32_MAX : (1u << w) - 1u);
		}
	/* a field name the derivation uses and the table lacks */
	abort();
}

bool
agc_gfx_reg_name_ok(const char *name)
{
	if (!name[0] || strlen(name) > 64 || !(name[0] >= 'A' && name[0] <= 'Z'))
		return false;
	for (const char *p = name; *p; p++)
		if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_'))
			return false;
	return true;
}
