/*
 * lower_lds.c -- LDS reads, writes and atomics on the Workgroup array
 * "lds", each lane under a branch on its EXEC bit; an address past the
 * LDS size the options give reads 0 and writes nothing:
 *
 *   ds_write_b32 v1, v2 offset:16     per slot k: if (active_k) {
 *                                       a = v1_k + 16
 *                                       if (a + 4 <= size) lds[a / 4] = v2_k }
 */

#include "spirv/lower.h"

/* ---- LDS ---- */

static uint32_t
lds_ptr(struct agc_lower *l, uint32_t byte_addr)
{
	uint32_t p = agc_spv_type_pointer(l->m, SpvStorageClassWorkgroup, l->t_u32);
	uint32_t idx = agc_spv_op(l->m, SpvOpShiftRightLogical, l->t_u32, 2, byte_addr, agc_lw_u32(l, 2));
	return agc_spv_op(l->m, SpvOpAccessChain, p, 2, l->lds, idx);
}

static uint32_t
lds_limit(struct agc_lower *l)
{
	uint32_t n = (l->o->lds_bytes + 3) / 4;
	return agc_lw_u32(l, n ? n * 4 : 4);
}

/* bool: the dword at byte_addr lies in the allocation */
static uint32_t
lds_in_range(struct agc_lower *l, uint32_t byte_addr)
{
	return agc_spv_op(l->m, SpvOpULessThan, l->t_bool, 2, byte_addr, lds_limit(l));
}

int
agc_lower_lds(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const struct agc_irop *op = in->op;
	bool two = op->flags & AGC_IRF_PAIR;
	if (mi->gds)
		return agc_lw_unsupported(l, in, "GDS is not supported yet");

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t base = agc_lw_src(l, &mi->use[0], AGC_T_U32, k);
		if (op->kind != AGC_K_DSATOMIC) {
			/* per: dwords of one element; sub: the bits of a narrower one */
			bool rd = op->kind == AGC_K_DSREAD;
			unsigned per = op->bytes >= 4 ? op->bytes / 4 : 1;
			unsigned parts = two ? 2 : 1;
			unsigned scale = two ? 4 * per : 1;
			uint32_t offs[2] = {two ? mi->offset * scale : (uint32_t)mi->offset,
					    two ? mi->offset1 * scale : 0};
			if (op->flags & AGC_IRF_ST64)
				offs[0] *= 64, offs[1] *= 64;
			unsigned sub = op->bytes < 4 ? 8 * op->bytes : 0;
			if (sub) {
				/* ds_read_u8/i8/u16/i16, ds_write_b8/b16: a field of the dword */
				uint32_t a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, agc_lw_u32(l, (uint32_t)mi->offset));
				uint32_t ok = lds_in_range(l, a);
				uint32_t safe = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, a, agc_lw_u32(l, 0));
				uint32_t ptr = lds_ptr(l, safe);
				uint32_t sh = agc_spv_op(m, SpvOpIMul, l->t_u32, 2,
							 agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, a, agc_lw_u32(l, 3)), agc_lw_u32(l, 8));
				if (rd) {
					uint32_t w = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, ptr);
					uint32_t v = agc_spv_op(m, (op->flags & AGC_IRF_SIGNED) ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract,
								l->t_u32, 3, w, sh, agc_lw_u32(l, sub));
					v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, v, agc_lw_u32(l, 0));
					agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, v, 0);
				} else {
					/* clear then set with atomics: lanes writing the dword's
					 * other bytes do not race */
					uint32_t fmask = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2,
								    agc_lw_u32(l, (1u << sub) - 1), sh);
					uint32_t v = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2,
								agc_lw_read_vgpr(l, mi->use[1].reg - AGC_REG_VGPR0, k),
								agc_lw_u32(l, (1u << sub) - 1));
					v = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, v, sh);
					uint32_t in_merge = agc_lw_if_begin(l, ok);
					agc_spv_op(m, SpvOpAtomicAnd, l->t_u32, 4, ptr, agc_lw_u32(l, SpvScopeWorkgroup), agc_lw_u32(l, 0),
						   agc_spv_op(m, SpvOpNot, l->t_u32, 1, fmask));
					agc_spv_op(m, SpvOpAtomicOr, l->t_u32, 4, ptr, agc_lw_u32(l, SpvScopeWorkgroup), agc_lw_u32(l, 0), v);
					agc_lw_if_end(l, in_merge);
				}
				agc_lw_if_end(l, merge);
				continue;
			}
			unsigned d = 0;
			for (unsigned p = 0; p < parts; p++) {
				for (unsigned i = 0; i < per; i++, d++) {
					uint32_t a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, agc_lw_u32(l, offs[p] + 4 * i));
					uint32_t ok = lds_in_range(l, a);
					uint32_t safe = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, a, agc_lw_u32(l, 0));
					uint32_t ptr = lds_ptr(l, safe);
					if (rd) {
						uint32_t v = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, ptr);
						v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, v, agc_lw_u32(l, 0));
						agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0 + d, k, v, 0);
					} else {
						const struct agc_operand *data = &mi->use[1 + p];
						uint32_t v = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k);
						uint32_t old = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, ptr);
						/* out of range: dropped (rewrite what is there) */
						v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, v, old);
						agc_spv_code(m, SpvOpStore, 2, ptr, v);
					}
				}
			}
		} else {
			SpvOp aop = (SpvOp)op->spv;
			bool incdec = aop == SpvOpAtomicIIncrement || aop == SpvOpAtomicIDecrement;
			bool cmpst = aop == SpvOpAtomicCompareExchange;
			if (aop == SpvOpNop)
				return agc_lw_unsupported(l, in, "this LDS operation is not supported yet");
			uint32_t a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, agc_lw_u32(l, (uint32_t)mi->offset));
			uint32_t ok = lds_in_range(l, a);
			uint32_t in_merge = agc_lw_if_begin(l, ok);
			uint32_t v = agc_lw_read_vgpr(l, mi->use[1].reg - AGC_REG_VGPR0, k);
			uint32_t old;
			if (incdec) {
				old = agc_lw_atomic_incdec(l, lds_ptr(l, a), v, aop == SpvOpAtomicIDecrement, SpvScopeWorkgroup);
			} else if (cmpst) {
				/* data0 is the compared value, data1 the one stored */
				uint32_t nv = agc_lw_read_vgpr(l, mi->use[2].reg - AGC_REG_VGPR0, k);
				old = agc_spv_op(m, SpvOpAtomicCompareExchange, l->t_u32, 6, lds_ptr(l, a),
						 agc_lw_u32(l, SpvScopeWorkgroup), agc_lw_u32(l, 0), agc_lw_u32(l, 0), nv, v);
			} else {
				old = agc_spv_op(m, aop, l->t_u32, 4, lds_ptr(l, a), agc_lw_u32(l, SpvScopeWorkgroup), agc_lw_u32(l, 0), v);
			}
			if (mi->ndef)
				agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, old, 0);
			agc_lw_if_end(l, in_merge);
		}
		agc_lw_if_end(l, merge);
	}
	return 0;
}
