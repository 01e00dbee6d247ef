/*
 * cfg_dump.c -- `--cfg` on a shader: the graph GraphBuilder made (blocks
 * with their pc ranges, as llvm-objdump numbers them, and instructions),
 * then the structured graph, each block saying which original block and
 * pc range it holds.  Edges say how they are taken.
 *
 *   block 0  [0x1a00-0x1a5c] <tile_sum>  cbranch (fall-through 1, taken 2)  -> 1 2
 *       0x1a00  s_load_dwordx4 s[0:3], s[4:5], null
 *       0x1a5c  s_cbranch_execz 6 <tile_sum+0x78>  -> block 2
 *   ...
 *   structured: 7 blocks (5 original), 1 construct, ...
 *     0 b0 = block 0 [0x1a00-0x1a5c] <tile_sum>: selection merge b2; cond
 *         b1 (fall-through), b2 (taken)
 *
 * --cfg=dot prints one digraph: the graph before structurization and the
 * one after side by side as two clusters (constructs nested inside the
 * second); --cfg=dot,before and --cfg=dot,after print one of them.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const char *const exit_names[] = {
	"fall", "branch", "cbranch", "switch", "call", "return", "end",
};

int
agc_cli_parse_cfg(const char *arg, int *format, int *graphs)
{
	static const struct {
		const char *text;
		int format, graphs;
	} forms[] = {
		{"text", 1, AGC_CFG_BOTH}, {"dot", 2, AGC_CFG_BOTH},
		{"text,before", 1, AGC_CFG_BEFORE}, {"dot,before", 2, AGC_CFG_BEFORE},
		{"text,after", 1, AGC_CFG_AFTER}, {"dot,after", 2, AGC_CFG_AFTER},
	};
	if (!arg)
		arg = "text";
	for (size_t i = 0; i < sizeof(forms) / sizeof(forms[0]); i++)
		if (!strcmp(arg, forms[i].text)) {
			*format = forms[i].format;
			*graphs = forms[i].graphs;
			return 0;
		}
	return -1;
}

struct dump {
	FILE *f;
	const struct agc_shader_cfg *cfg;
	const struct agc_sgraph *s;
	const struct agc_code *code;
	bool wave64;
	bool dot;
};

/* How successor k of original block b is taken. */
static const char *
edge_name(const struct agc_shader_cfg *cfg, uint32_t b, uint32_t k, char *buf, size_t n)
{
	switch (cfg->bb[b].exit) {
	case AGC_EXIT_FALL: return "fall-through";
	case AGC_EXIT_BRANCH: return "taken";
	case AGC_EXIT_CBRANCH: return k ? "taken" : "fall-through";
	case AGC_EXIT_SWITCH: snprintf(buf, n, "case %u", k); return buf;
	case AGC_EXIT_CALL: return "call";
	case AGC_EXIT_RETURN: return "return";
	case AGC_EXIT_END: break;
	}
	return "?";
}

/* " [0x1a00-0x1a5c] <tile_sum>": original block b's pc range as the
 * listing numbers it and the symbol it starts in (ELF code). */
static void
block_range(const struct dump *d, uint32_t b, char *buf, size_t n)
{
	const struct agc_block *gb = &d->cfg->g.blocks[b];
	char sym[160] = "";
	int len = snprintf(buf, n, "[0x%04llx-0x%04llx]",
			   (unsigned long long)agc_code_address(d->code, gb->first_pc),
			   (unsigned long long)agc_code_address(d->code, gb->last_pc));
	if (d->code->format == AGC_FORMAT_ELF && len > 0 && (size_t)len < n) {
		agc_code_symbolize(d->code, gb->first_pc, sym, sizeof(sym));
		snprintf(buf + len, n - (size_t)len, " <%s>", sym);
	}
}

/* Instruction i of block b as text; a branch at the end of the block
 * names the block it goes to. */
