/*
 * Exact equivalence of an emitted module with its input graph.
 *
 * The module is run abstractly, block by block, from every reachable abstract
 * state; the input graph runs alongside.  A state is
 *
 *   (SPIR-V block, graph state, trace phase, range of trace[0],
 *    values of the Function variables, values of the SSA ids live into the
 *    block)
 *
 * where the graph state is "expects block x next", "block x ran, its
 * decision is due", "the decision of x has been read, not yet reduced" or
 * "returned".  Values are constants, or symbolic:
 *
 *   N   trace[0] as loaded (an interval [lo, hi] within 0..4000; a comparison
 *       with a constant splits the interval, so both outcomes are explored);
 *   C   the index of the next decision to read (unbounded; a constant stored
 *       into a variable that feeds decision addresses is rewritten as C + k
 *       while no decision has been read, when C = 0);
 *   D   the decision value just read: only `D umod n` (or `D & (n-1)`, n a
 *       power of two) is understood, and it splits into the n residues, each
 *       of which moves the graph to its successor number r.
 *
 * Every observable step is matched: a store of i to trace[1 + N] is "enter
 * block i" and must be the graph's next block; trace[0] must become N + 1;
 * a decision load must read decisions[C] exactly when the graph's block has
 * two or more successors; a return must coincide with the graph's return or
 * with trace[0] = 4000 on entering a block.  After trace[0] is written, N is
 * renamed to the new count and widened to 0..4000 (an over-approximation:
 * it can only add behaviours to check).  Finally, a cycle of states that
 * enters no block is a module that can hang where the graph goes on.
 *
 * Anything outside the interpreted subset fails as "cannot-interpret".
 */
#define SPV_ENABLE_UTILITY_CODE
#include <spirv/unified1/spirv.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define TRACE_CAP 4000
#define MAX_STATES 3000000u

enum { AV_NONE, AV_UNDEF, AV_INT, AV_BOOL, AV_DEC, AV_DECR, AV_FPTR, AV_PCPTR, AV_ADDR, AV_ALO, AV_AHI, AV_AV2 };
enum { S_NONE, S_N, S_C };
enum { BUF_DEC = 1, BUF_TRACE = 2 };
enum { G_ENTRY, G_PENDING, G_DECIDING, G_RETURNED };
enum { PH_IDLE, PH_ENTRY_DONE, PH_COUNT_DONE };

/* 16 bytes, no padding holes: serialised as is into state keys. */
struct aval {
	uint8_t kind, sym, buf, pad;
	int32_t coef;
	int64_t off;
};

struct head {
	uint32_t block;
	uint32_t gblock;
	uint8_t gkind, phase, dec_any, pad;
	uint16_t nlo, nhi;
};

struct eq {
	const struct cmodule *m;
	const struct cgraph *g;
	struct verdict *v;
	/* Function variables */
	uint32_t nvars;
	uint32_t *var_of;   /* id -> var index or UINT32_MAX */
	uint32_t *var_init; /* initializer id or 0 */
	bool *var_counter;  /* feeds decision addresses */
	bool *id_counter;   /* SSA id feeds decision addresses */
	uint64_t *var_live; /* per block: variables whose value may be read later */
	uint32_t var_words;
	/* entry ids of each block: phi results, then live-in ids */
	uint32_t **entry_ids;
	uint32_t *nentry;
	/* state store */
	uint8_t *pool;
	size_t pool_len, pool_cap;
	size_t *state_at; /* state -> offset in pool */
	uint32_t nstates, states_cap;
	uint32_t *hash_tab;
	uint32_t hash_cap;
	uint32_t *work;
	uint32_t nwork, work_cap;
	/* silent edges (no block entered on the way) */
	uint32_t *se_from, *se_to;
	uint32_t nse, se_cap;
	/* current run */
	struct aval *cur;
	uint32_t *cur_epoch;
	uint32_t epoch;
	uint32_t *touched;
	uint32_t ntouched;
	struct aval *vars;
	struct head h;
	bool entered;
	const uint32_t *choices;
	uint32_t nchoices, choice_pos, fork_k;
	uint32_t depth_guard;
};

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);
	if (!p)
		abort();
	return p;
}

static void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		abort();
	return p;
}

static struct aval av_int(int64_t x)
{
	struct aval a = {AV_INT, S_NONE, 0, 0, 0, x};
	return a;
}

static struct aval av_bool(bool b)
{
	struct aval a = {AV_BOOL, S_NONE, 0, 0, 0, b};
	return a;
}

static struct aval av(uint8_t kind, uint8_t buf, int64_t off)
{
	struct aval a = {kind, S_NONE, buf, 0, 0, off};
	return a;
}

/* ------------------------------------------------------------------ */
/* Static preparation: variables, decision-counter slice, liveness.    */

static uint32_t next_inst(const struct cmodule *m, uint32_t at) { return at + wc_of(m, at); }

static bool is_int_type(const struct cmodule *m, uint32_t t) { return t < m->bound && m->types[t].kind == T_INT; }

static uint32_t type_width(const struct cmodule *m, uint32_t t)
{
	return t < m->bound && m->types[t].kind == T_INT ? m->types[t].width : 32;
}

static void mark_counter_slice(struct eq *e)
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

static void liveness(struct eq *e)
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
static void var_liveness(struct eq *e)
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

static bool var_live_at(const struct eq *e, uint32_t b, uint32_t x)
{
	return (e->var_live[(size_t)b * e->var_words + x / 64] >> (x % 64)) & 1;
}

/* ------------------------------------------------------------------ */
/* State store.                                                        */

static uint64_t hash_bytes(const uint8_t *p, size_t n)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < n; i++)
		h = (h ^ p[i]) * 1099511628211ull;
	return h ^ (h >> 29);
}

static size_t state_len(const struct eq *e, const uint8_t *at)
{
	const struct head *h = (const struct head *)at;
	return sizeof *h + (e->nvars + e->nentry[h->block]) * sizeof(struct aval);
}

static void hash_grow(struct eq *e)
{
	uint32_t cap = e->hash_cap ? e->hash_cap * 2 : 1024;
	uint32_t *tab = xcalloc(cap, sizeof *tab);
	for (uint32_t s = 0; s < e->nstates; s++) {
		const uint8_t *p = e->pool + e->state_at[s];
		uint64_t hv = hash_bytes(p, state_len(e, p));
		uint32_t i = (uint32_t)hv & (cap - 1);
		while (tab[i])
			i = (i + 1) & (cap - 1);
		tab[i] = s + 1;
	}
	free(e->hash_tab);
	e->hash_tab = tab;
	e->hash_cap = cap;
}

