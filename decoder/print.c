/*
 * print.c -- instruction records back to LLVM 19's text, and the pieces
 * every encoding's printer shares: the output buffer and operands.
 *
 *   {enc VOP1, op 1, def v0, use literal 0x12345678}
 *       -> "v_mov_b32_e32 v0, 0x12345678"
 *
 * Inline constants and literals print as LLVM's AMDGPUInstPrinter does:
 * the text depends on the operand's type (enum agc_fp_kind), e.g. code 248
 * is "0.15915494" for a 32-bit operand, "0.15915494309189532" for a 64-bit
 * one and "0x3118" for a 16-bit integer one.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "decoder/internal.h"
#include "decoder/vop_ext.h"

void
agc_out_str(struct agc_out *o, const char *s)
{
	/* The strings are a few bytes: a byte loop beats strlen + memcpy. */
	if (o->len + 1 < o->n) {
		char *d = o->buf + o->len, *end = o->buf + o->n - 1;
		while (*s && d < end)
			*d++ = *s++;
		*d = 0;
		o->len = (size_t)(d - o->buf);
	}
	if (*s)
		o->len += strlen(s);
}

void
agc_out_printf(struct agc_out *o, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int l = vsnprintf(o->len < o->n ? o->buf + o->len : NULL,
			  o->len < o->n ? o->n - o->len : 0, fmt, ap);
	va_end(ap);
	if (l > 0)
		o->len += (size_t)l;
}

/* Decimal and "0x" hex numbers without printf, which is most of the
 * cost of printing an instruction. */
static void
out_udec(struct agc_out *o, uint32_t v)
{
	char t[12];
	int i = 11;

	t[i] = 0;
	do
		t[--i] = (char)('0' + v % 10);
	while (v /= 10);
	agc_out_str(o, t + i);
}

static void
out_sdec(struct agc_out *o, int32_t v)
{
	if (v < 0)
		agc_out_str(o, "-");
	out_udec(o, v < 0 ? 0u - (uint32_t)v : (uint32_t)v);
}

static void
out_hex0x(struct agc_out *o, uint32_t v)
{
	char t[11];
	int i = 10;

	t[i] = 0;
	do
		t[--i] = "0123456789abcdef"[v & 15];
	while (v >>= 4);
	t[--i] = 'x';
	t[--i] = '0';
	agc_out_str(o, t + i);
}

/* The inline float constants, codes 240..248, in each width. */
static const char *const float_text[9] = {
	"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494",
};
static const uint32_t float_bits32[9] = {
	0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
	0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983,
};
static const uint16_t float_bits16[9] = {
	0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
};
/* High dwords of the f64 constants; 1/(2*pi) has low bits too. */
static const uint32_t float_bits64_hi[8] = {
	0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000, 0x40000000,
	0xc0000000, 0x40100000, 0xc0100000,
};

static bool
inline_int(int64_t v)
{
	return v >= -16 && v <= 64;
}

static int
find32(const uint32_t *t, int n, uint32_t v)
{
	for (int i = 0; i < n; i++)
		if (t[i] == v)
			return i;
	return -1;
}

static int
find16(uint32_t v)
{
	for (int i = 0; i < 9; i++)
		if (float_bits16[i] == v)
			return i;
	return -1;
}

static void
out_literal(struct agc_out *o, uint32_t lit, enum agc_fp_kind fp)
{
	int f;

	switch (fp) {
	case AGC_FP_F16:
		lit &= 0xffff;
		if (inline_int((int16_t)lit))
			out_sdec(o, (int16_t)lit);
		else if ((f = find16(lit)) >= 0)
			agc_out_str(o, float_text[f]);
		else
			out_hex0x(o, lit);
		return;
	case AGC_FP_I16:
		if (inline_int((int32_t)lit))
			out_sdec(o, (int32_t)lit);
		else if ((f = find32(float_bits32, 9, lit)) >= 0)
			agc_out_str(o, float_text[f]);
		else
			out_hex0x(o, lit & 0xffff);
		return;
	case AGC_FP_V2F16:
		if (inline_int((int32_t)lit))
			out_sdec(o, (int32_t)lit);
		else if ((f = find16(lit)) >= 0)
			agc_out_str(o, float_text[f]);
		else
			out_hex0x(o, lit);
		return;
	case AGC_FP_F64:
		if (lit == 0)
			agc_out_str(o, "0");
		else if ((f = find32(float_bits64_hi, 8, lit)) >= 0)
			agc_out_str(o, float_text[f]);
		else
			out_hex0x(o, lit);
		return;
	case AGC_FP_I64:
		if (lit <= 64)
			out_udec(o, lit);
		else
			out_hex0x(o, lit);
		return;
	case AGC_FP_INT:
	case AGC_FP_F32:
	case AGC_FP_V2I16:
		if (inline_int((int32_t)lit))
			out_sdec(o, (int32_t)lit);
		else if ((f = find32(float_bits32, 9, lit)) >= 0)
			agc_out_str(o, float_text[f]);
		else
			out_hex0x(o, lit);
		return;
	}
}

