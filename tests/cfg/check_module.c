/*
 * SPIR-V module parsing for the checker: the words become a table of types
 * (with their explicit layout), constants, and the blocks of the one function
 * with their successors and merge declarations.
 *
 *   %10 = OpLabel                     blocks[k] = { label 10,
 *         OpSelectionMerge %12 None                merge_op SelectionMerge,
 *         OpBranchConditional %c %11 %12           merge 12's index,
 *                                                   succ {11's, 12's index} }
 */
#define SPV_ENABLE_UTILITY_CODE
#include <spirv/unified1/spirv.h>

#include <stdlib.h>
#include <string.h>

#include "check.h"

/* the header defines it inline; this file provides the external definition */
extern inline void SpvHasResultAndType(SpvOp opcode, bool *hasResult, bool *hasResultType);

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);
	if (!p)
		abort();
	return p;
}

uint32_t module_result_type(const struct cmodule *m, uint32_t at)
{
	bool has_result = false, has_type = false;
	SpvHasResultAndType((SpvOp)op_of(m, at), &has_result, &has_type);
	return has_type ? m->w[at + 1] : 0;
}

static uint32_t result_id(const struct cmodule *m, uint32_t at)
{
	bool has_result = false, has_type = false;
	SpvHasResultAndType((SpvOp)op_of(m, at), &has_result, &has_type);
	if (!has_result)
		return 0;
	return m->w[at + (has_type ? 2 : 1)];
}

bool module_const(const struct cmodule *m, uint32_t id, uint64_t *value)
{
	if (id >= m->bound || !m->def[id])
		return false;
	uint32_t at = m->def[id];
	switch (op_of(m, at)) {
	case SpvOpConstantTrue: *value = 1; return true;
	case SpvOpConstantFalse: *value = 0; return true;
	case SpvOpConstantNull: {
		const struct ctype *t = &m->types[m->w[at + 1]];
		if (t->kind != T_INT && t->kind != T_BOOL)
			return false;
		*value = 0;
		return true;
	}
	case SpvOpConstant: {
		const struct ctype *t = &m->types[m->w[at + 1]];
		if (t->kind != T_INT)
			return false;
		uint64_t x = m->w[at + 3];
		if (t->width == 64 && wc_of(m, at) >= 5)
			x |= (uint64_t)m->w[at + 4] << 32;
		*value = x;
		return true;
	}
	default: return false;
	}
}

static bool is_terminator(uint32_t op)
{
	switch (op) {
	case SpvOpBranch:
	case SpvOpBranchConditional:
	case SpvOpSwitch:
	case SpvOpReturn:
	case SpvOpReturnValue:
	case SpvOpKill:
	case SpvOpUnreachable:
	case SpvOpTerminateInvocation:
		return true;
	default:
		return false;
	}
}