/* Intern a state; returns its number and whether it is new. */
static uint32_t intern(struct eq *e, const uint8_t *key, size_t len, bool *fresh)
{
	if ((e->nstates + 1) * 2 > e->hash_cap)
		hash_grow(e);
	uint64_t hv = hash_bytes(key, len);
	uint32_t i = (uint32_t)hv & (e->hash_cap - 1);
	while (e->hash_tab[i]) {
		uint32_t s = e->hash_tab[i] - 1;
		const uint8_t *p = e->pool + e->state_at[s];
		if (state_len(e, p) == len && !memcmp(p, key, len)) {
			*fresh = false;
			return s;
		}
		i = (i + 1) & (e->hash_cap - 1);
	}
	if (e->pool_len + len > e->pool_cap) {
		e->pool_cap = (e->pool_cap + len) * 2;
		e->pool = xrealloc(e->pool, e->pool_cap);
	}
	if (e->nstates == e->states_cap) {
		e->states_cap = e->states_cap ? e->states_cap * 2 : 1024;
		e->state_at = xrealloc(e->state_at, e->states_cap * sizeof *e->state_at);
	}
	memcpy(e->pool + e->pool_len, key, len);
	e->state_at[e->nstates] = e->pool_len;
	e->pool_len += len;
	e->hash_tab[i] = e->nstates + 1;
	*fresh = true;
	return e->nstates++;
}

/* ------------------------------------------------------------------ */
/* Abstract execution of one block.                                    */

enum run_result { RUN_OK, RUN_FAIL, RUN_FORK };

struct run_out {
	uint32_t next;     /* successor block, or UINT32_MAX on return */
	uint32_t from;     /* the block it came from */
};

static struct aval *slot(struct eq *e, uint32_t id)
{
	if (e->cur_epoch[id] != e->epoch) {
		e->cur_epoch[id] = e->epoch;
		e->touched[e->ntouched++] = id;
		e->cur[id] = av(AV_NONE, 0, 0);
	}
	return &e->cur[id];
}

static bool get(struct eq *e, uint32_t id, struct aval *out)
{
	const struct cmodule *m = e->m;
	if (id >= m->bound)
		return fail(e->v, "bad-module", "id %u out of bound", id);
	uint64_t c;
	if (module_const(m, id, &c)) {
		uint32_t t = m->w[m->def[id] + 1];
		*out = m->types[t].kind == T_BOOL ? av_bool(c != 0) : av_int((int64_t)c);
		return true;
	}
	if (e->var_of[id] != UINT32_MAX) {
		*out = av(AV_FPTR, 0, e->var_of[id]);
		return true;
	}
	if (id == m->pc_var) {
		*out = av(AV_PCPTR, 0, 0);
		return true;
	}
	if (m->def[id] && op_of(m, m->def[id]) == SpvOpUndef) {
		*out = av(AV_UNDEF, 0, 0);
		return true;
	}
	if (e->cur_epoch[id] == e->epoch && e->cur[id].kind != AV_NONE) {
		*out = e->cur[id];
		return true;
	}
	return fail(e->v, "cannot-interpret", "value of %%%u is not available here", id);
}

static int choose(struct eq *e, uint32_t k)
{
	if (e->choice_pos < e->nchoices)
		return (int)e->choices[e->choice_pos++];
	e->fork_k = k;
	return -1;
}

static void rebase(struct eq *e, uint8_t sym)
{
	/* the symbol's new value is its old value plus one */
	for (uint32_t i = 0; i < e->ntouched; i++) {
		struct aval *a = &e->cur[e->touched[i]];
		if ((a->kind == AV_INT || a->kind == AV_ADDR) && a->sym == sym)
			a->off -= a->coef;
	}
	for (uint32_t i = 0; i < e->nvars; i++) {
		struct aval *a = &e->vars[i];
		if ((a->kind == AV_INT || a->kind == AV_ADDR) && a->sym == sym)
			a->off -= a->coef;
	}
}

static void graph_after(struct eq *e, uint32_t x)
{
	const struct cgraph *g = e->g;
	e->h.gblock = x;
	if (g->nsucc[x] == 0)
		e->h.gkind = G_RETURNED;
	else if (g->nsucc[x] == 1) {
		e->h.gkind = G_ENTRY;
		e->h.gblock = g->succ[x][0];
	} else
		e->h.gkind = G_PENDING;
}

static const char *gdesc(const struct eq *e, char *buf, size_t n)
{
	switch (e->h.gkind) {
	case G_ENTRY: snprintf(buf, n, "the graph enters block %u next", e->h.gblock); break;
	case G_PENDING: snprintf(buf, n, "block %u's decision is due", e->h.gblock); break;
	case G_DECIDING: snprintf(buf, n, "block %u's decision was read but not used", e->h.gblock); break;
	default: snprintf(buf, n, "the graph has returned"); break;
	}
	return buf;
}

static bool enter_block(struct eq *e, struct aval val, uint32_t label)
{
	const struct cgraph *g = e->g;
	char buf[96];
	if (val.kind != AV_INT || val.sym != S_NONE)
		return fail(e->v, "cannot-interpret", "block %%%u stores a non-constant block number to the trace",
			    label);
	uint64_t i = (uint64_t)val.off;
	if (i >= g->n)
		return fail(e->v, "equiv-trace", "block %%%u enters block %llu, which the graph does not have", label,
			    (unsigned long long)i);
	e->entered = true;
	if (e->h.gkind == G_ENTRY && e->h.gblock == i) {
		graph_after(e, (uint32_t)i);
		return true;
	}
	if (e->h.gkind == G_DECIDING) {
		uint32_t x = e->h.gblock;
		bool all = true;
		for (uint32_t k = 0; k < g->nsucc[x]; k++)
			all &= g->succ[x][k] == i;
		if (all) {
			graph_after(e, (uint32_t)i);
			return true;
		}
	}
	return fail(e->v, "equiv-trace", "block %%%u enters block %llu but %s", label, (unsigned long long)i,
		    gdesc(e, buf, sizeof buf));
}

/* Byte offset of an access chain's element within `type`, linear in the
 * indices; false if it cannot be followed. */
