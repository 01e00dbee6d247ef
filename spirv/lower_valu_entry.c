/*
 * lower_valu_entry.c -- the one entry of every VALU kind of ir/kinds.def
 * (agc_lower_valu): each slot's EXEC bit, VOP3's neg/abs bits as operand
 * modifiers, and the DPP and SDWA forms, lowered as a copy of the
 * instruction that reads staged sources.
 *
 * DPP16 and DPP8 forms of VOP1/VOP2/VOPC instructions: src0 (a VGPR) is
 * read from another lane of the wave before the operation.
 *
 *   v_add_nc_u32_dpp v3, v1, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
 *     per slot k: src = lane - 2 (same row of 16 lanes, else invalid)
 *                 x = valid ? shuffle(v1, src) : 0
 *                 v3_k = active_k && write_k ? x + v2_k : v3_k
 *
 * DPP16 (dpp_ctrl): quad_perm, row_shl/shr/ror, row_mirror, row_half_mirror,
 * row_share, row_xmask (gfx10 has no wave shifts or row broadcasts).  A
 * source lane is invalid when it lies outside the row, or is inactive and
 * fi is 0.  An invalid source reads 0 with bound_ctrl set; without it the
 * lane is not written.  Lanes of rows or banks (4-lane groups of a row)
 * that row_mask/bank_mask leave out are not written.  DPP8: lane reads lane
 * (lane & ~7) + sel[lane & 7]; an inactive source reads 0 unless fi is set.
 *
 * The values read across lanes go to a VGPR the shader does not use (v255),
 * and the instruction is lowered as a copy whose src0 names that VGPR, so
 * every VALU lowering serves the DPP forms unchanged (src1 may be the same
 * VGPR as src0: v_add_nc_u32_dpp v1, v1, v1).
 */
#include "spirv/lower.h"

/* The DPP and SDWA forms a kind takes.  0: stage them as usual; 1: lower
 * the instruction as it is; -1: refused (d says why). */
static int
forms(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	bool sdwa = mi->form == AGC_FORM_SDWA;

	switch (in->op->kind) {
	case AGC_K_VREADFIRST: case AGC_K_VREADLANE: case AGC_K_VWRITELANE:
		return agc_lw_unsupported(l, in, sdwa ? "SDWA on a lane access is not supported"
						      : "DPP on a lane access is not supported");
	case AGC_K_VMOVREL:
		/* SDWA that selects whole dwords changes nothing; DPP reads a
		 * relative source across lanes, which is not supported, but
		 * v_movreld's source is an ordinary one */
		if (sdwa && mi->sdwa_dst_sel == 6 && mi->sdwa_src_sel[0] == 6 && mi->nuse &&
		    !(mi->use[0].mods & AGC_MOD_SEXT))
			return 1;
		if (sdwa || in->op->spv != AGC_MR_D)
			return agc_lw_unsupported(l, in,
			                          "DPP or SDWA (other than DWORD selects) on an "
			                          "M0-relative move is not supported");
		return 0;
	default:
		return 0;
	}
}

/*
 * The one way into every valu kind of ir/kinds.def:
 *
 *   v_add_f32_e64 v0, -v1, |v2|     neg/abs bits -> operand modifiers
 *   v_add_f32_sdwa v0, v1, v2 src0_sel:WORD_1
 *     -> v254 = v1[31:16]; fn(v_add_f32 v0, v254, v2); v0 placed by dst_sel
 *   v_add_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2]
 *     -> v255 = v1 read across lanes; active narrowed; fn(v_add_f32 v0, v255, v2)
 *
 * VOP3P has neither VOP3's neg/abs bits nor DPP or SDWA forms.
 */
