/*
 * layout.c -- lay out each node of the dominator tree and decide what its
 * branch needs.
 *
 *   0 -> 1, 3          0: merge 3; cond 1, 3      (an if: 3 is the follow)
 *   1 -> 2, 3          1: cond 2, 3               (3 is a legal break)
 *   2 -> 3             2: -> 3
 *   3 -> {}            3: return
 *
 * A node's dominator-tree children reached by more than one forward edge
 * ("follows") come after the node's code, innermost first in reverse
 * postorder; other children are placed inline where their one edge leaves.
 * The first follow is the merge of the node's own branch (an if, or a
 * switch); each further follow y(k+1) is the merge of a region that starts
 * at y(k)'s merge: the dispatch there (route != 0 goes on to y(k+1), 0 runs
 * y(k)) is that region's header, so a follow costs one block.  A node with
 * FOLLOW_LOOP_MIN follows or more gets a follow loop instead: its branch
 * merges at the loop's header, which dispatches on the route variable to
 * the follows as cases of one switch, and a branch from one follow to
 * another stores the case's value and continues the loop; the last follow
 * is the loop's merge.  Three blocks however many follows:
 *
 *   x: merge H; ... route = base + k; -> H
 *   H: loop merge Y(n-1) continue C; cond (route - base < n-1) S, Y(n-1)
 *   S: route = 0; merge Y(n-2); switch (route - base) Y0, .., Y(n-3), Y(n-2)
 *   C: -> H
 *
 * When a node's only other successor falls into its first follow (every
 * branch there from its top level), the first follow is a case of the
 * node's switch and the second follow its merge.
 *
 * A node's branch is counted by the labels its distinct successors leave
 * for: one label is a branch; two, at most one of them placed inline, a
 * conditional branch without a merge (a multi-way selector picks the label
 * per value); two inline successors an if whose merge is its true arm; more
 * a switch, which merges at the last successor only it reaches.  A loop
 * header opens a loop region whose merge is its first exit child, the other
 * exits following it the same way; the node's own block holds the
 * OpLoopMerge when its branch needs no selection merge, otherwise a header
 * block goes in front.
 */
#include <string.h>

#include "cfg/structurize.h"

/* Whether node c lies in the loop headed by h (c may head a loop nested
 * in it). */
static bool
in_loop(const struct agc_cfg_info *ci, uint32_t c, uint32_t h)
{
	return ci->loop[c] == (int32_t)h ||
	       (ci->loop[c] == (int32_t)c && ci->loop_parent[c] == (int32_t)h);
}

/* Place the loop region's header at id, branching to a new block where
 * the node's own block goes; returns that block. */
static uint32_t
loop_header_block(struct layout *L, uint32_t id)
{
	const struct region *r = &L->stack[L->depth - 1];
	uint32_t merge = r->merge, cont = r->cont;
	int32_t parent = L->cons[r->construct].parent;
	uint32_t body = agc_layout_sb_new(L);
	struct agc_sblock *b = agc_layout_sb_place(L, id, AGC_SB_HEADER, 1);
	if (!b->target)
		return body;
	b->construct = parent;
	b->term = AGC_TERM_BRANCH;
	b->merge_kind = AGC_MERGE_LOOP;
	b->merge = merge;
	b->cont = cont;
	b->target[0] = body;
	return body;
}

/* How many different labels x's distinct successors ds[0..m-1] are left
 * for (an inline successor is a label of its own), counting at most 3;
 * *inl: how many are inline. */
static uint32_t
count_labels(const struct layout *L, uint32_t x, const uint32_t *ds, uint32_t m, bool direct,
	     uint32_t *inl)
{
	uint32_t ex[2], nex = 0;

	*inl = 0;
	for (uint32_t k = 0; k < m; k++) {
		uint32_t l = agc_layout_peek_label(L, x, ds[k], direct);
		if (l == UINT32_MAX) {
			(*inl)++;
		} else if (!(nex > 0 && ex[0] == l) && !(nex > 1 && ex[1] == l)) {
			if (nex == 2)
				return 3 + *inl;
			ex[nex++] = l;
		}
	}
	return nex + *inl;
}

