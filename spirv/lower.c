/*
 * lower.c -- the recompiled shader's module: its setup, the walk over the
 * structured graph that lowers each block's instructions, and the
 * dispatch table of ir/kinds.def that picks each instruction's lowering:
 *
 *   s_load_dwordx2 s[2:3], s[0:1], 0x0   kind SLOAD, plain: agc_lower_smem
 *                                          %a = OpLoad %ulong %psb
 *   v_add_nc_u32_e32 v1, s2, v0          kind VBIN, valu: agc_lower_valu
 *                                        then agc_lower_valu_alu, per slot k:
 *                                          %x = OpIAdd %uint %s2 %v0_k
 *                                          %n = OpSelect %uint %active_k %x %v1_k
 *                                          OpStore %v1_k %n
 *
 * The entry point and the stage's ABI are lower_entry.c's; the files and
 * what each holds: lower.h.
 */
#include <string.h>

#include "spirv/lower.h"
#include "spirv/stage.h"
#include "spirv/stage_pixel.h"

/* ---- flow callbacks ---- */

/* The jump table's entry, read from the code at recompile time: a
 * constant array indexed by the bounded index. */
static void
table_entry(struct agc_lower *l, const struct agc_inst *mi)
{
	struct agc_spv_module *m = l->m;
	const struct agc_graph *g = &l->cfg->g;
	uint32_t n = g->blocks[l->block].nsucc;
	uint32_t *elems = agc_alloc(l->a, sizeof(uint32_t) * n);
	if (!elems) {
		m->oom = true;
		return;
	}
	for (uint32_t k = 0; k < n; k++)
		elems[k] = agc_lw_u32(l, l->bb->table_vals[k]);
	uint32_t arr_t = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, n)}, 2);
	uint32_t arr = agc_spv_constant(m, SpvOpConstantComposite, arr_t, elems, n);
	uint32_t var = agc_spv_fn_var(m, agc_spv_type_pointer(m, SpvStorageClassFunction, arr_t), arr);
	uint32_t idx = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, l->jt_index);
	idx = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, idx, agc_lw_u32(l, n - 1));
	uint32_t p = agc_spv_op(m, SpvOpAccessChain, l->p_fn_u32, 2, var, idx);
	agc_lw_write_sreg(l, mi->def[0].reg, agc_spv_op(m, SpvOpLoad, l->t_u32, 1, p));
}

int
agc_lower_nothing(struct agc_lower *l, const struct agc_ir_inst *in)
{
	(void)l;
	(void)in;
	return 0;
}

/* s_endpgm: a graphics stage's exit (spirv/stage.c); nothing in compute */
int
agc_lower_end(struct agc_lower *l, const struct agc_ir_inst *in)
{
	(void)in;
	if (l->stage)
		agc_stage_end(l);
	return 0;
}

int
agc_lower_barrier(struct agc_lower *l, const struct agc_ir_inst *in)
{
	(void)in;
	agc_spv_code(l->m, SpvOpControlBarrier, 3, agc_lw_u32(l, SpvScopeWorkgroup),
		     agc_lw_u32(l, SpvScopeWorkgroup),
		     agc_lw_u32(l, SpvMemorySemanticsAcquireReleaseMask |
				   SpvMemorySemanticsWorkgroupMemoryMask));
	return 0;
}

/* s_getpc_b64, s_swappc_b64: the address of the next instruction, as a
 * code offset. */
int
agc_lower_getpc(struct agc_lower *l, const struct agc_ir_inst *in)
{
	uint64_t pc = (uint64_t)in->mi->pc + in->mi->size;
	agc_lw_write_sreg64(l, in->mi->def[0].reg, agc_lw_const64(l, pc));
	return 0;
}

/* Each kind's lowering, from ir/kinds.def: a plain entry is called as
 * it is, a valu one through agc_lower_valu. */
static const struct {
	agc_lower_fn *plain;
	agc_lower_valu_fn *valu;
} entries[AGC_K_COUNT] = {
#define K(kind, how, entry) [AGC_K_##kind] = {.how = entry},

#include "ir/kinds.def"
#undef K

};

