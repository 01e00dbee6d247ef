/*
 * irreducible.c -- give every multi-entry cycle a single entry.
 *
 *   0 -> 1, 2       1 <-> 2 is a cycle entered at 1 and at 2.
 *   1 -> 2
 *   2 -> 1, 3
 *
 * becomes
 *
 *   0 -> H, H       0: hub = (d ? 1 : 0)      H: switch on the hub variable
 *   H -> 1, 2       1: hub = 1                2: hub = 0
 *   1 -> H
 *   2 -> H, 3
 *
 * Strongly connected components are found (Tarjan) in the region left when
 * the enclosing cycle's header is removed, recursively, so nested cycles are
 * handled inside out.  Inside a hub's region, a multi-entry component gets
 * no hub of its own: its entries become more cases of that hub, whose loop
 * then runs the inner cycles too (one loop instead of a loop per level).
 * Every edge into an entry of a multi-entry component,
 * from outside or inside it, is sent to the component's new hub with the
 * entry's number stored in the hub variable.  The block the edge leaves
 * makes the store (the variable is read only by hubs, so a store on one
 * edge may be made on every edge of the block); where its edges store
 * different values, the value is chosen by its selector.  When the entry
 * block itself lies in such a component, the hub becomes the entry and the
 * variable starts with the entry's number.  No original block is copied;
 * each multi-entry region costs one hub.
 */
#include <string.h>

#include "cfg/cfg.h"

struct aux {
	uint32_t region;  /* stamp: in the current region */
	uint32_t visited; /* stamp: Tarjan reached it */
	uint32_t onstack; /* stamp: on Tarjan's stack */
	uint32_t entry;   /* stamp: an entry of its component */
	uint32_t idx, low, comp, hubval, next_entry;
};

struct task {
	uint32_t *nodes;
	uint32_t n;
	int32_t header;
};

struct fixer {
	struct agc_arena *a;
	struct agc_wgraph *w;
	struct aux *aux;
	uint32_t *tstack, *cstack, *cpos; /* Tarjan stacks, sized like aux */
	uint32_t stamp;
	struct task *tasks;
	uint32_t ntasks, tasks_cap;
};

static int
grow(struct fixer *f, uint32_t need)
{
	struct agc_wgraph *w = f->w;
	if (need <= w->cap)
		return 0;
	uint32_t cap = w->cap * 2 > need ? w->cap * 2 : need;
	w->nodes = agc_realloc(f->a, w->nodes, w->cap * sizeof(*w->nodes), cap * sizeof(*w->nodes));
	f->aux = agc_realloc(f->a, f->aux, w->cap * sizeof(*f->aux), cap * sizeof(*f->aux));
	f->tstack = agc_realloc(f->a, f->tstack, w->cap * sizeof(uint32_t), cap * sizeof(uint32_t));
	f->cstack = agc_realloc(f->a, f->cstack, w->cap * sizeof(uint32_t), cap * sizeof(uint32_t));
	f->cpos = agc_realloc(f->a, f->cpos, w->cap * sizeof(uint32_t), cap * sizeof(uint32_t));
	if (!w->nodes || !f->aux || !f->tstack || !f->cstack || !f->cpos)
		return -1;
	w->cap = cap;
	return 0;
}

static int32_t
new_node(struct fixer *f, enum agc_wnode_kind kind, uint32_t nsucc)
{
	if (grow(f, f->w->n + 1))
		return -1;
	uint32_t v = f->w->n++;
	struct agc_wnode *nd = &f->w->nodes[v];
	memset(nd, 0, sizeof(*nd));
	memset(&f->aux[v], 0, sizeof(f->aux[v]));
	nd->kind = kind;
	nd->block = -1;
	nd->hub_store = -1;
	nd->nsucc = nsucc;
	nd->succ = agc_alloc(f->a, (nsucc ? nsucc : 1) * sizeof(uint32_t));
	return nd->succ ? (int32_t)v : -1;
}