/* x's distinct successors in order of first appearance; map[j]: the index
 * in ds of successor j.  Returns their number. */
static uint32_t
distinct_succ(struct layout *L, uint32_t x, uint32_t **ds_out, uint32_t **map_out)
{
	const struct agc_wnode *nd = &L->w->nodes[x];
	uint32_t n = nd->nsucc, m = 0;
	uint32_t *ds = agc_alloc(L->a, (n + 1) * sizeof(uint32_t));
	uint32_t *map = agc_alloc(L->a, (n + 1) * sizeof(uint32_t));

	*ds_out = ds;
	*map_out = map;
	if (!ds || !map) {
		L->oom = true;
		return 0;
	}
	L->stamp++;
	for (uint32_t j = 0; j < n; j++) {
		uint32_t s = nd->succ[j];
		if (L->mark[s] != L->stamp) {
			L->mark[s] = L->stamp;
			L->mark_pos[s] = m;
			ds[m++] = s;
		}
		map[j] = L->mark_pos[s];
	}
	return m;
}

/* A switch without a follow merges at the last successor only it reaches,
 * out of the switch, where its branches outwards need no route; -1: none. */
static int32_t
switch_follow(const struct layout *L, uint32_t x, bool header)
{
	const struct agc_cfg_info *ci = &L->ci;
	const struct agc_wnode *nd = &L->w->nodes[x];

	for (uint32_t j = nd->nsucc; j-- > 0;) {
		uint32_t s = nd->succ[j];
		if (ci->idom[s] == (int32_t)x && ci->order[s] > ci->order[x] && L->fin[s] == 1 &&
		    (!header || in_loop(ci, s, x)))
			return (int32_t)s;
	}
	return -1;
}

enum shape {
	SHAPE_BRANCH, /* one label: a branch (the selector still evaluated) */
	SHAPE_COND,   /* two labels, at most one inline: no merge needed */
	SHAPE_IF,     /* two inline successors: an if merging at its true arm */
	SHAPE_SWITCH, /* a selection region of its own */
};

/* The node's own block; y0 >= 0: the innermost follow, fused with the
 * node's branch into a switch whose merge it is; fl_header >= 0: the
 * switch merges at that follow loop's header instead; fall >= 0: a
 * successor that is a case of that switch, which the other one falls
 * into.  A conditional branch of three or more ways (two labels) has
 * per-value targets and goes to target[ntarget - 1]'s label when its
 * selector picks no other. */