static bool chain_offset(struct eq *e, uint32_t type, uint32_t at, uint32_t first, struct aval *off, uint32_t label)
{
	const struct cmodule *m = e->m;
	for (uint32_t i = first; i < wc_of(m, at); i++) {
		struct aval ix;
		if (!get(e, m->w[at + i], &ix))
			return false;
		const struct ctype *t = &m->types[type];
		if (ix.kind != AV_INT)
			return fail(e->v, "cannot-interpret", "block %%%u: access chain index is not an integer", label);
		if (t->kind == T_STRUCT) {
			if (ix.sym != S_NONE || (uint64_t)ix.off >= t->count)
				return fail(e->v, "cannot-interpret", "block %%%u: bad struct index", label);
			off->off += t->offsets[ix.off];
			type = t->members[ix.off];
		} else if (t->kind == T_ARRAY || t->kind == T_RTARRAY) {
			if (!t->stride)
				return fail(e->v, "cannot-interpret", "block %%%u: array without ArrayStride", label);
			if (ix.sym != S_NONE) {
				if (off->sym != S_NONE && off->sym != ix.sym)
					return fail(e->v, "cannot-interpret", "block %%%u: address mixes symbols", label);
				off->sym = ix.sym;
				off->coef += ix.coef * (int32_t)t->stride;
			}
			off->off += ix.off * (int64_t)t->stride;
			type = t->elem;
		} else
			return fail(e->v, "cannot-interpret", "block %%%u: access chain into a non-aggregate", label);
	}
	return true;
}

static bool lin_add(struct aval *r, struct aval a, struct aval b, int sign, uint32_t width, uint32_t label,
		    struct eq *e)
{
	/* r = a + sign * b, both linear */
	*r = a;
	if (b.sym != S_NONE) {
		if (a.sym != S_NONE && a.sym != b.sym)
			return fail(e->v, "cannot-interpret", "block %%%u: arithmetic mixes N and C", label);
		r->sym = b.sym;
		r->coef = a.coef + sign * b.coef;
	}
	r->off = a.off + sign * b.off;
	if (r->coef == 0)
		r->sym = S_NONE;
	if (r->sym == S_NONE && r->kind == AV_INT && width < 64)
		r->off &= (int64_t)((1ull << width) - 1);
	return true;
}

static uint64_t mask(uint64_t x, uint32_t w) { return w >= 64 ? x : x & ((1ull << w) - 1); }
static int64_t sext(uint64_t x, uint32_t w) { return w >= 64 ? (int64_t)x : (int64_t)(x << (64 - w)) >> (64 - w); }

static bool cmp_const(uint32_t op, uint64_t a, uint64_t b, uint32_t w)
{
	int64_t sa = sext(a, w), sb = sext(b, w);
	a = mask(a, w);
	b = mask(b, w);
	switch (op) {
	case SpvOpIEqual: return a == b;
	case SpvOpINotEqual: return a != b;
	case SpvOpULessThan: return a < b;
	case SpvOpULessThanEqual: return a <= b;
	case SpvOpUGreaterThan: return a > b;
	case SpvOpUGreaterThanEqual: return a >= b;
	case SpvOpSLessThan: return sa < sb;
	case SpvOpSLessThanEqual: return sa <= sb;
	case SpvOpSGreaterThan: return sa > sb;
	default: return sa >= sb;
	}
}

/* Comparison where at least one side is N + k: split the interval of N
 * into the pieces on which the outcome is constant. */
static enum run_result cmp_sym(struct eq *e, uint32_t op, struct aval a, struct aval b, uint32_t w, bool *res,
			       uint32_t label)
{
	if (a.sym != S_NONE && b.sym != S_NONE) {
		if (a.sym != b.sym || a.coef != b.coef)
			return fail(e->v, "cannot-interpret", "block %%%u: comparison of unrelated symbols", label),
			       RUN_FAIL;
		*res = cmp_const(op, (uint64_t)(a.off - b.off + (1ll << 40)), (uint64_t)(1ll << 40), 64);
		return RUN_OK;
	}
	bool flip = a.sym == S_NONE;
	struct aval s = flip ? b : a, c = flip ? a : b;
	if (s.sym != S_N || s.coef != 1)
		return fail(e->v, "cannot-interpret", "block %%%u: comparison involving the decision counter", label),
		       RUN_FAIL;
	/* value of the symbolic side for N in [lo, hi] is N + s.off; it must
	 * not wrap for the comparison to be exact */
	int64_t lo = e->h.nlo + s.off, hi = e->h.nhi + s.off;
	if (lo < 0 || hi >= (1ll << (w - 1)))
		return fail(e->v, "cannot-interpret", "block %%%u: trace count compared out of range", label), RUN_FAIL;
	uint64_t cv = mask((uint64_t)c.off, w);
	int64_t pieces_lo[3], pieces_hi[3];
	uint32_t np = 0;
	/* breakpoints: cv and cv + 1 (interpreted per signedness) */
	int64_t t = (op >= SpvOpSGreaterThan && op <= SpvOpSLessThanEqual) ? sext(cv, w) : (int64_t)cv;
	int64_t cuts[2] = {t, t + 1};
	int64_t from = lo;
	for (int k = 0; k < 2 && from <= hi; k++) {
		if (cuts[k] > from && cuts[k] <= hi + 1) {
			int64_t to = cuts[k] - 1 < hi ? cuts[k] - 1 : hi;
			pieces_lo[np] = from;
			pieces_hi[np++] = to;
			from = to + 1;
		}
	}
	if (from <= hi) {
		pieces_lo[np] = from;
		pieces_hi[np++] = hi;
	}
	/* merge pieces with equal outcomes */
	bool out[3];
	for (uint32_t i = 0; i < np; i++) {
		uint64_t v = (uint64_t)pieces_lo[i];
		out[i] = flip ? cmp_const(op, cv, v, w) : cmp_const(op, v, cv, w);
	}
	bool all_same = true;
	for (uint32_t i = 1; i < np; i++)
		all_same &= out[i] == out[0];
	if (all_same) {
		*res = out[0];
		return RUN_OK;
	}
	int ch = choose(e, np);
	if (ch < 0)
		return RUN_FORK;
	e->h.nlo = (uint16_t)(pieces_lo[ch] - s.off);
	e->h.nhi = (uint16_t)(pieces_hi[ch] - s.off);
	*res = out[ch];
	return RUN_OK;
}

static bool is_pow2(uint64_t x) { return x && !(x & (x - 1)); }

/* D umod n, or D & (n - 1): split into residues; the graph takes its
 * successor number r. */
