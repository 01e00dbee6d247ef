/*
 * graph.c -- abstract graphs: the successor-list notation, and text and
 * Graphviz dumps of graphs before and after structurization.
 *
 *   "{{1},{2,3},{},{1}}"  block 0 -> 1; 1 -> 2 or 3; 2 returns; 3 -> 1
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cfg/cfg.h"

struct parser {
	const char *s;
	size_t at;
};

static void
skip_space(struct parser *p)
{
	while (isspace((unsigned char)p->s[p->at]))
		p->at++;
}

static bool
eat(struct parser *p, char c)
{
	skip_space(p);
	if (p->s[p->at] != c)
		return false;
	p->at++;
	return true;
}

static int
expected(struct parser *p, const char *what, struct agc_diag *d)
{
	skip_space(p);
	char c = p->s[p->at];
	if (!c)
		return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"graph: character %zu: expected %s, found the end", p->at + 1, what);
	return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
			"graph: character %zu: expected %s, found '%c'", p->at + 1, what,
			isprint((unsigned char)c) ? c : '?');
}

#define MAX_BLOCKS (1u << 24)

int
agc_graph_parse(struct agc_arena *a, const char *text, struct agc_graph *g,
		struct agc_diag *d)
{
	struct parser p = {text, 0};
	uint32_t cap = 16, n = 0;
	struct agc_block *blocks = agc_alloc(a, cap * sizeof(*blocks));
	uint32_t scap = 16, *succ = agc_alloc(a, scap * sizeof(uint32_t));
	size_t *succ_at = agc_alloc(a, cap * sizeof(size_t)); /* first successor's position */
	uint32_t nsucc_total = 0;

	memset(g, 0, sizeof(*g));
	if (!blocks || !succ || !succ_at)
		goto oom;
	if (!eat(&p, '{'))
		return expected(&p, "'{'", d);
	if (eat(&p, '}'))
		return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"graph: no blocks (block 0 is the entry)");
	for (;;) {
		if (!eat(&p, '{'))
			return expected(&p, "'{' opening a successor list", d);
		if (n == cap) {
			if (cap >= MAX_BLOCKS)
				return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
						"graph: more than %u blocks", MAX_BLOCKS);
			blocks = agc_realloc(a, blocks, cap * sizeof(*blocks), 2 * cap * sizeof(*blocks));
			succ_at = agc_realloc(a, succ_at, cap * sizeof(size_t), 2 * cap * sizeof(size_t));
			cap *= 2;
			if (!blocks || !succ_at)
				goto oom;
		}
		struct agc_block *b = &blocks[n];
		memset(b, 0, sizeof(*b));
		b->user = n;
		uint32_t first = nsucc_total;
		if (!eat(&p, '}')) {
			for (;;) {
				skip_space(&p);
				size_t start = p.at;
				if (!isdigit((unsigned char)p.s[p.at]))
					return expected(&p, "a block number", d);
				uint64_t v = 0;
				while (isdigit((unsigned char)p.s[p.at])) {
					v = v * 10 + (uint64_t)(p.s[p.at++] - '0');
					if (v > UINT32_MAX)
						return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED,
								AGC_DIAG_NO_OFFSET,
								"graph: character %zu: block number too large",
								start + 1);
				}
				if (nsucc_total == scap) {
					succ = agc_realloc(a, succ, scap * sizeof(uint32_t), 2 * scap * sizeof(uint32_t));
					scap *= 2;
					if (!succ)
						goto oom;
				}
				succ_at[n] = b->nsucc ? succ_at[n] : start;
				succ[nsucc_total++] = (uint32_t)v;
				b->nsucc++;
				if (eat(&p, '}'))
					break;
				if (!eat(&p, ','))
					return expected(&p, "',' or '}'", d);
			}
		}
		b->succ = (uint32_t *)(uintptr_t)first; /* fixed below */
		n++;
		if (eat(&p, '}'))
			break;
		if (!eat(&p, ','))
			return expected(&p, "',' or '}'", d);
	}
	skip_space(&p);
	if (p.s[p.at])
		return expected(&p, "the end of the graph", d);
	for (uint32_t i = 0; i < n; i++) {
		uint32_t first = (uint32_t)(uintptr_t)blocks[i].succ;
		blocks[i].succ = succ + first;
		for (uint32_t j = 0; j < blocks[i].nsucc; j++)
			if (blocks[i].succ[j] >= n)
				return agc_fail(d, AGC_STAGE_CFG, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
						"graph: block %u: successor %u does not exist (%u blocks)",
						i, blocks[i].succ[j], n);
	}
	g->nblocks = n;
	g->blocks = blocks;
	return 0;
oom:
	return agc_fail_oom(d, AGC_STAGE_CFG, AGC_DIAG_NO_OFFSET, "graph: out of memory");
}

