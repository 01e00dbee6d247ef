/*
 * route.c -- the regions being laid out, and the branches that no
 * structured exit allows.
 *
 *   loop { switch { if (c) ... -> (break to the loop's follow) } ... }
 *
 *   becomes   route = v; -> switch merge   (the if cannot leave the switch)
 *             switch merge: cond (route != 0) loop merge, follow
 *             loop merge:   route == v ? route = 0, its follow
 *
 * A region is a construct whose merge is a known place: a loop (merge: its
 * first exit, continue target made here), a switch fused with a node's
 * branch (merge: the node's first follow), a breakable region for each
 * further follow (headed by the dispatch at the previous one's merge), and
 * a follow loop for a node with many follows (layout.c).
 *
 * SPIR-V allows leaving a construct only to its own merge, the innermost
 * loop's merge or continue target, or the innermost switch's merge; `legal`
 * mirrors those rules.  A branch that no rule allows stores its
 * destination in the route variable (a break to region i is 2i+1, a
 * continue 2i+2, a follow loop's case its own value) and breaks to the
 * innermost region's merge, where a dispatch sends it on; one whose
 * destination lies outside the innermost loop breaks to that loop's merge
 * at once, past the regions in between.  A value keeps going out until it
 * reaches its own merge, where it means "the follow": the dispatch's test
 * clears it, or, when nothing else arrives there, the follow's first block
 * stores 0 on its way out.  When everything reaching a merge continues the
 * innermost loop or leaves it, one test sends it all to the loop's
 * continue target, which sorts it (back to the header, or to the merge).
 * Routed switch cases store their value in the header (chosen by the
 * selector) and target the merge directly, and so do cases that leave for
 * the loop's merge (a legal exit, but no case target); only cases that
 * continue get a block of their own.
 */
#include <assert.h>
#include <string.h>

#include "cfg/structurize.h"

static void enter_follow_loop(struct layout *L, const struct region *r);
static void dispatch(struct layout *L, const struct region *r, bool heads);

/* Whether a branch to v's destination is a structured exit from here: a
 * loop's merge or continue target when it is the innermost loop; a
 * breakable region's or switch's merge when it is the innermost region
 * (every region on the stack is a loop or a switch). */
static bool
legal(const struct layout *L, uint32_t v)
{
	uint32_t t = value_region(v);
	int32_t loop = L->depth ? L->stack[L->depth - 1].nearest_loop : -1;

	if (is_continue(v) || L->stack[t].kind == AGC_CONSTRUCT_LOOP)
		return loop == (int32_t)t;
	return t + 1 == L->depth;
}

/* The innermost loop region when v's destination lies outside that loop
 * (a branch to its merge is legal from anywhere inside it), else -1. */
static int32_t
leaving_loop(const struct layout *L, uint32_t v)
{
	int32_t loop = L->depth ? L->stack[L->depth - 1].nearest_loop : -1;
	return loop >= 0 && value_region(v) < (uint32_t)loop ? loop : -1;
}

/* A branch to region i's merge: through a selection opened inside the
 * region it needs the region to be a switch (an if's merge may only be
 * reached from the if itself). */
static void
note_break(struct layout *L, uint32_t i)
{
	if (L->if_depth > L->stack[i].if_depth)
		L->stack[i].needs_switch = true;
}

static void
add_pass(struct layout *L, uint32_t i, uint32_t v)
{
	struct region *r = &L->stack[i];
	if (L->pass_mark[v] == r->serial)
		return;
	L->pass_mark[v] = r->serial;
	if (r->npass == r->pass_cap) {
		uint32_t cap = r->pass_cap ? r->pass_cap * 2 : 4;
		uint32_t *p = agc_realloc(L->a, r->pass, r->pass_cap * sizeof(*p), cap * sizeof(*p));
		if (!p) {
			L->oom = true;
			return;
		}
		r->pass = p;
		r->pass_cap = cap;
	}
	r->pass[r->npass++] = v;
}

/* Drop repeats from r's pass list: a value may have been added again
 * after going to another region's list in between. */
static void
unique_pass(struct layout *L, struct region *r)
{
	uint32_t k = 0, stamp = ++L->seen_stamp;
	for (uint32_t i = 0; i < r->npass; i++) {
		uint32_t v = r->pass[i];
		if (L->seen_mark[v] != stamp) {
			L->seen_mark[v] = stamp;
			r->pass[k++] = v;
		}
	}
	r->npass = k;
}

