/*
 * print_mem.c -- FLAT/GLOBAL/SCRATCH, DS, MUBUF and MTBUF records back to
 * LLVM 19's text.
 *
 *   {global_load_dword, def v1, use v[2:3] off, offset -8}
 *       -> "global_load_dword v1, v[2:3], off offset:-8"
 *
 * Operands print in record order, separated by ", "; an AGC_REG_NONE
 * operand prints "off".  Modifiers follow in LLVM's order.
 */
#include "decoder/internal.h"
#include "decoder/mem.h"

/* Defs from first_def on, then uses.  LLVM prints a returning buffer
 * atomic's vdata once, so its printer starts at def 1. */
static void
out_operands(struct agc_out *o, const struct agc_inst *in, bool wave64, unsigned first_def)
{
	const char *sep = " ";
	for (unsigned i = first_def; i < in->ndef; i++) {
		agc_out_str(o, sep);
		agc_out_operand(o, &in->def[i], wave64, AGC_FP_INT);
		sep = ", ";
	}
	for (unsigned i = 0; i < in->nuse; i++) {
		agc_out_str(o, sep);
		if (in->use[i].reg == AGC_REG_NONE)
			agc_out_str(o, "off");
		else if (in->use[i].reg == AGC_REG_LDS_DIRECT)
			/* Only soffset can hold it; LLVM prints it with a complaint. */
			agc_out_str(o, "src_lds_direct/*Invalid register, operand has "
				       "'SReg_32' register class*/");
		else
			agc_out_operand(o, &in->use[i], wave64, AGC_FP_INT);
		sep = ", ";
	}
}

static void
out_cache(struct agc_out *o, const struct agc_inst *in)
{
	if (in->glc)
		agc_out_str(o, " glc");
	if (in->slc)
		agc_out_str(o, " slc");
	if (in->dlc)
		agc_out_str(o, " dlc");
}

int
agc_print_flat(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	if (n)
		buf[0] = 0;
	agc_out_str(&o, in->info->name);
	out_operands(&o, in, wave64, 0);
	if (in->offset)
		agc_out_printf(&o, " offset:%d", in->offset);
	out_cache(&o, in);
	if (in->lds)
		agc_out_str(&o, " lds");
	return (int)o.len;
}

/* ---- DS ---- */

/* ds_swizzle_b32's offset, as LLVM names the swizzle pattern. */
static void
out_swizzle(struct agc_out *o, unsigned imm)
{
	if ((imm & 0xff00) == 0x8000) {
		agc_out_printf(o, "swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, imm >> 2 & 3,
			       imm >> 4 & 3, imm >> 6 & 3);
		return;
	}
	if (imm & 0x8000) {
		agc_out_printf(o, "%u", imm);
		return;
	}
	unsigned and_mask = imm & 31, or_mask = imm >> 5 & 31, xor_mask = imm >> 10 & 31;
	if (and_mask == 31 && or_mask == 0 && xor_mask && !(xor_mask & (xor_mask - 1))) {
		agc_out_printf(o, "swizzle(SWAP,%u)", xor_mask);
	} else if (and_mask == 31 && or_mask == 0 && xor_mask && !((xor_mask + 1) & xor_mask)) {
		agc_out_printf(o, "swizzle(REVERSE,%u)", xor_mask + 1);
	} else {
		unsigned group = 32 - and_mask;
		if (group > 1 && !(group & (group - 1)) && or_mask < group && xor_mask == 0) {
			agc_out_printf(o, "swizzle(BROADCAST,%u,%u)", group, or_mask);
			return;
		}
		/* Per lane-id bit, high to low: what a lane whose bit is 0
		 * and one whose bit is 1 end up reading. */
		unsigned p0 = or_mask ^ xor_mask, p1 = ((31 & and_mask) | or_mask) ^ xor_mask;
		char pat[6];
		for (int i = 0; i < 5; i++) {
			unsigned m = 16u >> i, b0 = p0 & m, b1 = p1 & m;
			pat[i] = b0 == b1 ? (b0 ? '1' : '0') : (b0 ? 'i' : 'p');
		}
		pat[5] = 0;
		agc_out_printf(o, "swizzle(BITMASK_PERM,\"%s\")", pat);
	}
}

int
agc_print_ds(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	uint32_t f = in->info->flags;
	if (n)
		buf[0] = 0;
	agc_out_str(&o, in->info->name);
	out_operands(&o, in, wave64, 0);
	if (f & AGC_DS_OFF2) {
		if (in->offset)
			agc_out_printf(&o, " offset0:%d", in->offset);
		if (in->offset1)
			agc_out_printf(&o, " offset1:%u", in->offset1);
	} else if (in->offset) {
		agc_out_str(&o, " offset:");
		if (f & AGC_DS_SWIZZLE)
			out_swizzle(&o, (unsigned)in->offset);
		else
			agc_out_printf(&o, "%d", in->offset);
	}
	if (in->gds)
		agc_out_str(&o, " gds");
	return (int)o.len;
}

/* ---- MUBUF / MTBUF ---- */

static const char *const buf_fmt_text[128] = {
#define AGC_BUF_FMT(v, text) [v] = text,
#include "decoder/tables/buf_fmt.def"
#undef AGC_BUF_FMT
};

static int
print_buf(const struct agc_inst *in, bool wave64, char *buf, size_t n, bool mtbuf)
{
	struct agc_out o = {buf, n, 0};
	if (n)
		buf[0] = 0;
	agc_out_str(&o, in->info->name);
	if (in->info->flags & AGC_BUF_NO_OPERANDS)
		return (int)o.len;
	bool atomic_ret = (in->info->flags & AGC_BUF_ATOMIC) && in->ndef;
	out_operands(&o, in, wave64, atomic_ret ? 1 : 0);
	if (mtbuf && buf_fmt_text[in->format][0])
		agc_out_printf(&o, " format:%s", buf_fmt_text[in->format]);
	if (in->idxen)
		agc_out_str(&o, " idxen");
	if (in->offen)
		agc_out_str(&o, " offen");
	if (in->offset)
		agc_out_printf(&o, " offset:%d", in->offset);
	out_cache(&o, in);
	if (in->tfe)
		agc_out_str(&o, " tfe");
	if (in->lds)
		agc_out_str(&o, " lds");
	return (int)o.len;
}

int
agc_print_mubuf(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	return print_buf(in, wave64, buf, n, false);
}

int
agc_print_mtbuf(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	return print_buf(in, wave64, buf, n, true);
}
