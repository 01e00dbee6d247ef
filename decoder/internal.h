/*
 * internal.h -- what the decoder's files share among themselves.
 *
 * decode.c identifies the encoding of the first dword and calls one
 * agc_decode_<enc> function; print.c calls the matching agc_print_<enc>.
 * The ALU and scalar encodings live in decode.c / decode_valu.c /
 * print_salu.c / print_valu.c; the memory, export and interpolation
 * encodings (DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP, VINTRP) in
 * decode_mem.c and print_mem.c.
 *
 * Contract of an agc_decode_<enc> function:
 *   - in->pc, in->words[0..], in->enc, in->target = -1 and every other
 *     field zeroed are set by the caller; in->words holds min(nw, 5) words.
 *   - w[0 .. nw) are the dwords available from pc (nw >= 1); w is
 *     in->words itself, so a decoder does not write in->words.  The function
 *     must not read w[nw] or beyond: when the instruction needs more words
 *     than nw it returns agc_decode_error(..., "truncated ...").
 *   - On success it sets in->size (bytes), in->op, in->info, in->flow,
 *     in->form and the operands, and returns 0.  An opcode LLVM does not
 *     decode for gfx1030, or a field combination LLVM rejects, returns
 *     agc_decode_error() (which fills the diagnostic's words).
 *   - No string work and no allocation: decoding must stay fast.
 *
 * Contract of an agc_print_<enc> function: write the LLVM 19 text (no
 * trailing comment) with the agc_out helpers below; return the length
 * the full text has (as snprintf does).
 */
#ifndef AGC_DECODER_INTERNAL_H
#define AGC_DECODER_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "decoder/decoder.h"

/* A small helper on the decoding hot path, inlined into each caller so
 * that its locals stay in registers; a rare path, kept out of the way. */
#if defined(__GNUC__) || defined(__clang__)
#define AGC_HOT static inline __attribute__((always_inline))
#define AGC_COLD static __attribute__((noinline, cold))
#else
#define AGC_HOT static inline
#define AGC_COLD static
#endif

/* ---- decode.c ---- */

/* Fill d with the instruction's pc, up to 5 of its words (as many as
 * are available) and a message; returns -1. */
int agc_decode_error(struct agc_diag *d, const struct agc_inst *in, const uint32_t *w,
		     size_t nw, const char *fmt, ...) AGC_PRINTF(5, 6);

/* An operand naming `dwords` registers starting at code `reg` (the 9-bit
 * source numbering of decoder.h; a VGPR n is AGC_REG_VGPR0 + n). */
static inline struct agc_operand
agc_opnd(unsigned reg, unsigned dwords)
{
	struct agc_operand o = {(uint16_t)reg, (uint8_t)dwords, 0, 0};
	return o;
}

/* The first code of a scalar tuple of `dwords` registers named by `code`:
 * an SGPR or ttmp tuple is rounded down to its alignment (2 for 64 bits, 4
 * beyond) as LLVM does, and a misaligned one noted for its warning. */
static inline unsigned
agc_sreg_align(struct agc_inst *in, unsigned code, unsigned dwords)
{
	unsigned mask = dwords >= 3 ? 3 : dwords == 2 ? 1 : 0, base;

	if (code < AGC_REG_VCC_LO)
		base = 0;
	else if (code >= AGC_REG_TTMP0 && code < AGC_REG_M0)
		base = AGC_REG_TTMP0;
	else
		return code;
	if (!((code - base) & mask))
		return code;
	if (in->nwarn < sizeof(in->warn_reg)) {
		in->warn_reg[in->nwarn] = (uint8_t)code;
		in->warn_dwords[in->nwarn++] = (uint8_t)dwords;
	}
	return base + ((code - base) & ~mask);
}

/* How an inline constant or literal of an operand is printed. */
enum agc_fp_kind {
	AGC_FP_INT,  /* integers; float inline constants print as hex bits */
	AGC_FP_F16,
	AGC_FP_F32,
	AGC_FP_F64,
	AGC_FP_I16,  /* 16-bit integer operand (literals print 16 bits) */
	AGC_FP_I64,
	AGC_FP_V2F16, /* packed: inline floats as f16 */
	AGC_FP_V2I16,
};

