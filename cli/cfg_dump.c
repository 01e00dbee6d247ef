/*
 * cfg_dump.c -- `--cfg` on a shader: its blocks with pc ranges and
 * instructions, then the structured graph.
 *
 *   block 0  [0x0000-0x0008]  -> 1 2
 *       0x0000  s_cmp_eq_u32 s0, 0
 *       0x0004  s_cbranch_scc1 1
 */
#include <stdio.h>

#include "cli/cli.h"

static const char *const exit_names[] = {
	"fall", "branch", "cbranch", "switch", "call", "return", "end",
};

void
agc_cli_dump_cfg(FILE *f, const struct agc_shader_cfg *cfg, const struct agc_sgraph *s,
		 bool wave64, bool dot)
{
	char text[192];

	if (dot) {
		fprintf(f, "digraph original {\n\tnode [shape=box, fontname=monospace];\n");
		for (uint32_t b = 0; b < cfg->g.nblocks; b++) {
			const struct agc_bb *bb = &cfg->bb[b];
			fprintf(f, "\tb%u [label=\"block %u ctx %u\\l", b, b, bb->ctx);
			for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
				agc_inst_print(&cfg->insts[i], wave64, text, sizeof(text));
				fprintf(f, "0x%04x  %s\\l", cfg->insts[i].pc, text);
			}
			fprintf(f, "\"];\n");
			for (uint32_t k = 0; k < cfg->g.blocks[b].nsucc; k++)
				fprintf(f, "\tb%u -> b%u [label=\"%u\"];\n", b, cfg->g.blocks[b].succ[k], k);
		}
		fprintf(f, "}\n");
		agc_sgraph_dump_dot(f, s, "structured");
		return;
	}
	fprintf(f, "original: %u blocks, %u instructions, %u call contexts, %u jump tables\n",
		cfg->g.nblocks, cfg->ninsts, cfg->ncontexts, cfg->njump_tables);
	for (uint32_t b = 0; b < cfg->g.nblocks; b++) {
		const struct agc_block *gb = &cfg->g.blocks[b];
		const struct agc_bb *bb = &cfg->bb[b];
		fprintf(f, "block %u  [0x%04llx-0x%04llx]  %s", b, (unsigned long long)gb->first_pc,
			(unsigned long long)gb->last_pc, exit_names[bb->exit]);
		if (bb->ctx)
			fprintf(f, "  (call context %u)", bb->ctx);
		fprintf(f, "  ->");
		for (uint32_t k = 0; k < gb->nsucc; k++)
			fprintf(f, " %u", gb->succ[k]);
		fprintf(f, "\n");
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
			agc_inst_print(&cfg->insts[i], wave64, text, sizeof(text));
			fprintf(f, "    0x%04x  %s\n", cfg->insts[i].pc, text);
		}
	}
	fprintf(f, "\nstructured:\n");
	agc_sgraph_dump_text(f, s);
}
