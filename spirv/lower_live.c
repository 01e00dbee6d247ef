/*
 * lower_live.c -- which scalar registers (s0..exec_hi) are live at the
 * end of each block: the backward data flow over the shader's graph that
 * tells a carry or a compare whose mask is never read again (lower.c,
 * mask_dead_from) from one read in a later block:
 *
 *   BB1: v_add_co_u32 v4, vcc_lo, s6, v0
 *        v_add_co_ci_u32_e32 v5, vcc_lo, s7, v1, vcc_lo   vcc_lo: dead
 *        global_store_dword v[4:5], v0, off                (BB2 writes it
 *   BB2: v_cmp_gt_u32_e32 vcc_lo, s8, v1                   before a read)
 *
 * Conservative where the code reads registers it does not name: a
 * conditional branch other than on SCC or EXEC reads VCC and EXEC
 * (s_cbranch_vccz; agc_lw_flow_reads_masks), v_div_fmas VCC, calls and M0-relative moves
 * every SGPR (s_endpgm reads nothing); a write that may keep some bits (s_cmov, s_bitset, the
 * M0-relative ones) does not end a register's life.  Compute's exits
 * read nothing; a graphics stage's read everything.
 */
#include <string.h>

#include "spirv/lower.h"

enum { NSREG = 128 };

static void
set_range(struct agc_sregs *s, unsigned reg, unsigned n)
{
	agc_sregs_put(s, reg, n, NSREG, true);
}

static bool
reads_all(const struct agc_ir_inst *in)
{
	return !in->op || in->op->kind == AGC_K_SMOVREL || in->op->kind == AGC_K_VMOVREL ||
	       in->op->kind == AGC_K_SWAPPC || in->op->kind == AGC_K_SETPC ||
	       in->mi->flow == AGC_FLOW_INDIRECT || in->mi->flow == AGC_FLOW_CALL;
}

static bool
writes_whole(const struct agc_ir_inst *in)
{
	unsigned k = in->op->kind;
	return k != AGC_K_SBITSET && k != AGC_K_SEXTRA && !(k == AGC_K_SMOV && in->op->flags & AGC_IRF_CARRY_IN);
}

bool
agc_lw_flow_reads_masks(const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	if (mi->flow == AGC_FLOW_NONE || mi->flow == AGC_FLOW_BRANCH || mi->flow == AGC_FLOW_END)
		return false;
	if (mi->flow != AGC_FLOW_CBRANCH || !mi->info)
		return true;
	/* s_cbranch_scc0/1 read SCC, s_cbranch_execz/execnz EXEC */
	return strstr(mi->info->name, "_scc") == NULL && strstr(mi->info->name, "_exec") == NULL;
}

/* live = (live - defs) + uses, for one instruction, backwards */
static void
step_back(const struct agc_ir_inst *in, struct agc_sregs *live)
{
	const struct agc_inst *mi = in->mi;
	if (reads_all(in)) {
		live->w[0] = live->w[1] = ~0ull;
		return;
	}
	if (writes_whole(in))
		for (unsigned j = 0; j < mi->ndef; j++)
			if (mi->def[j].reg < NSREG)
				agc_sregs_put(live, mi->def[j].reg, mi->def[j].dwords, NSREG, false);
	for (unsigned u = 0; u < mi->nuse; u++) {
		unsigned r = mi->use[u].reg;
		if (r < NSREG)
			set_range(live, r, mi->use[u].dwords);
		else if (r == AGC_REG_VCCZ)
			set_range(live, AGC_REG_VCC_LO, 2);
		else if (r == AGC_REG_EXECZ)
			set_range(live, AGC_REG_EXEC_LO, 2);
	}
	if (agc_lw_flow_reads_masks(in))
		set_range(live, AGC_REG_VCC_LO, 2);
	if (mi->flow != AGC_FLOW_NONE && mi->flow != AGC_FLOW_BRANCH && mi->flow != AGC_FLOW_END)
		set_range(live, AGC_REG_EXEC_LO, 2);
	if (in->op->kind == AGC_K_VDIVFMAS)
		set_range(live, AGC_REG_VCC_LO, 2);
}

