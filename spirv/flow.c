/*
 * flow.c -- emit a structured graph (cfg/cfg.h) as a SPIR-V function body.
 *
 *   sblock  HEADER loop, merge 5, continue 4, -> 2
 *   becomes %L1 = OpLabel
 *                 OpLoopMerge %L5 %L4 None
 *                 OpBranch %L2
 *
 * The client's callbacks give each original block's body and its branch
 * selector; the route and hub variables are Function-storage uints made
 * here.  Every decision about structure was taken by the structurizer;
 * this file only writes it down.
 *
 * A body may itself split its block (a structured if guarding a memory
 * access, agc_spv_flow_return_if): code after the split lands in a new
 * block.  A selection header's merge instruction then goes into the last
 * piece, which is right.  A loop header's must stay in the first piece,
 * the one the back edge targets, so an original block that heads a loop
 * and whose body split gets its header piece back in front:
 *
 *   %L7 = OpLabel                        %L7 = OpLabel
 *         <body, split at %P>                  OpLoopMerge %M %C None
 *         OpLoopMerge %M %C None    ->         OpBranch %B
 *         OpBranchConditional ...        %B  = OpLabel
 *                                              <body, split at %P>
 *                                              OpBranchConditional ...
 *
 * (the structurizer makes such a block's branch legal without a selection
 * merge: one target is a merge block or continue target).
 */
#include <string.h>

#include "spirv/spv.h"

static uint32_t
load(struct agc_spv_module *m, uint32_t var)
{
	return agc_spv_op(m, SpvOpLoad, agc_spv_type_uint(m), 1, var);
}

static uint32_t
as_bool(struct agc_spv_module *m, uint32_t sel, bool is_bool)
{
	if (is_bool)
		return sel;
	return agc_spv_op(m, SpvOpINotEqual, agc_spv_type_bool(m), 2, sel, agc_spv_const_uint(m, 0));
}

static uint32_t
as_uint(struct agc_spv_module *m, uint32_t sel, bool is_bool)
{
	if (!is_bool)
		return sel;
	return agc_spv_op(m, SpvOpSelect, agc_spv_type_uint(m), 3, sel,
			  agc_spv_const_uint(m, 1), agc_spv_const_uint(m, 0));
}

void
agc_spv_flow_return_if(struct agc_spv_flow *f, uint32_t cond)
{
	struct agc_spv_module *m = f->m;
	uint32_t ret = agc_spv_id(m), next = agc_spv_id(m);

	agc_spv_code(m, SpvOpSelectionMerge, 2, next, (uint32_t)SpvSelectionControlMaskNone);
	agc_spv_code(m, SpvOpBranchConditional, 3, cond, ret, next);
	agc_spv_code(m, SpvOpLabel, 1, ret);
	agc_spv_code(m, SpvOpReturn, 0);
	agc_spv_code(m, SpvOpLabel, 1, next);
}

/* Whether the function code from word `from` on holds an OpLabel. */
static bool
has_label(const struct agc_spv_module *m, size_t from)
{
	const struct agc_spv_buf *b = &m->sec[AGC_SPV_FN_CODE];
	for (size_t i = from; i < b->n;) {
		uint32_t wc = b->w[i] >> SpvWordCountShift;
		if ((b->w[i] & SpvOpCodeMask) == SpvOpLabel)
			return true;
		i += wc ? wc : 1;
	}
	return false;
}

/* Put a loop header piece (OpLoopMerge, OpBranch to a new block) at word
 * `at` of the function code, in front of a body that split. */
static void
insert_header_piece(struct agc_spv_module *m, size_t at, uint32_t merge, uint32_t cont)
{
	struct agc_spv_buf *b = &m->sec[AGC_SPV_FN_CODE];
	size_t tail = b->n - at;
	uint32_t body = agc_spv_id(m);
	agc_spv_code(m, SpvOpLoopMerge, 3, merge, cont, (uint32_t)SpvLoopControlMaskNone);
	agc_spv_code(m, SpvOpBranch, 1, body);
	agc_spv_code(m, SpvOpLabel, 1, body);
	if (m->oom)
		return;
	size_t piece = b->n - at - tail;
	uint32_t *tmp = agc_alloc(m->arena, piece * sizeof(uint32_t));
	if (!tmp) {
		m->oom = true;
		return;
	}
	memcpy(tmp, b->w + at + tail, piece * sizeof(uint32_t));
	memmove(b->w + at + piece, b->w + at, tail * sizeof(uint32_t));
	memcpy(b->w + at, tmp, piece * sizeof(uint32_t));
}

/* Store into var the value of the edge the selector takes: stores[j] for
 * target j, or dflt (0 when negative) where stores[j] is negative. */