static enum run_result reduce_decision(struct eq *e, struct aval d, uint64_t n, bool is_and, struct aval *res,
				       uint32_t label)
{
	const struct cgraph *g = e->g;
	char buf[96];
	if (d.kind == AV_DECR) {
		uint64_t have = (uint64_t)d.coef;
		if (n == 0 || have % n)
			return fail(e->v, "cannot-interpret", "block %%%u: decision reduced modulo %llu after modulo %llu",
				    label, (unsigned long long)n, (unsigned long long)have),
			       RUN_FAIL;
		*res = av_int((int64_t)((uint64_t)d.off % n));
		return RUN_OK;
	}
	if (e->h.gkind != G_DECIDING)
		return fail(e->v, "equiv-decision", "block %%%u uses a decision value but %s", label,
			    gdesc(e, buf, sizeof buf)),
		       RUN_FAIL;
	uint32_t x = e->h.gblock, k = g->nsucc[x];
	if (n != k)
		return fail(e->v, "equiv-decision", "block %%%u reduces the decision of graph block %u %s %llu, but it has %u successors",
			    label, x, is_and ? "by a mask for" : "modulo", (unsigned long long)n, k),
		       RUN_FAIL;
	int r = choose(e, k);
	if (r < 0)
		return RUN_FORK;
	/* every copy of D is now known modulo k */
	for (uint32_t i = 0; i < e->ntouched; i++)
		if (e->cur[e->touched[i]].kind == AV_DEC) {
			e->cur[e->touched[i]].kind = AV_DECR;
			e->cur[e->touched[i]].coef = (int32_t)k;
			e->cur[e->touched[i]].off = r;
		}
	for (uint32_t i = 0; i < e->nvars; i++)
		if (e->vars[i].kind == AV_DEC) {
			e->vars[i].kind = AV_DECR;
			e->vars[i].coef = (int32_t)k;
			e->vars[i].off = r;
		}
	e->h.gkind = G_ENTRY;
	e->h.gblock = g->succ[x][r];
	*res = av_int(r);
	return RUN_OK;
}

static bool store_counter_const(struct eq *e, struct aval *val, uint32_t label)
{
	/* a constant entering the decision counter is C + k while C = 0 */
	if (val->kind != AV_INT || val->sym != S_NONE)
		return true;
	if (e->h.dec_any)
		return fail(e->v, "cannot-interpret",
			    "block %%%u sets the decision counter to a constant after decisions were read", label);
	val->sym = S_C;
	val->coef = 1;
	return true;
}

static enum run_result load_mem(struct eq *e, struct aval p, uint32_t rtype, struct aval *res, uint32_t label)
{
	const struct cmodule *m = e->m;
	char buf[96];
	const struct ctype *t = &m->types[rtype];
	if (p.kind == AV_FPTR) {
		*res = e->vars[p.off];
		return RUN_OK;
	}
	if (p.kind == AV_PCPTR) {
		int64_t o = p.off;
		bool wide = (t->kind == T_INT && t->width == 64) ||
			    (t->kind == T_PTR && t->storage == SpvStorageClassPhysicalStorageBuffer);
		bool v2 = t->kind == T_VEC && t->count == 2 && is_int_type(m, t->elem) &&
			  m->types[t->elem].width == 32;
		if ((wide || v2) && (o == 0 || o == 8)) {
			*res = av(wide ? AV_ADDR : AV_AV2, o == 0 ? BUF_DEC : BUF_TRACE, 0);
			return RUN_OK;
		}
		if (t->kind == T_INT && t->width == 32 && o >= 0 && o < 16 && o % 4 == 0) {
			*res = av(o % 8 ? AV_AHI : AV_ALO, o < 8 ? BUF_DEC : BUF_TRACE, 0);
			return RUN_OK;
		}
		return fail(e->v, "cannot-interpret", "block %%%u: push-constant load at byte %lld", label,
			    (long long)o),
		       RUN_FAIL;
	}
	if (p.kind != AV_ADDR)
		return fail(e->v, "cannot-interpret", "block %%%u: load through an unknown pointer", label), RUN_FAIL;
	if (t->kind != T_INT || t->width != 32)
		return fail(e->v, "cannot-interpret", "block %%%u: memory load that is not a 32-bit integer", label),
		       RUN_FAIL;
	if (p.buf == BUF_TRACE) {
		if (p.sym != S_NONE || p.off != 0)
			return fail(e->v, "cannot-interpret", "block %%%u reads the trace other than trace[0]", label),
			       RUN_FAIL;
		struct aval n = {AV_INT, S_N, 0, 0, 1, 0};
		*res = n;
		return RUN_OK;
	}
	/* a decision read: decisions[C], or decisions[0] before any */
	bool at_c = (p.sym == S_C && p.coef == 4 && p.off == 0) || (p.sym == S_NONE && p.off == 0 && !e->h.dec_any);
	if (!at_c)
		return fail(e->v, "equiv-decision", "block %%%u reads a decision other than the next one", label),
		       RUN_FAIL;
	if (e->h.gkind != G_PENDING)
		return fail(e->v, "equiv-decision", "block %%%u reads a decision but %s", label,
			    gdesc(e, buf, sizeof buf)),
		       RUN_FAIL;
	e->h.gkind = G_DECIDING;
	e->h.dec_any = 1;
	rebase(e, S_C);
	*res = av(AV_DEC, 0, 0);
	return RUN_OK;
}

static enum run_result store_mem(struct eq *e, struct aval p, struct aval val, uint32_t label)
{
	if (p.kind == AV_FPTR) {
		if (e->var_counter[p.off] && !store_counter_const(e, &val, label))
			return RUN_FAIL;
		e->vars[p.off] = val;
		return RUN_OK;
	}
	if (p.kind != AV_ADDR)
		return fail(e->v, "cannot-interpret", "block %%%u: store through an unknown pointer", label), RUN_FAIL;
	if (p.buf == BUF_DEC)
		return fail(e->v, "equiv-trace", "block %%%u writes the decision array", label), RUN_FAIL;
	if (p.sym == S_NONE && p.off == 0) {
		/* trace[0] = N + 1 */
		if (val.kind != AV_INT || val.sym != S_N || val.coef != 1 || val.off != 1)
			return fail(e->v, "equiv-trace", "block %%%u writes trace[0] with something other than trace[0] + 1",
				    label),
			       RUN_FAIL;
		if (e->h.phase == PH_COUNT_DONE)
			return fail(e->v, "equiv-trace", "block %%%u increments trace[0] twice for one block", label),
			       RUN_FAIL;
		if (e->h.nhi >= TRACE_CAP)
			return fail(e->v, "equiv-trace", "block %%%u may increment trace[0] past %d", label, TRACE_CAP),
			       RUN_FAIL;
		e->h.phase = e->h.phase == PH_ENTRY_DONE ? PH_IDLE : PH_COUNT_DONE;
		rebase(e, S_N);
		e->h.nlo = 0;
		e->h.nhi = TRACE_CAP;
		return RUN_OK;
	}
	/* trace[1 + N] = i (before the increment) or trace[N] (after it) */
	int64_t want = e->h.phase == PH_COUNT_DONE ? 0 : 4;
	if (p.sym != S_N || p.coef != 4 || p.off != want)
		return fail(e->v, "equiv-trace", "block %%%u writes the trace at the wrong index", label), RUN_FAIL;
	if (e->h.phase == PH_ENTRY_DONE)
		return fail(e->v, "equiv-trace", "block %%%u writes two trace entries for one count", label), RUN_FAIL;
	if (e->h.phase == PH_IDLE && e->h.nhi >= TRACE_CAP)
		return fail(e->v, "equiv-trace", "block %%%u may write the trace when trace[0] is %d", label, TRACE_CAP),
		       RUN_FAIL;
	if (!enter_block(e, val, label))
		return RUN_FAIL;
	e->h.phase = e->h.phase == PH_COUNT_DONE ? PH_IDLE : PH_ENTRY_DONE;
	return RUN_OK;
}

