/*
 * spv.h -- building and checking SPIR-V modules.
 *
 * module.c builds a binary: ids, deduplicated types and constants, and the
 * sections in the order the specification requires (2.4 "Logical Layout of
 * a Module").  flow.c emits a structured graph (cfg/cfg.h) as a function
 * body.  What the pipeline calls (lowering, validation, the skeleton
 * module of an abstract graph, the reflection) is in spirv/spirv.h.
 */
#ifndef AGC_SPV_H
#define AGC_SPV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <spirv/unified1/spirv.h>

#include "base/agc.h"
#include "cfg/cfg.h"

/* ---- module.c ---- */

struct agc_spv_buf {
	uint32_t *w;
	size_t n, cap;
};

/* Sections, in module order.  FN_VARS and FN_CODE hold the function being
 * built; agc_spv_fn_end moves it to FUNCTIONS (the body by reference). */
enum agc_spv_section {
	AGC_SPV_CAPABILITIES,
	AGC_SPV_EXTENSIONS,
	AGC_SPV_IMPORTS,
	AGC_SPV_MEMORY_MODEL,
	AGC_SPV_ENTRY_POINTS,
	AGC_SPV_EXECUTION_MODES,
	AGC_SPV_DEBUG,
	AGC_SPV_ANNOTATIONS,
	AGC_SPV_TYPES, /* types, constants, global variables */
	AGC_SPV_FUNCTIONS,
	AGC_SPV_FN_VARS,
	AGC_SPV_FN_CODE,
	AGC_SPV_NSECTIONS,
};

struct agc_spv_dedup {
	uint32_t hash;
	uint32_t id;     /* 0: empty slot */
	uint32_t offset; /* of the instruction in the TYPES section */
};

struct agc_spv_module {
	struct agc_arena *arena;
	uint32_t version; /* e.g. 0x00010500 */
	uint32_t bound;   /* next free id */
	struct agc_spv_buf sec[AGC_SPV_NSECTIONS];
	struct agc_spv_dedup *table;
	uint32_t table_cap, table_used;
	/* ids of the most asked-for of them, once made (0: not yet) */
	uint32_t type_bool, type_uint, const_uint[64];
	/* A finished function's body is not copied into FUNCTIONS: it is
	 * spliced in at offset `at` when the module is finished. */
	struct agc_spv_splice {
		size_t at;
		const uint32_t *w;
		size_t n;
	} *splice;
	size_t nsplice, capsplice;
	/* per id below fn_cap, of the results agc_spv_op made: the result
	 * type, and for an OpBitcast its operand (0: none), so that a bitcast
	 * of a bitcast back to the first value's type is that value */
	uint32_t *fn_type, *fn_cast;
	uint32_t fn_cap;
	uint32_t fn_header[5]; /* OpFunction of the function being built */
	uint32_t fn_entry_label;
	bool oom; /* an allocation failed; agc_spv_finish fails */
};

void agc_spv_init(struct agc_spv_module *m, struct agc_arena *a, uint32_t version);
uint32_t agc_spv_id(struct agc_spv_module *m);

/* Append one instruction with n operand words to a section. */
void agc_spv_inst(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op,
		  const uint32_t *ops, unsigned n);
/* The same, operands as uint32_t arguments. */
void agc_spv_instv(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op,
		   unsigned n, ...);
/* Operands, then a literal string, then more operands (OpEntryPoint,
 * OpName, OpExtension, OpExtInstImport). */
void agc_spv_inst_str(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op,
		      const uint32_t *pre, unsigned npre, const char *str,
		      const uint32_t *post, unsigned npost);

/* In the current function: an instruction with a result type and a new
 * result id, which is returned. */
uint32_t agc_spv_op(struct agc_spv_module *m, SpvOp op, uint32_t type, unsigned n, ...);
/* In the current function: an instruction without a result. */
void agc_spv_code(struct agc_spv_module *m, SpvOp op, unsigned n, ...);

/* Deduplicated: the same type or constant gets the same id. */
uint32_t agc_spv_type(struct agc_spv_module *m, SpvOp op, const uint32_t *ops, unsigned n);
uint32_t agc_spv_constant(struct agc_spv_module *m, SpvOp op, uint32_t type,
			  const uint32_t *ops, unsigned n);
void agc_spv_capability(struct agc_spv_module *m, SpvCapability cap);

uint32_t agc_spv_type_void(struct agc_spv_module *m);
uint32_t agc_spv_type_bool(struct agc_spv_module *m);
uint32_t agc_spv_type_uint(struct agc_spv_module *m);
uint32_t agc_spv_type_pointer(struct agc_spv_module *m, SpvStorageClass sc, uint32_t pointee);
uint32_t agc_spv_const_uint(struct agc_spv_module *m, uint32_t v);
uint32_t agc_spv_const_bool(struct agc_spv_module *m, bool v);

/* A global variable (TYPES section). */
uint32_t agc_spv_global(struct agc_spv_module *m, uint32_t ptr_type, SpvStorageClass sc);

/* Functions: begin emits OpFunction and the entry block's label; variables
 * go to the top of the entry block, wherever in the body they are made. */
uint32_t agc_spv_fn_begin(struct agc_spv_module *m, uint32_t ret_type, uint32_t fn_type);
uint32_t agc_spv_fn_var(struct agc_spv_module *m, uint32_t ptr_type, uint32_t init);
void agc_spv_fn_end(struct agc_spv_module *m);

/* The binary, allocated from the module's arena. */
int agc_spv_finish(struct agc_spv_module *m, uint32_t **words, size_t *nwords,
		   struct agc_diag *d);

/* ---- flow.c ---- */

struct agc_spv_flow;

/* What a client supplies for each original block. */
struct agc_spv_flow_cb {
	void *ctx;
	/* Emit the body of original block `block` into the current block.
	 * Return 0, or -1 with d filled. */
	int (*body)(void *ctx, struct agc_spv_flow *f, uint32_t block, struct agc_diag *d);
	/* The value choosing among the block's n >= 2 successors: OpTypeBool
	 * when n == 2 (true: successor 1), else a 32-bit uint in [0, n)
	 * (values past n - 1 take the last successor). */
	uint32_t (*selector)(void *ctx, struct agc_spv_flow *f, uint32_t block, uint32_t n);
};

struct agc_spv_flow {
	struct agc_spv_module *m;
	const struct agc_sgraph *s;
	uint32_t *labels;
	uint32_t route_var, hub_var; /* Function-storage uint variables, 0 if unused */
};

/* Emit s as the body of the current function (after agc_spv_fn_begin). */
int agc_spv_flow_emit(struct agc_spv_module *m, const struct agc_sgraph *s,
		      const struct agc_spv_flow_cb *cb, struct agc_diag *d);

/* For body callbacks: return from the function when cond (a bool id) is
 * true, and go on in a new block otherwise. */
void agc_spv_flow_return_if(struct agc_spv_flow *f, uint32_t cond);

#endif