static void
store_per_target(struct agc_spv_module *m, const struct agc_sblock *b, uint32_t var,
		 const int32_t *stores, int32_t dflt, uint32_t sel, bool is_bool)
{
	uint32_t n = b->ntarget;
	int32_t none = dflt > 0 ? dflt : 0;
#define VALUE(j) (stores[j] >= 0 ? stores[j] : none)
	if (n == 2 && b->term != AGC_TERM_SWITCH) {
		/* a two-way branch: a select on its condition */
		uint32_t v = agc_spv_op(m, SpvOpSelect, agc_spv_type_uint(m), 3, as_bool(m, sel, is_bool),
					agc_spv_const_uint(m, (uint32_t)VALUE(1)),
					agc_spv_const_uint(m, (uint32_t)VALUE(0)));
		agc_spv_code(m, SpvOpStore, 2, var, v);
		return;
	}
	/* per selector value (a switch, a multi-way conditional branch, or
	 * a branch whose targets are one): the default's value, then one
	 * select per value that stores something else */
	uint32_t u = b->sel == AGC_SEL_NONE ? agc_spv_const_uint(m, 0) : as_uint(m, sel, is_bool);
	int32_t last = VALUE(n - 1);
	uint32_t v = agc_spv_const_uint(m, (uint32_t)last);
	for (uint32_t j = 0; j + 1 < n; j++) {
		if (VALUE(j) == last)
			continue;
		uint32_t eq = agc_spv_op(m, SpvOpIEqual, agc_spv_type_bool(m), 2, u, agc_spv_const_uint(m, j));
		v = agc_spv_op(m, SpvOpSelect, agc_spv_type_uint(m), 3, eq,
			       agc_spv_const_uint(m, (uint32_t)VALUE(j)), v);
	}
	agc_spv_code(m, SpvOpStore, 2, var, v);
#undef VALUE
}

static int
emit_block(struct agc_spv_flow *f, const struct agc_spv_flow_cb *cb,
	   const struct agc_sblock *b, struct agc_diag *d)
{
	struct agc_spv_module *m = f->m;
	const uint32_t *L = f->labels;
	uint32_t sel = 0;
	bool is_bool = false;

	size_t start = m->sec[AGC_SPV_FN_CODE].n;
	bool loop_merge = b->merge_kind == AGC_MERGE_LOOP;
	if (b->kind == AGC_SB_BLOCK) {
		if (cb->body(cb->ctx, f, (uint32_t)b->block, d))
			return -1;
	}
	switch (b->sel) {
	case AGC_SEL_NONE: break;
	case AGC_SEL_BLOCK:
		sel = cb->selector(cb->ctx, f, (uint32_t)b->block, b->sel_ways);
		is_bool = b->sel_ways == 2;
		break;
	case AGC_SEL_HUB: sel = load(m, f->hub_var); break;
	case AGC_SEL_ROUTE_EQ: {
		uint32_t r = load(m, f->route_var);
		sel = agc_spv_op(m, SpvOpIEqual, agc_spv_type_bool(m), 2, r,
				 agc_spv_const_uint(m, b->sel_value));
		uint32_t keep = agc_spv_op(m, SpvOpSelect, agc_spv_type_uint(m), 3, sel,
					   agc_spv_const_uint(m, 0), r);
		agc_spv_code(m, SpvOpStore, 2, f->route_var, keep);
		is_bool = true;
		break;
	}
	case AGC_SEL_ROUTE_NZ: {
		uint32_t r = load(m, f->route_var);
		if (b->sel_value) {
			uint32_t eq = agc_spv_op(m, SpvOpIEqual, agc_spv_type_bool(m), 2, r,
						 agc_spv_const_uint(m, b->sel_value));
			r = agc_spv_op(m, SpvOpSelect, agc_spv_type_uint(m), 3, eq,
				       agc_spv_const_uint(m, 0), r);
			agc_spv_code(m, SpvOpStore, 2, f->route_var, r);
		}
		sel = as_bool(m, r, false);
		is_bool = true;
		break;
	}
	case AGC_SEL_ZERO: sel = agc_spv_const_uint(m, 0); break;
	case AGC_SEL_ROUTE_IN: {
		uint32_t r = load(m, f->route_var);
		uint32_t k = agc_spv_op(m, SpvOpISub, agc_spv_type_uint(m), 2, r,
					agc_spv_const_uint(m, b->sel_value));
		sel = agc_spv_op(m, SpvOpULessThan, agc_spv_type_bool(m), 2, k,
				 agc_spv_const_uint(m, b->sel_ways));
		is_bool = true;
		break;
	}
	case AGC_SEL_ROUTE_CASE: {
		uint32_t r = load(m, f->route_var);
		sel = agc_spv_op(m, SpvOpISub, agc_spv_type_uint(m), 2, r,
				 agc_spv_const_uint(m, b->sel_value));
		agc_spv_code(m, SpvOpStore, 2, f->route_var, agc_spv_const_uint(m, 0));
		break;
	}
	}
	if (b->hub_stores)
		store_per_target(m, b, f->hub_var, b->hub_stores, b->hub_store, sel, is_bool);
	else if (b->hub_store >= 0)
		agc_spv_code(m, SpvOpStore, 2, f->hub_var, agc_spv_const_uint(m, (uint32_t)b->hub_store));
	if (b->route_store) {
		if (b->ntarget == 1) {
			if (b->route_store[0] >= 0)
				agc_spv_code(m, SpvOpStore, 2, f->route_var,
					     agc_spv_const_uint(m, (uint32_t)b->route_store[0]));
		} else {
			store_per_target(m, b, f->route_var, b->route_store, 0, sel, is_bool);
		}
	}
	/* the selector's final form comes before the merge instruction,
	 * which must be second to last */
	uint32_t cond_true = 0, cond_false = 0;
	if (b->term == AGC_TERM_COND && b->ntarget > 2) {
		/* a multi-way selector with two labels: target[n - 1]'s
		 * label unless the selector picks a value whose target has
		 * the other */
		uint32_t n = b->ntarget, u = as_uint(m, sel, is_bool);
		cond_false = L[b->target[n - 1]];
		for (uint32_t j = 0; j + 1 < n; j++) {
			if (b->target[j] == b->target[n - 1])
				continue;
			uint32_t eq = agc_spv_op(m, SpvOpIEqual, agc_spv_type_bool(m), 2, u,
						 agc_spv_const_uint(m, j));
			sel = cond_true ? agc_spv_op(m, SpvOpLogicalOr, agc_spv_type_bool(m), 2, sel, eq) : eq;
			cond_true = L[b->target[j]];
		}
	} else if (b->term == AGC_TERM_COND) {
		sel = as_bool(m, sel, is_bool);
		cond_true = L[b->target[1]];
		cond_false = L[b->target[0]];
	}
	else if (b->term == AGC_TERM_SWITCH)
		sel = b->sel == AGC_SEL_NONE ? agc_spv_const_uint(m, 0) : as_uint(m, sel, is_bool);
	if (loop_merge && has_label(m, start)) {
		insert_header_piece(m, start, L[b->merge], L[b->cont]);
		loop_merge = false;
	}
	if (b->merge_kind == AGC_MERGE_SELECTION)
		agc_spv_code(m, SpvOpSelectionMerge, 2, L[b->merge], (uint32_t)SpvSelectionControlMaskNone);
	else if (loop_merge)
		agc_spv_code(m, SpvOpLoopMerge, 3, L[b->merge], L[b->cont], (uint32_t)SpvLoopControlMaskNone);
	switch (b->term) {
	case AGC_TERM_BRANCH: agc_spv_code(m, SpvOpBranch, 1, L[b->target[0]]); break;
	case AGC_TERM_COND: agc_spv_code(m, SpvOpBranchConditional, 3, sel, cond_true, cond_false); break;
	case AGC_TERM_SWITCH: {
		uint32_t u = sel;
		uint32_t n = b->ntarget;
		uint32_t *ops = agc_alloc(m->arena, (2 * n + 2) * sizeof(uint32_t));
		if (!ops) {
			m->oom = true;
			break;
		}
		ops[0] = u;
		ops[1] = L[b->target[n - 1]];
		for (uint32_t i = 0; i + 1 < n; i++) {
			ops[2 + 2 * i] = i;
			ops[3 + 2 * i] = L[b->target[i]];
		}
		agc_spv_inst(m, AGC_SPV_FN_CODE, SpvOpSwitch, ops, 2 * n);
		break;
	}
	case AGC_TERM_RETURN: agc_spv_code(m, SpvOpReturn, 0); break;
	case AGC_TERM_UNREACHABLE: agc_spv_code(m, SpvOpUnreachable, 0); break;
	}
	return 0;
}