int
agc_lower_valu(struct agc_lower *l, const struct agc_ir_inst *in, agc_lower_valu_fn *fn)
{
	uint32_t active[AGC_MAX_SLOTS];
	const struct agc_inst *mi = in->mi;
	bool dpp = mi->form == AGC_FORM_DPP || mi->form == AGC_FORM_DPP8,
	     sdwa = mi->form == AGC_FORM_SDWA;

	for (unsigned k = 0; k < l->K; k++)
		active[k] = agc_lw_active(l, k);
	if (mi->enc == AGC_ENC_VOP3P)
		return fn(l, in, active);
	if (dpp || sdwa) {
		int rule = forms(l, in);
		if (rule < 0)
			return -1;
		if (rule)
			return fn(l, in, active);
	}
	/* VOP3 keeps neg/abs as per-source bits; the operand readers take
	 * them from the operands */
	struct agc_inst mods;
	struct agc_ir_inst with_mods;
	if (mi->enc == AGC_ENC_VOP3 && (mi->neg | mi->abs)) {
		mods = *mi;
		for (unsigned i = 0; i < 3 && i < mods.nuse; i++) {
			if ((mods.neg >> i) & 1)
				mods.use[i].mods |= AGC_MOD_NEG;
			if ((mods.abs >> i) & 1)
				mods.use[i].mods |= AGC_MOD_ABS;
		}
		with_mods.mi = &mods;
		with_mods.op = in->op;
		in = &with_mods;
	}
	struct agc_inst copy;
	struct agc_ir_inst staged = {&copy, in->op};
	if (sdwa) {
		uint32_t old[AGC_MAX_SLOTS];
		bool dst = agc_lw_sdwa_has_dst(in);
		if (dst)
			for (unsigned k = 0; k < l->K; k++)
				old[k] = agc_lw_read_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k);
		if (agc_lw_sdwa_src(l, in, &copy) < 0 || fn(l, &staged, active) < 0)
			return -1;
		if (dst)
			agc_lw_sdwa_dst(l, in, old, active);
		return 0;
	}
	if (dpp) {
		if (agc_lw_dpp(l, in, active, &copy) < 0)
			return -1;
		return fn(l, &staged, active);
	}
	return fn(l, in, active);
}

static uint32_t
field(struct agc_lower *l, uint32_t v, uint32_t off, uint32_t n)
{
	return agc_spv_op(l->m, SpvOpBitFieldUExtract, l->t_u32, 3, v, off, n);
}

/* Source lane (uint) and whether it lies in the row (bool) of a DPP16 control. */
static int
dpp16_source(struct agc_lower *l, unsigned ctrl, uint32_t lane, uint32_t *src, uint32_t *inrow)
{
	uint32_t t = l->t_u32;
	uint32_t l16 = agc_lw_op2(l, SpvOpBitwiseAnd, t, lane, agc_lw_u32(l, 15));
	uint32_t base = agc_lw_op2(l, SpvOpBitwiseAnd, t, lane, agc_lw_u32(l, ~15u));
	unsigned n = ctrl & 15;
	*inrow = agc_spv_const_bool(l->m, true);
	if (ctrl <= 0xff) {
		uint32_t q = agc_lw_op2(l, SpvOpBitwiseAnd, t, lane, agc_lw_u32(l, 3));
		uint32_t s = field(l, agc_lw_u32(l, ctrl), agc_lw_op2(l, SpvOpIMul, t, q, agc_lw_u32(l, 2)), agc_lw_u32(l, 2));
		*src = agc_lw_op2(l, SpvOpBitwiseOr, t, agc_lw_op2(l, SpvOpBitwiseAnd, t, lane, agc_lw_u32(l, ~3u)), s);
	} else if (ctrl >= 0x101 && ctrl <= 0x10f) {
		*src = agc_lw_op2(l, SpvOpIAdd, t, lane, agc_lw_u32(l, n));
		*inrow = agc_lw_op2(l, SpvOpULessThan, l->t_bool, l16, agc_lw_u32(l, 16 - n));
	} else if (ctrl >= 0x111 && ctrl <= 0x11f) {
		*src = agc_lw_op2(l, SpvOpISub, t, lane, agc_lw_u32(l, n));
		*inrow = agc_lw_op2(l, SpvOpUGreaterThanEqual, l->t_bool, l16, agc_lw_u32(l, n));
	} else if (ctrl >= 0x121 && ctrl <= 0x12f) {
		uint32_t r = agc_lw_op2(l, SpvOpBitwiseAnd, t, agc_lw_op2(l, SpvOpIAdd, t, l16, agc_lw_u32(l, 16 - n)), agc_lw_u32(l, 15));
		*src = agc_lw_op2(l, SpvOpBitwiseOr, t, base, r);
	} else if (ctrl == 0x140) {
		*src = agc_lw_op2(l, SpvOpBitwiseOr, t, base, agc_lw_op2(l, SpvOpISub, t, agc_lw_u32(l, 15), l16));
	} else if (ctrl == 0x141) {
		uint32_t l8 = agc_lw_op2(l, SpvOpBitwiseAnd, t, lane, agc_lw_u32(l, 7));
		*src = agc_lw_op2(l, SpvOpBitwiseOr, t, agc_lw_op2(l, SpvOpBitwiseAnd, t, lane, agc_lw_u32(l, ~7u)),
			   agc_lw_op2(l, SpvOpISub, t, agc_lw_u32(l, 7), l8));
	} else if (ctrl >= 0x150 && ctrl <= 0x15f) {
		*src = agc_lw_op2(l, SpvOpBitwiseOr, t, base, agc_lw_u32(l, n));
	} else if (ctrl >= 0x160 && ctrl <= 0x16f) {
		*src = agc_lw_op2(l, SpvOpBitwiseOr, t, base, agc_lw_op2(l, SpvOpBitwiseXor, t, l16, agc_lw_u32(l, n)));
	} else {
		return -1;
	}
	return 0;
}

