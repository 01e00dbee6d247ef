/*
 * decode_dpp.c -- the DPP16, DPP8 and SDWA forms of VOP1, VOP2 and VOPC:
 * a second dword, chosen by the src0 field (250 DPP16, 233/234 DPP8
 * without/with fi, 249 SDWA), holds the real src0 and the lane or
 * sub-dword controls.
 *
 *   4A0004FA FF001B01  ->  v_add_nc_u32_dpp: def v0, use v1, v2,
 *                          dpp_ctrl 0x1b, row_mask 0xf, bank_mask 0xf
 *   4A0A0EF9 0E0E0603  ->  v_add_nc_u32_sdwa: def v5, use sext(v3), sext(v7),
 *                          every select DWORD
 *
 * Which opcodes have which form, and what LLVM does with each modifier bit
 * (prints it, ignores it, refuses the word), is data: tables/vop_ext.def.
 */
#include "decoder/vop_ext.h"

#define ROW(num, f, dp, dr, sp, sr, k0, k1) \
	[num] = {.forms = f, .dpp_p = dp, .dpp_r = dr, .sdwa_p = sp, .sdwa_r = sr, \
		 .kind = {AGC_FP_##k0, AGC_FP_##k1}},
#define NOROW(...)
#define EXT(e, ...) EXT_##e(__VA_ARGS__)

static const struct agc_vop_ext vop1_ext[256] = {
#define EXT_VOP1 ROW
#define EXT_VOP2 NOROW
#define EXT_VOPC NOROW
#include "decoder/tables/vop_ext.def"
#undef EXT_VOP1
#undef EXT_VOP2
#undef EXT_VOPC
};
static const struct agc_vop_ext vop2_ext[64] = {
#define EXT_VOP1 NOROW
#define EXT_VOP2 ROW
#define EXT_VOPC NOROW
#include "decoder/tables/vop_ext.def"
#undef EXT_VOP1
#undef EXT_VOP2
#undef EXT_VOPC
};
static const struct agc_vop_ext vopc_ext[256] = {
#define EXT_VOP1 NOROW
#define EXT_VOP2 NOROW
#define EXT_VOPC ROW
#include "decoder/tables/vop_ext.def"
#undef EXT_VOP1
#undef EXT_VOP2
#undef EXT_VOPC
};

const struct agc_vop_ext *
agc_vop_ext_row(unsigned enc, unsigned op)
{
	switch (enc) {
	case AGC_ENC_VOP1: return &vop1_ext[op & 255];
	case AGC_ENC_VOP2: return &vop2_ext[op & 63];
	case AGC_ENC_VOPC: return &vopc_ext[op & 255];
	}
	return NULL;
}

/* A scalar source code SDWA accepts: SGPRs, specials and inline
 * constants, no literal and no code that selects another encoding. */
static bool
sdwa_scalar_ok(unsigned code)
{
	return !((code > 208 && code < 235) || code == 249 || code == 250 || code == 255);
}

/* The SDWA sdst of a VOPC compare (sd set), as a lane mask. */
static int
sdwa_sdst(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, unsigned code,
	  struct agc_operand *o, struct agc_diag *d)
{
	*o = agc_opnd(code, wave64 ? 2 : 1);
	if (!wave64)
		return 0;
	if (code == AGC_REG_VCC_HI || code == AGC_REG_M0 || code == AGC_REG_EXEC_HI)
		return agc_decode_error(d, in, w, nw,
					"no 2-register tuple starts at operand code %u", code);
	o->reg = (uint16_t)agc_sreg_align(in, code, 2);
	return 0;
}

static int
refuse(struct agc_diag *d, struct agc_inst *in, const uint32_t *w, size_t nw,
       const char *form)
{
	return agc_decode_error(d, in, w, nw, "%s has no %s form, or a modifier of the word "
				"is not allowed on it", in->info->name, form);
}

/* The DPP16 control word's fields (second dword, after src0). */
static void
dpp16_fields(struct agc_inst *in, uint32_t w1)
{
	in->form = AGC_FORM_DPP;
	in->dpp_ctrl = (uint16_t)((w1 >> 8) & 0x1ff);
	in->row_mask = (uint8_t)(w1 >> 28);
	in->bank_mask = (uint8_t)((w1 >> 24) & 15);
	in->bound_ctrl = (uint8_t)((w1 >> 19) & 1);
	in->fi = (uint8_t)((w1 >> 18) & 1);
}

/* DPP8: eight 3-bit lane selectors; code 234 is the FI variant. */
static void
dpp8_fields(struct agc_inst *in, uint32_t w1, unsigned code)
{
	in->form = AGC_FORM_DPP8;
	in->dpp8 = w1 >> 8;
	in->fi = code == 234;
}

/* The bits of v_nop's SDWA word that LLVM's encoding leaves free. */
#define NOP_SDWA_FREE (0x1fu << 8 | 1u << 22 | 1u << 30)

int
agc_decode_vop_ext(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		   struct agc_diag *d)
{
	const struct agc_vop_ext *x = agc_vop_ext_row(in->enc, in->op);
	unsigned code = w[0] & 0x1ff;
	uint32_t w1, print = 0, sext = 0;
	unsigned src[2], vdst = (w[0] >> 17) & 0xff;
	bool scalar[2] = {false, false};

	/* v_nop and the like have no operands: LLVM ignores src0, except
	 * that v_nop has DPP16, DPP8 and SDWA forms (8 bytes) when the second
	 * word has no src0 and no modifiers; otherwise it is the 4-byte v_nop.
	 * In the SDWA word only dst_sel, dst_unused (bits 8-12) and the two
	 * reserved bits 22 and 30 may be set: 0x7e0000f9 0x40001f00 is an
	 * 8-byte v_nop, 0x7e0000f9 0x00002000 (clamp) the 4-byte one. */
	if (!in->info->opnd[0]) {
		if ((w[0] >> 17) & 0xff)
			return agc_decode_error(d, in, w, nw, "unused vdst field is not zero");
		in->form = AGC_FORM_E32;
		in->size = 4;
		bool nop = in->enc == AGC_ENC_VOP1 && in->op == 0 && nw >= 2;
		if (nop && code == 250 && !(w[1] & 0x00f000ff)) {
			in->size = 8;
			dpp16_fields(in, w[1]);
		} else if (nop && (code == 233 || code == 234) && !(w[1] & 0xff)) {
			in->size = 8;
			dpp8_fields(in, w[1], code);
		} else if (nop && code == 249 && !(w[1] & ~NOP_SDWA_FREE)) {
			in->size = 8;
			in->form = AGC_FORM_SDWA;
		}
		return 0;
	}
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated: DPP/SDWA needs 2 dwords");
	w1 = w[1];
	in->size = 8;
	src[1] = (w[0] >> 9) & 0xff;
	if (code == 250) {
		if (!(x->forms & X_DPP16) || (w1 & x->dpp_r))
			return refuse(d, in, w, nw, "DPP16");
		print = x->dpp_p;
		dpp16_fields(in, w1);
		w1 &= print;
		in->neg = (uint8_t)(((w1 >> 20) & 1) | ((w1 >> 21) & 2));
		in->abs = (uint8_t)(((w1 >> 21) & 1) | ((w1 >> 22) & 2));
		/* An integer source with input modifiers has no abs; its neg
		 * bit is LLVM's sext. */
		for (unsigned s = 0; s < 2; s++) {
			if (((in->neg >> s) & 1) && !((print >> (21 + 2 * s)) & 1)) {
				in->neg &= (uint8_t)~(1u << s);
				sext |= 1u << (s ? 27 : 19);
			}
		}
		src[0] = w[1] & 0xff;
	} else if (code == 233 || code == 234) {
		if (!(x->forms & (code == 234 ? X_DPP8_FI : X_DPP8)))
			return refuse(d, in, w, nw, "DPP8");
		dpp8_fields(in, w1, code);
		src[0] = w1 & 0xff;
	} else {
		if (!(x->forms & X_SDWA) || (w1 & x->sdwa_r))
			return refuse(d, in, w, nw, "SDWA");
		in->form = AGC_FORM_SDWA;
		print = x->sdwa_p;
		in->sdwa_src_sel[0] = (uint8_t)((w1 >> 16) & 7);
		in->sdwa_src_sel[1] = (uint8_t)((w1 >> 24) & 7);
		if (in->enc != AGC_ENC_VOPC) {
			in->sdwa_dst_sel = (uint8_t)((w1 >> 8) & 7);
			in->sdwa_dst_unused = (uint8_t)((w1 >> 11) & 3);
		} else {
			in->sdwa_dst_sel = 6;
		}
		/* A select of 7 is reserved (and crashes LLVM 19's decoder). */
		if (in->sdwa_src_sel[0] == 7 || in->sdwa_src_sel[1] == 7 || in->sdwa_dst_sel == 7)
			return agc_decode_error(d, in, w, nw, "SDWA select 7 is reserved");
		if (in->enc == AGC_ENC_VOP1 && in->sdwa_src_sel[1])
			return refuse(d, in, w, nw, "SDWA");
		w1 &= print;
		if (in->enc != AGC_ENC_VOPC) {
			in->clamp = (uint8_t)((w1 >> 13) & 1);
			in->omod = (uint8_t)((w1 >> 14) & 3);
		}
		in->neg = (uint8_t)(((w1 >> 20) & 1) | ((w1 >> 27) & 2));
		in->abs = (uint8_t)(((w1 >> 21) & 1) | ((w1 >> 28) & 2));
		src[0] = w[1] & 0xff;
		scalar[0] = (w[1] >> 23) & 1;
		scalar[1] = (w[1] >> 31) & 1;
		for (int i = 0; i < 2; i++)
			if (scalar[i] && !sdwa_scalar_ok(src[i]))
				return agc_decode_error(d, in, w, nw,
							"operand code %u is not valid in SDWA",
							src[i]);
	}

	if (in->form == AGC_FORM_SDWA)
		sext = w[1] & print;
	for (int i = 0; i < 6 && in->info->opnd[i]; i++) {
		uint16_t desc = in->info->opnd[i];
		unsigned f = AGC_D_FIELD(desc), n = AGC_D_DWORDS(desc);
		struct agc_operand o;

		if (n == AGC_LANEMASK)
			n = wave64 ? 2 : 1;
		if (f == AGC_F_VDST) {
			o = agc_opnd(AGC_REG_VGPR0 + vdst, n);
		} else if (f == AGC_F_VCC && AGC_D_IS_DEF(desc) && in->enc == AGC_ENC_VOPC &&
			   (sext & (1u << 15))) {
			if (sdwa_sdst(in, w, nw, wave64, (w[1] >> 8) & 0x7f, &o, d) < 0)
				return -1;
		} else if (f == AGC_F_VCC) {
			o = agc_opnd(AGC_REG_VCC_LO, n);
		} else if (f == AGC_F_SRC0 || f == AGC_F_SRC1) {
			unsigned s = f - AGC_F_SRC0;
			o = agc_opnd(scalar[s] ? src[s] : AGC_REG_VGPR0 + src[s], n);
			if ((in->neg >> s) & 1)
				o.mods |= AGC_MOD_NEG;
			if ((in->abs >> s) & 1)
				o.mods |= AGC_MOD_ABS;
			if ((sext >> (s ? 27 : 19)) & 1)
				o.mods |= AGC_MOD_SEXT;
		} else {
			return agc_decode_error(d, in, w, nw, "%s has no DPP/SDWA form",
						in->info->name);
		}
		if (AGC_D_IS_DEF(desc))
			in->def[in->ndef++] = o;
		else
			in->use[in->nuse++] = o;
	}
	return 0;
}
