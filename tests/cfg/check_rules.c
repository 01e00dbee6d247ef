/*
 * The structured control-flow rules of SPIR-V (specification section 2.11),
 * checked on the one function of a module, written from the specification's
 * definitions:
 *
 *   structured CFG (SCFG)  the CFG plus an edge from each header to its merge
 *                          block and from each loop header to its continue
 *                          target;
 *   structural dominance   dominance in the SCFG from the entry block;
 *   structural post-dominance  every SCFG path from B to a return (or other
 *                          function exit) passes through A;
 *   constructs             selection: blocks structurally dominated by the
 *                          header, minus those dominated by its merge;
 *                          loop: dominated by the header, minus those
 *                          dominated by the continue target or the merge;
 *                          continue: dominated by the continue target and
 *                          post-dominated by the back-edge block, minus those
 *                          dominated by the merge;
 *                          case: dominated by an OpSwitch target other than
 *                          the merge, minus those dominated by the merge.
 *
 * Rules, by the name a failure reports (tests/cfg/bad/ matches them):
 *   entry-target, merge-placement, merge-shared, header-dominates-merge,
 *   header-dominates-continue, back-edge-target, back-edge-count (back
 *   edges found by a depth-first search of the SCFG from the entry),
 *   continue-dominates-back-edge, back-edge-postdominates-continue,
 *   switch-case-dominance, switch-fallthrough, construct-nesting,
 *   construct-entry (only through the construct's first block),
 *   construct-exit (only to its merge, the innermost loop's merge or
 *   continue target, the loop header from its back-edge block, another case
 *   of the same OpSwitch, or the innermost switch's merge),
 *   continue-outside-loop, block-order (CFG dominators appear first), and
 *   selection-unstructured: a block without a merge instruction may have at
 *   most one target that is not such an exit.  The last is stricter than
 *   spirv-val, which only asks whether both targets were already branched
 *   to earlier in block order.
 * unreachable-block: a block the SCFG does not reach (dead code, legal but
 * never emitted by the structurizer) is reported rather than skipped.
 */
#include <spirv/unified1/spirv.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum ckind { C_SEL, C_LOOP, C_CONT, C_CASE };

struct construct {
	uint8_t kind;
	uint32_t header; /* the block with the merge instruction */
	uint32_t first;  /* header, continue target or case target */
	uint32_t size;
	uint32_t parent; /* enclosing construct, UINT32_MAX at top level */
	uint64_t *set;
};

struct rules {
	const struct cmodule *m;
	struct verdict *v;
	uint32_t n;
	/* SCFG adjacency (CSR) and its reverse */
	uint32_t *so, *sv, *po, *pv;
	bool *reach;   /* reachable in the SCFG */
	bool *creach;  /* reachable in the CFG */
	uint32_t *idom, *pre, *last, *order; /* structural dominator tree */
	uint32_t *cidom;                      /* CFG immediate dominators */
	uint32_t *back_edge;                  /* loop header -> back-edge block */
	uint32_t *nback;
	struct construct *c;
	uint32_t nc;
	uint32_t *owner; /* innermost construct of each block */
	uint32_t *cont_of; /* continue target -> its loop header */
	uint32_t words;  /* bitset words per construct */
};

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);
	if (!p)
		abort();
	return p;
}

static bool bit(const uint64_t *s, uint32_t i) { return (s[i >> 6] >> (i & 63)) & 1; }
static void setbit(uint64_t *s, uint32_t i) { s[i >> 6] |= 1ull << (i & 63); }

static const char *lbl(const struct rules *r, uint32_t b, char *buf)
{
	/* "%<id>" of a block, for messages */
	snprintf(buf, 16, "%%%u", r->m->blocks[b].label);
	return buf;
}

#define L1(b) lbl(r, (b), b1)
#define L2(b) lbl(r, (b), b2)
#define L3(b) lbl(r, (b), b3)

