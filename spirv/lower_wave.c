/*
 * lower_wave.c -- operations across the lanes of a wave, in the K-slot
 * layout: lane = slot * S + SubgroupLocalInvocationId.
 *
 *   ballot(c)        per slot k: OpGroupNonUniformBallot(c_k) -> S bits,
 *                    shifted to bit k * S of the W-bit mask
 *   read_lane(v, i)  slot i / S of the value broadcast from invocation i % S
 *   shuffle(v, src)  per slot: each slot j of the source broadcast by
 *                    OpGroupNonUniformShuffle, then the slot src / S chosen
 *   shuffle_xor(v, x)  from lane ^ x (x < W): the slot k ^ (x / S), read by
 *                    OpGroupNonUniformShuffleXor by x % S (none when 0)
 *
 * Every invocation is live at these points (EXEC is data, not control
 * flow), so the subgroup operations see the whole wave.  With S = 1 one
 * invocation holds the whole wave and no subgroup operation is needed.
 *
 * GFX10 shared VGPRs (wave64): lanes l and l + 32 see one register.  Every
 * slot keeps a copy; after an instruction that wrote one (in any slot,
 * under EXEC, perhaps inside a branch) the copies of lanes l and l + 32
 * become
 *   hi_wrote ? hi : lo      (the hardware runs the low half first)
 * where lo/hi are the copies after the instruction (lo is the old value
 * when the low lane did not write).  With K >= 2 both lanes are slots
 * k and k + K/2 of one invocation; with K = 1 (S = 64) they are
 * invocations i and i ^ 32, met by OpGroupNonUniformShuffleXor.
 */
#include "spirv/lower.h"

static uint32_t
scope(struct agc_lower *l)
{
	return agc_lw_u32(l, SpvScopeSubgroup);
}

/* One slot's part of the ballot: the S bits of the invocations whose c is
 * true, as a mask (not yet shifted to the slot's lanes). */
static uint32_t
ballot_part(struct agc_lower *l, uint32_t c)
{
	struct agc_spv_module *m = l->m;
	if (l->S == 1)
		return agc_spv_op(m, SpvOpSelect, l->t_mask, 3, c, agc_lw_mask_const(l, 1),
				  agc_lw_mask_const(l, 0));
	agc_spv_capability(m, SpvCapabilityGroupNonUniformBallot);
	uint32_t b = agc_spv_op(m, SpvOpGroupNonUniformBallot, l->t_v4u32, 2, scope(l), c);
	uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, b, 0u);
	if (l->S < 32)
		lo = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lo, agc_lw_u32(l, (1u << l->S) - 1));
	if (l->W == 32)
		return lo;
	uint32_t hi = l->S == 64 ? agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, b, 1u)
				 : agc_lw_u32(l, 0);
	uint32_t v = agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi);
	return agc_lw_bitcast(l, l->t_u64, v);
}

uint32_t
agc_lw_ballot(struct agc_lower *l, const uint32_t *cond)
{
	struct agc_spv_module *m = l->m;
	uint32_t mask = ballot_part(l, cond[0]);

	for (unsigned k = 1; k < l->K; k++) {
		uint32_t part = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_mask, 2, ballot_part(l, cond[k]),
					   agc_lw_u32(l, k * l->S));
		mask = agc_spv_op(m, SpvOpBitwiseOr, l->t_mask, 2, mask, part);
	}
	return mask;
}

/* Choose among the K per-slot values by a slot index (uint). */
static uint32_t
pick_slot(struct agc_lower *l, const uint32_t *vals, uint32_t slot)
{
	uint32_t r = vals[0];
	for (unsigned k = 1; k < l->K; k++) {
		uint32_t is = agc_spv_op(l->m, SpvOpIEqual, l->t_bool, 2, slot, agc_lw_u32(l, k));
		r = agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, is, vals[k], r);
	}
	return r;
}

uint32_t
agc_lw_read_lane(struct agc_lower *l, const uint32_t *vals, uint32_t lane)
{
	struct agc_spv_module *m = l->m;
	uint32_t lanes = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, l->W - 1));
	if (l->S == 1)
		return pick_slot(l, vals, lanes);
	agc_spv_capability(m, SpvCapabilityGroupNonUniformBallot);
	uint32_t inv = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lanes, agc_lw_u32(l, l->S - 1));
	uint32_t slot = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, lanes,
				   agc_lw_u32(l, (uint32_t)__builtin_ctz(l->S)));
	uint32_t got[AGC_MAX_SLOTS] = {0};
	for (unsigned k = 0; k < l->K; k++)
		got[k] = agc_spv_op(m, SpvOpGroupNonUniformBroadcast, l->t_u32, 3, scope(l), vals[k], inv);
	return pick_slot(l, got, slot);
}

