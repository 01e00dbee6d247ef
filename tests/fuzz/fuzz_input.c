/*
 * fuzz_input.c -- libFuzzer harness: the input readers (ELF code objects
 * with kernel descriptors, raw code) on arbitrary bytes.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "decoder/input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum agc_format formats[] = {AGC_FORMAT_AUTO, AGC_FORMAT_ELF, AGC_FORMAT_RAW};
	for (size_t f = 0; f < 3; f++) {
		struct agc_arena a = {.limit = 256u << 20};
		struct agc_input_opts o = {.format = formats[f], .entry = -1};
		struct agc_code code;
		struct agc_diag d;
		if (agc_input_parse(&a, data, size, &o, &code, &d) == 0) {
			/* what the reader hands out must lie inside the input */
			if (code.nbytes && (code.bytes < data || code.bytes + code.nbytes > data + size))
				__builtin_trap();
		}
		agc_arena_free(&a);
	}
	return 0;
}