static void build_scfg(struct rules *r)
{
	const struct cmodule *m = r->m;
	uint32_t n = r->n, ne = 0;
	for (uint32_t b = 0; b < n; b++)
		ne += m->blocks[b].nsucc + 2;
	r->so = xcalloc(n + 1, sizeof *r->so);
	r->sv = xcalloc(ne, sizeof *r->sv);
	r->po = xcalloc(n + 1, sizeof *r->po);
	r->pv = xcalloc(ne, sizeof *r->pv);
	uint32_t k = 0;
	for (uint32_t b = 0; b < n; b++) {
		const struct cblock *bl = &m->blocks[b];
		r->so[b] = k;
		/* DFS order: branch targets, then merge, then continue target */
		for (uint32_t i = 0; i < bl->nsucc; i++)
			r->sv[k++] = bl->succ[i];
		if (bl->merge != UINT32_MAX)
			r->sv[k++] = bl->merge;
		if (bl->cont != UINT32_MAX)
			r->sv[k++] = bl->cont;
	}
	r->so[n] = k;
	uint32_t *cnt = xcalloc(n + 1, sizeof *cnt);
	for (uint32_t e = 0; e < k; e++)
		cnt[r->sv[e]]++;
	for (uint32_t b = 0; b < n; b++)
		r->po[b + 1] = r->po[b] + cnt[b];
	memset(cnt, 0, (n + 1) * sizeof *cnt);
	for (uint32_t b = 0; b < n; b++)
		for (uint32_t e = r->so[b]; e < r->so[b + 1]; e++) {
			uint32_t s = r->sv[e];
			r->pv[r->po[s] + cnt[s]++] = b;
		}
	free(cnt);
}

/*
 * Depth-first search from the entry over the SCFG (cfg_only: over the CFG).
 * Fills the reverse postorder.  With `back`, records retreating CFG edges
 * (target on the DFS stack) as back edges.
 */
static uint32_t dfs(struct rules *r, bool cfg_only, bool *seen, uint32_t *rpo, bool back)
{
	const struct cmodule *m = r->m;
	uint32_t n = r->n, nrpo = 0, sp = 0;
	uint32_t *stack = xcalloc(n, sizeof *stack), *next = xcalloc(n, sizeof *next);
	bool *on = xcalloc(n, sizeof *on);
	uint32_t *post = xcalloc(n, sizeof *post);
	stack[sp++] = 0;
	seen[0] = on[0] = true;
	while (sp) {
		uint32_t b = stack[sp - 1];
		uint32_t deg = cfg_only ? m->blocks[b].nsucc : r->so[b + 1] - r->so[b];
		if (next[b] < deg) {
			uint32_t i = next[b]++;
			uint32_t s = cfg_only ? m->blocks[b].succ[i] : r->sv[r->so[b] + i];
			bool is_branch = i < m->blocks[b].nsucc;
			if (on[s] && back && is_branch) {
				/* count each back-edge block once per header */
				bool dup = false;
				for (uint32_t j = 0; j < i; j++)
					dup |= m->blocks[b].succ[j] == s;
				if (!dup) {
					r->nback[s]++;
					r->back_edge[s] = b;
				}
			}
			if (!seen[s]) {
				seen[s] = on[s] = true;
				stack[sp++] = s;
			}
		} else {
			on[b] = false;
			post[nrpo++] = b;
			sp--;
		}
	}
	for (uint32_t i = 0; i < nrpo; i++)
		rpo[i] = post[nrpo - 1 - i];
	free(stack);
	free(next);
	free(on);
	free(post);
	return nrpo;
}