static bool parse_types(struct cmodule *m, struct verdict *v)
{
	/* decorations precede the types they decorate: first pass records
	 * types, second applies ArrayStride and member Offset */
	for (size_t at = 5; at < m->nw; at += wc_of(m, (uint32_t)at)) {
		uint32_t a = (uint32_t)at, op = op_of(m, a), wc = wc_of(m, a);
		const uint32_t *o = &m->w[a + 1];
		struct ctype *t = NULL;
		if (op >= SpvOpTypeVoid && op <= SpvOpTypeForwardPointer && op != SpvOpTypeForwardPointer) {
			if (o[0] >= m->bound)
				return fail(v, "bad-module", "type id %u out of bound", o[0]);
			t = &m->types[o[0]];
		}
		switch (op) {
		case SpvOpTypeVoid: t->kind = T_VOID; break;
		case SpvOpTypeBool: t->kind = T_BOOL; break;
		case SpvOpTypeInt:
			t->kind = T_INT;
			t->width = (uint16_t)o[1];
			t->is_signed = (uint8_t)o[2];
			break;
		case SpvOpTypeFloat:
			t->kind = T_FLOAT;
			t->width = (uint16_t)o[1];
			break;
		case SpvOpTypeVector:
			t->kind = T_VEC;
			t->elem = o[1];
			t->count = o[2];
			break;
		case SpvOpTypeArray: {
			uint64_t len = 0;
			t->kind = T_ARRAY;
			t->elem = o[1];
			if (module_const(m, o[2], &len))
				t->count = (uint32_t)len;
			break;
		}
		case SpvOpTypeRuntimeArray:
			t->kind = T_RTARRAY;
			t->elem = o[1];
			break;
		case SpvOpTypeStruct:
			t->kind = T_STRUCT;
			t->count = wc - 2;
			t->members = xcalloc(t->count, sizeof *t->members);
			t->offsets = xcalloc(t->count, sizeof *t->offsets);
			for (uint32_t i = 0; i < t->count; i++)
				t->members[i] = o[1 + i];
			break;
		case SpvOpTypePointer:
			t->kind = T_PTR;
			t->storage = o[1];
			t->elem = o[2];
			break;
		case SpvOpTypeFunction: t->kind = T_FUNC; break;
		default:
			if (t)
				t->kind = T_OTHER;
			break;
		}
	}
	for (size_t at = 5; at < m->nw; at += wc_of(m, (uint32_t)at)) {
		uint32_t a = (uint32_t)at, op = op_of(m, a);
		const uint32_t *o = &m->w[a + 1];
		if (op == SpvOpDecorate && o[1] == SpvDecorationArrayStride && o[0] < m->bound)
			m->types[o[0]].stride = o[2];
		if (op == SpvOpMemberDecorate && o[2] == SpvDecorationOffset && o[0] < m->bound) {
			struct ctype *t = &m->types[o[0]];
			if (t->kind == T_STRUCT && o[1] < t->count)
				t->offsets[o[1]] = o[3];
		}
	}
	return true;
}

static bool parse_function(struct cmodule *m, struct verdict *v)
{
	uint32_t nfunc = 0, nlabels = 0;
	for (size_t at = 5; at < m->nw; at += wc_of(m, (uint32_t)at)) {
		uint32_t op = op_of(m, (uint32_t)at);
		if (op == SpvOpFunction) {
			nfunc++;
			m->func_first = (uint32_t)at;
		}
		if (op == SpvOpLabel)
			nlabels++;
	}
	if (nfunc != 1)
		return fail(v, "cannot-interpret", "module has %u functions; exactly one expected", nfunc);
	m->blocks = xcalloc(nlabels, sizeof *m->blocks);
	m->block_of = xcalloc(m->bound, sizeof *m->block_of);
	for (uint32_t i = 0; i < m->bound; i++)
		m->block_of[i] = UINT32_MAX;

	struct cblock *cur = NULL;
	uint32_t prev = 0;
	for (size_t at = m->func_first; at < m->nw; at += wc_of(m, (uint32_t)at)) {
		uint32_t a = (uint32_t)at, op = op_of(m, a);
		if (op == SpvOpFunctionEnd)
			break;
		if (op == SpvOpLabel) {
			if (cur)
				return fail(v, "bad-module", "block %%%u has no terminator", cur->label);
			cur = &m->blocks[m->nblocks];
			cur->label = m->w[a + 1];
			cur->first = a + wc_of(m, a);
			cur->merge = cur->cont = UINT32_MAX;
			m->block_of[cur->label] = m->nblocks++;
			prev = 0;
			continue;
		}
		if (!cur) {
			if (op == SpvOpFunctionParameter || op == SpvOpFunction || op == SpvOpLine ||
			    op == SpvOpNoLine)
				continue;
			return fail(v, "bad-module", "instruction outside a block at word %u", a);
		}
		if ((op == SpvOpSelectionMerge || op == SpvOpLoopMerge) && cur->merge_op)
			return fail(v, "merge-placement", "block %%%u has two merge instructions", cur->label);
		if (op == SpvOpSelectionMerge || op == SpvOpLoopMerge)
			cur->merge_op = op;
		if (is_terminator(op)) {
			cur->term = a;
			cur->end = a + wc_of(m, a);
			if (cur->merge_op && (!prev || (op_of(m, prev) != SpvOpSelectionMerge &&
							op_of(m, prev) != SpvOpLoopMerge)))
				return fail(v, "merge-placement",
					    "block %%%u: merge instruction is not immediately before the terminator",
					    cur->label);
			cur = NULL;
		}
		prev = a;
	}
	if (cur)
		return fail(v, "bad-module", "block %%%u has no terminator", cur->label);
	if (m->nblocks == 0)
		return fail(v, "bad-module", "function has no blocks");

	/* successors and merge targets */
	for (uint32_t b = 0; b < m->nblocks; b++) {
		struct cblock *bl = &m->blocks[b];
		uint32_t t = bl->term, op = op_of(m, t), wc = wc_of(m, t);
		uint32_t *ids = xcalloc(wc, sizeof *ids);
		uint32_t n = 0;
		if (op == SpvOpBranch) {
			ids[n++] = m->w[t + 1];
		} else if (op == SpvOpBranchConditional) {
			ids[n++] = m->w[t + 2];
			ids[n++] = m->w[t + 3];
		} else if (op == SpvOpSwitch) {
			/* selector, default, then (literal, label) pairs; the literal
			 * width follows the selector's type */
			uint32_t sel_type = 0;
			uint32_t sel = m->w[t + 1];
			if (sel < m->bound && m->def[sel])
				sel_type = module_result_type(m, m->def[sel]);
			uint32_t lw = (sel_type && m->types[sel_type].width == 64) ? 2 : 1;
			ids[n++] = m->w[t + 2];
			for (uint32_t i = 3; i + lw < wc; i += lw + 1)
				ids[n++] = m->w[t + i + lw];
		}
		bl->nsucc = n;
		bl->succ = xcalloc(n, sizeof *bl->succ);
		for (uint32_t i = 0; i < n; i++) {
			if (ids[i] >= m->bound || m->block_of[ids[i]] == UINT32_MAX) {
				fail(v, "bad-module", "block %%%u branches to %%%u, not a block", bl->label, ids[i]);
				free(ids);
				return false;
			}
			bl->succ[i] = m->block_of[ids[i]];
		}
		free(ids);
		if (bl->merge_op) {
			uint32_t mi = 0;
			for (uint32_t a = bl->first; a < t; a += wc_of(m, a))
				if (op_of(m, a) == bl->merge_op)
					mi = a;
			uint32_t mid = m->w[mi + 1];
			if (mid >= m->bound || m->block_of[mid] == UINT32_MAX)
				return fail(v, "bad-module", "merge %%%u of block %%%u is not a block", mid, bl->label);
			bl->merge = m->block_of[mid];
			if (bl->merge_op == SpvOpLoopMerge) {
				uint32_t cid = m->w[mi + 2];
				if (cid >= m->bound || m->block_of[cid] == UINT32_MAX)
					return fail(v, "bad-module", "continue target %%%u is not a block", cid);
				bl->cont = m->block_of[cid];
			}
		}
	}
	return true;
}

