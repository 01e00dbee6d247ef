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

/* Encoding of a first dword, from its fixed high bits (RDNA2 ISA 13.x). */
static int
find_encoding(uint32_t w)
{
	if (!(w >> 31))
		return (w >> 25) == 0x3e ? AGC_ENC_VOPC
		     : (w >> 25) == 0x3f ? AGC_ENC_VOP1 : AGC_ENC_VOP2;
	if ((w >> 30) == 2) {
		switch (w >> 23) {
		case 0x17d: return AGC_ENC_SOP1;
		case 0x17e: return AGC_ENC_SOPC;
		case 0x17f: return AGC_ENC_SOPP;
		}
		return (w >> 28) == 0xb ? AGC_ENC_SOPK : AGC_ENC_SOP2;
	}
	switch (w >> 26) {
	case 0x32: return AGC_ENC_VINTRP;
	case 0x33: return AGC_ENC_VOP3P;
	case 0x35: return AGC_ENC_VOP3;
	case 0x36: return AGC_ENC_DS;
	case 0x37: return AGC_ENC_FLAT;
	case 0x38: return AGC_ENC_MUBUF;
	case 0x3a: return AGC_ENC_MTBUF;
	case 0x3c: return AGC_ENC_MIMG;
	case 0x3d: return AGC_ENC_SMEM;
	case 0x3e: return AGC_ENC_EXP;
	}
	return -1;
}

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

int
agc_decode_one(const uint8_t *code, size_t nbytes, uint32_t pc, bool wave64,
	       struct agc_inst *out, struct agc_diag *d)
{
	uint32_t w[5];
	size_t nw;

	memset(out, 0, sizeof(*out));
	out->pc = pc;
	out->target = -1;
	if (pc >= nbytes || nbytes - pc < 4) {
		int r = agc_fail(d, AGC_STAGE_DECODE, AGC_DIAG_MALFORMED, pc,
				 "truncated: fewer than 4 bytes left");
		return r;
	}
	nw = (nbytes - pc) / 4;
	if (nw > 5)
		nw = 5;
	memcpy(w, code + pc, nw * 4);
	memcpy(out->words, w, nw * 4);
	int enc = find_encoding(w[0]);
	if (enc < 0)
		return agc_decode_error(d, out, w, 1, "no gfx1030 encoding has these high bits");
	out->enc = (uint8_t)enc;
	return decoders[enc](out, w, nw, wave64, d);
}
