/*
 * lower_movrel.c -- M0-relative register indexing: the register a move
 * reads or writes is the one its operand names plus M0, known only at run
 * time.
 *
 *   s_movrels_b32 s5, s7        s5 = SGPR[7 + M0]
 *   s_movreld_b64 s[4:5], s[8:9] SGPR[4 + M0 .. 5 + M0] = s[8:9]
 *   s_movrelsd_2_b32 s1, s2     SGPR[1 + M0[25:16]] = SGPR[2 + M0[9:0]]
 *   v_movrels_b32 v0, v4        per lane under EXEC: v0 = VGPR[4 + M0]
 *   v_movreld_b32 v4, v0        VGPR[4 + M0] = v0
 *   v_movrelsd_b32 v4, v8       VGPR[4 + M0] = VGPR[8 + M0]
 *   v_movrelsd_2_b32 v4, v8     VGPR[4 + M0[25:16]] = VGPR[8 + M0[9:0]]
 *   v_swaprel_b32 v4, v8        VGPR[4 + M0[25:16]] <-> VGPR[8 + M0[9:0]]
 *
 * Registers are separate Function variables (lower.c), which stay fast
 * for every constant register number; an indexed access is a selection
 * on M0 (uniform, as scalar state is) with one case per register the index
 * can reach, the shader's other accesses untouched:
 *
 *   OpSelectionMerge %m None
 *   OpSwitch %m0 %m 0 %c0 1 %c1 ...     (default: out of range)
 *   %c0: tmp = s7 (or each slot's v4) ... OpBranch %m
 *
 * Out of range (RDNA ISA, "Out-of-range behavior"): a source index past
 * the register file reads register 0, a destination index past it writes
 * nothing (a two-register destination: neither; v_swaprel: neither
 * register when either index is past it).  The SGPR file is s0 .. s105.
 * The VGPR file is what the wave allocates; raw code does not say, so it
 * is taken to be the VGPRs the program names, rounded up to the
 * allocation granule (8 VGPRs in wave32, 4 in wave64).
 */
#include "spirv/lower.h"

#define SGPR_FILE 106

static uint32_t
field(struct agc_lower *l, uint32_t v, unsigned off, unsigned bits)
{
	return agc_spv_op(l->m, SpvOpBitFieldUExtract, l->t_u32, 3, v, agc_lw_u32(l, off), agc_lw_u32(l, bits));
}

static unsigned
vgpr_file(struct agc_lower *l)
{
	unsigned g = l->W == 32 ? 8 : 4;
	unsigned n = (l->ir->max_vgpr + g - 1) / g * g;
	return n > 256 ? 256 : n;
}

/* An access relative to register base: SGPRs (n dwords) or VGPRs (each
 * slot).  Reads store into tmp[] (defaults stored before); writes store
 * val[] where act[] (VGPRs). */
struct rel {
	bool vgpr;
	unsigned base, n;
	const uint32_t *tmp, *val, *act;
};

static void
rel_case(struct agc_lower *l, const struct rel *r, unsigned reg)
{
	struct agc_spv_module *m = l->m;
	if (r->vgpr) {
		for (unsigned k = 0; k < l->K; k++) {
			if (r->val)
				agc_lw_write_vgpr(l, reg, k, r->val[k], r->act[k]);
			else
				agc_spv_code(m, SpvOpStore, 2, r->tmp[k],
				             agc_lw_read_vgpr(l, reg, k));
		}
		return;
	}
	for (unsigned j = 0; j < r->n; j++) {
		if (r->val)
			agc_lw_write_sreg(l, reg + j, r->val[j]);
		else if (reg + j < SGPR_FILE)
			agc_spv_code(m, SpvOpStore, 2, r->tmp[j], agc_lw_read_sreg(l, reg + j));
	}
}

/* The selection on idx, one case per register base + idx in the file
 * (for a write: with all its dwords in it). */
static int
rel_switch(struct agc_lower *l, const struct rel *r, uint32_t idx)
{
	struct agc_spv_module *m = l->m;
	unsigned size = r->vgpr ? vgpr_file(l) : SGPR_FILE;
	unsigned last = r->val ? r->base + r->n - 1 : r->base;
	unsigned ncase = last < size ? size - last : 0;
	if (!ncase)
		return 0;
	uint32_t *ops = agc_alloc(l->a, sizeof(uint32_t) * (2 + 2 * ncase));
	if (!ops) {
		m->oom = true;
		return agc_fail_oom(l->d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	}
	uint32_t merge = agc_spv_id(m);
	ops[0] = idx;
	ops[1] = merge;
	for (unsigned i = 0; i < ncase; i++) {
		ops[2 + 2 * i] = i;
		ops[3 + 2 * i] = agc_spv_id(m);
	}
	agc_spv_code(m, SpvOpSelectionMerge, 2, merge, (uint32_t)SpvSelectionControlMaskNone);
	agc_spv_inst(m, AGC_SPV_FN_CODE, SpvOpSwitch, ops, 2 + 2 * ncase);
	for (unsigned i = 0; i < ncase; i++) {
		agc_spv_code(m, SpvOpLabel, 1, ops[3 + 2 * i]);
		rel_case(l, r, r->base + i);
		agc_spv_code(m, SpvOpBranch, 1, merge);
	}
	agc_spv_code(m, SpvOpLabel, 1, merge);
	/* ids made inside a case do not dominate what follows */
	l->exec_cache = 0;
	return 0;
}

/* out[] = register base + idx (n SGPR dwords, or each slot's VGPR);
 * register 0 where out of range */
static int
rel_read(struct agc_lower *l, bool vgpr, unsigned base, unsigned n, uint32_t idx, uint32_t *out)
{
	struct agc_spv_module *m = l->m;
	uint32_t tmp[AGC_MAX_SLOTS];
	unsigned cnt = vgpr ? l->K : n;
	for (unsigned j = 0; j < cnt; j++) {
		tmp[j] = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
		agc_spv_code(m, SpvOpStore, 2, tmp[j],
		             vgpr ? agc_lw_read_vgpr(l, 0, j) : agc_lw_read_sreg(l, 0));
	}
	struct rel r = {vgpr, base, n, tmp, NULL, NULL};
	if (rel_switch(l, &r, idx) < 0)
		return -1;
	for (unsigned j = 0; j < cnt; j++)
		out[j] = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, tmp[j]);
	return 0;
}

