/*
 * cfg.h -- control-flow graphs: the abstract graph of basic blocks, and the
 * structured graph the structurizer makes of it.
 *
 * An abstract graph is a list of blocks; block 0 is the entry.  A block ends
 * in a branch (one successor), a conditional or multi-way branch (n >= 2
 * successors, chosen by a selector value d: successor d), or a return (no
 * successors).  The same successor may appear more than once.
 *
 * The structured graph (struct agc_sgraph) obeys SPIR-V's structured control
 * flow rules (section 2.11): every original block appears once, and extra
 * blocks (loop headers, continue blocks, route dispatches, ...) carry no
 * original code.  spirv/flow.c turns it into SPIR-V.
 */
#ifndef AGC_CFG_H
#define AGC_CFG_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/agc.h"

/* ---- graph.c ---- */

struct agc_block {
	uint64_t first_pc, last_pc; /* code range, when built from a shader */
	uint32_t user;              /* an index the caller owns */
	uint32_t nsucc;
	uint32_t *succ;
};

struct agc_graph {
	uint32_t nblocks;
	struct agc_block *blocks;
};

/* Parse the successor-list notation, e.g. "{{1},{2,3},{}}".  Fails with a
 * diagnostic naming the character offset on malformed text, an empty graph
 * or a successor out of range. */
int agc_graph_parse(struct agc_arena *a, const char *text, struct agc_graph *g,
		    struct agc_diag *d);

/* "{{1},{2,3},{}}" */
void agc_graph_print_spec(FILE *f, const struct agc_graph *g);

/* ---- structured graph ---- */

enum agc_sb_kind {
	AGC_SB_BLOCK,      /* an original block */
	AGC_SB_HUB,        /* entry of an irreducible region: dispatches on the hub variable */
	AGC_SB_HEADER,     /* loop header, or a breakable region's switch header */
	AGC_SB_CONTINUE,   /* a loop's continue target */
	AGC_SB_DISPATCH,   /* at a merge: routes a pending multi-level exit */
	AGC_SB_TRAMPOLINE, /* a switch case that only leaves */
	AGC_SB_MERGE,      /* a merge block never reached */
	AGC_SB_FORWARD,    /* placeholder, resolved away before the graph is returned */
};

/* Where a block's selector comes from. */
enum agc_sel {
	AGC_SEL_NONE,
	AGC_SEL_BLOCK,    /* the original block's selector (caller's callback) */
	AGC_SEL_HUB,      /* the hub variable, a value in [0, ntarget) */
	AGC_SEL_ROUTE_EQ, /* route == sel_value; when true also resets route to 0 */
	AGC_SEL_ROUTE_NZ, /* route != 0, after resetting route to 0 when it
			     equals sel_value (sel_value 0: no reset) */
	AGC_SEL_ZERO,     /* the constant 0 (a switch with only a default) */
	AGC_SEL_ROUTE_IN, /* route - sel_value < sel_ways (unsigned); route kept */
	AGC_SEL_ROUTE_CASE, /* route - sel_value, then route reset to 0 */
};

enum agc_term {
	AGC_TERM_BRANCH,      /* target[0]; a selector is still evaluated */
	AGC_TERM_COND,        /* selector true: target[1], false: target[0]; with
				 three or more targets (two labels), as a switch
				 would: value i target[i], default target[ntarget-1] */
	AGC_TERM_SWITCH,      /* selector value i: target[i]; default target[ntarget-1] */
	AGC_TERM_RETURN,
	AGC_TERM_UNREACHABLE,
};

enum agc_merge_kind { AGC_MERGE_NONE, AGC_MERGE_SELECTION, AGC_MERGE_LOOP };

struct agc_sblock {
	enum agc_sb_kind kind;
	int32_t block;     /* original block for AGC_SB_BLOCK, else -1 */
	int32_t hub_store; /* stored in the hub variable before the terminator, or -1 */
	int32_t *hub_stores; /* per target: stored in the hub variable on that edge
				instead (-1: hub_store), or NULL */
	enum agc_sel sel;
	uint32_t sel_ways;  /* AGC_SEL_BLOCK/HUB: how many ways the selector chooses */
	uint32_t sel_value; /* AGC_SEL_ROUTE_EQ/NZ: the route value compared */
	enum agc_term term;
	uint32_t ntarget;
	uint32_t *target;      /* indices into agc_sgraph.blocks */
	int32_t *route_store;  /* per target: stored in the route variable on that edge, or NULL;
				  -1: none with one target, 0 with two or more */
	enum agc_merge_kind merge_kind;
	uint32_t merge, cont;
	int32_t construct; /* innermost construct this block lies in, -1 none */
};

