/*
 * decode_mem.c -- the vector memory encodings FLAT/GLOBAL/SCRATCH, DS,
 * MUBUF and MTBUF: words to struct agc_inst.
 *
 *   DC308FF8 017D0002  ->  global_load_dword, seg 2, size 8, offset -8,
 *                          def v1, uses vaddr v[2:3], saddr off
 *
 * The opcode rows (decoder/tables/{flat,ds,mubuf,mtbuf}.def) say which
 * operand fields an opcode has and how wide they are; what LLVM refuses
 * (unknown opcode, a field an opcode does not use left nonzero, an operand
 * it cannot name) is refused here too, so the text always matches
 * llvm-mc -mcpu=gfx1030.
 *
 * Operands, in the order LLVM prints them (AGC_REG_NONE with 0 dwords
 * where it prints "off"):
 *   FLAT   def vdst (loads, atomics with glc; not with lds);
 *          use vaddr (unless the opcode has none), data (stores, atomics),
 *          saddr (global: 64-bit, scratch: 32-bit; flat: none)
 *   DS     def vdst; use addr, data0, data1 (those the opcode has)
 *   MUBUF, MTBUF
 *          def vdata (loads, atomics with glc; not with lds);
 *          use vdata (stores, atomics), vaddr ("off" when neither offen nor
 *          idxen; 2 dwords when both), srsrc (4 dwords), soffset (a
 *          literal soffset is a third dword: size 12)
 * The cache invalidations buffer_gl0_inv / buffer_gl1_inv have none.
 */
#include "decoder/internal.h"
#include "decoder/mem.h"

/* ---- the opcode tables ---- */

#define AGC_FLAT_OP(seg, num, nm, dst, dst_glc, data, vaddr, lds) \
	[seg][num] = {.name = nm, .op = num, .enc = AGC_ENC_FLAT, .flow = AGC_FLOW_NONE, \
		     .flags = AGC_FLAT_SHAPE(dst, dst_glc, data, vaddr, lds)},
const struct agc_opcode agc_flat_ops[3][128] = {
#include "decoder/tables/flat.def"
};
#undef AGC_FLAT_OP

#define AGC_DS_OP(num, nm, dst, addr, data0, data1, fl) \
	[num] = {.name = nm, .op = num, .enc = AGC_ENC_DS, .flow = AGC_FLOW_NONE, \
		 .flags = AGC_DS_SHAPE(dst, addr, data0, data1) | (fl)},
const struct agc_opcode agc_ds_ops[256] = {
#include "decoder/tables/ds.def"
};
#undef AGC_DS_OP

#define AGC_BUF_OP(num, nm, data, fl) \
	[num] = {.name = nm, .op = num, .enc = AGC_ENC_MUBUF, .flow = AGC_FLOW_NONE, \
		 .flags = (data) | (fl)},
const struct agc_opcode agc_mubuf_ops[256] = {
#include "decoder/tables/mubuf.def"
};
#undef AGC_BUF_OP

#define AGC_BUF_OP(num, nm, data, fl) \
	[num] = {.name = nm, .op = num, .enc = AGC_ENC_MTBUF, .flow = AGC_FLOW_NONE, \
		 .flags = (data) | (fl)},
const struct agc_opcode agc_mtbuf_ops[16] = {
#include "decoder/tables/mtbuf.def"
};
#undef AGC_BUF_OP

/* ---- operand fields ---- */

static inline unsigned
bits(uint32_t w, unsigned lo, unsigned n)
{
	return (w >> lo) & ((1u << n) - 1);
}

static inline struct agc_operand
vgpr(unsigned n, unsigned dwords)
{
	return agc_opnd(AGC_REG_VGPR0 + n, dwords);
}

static inline struct agc_operand
off_operand(void)
{
	return agc_opnd(AGC_REG_NONE, 0);
}

/*
 * A 64-bit scalar operand from a 7-bit field, as LLVM names it: an SGPR or
 * trap temporary pair starting at the even register at or below the code
 * (an odd code names the pair below it), vcc, exec.  Returns false for
 * codes LLVM cannot name as 64 bits.
 */
