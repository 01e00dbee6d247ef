/*
 * build_graph.h -- the GraphBuilder's state, shared by its passes
 * (cfg/build_graph.c, cfg/follow_call.c); private to cfg/.
 */
#ifndef AGC_BUILD_GRAPH_H
#define AGC_BUILD_GRAPH_H

#include "cfg/resolve.h"
#include "cfg/shader_cfg.h"

#define NO_INST UINT32_MAX
#define CONT (UINT32_MAX - 1) /* a later dword of an instruction */

struct builder {
	struct agc_arena *a;
	const struct agc_cfg_opts *o;
	const uint8_t *code;
	size_t nbytes;
	size_t ndwords;
	uint64_t addr0;         /* the listing's address of offset 0 (agc_code_address) */
	uint32_t fetch_entry;   /* byte offset of the fetch shader, or UINT32_MAX */
	struct agc_diag *d;

	/* pass 1 */
	uint32_t *slot;         /* per dword: index into found[], NO_INST or CONT */
	uint8_t *leader;        /* per dword */
	struct agc_inst *found; /* in discovery order */
	uint32_t nfound, capfound;
	uint32_t *stack;
	uint32_t nstack, capstack;

	/* per instruction (pc order, after pass 1): how an indirect branch resolved */
	struct agc_resolved **res;
	/* pass 1, per dword: a branch or a fall-through from other code enters
	 * here (a call's return point is not marked for its return) */
	uint8_t *entered;
	/* pass 1, per call's dword: the found[] index its run starts at, and the
	 * state at its return point once worked out */
	uint32_t *call_run;
	struct agc_sgpr_state **ret_state;
	/* pass 1, per callee entry's dword: for each SGPR the first pc in the
	 * callee's region that may write it (follow_call.c), once worked out */
	uint32_t **callee_writes;
	/* pass 1, per dword: why an indirect branch did not resolve */
	const char **unresolved;
	/* pass 1: the runs (found[] first, last) resolved from the state after
	 * a call, checked once every entry is known */
	uint32_t *chained;
	uint32_t nchained, capchained;
	/* the walk over a callee region; a chain of calls (state_at) */
	uint32_t *walk, capwalk, *seen, seen_gen;
	uint32_t *chain, capchain;

	/* pass 2 */
	struct agc_shader_cfg *out;
	uint32_t *ctx_parent, *ctx_call, *ctx_depth;
	uint32_t nctx, capctx;
	uint64_t *key;          /* hash table of (pc, ctx) -> block */
	uint32_t *keyblock;
	uint32_t keycap;
	uint32_t capblocks;
};

/* Fail with a diagnostic at instruction in (its pc, words and text). */
int agc_cfg_fail_inst(struct builder *b, const struct agc_inst *in, enum agc_diag_class cls,
		      const char *fmt, ...) AGC_PRINTF(4, 5);
int agc_cfg_oom(struct builder *b);

/* follow_call.c: resolve the indirect branch found[idx] from the run that
 * begins at found[run_first], and failing that from the state after the
 * call that returns to the run's start.  0, -1 (r->why says why) or -2
 * (b->d filled: stop). */
int agc_cfg_resolve_run(struct builder *b, uint32_t run_first, uint32_t idx,
			struct agc_resolved *r);

/* follow_call.c, after pass 1: the runs a pair was followed through are
 * entered only where allowed; -1 (b->d filled) otherwise. */
int agc_cfg_check_chained(struct builder *b);

#endif