static void
inst_text(const struct dump *d, uint32_t b, uint32_t i, char *buf, size_t n)
{
	const struct agc_inst *in = &d->cfg->insts[i];
	const struct agc_bb *bb = &d->cfg->bb[b];
	const struct agc_block *gb = &d->cfg->g.blocks[b];
	int len = agc_inst_print(in, d->wave64, buf, n);
	if (in->enc == AGC_ENC_SOPP && in->target >= 0 && len >= 0 && (size_t)len < n &&
	    d->code->format == AGC_FORMAT_ELF) {
		char sym[160];
		agc_code_symbolize(d->code, (uint64_t)in->target, sym, sizeof(sym));
		len += snprintf(buf + len, n - (size_t)len, " <%s>", sym);
	}
	if (i + 1 != bb->first + bb->count || len < 0 || (size_t)len >= n)
		return;
	if (bb->exit == AGC_EXIT_CBRANCH && gb->nsucc == 2)
		snprintf(buf + len, n - (size_t)len, "  -> block %u", gb->succ[1]);
	else if ((bb->exit == AGC_EXIT_BRANCH || bb->exit == AGC_EXIT_CALL ||
		  bb->exit == AGC_EXIT_RETURN) && gb->nsucc == 1)
		snprintf(buf + len, n - (size_t)len, "  -> block %u", gb->succ[0]);
}

/* ---- text ---- */

static void
text_before(const struct dump *d)
{
	const struct agc_shader_cfg *cfg = d->cfg;
	char range[256], text[320], e[16];

	fprintf(d->f, "original: %u blocks, %u instructions, %u call contexts, %u jump tables\n",
		cfg->g.nblocks, cfg->ninsts, cfg->ncontexts, cfg->njump_tables);
	for (uint32_t b = 0; b < cfg->g.nblocks; b++) {
		const struct agc_block *gb = &cfg->g.blocks[b];
		const struct agc_bb *bb = &cfg->bb[b];
		block_range(d, b, range, sizeof(range));
		fprintf(d->f, "block %u  %s  %s", b, range, exit_names[bb->exit]);
		for (uint32_t k = 0; k < gb->nsucc; k++)
			fprintf(d->f, "%s%s %u", k ? ", " : " (",
				edge_name(cfg, b, k, e, sizeof(e)), gb->succ[k]);
		if (gb->nsucc)
			fputc(')', d->f);
		if (bb->ctx)
			fprintf(d->f, "  (call context %u)", bb->ctx);
		fprintf(d->f, "  ->");
		for (uint32_t k = 0; k < gb->nsucc; k++)
			fprintf(d->f, " %u", gb->succ[k]);
		fprintf(d->f, "\n");
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
			inst_text(d, b, i, text, sizeof(text));
			uint64_t addr = agc_code_address(d->code, cfg->insts[i].pc);
			fprintf(d->f, "    0x%04llx  %s\n", (unsigned long long)addr, text);
		}
	}
}

/* "b3" for the block holding original block 3, "header5" for others. */
static void
sname(const struct agc_sgraph *s, uint32_t i, char *buf, size_t n)
{
	const struct agc_sblock *b = &s->blocks[i];
	if (b->kind == AGC_SB_BLOCK)
		snprintf(buf, n, "b%d", b->block);
	else
		snprintf(buf, n, "%s%u", agc_sb_kind_name(b->kind), i);
}

/* How edge j of structured block i is taken: the original block's own
 * branch (taken, fall-through, case k), or what the route dispatch
 * tests. */
static void
sedge_name(const struct dump *d, uint32_t i, uint32_t j, char *buf, size_t n)
{
	const struct agc_sblock *b = &d->s->blocks[i];
	bool orig = b->kind == AGC_SB_BLOCK && b->block >= 0;
	uint32_t nsucc = orig ? d->cfg->g.blocks[b->block].nsucc : 0;
	char e[16];
	int len = 0;

	buf[0] = 0;
	if (orig && b->sel == AGC_SEL_BLOCK && j < nsucc)
		len = snprintf(buf, n, "%s", edge_name(d->cfg, (uint32_t)b->block, j, e, sizeof e));
	else if (orig && b->ntarget == 1 && nsucc == 1)
		len = snprintf(buf, n, "%s", edge_name(d->cfg, (uint32_t)b->block, 0, e, sizeof e));
	else if (b->term == AGC_TERM_COND && b->ntarget == 2)
		len = snprintf(buf, n, "%s", j ? "true" : "false");
	else if (b->term == AGC_TERM_SWITCH || b->term == AGC_TERM_COND)
		len = snprintf(buf, n, j + 1 == b->ntarget ? "default" : "case %u", j);
	if (b->route_store && b->route_store[j] >= 0 && len >= 0 && (size_t)len < n)
		snprintf(buf + len, n - (size_t)len, "%sroute=%d", len ? ", " : "",
			 b->route_store[j]);
}

