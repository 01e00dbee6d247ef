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
#define CLASSIFY(h, X) \
	((h) < 0x100 ? ((h) >> 2 == 0x3e ? X(VOPC, vopc) \
		      : (h) >> 2 == 0x3f ? X(VOP1, vop1) : X(VOP2, vop2)) \
	 : (h) >> 7 == 2 ? ((h) == 0x17d ? X(SOP1, sop1) \
			    : (h) == 0x17e ? X(SOPC, sopc) \
			    : (h) == 0x17f ? X(SOPP, sopp) \
			    : (h) >> 5 == 0xb ? X(SOPK, sopk) : X(SOP2, sop2)) \
	 : (h) >> 3 == 0x32 ? X(VINTRP, vintrp) \
	 : (h) >> 3 == 0x33 ? X(VOP3P, vop3p) \
	 : (h) >> 3 == 0x35 ? X(VOP3, vop3) \
	 : (h) >> 3 == 0x36 ? X(DS, ds) \
	 : (h) >> 3 == 0x37 ? X(FLAT, flat) \
	 : (h) >> 3 == 0x38 ? X(MUBUF, mubuf) \
	 : (h) >> 3 == 0x3a ? X(MTBUF, mtbuf) \
	 : (h) >> 3 == 0x3c ? X(MIMG, mimg) \
	 : (h) >> 3 == 0x3d ? X(SMEM, smem) \
	 : (h) >> 3 == 0x3e ? X(EXP, exp) : X(NONE, none))
#define AS_ENC(e, f) AS_ENC_##e
#define AS_ENC_NONE ENC_NONE
#define AS_FN(e, f) agc_decode_##f

/* Every AS_ENC_X is AGC_ENC_X. */
#define E(x) AS_ENC_##x = AGC_ENC_##x
enum { E(SOP1), E(SOP2), E(SOPK), E(SOPC), E(SOPP), E(SMEM), E(VOP1), E(VOP2), E(VOPC),
       E(VOP3), E(VOP3P), E(VINTRP), E(DS), E(MUBUF), E(MTBUF), E(MIMG), E(FLAT), E(EXP) };
#undef E

static decode_fn agc_decode_none;

/* Two tables indexed by bits 31:23: the encoding, and its decoder.  The
 * decoder comes from one load of the word's own bits, not a load of the
 * encoding and then of the decoder: on mixed code this indirect call
 * mispredicts, and the sooner its target is known the less that costs. */
#define TABLE4(X, h) X(h), X((h) + 1), X((h) + 2), X((h) + 3)
#define TABLE16(X, h) TABLE4(X, h), TABLE4(X, (h) + 4), TABLE4(X, (h) + 8), TABLE4(X, (h) + 12)
#define TABLE64(X, h) TABLE16(X, h), TABLE16(X, (h) + 16), TABLE16(X, (h) + 32), \
		      TABLE16(X, (h) + 48)
#define TABLE256(X, h) TABLE64(X, h), TABLE64(X, (h) + 64), TABLE64(X, (h) + 128), \
		       TABLE64(X, (h) + 192)
#define ENC_OF(h) CLASSIFY(h, AS_ENC)
#define FN_OF(h) CLASSIFY(h, AS_FN)

static const uint8_t encoding_of[512] = {TABLE256(ENC_OF, 0), TABLE256(ENC_OF, 256)};
static decode_fn *const decoder_of[512] = {TABLE256(FN_OF, 0), TABLE256(FN_OF, 256)};

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
	if ((uint64_t)pc + 4 > nbytes) {
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
	out->enc = encoding_of[w0 >> 23];
	return decoder_of[w0 >> 23](out, w, nw, wave64, d);
}

static int
agc_decode_none(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)nw;
	(void)wave64;
	return agc_decode_error(d, in, w, 1, "no gfx1030 encoding has these high bits");
}
