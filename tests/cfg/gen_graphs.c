/*
 * gen_graphs: seeded, deterministic random control-flow graphs for the
 * structurizer oracle.  Prints one SPEC per line: a list of successor lists,
 * block 0 the entry, "{}" a return.  Example (a loop with two exits):
 *
 *   $ gen_graphs --seed 7 --count 1 --max-blocks 6
 *   {{1},{2,4},{1,3},{},{}}
 *
 * How a graph is made:
 *   1. a random spanning tree rooted at block 0 (parents chosen near their
 *      child, so that chains and nesting are deep), which makes every block
 *      reachable;
 *   2. extra forward edges (later blocks only), which gives a DAG with joins,
 *      many exits and shared merges;
 *   3. back edges: in a reducible graph only to a dominator of the source
 *      (computed on the DAG; adding such edges never changes dominance), so
 *      loops nest and may share latches; in an irreducible graph also to
 *      non-dominators, which makes multi-entry cycles;
 *   4. for a non-terminating graph, returns are replaced by back edges, either
 *      all of them (the whole graph never ends) or some (closed cycles inside a
 *      graph that can also return);
 *   5. multi-way blocks (3..6 successors) and duplicated successors.
 *
 * Kinds: mix (default: all of the below in turn), reducible, irreducible,
 * infinite.  Sizes are log-uniform in [--min-blocks, --max-blocks].
 */
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kind { KIND_MIX, KIND_REDUCIBLE, KIND_IRREDUCIBLE, KIND_INFINITE };

struct rng {
	uint64_t s;
};

static uint64_t rng_next(struct rng *r)
{
	/* splitmix64 */
	uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* Uniform in [0, n). */
static uint32_t rng_below(struct rng *r, uint32_t n)
{
	return (uint32_t)(rng_next(r) % n);
}

static bool rng_chance(struct rng *r, double p)
{
	return (double)(rng_next(r) >> 11) / 9007199254740992.0 < p;
}

struct graph {
	uint32_t n;
	uint32_t *nsucc;
	uint32_t (*succ)[8]; /* at most 8 successors per block */
};

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);
	if (!p) {
		fprintf(stderr, "gen_graphs: out of memory\n");
		exit(2);
	}
	return p;
}

static bool add_succ(struct graph *g, uint32_t from, uint32_t to)
{
	if (g->nsucc[from] >= 8)
		return false;
	g->succ[from][g->nsucc[from]++] = to;
	return true;
}

/* A block index near `to` but below it: locality makes deep nesting. */
static uint32_t near_below(struct rng *r, uint32_t to)
{
	uint32_t span = 1 + rng_below(r, rng_chance(r, 0.8) ? 4 : to);
	return span > to ? 0 : to - span;
}

/* Immediate dominators of a DAG whose edges all go from lower to higher
 * index, so that index order is a topological order. */
static void dag_idoms(const struct graph *g, uint32_t *idom)
{
	uint32_t *depth = xcalloc(g->n, sizeof *depth);
	for (uint32_t i = 0; i < g->n; i++)
		idom[i] = UINT32_MAX;
	idom[0] = 0;
	for (uint32_t b = 0; b < g->n; b++) {
		/* all predecessors of b have lower indices: idom[b] is final */
		if (b > 0)
			depth[b] = depth[idom[b]] + 1;
		for (uint32_t k = 0; k < g->nsucc[b]; k++) {
			uint32_t s = g->succ[b][k];
			if (s <= b)
				continue;
			if (idom[s] == UINT32_MAX) {
				idom[s] = b;
			} else {
				uint32_t x = idom[s], y = b;
				while (x != y) {
					if (depth[x] > depth[y])
						x = idom[x];
					else
						y = idom[y];
				}
				idom[s] = x;
			}
		}
	}
	free(depth);
}