/* Cooper, Harvey and Kennedy's iterative dominators over a given order. */
static void dominators(struct rules *r, bool cfg_only, const uint32_t *rpo, uint32_t nrpo, uint32_t *idom)
{
	const struct cmodule *m = r->m;
	uint32_t n = r->n;
	uint32_t *num = xcalloc(n, sizeof *num);
	for (uint32_t b = 0; b < n; b++) {
		idom[b] = UINT32_MAX;
		num[b] = UINT32_MAX;
	}
	for (uint32_t i = 0; i < nrpo; i++)
		num[rpo[i]] = i;
	idom[0] = 0;
	bool changed = true;
	while (changed) {
		changed = false;
		for (uint32_t i = 1; i < nrpo; i++) {
			uint32_t b = rpo[i], nd = UINT32_MAX;
			for (uint32_t e = r->po[b]; e < r->po[b + 1]; e++) {
				uint32_t p = r->pv[e];
				if (cfg_only) {
					/* only branch edges count */
					bool is_branch = false;
					for (uint32_t j = 0; j < m->blocks[p].nsucc; j++)
						is_branch |= m->blocks[p].succ[j] == b;
					if (!is_branch)
						continue;
				}
				if (num[p] == UINT32_MAX || idom[p] == UINT32_MAX)
					continue;
				if (nd == UINT32_MAX) {
					nd = p;
					continue;
				}
				uint32_t x = p, y = nd;
				while (x != y) {
					while (num[x] > num[y])
						x = idom[x];
					while (num[y] > num[x])
						y = idom[y];
				}
				nd = x;
			}
			if (nd != idom[b]) {
				idom[b] = nd;
				changed = true;
			}
		}
	}
	free(num);
}

static bool sdom(const struct rules *r, uint32_t a, uint32_t b)
{
	/* a structurally dominates b (reflexive) */
	if (!r->reach[a] || !r->reach[b])
		return false;
	return r->pre[a] <= r->pre[b] && r->pre[b] <= r->last[a];
}

static void dom_tree_numbers(struct rules *r)
{
	uint32_t n = r->n;
	uint32_t *co = xcalloc(n + 1, sizeof *co), *cv = xcalloc(n, sizeof *cv), *cnt = xcalloc(n + 1, sizeof *cnt);
	for (uint32_t b = 1; b < n; b++)
		if (r->reach[b])
			cnt[r->idom[b]]++;
	for (uint32_t b = 0; b < n; b++)
		co[b + 1] = co[b] + cnt[b];
	memset(cnt, 0, (n + 1) * sizeof *cnt);
	for (uint32_t b = 1; b < n; b++)
		if (r->reach[b]) {
			uint32_t p = r->idom[b];
			cv[co[p] + cnt[p]++] = b;
		}
	uint32_t *stack = xcalloc(n, sizeof *stack), *next = xcalloc(n, sizeof *next);
	uint32_t sp = 0, clock = 0;
	stack[sp++] = 0;
	r->order[clock] = 0;
	r->pre[0] = clock++;
	while (sp) {
		uint32_t b = stack[sp - 1];
		if (next[b] < co[b + 1] - co[b]) {
			uint32_t c = cv[co[b] + next[b]++];
			r->order[clock] = c;
			r->pre[c] = clock++;
			stack[sp++] = c;
		} else {
			r->last[b] = clock - 1;
			sp--;
		}
	}
	free(co);
	free(cv);
	free(cnt);
	free(stack);
	free(next);
}

/* Blocks from which a function exit is reachable in the SCFG without passing
 * through `avoid`; the others are post-dominated by `avoid`. */
static void reach_exit_avoiding(const struct rules *r, uint32_t avoid, bool *mark, uint32_t *queue)
{
	uint32_t qh = 0, qt = 0;
	memset(mark, 0, r->n * sizeof *mark);
	for (uint32_t b = 0; b < r->n; b++)
		if (r->m->blocks[b].nsucc == 0 && b != avoid) {
			mark[b] = true;
			queue[qt++] = b;
		}
	while (qh < qt) {
		uint32_t b = queue[qh++];
		for (uint32_t e = r->po[b]; e < r->po[b + 1]; e++) {
			uint32_t p = r->pv[e];
			if (!mark[p] && p != avoid) {
				mark[p] = true;
				queue[qt++] = p;
			}
		}
	}
}

