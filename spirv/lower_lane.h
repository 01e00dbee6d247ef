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

/* lower_dpp.c: the DPP16/DPP8 source of a VALU instruction.  begin swaps
 * src0's VGPR for the values read across lanes and narrows active[] to
 * the lanes DPP lets write; end restores the VGPR. */
struct agc_lw_dpp {
	bool on;
	unsigned reg;
	uint32_t saved[AGC_MAX_SLOTS], tmp[AGC_MAX_SLOTS];
};
int agc_lw_dpp_begin(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t *active,
		     struct agc_lw_dpp *s);
void agc_lw_dpp_end(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active,
		    struct agc_lw_dpp *s);

#endif
