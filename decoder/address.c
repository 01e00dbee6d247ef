/*
 * address.c -- where a pc lies, in the numbering llvm-objdump prints, so
 * that --disasm, --cfg, messages and a batch's report all say the same.
 *
 *   two_kernels.co: .text at 0x1900; tile_sum at offset 0x100
 *     pc 0x178 (an offset in .text) -> address 0x1a78, "tile_sum+0x78"
 *   raw code: pc 0x14 -> 0x14, ".text+0x14"
 */
#include <stdio.h>

#include "decoder/input.h"

uint64_t
agc_code_address(const struct agc_code *code, uint64_t pc)
{
	return code->format == AGC_FORMAT_ELF ? code->section_vaddr + pc : pc;
}

/* The last of list[0..n) that starts at or before pc, keeping best (or
 * the first of them when several start at one place). */
static const struct agc_func *
last_before(const struct agc_func *list, unsigned n, uint64_t pc, const struct agc_func *best)
{
	for (unsigned i = 0; i < n; i++)
		if (list[i].offset <= pc && (!best || list[i].offset > best->offset))
			best = &list[i];
	return best;
}

int
agc_code_symbolize(const struct agc_code *code, uint64_t pc, char *buf, size_t n)
{
	const struct agc_func *f = NULL;
	if (code->format == AGC_FORMAT_ELF) {
		f = last_before(code->funcs, code->nfuncs, pc, NULL);
		f = last_before(code->labels, code->nlabels, pc, f);
	}
	const char *name = f ? f->name : code->section_name ? code->section_name : ".text";
	uint64_t off = pc - (f ? f->offset : 0);
	if (!off)
		return snprintf(buf, n, "%s", name);
	return snprintf(buf, n, "%s+0x%llx", name, (unsigned long long)off);
}

const char *
agc_code_label_at(const struct agc_code *code, uint64_t pc)
{
	if (code->format != AGC_FORMAT_ELF)
		return NULL;
	for (unsigned i = 0; i < code->nlabels; i++)
		if (code->labels[i].offset == pc)
			return code->labels[i].name;
	return NULL;
}

void
agc_diag_locate(struct agc_diag *d, const struct agc_code *code)
{
	if (d->stage == AGC_STAGE_INPUT || d->offset == AGC_DIAG_NO_OFFSET ||
	    code->format != AGC_FORMAT_ELF)
		return;
	char sym[sizeof(d->where) - 2];
	agc_code_symbolize(code, d->offset, sym, sizeof(sym));
	snprintf(d->where, sizeof(d->where), "<%s>", sym);
	d->offset = agc_code_address(code, d->offset);
}