void
agc_lw_shuffle(struct agc_lower *l, const uint32_t *vals, const uint32_t *src, uint32_t *out)
{
	struct agc_spv_module *m = l->m;
	uint32_t sh = (uint32_t)__builtin_ctz(l->S);

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t s = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, src[k], agc_lw_u32(l, l->W - 1));
		uint32_t slot = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, s, agc_lw_u32(l, sh));
		if (l->S == 1) {
			out[k] = pick_slot(l, vals, slot);
			continue;
		}
		agc_spv_capability(m, SpvCapabilityGroupNonUniformShuffle);
		uint32_t inv = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s, agc_lw_u32(l, l->S - 1));
		uint32_t got[AGC_MAX_SLOTS] = {0};
		for (unsigned j = 0; j < l->K; j++)
			got[j] = agc_spv_op(m, SpvOpGroupNonUniformShuffle, l->t_u32, 3, scope(l), vals[j], inv);
		out[k] = pick_slot(l, got, slot);
	}
}

void
agc_lw_shuffle_xor(struct agc_lower *l, const uint32_t *vals, unsigned mask, uint32_t *out)
{
	struct agc_spv_module *m = l->m;
	unsigned sh = (unsigned)__builtin_ctz(l->S), within = mask & (l->S - 1);

	/* lane ^ mask = (slot ^ (mask >> sh)) * S + (sid ^ within) */
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t v = vals[k ^ (mask >> sh)];
		if (within) {
			agc_spv_capability(m, SpvCapabilityGroupNonUniformShuffle);
			v = agc_spv_op(m, SpvOpGroupNonUniformShuffleXor, l->t_u32, 3, scope(l), v, agc_lw_u32(l, within));
		}
		out[k] = v;
	}
}

/* Lane slot * S + sid and its partner 32 lanes up (K >= 2: slot + K/2 of
 * this invocation; K = 1: invocation sid ^ 32) get hi_wrote ? hi : lo. */
static void
sync_pair(struct agc_lower *l, unsigned v, unsigned slot)
{
	struct agc_spv_module *m = l->m;
	uint32_t t = l->t_u32, b = l->t_bool, no = agc_spv_const_bool(m, false);
	uint32_t lo_var = agc_lw_vgpr_var(l, v, slot), lo_flag = agc_lw_shared_flag(l, v, slot);
	uint32_t lo = agc_spv_op(m, SpvOpLoad, t, 1, lo_var);
	uint32_t lo_w = agc_spv_op(m, SpvOpLoad, b, 1, lo_flag);
	uint32_t hi, hi_w, hi_var = 0, hi_flag = 0;

	if (l->K > 1) {
		hi_var = agc_lw_vgpr_var(l, v, slot + l->K / 2);
		hi_flag = agc_lw_shared_flag(l, v, slot + l->K / 2);
		hi = agc_spv_op(m, SpvOpLoad, t, 1, hi_var);
		hi_w = agc_spv_op(m, SpvOpLoad, b, 1, hi_flag);
	} else {
		agc_spv_capability(m, SpvCapabilityGroupNonUniformShuffle);
		uint32_t x32 = agc_lw_u32(l, 32);
		uint32_t mine_w = agc_spv_op(m, SpvOpSelect, t, 3, lo_w, agc_lw_u32(l, 1), agc_lw_u32(l, 0));
		uint32_t other = agc_spv_op(m, SpvOpGroupNonUniformShuffleXor, t, 3, scope(l), lo, x32);
		uint32_t other_w = agc_spv_op(m, SpvOpGroupNonUniformShuffleXor, t, 3, scope(l), mine_w, x32);
		other_w = agc_spv_op(m, SpvOpINotEqual, b, 2, other_w, agc_lw_u32(l, 0));
		uint32_t is_hi = agc_spv_op(m, SpvOpUGreaterThanEqual, b, 2, l->sid, x32);
		hi = agc_spv_op(m, SpvOpSelect, t, 3, is_hi, lo, other);
		hi_w = agc_spv_op(m, SpvOpSelect, b, 3, is_hi, lo_w, other_w);
		lo = agc_spv_op(m, SpvOpSelect, t, 3, is_hi, other, lo);
	}
	uint32_t val = agc_spv_op(m, SpvOpSelect, t, 3, hi_w, hi, lo);
	agc_spv_code(m, SpvOpStore, 2, lo_var, val);
	agc_spv_code(m, SpvOpStore, 2, lo_flag, no);
	if (hi_var) {
		agc_spv_code(m, SpvOpStore, 2, hi_var, val);
		agc_spv_code(m, SpvOpStore, 2, hi_flag, no);
	}
}

void
agc_lw_shared_sync(struct agc_lower *l)
{
	unsigned half = l->K > 1 ? l->K / 2 : 1;
	for (unsigned w = 0; w < 4; w++) {
		while (l->shared_dirty[w]) {
			unsigned v = w * 64 + (unsigned)__builtin_ctzll(l->shared_dirty[w]);
			l->shared_dirty[w] &= l->shared_dirty[w] - 1;
			for (unsigned k = 0; k < half; k++)
				sync_pair(l, v, k);
		}
	}
}