static uint32_t pick_size(struct rng *r, uint32_t lo, uint32_t hi)
{
	/* log-uniform */
	double a = lo, b = hi;
	double u = (double)(rng_next(r) >> 11) / 9007199254740992.0;
	double v = a * pow(b / a, u);
	uint32_t n = (uint32_t)v;
	if (n < lo)
		n = lo;
	if (n > hi)
		n = hi;
	return n;
}

static void make_graph(struct rng *r, enum kind kind, uint32_t n, struct graph *g)
{
	g->n = n;
	g->nsucc = xcalloc(n, sizeof *g->nsucc);
	g->succ = xcalloc(n, sizeof *g->succ);

	/* Style knobs, drawn per graph so that the corpus is varied. */
	double p_extra_fwd = 0.1 + 0.5 * (double)rng_below(r, 100) / 100.0;
	double p_back = 0.1 + 0.5 * (double)rng_below(r, 100) / 100.0;
	double p_multi = rng_chance(r, 0.5) ? 0.15 : 0.02;
	double p_dup = rng_chance(r, 0.3) ? 0.2 : 0.0;
	double p_shared_latch = rng_chance(r, 0.3) ? 0.3 : 0.05;
	double p_wild_back = kind == KIND_IRREDUCIBLE ? 0.2 + 0.6 * (double)rng_below(r, 100) / 100.0 : 0.0;
	bool whole_infinite = kind == KIND_INFINITE && rng_chance(r, 0.5);

	/* 1. spanning tree */
	for (uint32_t b = 1; b < n; b++) {
		uint32_t p = near_below(r, b);
		while (!add_succ(g, p, b))
			p = near_below(r, b);
	}

	/* 2. extra forward edges */
	for (uint32_t b = 0; b + 1 < n; b++) {
		if (!rng_chance(r, p_extra_fwd))
			continue;
		uint32_t want = rng_chance(r, p_multi) ? 2 + rng_below(r, 4) : 1;
		for (uint32_t k = 0; k < want; k++) {
			uint32_t span = 1 + rng_below(r, rng_chance(r, 0.7) ? 6 : n - b - 1);
			uint32_t to = b + span < n ? b + span : n - 1;
			add_succ(g, b, to);
		}
	}

	/* multi-way splits of blocks that already branch, still forward */
	for (uint32_t b = 0; b + 1 < n; b++) {
		if (g->nsucc[b] >= 1 && rng_chance(r, p_multi / 2)) {
			uint32_t extra = 1 + rng_below(r, 3);
			for (uint32_t k = 0; k < extra; k++)
				add_succ(g, b, b + 1 + rng_below(r, n - b - 1));
		}
	}

	/* 3. back edges */
	uint32_t *idom = xcalloc(n, sizeof *idom);
	dag_idoms(g, idom);
	struct graph fwd = *g; /* successor counts before back edges */
	fwd.nsucc = xcalloc(n, sizeof *fwd.nsucc);
	memcpy(fwd.nsucc, g->nsucc, n * sizeof *fwd.nsucc);
	for (uint32_t b = 1; b < n; b++) {
		bool latch = rng_chance(r, p_back);
		bool dead_end = fwd.nsucc[b] == 0;
		if (dead_end && kind == KIND_INFINITE && (whole_infinite || rng_chance(r, 0.5)))
			latch = true;
		if (!latch)
			continue;
		uint32_t nback = rng_chance(r, p_shared_latch) ? 2 + rng_below(r, 2) : 1;
		for (uint32_t k = 0; k < nback; k++) {
			uint32_t to;
			if (rng_chance(r, p_wild_back)) {
				to = rng_below(r, b + 1);
			} else {
				/* walk up the dominator tree a random number of steps */
				to = b;
				uint32_t steps = rng_below(r, 4);
				for (uint32_t s = 0; s < steps && to != 0; s++)
					to = idom[to];
			}
			add_succ(g, b, to);
		}
	}
	free(fwd.nsucc);

	/* An irreducible graph gets at least one two-entry cycle: a back edge
	 * a -> c to a dominator c != 0 of a makes a loop headed by c, and an
	 * edge 0 -> a enters it a second time, not through c. */
	if (kind == KIND_IRREDUCIBLE) {
		for (uint32_t tries = 0; tries < 8 && n >= 3; tries++) {
			uint32_t x = 2 + rng_below(r, n - 2), c = idom[x];
			if (c == 0 || c == x)
				continue;
			add_succ(g, x, c);
			add_succ(g, 0, x);
			break;
		}
	}

	/* 4. in a non-terminating graph make sure the intended returns are gone
	 * (a back edge to a dominator keeps a reducible graph reducible) */
	if (whole_infinite) {
		for (uint32_t b = 0; b < n; b++) {
			if (g->nsucc[b])
				continue;
			uint32_t to = b, steps = rng_below(r, 4);
			for (uint32_t k = 0; k < steps && to != 0; k++)
				to = idom[to];
			add_succ(g, b, to);
		}
	}
	free(idom);

	/* 5. duplicated successors (dominance unchanged) */
	for (uint32_t b = 0; b < n; b++) {
		if (g->nsucc[b] >= 1 && rng_chance(r, p_dup))
			add_succ(g, b, g->succ[b][rng_below(r, g->nsucc[b])]);
	}

}