static enum run_result exec_inst(struct eq *e, uint32_t at, uint32_t label)
{
	const struct cmodule *m = e->m;
	uint32_t op = op_of(m, at), wc = wc_of(m, at);
	uint32_t rtype = 0, rid = 0;
	bool has_r = false, has_t = false;
	SpvHasResultAndType((SpvOp)op, &has_r, &has_t);
	if (has_t) {
		rtype = m->w[at + 1];
		rid = m->w[at + 2];
	}
	struct aval a = {0}, b = {0}, r = {0};
	uint32_t w = type_width(m, rtype);
#define GET(i, dst)                                  \
	do {                                         \
		if (!get(e, m->w[at + (i)], &(dst))) \
			return RUN_FAIL;             \
	} while (0)
#define NOPE(what) \
	return fail(e->v, "cannot-interpret", "block %%%u: %s (opcode %u)", label, what, op), RUN_FAIL

	switch (op) {
	case SpvOpNop:
	case SpvOpLine:
	case SpvOpNoLine:
	case SpvOpSelectionMerge:
	case SpvOpLoopMerge:
	case SpvOpPhi:
		return RUN_OK;
	case SpvOpVariable:
		if (m->w[at + 3] != SpvStorageClassFunction)
			NOPE("variable that is not Function storage");
		return RUN_OK;
	case SpvOpUndef:
		r = av(AV_UNDEF, 0, 0);
		break;
	case SpvOpCopyObject:
		GET(3, r);
		break;
	case SpvOpLoad: {
		GET(3, a);
		enum run_result rr = load_mem(e, a, rtype, &r, label);
		if (rr != RUN_OK)
			return rr;
		break;
	}
	case SpvOpStore:
		GET(1, a);
		GET(2, b);
		return store_mem(e, a, b, label);
	case SpvOpAccessChain:
	case SpvOpInBoundsAccessChain:
	case SpvOpPtrAccessChain: {
		GET(3, a);
		uint32_t bt = module_result_type(m, m->def[m->w[at + 3]]);
		if (!bt && m->w[at + 3] == m->pc_var)
			bt = m->w[m->def[m->pc_var] + 1];
		if (a.kind != AV_ADDR && a.kind != AV_PCPTR)
			NOPE("access chain on an unknown pointer");
		struct aval off = {AV_INT, a.sym, 0, 0, a.coef, a.off};
		uint32_t first = 4;
		if (op == SpvOpPtrAccessChain) {
			/* element operand steps by the pointer's ArrayStride */
			GET(4, b);
			uint32_t stride = m->types[bt].stride;
			if (b.kind != AV_INT || (!stride && !(b.sym == S_NONE && b.off == 0)))
				NOPE("pointer access chain without ArrayStride");
			struct aval scaled = b;
			scaled.coef *= (int32_t)stride;
			scaled.off *= (int64_t)stride;
			if (!lin_add(&off, off, scaled, 1, 64, label, e))
				return RUN_FAIL;
			first = 5;
		}
		if (!chain_offset(e, m->types[bt].elem, at, first, &off, label))
			return RUN_FAIL;
		r = a;
		r.sym = off.sym;
		r.coef = off.coef;
		r.off = off.off;
		break;
	}
	case SpvOpConvertUToPtr:
	case SpvOpConvertPtrToU:
	case SpvOpBitcast:
	case SpvOpUConvert:
	case SpvOpSConvert:
		GET(3, a);
		r = a;
		if (a.kind == AV_AV2 && (op == SpvOpBitcast || op == SpvOpConvertUToPtr))
			r = av(AV_ADDR, a.buf, 0);
		else if (a.kind == AV_ADDR) {
			const struct ctype *t = &m->types[rtype];
			if (t->kind == T_VEC) {
				if (a.sym != S_NONE || a.off != 0)
					NOPE("address with offset split into halves");
				r = av(AV_AV2, a.buf, 0);
			} else if (!(t->kind == T_PTR || (t->kind == T_INT && t->width == 64)))
				NOPE("address narrowed");
		} else if (a.kind == AV_INT) {
			if (m->types[rtype].kind != T_INT)
				NOPE("integer converted to a non-integer");
			if (a.sym == S_NONE) {
				uint32_t sw = type_width(m, module_result_type(m, m->def[m->w[at + 3]]));
				uint64_t x = op == SpvOpSConvert ? (uint64_t)sext((uint64_t)a.off, sw) : (uint64_t)a.off;
				r.off = (int64_t)mask(x, w);
			}
		} else if (a.kind == AV_DEC || a.kind == AV_DECR) {
			if (op != SpvOpBitcast && op != SpvOpCopyObject)
				NOPE("decision value converted");
		} else if (a.kind != AV_UNDEF)
			NOPE("conversion of this value");
		break;
	case SpvOpCompositeConstruct:
		GET(3, a);
		if (wc != 5)
			NOPE("composite other than a pair of address halves");
		GET(4, b);
		if (a.kind == AV_ALO && b.kind == AV_AHI && a.buf == b.buf)
			r = av(AV_AV2, a.buf, 0);
		else
			NOPE("composite other than a pair of address halves");
		break;
	case SpvOpCompositeExtract:
		GET(3, a);
		if (a.kind != AV_AV2 || wc != 5 || m->w[at + 4] > 1)
			NOPE("extract from something other than an address pair");
		r = av(m->w[at + 4] ? AV_AHI : AV_ALO, a.buf, 0);
		break;
	case SpvOpIAdd:
	case SpvOpISub: {
		GET(3, a);
		GET(4, b);
		int sign = op == SpvOpIAdd ? 1 : -1;
		if (a.kind == AV_INT && b.kind == AV_INT) {
			if (!lin_add(&r, a, b, sign, w, label, e))
				return RUN_FAIL;
		} else if (a.kind == AV_ADDR && b.kind == AV_INT) {
			if (!lin_add(&r, a, b, sign, 64, label, e))
				return RUN_FAIL;
		} else if (op == SpvOpIAdd && a.kind == AV_INT && b.kind == AV_ADDR) {
			if (!lin_add(&r, b, a, 1, 64, label, e))
				return RUN_FAIL;
		} else
			NOPE("arithmetic on these values");
		break;
	}
	case SpvOpIMul:
	case SpvOpShiftLeftLogical: {
		GET(3, a);
		GET(4, b);
		if (op == SpvOpIMul && b.kind == AV_INT && a.kind == AV_INT && b.sym != S_NONE) {
			struct aval t = a;
			a = b;
			b = t;
		}
		if (a.kind != AV_INT || b.kind != AV_INT || b.sym != S_NONE)
			NOPE("multiplication by a non-constant");
		int64_t k = op == SpvOpIMul ? b.off : (int64_t)(1ull << (b.off & 63));
		r = a;
		r.coef *= (int32_t)k;
		r.off = a.sym == S_NONE ? (int64_t)mask((uint64_t)a.off * (uint64_t)k, w) : a.off * k;
		if (r.coef == 0)
			r.sym = S_NONE;
		break;
	}
	case SpvOpUMod:
	case SpvOpUDiv:
	case SpvOpBitwiseAnd:
	case SpvOpBitwiseOr:
	case SpvOpBitwiseXor:
	case SpvOpShiftRightLogical:
	case SpvOpShiftRightArithmetic: {
		GET(3, a);
		GET(4, b);
		if ((op == SpvOpBitwiseAnd) && (b.kind == AV_DEC || b.kind == AV_DECR)) {
			struct aval t = a;
			a = b;
			b = t;
		}
		if (a.kind == AV_DEC || a.kind == AV_DECR) {
			if (b.kind != AV_INT || b.sym != S_NONE)
				NOPE("decision combined with a non-constant");
			uint64_t n = mask((uint64_t)b.off, w);
			enum run_result rr;
			if (op == SpvOpUMod)
				rr = reduce_decision(e, a, n, false, &r, label);
			else if (op == SpvOpBitwiseAnd && is_pow2(n + 1))
				rr = reduce_decision(e, a, n + 1, true, &r, label);
			else
				NOPE("decision used other than modulo its block's successor count");
			if (rr != RUN_OK)
				return rr;
			break;
		}
		if (a.kind != AV_INT || b.kind != AV_INT || a.sym != S_NONE || b.sym != S_NONE)
			NOPE("bit operation on symbolic values");
		uint64_t x = mask((uint64_t)a.off, w), y = mask((uint64_t)b.off, w), z = 0;
		switch (op) {
		case SpvOpUMod:
			if (!y)
				NOPE("modulo zero");
			z = x % y;
			break;
		case SpvOpUDiv:
			if (!y)
				NOPE("division by zero");
			z = x / y;
			break;
		case SpvOpBitwiseAnd: z = x & y; break;
		case SpvOpBitwiseOr: z = x | y; break;
		case SpvOpBitwiseXor: z = x ^ y; break;
		case SpvOpShiftRightLogical: z = y >= w ? 0 : x >> y; break;
		default: z = (uint64_t)(sext(x, w) >> (y >= w ? w - 1 : y)); break;
		}
		r = av_int((int64_t)mask(z, w));
		break;
	}
	case SpvOpNot:
	case SpvOpSNegate:
		GET(3, a);
		if (a.kind != AV_INT || a.sym != S_NONE)
			NOPE("unary operation on a symbolic value");
		r = av_int((int64_t)mask(op == SpvOpNot ? ~(uint64_t)a.off : -(uint64_t)a.off, w));
		break;
	case SpvOpIEqual:
	case SpvOpINotEqual:
	case SpvOpULessThan:
	case SpvOpULessThanEqual:
	case SpvOpUGreaterThan:
	case SpvOpUGreaterThanEqual:
	case SpvOpSLessThan:
	case SpvOpSLessThanEqual:
	case SpvOpSGreaterThan:
	case SpvOpSGreaterThanEqual: {
		GET(3, a);
		GET(4, b);
		if (a.kind != AV_INT || b.kind != AV_INT)
			NOPE("comparison of non-integers");
		uint32_t ow = type_width(m, module_result_type(m, m->def[m->w[at + 3]] ? m->def[m->w[at + 3]] : 0));
		bool res;
		if (a.sym == S_NONE && b.sym == S_NONE)
			res = cmp_const(op, (uint64_t)a.off, (uint64_t)b.off, ow);
		else {
			enum run_result rr = cmp_sym(e, op, a, b, ow, &res, label);
			if (rr != RUN_OK)
				return rr;
		}
		r = av_bool(res);
		break;
	}
	case SpvOpLogicalAnd:
	case SpvOpLogicalOr:
	case SpvOpLogicalEqual:
	case SpvOpLogicalNotEqual:
		GET(3, a);
		GET(4, b);
		if (a.kind != AV_BOOL || b.kind != AV_BOOL)
			NOPE("logical operation on non-booleans");
		r = av_bool(op == SpvOpLogicalAnd ? (a.off && b.off)
			    : op == SpvOpLogicalOr ? (a.off || b.off)
			    : op == SpvOpLogicalEqual ? (a.off == b.off)
						      : (a.off != b.off));
		break;
	case SpvOpLogicalNot:
		GET(3, a);
		if (a.kind != AV_BOOL)
			NOPE("logical not of a non-boolean");
		r = av_bool(!a.off);
		break;
	case SpvOpSelect: {
		struct aval c;
		GET(3, c);
		if (c.kind != AV_BOOL)
			NOPE("select on a non-boolean condition");
		GET(c.off ? 4 : 5, r);
		break;
	}
	default:
		NOPE("instruction outside the interpreted subset");
	}
#undef GET
#undef NOPE
	if (!has_t)
		return fail(e->v, "cannot-interpret", "block %%%u: opcode %u outside the interpreted subset", label, op),
		       RUN_FAIL;
	*slot(e, rid) = r;
	return RUN_OK;
}