static int
push_task(struct fixer *f, uint32_t *nodes, uint32_t n, int32_t header)
{
	if (f->ntasks == f->tasks_cap) {
		uint32_t cap = f->tasks_cap ? f->tasks_cap * 2 : 16;
		f->tasks = agc_realloc(f->a, f->tasks, f->tasks_cap * sizeof(*f->tasks),
				       cap * sizeof(*f->tasks));
		if (!f->tasks)
			return -1;
		f->tasks_cap = cap;
	}
	f->tasks[f->ntasks++] = (struct task){nodes, n, header};
	return 0;
}

/* Components of the region marked with f->stamp; returns their number. */
static uint32_t
tarjan(struct fixer *f, const struct task *t)
{
	struct aux *x = f->aux;
	uint32_t s = f->stamp, counter = 0, ncomp = 0, tsp = 0;

	for (uint32_t i = 0; i < t->n; i++) {
		uint32_t root = t->nodes[i];
		if (x[root].visited == s)
			continue;
		uint32_t csp = 0;
		x[root].visited = s;
		x[root].idx = x[root].low = counter++;
		x[root].onstack = s;
		f->tstack[tsp++] = root;
		f->cstack[csp] = root;
		f->cpos[csp++] = 0;
		while (csp) {
			uint32_t v = f->cstack[csp - 1];
			const struct agc_wnode *nd = &f->w->nodes[v];
			if (f->cpos[csp - 1] < nd->nsucc) {
				uint32_t u = nd->succ[f->cpos[csp - 1]++];
				if (x[u].region != s)
					continue;
				if (x[u].visited != s) {
					x[u].visited = s;
					x[u].idx = x[u].low = counter++;
					x[u].onstack = s;
					f->tstack[tsp++] = u;
					f->cstack[csp] = u;
					f->cpos[csp++] = 0;
				} else if (x[u].onstack == s && x[u].idx < x[v].low) {
					x[v].low = x[u].idx;
				}
				continue;
			}
			csp--;
			if (x[v].low == x[v].idx) {
				uint32_t u;
				do {
					u = f->tstack[--tsp];
					x[u].onstack = 0;
					x[u].comp = ncomp;
				} while (u != v);
				ncomp++;
			}
			if (csp) {
				uint32_t p = f->cstack[csp - 1];
				if (x[v].low < x[p].low)
					x[p].low = x[v].low;
			}
		}
	}
	return ncomp;
}

static int
redirect(struct fixer *f, uint32_t p, uint32_t j, uint32_t hub, uint32_t value)
{
	struct agc_wnode *nd = &f->w->nodes[p];
	if (nd->hub_store < 0 || nd->hub_store == (int32_t)value) {
		/* the hub variable is read only by hubs, and every edge into
		 * a hub stores it: a store on one edge may be made on all */
		nd->hub_store = (int32_t)value;
		nd->succ[j] = hub;
		return 0;
	}
	/* the block stores another value on its other edges: this edge's
	 * store is chosen by the block's selector */
	if (!nd->edge_hub) {
		nd->edge_hub = agc_alloc(f->a, nd->nsucc * sizeof(int32_t));
		if (!nd->edge_hub)
			return -1;
		for (uint32_t k = 0; k < nd->nsucc; k++)
			nd->edge_hub[k] = -1;
	}
	nd->edge_hub[j] = (int32_t)value;
	nd->succ[j] = hub;
	return 0;
}

/* Make the entries listed from `first` cases of hub h (those that are not
 * yet), each with its case number as its hub value. */