int
agc_lw_live_plan(struct agc_lower *l)
{
	const struct agc_graph *g = &l->cfg->g;
	uint32_t nb = g->nblocks;
	struct agc_sregs *in = agc_alloc(l->a, sizeof *in * nb);
	l->live_out = agc_alloc(l->a, sizeof *l->live_out * nb);
	l->live_in = in;
	if (!in || !l->live_out)
		return -1;
	memset(in, 0, sizeof *in * nb);
	struct agc_sregs exit = {{0, 0}};
	if (l->stage)
		exit.w[0] = exit.w[1] = ~0ull;
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t b = nb; b-- > 0;) {
			const struct agc_block *blk = &g->blocks[b];
			struct agc_sregs live = blk->nsucc ? (struct agc_sregs){{0, 0}} : exit;
			for (uint32_t s = 0; s < blk->nsucc; s++) {
				live.w[0] |= in[blk->succ[s]].w[0];
				live.w[1] |= in[blk->succ[s]].w[1];
			}
			l->live_out[b] = live;
			const struct agc_bb *bb = &l->cfg->bb[b];
			for (uint32_t i = bb->first + bb->count; i-- > bb->first;)
				step_back(&l->ir->inst[i], &live);
			if (live.w[0] != in[b].w[0] || live.w[1] != in[b].w[1]) {
				in[b] = live;
				changed = true;
			}
		}
	}
	return 0;
}

bool
agc_lw_live_out(const struct agc_lower *l, unsigned reg, unsigned n)
{
	if (!l->live_out)
		return true;
	for (unsigned r = reg; r < reg + n; r++)
		if (agc_sregs_has(&l->live_out[l->block], r))
			return true;
	return false;
}

/*
 * An s_cbranch_execz that may as well fall through: the code it skips
 * when no lane is active, run with no lane active, changes nothing that
 * is read after it.  The hardware branch is then only a shortcut, and
 * the recompiled one is never taken (no vote, no test of EXEC's bits):
 *
 *   s_and_saveexec_b32 s0, vcc_lo
 *   s_cbranch_execz BB2           never taken: BB1 below is
 *   BB1: v_add_nc_u32 v1, ...       lane-guarded work only, and
 *        global_store_dword ...     s1, vcc_lo, SCC are dead at BB2
 *        s_mov_b32 s1, 7
 *   BB2: s_or_b32 exec_lo, exec_lo, s0
 *
 * The skipped code is every block reached from the fall-through before
 * the target.  It qualifies when it is acyclic, always reaches the
 * target, holds only instructions whose effect a clear EXEC bit stops
 * (VALU, memory, LDS, images) or that write registers dead at the target
 * (scalar ALU, VALU masks and readlanes; EXEC is always read there, so
 * no EXEC write), and SCC, when it may be written, is written at the
 * target before it is read.  Never: scalar loads (the address may be
 * good only when a lane is active), s_barrier, s_setreg, messages,
 * exports, v_writelane (it ignores EXEC), calls, M0-relative SGPRs.
 * Compute only (a pixel stage's quads and exports are not looked at).
 * Code with LDS accesses keeps its branch: each of them lowers under its
 * own lane branch (EXEC regions hold none), and one vote skipping them
 * all is cheaper than the driver's test of each.
 */
enum { FREE_BLOCKS = 256, FREE_INSTS = 4096 };

static bool
may_write_scc(unsigned k)
{
	return k != AGC_K_NOP && k != AGC_K_BRANCH && k != AGC_K_SMOV && k != AGC_K_GETPC &&
	       k < AGC_K_VMOV;
}

static bool
reads_scc(const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	unsigned k = in->op->kind;
	for (unsigned u = 0; u < mi->nuse; u++)
		if (mi->use[u].reg == AGC_REG_SCC)
			return true;
	if (k == AGC_K_SCSELECT || k == AGC_K_SEXTRA)
		return true;
	if ((k == AGC_K_SCARRY || k == AGC_K_SMOV) && in->op->flags & AGC_IRF_CARRY_IN)
		return true;
	return k == AGC_K_BRANCH && (in->op->spv == AGC_BR_SCC0 || in->op->spv == AGC_BR_SCC1);
}

static bool
writes_scc(const struct agc_ir_inst *in)
{
	unsigned k = in->op->kind;
	return k == AGC_K_SCMP || k == AGC_K_SBITCMP || k == AGC_K_SSAVEEXEC || k == AGC_K_SCARRY ||
	       ((k == AGC_K_SBIN || k == AGC_K_SUN) && in->op->flags & AGC_IRF_SCC);
}

/* Is SCC written in block b before anything reads it? */
static bool
scc_dead_at(const struct agc_lower *l, uint32_t b)
{
	const struct agc_bb *bb = &l->cfg->bb[b];
	for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
		const struct agc_ir_inst *in = &l->ir->inst[i];
		if (!in->op || reads_all(in) || reads_scc(in))
			return false;
		if (writes_scc(in))
			return true;
	}
	return false;
}

