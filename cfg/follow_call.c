/*
 * follow_call.c -- GraphBuilder, pass 1: a pair set up before a call may
 * serve a branch after it (LLVM calls the same function twice through one
 * s[4:5]), and agc_cfg_resolve_run resolves such a branch.  The run after
 * the call then
 * starts from what was known before the call, less every SGPR that an
 * instruction of the callee region (the callee and what it calls) may
 * write; the return address is known in the call's own pair:
 *
 *	0x10 s_getpc_b64 s[4:5]              s[4:5] = 0x14
 *	0x14 s_add_u32 s4, s4, 0x20          s[4:5] = 0x34
 *	0x1c s_addc_u32 s5, s5, 0
 *	0x24 s_swappc_b64 s[30:31], s[4:5]   callee 0x34, which writes only v0
 *	0x28 s_swappc_b64 s[30:31], s[4:5]   s[4:5] still 0x34: callee 0x34
 *
 * Had the callee written s4 (or s[4:7], or done s_movreld_b32), the
 * second call is refused with the pc of that write.  The code after the
 * first call must then be reached only by its return: pass 1 checks that
 * no branch enters any run so followed.
 */
#include <stdio.h>
#include <string.h>

#include "cfg/build_graph.h"

/* The call whose return point is pc (found[] index), or NO_INST. */
static uint32_t
call_returning_to(struct builder *b, uint32_t pc)
{
	if (pc < 4 || b->slot[pc / 4 - 1] >= CONT)
		return NO_INST;
	uint32_t c = b->slot[pc / 4 - 1];
	const struct agc_inst *in = &b->found[c];
	if (in->flow != AGC_FLOW_CALL || in->pc + in->size != pc || !b->res[in->pc / 4])
		return NO_INST;
	return c;
}

static bool
walk_add(struct builder *b, uint32_t *n, uint64_t pc)
{
	if (pc >= b->nbytes || b->seen[pc / 4] == b->seen_gen)
		return true;
	b->seen[pc / 4] = b->seen_gen;
	if (*n == b->capwalk) {
		uint32_t cap = b->capwalk ? b->capwalk * 2 : 64;
		b->walk = agc_realloc(b->a, b->walk, b->capwalk * 4, cap * 4);
		if (!b->walk)
			return false;
		b->capwalk = cap;
	}
	b->walk[(*n)++] = (uint32_t)pc;
	return true;
}

/* SGPRs an instruction writes that are not among its printed definitions:
 * EXEC for v_cmpx_* and s_*_saveexec_* / s_*_wrexec_*; every SGPR for
 * s_movreld_* (the register is M0 + the operand). */
static void
implicit_writes(const struct agc_inst *in, uint32_t *first, uint32_t pc)
{
	const char *n = in->info ? in->info->name : "";
	unsigned lo = 0, hi = 0;

	if (!strncmp(n, "s_movreld_", 10)) {
		lo = 0;
		hi = AGC_RESOLVE_NREG;
	} else if (strstr(n, "cmpx") || strstr(n, "saveexec") || strstr(n, "wrexec")) {
		lo = AGC_REG_EXEC_LO;
		hi = AGC_REG_EXEC_HI + 1;
	}
	for (unsigned r = lo; r < hi; r++)
		if (pc < first[r])
			first[r] = pc;
}

/* For every SGPR, the lowest pc in the region of the callee of found[call]
 * (what its entry reaches, calls inside it and their return points
 * included, up to its returns) of an instruction that may write it, or
 * AGC_RESOLVE_NONE.  Pass 1 has decoded the whole region before the code
 * after the call (the call queues its return point first).
 *
 *	f:  v_add_nc_u32 v0, 1, v0
 *	    s_mov_b64 s[4:5], 0       first[4] = first[5] = pc of s_mov_b64
 *	    s_setpc_b64 s[30:31]      the return ends the walk
 */
static int
callee_writes(struct builder *b, uint32_t call, uint32_t *first)
{
	const struct agc_inst *cin = &b->found[call];
	uint32_t n = 0;

	for (unsigned r = 0; r < AGC_RESOLVE_NREG; r++)
		first[r] = AGC_RESOLVE_NONE;
	b->seen_gen++;
	if (!walk_add(b, &n, b->res[cin->pc / 4]->targets[0]))
		return agc_cfg_oom(b);
	while (n) {
		uint32_t pc = b->walk[--n];
		uint32_t s = b->slot[pc / 4];
		if (s >= CONT)
			return agc_cfg_fail_inst(
				b, cin, AGC_DIAG_UNSUPPORTED,
				"cannot follow registers across this call: its callee reaches "
				"offset 0x%llx, which is not decoded before the code after the "
				"call (a branch back into the caller?)",
				(unsigned long long)(pc + b->addr0));
		const struct agc_inst *in = &b->found[s];
		for (unsigned i = 0; i < in->ndef; i++)
			for (unsigned k = 0; k < in->def[i].dwords; k++) {
				unsigned r = in->def[i].reg + k;
				if (r < AGC_RESOLVE_NREG && r != AGC_REG_NULL && pc < first[r])
					first[r] = pc;
			}
		implicit_writes(in, first, pc);
		const struct agc_resolved *res = b->res[pc / 4];
		uint64_t next = (uint64_t)pc + in->size;
		bool ok = true;
		switch ((enum agc_flow)in->flow) {
		case AGC_FLOW_NONE:
			ok = walk_add(b, &n, next);
			break;
		case AGC_FLOW_END:
			break;
		case AGC_FLOW_BRANCH:
			ok = walk_add(b, &n, (uint64_t)in->target);
			break;
		case AGC_FLOW_CBRANCH:
			ok = walk_add(b, &n, (uint64_t)in->target) && walk_add(b, &n, next);
			break;
		case AGC_FLOW_CALL:
		case AGC_FLOW_INDIRECT:
			/* a call: its callee's region is ours too; an unresolved
			 * s_setpc_b64: a return (pass 2 refuses it otherwise) */
			if (in->flow == AGC_FLOW_CALL)
				ok = walk_add(b, &n, next);
			for (uint32_t t = 0; res && t < res->ntargets; t++)
				ok = ok && walk_add(b, &n, res->targets[t]);
			break;
		}
		if (!ok)
			return agc_cfg_oom(b);
	}
	return 0;
}

