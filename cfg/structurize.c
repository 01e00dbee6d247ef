/*
 * structurize.c -- lay out a graph as SPIR-V structured control flow.
 *
 *   0 -> 1, 2          0:  SelectionMerge D; cond -> 1, 2
 *   1 -> 3, 4          1:  route = (d ? v4 : 0); -> D
 *   2 -> 3, 4          2:  route = (d ? v4 : 0); -> D
 *   3 -> 4             D:  SelectionMerge 4; Switch (route != 0): 0 -> 3, 1 -> 4
 *   4 -> {}            3:  -> 4
 *                      4:  return
 *
 * After irreducible.c has given every cycle a single entry, the graph is laid
 * out along its dominator tree (Ramsey, "Beyond Relooper", ICFP 2022).  A
 * node's dominator-tree children reached by more than one forward edge
 * ("follows") come after the node's code, innermost first in reverse
 * postorder; other children are placed inline where their one edge leaves.
 * The first follow is the merge of the node's own branch (an if, or a
 * switch); each further follow y(k+1) is the merge of a region that starts
 * at y(k)'s merge: the dispatch there (route != 0 goes on to y(k+1), 0 runs
 * y(k)) is that region's header, so a follow costs one block, whether or not
 * anything was routed past it.  A node with FOLLOW_LOOP_MIN follows or more
 * gets a follow loop instead: its branch merges at the loop's header, which
 * dispatches on the route variable to the follows as cases of one switch,
 * and a branch from one follow to another stores the case's value and
 * continues the loop; the last follow is the loop's merge.  Three blocks
 * however many follows:
 *
 *   x: merge H; ... route = base + k; -> H
 *   H: loop merge Y(n-1) continue C; cond (route - base < n-1) S, Y(n-1)
 *   S: route = 0; merge Y(n-2); switch (route - base) Y0, .., Y(n-3), Y(n-2)
 *   C: -> H
 *
 * A loop header opens a loop region whose merge
 * is its first exit child, the other exits following it the same way.  The
 * node's own block holds the OpLoopMerge when its branch needs no selection
 * merge (one successor, or a target that is a merge block or continue
 * target); otherwise a header block goes in front.  A two-way node fused
 * with its first follow is an if unless a break reaches that merge from
 * inside a nested selection, which only a switch construct allows; an if
 * whose arms are both inline merges at its true arm, and a switch without a
 * follow at the last successor only it reaches.
 *
 * SPIR-V allows leaving a construct only to its own merge, the innermost
 * loop's merge or continue target, or the innermost switch's merge.  So a
 * node with three or more successors (or a follow that needs it) ends in
 * OpSwitch, and a branch that no rule allows stores its destination in the
 * route variable (a break to region i is 2i+1, a continue 2i+2) and breaks
 * to the innermost region's merge, where a dispatch sends it on; one whose
 * destination lies outside the innermost loop breaks to that loop's merge
 * at once, past the regions in between.  A value
 * keeps going out until it reaches its own merge, where it means "the
 * follow": the dispatch's test clears it, or, when nothing else arrives
 * there, the follow's first block stores 0 on its way out.  Routed switch
 * cases store their value in the header (chosen by the selector) and target
 * the merge directly, and so do cases that leave for the loop's merge (a
 * legal exit, but no case target); only cases that continue get a block of
 * their own.  `legal` mirrors the exit rules; every other edge is a plain
 * branch.  No original block is copied.
 *
 * The layout recurses along the dominator tree, a few frames per node, so
 * it runs on a thread whose stack is sized by the node count: a chain of
 * 100,000 blocks needs tens of megabytes, more than a default stack.
 */
#include <assert.h>
#include <pthread.h>
#include <string.h>

#include "cfg/cfg.h"

