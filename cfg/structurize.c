/*
 * structurize.c -- turn any graph into SPIR-V structured control flow.
 *
 *   0 -> 1, 2          0:  SelectionMerge D; cond -> 1, 2
 *   1 -> 3, 4          1:  route = (d ? v4 : 0); -> D
 *   2 -> 3, 4          2:  route = (d ? v4 : 0); -> D
 *   3 -> 4             D:  SelectionMerge 4; Switch (route != 0): 0 -> 3, 1 -> 4
 *   4 -> {}            3:  -> 4
 *                      4:  return
 *
 * irreducible.c first gives every cycle a single entry (a hub), then the
 * graph is laid out along its dominator tree (Ramsey, "Beyond Relooper",
 * ICFP 2022): layout.c places each node and decides what its branch needs
 * (nothing, an if, a switch, a loop; see there), route.c keeps the stack of
 * regions being laid out and routes the branches that no structured exit
 * allows through a route variable, dispatched at merges.  This file holds
 * the driver, the blocks under construction, and the final renumbering:
 * blocks are emitted in the order they were placed, which puts dominators
 * first.  No original block is copied.
 *
 * The layout recurses along the dominator tree, a few frames per node, so
 * it runs on a thread whose stack is sized by the node count: a chain of
 * 100,000 blocks needs tens of megabytes, more than a default stack.
 */
#include <pthread.h>
#include <string.h>

#include "cfg/structurize.h"

uint32_t
agc_layout_sb_new(struct layout *L)
{
	if (L->nsb == L->sb_cap) {
		uint32_t cap = L->sb_cap * 2;
		struct agc_sblock *sb = agc_realloc(L->a, L->sb, L->sb_cap * sizeof(*sb), cap * sizeof(*sb));
		uint32_t *seq = agc_realloc(L->a, L->seq, L->sb_cap * sizeof(*seq), cap * sizeof(*seq));
		if (!sb || !seq) {
			L->oom = true;
			return 0;
		}
		L->sb = sb;
		L->seq = seq;
		L->sb_cap = cap;
	}
	struct agc_sblock *b = &L->sb[L->nsb];
	memset(b, 0, sizeof(*b));
	b->kind = AGC_SB_FORWARD;
	b->block = -1;
	b->hub_store = -1;
	b->construct = -1;
	return L->nsb++;
}

struct agc_sblock *
agc_layout_sb_place(struct layout *L, uint32_t id, enum agc_sb_kind kind, uint32_t ntarget)
{
	struct agc_sblock *b = &L->sb[id];
	b->kind = kind;
	b->construct = L->cur_construct;
	b->ntarget = ntarget;
	if (ntarget) {
		b->target = agc_alloc(L->a, ntarget * sizeof(uint32_t));
		if (!b->target)
			L->oom = true;
	}
	L->seq[L->nseq++] = id;
	return b;
}

void
agc_layout_set_store(struct layout *L, struct agc_sblock *b, uint32_t j, int32_t value)
{
	if (value < 0)
		return;
	if (!b->route_store) {
		b->route_store = agc_alloc(L->a, b->ntarget * sizeof(int32_t));
		if (!b->route_store) {
			L->oom = true;
			return;
		}
		for (uint32_t i = 0; i < b->ntarget; i++)
			b->route_store[i] = -1;
	}
	b->route_store[j] = value;
}

int32_t
agc_layout_add_construct(struct layout *L, enum agc_construct_kind kind, uint32_t header)
{
	if (L->ncons == L->cons_cap) {
		uint32_t cap = L->cons_cap ? L->cons_cap * 2 : 64;
		struct agc_construct *c = agc_realloc(L->a, L->cons, L->cons_cap * sizeof(*c), cap * sizeof(*c));
		if (!c) {
			L->oom = true;
			return -1;
		}
		L->cons = c;
		L->cons_cap = cap;
	}
	L->cons[L->ncons] = (struct agc_construct){kind, L->cur_construct, header};
	return (int32_t)L->ncons++;
}

/* ---- driver ---- */

static void *
layout_thread(void *arg)
{
	struct layout *L = arg;
	agc_layout_tree(L, 0, agc_layout_sb_new(L));
	return NULL;
}

/* Frames of tree/emit_node/close_region per dominator-tree level, with
 * room for sanitizer builds. */
#define STACK_PER_NODE 1024
#define STACK_BASE (1u << 20)

