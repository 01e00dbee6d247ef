/*
 * Static facts about the function for the equivalence search:
 *   - which Function variables and SSA ids feed decision addresses (the
 *     decision counter, whose constants are read as C + k);
 *   - the SSA ids live into each block (a state keeps only those);
 *   - the variables live into each block (dead values are left out of
 *     states, so that a variable stored before every read does not split
 *     states).
 */
#define SPV_ENABLE_UTILITY_CODE
#include <spirv/unified1/spirv.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_equiv.h"

void flow_mark_counter_slice(struct eq *e)
{
	const struct cmodule *m = e->m;
	bool changed = true;
	/* seeds: index operands of access chains and integers made pointers */
	for (uint32_t b = 0; b < m->nblocks; b++)
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at)) {
			uint32_t op = op_of(m, at), wc = wc_of(m, at);
			if (op == SpvOpAccessChain || op == SpvOpInBoundsAccessChain || op == SpvOpPtrAccessChain)
				for (uint32_t i = 4; i < wc; i++)
					e->id_counter[m->w[at + i]] = true;
			if (op == SpvOpConvertUToPtr)
				e->id_counter[m->w[at + 3]] = true;
		}
	while (changed) {
		changed = false;
		for (uint32_t b = 0; b < m->nblocks; b++)
			for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at)) {
				uint32_t op = op_of(m, at), wc = wc_of(m, at);
				if (op == SpvOpStore) {
					uint32_t p = m->w[at + 1];
					if (p < m->bound && e->var_of[p] != UINT32_MAX && e->var_counter[e->var_of[p]] &&
					    !e->id_counter[m->w[at + 2]]) {
						e->id_counter[m->w[at + 2]] = true;
						changed = true;
					}
					continue;
				}
				bool has_r = false, has_t = false;
				SpvHasResultAndType((SpvOp)op, &has_r, &has_t);
				if (!has_r || !has_t || !e->id_counter[m->w[at + 2]])
					continue;
				uint32_t from = 3, to = wc, step = 1;
				switch (op) {
				case SpvOpLoad: {
					uint32_t p = m->w[at + 3];
					if (p < m->bound && e->var_of[p] != UINT32_MAX && !e->var_counter[e->var_of[p]]) {
						e->var_counter[e->var_of[p]] = true;
						changed = true;
					}
					continue;
				}
				case SpvOpIAdd:
				case SpvOpISub:
				case SpvOpIMul:
				case SpvOpShiftLeftLogical:
				case SpvOpUConvert:
				case SpvOpSConvert:
				case SpvOpBitcast:
				case SpvOpCopyObject:
					break;
				case SpvOpSelect: from = 4; break;
				case SpvOpPhi: step = 2; break;
				default: continue;
				}
				for (uint32_t i = from; i < to; i += step)
					if (m->w[at + i] < m->bound && !e->id_counter[m->w[at + i]]) {
						e->id_counter[m->w[at + i]] = true;
						changed = true;
					}
			}
	}
}

/* Operand ids used by an instruction (not result, not type, not labels). */
static uint32_t used_ids(const struct cmodule *m, uint32_t at, uint32_t *out)
{
	uint32_t op = op_of(m, at), wc = wc_of(m, at), n = 0;
	bool has_r = false, has_t = false;
	SpvHasResultAndType((SpvOp)op, &has_r, &has_t);
	uint32_t from = (has_r ? 1 : 0) + (has_t ? 1 : 0) + 1;
	switch (op) {
	case SpvOpBranch:
	case SpvOpSelectionMerge:
	case SpvOpLoopMerge:
	case SpvOpLine:
	case SpvOpNoLine:
		return 0;
	case SpvOpBranchConditional:
		out[0] = m->w[at + 1];
		return 1;
	case SpvOpSwitch:
		out[0] = m->w[at + 1];
		return 1;
	case SpvOpPhi:
		return 0; /* handled on the incoming edge */
	case SpvOpLoad:
	case SpvOpStore:
		/* memory operands after the ids are literals */
		for (uint32_t i = from; i < from + (op == SpvOpStore ? 2u : 1u); i++)
			out[n++] = m->w[at + i];
		return n;
	case SpvOpAccessChain:
	case SpvOpInBoundsAccessChain:
	case SpvOpPtrAccessChain:
	case SpvOpIAdd: case SpvOpISub: case SpvOpIMul: case SpvOpUMod: case SpvOpUDiv:
	case SpvOpBitwiseAnd: case SpvOpBitwiseOr: case SpvOpBitwiseXor:
	case SpvOpShiftLeftLogical: case SpvOpShiftRightLogical: case SpvOpShiftRightArithmetic:
	case SpvOpNot: case SpvOpSNegate:
	case SpvOpIEqual: case SpvOpINotEqual: case SpvOpULessThan: case SpvOpULessThanEqual:
	case SpvOpUGreaterThan: case SpvOpUGreaterThanEqual: case SpvOpSLessThan: case SpvOpSLessThanEqual:
	case SpvOpSGreaterThan: case SpvOpSGreaterThanEqual:
	case SpvOpLogicalAnd: case SpvOpLogicalOr: case SpvOpLogicalNot: case SpvOpLogicalEqual:
	case SpvOpLogicalNotEqual: case SpvOpSelect: case SpvOpCopyObject: case SpvOpBitcast:
	case SpvOpUConvert: case SpvOpSConvert: case SpvOpConvertUToPtr: case SpvOpConvertPtrToU:
	case SpvOpCompositeConstruct:
		for (uint32_t i = from; i < wc; i++)
			out[n++] = m->w[at + i];
		return n;
	case SpvOpCompositeExtract:
		out[0] = m->w[at + 3];
		return 1;
	default:
		return 0; /* rejected when executed */
	}
}

