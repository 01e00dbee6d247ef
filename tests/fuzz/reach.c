/*
 * reach.c -- how far each pipeline-harness input gets through the
 * recompiler, pass by pass, with the harness's options (fuzz_pipeline.h).
 *
 *   reach [-v] [--all-valid] FILE|DIR ...
 *
 * One line per input with -v ("valid  seeds/pipeline/loop_sum.w32"), then
 * the tally of where inputs stop:
 *
 *   17 inputs: read 0, decode 2, graph 1, ir 0, structurize 0, lower 3,
 *   validate 0, valid 11; 11 reach validation
 *
 * "lower 3" means three were refused by the lowering; an input reaches
 * validation when the lowering emitted a module.  The passes are those of
 * agc_recompile (pipeline/pipeline.c), called one at a time; agc_recompile itself
 * runs too and must refuse the same inputs and emit the same words, or the
 * input counts as a mismatch (and the exit status is 1).  --all-valid: the exit status is 1
 * as well when an input does not get through every pass.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cfg/shader_cfg.h"
#include "spirv/lower.h"
#include "spirv/spirv.h"
#include "fuzz_pipeline.h"

enum stop { ST_READ, ST_DECODE, ST_GRAPH, ST_IR, ST_STRUCTURIZE, ST_LOWER, ST_VALIDATE, ST_VALID,
	    ST_COUNT };

static const char *const stop_name[ST_COUNT] = {"read", "decode", "graph", "ir", "structurize",
						"lower", "validate", "valid"};

static unsigned tally[ST_COUNT], mismatches, unreadable;
static bool verbose;

/* The passes of agc_recompile, one at a time; returns where data stops. */
static enum stop
run_passes(struct agc_arena *a, const uint8_t *data, size_t size, uint32_t **words, size_t *n,
	   struct agc_diag *d)
{
	struct agc_code code;
	struct agc_options o;
	struct agc_shader_cfg cfg;
	struct agc_ir ir;
	struct agc_sgraph s;

	if (fuzz_pipeline_parse(a, data, size, &code, d) < 0)
		return ST_READ;
	fuzz_pipeline_options(data[0], &code, &o);
	if (!o.workgroup[0]) {
		o.workgroup[0] = o.wave64 ? 64 : 32;
		o.workgroup[1] = o.workgroup[2] = 1;
	}
	for (int i = 0; i < 3; i++)
		if (!o.workgroup[i])
			o.workgroup[i] = 1;
	o.cfg.wave64 = o.wave64;
	if (agc_cfg_build(a, &code, &o.cfg, &cfg, d) < 0)
		return d->stage == AGC_STAGE_DECODE ? ST_DECODE : ST_GRAPH;
	if (agc_ir_build(a, &cfg, o.wave64, &ir, d) < 0 || agc_ir_descriptors(a, &ir, &o, d) < 0)
		return ST_IR;
	if (agc_cfg_structurize(a, &cfg.g, &s, d) < 0)
		return ST_STRUCTURIZE;
	if (agc_spv_lower(a, &ir, &s, &o, words, n, d) < 0)
		return ST_LOWER;
	if (agc_spv_validate(*words, *n, AGC_SPV_ENV_VULKAN_1_2, d) < 0)
		return ST_VALIDATE;
	return ST_VALID;
}

/* What the harness does, agc_recompile, must agree with the passes one at
 * a time: the same refusal or the same words. */
static bool
recompile_agrees(struct agc_arena *a, const uint8_t *data, size_t size, enum stop st,
		 const uint32_t *words, size_t n)
{
	struct agc_code code;
	struct agc_options o;
	struct agc_result r;
	struct agc_diag d;
	if (fuzz_pipeline_parse(a, data, size, &code, &d) < 0)
		return st == ST_READ;
	fuzz_pipeline_options(data[0], &code, &o);
	if (agc_recompile(a, &code, &o, &r, &d) < 0)
		return st < ST_VALIDATE;
	return st >= ST_VALIDATE && r.nwords == n && !memcmp(r.spv, words, n * sizeof(*words));
}

static void
reach_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	long len = -1;
	if (f && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0)
		buf = malloc(len ? (size_t)len : 1);
	if (!buf || fread(buf, 1, (size_t)len, f) != (size_t)len) {
		fprintf(stderr, "reach: cannot read %s\n", path);
		unreadable++;
		free(buf);
		if (f)
			fclose(f);
		return;
	}
	fclose(f);
	struct agc_arena a = {.limit = 512u << 20}, b = {.limit = 512u << 20};
	struct agc_diag d = {0};
	uint32_t *words = NULL;
	size_t n = 0;
	enum stop st = run_passes(&a, buf, (size_t)len, &words, &n, &d);
	bool same = recompile_agrees(&b, buf, (size_t)len, st, words, n);
	agc_arena_free(&a);
	agc_arena_free(&b);
	tally[st]++;
	mismatches += !same;
	if (verbose || !same) {
		char msg[512] = "";
		if (st != ST_VALID)
			agc_diag_format(&d, msg, sizeof(msg));
		printf("%-12s %s%s%s%s\n", stop_name[st], path, msg[0] ? ": " : "", msg,
		       same ? "" : " (agc_recompile disagrees)");
	}
	free(buf);
}

static void
reach_path(const char *path)
{
	struct stat sb;
	if (stat(path, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
		reach_file(path);
		return;
	}
	struct dirent **names;
	int n = scandir(path, &names, NULL, alphasort);
	for (int i = 0; i < n; i++) {
		if (names[i]->d_name[0] != '.') {
			char p[4096];
			snprintf(p, sizeof(p), "%s/%s", path, names[i]->d_name);
			reach_file(p);
		}
		free(names[i]);
	}
	free(n >= 0 ? names : NULL);
}

int
main(int argc, char **argv)
{
	bool all_valid = false;
	int i = 1;
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-v"))
			verbose = true;
		else if (!strcmp(argv[i], "--all-valid"))
			all_valid = true;
		else
			break;
	}
	if (i == argc || argv[i][0] == '-') {
		fprintf(stderr, "usage: reach [-v] [--all-valid] FILE|DIR ...\n");
		return 2;
	}
	for (; i < argc; i++)
		reach_path(argv[i]);
	unsigned total = 0;
	for (int s = 0; s < ST_COUNT; s++)
		total += tally[s];
	printf("%u inputs:", total);
	for (int s = 0; s < ST_COUNT; s++)
		printf("%s %s %u", s ? "," : "", stop_name[s], tally[s]);
	printf("; %u reach validation", tally[ST_VALIDATE] + tally[ST_VALID]);
	if (mismatches)
		printf("; %u where agc_recompile disagrees", mismatches);
	printf("\n");
	bool short_of = all_valid && (total == 0 || tally[ST_VALID] != total);
	if (short_of)
		printf("reach: %u of %u inputs do not get through every pass\n",
		       total - tally[ST_VALID], total);
	return mismatches || unreadable || short_of ? 1 : 0;
}
