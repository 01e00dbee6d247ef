/*
 * build_graph.c -- GraphBuilder: basic blocks from the code reachable from
 * the entry, with calls inlined as call regions.
 *
 *	0x00 s_cmp_eq_u32 s0, 0           block 0 [0x00, 0x04] -> 1, 2
 *	0x04 s_cbranch_scc1 2             block 1 [0x08, 0x08] -> 2
 *	0x08 s_mov_b32 s1, 1              block 2 [0x0c, 0x0c]    (end)
 *	0x0c s_endpgm
 *
 * Pass 1 decodes every instruction reachable from the entry (following
 * branches, resolved long branches, jump tables and calls) and marks the
 * leaders.  Pass 2 cuts the instructions into blocks at the leaders and
 * links them, once per call context: a callee's blocks are copied for each
 * call site, so that its return (the s_setpc_b64 of the pair the call
 * wrote) has one known successor.  Nothing is guessed: a target that
 * cannot be determined is an error naming the instruction.  A branch
 * whose pair was set up before a call is resolved by follow_call.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cfg/build_graph.h"

static int
fail_instv(struct builder *b, const struct agc_inst *in, enum agc_diag_class cls,
	   const char *fmt, va_list ap)
{
	char msg[256];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	agc_fail(b->d, AGC_STAGE_CFG, cls, in->pc, "%s", msg);
	agc_diag_inst(b->d, in, b->o->wave64);
	return -1;
}

static int AGC_PRINTF(4, 5)
fail_inst(struct builder *b, const struct agc_inst *in, enum agc_diag_class cls,
	  const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fail_instv(b, in, cls, fmt, ap);
	va_end(ap);
	return -1;
}

int
agc_cfg_fail_inst(struct builder *b, const struct agc_inst *in, enum agc_diag_class cls,
		  const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fail_instv(b, in, cls, fmt, ap);
	va_end(ap);
	return -1;
}

static int
oom(struct builder *b)
{
	return agc_fail_oom(b->d, AGC_STAGE_CFG, AGC_DIAG_NO_OFFSET,
			"out of memory, or over the memory limit (--max-memory), while building the graph");
}

int
agc_cfg_oom(struct builder *b)
{
	return oom(b);
}

/* Queue pc for pass 1; `entry` says it is entered from other code (every
 * target but a call's return point). */
static int
push_at(struct builder *b, const struct agc_inst *from, uint64_t pc, bool entry)
{
	if (pc >= b->nbytes || (pc & 3))
		return fail_inst(b, from, AGC_DIAG_MALFORMED,
				 "branch target 0x%llx lies outside the code (0x%zx bytes)",
				 (unsigned long long)(pc + b->addr0), b->nbytes);
	b->leader[pc / 4] = 1;
	if (entry)
		b->entered[pc / 4] = 1;
	if (b->nstack == b->capstack) {
		uint32_t cap = b->capstack ? b->capstack * 2 : 64;
		b->stack = agc_realloc(b->a, b->stack, b->capstack * 4, cap * 4);
		if (!b->stack)
			return oom(b);
		b->capstack = cap;
	}
	b->stack[b->nstack++] = (uint32_t)pc;
	return 0;
}

static int
push(struct builder *b, const struct agc_inst *from, uint64_t pc)
{
	return push_at(b, from, pc, true);
}

static int
is_named(const struct agc_inst *in, const char *name)
{
	return in->info && !strcmp(in->info->name, name);
}

