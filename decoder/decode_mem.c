/*
 * decode_mem.c -- placeholder: DS, MUBUF, MTBUF, MIMG, FLAT, EXP and VINTRP
 * decoding is not written yet (owned by the memory-encoding decoder work,
 * which replaces this file).  Each entry point refuses the word.
 */
#include "decoder/internal.h"

#define AGC_MEM_STUB(x) \
	int agc_decode_##x(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, \
			   struct agc_diag *d) \
	{ \
		(void)wave64; \
		int r = agc_decode_error(d, in, w, nw, #x " decoding is not supported yet"); \
		if (d) \
			d->cls = AGC_DIAG_UNSUPPORTED; \
		return r; \
	}

AGC_MEM_STUB(ds)
AGC_MEM_STUB(mubuf)
AGC_MEM_STUB(mtbuf)
AGC_MEM_STUB(mimg)
AGC_MEM_STUB(flat)
AGC_MEM_STUB(exp)
AGC_MEM_STUB(vintrp)
