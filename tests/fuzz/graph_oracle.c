/*
 * graph_oracle.c -- the fuzz_graph harness's oracles must catch a wrong
 * module, not only pass right ones.
 *
 *   graph_oracle GRAPHFILE ...
 *
 * For each graph ("{{1},{2,3},...}"): the skeleton module the structurizer
 * gives must pass judge() (spirv-val, the structured control-flow rules,
 * equivalence with the graph); then each OpBranchConditional in turn gets
 * its two targets swapped, and at least one such mutant per graph must
 * still pass spirv-val yet be refused by the checker -- a swapped
 * selection is structurally fine and computes something else, e.g.
 *
 *   {{1,2},{3},{3},{}}   OpBranchConditional %c %b1 %b2  ->  %c %b2 %b1
 *
 * takes block 2 where the graph takes block 1.  Exit status 0 when every
 * graph passes both ways, 1 otherwise.
 */
#include <spirv/unified1/spirv.h>

#include "fuzz_graph.c"

/* Mutants whose structure is valid but that the checker refuses. */
static unsigned
refused_swaps(const struct agc_graph *g, uint32_t *w, size_t n, unsigned *tried)
{
	unsigned refused = 0;
	for (size_t at = 5; at < n && w[at] >> 16; at += w[at] >> 16) {
		if ((w[at] & 0xffff) != SpvOpBranchConditional)
			continue;
		uint32_t t = w[at + 2];
		w[at + 2] = w[at + 3];
		w[at + 3] = t;
		struct verdict v = {{0}, {0}};
		(*tried)++;
		if (spirv_val(w, n, &v) && !judge(g, w, n, &v))
			refused++;
		w[at + 3] = w[at + 2];
		w[at + 2] = t;
	}
	return refused;
}

static int
check_file(const char *path)
{
	char text[4096];
	FILE *f = fopen(path, "r");
	size_t len = f ? fread(text, 1, sizeof(text) - 1, f) : 0;
	if (f)
		fclose(f);
	text[len] = 0;
	struct agc_arena a = {.limit = 256u << 20};
	struct agc_graph g;
	struct agc_sgraph s;
	struct agc_diag d;
	uint32_t *words;
	size_t n;
	int bad = 1;
	if (agc_graph_parse(&a, text, &g, &d) || agc_cfg_structurize(&a, &g, &s, &d) ||
	    agc_spv_skeleton(&a, &s, &g, &words, &n, &d)) {
		printf("FAIL %s: not structurized: %s\n", path, d.msg);
		goto out;
	}
	struct verdict v = {{0}, {0}};
	if (!judge(&g, words, n, &v)) {
		printf("FAIL %s: the module is refused: %s: %s\n", path, v.rule, v.detail);
		goto out;
	}
	unsigned tried = 0, refused = refused_swaps(&g, words, n, &tried);
	printf("%s %s: %u of %u swapped branches refused\n", refused ? "PASS" : "FAIL", path,
	       refused, tried);
	bad = !refused;
out:
	agc_arena_free(&a);
	return bad;
}

int
main(int argc, char **argv)
{
	int bad = 0;
	for (int i = 1; i < argc; i++)
		bad |= check_file(argv[i]);
	return bad || argc < 2;
}
