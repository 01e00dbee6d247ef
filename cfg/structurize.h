/*
 * structurize.h -- what the structurizer's files share (cfg/structurize.c,
 * cfg/layout.c, cfg/route.c): the layout under construction, its region
 * stack, and the route values of branches that no structured exit allows.
 */
#ifndef AGC_STRUCTURIZE_H
#define AGC_STRUCTURIZE_H

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

/* ---- route values: a break to region i is 2i+1, a continue 2i+2 ---- */

static inline bool
is_continue(uint32_t v)
{
	return ((v - 1) & 1) != 0;
}

static inline uint32_t
value_region(uint32_t v)
{
	return (v - 1) / 2;
}

/* The block a route value's destination is reached through: its region's
 * merge (a break) or continue target. */
static inline uint32_t
value_label(const struct layout *L, uint32_t v)
{
	const struct region *r = &L->stack[value_region(v)];
	return is_continue(v) ? r->cont : r->merge;
}

/* ---- structurize.c: blocks of the structured graph ---- */

/* A new block id, placed later (sblocks keep their ids until finish).  It
 * may move L->sb: a pointer into it does not survive the call (the arrays
 * a block points to, its targets, do). */
uint32_t agc_layout_sb_new(struct layout *L);
/* Place block id next in the output with its kind and targets. */
struct agc_sblock *agc_layout_sb_place(struct layout *L, uint32_t id, enum agc_sb_kind kind,
				       uint32_t ntarget);
/* Store route value `value` on b's edge j (-1: none). */
void agc_layout_set_store(struct layout *L, struct agc_sblock *b, uint32_t j, int32_t value);
int32_t agc_layout_add_construct(struct layout *L, enum agc_construct_kind kind, uint32_t header);

/* ---- layout.c: the dominator tree ---- */

/* Lay out node x and its dominator subtree, x's own block at id. */
void agc_layout_tree(struct layout *L, uint32_t x, uint32_t id);

/* ---- route.c: regions and what reaches their merges ---- */

struct region *agc_layout_open_region(struct layout *L, enum agc_construct_kind kind,
				      int32_t follow, uint32_t header);
/* Close the innermost region: its continue target, then its merge with
 * the dispatch of what reached it and its follow. */
void agc_layout_close_region(struct layout *L);
/* How the edge x -> s leaves (see route.c); direct: a branch that leaves
 * the innermost loop may go to its merge at once. */
struct action agc_layout_act(struct layout *L, uint32_t x, uint32_t s, bool direct);
/* The label agc_layout_act gives the edge, without its side effects;
 * UINT32_MAX: s is placed inline. */
uint32_t agc_layout_peek_label(const struct layout *L, uint32_t x, uint32_t s, bool direct);
/* Switch header id's targets from actions a[0..n-1], with a block of its
 * own for each case that leaves for anything but merge. */
void agc_layout_add_trampolines(struct layout *L, uint32_t id, const struct action *a, uint32_t n,
				uint32_t merge, bool open);

#endif
