/*
 * Abstract execution of one block for the equivalence search (see
 * check_equiv.c for the abstract values and what each step must match).
 * A split (a comparison of trace[0] that the interval does not decide, or a
 * decision reduced to its n residues) stops the run with RUN_FORK; the block
 * is then run again once per outcome with the choice prescribed.
 */
#define SPV_ENABLE_UTILITY_CODE
#include <spirv/unified1/spirv.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_equiv.h"

static struct aval *slot(struct eq *e, uint32_t id)
{
	if (e->cur_epoch[id] != e->epoch) {
		e->cur_epoch[id] = e->epoch;
		e->touched[e->ntouched++] = id;
		e->cur[id] = av(AV_NONE, 0, 0);
	}
	return &e->cur[id];
}

bool interp_get(struct eq *e, uint32_t id, struct aval *out)
{
	const struct cmodule *m = e->m;
	if (id >= m->bound)
		return fail(e->v, "bad-module", "id %u out of bound", id);
	uint64_t c;
	if (module_const(m, id, &c)) {
		uint32_t t = m->w[m->def[id] + 1];
		*out = m->types[t].kind == T_BOOL ? av_bool(c != 0) : av_int((int64_t)c);
		return true;
	}
	if (e->var_of[id] != UINT32_MAX) {
		*out = av(AV_FPTR, 0, e->var_of[id]);
		return true;
	}
	if (id == m->pc_var) {
		*out = av(AV_PCPTR, 0, 0);
		return true;
	}
	if (m->def[id] && op_of(m, m->def[id]) == SpvOpUndef) {
		*out = av(AV_UNDEF, 0, 0);
		return true;
	}
	if (e->cur_epoch[id] == e->epoch && e->cur[id].kind != AV_NONE) {
		*out = e->cur[id];
		return true;
	}
	return fail(e->v, "cannot-interpret", "value of %%%u is not available here", id);
}

static int choose(struct eq *e, uint32_t k)
{
	if (e->choice_pos < e->nchoices)
		return (int)e->choices[e->choice_pos++];
	e->fork_k = k;
	return -1;
}

static void rebase(struct eq *e, uint8_t sym)
{
	/* the symbol's new value is its old value plus one */
	for (uint32_t i = 0; i < e->ntouched; i++) {
		struct aval *a = &e->cur[e->touched[i]];
		if ((a->kind == AV_INT || a->kind == AV_ADDR) && a->sym == sym)
			a->off -= a->coef;
	}
	for (uint32_t i = 0; i < e->nvars; i++) {
		struct aval *a = &e->vars[i];
		if ((a->kind == AV_INT || a->kind == AV_ADDR) && a->sym == sym)
			a->off -= a->coef;
	}
}

static void graph_after(struct eq *e, uint32_t x)
{
	const struct cgraph *g = e->g;
	e->h.gblock = x;
	if (g->nsucc[x] == 0)
		e->h.gkind = G_RETURNED;
	else if (g->nsucc[x] == 1) {
		e->h.gkind = G_ENTRY;
		e->h.gblock = g->succ[x][0];
	} else
		e->h.gkind = G_PENDING;
}

const char *interp_graph_state(const struct eq *e, char *buf, size_t n)
{
	switch (e->h.gkind) {
	case G_ENTRY: snprintf(buf, n, "the graph enters block %u next", e->h.gblock); break;
	case G_PENDING: snprintf(buf, n, "block %u's decision is due", e->h.gblock); break;
	case G_DECIDING: snprintf(buf, n, "block %u's decision was read but not used", e->h.gblock); break;
	default: snprintf(buf, n, "the graph has returned"); break;
	}
	return buf;
}

static bool enter_block(struct eq *e, struct aval val, uint32_t label)
{
	const struct cgraph *g = e->g;
	char buf[96];
	if (val.kind != AV_INT || val.sym != S_NONE)
		return fail(e->v, "cannot-interpret", "block %%%u stores a non-constant block number to the trace",
			    label);
	uint64_t i = (uint64_t)val.off;
	if (i >= g->n)
		return fail(e->v, "equiv-trace", "block %%%u enters block %llu, which the graph does not have", label,
			    (unsigned long long)i);
	e->entered = true;
	if (e->h.gkind == G_ENTRY && e->h.gblock == i) {
		graph_after(e, (uint32_t)i);
		return true;
	}
	if (e->h.gkind == G_DECIDING) {
		uint32_t x = e->h.gblock;
		bool all = true;
		for (uint32_t k = 0; k < g->nsucc[x]; k++)
			all &= g->succ[x][k] == i;
		if (all) {
			graph_after(e, (uint32_t)i);
			return true;
		}
	}
	return fail(e->v, "equiv-trace", "block %%%u enters block %llu but %s", label, (unsigned long long)i,
		    interp_graph_state(e, buf, sizeof buf));
}