static uint32_t add_construct(struct rules *r, uint8_t kind, uint32_t header, uint32_t first)
{
	struct construct *c = &r->c[r->nc];
	c->kind = kind;
	c->header = header;
	c->first = first;
	c->parent = UINT32_MAX;
	c->set = xcalloc(r->words, sizeof *c->set);
	return r->nc++;
}

/* Fill construct x with the blocks dominated by `first`, minus those
 * dominated by ex1 or ex2 (UINT32_MAX: none), and, with `pd`, only those
 * marked false in pd_reach (post-dominated by the back-edge block). */
static void fill(struct rules *r, uint32_t x, uint32_t ex1, uint32_t ex2, const bool *pd_reach)
{
	struct construct *c = &r->c[x];
	if (!r->reach[c->first])
		return;
	for (uint32_t i = r->pre[c->first]; i <= r->last[c->first]; i++) {
		uint32_t b = r->order[i];
		if (ex1 != UINT32_MAX && sdom(r, ex1, b))
			continue;
		if (ex2 != UINT32_MAX && sdom(r, ex2, b))
			continue;
		if (pd_reach && pd_reach[b])
			continue;
		setbit(c->set, b);
		c->size++;
	}
}

static const struct construct *sort_ctx;

static int cmp_size_desc(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	if (sort_ctx[x].size != sort_ctx[y].size)
		return sort_ctx[x].size > sort_ctx[y].size ? -1 : 1;
	return x < y ? -1 : x > y;
}

/* The innermost loop (loop or continue construct) on b's chain, UINT32_MAX if none;
 * sw: the innermost switch met before that loop, if any. */
static uint32_t innermost_loop(const struct rules *r, uint32_t b, uint32_t *sw)
{
	*sw = UINT32_MAX;
	for (uint32_t x = r->owner[b]; x != UINT32_MAX; x = r->c[x].parent) {
		if (r->c[x].kind == C_LOOP || r->c[x].kind == C_CONT)
			return r->c[x].header;
		if (r->c[x].kind == C_CASE && *sw == UINT32_MAX)
			*sw = r->c[x].header;
	}
	return UINT32_MAX;
}

/* May the CFG edge a -> b leave construct x? */
static bool exit_allowed(const struct rules *r, uint32_t x, uint32_t a, uint32_t b)
{
	const struct cmodule *m = r->m;
	const struct construct *c = &r->c[x];
	uint32_t h = c->header, merge = m->blocks[h].merge;
	if (b == merge)
		return true;
	if (c->kind == C_CONT && b == h && r->back_edge[h] == a)
		return true;
	if (c->kind == C_CASE) {
		/* fall through to another case of the same switch */
		for (uint32_t i = 0; i < m->blocks[h].nsucc; i++)
			if (m->blocks[h].succ[i] == b)
				return true;
	}
	uint32_t sw, loop = innermost_loop(r, a, &sw);
	if (loop != UINT32_MAX) {
		if (b == m->blocks[loop].merge || b == m->blocks[loop].cont)
			return true;
		if (b == loop && r->back_edge[loop] == a)
			return true;
	}
	if (sw != UINT32_MAX && b == m->blocks[sw].merge)
		return true;
	return false;
}