/* Run block `b` from state `s` under the given fork choices. */
static enum run_result run_block(struct eq *e, const uint8_t *s, struct run_out *out)
{
	const struct cmodule *m = e->m;
	const struct head *h = (const struct head *)s;
	const struct aval *vals = (const struct aval *)(s + sizeof *h);
	uint32_t b = h->block;
	const struct cblock *bl = &m->blocks[b];
	e->epoch++;
	e->ntouched = 0;
	e->h = *h;
	e->entered = false;
	e->choice_pos = 0;
	memcpy(e->vars, vals, e->nvars * sizeof *vals);
	for (uint32_t i = 0; i < e->nentry[b]; i++)
		*slot(e, e->entry_ids[b][i]) = vals[e->nvars + i];
	for (uint32_t at = bl->first; at < bl->term; at = next_inst(m, at)) {
		enum run_result rr = exec_inst(e, at, bl->label);
		if (rr != RUN_OK)
			return rr;
	}
	uint32_t t = bl->term, op = op_of(m, t);
	char buf[96];
	out->from = b;
	switch (op) {
	case SpvOpBranch:
		out->next = bl->succ[0];
		return RUN_OK;
	case SpvOpBranchConditional: {
		struct aval c;
		if (!get(e, m->w[t + 1], &c))
			return RUN_FAIL;
		if (c.kind != AV_BOOL)
			return fail(e->v, "cannot-interpret", "block %%%u branches on an unknown condition", bl->label),
			       RUN_FAIL;
		out->next = bl->succ[c.off ? 0 : 1];
		return RUN_OK;
	}
	case SpvOpSwitch: {
		struct aval c;
		if (!get(e, m->w[t + 1], &c))
			return RUN_FAIL;
		if (c.kind != AV_INT || c.sym != S_NONE)
			return fail(e->v, "cannot-interpret", "block %%%u switches on an unknown value", bl->label),
			       RUN_FAIL;
		uint32_t st = module_result_type(m, m->def[m->w[t + 1]] ? m->def[m->w[t + 1]] : 0);
		uint32_t sw = type_width(m, st), lw = sw == 64 ? 2 : 1;
		out->next = bl->succ[0];
		for (uint32_t i = 3, k = 1; i + lw < wc_of(m, t); i += lw + 1, k++) {
			uint64_t lit = m->w[t + i];
			if (lw == 2)
				lit |= (uint64_t)m->w[t + i + 1] << 32;
			if (mask(lit, sw) == mask((uint64_t)c.off, sw)) {
				out->next = bl->succ[k];
				break;
			}
		}
		return RUN_OK;
	}
	case SpvOpReturn:
		out->next = UINT32_MAX;
		if (e->h.phase != PH_IDLE)
			return fail(e->v, "equiv-return", "block %%%u returns with a trace entry half written", bl->label),
			       RUN_FAIL;
		if (e->h.gkind == G_RETURNED)
			return RUN_OK;
		if (e->h.gkind == G_ENTRY && e->h.nlo >= TRACE_CAP)
			return RUN_OK;
		return fail(e->v, "equiv-return", "block %%%u returns but %s%s", bl->label, gdesc(e, buf, sizeof buf),
			    e->h.gkind == G_ENTRY ? " and trace[0] may be below 4000" : ""),
		       RUN_FAIL;
	default:
		return fail(e->v, e->h.gkind == G_RETURNED ? "cannot-interpret" : "equiv-return",
			    "block %%%u ends in opcode %u", bl->label, op),
		       RUN_FAIL;
	}
}

