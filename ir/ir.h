/*
 * ir.h -- the recompiler's IR: each machine instruction of the shader's
 * graph paired with its semantic operation, and the options of a
 * recompilation.
 *
 *   build.c     agc_ir_build: machine instructions -> IR (ops.def)
 *   pipeline.c  agc_recompile: the passes in order
 */
#ifndef AGC_IR_H
#define AGC_IR_H

#include "cfg/shader_cfg.h"
#include "decoder/decoder.h"
#include "decoder/input.h"
#include "ir/agc.h"

/* Value types of an operation's operands. */
enum agc_irt {
	AGC_T_U32,
	AGC_T_I32,
	AGC_T_F32,
	AGC_T_U64,
	AGC_T_I64,
	AGC_T_F64,
	AGC_T_F16,
	AGC_T_U16,
	AGC_T_I16,
	AGC_T_U24,
	AGC_T_I24,
};

/* Semantic operations.  The generic kinds (UNARY, BINARY, TERNARY,
 * COMPARE) carry a SPIR-V opcode and a type in their table row; the others
 * have their own lowering. */
enum agc_irk {
#define K(x) AGC_K_##x,
#include "ir/kinds.def"
#undef K
	AGC_K_COUNT,
};

/* One row of ir/ops.def. */
struct agc_irop {
	const char *name; /* the machine instruction, as LLVM spells it */
	uint16_t kind;    /* enum agc_irk */
	uint8_t type;     /* enum agc_irt of the sources */
	uint8_t dtype;    /* enum agc_irt of the result */
	uint16_t spv;     /* SpvOp, or GLSL.std.450 instruction (flag EXT) */
	uint16_t flags;   /* AGC_IRF_* */
};

enum {
	AGC_IRF_EXT = 1 << 0,     /* spv is a GLSL.std.450 instruction */
	AGC_IRF_SCC = 1 << 1,     /* scalar: SCC = result != 0 */
	AGC_IRF_REV = 1 << 2,     /* operands reversed (subrev, lshlrev) */
	AGC_IRF_NOT = 1 << 3,     /* complement the result (nand, nor, xnor) */
	AGC_IRF_NOT1 = 1 << 4,    /* complement the second source (andn2, orn2) */
	AGC_IRF_EXEC = 1 << 5,    /* v_cmpx: writes EXEC */
	AGC_IRF_SIGNED = 1 << 6,
	AGC_IRF_CARRY_IN = 1 << 7,
	AGC_IRF_HI = 1 << 8,      /* the high half of a product */
	AGC_IRF_WIDE = 1 << 9,    /* 64-bit operands */
};

struct agc_ir_inst {
	const struct agc_inst *mi;
	const struct agc_irop *op;
};

/* The IR of a shader: ir[i] describes cfg->insts[i]. */
struct agc_ir {
	const struct agc_shader_cfg *cfg;
	struct agc_ir_inst *inst;
	uint32_t ninst;
	bool uses_lds, uses_scratch, uses_subgroup, uses_f64, uses_atomics;
	uint32_t max_vgpr; /* highest VGPR touched + 1 */
};

/* Pair every instruction with its operation; an instruction without one
 * is refused as "not supported yet", naming the pc and the instruction. */
int agc_ir_build(struct agc_arena *a, const struct agc_shader_cfg *cfg, bool wave64,
		 struct agc_ir *ir, struct agc_diag *d);

const struct agc_irop *agc_irop_lookup(const char *name);

/* ---- pipeline.c ---- */

enum agc_addr_map { AGC_ADDR_DIRECT, AGC_ADDR_PAGED };

/* The paged address map: guest pages of 2^AGC_PAGE_SHIFT bytes; the page
 * table is an array of uint64 device addresses indexed by guest page. */
#define AGC_PAGE_SHIFT 16

struct agc_options {
	bool wave64;
	uint32_t subgroup_size;     /* S; 0: the wave size */
	uint32_t workgroup[3];      /* threads; 0: wave size x 1 x 1 */
	uint32_t user_sgprs;        /* push-constant dwords -> s0.. */
	int32_t wgid_sgpr[3];       /* SGPR of workgroup id x, y, z, -1: none */
	uint32_t workitem_vgprs;    /* 1..3: v0, v1, v2 hold local ids */
	uint32_t lds_bytes;
	uint32_t scratch_bytes;     /* per lane */
	/* wave64: v[shared_vgpr_first..] are GFX10 shared VGPRs, one copy that
	 * lane l and lane l + 32 both see; 0: none */
	uint32_t shared_vgpr_first;
	enum agc_addr_map address_map;
	uint32_t spirv_version;     /* 0x10500 (Vulkan 1.2) or 0x10600 (1.3) */
	bool optimize;              /* -O: SPIRV-Tools performance passes */
	bool validate;              /* validate in-process */
	struct agc_cfg_opts cfg;    /* limits, fetch shader */
};

/* Fill o with the defaults, then with what the code's kernel descriptor
 * says (when it has one). */
void agc_options_defaults(struct agc_options *o, const struct agc_code *code);

struct agc_stats {
	uint32_t insts, blocks_in, blocks_out, route_vars, jump_tables, calls;
	double ms_decode, ms_structurize, ms_emit, ms_validate, ms_optimize;
};

struct agc_result {
	uint32_t *spv;
	size_t nwords;
	char *reflection; /* JSON text */
	struct agc_stats stats;
};

/* SHA-256 of data as 64 lowercase hex digits and a NUL. */
void agc_sha256_hex(const uint8_t *data, size_t n, char out[65]);

/* The whole pipeline: graph, IR, structurizer, SPIR-V, validation. */
int agc_recompile(struct agc_arena *a, const struct agc_code *code,
		  const struct agc_options *o, struct agc_result *r, struct agc_diag *d);

#endif