/* The state at the return point of found[call]: the state before it, its
 * pair holding the return address, less what its callee may write. */
static int
after_call(struct builder *b, uint32_t call, const struct agc_sgpr_state *entry,
	   struct agc_sgpr_state *s)
{
	const struct agc_inst *in = &b->found[call];
	uint64_t ret = (uint64_t)in->pc + in->size;
	uint64_t entry_pc = b->res[in->pc / 4]->targets[0];
	uint32_t *first = b->callee_writes[entry_pc / 4];

	agc_cfg_run_state(b->found, b->call_run[in->pc / 4], call, b->code, b->nbytes, entry, s);
	for (unsigned k = 0; k < 2 && in->ndef && in->def[0].reg + k < AGC_RESOLVE_NREG; k++) {
		unsigned r = in->def[0].reg + k;
		s->known[r] = true;
		s->val[r] = (uint32_t)(ret >> (32 * k));
		s->lost_at[r] = s->lost_call[r] = AGC_RESOLVE_NONE;
	}
	if (!first) {
		/* the same for every call of this callee */
		first = agc_alloc_uninit(b->a, sizeof(uint32_t) * AGC_RESOLVE_NREG); /* written whole */
		if (!first)
			return agc_cfg_oom(b);
		if (callee_writes(b, call, first) < 0)
			return -1;
		b->callee_writes[entry_pc / 4] = first;
	}
	for (unsigned r = 0; r < AGC_RESOLVE_NREG; r++) {
		if (first[r] == AGC_RESOLVE_NONE)
			continue;
		s->known[r] = false;
		s->lost_at[r] = first[r];
		s->lost_call[r] = in->pc;
	}
	s->scc_known = false;
	return 0;
}

/* The state at pc, the start of a run, when a call returns there (else
 * *out = NULL).  Each call's state is worked out once; a chain of calls
 * (f(); g(); h(); through one pair) is walked back to its first call and
 * then forward, without recursion. */
static int
state_at(struct builder *b, uint32_t pc, const struct agc_sgpr_state **out)
{
	uint32_t call = call_returning_to(b, pc), n = 0;

	*out = NULL;
	if (call == NO_INST)
		return 0;
	/* back to the first call of the chain not worked out yet */
	for (uint32_t c = call; c != NO_INST && !b->ret_state[b->found[c].pc / 4];
	     c = call_returning_to(b, b->found[b->call_run[b->found[c].pc / 4]].pc)) {
		if (n == b->capchain) {
			uint32_t cap = b->capchain ? b->capchain * 2 : 16;
			b->chain = agc_realloc(b->a, b->chain, b->capchain * 4, cap * 4);
			if (!b->chain)
				return agc_cfg_oom(b);
			b->capchain = cap;
		}
		b->chain[n++] = c;
	}
	while (n--) {
		uint32_t c = b->chain[n];
		uint32_t start = b->found[b->call_run[b->found[c].pc / 4]].pc;
		uint32_t before = call_returning_to(b, start);
		const struct agc_sgpr_state *entry =
			before == NO_INST ? NULL : b->ret_state[b->found[before].pc / 4];
		struct agc_sgpr_state *s = agc_alloc_uninit(b->a, sizeof(*s)); /* written whole */
		if (!s)
			return agc_cfg_oom(b);
		if (after_call(b, c, entry, s) < 0)
			return -1;
		b->ret_state[b->found[c].pc / 4] = s;
	}
	*out = b->ret_state[b->found[call].pc / 4];
	return 0;
}

static const char *
reg_name(unsigned r, char *buf, size_t n)
{
	static const char *const special[] = {"vcc_lo", "vcc_hi"};
	if (r < AGC_REG_VCC_LO)
		snprintf(buf, n, "s%u", r);
	else if (r <= AGC_REG_VCC_HI)
		snprintf(buf, n, "%s", special[r - AGC_REG_VCC_LO]);
	else if (r < AGC_REG_M0)
		snprintf(buf, n, "ttmp%u", r - AGC_REG_TTMP0);
	else if (r == AGC_REG_M0)
		snprintf(buf, n, "m0");
	else if (r == AGC_REG_NULL)
		snprintf(buf, n, "null");
	else
		snprintf(buf, n, "%s", r == AGC_REG_EXEC_LO ? "exec_lo" : "exec_hi");
	return buf;
}