struct region {
	enum agc_construct_kind kind; /* LOOP, BREAKABLE or SWITCH */
	int32_t follow;               /* node placed at the merge, -1 */
	uint32_t header_node;         /* LOOP: the loop's header node */
	uint32_t header;              /* block holding the merge instruction */
	uint32_t merge, cont;
	int32_t construct;
	uint32_t serial;
	int32_t nearest_loop; /* innermost loop region at or below this one, -1 */
	uint32_t *pass; /* route values that reached the merge */
	uint32_t npass, pass_cap;
	uint32_t if_depth;  /* selections without a region around it */
	bool needs_switch;  /* a break came from inside one of those */
	bool pending;       /* no header yet: the dispatch at the merge of the
			       region inside it will be */
	int32_t cond_header; /* a two-way header kept as a conditional branch
				unless needs_switch, -1 */
	struct action *cond_actions;
	/* a follow loop: route values fl_base + k go to case fl_follows[k]
	 * (k < fl_n), dispatched at its header; its follow is the last */
	bool fl;
	bool fl_entry; /* the merge is a follow loop's header */
	bool cont_tests; /* LOOP: values that leave it come to its continue target */
	uint32_t fl_base, fl_n;
	const uint32_t *fl_follows;
};

struct action {
	uint32_t label;
	int32_t store; /* route value, -1 */
	bool inlined;
	uint32_t value; /* the destination's route value, 0 when inlined */
};

struct layout {
	struct agc_arena *a;
	const struct agc_wgraph *w;
	struct agc_cfg_info ci;
	uint32_t *fin;                    /* forward in-edges */
	uint32_t *child_start, *child;    /* dominator-tree children, in rpo */
	int32_t *follow_region, *loop_region;
	uint32_t *fl_slot; /* a follow loop's case: its index */
	uint32_t *mark, *mark_pos, stamp; /* distinct successors */
	uint32_t *fall_label; /* a switch case that another case falls into, UINT32_MAX */
	bool *simple;         /* a node that opens no construct of its own */
	uint32_t fl_next;  /* the next follow loop's first route value */
	struct region *stack;
	uint32_t depth, stack_cap, serial;
	uint32_t *pass_mark; /* per route value: serial of the region it was added to */
	uint32_t *seen_mark, seen_stamp; /* per route value: met at this merge */
	struct agc_sblock *sb;
	uint32_t nsb, sb_cap;
	uint32_t *seq;
	uint32_t nseq;
	struct agc_construct *cons;
	uint32_t ncons, cons_cap;
	int32_t cur_construct;
	uint32_t if_depth; /* selections open whose merge is never reached */
	bool oom;
};

static uint32_t
sb_new(struct layout *L)
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

static struct agc_sblock *
sb_place(struct layout *L, uint32_t id, enum agc_sb_kind kind, uint32_t ntarget)
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

static void
set_store(struct layout *L, struct agc_sblock *b, uint32_t j, int32_t value)
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

static int32_t
add_construct(struct layout *L, enum agc_construct_kind kind, uint32_t header)
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

/* ---- route values: a break to region i is 2i+1, a continue 2i+2 ---- */

static bool
is_continue(uint32_t v)
{
	return ((v - 1) & 1) != 0;
}

static uint32_t
value_region(uint32_t v)
{
	return (v - 1) / 2;
}

static uint32_t
value_label(const struct layout *L, uint32_t v)
{
	const struct region *r = &L->stack[value_region(v)];
	return is_continue(v) ? r->cont : r->merge;
}

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

static struct region *
open_region(struct layout *L, enum agc_construct_kind kind, int32_t follow, uint32_t header)
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
	r->merge = sb_new(L);
	r->serial = ++L->serial;
	r->if_depth = L->if_depth;
	r->cond_header = -1;
	r->nearest_loop = kind == AGC_CONSTRUCT_LOOP ? (int32_t)L->depth
			  : L->depth ? L->stack[L->depth - 1].nearest_loop : -1;
	if (kind == AGC_CONSTRUCT_LOOP)
		r->cont = sb_new(L);
	if (follow >= 0)
		L->follow_region[follow] = (int32_t)L->depth;
	r->construct = add_construct(L, kind, header);
	L->cur_construct = r->construct;
	L->depth++;
	return r;
}

static void tree(struct layout *L, uint32_t x, uint32_t id);

/* Switch header id's cases that leave for anywhere but its merge get a
 * block each: a case target must lie in the switch (one block per
 * destination and store).  A routed break to the merge stores its value
 * in the header, chosen by the selector. */