/* ---- carry pairs ----
 *
 * A 64-bit add the original compiler split in two, whose carry nothing
 * but the next instruction reads as its carry in, lowers as one 64-bit
 * add (the driver splits it again, as the hardware needs it):
 *
 *   v_add_co_u32 v4, vcc_lo, s2, v0          %s = OpIAdd %ulong {s2, s3} {v0, v1}
 *   v_add_co_ci_u32_e32 v5, vcc_lo, s3, v1,  v4 = %s.lo, v5 = %s.hi
 *       vcc_lo                               vcc_lo's lanes: %s.lo < s2, then %s < {s2, s3}
 *
 * instead of a carry made from each half and added back (three or four
 * instructions more each, through ACO).  The halves' sources are read
 * before the low half writes anything, so none may be its destination. */

static bool
plain_addc(const struct agc_ir_inst *in, bool cin)
{
	const struct agc_inst *mi = in->mi;
	return in->op && in->op->kind == AGC_K_VADDC && ((in->op->flags & AGC_IRF_CARRY_IN) != 0) == cin &&
	       !mi->clamp && !mi->neg && !mi->abs && mi->form != AGC_FORM_SDWA &&
	       mi->form != AGC_FORM_DPP && mi->form != AGC_FORM_DPP8 && mi->nuse >= (cin ? 3u : 2u) &&
	       mi->ndef >= 2;
}

static bool
regs_overlap(const struct agc_operand *a, unsigned na, const struct agc_operand *b, unsigned nb)
{
	return a->reg != AGC_REG_LITERAL && b->reg != AGC_REG_LITERAL && a->reg < b->reg + nb &&
	       b->reg < a->reg + na;
}

static bool
carry_pair(const struct agc_lower *l, uint32_t i)
{
	if (i + 1 >= l->bb->first + l->bb->count)
		return false;
	const struct agc_ir_inst *lo = &l->ir->inst[i], *hi = &l->ir->inst[i + 1];
	if (!plain_addc(lo, false) || !plain_addc(hi, true) || lo->op->spv != hi->op->spv)
		return false;
	const struct agc_operand *dst = agc_lw_opnd(lo, 0), *cout = agc_lw_opnd(lo, 1);
	unsigned mw = l->W == 64 ? 2 : 1;
	if (cout->reg == AGC_REG_NULL || agc_lw_opnd(hi, 4)->reg != cout->reg)
		return false;
	for (unsigned j = 2; j < 4; j++) {
		const struct agc_operand *s = agc_lw_opnd(hi, j);
		if (regs_overlap(s, 1, dst, 1) || regs_overlap(s, 1, cout, mw))
			return false;
	}
	return true;
}

/* Is the lane mask at reg (the wave's width) written again in the block
 * after instruction `from`, before anything reads it, or dead at the
 * block's end (lower_live.c)?  Then the carry written into it needs
 * neither bits nor lanes.  A branch on VCC (agc_lw_flow_reads_masks), a
 * jump table or v_div_fmas (which reads VCC unnamed) count as reads; so does the end of DEAD_SCAN
 * instructions (the scan stays linear in a block of many carries into
 * masks never written again). */
enum { DEAD_SCAN = 512 };

static bool
mask_dead_from(const struct agc_lower *l, uint32_t from, unsigned reg)
{
	unsigned n = l->W == 64 ? 2 : 1;
	const struct agc_operand mask = {.reg = (uint16_t)reg, .dwords = (uint8_t)n};
	uint32_t end = l->bb->first + l->bb->count;
	if (from + DEAD_SCAN < end)
		end = from + DEAD_SCAN;
	for (uint32_t j = from; j < end; j++) {
		const struct agc_ir_inst *in = &l->ir->inst[j];
		const struct agc_inst *mi = in->mi;
		if (!in->op || agc_lw_flow_reads_masks(in) || in->op->kind == AGC_K_VDIVFMAS ||
		    (l->bb->exit == AGC_EXIT_SWITCH && (j == l->bb->table_load || j == l->bb->sel_inst)))
			return false;
		for (unsigned u = 0; u < mi->nuse; u++)
			if (regs_overlap(&mi->use[u], mi->use[u].dwords, &mask, n))
				return false;
		if (in->op->kind == AGC_K_VADDC && agc_lw_opnd(in, 1)->reg == reg)
			return true;
	}
	return end == l->bb->first + l->bb->count && !agc_lw_live_out(l, reg, n);
}