/* Pass 1: decode a straight run from pc until it ends or joins known code. */
static int
explore(struct builder *b, uint32_t pc)
{
	uint32_t run_first = b->nfound, start = pc;
	uint32_t limit = b->o->max_insts ? b->o->max_insts : 1000000;

	for (;;) {
		if (pc >= b->nbytes) {
			const struct agc_inst *last = &b->found[b->nfound - 1];
			return fail_inst(b, last, AGC_DIAG_MALFORMED,
					 "execution falls through past the end of the code");
		}
		uint32_t s = b->slot[pc / 4];
		if (s == CONT) {
			agc_fail(b->d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, pc,
				 "a branch or fall-through reaches the middle of an instruction");
			return -1;
		}
		if (s != NO_INST) {
			if (pc != start)
				b->entered[pc / 4] = 1; /* fall-through into known code */
			return 0;
		}
		if (b->nfound == limit)
			return agc_fail(b->d, AGC_STAGE_CFG, AGC_DIAG_LIMIT, pc,
					"more than %u reachable instructions (the limit; see --max-insts)",
					limit);
		if (b->nfound == b->capfound) {
			uint32_t cap = b->capfound ? b->capfound * 2 : 256;
			/* each entry is written whole by the decoder */
			b->found = agc_grow(b->a, b->found, sizeof(*b->found) * b->capfound,
					    sizeof(*b->found) * cap);
			if (!b->found)
				return oom(b);
			b->capfound = cap;
		}
		struct agc_inst *in = &b->found[b->nfound];
		if (agc_decode_one(b->code, b->nbytes, pc, b->o->wave64, in, b->d) < 0)
			return -1;
		for (uint32_t k = 1; k < in->size / 4; k++) {
			if (b->slot[pc / 4 + k] != NO_INST || b->leader[pc / 4 + k])
				return fail_inst(b, in, AGC_DIAG_MALFORMED,
						 "a branch or another instruction reaches the middle "
						 "of an instruction (%u bytes into it)", 4 * k);
			b->slot[pc / 4 + k] = CONT;
		}
		b->slot[pc / 4] = b->nfound++;
		uint32_t next = pc + in->size;

		switch ((enum agc_flow)in->flow) {
		case AGC_FLOW_NONE:
			pc = next;
			continue;
		case AGC_FLOW_END:
			return 0;
		case AGC_FLOW_BRANCH:
			return push(b, in, (uint64_t)in->target);
		case AGC_FLOW_CBRANCH:
			if (push(b, in, (uint64_t)in->target) < 0)
				return -1;
			return push(b, in, next);
		case AGC_FLOW_INDIRECT:
		case AGC_FLOW_CALL: {
			in = &b->found[b->nfound - 1];
			bool call = in->flow == AGC_FLOW_CALL;
			if (is_named(in, "s_rfe_b64"))
				return fail_inst(b, in, AGC_DIAG_UNSUPPORTED,
						 "s_rfe_b64 (return from a trap handler) is not supported");
			if (is_named(in, "s_call_b64"))
				return fail_inst(b, in, AGC_DIAG_UNSUPPORTED,
						 "s_call_b64 is not supported yet");
			struct agc_resolved r;
			int ok = agc_cfg_resolve_run(b, run_first, b->nfound - 1, &r);
			if (ok == -2)
				return -1;
			if (ok < 0 && call && b->fetch_entry != UINT32_MAX) {
				r.kind = AGC_RESOLVED_DIRECT;
				r.ntargets = 1;
				r.targets = agc_alloc(b->a, sizeof(uint64_t));
				if (!r.targets)
					return oom(b);
				r.targets[0] = b->fetch_entry;
				ok = 0;
			}
			if (ok < 0) {
				/* A return is paired with its call in pass 2. */
				if (!call) {
					b->unresolved[pc / 4] = r.why;
					return 0;
				}
				return fail_inst(b, in, AGC_DIAG_UNSUPPORTED,
						 "cannot determine the callee: %s", r.why);
			}
			struct agc_resolved *keep = agc_alloc(b->a, sizeof(r));
			if (!keep)
				return oom(b);
			*keep = r;
			b->res[pc / 4] = keep;
			/* The return point first: the callee, queued last, is
			 * decoded whole before the code after the call. */
			if (call) {
				b->call_run[pc / 4] = run_first;
				if (push_at(b, in, next, false) < 0)
					return -1;
			}
			for (uint32_t i = 0; i < r.ntargets; i++)
				if (push(b, in, r.targets[i]) < 0)
					return -1;
			return 0;
		}
		}
		agc_unreachable();
	}
}

