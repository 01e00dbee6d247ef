/*
 * stage_pixel.h -- the pixel stage's inputs: the plan made before the
 * lowering (stage_pixel_plan.c), the input VGPRs and input variables of
 * the Fragment module (stage_pixel_inputs.c), the v_interp_* lowering
 * (lower_interp.c) and the geometry module that hands the fragment
 * module the three vertices' values (stage_geometry.c).
 *
 * What a pixel shader looks like to the host, for SPI_PS_INPUT_ENA =
 * SPI_PS_INPUT_ADDR = 0x302 (PERSP_CENTER, POS_X_FLOAT, POS_Y_FLOAT) and
 * SPI_PS_INPUT_CNTL_0.OFFSET = 2:
 *
 *	v_interp_p1_f32 v4, v0, attr0.x     ->  v4 = param 2's x, smooth:
 *	v_interp_p2_f32 v4, v1, attr0.x         layout(location = 2) in vec4
 *	v_mul_f32 v5, v2, v3                    v2 = gl_FragCoord.x, v3 = .y
 *
 * and, when the code computes with the barycentrics (v_mul_f32 v0, ...
 * before the pair), the pair evaluates the hardware's formula on the
 * three vertices' values, which a generated geometry shader passes as
 * flat arrays; the reflection names that module ("geometry_stage").
 */
#ifndef AGC_STAGE_PIXEL_H
#define AGC_STAGE_PIXEL_H

#include "ir/ir.h"

/* How a fragment input is interpolated. */
enum agc_ps_mode {
	AGC_PSM_SMOOTH,
	AGC_PSM_SMOOTH_CENTROID,
	AGC_PSM_SMOOTH_SAMPLE,
	AGC_PSM_LINEAR,
	AGC_PSM_LINEAR_CENTROID,
	AGC_PSM_LINEAR_SAMPLE,
	AGC_PSM_FLAT,
	AGC_PSM_COUNT,
	AGC_PSM_NONE = 0xff,
};

/* What the plan makes of one instruction. */
enum agc_ps_role {
	AGC_PSR_OTHER,  /* lowered as it is (the formula for a v_interp_*) */
	AGC_PSR_HEAD,   /* the p1 of a pair: writes nothing (its p2 writes the input) */
	AGC_PSR_INPUT,  /* the p2 of a pair, or v_interp_mov p0: the input itself */
};

#define AGC_PS_LOCATIONS 32 /* fragment input locations the module may use */

struct agc_ps_plan {
	const struct agc_gfx_state *gfx;
	int8_t vgpr[AGC_PS_NINPUTS];   /* first VGPR of each input in SPI_PS_INPUT_ADDR, -1 none */
	uint8_t *role;                 /* per instruction, enum agc_ps_role */
	uint8_t *keeps;                /* per instruction: a select that keeps its VGPR (plan) */
	/* per VS param (location): the one interpolation its input variable
	 * has (a location has one), AGC_PSM_NONE for none */
	uint8_t mode[AGC_PS_LOCATIONS];
	uint8_t components[AGC_PS_LOCATIONS]; /* channels read + 1, for the reflection */
	uint32_t vertices;             /* params whose three vertices' values are needed */
	uint8_t vtx_location[AGC_PS_LOCATIONS]; /* their flat vec4[3] input's first location */
	uint8_t bary;                  /* barycentric inputs (bit = enum agc_ps_input) needing real values */
	uint8_t bary_location[7];
	bool geometry;                 /* a geometry module is needed */
	/* what it passes besides the position (PA_CL_VS_OUT_CNTL): the point
	 * size, as many clip and cull distances */
	bool gs_point_size;
	uint8_t gs_clip, gs_cull;
	/* the layer and viewport index from the vertex module's uint at
	 * location gs_misc (-1: none; agc_gfx_misc_location) */
	int8_t gs_misc;
	bool gs_layer, gs_viewport;
	bool formula;                  /* some v_interp_* evaluates the formula */
	bool ext;                      /* VK_KHR_fragment_shader_barycentric: the vertices'
					  values PerVertexKHR at their own location */
	bool sample_shading;           /* the module runs per sample */
	bool implicit_lod;             /* image_sample with implicit derivatives */
};

/* The lowering's pixel-stage state (struct agc_lower's ps): the plan and
 * the input variables made so far (0: not yet). */
struct agc_ps_lower {
	const struct agc_ps_plan *plan;
	uint32_t t_v4f32, t_v3f32;
	uint32_t input[AGC_PS_LOCATIONS];  /* at the location, of the plan's mode */
	uint32_t vertex[AGC_PS_LOCATIONS]; /* flat vec4[3]: the three vertices' values */
	uint32_t bary[7];                  /* vec2 I, J (ext: vec3 BaryCoord*KHR) of a barycentric input */
	bool ext_declared;                 /* the extension and capability of ext */
};

struct agc_lower;

/* stage_pixel_inputs.c: the input VGPRs (spirv/stage.c makes the lanes,
 * EXEC and the entry point). */
void agc_ps_setup(struct agc_lower *l);
/* float: channel chan of the input at location loc, with the plan's mode
 * there; vec4 float: the three vertices' values (vertex 0 = P0, the
 * provoking vertex). */
uint32_t agc_ps_input(struct agc_lower *l, unsigned loc, unsigned chan);
uint32_t agc_ps_vertex(struct agc_lower *l, unsigned loc, unsigned vertex);

/* lower_interp.c: v_interp_* */
int agc_lower_interp(struct agc_lower *l, const struct agc_ir_inst *in);

/* The plan of a pixel shader: input VGPRs, which v_interp_* pairs are
 * inputs, what needs the three vertices' values.  Refuses (naming
 * register, field and value, or pc and instruction) what it cannot
 * honour.  0, or -1. */
int agc_ps_plan(struct agc_arena *a, const struct agc_ir *ir, const struct agc_options *o,
		struct agc_ps_plan *p, struct agc_diag *d);

/* The barycentric input (PERSP_SAMPLE .. LINEAR_CENTROID) -> its mode. */
enum agc_ps_mode agc_ps_bary_mode(enum agc_ps_input in);

/* "smooth", "flat", "noperspective", "centroid", "sample", ... */
const char *agc_ps_mode_name(enum agc_ps_mode m);

#endif