static void
out_range(struct agc_out *o, const char *pfx, unsigned first, unsigned dwords)
{
	agc_out_str(o, pfx);
	if (dwords <= 1) {
		out_udec(o, first);
	} else {
		agc_out_str(o, "[");
		out_udec(o, first);
		agc_out_str(o, ":");
		out_udec(o, first + dwords - 1);
		agc_out_str(o, "]");
	}
}

static const char *const special_name[] = {
	[235 - 235] = "src_shared_base",
	[236 - 235] = "src_shared_limit",
	[237 - 235] = "src_private_base",
	[238 - 235] = "src_private_limit",
	[239 - 235] = "src_pops_exiting_wave_id",
	[251 - 235] = "src_vccz",
	[252 - 235] = "src_execz",
	[253 - 235] = "src_scc",
	[254 - 235] = "src_lds_direct",
};

void
agc_out_operand(struct agc_out *o, const struct agc_operand *op, bool wave64,
		enum agc_fp_kind fp)
{
	unsigned r = op->reg, n = op->dwords;

	(void)wave64;
	if (r < 106) {
		out_range(o, "s", r, n);
	} else if (r == AGC_REG_VCC_LO) {
		agc_out_str(o, n >= 2 ? "vcc" : "vcc_lo");
	} else if (r == AGC_REG_VCC_HI) {
		agc_out_str(o, "vcc_hi");
	} else if (r < AGC_REG_M0) {
		out_range(o, "ttmp", r - AGC_REG_TTMP0, n);
	} else if (r == AGC_REG_M0) {
		agc_out_str(o, "m0");
	} else if (r == AGC_REG_NULL) {
		agc_out_str(o, "null");
	} else if (r == AGC_REG_EXEC_LO) {
		agc_out_str(o, n >= 2 ? "exec" : "exec_lo");
	} else if (r == AGC_REG_EXEC_HI) {
		agc_out_str(o, "exec_hi");
	} else if (r <= 192) {
		out_udec(o, r - 128);
	} else if (r <= 208) {
		out_sdec(o, 192 - (int)r);
	} else if (r >= 240 && r <= 248) {
		unsigned i = r - 240;
		if (fp == AGC_FP_I16)
			out_hex0x(o, float_bits16[i]);
		else if ((fp == AGC_FP_F64 || fp == AGC_FP_I64) && i == 8)
			agc_out_str(o, "0.15915494309189532");
		else
			agc_out_str(o, float_text[i]);
	} else if (r == AGC_REG_LITERAL) {
		out_literal(o, op->literal, fp);
	} else if (r >= AGC_REG_VGPR0 && r < AGC_REG_NONE) {
		out_range(o, "v", r - AGC_REG_VGPR0, n);
	} else if (r >= 235 && r <= 254 && special_name[r - 235]) {
		agc_out_str(o, special_name[r - 235]);
	} else {
		agc_out_printf(o, "<reg %u>", r);
	}
}

