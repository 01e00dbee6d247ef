/*
 * build.c -- the IR builder: each machine instruction of the graph gets
 * its semantic operation from ir/ops.def, or, for the regular compare
 * families, from its name:
 *
 *   v_add_nc_u32_e32 v0, s1, v2   ->  { VBIN, u32, OpIAdd }
 *   v_cmp_gt_f32_e32 vcc_lo, 0, v1 ->  { VCMP, f32, OpFOrdGreaterThan }
 *   image_sample v[0:3], ...       ->  error: not supported yet
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>

#include "ir/ir.h"

static const struct agc_irop ops[] = {
#define OP(name, kind, t, dt, spv, flags) \
	{name, AGC_K_##kind, AGC_T_##t, AGC_T_##dt, (uint16_t)(spv), (uint16_t)(flags), 0},
#define MEM(name, kind, t, bytes, spv, flags) \
	{name, AGC_K_##kind, AGC_T_##t, AGC_T_##t, (uint16_t)(spv), (uint16_t)(flags), bytes},
#include "ir/ops.def"
#undef MEM
#undef OP
};

#define NOPS (sizeof(ops) / sizeof(ops[0]))

/* Compare conditions: the suffix after v_cmp_, and the SPIR-V opcodes for
 * floats, signed and unsigned integers (0: no such integer compare). */
struct cond {
	const char *name;
	uint16_t f, s, u;
};

static const struct cond conds[] = {
	{"f", SpvOpNop, SpvOpNop, SpvOpNop}, /* always false */
	{"lt", SpvOpFOrdLessThan, SpvOpSLessThan, SpvOpULessThan},
	{"eq", SpvOpFOrdEqual, SpvOpIEqual, SpvOpIEqual},
	{"le", SpvOpFOrdLessThanEqual, SpvOpSLessThanEqual, SpvOpULessThanEqual},
	{"gt", SpvOpFOrdGreaterThan, SpvOpSGreaterThan, SpvOpUGreaterThan},
	{"lg", SpvOpFOrdNotEqual, 0, 0},
	{"ne", 0, SpvOpINotEqual, SpvOpINotEqual},
	{"ge", SpvOpFOrdGreaterThanEqual, SpvOpSGreaterThanEqual, SpvOpUGreaterThanEqual},
	{"o", SpvOpOrdered, 0, 0},
	{"u", SpvOpUnordered, 0, 0},
	{"nge", SpvOpFUnordLessThan, 0, 0},
	{"nlg", SpvOpFUnordEqual, 0, 0},
	{"ngt", SpvOpFUnordLessThanEqual, 0, 0},
	{"nle", SpvOpFUnordGreaterThan, 0, 0},
	{"neq", SpvOpFUnordNotEqual, 0, 0},
	{"nlt", SpvOpFUnordGreaterThanEqual, 0, 0},
	{"tru", SpvOpSelect, 0, 0}, /* always true */
	{"t", 0, SpvOpSelect, SpvOpSelect},
};

static const struct {
	const char *name;
	uint8_t t;
	bool wide;
} cmp_types[] = {
	{"f32", AGC_T_F32, false}, {"f64", AGC_T_F64, true}, {"i32", AGC_T_I32, false},
	{"u32", AGC_T_U32, false}, {"i64", AGC_T_I64, true}, {"u64", AGC_T_U64, true},
	{"f16", AGC_T_F16, false}, {"i16", AGC_T_I16, false}, {"u16", AGC_T_U16, false},
};

/* Every row, sorted by name: ops.def's rows and the compare rows made
 * from conds x cmp_types x {v_cmp, v_cmpx}, built once. */
#define NCONDS (sizeof(conds) / sizeof(conds[0]))
#define NTYPES (sizeof(cmp_types) / sizeof(cmp_types[0]))

static struct agc_irop cmp_rows[2 * NCONDS * NTYPES];
static char cmp_names[2 * NCONDS * NTYPES][24];
static const struct agc_irop *sorted[NOPS + 2 * NCONDS * NTYPES];
static size_t nsorted;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int
by_name(const void *a, const void *b)
{
	return strcmp((*(const struct agc_irop *const *)a)->name,
		      (*(const struct agc_irop *const *)b)->name);
}

static void
build_index(void)
{
	size_t n = 0;
	for (size_t i = 0; i < NOPS; i++)
		sorted[nsorted++] = &ops[i];
	for (int x = 0; x < 2; x++)
		for (size_t c = 0; c < NCONDS; c++)
			for (size_t t = 0; t < NTYPES; t++) {
				uint8_t ty = cmp_types[t].t;
				bool fl = ty == AGC_T_F32 || ty == AGC_T_F64 || ty == AGC_T_F16;
				bool sg = ty == AGC_T_I32 || ty == AGC_T_I64 || ty == AGC_T_I16;
				uint16_t spv = fl ? conds[c].f : sg ? conds[c].s : conds[c].u;
				/* 0: no such compare, except "f" (always false: SpvOpNop) */
				if (!spv && strcmp(conds[c].name, "f"))
					continue;
				struct agc_irop *row = &cmp_rows[n];
				snprintf(cmp_names[n], sizeof(cmp_names[n]), "v_cmp%s_%s_%s",
					 x ? "x" : "", conds[c].name, cmp_types[t].name);
				row->name = cmp_names[n++];
				row->kind = AGC_K_VCMP;
				row->type = row->dtype = ty;
				row->spv = spv;
				row->flags = (uint16_t)((x ? AGC_IRF_EXEC : 0) |
							(cmp_types[t].wide ? AGC_IRF_WIDE : 0) |
							(sg ? AGC_IRF_SIGNED : 0));
				sorted[nsorted++] = row;
			}
	qsort(sorted, nsorted, sizeof(sorted[0]), by_name);
}