/* ---- the .def tables of the ALU and scalar encodings ---- */

/* Where an operand of a table row comes from. */
enum agc_field {
	AGC_F_X,        /* no operand */
	AGC_F_SDST,     /* SOP1/SOP2/SOPK sdst, bits 22:16 */
	AGC_F_SSRC0,    /* bits 7:0 */
	AGC_F_SSRC1,    /* bits 15:8 */
	AGC_F_SIMM,     /* SOPK simm16 (printed by the row's class) */
	AGC_F_LIT,      /* s_setreg_imm32_b32's literal */
	AGC_F_SDATA,    /* SMEM */
	AGC_F_SBASE,
	AGC_F_OFFSET,   /* SMEM offset / soffset */
	AGC_F_SDATA_IMM, /* s_atc_probe: sdata printed as a number */
	AGC_F_VDST,     /* VOP vdst (VOPC _e64: the sdst) */
	AGC_F_SRC0,
	AGC_F_SRC1,     /* VOP2/VOPC vsrc1, VOP3 src1 */
	AGC_F_SRC2,
	AGC_F_VCC,      /* implicit vcc in _e32 forms */
	AGC_F_SDST3,    /* VOP3b sdst, bits 14:8 */
	AGC_F_KIMM,     /* v_fmamk/v_fmaak constant */
	AGC_F_VDST_SGPR, /* vdst field naming an SGPR (v_readlane, VOPC _e64) */
	AGC_F_SRC2_SGPR, /* VOP3 src2 holding a lane mask (v_cndmask_b32_e64) */
};

/* VALU row flags (struct agc_opcode.flags): VOP3 modifiers that LLVM
 * prints (_P) or rejects (_R); absent both, it ignores the bits.  Source
 * modifiers are per source i (op_sel: 3 is the destination); M_SEXT(i):
 * the neg bit is an integer sign extension, printed sext(...); M_OPSEL2:
 * op_sel prints bits 0 and 1 only (v_permlane16/x16: fi, bound_ctrl). */
enum {
	M_CLAMP_P = 1 << 0, M_CLAMP_R = 1 << 1,
	M_OMOD_P = 1 << 2, M_OMOD_R = 1 << 3,
	M_OPSEL2 = 1 << 27,
};
#define M_NEG_P(i) (1u << (4 + (i)))
#define M_NEG_R(i) (1u << (7 + (i)))
#define M_SEXT(i) (1u << (10 + (i)))
#define M_ABS_P(i) (1u << (13 + (i)))
#define M_ABS_R(i) (1u << (16 + (i)))
#define M_OPSEL_P(i) (1u << (19 + (i)))
#define M_OPSEL_R(i) (1u << (23 + (i)))
#define M_FIELD(fl, pos, n) (((fl) >> (pos)) & ((1u << (n)) - 1))

/* An operand descriptor: field, register count (AGC_LANEMASK: 1 in
 * wave32, 2 in wave64), enum agc_fp_kind, register-only, written. */
#define AGC_LANEMASK 31
#define AGC_D(f, n, k) ((uint16_t)(AGC_F_##f | (n) << 5 | AGC_FP_##k << 10))
#define AGC_DEF(f, n, k) ((uint16_t)(AGC_D(f, n, k) | 0x8000))
#define AGC_REGONLY(f, n, k) ((uint16_t)(AGC_D(f, n, k) | 0x4000))
#define AGC_D_FIELD(d) ((d) & 31)
#define AGC_D_DWORDS(d) (((d) >> 5) & 31)
#define AGC_D_KIND(d) ((enum agc_fp_kind)(((d) >> 10) & 15))
#define AGC_D_REGONLY(d) (((d) >> 14) & 1)
#define AGC_D_IS_DEF(d) (((d) >> 15) & 1)
/* Descriptor d names one register of field f (a row's "plain" operand). */
#define AGC_D_ONE(d, f) ((d) && AGC_D_FIELD(d) == AGC_F_##f && AGC_D_DWORDS(d) == 1)

