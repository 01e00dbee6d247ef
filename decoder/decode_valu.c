/*
 * decode_valu.c -- the vector ALU encodings VOP1, VOP2, VOPC (_e32) and
 * VOP3 (native and promoted _e64), from the rows of tables/vop*.def.
 *
 *   7E0002FF 12345678  ->  v_mov_b32_e32: def v0, use literal 0x12345678
 *   D54B000A 04F25114  ->  v_fma_f32 v10, v20, v40, v60
 *
 * DPP, DPP8 and SDWA (src0 = 250 / 233-234 / 249) go to decode_dpp.c.
 */
#include <stddef.h>
#include <string.h>

#include "decoder/internal.h"
#include "decoder/vop_ext.h"

#define X 0
#define D(f, n, k) AGC_D(f, n, k)
#define DEF(f, n, k) AGC_DEF(f, n, k)
#define LANEMASK AGC_LANEMASK
#define ROW(e, num, nm, fl, c, mods, deny, note, n0, n1, n2, n3, a, b, cc, dd, ee, ff) \
	[num] = {.name = nm, .op = num, .enc = AGC_ENC_##e, .flow = AGC_FLOW_##fl, \
		 .cls = AGC_CLS_##c, .flags = mods, .opnd = {a, b, cc, dd, ee, ff}},
#define DENY(num, nm, fl, c, mods, deny, ...) [num] = deny,
#define NOTES(num, nm, fl, c, mods, deny, note, n0, n1, n2, n3, ...) \
	[num] = {note, {n0, n1, n2, n3}},

static const struct agc_opcode vop1_ops[256] = {
#define OP(...) ROW(VOP1, __VA_ARGS__)
#include "decoder/tables/vop1.def"
#undef OP
};
static const struct agc_opcode vop2_ops[64] = {
#define OP(...) ROW(VOP2, __VA_ARGS__)
#include "decoder/tables/vop2.def"
#undef OP
};
static const struct agc_opcode vopc_ops[256] = {
#define OP(...) ROW(VOPC, __VA_ARGS__)
#include "decoder/tables/vopc.def"
#undef OP
};
static const struct agc_opcode vop3_ops[1024] = {
#define OP(...) ROW(VOP3, __VA_ARGS__)
#include "decoder/tables/vop3.def"
#undef OP
};

/* Per row: how many operands it lists, how many of them are
 * definitions (they come first), the fields they name as a bitmask, and
 * whether they are the plain shape vdst, src0[, src1[, src2]], one
 * register each (most VALU rows), which operands() fills without reading
 * the descriptors. */
struct row_info {
	uint8_t nop, ndef, plain;
	uint32_t used;
};
#define NZ(x) ((x) != 0)
#define FBIT(x) ((x) ? 1u << AGC_D_FIELD(x) : 0u)
#define INFO(num, nm, fl, c, mods, deny, note, n0, n1, n2, n3, a, b, cc, dd, ee, ff) \
	[num] = {.nop = NZ(a) + (NZ(a) & NZ(b)) + (NZ(a) & NZ(b) & NZ(cc)) + \
			(NZ(a) & NZ(b) & NZ(cc) & NZ(dd)) + \
			(NZ(a) & NZ(b) & NZ(cc) & NZ(dd) & NZ(ee)) + \
			(NZ(a) & NZ(b) & NZ(cc) & NZ(dd) & NZ(ee) & NZ(ff)), \
		 .ndef = AGC_D_IS_DEF(a) + AGC_D_IS_DEF(b), \
		 .plain = AGC_D_ONE(a, VDST) && AGC_D_IS_DEF(a) && AGC_D_ONE(b, SRC0) && !AGC_D_IS_DEF(b) && \
			  (!(cc) || AGC_D_ONE(cc, SRC1)) && (!(dd) || (cc && AGC_D_ONE(dd, SRC2))) && !(ee) && !(ff), \
		 .used = FBIT(a) | (NZ(a) ? FBIT(b) | (NZ(b) ? FBIT(cc) | (NZ(cc) ? FBIT(dd) | \
			 (NZ(dd) ? FBIT(ee) | (NZ(ee) ? FBIT(ff) : 0u) : 0u) : 0u) : 0u) : 0u)},
#define OP INFO
static const struct row_info vop1_info[256] = {
#include "decoder/tables/vop1.def"
};
static const struct row_info vop2_info[64] = {
#include "decoder/tables/vop2.def"
};
static const struct row_info vopc_info[256] = {
#include "decoder/tables/vopc.def"
};
static const struct row_info vop3_info[1024] = {
#include "decoder/tables/vop3.def"
};
#undef OP

/* Operand classes LLVM refuses, per opcode (a .def column): bit 4 *
 * position + class, positions src0, src1, src2, SGPR vdst, classes below. */
#define OP DENY
static const uint16_t vop1_deny[256] = {
#include "decoder/tables/vop1.def"
};
static const uint16_t vop2_deny[64] = {
#include "decoder/tables/vop2.def"
};
static const uint16_t vopc_deny[256] = {
#include "decoder/tables/vopc.def"
};
static const uint16_t vop3_deny[1024] = {
#include "decoder/tables/vop3.def"
};
#undef OP

/* The operand classes LLVM decodes with an "Invalid" note, as the deny
 * masks, and the register class each position's note names. */
struct note_row {
	uint16_t mask;
	const char *cls[4];
};
#define OP NOTES
static const struct note_row vop1_note[256] = {
#include "decoder/tables/vop1.def"
};
static const struct note_row vop2_note[64] = {
#include "decoder/tables/vop2.def"
};
static const struct note_row vopc_note[256] = {
#include "decoder/tables/vopc.def"
};
static const struct note_row vop3_note[1024] = {
#include "decoder/tables/vop3.def"
};
#undef OP

enum { CLS_SCALAR, CLS_VGPR, CLS_CONST, CLS_LDS, CLS_SPECIAL };

/* The class of an operand code, as a table built at compile time; null,
 * src_*_base/limit, src_vccz, src_execz and src_scc are named without a
 * note in every class. */
#define CLS_OF(r) \
	((r) == AGC_REG_NULL || ((r) >= 235 && (r) <= 239) || ((r) >= 251 && (r) <= 253) \
		 ? CLS_SPECIAL \
	 : (r) >= AGC_REG_VGPR0 ? CLS_VGPR \
	 : (r) == AGC_REG_LDS_DIRECT ? CLS_LDS \
	 : ((r) >= AGC_REG_INT0 && (r) <= 208) || ((r) >= 240 && (r) <= 248) || \
		   (r) == AGC_REG_LITERAL \
		 ? CLS_CONST \
		 : CLS_SCALAR)
#define CLS4(r) CLS_OF(r), CLS_OF((r) + 1), CLS_OF((r) + 2), CLS_OF((r) + 3)
#define CLS16(r) CLS4(r), CLS4((r) + 4), CLS4((r) + 8), CLS4((r) + 12)
#define CLS64(r) CLS16(r), CLS16((r) + 16), CLS16((r) + 32), CLS16((r) + 48)
#define CLS256(r) CLS64(r), CLS64((r) + 64), CLS64((r) + 128), CLS64((r) + 192)

static const uint8_t class_of[512] = {CLS256(0), CLS256(256)};

const char *
agc_valu_note(const struct agc_inst *in, unsigned pos, unsigned reg)
{
	const struct note_row *row;

	switch (in->enc) {
	case AGC_ENC_VOP1: row = &vop1_note[in->op & 0xff]; break;
	case AGC_ENC_VOP2: row = &vop2_note[in->op & 0x3f]; break;
	case AGC_ENC_VOPC: row = &vopc_note[in->op & 0xff]; break;
	case AGC_ENC_VOP3: row = &vop3_note[in->op & 0x3ff]; break;
	default: return NULL;
	}
	unsigned c = class_of[reg & 0x1ff];
	const char *cls = row->cls[pos & 3];
	/* A lane mask that takes no exec (SReg_1_XEXEC). */
	if (pos == 2 && (reg == AGC_REG_EXEC_LO || reg == AGC_REG_EXEC_HI) && cls[0] &&
	    strstr(cls, "_XEXEC"))
		return cls;
	if (c == CLS_SPECIAL || reg > 511 || !((row->mask >> (4 * pos + c)) & 1))
		return NULL;
	return c == CLS_CONST ? "" : cls;
}

/* Field values of the current word, already as operand codes (a VGPR
 * field as AGC_REG_VGPR0 + n), indexed by enum agc_field.  Only the
 * fields the VALU tables name are set. */
enum { NFIELD = AGC_F_SRC2_SGPR + 1 };

static int
check_deny(struct agc_inst *in, const uint32_t *w, size_t nw, const unsigned *field,
	   unsigned deny, struct agc_diag *d)
{
	unsigned c0 = class_of[field[AGC_F_SRC0]], c1 = class_of[field[AGC_F_SRC1]];
	unsigned c2 = class_of[field[AGC_F_SRC2]], c3 = class_of[field[AGC_F_VDST_SGPR] & 0x1ff];
	unsigned bad = ((deny >> c0) & (c0 < CLS_SPECIAL)) |
		       ((deny >> (4 + c1)) & (c1 < CLS_SPECIAL)) |
		       ((deny >> (8 + c2)) & (c2 < CLS_SPECIAL)) |
		       ((deny >> (12 + c3)) & (c3 < CLS_SPECIAL));

	if (bad & 1)
		return agc_decode_error(d, in, w, nw, "an operand of %s is of a class it does not take",
					in->info->name);
	return 0;
}

/* The checks and alignment of an operand that is not a single register
 * or inline constant: literals, tuples, codes LLVM refuses. */
AGC_COLD int
slow_operand(struct agc_inst *in, const uint32_t *w, size_t nw, unsigned litword,
	     struct agc_operand *o, struct agc_diag *d)
{
	unsigned r = o->reg, n = o->dwords;

	if (r >= AGC_REG_VGPR0) {
		if (r + n > AGC_REG_VGPR0 + 256)
			goto bad_tuple;
	} else if (r == AGC_REG_LITERAL) {
		if (nw <= litword)
			return agc_decode_error(d, in, w, nw, "truncated: literal past the end");
		o->literal = w[litword];
		in->size = (uint8_t)(4 * (litword + 1));
	} else if ((r > 208 && r < 235) || r == 249 || r == 250) {
		return agc_decode_error(d, in, w, nw, "operand code %u is not valid here", r);
	} else if (n >= 2) {
		if (r == AGC_REG_VCC_HI || r == AGC_REG_M0 || r == AGC_REG_EXEC_HI ||
		    r == AGC_REG_LDS_DIRECT)
			goto bad_tuple;
		if (r < AGC_REG_M0)
			o->reg = (uint16_t)agc_sreg_align(in, r, n);
	}
	return 0;
bad_tuple:
	return agc_decode_error(d, in, w, nw, "no %u-register tuple starts at operand code %u", n,
				r);
}

/* Operand codes that leave the short path even as one register:
 * literals and codes LLVM refuses in a VALU source, built at compile
 * time. */
#define SLOW_OF(r) ((r) == AGC_REG_LITERAL || ((r) > 208 && (r) < 235) || (r) == 249 || (r) == 250)
#define SLOW4(r) SLOW_OF(r), SLOW_OF((r) + 1), SLOW_OF((r) + 2), SLOW_OF((r) + 3)
#define SLOW16(r) SLOW4(r), SLOW4((r) + 4), SLOW4((r) + 8), SLOW4((r) + 12)
#define SLOW64(r) SLOW16(r), SLOW16((r) + 16), SLOW16((r) + 32), SLOW16((r) + 48)
static const uint8_t slow_code[512] = {SLOW64(0), SLOW64(64), SLOW64(128), SLOW64(192)};

/* One operand from descriptor desc into *out; returns 0 or -1. */
AGC_HOT int
operand(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, const unsigned *field,
	unsigned litword, uint16_t desc, struct agc_operand *out, struct agc_diag *d)
{
	unsigned r = field[AGC_D_FIELD(desc)], n = AGC_D_DWORDS(desc);

	n = n == AGC_LANEMASK ? 1u + wave64 : n;
	if ((n != 1) | slow_code[r & 0x1ff]) {
		struct agc_operand o = {(uint16_t)r, (uint8_t)n, 0, 0};
		if (slow_operand(in, w, nw, litword, &o, d) < 0)
			return -1;
		*out = o;
		return 0;
	}
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	/* reg, dwords 1, mods and literal 0 as one 8-byte store. */
	uint64_t v = r | 1u << 16;
	memcpy(out, &v, sizeof(v));
#else
	*out = agc_opnd(r, 1);
#endif
	return 0;
}
_Static_assert(sizeof(struct agc_operand) == 8 && offsetof(struct agc_operand, reg) == 0 &&
		       offsetof(struct agc_operand, dwords) == 2 &&
		       offsetof(struct agc_operand, mods) == 3 &&
		       offsetof(struct agc_operand, literal) == 4,
	       "struct agc_operand is {reg, dwords, mods, literal} in 8 bytes");

/* The operands of a row: its definitions first, then its uses.  The
 * descriptors live in locals: a store to the record may alias them.
 * Returns 0 or -1. */
AGC_HOT int
operands(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, const unsigned *field,
	 unsigned litword, const struct row_info *ri, struct agc_diag *d)
{
	uint16_t opnd[6];
	unsigned nop = ri->nop, ndef = ri->ndef, i;

	/* vdst, then sources from src0 on: straight from the fields unless a
	 * source is a literal or a code that needs its checks */
	if (ri->plain) {
		unsigned s0 = field[AGC_F_SRC0], s1 = field[AGC_F_SRC1], s2 = field[AGC_F_SRC2];
		unsigned slow = slow_code[s0 & 0x1ff] | (nop > 2 ? slow_code[s1 & 0x1ff] : 0) |
				(nop > 3 ? slow_code[s2 & 0x1ff] : 0);
		if (!slow) {
			in->ndef = 1;
			in->nuse = (uint8_t)(nop - 1);
			in->def[0] = agc_opnd(field[AGC_F_VDST], 1);
			in->use[0] = agc_opnd(s0, 1);
			if (nop > 2)
				in->use[1] = agc_opnd(s1, 1);
			if (nop > 3)
				in->use[2] = agc_opnd(s2, 1);
			return 0;
		}
	}
	memcpy(opnd, in->info->opnd, sizeof(opnd));
	in->ndef = (uint8_t)ndef;
	in->nuse = (uint8_t)(nop - ndef);
	for (i = 0; i < ndef; i++)
		if (operand(in, w, nw, wave64, field, litword, opnd[i], &in->def[i], d) < 0)
			return -1;
	for (; i < nop; i++)
		if (operand(in, w, nw, wave64, field, litword, opnd[i], &in->use[i - ndef], d) < 0)
			return -1;
	return 0;
}

static int
lookup(struct agc_inst *in, const struct agc_opcode *table, unsigned op, const uint32_t *w,
       size_t nw, struct agc_diag *d)
{
	in->op = (uint16_t)op;
	in->info = &table[op];
	if (!in->info->name)
		return agc_decode_error(d, in, w, nw, "opcode %u is not a gfx1030 vector ALU "
					"instruction of this encoding", op);
	return 0;
}

/* The _e32 forms; ri is the row's operand summary. */
AGC_HOT int
e32(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64, unsigned vdst,
    unsigned vsrc1, unsigned deny, const struct row_info *ri, struct agc_diag *d)
{
	unsigned src0 = w[0] & 0x1ff;
	unsigned field[NFIELD];

	if ((src0 - 249u < 2u) | (src0 - 233u < 2u))
		return agc_decode_vop_ext(in, w, nw, wave64, d);
	in->form = AGC_FORM_E32;
	in->size = 4;
	field[AGC_F_X] = 0;
	field[AGC_F_VDST] = AGC_REG_VGPR0 + vdst;
	field[AGC_F_VDST_SGPR] = vdst;
	field[AGC_F_SRC0] = src0;
	field[AGC_F_SRC1] = AGC_REG_VGPR0 + vsrc1;
	field[AGC_F_VCC] = AGC_REG_VCC_LO;
	field[AGC_F_KIMM] = AGC_REG_LITERAL;
	field[AGC_F_SRC2] = AGC_REG_VGPR0;
	if (deny && check_deny(in, w, nw, field, deny, d) < 0)
		return -1;
	return operands(in, w, nw, wave64, field, 1, ri, d);
}

int
agc_decode_vop1(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	if (lookup(in, vop1_ops, (w[0] >> 9) & 0xff, w, nw, d) < 0)
		return -1;
	/* v_nop and the like: LLVM ignores src0 but wants vdst zero. */
	if (!in->info->opnd[0] && ((w[0] >> 17) & 0xff))
		return agc_decode_error(d, in, w, nw, "%s with a non-zero vdst field",
					in->info->name);
	return e32(in, w, nw, wave64, (w[0] >> 17) & 0xff, 0, vop1_deny[in->op], &vop1_info[in->op], d);
}

int
agc_decode_vop2(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	if (lookup(in, vop2_ops, (w[0] >> 25) & 0x3f, w, nw, d) < 0)
		return -1;
	/* v_illegal: LLVM wants every field zero. */
	if (!in->info->opnd[0] && (w[0] & 0x1ffffff))
		return agc_decode_error(d, in, w, nw, "%s with non-zero fields", in->info->name);
	return e32(in, w, nw, wave64, (w[0] >> 17) & 0xff, (w[0] >> 9) & 0xff,
		   vop2_deny[in->op], &vop2_info[in->op], d);
}

int
agc_decode_vopc(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	if (lookup(in, vopc_ops, (w[0] >> 17) & 0xff, w, nw, d) < 0)
		return -1;
	return e32(in, w, nw, wave64, 0, (w[0] >> 9) & 0xff, vopc_deny[in->op], &vopc_info[in->op], d);
}

int
agc_decode_vop3(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	unsigned field[NFIELD];

	/* The interpolation opcodes have no row here. */
	if (!vop3_ops[(w[0] >> 16) & 0x3ff].name && agc_vop3_interp_op((w[0] >> 16) & 0x3ff))
		return agc_decode_vop3_interp(in, w, nw, wave64, d);
	if (lookup(in, vop3_ops, (w[0] >> 16) & 0x3ff, w, nw, d) < 0)
		return -1;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated: VOP3 needs 2 dwords");
	if (!in->info->opnd[0] && (w[0] & 0xff))
		return agc_decode_error(d, in, w, nw, "%s with a non-zero vdst field",
					in->info->name);
	in->form = in->info->cls == AGC_CLS_SUFFIX ? AGC_FORM_E64 : AGC_FORM_PLAIN;
	in->size = 8;
	field[AGC_F_X] = 0;
	field[AGC_F_VDST] = AGC_REG_VGPR0 + (w[0] & 0xff);
	field[AGC_F_VDST_SGPR] = w[0] & 0xff;
	field[AGC_F_SDST3] = (w[0] >> 8) & 0x7f;
	field[AGC_F_SRC0] = w[1] & 0x1ff;
	field[AGC_F_SRC1] = (w[1] >> 9) & 0x1ff;
	field[AGC_F_SRC2] = (w[1] >> 18) & 0x1ff;
	field[AGC_F_SRC2_SGPR] = field[AGC_F_SRC2];
	field[AGC_F_VCC] = AGC_REG_VCC_LO;
	field[AGC_F_KIMM] = AGC_REG_LITERAL;
	unsigned deny = vop3_deny[in->op];
	if (deny && check_deny(in, w, nw, field, deny, d) < 0)
		return -1;
	if (operands(in, w, nw, wave64, field, 2, &vop3_info[in->op], d) < 0)
		return -1;
	unsigned used = vop3_info[in->op].used;
	bool has_sdst = used & (1 << AGC_F_SDST3);
	if (used & (1 << AGC_F_SRC2_SGPR))
		used |= 1 << AGC_F_SRC2;
	/* LLVM refuses a source field the instruction does not have unless
	 * it is zero. */
	unsigned nonzero = (field[AGC_F_SRC0] != 0) | (field[AGC_F_SRC1] != 0) << 1 |
			   (field[AGC_F_SRC2] != 0) << 2;
	if (nonzero & ~(used >> AGC_F_SRC0))
		return agc_decode_error(d, in, w, nw, "an unused source field is not zero");

	uint32_t fl = in->info->flags;
	unsigned abs = has_sdst ? 0 : (w[0] >> 8) & 7;
	unsigned opsel = has_sdst ? 0 : (w[0] >> 11) & 15;
	unsigned clamp = (w[0] >> 15) & 1, omod = (w[1] >> 27) & 3, neg = w[1] >> 29;
	if ((clamp & M_FIELD(fl, 1, 1)) | ((omod != 0) & M_FIELD(fl, 3, 1)) |
	    (neg & M_FIELD(fl, 7, 3)) | (abs & M_FIELD(fl, 16, 3)) | (opsel & M_FIELD(fl, 23, 4)))
		return agc_decode_error(d, in, w, nw, "modifier not allowed on %s",
					in->info->name);
	in->clamp = (fl & M_CLAMP_P) ? (uint8_t)clamp : 0;
	in->omod = (fl & M_OMOD_P) ? (uint8_t)omod : 0;
	in->opsel = (uint8_t)(opsel & M_FIELD(fl, 19, 4));
	in->neg = (uint8_t)(neg & M_FIELD(fl, 4, 3));
	in->abs = (uint8_t)(abs & M_FIELD(fl, 13, 3));
	return 0;
}
