/* decode.c -- placeholder until the table-driven decoder lands. */
#include <stdio.h>
#include <string.h>

#include "decoder/decoder.h"

int
agc_decode_one(const uint8_t *code, size_t nbytes, uint32_t pc, bool wave64,
	       struct agc_inst *out, struct agc_diag *d)
{
	(void)code; (void)nbytes; (void)wave64; (void)out;
	return agc_fail(d, AGC_STAGE_DECODE, AGC_DIAG_UNSUPPORTED, pc,
			"decoding is not supported yet");
}

int
agc_inst_print(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	(void)in; (void)wave64;
	return snprintf(buf, n, "?");
}

int
agc_inst_print_words(const struct agc_inst *in, char *buf, size_t n)
{
	(void)in;
	return snprintf(buf, n, "//");
}