struct region *
agc_layout_open_region(struct layout *L, enum agc_construct_kind kind, int32_t follow,
		       uint32_t header)
{
	if (L->depth == L->stack_cap) {
		uint32_t cap = L->stack_cap * 2;
		struct region *s = agc_realloc(L->a, L->stack, L->stack_cap * sizeof(*s), cap * sizeof(*s));
		uint32_t *pm = agc_realloc(L->a, L->pass_mark, (2 * L->stack_cap + 3) * sizeof(uint32_t),
					   (2 * cap + 3) * sizeof(uint32_t));
		uint32_t *sm = agc_realloc(L->a, L->seen_mark, (2 * L->stack_cap + 3) * sizeof(uint32_t),
					   (2 * cap + 3) * sizeof(uint32_t));
		if (!s || !pm || !sm) {
			L->oom = true;
			return NULL;
		}
		L->stack = s;
		L->pass_mark = pm;
		L->seen_mark = sm;
		L->stack_cap = cap;
	}
	struct region *r = &L->stack[L->depth];
	memset(r, 0, sizeof(*r));
	r->kind = kind;
	r->follow = follow;
	r->header = header;
	r->merge = agc_layout_sb_new(L);
	r->serial = ++L->serial;
	r->if_depth = L->if_depth;
	r->cond_header = -1;
	r->nearest_loop = kind == AGC_CONSTRUCT_LOOP ? (int32_t)L->depth
			  : L->depth ? L->stack[L->depth - 1].nearest_loop : -1;
	if (kind == AGC_CONSTRUCT_LOOP)
		r->cont = agc_layout_sb_new(L);
	if (follow >= 0)
		L->follow_region[follow] = (int32_t)L->depth;
	r->construct = agc_layout_add_construct(L, kind, header);
	L->cur_construct = r->construct;
	L->depth++;
	return r;
}

/* The route value of the edge x -> s, 0 when s is placed inline; *store:
 * what the route variable holds on the way (the value itself, or for a
 * follow loop's case, the case's own value). */
static uint32_t
dest_value(const struct layout *L, uint32_t x, uint32_t s, int32_t *store)
{
	const struct agc_cfg_info *ci = &L->ci;
	uint32_t v;

	if (ci->is_header[s] && ci->order[s] <= ci->order[x]) {
		v = 2 * (uint32_t)L->loop_region[s] + 2;
	} else if (L->fall_label[s] != UINT32_MAX) {
		*store = -1;
		return UINT32_MAX; /* a case fallen into: a plain branch */
	} else if (L->follow_region[s] >= 0) {
		uint32_t i = (uint32_t)L->follow_region[s];
		const struct region *r = &L->stack[i];
		if (r->fl && r->follow != (int32_t)s) {
			*store = (int32_t)(r->fl_base + L->fl_slot[s]);
			return 2 * i + 2;
		}
		v = 2 * i + 1;
	} else {
		return 0;
	}
	*store = (int32_t)v;
	return v;
}

/* The action for the edge x -> s; direct: a branch that leaves the
 * innermost loop may go to its merge at once (not from a switch header,
 * whose cases cannot target that merge). */
struct action
agc_layout_act(struct layout *L, uint32_t x, uint32_t s, bool direct)
{
	int32_t store;
	uint32_t v = dest_value(L, x, s, &store);

	if (!v)
		return (struct action){agc_layout_sb_new(L), -1, true, 0};
	if (v == UINT32_MAX)
		return (struct action){L->fall_label[s], -1, false, 0};
	if (legal(L, v)) {
		if (!is_continue(v) && L->stack[value_region(v)].kind != AGC_CONSTRUCT_LOOP)
			note_break(L, value_region(v));
		/* a follow loop's case is reached through its continue
		 * target with the case's value stored */
		return (struct action){value_label(L, v), store == (int32_t)v ? -1 : store, false, v};
	}
	int32_t loop = direct ? leaving_loop(L, v) : -1;
	if (loop >= 0) {
		add_pass(L, (uint32_t)loop, v);
		return (struct action){L->stack[loop].merge, store, false, v};
	}
	add_pass(L, L->depth - 1, v);
	note_break(L, L->depth - 1);
	return (struct action){L->stack[L->depth - 1].merge, store, false, v};
}

/* The label agc_layout_act() gives the edge x -> s, without its side effects;
 * UINT32_MAX: s is placed inline. */