static int
extend_hub(struct fixer *f, uint32_t h, uint32_t first)
{
	struct agc_wnode *nd = &f->w->nodes[h];
	uint32_t add = 0;
	for (uint32_t u = first; u != UINT32_MAX; u = f->aux[u].next_entry)
		add++;
	uint32_t *succ = agc_realloc(f->a, nd->succ, nd->nsucc * sizeof(uint32_t),
				     (nd->nsucc + add) * sizeof(uint32_t));
	if (!succ)
		return -1;
	nd->succ = succ;
	for (uint32_t u = first; u != UINT32_MAX; u = f->aux[u].next_entry) {
		uint32_t k;
		for (k = 0; k < nd->nsucc && nd->succ[k] != u; k++)
			;
		if (k == nd->nsucc)
			nd->succ[nd->nsucc++] = u;
		f->aux[u].hubval = k;
	}
	return 0;
}

static int
fix_region(struct fixer *f, struct task t)
{
	struct agc_wgraph *w = f->w;
	uint32_t s = ++f->stamp;
	uint32_t n_before = w->n;

	for (uint32_t i = 0; i < t.n; i++)
		f->aux[t.nodes[i]].region = s;
	uint32_t ncomp = tarjan(f, &t);
	uint32_t *size = agc_alloc(f->a, (ncomp + 1) * sizeof(uint32_t));
	uint32_t *nentries = agc_alloc(f->a, (ncomp + 1) * sizeof(uint32_t));
	uint32_t *first = agc_alloc(f->a, (ncomp + 1) * sizeof(uint32_t));
	int32_t *hub = agc_alloc(f->a, (ncomp + 1) * sizeof(int32_t));
	if (!size || !nentries || !first || !hub)
		return -1;
	for (uint32_t i = 0; i < t.n; i++)
		size[f->aux[t.nodes[i]].comp]++;

	/* entries: targets of edges from outside their component */
	uint32_t nsrc = t.n + (t.header >= 0);
	for (uint32_t i = 0; i < nsrc; i++) {
		uint32_t p = i < t.n ? t.nodes[i] : (uint32_t)t.header;
		bool outside = i == t.n;
		const struct agc_wnode *nd = &w->nodes[p];
		for (uint32_t j = 0; j < nd->nsucc; j++) {
			uint32_t u = nd->succ[j];
			struct aux *xu = &f->aux[u];
			if (xu->region != s || size[xu->comp] < 2 || xu->entry == s)
				continue;
			if (!outside && f->aux[p].comp == xu->comp)
				continue;
			xu->entry = s;
			xu->next_entry = nentries[xu->comp]++ ? first[xu->comp] : UINT32_MAX;
			first[xu->comp] = u;
		}
	}
	uint32_t entry = w->entry;
	bool entry_here = t.header < 0 && f->aux[entry].region == s &&
			  size[f->aux[entry].comp] >= 2;
	if (entry_here && f->aux[entry].entry != s) {
		struct aux *xe = &f->aux[entry];
		xe->entry = s;
		xe->next_entry = nentries[xe->comp]++ ? first[xe->comp] : UINT32_MAX;
		first[xe->comp] = entry;
	}

	/* hubs for components with several entries; inside a hub's own
	 * region, the entries become more cases of that hub (its loop takes
	 * their cycles in, no loop of their own) */
	bool in_hub = t.header >= 0 && w->nodes[t.header].kind == AGC_W_HUB;
	for (uint32_t c = 0; c < ncomp; c++) {
		hub[c] = -1;
		if (size[c] < 2 || nentries[c] < 2)
			continue;
		if (in_hub) {
			if (extend_hub(f, (uint32_t)t.header, first[c]))
				return -1;
			hub[c] = t.header;
			continue;
		}
		int32_t h = new_node(f, AGC_W_HUB, nentries[c]);
		if (h < 0)
			return -1;
		w->hubs++;
		hub[c] = h;
		/* entries listed in the order they were found */
		uint32_t k = nentries[c];
		for (uint32_t u = first[c]; u != UINT32_MAX; u = f->aux[u].next_entry) {
			w->nodes[h].succ[--k] = u;
			f->aux[u].hubval = k;
		}
	}
	for (uint32_t i = 0; i < nsrc; i++) {
		uint32_t p = i < t.n ? t.nodes[i] : (uint32_t)t.header;
		for (uint32_t j = 0; j < w->nodes[p].nsucc; j++) {
			uint32_t u = w->nodes[p].succ[j];
			struct aux *xu = &f->aux[u];
			if (xu->region != s || xu->entry != s || hub[xu->comp] < 0)
				continue;
			if (p == (uint32_t)hub[xu->comp])
				continue; /* already the hub's case */
			if (redirect(f, p, j, (uint32_t)hub[xu->comp], xu->hubval))
				return -1;
		}
	}
	if (entry_here && hub[f->aux[entry].comp] >= 0) {
		/* the hub is the entry: the variable starts with the value */
		w->hub_init = f->aux[entry].hubval;
		w->entry = (uint32_t)hub[f->aux[entry].comp];
	}

	/* each component without its header is the next region; the edge
	 * nodes made inside a component belong to it */
	uint32_t *count = agc_alloc(f->a, (ncomp + 1) * sizeof(uint32_t));
	uint32_t **members = agc_alloc(f->a, (ncomp + 1) * sizeof(uint32_t *));
	if (!count || !members)
		return -1;
	uint32_t nall = t.n + (w->n - n_before);
	for (uint32_t i = 0; i < nall; i++) {
		uint32_t v = i < t.n ? t.nodes[i] : n_before + (i - t.n);
		if (f->aux[v].region == s && size[f->aux[v].comp] >= 2)
			count[f->aux[v].comp]++;
	}
	for (uint32_t c = 0; c < ncomp; c++) {
		if (size[c] < 2)
			continue;
		members[c] = agc_alloc(f->a, (count[c] + 1) * sizeof(uint32_t));
		if (!members[c])
			return -1;
		count[c] = 0;
	}
	for (uint32_t i = 0; i < nall; i++) {
		uint32_t v = i < t.n ? t.nodes[i] : n_before + (i - t.n);
		struct aux *xv = &f->aux[v];
		if (xv->region != s || size[xv->comp] < 2)
			continue;
		if (hub[xv->comp] < 0 && xv->entry == s)
			continue; /* the single entry is the header */
		members[xv->comp][count[xv->comp]++] = v;
	}
	for (uint32_t c = 0; c < ncomp; c++) {
		if (size[c] < 2)
			continue;
		int32_t h = hub[c] >= 0 ? hub[c] : (int32_t)first[c];
		if (push_task(f, members[c], count[c], h))
			return -1;
	}
	return 0;
}