/* Why a pair followed across a call is not known: the callee's write.
 *	"s4 may be written at offset 0x8 (s_mov_b32 s4, 0), in the callee
 *	 of the call at offset 0x20" */
static const char *
lost_why(struct builder *b, const struct agc_resolved *r)
{
	char name[16], inst[128] = "";
	uint32_t s = b->slot[r->lost_at / 4];
	size_t n = 240;
	char *msg = agc_alloc_uninit(b->a, n); /* snprintf writes it */

	if (!msg)
		return "the target's registers may be written by a callee";
	if (s < CONT)
		agc_inst_print(&b->found[s], b->o->wave64, inst, sizeof(inst));
	snprintf(msg, n,
		 "%s may be written at offset 0x%llx (%s), in the callee of the call at "
		 "offset 0x%llx",
		 reg_name(r->lost_reg, name, sizeof(name)),
		 (unsigned long long)(r->lost_at + b->addr0), inst,
		 (unsigned long long)(r->lost_call + b->addr0));
	return msg;
}

/* Resolve the indirect branch found[idx], executing the straight-line
 * run that begins at found[run_first]; failing that, from the state after
 * the call that returns to the run's start. */
int
agc_cfg_resolve_run(struct builder *b, uint32_t run_first, uint32_t idx, struct agc_resolved *r)
{
	const struct agc_sgpr_state *entry;

	if (agc_cfg_resolve(b->a, b->found, run_first, idx, b->code, b->nbytes, NULL, 4096, r) == 0)
		return 0;
	if (state_at(b, b->found[run_first].pc, &entry) < 0)
		return -2; /* b->d says why */
	if (!entry)
		return -1;
	if (agc_cfg_resolve(b->a, b->found, run_first, idx, b->code, b->nbytes, entry, 4096, r) < 0) {
		if (r->lost_reg != AGC_REG_NONE)
			r->why = lost_why(b, r);
		return -1;
	}
	if (b->nchained + 2 > b->capchained) {
		uint32_t cap = b->capchained ? b->capchained * 2 : 16;
		b->chained = agc_realloc(b->a, b->chained, b->capchained * 4, cap * 4);
		if (!b->chained) {
			agc_cfg_oom(b);
			return -2;
		}
		b->capchained = cap;
	}
	b->chained[b->nchained++] = run_first;
	b->chained[b->nchained++] = idx;
	return 0;
}

/* The first instruction other code enters on the runs from found[first ..
 * last] back to the first call of their chain (a run's start counts when
 * a call returns there), or NO_INST.  Runs found clean are marked in
 * seen[], so that chains sharing them walk each once. */
static uint32_t
chain_entered(struct builder *b, uint32_t first, uint32_t last)
{
	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t f = first, l = last;;) {
			uint32_t call = call_returning_to(b, b->found[f].pc);
			if (b->seen[b->found[f].pc / 4] == b->seen_gen)
				break;
			if (pass == 1) {
				b->seen[b->found[f].pc / 4] = b->seen_gen;
			} else {
				for (uint32_t k = f; k <= l; k++)
					if (b->entered[b->found[k].pc / 4] && (k > f || call != NO_INST))
						return k;
			}
			if (call == NO_INST)
				break;
			l = call;
			f = b->call_run[b->found[call].pc / 4];
		}
	}
	return NO_INST;
}

/* Once pass 1 is done, every run a pair was followed through must be
 * entered only at its start, and a run that starts at a return point only
 * from its call.  A call resolved so is refused otherwise; an s_setpc_b64
 * goes back to what it was without the call (a return, for pass 2). */
int
agc_cfg_check_chained(struct builder *b)
{
	b->seen_gen++;
	for (uint32_t i = 0; i < b->nchained; i += 2) {
		const struct agc_inst *br = &b->found[b->chained[i + 1]];
		uint32_t k = chain_entered(b, b->chained[i], b->chained[i + 1]);
		if (k == NO_INST)
			continue;
		unsigned long long at = b->found[k].pc + b->addr0;
		if (br->flow == AGC_FLOW_CALL)
			return agc_cfg_fail_inst(b, br, AGC_DIAG_UNSUPPORTED,
						 "cannot determine the callee: the target is known "
						 "only from before a call, but offset 0x%llx on the "
						 "way is also reached from elsewhere",
						 at);
		char *why = agc_alloc_uninit(b->a, 160); /* snprintf writes it */
		if (!why)
			return agc_cfg_oom(b);
		snprintf(why, 160,
			 "the target is known only from before a call, but offset 0x%llx on "
			 "the way is also reached from elsewhere",
			 at);
		b->res[br->pc / 4] = NULL;
		b->unresolved[br->pc / 4] = why;
	}
	return 0;
}
