/*
 * decode_mimg.c -- MIMG, EXP and VINTRP (being written: refuses for now).
 */
#include <stdio.h>

#include "decoder/internal.h"
#include "decoder/mem.h"

#define AGC_MEM_STUB(x) \
	int agc_decode_##x(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, \
			   struct agc_diag *d) \
	{ \
		(void)wave64; \
		int r = agc_decode_error(d, in, w, nw, #x " decoding is not supported yet"); \
		if (d) \
			d->cls = AGC_DIAG_UNSUPPORTED; \
		return r; \
	} \
	int agc_print_##x(const struct agc_inst *in, bool wave64, char *buf, size_t n) \
	{ \
		(void)in; \
		(void)wave64; \
		return snprintf(buf, n, "<" #x ">"); \
	}

AGC_MEM_STUB(mimg)
AGC_MEM_STUB(exp)
AGC_MEM_STUB(vintrp)
