/*
 * stage.h -- the graphics stages' entry points, interface variables and
 * exports (spirv/stage.c, spirv/lower_export.c), shared with the files
 * that lower the stages' inputs.
 *
 *   vs, ngg  OpEntryPoint Vertex: one vertex per invocation, a one-lane
 *            wave (S = 1, K = 1, EXEC = lane 0's bit)
 *   ps       OpEntryPoint Fragment, OriginUpperLeft: one pixel per
 *            invocation (K = 1), the subgroup's S invocations are lanes
 *            0 .. S-1 of the code's W-lane masks
 *
 * A file that needs an input or output calls agc_stage_var, which makes
 * the variable, decorates it and lists it in the entry point's interface:
 *
 *   uint32_t v = agc_stage_var(l, SpvStorageClassInput, l->t_f32,
 *                              SpvBuiltInFragCoord ... or -1, location or -1,
 *                              AGC_VAR_FLAT);
 */
#ifndef AGC_STAGE_H
#define AGC_STAGE_H

#include "spirv/lower.h"

/* Decorations of an interface variable (agc_stage_var). */
enum agc_var_deco {
	AGC_VAR_FLAT = 1 << 0,
	AGC_VAR_NOPERSPECTIVE = 1 << 1,
	AGC_VAR_CENTROID = 1 << 2,
	AGC_VAR_SAMPLE = 1 << 3,
	AGC_VAR_PER_VERTEX = 1 << 4, /* PerVertexKHR (fragment shader barycentric) */
	AGC_VAR_VOLATILE = 1 << 5,
};

/* Export targets (the EXP TARGET field). */
enum agc_exp_target {
	AGC_EXP_MRT0 = 0, AGC_EXP_MRTZ = 8, AGC_EXP_NULL = 9, AGC_EXP_POS0 = 12,
	AGC_EXP_PRIM = 20, AGC_EXP_PARAM0 = 32,
};

/* What a graphics module exports, found before lowering from the code and
 * the register state alone (the reflection reads it too). */
struct agc_stage_facts {
	uint64_t targets;      /* bit t: some exp writes target t */
	bool discards;         /* a lane may be demoted (ps) */
	bool end_unexported;   /* some s_endpgm may be reached before a done export */
	bool writes_depth, writes_stencil, writes_mask;
	bool early_tests;      /* EarlyFragmentTests */
	bool draw_parameters;  /* vertex/instance id read through BaseVertex/BaseInstance */
};

/* Per-module state of the graphics lowering (l->stage). */
struct agc_stage_state {
	struct agc_stage_facts f;
	uint32_t out[64];      /* per export target: its Output variable (0: none yet) */
	uint32_t out_type[64]; /* its component type */
	uint32_t point_size, layer, viewport, clip, cull; /* pos1..3 built-ins */
	uint32_t misc;         /* the misc vector's z for a geometry module (agc_gfx_misc_location) */
	uint32_t depth, stencil, mask;
	uint32_t exported;     /* Function bool: a done export ran (ps) */
	bool demotes;          /* the module demotes (capability declared) */
	uint32_t t_i32v4, t_f32v4;
};

/* ---- stage.c ---- */

/* A graphics stage (vs, ngg, ps) rather than compute. */
bool agc_stage_is_graphics(const struct agc_options *o);

/* The position vector pos<k> carries: 0 Position, 1 the misc vector,
 * 2 and 3 clip/cull distances 0..3 and 4..7 (the enabled ones in this
 * order fill pos1, pos2, ...); -1 when PA_CL_VS_OUT_CNTL enables none. */
int agc_stage_pos_slot(const struct agc_gfx_state *g, unsigned k);

/* The facts of ir under o (o->stage a graphics stage). */
void agc_stage_facts(struct agc_arena *a, const struct agc_ir *ir, const struct agc_options *o,
		     struct agc_stage_facts *f);

/* An interface variable of storage class sc (Input or Output) and pointee
 * type, decorated BuiltIn builtin (>= 0) or Location location (>= 0) and
 * deco (enum agc_var_deco), listed in the entry point's interface. */
uint32_t agc_stage_var(struct agc_lower *l, SpvStorageClass sc, uint32_t type, int builtin,
		       int location, unsigned deco);
/* The value of input built-in b (a variable made once, loaded here). */
uint32_t agc_stage_builtin(struct agc_lower *l, uint32_t type, SpvBuiltIn b);

/* Lanes and slots of the stage: S and K (W stays the code's). */
void agc_stage_layout(struct agc_lower *l);
/* The stage's initial state: user SGPRs, system SGPRs, input VGPRs, EXEC. */
int agc_stage_setup(struct agc_lower *l);
/* s_endpgm: a pixel that reaches it with no done export is demoted. */
void agc_stage_end(struct agc_lower *l);
/* OpEntryPoint and the execution modes, after the body is lowered. */
void agc_stage_entry(struct agc_lower *l, uint32_t main_fn);
/* Demote this invocation to a helper (declares the capability). */
void agc_stage_demote(struct agc_lower *l);

/* ---- lower_export.c ---- */

/* exp, s_sendmsg, s_sendmsghalt. */
int agc_lower_export(struct agc_lower *l, const struct agc_ir_inst *in);
/* An error naming the instruction: an export the state disables (the
 * register state's class, agc_gfx_state_class: exit 2 for the command
 * line's, 1 for a manifest's). */
int agc_stage_bad(struct agc_lower *l, const struct agc_ir_inst *in, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#endif
