/*
 * decode_mimg.c -- MIMG words to struct agc_inst and back to LLVM 19's text,
 * NSA forms and the ray-tracing instructions included.
 *
 *   F0800F08 00020400  ->  image_sample v[4:7], v[0:1], s[8:15], s[0:3]
 *                          dmask:0xf dim:SQ_RSRC_IMG_2D
 *   F1989F07 ... (5 dwords) -> image_bvh_intersect_ray v[39:42],
 *                          [v50, v46, ... 11 addresses], s[12:15]
 *
 * How many vdata and address registers an image instruction names follows
 * LLVM: vdata holds one dword per dmask bit (4 for gather4), halved with
 * d16, plus one with tfe; the address count depends on the opcode, dim and
 * a16.  When LLVM has no form of the opcode for those counts (or the
 * registers would run past v255) it prints the opcode's default form.  The
 * rows of decoder/tables/mimg.def say, per opcode, which counts have a form
 * and what the default is; they were read off llvm-mc-19.
 *
 * Operands: def vdata (loads, gather, sample, atomics with glc); use vdata
 * (stores, atomics), vaddr (first address; dwords = address count, or 1 in
 * NSA form), srsrc (8 dwords; 4 for BVH), ssamp (4 dwords, samplers).
 * in->naddr / in->addr[] list every address VGPR.
 */
#include "decoder/internal.h"
#include "decoder/mem.h"

#define AGC_MIMG_OP(num, nm, fl, vdef, vdata, adef, a0, a1, a2, a3) \
	[num] = {{.name = nm, .op = num, .enc = AGC_ENC_MIMG, .flow = AGC_FLOW_NONE, .flags = fl}, \
		 vdef, vdata, adef, {a0, a1, a2, a3}},
const struct agc_mimg_op agc_mimg_ops[256] = {
#include "decoder/tables/mimg.def"
};
#undef AGC_MIMG_OP

static inline unsigned
bits(uint32_t w, unsigned lo, unsigned n)
{
	return (w >> lo) & ((1u << n) - 1);
}

/* A scalar register range of LLVM's resource classes, from a field that
 * counts quads: s[4n:4n+dwords-1] or ttmp[...]; false where LLVM has none. */
static bool
sreg_quad(unsigned field, unsigned dwords, struct agc_operand *o)
{
	unsigned r = field * 4;
	if (r + dwords <= 106 || (r >= AGC_REG_TTMP0 && r + dwords <= AGC_REG_M0)) {
		*o = agc_opnd(r, dwords);
		return true;
	}
	return false;
}

static int
decode_bvh(struct agc_inst *in, const uint32_t *w, size_t nw, const struct agc_mimg_op *m,
	   struct agc_diag *d)
{
	/* Everything but the registers, a16 and the NSA size is fixed. */
	if (bits(w[0], 3, 3) || bits(w[0], 7, 1) || bits(w[0], 8, 4) != 0xf || !in->unorm ||
	    in->glc || !in->r128 || in->tfe || in->lwe || in->slc || bits(w[1], 21, 5) || in->d16)
		return agc_decode_error(d, in, w, nw < 2 ? nw : 2,
					"%s with fields LLVM does not accept", m->op.name);
	unsigned naddr = (m->op.op == 0xe7 ? 12 : 11) - (in->a16 ? 3 : 0);
	unsigned k = in->nsa;
	if (k && k != (naddr - 1 + 3) / 4)
		return agc_decode_error(d, in, w, 2, "%s with %u addresses has no %u-dword NSA form",
					m->op.name, naddr, k);
	struct agc_operand rsrc;
	if (!sreg_quad(bits(w[1], 16, 5), 4, &rsrc))
		return agc_decode_error(d, in, w, 2, "%s resource is not a register quad", m->op.name);
	unsigned vdata = bits(w[1], 8, 8), vaddr = bits(w[1], 0, 8);
	if (vdata + 4 > 256 || (!k && vaddr + naddr > 256))
		return agc_decode_error(d, in, w, 2, "%s: registers run past v255", m->op.name);
	in->naddr = (uint8_t)naddr;
	in->def[in->ndef++] = agc_opnd(AGC_REG_VGPR0 + bits(w[1], 8, 8), 4);
	in->use[in->nuse++] = agc_opnd(AGC_REG_VGPR0 + bits(w[1], 0, 8), k ? 1 : naddr);
	in->use[in->nuse++] = rsrc;
	return 0;
}