/* Is the carry out of VADDC instruction i dead (mask_dead_from)?  The
 * halves of a carry pair answer together, both dead or neither, since
 * the low half's values are the high half's: the low half's carry is
 * read by the high half only through the pair. */
static bool
carry_dead(const struct agc_lower *l, uint32_t i)
{
	if (i > l->bb->first && carry_pair(l, i - 1))
		i--;
	const struct agc_ir_inst *in = &l->ir->inst[i];
	unsigned cout = agc_lw_opnd(in, 1)->reg;
	if (cout == AGC_REG_NULL)
		return true;
	if (!carry_pair(l, i))
		return mask_dead_from(l, i + 1, cout);
	unsigned hi_out = agc_lw_opnd(&l->ir->inst[i + 1], 1)->reg;
	return (hi_out == cout || mask_dead_from(l, i + 2, cout)) &&
	       (hi_out == AGC_REG_NULL || mask_dead_from(l, i + 2, hi_out));
}

static int
lower_inst(struct agc_lower *l, uint32_t i)
{
	const struct agc_ir_inst *in = &l->ir->inst[i];
	int rc;

	if (l->addc_pair == 1 && i == l->addc_low + 1) {
		l->addc_pair = 2;
	} else if (carry_pair(l, i)) {
		l->addc_pair = 1;
		l->addc_low = i;
	} else {
		l->addc_pair = 0;
	}
	l->carry_dead = in->op->kind == AGC_K_VADDC && carry_dead(l, i);

	if (l->bb->exit == AGC_EXIT_SWITCH && i == l->bb->table_load) {
		table_entry(l, in->mi);
		agc_lw_lanes_after(l, NULL);
		return 0;
	}
	if (l->ir->pcrel && l->ir->pcrel[i].nwords)
		/* a load of the code image's own data (ir/pcrel.c): constants */
		rc = agc_lower_pcrel_load(l, in, &l->ir->pcrel[i]);
	else if (entries[in->op->kind].valu)
		rc = agc_lower_valu(l, in, entries[in->op->kind].valu);
	else
		rc = entries[in->op->kind].plain(l, in);
	if (rc < 0)
		return -1;
	agc_lw_lanes_after(l, in);
	agc_lw_shared_sync(l);
	/* The jump table's bounded index, kept for the block's selector. */
	if (l->bb->exit == AGC_EXIT_SWITCH && i == l->bb->sel_inst)
		agc_spv_code(l->m, SpvOpStore, 2, l->jt_index, agc_lw_read_sreg(l, l->bb->sel_reg));
	return 0;
}

/* ---- EXEC regions ----
 *
 * A run of instructions of one block under one EXEC value, none of which
 * writes scalar state (SGPRs, VCC, EXEC, SCC) or reads another lane,
 * lowers inside one selection on the lane's EXEC bit:
 *
 *   v_add_f32 v1, v0, v2        %e = OpLoad %bool %exec_lo_lane0
 *   global_store_dword v[4:5],  OpBranchConditional %e %then %merge
 *       v1, off                 %then: v1 = v0 + v2 (stored as it is)
 *   v_mul_f32 v3, v1, v1               the store (no branch of its own)
 *                                      v3 = v1 * v1
 *                               %merge:
 *
 * instead of a select of each result on the bit and a branch around each
 * memory access.  An inactive lane skips the region and keeps its VGPRs,
 * as the hardware's EXEC keeps them.  Scalar state is every invocation's
 * alike, so what writes it runs outside; so does what reads other lanes
 * (DPP, readlane, permutes, LDS, which another lane may have written),
 * whose lanes need not be active, and what makes a lane mask (a compare,
 * a carry: its ballot, and EXEC or VCC are often implicit destinations).
 * A carry whose mask is written again before it is read (carry_dead)
 * makes none, and may lie in a region.
 * One lane an invocation (K = 1) only: with K slots each has its own
 * EXEC bit.  A pixel stage's image samples stay outside, their implicit
 * derivatives need every lane of the quad. */

