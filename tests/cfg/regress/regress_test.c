/*
 * regress_test.c -- structure each graph file given, and check the result:
 *
 *   - the skeleton module passes spirv-val (SPIRV-Tools, Vulkan 1.2);
 *   - run on many decision sequences, the structured graph visits the
 *     original blocks in the same order as the original graph does (a
 *     direct interpreter of each graph, 4000 blocks at most per run);
 *   - every original reachable block appears exactly once.
 *
 * With --random N SEED it also checks N random graphs (reducible and not);
 * with --chain N, a chain of N blocks and a chain of N two-way blocks (the
 * layout must not run out of stack), structured and replayed (validated
 * up to 1,000 blocks: spirv-val is slow on larger modules).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"
#include "spirv/spirv.h"

#define STEPS AGC_SKELETON_TRACE_MAX

static uint64_t rng_state = 88172645463325252ull;

static uint32_t
rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 11);
}

/* Trace of the original graph under decisions dec. */
static uint32_t
run_original(const struct agc_graph *g, const uint32_t *dec, uint32_t *trace)
{
	uint32_t n = 0, k = 0, b = 0;
	for (;;) {
		if (n == STEPS)
			return n;
		trace[n++] = b;
		const struct agc_block *bl = &g->blocks[b];
		if (!bl->nsucc)
			return n;
		b = bl->nsucc == 1 ? bl->succ[0] : bl->succ[dec[k++] % bl->nsucc];
	}
}

/* Trace of the structured graph, reading its blocks as spirv/flow.c emits
 * them.  Returns -1 when it loops without visiting an original block. */
static int64_t
run_structured(const struct agc_sgraph *s, const uint32_t *dec, uint32_t *trace)
{
	uint32_t n = 0, k = 0, i = 0, route = 0, hub = s->hub_init, idle = 0;
	for (;;) {
		const struct agc_sblock *b = &s->blocks[i];
		uint32_t sel = 0;
		if (b->kind == AGC_SB_BLOCK) {
			if (n == STEPS)
				return n;
			trace[n++] = (uint32_t)b->block;
			idle = 0;
		} else if (++idle > 4 * s->nblocks + 16) {
			return -1;
		}
		switch (b->sel) {
		case AGC_SEL_NONE: break;
		case AGC_SEL_BLOCK: sel = dec[k++] % b->sel_ways; break;
		case AGC_SEL_HUB: sel = hub; break;
		case AGC_SEL_ROUTE_EQ:
			sel = route == b->sel_value;
			if (sel)
				route = 0;
			break;
		case AGC_SEL_ROUTE_NZ:
			if (b->sel_value && route == b->sel_value)
				route = 0;
			sel = route != 0;
			break;
		case AGC_SEL_ZERO: sel = 0; break;
		case AGC_SEL_ROUTE_IN: sel = route - b->sel_value < b->sel_ways; break;
		case AGC_SEL_ROUTE_CASE:
			sel = route - b->sel_value;
			route = 0;
			break;
		}
		if (b->hub_store >= 0)
			hub = (uint32_t)b->hub_store;
		if (b->hub_stores) {
			uint32_t j = b->ntarget == 2 && b->term != AGC_TERM_SWITCH ? sel != 0
				     : sel < b->ntarget ? sel : b->ntarget - 1;
			if (b->hub_stores[j] >= 0)
				hub = (uint32_t)b->hub_stores[j];
		}
		if (b->route_store) {
			if (b->ntarget == 1) {
				if (b->route_store[0] >= 0)
					route = (uint32_t)b->route_store[0];
			} else {
				uint32_t j = b->ntarget == 2 && b->term != AGC_TERM_SWITCH ? sel != 0
					     : sel < b->ntarget ? sel : b->ntarget - 1;
				int32_t v = b->route_store[j];
				route = v > 0 ? (uint32_t)v : 0;
			}
		}
		switch (b->term) {
		case AGC_TERM_BRANCH: i = b->target[0]; break;
		case AGC_TERM_COND:
			if (b->ntarget == 2)
				i = b->target[sel != 0];
			else
				i = b->target[sel < b->ntarget ? sel : b->ntarget - 1];
			break;
		case AGC_TERM_SWITCH: i = b->target[sel < b->ntarget ? sel : b->ntarget - 1]; break;
		case AGC_TERM_RETURN: return n;
		case AGC_TERM_UNREACHABLE: return -2;
		}
	}
}

