/*
 * lower_ds_lane.c -- the DS instructions that move data between lanes
 * without touching LDS: ds_permute_b32, ds_bpermute_b32 and ds_swizzle_b32,
 * through subgroup operations combined with the explicit EXEC mask.
 */
#include "spirv/lower.h"

/* ds_bpermute_b32 / ds_permute_b32: the lane addressed is
 * ((addr + offset) >> 2) mod 32 within the addressing lane's own 32-lane
 * half: gfx10 permutes wave64 by half-waves (LLVM's
 * GCNSubtarget::supportsWaveWideBPermute is false for it, and ACO
 * emulates wave64 shuffles with two permutes and shared VGPRs). */
static int
permute(struct agc_lower *l, const struct agc_ir_inst *in, bool backward)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	unsigned dst = mi->def[0].reg - AGC_REG_VGPR0;
	uint32_t target[AGC_MAX_SLOTS], data[AGC_MAX_SLOTS], out[AGC_MAX_SLOTS];

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t a = agc_lw_src(l, &mi->use[0], AGC_T_U32, k);
		a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, a, agc_lw_u32(l, (uint32_t)mi->offset));
		target[k] = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2,
				       agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, a, agc_lw_u32(l, 2)),
				       agc_lw_u32(l, 31));
		if (l->W == 64)
			target[k] = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, target[k],
					       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, l->lane[k], agc_lw_u32(l, 32)));
		data[k] = agc_lw_src(l, &mi->use[1], AGC_T_U32, k);
	}
	if (backward) {
		/* each active lane reads the data of lane target; EXEC applies
		 * to the read too: an inactive source lane gives 0 */
		agc_lw_shuffle(l, data, target, out);
		uint32_t exec = agc_lw_exec(l);
		for (unsigned k = 0; k < l->K; k++) {
			uint32_t on = agc_lw_mask_test(l, exec, target[k]);
			out[k] = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, on, out[k], agc_lw_u32(l, 0));
		}
	} else {
		/* each active lane sends its data to lane target; the highest
		 * sender wins; an active lane nobody sends to gets 0 */
		uint32_t exec = agc_lw_exec(l);
		for (unsigned k = 0; k < l->K; k++)
			out[k] = agc_lw_u32(l, 0);
		for (unsigned j = 0; j < l->W; j++) {
			uint32_t lane = agc_lw_u32(l, j);
			uint32_t tj = agc_lw_read_lane(l, target, lane);
			uint32_t dj = agc_lw_read_lane(l, data, lane);
			uint32_t aj = agc_lw_mask_test(l, exec, lane);
			for (unsigned k = 0; k < l->K; k++) {
				uint32_t hit = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, aj,
							  agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, tj, l->lane[k]));
				out[k] = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, hit, dj, out[k]);
			}
		}
	}
	for (unsigned k = 0; k < l->K; k++)
		agc_lw_write_vgpr(l, dst, k, out[k], agc_lw_active(l, k));
	return 0;
}

int
agc_lower_ds_permute(struct agc_lower *l, const struct agc_ir_inst *in)
{
	return permute(l, in, false);
}

int
agc_lower_ds_bpermute(struct agc_lower *l, const struct agc_ir_inst *in)
{
	return permute(l, in, true);
}

/* ds_swizzle_b32 vdst, vaddr offset:o: lane reads vaddr of another lane
 * of its 32-lane half (l = lane & 31; the ISA's pseudocode):
 *   o >= 0xe000  FFT: (rev5(l) >> popcount(m)) | (l & m), m = o[4:0]
 *   o >= 0xc000  rotate by r = o[9:5] lanes, left (l + r) or, o[10] set,
 *                right (l - r), keeping the bits of m = o[4:0]:
 *                ((l & m) | ((l +- r) & ~m)) & 31
 *   o[15] = 1    quad permute, (l & ~3) + o[2 * (l & 3) +: 2]
 *   o[15] = 0    bit masks, ((l & and) | or) ^ xor with and = o[4:0],
 *                or = o[9:5], xor = o[14:10]
 * An inactive source gives 0, as for ds_bpermute. */
int
agc_lower_ds_swizzle(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t off = (uint32_t)mi->offset & 0xffff;
	uint32_t src[AGC_MAX_SLOTS], data[AGC_MAX_SLOTS], out[AGC_MAX_SLOTS];

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t lane = l->lane[k];
		data[k] = agc_lw_src(l, &mi->use[0], AGC_T_U32, k);
		uint32_t half = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, 32));
		uint32_t l5 = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, 31));
		uint32_t mask = off & 31, j;
		if (off >= 0xe000) {
			unsigned sh = 27 + (unsigned)__builtin_popcount(mask);
			uint32_t rev = sh >= 32 ? agc_lw_u32(l, 0)
				     : agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2,
						  agc_spv_op(m, SpvOpBitReverse, l->t_u32, 1, l5), agc_lw_u32(l, sh));
			j = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, rev,
				       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, l5, agc_lw_u32(l, mask)));
			src[k] = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, j, half);
		} else if (off >= 0xc000) {
			uint32_t r = (off >> 5) & 31;
			uint32_t moved = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, l5, agc_lw_u32(l, (off & 0x400) ? 32 - r : r));
			j = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
				       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, l5, agc_lw_u32(l, mask)),
				       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, moved, agc_lw_u32(l, ~mask & 31)));
			src[k] = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, j, half);
		} else if (off & 0x8000) {
			uint32_t q = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, 3));
			uint32_t s = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, agc_lw_u32(l, off),
						agc_spv_op(m, SpvOpIMul, l->t_u32, 2, q, agc_lw_u32(l, 2)), agc_lw_u32(l, 2));
			src[k] = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
					    agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, ~3u)), s);
		} else {
			uint32_t and_m = off & 31, or_m = (off >> 5) & 31, xor_m = (off >> 10) & 31;
			uint32_t x = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, and_m | 0x20));
			x = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, x, agc_lw_u32(l, or_m));
			src[k] = agc_spv_op(m, SpvOpBitwiseXor, l->t_u32, 2, x, agc_lw_u32(l, xor_m));
		}
	}
	agc_lw_shuffle(l, data, src, out);
	uint32_t exec = agc_lw_exec(l);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t on = agc_lw_mask_test(l, exec, src[k]);
		uint32_t v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, on, out[k], agc_lw_u32(l, 0));
		agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, v, agc_lw_active(l, k));
	}
	return 0;
}