static void
run_layout(struct layout *L, uint32_t n)
{
	pthread_attr_t attr;
	pthread_t t;
	size_t size = STACK_BASE + (size_t)n * STACK_PER_NODE;

	if (n < 2048 || pthread_attr_init(&attr)) {
		layout_thread(L);
		return;
	}
	int bad = pthread_attr_setstacksize(&attr, size) || pthread_create(&t, &attr, layout_thread, L);
	pthread_attr_destroy(&attr);
	if (bad)
		layout_thread(L);
	else
		pthread_join(t, NULL);
}

/* The graph as successor lists in one array: node v's are succ[ss[v] ..
 * ss[v + 1]). */
static int
csr(struct agc_arena *a, const struct agc_graph *g, uint32_t **ss_out, uint32_t **succ_out)
{
	uint32_t n = g->nblocks;
	uint32_t *ss = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	if (!ss)
		return -1;
	for (uint32_t v = 0; v < n; v++)
		ss[v + 1] = ss[v] + g->blocks[v].nsucc;
	uint32_t *succ = agc_alloc(a, (ss[n] + 1) * sizeof(uint32_t));
	if (!succ)
		return -1;
	for (uint32_t v = 0; v < n; v++)
		memcpy(succ + ss[v], g->blocks[v].succ, g->blocks[v].nsucc * sizeof(uint32_t));
	*ss_out = ss;
	*succ_out = succ;
	return 0;
}

/* The working graph: one node per block, its successors those of the CSR
 * arrays (irreducible.c may change them in place). */
static int
build_wgraph(struct agc_arena *a, uint32_t n, const uint32_t *ss, uint32_t *succ,
	     struct agc_wgraph *w)
{
	memset(w, 0, sizeof(*w));
	w->cap = n + n / 8 + 16;
	w->n = n;
	w->nodes = agc_alloc(a, w->cap * sizeof(*w->nodes));
	if (!w->nodes)
		return -1;
	for (uint32_t i = 0; i < n; i++) {
		struct agc_wnode *nd = &w->nodes[i];
		nd->kind = AGC_W_BLOCK;
		nd->block = (int32_t)i;
		nd->hub_store = -1;
		nd->nsucc = ss[i + 1] - ss[i];
		nd->succ = succ + ss[i];
	}
	return 0;
}

/* Whether every edge to a block no later in reverse postorder goes to a
 * dominator of its source: then no cycle has a second entry and
 * irreducible.c has nothing to do.  -1: out of memory. */
static int
is_reducible(struct agc_arena *a, uint32_t n, const uint32_t *ss, const uint32_t *succ,
	     const struct agc_cfg_info *cip)
{
	const struct agc_cfg_info ci = *cip;
	uint32_t *cs = agc_alloc(a, (n + 2) * sizeof(uint32_t));
	uint32_t *child = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *pre = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *post = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *stack = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *at = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	if (!cs || !child || !pre || !post || !stack || !at)
		return -1;
	/* dominator tree intervals: a dominates b iff pre[a] <= pre[b] and
	 * post[b] <= post[a] */
	for (uint32_t i = 1; i < ci.nreach; i++)
		cs[ci.idom[ci.rpo[i]] + 2]++;
	for (uint32_t v = 0; v < n; v++)
		cs[v + 2] += cs[v + 1];
	for (uint32_t i = 1; i < ci.nreach; i++)
		child[cs[ci.idom[ci.rpo[i]] + 1]++] = ci.rpo[i];
	uint32_t sp = 0, clock = 0;
	stack[sp++] = 0;
	at[0] = cs[0];
	pre[0] = clock++;
	while (sp) {
		uint32_t v = stack[sp - 1];
		if (at[v] < cs[v + 1]) {
			uint32_t c = child[at[v]++];
			pre[c] = clock++;
			at[c] = cs[c];
			stack[sp++] = c;
		} else {
			post[v] = clock++;
			sp--;
		}
	}
	for (uint32_t i = 0; i < ci.nreach; i++) {
		uint32_t u = ci.rpo[i];
		for (uint32_t e = ss[u]; e < ss[u + 1]; e++) {
			uint32_t v = succ[e];
			if (ci.order[v] <= ci.order[u] && !(pre[v] <= pre[u] && post[u] <= post[v]))
				return 0;
		}
	}
	return 1;
}