enum agc_construct_kind {
	AGC_CONSTRUCT_LOOP,
	AGC_CONSTRUCT_BREAKABLE,
	AGC_CONSTRUCT_SWITCH,
	AGC_CONSTRUCT_IF,
};

struct agc_construct {
	enum agc_construct_kind kind;
	int32_t parent; /* -1: none */
	uint32_t header;
};

struct agc_sgraph {
	uint32_t nblocks;
	struct agc_sblock *blocks; /* blocks[0] is the entry; dominators come first */
	uint32_t nconstructs;
	struct agc_construct *constructs;
	/* growth, as measured */
	uint32_t orig_blocks;   /* reachable original blocks */
	uint32_t hubs;          /* irreducible regions given a hub */
	uint32_t hub_init;      /* the hub variable's initial value */
	uint32_t route_vars;    /* variables used: hub and route, 0..2 */
	uint32_t route_stores;  /* edges and blocks storing a route or hub value */
};

/* ---- structurize.c (with layout.c and route.c) ---- */

/* Make g structured.  Never refuses a well-formed graph; fails only when
 * the arena is exhausted.  Blocks unreachable from the entry are left out. */
int agc_cfg_structurize(struct agc_arena *a, const struct agc_graph *g,
			struct agc_sgraph *out, struct agc_diag *d);

/* ---- graph.c: dumps ---- */

void agc_graph_dump_text(FILE *f, const struct agc_graph *g);
void agc_sgraph_dump_text(FILE *f, const struct agc_sgraph *s);
/* What one block tests, as the text dump writes it (" select 3-way;"). */
void agc_sblock_print_select(FILE *f, const struct agc_sblock *b);
void agc_graph_dump_dot(FILE *f, const struct agc_graph *g, const char *name);
void agc_sgraph_dump_dot(FILE *f, const struct agc_sgraph *s, const char *name);
const char *agc_sb_kind_name(enum agc_sb_kind k);

/* ---- dominators.c ---- */

/* Analyses of a graph given as CSR successor lists (n nodes, entry 0). */
struct agc_cfg_info {
	uint32_t n;
	uint32_t nreach;   /* nodes reachable from the entry */
	uint32_t *rpo;     /* rpo[i]: the i-th node in reverse postorder */
	int32_t *order;    /* order[v]: v's position in rpo, -1 unreachable */
	int32_t *idom;     /* immediate dominator, -1 for the entry and unreachable nodes */
	int32_t *loop;     /* innermost loop header whose loop holds v (a header holds itself), -1 */
	int32_t *loop_parent; /* for a header: the next loop out, -1 */
	bool *is_header;
	uint32_t *pred_start, *pred; /* CSR predecessors */
};

int agc_cfg_analyze(struct agc_arena *a, uint32_t n, const uint32_t *succ_start,
		    const uint32_t *succ, struct agc_cfg_info *info);

/* ---- irreducible.c (used by structurize.c) ---- */

/* The graph the structurizer works on: original blocks plus the nodes that
 * make it reducible. */
enum agc_wnode_kind { AGC_W_BLOCK, AGC_W_HUB };

struct agc_wnode {
	enum agc_wnode_kind kind;
	int32_t block;     /* original block, -1 */
	int32_t hub_store; /* hub value stored before leaving, -1 */
	int32_t *edge_hub; /* per successor: the hub value stored on that edge
			      instead (-1: hub_store), or NULL */
	uint32_t nsucc;
	uint32_t *succ;
};

struct agc_wgraph {
	uint32_t n, cap, entry;
	struct agc_wnode *nodes;
	uint32_t hubs;
	uint32_t hub_init; /* the hub value on entry (the entry is a hub's) */
};

/* Give each multi-entry cycle one new header that dispatches on the hub
 * variable; afterwards every cycle has a single entry. */
int agc_cfg_fix_irreducible(struct agc_arena *a, struct agc_wgraph *w);

#endif