/* ---- pass 2 ---- */

static uint32_t
ctx_intern(struct builder *b, uint32_t parent, uint32_t call_inst)
{
	for (uint32_t i = 1; i < b->nctx; i++)
		if (b->ctx_parent[i] == parent && b->ctx_call[i] == call_inst)
			return i;
	if (b->nctx == b->capctx) {
		uint32_t cap = b->capctx * 2;
		b->ctx_parent = agc_realloc(b->a, b->ctx_parent, b->capctx * 4, cap * 4);
		b->ctx_call = agc_realloc(b->a, b->ctx_call, b->capctx * 4, cap * 4);
		b->ctx_depth = agc_realloc(b->a, b->ctx_depth, b->capctx * 4, cap * 4);
		if (!b->ctx_parent || !b->ctx_call || !b->ctx_depth)
			return UINT32_MAX;
		b->capctx = cap;
	}
	b->ctx_parent[b->nctx] = parent;
	b->ctx_call[b->nctx] = call_inst;
	b->ctx_depth[b->nctx] = b->ctx_depth[parent] + 1;
	return b->nctx++;
}

static uint64_t
hash_key(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdull;
	k ^= k >> 33;
	return k;
}

/* The block starting at instruction index `inst` in context ctx, made on
 * first use.  Returns UINT32_MAX on exhaustion. */
static uint32_t
block_for(struct builder *b, uint32_t inst, uint32_t ctx)
{
	uint64_t key = ((uint64_t)ctx << 32 | inst) + 1;
	struct agc_shader_cfg *out = b->out;

	if (out->g.nblocks * 2 >= b->keycap) {
		uint32_t cap = b->keycap ? b->keycap * 2 : 1024;
		uint64_t *nk = agc_alloc(b->a, sizeof(uint64_t) * cap);
		uint32_t *nb = agc_alloc_uninit(b->a, sizeof(uint32_t) * cap); /* read where key[] is set */
		if (!nk || !nb)
			return UINT32_MAX;
		for (uint32_t i = 0; i < b->keycap; i++) {
			if (!b->key[i])
				continue;
			uint32_t h = hash_key(b->key[i]) & (cap - 1);
			while (nk[h])
				h = (h + 1) & (cap - 1);
			nk[h] = b->key[i];
			nb[h] = b->keyblock[i];
		}
		b->key = nk;
		b->keyblock = nb;
		b->keycap = cap;
	}
	uint32_t h = hash_key(key) & (b->keycap - 1);
	while (b->key[h]) {
		if (b->key[h] == key)
			return b->keyblock[h];
		h = (h + 1) & (b->keycap - 1);
	}
	uint32_t limit = b->o->max_blocks ? b->o->max_blocks : 200000;
	if (out->g.nblocks >= limit)
		return UINT32_MAX - 1;
	if (out->g.nblocks == b->capblocks) {
		uint32_t cap = b->capblocks ? b->capblocks * 2 : 64;
		out->g.blocks = agc_realloc(b->a, out->g.blocks, sizeof(*out->g.blocks) * b->capblocks,
					    sizeof(*out->g.blocks) * cap);
		out->bb = agc_realloc(b->a, out->bb, sizeof(*out->bb) * b->capblocks,
				      sizeof(*out->bb) * cap);
		if (!out->g.blocks || !out->bb)
			return UINT32_MAX;
		b->capblocks = cap;
	}
	uint32_t id = out->g.nblocks++;
	b->key[h] = key;
	b->keyblock[h] = id;
	out->bb[id].first = inst;
	out->bb[id].ctx = ctx;
	return id;
}