uint32_t
agc_layout_peek_label(const struct layout *L, uint32_t x, uint32_t s, bool direct)
{
	int32_t store;
	uint32_t v = dest_value(L, x, s, &store);

	if (!v)
		return UINT32_MAX;
	if (v == UINT32_MAX)
		return L->fall_label[s];
	if (legal(L, v))
		return value_label(L, v);
	int32_t loop = direct ? leaving_loop(L, v) : -1;
	return L->stack[loop >= 0 ? loop : (int32_t)L->depth - 1].merge;
}

/* Switch header id's cases that leave for anywhere but its merge get a
 * block each: a case target must lie in the switch (one block per
 * destination and store).  A routed break to the merge stores its value
 * in the header, chosen by the selector. */
void
agc_layout_add_trampolines(struct layout *L, uint32_t id, const struct action *a, uint32_t n,
			   uint32_t merge, bool open)
{
	struct agc_sblock *b = &L->sb[id];
	for (uint32_t j = 0; j < n; j++) {
		if (open && !a[j].inlined && a[j].store < 0 && a[j].label != merge &&
		    !is_continue(a[j].value)) {
			/* a break to the loop's merge: routed through the
			 * switch's merge, where it shares the onward test */
			b->target[j] = merge;
			agc_layout_set_store(L, b, j, (int32_t)a[j].value);
			add_pass(L, L->depth - 1, a[j].value);
			note_break(L, L->depth - 1);
			b = &L->sb[id];
			continue;
		}
		if (a[j].inlined || a[j].label == merge) {
			b->target[j] = a[j].label;
			agc_layout_set_store(L, b, j, a[j].store);
			continue;
		}
		uint32_t k;
		for (k = 0; k < j; k++)
			if (!a[k].inlined && a[k].label == a[j].label && a[k].store == a[j].store &&
			    L->sb[b->target[k]].kind == AGC_SB_TRAMPOLINE)
				break;
		if (k < j) {
			b->target[j] = b->target[k];
			continue;
		}
		uint32_t t = agc_layout_sb_new(L);
		struct agc_sblock *tb = agc_layout_sb_place(L, t, AGC_SB_TRAMPOLINE, 1);
		b = &L->sb[id];
		if (!tb->target)
			return;
		tb->term = AGC_TERM_BRANCH;
		tb->target[0] = a[j].label;
		agc_layout_set_store(L, tb, 0, a[j].store);
		b->target[j] = t;
	}
}

/* A two-way node fused with its first follow: an if (conditional branch)
 * unless a break reached the merge from inside a nested selection. */
static void
finish_cond_header(struct layout *L, const struct region *r)
{
	uint32_t id = (uint32_t)r->cond_header;
	if (!r->needs_switch) {
		if (r->construct >= 0)
			L->cons[r->construct].kind = AGC_CONSTRUCT_IF;
		return;
	}
	int32_t keep = L->cur_construct;
	L->cur_construct = r->construct;
	struct agc_sblock *b = &L->sb[id];
	b->term = AGC_TERM_SWITCH;
	b->route_store = NULL;
	agc_layout_add_trampolines(L, id, r->cond_actions, b->ntarget, r->merge, false);
	L->cur_construct = keep;
}

/* The first block of a follow reached with its own break value still in
 * the route variable clears it on every edge that stores nothing else:
 * nothing reads the route before that block's terminator. */
static void
clear_route(struct layout *L, uint32_t id)
{
	struct agc_sblock *b = &L->sb[id];
	if (b->ntarget == 1) {
		if (!b->route_store || b->route_store[0] < 0)
			agc_layout_set_store(L, b, 0, 0);
	} else if (b->ntarget >= 2 && !b->route_store) {
		b->route_store = agc_alloc(L->a, b->ntarget * sizeof(int32_t));
		if (!b->route_store) {
			L->oom = true;
			return;
		}
		for (uint32_t i = 0; i < b->ntarget; i++)
			b->route_store[i] = -1;
	}
}

/* Block id becomes the header of the pending region on top of the stack
 * (a switch): with onward, route != 0 (after clearing `clear`) leaves for
 * the region's merge and 0 goes on to normal_id; otherwise it is a switch
 * on 0 to normal_id, clearing the route when clear is set. */
