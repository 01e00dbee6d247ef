/*
 * resolve.h -- static targets of indirect branches (cfg/resolve.c), for
 * cfg/build_graph.c.
 */
#ifndef AGC_RESOLVE_H
#define AGC_RESOLVE_H

#include "decoder/decoder.h"

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
};

/* Resolve the source pair of insts[last] (s_setpc_b64 / s_swappc_b64)
 * by executing insts[first .. last), a straight-line run. */
int agc_cfg_resolve(struct agc_arena *a, const struct agc_inst *insts, uint32_t first,
		    uint32_t last, const uint8_t *code, size_t nbytes,
		    uint32_t max_table, struct agc_resolved *res);

#endif