static void
emit_node(struct layout *L, uint32_t x, uint32_t id, int32_t y0, bool loop_head, int32_t fl_header,
	  int32_t fall)
{
	const struct agc_wnode *nd = &L->w->nodes[x];
	uint32_t n = nd->nsucc;
	static const enum agc_sb_kind kinds[] = {
		[AGC_W_BLOCK] = AGC_SB_BLOCK, [AGC_W_HUB] = AGC_SB_HUB};
	uint32_t *ds, *map;
	uint32_t m = distinct_succ(L, x, &ds, &map);
	if (L->oom)
		return;

	enum shape shape = SHAPE_SWITCH;
	bool direct = true;
	if (y0 < 0 && fl_header < 0) {
		uint32_t inl, nl = m <= 1 ? 1 : count_labels(L, x, ds, m, true, &inl);
		if (m >= 2 && nl > 2 && !(m == 2 && inl == 2)) {
			direct = false;
			nl = count_labels(L, x, ds, m, false, &inl);
		}
		if (nl == 1)
			shape = SHAPE_BRANCH;
		else if (nl == 2 && inl <= 1)
			shape = SHAPE_COND;
		else if (m == 2 && inl == 2)
			shape = SHAPE_IF;
		else
			y0 = switch_follow(L, x, loop_head);
	}
	/* the node's block heads its loop itself when its branch needs no
	 * selection merge */
	bool fused_loop = loop_head && (shape == SHAPE_BRANCH || shape == SHAPE_COND);
	if (loop_head && !fused_loop)
		id = loop_header_block(L, id);
	struct agc_sblock *b = agc_layout_sb_place(L, id, kinds[nd->kind], n);
	if (L->oom)
		return;
	if (fused_loop) {
		const struct region *r = &L->stack[L->depth - 1];
		b->construct = L->cons[r->construct].parent;
		b->merge_kind = AGC_MERGE_LOOP;
		b->merge = r->merge;
		b->cont = r->cont;
	}
	b->block = nd->block;
	b->hub_store = nd->hub_store;
	if (nd->edge_hub) {
		b->hub_stores = agc_alloc(L->a, n * sizeof(int32_t));
		if (!b->hub_stores) {
			L->oom = true;
			return;
		}
		memcpy(b->hub_stores, nd->edge_hub, n * sizeof(int32_t));
	}
	if (n == 0) {
		b->term = AGC_TERM_RETURN;
		return;
	}
	if (n >= 2) {
		b->sel = nd->kind == AGC_W_HUB ? AGC_SEL_HUB : AGC_SEL_BLOCK;
		b->sel_ways = n;
	}
	if (shape == SHAPE_SWITCH) {
		struct region *r = agc_layout_open_region(L, AGC_CONSTRUCT_SWITCH, y0, id);
		if (!r)
			return;
		if (fl_header >= 0) {
			r->merge = (uint32_t)fl_header;
			r->fl_entry = true;
		}
		b = &L->sb[id];
		b->merge_kind = AGC_MERGE_SELECTION;
		b->merge = r->merge;
		b->term = AGC_TERM_SWITCH;
	}
	struct action *a = agc_alloc(L->a, (m + 1) * sizeof(*a));
	struct action *av = agc_alloc(L->a, (n + 1) * sizeof(*av));
	if (!a || !av) {
		L->oom = true;
		return;
	}
	for (uint32_t k = 0; k < m; k++) {
		if ((int32_t)ds[k] == fall) {
			/* a case of its own, laid out after the other */
			L->fall_label[fall] = agc_layout_sb_new(L);
			a[k] = (struct action){L->fall_label[fall], -1, true, 0};
			continue;
		}
		a[k] = agc_layout_act(L, x, ds[k], shape != SHAPE_SWITCH && direct);
	}
	for (uint32_t j = 0; j < n; j++)
		av[j] = a[map[j]];
	uint32_t other = UINT32_MAX; /* a second label among the targets */
	bool more = false;           /* and a third */
	for (uint32_t j = 1; j < n; j++) {
		if (av[j].label == av[0].label || av[j].label == other)
			continue;
		more |= other != UINT32_MAX;
		other = av[j].label;
	}
	bool two = other != UINT32_MAX;
	b = &L->sb[id];
	if (shape == SHAPE_SWITCH && two && !more && fall < 0) {
		/* fused with its follow: an if unless a break reaches the
		 * merge from inside a nested selection */
		struct region *top = &L->stack[L->depth - 1];
		top->cond_header = (int32_t)id;
		top->cond_actions = av;
		b->term = AGC_TERM_COND;
		for (uint32_t j = 0; j < n; j++) {
			b->target[j] = av[j].label;
			agc_layout_set_store(L, b, j, av[j].store);
		}
	} else if (shape == SHAPE_SWITCH) {
		agc_layout_add_trampolines(L, id, av, n, L->stack[L->depth - 1].merge, true);
		if (L->oom)
			return;
	} else {
		for (uint32_t j = 0; j < n; j++) {
			b->target[j] = av[j].label;
			agc_layout_set_store(L, b, j, av[j].store);
		}
		b->term = two ? AGC_TERM_COND : AGC_TERM_BRANCH;
	}
	/* an if: the true arm (target[n - 1]'s) is its merge, laid out
	 * after the false arm */
	uint32_t true_arm = map[n - 1];
	int32_t outer_construct = L->cur_construct;
	if (shape == SHAPE_IF) {
		b->merge_kind = AGC_MERGE_SELECTION;
		b->merge = av[n - 1].label;
		L->cur_construct = agc_layout_add_construct(L, AGC_CONSTRUCT_IF, id);
		L->if_depth++;
		agc_layout_tree(L, ds[1 - true_arm], a[1 - true_arm].label);
		L->if_depth--;
		L->cur_construct = outer_construct;
		if (!L->oom)
			agc_layout_tree(L, ds[true_arm], a[true_arm].label);
	} else {
		for (uint32_t k = 0; k < m && !L->oom; k++)
			if (a[k].inlined && (int32_t)ds[k] != fall)
				agc_layout_tree(L, ds[k], a[k].label);
		if (fall >= 0 && !L->oom) {
			uint32_t label = L->fall_label[fall];
			L->fall_label[fall] = UINT32_MAX;
			agc_layout_tree(L, (uint32_t)fall, label);
		}
	}
	if (shape == SHAPE_SWITCH && !L->oom)
		agc_layout_close_region(L);
}

