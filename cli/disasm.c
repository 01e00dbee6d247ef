/*
 * disasm.c -- `--disasm`: the code as llvm-objdump-19 -d --mcpu=gfx1030
 * lists it.  An ELF object's whole code section is swept, each symbol's
 * stretch under its own header, addresses as the object gives them:
 *
 *   0000000000001a00 <tile_sum>:
 *   	s_load_dwordx4 s[0:3], s[4:5], null          // 000000001A00: F4080002 FA000000
 *   	s_cbranch_execz 6                            // 000000001A5C: BF880006 <tile_sum+0x78>
 *   	.long 0xd7ff0000                             // 000000001A60: D7FF0000
 *
 * A word that decodes to nothing is listed as ".long", as llvm-objdump
 * lists it, and the sweep goes on at the next word; the first such word
 * is then named on stderr and the exit status is 1.  With --symbol NAME
 * only NAME's stretch is listed, as llvm-objdump --disassemble-symbols=NAME
 * lists it.  Raw code is listed from its entry with byte offsets from 0
 * and no headers.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "decoder/decoder.h"

struct sym {
	uint64_t off;
	const char *name;
};

static int
sym_cmp(const void *x, const void *y)
{
	const struct sym *a = x, *b = y;
	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	return strcmp(a->name, b->name);
}

/* The functions and labels of the section, by offset then name: of those
 * at one address llvm-objdump heads the stretch with the last. */
static struct sym *
sorted_symbols(const struct agc_code *code, unsigned *n)
{
	struct sym *s = malloc((code->nfuncs + code->nlabels + 1) * sizeof(*s));
	*n = 0;
	if (!s)
		return NULL;
	for (unsigned i = 0; i < code->nfuncs; i++)
		if (code->funcs[i].offset < code->nsection)
			s[(*n)++] = (struct sym){code->funcs[i].offset, code->funcs[i].name};
	for (unsigned i = 0; i < code->nlabels; i++)
		if (code->labels[i].offset < code->nsection)
			s[(*n)++] = (struct sym){code->labels[i].offset, code->labels[i].name};
	qsort(s, *n, sizeof(*s), sym_cmp);
	return s;
}

/* A SOPP branch's text: a branch to a label names it in place of the
 * offset ("s_branch loop"); any other target follows the words, as
 * " <tile_sum+0x78>". */
static void
branch_text(const struct agc_code *code, const struct agc_inst *in, char *inst, size_t n,
	    char *suffix, size_t m)
{
	suffix[0] = 0;
	if (in->enc != AGC_ENC_SOPP || in->target < 0)
		return;
	const char *label = agc_code_label_at(code, (uint64_t)in->target);
	char *sp = strrchr(inst, ' ');
	if (label && sp) {
		snprintf(sp + 1, n - (size_t)(sp + 1 - inst), "%s", label);
		return;
	}
	char sym[160];
	agc_code_symbolize(code, (uint64_t)in->target, sym, sizeof(sym));
	snprintf(suffix, m, " <%s>", sym);
}

struct sweep {
	const struct agc_code *code;
	const uint8_t *base; /* the section (raw code: the file) */
	uint32_t end;        /* its size */
	bool wave64;
	FILE *out;
	struct agc_diag first; /* the first word that did not decode */
	unsigned bad;
};

/* 1 to 3 bytes at the end of the code, no instruction: llvm-objdump
 * lists them as ".byte 0x34, 0x12". */
static void
tail_bytes(struct sweep *w, uint32_t pc)
{
	char inst[64], words[32];
	int n = snprintf(inst, sizeof(inst), ".byte"), m = 0;
	for (uint32_t i = pc; i < w->end; i++) {
		n += snprintf(inst + n, sizeof(inst) - (size_t)n, "%s 0x%02x", i > pc ? "," : "",
			      w->base[i]);
		m += snprintf(words + m, sizeof(words) - (size_t)m, " %02X", w->base[i]);
	}
	fprintf(w->out, "\t%-59s// %012llX:%s\n", inst,
		(unsigned long long)agc_code_address(w->code, pc), words);
	struct agc_diag d;
	agc_fail(&d, AGC_STAGE_DECODE, AGC_DIAG_MALFORMED, pc,
		 "%u bytes at the end of the code, too few for an instruction", w->end - pc);
	if (!w->bad++)
		w->first = d;
}

