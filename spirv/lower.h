/*
 * lower.h -- what the instruction lowering files share (spirv/lower*.c).
 *
 * The execution model (shared/DESIGN.md): a wave of W lanes runs as one
 * subgroup of S invocations, each carrying K = W / S lanes ("slots"):
 * lane = slot * S + SubgroupLocalInvocationId.  Scalar registers, SCC and
 * EXEC live in Function variables every invocation holds alike; each VGPR
 * is K Function variables, one per slot.  A VALU result is stored only
 * where the lane's EXEC bit is set; memory side effects run under a branch
 * on that bit.
 */
#ifndef AGC_LOWER_H
#define AGC_LOWER_H

#include <spirv/unified1/GLSL.std.450.h>

#include "ir/ir.h"
#include "spirv/spirv.h"
#include "spirv/spv.h"

#define AGC_MAX_SLOTS 64

struct agc_lower {
	struct agc_spv_module *m;
	struct agc_arena *a;
	const struct agc_ir *ir;
	const struct agc_shader_cfg *cfg;
	const struct agc_options *o;
	struct agc_diag *d;
	unsigned W, S, K;

	/* types */
	uint32_t t_void, t_bool, t_u32, t_i32, t_f32, t_u64, t_i64, t_f64, t_v2u32, t_v4u32,
		t_v2f32, t_v3u32;
	uint32_t p_fn_u32, p_psb_u32;
	uint32_t glsl; /* GLSL.std.450 import */

	/* state */
	uint32_t sgpr[128]; /* Function variables, made on first use */
	uint32_t scc;
	uint32_t *vgpr;     /* [256 * K] */
	uint32_t jt_index;  /* the bounded jump-table index */
	uint32_t lane[AGC_MAX_SLOTS]; /* uint: this invocation's lane in each slot */
	uint32_t sid;       /* SubgroupLocalInvocationId, or constant 0 */
	uint32_t wave;      /* this invocation's wave within the workgroup */
	uint32_t push;      /* the push-constant block, 0 if none */
	uint32_t lds;       /* Workgroup uint array, 0 if none */
	uint32_t scratch;   /* Function uint array of K lanes' scratch, made on first use */
	uint32_t page_table; /* uint64 device address of the page table */
	uint32_t window;     /* uint64 device address of the 32-bit pointers' window */
	uint32_t *interface;
	unsigned ninterface, interface_cap;
	struct agc_stage_state *stage; /* graphics stages (spirv/stage.h), NULL for compute */
	uint32_t *desc_var; /* per descriptor binding: its variable, made on first use */

	/* GFX10 shared VGPRs (wave64): v[shared_first, shared_end) hold one
	 * value for lanes l and l + 32.  Each slot keeps its own copy; a write
	 * also sets the slot's flag in shared_wrote (bool Function variables,
	 * [256 * K], made on first use) and marks the register in
	 * shared_dirty; agc_lw_shared_sync, after each instruction, makes the
	 * two halves' copies equal again. */
	unsigned shared_first, shared_end;
	uint32_t *shared_wrote;
	uint64_t shared_dirty[4];

	/* the block being lowered */
	const struct agc_bb *bb;
	uint32_t block;
	uint32_t exec_cache; /* uint64 id of EXEC, valid until EXEC is written */
};

/* ---- lower.c ---- */

uint32_t agc_lw_const64(struct agc_lower *l, uint64_t v);
uint32_t agc_lw_u32(struct agc_lower *l, uint32_t v);
uint32_t agc_lw_ext(struct agc_lower *l, uint32_t type, unsigned inst, unsigned n, ...);
uint32_t agc_lw_bitcast(struct agc_lower *l, uint32_t type, uint32_t v);

/* Scalar registers (codes < 128), as uint. */
uint32_t agc_lw_sgpr_var(struct agc_lower *l, unsigned reg);
uint32_t agc_lw_read_sreg(struct agc_lower *l, unsigned reg);
void agc_lw_write_sreg(struct agc_lower *l, unsigned reg, uint32_t v);
uint32_t agc_lw_read_sreg64(struct agc_lower *l, unsigned reg);
void agc_lw_write_sreg64(struct agc_lower *l, unsigned reg, uint32_t v64);
uint32_t agc_lw_scc(struct agc_lower *l); /* bool */
void agc_lw_set_scc(struct agc_lower *l, uint32_t b);

