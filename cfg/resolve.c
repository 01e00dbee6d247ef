/*
 * resolve.c -- static targets of s_setpc_b64 and s_swappc_b64.
 *
 * The scalar code before an indirect branch, in the same straight-line
 * run, is executed on known values: s_getpc_b64 gives the address of the
 * next instruction, arithmetic and moves propagate what is known, and
 * s_load_dword from the code itself reads the code's bytes.  A long branch
 *
 *	s_getpc_b64 s[4:5]
 *	s_add_u32   s4, s4, 0x40
 *	s_addc_u32  s5, s5, 0
 *	s_setpc_b64 s[4:5]          ->  branch to pc_of_add + 0x40
 *
 * ends with a known pair.  A jump table
 *
 *	s_min_u32   s2, s2, 3       ; the bound: index in [0, 3]
 *	s_lshl_b32  s2, s2, 2
 *	s_getpc_b64 s[4:5]
 *	s_add_u32   s4, s4, TABLE   ; table base
 *	s_addc_u32  s5, s5, 0
 *	s_load_dword s6, s[4:5], s2 ; entry
 *	s_add_u32   s4, s4, s6      ; target = base + entry
 *	s_addc_u32  s5, s5, 0
 *	s_setpc_b64 s[4:5]          ->  4-way branch on s2 after s_min_u32
 *
 * is executed once per index value; each run must end with a known pair.
 * Addresses are byte offsets in the code, as if it were loaded at 0.
 *
 * A run that begins where a call returns may start from what was known
 * before that call (build_graph.c works it out, less what the callee may
 * write), so that a pair set up once serves two calls:
 *
 *	s_getpc_b64 s[4:5]
 *	s_add_u32   s4, s4, f-pc    ; (pc: the s_add_u32)
 *	s_addc_u32  s5, s5, -1
 *	s_swappc_b64 s[30:31], s[4:5]
 *	s_swappc_b64 s[30:31], s[4:5]   ->  f again, if f leaves s4, s5 alone
 */
#include <string.h>

#include "cfg/resolve.h"

#define NREG AGC_RESOLVE_NREG

void
agc_cfg_state_unknown(struct agc_sgpr_state *s)
{
	memset(s, 0, sizeof(*s));
	for (unsigned r = 0; r < NREG; r++)
		s->lost_at[r] = s->lost_call[r] = AGC_RESOLVE_NONE;
}

static bool
read_src(const struct agc_sgpr_state *s, const struct agc_operand *op, uint32_t half,
	 uint32_t *v)
{
	unsigned r = op->reg;

	if (r < NREG) {
		if (r + half >= NREG || !s->known[r + half])
			return false;
		*v = s->val[r + half];
		return true;
	}
	if (half)
		return false;
	if (r >= AGC_REG_INT0 && r <= 192) {
		*v = r - AGC_REG_INT0;
		return true;
	}
	if (r >= 193 && r <= 208) {
		*v = (uint32_t)(192 - (int)r);
		return true;
	}
	if (r == AGC_REG_LITERAL) {
		*v = op->literal;
		return true;
	}
	return false;
}

static void
write_reg(struct agc_sgpr_state *s, unsigned r, bool known, uint32_t v)
{
	if (r < NREG) {
		s->known[r] = known;
		s->val[r] = v;
		s->lost_at[r] = s->lost_call[r] = AGC_RESOLVE_NONE;
	}
}

/* An unknown result computed from a register a callee may have written
 * says so too: after "s_add_u32 s6, s4, 8" the reason s6 is not known is
 * the callee's write of s4. */
static void
inherit_lost(struct agc_sgpr_state *s, unsigned d, const struct agc_inst *in)
{
	if (d >= NREG || s->known[d])
		return;
	for (unsigned i = 0; i < in->nuse; i++)
		for (unsigned k = 0; k < in->use[i].dwords; k++) {
			unsigned r = in->use[i].reg + k;
			if (r < NREG && !s->known[r] && s->lost_at[r] != AGC_RESOLVE_NONE) {
				s->lost_at[d] = s->lost_at[r];
				s->lost_call[d] = s->lost_call[r];
				return;
			}
		}
}