/* Byte offset of an access chain's element within `type`, linear in the
 * indices; false if it cannot be followed. */
static bool chain_offset(struct eq *e, uint32_t type, uint32_t at, uint32_t first, struct aval *off, uint32_t label)
{
	const struct cmodule *m = e->m;
	for (uint32_t i = first; i < wc_of(m, at); i++) {
		struct aval ix;
		if (!interp_get(e, m->w[at + i], &ix))
			return false;
		const struct ctype *t = &m->types[type];
		if (ix.kind != AV_INT)
			return fail(e->v, "cannot-interpret", "block %%%u: access chain index is not an integer", label);
		if (t->kind == T_STRUCT) {
			if (ix.sym != S_NONE || (uint64_t)ix.off >= t->count)
				return fail(e->v, "cannot-interpret", "block %%%u: bad struct index", label);
			off->off += t->offsets[ix.off];
			type = t->members[ix.off];
		} else if (t->kind == T_ARRAY || t->kind == T_RTARRAY) {
			if (!t->stride)
				return fail(e->v, "cannot-interpret", "block %%%u: array without ArrayStride", label);
			if (ix.sym != S_NONE) {
				if (off->sym != S_NONE && off->sym != ix.sym)
					return fail(e->v, "cannot-interpret", "block %%%u: address mixes symbols", label);
				off->sym = ix.sym;
				off->coef += ix.coef * (int32_t)t->stride;
			}
			off->off += ix.off * (int64_t)t->stride;
			type = t->elem;
		} else
			return fail(e->v, "cannot-interpret", "block %%%u: access chain into a non-aggregate", label);
	}
	return true;
}

static bool lin_add(struct aval *r, struct aval a, struct aval b, int sign, uint32_t width, uint32_t label,
		    struct eq *e)
{
	/* r = a + sign * b, both linear */
	*r = a;
	if (b.sym != S_NONE) {
		if (a.sym != S_NONE && a.sym != b.sym)
			return fail(e->v, "cannot-interpret", "block %%%u: arithmetic mixes N and C", label);
		r->sym = b.sym;
		r->coef = a.coef + sign * b.coef;
	}
	r->off = a.off + sign * b.off;
	if (r->coef == 0)
		r->sym = S_NONE;
	if (r->sym == S_NONE && r->kind == AV_INT && width < 64)
		r->off &= (int64_t)((1ull << width) - 1);
	return true;
}

static uint64_t mask(uint64_t x, uint32_t w) { return w >= 64 ? x : x & ((1ull << w) - 1); }
static int64_t sext(uint64_t x, uint32_t w) { return w >= 64 ? (int64_t)x : (int64_t)(x << (64 - w)) >> (64 - w); }

static bool cmp_const(uint32_t op, uint64_t a, uint64_t b, uint32_t w)
{
	int64_t sa = sext(a, w), sb = sext(b, w);
	a = mask(a, w);
	b = mask(b, w);
	switch (op) {
	case SpvOpIEqual: return a == b;
	case SpvOpINotEqual: return a != b;
	case SpvOpULessThan: return a < b;
	case SpvOpULessThanEqual: return a <= b;
	case SpvOpUGreaterThan: return a > b;
	case SpvOpUGreaterThanEqual: return a >= b;
	case SpvOpSLessThan: return sa < sb;
	case SpvOpSLessThanEqual: return sa <= sb;
	case SpvOpSGreaterThan: return sa > sb;
	default: return sa >= sb;
	}
}

/* Comparison where at least one side is N + k: split the interval of N
 * into the pieces on which the outcome is constant. */