const struct agc_irop *
agc_irop_lookup(const char *name)
{
	struct agc_irop key = {.name = name};
	const struct agc_irop *kp = &key;
	const struct agc_irop *const *r;

	pthread_once(&once, build_index);
	r = bsearch(&kp, sorted, nsorted, sizeof(sorted[0]), by_name);
	return r ? *r : NULL;
}

/* agc_irop_lookup by opcode row, through a small cache of the rows met
 * last: a shader uses few opcodes, each many times, and the search by name
 * costs a dozen string compares.  One cache per thread, direct-mapped by
 * the row's address (rows are the decoder's static tables). */
static const struct agc_irop *
irop_of(const struct agc_opcode *row)
{
	static _Thread_local struct {
		const struct agc_opcode *row;
		const struct agc_irop *op;
	} cache[256];
	size_t k = ((uintptr_t)row / sizeof(*row)) % 256;
	if (cache[k].row != row) {
		cache[k].op = agc_irop_lookup(row->name);
		cache[k].row = row;
	}
	return cache[k].op;
}

/* Raises max_vgpr past every VGPR mi names: its operands, and in MIMG's
 * NSA form the address VGPRs after the first, which are bytes of the
 * extra dwords and no operand (image_bvh_intersect_ray [v10, v11, v200,
 * ...]: the vaddr operand is v10 alone; v200 counts too). */
static void
note_vgprs(struct agc_ir *ir, const struct agc_inst *mi)
{
	for (unsigned k = 0; k < mi->ndef + mi->nuse; k++) {
		const struct agc_operand *o = k < mi->ndef ? &mi->def[k] : &mi->use[k - mi->ndef];
		if (o->reg >= AGC_REG_VGPR0 && o->reg != AGC_REG_NONE &&
		    (uint32_t)(o->reg - AGC_REG_VGPR0 + o->dwords) > ir->max_vgpr)
			ir->max_vgpr = (uint32_t)(o->reg - AGC_REG_VGPR0 + o->dwords);
	}
	if (mi->enc != AGC_ENC_MIMG || !mi->nsa)
		return;
	for (unsigned i = 0; i < mi->naddr && i < sizeof(mi->addr); i++)
		if ((uint32_t)mi->addr[i] + 1 > ir->max_vgpr)
			ir->max_vgpr = (uint32_t)mi->addr[i] + 1;
}

int
agc_ir_build(struct agc_arena *a, const struct agc_shader_cfg *cfg, bool wave64,
	     struct agc_ir *ir, struct agc_diag *d)
{
	memset(ir, 0, sizeof(*ir));
	ir->cfg = cfg;
	ir->ninst = cfg->ninsts;
	ir->inst = agc_alloc(a, sizeof(*ir->inst) * (cfg->ninsts ? cfg->ninsts : 1));
	if (!ir->inst)
		return agc_fail_oom(d, AGC_STAGE_IR, AGC_DIAG_NO_OFFSET,
				"out of memory building the IR");
	for (uint32_t i = 0; i < cfg->ninsts; i++) {
		const struct agc_inst *mi = &cfg->insts[i];
		const struct agc_irop *op = irop_of(mi->info);
		if (!op) {
			agc_fail(d, AGC_STAGE_IR, AGC_DIAG_UNSUPPORTED, mi->pc, "not supported yet");
			agc_diag_inst(d, mi, wave64);
			return -1;
		}
		ir->inst[i].mi = mi;
		ir->inst[i].op = op;
		note_vgprs(ir, mi);
		switch (op->kind) {
		case AGC_K_DSREAD: case AGC_K_DSWRITE: case AGC_K_DSATOMIC:
			ir->uses_lds = true;
			break;
		default:
			break;
		}
		if (op->type == AGC_T_F64 || op->dtype == AGC_T_F64)
			ir->uses_f64 = true;
	}
	return 0;
}

/* The row for name in the scan's list, made when new. */
static struct agc_unsupported *
unsupported_row(struct agc_unsupported *rows, uint32_t *n, const char *name, uint64_t pc)
{
	for (uint32_t k = 0; k < *n; k++)
		if (!strcmp(rows[k].name, name))
			return &rows[k];
	rows[*n] = (struct agc_unsupported){name, 0, pc};
	return &rows[(*n)++];
}

int
agc_ir_scan_unsupported(struct agc_arena *a, const struct agc_shader_cfg *cfg,
			uint64_t fail_pc, bool graphics, struct agc_unsupported **out, uint32_t *n)
{
	/* at most one row per instruction; a shader has few kinds */
	struct agc_unsupported *rows = agc_alloc(a, sizeof(*rows) * (cfg->ninsts ? cfg->ninsts : 1));
	*out = rows;
	*n = 0;
	if (!rows)
		return -1;
	for (uint32_t i = 0; i < cfg->ninsts; i++) {
		const struct agc_inst *mi = &cfg->insts[i];
		const struct agc_irop *op = irop_of(mi->info);
		if (!op || (!graphics && (op->flags & AGC_IRF_GRAPHICS)) || mi->pc == fail_pc)
			unsupported_row(rows, n, mi->info->name, mi->pc)->count++;
	}
	return 0;
}

int
agc_ir_check_compute(const struct agc_ir *ir, bool wave64, struct agc_diag *d)
{
	for (uint32_t i = 0; i < ir->ninst; i++) {
		if (!(ir->inst[i].op->flags & AGC_IRF_GRAPHICS))
			continue;
		agc_fail(d, AGC_STAGE_IR, AGC_DIAG_UNSUPPORTED, ir->inst[i].mi->pc, "not supported yet");
		agc_diag_inst(d, ir->inst[i].mi, wave64);
		return -1;
	}
	return 0;
}
