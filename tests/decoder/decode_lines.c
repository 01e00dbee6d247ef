/*
 * decode_lines.c -- decode one instruction per input line, for the
 * differential test against llvm-objdump (difftest.py).
 *
 *   input:   7E000280 12345678        (hex dwords, lowest address first;
 *                                      a 2-digit token is one byte)
 *   output:  OK<TAB>8<TAB>v_mov_b32_e32 v0, 0x12345678<TAB>// 000000000000: 7E0002FF 12345678
 *            ERR<TAB>0x0: ...why...
 *            BAD<TAB>...                (the decoder broke its own contract)
 *
 * Only the first instruction of a line is decoded, at pc 0, from exactly
 * the line's bytes.  Usage: decode_lines [--wave64] < in > out
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decoder/decoder.h"

enum { MAX_BYTES = 256 };

static int
parse_words(char *line, uint8_t *bytes, size_t *nbytes)
{
	size_t n = 0;
	char *p = line;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
			p++;
		if (!*p)
			break;
		char *end;
		unsigned long w = strtoul(p, &end, 16);
		size_t len = (size_t)(end - p);
		if ((len != 2 && len != 8) || n + len / 2 > MAX_BYTES)
			return -1;
		for (size_t k = 0; k < len / 2; k++)
			bytes[n++] = (uint8_t)(w >> (8 * k));
		p = end;
	}
	*nbytes = n;
	return 0;
}

static void
decode_line(const uint8_t *bytes, size_t nbytes, bool wave64)
{
	struct agc_inst in;
	struct agc_diag d;
	char text[512], words[256], diag[768];

	memset(&in, 0xa5, sizeof(in)); /* nothing may be left unset and used */
	memset(&d, 0, sizeof(d));
	if (agc_decode_one(bytes, nbytes, 0, wave64, &in, &d) < 0) {
		agc_diag_format(&d, diag, sizeof(diag));
		if (d.offset != 0)
			printf("BAD\terror reported at offset %llu, not 0: %s\n",
			       (unsigned long long)d.offset, diag);
		else
			printf("ERR\t%s\n", diag);
		return;
	}
	if (in.size == 0 || in.size % 4 || in.size > nbytes || in.pc != 0) {
		printf("BAD\tsize %u pc %u for %zu bytes\n", in.size, in.pc, nbytes);
		return;
	}
	int n = agc_inst_print(&in, wave64, text, sizeof(text));
	int m = agc_inst_print_words(&in, words, sizeof(words));
	if (n < 0 || (size_t)n >= sizeof(text) || m < 0 || (size_t)m >= sizeof(words)) {
		printf("BAD\tprint returned %d / %d\n", n, m);
		return;
	}
	printf("OK\t%u\t%s\t%s\n", in.size, text, words);
}

int
main(int argc, char **argv)
{
	bool wave64 = argc > 1 && !strcmp(argv[1], "--wave64");
	static char line[4096];
	static uint8_t bytes[MAX_BYTES];

	/* Line-buffered, so that a crash still shows how far it got. */
	setvbuf(stdout, NULL, _IOLBF, 0);
	while (fgets(line, sizeof(line), stdin)) {
		size_t nbytes;
		if (parse_words(line, bytes, &nbytes) < 0 || nbytes == 0) {
			fprintf(stderr, "decode_lines: bad input line: %s", line);
			return 2;
		}
		/* A buffer of exactly the line's size, so that a sanitizer
		 * build catches any read past the end. */
		uint8_t *code = malloc(nbytes);
		if (!code)
			return 2;
		memcpy(code, bytes, nbytes);
		decode_line(code, nbytes, wave64);
		free(code);
	}
	return 0;
}