static bool
skip_safe_inst(const struct agc_ir_inst *in, const struct agc_sregs *live_t, bool *scc)
{
	const struct agc_inst *mi = in->mi;
	if (!in->op || reads_all(in))
		return false;
	switch (in->op->kind) {
	case AGC_K_END: case AGC_K_SETPC: case AGC_K_SWAPPC: case AGC_K_BARRIER:
	case AGC_K_SSETREG: case AGC_K_SLOAD: case AGC_K_SBUFLOAD: case AGC_K_SMOVREL:
	case AGC_K_VWRITELANE: case AGC_K_EXPORT: case AGC_K_SENDMSG: case AGC_K_INTERP:
	case AGC_K_DSREAD: case AGC_K_DSWRITE: case AGC_K_DSATOMIC: case AGC_K_DSPERMUTE:
	case AGC_K_DSBPERMUTE: case AGC_K_DSSWIZZLE:
		return false;
	default:
		break;
	}
	if (in->op->flags & AGC_IRF_EXEC)
		return false;
	for (unsigned j = 0; j < mi->ndef; j++) {
		unsigned r = mi->def[j].reg;
		if (r >= NSREG)
			continue;
		for (unsigned n = 0; n < mi->def[j].dwords; n++)
			if (r + n >= NSREG || agc_sregs_has(live_t, r + n))
				return false;
	}
	*scc |= may_write_scc(in->op->kind);
	return true;
}

static bool
execz_skip_safe(const struct agc_lower *l, uint32_t b, uint32_t *stack, uint8_t *mark)
{
	const struct agc_graph *g = &l->cfg->g;
	const struct agc_block *blk = &g->blocks[b];
	if (blk->nsucc != 2)
		return false;
	uint32_t fall = blk->succ[0], target = blk->succ[1];
	if (fall == target)
		return true;
	const struct agc_sregs *live_t = &l->live_in[target];
	bool scc = false, ok = true;
	uint32_t nblocks = 0, ninst = 0, top = 0, ntouched = 0;
	/* depth-first from the fall-through, stopping at the target; mark
	 * 1: on the path, 2: done; stack holds block, next successor */
	stack[top++] = fall;
	stack[top++] = 0;
	mark[fall] = 1;
	uint32_t *touched = stack + 2 * (size_t)g->nblocks;
	touched[ntouched++] = fall;
	while (top && ok) {
		uint32_t x = stack[top - 2], s = stack[top - 1];
		const struct agc_block *bx = &g->blocks[x];
		if (s == 0) { /* first visit: the block's own instructions */
			const struct agc_bb *bb = &l->cfg->bb[x];
			ok = x != b && bx->nsucc > 0 && ++nblocks <= FREE_BLOCKS &&
			     (ninst += bb->count) <= FREE_INSTS;
			for (uint32_t i = bb->first; ok && i < bb->first + bb->count; i++)
				ok = skip_safe_inst(&l->ir->inst[i], live_t, &scc);
		}
		if (!ok)
			break;
		if (s == bx->nsucc) {
			mark[x] = 2;
			top -= 2;
			continue;
		}
		stack[top - 1] = s + 1;
		uint32_t y = bx->succ[s];
		if (y == target || mark[y] == 2)
			continue;
		if (mark[y] == 1) { /* a cycle */
			ok = false;
			break;
		}
		mark[y] = 1;
		touched[ntouched++] = y;
		stack[top++] = y;
		stack[top++] = 0;
	}
	for (uint32_t i = 0; i < ntouched; i++)
		mark[touched[i]] = 0;
	return ok && (!scc || scc_dead_at(l, target));
}

int
agc_lw_execz_plan(struct agc_lower *l)
{
	const struct agc_graph *g = &l->cfg->g;
	uint32_t nb = g->nblocks;
	l->execz_free = NULL;
	if (l->stage || !l->live_in)
		return 0;
	l->execz_free = agc_alloc(l->a, nb);
	uint32_t *stack = agc_alloc(l->a, sizeof *stack * 3 * (size_t)nb);
	uint8_t *mark = agc_alloc(l->a, nb);
	if (!l->execz_free || !stack || !mark)
		return -1;
	memset(l->execz_free, 0, nb);
	memset(mark, 0, nb);
	for (uint32_t b = 0; b < nb; b++) {
		const struct agc_bb *bb = &l->cfg->bb[b];
		if (bb->exit != AGC_EXIT_CBRANCH || !bb->count)
			continue;
		const struct agc_ir_inst *br = &l->ir->inst[bb->first + bb->count - 1];
		if (br->op && br->op->kind == AGC_K_BRANCH && br->op->spv == AGC_BR_EXECZ)
			l->execz_free[b] = execz_skip_safe(l, b, stack, mark);
	}
	return 0;
}