void
agc_graph_print_spec(FILE *f, const struct agc_graph *g)
{
	fputc('{', f);
	for (uint32_t i = 0; i < g->nblocks; i++) {
		fputs(i ? ",{" : "{", f);
		for (uint32_t j = 0; j < g->blocks[i].nsucc; j++)
			fprintf(f, "%s%u", j ? "," : "", g->blocks[i].succ[j]);
		fputc('}', f);
	}
	fputs("}\n", f);
}

const char *
agc_sb_kind_name(enum agc_sb_kind k)
{
	switch (k) {
	case AGC_SB_BLOCK: return "block";
	case AGC_SB_HUB: return "hub";
	case AGC_SB_HEADER: return "header";
	case AGC_SB_CONTINUE: return "continue";
	case AGC_SB_DISPATCH: return "dispatch";
	case AGC_SB_TRAMPOLINE: return "exit";
	case AGC_SB_MERGE: return "merge";
	case AGC_SB_FORWARD: return "forward";
	}
	return "?";
}

static const char *
construct_name(enum agc_construct_kind k)
{
	switch (k) {
	case AGC_CONSTRUCT_LOOP: return "loop";
	case AGC_CONSTRUCT_BREAKABLE: return "breakable";
	case AGC_CONSTRUCT_SWITCH: return "switch";
	case AGC_CONSTRUCT_IF: return "if";
	}
	return "?";
}

static void
block_pc(FILE *f, const struct agc_block *b)
{
	if (b->first_pc || b->last_pc)
		fprintf(f, " pc 0x%llx-0x%llx", (unsigned long long)b->first_pc,
			(unsigned long long)b->last_pc);
}

void
agc_graph_dump_text(FILE *f, const struct agc_graph *g)
{
	fprintf(f, "graph: %u blocks\n", g->nblocks);
	for (uint32_t i = 0; i < g->nblocks; i++) {
		const struct agc_block *b = &g->blocks[i];
		fprintf(f, "  b%u", i);
		block_pc(f, b);
		if (!b->nsucc)
			fputs(": return", f);
		else
			fputs(" ->", f);
		for (uint32_t j = 0; j < b->nsucc; j++)
			fprintf(f, " b%u", b->succ[j]);
		fputc('\n', f);
	}
}

static void
sblock_name(FILE *f, const struct agc_sgraph *s, uint32_t i)
{
	const struct agc_sblock *b = &s->blocks[i];
	if (b->kind == AGC_SB_BLOCK)
		fprintf(f, "b%d", b->block);
	else
		fprintf(f, "%s%u", agc_sb_kind_name(b->kind), i);
}

/* What block b tests, as the text dump writes it:
 *   " select 3-way;"   " route==2 (then route=0);"   "" (no test) */
void
agc_sblock_print_select(FILE *f, const struct agc_sblock *b)
{
	switch (b->sel) {
	case AGC_SEL_NONE: case AGC_SEL_ZERO: break;
	case AGC_SEL_BLOCK: fprintf(f, " select %u-way;", b->sel_ways); break;
	case AGC_SEL_HUB: fprintf(f, " select hub;"); break;
	case AGC_SEL_ROUTE_EQ: fprintf(f, " route==%u (then route=0);", b->sel_value); break;
	case AGC_SEL_ROUTE_NZ:
		if (b->sel_value)
			fprintf(f, " route==%u ? route=0;", b->sel_value);
		fprintf(f, " route!=0;");
		break;
	case AGC_SEL_ROUTE_IN: fprintf(f, " route-%u<%u;", b->sel_value, b->sel_ways); break;
	case AGC_SEL_ROUTE_CASE: fprintf(f, " select route-%u (then route=0);", b->sel_value); break;
	}
}

void
agc_sgraph_dump_text(FILE *f, const struct agc_sgraph *s)
{
	fprintf(f, "structured: %u blocks (%u original), %u constructs, %u hubs, "
		   "%u route variables, %u route stores\n",
		s->nblocks, s->orig_blocks, s->nconstructs, s->hubs, s->route_vars,
		s->route_stores);
	if (s->hubs && s->hub_init)
		fprintf(f, "  the hub variable starts at %u\n", s->hub_init);
	for (uint32_t i = 0; i < s->nconstructs; i++) {
		const struct agc_construct *c = &s->constructs[i];
		fprintf(f, "  construct %u: %s at ", i, construct_name(c->kind));
		sblock_name(f, s, c->header);
		if (c->parent >= 0)
			fprintf(f, ", in construct %d", c->parent);
		fputc('\n', f);
	}
	for (uint32_t i = 0; i < s->nblocks; i++) {
		const struct agc_sblock *b = &s->blocks[i];
		fprintf(f, "  %u ", i);
		sblock_name(f, s, i);
		if (b->construct >= 0)
			fprintf(f, " [c%d]", b->construct);
		fputc(':', f);
		if (b->hub_store >= 0)
			fprintf(f, " hub=%d;", b->hub_store);
		if (b->hub_stores) {
			fputs(" hub=per edge", f);
			for (uint32_t j = 0; j < b->ntarget; j++)
				fprintf(f, "%c%d", j ? ',' : ' ', b->hub_stores[j]);
			fputc(';', f);
		}
		agc_sblock_print_select(f, b);
		if (b->merge_kind == AGC_MERGE_SELECTION) {
			fputs(" merge ", f);
			sblock_name(f, s, b->merge);
			fputc(';', f);
		} else if (b->merge_kind == AGC_MERGE_LOOP) {
			fputs(" loop merge ", f);
			sblock_name(f, s, b->merge);
			fputs(" continue ", f);
			sblock_name(f, s, b->cont);
			fputc(';', f);
		}
		static const char *const terms[] = {
			[AGC_TERM_BRANCH] = "branch", [AGC_TERM_COND] = "cond",
			[AGC_TERM_SWITCH] = "switch", [AGC_TERM_RETURN] = "return",
			[AGC_TERM_UNREACHABLE] = "unreachable"};
		fprintf(f, " %s", terms[b->term]);
		for (uint32_t j = 0; j < b->ntarget; j++) {
			fputc(' ', f);
			sblock_name(f, s, b->target[j]);
			if (b->route_store && b->route_store[j] >= 0)
				fprintf(f, "(route=%d)", b->route_store[j]);
		}
		fputc('\n', f);
	}
}