static void
head_region(struct layout *L, uint32_t id, bool onward, uint32_t clear, uint32_t normal_id)
{
	struct region *top = &L->stack[L->depth - 1];
	uint32_t merge = top->merge;
	top->pending = false;
	top->header = id;
	L->cons[top->construct].header = id;
	struct agc_sblock *b =
		agc_layout_sb_place(L, id, onward ? AGC_SB_DISPATCH : AGC_SB_HEADER, onward ? 2 : 1);
	if (!b->target)
		return;
	b->construct = top->construct;
	b->term = AGC_TERM_SWITCH;
	b->merge_kind = AGC_MERGE_SELECTION;
	b->merge = merge;
	if (onward) {
		b->sel = AGC_SEL_ROUTE_NZ;
		b->sel_value = clear;
		b->target[0] = normal_id;
		b->target[1] = merge;
	} else {
		b->sel = AGC_SEL_ZERO;
		b->target[0] = normal_id;
		if (clear)
			agc_layout_set_store(L, b, 0, 0);
	}
}

/* Whether v goes to a follow loop's case (kept in the route variable until
 * the loop's header dispatches it). */
static bool
is_fl_case(const struct layout *L, uint32_t v)
{
	return is_continue(v) && L->stack[value_region(v)].fl;
}

/* Block id tests whether the route holds v (then resets it, unless the
 * follow loop's header still has to read it) and goes to v's destination,
 * else to no. */
static void
route_test(struct layout *L, uint32_t id, uint32_t v, uint32_t no)
{
	struct agc_sblock *b = agc_layout_sb_place(L, id, AGC_SB_DISPATCH, 2);
	if (!b->target)
		return;
	if (is_fl_case(L, v)) {
		const struct region *r = &L->stack[value_region(v)];
		b->sel = AGC_SEL_ROUTE_IN;
		b->sel_value = r->fl_base;
		b->sel_ways = r->fl_n;
	} else {
		b->sel = AGC_SEL_ROUTE_EQ;
		b->sel_value = v;
	}
	b->term = AGC_TERM_COND;
	b->target[1] = value_label(L, v);
	b->target[0] = no;
}

/* Whether the values reaching a merge (here: legal exits from it, on:
 * the others) all continue the innermost loop or leave it, two or more of
 * them: then they share one test to its continue target. */
static bool
via_continue(const struct layout *L, const uint32_t *here, uint32_t nhere, const uint32_t *on,
	     uint32_t non)
{
	int32_t lp = L->depth ? L->stack[L->depth - 1].nearest_loop : -1;
	if (lp < 0 || nhere + non < 2)
		return false;
	uint32_t loop = (uint32_t)lp;
	for (uint32_t k = 0; k < nhere; k++)
		if (here[k] != 2 * loop + 2 && here[k] != 2 * loop + 1)
			return false;
	for (uint32_t k = 0; k < non; k++)
		if (value_region(on[k]) >= loop)
			return false;
	return true;
}

/* A follow loop whose continue target receives values that leave it: its
 * header's test sends them on to its merge. */
static void
fl_header_test(struct layout *L, const struct region *r)
{
	struct agc_sblock *h = &L->sb[r->header];
	if (h->term == AGC_TERM_COND)
		return;
	uint32_t s = h->target[0];
	uint32_t *t = agc_alloc(L->a, 2 * sizeof(uint32_t));
	if (!t) {
		L->oom = true;
		return;
	}
	h->ntarget = 2;
	h->target = t;
	h->sel = AGC_SEL_ROUTE_IN;
	h->sel_value = r->fl_base;
	h->sel_ways = r->fl_n;
	h->term = AGC_TERM_COND;
	t[1] = s;
	t[0] = r->merge;
}

/* The region r, whose merge is the header H of the follow loop under it,
 * has closed: H tests whether the route holds a case of the loop (those
 * go on to the dispatch S, the others break out to the loop's merge), S
 * switches on it, resetting it, and the cases are laid out in order; the
 * last case is S's merge.
 *
 *   H: loop merge M continue C; cond (route - base < n) S M
 *   S: route = 0; merge Y(n-1); switch (route - base) Y0 .. Y(n-2), Y(n-1)
 */