bool module_parse(struct cmodule *m, const uint32_t *w, size_t nw, struct verdict *v)
{
	memset(m, 0, sizeof *m);
	m->w = w;
	m->nw = nw;
	if (nw < 5 || w[0] != SpvMagicNumber)
		return fail(v, "bad-module", "not a SPIR-V binary");
	m->bound = w[3];
	if (m->bound == 0 || m->bound > (1u << 24))
		return fail(v, "bad-module", "id bound %u out of range", m->bound);
	m->def = xcalloc(m->bound, sizeof *m->def);
	m->types = xcalloc(m->bound, sizeof *m->types);
	for (size_t at = 5; at < nw;) {
		uint32_t a = (uint32_t)at, wc = w[a] >> 16;
		if (wc == 0 || at + wc > nw)
			return fail(v, "bad-module", "malformed instruction at word %u", a);
		uint32_t id = result_id(m, a);
		if (id) {
			if (id >= m->bound)
				return fail(v, "bad-module", "id %u out of bound", id);
			m->def[id] = a;
		}
		if (op_of(m, a) == SpvOpVariable && w[a + 3] == SpvStorageClassPushConstant)
			m->pc_var = w[a + 2];
		at += wc;
	}
	if (!parse_types(m, v))
		return false;
	return parse_function(m, v);
}

void module_free(struct cmodule *m)
{
	if (m->types)
		for (uint32_t i = 0; i < m->bound; i++) {
			free(m->types[i].members);
			free(m->types[i].offsets);
		}
	if (m->blocks)
		for (uint32_t b = 0; b < m->nblocks; b++)
			free(m->blocks[b].succ);
	free(m->types);
	free(m->def);
	free(m->block_of);
	free(m->blocks);
	memset(m, 0, sizeof *m);
}
