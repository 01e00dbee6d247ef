/*
 * check: the independent oracle for the structurizer.  Shares no code with
 * cfg/ or spirv/; reads the emitted SPIR-V words itself.
 *
 *   check_module.c  — SPIR-V parsing: types, layouts, constants, the one
 *                     function and its blocks
 *   check_rules.c   — the structured control-flow rules (SPIR-V 2.11) under
 *                     structural dominance
 *   check_equiv.c   — exact equivalence with the input graph, by a search of
 *                     the product of graph state and abstract module state
 *   check_main.c    — SPEC parsing, command line, verdicts
 */
#ifndef AGC_TESTS_CFG_CHECK_H
#define AGC_TESTS_CFG_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- check_main.c ---- */

/* The input graph. */
struct cgraph {
	uint32_t n;
	uint32_t *nsucc;
	uint32_t **succ;
};

/* A failure: a rule name (stable, matched by the regression tests) and a
 * detail.  Returns false so that callers can `return fail(...)`. */
struct verdict {
	char rule[64];
	char detail[512];
};
bool fail(struct verdict *v, const char *rule, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* ---- check_module.c ---- */

enum tkind { T_NONE, T_VOID, T_BOOL, T_INT, T_FLOAT, T_VEC, T_ARRAY, T_RTARRAY, T_STRUCT, T_PTR, T_FUNC, T_OTHER };

struct ctype {
	uint8_t kind;
	uint8_t is_signed;
	uint16_t width;     /* bits, for T_INT/T_FLOAT */
	uint32_t elem;      /* element / pointee / component type */
	uint32_t count;     /* vector components, array length, member count */
	uint32_t storage;   /* pointer storage class */
	uint32_t stride;    /* ArrayStride decoration, 0 if none */
	uint32_t *members;  /* struct member types */
	uint32_t *offsets;  /* struct member Offset decorations */
};

struct cblock {
	uint32_t label;
	uint32_t first, end;     /* instruction word range: first after OpLabel, end after terminator */
	uint32_t term;           /* word offset of the terminator */
	uint32_t merge_op;       /* 0, SpvOpSelectionMerge or SpvOpLoopMerge */
	uint32_t merge, cont;    /* block indices of merge block / continue target, UINT32_MAX if none */
	uint32_t nsucc;
	uint32_t *succ;          /* block indices, in operand order, duplicates kept */
};

struct cmodule {
	const uint32_t *w;
	size_t nw;
	uint32_t bound;
	uint32_t *def;      /* id -> word offset of defining instruction, 0 if none */
	struct ctype *types;
	uint32_t *block_of; /* label id -> block index, UINT32_MAX if not a label */
	uint32_t nblocks;
	struct cblock *blocks;
	uint32_t func_first; /* word offset of OpFunction */
	uint32_t pc_var;     /* PushConstant OpVariable id, 0 if none */
};

/* Instruction helpers. */
static inline uint32_t op_of(const struct cmodule *m, uint32_t at) { return m->w[at] & 0xffffu; }
static inline uint32_t wc_of(const struct cmodule *m, uint32_t at) { return m->w[at] >> 16; }

bool module_parse(struct cmodule *m, const uint32_t *w, size_t nw, struct verdict *v);
void module_free(struct cmodule *m);
/* Value of an integer/bool constant id; false if the id is not one. */
bool module_const(const struct cmodule *m, uint32_t id, uint64_t *value);
/* Result type id of an instruction that has one, else 0. */
uint32_t module_result_type(const struct cmodule *m, uint32_t at);

/* ---- check_rules.c ---- */

bool rules_check(const struct cmodule *m, struct verdict *v);

/* ---- check_equiv.c ---- */

struct equiv_stats {
	uint64_t states;
};
bool equiv_check(const struct cmodule *m, const struct cgraph *g, struct equiv_stats *st,
		 struct verdict *v);

#endif