static bool check_headers(struct rules *r)
{
	const struct cmodule *m = r->m;
	char b1[16], b2[16], b3[16];
	uint32_t *merge_of = xcalloc(r->n, sizeof *merge_of);
	bool ok = true;
	for (uint32_t b = 0; b < r->n; b++)
		merge_of[b] = UINT32_MAX;
	for (uint32_t b = 0; b < r->n && ok; b++) {
		const struct cblock *bl = &m->blocks[b];
		uint32_t top = op_of(m, bl->term);
		for (uint32_t i = 0; i < bl->nsucc && ok; i++)
			if (bl->succ[i] == 0)
				ok = fail(r->v, "entry-target", "block %s branches to the entry block", L1(b));
		if (!ok)
			break;
		if (top == SpvOpSwitch && bl->merge_op != SpvOpSelectionMerge) {
			ok = fail(r->v, "merge-placement", "OpSwitch in block %s without OpSelectionMerge", L1(b));
			break;
		}
		if (bl->merge_op == SpvOpSelectionMerge && top != SpvOpBranchConditional && top != SpvOpSwitch) {
			ok = fail(r->v, "merge-placement",
				  "OpSelectionMerge in block %s not followed by OpBranchConditional or OpSwitch", L1(b));
			break;
		}
		if (bl->merge_op == SpvOpLoopMerge && top != SpvOpBranch && top != SpvOpBranchConditional) {
			ok = fail(r->v, "merge-placement",
				  "OpLoopMerge in block %s not followed by OpBranch or OpBranchConditional", L1(b));
			break;
		}
		if (!bl->merge_op || !r->reach[b])
			continue;
		if (merge_of[bl->merge] != UINT32_MAX) {
			ok = fail(r->v, "merge-shared", "block %s is the merge block of both %s and %s",
				  L1(bl->merge), L2(merge_of[bl->merge]), L3(b));
			break;
		}
		merge_of[bl->merge] = b;
		if (bl->merge == bl->cont) {
			ok = fail(r->v, "merge-shared", "loop %s: merge block and continue target are the same block",
				  L1(b));
			break;
		}
		if (r->creach[bl->merge] && (bl->merge == b || !sdom(r, b, bl->merge))) {
			ok = fail(r->v, "header-dominates-merge",
				  "header %s does not strictly structurally dominate its merge block %s", L1(b),
				  L2(bl->merge));
			break;
		}
	}
	free(merge_of);
	if (!ok)
		return false;

	/* back edges */
	for (uint32_t h = 0; h < r->n; h++) {
		if (!r->nback[h])
			continue;
		if (m->blocks[h].merge_op != SpvOpLoopMerge)
			return fail(r->v, "back-edge-target", "back edge %s -> %s: %s is not a loop header",
				    L1(r->back_edge[h]), L2(h), L3(h));
		if (r->nback[h] != 1)
			return fail(r->v, "back-edge-count", "loop header %s has %u back edges", L1(h), r->nback[h]);
	}
	bool *mark = xcalloc(r->n, sizeof *mark);
	uint32_t *queue = xcalloc(r->n, sizeof *queue);
	for (uint32_t h = 0; h < r->n && ok; h++) {
		const struct cblock *bl = &m->blocks[h];
		if (bl->merge_op != SpvOpLoopMerge || !r->reach[h])
			continue;
		if (r->nback[h] != 1) {
			ok = fail(r->v, "back-edge-count", "loop header %s has %u back edges", L1(h), r->nback[h]);
			break;
		}
		uint32_t be = r->back_edge[h];
		if (!sdom(r, h, bl->cont)) {
			ok = fail(r->v, "header-dominates-continue",
				  "loop header %s does not structurally dominate its continue target %s", L1(h),
				  L2(bl->cont));
			break;
		}
		if (!sdom(r, bl->cont, be)) {
			ok = fail(r->v, "continue-dominates-back-edge",
				  "continue target %s of loop %s does not structurally dominate the back-edge block %s",
				  L1(bl->cont), L2(h), L3(be));
			break;
		}
		reach_exit_avoiding(r, be, mark, queue);
		if (mark[bl->cont]) {
			ok = fail(r->v, "back-edge-postdominates-continue",
				  "back-edge block %s of loop %s does not structurally post-dominate continue target %s",
				  L1(be), L2(h), L3(bl->cont));
			break;
		}
	}
	free(mark);
	free(queue);
	return ok;
}