static int
finish(struct layout *L, struct agc_sgraph *out)
{
	uint32_t *pos = agc_alloc(L->a, (L->nsb + 1) * sizeof(uint32_t));
	struct agc_sblock *blocks = agc_alloc(L->a, (L->nseq + 1) * sizeof(*blocks));
	if (!pos || !blocks)
		return -1;
	for (uint32_t i = 0; i < L->nsb; i++)
		pos[i] = UINT32_MAX;
	for (uint32_t i = 0; i < L->nseq; i++)
		pos[L->seq[i]] = i;
	memset(out, 0, sizeof(*out));
	for (uint32_t i = 0; i < L->nseq; i++) {
		struct agc_sblock *b = &blocks[i];
		*b = L->sb[L->seq[i]];
		for (uint32_t j = 0; j < b->ntarget; j++) {
			b->target[j] = pos[b->target[j]];
			if (b->route_store && b->route_store[j] >= 0)
				out->route_stores++;
		}
		if (b->merge_kind != AGC_MERGE_NONE)
			b->merge = pos[b->merge];
		if (b->merge_kind == AGC_MERGE_LOOP)
			b->cont = pos[b->cont];
		if (b->hub_store >= 0 || b->hub_stores)
			out->route_stores++;
		if (b->kind == AGC_SB_BLOCK)
			out->orig_blocks++;
	}
	for (uint32_t i = 0; i < L->ncons; i++)
		L->cons[i].header = pos[L->cons[i].header];
	out->nblocks = L->nseq;
	out->blocks = blocks;
	out->nconstructs = L->ncons;
	out->constructs = L->cons;
	out->hubs = L->w->hubs;
	out->hub_init = L->w->hub_init;
	bool route = false;
	for (uint32_t i = 0; i < L->nseq; i++)
		if (blocks[i].route_store || blocks[i].sel == AGC_SEL_ROUTE_EQ ||
		    blocks[i].sel == AGC_SEL_ROUTE_NZ || blocks[i].sel == AGC_SEL_ROUTE_IN ||
		    blocks[i].sel == AGC_SEL_ROUTE_CASE)
			route = true;
	out->route_vars = (out->hubs > 0) + route;
	return 0;
}

/* The graph after irreducible.c, as CSR arrays with the entry at 0 (when a
 * hub took the entry over, the two swap numbers), analysed again. */
static int
renumber(struct agc_arena *a, struct agc_wgraph *w, uint32_t **ss_out, uint32_t **succ_out,
	 struct agc_cfg_info *ci)
{
	uint32_t n = w->n;
	uint32_t *perm = agc_alloc(a, n * sizeof(uint32_t)); /* new -> old */
	uint32_t *inv = agc_alloc(a, n * sizeof(uint32_t));  /* old -> new */
	uint32_t *ss = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	if (!perm || !inv || !ss)
		return -1;
	for (uint32_t v = 0; v < n; v++)
		perm[v] = inv[v] = v;
	perm[0] = w->entry;
	perm[w->entry] = 0;
	inv[0] = w->entry;
	inv[w->entry] = 0;
	for (uint32_t v = 0; v < n; v++)
		ss[v + 1] = ss[v] + w->nodes[perm[v]].nsucc;
	uint32_t *succ = agc_alloc(a, (ss[n] + 1) * sizeof(uint32_t));
	if (!succ)
		return -1;
	for (uint32_t v = 0; v < n; v++)
		for (uint32_t j = 0; j < w->nodes[perm[v]].nsucc; j++)
			succ[ss[v] + j] = inv[w->nodes[perm[v]].succ[j]];
	if (w->entry != 0) {
		/* the layout works on the renumbered graph */
		struct agc_wnode *nodes = agc_alloc(a, n * sizeof(*nodes));
		if (!nodes)
			return -1;
		for (uint32_t v = 0; v < n; v++)
			nodes[v] = w->nodes[perm[v]];
		w->nodes = nodes;
		w->entry = 0;
	}
	for (uint32_t v = 0; v < n; v++)
		w->nodes[v].succ = succ + ss[v];
	*ss_out = ss;
	*succ_out = succ;
	return agc_cfg_analyze(a, n, ss, succ, ci);
}

int
agc_cfg_structurize(struct agc_arena *a, const struct agc_graph *g,
		    struct agc_sgraph *out, struct agc_diag *d)
{
	struct agc_wgraph w;
	struct layout L = {.a = a, .cur_construct = -1};