/* What the block tests, as the structurizer's dump says it, and the
 * route value a hub entry stores. */
static void
selector(FILE *f, const struct agc_sblock *b)
{
	agc_sblock_print_select(f, b);
	if (b->hub_store >= 0)
		fprintf(f, " hub=%d;", b->hub_store);
}

static void
text_after(const struct dump *d)
{
	static const char *const terms[] = {
		[AGC_TERM_BRANCH] = "branch", [AGC_TERM_COND] = "cond",
		[AGC_TERM_SWITCH] = "switch", [AGC_TERM_RETURN] = "return",
		[AGC_TERM_UNREACHABLE] = "unreachable"};
	const struct agc_sgraph *s = d->s;
	char name[48], range[256], how[64];

	fprintf(d->f, "structured: %u blocks (%u original), %u constructs, %u hubs, "
		      "%u route variables, %u route stores\n",
		s->nblocks, s->orig_blocks, s->nconstructs, s->hubs, s->route_vars,
		s->route_stores);
	for (uint32_t i = 0; i < s->nconstructs; i++) {
		sname(s, s->constructs[i].header, name, sizeof(name));
		fprintf(d->f, "  construct %u: %s at %s", i,
			s->constructs[i].kind == AGC_CONSTRUCT_LOOP ? "loop" :
			s->constructs[i].kind == AGC_CONSTRUCT_SWITCH ? "switch" :
			s->constructs[i].kind == AGC_CONSTRUCT_IF ? "if" : "breakable", name);
		if (s->constructs[i].parent >= 0)
			fprintf(d->f, ", in construct %d", s->constructs[i].parent);
		fputc('\n', d->f);
	}
	for (uint32_t i = 0; i < s->nblocks; i++) {
		const struct agc_sblock *b = &s->blocks[i];
		sname(s, i, name, sizeof(name));
		fprintf(d->f, "  %u %s", i, name);
		if (b->kind == AGC_SB_BLOCK && b->block >= 0) {
			block_range(d, (uint32_t)b->block, range, sizeof(range));
			fprintf(d->f, " = block %d %s", b->block, range);
		}
		if (b->construct >= 0)
			fprintf(d->f, " [c%d]", b->construct);
		fputc(':', d->f);
		selector(d->f, b);
		if (b->merge_kind != AGC_MERGE_NONE) {
			sname(s, b->merge, name, sizeof(name));
			fprintf(d->f, " %s merge %s",
				b->merge_kind == AGC_MERGE_LOOP ? "loop" : "selection", name);
			if (b->merge_kind == AGC_MERGE_LOOP) {
				sname(s, b->cont, name, sizeof(name));
				fprintf(d->f, " continue %s", name);
			}
			fputc(';', d->f);
		}
		fprintf(d->f, " %s", terms[b->term]);
		for (uint32_t j = 0; j < b->ntarget; j++) {
			sname(s, b->target[j], name, sizeof(name));
			sedge_name(d, i, j, how, sizeof(how));
			fprintf(d->f, "%s %s", j ? "," : "", name);
			if (how[0])
				fprintf(d->f, " (%s)", how);
		}
		fputc('\n', d->f);
	}
}

/* ---- dot ---- */

/* s into a dot string: quotes and backslashes escaped. */
static void
dot_str(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		fputc(*s, f);
	}
}