static bool build_constructs(struct rules *r)
{
	const struct cmodule *m = r->m;
	char b1[16], b2[16], b3[16];
	uint32_t maxc = 0;
	for (uint32_t b = 0; b < r->n; b++)
		if (m->blocks[b].merge_op)
			maxc += 2 + m->blocks[b].nsucc;
	r->c = xcalloc(maxc, sizeof *r->c);
	r->words = (r->n + 63) / 64;
	bool *mark = xcalloc(r->n, sizeof *mark);
	uint32_t *queue = xcalloc(r->n, sizeof *queue);
	for (uint32_t h = 0; h < r->n; h++) {
		const struct cblock *bl = &m->blocks[h];
		if (!bl->merge_op || !r->reach[h])
			continue;
		if (bl->merge_op == SpvOpLoopMerge) {
			uint32_t x = add_construct(r, C_LOOP, h, h);
			fill(r, x, bl->cont, bl->merge, NULL);
			x = add_construct(r, C_CONT, h, bl->cont);
			reach_exit_avoiding(r, r->back_edge[h], mark, queue);
			fill(r, x, bl->merge, UINT32_MAX, mark);
		} else if (op_of(m, bl->term) == SpvOpSwitch) {
			uint32_t x = add_construct(r, C_SEL, h, h);
			fill(r, x, bl->merge, UINT32_MAX, NULL);
			for (uint32_t i = 0; i < bl->nsucc; i++) {
				uint32_t t = bl->succ[i];
				bool dup = false;
				for (uint32_t j = 0; j < i; j++)
					dup |= bl->succ[j] == t;
				if (dup || t == bl->merge)
					continue;
				if (t == h || !sdom(r, h, t)) {
					free(mark);
					free(queue);
					return fail(r->v, "switch-case-dominance",
						    "case target %s of OpSwitch in %s is not structurally dominated by it",
						    L1(t), L2(h));
				}
				x = add_construct(r, C_CASE, h, t);
				fill(r, x, bl->merge, UINT32_MAX, NULL);
			}
		} else {
			uint32_t x = add_construct(r, C_SEL, h, h);
			fill(r, x, bl->merge, UINT32_MAX, NULL);
		}
	}
	free(mark);
	free(queue);

	/* nesting: constructs must form a laminar family; larger ones first */
	uint32_t *idx = xcalloc(r->nc, sizeof *idx);
	for (uint32_t i = 0; i < r->nc; i++)
		idx[i] = i;
	sort_ctx = r->c;
	qsort(idx, r->nc, sizeof *idx, cmp_size_desc);
	r->owner = xcalloc(r->n, sizeof *r->owner);
	for (uint32_t b = 0; b < r->n; b++)
		r->owner[b] = UINT32_MAX;
	bool ok = true;
	for (uint32_t k = 0; k < r->nc && ok; k++) {
		struct construct *c = &r->c[idx[k]];
		if (!c->size)
			continue;
		uint32_t parent = r->owner[c->first];
		for (uint32_t b = 0; b < r->n; b++) {
			if (!bit(c->set, b))
				continue;
			if (r->owner[b] != parent) {
				static const char *names[] = {"selection", "loop", "continue", "case"};
				uint32_t o = r->owner[b] == UINT32_MAX ? parent : r->owner[b];
				ok = fail(r->v, "construct-nesting",
					  "%s construct of %s (from %s) and %s construct of %s overlap at %s without nesting",
					  names[c->kind], L1(c->header), L2(c->first), names[r->c[o].kind],
					  L3(r->c[o].header), lbl(r, b, (char[16]){0}));
				break;
			}
			r->owner[b] = idx[k];
		}
		c->parent = parent;
	}
	free(idx);
	return ok;
}

static bool contains(const struct rules *r, uint32_t x, uint32_t b) { return bit(r->c[x].set, b); }