void flow_ssa_liveness(struct eq *e)
{
	const struct cmodule *m = e->m;
	uint32_t nb = m->nblocks;
	uint32_t *def_block = xcalloc(m->bound, sizeof *def_block);
	for (uint32_t i = 0; i < m->bound; i++)
		def_block[i] = UINT32_MAX;
	for (uint32_t b = 0; b < nb; b++)
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at)) {
			bool has_r = false, has_t = false;
			SpvHasResultAndType((SpvOp)op_of(m, at), &has_r, &has_t);
			if (has_r && op_of(m, at) != SpvOpVariable)
				def_block[m->w[at + (has_t ? 2 : 1)]] = b;
		}
	/* non-local ids get a dense index */
	uint32_t *idx = xcalloc(m->bound, sizeof *idx), nl = 0;
	uint32_t *ids = NULL;
	uint32_t *ops = xcalloc(65536, sizeof *ops);
	for (uint32_t i = 0; i < m->bound; i++)
		idx[i] = UINT32_MAX;
	for (uint32_t pass = 0; pass < 2; pass++)
		for (uint32_t b = 0; b < nb; b++)
			for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at)) {
				uint32_t n = used_ids(m, at, ops);
				if (op_of(m, at) == SpvOpPhi) {
					/* operand used at the end of its predecessor */
					for (uint32_t i = 3; i + 1 < wc_of(m, at); i += 2) {
						uint32_t x = m->w[at + i], p = m->w[at + i + 1];
						if (x < m->bound && def_block[x] != UINT32_MAX && p < m->bound &&
						    m->block_of[p] != def_block[x] && idx[x] == UINT32_MAX && pass == 0)
							idx[x] = nl++;
					}
				}
				for (uint32_t i = 0; i < n; i++) {
					uint32_t x = ops[i];
					if (x < m->bound && def_block[x] != UINT32_MAX && def_block[x] != b &&
					    idx[x] == UINT32_MAX && pass == 0)
						idx[x] = nl++;
				}
			}
	ids = xcalloc(nl, sizeof *ids);
	for (uint32_t i = 0; i < m->bound; i++)
		if (idx[i] != UINT32_MAX)
			ids[idx[i]] = i;
	uint32_t words = (nl + 63) / 64;
	uint64_t *use = xcalloc((size_t)nb * words, sizeof *use);
	uint64_t *def = xcalloc((size_t)nb * words, sizeof *def);
	uint64_t *phiuse = xcalloc((size_t)nb * words, sizeof *phiuse);
	uint64_t *in = xcalloc((size_t)nb * words, sizeof *in);
	uint64_t *out = xcalloc(words, sizeof *out);
	for (uint32_t x = 0; x < nl; x++) {
		uint32_t id = ids[x];
		def[(size_t)def_block[id] * words + x / 64] |= 1ull << (x % 64);
	}
	for (uint32_t b = 0; b < nb; b++)
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at)) {
			if (op_of(m, at) == SpvOpPhi) {
				for (uint32_t i = 3; i + 1 < wc_of(m, at); i += 2) {
					uint32_t x = m->w[at + i], p = m->w[at + i + 1];
					if (x < m->bound && idx[x] != UINT32_MAX && p < m->bound &&
					    m->block_of[p] != UINT32_MAX)
						phiuse[(size_t)m->block_of[p] * words + idx[x] / 64] |= 1ull << (idx[x] % 64);
				}
				continue;
			}
			uint32_t n = used_ids(m, at, ops);
			for (uint32_t i = 0; i < n; i++) {
				uint32_t x = ops[i];
				if (x < m->bound && idx[x] != UINT32_MAX && def_block[x] != b)
					use[(size_t)b * words + idx[x] / 64] |= 1ull << (idx[x] % 64);
			}
		}
	bool changed = true;
	while (changed) {
		changed = false;
		for (uint32_t bb = nb; bb-- > 0;) {
			const struct cblock *bl = &m->blocks[bb];
			for (uint32_t k = 0; k < words; k++)
				out[k] = phiuse[(size_t)bb * words + k];
			for (uint32_t s = 0; s < bl->nsucc; s++)
				for (uint32_t k = 0; k < words; k++)
					out[k] |= in[(size_t)bl->succ[s] * words + k];
			for (uint32_t k = 0; k < words; k++) {
				uint64_t nv = use[(size_t)bb * words + k] | (out[k] & ~def[(size_t)bb * words + k]);
				if (nv != in[(size_t)bb * words + k]) {
					in[(size_t)bb * words + k] = nv;
					changed = true;
				}
			}
		}
	}
	e->entry_ids = xcalloc(nb, sizeof *e->entry_ids);
	e->nentry = xcalloc(nb, sizeof *e->nentry);
	for (uint32_t b = 0; b < nb; b++) {
		uint32_t cnt = 0;
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end && op_of(m, at) == SpvOpPhi;
		     at = next_inst(m, at))
			cnt++;
		for (uint32_t x = 0; x < nl; x++)
			cnt += (in[(size_t)b * words + x / 64] >> (x % 64)) & 1;
		e->entry_ids[b] = xcalloc(cnt, sizeof **e->entry_ids);
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end && op_of(m, at) == SpvOpPhi;
		     at = next_inst(m, at))
			e->entry_ids[b][e->nentry[b]++] = m->w[at + 2];
		for (uint32_t x = 0; x < nl; x++)
			if ((in[(size_t)b * words + x / 64] >> (x % 64)) & 1)
				e->entry_ids[b][e->nentry[b]++] = ids[x];
	}
	free(def_block);
	free(idx);
	free(ids);
	free(ops);
	free(use);
	free(def);
	free(phiuse);
	free(in);
	free(out);
}

