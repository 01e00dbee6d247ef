/*
 * fuzz_input.c -- libFuzzer target for the input readers: any bytes, read
 * as auto-detected, raw and ELF input, with and without a --symbol, and
 * as --disasm reads an ELF object (its whole code section), are
 * accepted or refused with a diagnostic; never a crash or a read outside
 * the buffer, and what an accepted file hands out lies inside it.
 * Built when the compiler is clang (tests/inputs/meson.build); seed it with
 * the files in samples/.
 */
#include <string.h>

#include "decoder/input.h"

static void
check(const uint8_t *data, size_t len, const struct agc_input_opts *opts)
{
	struct agc_arena arena = {0};
	struct agc_code code;
	struct agc_diag d;

	if (agc_input_parse(&arena, data, len, opts, &code, &d) == 0) {
		size_t at = (size_t)(code.bytes - data);
		size_t sec = (size_t)(code.section - data);
		if (code.bytes < data || code.nbytes > len || at > len - code.nbytes ||
		    code.section < data || code.nsection > len ||
		    sec > len - code.nsection || code.file_offset != at ||
		    code.entry >= code.nbytes || code.entry % 4)
			__builtin_trap();
		for (unsigned i = 0; i < code.nfuncs; i++)
			if (code.funcs[i].offset > code.nsection ||
			    code.funcs[i].size > code.nsection - code.funcs[i].offset)
				__builtin_trap();
		for (unsigned i = 0; i < code.nlabels; i++)
			if (code.labels[i].offset > code.nsection)
				__builtin_trap();
	} else if (d.msg[0] == 0) {
		__builtin_trap();
	}
	agc_arena_free(&arena);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t len);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct agc_input_opts opts = {.entry = -1};

	check(data, len, &opts);
	opts.format = AGC_FORMAT_ELF;
	check(data, len, &opts);
	opts.whole_section = true; /* --disasm */
	check(data, len, &opts);
	opts.whole_section = false;
	opts.symbol = "tile_sum";
	check(data, len, &opts);
	opts.format = AGC_FORMAT_RAW;
	opts.entry = 4;
	check(data, len, &opts);
	return 0;
}