/* The x of a DPP pattern that reads lane ^ x (quad_perm [1,0,3,2] is 1,
 * row_mirror 15, row_half_mirror 7, row_xmask:n n, a DPP8 selection of
 * i ^ x), or -1: such a read is a shuffle by a constant xor, which the
 * driver makes DPP again. */
static int
dpp_xor(const struct agc_inst *mi)
{
	if (mi->form == AGC_FORM_DPP8) {
		unsigned x = mi->dpp8 & 7;
		for (unsigned i = 0; i < 8; i++)
			if (((mi->dpp8 >> (3 * i)) & 7) != (i ^ x))
				return -1;
		return (int)x;
	}
	unsigned ctrl = mi->dpp_ctrl;
	if (ctrl <= 0xff) {
		unsigned x = ctrl & 3;
		for (unsigned i = 0; i < 4; i++)
			if (((ctrl >> (2 * i)) & 3) != (i ^ x))
				return -1;
		return (int)x;
	}
	if (ctrl == 0x140)
		return 15;
	if (ctrl == 0x141)
		return 7;
	if (ctrl >= 0x160 && ctrl <= 0x16f)
		return (int)(ctrl & 15);
	return -1;
}

int
agc_lw_dpp(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t *active, struct agc_inst *copy)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const struct agc_operand *src0 = &mi->use[0];
	uint32_t vals[AGC_MAX_SLOTS], src[AGC_MAX_SLOTS], valid[AGC_MAX_SLOTS], got[AGC_MAX_SLOTS];
	bool dpp8 = mi->form == AGC_FORM_DPP8;

	if (src0->reg < AGC_REG_VGPR0 || src0->reg == AGC_REG_NONE || src0->dwords != 1)
		return agc_lw_unsupported(l, in, "DPP with this source is not supported yet");
	/* a VGPR the shader does not use holds the values read across lanes */
	if (l->ir->max_vgpr >= 256)
		return agc_lw_unsupported(l, in, "DPP in a shader that uses all 256 VGPRs is not supported yet");
	unsigned stage = 255;
	uint32_t exec = agc_lw_exec(l);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t lane = l->lane[k];
		vals[k] = agc_lw_read_vgpr(l, src0->reg - AGC_REG_VGPR0, k);
		uint32_t inrow;
		if (dpp8) {
			uint32_t i = agc_lw_op2(l, SpvOpIMul, l->t_u32, agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, lane, agc_lw_u32(l, 7)),
					 agc_lw_u32(l, 3));
			src[k] = agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, lane, agc_lw_u32(l, ~7u)),
				     field(l, agc_lw_u32(l, mi->dpp8 & 0xffffff), i, agc_lw_u32(l, 3)));
			inrow = agc_spv_const_bool(m, true);
		} else if (dpp16_source(l, mi->dpp_ctrl, lane, &src[k], &inrow) < 0) {
			return agc_lw_unsupported(l, in, "this DPP control is not supported on gfx1030");
		}
		valid[k] = inrow;
		if (!mi->fi) {
			uint32_t from = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, src[k], agc_lw_u32(l, l->W - 1));
			valid[k] = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, valid[k],
					      agc_lw_mask_test(l, exec, from));
		}
	}
	int x = dpp_xor(mi);
	if (x >= 0)
		agc_lw_shuffle_xor(l, vals, (unsigned)x, got);
	else
		agc_lw_shuffle(l, vals, src, got);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t lane = l->lane[k];
		uint32_t v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, valid[k], got[k], agc_lw_u32(l, 0));
		if (!dpp8) {
			uint32_t row = field(l, lane, agc_lw_u32(l, 4), agc_lw_u32(l, 2));
			uint32_t bank = field(l, lane, agc_lw_u32(l, 2), agc_lw_u32(l, 2));
			uint32_t wen = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool,
					   agc_lw_op2(l, SpvOpINotEqual, l->t_bool, field(l, agc_lw_u32(l, mi->row_mask), row, agc_lw_u32(l, 1)),
					       agc_lw_u32(l, 0)),
					   agc_lw_op2(l, SpvOpINotEqual, l->t_bool, field(l, agc_lw_u32(l, mi->bank_mask), bank, agc_lw_u32(l, 1)),
					       agc_lw_u32(l, 0)));
			if (!mi->bound_ctrl)
				wen = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, wen, valid[k]);
			active[k] = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, active[k], wen);
		}
		agc_lw_write_vgpr(l, stage, k, v, 0);
	}
	*copy = *mi;
	copy->use[0].reg = (uint16_t)(AGC_REG_VGPR0 + stage);
	return 0;
}

