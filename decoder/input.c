/* input.c -- placeholder: raw files only, until the readers land. */
#include <stdio.h>
#include <stdlib.h>

#include "decoder/input.h"

int
agc_input_parse(struct agc_arena *a, const uint8_t *data, size_t len,
		const struct agc_input_opts *opts, struct agc_code *code,
		struct agc_diag *d)
{
	(void)a;
	*code = (struct agc_code){0};
	code->format = AGC_FORMAT_RAW;
	code->bytes = data;
	code->nbytes = len;
	code->entry = opts->entry < 0 ? 0 : (uint32_t)opts->entry;
	if (len == 0)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
				AGC_DIAG_NO_OFFSET, "empty file");
	return 0;
}

int
agc_input_read(struct agc_arena *a, const char *path,
	       const struct agc_input_opts *opts, struct agc_code *code,
	       struct agc_diag *d)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
				AGC_DIAG_NO_OFFSET, "cannot open");
	uint8_t *buf = agc_alloc(a, 1 << 20);
	size_t n = fread(buf, 1, 1 << 20, f);
	fclose(f);
	return agc_input_parse(a, buf, n, opts, code, d);
}