static bool check_edges(struct rules *r)
{
	const struct cmodule *m = r->m;
	char b1[16], b2[16], b3[16];
	static const char *names[] = {"selection", "loop", "continue", "case"};
	r->cont_of = xcalloc(r->n, sizeof *r->cont_of);
	for (uint32_t b = 0; b < r->n; b++)
		r->cont_of[b] = UINT32_MAX;
	for (uint32_t h = 0; h < r->n; h++)
		if (m->blocks[h].merge_op == SpvOpLoopMerge && r->reach[h])
			r->cont_of[m->blocks[h].cont] = h;
	for (uint32_t a = 0; a < r->n; a++) {
		const struct cblock *bl = &m->blocks[a];
		if (!r->reach[a])
			continue;
		uint32_t nonexit = 0, first_nonexit = UINT32_MAX;
		for (uint32_t i = 0; i < bl->nsucc; i++) {
			uint32_t b = bl->succ[i];
			bool dup = false;
			for (uint32_t j = 0; j < i; j++)
				dup |= bl->succ[j] == b;
			if (dup)
				continue;
			/* leaving constructs */
			bool is_exit = false;
			for (uint32_t x = r->owner[a]; x != UINT32_MAX; x = r->c[x].parent) {
				if (contains(r, x, b))
					break;
				is_exit = true;
				if (!exit_allowed(r, x, a, b))
					return fail(r->v, "construct-exit",
						    "edge %s -> %s leaves the %s construct of %s (first block %s) "
						    "other than through its merge or an enclosing loop's merge or continue",
						    L1(a), L2(b), names[r->c[x].kind], L3(r->c[x].header),
						    lbl(r, r->c[x].first, (char[16]){0}));
			}
			/* a branch to a continue target comes from inside its loop */
			if (r->cont_of[b] != UINT32_MAX && b != r->cont_of[b]) {
				uint32_t l = r->cont_of[b];
				bool inside = false;
				for (uint32_t x = r->owner[a]; x != UINT32_MAX && !inside; x = r->c[x].parent)
					inside = r->c[x].header == l && (r->c[x].kind == C_LOOP || r->c[x].kind == C_CONT);
				if (!inside)
					return fail(r->v, "continue-outside-loop",
						    "block %s branches to the continue target %s of loop %s from outside that loop",
						    L1(a), L2(b), L3(l));
			}
			/* entering constructs */
			for (uint32_t x = r->owner[b]; x != UINT32_MAX; x = r->c[x].parent) {
				if (contains(r, x, a))
					break;
				if (b != r->c[x].first)
					return fail(r->v, "construct-entry",
						    "edge %s -> %s enters the %s construct of %s other than at its first block %s",
						    L1(a), L2(b), names[r->c[x].kind], L3(r->c[x].header),
						    lbl(r, r->c[x].first, (char[16]){0}));
			}
			if (!is_exit) {
				/* the merge or continue target of an enclosing construct
				 * is an exit even when the construct contains it */
				uint32_t sw, loop = innermost_loop(r, a, &sw);
				if (loop != UINT32_MAX &&
				    (b == m->blocks[loop].merge || b == m->blocks[loop].cont ||
				     (b == loop && r->back_edge[loop] == a)))
					is_exit = true;
			}
			if (!is_exit) {
				nonexit++;
				first_nonexit = b;
			}
		}
		if (!bl->merge_op && nonexit > 1)
			return fail(r->v, "selection-unstructured",
				    "block %s branches to several blocks (e.g. %s) without a merge instruction", L1(a),
				    L2(first_nonexit));
	}

	/* OpSwitch fall-through */
	for (uint32_t x = 0; x < r->nc; x++) {
		const struct construct *c = &r->c[x];
		if (c->kind != C_CASE)
			continue;
		const struct cblock *h = &m->blocks[c->header];
		uint32_t into = UINT32_MAX;
		for (uint32_t a = 0; a < r->n; a++) {
			if (!bit(c->set, a))
				continue;
			for (uint32_t i = 0; i < m->blocks[a].nsucc; i++) {
				uint32_t b = m->blocks[a].succ[i];
				if (contains(r, x, b) || b == h->merge)
					continue;
				for (uint32_t k = 0; k < h->nsucc; k++) {
					if (h->succ[k] != b)
						continue;
					if (into != UINT32_MAX && into != b)
						return fail(r->v, "switch-fallthrough",
							    "case %s of OpSwitch in %s falls through to two cases", L1(c->first),
							    L2(c->header));
					into = b;
				}
			}
		}
		if (into == UINT32_MAX)
			continue;
		/* target operands are succ[1..]: an occurrence of this case must be
		 * immediately followed by the one it falls into */
		bool adjacent = false;
		for (uint32_t k = 1; k + 1 < h->nsucc; k++)
			adjacent |= h->succ[k] == c->first && h->succ[k + 1] == into;
		bool via_default = c->first == h->succ[0] || into == h->succ[0];
		if (!adjacent && !via_default)
			return fail(r->v, "switch-fallthrough",
				    "case %s of OpSwitch in %s falls through to %s, which does not follow it", L1(c->first),
				    L2(c->header), L3(into));
	}
	return true;
}