static bool
region_kind(unsigned k)
{
	switch (k) {
	case AGC_K_NOP:
	case AGC_K_GLOAD:
	case AGC_K_GSTORE:
	case AGC_K_GATOMIC:
	case AGC_K_BUFLOAD:
	case AGC_K_BUFSTORE:
	case AGC_K_BUFATOMIC:
	case AGC_K_IMGLOAD:
	case AGC_K_IMGSTORE:
	case AGC_K_IMGATOMIC:
	case AGC_K_IMGSAMPLE:
	case AGC_K_IMGRESINFO:
		return true;
	case AGC_K_VREADFIRST:
	case AGC_K_VREADLANE:
	case AGC_K_VWRITELANE:
	case AGC_K_VPERMLANE:
	/* lane masks: written as a ballot, VCC or EXEC often implicit
	 * (v_cmpx_gt_u32_e32 4, v5 names no destination) */
	case AGC_K_VCMP:
	case AGC_K_VCMPCLASS:
	case AGC_K_VCMPCLASS16:
	case AGC_K_VMAD64:
	case AGC_K_VMADI64:
	case AGC_K_VDIVSCALE:
		return false;
	default:
		return entries[k].valu != NULL;
	}
}

/* A compare into a mask kept per lane (not EXEC: v_cmpx ends a region)
 * may lie in a region: inside, only active lanes compare, as the
 * hardware's; the lanes the region skipped are cleared and the mask's
 * bits made again after its merge (region_masks). */
static bool
region_compare(const struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	if ((in->op->kind != AGC_K_VCMP && in->op->kind != AGC_K_VCMPCLASS) || in->op->flags & AGC_IRF_EXEC ||
	    mi->ndef != 1)
		return false;
	unsigned dst = mi->def[0].reg;
	return dst == AGC_REG_NULL || (dst != AGC_REG_EXEC_LO && dst != AGC_REG_M0 && agc_lw_lane_reg(l, dst));
}

/* After a region's merge, each mask a compare in it wrote: the lanes
 * the region skipped (on: its condition) read false, and the mask's
 * bits are the ballot of its lanes, the same in every invocation. */
static void
region_masks(struct agc_lower *l, uint32_t i, uint32_t run_end, uint32_t on)
{
	bool done[128] = {false};
	for (uint32_t j = i; j < run_end; j++) {
		const struct agc_ir_inst *in = &l->ir->inst[j];
		if (l->hoisted[j] || !region_compare(l, in))
			continue;
		unsigned reg = in->mi->def[0].reg;
		if (reg == AGC_REG_NULL || done[reg])
			continue;
		done[reg] = true;
		uint32_t var = agc_lw_lane_var(l, reg, 0);
		uint32_t lane = agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, var);
		lane = agc_spv_op(l->m, SpvOpLogicalAnd, l->t_bool, 2, lane, on);
		agc_spv_code(l->m, SpvOpStore, 2, var, lane);
		agc_lw_write_mask(l, reg, agc_lw_ballot(l, &lane));
		agc_lw_lane_mark(l, reg, false);
	}
}

/* May instruction i of the block lie in an EXEC region? */
static bool
in_region(const struct agc_lower *l, uint32_t i)
{
	const struct agc_ir_inst *in = &l->ir->inst[i];
	const struct agc_inst *mi = in->mi;
	if (l->K != 1 || (l->o->stage == AGC_HW_PS && in->op->kind == AGC_K_IMGSAMPLE) ||
	    l->shared_first < l->shared_end ||
	    !(region_kind(in->op->kind) || region_compare(l, in)) || in->op->flags & AGC_IRF_EXEC ||
	    mi->form == AGC_FORM_DPP || mi->form == AGC_FORM_DPP8 || mi->flow != AGC_FLOW_NONE ||
	    (l->bb->exit == AGC_EXIT_SWITCH && (i == l->bb->table_load || i == l->bb->sel_inst)))
		return false;
	if (region_compare(l, in))
		return true;
	bool dead = in->op->kind == AGC_K_VADDC && carry_dead(l, i);
	for (unsigned j = 0; j < mi->ndef; j++)
		if (mi->def[j].reg < AGC_REG_VGPR0 && mi->def[j].reg != AGC_REG_NULL && !(dead && j == 1))
			return false;
	return true;
}

/* May scalar instruction j of the block lower before the region whose
 * instructions from `first` it sits among (lowered before those of
 * [first, j) the region holds)?  Scalar ALU and scalar loads whose
 * registers none of those instructions reads or writes, away from EXEC,
 * VCC and M0 (which some read unnamed); a load not past a store (the
 * region's stores may be what it reads).  Scalar instructions run
 * whatever EXEC is, so what an inactive lane skips must not hold them:
 *
 *   v_ashrrev_i32_e32 v1, 31, v0        s[8:9] = s[2:3]   (hoisted)
 *   s_mov_b64 s[8:9], s[2:3]      ->    if (exec_lo_lane0) {
 *   v_mov_b32_e32 v2, s9                    v1 = v0 >> 31; v2 = s9 } */
