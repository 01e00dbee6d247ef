/*
 * resolve.h -- static targets of indirect branches (cfg/resolve.c), for
 * cfg/build_graph.c.
 */
#ifndef AGC_RESOLVE_H
#define AGC_RESOLVE_H

#include "decoder/decoder.h"

#define AGC_RESOLVE_NREG 128 /* s0 .. exec_hi */
#define AGC_RESOLVE_NONE UINT32_MAX

/* What is known of the scalar registers at one point of the code.  A
 * register not known because a callee may write it says where: the pc of
 * the first such write (lost_at) and of the call (lost_call); both are
 * AGC_RESOLVE_NONE for a register that is simply not computed. */
struct agc_sgpr_state {
	uint32_t val[AGC_RESOLVE_NREG];
	bool known[AGC_RESOLVE_NREG];
	uint32_t lost_at[AGC_RESOLVE_NREG];
	uint32_t lost_call[AGC_RESOLVE_NREG];
	uint32_t scc;
	bool scc_known;
};

enum agc_resolved_kind { AGC_RESOLVED_DIRECT, AGC_RESOLVED_TABLE };

struct agc_resolved {
	enum agc_resolved_kind kind;
	uint32_t ntargets;
	uint64_t *targets;   /* byte offsets in the code */
	uint32_t sel_inst;   /* TABLE: the s_min_u32 bounding the index */
	uint16_t sel_reg;
	/* TABLE: the s_load_dword that read the entry (UINT32_MAX: none) and
	 * the value it read for each index */
	uint32_t load_inst;
	uint32_t *load_vals;
	const char *why;     /* on failure */
	/* on failure: a register of the pair that a callee may write (or
	 * AGC_REG_NONE), with where (struct agc_sgpr_state) */
	uint16_t lost_reg;
	uint32_t lost_at, lost_call;
};

/* Nothing known: the state at the start of a run that nothing precedes. */
void agc_cfg_state_unknown(struct agc_sgpr_state *s);

/* The state right before insts[last], after executing insts[first ..
 * last) from `entry` (NULL: nothing known). */
void agc_cfg_run_state(const struct agc_inst *insts, uint32_t first, uint32_t last,
		       const uint8_t *code, size_t nbytes, const struct agc_sgpr_state *entry,
		       struct agc_sgpr_state *out);

/* Resolve the source pair of insts[last] (s_setpc_b64 / s_swappc_b64)
 * by executing insts[first .. last), a straight-line run, from `entry`
 * (NULL: nothing known). */
int agc_cfg_resolve(struct agc_arena *a, const struct agc_inst *insts, uint32_t first,
		    uint32_t last, const uint8_t *code, size_t nbytes,
		    const struct agc_sgpr_state *entry, uint32_t max_table,
		    struct agc_resolved *res);

#endif