void
agc_out_invalid_note(struct agc_out *o, const struct agc_operand *op, uint16_t desc)
{
	unsigned r = op->reg, n = op->dwords;
	bool scalar_class = AGC_D_FIELD(desc) < AGC_F_VDST;

	if (AGC_D_REGONLY(desc) && r >= AGC_REG_INT0 && (r <= 208 || (r >= 240 && r <= 248) ||
							   r == AGC_REG_LITERAL))
		agc_out_str(o, "/*Invalid immediate*/");
	else if (AGC_D_FIELD(desc) == AGC_F_SDATA && n == 1 &&
		 (r == AGC_REG_M0 || r == AGC_REG_EXEC_LO || r == AGC_REG_EXEC_HI))
		agc_out_str(o, "/*Invalid register, operand has 'SReg_32_XM0_XEXEC' register class*/");
	else if (AGC_D_FIELD(desc) == AGC_F_SDATA && n == 2 && r == AGC_REG_EXEC_LO)
		agc_out_str(o, "/*Invalid register, operand has 'SReg_64_XEXEC' register class*/");
	else if ((scalar_class && r == AGC_REG_LDS_DIRECT) ||
		 (n >= 4 && scalar_class && r >= AGC_REG_VCC_LO && r < AGC_REG_VGPR0 && r != AGC_REG_NULL &&
		  !(r >= AGC_REG_TTMP0 && r < AGC_REG_M0)))
		agc_out_printf(o, "/*Invalid register, operand has 'SReg_%u' register class*/",
			       32 * n);
}

typedef int print_fn(const struct agc_inst *, bool, char *, size_t);

static print_fn *const printers[AGC_ENC_COUNT] = {
	[AGC_ENC_SOP1] = agc_print_salu,
	[AGC_ENC_SOP2] = agc_print_salu,
	[AGC_ENC_SOPK] = agc_print_salu,
	[AGC_ENC_SOPC] = agc_print_salu,
	[AGC_ENC_SOPP] = agc_print_salu,
	[AGC_ENC_SMEM] = agc_print_salu,
	[AGC_ENC_VOP1] = agc_print_valu,
	[AGC_ENC_VOP2] = agc_print_valu,
	[AGC_ENC_VOPC] = agc_print_valu,
	[AGC_ENC_VOP3] = agc_print_valu,
	[AGC_ENC_VOP3P] = agc_print_vop3p,
	[AGC_ENC_VINTRP] = agc_print_vintrp,
	[AGC_ENC_DS] = agc_print_ds,
	[AGC_ENC_MUBUF] = agc_print_mubuf,
	[AGC_ENC_MTBUF] = agc_print_mtbuf,
	[AGC_ENC_MIMG] = agc_print_mimg,
	[AGC_ENC_FLAT] = agc_print_flat,
	[AGC_ENC_EXP] = agc_print_exp,
};

int
agc_inst_print(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	if (in->enc < AGC_ENC_COUNT && printers[in->enc])
		return printers[in->enc](in, wave64, buf, n);
	return snprintf(buf, n, "<encoding %u>", in->enc);
}

/* " " then v as `digits` upper-case hex digits (printf's " %0*X"). */
static void
out_hex(struct agc_out *o, uint64_t v, int digits)
{
	char t[16];

	t[0] = ' ';
	for (int i = digits; i > 0; i--, v >>= 4)
		t[i] = "0123456789ABCDEF"[v & 15];
	t[digits + 1] = 0;
	agc_out_str(o, t);
}

int
agc_inst_print_words(const struct agc_inst *in, char *buf, size_t n)
{
	return agc_inst_print_words_at(in, in->pc, buf, n);
}

int
agc_inst_print_words_at(const struct agc_inst *in, uint64_t addr, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	if (n)
		buf[0] = 0;
	agc_out_str(&o, "//");
	out_hex(&o, addr, 12);
	agc_out_str(&o, ":");
	for (unsigned i = 0; i < in->size / 4u && i < 5; i++)
		out_hex(&o, in->words[i], 8);
	if (in->nwarn)
		agc_out_str(&o, " ; ");
	for (unsigned i = 0; i < in->nwarn; i++) {
		unsigned r = in->warn_reg[i];
		bool ttmp = r >= AGC_REG_TTMP0;
		agc_out_printf(&o, "Warning: %s_%u: scalar reg isn't aligned %u",
			       ttmp ? "TTMP" : "SGPR", 32u * in->warn_dwords[i],
			       ttmp ? r - AGC_REG_TTMP0 : r);
	}
	return (int)o.len;
}

int
agc_word_print_unknown(uint32_t word, char *buf, size_t n)
{
	return snprintf(buf, n, ".long 0x%08x", word);
}

void
agc_diag_inst(struct agc_diag *d, const struct agc_inst *in, bool wave64)
{
	if (!d || !in->size)
		return;
	agc_inst_print(in, wave64, d->inst, sizeof(d->inst));
	d->nwords = in->size / 4 < 5 ? in->size / 4 : 5;
	memcpy(d->words, in->words, d->nwords * 4);
}
