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

#include "check_equiv.h"


static void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		abort();
	return p;
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
		vals[x] = flow_var_live_at(e, s, x) ? e->vars[x] : av(AV_NONE, 0, 0);
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
		if (!interp_get(e, m->w[at + i], &a))
			return false;
		if (e->id_counter[m->w[at + 2]] && !interp_store_counter_const(e, &a, sb->label))
			return false;
		vals[e->nvars + k] = a;
	}
	for (; k < e->nentry[s]; k++) {
		struct aval a;
		if (!interp_get(e, e->entry_ids[s][k], &a))
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
	enum run_result rr = interp_run_block(e, copy, &o);
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
	flow_mark_counter_slice(&e);
	flow_ssa_liveness(&e);
	flow_var_liveness(&e);
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
				ok = interp_get(&e, e.var_init[i], &vals[i]) &&
				     (!e.var_counter[i] || interp_store_counter_const(&e, &vals[i], m->blocks[0].label));
			if (!flow_var_live_at(&e, 0, i))
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
			  m->blocks[h->block].label, interp_graph_state(&e, buf, sizeof buf));
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

