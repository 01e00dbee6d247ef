/*
 * structurize_bench.c -- time agc_cfg_structurize on random graphs of 10,
 * 100, 1,000 and 10,000 blocks, reducible and irreducible, and report the
 * growth of the output: blocks, route variables and route stores per input
 * block.
 *
 * Reducible graphs: a random DAG (edges mostly to near later blocks, some
 * far), then back edges from blocks to one of their dominators.
 * Irreducible graphs: the same, plus edges to random earlier blocks.
 *
 *   structurize_bench [--kinds] [SCALE]
 *
 * SCALE multiplies the number of graphs (default 1); --kinds also prints
 * the added blocks per input block by kind.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cfg/cfg.h"

static uint64_t rng = 0x243F6A8885A308D3ull;

static uint32_t
rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 11);
}

static void
add_edge(struct agc_block *b, uint32_t t)
{
	b->succ[b->nsucc++] = t;
}

static void
random_graph(struct agc_arena *a, struct agc_graph *g, uint32_t n, bool irreducible)
{
	g->nblocks = n;
	g->blocks = agc_alloc(a, n * sizeof(*g->blocks));
	for (uint32_t i = 0; i < n; i++) {
		struct agc_block *b = &g->blocks[i];
		uint32_t r = rnd() % 100;
		uint32_t want = i + 1 == n ? 0 : r < 3 ? 0 : r < 50 ? 1 : r < 95 ? 2 : 3 + rnd() % 4;
		b->succ = agc_alloc(a, (want + 2) * sizeof(uint32_t));
		for (uint32_t j = 0; j < want; j++) {
			uint32_t span = rnd() % 100 < 85 ? 4 : n - i;
			uint32_t t = i + 1 + rnd() % span;
			add_edge(b, t < n ? t : n - 1);
		}
	}
	/* back edges to dominators: dominators of the DAG, then a loop latch
	 * in about one block of eight */
	uint32_t *ss = agc_alloc(a, (n + 1) * sizeof(uint32_t));
	for (uint32_t i = 0; i < n; i++)
		ss[i + 1] = ss[i] + g->blocks[i].nsucc;
	uint32_t *succ = agc_alloc(a, (ss[n] + 1) * sizeof(uint32_t));
	for (uint32_t i = 0; i < n; i++)
		memcpy(succ + ss[i], g->blocks[i].succ, g->blocks[i].nsucc * sizeof(uint32_t));
	struct agc_cfg_info ci;
	agc_cfg_analyze(a, n, ss, succ, &ci);
	for (uint32_t i = 1; i < n; i++) {
		if (ci.order[i] < 0 || rnd() % 8)
			continue;
		int32_t d = (int32_t)i;
		for (uint32_t steps = 1 + rnd() % 6; steps-- && ci.idom[d] >= 0;)
			d = ci.idom[d];
		add_edge(&g->blocks[i], (uint32_t)d);
	}
	if (irreducible) {
		for (uint32_t i = 1; i < n; i++)
			if (rnd() % 10 == 0)
				add_edge(&g->blocks[i], rnd() % i);
	}
}

static double
now(void)
{
	struct timespec ts;
	/* CPU time of the process (the layout may run on a thread of its
	 * own), so that a loaded machine does not inflate the figures */
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

int
main(int argc, char **argv)
{
	static const uint32_t sizes[] = {10, 100, 1000, 10000};
	static const int counts[] = {2000, 1000, 300, 30};
	bool by_kind = argc > 1 && !strcmp(argv[1], "--kinds");
	if (by_kind) {
		argc--;
		argv++;
	}
	int scale = argc > 1 ? atoi(argv[1]) : 1;
	int fail = 0;

	if (scale < 1)
		scale = 1;
	printf("%-7s %-11s %6s %9s %9s %9s %8s %8s %8s %9s\n", "blocks", "kind", "graphs",
	       "p50 cpu", "p99 cpu", "max cpu", "growth", "g p99", "vars/blk", "stores/blk");
	for (int irr = 0; irr < 2; irr++) {
		for (unsigned si = 0; si < sizeof(sizes) / sizeof(sizes[0]); si++) {
			int count = counts[si] * scale;
			double *t = calloc((size_t)count, sizeof(double));
			double *growth = calloc((size_t)count, sizeof(double));
			double vars = 0, stores = 0;
			double kinds[AGC_SB_FORWARD + 1] = {0};
			for (int k = 0; k < count; k++) {
				struct agc_arena ga = {0}, sa = {0};
				struct agc_graph g;
				struct agc_sgraph s;
				struct agc_diag d;
				random_graph(&ga, &g, sizes[si], irr);
				double t0 = now();
				int r = agc_cfg_structurize(&sa, &g, &s, &d);
				t[k] = (now() - t0) * 1e3;
				if (r) {
					fprintf(stderr, "structurize failed: %s\n", d.msg);
					fail = 1;
				} else {
					growth[k] = (double)s.nblocks / s.orig_blocks;
					vars += (double)s.route_vars / s.orig_blocks;
					stores += (double)s.route_stores / s.orig_blocks;
					for (uint32_t i = 0; i < s.nblocks; i++)
						kinds[s.blocks[i].kind] += 1.0 / s.orig_blocks;
				}
				agc_arena_free(&ga);
				agc_arena_free(&sa);
			}
			qsort(t, (size_t)count, sizeof(double), cmp_double);
			qsort(growth, (size_t)count, sizeof(double), cmp_double);
			size_t p99 = (size_t)(count * 0.99);
			if (p99 >= (size_t)count)
				p99 = (size_t)count - 1;
			printf("%-7u %-11s %6d %9.3f %9.3f %9.3f %7.2fx %7.2fx %8.4f %9.4f\n", sizes[si],
			       irr ? "irreducible" : "reducible", count, t[count / 2], t[p99],
			       t[count - 1], growth[count / 2], growth[p99], vars / count, stores / count);
			if (by_kind) {
				printf("        per input block:");
				for (int k = AGC_SB_HUB; k < AGC_SB_FORWARD; k++)
					printf(" %s %.3f", agc_sb_kind_name((enum agc_sb_kind)k), kinds[k] / count);
				printf("\n");
			}
			free(t);
			free(growth);
		}
	}
	return fail;
}
