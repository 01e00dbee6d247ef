/*
 * fuzz_graph.c -- libFuzzer harness: the --graph notation parser, the
 * structurizer and the skeleton module on arbitrary text.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"
#include "spirv/spirv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = 0;
	struct agc_arena a = {.limit = 256u << 20};
	struct agc_graph g;
	struct agc_sgraph s;
	struct agc_diag d;
	uint32_t *words;
	size_t n;
	if (agc_graph_parse(&a, text, &g, &d) == 0 && g.nblocks <= 2000 &&
	    agc_cfg_structurize(&a, &g, &s, &d) == 0)
		agc_spv_skeleton(&a, &s, &g, &words, &n, &d);
	agc_arena_free(&a);
	free(text);
	return 0;
}
