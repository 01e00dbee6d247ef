/*
 * decode_vop3p.c -- the VOP3P encoding: packed 16-bit math (v_pk_*), dot
 * products (v_dot*) and mixed-precision FMA (v_fma_mix*), from the rows of
 * tables/vop3p.def; and their LLVM 19 text.
 *
 *   CC0E400A 1CF25114  ->  v_pk_fma_f16 v10, v20, v40, v60
 *   CC20410A 1CF25114  ->  v_fma_mix_f32 v10, |v20|, v40, v60 op_sel_hi:[1,1,1]
 *
 * Packed rows print op_sel, op_sel_hi (when not all set), neg_lo and
 * neg_hi as per-source lists; v_fma_mix* rows use neg_lo / neg_hi as the
 * sources' neg / abs and print op_sel_hi only when some bit is set.
 */
#include "decoder/vop_ext.h"

enum { VOP3P_PACKED = 0, VOP3P_MIX = 1 };

#define X 0
#define D(f, n, k) AGC_D(f, n, k)
#define DEF(f, n, k) AGC_DEF(f, n, k)

static const struct agc_opcode vop3p_ops[128] = {
#define OP(num, nm, style, p0, r0, p1, r1, a, b, c, dd, e, f) \
	[num] = {.name = nm, .op = num, .enc = AGC_ENC_VOP3P, .flow = AGC_FLOW_NONE, \
		 .flags = VOP3P_##style, .opnd = {a, b, c, dd, e, f}},
#include "decoder/tables/vop3p.def"
#undef OP
};

/* Modifier bits of each dword that LLVM prints / refuses. */
static const struct {
	uint32_t p[2], r[2];
} vop3p_mods[128] = {
#define OP(num, nm, style, p0, r0, p1, r1, ...) [num] = {{p0, p1}, {r0, r1}},
#include "decoder/tables/vop3p.def"
#undef OP
};

static bool
bad_source(unsigned code)
{
	return (code > 208 && code < 235) || code == 249 || code == 250;
}

int
agc_decode_vop3p(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		 struct agc_diag *d)
{
	unsigned op = (w[0] >> 16) & 0x7f, nsrc = 0;
	const struct agc_opcode *info = &vop3p_ops[op];

	(void)wave64;
	in->op = (uint16_t)op;
	in->info = info;
	if (!info->name)
		return agc_decode_error(d, in, w, nw, "opcode %u is not a gfx1030 VOP3P "
					"instruction", op);
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated: VOP3P needs 2 dwords");
	if ((w[0] & vop3p_mods[op].r[0]) || (w[1] & vop3p_mods[op].r[1]))
		return agc_decode_error(d, in, w, nw, "modifier not allowed on %s", info->name);
	in->flow = AGC_FLOW_NONE;
	in->form = AGC_FORM_PLAIN;
	in->size = 8;
	while (nsrc < 3 && info->opnd[1 + nsrc])
		nsrc++;
	for (unsigned s = nsrc; s < 3; s++)
		if ((w[1] >> (9 * s)) & 0x1ff)
			return agc_decode_error(d, in, w, nw, "unused source field %u is not zero",
						s);

	uint32_t w0 = w[0] & vop3p_mods[op].p[0], w1 = w[1] & vop3p_mods[op].p[1];
	bool mix = info->flags == VOP3P_MIX;
	unsigned all = (1u << nsrc) - 1;
	in->clamp = (uint8_t)((w0 >> 15) & 1);
	in->opsel = (uint8_t)(((w0 >> 11) & 7) & all);
	in->opsel_hi = (uint8_t)((((w1 >> 27) & 3) | ((w0 >> 12) & 4)) & all);
	/* An op_sel_hi bit LLVM ignores reads as its default. */
	if (!mix) {
		uint32_t known = ((vop3p_mods[op].p[1] >> 27) & 3) |
				 ((vop3p_mods[op].p[0] >> 12) & 4);
		in->opsel_hi |= (uint8_t)(all & ~known);
	}
	in->neg_lo = (uint8_t)(((w1 >> 29) & 7) & all);
	in->neg_hi = (uint8_t)(((w0 >> 8) & 7) & all);

	in->def[in->ndef++] = agc_opnd(AGC_REG_VGPR0 + (w[0] & 0xff), 1);
	for (unsigned s = 0; s < nsrc; s++) {
		struct agc_operand o = agc_opnd((w[1] >> (9 * s)) & 0x1ff, 1);
		if (bad_source(o.reg))
			return agc_decode_error(d, in, w, nw, "operand code %u is not valid here",
						o.reg);
		if (o.reg == AGC_REG_LITERAL) {
			if (nw < 3)
				return agc_decode_error(d, in, w, nw,
							"truncated: literal past the end");
			o.literal = w[2];
			in->size = 12;
		}
		if (mix && ((in->neg_lo >> s) & 1))
			o.mods |= AGC_MOD_NEG;
		if (mix && ((in->neg_hi >> s) & 1))
			o.mods |= AGC_MOD_ABS;
		in->use[in->nuse++] = o;
	}
	if (mix) {
		in->neg = in->neg_lo;
		in->abs = in->neg_hi;
	}
	return 0;
}

static void
out_list(struct agc_out *o, const char *name, unsigned bits, unsigned nsrc)
{
	agc_out_str(o, name);
	for (unsigned s = 0; s < nsrc; s++)
		agc_out_printf(o, "%s%u", s ? "," : "", (bits >> s) & 1);
	agc_out_str(o, "]");
}

int
agc_print_vop3p(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	const struct agc_opcode *info = in->info;
	bool mix = info->flags == VOP3P_MIX;
	unsigned nsrc = in->nuse, all = (1u << nsrc) - 1;

	if (n)
		buf[0] = 0;
	agc_out_str(&o, info->name);
	agc_out_str(&o, " ");
	agc_out_operand(&o, &in->def[0], wave64, AGC_FP_INT);
	for (unsigned s = 0; s < nsrc; s++) {
		const struct agc_operand *op = &in->use[s];
		bool abs = op->mods & AGC_MOD_ABS, neg = op->mods & AGC_MOD_NEG;
		/* A negated constant prints as neg(...). */
		bool negf = neg && !abs && op->reg >= AGC_REG_INT0 && op->reg <= AGC_REG_LITERAL &&
			    (op->reg <= 208 || (op->reg >= 240 && op->reg <= 248) ||
			     op->reg == AGC_REG_LITERAL);

		agc_out_str(&o, ", ");
		agc_out_str(&o, negf ? "neg(" : neg ? "-" : "");
		if (abs)
			agc_out_str(&o, "|");
		agc_out_operand(&o, op, wave64, AGC_D_KIND(info->opnd[1 + s]));
		if (abs)
			agc_out_str(&o, "|");
		if (negf)
			agc_out_str(&o, ")");
	}
	if (in->opsel)
		out_list(&o, " op_sel:[", in->opsel, nsrc);
	if (mix ? in->opsel_hi != 0 : (in->opsel_hi & all) != all)
		out_list(&o, " op_sel_hi:[", in->opsel_hi, nsrc);
	if (!mix && in->neg_lo)
		out_list(&o, " neg_lo:[", in->neg_lo, nsrc);
	if (!mix && in->neg_hi)
		out_list(&o, " neg_hi:[", in->neg_hi, nsrc);
	if (in->clamp)
		agc_out_str(&o, " clamp");
	return (int)o.len;
}