/* Open breakable regions for follows ys[n-1] .. ys[1], outermost first.
 * They get no header here: the region of follow k+1 starts at follow k's
 * merge, where the dispatch of what reached it becomes its header. */
static void
open_follows(struct layout *L, const uint32_t *ys, uint32_t n)
{
	for (uint32_t k = n; k-- > 1 && !L->oom;) {
		struct region *r = agc_layout_open_region(L, AGC_CONSTRUCT_BREAKABLE, (int32_t)ys[k], 0);
		if (r)
			r->pending = true;
	}
}

/* A node with this many follows or more gets a follow loop: three blocks
 * (header, dispatch, continue) instead of one dispatch per follow but the
 * first. */
#define FOLLOW_LOOP_MIN 5

/* Whether x's first follow f can be a case of x's switch that x's other
 * successor c falls into: x has just these two successors, c is placed
 * inline, and every branch to f from c's subtree comes from its top level
 * (each block from c down to the branch opens no construct), as a case
 * may fall into another only from outside any construct inside it. */
static bool
can_fall(const struct layout *L, uint32_t x, uint32_t f)
{
	const struct agc_cfg_info *ci = &L->ci;
	const struct agc_wnode *nd = &L->w->nodes[x];
	uint32_t c = UINT32_MAX;

	for (uint32_t j = 0; j < nd->nsucc; j++) {
		uint32_t s = nd->succ[j];
		if (s == f)
			continue;
		if (c != UINT32_MAX && s != c)
			return false;
		c = s;
	}
	if (c == UINT32_MAX || ci->idom[c] != (int32_t)x || ci->order[c] <= ci->order[x] || L->fin[c] != 1)
		return false;
	/* OpSwitch lists the default (the last successor), then the values
	 * in order: each run of values going to c must be followed by one
	 * going to f, unless f is only the default */
	uint32_t n = nd->nsucc;
	bool f_value = false;
	for (uint32_t j = 0; j + 1 < n; j++)
		f_value |= nd->succ[j] == f;
	if (nd->succ[n - 1] != f || f_value) {
		for (uint32_t j = 0; j + 1 < n; j++)
			if (nd->succ[j] == c && (j + 2 >= n || nd->succ[j + 1] != c) &&
			    (j + 2 >= n || nd->succ[j + 1] != f))
				return false;
	}
	for (uint32_t e = ci->pred_start[f]; e < ci->pred_start[f + 1]; e++) {
		uint32_t p = ci->pred[e];
		if (p == x || ci->order[p] >= ci->order[f])
			continue; /* x itself, or a back edge */
		uint32_t q = p, steps = 0;
		for (;;) {
			if (!L->simple[q] || ++steps > 64)
				return false;
			if (q == c)
				break;
			if (ci->idom[q] < 0 || q == x)
				return false;
			q = (uint32_t)ci->idom[q];
		}
	}
	return true;
}

