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