static void
forget_defs(struct agc_sgpr_state *s, const struct agc_inst *in)
{
	for (unsigned i = 0; i < in->ndef; i++)
		for (unsigned k = 0; k < in->def[i].dwords; k++)
			write_reg(s, in->def[i].reg + k, false, 0);
}

static bool
name_is(const struct agc_inst *in, const char *name)
{
	return in->info && !strcmp(in->info->name, name);
}

struct run {
	const struct agc_inst *insts;
	uint32_t first, last;
	const uint8_t *code;
	size_t nbytes;
	const struct agc_sgpr_state *entry; /* NULL: nothing known at first */
	/* the bound found: s_min_u32 at bound_inst, index values [0, nbound) */
	int64_t bound_inst;
	uint32_t nbound;
	int64_t force; /* index value given to the bound's result, -1: none */
	const char *why;
	/* the last load of the code's own bytes, and what it read */
	int64_t load_inst;
	uint32_t load_val;
};

/* s_min_u32 d, x, K with K known and x not: the jump table's bound. */
static bool
is_bound(const struct agc_sgpr_state *s, const struct agc_inst *in, uint32_t *k)
{
	uint32_t a, b;
	bool ka, kb;

	if (!name_is(in, "s_min_u32") || in->nuse < 2)
		return false;
	ka = read_src(s, &in->use[0], 0, &a);
	kb = read_src(s, &in->use[1], 0, &b);
	if (ka == kb)
		return false;
	*k = ka ? a : b;
	return true;
}