enum { HOIST_SCAN = 256 };

static bool
hoist_reg(const struct agc_operand *op)
{
	for (unsigned r = op->reg; r < op->reg + op->dwords && r < 128; r++)
		if (r >= AGC_REG_VCC_LO)
			return false;
	return op->reg != AGC_REG_VCCZ && op->reg != AGC_REG_EXECZ;
}

static bool
hoistable(const struct agc_lower *l, uint32_t first, uint32_t j)
{
	const struct agc_ir_inst *in = &l->ir->inst[j];
	const struct agc_inst *mi = in->mi;
	if (!in->op || mi->flow != AGC_FLOW_NONE || j - first >= HOIST_SCAN ||
	    (l->bb->exit == AGC_EXIT_SWITCH && (j == l->bb->table_load || j == l->bb->sel_inst)))
		return false;
	bool load = false;
	switch (in->op->kind) {
	case AGC_K_SLOAD:
	case AGC_K_SBUFLOAD:
		load = true;
		break;
	case AGC_K_SMOV: case AGC_K_SUN: case AGC_K_SBIN: case AGC_K_SCARRY: case AGC_K_SCMP:
	case AGC_K_SCSELECT: case AGC_K_SBFE: case AGC_K_SBCNT: case AGC_K_SFF1: case AGC_K_SFLBIT:
	case AGC_K_SBITCMP: case AGC_K_SLSHLADD: case AGC_K_SMULHI: case AGC_K_SABSDIFF:
	case AGC_K_SBITSET:
		break;
	default:
		return false;
	}
	for (unsigned u = 0; u < mi->ndef; u++)
		if (!hoist_reg(&mi->def[u]))
			return false;
	for (unsigned u = 0; u < mi->nuse; u++)
		if (!hoist_reg(&mi->use[u]))
			return false;
	for (uint32_t r = first; r < j; r++) {
		if (l->hoisted[r])
			continue;
		const struct agc_inst *ri = l->ir->inst[r].mi;
		unsigned k = l->ir->inst[r].op->kind;
		if (load && (k == AGC_K_GSTORE || k == AGC_K_GATOMIC || k == AGC_K_BUFSTORE ||
			     k == AGC_K_BUFATOMIC || k == AGC_K_IMGSTORE || k == AGC_K_IMGATOMIC))
			return false;
		for (unsigned d = 0; d < mi->ndef; d++) {
			for (unsigned u = 0; u < ri->nuse; u++)
				if (regs_overlap(&ri->use[u], ri->use[u].dwords, &mi->def[d], mi->def[d].dwords))
					return false;
			for (unsigned u = 0; u < ri->ndef; u++)
				if (regs_overlap(&ri->def[u], ri->def[u].dwords, &mi->def[d], mi->def[d].dwords))
					return false;
		}
		for (unsigned u = 0; u < mi->nuse; u++)
			for (unsigned e = 0; e < ri->ndef; e++)
				if (regs_overlap(&ri->def[e], ri->def[e].dwords, &mi->use[u], mi->use[u].dwords))
					return false;
	}
	return true;
}

/* The run of the block from instruction i that one region may hold:
 * instructions that may lie in one, and scalar ones hoisted before it
 * (l->hoisted); *run_end its end.  Returns what the region saves: a
 * select per VGPR written, a branch (a test of EXEC and its own restore,
 * about three instructions) per memory access. */
static unsigned
region_run(struct agc_lower *l, uint32_t i, uint32_t *run_end)
{
	uint32_t end = l->bb->first + l->bb->count, j = i;
	unsigned gain = 0;
	for (; j < end; j++) {
		const struct agc_ir_inst *in = &l->ir->inst[j];
		l->hoisted[j] = false;
		if (in_region(l, j))
			gain += entries[in->op->kind].valu ? in->mi->ndef : in->op->kind == AGC_K_NOP ? 0 : 3;
		else if (hoistable(l, i, j))
			l->hoisted[j] = true;
		else
			break;
	}
	while (j > i && l->hoisted[j - 1])
		j--;
	*run_end = j;
	return gain;
}