int
agc_decode_mimg(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated MIMG instruction: needs 2 dwords");
	unsigned op = bits(w[0], 18, 7) | bits(w[0], 0, 1) << 7;
	const struct agc_mimg_op *m = &agc_mimg_ops[op];
	in->op = (uint16_t)op;
	if (!m->op.name)
		return agc_decode_error(d, in, w, 2, "MIMG opcode %u is not defined on gfx1030", op);
	uint32_t f = m->op.flags;
	unsigned k = bits(w[0], 1, 2);
	in->info = &m->op;
	in->nsa = (uint8_t)k;
	in->dim = (uint8_t)bits(w[0], 3, 3);
	in->dlc = bits(w[0], 7, 1);
	in->dmask = (uint8_t)bits(w[0], 8, 4);
	in->unorm = bits(w[0], 12, 1);
	in->glc = bits(w[0], 13, 1);
	in->r128 = bits(w[0], 15, 1);
	in->tfe = bits(w[0], 16, 1);
	in->lwe = bits(w[0], 17, 1);
	in->slc = bits(w[0], 25, 1);
	in->a16 = bits(w[1], 30, 1);
	in->d16 = bits(w[1], 31, 1);
	in->size = (uint8_t)(8 + 4 * k);
	if (nw < 2 + k)
		return agc_decode_error(d, in, w, nw, "truncated MIMG instruction: NSA form needs %u dwords",
					2 + k);

	int r;
	if (f & AGC_MIMG_BVH)
		r = decode_bvh(in, w, nw, m, d);
	else
		r = 0;
	if (r < 0)
		return r;
	if (!(f & AGC_MIMG_BVH)) {
		if (!(f & AGC_MIMG_SAMPLER) && bits(w[1], 21, 5))
			return agc_decode_error(d, in, w, 2, "%s takes no sampler", m->op.name);
		if (in->d16 && !(f & AGC_MIMG_D16))
			return agc_decode_error(d, in, w, 2, "%s has no d16 form", m->op.name);
		static const uint8_t bits_set[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
		unsigned count = (f & AGC_MIMG_GATHER4) ? 4 : bits_set[in->dmask];
		if (!count)
			count = 1;
		if (in->d16)
			count = (count + 1) / 2;
		count += in->tfe;
		char ach = m->addr[k][in->dim * 2 + in->a16];
		if (ach == '-' || !ach)
			return agc_decode_error(d, in, w, 2 + k, "%s has no %u-dword NSA form for this dim",
						m->op.name, k);
		unsigned vdata = bits(w[1], 8, 8), vaddr = bits(w[1], 0, 8);
		unsigned vd = m->vdata[count - 1] == '*' ? 0 : (unsigned)(m->vdata[count - 1] - '0');
		unsigned na = ach == '*' ? 0 : (unsigned)(ach - '0');
		unsigned na_def = (unsigned)(m->adef[k] - '0');
		/* LLVM first decodes the default form, so its registers must
		 * exist; then it looks for the form with the counts the fields
		 * give, and keeps the default when there is none or when that
		 * form's registers would run past v255. */
		if (vdata + m->vdef > 256 || (!k && vaddr + na_def > 256))
			return agc_decode_error(d, in, w, 2, "%s: registers run past v255", m->op.name);
		if (!vd || !na || vdata + vd > 256 || (!k && vaddr + na > 256)) {
			vd = m->vdef;
			na = na_def;
		}
		struct agc_operand rsrc, samp;
		if (!sreg_quad(bits(w[1], 16, 5), 8, &rsrc))
			return agc_decode_error(d, in, w, 2, "%s resource is not an 8-register range",
						m->op.name);
		struct agc_operand vdop = agc_opnd(AGC_REG_VGPR0 + vdata, vd);
		bool ret = !(f & (AGC_MIMG_STORE | AGC_MIMG_ATOMIC)) || ((f & AGC_MIMG_ATOMIC) && in->glc);
		if (ret)
			in->def[in->ndef++] = vdop;
		if (f & (AGC_MIMG_STORE | AGC_MIMG_ATOMIC))
			in->use[in->nuse++] = vdop;
		in->naddr = (uint8_t)na;
		in->use[in->nuse++] = agc_opnd(AGC_REG_VGPR0 + vaddr, k ? 1 : na);
		in->use[in->nuse++] = rsrc;
		if (f & AGC_MIMG_SAMPLER) {
			if (!sreg_quad(bits(w[1], 21, 5), 4, &samp))
				return agc_decode_error(d, in, w, 2, "%s sampler is not a register quad",
							m->op.name);
			in->use[in->nuse++] = samp;
		}
	}
	/* Address VGPRs: consecutive, or one byte each from the NSA dwords. */
	for (unsigned i = 0; i < in->naddr && i < sizeof(in->addr); i++) {
		if (!k)
			in->addr[i] = (uint8_t)(bits(w[1], 0, 8) + i);
		else if (i == 0)
			in->addr[i] = (uint8_t)bits(w[1], 0, 8);
		else
			in->addr[i] = (uint8_t)bits(w[2 + (i - 1) / 4], 8 * ((i - 1) % 4), 8);
	}
	return 0;
}

static const char *const dim_name[8] = {
	"1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY",
};

int
agc_print_mimg(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	uint32_t f = in->info->flags;
	if (n)
		buf[0] = 0;
	agc_out_str(&o, in->info->name);
	agc_out_str(&o, in->nsa && (f & AGC_MIMG_NSA_SPACE) ? "  " : " ");
	unsigned u = 0;
	if (in->ndef)
		agc_out_operand(&o, &in->def[0], wave64, AGC_FP_INT);
	else
		agc_out_operand(&o, &in->use[u], wave64, AGC_FP_INT);
	if (f & (AGC_MIMG_STORE | AGC_MIMG_ATOMIC))
		u++;
	agc_out_str(&o, ", ");
	if (in->nsa) {
		agc_out_str(&o, "[");
		for (unsigned i = 0; i < in->naddr; i++)
			agc_out_printf(&o, "%sv%u", i ? ", " : "", in->addr[i]);
		agc_out_str(&o, "]");
	} else {
		agc_out_operand(&o, &in->use[u], wave64, AGC_FP_INT);
	}
	for (u++; u < in->nuse; u++) {
		agc_out_str(&o, ", ");
		agc_out_operand(&o, &in->use[u], wave64, AGC_FP_INT);
	}
	if (!(f & AGC_MIMG_BVH)) {
		if (in->dmask)
			agc_out_printf(&o, " dmask:0x%x", in->dmask);
		agc_out_printf(&o, " dim:SQ_RSRC_IMG_%s", dim_name[in->dim]);
		if (in->unorm)
			agc_out_str(&o, " unorm");
		if (in->glc)
			agc_out_str(&o, " glc");
		if (in->slc)
			agc_out_str(&o, " slc");
		if (in->dlc)
			agc_out_str(&o, " dlc");
		if (in->r128)
			agc_out_str(&o, " r128");
	}
	if (in->a16)
		agc_out_str(&o, " a16");
	if (!(f & AGC_MIMG_BVH)) {
		if (in->tfe)
			agc_out_str(&o, " tfe");
		if (in->lwe)
			agc_out_str(&o, " lwe");
		if (in->d16)
			agc_out_str(&o, " d16");
	}
	return (int)o.len;
}