/* Execute one scalar instruction on the known state. */
static void
step(struct run *r, struct agc_sgpr_state *s, uint32_t idx)
{
	const struct agc_inst *in = &r->insts[idx];
	uint32_t a = 0, b = 0, k;
	bool ka, kb;
	unsigned d = in->ndef ? in->def[0].reg : AGC_REG_NONE;

	if (in->nuse > 0)
		ka = read_src(s, &in->use[0], 0, &a);
	else
		ka = false;
	if (in->nuse > 1)
		kb = read_src(s, &in->use[1], 0, &b);
	else
		kb = false;

	if (is_bound(s, in, &k)) {
		if (r->force >= 0 && idx == r->bound_inst) {
			write_reg(s, d, true, (uint32_t)r->force);
		} else {
			r->bound_inst = idx;
			r->nbound = k + 1;
			write_reg(s, d, false, 0);
		}
		s->scc_known = false;
		return;
	}
	if (name_is(in, "s_getpc_b64")) {
		uint64_t pc = (uint64_t)in->pc + in->size;
		write_reg(s, d, true, (uint32_t)pc);
		write_reg(s, d + 1, true, (uint32_t)(pc >> 32));
		return;
	}
	if (name_is(in, "s_mov_b32")) {
		write_reg(s, d, ka, a);
		inherit_lost(s, d, in);
		return;
	}
	if (name_is(in, "s_movk_i32")) {
		write_reg(s, d, true, (uint32_t)(int32_t)(int16_t)in->simm16);
		return;
	}
	if (name_is(in, "s_mov_b64")) {
		uint32_t hi = 0;
		bool khi = in->use[0].reg < NREG ? read_src(s, &in->use[0], 1, &hi) : ka;
		if (in->use[0].reg >= NREG && ka)
			hi = (in->use[0].reg >= 193 && in->use[0].reg <= 208) ? 0xffffffffu : 0;
		write_reg(s, d, ka, a);
		write_reg(s, d + 1, khi, hi);
		inherit_lost(s, d, in);
		inherit_lost(s, d + 1, in);
		return;
	}
	if (name_is(in, "s_load_dword")) {
		uint32_t lo = 0, hi = 0, soff = 0;
		bool known = read_src(s, &in->use[0], 0, &lo) && read_src(s, &in->use[0], 1, &hi);
		if (in->nuse > 1 && in->use[1].reg != AGC_REG_NULL) {
			if (!read_src(s, &in->use[1], 0, &soff)) {
				if (r->bound_inst < 0)
					r->why = "jump table index has no bound (no s_min_u32 before the load)";
				known = false;
			}
		}
		uint64_t addr = ((uint64_t)hi << 32 | lo) + (uint64_t)(int64_t)in->offset + soff;
		if (known && (addr > r->nbytes || r->nbytes - addr < 4 || (addr & 3))) {
			r->why = "the target is computed from memory the code does not own";
			known = false;
		}
		uint32_t v = 0;
		if (known) {
			memcpy(&v, r->code + addr, 4);
			r->load_inst = idx;
			r->load_val = v;
		}
		write_reg(s, d, known, v);
		return;
	}

	/* Two-operand arithmetic: the result is known when both inputs are
	 * (and SCC, for the carry forms). */
	bool both = ka && kb;
	uint64_t wide;
	uint32_t res = 0;
	bool scc_out = false, sets_scc = true, known = both;
	if (name_is(in, "s_add_u32")) {
		wide = (uint64_t)a + b;
		res = (uint32_t)wide;
		scc_out = wide >> 32;
	} else if (name_is(in, "s_addc_u32")) {
		known = both && s->scc_known;
		wide = (uint64_t)a + b + s->scc;
		res = (uint32_t)wide;
		scc_out = wide >> 32;
	} else if (name_is(in, "s_sub_u32")) {
		res = a - b;
		scc_out = b > a;
	} else if (name_is(in, "s_subb_u32")) {
		known = both && s->scc_known;
		res = a - b - s->scc;
		scc_out = (uint64_t)b + s->scc > a;
	} else if (name_is(in, "s_add_i32")) {
		res = a + b;
		scc_out = ((~(a ^ b) & (a ^ res)) >> 31) & 1;
	} else if (name_is(in, "s_sub_i32")) {
		res = a - b;
		scc_out = (((a ^ b) & (a ^ res)) >> 31) & 1;
	} else if (name_is(in, "s_lshl_b32")) {
		res = a << (b & 31);
		scc_out = res != 0;
	} else if (name_is(in, "s_lshr_b32")) {
		res = a >> (b & 31);
		scc_out = res != 0;
	} else if (name_is(in, "s_ashr_i32")) {
		res = (uint32_t)((int32_t)a >> (b & 31));
		scc_out = res != 0;
	} else if (name_is(in, "s_and_b32")) {
		res = a & b;
		scc_out = res != 0;
	} else if (name_is(in, "s_or_b32")) {
		res = a | b;
		scc_out = res != 0;
	} else if (name_is(in, "s_xor_b32")) {
		res = a ^ b;
		scc_out = res != 0;
	} else if (name_is(in, "s_min_u32")) {
		res = a < b ? a : b;
		scc_out = a < b;
	} else if (name_is(in, "s_mul_i32")) {
		res = a * b;
		sets_scc = false;
	} else if (name_is(in, "s_lshl1_add_u32") || name_is(in, "s_lshl2_add_u32") ||
		   name_is(in, "s_lshl3_add_u32") || name_is(in, "s_lshl4_add_u32")) {
		unsigned sh = (unsigned)(in->info->name[6] - '0');
		wide = ((uint64_t)a << sh) + b;
		res = (uint32_t)wide;
		scc_out = wide >> 32 != 0;
	} else {
		/* Anything else: what it writes becomes unknown. */
		forget_defs(s, in);
		if (in->enc == AGC_ENC_SOP1 || in->enc == AGC_ENC_SOP2 ||
		    in->enc == AGC_ENC_SOPC || in->enc == AGC_ENC_SOPK)
			s->scc_known = false;
		return;
	}
	write_reg(s, d, known, res);
	inherit_lost(s, d, in);
	if (sets_scc) {
		s->scc = scc_out;
		s->scc_known = known;
	}
}

static void
execute_run(struct run *r, struct agc_sgpr_state *s)
{
	if (r->entry)
		*s = *r->entry;
	else
		agc_cfg_state_unknown(s);
	for (uint32_t i = r->first; i < r->last; i++)
		step(r, s, i);
}

