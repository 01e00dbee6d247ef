/*
 * graph_cmd.c -- `agc-recompile --graph SPEC [--cfg[=text|dot]] [-o FILE.spv]`:
 * structure an abstract graph, print it before and after, and write the
 * skeleton module that runs it (spirv/skeleton.c has the contract).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cfg/cfg.h"
#include "cli/cli.h"
#include "spirv/spirv.h"


static char *
read_text(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t n = 0, cap = 0;

	if (!f)
		return NULL;
	for (;;) {
		if (n + 4096 + 1 > cap) {
			cap = cap ? cap * 2 : 8192;
			char *p = realloc(buf, cap);
			if (!p) {
				free(buf);
				fclose(f);
				errno = ENOMEM;
				return NULL;
			}
			buf = p;
		}
		size_t got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		int e = errno;
		free(buf);
		fclose(f);
		errno = e;
		return NULL;
	}
	fclose(f);
	buf[n] = 0;
	return buf;
}

static void
report(const char *where, const struct agc_diag *d)
{
	fprintf(stderr, "agc-recompile: %s: %s\n", where, d->msg);
}

int
agc_cli_graph(const char *spec, int cfg_format, const char *output)
{
	const char *where = "--graph";
	char *text = NULL;
	struct agc_arena a = {0};
	struct agc_graph g;
	struct agc_sgraph s;
	struct agc_diag d;
	int status = EXIT_OK;

	if (spec[0] == '@') {
		where = spec + 1;
		text = read_text(where);
		if (!text) {
			fprintf(stderr, "agc-recompile: %s: %s\n", where, strerror(errno));
			return EXIT_USAGE;
		}
		spec = text;
	}
	if (agc_graph_parse(&a, spec, &g, &d) || agc_cfg_structurize(&a, &g, &s, &d)) {
		report(where, &d);
		status = EXIT_INPUT;
		goto out;
	}
	if (cfg_format == 1) {
		agc_graph_dump_text(stdout, &g);
		agc_sgraph_dump_text(stdout, &s);
	} else if (cfg_format == 2) {
		agc_graph_dump_dot(stdout, &g, "original");
		agc_sgraph_dump_dot(stdout, &s, "structured");
	}
	if (output) {
		uint32_t *words;
		size_t n;
		if (agc_spv_skeleton(&a, &s, &g, &words, &n, &d) ||
		    agc_spv_validate(words, n, AGC_SPV_ENV_VULKAN_1_2, &d)) {
			report(where, &d);
			status = EXIT_INPUT;
			goto out;
		}
		if (agc_cli_write_atomic(output, words, n * sizeof(uint32_t))) {
			fprintf(stderr, "agc-recompile: %s: %s\n", output, strerror(errno));
			status = EXIT_USAGE;
		}
	}
out:
	if (fflush(stdout) != 0 && status == EXIT_OK) {
		fprintf(stderr, "agc-recompile: standard output: %s\n", strerror(errno));
		status = EXIT_USAGE;
	}
	agc_arena_free(&a);
	free(text);
	return status;
}