	if (g->nblocks == 0)
		return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"the graph has no blocks");
	uint32_t n = g->nblocks, *ss, *succ;
	if (csr(a, g, &ss, &succ) || agc_cfg_analyze(a, n, ss, succ, &L.ci))
		goto oom;
	int reducible = is_reducible(a, n, ss, succ, &L.ci);
	if (reducible < 0 || build_wgraph(a, n, ss, succ, &w) ||
	    (!reducible && agc_cfg_fix_irreducible(a, &w)))
		goto oom;
	L.w = &w;
	if (!reducible && renumber(a, &w, &ss, &succ, &L.ci))
		goto oom;
	n = w.n;

	const struct agc_cfg_info *ci = &L.ci;
	L.fin = agc_alloc(a, n * sizeof(uint32_t));
	L.child_start = agc_alloc(a, (n + 2) * sizeof(uint32_t));
	L.child = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	L.follow_region = agc_alloc(a, n * sizeof(int32_t));
	L.loop_region = agc_alloc(a, n * sizeof(int32_t));
	L.fl_slot = agc_alloc(a, n * sizeof(uint32_t));
	L.fall_label = agc_alloc(a, n * sizeof(uint32_t));
	L.simple = agc_alloc(a, n * sizeof(bool));
	L.mark = agc_alloc(a, n * sizeof(uint32_t));
	L.mark_pos = agc_alloc(a, n * sizeof(uint32_t));
	L.fl_next = 1u << 30;
	L.stack_cap = 16;
	L.stack = agc_alloc(a, L.stack_cap * sizeof(*L.stack));
	L.pass_mark = agc_alloc(a, (2 * L.stack_cap + 3) * sizeof(uint32_t));
	L.seen_mark = agc_alloc(a, (2 * L.stack_cap + 3) * sizeof(uint32_t));
	L.sb_cap = L.ci.nreach + L.ci.nreach / 2 + 16; /* grows when needed */
	L.sb = agc_alloc(a, L.sb_cap * sizeof(*L.sb));
	L.seq = agc_alloc(a, L.sb_cap * sizeof(*L.seq));
	if (!L.fin || !L.child_start || !L.child || !L.follow_region || !L.loop_region ||
	    !L.fl_slot || !L.mark || !L.mark_pos || !L.fall_label || !L.simple || !L.stack ||
	    !L.pass_mark || !L.seen_mark || !L.sb || !L.seq)
		goto oom;
	for (uint32_t v = 0; v < n; v++) {
		L.follow_region[v] = -1;
		L.loop_region[v] = -1;
		L.fall_label[v] = UINT32_MAX;
	}
	for (uint32_t i = 0; i < ci->nreach; i++) {
		uint32_t x = ci->rpo[i];
		for (uint32_t e = ss[x]; e < ss[x + 1]; e++) {
			uint32_t t = succ[e];
			if (ci->order[t] > ci->order[x] && L.mark[t] != x + 1) {
				L.mark[t] = x + 1;
				L.fin[t]++;
			}
		}
	}
	L.stamp = n + 1; /* past the marks just made */
	for (uint32_t i = 1; i < ci->nreach; i++)
		L.child_start[ci->idom[ci->rpo[i]] + 2]++;
	for (uint32_t v = 0; v < n; v++)
		L.child_start[v + 2] += L.child_start[v + 1];
	for (uint32_t i = 1; i < ci->nreach; i++) {
		uint32_t v = ci->rpo[i];
		L.child[L.child_start[ci->idom[v] + 1]++] = v;
	}

	/* nodes that open no construct: no loop, no follow, at most two
	 * distinct successors of which at most one is placed inline */
	for (uint32_t i = 0; i < ci->nreach; i++) {
		uint32_t x = ci->rpo[i];
		bool ok = !ci->is_header[x];
		for (uint32_t k = L.child_start[x]; k < L.child_start[x + 1] && ok; k++)
			ok = L.fin[L.child[k]] < 2;
		uint32_t distinct = 0, inl = 0;
		L.stamp++;
		for (uint32_t e = ss[x]; e < ss[x + 1] && ok; e++) {
			uint32_t t = succ[e];
			if (L.mark[t] == L.stamp)
				continue;
			L.mark[t] = L.stamp;
			distinct++;
			inl += ci->idom[t] == (int32_t)x && ci->order[t] > ci->order[x];
		}
		L.simple[x] = ok && distinct <= 2 && inl <= 1;
	}
	run_layout(&L, n);
	if (L.oom || finish(&L, out))
		goto oom;
	return 0;
oom:
	return agc_fail_oom(d, AGC_STAGE_CFG, AGC_DIAG_NO_OFFSET,
			"out of memory structurizing a graph of %u blocks", g->nblocks);
}