static bool check_order(struct rules *r)
{
	char b1[16], b2[16];
	/* blocks appear after their dominators (CFG dominance, reachable blocks) */
	for (uint32_t b = 1; b < r->n; b++)
		if (r->creach[b] && r->cidom[b] != UINT32_MAX && r->cidom[b] > b)
			return fail(r->v, "block-order", "block %s appears before its dominator %s", L1(b),
				    L2(r->cidom[b]));
	return true;
}

bool rules_check(const struct cmodule *m, struct verdict *v)
{
	struct rules r = {.m = m, .v = v, .n = m->nblocks};
	uint32_t n = r.n;
	build_scfg(&r);
	r.reach = xcalloc(n, sizeof *r.reach);
	r.creach = xcalloc(n, sizeof *r.creach);
	r.idom = xcalloc(n, sizeof *r.idom);
	r.cidom = xcalloc(n, sizeof *r.cidom);
	r.pre = xcalloc(n, sizeof *r.pre);
	r.last = xcalloc(n, sizeof *r.last);
	r.order = xcalloc(n, sizeof *r.order);
	r.back_edge = xcalloc(n, sizeof *r.back_edge);
	r.nback = xcalloc(n, sizeof *r.nback);
	uint32_t *rpo = xcalloc(n, sizeof *rpo);

	uint32_t nrpo = dfs(&r, true, r.creach, rpo, false);
	dominators(&r, true, rpo, nrpo, r.cidom);
	nrpo = dfs(&r, false, r.reach, rpo, true);
	dominators(&r, false, rpo, nrpo, r.idom);
	dom_tree_numbers(&r);
	free(rpo);

	/* The rules are stated for blocks the SCFG reaches; a block it does not
	 * reach is legal SPIR-V but dead code that no structurizer should emit,
	 * and the rules could say nothing about it. */
	bool ok = true;
	for (uint32_t b = 0; b < n && ok; b++)
		if (!r.reach[b])
			ok = fail(v, "unreachable-block", "block %%%u is not reachable even through merge and continue edges",
				  m->blocks[b].label);
	ok = ok && check_headers(&r) && build_constructs(&r) && check_edges(&r) && check_order(&r);

	for (uint32_t x = 0; x < r.nc; x++)
		free(r.c[x].set);
	free(r.c);
	free(r.owner);
	free(r.cont_of);
	free(r.so);
	free(r.sv);
	free(r.po);
	free(r.pv);
	free(r.reach);
	free(r.creach);
	free(r.idom);
	free(r.cidom);
	free(r.pre);
	free(r.last);
	free(r.order);
	free(r.back_edge);
	free(r.nback);
	return ok;
}
