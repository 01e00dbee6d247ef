/*
 * gfx_state.h -- a graphics shader's register state, and what the
 * hardware derives from it: the stage's input VGPRs, its attributes and
 * its exports.
 *
 * A captured vertex or pixel shader is its code plus the registers the
 * command stream set for it, named as AMD's gfx10 register reference
 * names them ("SPI_PS_INPUT_ENA", "SPI_SHADER_COL_FORMAT", ...).  The
 * capture manifest ("registers") and the command line (--reg NAME=VALUE)
 * give them as whole 32-bit values; agc_gfx_derive decodes the fields the
 * stage reads into struct agc_gfx_state, and refuses, naming register,
 * field and value, what it cannot honour.  Nothing is guessed: a register
 * the stage needs and the set lacks is an error naming it.
 *
 * Example: a pixel shader with SPI_PS_INPUT_ADDR = SPI_PS_INPUT_ENA = 0x2
 * (PERSP_CENTER only) starts with the I/J barycentrics of the pixel
 * centre in v0, v1; with 0x302 (PERSP_CENTER, POS_X_FLOAT, POS_Y_FLOAT)
 * v2 holds FragCoord.x and v3 FragCoord.y.
 */
#ifndef AGC_GFX_STATE_H
#define AGC_GFX_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/agc.h"

/* The hardware stage the code runs as.  The words are those of the
 * manifest's "stage" and of --stage: "cs" ("compute" is accepted too),
 * "vs" (a legacy hardware VS), "ngg" (a merged ES+GS program run one
 * vertex per invocation), "ps". */
enum agc_hw_stage {
	AGC_HW_CS,
	AGC_HW_VS,
	AGC_HW_NGG,
	AGC_HW_PS,
};

/* "cs" -> AGC_HW_CS and so on; "compute" is "cs".  0, or -1 for a
 * word that names no stage. */
int agc_hw_stage_parse(const char *word, enum agc_hw_stage *out);
const char *agc_hw_stage_name(enum agc_hw_stage s);

/* Registers as given: by name, in the order given.  A name may be given
 * once only (twice is an error naming it). */
struct agc_reg_value {
	const char *name;     /* as given, e.g. "SPI_PS_INPUT_CNTL_3" */
	uint32_t value;
};
struct agc_regs {
	const struct agc_reg_value *r;
	uint32_t n;
	bool from_command_line; /* errors in them are usage errors (exit 2) */
};

/* The 16 inputs of SPI_PS_INPUT_ENA / SPI_PS_INPUT_ADDR, by bit. */
enum agc_ps_input {
	AGC_PS_PERSP_SAMPLE,     /* 2 VGPRs: I, J */
	AGC_PS_PERSP_CENTER,     /* 2 */
	AGC_PS_PERSP_CENTROID,   /* 2 */
	AGC_PS_PERSP_PULL_MODEL, /* 3: 1/W, I/W, J/W */
	AGC_PS_LINEAR_SAMPLE,    /* 2 */
	AGC_PS_LINEAR_CENTER,    /* 2 */
	AGC_PS_LINEAR_CENTROID,  /* 2 */
	AGC_PS_LINE_STIPPLE,     /* 1 */
	AGC_PS_POS_X_FLOAT,      /* 1 each: FragCoord.x .. .w */
	AGC_PS_POS_Y_FLOAT,
	AGC_PS_POS_Z_FLOAT,
	AGC_PS_POS_W_FLOAT,
	AGC_PS_FRONT_FACE,       /* 1 */
	AGC_PS_ANCILLARY,        /* 1: sample id, render target index, ... */
	AGC_PS_SAMPLE_COVERAGE,  /* 1 */
	AGC_PS_POS_FIXED_PT,     /* 1 */
	AGC_PS_NINPUTS
};

/* SPI_PS_INPUT_CNTL_n: where attribute n of the pixel shader comes from. */
struct agc_ps_attr {
	uint8_t offset;      /* OFFSET: the VS param it reads (0..31) ... */
	bool use_default;    /* ... or OFFSET's bit 5 set: DEFAULT_VAL instead */
	uint8_t default_val; /* DEFAULT_VAL: 0 (0,0,0,0) 1 (0,0,0,1) 2 (1,1,1,0) 3 (1,1,1,1) */
	bool flat;           /* FLAT_SHADE */
	bool fp16;           /* FP16_INTERP_MODE */
	bool attr0_valid, attr1_valid; /* ATTR0_VALID / ATTR1_VALID (16-bit halves) */
	bool pt_sprite_tex;  /* PT_SPRITE_TEX: refused when set */
};