static void
add_trampolines(struct layout *L, uint32_t id, const struct action *a, uint32_t n, uint32_t merge,
		bool open)
{
	struct agc_sblock *b = &L->sb[id];
	for (uint32_t j = 0; j < n; j++) {
		if (open && !a[j].inlined && a[j].store < 0 && a[j].label != merge &&
		    !is_continue(a[j].value)) {
			/* a break to the loop's merge: routed through the
			 * switch's merge, where it shares the onward test */
			b->target[j] = merge;
			set_store(L, b, j, (int32_t)a[j].value);
			add_pass(L, L->depth - 1, a[j].value);
			note_break(L, L->depth - 1);
			b = &L->sb[id];
			continue;
		}
		if (a[j].inlined || a[j].label == merge) {
			b->target[j] = a[j].label;
			set_store(L, b, j, a[j].store);
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
		uint32_t t = sb_new(L);
		struct agc_sblock *tb = sb_place(L, t, AGC_SB_TRAMPOLINE, 1);
		b = &L->sb[id];
		if (!tb->target)
			return;
		tb->term = AGC_TERM_BRANCH;
		tb->target[0] = a[j].label;
		set_store(L, tb, 0, a[j].store);
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
	add_trampolines(L, id, r->cond_actions, b->ntarget, r->merge, false);
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
			set_store(L, b, 0, 0);
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
	struct agc_sblock *b = sb_place(L, id, onward ? AGC_SB_DISPATCH : AGC_SB_HEADER, onward ? 2 : 1);
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
			set_store(L, b, 0, 0);
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
	struct agc_sblock *b = sb_place(L, id, AGC_SB_DISPATCH, 2);
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

static void enter_follow_loop(struct layout *L, const struct region *r);

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

static void
close_region(struct layout *L)
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
		struct agc_sblock *c = sb_place(L, r.cont, AGC_SB_CONTINUE, test ? 2 : 1);
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
			uint32_t next = sb_new(L);
			head_region(L, r.merge, false, 0, next);
			if (!L->oom)
				tree(L, (uint32_t)r.follow, next);
		} else if (r.follow >= 0)
			tree(L, (uint32_t)r.follow, r.merge);
		else
			sb_place(L, r.merge, AGC_SB_MERGE, 0)->term = AGC_TERM_UNREACHABLE;
		return;
	}

	/* dispatch: values whose destination is a legal exit from here go
	 * there; the others break on outwards.  A break to the merge that
	 * the onward branch reaches anyway keeps its value, to be cleared
	 * at that merge (where it means "the follow"), so it shares the
	 * onward test. */
	uint32_t *here = agc_alloc(L->a, r.npass * sizeof(uint32_t));
	if (!here) {
		L->oom = true;
		return;
	}
	uint32_t own = 2 * L->depth + 1, clear = 0, nhere = 0, non = 0;
	uint32_t *on = agc_alloc(L->a, r.npass * sizeof(uint32_t));
	if (!on) {
		L->oom = true;
		return;
	}
	bool onward = false, all_leave = true;
	for (uint32_t i = 0; i < r.npass; i++) {
		uint32_t v = r.pass[i];
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
	/* values that all leave the innermost loop break out of it at once */
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
	bool normal = r.follow >= 0;
	if (heads) {
		uint32_t normal_id = sb_new(L);
		uint32_t cur = r.merge;
		for (uint32_t k = 0; k < nhere && !L->oom; k++) {
			uint32_t next = sb_new(L);
			route_test(L, cur, here[k], next);
			cur = next;
		}
		head_region(L, cur, onward, clear, normal_id);
		if (!L->oom)
			tree(L, (uint32_t)r.follow, normal_id);
		return;
	}
	bool clear_in_block = clear && !onward;
	uint32_t normal_id = !normal ? 0 : clear_in_block && !nhere ? r.merge : sb_new(L);
	uint32_t cur = r.merge;
	for (uint32_t k = 0; k < nhere; k++) {
		bool last = k + 1 == nhere;
		if (last && !onward && !normal) {
			struct agc_sblock *b = sb_place(L, cur, AGC_SB_DISPATCH, 1);
			b->term = AGC_TERM_BRANCH;
			if (b->target)
				b->target[0] = value_label(L, here[k]);
			if (!is_fl_case(L, here[k]))
				set_store(L, b, 0, 0);
			break;
		}
		uint32_t next = !last ? sb_new(L) : !onward ? normal_id : !normal ? out : sb_new(L);
		route_test(L, cur, here[k], next);
		cur = next;
		if (last && onward && !normal)
			return; /* what no test takes goes on outwards */
	}
	if (onward) {
		struct agc_sblock *b = sb_place(L, cur, AGC_SB_DISPATCH, normal ? 2 : 1);
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
		tree(L, (uint32_t)r.follow, normal_id);
		if (clear_in_block && !L->oom)
			clear_route(L, normal_id);
	}
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
	uint32_t s = sb_new(L);
	int32_t parent = fl->construct >= 0 ? L->cons[fl->construct].parent : -1;
	struct agc_sblock *h = sb_place(L, fl->header, AGC_SB_HEADER, other ? 2 : 1);
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
	struct region *sr = open_region(L, AGC_CONSTRUCT_SWITCH, (int32_t)ys[n - 1], s);
	if (!sr)
		return;
	uint32_t merge = sr->merge;
	struct agc_sblock *b = sb_place(L, s, AGC_SB_DISPATCH, n);
	if (!b->target)
		return;
	b->sel = AGC_SEL_ROUTE_CASE;
	b->sel_value = base;
	b->sel_ways = n;
	b->term = AGC_TERM_SWITCH;
	b->merge_kind = AGC_MERGE_SELECTION;
	b->merge = merge;
	for (uint32_t k = 0; k + 1 < n; k++)
		b->target[k] = sb_new(L);
	b->target[n - 1] = merge;
	for (uint32_t k = 0; k + 1 < n && !L->oom; k++)
		tree(L, ys[k], L->sb[s].target[k]);
	if (!L->oom)
		close_region(L);
}

/* The action for the edge x -> s; direct: a branch that leaves the
 * innermost loop may go to its merge at once (not from a switch header,
 * whose cases cannot target that merge). */
static struct action
act(struct layout *L, uint32_t x, uint32_t s, bool direct)
{
	int32_t store;
	uint32_t v = dest_value(L, x, s, &store);

	if (v == UINT32_MAX)
		return (struct action){L->fall_label[s], -1, false, 0};

	if (!v)
		return (struct action){sb_new(L), -1, true, 0};
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

/* The node's own block; y0 >= 0: the innermost follow, fused with the
 * node's branch into a switch whose merge it is. */
/* Place the loop region's header at id, branching to a new block where
 * the node's own block goes; returns that block. */
static uint32_t
loop_header_block(struct layout *L, uint32_t id)
{
	const struct region *r = &L->stack[L->depth - 1];
	uint32_t merge = r->merge, cont = r->cont;
	int32_t parent = L->cons[r->construct].parent;
	uint32_t body = sb_new(L);
	struct agc_sblock *b = sb_place(L, id, AGC_SB_HEADER, 1);
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

static bool
in_loop(const struct agc_cfg_info *ci, uint32_t c, uint32_t h)
{
	return ci->loop[c] == (int32_t)h ||
	       (ci->loop[c] == (int32_t)c && ci->loop_parent[c] == (int32_t)h);
}

/* The label act() gives the edge x -> s, without its side effects;
 * UINT32_MAX: s is placed inline. */
static uint32_t
peek_label(const struct layout *L, uint32_t x, uint32_t s, bool direct)
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
		uint32_t l = peek_label(L, x, ds[k], direct);
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
 * switch merges at that follow loop's header instead.  A conditional
 * branch of three or more ways (two labels) has per-value targets and
 * goes to target[ntarget - 1]'s label when its selector picks no other. */
static void
emit_node(struct layout *L, uint32_t x, uint32_t id, int32_t y0, bool loop_head, int32_t fl_header,
	  int32_t fall)
{
	const struct agc_wnode *nd = &L->w->nodes[x];
	uint32_t n = nd->nsucc;
	static const enum agc_sb_kind kinds[] = {
		[AGC_W_BLOCK] = AGC_SB_BLOCK, [AGC_W_HUB] = AGC_SB_HUB, [AGC_W_EDGE] = AGC_SB_EDGE};
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
	struct agc_sblock *b = sb_place(L, id, kinds[nd->kind], n);
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
		struct region *r = open_region(L, AGC_CONSTRUCT_SWITCH, y0, id);
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
			L->fall_label[fall] = sb_new(L);
			a[k] = (struct action){L->fall_label[fall], -1, true, 0};
			continue;
		}
		a[k] = act(L, x, ds[k], shape != SHAPE_SWITCH && direct);
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
			set_store(L, b, j, av[j].store);
		}
	} else if (shape == SHAPE_SWITCH) {
		add_trampolines(L, id, av, n, L->stack[L->depth - 1].merge, true);
		if (L->oom)
			return;
	} else {
		for (uint32_t j = 0; j < n; j++) {
			b->target[j] = av[j].label;
			set_store(L, b, j, av[j].store);
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
		L->cur_construct = add_construct(L, AGC_CONSTRUCT_IF, id);
		L->if_depth++;
		tree(L, ds[1 - true_arm], a[1 - true_arm].label);
		L->if_depth--;
		L->cur_construct = outer_construct;
		if (!L->oom)
			tree(L, ds[true_arm], a[true_arm].label);
	} else {
		for (uint32_t k = 0; k < m && !L->oom; k++)
			if (a[k].inlined && (int32_t)ds[k] != fall)
				tree(L, ds[k], a[k].label);
		if (fall >= 0 && !L->oom) {
			uint32_t label = L->fall_label[fall];
			L->fall_label[fall] = UINT32_MAX;
			tree(L, (uint32_t)fall, label);
		}
	}
	if (shape == SHAPE_SWITCH && !L->oom)
		close_region(L);
}


/* Open breakable regions for follows ys[n-1] .. ys[1], outermost first.
 * They get no header here: the region of follow k+1 starts at follow k's
 * merge, where the dispatch of what reached it becomes its header. */
static void
open_follows(struct layout *L, const uint32_t *ys, uint32_t n)
{
	for (uint32_t k = n; k-- > 1 && !L->oom;) {
		struct region *r = open_region(L, AGC_CONSTRUCT_BREAKABLE, (int32_t)ys[k], 0);
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
	uint32_t h = sb_new(L);
	struct region *r = open_region(L, AGC_CONSTRUCT_LOOP, (int32_t)ys[n - 1], h);
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

static void
tree(struct layout *L, uint32_t x, uint32_t id)
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
		struct region *r = open_region(L, AGC_CONSTRUCT_LOOP, nouts && !fl_out ? (int32_t)outs[0] : -1, id);
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
			close_region(L);
	} else {
		emit_node(L, x, inner, nys ? (int32_t)ys[fall] : -1, header && !nys, -1,
			  fall ? (int32_t)ys[0] : -1);
		for (uint32_t k = 1 + fall; k < nys && !L->oom; k++)
			close_region(L);
	}
	if (header) {
		if (!L->oom)
			close_region(L);
		for (uint32_t k = fl_out ? nouts - 1 : 1; k < nouts && !L->oom; k++)
			close_region(L);
	}
}

/* ---- driver ---- */

static void *
layout_thread(void *arg)
{
	struct layout *L = arg;
	tree(L, 0, sb_new(L));
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

static int
build_wgraph(struct agc_arena *a, const struct agc_graph *g, struct agc_wgraph *w)
{
	memset(w, 0, sizeof(*w));
	w->cap = g->nblocks + g->nblocks / 2 + 16;
	w->n = g->nblocks;
	w->nodes = agc_alloc(a, w->cap * sizeof(*w->nodes));
	if (!w->nodes)
		return -1;
	for (uint32_t i = 0; i < g->nblocks; i++) {
		struct agc_wnode *nd = &w->nodes[i];
		nd->kind = AGC_W_BLOCK;
		nd->block = (int32_t)i;
		nd->hub_store = -1;
		nd->nsucc = g->blocks[i].nsucc;
		nd->succ = agc_alloc(a, (nd->nsucc + 1) * sizeof(uint32_t));
		if (!nd->succ)
			return -1;
		memcpy(nd->succ, g->blocks[i].succ, nd->nsucc * sizeof(uint32_t));
	}
	return 0;
}

/* Whether every edge to a block no later in reverse postorder goes to a
 * dominator of its source: then no cycle has a second entry and
 * irreducible.c has nothing to do.  -1: out of memory. */
static int
is_reducible(struct agc_arena *a, const struct agc_graph *g)
{
	uint32_t n = g->nblocks;
	uint32_t *ss = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	if (!ss)
		return -1;
	for (uint32_t v = 0; v < n; v++)
		ss[v + 1] = ss[v] + g->blocks[v].nsucc;
	uint32_t *succ = agc_alloc(a, (ss[n] + 1) * sizeof(uint32_t));
	uint32_t *cs = agc_alloc(a, (n + 2) * sizeof(uint32_t));
	uint32_t *child = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *pre = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *post = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *stack = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *at = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	struct agc_cfg_info ci;
	if (!succ || !cs || !child || !pre || !post || !stack || !at)
		return -1;
	for (uint32_t v = 0; v < n; v++)
		memcpy(succ + ss[v], g->blocks[v].succ, g->blocks[v].nsucc * sizeof(uint32_t));
	if (agc_cfg_analyze(a, n, ss, succ, &ci))
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

int
agc_cfg_structurize(struct agc_arena *a, const struct agc_graph *g,
		    struct agc_sgraph *out, struct agc_diag *d)
{
	struct agc_wgraph w;
	struct layout L = {.a = a, .cur_construct = -1};

	if (g->nblocks == 0)
		return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"the graph has no blocks");
	int reducible = is_reducible(a, g);
	if (reducible < 0 || build_wgraph(a, g, &w) ||
	    (!reducible && agc_cfg_fix_irreducible(a, &w)))
		goto oom;
	L.w = &w;

	/* the analysis wants the entry at 0: swap it with node 0 when an
	 * edge node into a hub took over */
	uint32_t n = w.n;
	uint32_t *perm = agc_alloc(a, n * sizeof(uint32_t)); /* new -> old */
	uint32_t *inv = agc_alloc(a, n * sizeof(uint32_t));  /* old -> new */
	uint32_t *ss = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	if (!perm || !inv || !ss)
		goto oom;
	for (uint32_t v = 0; v < n; v++)
		perm[v] = inv[v] = v;
	perm[0] = w.entry;
	perm[w.entry] = 0;
	inv[0] = w.entry;
	inv[w.entry] = 0;
	for (uint32_t v = 0; v < n; v++)
		ss[v + 1] = ss[v] + w.nodes[perm[v]].nsucc;
	uint32_t *succ = agc_alloc(a, (ss[n] + 1) * sizeof(uint32_t));
	if (!succ)
		goto oom;
	for (uint32_t v = 0; v < n; v++)
		for (uint32_t j = 0; j < w.nodes[perm[v]].nsucc; j++)
			succ[ss[v] + j] = inv[w.nodes[perm[v]].succ[j]];
	/* the layout works on the renumbered graph */
	struct agc_wnode *nodes = agc_alloc(a, n * sizeof(*nodes));
	if (!nodes)
		goto oom;
	for (uint32_t v = 0; v < n; v++) {
		nodes[v] = w.nodes[perm[v]];
		nodes[v].succ = succ + ss[v];
	}
	w.nodes = nodes;
	w.entry = 0;
	if (agc_cfg_analyze(a, n, ss, succ, &L.ci))
		goto oom;

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
	L.sb_cap = 2 * n + 16;
	L.sb = agc_alloc(a, L.sb_cap * sizeof(*L.sb));
	L.seq = agc_alloc(a, L.sb_cap * sizeof(*L.seq));
	if (!L.fin || !L.child_start || !L.child || !L.follow_region || !L.loop_region || !L.fl_slot || !L.mark || !L.mark_pos || !L.fall_label || !L.simple ||
	    !L.stack || !L.pass_mark || !L.seen_mark || !L.sb || !L.seq)
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
	return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_INTERNAL, AGC_DIAG_NO_OFFSET,
			"out of memory structurizing a graph of %u blocks", g->nblocks);
}