void
agc_graph_dump_dot(FILE *f, const struct agc_graph *g, const char *name)
{
	fprintf(f, "digraph \"%s\" {\n  node [shape=box];\n", name);
	for (uint32_t i = 0; i < g->nblocks; i++) {
		const struct agc_block *b = &g->blocks[i];
		fprintf(f, "  b%u [label=\"b%u", i, i);
		block_pc(f, b);
		fputs("\"];\n", f);
		for (uint32_t j = 0; j < b->nsucc; j++)
			fprintf(f, "  b%u -> b%u [label=\"%u\"];\n", i, b->succ[j], j);
	}
	fputs("}\n", f);
}

static void
dot_cluster(FILE *f, const struct agc_sgraph *s, int32_t c, const uint32_t *first_child,
	    const uint32_t *next_sibling, int depth)
{
	const struct agc_construct *k = &s->constructs[c];
	fprintf(f, "%*ssubgraph cluster_%d {\n%*s  label=\"%s\";\n", depth * 2, "", c,
		depth * 2, "", construct_name(k->kind));
	for (uint32_t i = 0; i < s->nblocks; i++)
		if (s->blocks[i].construct == c)
			fprintf(f, "%*s  n%u;\n", depth * 2, "", i);
	for (uint32_t ch = first_child[c]; ch != UINT32_MAX; ch = next_sibling[ch])
		dot_cluster(f, s, (int32_t)ch, first_child, next_sibling, depth + 1);
	fprintf(f, "%*s}\n", depth * 2, "");
}

void
agc_sgraph_dump_dot(FILE *f, const struct agc_sgraph *s, const char *name)
{
	fprintf(f, "digraph \"%s\" {\n  node [shape=box];\n", name);
	for (uint32_t i = 0; i < s->nblocks; i++) {
		fprintf(f, "  n%u [label=\"", i);
		sblock_name(f, s, i);
		fputs("\"];\n", f);
	}
	uint32_t *first_child = malloc((s->nconstructs + 1) * sizeof(uint32_t));
	uint32_t *next_sibling = malloc((s->nconstructs + 1) * sizeof(uint32_t));
	if (!first_child || !next_sibling) {
		free(first_child);
		free(next_sibling);
		fputs("}\n", f);
		return;
	}
	for (uint32_t i = 0; i < s->nconstructs; i++)
		first_child[i] = next_sibling[i] = UINT32_MAX;
	for (uint32_t i = s->nconstructs; i-- > 0;) {
		int32_t p = s->constructs[i].parent;
		if (p >= 0) {
			next_sibling[i] = first_child[p];
			first_child[p] = i;
		}
	}
	for (uint32_t i = 0; i < s->nconstructs; i++)
		if (s->constructs[i].parent < 0)
			dot_cluster(f, s, (int32_t)i, first_child, next_sibling, 1);
	free(first_child);
	free(next_sibling);
	for (uint32_t i = 0; i < s->nblocks; i++) {
		const struct agc_sblock *b = &s->blocks[i];
		for (uint32_t j = 0; j < b->ntarget; j++) {
			fprintf(f, "  n%u -> n%u", i, b->target[j]);
			if (b->route_store && b->route_store[j] >= 0)
				fprintf(f, " [label=\"route=%d\"]", b->route_store[j]);
			fputs(";\n", f);
		}
		if (b->merge_kind != AGC_MERGE_NONE)
			fprintf(f, "  n%u -> n%u [style=dashed,label=\"merge\"];\n", i, b->merge);
		if (b->merge_kind == AGC_MERGE_LOOP)
			fprintf(f, "  n%u -> n%u [style=dotted,label=\"continue\"];\n", i, b->cont);
	}
	fputs("}\n", f);
}
