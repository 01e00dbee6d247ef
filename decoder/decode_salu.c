/*
 * decode_salu.c -- the scalar encodings: SOP1, SOP2, SOPK, SOPC, SOPP and
 * SMEM.  Each opcode's row (tables/<enc>.def) lists its operands in the
 * order LLVM prints them; decoding reads each listed field.
 *
 *   BE8A0414  ->  s_mov_b64: def s[10:11], use s[20:21]
 *   BF82FFFE  ->  s_branch, simm16 0xfffe, target = pc + 4 - 8
 */
#include <string.h>

#include "decoder/internal.h"

#define X 0
#define D(f, n, k) AGC_D(f, n, k)
#define DEF(f, n, k) AGC_DEF(f, n, k)
#define R(f, n, k) AGC_REGONLY(f, n, k)
#define ROW(e, num, nm, fl, c, a, b, cc, dd, ee, ff) \
	[num] = {.name = nm, .op = num, .enc = AGC_ENC_##e, .flow = AGC_FLOW_##fl, \
		 .cls = AGC_CLS_##c, .opnd = {a, b, cc, dd, ee, ff}},

/* The rows whose operands are sdst, ssrc0[, ssrc1] or ssrc0, ssrc1, one
 * register each: scalar_operands() fills those from the fields without
 * reading the descriptors. */
enum { SHAPE_ANY, SHAPE_S01, SHAPE_D0, SHAPE_D01 };
#define SHAPE(e, num, nm, fl, c, a, b, cc, dd, ee, ff) \
	[num] = (dd) || (ee) || (ff) ? SHAPE_ANY \
		: AGC_D_ONE(a, SDST) && AGC_D_IS_DEF(a) && AGC_D_ONE(b, SSRC0) && !(cc) ? SHAPE_D0 \
		: AGC_D_ONE(a, SDST) && AGC_D_IS_DEF(a) && AGC_D_ONE(b, SSRC0) && AGC_D_ONE(cc, SSRC1) && \
			  !AGC_D_IS_DEF(cc) ? SHAPE_D01 \
		: AGC_D_ONE(a, SSRC0) && !AGC_D_IS_DEF(a) && AGC_D_ONE(b, SSRC1) && !AGC_D_IS_DEF(b) && !(cc) \
			  ? SHAPE_S01 : SHAPE_ANY,
static const uint8_t sop1_shape[256] = {
#define OP(...) SHAPE(SOP1, __VA_ARGS__)
#include "decoder/tables/sop1.def"
#undef OP
};
static const uint8_t sop2_shape[128] = {
#define OP(...) SHAPE(SOP2, __VA_ARGS__)
#include "decoder/tables/sop2.def"
#undef OP
};
static const uint8_t sopc_shape[128] = {
#define OP(...) SHAPE(SOPC, __VA_ARGS__)
#include "decoder/tables/sopc.def"
#undef OP
};

static const struct agc_opcode sop1_ops[256] = {
#define OP(...) ROW(SOP1, __VA_ARGS__)
#include "decoder/tables/sop1.def"
#undef OP
};
static const struct agc_opcode sop2_ops[128] = {
#define OP(...) ROW(SOP2, __VA_ARGS__)
#include "decoder/tables/sop2.def"
#undef OP
};
static const struct agc_opcode sopk_ops[32] = {
#define OP(...) ROW(SOPK, __VA_ARGS__)
#include "decoder/tables/sopk.def"
#undef OP
};
static const struct agc_opcode sopc_ops[128] = {
#define OP(...) ROW(SOPC, __VA_ARGS__)
#include "decoder/tables/sopc.def"
#undef OP
};
static const struct agc_opcode sopp_ops[128] = {
#define OP(...) ROW(SOPP, __VA_ARGS__)
#include "decoder/tables/sopp.def"
#undef OP
};
static const struct agc_opcode smem_ops[256] = {
#define OP(...) ROW(SMEM, __VA_ARGS__)
#include "decoder/tables/smem.def"
#undef OP
};

/* A scalar register operand of n dwords, aligned as LLVM aligns it. */
static int
sreg(struct agc_inst *in, unsigned code, unsigned n, struct agc_operand *o)
{
	*o = agc_opnd(code, n);
	if (n == 1)
		return 0;
	if (code == AGC_REG_VCC_HI || code == AGC_REG_M0 || code == AGC_REG_EXEC_HI)
		return -1;
	o->reg = (uint16_t)agc_sreg_align(in, code, n);
	if (code < AGC_REG_VCC_LO)
		return o->reg + n <= AGC_REG_VCC_LO ? 0 : -1;
	if (code >= AGC_REG_TTMP0 && code < AGC_REG_M0)
		return o->reg + n <= AGC_REG_M0 ? 0 : -1;
	return 0;
}

static void
add(struct agc_inst *in, uint16_t desc, struct agc_operand o)
{
	if (AGC_D_IS_DEF(desc))
		in->def[in->ndef++] = o;
	else
		in->use[in->nuse++] = o;
}

/* The checks of an operand that is not a single register or inline
 * constant: tuples, literals, codes LLVM refuses. */
static int
slow_operand(struct agc_inst *in, const uint32_t *w, size_t nw, struct agc_operand *o,
	     struct agc_diag *d)
{
	unsigned code = o->reg, n = o->dwords;

	if (sreg(in, code, n, o) < 0)
		return agc_decode_error(d, in, w, nw, "no %u-register tuple starts at operand code %u",
					n, code);
	if (code == AGC_REG_LITERAL) {
		if (nw < 2)
			return agc_decode_error(d, in, w, nw, "truncated: literal past the end");
		o->literal = w[1];
		in->size = 8;
	} else if ((code > 208 && code < 235) || code == 249 || code == 250 ||
		   (n >= 2 && code == AGC_REG_LDS_DIRECT)) {
		return agc_decode_error(d, in, w, nw, "operand code %u is not valid here", code);
	}
	return 0;
}

/* A source code that needs slow_operand() even as one register. */
static inline bool
odd_code(unsigned code)
{
	return (code == AGC_REG_LITERAL) | (code - 209u < 26u) | (code - 249u < 2u);
}

/* Fill operands from the fields the row names (its shape when it has
 * one); sets in->size. */
static int
scalar_operands(struct agc_inst *in, const uint32_t *w, size_t nw, unsigned shape,
		struct agc_diag *d)
{
	uint16_t opnd[6];
	unsigned field[AGC_F_LIT + 1], ndef = 0, nuse = 0;

	in->size = 4;
	if (shape != SHAPE_ANY) {
		unsigned s0 = w[0] & 0xff, s1 = (w[0] >> 8) & 0xff;
		if (!odd_code(s0) && (shape == SHAPE_D0 || !odd_code(s1))) {
			struct agc_operand *u = in->use;
			if (shape != SHAPE_S01) {
				in->def[0] = agc_opnd((w[0] >> 16) & 0x7f, 1);
				in->ndef = 1;
			}
			u[0] = agc_opnd(s0, 1);
			if (shape != SHAPE_D0)
				u[1] = agc_opnd(s1, 1);
			in->nuse = shape == SHAPE_D0 ? 1 : 2;
			return 0;
		}
	}
	memcpy(opnd, in->info->opnd, sizeof(opnd));

	field[AGC_F_SDST] = (w[0] >> 16) & 0x7f;
	field[AGC_F_SSRC0] = w[0] & 0xff;
	field[AGC_F_SSRC1] = (w[0] >> 8) & 0xff;
	field[AGC_F_LIT] = AGC_REG_LITERAL;
	in->size = 4;
	for (int i = 0; i < 6 && opnd[i]; i++) {
		uint16_t desc = opnd[i];
		unsigned f = AGC_D_FIELD(desc);
		if (f > AGC_F_LIT || f == AGC_F_SIMM)
			continue;
		unsigned code = field[f], n = AGC_D_DWORDS(desc);
		struct agc_operand *out = AGC_D_IS_DEF(desc) ? &in->def[ndef++] : &in->use[nuse++];
		bool plain = (n == 1) & (code != AGC_REG_LITERAL) & (code - 209u >= 26u) &
			     (code - 249u >= 2u);
		if (!plain) {
			struct agc_operand o = {(uint16_t)code, (uint8_t)n, 0, 0};
			if (slow_operand(in, w, nw, &o, d) < 0)
				return -1;
			*out = o;
			continue;
		}
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
		/* reg, dwords 1, mods and literal 0 as one 8-byte store. */
		uint64_t v = code | 1u << 16;
		memcpy(out, &v, sizeof(v));
#else
		*out = agc_opnd(code, 1);
#endif
	}
	in->ndef = (uint8_t)ndef;
	in->nuse = (uint8_t)nuse;
	return 0;
}

static int
lookup(struct agc_inst *in, const struct agc_opcode *table, unsigned op, const uint32_t *w,
       size_t nw, struct agc_diag *d)
{
	in->op = (uint16_t)op;
	in->info = &table[op];
	if (!in->info->name)
		return agc_decode_error(d, in, w, nw, "opcode %u is not a gfx1030 %s", op,
					in->enc == AGC_ENC_SMEM ? "SMEM" : "scalar instruction");
	in->flow = in->info->flow;
	in->form = AGC_FORM_PLAIN;
	return 0;
}

int
agc_decode_sop1(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (lookup(in, sop1_ops, (w[0] >> 8) & 0xff, w, nw, d) < 0)
		return -1;
	if (scalar_operands(in, w, nw, sop1_shape[in->op], d) < 0)
		return -1;
	/* s_swappc_b64 that discards the return address is a plain jump. */
	if (in->flow == AGC_FLOW_CALL && in->ndef && in->def[0].reg == AGC_REG_NULL)
		in->flow = AGC_FLOW_INDIRECT;
	return 0;
}

int
agc_decode_sop2(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (lookup(in, sop2_ops, (w[0] >> 23) & 0x7f, w, nw, d) < 0)
		return -1;
	return scalar_operands(in, w, nw, sop2_shape[in->op], d);
}

int
agc_decode_sopc(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (lookup(in, sopc_ops, (w[0] >> 16) & 0x7f, w, nw, d) < 0)
		return -1;
	return scalar_operands(in, w, nw, sopc_shape[in->op], d);
}

static void
set_target(struct agc_inst *in)
{
	in->target = (int64_t)in->pc + 4 + (int64_t)(int16_t)in->simm16 * 4;
}

int
agc_decode_sopk(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (lookup(in, sopk_ops, (w[0] >> 23) & 0x1f, w, nw, d) < 0)
		return -1;
	in->simm16 = (uint16_t)w[0];
	if (in->info->cls == AGC_CLS_LABEL)
		set_target(in);
	return scalar_operands(in, w, nw, SHAPE_ANY, d);
}

int
agc_decode_sopp(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (lookup(in, sopp_ops, (w[0] >> 16) & 0x7f, w, nw, d) < 0)
		return -1;
	in->simm16 = (uint16_t)w[0];
	in->size = 4;
	if (in->info->cls == AGC_CLS_NOIMM && in->simm16)
		return agc_decode_error(d, in, w, nw, "%s takes no immediate", in->info->name);
	if (in->info->cls == AGC_CLS_LABEL)
		set_target(in);
	return 0;
}

int
agc_decode_smem(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		struct agc_diag *d)
{
	(void)wave64;
	if (lookup(in, smem_ops, (w[0] >> 18) & 0xff, w, nw, d) < 0)
		return -1;
	if (nw < 2)
		return agc_decode_error(d, in, w, nw, "truncated: SMEM needs 2 dwords");
	in->size = 8;
	in->glc = (w[0] >> 16) & 1;
	in->dlc = (w[0] >> 14) & 1;
	in->offset = (int32_t)(w[1] << 11) >> 11;
	for (int i = 0; i < 6 && in->info->opnd[i]; i++) {
		uint16_t desc = in->info->opnd[i];
		unsigned n = AGC_D_DWORDS(desc);
		struct agc_operand o;
		switch (AGC_D_FIELD(desc)) {
		case AGC_F_SDATA:
			if (sreg(in, (w[0] >> 6) & 0x7f, n, &o) < 0)
				return agc_decode_error(d, in, w, nw, "sdata past s105");
			break;
		case AGC_F_SBASE:
			if (sreg(in, (w[0] & 0x3f) << 1, n, &o) < 0)
				return agc_decode_error(d, in, w, nw, "sbase past s105");
			break;
		case AGC_F_OFFSET:
			o = agc_opnd(w[1] >> 25, 1);
			break;
		default:
			continue;
		}
		add(in, desc, o);
	}
	return 0;
}