static enum run_result cmp_sym(struct eq *e, uint32_t op, struct aval a, struct aval b, uint32_t w, bool *res,
			       uint32_t label)
{
	if (a.sym != S_NONE && b.sym != S_NONE) {
		if (a.sym != b.sym || a.coef != b.coef)
			return fail(e->v, "cannot-interpret", "block %%%u: comparison of unrelated symbols", label),
			       RUN_FAIL;
		*res = cmp_const(op, (uint64_t)(a.off - b.off + (1ll << 40)), (uint64_t)(1ll << 40), 64);
		return RUN_OK;
	}
	bool flip = a.sym == S_NONE;
	struct aval s = flip ? b : a, c = flip ? a : b;
	if (s.sym != S_N || s.coef != 1)
		return fail(e->v, "cannot-interpret", "block %%%u: comparison involving the decision counter", label),
		       RUN_FAIL;
	/* value of the symbolic side for N in [lo, hi] is N + s.off; it must
	 * not wrap for the comparison to be exact */
	int64_t lo = e->h.nlo + s.off, hi = e->h.nhi + s.off;
	if (lo < 0 || hi >= (1ll << (w - 1)))
		return fail(e->v, "cannot-interpret", "block %%%u: trace count compared out of range", label), RUN_FAIL;
	uint64_t cv = mask((uint64_t)c.off, w);
	int64_t pieces_lo[3], pieces_hi[3];
	uint32_t np = 0;
	/* breakpoints: cv and cv + 1 (interpreted per signedness) */
	int64_t t = (op >= SpvOpSGreaterThan && op <= SpvOpSLessThanEqual) ? sext(cv, w) : (int64_t)cv;
	int64_t cuts[2] = {t, t + 1};
	int64_t from = lo;
	for (int k = 0; k < 2 && from <= hi; k++) {
		if (cuts[k] > from && cuts[k] <= hi + 1) {
			int64_t to = cuts[k] - 1 < hi ? cuts[k] - 1 : hi;
			pieces_lo[np] = from;
			pieces_hi[np++] = to;
			from = to + 1;
		}
	}
	if (from <= hi) {
		pieces_lo[np] = from;
		pieces_hi[np++] = hi;
	}
	/* merge pieces with equal outcomes */
	bool out[3];
	for (uint32_t i = 0; i < np; i++) {
		uint64_t v = (uint64_t)pieces_lo[i];
		out[i] = flip ? cmp_const(op, cv, v, w) : cmp_const(op, v, cv, w);
	}
	bool all_same = true;
	for (uint32_t i = 1; i < np; i++)
		all_same &= out[i] == out[0];
	if (all_same) {
		*res = out[0];
		return RUN_OK;
	}
	int ch = choose(e, np);
	if (ch < 0)
		return RUN_FORK;
	e->h.nlo = (uint16_t)(pieces_lo[ch] - s.off);
	e->h.nhi = (uint16_t)(pieces_hi[ch] - s.off);
	*res = out[ch];
	return RUN_OK;
}

static bool is_pow2(uint64_t x) { return x && !(x & (x - 1)); }

/* D umod n, or D & (n - 1): split into residues; the graph takes its
 * successor number r. */
static enum run_result reduce_decision(struct eq *e, struct aval d, uint64_t n, bool is_and, struct aval *res,
				       uint32_t label)
{
	const struct cgraph *g = e->g;
	char buf[96];
	if (d.kind == AV_DECR) {
		uint64_t have = (uint64_t)d.coef;
		if (n == 0 || have % n)
			return fail(e->v, "cannot-interpret", "block %%%u: decision reduced modulo %llu after modulo %llu",
				    label, (unsigned long long)n, (unsigned long long)have),
			       RUN_FAIL;
		*res = av_int((int64_t)((uint64_t)d.off % n));
		return RUN_OK;
	}
	if (e->h.gkind != G_DECIDING)
		return fail(e->v, "equiv-decision", "block %%%u uses a decision value but %s", label,
			    interp_graph_state(e, buf, sizeof buf)),
		       RUN_FAIL;
	uint32_t x = e->h.gblock, k = g->nsucc[x];
	if (n != k)
		return fail(e->v, "equiv-decision", "block %%%u reduces the decision of graph block %u %s %llu, but it has %u successors",
			    label, x, is_and ? "by a mask for" : "modulo", (unsigned long long)n, k),
		       RUN_FAIL;
	int r = choose(e, k);
	if (r < 0)
		return RUN_FORK;
	/* every copy of D is now known modulo k */
	for (uint32_t i = 0; i < e->ntouched; i++)
		if (e->cur[e->touched[i]].kind == AV_DEC) {
			e->cur[e->touched[i]].kind = AV_DECR;
			e->cur[e->touched[i]].coef = (int32_t)k;
			e->cur[e->touched[i]].off = r;
		}
	for (uint32_t i = 0; i < e->nvars; i++)
		if (e->vars[i].kind == AV_DEC) {
			e->vars[i].kind = AV_DECR;
			e->vars[i].coef = (int32_t)k;
			e->vars[i].off = r;
		}
	e->h.gkind = G_ENTRY;
	e->h.gblock = g->succ[x][r];
	*res = av_int(r);
	return RUN_OK;
}

