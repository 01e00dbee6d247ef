/*
 * print_mem.c -- placeholder for printing the memory, export and
 * interpolation encodings (replaced together with decode_mem.c).  Their
 * decoders refuse every word for now, so these are never reached.
 */
#include <stdio.h>

#include "decoder/internal.h"

#define AGC_MEM_STUB(x) \
	int agc_print_##x(const struct agc_inst *in, bool wave64, char *buf, size_t n) \
	{ \
		(void)in; \
		(void)wave64; \
		return snprintf(buf, n, "<" #x ">"); \
	}

AGC_MEM_STUB(ds)
AGC_MEM_STUB(mubuf)
AGC_MEM_STUB(mtbuf)
AGC_MEM_STUB(mimg)
AGC_MEM_STUB(flat)
AGC_MEM_STUB(exp)
AGC_MEM_STUB(vintrp)
