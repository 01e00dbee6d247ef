/*
 * print_dpp.c -- LLVM 19 text of the DPP16, DPP8 and SDWA forms.
 *
 *   {v_add_f32, DPP16, neg 1, dpp_ctrl 0x101}
 *       -> "v_add_f32_dpp v0, -v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf"
 *   {v_add_nc_u32, SDWA, src0 sext, dst_sel 1}
 *       -> "v_add_nc_u32_sdwa v0, sext(v1), v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD
 *           src0_sel:DWORD src1_sel:DWORD"
 */
#include "decoder/vop_ext.h"

static const char *const sel_text[8] = {
	"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD", "DWORD",
};
/* LLVM 19 prints the reserved value 3 as UNUSED_PAD. */
static const char *const unused_text[4] = {
	"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_PAD",
};
static const char *const omod_text[4] = {"", " mul:2", " mul:4", " div:2"};

/* The dpp_ctrl field: LLVM prints a note, not a refusal, for values
 * gfx10 lacks. */
static void
out_dpp_ctrl(struct agc_out *o, unsigned c)
{
	static const char *const gone[4] = {"wave_shl", "wave_rol", "wave_shr", "wave_ror"};

	if (c <= 0xff)
		agc_out_printf(o, "quad_perm:[%u,%u,%u,%u]", c & 3, (c >> 2) & 3, (c >> 4) & 3,
			       c >> 6);
	else if (c >= 0x101 && c <= 0x10f)
		agc_out_printf(o, "row_shl:%u", c & 15);
	else if (c >= 0x111 && c <= 0x11f)
		agc_out_printf(o, "row_shr:%u", c & 15);
	else if (c >= 0x121 && c <= 0x12f)
		agc_out_printf(o, "row_ror:%u", c & 15);
	else if (c >= 0x130 && c <= 0x13c && !(c & 3))
		agc_out_printf(o, "/* %s is not supported starting from GFX10 */",
			       gone[(c - 0x130) >> 2]);
	else if (c == 0x140)
		agc_out_str(o, "row_mirror");
	else if (c == 0x141)
		agc_out_str(o, "row_half_mirror");
	else if (c == 0x142 || c == 0x143)
		agc_out_str(o, "/* row_bcast is not supported starting from GFX10 */");
	else if (c >= 0x150 && c <= 0x15f)
		agc_out_printf(o, "row_share:%u", c & 15);
	else if (c >= 0x160 && c <= 0x16f)
		agc_out_printf(o, "row_xmask:%u", c & 15);
	else
		agc_out_str(o, "/* Invalid dpp_ctrl value */");
}

int
agc_print_vop_ext(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	const struct agc_opcode *info = in->info;
	const struct agc_vop_ext *x = agc_vop_ext_row(in->enc, in->op);
	unsigned idef = 0, iuse = 0;

	if (n)
		buf[0] = 0;
	agc_out_str(&o, info->name);
	/* v_nop's DPP and SDWA forms have no operands and no suffix */
	if (info->opnd[0])
		agc_out_str(&o, in->form == AGC_FORM_SDWA ? "_sdwa" : "_dpp");
	for (int i = 0; i < 6 && info->opnd[i]; i++) {
		uint16_t desc = info->opnd[i];
		unsigned f = AGC_D_FIELD(desc);
		const struct agc_operand *op =
			AGC_D_IS_DEF(desc) ? &in->def[idef++] : &in->use[iuse++];
		enum agc_fp_kind k = AGC_FP_F32;

		if (f == AGC_F_SRC0 || f == AGC_F_SRC1)
			k = (enum agc_fp_kind)x->kind[f - AGC_F_SRC0];
		agc_out_str(&o, i ? ", " : " ");
		if (op->mods & AGC_MOD_SEXT)
			agc_out_str(&o, "sext(");
		/* LLVM spells the negation of a constant neg(...), so that
		 * "-" never meets a constant's own sign. */
		bool negf = (op->mods & AGC_MOD_NEG) && !(op->mods & AGC_MOD_ABS) &&
			    op->reg >= AGC_REG_INT0 && op->reg <= AGC_REG_LITERAL &&
			    (op->reg <= 208 || op->reg >= 240) && op->reg != 249 && op->reg < 251;
		if (negf)
			agc_out_str(&o, "neg(");
		else if (op->mods & AGC_MOD_NEG)
			agc_out_str(&o, "-");
		if (op->mods & AGC_MOD_ABS)
			agc_out_str(&o, "|");
		agc_out_operand(&o, op, wave64, k);
		if (op->mods & AGC_MOD_ABS)
			agc_out_str(&o, "|");
		if (negf)
			agc_out_str(&o, ")");
		if (op->mods & AGC_MOD_SEXT)
			agc_out_str(&o, ")");
	}
	if (in->form == AGC_FORM_DPP) {
		agc_out_str(&o, " ");
		out_dpp_ctrl(&o, in->dpp_ctrl);
		agc_out_printf(&o, " row_mask:0x%x bank_mask:0x%x", in->row_mask, in->bank_mask);
		if (in->bound_ctrl)
			agc_out_str(&o, " bound_ctrl:1");
		if (in->fi)
			agc_out_str(&o, " fi:1");
	} else if (in->form == AGC_FORM_DPP8) {
		agc_out_str(&o, " dpp8:[");
		for (unsigned s = 0; s < 8; s++)
			agc_out_printf(&o, "%s%u", s ? "," : "", (in->dpp8 >> (3 * s)) & 7);
		agc_out_str(&o, in->fi ? "] fi:1" : "]");
	} else if (info->opnd[0]) {
		/* (v_nop's SDWA form prints no fields) */
		if (in->clamp)
			agc_out_str(&o, " clamp");
		agc_out_str(&o, omod_text[in->omod & 3]);
		if (in->enc != AGC_ENC_VOPC)
			agc_out_printf(&o, " dst_sel:%s dst_unused:%s", sel_text[in->sdwa_dst_sel & 7],
				       unused_text[in->sdwa_dst_unused & 3]);
		agc_out_printf(&o, " src0_sel:%s", sel_text[in->sdwa_src_sel[0] & 7]);
		if (in->enc != AGC_ENC_VOP1)
			agc_out_printf(&o, " src1_sel:%s", sel_text[in->sdwa_src_sel[1] & 7]);
	}
	return (int)o.len;
}