static void
enter_follow_loop(struct layout *L, const struct region *r)
{
	uint32_t i = L->depth - 1;
	uint32_t own = 2 * i + 2;
	bool other = false;

	assert(L->stack[i].fl);
	for (uint32_t k = 0; k < r->npass; k++) {
		if (r->pass[k] != own) {
			add_pass(L, i, r->pass[k]);
			other = true;
		}
	}
	struct region *fl = &L->stack[i];
	uint32_t s = agc_layout_sb_new(L);
	int32_t parent = fl->construct >= 0 ? L->cons[fl->construct].parent : -1;
	struct agc_sblock *h = agc_layout_sb_place(L, fl->header, AGC_SB_HEADER, other ? 2 : 1);
	if (!h->target)
		return;
	h->construct = parent;
	h->merge_kind = AGC_MERGE_LOOP;
	h->merge = fl->merge;
	h->cont = fl->cont;
	if (other) {
		h->sel = AGC_SEL_ROUTE_IN;
		h->sel_value = fl->fl_base;
		h->sel_ways = fl->fl_n;
		h->term = AGC_TERM_COND;
		h->target[1] = s;
		h->target[0] = fl->merge;
	} else {
		h->term = AGC_TERM_BRANCH;
		h->target[0] = s;
	}
	fl->nearest_loop = (int32_t)i;
	L->cur_construct = fl->construct;

	uint32_t n = fl->fl_n, base = fl->fl_base;
	const uint32_t *ys = fl->fl_follows;
	struct region *sr = agc_layout_open_region(L, AGC_CONSTRUCT_SWITCH, (int32_t)ys[n - 1], s);
	if (!sr)
		return;
	uint32_t merge = sr->merge;
	struct agc_sblock *b = agc_layout_sb_place(L, s, AGC_SB_DISPATCH, n);
	if (!b->target)
		return;
	b->sel = AGC_SEL_ROUTE_CASE;
	b->sel_value = base;
	b->sel_ways = n;
	b->term = AGC_TERM_SWITCH;
	b->merge_kind = AGC_MERGE_SELECTION;
	b->merge = merge;
	uint32_t *cases = b->target; /* new blocks may move b, not its targets */
	for (uint32_t k = 0; k + 1 < n; k++)
		cases[k] = agc_layout_sb_new(L);
	cases[n - 1] = merge;
	for (uint32_t k = 0; k + 1 < n && !L->oom; k++)
		agc_layout_tree(L, ys[k], cases[k]);
	if (!L->oom)
		agc_layout_close_region(L);
}

void
agc_layout_close_region(struct layout *L)
{
	struct region r = L->stack[--L->depth];
	unique_pass(L, &r);
	if (r.cond_header >= 0)
		finish_cond_header(L, &r);
	L->cur_construct = r.construct >= 0 ? L->cons[r.construct].parent : -1;
	if (r.follow >= 0)
		L->follow_region[r.follow] = -1;
	if (r.fl) {
		for (uint32_t k = 0; k < r.fl_n; k++)
			L->follow_region[r.fl_follows[k]] = -1;
	} else if (r.kind == AGC_CONSTRUCT_LOOP) {
		L->loop_region[r.header_node] = -1;
	}
	if (r.kind == AGC_CONSTRUCT_LOOP) {
		/* with cont_tests, a route value other than the loop's own
		 * continue leaves for the merge (a follow loop's header tests
		 * for its cases itself) */
		bool test = r.cont_tests && !r.fl;
		struct agc_sblock *c = agc_layout_sb_place(L, r.cont, AGC_SB_CONTINUE, test ? 2 : 1);
		c->construct = r.construct;
		if (c->target) {
			c->target[0] = r.header;
			if (test) {
				c->sel = AGC_SEL_ROUTE_NZ;
				c->sel_value = 2 * L->depth + 2;
				c->term = AGC_TERM_COND;
				c->target[1] = r.merge;
			}
		}
		if (r.fl && r.cont_tests)
			fl_header_test(L, &r);
	}
	if (L->oom)
		return;
	if (r.fl_entry) {
		enter_follow_loop(L, &r);
		return;
	}
	bool heads = L->depth && L->stack[L->depth - 1].pending;
	assert(!heads || r.follow >= 0);
	if (r.npass == 0) {
		if (heads) {
			uint32_t next = agc_layout_sb_new(L);
			head_region(L, r.merge, false, 0, next);
			if (!L->oom)
				agc_layout_tree(L, (uint32_t)r.follow, next);
		} else if (r.follow >= 0)
			agc_layout_tree(L, (uint32_t)r.follow, r.merge);
		else
			agc_layout_sb_place(L, r.merge, AGC_SB_MERGE, 0)->term = AGC_TERM_UNREACHABLE;
		return;
	}
	dispatch(L, &r, heads);
}

/* The merge of region r, just closed, which route values reached: values
 * whose destination is a legal exit from here go there; the others break
 * on outwards.  A break to the merge that the onward branch reaches anyway
 * keeps its value, to be cleared at that merge (where it means "the
 * follow"), so it shares the onward test.  heads: the merge also heads the
 * pending region around r. */
