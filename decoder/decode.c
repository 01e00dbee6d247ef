/*
 * decode.c -- gfx1030 words to struct agc_inst: find the encoding from the
 * high bits of the first dword and hand the words to its decoder.
 *
 *   7E000280 12345678  ->  enc VOP1, op 1 (v_mov_b32), size 8,
 *                          def v0, use literal 0x12345678
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "decoder/internal.h"

int
agc_decode_error(struct agc_diag *d, const struct agc_inst *in, const uint32_t *w,
		 size_t nw, const char *fmt, ...)
{
	va_list ap;

	if (!d)
		return -1;
	agc_fail(d, AGC_STAGE_DECODE, AGC_DIAG_MALFORMED, in->pc, "%s", "");
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof(d->msg), fmt, ap);
	va_end(ap);
	d->nwords = nw < 5 ? (unsigned)nw : 5;
	memcpy(d->words, w, d->nwords * sizeof(uint32_t));
	return -1;
}

typedef int decode_fn(struct agc_inst *, const uint32_t *, size_t, bool, struct agc_diag *);

/*
 * Encoding of a first dword, from its fixed high bits (RDNA2 ISA 13.x):
 * bits 31:23 decide it, so it is one lookup in a 512-entry table built
 * here at compile time (a chain of tests mispredicts on mixed code).
 * ENC_OF(h) is the encoding of a dword whose bits 31:23 are h.
 */
enum { ENC_NONE = 0xff };
#define ENC_OF(h) \
	((h) < 0x100 ? ((h) >> 2 == 0x3e ? AGC_ENC_VOPC \
		      : (h) >> 2 == 0x3f ? AGC_ENC_VOP1 : AGC_ENC_VOP2) \
	 : (h) >> 7 == 2 ? ((h) == 0x17d ? AGC_ENC_SOP1 \
			    : (h) == 0x17e ? AGC_ENC_SOPC \
			    : (h) == 0x17f ? AGC_ENC_SOPP \
			    : (h) >> 5 == 0xb ? AGC_ENC_SOPK : AGC_ENC_SOP2) \
	 : (h) >> 3 == 0x32 ? AGC_ENC_VINTRP \
	 : (h) >> 3 == 0x33 ? AGC_ENC_VOP3P \
	 : (h) >> 3 == 0x35 ? AGC_ENC_VOP3 \
	 : (h) >> 3 == 0x36 ? AGC_ENC_DS \
	 : (h) >> 3 == 0x37 ? AGC_ENC_FLAT \
	 : (h) >> 3 == 0x38 ? AGC_ENC_MUBUF \
	 : (h) >> 3 == 0x3a ? AGC_ENC_MTBUF \
	 : (h) >> 3 == 0x3c ? AGC_ENC_MIMG \
	 : (h) >> 3 == 0x3d ? AGC_ENC_SMEM \
	 : (h) >> 3 == 0x3e ? AGC_ENC_EXP : ENC_NONE)
#define ENC4(h) ENC_OF(h), ENC_OF((h) + 1), ENC_OF((h) + 2), ENC_OF((h) + 3)
#define ENC16(h) ENC4(h), ENC4((h) + 4), ENC4((h) + 8), ENC4((h) + 12)
#define ENC64(h) ENC16(h), ENC16((h) + 16), ENC16((h) + 32), ENC16((h) + 48)
#define ENC256(h) ENC64(h), ENC64((h) + 64), ENC64((h) + 128), ENC64((h) + 192)

static const uint8_t encoding_of[512] = {ENC256(0), ENC256(256)};

static decode_fn *const decoders[AGC_ENC_COUNT] = {
	[AGC_ENC_SOP1] = agc_decode_sop1,
	[AGC_ENC_SOP2] = agc_decode_sop2,
	[AGC_ENC_SOPK] = agc_decode_sopk,
	[AGC_ENC_SOPC] = agc_decode_sopc,
	[AGC_ENC_SOPP] = agc_decode_sopp,
	[AGC_ENC_SMEM] = agc_decode_smem,
	[AGC_ENC_VOP1] = agc_decode_vop1,
	[AGC_ENC_VOP2] = agc_decode_vop2,
	[AGC_ENC_VOPC] = agc_decode_vopc,
	[AGC_ENC_VOP3] = agc_decode_vop3,
	[AGC_ENC_VOP3P] = agc_decode_vop3p,
	[AGC_ENC_VINTRP] = agc_decode_vintrp,
	[AGC_ENC_DS] = agc_decode_ds,
	[AGC_ENC_MUBUF] = agc_decode_mubuf,
	[AGC_ENC_MTBUF] = agc_decode_mtbuf,
	[AGC_ENC_MIMG] = agc_decode_mimg,
	[AGC_ENC_FLAT] = agc_decode_flat,
	[AGC_ENC_EXP] = agc_decode_exp,
};

/* Zero a record.  Pieces of at most 64 bytes compile to a few vector
 * stores; one memset (or copy of a constant) of the whole record becomes
 * `rep stos`, which costs more than all of decoding a VOP2 word. */
#define PIECE(k) (sizeof(struct agc_inst) <= 64 * (k) ? 0 \
		  : sizeof(struct agc_inst) - 64 * (k) < 64 ? sizeof(struct agc_inst) - 64 * (k) : 64)

static inline void
clear_inst(struct agc_inst *in)
{
	unsigned char *p = (unsigned char *)in;

	memset(p, 0, PIECE(0));
	memset(p + 64, 0, PIECE(1));
	memset(p + 128, 0, PIECE(2));
	memset(p + 192, 0, PIECE(3));
	if (sizeof(*in) > 256)
		memset(p + 256, 0, sizeof(*in) - 256);
}

/* The last words of the code, fewer than the record holds: apart, so
 * that the common path saves no registers for it.  Returns their count. */
AGC_COLD size_t
copy_tail(struct agc_inst *out, const uint8_t *p, size_t left)
{
	size_t nw = left / 4;

	memcpy(out->words, p, nw * 4);
	return nw;
}

int
agc_decode_one(const uint8_t *code, size_t nbytes, uint32_t pc, bool wave64,
	       struct agc_inst *out, struct agc_diag *d)
{
	/* The record's own copy of the words is what the decoders read. */
	const uint32_t *w = out->words;
	size_t nw;

	clear_inst(out);
	out->pc = pc;
	out->target = -1;
	if (pc >= nbytes || nbytes - pc < 4) {
		int r = agc_fail(d, AGC_STAGE_DECODE, AGC_DIAG_MALFORMED, pc,
				 "truncated: fewer than 4 bytes left");
		return r;
	}
	if (nbytes - pc >= sizeof(out->words)) {
		nw = 5;
		memcpy(out->words, code + pc, sizeof(out->words));
	} else {
		nw = copy_tail(out, code + pc, nbytes - pc);
	}
	/* The first word straight from the code: the dispatch below waits on
	 * it, and a load forwarded from the copy just made is slower. */
	uint32_t w0;
	memcpy(&w0, code + pc, 4);
	unsigned enc = encoding_of[w0 >> 23];
	if (enc == ENC_NONE)
		return agc_decode_error(d, out, w, 1, "no gfx1030 encoding has these high bits");
	out->enc = (uint8_t)enc;
	return decoders[enc](out, w, nw, wave64, d);
}
