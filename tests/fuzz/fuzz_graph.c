/*
 * fuzz_graph.c -- libFuzzer harness: the --graph notation parser, the
 * structurizer and the skeleton module on arbitrary text.
 *
 * Every module the skeleton emits is judged by two oracles that share no
 * code with cfg/ or spirv/: the SPIRV-Tools validator (spvValidate, Vulkan
 * 1.2, what spirv-val checks) and the structurizer's own checker
 * (tests/cfg: the structured control-flow rules, and exact equivalence of
 * the module with the input graph).  A failure prints the graph and the
 * verdict and traps, so libFuzzer keeps the input.
 */
#include <spirv-tools/libspirv.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"
#include "spirv/spirv.h"
#include "../cfg/check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The equivalence search grows with the graph; larger graphs still get the
 * validator and the structural rules. */
#define EQUIV_MAX_BLOCKS 300

/* The checker's verdict recorder (check_main.c has the same one; that file
 * also holds the checker's main, so it is not linked here). */
bool
fail(struct verdict *v, const char *rule, const char *fmt, ...)
{
	if (v->rule[0])
		return false;
	snprintf(v->rule, sizeof v->rule, "%s", rule);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(v->detail, sizeof v->detail, fmt, ap);
	va_end(ap);
	return false;
}

static bool
spirv_val(const uint32_t *w, size_t n, struct verdict *v)
{
	spv_context ctx = spvContextCreate(SPV_ENV_VULKAN_1_2);
	spv_const_binary_t bin = {w, n};
	spv_diagnostic diag = NULL;
	spv_result_t res = spvValidate(ctx, &bin, &diag);
	if (res != SPV_SUCCESS)
		fail(v, "spirv-val", "%s", diag && diag->error ? diag->error : "invalid");
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	return res == SPV_SUCCESS;
}

/* The checker's view of the graph: the same successor lists, borrowed. */
static bool
judge(const struct agc_graph *g, const uint32_t *w, size_t n, struct verdict *v)
{
	if (!spirv_val(w, n, v))
		return false;
	struct cmodule m;
	memset(&m, 0, sizeof m);
	bool ok = module_parse(&m, w, n, v) && rules_check(&m, v);
	if (ok && g->nblocks <= EQUIV_MAX_BLOCKS) {
		struct cgraph cg = {g->nblocks, calloc(g->nblocks, sizeof(uint32_t)),
				    calloc(g->nblocks, sizeof(uint32_t *))};
		if (!cg.nsucc || !cg.succ)
			abort();
		for (uint32_t b = 0; b < g->nblocks; b++) {
			cg.nsucc[b] = g->blocks[b].nsucc;
			cg.succ[b] = g->blocks[b].succ;
		}
		struct equiv_stats st = {0};
		ok = equiv_check(&m, &cg, &st, v);
		free(cg.nsucc);
		free(cg.succ);
	}
	module_free(&m);
	return ok;
}

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
	    agc_cfg_structurize(&a, &g, &s, &d) == 0 &&
	    agc_spv_skeleton(&a, &s, &g, &words, &n, &d) == 0) {
		struct verdict v = {{0}, {0}};
		if (!judge(&g, words, n, &v)) {
			fprintf(stderr, "fuzz_graph: ");
			agc_graph_print_spec(stderr, &g);
			fprintf(stderr, "\nfuzz_graph: FAIL %s: %s\n", v.rule, v.detail);
			__builtin_trap();
		}
	}
	agc_arena_free(&a);
	free(text);
	return 0;
}
