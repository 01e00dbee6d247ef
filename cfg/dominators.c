/*
 * dominators.c -- reverse postorder, dominator tree and loop nesting of a
 * graph, for the structurizer.
 *
 *   0 -> 1 -> 2 -> 1        rpo   0 1 2 3
 *        1 -> 3             idom  - 0 1 1
 *                           loop  - 1 1 -   (1 is a header: 2 -> 1 is a back edge)
 *
 * Dominators follow Cooper, Harvey and Kennedy's iterative algorithm over
 * reverse postorder.  Loops are natural loops of back edges, nested with a
 * union-find walk from each header's latches, innermost headers first.  The
 * graph must be reducible (irreducible.c makes it so): then every edge to a
 * block no later in reverse postorder is a back edge.
 */
#include <string.h>

#include "cfg/cfg.h"

static int32_t
intersect(const int32_t *idom, const int32_t *order, int32_t a, int32_t b)
{
	while (a != b) {
		while (order[a] > order[b])
			a = idom[a];
		while (order[b] > order[a])
			b = idom[b];
	}
	return a;
}

static uint32_t
find(uint32_t *uf, uint32_t v)
{
	while (uf[v] != v) {
		uf[v] = uf[uf[v]];
		v = uf[v];
	}
	return v;
}

int
agc_cfg_analyze(struct agc_arena *a, uint32_t n, const uint32_t *succ_start,
		const uint32_t *succ, struct agc_cfg_info *info)
{
	memset(info, 0, sizeof(*info));
	info->n = n;
	info->rpo = agc_alloc(a, n * sizeof(uint32_t));
	info->order = agc_alloc(a, n * sizeof(int32_t));
	info->idom = agc_alloc(a, n * sizeof(int32_t));
	info->loop = agc_alloc(a, n * sizeof(int32_t));
	info->loop_parent = agc_alloc(a, n * sizeof(int32_t));
	info->is_header = agc_alloc(a, n * sizeof(bool));
	info->pred_start = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t nedges = succ_start[n];
	info->pred = agc_alloc(a, (nedges + 1) * sizeof(uint32_t));
	uint32_t *stack = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *edge = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *post = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *uf = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	uint32_t *work = agc_alloc(a, (nedges + n + 1) * sizeof(uint32_t));
	int32_t *seen = agc_alloc(a, (n + 1) * sizeof(int32_t));
	if (!info->rpo || !info->order || !info->idom || !info->loop ||
	    !info->loop_parent || !info->is_header || !info->pred_start ||
	    !info->pred || !stack || !edge || !post || !uf || !work || !seen)
		return -1;

	/* postorder by an explicit DFS */
	for (uint32_t v = 0; v < n; v++) {
		info->order[v] = -1;
		info->idom[v] = -1;
		info->loop[v] = -1;
		info->loop_parent[v] = -1;
		seen[v] = -1;
	}
	uint32_t sp = 0, npost = 0;
	if (n) {
		stack[sp++] = 0;
		edge[0] = succ_start[0];
		info->order[0] = 0; /* visited mark for now */
	}
	while (sp) {
		uint32_t v = stack[sp - 1];
		if (edge[v] < succ_start[v + 1]) {
			uint32_t w = succ[edge[v]++];
			if (info->order[w] < 0) {
				info->order[w] = 0;
				edge[w] = succ_start[w];
				stack[sp++] = w;
			}
		} else {
			post[npost++] = v;
			sp--;
		}
	}
	info->nreach = npost;
	for (uint32_t i = 0; i < npost; i++) {
		uint32_t v = post[npost - 1 - i];
		info->rpo[i] = v;
		info->order[v] = (int32_t)i;
	}

	/* predecessors, reachable sources only */
	for (uint32_t v = 0; v < n; v++) {
		if (info->order[v] < 0)
			continue;
		for (uint32_t e = succ_start[v]; e < succ_start[v + 1]; e++)
			info->pred_start[succ[e] + 1]++;
	}
	for (uint32_t v = 0; v < n; v++)
		info->pred_start[v + 1] += info->pred_start[v];
	for (uint32_t v = 0; v < n; v++)
		edge[v] = info->pred_start[v];
	for (uint32_t v = 0; v < n; v++) {
		if (info->order[v] < 0)
			continue;
		for (uint32_t e = succ_start[v]; e < succ_start[v + 1]; e++)
			info->pred[edge[succ[e]]++] = v;
	}

	/* dominators */
	if (npost)
		info->idom[info->rpo[0]] = info->rpo[0];
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t i = 1; i < npost; i++) {
			uint32_t v = info->rpo[i];
			int32_t nd = -1;
			for (uint32_t e = info->pred_start[v]; e < info->pred_start[v + 1]; e++) {
				int32_t p = (int32_t)info->pred[e];
				if (info->idom[p] < 0)
					continue;
				nd = nd < 0 ? p : intersect(info->idom, info->order, p, nd);
			}
			if (nd != info->idom[v]) {
				info->idom[v] = nd;
				changed = true;
			}
		}
	}
	if (npost)
		info->idom[info->rpo[0]] = -1;

	/* loops, innermost headers (latest in rpo) first */
	for (uint32_t v = 0; v < n; v++)
		uf[v] = v;
	for (uint32_t i = npost; i-- > 0;) {
		uint32_t h = info->rpo[i];
		uint32_t nw = 0;
		for (uint32_t e = info->pred_start[h]; e < info->pred_start[h + 1]; e++) {
			uint32_t p = info->pred[e];
			if (info->order[p] >= info->order[h]) {
				info->is_header[h] = true;
				work[nw++] = p;
			}
		}
		if (!info->is_header[h])
			continue;
		info->loop[h] = (int32_t)h;
		seen[h] = (int32_t)h;
		while (nw) {
			uint32_t u = find(uf, work[--nw]);
			if (seen[u] == (int32_t)h)
				continue;
			seen[u] = (int32_t)h;
			if (info->is_header[u]) {
				if (info->loop_parent[u] < 0)
					info->loop_parent[u] = (int32_t)h;
			} else if (info->loop[u] < 0) {
				info->loop[u] = (int32_t)h;
			}
			uf[u] = h;
			for (uint32_t e = info->pred_start[u]; e < info->pred_start[u + 1]; e++) {
				uint32_t p = info->pred[e];
				if (find(uf, p) != h)
					work[nw++] = p;
			}
		}
	}
	return 0;
}