/* ---- SDWA ---- */

/* The selected field of a source: BYTE_0..3 (0..3), WORD_0/1 (4, 5),
 * DWORD (6), zero- or (sext) sign-extended. */
static uint32_t
sdwa_select(struct agc_lower *l, uint32_t v, unsigned sel, bool sext)
{
	if (sel >= 6)
		return v;
	unsigned off = sel < 4 ? 8 * sel : 16 * (sel - 4), bits = sel < 4 ? 8 : 16;
	return agc_spv_op(l->m, sext ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3, v,
			  agc_lw_u32(l, off), agc_lw_u32(l, bits));
}

int
agc_lw_sdwa_src(struct agc_lower *l, const struct agc_ir_inst *in, struct agc_inst *copy)
{
	const struct agc_inst *mi = in->mi;
	unsigned nsrc = mi->enc == AGC_ENC_VOP1 ? 1 : 2;

	*copy = *mi;
	if (nsrc > mi->nuse)
		nsrc = mi->nuse;
	for (unsigned i = 0; i < nsrc; i++) {
		const struct agc_operand *o = &mi->use[i];
		if (mi->sdwa_src_sel[i] >= 6 && !(o->mods & AGC_MOD_SEXT))
			continue;
		/* two VGPRs the shader does not use hold the selected fields */
		if (l->ir->max_vgpr >= 254)
			return agc_lw_unsupported(l, in, "SDWA in a shader that uses v254 or v255 is not supported yet");
		unsigned stage = 254 + i;
		for (unsigned k = 0; k < l->K; k++) {
			uint32_t v = agc_lw_src(l, &(struct agc_operand){.reg = o->reg, .dwords = 1,
									 .literal = o->literal},
						AGC_T_U32, k);
			agc_lw_write_vgpr(l, stage, k, sdwa_select(l, v, mi->sdwa_src_sel[i], o->mods & AGC_MOD_SEXT), 0);
		}
		copy->use[i].reg = (uint16_t)(AGC_REG_VGPR0 + stage);
		copy->use[i].dwords = 1;
		copy->use[i].mods &= (uint8_t)~AGC_MOD_SEXT;
	}
	return 0;
}

bool
agc_lw_sdwa_has_dst(const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	return mi->enc != AGC_ENC_VOPC && mi->ndef && mi->def[0].reg >= AGC_REG_VGPR0 &&
	       mi->def[0].reg != AGC_REG_NONE && mi->sdwa_dst_sel < 6;
}

void
agc_lw_sdwa_dst(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *old,
		const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	unsigned sel = mi->sdwa_dst_sel, unused = mi->sdwa_dst_unused;
	unsigned off = sel < 4 ? 8 * sel : 16 * (sel - 4), bits = sel < 4 ? 8 : 16;
	unsigned v = mi->def[0].reg - AGC_REG_VGPR0;
	uint32_t fmask = agc_lw_u32(l, (uint32_t)(((1ull << bits) - 1) << off));

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t res = agc_lw_read_vgpr(l, v, k);
		uint32_t placed = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32,
				      agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, res, agc_lw_u32(l, off)), fmask);
		uint32_t r;
		if (unused == 2) { /* UNUSED_PRESERVE */
			r = agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, placed,
				agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, old[k], agc_spv_op(m, SpvOpNot, l->t_u32, 1, fmask)));
		} else if (unused == 1) { /* UNUSED_SEXT: the field's sign above it */
			uint32_t sx = agc_spv_op(m, SpvOpBitFieldSExtract, l->t_u32, 3, res, agc_lw_u32(l, 0), agc_lw_u32(l, bits));
			r = agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, sx, agc_lw_u32(l, off));
		} else { /* UNUSED_PAD */
			r = placed;
		}
		agc_lw_write_vgpr(l, v, k, r, active[k]);
	}
}
