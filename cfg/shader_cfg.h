/*
 * shader_cfg.h -- the control-flow graph of a real shader, as GraphBuilder
 * (cfg/build_graph.c, cfg/resolve.c) makes it from decoded instructions.
 *
 * Its graph (struct agc_graph) is what the structurizer takes; each block
 * also knows its instructions and how it ends.
 */
#ifndef AGC_SHADER_CFG_H
#define AGC_SHADER_CFG_H

#include "cfg/cfg.h"
#include "decoder/decoder.h"
#include "decoder/input.h"

/* How a block ends; the successor order of each kind is fixed. */
enum agc_exit {
	AGC_EXIT_FALL,    /* one successor: the next instruction */
	AGC_EXIT_BRANCH,  /* s_branch, or a resolved long branch: one successor */
	AGC_EXIT_CBRANCH, /* s_cbranch_*: succ[0] not taken, succ[1] taken */
	AGC_EXIT_SWITCH,  /* jump table: succ[i] for bounded index i */
	AGC_EXIT_CALL,    /* s_swappc_b64 to an inlined callee: succ[0] its entry */
	AGC_EXIT_RETURN,  /* the callee's s_setpc_b64 back: succ[0] the return point */
	AGC_EXIT_END,     /* s_endpgm: no successor */
};

struct agc_bb {
	uint32_t first, count; /* instructions insts[first .. first + count) */
	enum agc_exit exit;
	uint32_t ctx;          /* call context; 0 is the entry function */
	/* AGC_EXIT_SWITCH: the bounded index is SGPR sel_reg right after
	 * instruction insts[sel_inst] (its s_min_u32). */
	uint32_t sel_inst;
	uint16_t sel_reg;
	/* AGC_EXIT_SWITCH: the s_load_dword that read the table entry from the
	 * code (UINT32_MAX: none), and the entry for each index: the recompiled
	 * code takes it from a constant array, not from memory. */
	uint32_t table_load;
	const uint32_t *table_vals;
};

struct agc_shader_cfg {
	struct agc_graph g;        /* g.blocks[i].first_pc/last_pc/succ */
	struct agc_bb *bb;         /* bb[i] describes g.blocks[i] */
	struct agc_inst *insts;    /* reachable instructions in pc order */
	uint32_t ninsts;
	uint32_t ncontexts;        /* call contexts (1 + inlined call sites) */
	uint32_t njump_tables;
	uint32_t nlong_branches;
	/* the bytes pcs are offsets into (the code, its section, or the
	 * code and fetch shader joined): what pc-relative loads read */
	const uint8_t *image;
	size_t nimage;
};

struct agc_cfg_opts {
	bool wave64;
	/* A fetch shader: a call whose target comes from user data goes here. */
	const uint8_t *fetch;
	size_t fetch_len;
	/* Limits; 0 takes the default. */
	uint32_t max_insts;      /* default 1,000,000 */
	uint32_t max_blocks;     /* default 200,000 */
	uint32_t max_call_depth; /* default 16 */
};

/* Decode the code reachable from code->entry and build its graph: direct
 * branches, long branches, calls inlined as call regions, jump tables.
 * What cannot be resolved statically is refused with a diagnostic naming
 * the pc, the instruction and why. */
int agc_cfg_build(struct agc_arena *a, const struct agc_code *code,
		  const struct agc_cfg_opts *o, struct agc_shader_cfg *out,
		  struct agc_diag *d);

#endif