static void print_graph(FILE *f, const struct graph *g)
{
	fputc('{', f);
	for (uint32_t b = 0; b < g->n; b++) {
		fputc('{', f);
		for (uint32_t k = 0; k < g->nsucc[b]; k++)
			fprintf(f, k ? ",%" PRIu32 : "%" PRIu32, g->succ[b][k]);
		fputc('}', f);
		if (b + 1 < g->n)
			fputc(',', f);
	}
	fputs("}\n", f);
}

static void usage(void)
{
	fprintf(stderr,
		"usage: gen_graphs [--seed S] [--first I] [--count N] [--min-blocks A] [--max-blocks B]\n"
		"                  [--kind mix|reducible|irreducible|infinite]\n"
		"Prints graphs I .. I+N-1 of the seed's sequence (one SPEC per line),\n"
		"2 <= A <= B <= 10000.\n");
	exit(2);
}

int main(int argc, char **argv)
{
	uint64_t seed = 1, count = 10, first = 0;
	uint32_t lo = 2, hi = 1000;
	enum kind kind = KIND_MIX;
	for (int i = 1; i < argc; i += 2) { /* each option takes a value */
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!v)
			usage();
		if (!strcmp(a, "--seed"))
			seed = strtoull(v, NULL, 0);
		else if (!strcmp(a, "--first"))
			first = strtoull(v, NULL, 0);
		else if (!strcmp(a, "--count"))
			count = strtoull(v, NULL, 0);
		else if (!strcmp(a, "--min-blocks"))
			lo = (uint32_t)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--max-blocks"))
			hi = (uint32_t)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--kind")) {
			if (!strcmp(v, "mix"))
				kind = KIND_MIX;
			else if (!strcmp(v, "reducible"))
				kind = KIND_REDUCIBLE;
			else if (!strcmp(v, "irreducible"))
				kind = KIND_IRREDUCIBLE;
			else if (!strcmp(v, "infinite"))
				kind = KIND_INFINITE;
			else
				usage();
		} else
			usage();
	}
	if (lo < 2 || hi < lo || hi > 10000)
		usage();

	for (uint64_t i = first; i < first + count; i++) {
		/* each graph has its own stream, so graph i does not depend on the
		 * sizes of graphs before it */
		struct rng r = {seed * 0x100000001b3ull + i * 0x9e3779b97f4a7c15ull};
		rng_next(&r);
		enum kind k = kind;
		if (k == KIND_MIX)
			k = (enum kind)(1 + i % 3);
		/* most graphs small, some large */
		uint32_t top = hi;
		if (rng_chance(&r, 0.7) && hi > 40 && lo < 40)
			top = 40;
		uint32_t n = pick_size(&r, lo, top);
		struct graph g;
		make_graph(&r, k, n, &g);
		print_graph(stdout, &g);
		free(g.nsucc);
		free(g.succ);
	}
	return 0;
}