/* EXEC as uint64 (wave32: the low half, zero-extended). */
uint32_t agc_lw_exec(struct agc_lower *l);
void agc_lw_set_exec(struct agc_lower *l, uint32_t v64);
/* A lane mask register (VCC, an SGPR pair or one SGPR in wave32) as uint64. */
uint32_t agc_lw_read_mask(struct agc_lower *l, unsigned reg);
void agc_lw_write_mask(struct agc_lower *l, unsigned reg, uint32_t v64);
/* bool: bit `lane` of the uint64 mask */
uint32_t agc_lw_mask_bit(struct agc_lower *l, uint32_t mask64, unsigned slot);
/* bool: the lane of `slot` is active */
uint32_t agc_lw_active(struct agc_lower *l, unsigned slot);

/* VGPRs, as uint, per slot; the Function variable of one. */
uint32_t agc_lw_vgpr_var(struct agc_lower *l, unsigned v, unsigned slot);
uint32_t agc_lw_read_vgpr(struct agc_lower *l, unsigned v, unsigned slot);
void agc_lw_write_vgpr(struct agc_lower *l, unsigned v, unsigned slot, uint32_t value,
		       uint32_t active);
/* A 16-bit result (the low 16 bits of r16) into the low or (hi) high
 * half of VGPR v, the other half kept, where active. */
void agc_lw_write_vgpr16(struct agc_lower *l, unsigned v, unsigned slot, uint32_t r16, bool hi,
                         uint32_t active);
/* A 16-bit VALU result to the instruction's VGPR destination: the low
 * half, or with VOP3 op_sel[3] the high half, the other half kept; an
 * SDWA form writes it zero-extended for agc_lw_sdwa_dst to place. */
void agc_lw_store16(struct agc_lower *l, const struct agc_inst *mi, unsigned slot, uint32_t r16,
                    uint32_t active);
/* The Function bool variable flagging a write of shared VGPR v by slot. */
uint32_t agc_lw_shared_flag(struct agc_lower *l, unsigned v, unsigned slot);

/* An operand's value in the given type (uint32 ids for 32-bit integer
 * types, uint64 for 64-bit, float/double for floats), for a slot;
 * applies abs/neg modifiers for float types. */
uint32_t agc_lw_src(struct agc_lower *l, const struct agc_operand *op, enum agc_irt t,
		    unsigned slot);
uint32_t agc_lw_type(struct agc_lower *l, enum agc_irt t);
bool agc_lw_is_float(enum agc_irt t);
bool agc_lw_is_wide(enum agc_irt t);
/* A value of type t stored to a destination operand as raw bits. */
uint32_t agc_lw_to_bits(struct agc_lower *l, uint32_t v, enum agc_irt t);

/* Structured "if (cond) { ... }" inside a block body. */
uint32_t agc_lw_if_begin(struct agc_lower *l, uint32_t cond);
void agc_lw_if_end(struct agc_lower *l, uint32_t merge);

int agc_lw_unsupported(struct agc_lower *l, const struct agc_ir_inst *in, const char *why);

/* ---- lower_salu.c, lower_valu.c, lower_mem.c ---- */

int agc_lower_salu(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_valu(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_mem(struct agc_lower *l, const struct agc_ir_inst *in);
/* lower_valu_bits.c: bit-field, three-operand and special float ops */
int agc_lower_valu_more(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* the i-th operand as printed (definitions, then sources) */
const struct agc_operand *agc_lw_opnd(const struct agc_ir_inst *in, unsigned i);
void agc_lw_store_v(struct agc_lower *l, const struct agc_operand *d, unsigned slot, uint32_t bits,
		    bool wide, uint32_t active);

/* ---- lower_image.c ---- */

/* MIMG instructions on their traced descriptor bindings. */
int agc_lower_image(struct agc_lower *l, const struct agc_ir_inst *in);

#endif
