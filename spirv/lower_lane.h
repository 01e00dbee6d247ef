/*
 * lower_lane.h -- cross-lane helpers of the lowering (spirv/lower_lane.c).
 */
#ifndef AGC_LOWER_LANE_H
#define AGC_LOWER_LANE_H

#include "spirv/lower.h"

/* The W-bit mask (uint64) of the lanes whose cond[slot] (bool) is true. */
uint32_t agc_lw_ballot(struct agc_lower *l, const uint32_t *cond);
/* vals[slot] (uint) of lane `lane` (a uniform uint), for every invocation. */
uint32_t agc_lw_read_lane(struct agc_lower *l, const uint32_t *vals, uint32_t lane);
/* out[slot] = the vals of lane src[slot] (uint, any lane of the wave). */
void agc_lw_shuffle(struct agc_lower *l, const uint32_t *vals, const uint32_t *src, uint32_t *out);

/* After an instruction: each shared VGPR it wrote gets, in both halves'
 * copies, the high half's value where the high lane wrote, else the low
 * half's (lower_lane.c). */
void agc_lw_shared_sync(struct agc_lower *l);

/* v_permlane16_b32 / v_permlanex16_b32 vdst, src0, sel_lo, sel_hi. */
int agc_lower_permlane(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);

/* lower_f16.c: packed 16-bit VOP3P instructions (v_pk_*). */
int agc_lower_packed(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_f16.c: v_cvt_pkrtz_f16_f32, v_cvt_pknorm_*, v_cvt_pk_u16_u32/i16_i32. */
int agc_lower_cvt_pack(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);

/* lower_dpp.c: the DPP16/DPP8 source of a VALU instruction.  Writes src0
 * read across lanes to a VGPR the shader leaves unused, fills *copy with
 * the instruction reading that VGPR instead, and narrows active[] to the
 * lanes DPP lets write. */
int agc_lw_dpp(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t *active,
	       struct agc_inst *copy);

/* SDWA: sources with a byte/word select (or sext) staged in v254/v255 and
 * *copy reading them; the destination select applied afterwards (old: the
 * destination's value per slot before the instruction). */
int agc_lw_sdwa_src(struct agc_lower *l, const struct agc_ir_inst *in, struct agc_inst *copy);
bool agc_lw_sdwa_has_dst(const struct agc_ir_inst *in);
void agc_lw_sdwa_dst(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *old,
		     const uint32_t *active);

#endif