static uint8_t *keybuf;
static size_t keycap;

static bool successor_state(struct eq *e, const struct run_out *o, uint32_t from_state)
{
	const struct cmodule *m = e->m;
	uint32_t s = o->next;
	size_t len = sizeof(struct head) + (e->nvars + e->nentry[s]) * sizeof(struct aval);
	if (len > keycap) {
		keycap = len * 2;
		keybuf = xrealloc(keybuf, keycap);
	}
	struct head h = e->h;
	h.block = s;
	memcpy(keybuf, &h, sizeof h);
	struct aval *vals = (struct aval *)(keybuf + sizeof h);
	for (uint32_t x = 0; x < e->nvars; x++)
		vals[x] = var_live_at(e, s, x) ? e->vars[x] : av(AV_NONE, 0, 0);
	uint32_t k = 0;
	uint32_t from_label = m->blocks[o->from].label;
	const struct cblock *sb = &m->blocks[s];
	for (uint32_t at = sb->first; at < sb->end && op_of(m, at) == SpvOpPhi; at = next_inst(m, at), k++) {
		uint32_t i = 3;
		for (; i + 1 < wc_of(m, at); i += 2)
			if (m->w[at + i + 1] == from_label)
				break;
		if (i + 1 >= wc_of(m, at))
			return fail(e->v, "bad-module", "OpPhi %%%u has no value for predecessor %%%u", m->w[at + 2],
				    from_label);
		struct aval a;
		if (!get(e, m->w[at + i], &a))
			return false;
		if (e->id_counter[m->w[at + 2]] && !store_counter_const(e, &a, sb->label))
			return false;
		vals[e->nvars + k] = a;
	}
	for (; k < e->nentry[s]; k++) {
		struct aval a;
		if (!get(e, e->entry_ids[s][k], &a))
			return false;
		vals[e->nvars + k] = a;
	}
	bool fresh;
	uint32_t id = intern(e, keybuf, len, &fresh);
	if (fresh) {
		if (e->nstates > MAX_STATES)
			return fail(e->v, "cannot-interpret", "more than %u abstract states", MAX_STATES);
		if (e->nwork == e->work_cap) {
			e->work_cap = e->work_cap ? e->work_cap * 2 : 1024;
			e->work = xrealloc(e->work, e->work_cap * sizeof *e->work);
		}
		e->work[e->nwork++] = id;
	}
	if (!e->entered) {
		if (e->nse == e->se_cap) {
			e->se_cap = e->se_cap ? e->se_cap * 2 : 1024;
			e->se_from = xrealloc(e->se_from, e->se_cap * sizeof *e->se_from);
			e->se_to = xrealloc(e->se_to, e->se_cap * sizeof *e->se_to);
		}
		e->se_from[e->nse] = from_state;
		e->se_to[e->nse++] = id;
	}
	return true;
}

/* Explore state `sid` under a prefix of fork choices. */
static bool explore(struct eq *e, uint32_t sid, uint32_t *choices, uint32_t nch)
{
	if (nch > 64)
		return fail(e->v, "cannot-interpret", "more than 64 splits in one block");
	e->choices = choices;
	e->nchoices = nch;
	struct run_out o = {UINT32_MAX, 0};
	/* the state may move when the pool grows: copy it */
	const uint8_t *p = e->pool + e->state_at[sid];
	size_t len = state_len(e, p);
	uint8_t *copy = xcalloc(1, len);
	memcpy(copy, p, len);
	enum run_result rr = run_block(e, copy, &o);
	bool ok = true;
	if (rr == RUN_FAIL)
		ok = false;
	else if (rr == RUN_FORK) {
		uint32_t k = e->fork_k;
		for (uint32_t i = 0; i < k && ok; i++) {
			choices[nch] = i;
			ok = explore(e, sid, choices, nch + 1);
		}
	} else if (o.next != UINT32_MAX)
		ok = successor_state(e, &o, sid);
	free(copy);
	return ok;
}

