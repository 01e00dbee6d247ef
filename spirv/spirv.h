/*
 * spirv.h -- what the pipeline (pipeline/pipeline.c) and the command line call
 * in spirv/: lowering, optimizing and validating a module, its reflection,
 * and the skeleton module of an abstract graph.  The module builder the
 * files of spirv/ share is spirv/spv.h; the lowering's own is
 * spirv/lower.h.
 */
#ifndef AGC_SPIRV_H
#define AGC_SPIRV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cfg/cfg.h"
#include "ir/ir.h"

/* ---- lower.c ---- */

/* A pixel shader's plan (spirv/stage_pixel_plan.c: its input VGPRs, which
 * v_interp_* pairs are inputs, what needs the three vertices' values),
 * allocated from a and hung on ir->ps for the lowering; refuses what it
 * cannot honour.  *geometry: whether the module needs the generated
 * geometry module.  0, or -1. */
int agc_spv_plan_pixel(struct agc_arena *a, struct agc_ir *ir, const struct agc_options *o,
		       bool *geometry, struct agc_diag *d);

/* The geometry module a planned pixel shader needs (ir->ps; triangles in,
 * the fragment module's vertex arrays and barycentrics out), allocated
 * from a. */
int agc_spv_geometry(struct agc_arena *a, const struct agc_ir *ir, uint32_t version,
		     uint32_t **words, size_t *nwords, struct agc_diag *d);

/* The module of the structured graph s and the IR ir, allocated from a
 * (local ids from LocalInvocationIndex where the code as lowered does not
 * read how invocations are grouped into subgroups, agc_spv_lower_ids). */
int agc_spv_lower(struct agc_arena *a, const struct agc_ir *ir, const struct agc_sgraph *s,
		  const struct agc_options *o, uint32_t **words, size_t *nwords,
		  struct agc_diag *d);
/* May a module of o take its local ids from LocalInvocationIndex: compute,
 * whole waves, more than one invocation a wave? */
bool agc_spv_native_ids(const struct agc_options *o);
/* The module with the local ids from LocalInvocationIndex (native; only
 * where agc_spv_native_ids) or from the wave and the lane.  With check,
 * a native try that reads the grouping returns 1 and makes nothing;
 * without, the caller checks the module it makes (agc_spv_reads_grouping,
 * after -O, which drops what nothing reads). */
int agc_spv_lower_ids(struct agc_arena *a, const struct agc_ir *ir, const struct agc_sgraph *s,
		      const struct agc_options *o, bool native, bool check, uint32_t **words,
		      size_t *nwords, struct agc_diag *d);

/* ---- optimize.cpp ---- */

/* SPIRV-Tools' performance passes; replaces *words with the result. */
int agc_spv_optimize(struct agc_arena *a, int env, uint32_t **words, size_t *nwords,
		     struct agc_diag *d);

/* ---- prune.c ---- */

/* Drops subgroup operations whose result nothing reads (after the
 * optimizer, which keeps them); in place. */
int agc_spv_prune_group_ops(struct agc_arena *a, uint32_t *words, size_t *nwords);
/* Does the module read how its invocations are grouped into subgroups: a
 * subgroup operation, or a load of SubgroupLocalInvocationId or
 * SubgroupId? */
bool agc_spv_reads_grouping(const uint32_t *words, size_t nwords);

/* ---- validate.c ---- */

enum agc_spv_env { AGC_SPV_ENV_VULKAN_1_2 = 0, AGC_SPV_ENV_VULKAN_1_3 = 1 };

/* Validate with SPIRV-Tools; on failure d names the validator's message. */
int agc_spv_validate(const uint32_t *words, size_t n, int env, struct agc_diag *d);

/* ---- reflect.c ---- */

/* The reflection JSON of a recompiled module spv (arena text, NULL out of
 * memory); wg_default: the workgroup size was assumed, not given. */
char *agc_spv_reflection(struct agc_arena *a, const struct agc_code *code,
			 const struct agc_options *o, const struct agc_ir *ir,
			 const uint32_t *spv, size_t nwords, bool wg_default);

/* ---- reflect_stage.c ---- */

/* A graphics stage's fields of the reflection (json: a json_object of
 * agc_spv_reflection's): outputs or render targets, discards, features. */
int agc_spv_reflect_stage(struct agc_arena *a, void *json, const struct agc_options *o,
			  const struct agc_ir *ir);

/* SHA-256 of data as 64 lowercase hex digits and a NUL. */
void agc_sha256_hex(const uint8_t *data, size_t n, char out[65]);

/* ---- skeleton.c ---- */

/* The module that runs graph g's control flow: see the contract in
 * skeleton.c.  The words are allocated from a. */
int agc_spv_skeleton(struct agc_arena *a, const struct agc_sgraph *s,
		     const struct agc_graph *g, uint32_t **words, size_t *nwords,
		     struct agc_diag *d);

/* Trace entries the skeleton writes at most. */
#define AGC_SKELETON_TRACE_MAX 4000

#endif