/* Print classes of table rows: how SOPP / SOPK simm16 prints, etc. */
enum agc_cls {
	AGC_CLS_NONE,
	AGC_CLS_NOIMM,   /* no operand; simm16 must be 0 */
	AGC_CLS_ENDPGM,  /* nothing when 0, else decimal */
	AGC_CLS_LABEL,   /* branch offset, unsigned decimal */
	AGC_CLS_U16,     /* decimal up to 64, else hex */
	AGC_CLS_HEX,
	AGC_CLS_WAITCNT,
	AGC_CLS_SENDMSG,
	AGC_CLS_DEPCTR,
	AGC_CLS_VERSION,
	AGC_CLS_HWREG,
	AGC_CLS_CACHE,   /* SMEM: glc and dlc print */
	AGC_CLS_SUFFIX,  /* VALU: _e32 / _e64 follows the name */
};

/* ---- decode_salu.c / print_salu.c ---- */

#define AGC_ALU_ENCODING(x) \
	int agc_decode_##x(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, \
			   struct agc_diag *d);

AGC_ALU_ENCODING(sop1)
AGC_ALU_ENCODING(sop2)
AGC_ALU_ENCODING(sopk)
AGC_ALU_ENCODING(sopc)
AGC_ALU_ENCODING(sopp)
AGC_ALU_ENCODING(smem)
int agc_print_salu(const struct agc_inst *in, bool wave64, char *buf, size_t n);

/* ---- decode_valu.c / print_valu.c ---- */

AGC_ALU_ENCODING(vop1)
AGC_ALU_ENCODING(vop2)
AGC_ALU_ENCODING(vopc)
AGC_ALU_ENCODING(vop3)
AGC_ALU_ENCODING(vop3p)
int agc_print_valu(const struct agc_inst *in, bool wave64, char *buf, size_t n);
/* LLVM's "Invalid" note after operand code reg at position pos (0..2:
 * src0..src2, 3: an SGPR vdst) of a VOP1/VOP2/VOPC/VOP3 instruction:
 * NULL for none, "" for "Invalid immediate", else the register class the
 * operand should have. */
const char *agc_valu_note(const struct agc_inst *in, unsigned pos, unsigned reg);

/* ---- print.c: shared text helpers ---- */

/* An output buffer that counts what would have been written when full. */
struct agc_out {
	char *buf;
	size_t n;   /* capacity, terminating NUL included */
	size_t len; /* length of the full text so far */
};

void agc_out_str(struct agc_out *o, const char *s);
void agc_out_printf(struct agc_out *o, const char *fmt, ...) AGC_PRINTF(2, 3);


/* One operand as LLVM prints it: s5, s[4:7], v[2:3], ttmp[4:7], vcc_lo
 * (vcc in wave64 for a 2-dword vcc), exec, m0, null, inline constants,
 * literals (0x... ), without modifiers. */
void agc_out_operand(struct agc_out *o, const struct agc_operand *op, bool wave64,
		     enum agc_fp_kind fp);
/* LLVM's inline note after an operand its class does not allow, e.g.
 * the "Invalid immediate" comment; nothing for a valid operand. */
void agc_out_invalid_note(struct agc_out *o, const struct agc_operand *op, uint16_t desc);

/* ---- decode_mem.c / print_mem.c (memory, export, interpolation) ---- */

#define AGC_MEM_ENCODING(x) \
	int agc_decode_##x(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, \
			   struct agc_diag *d); \
	int agc_print_##x(const struct agc_inst *in, bool wave64, char *buf, size_t n);

AGC_MEM_ENCODING(ds)
AGC_MEM_ENCODING(mubuf)
AGC_MEM_ENCODING(mtbuf)
AGC_MEM_ENCODING(mimg)
AGC_MEM_ENCODING(flat)
AGC_MEM_ENCODING(exp)
AGC_MEM_ENCODING(vintrp)

#undef AGC_MEM_ENCODING

#endif