/* SPI_SHADER_COL_FORMAT values (4 bits per MRT). */
enum agc_col_format {
	AGC_COL_ZERO = 0, AGC_COL_32_R = 1, AGC_COL_32_GR = 2, AGC_COL_32_AR = 3,
	AGC_COL_FP16_ABGR = 4, AGC_COL_UNORM16_ABGR = 5, AGC_COL_SNORM16_ABGR = 6,
	AGC_COL_UINT16_ABGR = 7, AGC_COL_SINT16_ABGR = 8, AGC_COL_32_ABGR = 9,
};

/* SPI_SHADER_Z_FORMAT.Z_EXPORT_FORMAT: the SPI_SHADER_COL_FORMAT values;
 * agc_gfx_derive refuses the 16-bit ones (4..8). */
enum agc_z_format {
	AGC_Z_ZERO = 0, AGC_Z_32_R = 1, AGC_Z_32_GR = 2, AGC_Z_32_AR = 3, AGC_Z_32_ABGR = 9,
};

/* SPI_SHADER_POS_FORMAT.POSn_EXPORT_FORMAT (a different enum, gfx10's
 * SPI_SHADER_FORMAT); agc_gfx_derive refuses 4COMPRESS (3). */
enum agc_pos_format {
	AGC_POS_NONE = 0, AGC_POS_1COMP = 1, AGC_POS_2COMP = 2, AGC_POS_4COMPRESS = 3,
	AGC_POS_4COMP = 4,
};

/* CB_COLORn_INFO.NUMBER_TYPE (SurfaceNumber); AGC_CB_NONE: the register
 * is not given.  agc_gfx_derive refuses USCALED and SSCALED. */
enum agc_cb_number {
	AGC_CB_NONE = -1,
	AGC_CB_UNORM = 0, AGC_CB_SNORM = 1, AGC_CB_USCALED = 2, AGC_CB_SSCALED = 3,
	AGC_CB_UINT = 4, AGC_CB_SINT = 5, AGC_CB_SRGB = 6, AGC_CB_FLOAT = 7,
};

/* The component type of a pixel shader's output for MRT n. */
enum agc_mrt_type { AGC_MRT_FLOAT, AGC_MRT_UINT, AGC_MRT_SINT };

struct agc_gfx_state {
	enum agc_hw_stage stage;
	bool from_command_line; /* the registers' (agc_regs): agc_gfx_state_class */
	bool wave64;            /* PS: !SPI_PS_IN_CONTROL.PS_W32_EN; VS/NGG: !VGT_SHADER_STAGES_EN.*_W32_EN */
	uint32_t user_sgprs;    /* SPI_SHADER_PGM_RSRC2_{VS,PS,GS}.USER_SGPR (| USER_SGPR_MSB << 5) */
	uint32_t float_mode;    /* SPI_SHADER_PGM_RSRC1_*.FLOAT_MODE */
	bool ieee_mode, dx10_clamp; /* RSRC1 IEEE / DX10_CLAMP */

	/* vs, ngg */
	uint32_t vgpr_comp_cnt;     /* VS: RSRC1_VS.VGPR_COMP_CNT; NGG: RSRC2_GS.ES_VGPR_COMP_CNT */
	uint32_t gs_vgpr_comp_cnt;  /* NGG: RSRC1_GS.GS_VGPR_COMP_CNT */
	uint32_t nparams;           /* SPI_VS_OUT_CONFIG.VS_EXPORT_COUNT + 1; 0 with NO_PC_EXPORT */
	bool vs_out_config;         /* nparams known (vs, ngg; ps: SPI_VS_OUT_CONFIG given) */
	uint8_t pos_format[4];      /* SPI_SHADER_POS_FORMAT.POSn_EXPORT_FORMAT, enum agc_pos_format */
	/* PA_CL_VS_OUT_CNTL (ps: when given, what the geometry module passes) */
	uint8_t clip_dist_ena, cull_dist_ena; /* CLIP_DIST_ENA_0..7; CULL_DIST_ENA_i less those */
	bool use_point_size, use_layer, use_viewport_index; /* USE_VTX_POINT_SIZE ... */
	bool misc_vec_ena, ccdist0_ena, ccdist1_ena;       /* VS_OUT_MISC_VEC_ENA, VS_OUT_CCDIST0/1_VEC_ENA */
	uint32_t ngg_subgrp_cntl;   /* GE_NGG_SUBGRP_CNTL, raw (read for ngg) */