/* Open a follow loop for follows ys[0..n-1]: ys[n-1] is its follow, the
 * others its cases.  Its header comes after the node's code, which is
 * outside the loop until then. */
static void
open_follow_loop(struct layout *L, const uint32_t *ys, uint32_t n)
{
	int32_t outer = L->depth ? L->stack[L->depth - 1].nearest_loop : -1;
	uint32_t h = agc_layout_sb_new(L);
	struct region *r = agc_layout_open_region(L, AGC_CONSTRUCT_LOOP, (int32_t)ys[n - 1], h);
	if (!r)
		return;
	r->nearest_loop = outer;
	r->fl = true;
	r->fl_base = L->fl_next;
	r->fl_n = n - 1;
	r->fl_follows = ys;
	L->fl_next += n - 1;
	for (uint32_t k = 0; k + 1 < n; k++) {
		L->follow_region[ys[k]] = (int32_t)(L->depth - 1);
		L->fl_slot[ys[k]] = k;
	}
}

void
agc_layout_tree(struct layout *L, uint32_t x, uint32_t id)
{
	const struct agc_cfg_info *ci = &L->ci;
	uint32_t nc = L->child_start[x + 1] - L->child_start[x];
	const uint32_t *c = L->child + L->child_start[x];
	uint32_t *ys = agc_alloc(L->a, (nc + 1) * sizeof(uint32_t));
	uint32_t *outs = agc_alloc(L->a, (nc + 1) * sizeof(uint32_t));
	uint32_t nys = 0, nouts = 0;

	if (!ys || !outs) {
		L->oom = true;
		return;
	}
	bool header = ci->is_header[x];
	for (uint32_t i = 0; i < nc; i++) {
		if (header && !in_loop(ci, c[i], x))
			outs[nouts++] = c[i];
		else if (L->fin[c[i]] >= 2)
			ys[nys++] = c[i];
	}
	bool fl_out = header && nouts >= FOLLOW_LOOP_MIN;
	if (header) {
		if (fl_out)
			open_follow_loop(L, outs, nouts);
		else
			open_follows(L, outs, nouts);
		int32_t fl_h = fl_out ? (int32_t)L->stack[L->depth - 1].header : -1;
		int32_t follow = nouts && !fl_out ? (int32_t)outs[0] : -1;
		struct region *r = agc_layout_open_region(L, AGC_CONSTRUCT_LOOP, follow, id);
		if (!r)
			return;
		if (fl_out) {
			r->merge = (uint32_t)fl_h;
			r->fl_entry = true;
		}
		r->header_node = x;
		L->loop_region[x] = (int32_t)(L->depth - 1);
		if (nys)
			id = loop_header_block(L, id);
	}
	bool fl = nys >= FOLLOW_LOOP_MIN;
	/* the first follow as a case the other successor falls into: the
	 * second one is then the switch's merge */
	bool fall = !fl && !header && nys >= 2 && can_fall(L, x, ys[0]);
	if (fl)
		open_follow_loop(L, ys, nys);
	else
		open_follows(L, ys + fall, nys - fall);
	uint32_t inner = id;
	if (L->oom)
		return;
	if (fl) {
		emit_node(L, x, inner, -1, false, (int32_t)L->stack[L->depth - 1].header, -1);
		if (!L->oom)
			agc_layout_close_region(L);
	} else {
		emit_node(L, x, inner, nys ? (int32_t)ys[fall] : -1, header && !nys, -1,
			  fall ? (int32_t)ys[0] : -1);
		for (uint32_t k = 1 + fall; k < nys && !L->oom; k++)
			agc_layout_close_region(L);
	}
	if (header) {
		if (!L->oom)
			agc_layout_close_region(L);
		for (uint32_t k = fl_out ? nouts - 1 : 1; k < nouts && !L->oom; k++)
			agc_layout_close_region(L);
	}
}
