/*
 * check: verdict on one emitted module against its input graph.
 *
 *   check [--no-rules] [--no-equiv] [--validate] SPEC module.spv
 *   check [--validate] --batch LIST     (LIST lines: SPEC<TAB>module.spv)
 *
 * Prints one line per module:
 *   PASS in_blocks=6 out_blocks=11 states=37
 *   FAIL construct-exit: edge %12 -> %30 leaves the selection construct ...
 * Exit status 0 when every module passes, 1 when one fails, 2 on usage or
 * I/O errors.  --validate also runs the SPIRV-Tools validator in process
 * (Vulkan 1.2 environment, the same checks as spirv-val), rule "spirv-val".
 */
#include <spirv-tools/libspirv.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

bool fail(struct verdict *v, const char *rule, const char *fmt, ...)
{
	if (v->rule[0])
		return false; /* keep the first failure */
	snprintf(v->rule, sizeof v->rule, "%s", rule);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(v->detail, sizeof v->detail, fmt, ap);
	va_end(ap);
	return false;
}

static void graph_free(struct cgraph *g)
{
	for (uint32_t i = 0; i < g->n; i++)
		free(g->succ[i]);
	free(g->succ);
	free(g->nsucc);
	memset(g, 0, sizeof *g);
}

static void skip_ws(const char **p)
{
	while (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r')
		(*p)++;
}

/* "{{1},{2,3},{}}" -> graph; false with a message on bad syntax or an
 * out-of-range successor. */
static bool graph_parse(const char *s, struct cgraph *g, struct verdict *v)
{
	memset(g, 0, sizeof *g);
	uint32_t cap = 16;
	g->nsucc = calloc(cap, sizeof *g->nsucc);
	g->succ = calloc(cap, sizeof *g->succ);
	const char *p = s;
	skip_ws(&p);
	if (*p++ != '{')
		return fail(v, "bad-spec", "SPEC must start with '{'");
	skip_ws(&p);
	while (*p == '{') {
		p++;
		if (g->n == cap) {
			cap *= 2;
			g->nsucc = realloc(g->nsucc, cap * sizeof *g->nsucc);
			g->succ = realloc(g->succ, cap * sizeof *g->succ);
		}
		uint32_t n = 0, scap = 4;
		uint32_t *succ = malloc(scap * sizeof *succ);
		skip_ws(&p);
		while (*p != '}') {
			char *end;
			unsigned long x = strtoul(p, &end, 10);
			if (end == p) {
				free(succ);
				return fail(v, "bad-spec", "expected a block number at offset %zu", (size_t)(p - s));
			}
			p = end;
			if (n == scap)
				succ = realloc(succ, (scap *= 2) * sizeof *succ);
			succ[n++] = (uint32_t)x;
			skip_ws(&p);
			if (*p == ',') {
				p++;
				skip_ws(&p);
			}
		}
		p++;
		g->nsucc[g->n] = n;
		g->succ[g->n++] = succ;
		skip_ws(&p);
		if (*p == ',') {
			p++;
			skip_ws(&p);
		}
	}
	if (*p != '}' || g->n == 0)
		return fail(v, "bad-spec", "SPEC must be a non-empty list of lists");
	for (uint32_t b = 0; b < g->n; b++)
		for (uint32_t k = 0; k < g->nsucc[b]; k++)
			if (g->succ[b][k] >= g->n)
				return fail(v, "bad-spec", "block %u has successor %u out of range", b, g->succ[b][k]);
	return true;
}

static uint32_t *read_words(const char *path, size_t *nw)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1024, n = 0;
	uint32_t *w = malloc(cap * sizeof *w);
	size_t got;
	while ((got = fread(w + n, sizeof *w, cap - n, f)) > 0) {
		n += got;
		if (n == cap)
			w = realloc(w, (cap *= 2) * sizeof *w);
	}
	fclose(f);
	*nw = n;
	return w;
}

struct options {
	bool rules, equiv, validate;
};

static bool validate(const uint32_t *w, size_t nw, struct verdict *v)
{
	spv_context ctx = spvContextCreate(SPV_ENV_VULKAN_1_2);
	spv_const_binary_t bin = {w, nw};
	spv_diagnostic diag = NULL;
	spv_result_t res = spvValidate(ctx, &bin, &diag);
	if (res != SPV_SUCCESS) {
		const char *msg = diag && diag->error ? diag->error : "invalid";
		char one[400];
		snprintf(one, sizeof one, "%s", msg);
		for (char *c = one; *c; c++)
			if (*c == '\n')
				*c = ' ';
		fail(v, "spirv-val", "%s", one);
	}
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	return res == SPV_SUCCESS;
}

/* One module: prints its verdict line, returns 0 pass, 1 fail, 2 error. */
static int check_one(const char *spec, const char *path, const struct options *o, const char *prefix)
{
	struct verdict v = {{0}, {0}};
	struct cgraph g;
	struct cmodule m;
	memset(&m, 0, sizeof m);
	size_t nw = 0;
	uint32_t *w = read_words(path, &nw);
	if (!w) {
		printf("%sERROR cannot read %s\n", prefix, path);
		return 2;
	}
	struct equiv_stats st = {0};
	bool ok = graph_parse(spec, &g, &v);
	if (ok && o->validate)
		ok = validate(w, nw, &v);
	if (ok)
		ok = module_parse(&m, w, nw, &v);
	if (ok && o->rules)
		ok = rules_check(&m, &v);
	if (ok && o->equiv)
		ok = equiv_check(&m, &g, &st, &v);
	if (ok)
		printf("%sPASS in_blocks=%u out_blocks=%u states=%llu\n", prefix, g.n, m.nblocks,
		       (unsigned long long)st.states);
	else
		printf("%sFAIL %s: %s\n", prefix, v.rule, v.detail);
	module_free(&m);
	graph_free(&g);
	free(w);
	return ok ? 0 : 1;
}

static void usage(void)
{
	fprintf(stderr, "usage: check [--no-rules] [--no-equiv] [--validate] SPEC module.spv\n"
			"       check [--no-rules] [--no-equiv] [--validate] --batch LIST\n");
	exit(2);
}

int main(int argc, char **argv)
{
	struct options o = {true, true, false};
	const char *batch = NULL;
	int i = 1;
	for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
		if (!strcmp(argv[i], "--no-rules"))
			o.rules = false;
		else if (!strcmp(argv[i], "--no-equiv"))
			o.equiv = false;
		else if (!strcmp(argv[i], "--validate"))
			o.validate = true;
		else if (!strcmp(argv[i], "--batch") && i + 1 < argc)
			batch = argv[++i];
		else
			usage();
	}
	if (!batch) {
		if (argc - i != 2)
			usage();
		return check_one(argv[i], argv[i + 1], &o, "");
	}
	if (argc != i)
		usage();
	FILE *f = strcmp(batch, "-") ? fopen(batch, "r") : stdin;
	if (!f) {
		fprintf(stderr, "check: cannot open %s\n", batch);
		return 2;
	}
	int worst = 0;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	while ((len = getline(&line, &cap, f)) > 0) {
		while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = 0;
		char *tab = strchr(line, '\t');
		if (!tab)
			continue;
		*tab = 0;
		char prefix[300];
		snprintf(prefix, sizeof prefix, "%s ", tab + 1);
		int r = check_one(line, tab + 1, &o, prefix);
		if (r > worst)
			worst = r;
		fflush(stdout);
	}
	free(line);
	if (f != stdin)
		fclose(f);
	return worst;
}