/* List the instructions that start in code->section[from .. to).  As
 * llvm-objdump does, the last may run on past to (into the next
 * symbol's code, which is listed from its own start again). */
static void
sweep(struct sweep *w, uint32_t from, uint32_t to)
{
	const struct agc_code *code = w->code;
	char inst[256], words[256], suffix[192];

	for (uint32_t pc = from; pc < to;) {
		struct agc_inst in;
		struct agc_diag d;
		uint64_t addr = agc_code_address(code, pc);
		if (w->end - pc < 4) {
			tail_bytes(w, pc);
			return;
		}
		if (agc_decode_one(w->base, w->end, pc, w->wave64, &in, &d) < 0) {
			uint32_t word;
			memcpy(&word, w->base + pc, 4);
			if (!w->bad++)
				w->first = d;
			agc_word_print_unknown(word, inst, sizeof(inst));
			fprintf(w->out, "\t%-59s// %012llX: %08X\n", inst, (unsigned long long)addr,
				word);
			pc += 4;
			continue;
		}
		agc_inst_print(&in, w->wave64, inst, sizeof(inst));
		agc_inst_print_words_at(&in, addr, words, sizeof(words));
		branch_text(code, &in, inst, sizeof(inst), suffix, sizeof(suffix));
		/* llvm-objdump pads the text to column 60, tab included */
		fprintf(w->out, "\t%-59s%s%s\n", inst, words, suffix);
		pc += in.size;
	}
}

static void
header(struct sweep *w, uint64_t off, const char *name)
{
	fprintf(w->out, "\n%016llx <%s>:\n",
		(unsigned long long)agc_code_address(w->code, off), name);
}

/* One of the symbols at s[i]'s address (s[i] the last of them) is name. */
static bool
symbol_here(const struct sym *s, unsigned i, const char *name)
{
	for (unsigned k = i + 1; k-- > 0 && s[k].off == s[i].off;)
		if (!strcmp(s[k].name, name))
			return true;
	return false;
}

int
agc_cli_disasm(FILE *out, const struct agc_code *code, bool wave64, const char *only,
	       const char *path)
{
	struct sweep w = {.code = code, .base = code->section, .end = (uint32_t)code->nsection,
			  .wave64 = wave64, .out = out};
	uint32_t end;

	if (!w.base) {
		w.base = code->bytes;
		w.end = (uint32_t)code->nbytes;
	}
	end = w.end;

	if (code->format != AGC_FORMAT_ELF) {
		sweep(&w, code->entry, end);
	} else {
		unsigned n;
		struct sym *s = sorted_symbols(code, &n);
		if (!s) {
			fprintf(stderr, "agc-recompile: %s: out of memory\n", path);
			return EXIT_INPUT;
		}
		const char *section = code->section_name ? code->section_name : ".text";
		fprintf(out, "\nDisassembly of section %s:\n", section);
		/* what lies before the first symbol goes under the section's name */
		if (!only && (n == 0 || s[0].off > 0)) {
			header(&w, 0, section);
			sweep(&w, 0, n ? (uint32_t)s[0].off : end);
		}
		for (unsigned i = 0; i < n; i++) {
			if (i + 1 < n && s[i + 1].off == s[i].off)
				continue;
			if (only && !symbol_here(s, i, only))
				continue;
			header(&w, s[i].off, s[i].name);
			sweep(&w, (uint32_t)s[i].off, i + 1 < n ? (uint32_t)s[i + 1].off : end);
		}
		free(s);
	}
	if (fflush(out) || ferror(out)) {
		fprintf(stderr, "agc-recompile: write error on standard output: %s\n", strerror(errno));
		return EXIT_USAGE;
	}
	if (!w.bad)
		return EXIT_OK;
	char line[768];
	agc_diag_locate(&w.first, code);
	agc_diag_format(&w.first, line, sizeof(line));
	if (w.bad > 1)
		fprintf(stderr, "agc-recompile: %s: %s (and %u more words that do not decode)\n",
			path, line, w.bad - 1);
	else
		fprintf(stderr, "agc-recompile: %s: %s\n", path, line);
	return EXIT_INPUT;
}