/* Execute the run; true when the pair named by `pair` is known at the end.
 * Otherwise *lost names a register of the pair that a callee may have
 * written (AGC_REG_NONE: none), with where in at/call. */
static bool
execute(struct run *r, const struct agc_operand *pair, uint64_t *target, uint16_t *lost,
	uint32_t *at, uint32_t *call)
{
	struct agc_sgpr_state s;
	uint32_t lo, hi;

	execute_run(r, &s);
	if (read_src(&s, pair, 0, &lo) && read_src(&s, pair, 1, &hi)) {
		*target = (uint64_t)hi << 32 | lo;
		return true;
	}
	*lost = AGC_REG_NONE;
	for (unsigned k = 0; k < 2 && pair->reg + k < NREG; k++) {
		unsigned reg = pair->reg + k;
		if (!s.known[reg] && s.lost_at[reg] != AGC_RESOLVE_NONE) {
			*lost = (uint16_t)reg;
			*at = s.lost_at[reg];
			*call = s.lost_call[reg];
			break;
		}
	}
	return false;
}

void
agc_cfg_run_state(const struct agc_inst *insts, uint32_t first, uint32_t last,
		  const uint8_t *code, size_t nbytes, const struct agc_sgpr_state *entry,
		  struct agc_sgpr_state *out)
{
	struct run r = {insts, first, last, code, nbytes, entry, -1, 0, -1, NULL, -1, 0};

	execute_run(&r, out);
}

int
agc_cfg_resolve(struct agc_arena *a, const struct agc_inst *insts, uint32_t first,
		uint32_t last, const uint8_t *code, size_t nbytes,
		const struct agc_sgpr_state *entry, uint32_t max_table, struct agc_resolved *res)
{
	const struct agc_inst *br = &insts[last];
	const struct agc_operand *pair = &br->use[0];
	struct run r = {insts, first, last, code, nbytes, entry, -1, 0, -1, NULL, -1, 0};
	uint64_t t;

	memset(res, 0, sizeof(*res));
	res->lost_reg = AGC_REG_NONE;
	if (br->nuse < 1 || pair->dwords != 2) {
		res->why = "no source register pair";
		return -1;
	}
	if (execute(&r, pair, &t, &res->lost_reg, &res->lost_at, &res->lost_call)) {
		res->kind = AGC_RESOLVED_DIRECT;
		res->ntargets = 1;
		res->targets = agc_alloc(a, sizeof(uint64_t));
		if (!res->targets)
			return -1;
		res->targets[0] = t;
		return 0;
	}
	if (r.bound_inst < 0) {
		res->why = r.why ? r.why
				 : "the target is not computed from constants in the same "
				   "straight-line code";
		return -1;
	}
	if (r.nbound > max_table) {
		res->why = "the jump table's bound is larger than the limit";
		return -1;
	}
	res->kind = AGC_RESOLVED_TABLE;
	res->ntargets = r.nbound;
	res->sel_inst = (uint32_t)r.bound_inst;
	res->sel_reg = insts[r.bound_inst].def[0].reg;
	res->targets = agc_alloc(a, sizeof(uint64_t) * r.nbound);
	res->load_vals = agc_alloc(a, sizeof(uint32_t) * r.nbound);
	res->load_inst = UINT32_MAX;
	if (!res->targets || !res->load_vals)
		return -1;
	for (uint32_t i = 0; i < r.nbound; i++) {
		r.force = i;
		r.why = NULL;
		r.load_inst = -1;
		uint16_t lost;
		uint32_t at, call;
		if (!execute(&r, pair, &res->targets[i], &lost, &at, &call)) {
			res->why = r.why ? r.why : "a jump table entry gives no known target";
			return -1;
		}
		/* the same load must read every entry */
		if (r.load_inst >= 0 && (i == 0 || res->load_inst == (uint32_t)r.load_inst))
			res->load_inst = (uint32_t)r.load_inst;
		else
			res->load_inst = UINT32_MAX - 1;
		res->load_vals[i] = r.load_val;
	}
	if (res->load_inst == UINT32_MAX - 1)
		res->load_inst = UINT32_MAX;
	return 0;
}