static bool
sreg64(unsigned code, struct agc_operand *o)
{
	if (code < AGC_REG_VCC_LO || (code >= AGC_REG_TTMP0 && code < AGC_REG_M0))
		*o = agc_opnd(code & ~1u, 2);
	else if (code == AGC_REG_VCC_LO || code == AGC_REG_EXEC_LO)
		*o = agc_opnd(code, 2);
	else
		return false;
	return true;
}

/*
 * The 8-bit soffset of MUBUF/MTBUF: a 32-bit scalar register, m0, null,
 * exec halves, src_* registers, inline integer and float constants, or a
 * literal in the next dword.  LLVM refuses the codes between the ranges.
 */
static bool
soffset(unsigned code, struct agc_operand *o)
{
	if (code <= AGC_REG_EXEC_HI || (code >= AGC_REG_INT0 && code <= 208) ||
	    (code >= 235 && code <= 248) || code >= AGC_REG_VCCZ) {
		*o = agc_opnd(code, 1);
		return true;
	}
	return false;
}

/* LLVM cannot name a register range that runs past v255. */
AGC_COLD int
vgpr_range_error(struct agc_inst *in, const uint32_t *w, struct agc_diag *d)
{
	for (unsigned i = 0; i < in->ndef + in->nuse; i++) {
		const struct agc_operand *o = i < in->ndef ? &in->def[i] : &in->use[i - in->ndef];
		if (o->reg >= AGC_REG_VGPR0 && o->reg != AGC_REG_NONE &&
		    o->reg - AGC_REG_VGPR0 + o->dwords > 256)
			return agc_decode_error(d, in, w, in->size / 4,
						"register range v[%u:%u] runs past v255",
						o->reg - AGC_REG_VGPR0,
						o->reg - AGC_REG_VGPR0 + o->dwords - 1);
	}
	return 0;
}

/* A range past v255 ends past code 511. */
AGC_HOT bool
past_v255(const struct agc_operand *o)
{
	return (o->reg != AGC_REG_NONE) & ((unsigned)o->reg + o->dwords > 2 * AGC_REG_VGPR0);
}

static int
check_vgpr_ranges(struct agc_inst *in, const uint32_t *w, struct agc_diag *d)
{
	unsigned ndef = in->ndef, nuse = in->nuse;
	bool bad = false;

	for (unsigned i = 0; i < ndef; i++)
		bad |= past_v255(&in->def[i]);
	for (unsigned i = 0; i < nuse; i++)
		bad |= past_v255(&in->use[i]);
	return bad ? vgpr_range_error(in, w, d) : 0;
}

/* ---- FLAT / GLOBAL / SCRATCH ---- */