static int
check_graph(const char *name, const struct agc_graph *g, int runs, bool quiet,
	    double *growth, bool validate)
{
	struct agc_arena a = {0};
	struct agc_sgraph s;
	struct agc_diag d;
	uint32_t *words;
	size_t nwords;
	int fail = 0;

	if (agc_cfg_structurize(&a, g, &s, &d)) {
		printf("FAIL %s: structurize: %s\n", name, d.msg);
		agc_arena_free(&a);
		return 1;
	}
	if (validate && (agc_spv_skeleton(&a, &s, g, &words, &nwords, &d) ||
			 agc_spv_validate(words, nwords, AGC_SPV_ENV_VULKAN_1_2, &d))) {
		printf("FAIL %s: %s\n", name, d.msg);
		fail = 1;
	}
	/* each original block at most once */
	uint32_t *seen = calloc(g->nblocks, sizeof(uint32_t));
	for (uint32_t i = 0; i < s.nblocks; i++)
		if (s.blocks[i].kind == AGC_SB_BLOCK && seen[s.blocks[i].block]++) {
			printf("FAIL %s: block %d emitted twice\n", name, s.blocks[i].block);
			fail = 1;
		}
	free(seen);
	uint32_t *dec = malloc((STEPS + 1) * sizeof(uint32_t));
	uint32_t *t1 = malloc((STEPS + 1) * sizeof(uint32_t));
	uint32_t *t2 = malloc((STEPS + 1) * sizeof(uint32_t));
	for (int r = 0; r < runs && !fail; r++) {
		for (uint32_t i = 0; i <= STEPS; i++)
			dec[i] = r == 0 ? 0 : r == 1 ? 1 : rnd();
		uint32_t n1 = run_original(g, dec, t1);
		int64_t n2 = run_structured(&s, dec, t2);
		if (n2 < 0 || (uint32_t)n2 != n1 || memcmp(t1, t2, n1 * sizeof(uint32_t))) {
			uint32_t at = 0;
			while (n2 >= 0 && at < n1 && at < (uint32_t)n2 && t1[at] == t2[at])
				at++;
			printf("FAIL %s: run %d: traces differ at step %u (original %u steps, "
			       "structured %lld)\n", name, r, at, n1, (long long)n2);
			fail = 1;
		}
	}
	free(dec);
	free(t1);
	free(t2);
	if (fail && g->nblocks < 40) {
		agc_graph_print_spec(stdout, g);
		agc_sgraph_dump_text(stdout, &s);
	}
	if (!fail && !quiet)
		printf("ok %s: %u blocks -> %u (%u original), %u route vars, %u route stores\n",
		       name, g->nblocks, s.nblocks, s.orig_blocks, s.route_vars, s.route_stores);
	if (growth)
		*growth = (double)s.nblocks / s.orig_blocks;
	agc_arena_free(&a);
	return fail;
}

static char *
read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *s = malloc((size_t)n + 1);
	if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
		free(s);
		s = NULL;
	}
	if (s)
		s[n] = 0;
	fclose(f);
	return s;
}

static void
random_graph(struct agc_arena *a, struct agc_graph *g, uint32_t n, bool reducible)
{
	g->nblocks = n;
	g->blocks = agc_alloc(a, n * sizeof(*g->blocks));
	for (uint32_t i = 0; i < n; i++) {
		struct agc_block *b = &g->blocks[i];
		uint32_t r = rnd() % 100;
		b->nsucc = i + 1 == n ? 0 : r < 5 ? 0 : r < 45 ? 1 : r < 90 ? 2 : 3 + rnd() % 3;
		if (i == 0 && b->nsucc == 0 && n > 1)
			b->nsucc = 1;
		b->succ = agc_alloc(a, (b->nsucc + 1) * sizeof(uint32_t));
		for (uint32_t j = 0; j < b->nsucc; j++) {
			uint32_t t;
			if (rnd() % 100 < 70 || reducible) {
				/* forward, mostly near */
				t = i + 1 + (rnd() % 100 < 70 ? rnd() % 3 : rnd() % (n - i));
				if (t >= n)
					t = n - 1;
				if (reducible && rnd() % 100 < 15)
					t = i - rnd() % (i + 1); /* a back edge to an ancestor */
			} else {
				t = rnd() % n;
			}
			b->succ[j] = t;
		}
	}
}

int
main(int argc, char **argv)
{
	int fail = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--random") && i + 2 < argc) {
			int count = atoi(argv[i + 1]);
			rng_state ^= strtoull(argv[i + 2], NULL, 0) * 0x9E3779B97F4A7C15ull;
			i += 2;
			int bad = 0;
			for (int k = 0; k < count; k++) {
				struct agc_arena a = {0};
				struct agc_graph g;
				uint32_t n = 2 + rnd() % (k % 4 == 3 ? 200 : 24);
				random_graph(&a, &g, n, k % 2);
				char name[64];
				snprintf(name, sizeof(name), "random #%d", k);
				bad += check_graph(name, &g, 20, true, NULL, true);
				agc_arena_free(&a);
				if (bad > 3)
					break;
			}
			printf("%s: %d random graphs, %d failed\n", bad ? "FAIL" : "ok", count, bad);
			fail |= bad != 0;
			continue;
		}
		if (!strcmp(argv[i], "--chain") && i + 1 < argc) {
			uint32_t n = (uint32_t)strtoul(argv[++i], NULL, 0);
			for (int twoway = 0; twoway < 2; twoway++) {
				struct agc_arena a = {0};
				struct agc_graph g = {n, agc_alloc(&a, n * sizeof(struct agc_block))};
				for (uint32_t k = 0; k + 1 < n; k++) {
					g.blocks[k].nsucc = twoway && k % 2 ? 2 : 1;
					g.blocks[k].succ = agc_alloc(&a, 2 * sizeof(uint32_t));
					g.blocks[k].succ[0] = g.blocks[k].succ[1] = k + 1;
				}
				char name[64];
				snprintf(name, sizeof(name), "chain of %u%s", n, twoway ? " two-way" : "");
				fail |= check_graph(name, &g, 2, false, NULL, n <= 1000);
				agc_arena_free(&a);
			}
			continue;
		}
		char *text = read_file(argv[i]);
		if (!text) {
			printf("FAIL %s: cannot read\n", argv[i]);
			fail = 1;
			continue;
		}
		struct agc_arena a = {0};
		struct agc_graph g;
		struct agc_diag d;
		if (agc_graph_parse(&a, text, &g, &d)) {
			printf("FAIL %s: %s\n", argv[i], d.msg);
			fail = 1;
		} else {
			fail |= check_graph(argv[i], &g, 200, false, NULL, true);
		}
		agc_arena_free(&a);
		free(text);
	}
	return fail;
}