bool interp_store_counter_const(struct eq *e, struct aval *val, uint32_t label)
{
	/* a constant entering the decision counter is C + k while C = 0 */
	if (val->kind != AV_INT || val->sym != S_NONE)
		return true;
	if (e->h.dec_any)
		return fail(e->v, "cannot-interpret",
			    "block %%%u sets the decision counter to a constant after decisions were read", label);
	val->sym = S_C;
	val->coef = 1;
	return true;
}

static enum run_result load_mem(struct eq *e, struct aval p, uint32_t rtype, struct aval *res, uint32_t label)
{
	const struct cmodule *m = e->m;
	char buf[96];
	const struct ctype *t = &m->types[rtype];
	if (p.kind == AV_FPTR) {
		*res = e->vars[p.off];
		return RUN_OK;
	}
	if (p.kind == AV_PCPTR) {
		int64_t o = p.off;
		bool wide = (t->kind == T_INT && t->width == 64) ||
			    (t->kind == T_PTR && t->storage == SpvStorageClassPhysicalStorageBuffer);
		bool v2 = t->kind == T_VEC && t->count == 2 && is_int_type(m, t->elem) &&
			  m->types[t->elem].width == 32;
		if ((wide || v2) && (o == 0 || o == 8)) {
			*res = av(wide ? AV_ADDR : AV_AV2, o == 0 ? BUF_DEC : BUF_TRACE, 0);
			return RUN_OK;
		}
		if (t->kind == T_INT && t->width == 32 && o >= 0 && o < 16 && o % 4 == 0) {
			*res = av(o % 8 ? AV_AHI : AV_ALO, o < 8 ? BUF_DEC : BUF_TRACE, 0);
			return RUN_OK;
		}
		return fail(e->v, "cannot-interpret", "block %%%u: push-constant load at byte %lld", label,
			    (long long)o),
		       RUN_FAIL;
	}
	if (p.kind != AV_ADDR)
		return fail(e->v, "cannot-interpret", "block %%%u: load through an unknown pointer", label), RUN_FAIL;
	if (t->kind != T_INT || t->width != 32)
		return fail(e->v, "cannot-interpret", "block %%%u: memory load that is not a 32-bit integer", label),
		       RUN_FAIL;
	if (p.buf == BUF_TRACE) {
		if (p.sym != S_NONE || p.off != 0)
			return fail(e->v, "cannot-interpret", "block %%%u reads the trace other than trace[0]", label),
			       RUN_FAIL;
		struct aval n = {AV_INT, S_N, 0, 0, 1, 0};
		*res = n;
		return RUN_OK;
	}
	/* a decision read: decisions[C], or decisions[0] before any */
	bool at_c = (p.sym == S_C && p.coef == 4 && p.off == 0) || (p.sym == S_NONE && p.off == 0 && !e->h.dec_any);
	if (!at_c)
		return fail(e->v, "equiv-decision", "block %%%u reads a decision other than the next one", label),
		       RUN_FAIL;
	if (e->h.gkind != G_PENDING)
		return fail(e->v, "equiv-decision", "block %%%u reads a decision but %s", label,
			    interp_graph_state(e, buf, sizeof buf)),
		       RUN_FAIL;
	e->h.gkind = G_DECIDING;
	e->h.dec_any = 1;
	rebase(e, S_C);
	*res = av(AV_DEC, 0, 0);
	return RUN_OK;
}

