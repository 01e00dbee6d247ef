/*
 * fuzz_decode.c -- libFuzzer harness: decode and print every instruction
 * of arbitrary bytes, both wave sizes.  Decoding must never read past the
 * input or crash; a refusal is fine.
 */
#include <stddef.h>
#include <stdint.h>

#include "decoder/decoder.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	for (int w = 0; w < 2; w++) {
		uint32_t pc = 0;
		while (pc + 4 <= size) {
			struct agc_inst in;
			struct agc_diag d;
			char text[256];
			if (agc_decode_one(data, size, pc, w, &in, &d) < 0) {
				agc_diag_format(&d, text, sizeof(text));
				pc += 4;
				continue;
			}
			agc_inst_print(&in, w, text, sizeof(text));
			agc_inst_print_words(&in, text, sizeof(text));
			pc += in.size;
		}
	}
	return 0;
}