static void
dispatch(struct layout *L, const struct region *r, bool heads)
{
	uint32_t *here = agc_alloc(L->a, r->npass * sizeof(uint32_t));
	if (!here) {
		L->oom = true;
		return;
	}
	uint32_t own = 2 * L->depth + 1, clear = 0, nhere = 0, non = 0;
	uint32_t *on = agc_alloc(L->a, r->npass * sizeof(uint32_t));
	if (!on) {
		L->oom = true;
		return;
	}
	bool onward = false, all_leave = true;
	for (uint32_t i = 0; i < r->npass; i++) {
		uint32_t v = r->pass[i];
		if (v == own) {
			clear = v;
		} else if (legal(L, v) && (is_continue(v) || value_region(v) + 1 != L->depth)) {
			here[nhere++] = v;
			if (!is_continue(v) && L->stack[value_region(v)].kind != AGC_CONSTRUCT_LOOP)
				note_break(L, value_region(v));
		} else {
			on[non++] = v;
			all_leave &= leaving_loop(L, v) >= 0;
			onward = true;
		}
	}
	int32_t out_region = (int32_t)L->depth - 1;
	uint32_t out = 0;
	if (!heads && via_continue(L, here, nhere, on, non)) {
		/* they all continue the innermost loop or leave it: one test
		 * sends them to its continue target, which sorts them */
		int32_t lp = L->stack[L->depth - 1].nearest_loop;
		struct region *lr = &L->stack[lp];
		lr->cont_tests = true;
		out = lr->cont;
		for (uint32_t k = 0; k < nhere; k++)
			on[non++] = here[k];
		nhere = 0;
		for (uint32_t i = 0; i < non; i++)
			if (on[i] != 2 * (uint32_t)lp + 2)
				add_pass(L, (uint32_t)lp, on[i]);
		onward = true;
	} else {
		/* values that all leave the innermost loop break out of it
		 * at once */
		if (onward && all_leave && !heads)
			out_region = leaving_loop(L, on[0]);
		for (uint32_t i = 0; i < non; i++) {
			add_pass(L, (uint32_t)out_region, on[i]);
			if (out_region == (int32_t)L->depth - 1)
				note_break(L, L->depth - 1);
		}
		if (onward)
			out = L->stack[out_region].merge;
	}
	bool normal = r->follow >= 0;
	if (heads) {
		uint32_t normal_id = agc_layout_sb_new(L);
		uint32_t cur = r->merge;
		for (uint32_t k = 0; k < nhere && !L->oom; k++) {
			uint32_t next = agc_layout_sb_new(L);
			route_test(L, cur, here[k], next);
			cur = next;
		}
		head_region(L, cur, onward, clear, normal_id);
		if (!L->oom)
			agc_layout_tree(L, (uint32_t)r->follow, normal_id);
		return;
	}
	bool clear_in_block = clear && !onward;
	uint32_t normal_id = !normal ? 0 : clear_in_block && !nhere ? r->merge : agc_layout_sb_new(L);
	uint32_t cur = r->merge;
	for (uint32_t k = 0; k < nhere; k++) {
		bool last = k + 1 == nhere;
		if (last && !onward && !normal) {
			struct agc_sblock *b = agc_layout_sb_place(L, cur, AGC_SB_DISPATCH, 1);
			b->term = AGC_TERM_BRANCH;
			if (b->target)
				b->target[0] = value_label(L, here[k]);
			if (!is_fl_case(L, here[k]))
				agc_layout_set_store(L, b, 0, 0);
			break;
		}
		uint32_t next = !last || (onward && normal) ? agc_layout_sb_new(L)
				: !onward ? normal_id : out;
		route_test(L, cur, here[k], next);
		cur = next;
		if (last && onward && !normal)
			return; /* what no test takes goes on outwards */
	}
	if (onward) {
		struct agc_sblock *b = agc_layout_sb_place(L, cur, AGC_SB_DISPATCH, normal ? 2 : 1);
		if (b->target) {
			if (normal) {
				b->sel = AGC_SEL_ROUTE_NZ;
				b->sel_value = clear;
				b->term = AGC_TERM_COND;
				b->target[1] = out;
				b->target[0] = normal_id;
			} else {
				b->term = AGC_TERM_BRANCH;
				b->target[0] = out;
			}
		}
	}
	if (normal && !L->oom) {
		agc_layout_tree(L, (uint32_t)r->follow, normal_id);
		if (clear_in_block && !L->oom)
			clear_route(L, normal_id);
	}
}
