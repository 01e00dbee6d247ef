/*
 * decode_vop3_interp.c -- the VOP3-encoded interpolation instructions
 * (v_interp_p1/p2/mov_f32_e64, v_interp_p1ll/p1lv/p2_f16): src0 holds an
 * attribute, not an operand (attr [5:0], channel [7:6], high half [8] for
 * the f16 forms); src1 (and src2 of the three-source f16 forms) must be
 * VGPRs; v_interp_mov's src1 names the parameter p10, p20 or p0.
 *
 *   D7428205 58020500  ->  v_interp_p1ll_f16 v5, -|v2|, attr0.x high clamp div:2
 *   D6020005 00000200  ->  v_interp_mov_f32_e64 v5, p20, attr0.x
 */
#include "decoder/vop_ext.h"

/* opcode, name, sources after the attribute (-1: mov's parameter),
 * whether the high half may be selected. */
static const struct {
	uint16_t op;
	const char *name;
	int8_t nsrc;
	uint8_t f16;
	uint8_t no_omod; /* LLVM refuses an omod on it */
} interp_rows[] = {
	{0x200, "v_interp_p1_f32_e64", 1, 0, 0},
	{0x201, "v_interp_p2_f32_e64", 1, 0, 0},
	{0x202, "v_interp_mov_f32_e64", -1, 0, 0},
	{0x342, "v_interp_p1ll_f16", 1, 1, 0},
	{0x343, "v_interp_p1lv_f16", 2, 1, 0},
	{0x35a, "v_interp_p2_f16", 2, 1, 1},
};

#define ROW(num, nm, c) \
	{.name = nm, .op = num, .enc = AGC_ENC_VOP3, .flow = AGC_FLOW_NONE, .cls = AGC_CLS_##c}
static const struct agc_opcode interp_ops[6] = {
	ROW(0x200, "v_interp_p1_f32", SUFFIX), ROW(0x201, "v_interp_p2_f32", SUFFIX),
	ROW(0x202, "v_interp_mov_f32", SUFFIX), ROW(0x342, "v_interp_p1ll_f16", NONE),
	ROW(0x343, "v_interp_p1lv_f16", NONE), ROW(0x35a, "v_interp_p2_f16", NONE),
};
#undef ROW

static int
row_of(unsigned op)
{
	for (int i = 0; i < 6; i++)
		if (interp_rows[i].op == op)
			return i;
	return -1;
}

bool
agc_vop3_interp_op(unsigned op)
{
	return row_of(op) >= 0;
}

int
agc_decode_vop3_interp(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		       struct agc_diag *d)
{
	unsigned op = (w[0] >> 16) & 0x3ff;
	int r = row_of(op);
	unsigned src0, src[2], abs, neg;

	(void)wave64;
	in->op = (uint16_t)op;
	in->info = &interp_ops[r];
	in->flow = AGC_FLOW_NONE;
	in->form = AGC_FORM_E64;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated: VOP3 needs 2 dwords");
	in->size = 8;
	src0 = w[1] & 0x1ff;
	src[0] = (w[1] >> 9) & 0x1ff;
	src[1] = (w[1] >> 18) & 0x1ff;
	abs = (w[0] >> 8) & 7;
	neg = w[1] >> 29;
	int nsrc = interp_rows[r].nsrc;
	unsigned allowed = nsrc == 2 ? 6 : nsrc == 1 ? 2 : 0; /* src1, src2 bits */
	if (((src0 >> 8) && !interp_rows[r].f16) || (abs & ~allowed) || (neg & ~allowed) ||
	    (nsrc < 2 && src[1]) || (interp_rows[r].no_omod && ((w[1] >> 27) & 3)))
		return agc_decode_error(d, in, w, nw, "field not allowed on %s",
					interp_rows[r].name);
	in->attr = (uint8_t)(src0 & 63);
	in->attr_chan = (uint8_t)((src0 >> 6) & 3);
	in->opsel = (uint8_t)((src0 >> 8) << 3);
	in->clamp = (uint8_t)((w[0] >> 15) & 1);
	in->omod = (uint8_t)((w[1] >> 27) & 3);
	in->abs = (uint8_t)(abs >> 1);
	in->neg = (uint8_t)(neg >> 1);
	in->def[in->ndef++] = agc_opnd(AGC_REG_VGPR0 + (w[0] & 0xff), 1);
	if (nsrc < 0) {
		in->simm16 = (uint16_t)src[0]; /* p10, p20, p0 */
		return 0;
	}
	for (int s = 0; s < nsrc; s++) {
		/* LLVM prints other codes with an "Invalid register" note, but
		 * null, src_*_base/limit and src_vccz/execz/scc without one. */
		unsigned c = src[s];
		bool named = c == AGC_REG_NULL || (c >= 235 && c <= 239) || (c >= 251 && c <= 253);
		if (c < AGC_REG_VGPR0 && !named)
			return agc_decode_error(d, in, w, nw, "%s needs a VGPR, not operand code %u",
						interp_rows[r].name, src[s]);
		struct agc_operand o = agc_opnd(src[s], 1);
		if ((in->neg >> s) & 1)
			o.mods |= AGC_MOD_NEG;
		if ((in->abs >> s) & 1)
			o.mods |= AGC_MOD_ABS;
		in->use[in->nuse++] = o;
	}
	return 0;
}

int
agc_print_vop3_interp(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	static const char *const param[3] = {"p10", "p20", "p0"};
	static const char *const omod_text[4] = {"", " mul:2", " mul:4", " div:2"};
	struct agc_out o = {buf, n, 0};
	int r = row_of(in->op);

	if (n)
		buf[0] = 0;
	agc_out_str(&o, interp_rows[r].name);
	agc_out_str(&o, " ");
	agc_out_operand(&o, &in->def[0], wave64, AGC_FP_INT);
	for (unsigned s = 0; s < in->nuse || (s == 0 && interp_rows[r].nsrc < 0); s++) {
		agc_out_str(&o, ", ");
		if (interp_rows[r].nsrc < 0) {
			if (in->simm16 < 3)
				agc_out_str(&o, param[in->simm16]);
			else
				agc_out_printf(&o, "invalid_param_%u", in->simm16);
		} else {
			const struct agc_operand *op = &in->use[s];
			agc_out_str(&o, (op->mods & AGC_MOD_NEG) ? "-" : "");
			agc_out_str(&o, (op->mods & AGC_MOD_ABS) ? "|" : "");
			agc_out_operand(&o, op, wave64, AGC_FP_F32);
			agc_out_str(&o, (op->mods & AGC_MOD_ABS) ? "|" : "");
		}
		if (s == 0)
			agc_out_printf(&o, ", attr%u.%c", in->attr, "xyzw"[in->attr_chan & 3]);
	}
	if (in->opsel & 8)
		agc_out_str(&o, " high");
	if (in->clamp)
		agc_out_str(&o, " clamp");
	agc_out_str(&o, omod_text[in->omod & 3]);
	return (int)o.len;
}