int
agc_decode_flat(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated FLAT instruction: needs 2 dwords");
	unsigned seg = bits(w[0], 14, 2), op = bits(w[0], 18, 7);
	if (seg == 3)
		return agc_decode_error(d, in, w, 2, "FLAT segment 3 is reserved");
	const struct agc_opcode *info = &agc_flat_ops[seg][op];
	if (!info->name)
		return agc_decode_error(d, in, w, 2, "FLAT opcode %u is not defined for %s on gfx1030",
					op, seg == 0 ? "flat" : seg == 1 ? "scratch" : "global");
	uint32_t f = info->flags;
	unsigned saddr = bits(w[1], 16, 7);
	in->size = 8;
	in->op = (uint16_t)op;
	in->info = info;
	in->seg = (uint8_t)seg;
	in->dlc = bits(w[0], 12, 1);
	in->lds = bits(w[0], 13, 1);
	in->glc = bits(w[0], 16, 1);
	in->slc = bits(w[0], 17, 1);
	if (bits(w[1], 23, 1))
		return agc_decode_error(d, in, w, 2, "FLAT bit 55 (nv) is set");
	if (in->lds && !AGC_FLAT_LDS(f))
		return agc_decode_error(d, in, w, 2, "%s has no lds form", info->name);
	unsigned off = bits(w[0], 0, 12);
	in->offset = seg == 0 ? (int32_t)off : (int32_t)(off ^ 0x800) - 0x800;

	unsigned dst = in->glc ? AGC_FLAT_DST_GLC(f) : AGC_FLAT_DST(f);
	if (dst && !in->lds)
		in->def[in->ndef++] = vgpr(bits(w[1], 24, 8), dst);

	struct agc_operand sa = off_operand();
	bool saddr_off = true;
	if (seg == 0) {
		if (saddr != AGC_REG_NULL)
			return agc_decode_error(d, in, w, 2, "flat instruction with saddr %u", saddr);
	} else if (seg == 2) {
		if (saddr != AGC_REG_NULL) {
			if (saddr == 0x7f || !sreg64(saddr, &sa))
				return agc_decode_error(d, in, w, 2,
							"global saddr %u is not a 64-bit scalar", saddr);
			sa.reg = (uint16_t)agc_sreg_align(in, saddr, 2);
			saddr_off = false;
		}
	} else if (saddr != AGC_REG_NULL && saddr != 0x7f) {
		sa = agc_opnd(saddr, 1);
		saddr_off = false;
	}
	if (AGC_FLAT_VADDR(f)) {
		/* Global takes a 64-bit vaddr, or a 32-bit offset from saddr.
		 * Scratch addresses by vaddr or by saddr, and LLVM prints vaddr
		 * only when saddr is code 125 (not 127, the other "off"). */
		struct agc_operand va = vgpr(bits(w[1], 0, 8), 2);
		if (seg == 2 && !saddr_off)
			va.dwords = 1;
		if (seg == 1)
			va = saddr == AGC_REG_NULL ? vgpr(bits(w[1], 0, 8), 1) : off_operand();
		in->use[in->nuse++] = va;
	}
	if (AGC_FLAT_DATA(f))
		in->use[in->nuse++] = vgpr(bits(w[1], 8, 8), AGC_FLAT_DATA(f));
	if (seg != 0)
		in->use[in->nuse++] = sa;
	return check_vgpr_ranges(in, w, d);
}

/* ---- DS ---- */

int
agc_decode_ds(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
	      struct agc_diag *d)
{
	(void)wave64;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated DS instruction: needs 2 dwords");
	unsigned op = bits(w[0], 18, 8);
	const struct agc_opcode *info = &agc_ds_ops[op];
	if (!info->name)
		return agc_decode_error(d, in, w, 2, "DS opcode %u is not defined on gfx1030", op);
	uint32_t f = info->flags;
	in->size = 8;
	in->op = (uint16_t)op;
	in->info = info;
	in->gds = bits(w[0], 17, 1);
	if (in->gds && (f & AGC_DS_LDS_ONLY))
		return agc_decode_error(d, in, w, 2, "%s has no gds form", info->name);
	if (!in->gds && (f & AGC_DS_GDS_ONLY))
		return agc_decode_error(d, in, w, 2, "%s needs the gds bit", info->name);
	if ((f & AGC_DS_NO_OFFSET) && bits(w[0], 0, 16))
		return agc_decode_error(d, in, w, 2, "%s with a nonzero offset", info->name);
	if (f & AGC_DS_OFF2) {
		in->offset = (int32_t)bits(w[0], 0, 8);
		in->offset1 = (uint8_t)bits(w[0], 8, 8);
	} else {
		in->offset = (int32_t)bits(w[0], 0, 16);
	}
	/* LLVM refuses a DS word whose unused operand fields are not zero. */
	static const unsigned lo[4] = {0, 8, 16, 24};
	unsigned have[4] = {AGC_DS_ADDR(f), AGC_DS_DATA0(f), AGC_DS_DATA1(f), AGC_DS_DST(f)};
	for (int i = 0; i < 4; i++)
		if (!have[i] && bits(w[1], lo[i], 8))
			return agc_decode_error(d, in, w, 2, "%s does not use operand field %d",
						info->name, i);
	if (have[3])
		in->def[in->ndef++] = vgpr(bits(w[1], 24, 8), have[3]);
	for (int i = 0; i < 3; i++)
		if (have[i])
			in->use[in->nuse++] = vgpr(bits(w[1], lo[i], 8), have[i]);
	return check_vgpr_ranges(in, w, d);
}

/* ---- MUBUF / MTBUF ---- */