	/* ps */
	uint16_t input_ena, input_addr;   /* SPI_PS_INPUT_ENA, SPI_PS_INPUT_ADDR */
	int8_t input_vgpr[AGC_PS_NINPUTS]; /* first VGPR of each input in ADDR, -1: none */
	uint32_t ninput_vgprs;            /* VGPRs the hardware loads */
	uint32_t num_interp;              /* SPI_PS_IN_CONTROL.NUM_INTERP */
	struct agc_ps_attr attr[32];      /* SPI_PS_INPUT_CNTL_0..num_interp-1 */
	uint8_t pos_float_location;       /* SPI_BARYC_CNTL.POS_FLOAT_LOCATION: 0 centre, 1 centroid, 2 sample */
	bool front_face_all_bits;         /* SPI_BARYC_CNTL.FRONT_FACE_ALL_BITS */
	uint8_t col_format[8];            /* SPI_SHADER_COL_FORMAT, enum agc_col_format per MRT */
	uint32_t cb_shader_mask;          /* CB_SHADER_MASK: 4 bits per MRT */
	int8_t cb_number[8];              /* CB_COLORn_INFO.NUMBER_TYPE, enum agc_cb_number */
	uint8_t z_format;                 /* SPI_SHADER_Z_FORMAT.Z_EXPORT_FORMAT */
	/* DB_SHADER_CONTROL */
	bool z_export, stencil_export, mask_export, kill_enable;
	bool exec_on_hier_fail, exec_on_noop;
	uint8_t z_order;                  /* Z_ORDER: 0 late, 1 early-then-late, 2 re-z, 3 early-then-re-z */
	bool depth_before_shader;         /* DEPTH_BEFORE_SHADER */
	uint8_t conservative_z_export;    /* CONSERVATIVE_Z_EXPORT */

	/* Registers given that the tool does not read (spelled as register
	 * names, so not typos): how many, and the first, which the pipeline
	 * names in a warning. */
	uint32_t unread;
	const char *first_unread;
};

/* Decode what stage reads from regs into *st.  A register the stage needs
 * that regs lacks, a register given twice, a name not spelled as a
 * register's (A-Z, 0-9, _; a well-spelled name the tool does not read is
 * counted in st->unread and ignored), or a field value the tool cannot honour (an export format
 * it does not implement, PT_SPRITE_TEX, ...) fails with a message naming
 * register, field and value; the class is AGC_DIAG_USAGE when
 * regs->from_command_line, else AGC_DIAG_MALFORMED.  For AGC_HW_CS
 * nothing is required and regs may be empty.  0, or -1. */
int agc_gfx_derive(const struct agc_regs *regs, enum agc_hw_stage stage,
		   struct agc_gfx_state *st, struct agc_diag *d);

/* The class of an error in the register state that a later pass finds
 * (an export the state disables, a register the code turns out to need):
 * AGC_DIAG_USAGE when the registers came from the command line (--stage,
 * --reg: exit 2), else AGC_DIAG_MALFORMED (a manifest's: exit 1), as
 * agc_gfx_derive's own. */
enum agc_diag_class agc_gfx_state_class(const struct agc_gfx_state *st);

/* The type of the output a pixel shader's export to MRT n declares.  The
 * export format decides the conversion the shader's values undergo; the
 * colour buffer then converts to its own number type.  So the 16-bit
 * formats keep their types whatever the target (UINT16_ABGR uint,
 * SINT16_ABGR sint, the others float), and a 32-bit format (32_R, 32_GR,
 * 32_AR, 32_ABGR), whose dwords are raw bits, is uint or sint when
 * CB_COLORn_INFO.NUMBER_TYPE is UINT or SINT and float otherwise,
 * CB_COLORn_INFO absent included.
 *
 * Example: COL0_EXPORT_FORMAT 32_R with CB_COLOR0_INFO = 0x00000410
 * (FORMAT 4 COLOR_32, NUMBER_TYPE 4 UINT) is uint; without CB_COLOR0_INFO
 * it is float. */
/* The location after the vertex stage's params where its module also
 * writes the misc vector's z (layer, viewport index) as a uint, for a
 * generated geometry module to read (gl_in has neither): -1 when the
 * stage writes neither, or has 32 params and no location is left.
 *   SPI_VS_OUT_CONFIG.VS_EXPORT_COUNT = 1 (params 0, 1), layer -> 2 */
static inline int
agc_gfx_misc_location(const struct agc_gfx_state *g)
{
	if (!(g->use_layer || g->use_viewport_index) || !g->misc_vec_ena || g->nparams >= 32)
		return -1;
	return (int)g->nparams;
}

enum agc_mrt_type agc_gfx_mrt_type(const struct agc_gfx_state *st, unsigned n);

/* The value of register name in regs; false when it is not there. */
bool agc_regs_get(const struct agc_regs *regs, const char *name, uint32_t *value);

#endif