static int
set_succ(struct builder *b, uint32_t blk, uint32_t n)
{
	struct agc_block *gb = &b->out->g.blocks[blk];
	gb->nsucc = n;
	gb->succ = agc_alloc(b->a, sizeof(uint32_t) * (n ? n : 1));
	return gb->succ ? 0 : oom(b);
}

static int
link_to(struct builder *b, uint32_t blk, uint32_t i, uint64_t pc, uint32_t ctx)
{
	uint32_t inst = b->slot[pc / 4];
	uint32_t to = block_for(b, inst, ctx);
	if (to == UINT32_MAX - 1) {
		uint32_t limit = b->o->max_blocks ? b->o->max_blocks : 200000;
		return agc_fail(b->d, AGC_STAGE_CFG, AGC_DIAG_LIMIT, pc,
				"more than %u blocks (the limit; see --max-blocks)", limit);
	}
	if (to == UINT32_MAX)
		return oom(b);
	b->out->g.blocks[blk].succ[i] = to;
	return 0;
}

/* Cut block blk at the next leader or flow instruction, and link it. */
static int
finish_block(struct builder *b, uint32_t blk)
{
	struct agc_shader_cfg *out = b->out;
	struct agc_bb *bb = &out->bb[blk];
	const struct agc_inst *insts = out->insts;
	uint32_t i = bb->first, ctx = bb->ctx;

	for (;;) {
		const struct agc_inst *in = &insts[i];
		uint32_t next = in->pc + in->size;
		if (in->flow != AGC_FLOW_NONE)
			break;
		if (next >= b->nbytes || b->leader[next / 4] || b->slot[next / 4] >= CONT)
			break;
		i++;
	}
	const struct agc_inst *in = &insts[i];
	uint32_t next = in->pc + in->size;
	bb->count = i - bb->first + 1;
	out->g.blocks[blk].first_pc = insts[bb->first].pc;
	out->g.blocks[blk].last_pc = in->pc;
	out->g.blocks[blk].user = blk;

	const struct agc_resolved *r = b->res[in->pc / 4];
	switch ((enum agc_flow)in->flow) {
	case AGC_FLOW_NONE:
		bb->exit = AGC_EXIT_FALL;
		if (set_succ(b, blk, 1) < 0)
			return -1;
		return link_to(b, blk, 0, next, ctx);
	case AGC_FLOW_END:
		bb->exit = AGC_EXIT_END;
		return set_succ(b, blk, 0);
	case AGC_FLOW_BRANCH:
		bb->exit = AGC_EXIT_BRANCH;
		if (set_succ(b, blk, 1) < 0)
			return -1;
		return link_to(b, blk, 0, (uint64_t)in->target, ctx);
	case AGC_FLOW_CBRANCH:
		bb->exit = AGC_EXIT_CBRANCH;
		if (set_succ(b, blk, 2) < 0 || link_to(b, blk, 0, next, ctx) < 0)
			return -1;
		return link_to(b, blk, 1, (uint64_t)in->target, ctx);
	case AGC_FLOW_CALL: {
		uint32_t depth_limit = b->o->max_call_depth ? b->o->max_call_depth : 16;
		if (b->ctx_depth[ctx] >= depth_limit) {
			return fail_inst(b, in, AGC_DIAG_LIMIT,
					 "calls nest deeper than the limit of %u (recursion?); "
					 "see --max-call-depth", depth_limit);
		}
		uint32_t callee = ctx_intern(b, ctx, i);
		if (callee == UINT32_MAX)
			return oom(b);
		bb->exit = AGC_EXIT_CALL;
		if (set_succ(b, blk, 1) < 0)
			return -1;
		return link_to(b, blk, 0, r->targets[0], callee);
	}
	case AGC_FLOW_INDIRECT:
		if (r && r->kind == AGC_RESOLVED_DIRECT) {
			bb->exit = AGC_EXIT_BRANCH;
			out->nlong_branches++;
			if (set_succ(b, blk, 1) < 0)
				return -1;
			return link_to(b, blk, 0, r->targets[0], ctx);
		}
		if (r) {
			/* The run that resolved the table must lie in this block. */
			uint32_t sel = b->slot[b->found[r->sel_inst].pc / 4];
			if (sel < bb->first || sel > i)
				return fail_inst(b, in, AGC_DIAG_UNSUPPORTED,
						 "the jump table's bound (s_min_u32) lies in another "
						 "block");
			bb->exit = AGC_EXIT_SWITCH;
			bb->sel_inst = sel;
			bb->sel_reg = r->sel_reg;
			bb->table_load = UINT32_MAX;
			if (r->load_inst >= bb->first && r->load_inst <= i) {
				bb->table_load = r->load_inst;
				bb->table_vals = r->load_vals;
			}
			out->njump_tables++;
			if (set_succ(b, blk, r->ntargets) < 0)
				return -1;
			for (uint32_t t = 0; t < r->ntargets; t++)
				if (link_to(b, blk, t, r->targets[t], ctx) < 0)
					return -1;
			return 0;
		}
		/* s_setpc_b64 of the pair its caller's s_swappc_b64 wrote: the return. */
		if (ctx != 0) {
			const struct agc_inst *call = &insts[b->ctx_call[ctx]];
			if (call->def[0].reg == in->use[0].reg) {
				bb->exit = AGC_EXIT_RETURN;
				if (set_succ(b, blk, 1) < 0)
					return -1;
				return link_to(b, blk, 0, call->pc + call->size, b->ctx_parent[ctx]);
			}
		}
		if (b->unresolved[in->pc / 4])
			return fail_inst(b, in, AGC_DIAG_UNSUPPORTED,
					 "cannot determine the branch target: %s",
					 b->unresolved[in->pc / 4]);
		{
			struct agc_resolved why;
			uint32_t run = bb->first;
			/* Explain with the run of this block. */
			const char *reason = "the target is not computed from constants";
			struct agc_arena tmp = {0};
			if (agc_cfg_resolve(&tmp, insts, run, i, b->code, b->nbytes, NULL, 4096,
					    &why) < 0 &&
			    why.why)
				reason = why.why;
			int rc = fail_inst(b, in, AGC_DIAG_UNSUPPORTED,
					   "cannot determine the branch target: %s", reason);
			agc_arena_free(&tmp);
			return rc;
		}
	}
	agc_unreachable();
	return -1;
}