static void
dot_before(const struct dump *d)
{
	const struct agc_shader_cfg *cfg = d->cfg;
	char range[256], text[320], e[16];

	fprintf(d->f, "  subgraph cluster_before {\n    label=\"before structurization\";\n");
	for (uint32_t b = 0; b < cfg->g.nblocks; b++) {
		const struct agc_bb *bb = &cfg->bb[b];
		block_range(d, b, range, sizeof(range));
		fprintf(d->f, "    o%u [label=\"block %u ", b, b);
		dot_str(d->f, range);
		if (bb->ctx)
			fprintf(d->f, " (call context %u)", bb->ctx);
		fputs("\\l", d->f);
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
			inst_text(d, b, i, text, sizeof(text));
			fprintf(d->f, "0x%04llx  ",
				(unsigned long long)agc_code_address(d->code, cfg->insts[i].pc));
			dot_str(d->f, text);
			fputs("\\l", d->f);
		}
		fputs("\"];\n", d->f);
	}
	for (uint32_t b = 0; b < cfg->g.nblocks; b++)
		for (uint32_t k = 0; k < cfg->g.blocks[b].nsucc; k++)
			fprintf(d->f, "    o%u -> o%u [label=\"%s\"];\n", b,
				cfg->g.blocks[b].succ[k], edge_name(cfg, b, k, e, sizeof(e)));
	fputs("  }\n", d->f);
}

/* Construct c's cluster inside the structured graph's, its children
 * nested in it. */
static void
dot_construct(const struct dump *d, int32_t c, int depth)
{
	const struct agc_sgraph *s = d->s;
	static const char *const kinds[] = {"loop", "breakable", "switch", "if"};
	fprintf(d->f, "%*ssubgraph cluster_c%d {\n%*s  label=\"%s %d\";\n", depth * 2, "", c,
		depth * 2, "", kinds[s->constructs[c].kind], c);
	for (uint32_t i = 0; i < s->nblocks; i++)
		if (s->blocks[i].construct == c)
			fprintf(d->f, "%*s  s%u;\n", depth * 2, "", i);
	for (uint32_t k = 0; k < s->nconstructs; k++)
		if (s->constructs[k].parent == c)
			dot_construct(d, (int32_t)k, depth + 1);
	fprintf(d->f, "%*s}\n", depth * 2, "");
}

static void
dot_after(const struct dump *d)
{
	const struct agc_sgraph *s = d->s;
	char name[48], range[256], how[64];

	fprintf(d->f, "  subgraph cluster_after {\n    label=\"after structurization\";\n");
	for (uint32_t i = 0; i < s->nblocks; i++) {
		const struct agc_sblock *b = &s->blocks[i];
		sname(s, i, name, sizeof(name));
		fprintf(d->f, "    s%u [label=\"%s", i, name);
		if (b->kind == AGC_SB_BLOCK && b->block >= 0) {
			block_range(d, (uint32_t)b->block, range, sizeof(range));
			fprintf(d->f, " = block %d\\n", b->block);
			dot_str(d->f, range);
		}
		fputs("\"];\n", d->f);
	}
	for (uint32_t c = 0; c < s->nconstructs; c++)
		if (s->constructs[c].parent < 0)
			dot_construct(d, (int32_t)c, 2);
	for (uint32_t i = 0; i < s->nblocks; i++) {
		const struct agc_sblock *b = &s->blocks[i];
		for (uint32_t j = 0; j < b->ntarget; j++) {
			sedge_name(d, i, j, how, sizeof(how));
			fprintf(d->f, "    s%u -> s%u [label=\"%s\"];\n", i, b->target[j], how);
		}
		if (b->merge_kind != AGC_MERGE_NONE)
			fprintf(d->f, "    s%u -> s%u [style=dashed, label=\"merge\"];\n", i,
				b->merge);
		if (b->merge_kind == AGC_MERGE_LOOP)
			fprintf(d->f, "    s%u -> s%u [style=dotted, label=\"continue\"];\n", i,
				b->cont);
	}
	fputs("  }\n", d->f);
}

void
agc_cli_dump_cfg(FILE *f, const struct agc_code *code, const struct agc_shader_cfg *cfg,
		 const struct agc_sgraph *s, bool wave64, int format, int graphs)
{
	struct dump d = {f, cfg, s, code, wave64, format == 2};

	if (d.dot) {
		fprintf(f, "digraph cfg {\n  node [shape=box, fontname=monospace];\n");
		if (graphs != AGC_CFG_AFTER)
			dot_before(&d);
		if (graphs != AGC_CFG_BEFORE)
			dot_after(&d);
		fputs("}\n", f);
		return;
	}
	if (graphs != AGC_CFG_AFTER)
		text_before(&d);
	if (graphs == AGC_CFG_BOTH)
		fputc('\n', f);
	if (graphs != AGC_CFG_BEFORE)
		text_after(&d);
}