static enum run_result store_mem(struct eq *e, struct aval p, struct aval val, uint32_t label)
{
	if (p.kind == AV_FPTR) {
		if (e->var_counter[p.off] && !interp_store_counter_const(e, &val, label))
			return RUN_FAIL;
		e->vars[p.off] = val;
		return RUN_OK;
	}
	if (p.kind != AV_ADDR)
		return fail(e->v, "cannot-interpret", "block %%%u: store through an unknown pointer", label), RUN_FAIL;
	if (p.buf == BUF_DEC)
		return fail(e->v, "equiv-trace", "block %%%u writes the decision array", label), RUN_FAIL;
	if (p.sym == S_NONE && p.off == 0) {
		/* trace[0] = N + 1 */
		if (val.kind != AV_INT || val.sym != S_N || val.coef != 1 || val.off != 1)
			return fail(e->v, "equiv-trace", "block %%%u writes trace[0] with something other than trace[0] + 1",
				    label),
			       RUN_FAIL;
		if (e->h.phase == PH_COUNT_DONE)
			return fail(e->v, "equiv-trace", "block %%%u increments trace[0] twice for one block", label),
			       RUN_FAIL;
		if (e->h.nhi >= TRACE_CAP)
			return fail(e->v, "equiv-trace", "block %%%u may increment trace[0] past %d", label, TRACE_CAP),
			       RUN_FAIL;
		e->h.phase = e->h.phase == PH_ENTRY_DONE ? PH_IDLE : PH_COUNT_DONE;
		rebase(e, S_N);
		e->h.nlo = 0;
		e->h.nhi = TRACE_CAP;
		return RUN_OK;
	}
	/* trace[1 + N] = i (before the increment) or trace[N] (after it) */
	int64_t want = e->h.phase == PH_COUNT_DONE ? 0 : 4;
	if (p.sym != S_N || p.coef != 4 || p.off != want)
		return fail(e->v, "equiv-trace", "block %%%u writes the trace at the wrong index", label), RUN_FAIL;
	if (e->h.phase == PH_ENTRY_DONE)
		return fail(e->v, "equiv-trace", "block %%%u writes two trace entries for one count", label), RUN_FAIL;
	if (e->h.phase == PH_IDLE && e->h.nhi >= TRACE_CAP)
		return fail(e->v, "equiv-trace", "block %%%u may write the trace when trace[0] is %d", label, TRACE_CAP),
		       RUN_FAIL;
	if (!enter_block(e, val, label))
		return RUN_FAIL;
	e->h.phase = e->h.phase == PH_COUNT_DONE ? PH_IDLE : PH_ENTRY_DONE;
	return RUN_OK;
}

/* One instruction of the module under check.  Longer than the rest of the
 * tree's functions, and kept whole: a switch of one case for each of the
 * ~70 SPIR-V opcodes the checked modules use, a few lines each, sharing
 * the result id, type and operand values read at the top. */
static enum run_result exec_inst(struct eq *e, uint32_t at, uint32_t label)
{
	const struct cmodule *m = e->m;
	uint32_t op = op_of(m, at), wc = wc_of(m, at);
	uint32_t rtype = 0, rid = 0;
	bool has_r = false, has_t = false;
	SpvHasResultAndType((SpvOp)op, &has_r, &has_t);
	if (has_t) {
		rtype = m->w[at + 1];
		rid = m->w[at + 2];
	}
	struct aval a = {0}, b = {0}, r = {0};
	uint32_t w = type_width(m, rtype);
#define GET(i, dst)                                  \
	do {                                         \
		if (!interp_get(e, m->w[at + (i)], &(dst))) \
			return RUN_FAIL;             \
	} while (0)
#define NOPE(what) \
	return fail(e->v, "cannot-interpret", "block %%%u: %s (opcode %u)", label, what, op), RUN_FAIL