/* Instructions [i, run_end) as one region: the hoisted scalar ones, then
 * the rest inside the selection on the lane's EXEC bit.  A region opens
 * where what it saves reaches its own test and restore of EXEC
 * (REGION_GAIN, 4: the best of the round trip through ACO,
 * bench/roundtrip.py; a region for any two instructions made collatz's
 * loop 1.13x larger); a run that gains too little is passed over whole
 * (l->region_skip). */
enum { REGION_GAIN = 4 };

static int
lower_region(struct agc_lower *l, uint32_t i, uint32_t run_end)
{
	for (uint32_t j = i; j < run_end; j++)
		if (l->hoisted[j] && lower_inst(l, j) < 0)
			return -1;
	uint32_t on = agc_lw_active(l, 0);
	uint32_t merge = agc_lw_if_begin(l, on);
	l->region = true;
	for (uint32_t j = i; j < run_end; j++)
		if (!l->hoisted[j] && lower_inst(l, j) < 0)
			return -1;
	l->region = false;
	agc_lw_if_end(l, merge);
	region_masks(l, i, run_end, on);
	return 0;
}

static int
body(void *ctx, struct agc_spv_flow *f, uint32_t block, struct agc_diag *d)
{
	struct agc_lower *l = ctx;
	(void)f;
	(void)d;

	l->block = block;
	l->bb = &l->cfg->bb[block];
	l->exec_cache = 0;
	l->region_skip = 0;
	uint32_t end = l->bb->first + l->bb->count;
	for (uint32_t i = l->bb->first; i < end;) {
		/* (a region never starts inside a carry pair) */
		if (i >= l->region_skip && in_region(l, i) && !(i > l->bb->first && carry_pair(l, i - 1))) {
			uint32_t run_end;
			if (region_run(l, i, &run_end) >= REGION_GAIN) {
				if (lower_region(l, i, run_end) < 0)
					return -1;
				i = run_end;
				continue;
			}
			l->region_skip = run_end;
		}
		if (lower_inst(l, i) < 0)
			return -1;
		i++;
	}
	l->exec_cache = 0;
	return 0;
}

static uint32_t
selector(void *ctx, struct agc_spv_flow *f, uint32_t block, uint32_t n)
{
	struct agc_lower *l = ctx;
	const struct agc_bb *bb = &l->cfg->bb[block];
	(void)f;
	(void)n;

	if (bb->exit == AGC_EXIT_SWITCH)
		return agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, l->jt_index);
	/* AGC_EXIT_CBRANCH: true takes the branch (successor 1). */
	unsigned cond = l->ir->inst[bb->first + bb->count - 1].op->spv;
	uint32_t zero = agc_lw_mask_const(l, 0);
	switch (cond) {
	case AGC_BR_SCC1:
		return agc_lw_scc(l);
	case AGC_BR_SCC0:
		return agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, agc_lw_scc(l));
	case AGC_BR_VCCZ:
	case AGC_BR_VCCNZ:
	case AGC_BR_EXECZ:
	case AGC_BR_EXECNZ: {
		if (cond == AGC_BR_EXECZ && l->execz_free && l->execz_free[block])
			return agc_spv_const_bool(l->m, false);
		/* a vote of the lanes where every lane is an invocation's */
		bool vcc = cond == AGC_BR_VCCZ || cond == AGC_BR_VCCNZ;
		bool z = cond == AGC_BR_VCCZ || cond == AGC_BR_EXECZ;
		unsigned reg = vcc ? AGC_REG_VCC_LO : AGC_REG_EXEC_LO;
		uint32_t any = agc_lw_wave_any(l, reg);
		if (any)
			return z ? agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, any) : any;
		uint32_t v = agc_lw_read_mask(l, reg);
		return agc_spv_op(l->m, z ? SpvOpIEqual : SpvOpINotEqual, l->t_bool, 2, v, zero);
	}
	default:
		agc_unreachable(); /* a conditional branch has a condition */
		return agc_spv_const_bool(l->m, false);
	}
}