int
agc_cfg_fix_irreducible(struct agc_arena *a, struct agc_wgraph *w)
{
	struct fixer f = {.a = a, .w = w};
	uint32_t cap = w->cap;

	f.aux = agc_alloc(a, cap * sizeof(*f.aux));
	f.tstack = agc_alloc(a, cap * sizeof(uint32_t));
	f.cstack = agc_alloc(a, cap * sizeof(uint32_t));
	f.cpos = agc_alloc(a, cap * sizeof(uint32_t));
	uint32_t *all = agc_alloc(a, (w->n + 1) * sizeof(uint32_t));
	if (!f.aux || !f.tstack || !f.cstack || !f.cpos || !all)
		return -1;
	/* the first region: blocks reachable from the entry */
	uint32_t nall = 0;
	f.aux[w->entry].visited = 1;
	all[nall++] = w->entry;
	for (uint32_t i = 0; i < nall; i++) {
		const struct agc_wnode *nd = &w->nodes[all[i]];
		for (uint32_t j = 0; j < nd->nsucc; j++) {
			if (!f.aux[nd->succ[j]].visited) {
				f.aux[nd->succ[j]].visited = 1;
				all[nall++] = nd->succ[j];
			}
		}
	}
	f.stamp = 1;
	if (push_task(&f, all, nall, -1))
		return -1;
	while (f.ntasks) {
		struct task t = f.tasks[--f.ntasks];
		if (fix_region(&f, t))
			return -1;
	}
	return 0;
}