int
agc_spv_flow_emit(struct agc_spv_module *m, const struct agc_sgraph *s,
		  const struct agc_spv_flow_cb *cb, struct agc_diag *d)
{
	struct agc_spv_flow f = {.m = m, .s = s};
	bool route = false;

	f.labels = agc_alloc(m->arena, (s->nblocks + 1) * sizeof(uint32_t));
	if (!f.labels)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET,
				"out of memory emitting control flow");
	for (uint32_t i = 0; i < s->nblocks; i++) {
		const struct agc_sblock *b = &s->blocks[i];
		f.labels[i] = agc_spv_id(m);
		if (b->route_store || (b->sel != AGC_SEL_NONE && b->sel != AGC_SEL_BLOCK &&
					b->sel != AGC_SEL_HUB && b->sel != AGC_SEL_ZERO))
			route = true;
	}
	uint32_t ptr = agc_spv_type_pointer(m, SpvStorageClassFunction, agc_spv_type_uint(m));
	if (route)
		f.route_var = agc_spv_fn_var(m, ptr, agc_spv_const_uint(m, 0));
	if (s->hubs)
		f.hub_var = agc_spv_fn_var(m, ptr, agc_spv_const_uint(m, s->hub_init));
	agc_spv_code(m, SpvOpBranch, 1, f.labels[0]);
	for (uint32_t i = 0; i < s->nblocks; i++) {
		agc_spv_code(m, SpvOpLabel, 1, f.labels[i]);
		if (emit_block(&f, cb, &s->blocks[i], d))
			return -1;
	}
	if (m->oom)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET,
				"out of memory emitting control flow");
	return 0;
}