static int
decode_buf(struct agc_inst *in, const uint32_t *w, size_t nw, struct agc_diag *d,
	   const struct agc_opcode *info, const char *enc)
{
	uint32_t f = info->flags;
	in->size = 8;
	in->info = info;
	in->offset = (int32_t)bits(w[0], 0, 12);
	in->offen = bits(w[0], 12, 1);
	in->idxen = bits(w[0], 13, 1);
	in->glc = bits(w[0], 14, 1);
	in->dlc = bits(w[0], 15, 1);
	in->slc = bits(w[1], 22, 1);
	in->tfe = bits(w[1], 23, 1);
	if (f & AGC_BUF_NO_OPERANDS) {
		/* The cache invalidations refuse the address and cache bits
		 * but ignore the operand fields. */
		if (bits(w[0], 12, 5) || in->tfe)
			return agc_decode_error(d, in, w, 2, "%s with address or cache bits set",
						info->name);
		return 0;
	}
	if (in->tfe && !(f & AGC_BUF_TFE))
		return agc_decode_error(d, in, w, 2, "%s has no tfe form", info->name);
	if (in->lds && !(f & AGC_BUF_LDS))
		return agc_decode_error(d, in, w, 2, "%s has no lds form", info->name);
	if (in->dlc && (f & AGC_BUF_ATOMIC))
		return agc_decode_error(d, in, w, 2, "%s has no dlc form", info->name);
	if (in->lds && in->tfe)
		return agc_decode_error(d, in, w, 2, "%s: lds and tfe together", info->name);

	unsigned data = AGC_BUF_DATA(f) + in->tfe;
	struct agc_operand vdata = vgpr(bits(w[1], 8, 8), data);
	if (!in->lds) {
		if ((f & AGC_BUF_LOAD) || ((f & AGC_BUF_ATOMIC) && in->glc))
			in->def[in->ndef++] = vdata;
		if (f & (AGC_BUF_STORE | AGC_BUF_ATOMIC))
			in->use[in->nuse++] = vdata;
	}
	if (in->offen || in->idxen)
		in->use[in->nuse++] = vgpr(bits(w[1], 0, 8), in->offen + in->idxen);
	else
		in->use[in->nuse++] = off_operand();
	unsigned rsrc = bits(w[1], 16, 5) * 4;
	if (rsrc == 104 || rsrc == AGC_REG_M0)
		return agc_decode_error(d, in, w, 2, "%s resource code %u is not a register quad",
					enc, rsrc / 4);
	in->use[in->nuse++] = agc_opnd(rsrc, 4);
	unsigned so_code = bits(w[1], 24, 8);
	struct agc_operand so;
	if (!soffset(so_code, &so))
		return agc_decode_error(d, in, w, 2, "%s soffset %u is not a scalar operand", enc,
					so_code);
	if (so_code == AGC_REG_LITERAL) {
		if (nw < 3)
			return agc_decode_error(d, in, w, nw, "truncated %s: literal soffset missing",
						enc);
		so.literal = w[2];
		in->size = 12;
	}
	in->use[in->nuse++] = so;
	return check_vgpr_ranges(in, w, d);
}

int
agc_decode_mubuf(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		 struct agc_diag *d)
{
	(void)wave64;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated MUBUF instruction: needs 2 dwords");
	unsigned op = bits(w[0], 18, 8);
	const struct agc_opcode *info = &agc_mubuf_ops[op];
	in->op = (uint16_t)op;
	if (!info->name)
		return agc_decode_error(d, in, w, 2, "MUBUF opcode %u is not defined on gfx1030", op);
	in->lds = bits(w[0], 16, 1);
	return decode_buf(in, w, nw, d, info, "MUBUF");
}

int
agc_decode_mtbuf(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		 struct agc_diag *d)
{
	(void)wave64;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated MTBUF instruction: needs 2 dwords");
	unsigned op = bits(w[0], 16, 3) | bits(w[1], 21, 1) << 3;
	const struct agc_opcode *info = &agc_mtbuf_ops[op];
	in->op = (uint16_t)op;
	in->format = (uint8_t)bits(w[0], 19, 7);
	return decode_buf(in, w, nw, d, info, "MTBUF");
}