int
agc_cfg_build(struct agc_arena *a, const struct agc_code *code,
	      const struct agc_cfg_opts *o, struct agc_shader_cfg *out,
	      struct agc_diag *d)
{
	struct builder b;
	uint8_t *joined = NULL;

	memset(&b, 0, sizeof(b));
	memset(out, 0, sizeof(*out));
	b.a = a;
	b.o = o;
	b.d = d;
	b.code = code->bytes;
	b.nbytes = code->nbytes & ~(size_t)3;
	uint32_t entry = code->entry;
	b.addr0 = agc_code_address(code, 0);
	if (code->section && code->nsection >= code->nbytes) {
		/* Work on the whole code section, so that calls reach functions
		 * beside this one; offsets are then section offsets. */
		b.code = code->section;
		b.nbytes = code->nsection & ~(size_t)3;
		entry = (uint32_t)(code->section_offset + code->entry);
	}
	b.fetch_entry = UINT32_MAX;
	b.out = out;
	if (o->fetch && o->fetch_len) {
		/* The fetch shader follows the code, 256-byte aligned. */
		size_t at = (b.nbytes + 255) & ~(size_t)255;
		joined = agc_alloc(a, at + o->fetch_len);
		if (!joined)
			return oom(&b);
		memcpy(joined, code->bytes, b.nbytes);
		memcpy(joined + at, o->fetch, o->fetch_len);
		b.code = joined;
		b.fetch_entry = (uint32_t)at;
		b.nbytes = (at + o->fetch_len) & ~(size_t)3;
	}
	if (entry >= b.nbytes || (entry & 3))
		return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, entry,
				"the entry lies outside the code or is not dword aligned");
	b.ndwords = b.nbytes / 4;
	b.slot = agc_alloc_uninit(a, b.ndwords * sizeof(uint32_t)); /* all set below */
	b.leader = agc_alloc(a, b.ndwords);
	b.res = agc_alloc(a, b.ndwords * sizeof(*b.res));
	b.entered = agc_alloc(a, b.ndwords);
	b.call_run = agc_alloc(a, b.ndwords * sizeof(uint32_t));
	b.ret_state = agc_alloc(a, b.ndwords * sizeof(*b.ret_state));
	b.callee_writes = agc_alloc(a, b.ndwords * sizeof(*b.callee_writes));
	b.unresolved = agc_alloc(a, b.ndwords * sizeof(*b.unresolved));
	b.seen = agc_alloc(a, b.ndwords * sizeof(uint32_t));
	if (!b.slot || !b.leader || !b.res || !b.entered || !b.call_run || !b.ret_state ||
	    !b.callee_writes || !b.unresolved || !b.seen)
		return oom(&b);
	memset(b.slot, 0xff, b.ndwords * sizeof(uint32_t));

	/* Pass 1. */
	b.leader[entry / 4] = 1;
	if (push(&b, &(struct agc_inst){0}, entry) < 0)
		return -1;
	while (b.nstack) {
		uint32_t pc = b.stack[--b.nstack];
		if (explore(&b, pc) < 0)
			return -1;
	}
	if (agc_cfg_check_chained(&b) < 0)
		return -1;

	/* Instructions in pc order; slots renumbered to match, the
	 * resolutions' instruction indices too.  Each found instruction has
	 * one slot, so both arrays are written whole here. */
	out->insts = agc_alloc_uninit(a, sizeof(*out->insts) * (b.nfound ? b.nfound : 1));
	uint32_t *renum = agc_alloc_uninit(a, sizeof(uint32_t) * (b.nfound ? b.nfound : 1));
	if (!out->insts || !renum)
		return oom(&b);
	for (size_t w = 0; w < b.ndwords; w++) {
		uint32_t s = b.slot[w];
		if (s >= CONT)
			continue;
		renum[s] = out->ninsts;
		out->insts[out->ninsts] = b.found[s];
		b.slot[w] = out->ninsts++;
	}
	for (size_t w = 0; w < b.ndwords; w++)
		if (b.res[w] && b.res[w]->kind == AGC_RESOLVED_TABLE) {
			b.res[w]->sel_inst = renum[b.res[w]->sel_inst];
			if (b.res[w]->load_inst < UINT32_MAX)
				b.res[w]->load_inst = renum[b.res[w]->load_inst];
		}
	/* finish_block uses found[] only through sel_inst: point it at the sorted copy. */
	b.found = out->insts;

	/* Pass 2: blocks per call context, in discovery order. */
	b.capctx = 8;
	b.ctx_parent = agc_alloc(a, 8 * 4);
	b.ctx_call = agc_alloc(a, 8 * 4);
	b.ctx_depth = agc_alloc(a, 8 * 4);
	if (!b.ctx_parent || !b.ctx_call || !b.ctx_depth)
		return oom(&b);
	b.nctx = 1;
	uint32_t first = block_for(&b, b.slot[entry / 4], 0);
	if (first >= UINT32_MAX - 1)
		return oom(&b);
	for (uint32_t blk = 0; blk < out->g.nblocks; blk++)
		if (finish_block(&b, blk) < 0)
			return -1;
	out->ncontexts = b.nctx;
	out->image = b.code;
	out->nimage = b.nbytes;
	return 0;
}