static int
rel_write(struct agc_lower *l, bool vgpr, unsigned base, unsigned n, uint32_t idx,
          const uint32_t *val, const uint32_t *act)
{
	struct rel r = {vgpr, base, n, NULL, val, act};
	return rel_switch(l, &r, idx);
}

int
agc_lower_smovrel(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	unsigned n = in->op->flags & AGC_IRF_WIDE ? 2 : 1;
	const struct agc_operand *d = &mi->def[0], *s = &mi->use[0];
	uint32_t m0 = agc_lw_read_sreg(l, AGC_REG_M0), v[2];
	uint32_t sidx = m0, didx = m0;

	if (in->op->spv == AGC_MR_SD2) {
		sidx = field(l, m0, 0, 10);
		didx = field(l, m0, 16, 10);
	}
	if (in->op->spv != AGC_MR_D) {
		if (s->reg >= SGPR_FILE)
			return agc_lw_unsupported(
			    l, in, "the source of an M0-relative read must be an SGPR");
		if (rel_read(l, false, s->reg, n, sidx, v) < 0)
			return -1;
	} else {
		uint32_t c = agc_lw_src(l, s, n == 2 ? AGC_T_U64 : AGC_T_U32, 0);
		v[0] = c;
		if (n == 2) {
			uint32_t p = agc_lw_bitcast(l, l->t_v2u32, c);
			v[0] = agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u32, 2, p, 0u);
			v[1] = agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u32, 2, p, 1u);
		}
	}
	if (in->op->spv == AGC_MR_S) {
		for (unsigned j = 0; j < n; j++)
			agc_lw_write_sreg(l, d->reg + j, v[j]);
		return 0;
	}
	if (d->reg >= SGPR_FILE)
		return agc_lw_unsupported(
		    l, in, "the destination of an M0-relative write must be an SGPR");
	return rel_write(l, false, d->reg, n, didx, v, NULL);
}

static bool
is_vgpr(const struct agc_operand *o)
{
	return o->reg >= AGC_REG_VGPR0 && o->reg != AGC_REG_NONE;
}

int
agc_lower_vmovrel(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const struct agc_operand *d = agc_lw_opnd(in, 0), *s = agc_lw_opnd(in, 1);
	unsigned kind = in->op->spv;
	uint32_t a[AGC_MAX_SLOTS], b[AGC_MAX_SLOTS];

	if (mi->clamp || mi->omod || mi->neg || mi->abs)
		return agc_lw_unsupported(l, in,
		                          "modifiers on an M0-relative move are not supported");
	if (!is_vgpr(d) || (kind != AGC_MR_D && !is_vgpr(s)))
		return agc_lw_unsupported(l, in, "unexpected operands");
	uint32_t m0 = agc_lw_read_sreg(l, AGC_REG_M0), sidx = m0, didx = m0;
	unsigned dbase = d->reg - AGC_REG_VGPR0, sbase = s->reg - AGC_REG_VGPR0;
	if (kind == AGC_MR_SD2 || kind == AGC_MR_SWAP) {
		sidx = field(l, m0, 0, 10);
		didx = field(l, m0, 16, 10);
	}
	switch (kind) {
	case AGC_MR_S:
		if (rel_read(l, true, sbase, 1, sidx, a) < 0)
			return -1;
		for (unsigned k = 0; k < l->K; k++)
			agc_lw_write_vgpr(l, dbase, k, a[k], active[k]);
		return 0;
	case AGC_MR_D:
		for (unsigned k = 0; k < l->K; k++)
			a[k] = agc_lw_src(l, s, AGC_T_U32, k);
		return rel_write(l, true, dbase, 1, didx, a, active);
	case AGC_MR_SD:
	case AGC_MR_SD2:
		if (rel_read(l, true, sbase, 1, sidx, a) < 0)
			return -1;
		return rel_write(l, true, dbase, 1, didx, a, active);
	case AGC_MR_SWAP: {
		/* both or neither: each write also needs the other index in range */
		if (rel_read(l, true, sbase, 1, sidx, a) < 0 ||
		    rel_read(l, true, dbase, 1, didx, b) < 0)
			return -1;
		unsigned size = vgpr_file(l);
		uint32_t s_in = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, sidx,
		                           agc_lw_u32(l, sbase < size ? size - sbase : 0));
		uint32_t d_in = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, didx,
		                           agc_lw_u32(l, dbase < size ? size - dbase : 0));
		uint32_t act_d[AGC_MAX_SLOTS], act_s[AGC_MAX_SLOTS];
		for (unsigned k = 0; k < l->K; k++) {
			act_d[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, active[k], s_in);
			act_s[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, active[k], d_in);
		}
		if (rel_write(l, true, dbase, 1, didx, a, act_d) < 0)
			return -1;
		return rel_write(l, true, sbase, 1, sidx, b, act_s);
	}
	default: return agc_lw_unsupported(l, in, "not supported yet");
	}
}