static void
setup_types(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	l->t_void = agc_spv_type_void(m);
	l->t_bool = agc_spv_type_bool(m);
	l->t_u32 = agc_spv_type_uint(m);
	l->t_i32 = agc_spv_type(m, SpvOpTypeInt, (uint32_t[]){32, 1}, 2);
	l->t_f32 = agc_spv_type(m, SpvOpTypeFloat, (uint32_t[]){32}, 1);
	l->t_u64 = agc_spv_type(m, SpvOpTypeInt, (uint32_t[]){64, 0}, 2);
	l->t_i64 = agc_spv_type(m, SpvOpTypeInt, (uint32_t[]){64, 1}, 2);
	l->t_mask = l->W == 64 ? l->t_u64 : l->t_u32;
	l->t_v2u32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_u32, 2}, 2);
	l->t_v3u32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_u32, 3}, 2);
	l->t_v4u32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_u32, 4}, 2);
	l->t_v2f32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_f32, 2}, 2);
	if (l->ir->uses_f64) {
		agc_spv_capability(m, SpvCapabilityFloat64);
		l->t_f64 = agc_spv_type(m, SpvOpTypeFloat, (uint32_t[]){64}, 1);
	}
	l->p_fn_u32 = agc_spv_type_pointer(m, SpvStorageClassFunction, l->t_u32);
	l->p_psb_u32 = agc_spv_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, l->t_u32);
}

/*
 * Does the main function's code after the entry (from l->ids_from) tell
 * how the invocations are grouped into subgroups: a subgroup operation,
 * or a read of the lane or the wave?  Without one, each invocation
 * computes from its own local id and the uniform state alone (an SGPR
 * holds what every lane of the wave computes alike, since no value
 * crosses from a lane to the wave), so Vulkan's grouping serves as well
 * as the hardware's.  An operand word equal to one of the ids by chance
 * (a literal) only makes the answer yes.
 */
static bool
reads_grouping(const struct agc_lower *l)
{
	const struct agc_spv_buf *code = &l->m->sec[AGC_SPV_FN_CODE];
	for (size_t i = l->ids_from; i < code->n;) {
		uint32_t w = code->w[i], op = w & SpvOpCodeMask, n = w >> SpvWordCountShift;
		if (!n || i + n > code->n)
			return true;
		if ((op >= SpvOpGroupNonUniformElect && op <= SpvOpGroupNonUniformQuadSwap) ||
		    (op >= SpvOpSubgroupBallotKHR && op <= SpvOpSubgroupReadInvocationKHR) ||
		    op == SpvOpGroupNonUniformPartitionNV || op == SpvOpControlBarrier)
			return true;
		for (uint32_t j = 1; j < n; j++) {
			uint32_t x = code->w[i + j];
			if (x == l->sid || x == l->wave)
				return true;
			for (unsigned k = 0; k < l->K; k++)
				if (x == l->lane[k])
					return true;
		}
		i += n;
	}
	return false;
}