/* A cycle of silent edges: the module can run forever without entering a
 * block. */
static bool silent_cycle(struct eq *e, uint32_t *where)
{
	uint32_t n = e->nstates;
	uint32_t *off = xcalloc(n + 1, sizeof *off), *adj = xcalloc(e->nse, sizeof *adj);
	for (uint32_t i = 0; i < e->nse; i++)
		off[e->se_from[i] + 1]++;
	for (uint32_t i = 0; i < n; i++)
		off[i + 1] += off[i];
	uint32_t *fill = xcalloc(n, sizeof *fill);
	for (uint32_t i = 0; i < e->nse; i++)
		adj[off[e->se_from[i]] + fill[e->se_from[i]]++] = e->se_to[i];
	uint8_t *color = xcalloc(n, 1);
	uint32_t *stack = xcalloc(n, sizeof *stack), *next = xcalloc(n, sizeof *next);
	bool found = false;
	for (uint32_t r = 0; r < n && !found; r++) {
		if (color[r])
			continue;
		uint32_t sp = 0;
		stack[sp++] = r;
		color[r] = 1;
		while (sp && !found) {
			uint32_t u = stack[sp - 1];
			if (next[u] < off[u + 1] - off[u]) {
				uint32_t w = adj[off[u] + next[u]++];
				if (color[w] == 1) {
					found = true;
					*where = w;
				} else if (!color[w]) {
					color[w] = 1;
					stack[sp++] = w;
				}
			} else {
				color[u] = 2;
				sp--;
			}
		}
	}
	free(off);
	free(adj);
	free(fill);
	free(color);
	free(stack);
	free(next);
	return found;
}

static bool check_contract(struct eq *e)
{
	const struct cmodule *m = e->m;
	bool compute = false, size_one = false;
	for (size_t at = 5; at < m->nw; at += wc_of(m, (uint32_t)at)) {
		uint32_t a = (uint32_t)at, op = op_of(m, a);
		if (op == SpvOpEntryPoint && m->w[a + 1] == SpvExecutionModelGLCompute)
			compute = true;
		if (op == SpvOpExecutionMode && m->w[a + 2] == SpvExecutionModeLocalSize)
			size_one = m->w[a + 3] == 1 && m->w[a + 4] == 1 && m->w[a + 5] == 1;
	}
	if (!compute)
		return fail(e->v, "contract", "no GLCompute entry point");
	if (!size_one)
		return fail(e->v, "contract", "local size is not 1x1x1");
	if (!m->pc_var)
		return fail(e->v, "contract", "no push-constant block");
	return true;
}

bool equiv_check(const struct cmodule *m, const struct cgraph *g, struct equiv_stats *st, struct verdict *v)
{
	struct eq e;
	memset(&e, 0, sizeof e);
	e.m = m;
	e.g = g;
	e.v = v;
	if (!check_contract(&e))
		return false;
	e.var_of = xcalloc(m->bound, sizeof *e.var_of);
	e.id_counter = xcalloc(m->bound, sizeof *e.id_counter);
	for (uint32_t i = 0; i < m->bound; i++)
		e.var_of[i] = UINT32_MAX;
	for (uint32_t b = 0; b < m->nblocks; b++)
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at))
			if (op_of(m, at) == SpvOpVariable)
				e.var_of[m->w[at + 2]] = e.nvars++;
	e.var_init = xcalloc(e.nvars, sizeof *e.var_init);
	e.var_counter = xcalloc(e.nvars, sizeof *e.var_counter);
	for (uint32_t b = 0; b < m->nblocks; b++)
		for (uint32_t at = m->blocks[b].first; at < m->blocks[b].end; at = next_inst(m, at))
			if (op_of(m, at) == SpvOpVariable && wc_of(m, at) > 4)
				e.var_init[e.var_of[m->w[at + 2]]] = m->w[at + 4];
	mark_counter_slice(&e);
	liveness(&e);
	var_liveness(&e);
	e.cur = xcalloc(m->bound, sizeof *e.cur);
	e.cur_epoch = xcalloc(m->bound, sizeof *e.cur_epoch);
	e.touched = xcalloc(m->bound, sizeof *e.touched);
	e.vars = xcalloc(e.nvars, sizeof *e.vars);

	/* initial state: entry block, graph expects block 0 */
	bool ok = true;
	{
		size_t len = sizeof(struct head) + (e.nvars + e.nentry[0]) * sizeof(struct aval);
		uint8_t *k0 = xcalloc(1, len);
		struct head h = {0, 0, G_ENTRY, PH_IDLE, 0, 0, 0, TRACE_CAP};
		memcpy(k0, &h, sizeof h);
		struct aval *vals = (struct aval *)(k0 + sizeof h);
		e.epoch++;
		e.h = h;
		for (uint32_t i = 0; i < e.nvars && ok; i++) {
			vals[i] = av(AV_UNDEF, 0, 0);
			if (e.var_init[i])
				ok = get(&e, e.var_init[i], &vals[i]) &&
				     (!e.var_counter[i] || store_counter_const(&e, &vals[i], m->blocks[0].label));
			if (!var_live_at(&e, 0, i))
				vals[i] = av(AV_NONE, 0, 0);
		}
		if (e.nentry[0])
			ok = fail(v, "bad-module", "entry block uses values defined elsewhere");
		bool fresh;
		if (ok) {
			intern(&e, k0, len, &fresh);
			e.work = xcalloc(1024, sizeof *e.work);
			e.work_cap = 1024;
			e.work[e.nwork++] = 0;
		}
		free(k0);
	}
	uint32_t choices[65];
	while (ok && e.nwork)
		ok = explore(&e, e.work[--e.nwork], choices, 0);
	uint32_t where;
	if (ok && silent_cycle(&e, &where)) {
		const struct head *h = (const struct head *)(e.pool + e.state_at[where]);
		char buf[96];
		e.h = *h;
		ok = fail(v, "equiv-hang", "the module can loop forever through block %%%u without entering a block (%s)",
			  m->blocks[h->block].label, gdesc(&e, buf, sizeof buf));
	}
	st->states = e.nstates;

	for (uint32_t b = 0; b < m->nblocks && e.entry_ids; b++)
		free(e.entry_ids[b]);
	free(e.entry_ids);
	free(e.nentry);
	free(e.var_of);
	free(e.var_init);
	free(e.var_counter);
	free(e.var_live);
	free(e.id_counter);
	free(e.pool);
	free(e.state_at);
	free(e.hash_tab);
	free(e.work);
	free(e.se_from);
	free(e.se_to);
	free(e.cur);
	free(e.cur_epoch);
	free(e.touched);
	free(e.vars);
	return ok;
}
