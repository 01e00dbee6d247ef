/*
 * print_valu.c -- LLVM 19 text of VOP1, VOP2, VOPC and VOP3.
 *
 *   {v_fma_f32, neg 1, abs 2, clamp}  ->  "v_fma_f32 v10, -v20, |v40|, v60 clamp"
 */
#include "decoder/internal.h"
#include "decoder/vop_ext.h"

static const char *const omod_text[4] = {"", " mul:2", " mul:4", " div:2"};

int
agc_print_valu(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	const struct agc_opcode *info = in->info;
	unsigned idef = 0, iuse = 0, nsrc = 0;

	if (in->form == AGC_FORM_DPP || in->form == AGC_FORM_DPP8 || in->form == AGC_FORM_SDWA)
		return agc_print_vop_ext(in, wave64, buf, n);
	if (in->enc == AGC_ENC_VOP3 && agc_vop3_interp_op(in->op))
		return agc_print_vop3_interp(in, wave64, buf, n);
	if (n)
		buf[0] = 0;
	agc_out_str(&o, info->name);
	if (info->cls == AGC_CLS_SUFFIX)
		agc_out_str(&o, in->form == AGC_FORM_E64 ? "_e64" : "_e32");
	for (int i = 0; i < 6 && info->opnd[i]; i++) {
		uint16_t desc = info->opnd[i];
		unsigned f = AGC_D_FIELD(desc);
		const struct agc_operand *op =
			AGC_D_IS_DEF(desc) ? &in->def[idef++] : &in->use[iuse++];
		bool src = f == AGC_F_SRC0 || f == AGC_F_SRC1 || f == AGC_F_SRC2;
		unsigned s = src ? f - AGC_F_SRC0 : 0;
		bool neg = src && ((in->neg >> s) & 1), abs = src && ((in->abs >> s) & 1);

		/* An integer source's neg bit is sext(); a negated constant
		 * without abs is neg(), since -1 and neg(1) differ. */
		bool sext = neg && (info->flags & M_SEXT(s));
		bool imm = op->reg >= AGC_REG_INT0 && (op->reg <= 208 ||
						      (op->reg >= 240 && op->reg <= 248) ||
						      op->reg == AGC_REG_LITERAL);
		const char *open = sext ? "sext(" : neg && !abs && imm ? "neg(" : neg ? "-" : "";

		agc_out_str(&o, i ? ", " : " ");
		agc_out_str(&o, open);
		if (abs)
			agc_out_str(&o, "|");
		if (f == AGC_F_KIMM) /* the whole dword, in hex, even for f16 */
			agc_out_printf(&o, "0x%x", op->literal);
		else
			agc_out_operand(&o, op, wave64, AGC_D_KIND(desc));
		const char *note = NULL;
		if (src || f == AGC_F_SRC2_SGPR || f == AGC_F_VDST_SGPR)
			note = agc_valu_note(in, f == AGC_F_VDST_SGPR ? 3 : f == AGC_F_SRC2_SGPR ? 2 : s,
					     op->reg);
		if (note && note[0])
			agc_out_printf(&o, "/*Invalid register, operand has '%s' register class*/",
				       note);
		else if (note)
			agc_out_str(&o, "/*Invalid immediate*/");
		if (abs)
			agc_out_str(&o, "|");
		if (open[0] && open[1])
			agc_out_str(&o, ")");
		agc_out_invalid_note(&o, op, desc);
		if (src)
			nsrc++;
	}
	if (in->enc == AGC_ENC_VOP3) {
		if (in->opsel && (info->flags & M_OPSEL2)) {
			agc_out_printf(&o, " op_sel:[%u,%u]", in->opsel & 1, (in->opsel >> 1) & 1);
		} else if (in->opsel) {
			agc_out_str(&o, " op_sel:[");
			for (unsigned s = 0; s < nsrc; s++)
				agc_out_printf(&o, "%u,", (in->opsel >> s) & 1);
			agc_out_printf(&o, "%u]", (in->opsel >> 3) & 1);
		}
		if (in->clamp)
			agc_out_str(&o, " clamp");
		agc_out_str(&o, omod_text[in->omod & 3]);
	}
	return (int)o.len;
}