int
agc_spv_lower_ids(struct agc_arena *a, const struct agc_ir *ir, const struct agc_sgraph *s,
		  const struct agc_options *o, bool native_ids, bool check, uint32_t **words,
		  size_t *nwords, struct agc_diag *d)
{
	struct agc_spv_module mod;
	struct agc_lower lw, *l = &lw;
	struct agc_spv_module *m = &mod;

	memset(l, 0, sizeof(*l));
	l->native_ids = native_ids;
	l->m = m;
	l->a = a;
	l->ir = ir;
	l->cfg = ir->cfg;
	l->o = o;
	l->d = d;
	l->W = o->wave64 ? 64 : 32;
	l->S = o->subgroup_size ? o->subgroup_size : l->W;
	l->K = l->W / l->S;
	if (agc_stage_is_graphics(o)) /* graphics: spirv/stage.c */
		agc_stage_layout(l);
	l->vgpr = agc_alloc(a, sizeof(uint32_t) * 256 * l->K);
	l->lane_var = agc_alloc(a, sizeof(uint32_t) * 128 * l->K);
	l->interface_cap = 17 + ir->desc.nbindings; /* +1: bvh_args */
	l->interface = agc_alloc(a, sizeof(uint32_t) * l->interface_cap);
	l->desc_var = agc_alloc(a, sizeof(uint32_t) * (1 + ir->desc.nbindings));
	if (l->W == 64 && o->shared_vgpr_first) {
		l->shared_first = o->shared_vgpr_first;
		/* past the VGPRs the shader names lie the lowering's own staging
		 * registers (DPP, SDWA), which are per lane */
		l->shared_end = ir->max_vgpr;
		l->shared_wrote = agc_alloc(a, sizeof(uint32_t) * 256 * l->K);
		if (!l->shared_wrote)
			return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	}
	if (!l->vgpr || !l->lane_var || !l->interface || !l->desc_var)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");

	agc_spv_init(m, a, o->spirv_version ? o->spirv_version : 0x00010500);
	agc_spv_capability(m, SpvCapabilityShader);
	agc_spv_capability(m, SpvCapabilityInt64);
	agc_spv_capability(m, SpvCapabilityPhysicalStorageBufferAddresses);
	l->glsl = agc_spv_id(m);
	agc_spv_inst_str(m, AGC_SPV_IMPORTS, SpvOpExtInstImport, &l->glsl, 1, "GLSL.std.450", NULL, 0);
	agc_spv_instv(m, AGC_SPV_MEMORY_MODEL, SpvOpMemoryModel, 2,
		      (uint32_t)SpvAddressingModelPhysicalStorageBuffer64, (uint32_t)SpvMemoryModelGLSL450);
	setup_types(l);

	if (ir->uses_lds || o->lds_bytes) {
		uint32_t n = (o->lds_bytes + 3) / 4;
		if (n == 0)
			n = 1;
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, n)}, 2);
		uint32_t p = agc_spv_type_pointer(m, SpvStorageClassWorkgroup, arr);
		l->lds = agc_spv_global(m, p, SpvStorageClassWorkgroup);
		agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->lds, 1, "lds", NULL, 0);
		l->interface[l->ninterface++] = l->lds;
	}

	uint32_t fn_t = agc_spv_type(m, SpvOpTypeFunction, &l->t_void, 1);
	uint32_t main_fn = agc_spv_fn_begin(m, l->t_void, fn_t);
	l->scc = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->scc, 1, "scc", NULL, 0);
	l->jt_index = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
	agc_lw_lanes_plan(l);
	l->hoisted = agc_alloc(a, ir->ninst + 1);
	if (!l->hoisted || agc_lw_live_plan(l) < 0 || agc_lw_execz_plan(l) < 0)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	memset(l->hoisted, 0, ir->ninst + 1);
	if (agc_lw_entry_inputs(l) < 0)
		return -1;
	agc_lw_lanes_after(l, NULL);
	agc_lw_shared_sync(l);

	struct agc_spv_flow_cb cb = {l, body, selector};
	if (agc_spv_flow_emit(m, s, &cb, d) < 0)
		return -1;
	if (l->native_ids && check && (!l->ids_from || reads_grouping(l)))
		return 1;
	agc_spv_fn_end(m);
	agc_lw_bvh_emit(l); /* lower_bvh.c: the function BVH instructions call */

	agc_lw_entry_point(l, main_fn);
	return agc_spv_finish(m, words, nwords, d);
}

bool
agc_spv_native_ids(const struct agc_options *o)
{
	unsigned W = o->wave64 ? 64 : 32, S = o->subgroup_size ? o->subgroup_size : W;
	uint32_t threads = o->workgroup[0] * o->workgroup[1] * o->workgroup[2];
	return !agc_stage_is_graphics(o) && S > 1 && threads % W == 0;
}

/*
 * The module.  A compute shader of whole waves (S > 1) is first lowered
 * with its local ids from LocalInvocationIndex, which the driver has at
 * hand (RADV: v0), rather than from the subgroup and the lane: slot k of
 * invocation i holds thread i + k * threads / K.  Where the code then reads the
 * grouping, it is lowered again from the wave and the lane, the
 * hardware's order of lanes.  (At S = 1 the wave is the invocation's own
 * K slots: no grouping to choose.)
 */
int
agc_spv_lower(struct agc_arena *a, const struct agc_ir *ir, const struct agc_sgraph *s,
	      const struct agc_options *o, uint32_t **words, size_t *nwords, struct agc_diag *d)
{
	if (agc_spv_native_ids(o)) {
		int r = agc_spv_lower_ids(a, ir, s, o, true, true, words, nwords, d);
		if (r <= 0)
			return r;
	}
	return agc_spv_lower_ids(a, ir, s, o, false, false, words, nwords, d);
}