/* Variable liveness: a variable stored before it is loaded in every
 * continuation has a dead value, which is left out of states.  A variable
 * whose pointer is used other than by OpLoad/OpStore is always live. */
void flow_var_liveness(struct eq *e)
{
	const struct cmodule *m = e->m;
	uint32_t nb = m->nblocks, words = (e->nvars + 63) / 64;
	e->var_words = words;
	uint64_t *use = xcalloc((size_t)nb * words + 1, sizeof *use);
	uint64_t *def = xcalloc((size_t)nb * words + 1, sizeof *def);
	uint64_t *in = xcalloc((size_t)nb * words + 1, sizeof *in);
	uint64_t *always = xcalloc(words + 1, sizeof *always);
	uint64_t *out = xcalloc(words + 1, sizeof *out);
	uint32_t *ops = xcalloc(65536, sizeof *ops);
	for (uint32_t b = 0; b < nb; b++)
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at)) {
			uint32_t op = op_of(m, at);
			if (op == SpvOpLoad || op == SpvOpStore) {
				uint32_t p = m->w[at + (op == SpvOpLoad ? 3 : 1)];
				if (p < m->bound && e->var_of[p] != UINT32_MAX) {
					uint32_t x = e->var_of[p];
					uint64_t bitx = 1ull << (x % 64);
					size_t k = (size_t)b * words + x / 64;
					if (op == SpvOpLoad && !(def[k] & bitx))
						use[k] |= bitx;
					if (op == SpvOpStore)
						def[k] |= bitx;
				}
				if (op == SpvOpStore) {
					uint32_t val = m->w[at + 2];
					if (val < m->bound && e->var_of[val] != UINT32_MAX)
						always[e->var_of[val] / 64] |= 1ull << (e->var_of[val] % 64);
				}
				continue;
			}
			uint32_t n = used_ids(m, at, ops);
			if (op == SpvOpPhi)
				for (uint32_t i = 3; i + 1 < wc_of(m, at); i += 2)
					ops[n++] = m->w[at + i];
			for (uint32_t i = 0; i < n; i++)
				if (ops[i] < m->bound && e->var_of[ops[i]] != UINT32_MAX)
					always[e->var_of[ops[i]] / 64] |= 1ull << (e->var_of[ops[i]] % 64);
		}
	bool changed = true;
	while (changed) {
		changed = false;
		for (uint32_t bb = nb; bb-- > 0;) {
			const struct cblock *bl = &m->blocks[bb];
			memset(out, 0, words * sizeof *out);
			for (uint32_t s = 0; s < bl->nsucc; s++)
				for (uint32_t k = 0; k < words; k++)
					out[k] |= in[(size_t)bl->succ[s] * words + k];
			for (uint32_t k = 0; k < words; k++) {
				size_t i = (size_t)bb * words + k;
				uint64_t nv = always[k] | use[i] | (out[k] & ~def[i]);
				if (nv != in[i]) {
					in[i] = nv;
					changed = true;
				}
			}
		}
	}
	e->var_live = in;
	free(use);
	free(def);
	free(always);
	free(out);
	free(ops);
}

bool flow_var_live_at(const struct eq *e, uint32_t b, uint32_t x)
{
	return (e->var_live[(size_t)b * e->var_words + x / 64] >> (x % 64)) & 1;
}