	switch (op) {
	case SpvOpNop:
	case SpvOpLine:
	case SpvOpNoLine:
	case SpvOpSelectionMerge:
	case SpvOpLoopMerge:
	case SpvOpPhi:
		return RUN_OK;
	case SpvOpVariable:
		if (m->w[at + 3] != SpvStorageClassFunction)
			NOPE("variable that is not Function storage");
		return RUN_OK;
	case SpvOpUndef:
		r = av(AV_UNDEF, 0, 0);
		break;
	case SpvOpCopyObject:
		GET(3, r);
		break;
	case SpvOpLoad: {
		GET(3, a);
		enum run_result rr = load_mem(e, a, rtype, &r, label);
		if (rr != RUN_OK)
			return rr;
		break;
	}
	case SpvOpStore:
		GET(1, a);
		GET(2, b);
		return store_mem(e, a, b, label);
	case SpvOpAccessChain:
	case SpvOpInBoundsAccessChain:
	case SpvOpPtrAccessChain: {
		GET(3, a);
		uint32_t bt = module_result_type(m, m->def[m->w[at + 3]]);
		if (!bt && m->w[at + 3] == m->pc_var)
			bt = m->w[m->def[m->pc_var] + 1];
		if (a.kind != AV_ADDR && a.kind != AV_PCPTR)
			NOPE("access chain on an unknown pointer");
		struct aval off = {AV_INT, a.sym, 0, 0, a.coef, a.off};
		uint32_t first = 4;
		if (op == SpvOpPtrAccessChain) {
			/* element operand steps by the pointer's ArrayStride */
			GET(4, b);
			uint32_t stride = m->types[bt].stride;
			if (b.kind != AV_INT || (!stride && !(b.sym == S_NONE && b.off == 0)))
				NOPE("pointer access chain without ArrayStride");
			struct aval scaled = b;
			scaled.coef *= (int32_t)stride;
			scaled.off *= (int64_t)stride;
			if (!lin_add(&off, off, scaled, 1, 64, label, e))
				return RUN_FAIL;
			first = 5;
		}
		if (!chain_offset(e, m->types[bt].elem, at, first, &off, label))
			return RUN_FAIL;
		r = a;
		r.sym = off.sym;
		r.coef = off.coef;
		r.off = off.off;
		break;
	}
	case SpvOpConvertUToPtr:
	case SpvOpConvertPtrToU:
	case SpvOpBitcast:
	case SpvOpUConvert:
	case SpvOpSConvert:
		GET(3, a);
		r = a;
		if (a.kind == AV_AV2 && (op == SpvOpBitcast || op == SpvOpConvertUToPtr))
			r = av(AV_ADDR, a.buf, 0);
		else if (a.kind == AV_ADDR) {
			const struct ctype *t = &m->types[rtype];
			if (t->kind == T_VEC) {
				if (a.sym != S_NONE || a.off != 0)
					NOPE("address with offset split into halves");
				r = av(AV_AV2, a.buf, 0);
			} else if (!(t->kind == T_PTR || (t->kind == T_INT && t->width == 64)))
				NOPE("address narrowed");
		} else if (a.kind == AV_INT) {
			if (m->types[rtype].kind != T_INT)
				NOPE("integer converted to a non-integer");
			if (a.sym == S_NONE) {
				uint32_t sw = type_width(m, module_result_type(m, m->def[m->w[at + 3]]));
				uint64_t x = op == SpvOpSConvert ? (uint64_t)sext((uint64_t)a.off, sw) : (uint64_t)a.off;
				r.off = (int64_t)mask(x, w);
			}
		} else if (a.kind == AV_DEC || a.kind == AV_DECR) {
			if (op != SpvOpBitcast && op != SpvOpCopyObject)
				NOPE("decision value converted");
		} else if (a.kind != AV_UNDEF)
			NOPE("conversion of this value");
		break;
	case SpvOpCompositeConstruct:
		GET(3, a);
		if (wc != 5)
			NOPE("composite other than a pair of address halves");
		GET(4, b);
		if (a.kind == AV_ALO && b.kind == AV_AHI && a.buf == b.buf)
			r = av(AV_AV2, a.buf, 0);
		else
			NOPE("composite other than a pair of address halves");
		break;
	case SpvOpCompositeExtract:
		GET(3, a);
		if (a.kind != AV_AV2 || wc != 5 || m->w[at + 4] > 1)
			NOPE("extract from something other than an address pair");
		r = av(m->w[at + 4] ? AV_AHI : AV_ALO, a.buf, 0);
		break;
	case SpvOpIAdd:
	case SpvOpISub: {
		GET(3, a);
		GET(4, b);
		int sign = op == SpvOpIAdd ? 1 : -1;
		if (a.kind == AV_INT && b.kind == AV_INT) {
			if (!lin_add(&r, a, b, sign, w, label, e))
				return RUN_FAIL;
		} else if (a.kind == AV_ADDR && b.kind == AV_INT) {
			if (!lin_add(&r, a, b, sign, 64, label, e))
				return RUN_FAIL;
		} else if (op == SpvOpIAdd && a.kind == AV_INT && b.kind == AV_ADDR) {
			if (!lin_add(&r, b, a, 1, 64, label, e))
				return RUN_FAIL;
		} else
			NOPE("arithmetic on these values");
		break;
	}
	case SpvOpIMul:
	case SpvOpShiftLeftLogical: {
		GET(3, a);
		GET(4, b);
		if (op == SpvOpIMul && b.kind == AV_INT && a.kind == AV_INT && b.sym != S_NONE) {
			struct aval t = a;
			a = b;
			b = t;
		}
		if (a.kind != AV_INT || b.kind != AV_INT || b.sym != S_NONE)
			NOPE("multiplication by a non-constant");
		int64_t k = op == SpvOpIMul ? b.off : (int64_t)(1ull << (b.off & 63));
		r = a;
		r.coef *= (int32_t)k;
		r.off = a.sym == S_NONE ? (int64_t)mask((uint64_t)a.off * (uint64_t)k, w) : a.off * k;
		if (r.coef == 0)
			r.sym = S_NONE;
		break;
	}
	case SpvOpUMod:
	case SpvOpUDiv:
	case SpvOpBitwiseAnd:
	case SpvOpBitwiseOr:
	case SpvOpBitwiseXor:
	case SpvOpShiftRightLogical:
	case SpvOpShiftRightArithmetic: {
		GET(3, a);
		GET(4, b);
		if ((op == SpvOpBitwiseAnd) && (b.kind == AV_DEC || b.kind == AV_DECR)) {
			struct aval t = a;
			a = b;
			b = t;
		}
		if (a.kind == AV_DEC || a.kind == AV_DECR) {
			if (b.kind != AV_INT || b.sym != S_NONE)
				NOPE("decision combined with a non-constant");
			uint64_t n = mask((uint64_t)b.off, w);
			enum run_result rr;
			if (op == SpvOpUMod)
				rr = reduce_decision(e, a, n, false, &r, label);
			else if (op == SpvOpBitwiseAnd && is_pow2(n + 1))
				rr = reduce_decision(e, a, n + 1, true, &r, label);
			else
				NOPE("decision used other than modulo its block's successor count");
			if (rr != RUN_OK)
				return rr;
			break;
		}
		if (a.kind != AV_INT || b.kind != AV_INT || a.sym != S_NONE || b.sym != S_NONE)
			NOPE("bit operation on symbolic values");
		uint64_t x = mask((uint64_t)a.off, w), y = mask((uint64_t)b.off, w), z = 0;
		switch (op) {
		case SpvOpUMod:
			if (!y)
				NOPE("modulo zero");
			z = x % y;
			break;
		case SpvOpUDiv:
			if (!y)
				NOPE("division by zero");
			z = x / y;
			break;
		case SpvOpBitwiseAnd: z = x & y; break;
		case SpvOpBitwiseOr: z = x | y; break;
		case SpvOpBitwiseXor: z = x ^ y; break;
		case SpvOpShiftRightLogical: z = y >= w ? 0 : x >> y; break;
		default: z = (uint64_t)(sext(x, w) >> (y >= w ? w - 1 : y)); break;
		}
		r = av_int((int64_t)mask(z, w));
		break;
	}
	case SpvOpNot:
	case SpvOpSNegate:
		GET(3, a);
		if (a.kind != AV_INT || a.sym != S_NONE)
			NOPE("unary operation on a symbolic value");
		r = av_int((int64_t)mask(op == SpvOpNot ? ~(uint64_t)a.off : -(uint64_t)a.off, w));
		break;
	case SpvOpIEqual:
	case SpvOpINotEqual:
	case SpvOpULessThan:
	case SpvOpULessThanEqual:
	case SpvOpUGreaterThan:
	case SpvOpUGreaterThanEqual:
	case SpvOpSLessThan:
	case SpvOpSLessThanEqual:
	case SpvOpSGreaterThan:
	case SpvOpSGreaterThanEqual: {
		GET(3, a);
		GET(4, b);
		if (a.kind != AV_INT || b.kind != AV_INT)
			NOPE("comparison of non-integers");
		uint32_t ow = type_width(m, module_result_type(m, m->def[m->w[at + 3]] ? m->def[m->w[at + 3]] : 0));
		bool res;
		if (a.sym == S_NONE && b.sym == S_NONE)
			res = cmp_const(op, (uint64_t)a.off, (uint64_t)b.off, ow);
		else {
			enum run_result rr = cmp_sym(e, op, a, b, ow, &res, label);
			if (rr != RUN_OK)
				return rr;
		}
		r = av_bool(res);
		break;
	}
	case SpvOpLogicalAnd:
	case SpvOpLogicalOr:
	case SpvOpLogicalEqual:
	case SpvOpLogicalNotEqual:
		GET(3, a);
		GET(4, b);
		if (a.kind != AV_BOOL || b.kind != AV_BOOL)
			NOPE("logical operation on non-booleans");
		r = av_bool(op == SpvOpLogicalAnd ? (a.off && b.off)
			    : op == SpvOpLogicalOr ? (a.off || b.off)
			    : op == SpvOpLogicalEqual ? (a.off == b.off)
						      : (a.off != b.off));
		break;
	case SpvOpLogicalNot:
		GET(3, a);
		if (a.kind != AV_BOOL)
			NOPE("logical not of a non-boolean");
		r = av_bool(!a.off);
		break;
	case SpvOpSelect: {
		struct aval c;
		GET(3, c);
		if (c.kind != AV_BOOL)
			NOPE("select on a non-boolean condition");
		GET(c.off ? 4 : 5, r);
		break;
	}
	default:
		NOPE("instruction outside the interpreted subset");
	}
#undef GET
#undef NOPE
	if (!has_t)
		return fail(e->v, "cannot-interpret", "block %%%u: opcode %u outside the interpreted subset", label, op),
		       RUN_FAIL;
	*slot(e, rid) = r;
	return RUN_OK;
}

