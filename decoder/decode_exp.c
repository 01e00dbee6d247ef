/*
 * decode_exp.c -- EXP (exports) and VINTRP (attribute interpolation): words
 * to struct agc_inst and back to LLVM 19's text.
 *
 *   F800180B 03000201  ->  exp mrt0 v1, v2, off, v3 done vm
 *   C8040D02           ->  v_interp_p1_f32_e32 v1, v2, attr3.y
 *
 * EXP uses: the four sources, AGC_REG_NONE where the enable bit is clear
 * ("off").  With compr, sources 0-1 print vsrc0 and 2-3 print vsrc1 (two
 * packed halves each).  VINTRP defs vdst; uses the VGPR source (p1, p2) or
 * nothing (v_interp_mov_f32: its parameter p10/p20/p0 is in in->simm16);
 * in->attr / in->attr_chan name the attribute.
 */
#include "decoder/internal.h"
#include "decoder/mem.h"

static inline unsigned
bits(uint32_t w, unsigned lo, unsigned n)
{
	return (w >> lo) & ((1u << n) - 1);
}

/* ---- EXP ---- */

static const char *const exp_target_name[64] = {
#define AGC_EXP_TARGET(t, name) [t] = name,
#include "decoder/tables/exp_target.def"
#undef AGC_EXP_TARGET
};

static const struct agc_opcode exp_op = {.name = "exp", .enc = AGC_ENC_EXP};

int
agc_decode_exp(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
	       struct agc_diag *d)
{
	(void)wave64;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated EXP instruction: needs 2 dwords");
	in->size = 8;
	in->info = &exp_op;
	in->exp_en = (uint8_t)bits(w[0], 0, 4);
	in->exp_target = (uint8_t)bits(w[0], 4, 6);
	in->exp_compr = (uint8_t)bits(w[0], 10, 1);
	in->exp_done = (uint8_t)bits(w[0], 11, 1);
	in->exp_vm = (uint8_t)bits(w[0], 12, 1);
	for (unsigned i = 0; i < 4; i++) {
		unsigned src = in->exp_compr ? i / 2 : i;
		in->use[in->nuse++] = (in->exp_en >> i & 1)
			? agc_opnd(AGC_REG_VGPR0 + bits(w[1], 8 * src, 8), 1)
			: agc_opnd(AGC_REG_NONE, 0);
	}
	return 0;
}

int
agc_print_exp(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	if (n)
		buf[0] = 0;
	if (exp_target_name[in->exp_target])
		agc_out_printf(&o, "exp %s", exp_target_name[in->exp_target]);
	else
		agc_out_printf(&o, "exp invalid_target_%u", in->exp_target);
	for (unsigned i = 0; i < in->nuse; i++) {
		agc_out_str(&o, i ? ", " : " ");
		if (in->use[i].reg == AGC_REG_NONE)
			agc_out_str(&o, "off");
		else
			agc_out_operand(&o, &in->use[i], wave64, AGC_FP_INT);
	}
	if (in->exp_done)
		agc_out_str(&o, " done");
	if (in->exp_compr)
		agc_out_str(&o, " compr");
	if (in->exp_vm)
		agc_out_str(&o, " vm");
	return (int)o.len;
}

/* ---- VINTRP ---- */

#define AGC_VINTRP_OP(num, nm, param) \
	[num] = {.name = nm, .op = num, .enc = AGC_ENC_VINTRP, .flow = AGC_FLOW_NONE, .flags = param},
static const struct agc_opcode vintrp_ops[4] = {
#include "decoder/tables/vintrp.def"
};
#undef AGC_VINTRP_OP

int
agc_decode_vintrp(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		  struct agc_diag *d)
{
	(void)wave64;
	(void)nw;
	unsigned op = bits(w[0], 16, 2);
	const struct agc_opcode *info = &vintrp_ops[op];
	in->op = (uint16_t)op;
	in->size = 4;
	if (!info->name)
		return agc_decode_error(d, in, w, 1, "VINTRP opcode %u is not defined on gfx1030", op);
	in->info = info;
	in->form = AGC_FORM_E32;
	in->attr_chan = (uint8_t)bits(w[0], 8, 2);
	in->attr = (uint8_t)bits(w[0], 10, 6);
	in->def[in->ndef++] = agc_opnd(AGC_REG_VGPR0 + bits(w[0], 18, 8), 1);
	if (info->flags)
		in->simm16 = (uint16_t)bits(w[0], 0, 8); /* p10, p20, p0 */
	else
		in->use[in->nuse++] = agc_opnd(AGC_REG_VGPR0 + bits(w[0], 0, 8), 1);
	return 0;
}

int
agc_print_vintrp(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	static const char *const param[3] = {"p10", "p20", "p0"};
	struct agc_out o = {buf, n, 0};
	if (n)
		buf[0] = 0;
	agc_out_printf(&o, "%s_e32 ", in->info->name);
	agc_out_operand(&o, &in->def[0], wave64, AGC_FP_F32);
	agc_out_str(&o, ", ");
	if (in->info->flags) {
		if (in->simm16 < 3)
			agc_out_str(&o, param[in->simm16]);
		else
			agc_out_printf(&o, "invalid_param_%u", in->simm16);
	} else {
		agc_out_operand(&o, &in->use[0], wave64, AGC_FP_F32);
	}
	agc_out_printf(&o, ", attr%u.%c", in->attr, "xyzw"[in->attr_chan]);
	return (int)o.len;
}