/* Run block `b` from state `s` under the given fork choices. */
enum run_result interp_run_block(struct eq *e, const uint8_t *s, struct run_out *out)
{
	const struct cmodule *m = e->m;
	const struct head *h = (const struct head *)s;
	const struct aval *vals = (const struct aval *)(s + sizeof *h);
	uint32_t b = h->block;
	const struct cblock *bl = &m->blocks[b];
	e->epoch++;
	e->ntouched = 0;
	e->h = *h;
	e->entered = false;
	e->choice_pos = 0;
	memcpy(e->vars, vals, e->nvars * sizeof *vals);
	for (uint32_t i = 0; i < e->nentry[b]; i++)
		*slot(e, e->entry_ids[b][i]) = vals[e->nvars + i];
	for (uint32_t at = bl->first; at < bl->term; at = next_inst(m, at)) {
		enum run_result rr = exec_inst(e, at, bl->label);
		if (rr != RUN_OK)
			return rr;
	}
	uint32_t t = bl->term, op = op_of(m, t);
	char buf[96];
	out->from = b;
	switch (op) {
	case SpvOpBranch:
		out->next = bl->succ[0];
		return RUN_OK;
	case SpvOpBranchConditional: {
		struct aval c;
		if (!interp_get(e, m->w[t + 1], &c))
			return RUN_FAIL;
		if (c.kind != AV_BOOL)
			return fail(e->v, "cannot-interpret", "block %%%u branches on an unknown condition", bl->label),
			       RUN_FAIL;
		out->next = bl->succ[c.off ? 0 : 1];
		return RUN_OK;
	}
	case SpvOpSwitch: {
		struct aval c;
		if (!interp_get(e, m->w[t + 1], &c))
			return RUN_FAIL;
		if (c.kind != AV_INT || c.sym != S_NONE)
			return fail(e->v, "cannot-interpret", "block %%%u switches on an unknown value", bl->label),
			       RUN_FAIL;
		uint32_t st = module_result_type(m, m->def[m->w[t + 1]] ? m->def[m->w[t + 1]] : 0);
		uint32_t sw = type_width(m, st), lw = sw == 64 ? 2 : 1;
		out->next = bl->succ[0];
		for (uint32_t i = 3, k = 1; i + lw < wc_of(m, t); i += lw + 1, k++) {
			uint64_t lit = m->w[t + i];
			if (lw == 2)
				lit |= (uint64_t)m->w[t + i + 1] << 32;
			if (mask(lit, sw) == mask((uint64_t)c.off, sw)) {
				out->next = bl->succ[k];
				break;
			}
		}
		return RUN_OK;
	}
	case SpvOpReturn:
		out->next = UINT32_MAX;
		if (e->h.phase != PH_IDLE)
			return fail(e->v, "equiv-return", "block %%%u returns with a trace entry half written", bl->label),
			       RUN_FAIL;
		if (e->h.gkind == G_RETURNED)
			return RUN_OK;
		if (e->h.gkind == G_ENTRY && e->h.nlo >= TRACE_CAP)
			return RUN_OK;
		return fail(e->v, "equiv-return", "block %%%u returns but %s%s", bl->label, interp_graph_state(e, buf, sizeof buf),
			    e->h.gkind == G_ENTRY ? " and trace[0] may be below 4000" : ""),
		       RUN_FAIL;
	default:
		return fail(e->v, e->h.gkind == G_RETURNED ? "cannot-interpret" : "equiv-return",
			    "block %%%u ends in opcode %u", bl->label, op),
		       RUN_FAIL;
	}
}

