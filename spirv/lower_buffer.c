/*
 * lower_buffer.c -- MUBUF/MTBUF instructions and s_buffer_load_dword*
 * through the buffer descriptor (V#) the shader holds in four SGPRs, read
 * at run time:
 *
 *   buffer_load_dword v1, v2, s[8:11], s4 offen offset:16
 *     per slot k: if (active_k) {
 *       index = add_tid ? lane : 0;  offset = v2_k + 16
 *       v1_k = in_range(index, offset, 4) ? *(base + s4 + index * stride + offset) : 0
 *     }
 *
 * V# (gfx10): dword0 base[31:0]; dword1 base[47:32] (15:0), stride (29:16),
 * swizzle enable (31); dword2 num_records; dword3 dst_sel x, y, z, w
 * (3 bits each from bit 0), format (18:12), index_stride (22:21),
 * add_tid_enable (23), oob_select (29:28).  The address is base + soffset +
 * index * stride + offset, where index = (idxen ? VGPR index : 0) +
 * (add_tid ? lane : 0) and offset = (offen ? VGPR offset : 0) + the
 * instruction's offset.  A swizzled buffer (swizzle enable) interleaves
 * the records of index_stride (8 << field) consecutive indices by
 * elements of 4 bytes (the element size is fixed at 4 from gfx9 on):
 *   base + soffset + ((index / is) * stride + (offset / 4) * 4) * is
 *        + (index % is) * 4 + offset % 4
 * each dword of a multi-dword access (and each component of a format
 * access) addressed from its own offset; a 64-bit atomic from its first
 * dword.  The range check follows oob_select (soffset is not part of it;
 * the same for swizzled buffers):
 *   0  index >= num_records || offset + size > stride
 *   1  index >= num_records
 *   2  num_records == 0
 *   3  index * stride + offset + size > num_records   (raw buffers)
 * Dword loads and stores check each dword, format accesses and atomics the
 * whole element.  Out of range, a load returns 0 (1 for a component whose
 * dst_sel is "one") and a store or atomic is dropped.  s_buffer_load_dword*
 * of a swizzled V# is a limit of ours: it reads 0.
 *
 * Formats (V# for buffer_*_format_*, the instruction's for tbuffer_*): the
 * gfx10 unified formats with 1, 2, 3 or 4 components of 8, 16 or 32 bits,
 * as unorm, snorm, uscaled, sscaled, uint, sint or float (16 and 32 bit),
 * and the packed ones, one dword per element whose fields the name lists
 * from the most significant down (Mesa gives R11G11B10_FLOAT, R in bits
 * 10:0, the format 10_11_11 and R10G10B10A2 2_10_10_10):
 *   10_11_11  x 10:0, y 21:11, z 31:22     11_11_10  x 9:0, y 20:10, z 31:21
 *   10_10_10_2  x 1:0, y 11:2, z 21:12, w 31:22
 *   2_10_10_10  x 9:0, y 19:10, z 29:20, w 31:30
 * (10_11_11 and 11_11_10 also as float: unsigned, 5-bit exponent biased
 * by 15 and a 6- or 5-bit mantissa, like the top of a half float; stored
 * rounded to nearest even, negative and -0 as 0, past the largest finite
 * value as infinity, NaN as NaN).  A store writes the components the
 * instruction has (x, xy, ...), leaving the other fields of a packed
 * dword as they were.  An invalid format reads 0 and writes nothing.
 */
#include <string.h>

#include "spirv/lower.h"


static uint32_t
to64(struct agc_lower *l, uint32_t v)
{
	return agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1, v);
}

struct vdesc {
	uint32_t base;              /* uint64 */
	uint32_t stride, nrec, d3;  /* uint */
	uint32_t oob;               /* uint 0..3 */
	uint32_t swizzled, add_tid; /* bool */
	uint32_t istride_log2;      /* uint: log2 of the swizzle's index stride */
};

static void
read_vdesc(struct agc_lower *l, unsigned reg, struct vdesc *v)
{
	struct agc_spv_module *m = l->m;
	uint32_t d0 = agc_lw_read_sreg(l, reg), d1 = agc_lw_read_sreg(l, reg + 1);
	uint32_t hi = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, d1, agc_lw_u32(l, 0xffff));
	v->base = agc_lw_bitcast(l, l->t_u64, agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, d0, hi));
	v->stride = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, d1, agc_lw_u32(l, 16), agc_lw_u32(l, 14));
	v->swizzled = agc_lw_op2(l, SpvOpINotEqual, l->t_bool, agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, d1, agc_lw_u32(l, 1u << 31)),
			  agc_lw_u32(l, 0));
	v->nrec = agc_lw_read_sreg(l, reg + 2);
	v->d3 = agc_lw_read_sreg(l, reg + 3);
	v->oob = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, v->d3, agc_lw_u32(l, 28), agc_lw_u32(l, 2));
	v->add_tid = agc_lw_op2(l, SpvOpINotEqual, l->t_bool,
			 agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, v->d3, agc_lw_u32(l, 1u << 23)), agc_lw_u32(l, 0));
	v->istride_log2 = agc_lw_op2(l, SpvOpIAdd, l->t_u32, agc_lw_u32(l, 3),
			      agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, v->d3, agc_lw_u32(l, 21), agc_lw_u32(l, 2)));
}

/* bool: `size` bytes (uint) at (index, offset) pass the range check */
static uint32_t
in_range(struct agc_lower *l, const struct vdesc *v, uint32_t index, uint32_t offset, uint32_t size)
{
	uint32_t t = l->t_bool;
	uint32_t end = agc_lw_op2(l, SpvOpIAdd, l->t_u64, to64(l, offset), to64(l, size));
	uint32_t c_idx = agc_lw_op2(l, SpvOpULessThan, t, index, v->nrec);
	uint32_t c_str = agc_lw_op2(l, SpvOpULessThanEqual, t, end, to64(l, v->stride));
	uint32_t c0 = agc_lw_op2(l, SpvOpLogicalAnd, t, c_idx, c_str);
	uint32_t c2 = agc_lw_op2(l, SpvOpINotEqual, t, v->nrec, agc_lw_u32(l, 0));
	uint32_t raw = agc_lw_op2(l, SpvOpIAdd, l->t_u64,
			   agc_lw_op2(l, SpvOpIMul, l->t_u64, to64(l, index), to64(l, v->stride)), end);
	uint32_t c3 = agc_lw_op2(l, SpvOpULessThanEqual, t, raw, to64(l, v->nrec));
	return agc_lw_select(l, t, agc_lw_op2(l, SpvOpIEqual, t, v->oob, agc_lw_u32(l, 0)), c0,
		   agc_lw_select(l, t, agc_lw_op2(l, SpvOpIEqual, t, v->oob, agc_lw_u32(l, 1)), c_idx,
		       agc_lw_select(l, t, agc_lw_op2(l, SpvOpIEqual, t, v->oob, agc_lw_u32(l, 2)), c2, c3)));
}

/* guest address (uint64) of byte `offset` of record `index` */
static uint32_t
address(struct agc_lower *l, const struct vdesc *v, uint32_t soff, uint32_t index, uint32_t offset)
{
	uint32_t t = l->t_u64;
	uint32_t a = agc_lw_op2(l, SpvOpIAdd, t, v->base, to64(l, soff));
	uint32_t lin = agc_lw_op2(l, SpvOpIAdd, t, agc_lw_op2(l, SpvOpIMul, t, to64(l, index), to64(l, v->stride)),
			   to64(l, offset));
	/* swizzled: records of index_stride indices interleaved by 4-byte elements */
	uint32_t imsb = agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, index, v->istride_log2);
	uint32_t ilsb = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, index,
			    agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, agc_lw_u32(l, 1), v->istride_log2),
				agc_lw_u32(l, 1)));
	uint32_t row = agc_lw_op2(l, SpvOpIAdd, t, agc_lw_op2(l, SpvOpIMul, t, to64(l, imsb), to64(l, v->stride)),
			   to64(l, agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, offset, agc_lw_u32(l, ~3u))));
	uint32_t swz = agc_lw_op2(l, SpvOpIAdd, t, agc_lw_op2(l, SpvOpShiftLeftLogical, t, row, v->istride_log2),
			   to64(l, agc_lw_op2(l, SpvOpIAdd, l->t_u32, agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, ilsb, agc_lw_u32(l, 2)),
				       agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, offset, agc_lw_u32(l, 3)))));
	return agc_lw_op2(l, SpvOpIAdd, t, a, agc_lw_select(l, t, v->swizzled, swz, lin));
}

/* ---- formats ---- */

/* Packed layouts (1..4): the bit offset and width of component c, one
 * byte per layout in fmt_packed_off[c] / fmt_packed_bits[c]. */
enum { PK_10_11_11 = 1, PK_11_11_10, PK_10_10_10_2, PK_2_10_10_10 };
#define PK4(a, b, c, d) ((uint32_t)(a) | (uint32_t)(b) << 8 | (uint32_t)(c) << 16 | (uint32_t)(d) << 24)
static const uint32_t fmt_packed_off[4] = {
	PK4(0, 0, 0, 0), PK4(11, 10, 2, 10), PK4(22, 21, 12, 20), PK4(0, 0, 22, 30),
};
static const uint32_t fmt_packed_bits[4] = {
	PK4(11, 10, 2, 10), PK4(11, 11, 10, 10), PK4(10, 11, 10, 10), PK4(0, 0, 10, 2),
};

/* Ranges of the gfx10 unified format numbers with one layout each: the
 * first number's numeric format is nfmt0, the next ones count up
 * (0 unorm, 1 snorm, 2 uscaled, 3 sscaled, 4 uint, 5 sint, 6 float);
 * packed: the PK_* layout, 0 for components of `bits` bits each. */
static const struct {
	uint8_t first, last, bits, ncomp, nfmt0, packed;
} fmt_ranges[] = {
	{1, 6, 8, 1, 0, 0},    {7, 13, 16, 1, 0, 0},  {14, 19, 8, 2, 0, 0},  {20, 22, 32, 1, 4, 0},
	{23, 29, 16, 2, 0, 0}, {56, 61, 8, 4, 0, 0},  {62, 64, 32, 2, 4, 0}, {65, 71, 16, 4, 0, 0},
	{72, 74, 32, 3, 4, 0}, {75, 77, 32, 4, 4, 0},
	{30, 36, 32, 3, 0, PK_10_11_11},   {37, 43, 32, 3, 0, PK_11_11_10},
	{44, 49, 32, 4, 0, PK_10_10_10_2}, {50, 55, 32, 4, 0, PK_2_10_10_10},
};

enum { NF_UNORM, NF_SNORM, NF_USCALED, NF_SSCALED, NF_UINT, NF_SINT, NF_FLOAT };

struct fmt {
	uint32_t bits, ncomp, nfmt; /* uint; bits 0: unsupported; a component's width */
	uint32_t packed;            /* uint: PK_* or 0 */
};

static void
decode_format(struct agc_lower *l, uint32_t f, struct fmt *r)
{
	uint32_t info = agc_lw_u32(l, 0);
	for (size_t i = 0; i < sizeof(fmt_ranges) / sizeof(fmt_ranges[0]); i++) {
		uint32_t d = agc_lw_op2(l, SpvOpISub, l->t_u32, f, agc_lw_u32(l, fmt_ranges[i].first));
		uint32_t in = agc_lw_op2(l, SpvOpULessThan, l->t_bool, d,
				  agc_lw_u32(l, fmt_ranges[i].last - fmt_ranges[i].first + 1u));
		uint32_t v = agc_lw_op2(l, SpvOpIAdd, l->t_u32,
				 agc_lw_u32(l, fmt_ranges[i].bits | fmt_ranges[i].ncomp << 8 |
					      (uint32_t)fmt_ranges[i].nfmt0 << 16 |
					      (uint32_t)fmt_ranges[i].packed << 24),
				 agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, d, agc_lw_u32(l, 16)));
		info = agc_lw_select(l, l->t_u32, in, v, info);
	}
	r->bits = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, info, agc_lw_u32(l, 0xff));
	r->ncomp = agc_spv_op(l->m, SpvOpBitFieldUExtract, l->t_u32, 3, info, agc_lw_u32(l, 8), agc_lw_u32(l, 8));
	r->nfmt = agc_spv_op(l->m, SpvOpBitFieldUExtract, l->t_u32, 3, info, agc_lw_u32(l, 16), agc_lw_u32(l, 8));
	r->packed = agc_spv_op(l->m, SpvOpBitFieldUExtract, l->t_u32, 3, info, agc_lw_u32(l, 24), agc_lw_u32(l, 8));
}

/* Where component c of an element lies: its byte offset from the element
 * (uint), and the bit offset and width (uint) in the dword there; c's
 * fmt (its width as bits) in *fc. */
static void
component(struct agc_lower *l, const struct fmt *f, unsigned c, uint32_t *byte, uint32_t *shift,
	  struct fmt *fc)
{
	struct agc_spv_module *m = l->m;
	uint32_t is_packed = agc_lw_op2(l, SpvOpINotEqual, l->t_bool, f->packed, agc_lw_u32(l, 0));
	uint32_t at = agc_lw_op2(l, SpvOpIMul, l->t_u32,
			  agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, agc_lw_op2(l, SpvOpISub, l->t_u32, f->packed, agc_lw_u32(l, 1)), agc_lw_u32(l, 3)),
			  agc_lw_u32(l, 8));
	uint32_t poff = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, agc_lw_u32(l, fmt_packed_off[c]), at, agc_lw_u32(l, 8));
	uint32_t pbits = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, agc_lw_u32(l, fmt_packed_bits[c]), at, agc_lw_u32(l, 8));
	uint32_t bytes = agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, f->bits, agc_lw_u32(l, 3));
	*byte = agc_lw_select(l, l->t_u32, is_packed, agc_lw_u32(l, 0), agc_lw_op2(l, SpvOpIMul, l->t_u32, bytes, agc_lw_u32(l, c)));
	*shift = agc_lw_select(l, l->t_u32, is_packed, poff, agc_lw_u32(l, 0));
	*fc = *f;
	fc->bits = agc_lw_select(l, l->t_u32, is_packed, pbits, f->bits);
}

static uint32_t
is_nf(struct agc_lower *l, const struct fmt *f, unsigned nf)
{
	return agc_lw_op2(l, SpvOpIEqual, l->t_bool, f->nfmt, agc_lw_u32(l, nf));
}

/* the largest unsigned value of `bits` bits, as uint */
static uint32_t
max_unsigned(struct agc_lower *l, const struct fmt *f)
{
	return agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, agc_lw_u32(l, ~0u),
		   agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_u32(l, 32), f->bits));
}

/* x >> k, 0 when k is 32 or more */
static uint32_t
shr_or_zero(struct agc_lower *l, uint32_t x, uint32_t k)
{
	uint32_t in = agc_lw_op2(l, SpvOpULessThan, l->t_bool, k, agc_lw_u32(l, 32));
	return agc_lw_select(l, l->t_u32, in, agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, x, k),
			     agc_lw_u32(l, 0));
}

/* u / (2^n - 1) for 0 <= u <= 2^n - 1, rounded to nearest, from integer
 * operations alone (a device's OpFDiv may be 2.5 ulp off).  In binary
 * the quotient is 0.uuu... with u's n bits repeating: its significand is
 * u rotated to start at its leading one, repeated, and rounded up when
 * the 25th bit is set (the bits after never are all zero, so no tie):
 *   u = 1, n = 8: rotated 0x80, repeated 0x80808080,
 *   significand 0x808080 + 1, times 2^-31 */
static uint32_t
unorm_quotient(struct agc_lower *l, uint32_t u, uint32_t n, uint32_t max)
{
	struct agc_spv_module *m = l->m;
	uint32_t msb = agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, u);
	uint32_t lz = agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_op2(l, SpvOpISub, l->t_u32, n, agc_lw_u32(l, 1)), msb);
	uint32_t up = agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, u, lz);
	uint32_t down = shr_or_zero(l, u, agc_lw_op2(l, SpvOpISub, l->t_u32, n, lz));
	uint32_t r = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, up, down), max);
	uint32_t x = agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, r,
				agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_u32(l, 32), n));
	for (unsigned i = 1; i <= 16; i *= 2) { /* 32 bits from n >= 1 */
		uint32_t k = agc_lw_op2(l, SpvOpIMul, l->t_u32, n, agc_lw_u32(l, i));
		x = agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, x, shr_or_zero(l, x, k));
	}
	uint32_t sig = agc_lw_op2(l, SpvOpIAdd, l->t_u32,
				  agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, x, agc_lw_u32(l, 8)),
				  agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32,
					     agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, x, agc_lw_u32(l, 7)),
					     agc_lw_u32(l, 1)));
	/* 2^-(24 + lz), a normal float: lz < 16 */
	uint32_t scale = agc_lw_bitcast(l, l->t_f32,
					agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32,
						   agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_u32(l, 127 - 24), lz),
						   agc_lw_u32(l, 23)));
	uint32_t q = agc_lw_op2(l, SpvOpFMul, l->t_f32, agc_spv_op(m, SpvOpConvertUToF, l->t_f32, 1, sig), scale);
	uint32_t zero = agc_lw_op2(l, SpvOpIEqual, l->t_bool, u, agc_lw_u32(l, 0));
	return agc_lw_select(l, l->t_f32, zero, agc_lw_fconst(l, 0.0f), q);
}

/* the register value (bits) of a loaded field: raw zero-extended, sx sign-extended */
static uint32_t
from_format(struct agc_lower *l, const struct fmt *f, uint32_t raw, uint32_t sx)
{
	struct agc_spv_module *m = l->m;
	uint32_t fu = agc_spv_op(m, SpvOpConvertUToF, l->t_f32, 1, raw);
	uint32_t fs = agc_spv_op(m, SpvOpConvertSToF, l->t_f32, 1, agc_lw_bitcast(l, l->t_i32, sx));
	/* unorm u / (2^n - 1); snorm s / (2^(n-1) - 1), at least -1 */
	uint32_t mu = max_unsigned(l, f);
	uint32_t ms = agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, mu, agc_lw_u32(l, 1));
	uint32_t unorm = unorm_quotient(l, raw, f->bits, mu);
	uint32_t neg = agc_lw_op2(l, SpvOpSLessThan, l->t_bool, agc_lw_bitcast(l, l->t_i32, sx),
				  agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, 0)));
	uint32_t mag = agc_lw_select(l, l->t_u32, neg, agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_u32(l, 0), sx), sx);
	uint32_t sq = unorm_quotient(l, mag, agc_lw_op2(l, SpvOpISub, l->t_u32, f->bits, agc_lw_u32(l, 1)), ms);
	sq = agc_lw_select(l, l->t_f32, neg, agc_spv_op(m, SpvOpFNegate, l->t_f32, 1, sq), sq);
	uint32_t past = agc_lw_op2(l, SpvOpUGreaterThan, l->t_bool, mag, ms);
	uint32_t snorm = agc_lw_select(l, l->t_f32, past, agc_lw_fconst(l, -1.0f), sq);
	/* a 10- or 11-bit float is the top of a half float without its sign */
	uint32_t small = agc_lw_op2(l, SpvOpULessThan, l->t_bool, f->bits, agc_lw_u32(l, 16));
	uint32_t hraw = agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, raw,
			    agc_lw_select(l, l->t_u32, small, agc_lw_op2(l, SpvOpISub, l->t_u32, agc_lw_u32(l, 15), f->bits), agc_lw_u32(l, 0)));
	uint32_t pair = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, hraw);
	uint32_t half = agc_spv_op(m, SpvOpCompositeExtract, l->t_f32, 2, pair, 0u);
	uint32_t is32 = agc_lw_op2(l, SpvOpIEqual, l->t_bool, f->bits, agc_lw_u32(l, 32));
	uint32_t fl = agc_lw_select(l, l->t_u32, is32, raw, agc_lw_bitcast(l, l->t_u32, half));
	uint32_t r = fl;
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_SINT), sx, r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_UINT), raw, r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_SSCALED), agc_lw_bitcast(l, l->t_u32, fs), r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_USCALED), agc_lw_bitcast(l, l->t_u32, fu), r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_SNORM), agc_lw_bitcast(l, l->t_u32, snorm), r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_UNORM), agc_lw_bitcast(l, l->t_u32, unorm), r);
	return r;
}

/* f32 bits x as an unsigned float of `bits` (uint, 10 or 11): a 5-bit
 * exponent biased by 15 and bits - 5 mantissa bits, rounded to nearest
 * even; negative and -0 give 0, too large infinity, NaN a quiet NaN. */
static uint32_t
small_float(struct agc_lower *l, uint32_t x, uint32_t bits)
{
	struct agc_spv_module *m = l->m;
	uint32_t t = l->t_u32, b = l->t_bool;
	uint32_t mb = agc_lw_op2(l, SpvOpISub, t, bits, agc_lw_u32(l, 5));      /* mantissa bits */
	uint32_t inf = agc_lw_op2(l, SpvOpShiftLeftLogical, t, agc_lw_u32(l, 31), mb);
	uint32_t nan = agc_lw_op2(l, SpvOpBitwiseOr, t, inf,
			   agc_lw_op2(l, SpvOpShiftLeftLogical, t, agc_lw_u32(l, 1), agc_lw_op2(l, SpvOpISub, t, mb, agc_lw_u32(l, 1))));
	/* normal: rebias the exponent (127 -> 15), then drop 23 - mb bits rounding to even */
	uint32_t s = agc_lw_op2(l, SpvOpISub, t, agc_lw_u32(l, 23), mb);
	uint32_t rebased = agc_lw_op2(l, SpvOpISub, t, x, agc_lw_u32(l, (127u - 15u) << 23));
	uint32_t odd = agc_lw_op2(l, SpvOpBitwiseAnd, t, agc_lw_op2(l, SpvOpShiftRightLogical, t, rebased, s), agc_lw_u32(l, 1));
	uint32_t half = agc_lw_op2(l, SpvOpShiftLeftLogical, t, agc_lw_u32(l, 1), agc_lw_op2(l, SpvOpISub, t, s, agc_lw_u32(l, 1)));
	uint32_t half_m1 = agc_lw_op2(l, SpvOpISub, t, half, agc_lw_u32(l, 1));
	uint32_t norm = agc_lw_op2(l, SpvOpShiftRightLogical, t,
			    agc_lw_op2(l, SpvOpIAdd, t, rebased, agc_lw_op2(l, SpvOpIAdd, t, half_m1, odd)), s);
	norm = agc_lw_ext(l, t, GLSLstd450UMin, 2, norm, inf);
	/* below 2^-14: a denormal, x * 2^(14 + mb) rounded to even (2^mb: the smallest normal) */
	uint32_t xf = agc_lw_bitcast(l, l->t_f32, x);
	uint32_t scale = agc_lw_bitcast(l, l->t_f32, agc_lw_op2(l, SpvOpShiftLeftLogical, t,
							 agc_lw_op2(l, SpvOpIAdd, t, mb, agc_lw_u32(l, 127 + 14)), agc_lw_u32(l, 23)));
	uint32_t den = agc_spv_op(m, SpvOpConvertFToU, t, 1,
				  agc_lw_ext(l, l->t_f32, GLSLstd450RoundEven, 1, agc_lw_op2(l, SpvOpFMul, l->t_f32, xf, scale)));
	uint32_t is_nan = agc_lw_op2(l, SpvOpUGreaterThan, b, agc_lw_op2(l, SpvOpBitwiseAnd, t, x, agc_lw_u32(l, 0x7fffffff)),
			      agc_lw_u32(l, 0x7f800000));
	uint32_t neg = agc_lw_op2(l, SpvOpUGreaterThanEqual, b, x, agc_lw_u32(l, 0x80000000));
	uint32_t tiny = agc_lw_op2(l, SpvOpULessThan, b, x, agc_lw_u32(l, (127u - 14u) << 23));
	uint32_t r = agc_lw_select(l, t, tiny, den, norm);
	r = agc_lw_select(l, t, neg, agc_lw_u32(l, 0), r);
	return agc_lw_select(l, t, is_nan, nan, r);
}

/* the field bits of a register value stored in a format */
static uint32_t
to_format(struct agc_lower *l, const struct fmt *f, uint32_t v)
{
	struct agc_spv_module *m = l->m;
	uint32_t x = agc_lw_bitcast(l, l->t_f32, v);
	uint32_t mu = agc_spv_op(m, SpvOpConvertUToF, l->t_f32, 1, max_unsigned(l, f));
	uint32_t ms = agc_spv_op(m, SpvOpConvertUToF, l->t_f32, 1,
				 agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, max_unsigned(l, f), agc_lw_u32(l, 1)));
	uint32_t cu = agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, x, agc_lw_fconst(l, 0.0f), agc_lw_fconst(l, 1.0f));
	uint32_t cs = agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, x, agc_lw_fconst(l, -1.0f), agc_lw_fconst(l, 1.0f));
	uint32_t unorm = agc_spv_op(m, SpvOpConvertFToU, l->t_u32, 1,
				    agc_lw_ext(l, l->t_f32, GLSLstd450RoundEven, 1, agc_lw_op2(l, SpvOpFMul, l->t_f32, cu, mu)));
	uint32_t snorm = agc_lw_bitcast(l, l->t_u32,
					agc_spv_op(m, SpvOpConvertFToS, l->t_i32, 1,
						   agc_lw_ext(l, l->t_f32, GLSLstd450RoundEven, 1,
							      agc_lw_op2(l, SpvOpFMul, l->t_f32, cs, ms))));
	/* scaled: saturate to the field's range before converting */
	uint32_t us = agc_spv_op(m, SpvOpConvertFToU, l->t_u32, 1,
				 agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, x, agc_lw_fconst(l, 0.0f), mu));
	uint32_t ss = agc_lw_bitcast(l, l->t_u32,
				     agc_spv_op(m, SpvOpConvertFToS, l->t_i32, 1,
						agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, x,
							   agc_spv_op(m, SpvOpFNegate, l->t_f32, 1,
								      agc_lw_op2(l, SpvOpFAdd, l->t_f32, ms, agc_lw_fconst(l, 1.0f))),
							   ms)));
	uint32_t half = agc_lw_f32_to_f16(l, x);
	uint32_t is32 = agc_lw_op2(l, SpvOpIEqual, l->t_bool, f->bits, agc_lw_u32(l, 32));
	uint32_t small = agc_lw_op2(l, SpvOpULessThan, l->t_bool, f->bits, agc_lw_u32(l, 16));
	uint32_t r = agc_lw_select(l, l->t_u32, is32, v, agc_lw_select(l, l->t_u32, small, small_float(l, v, f->bits), half));
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_SINT), v, r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_UINT), v, r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_SSCALED), ss, r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_USCALED), us, r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_SNORM), snorm, r);
	r = agc_lw_select(l, l->t_u32, is_nf(l, f, NF_UNORM), unorm, r);
	return r;
}

/* the value of a dst_sel "one": 1.0 for float-valued formats, 1 for integers */
static uint32_t
format_one(struct agc_lower *l, const struct fmt *f)
{
	uint32_t is_int = agc_lw_op2(l, SpvOpLogicalOr, l->t_bool, is_nf(l, f, NF_UINT), is_nf(l, f, NF_SINT));
	return agc_lw_select(l, l->t_u32, is_int, agc_lw_u32(l, 1), agc_lw_u32(l, 0x3f800000));
}

/* ---- vector buffer instructions ---- */

struct access {
	unsigned n;           /* dwords or components of vdata */
	bool load, store, format, tformat;
	unsigned sub_bits;    /* byte/short: 8 or 16 */
	bool sign;
	SpvOp atomic;         /* SpvOpNop: none */
	bool wide;            /* 64-bit atomic (_x2) */
	bool d16, hi;         /* a 16-bit half of the register (_d16, _d16_hi) */
};

static int
classify(struct agc_lower *l, const struct agc_ir_inst *in, struct access *a)
{
	const struct agc_irop *op = in->op;
	memset(a, 0, sizeof(*a));
	a->atomic = SpvOpNop;
	a->tformat = in->mi->info->enc == AGC_ENC_MTBUF;
	if (op->kind != AGC_K_BUFATOMIC) {
		a->load = op->kind == AGC_K_BUFLOAD;
		a->store = !a->load;
		a->format = op->flags & AGC_IRF_FORMAT;
		a->n = op->bytes >= 4 ? op->bytes / 4 : 1;
		if (op->bytes < 4) {
			a->sub_bits = 8 * op->bytes;
			a->d16 = op->flags & AGC_IRF_D16;
			a->hi = op->flags & AGC_IRF_HI;
			/* short_d16 loads 16 bits as they are; sbyte_d16 extends to 16 */
			a->sign = op->flags & AGC_IRF_SIGNED;
		}
		return 0;
	}
	a->wide = op->flags & AGC_IRF_WIDE;
	a->atomic = (SpvOp)op->spv;
	if (a->atomic == SpvOpNop)
		return agc_lw_unsupported(l, in, "this buffer atomic is not supported yet");
	a->n = 1;
	return 0;
}

/* MUBUF/MTBUF: one pass per slot over address, range check and the
 * access.  Long (about 185 lines) on purpose: the load, store and atomic
 * arms share the per-slot address, range and format values computed at
 * the loop's top, which split functions would have to pass a dozen at a
 * time. */
static int
vector_buffer(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	struct access a;
	if (classify(l, in, &a) < 0)
		return -1;
	if (mi->lds)
		return agc_lw_unsupported(l, in, "buffer loads to LDS are not supported yet");
	if (mi->tfe)
		return agc_lw_unsupported(l, in, "buffer accesses with tfe are not supported yet");

	unsigned nu = mi->nuse;
	const struct agc_operand *vaddr = &mi->use[nu - 3], *rsrc = &mi->use[nu - 2];
	const struct agc_operand *soffset = &mi->use[nu - 1];
	const struct agc_operand *data = nu == 4 ? &mi->use[0] : NULL;
	struct vdesc v;
	read_vdesc(l, rsrc->reg, &v);
	uint32_t soff = agc_lw_src(l, soffset, AGC_T_U32, 0);

	struct fmt f = {0};
	uint32_t fsize = 0, fmt_ok = 0;
	if (a.format) {
		uint32_t fnum = a.tformat ? agc_lw_u32(l, mi->format)
					  : agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, v.d3, agc_lw_u32(l, 12), agc_lw_u32(l, 7));
		decode_format(l, fnum, &f);
		fsize = agc_lw_op2(l, SpvOpIMul, l->t_u32, agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, f.bits, agc_lw_u32(l, 3)),
			    f.ncomp);
		fsize = agc_lw_select(l, l->t_u32, agc_lw_op2(l, SpvOpINotEqual, l->t_bool, f.packed, agc_lw_u32(l, 0)), agc_lw_u32(l, 4), fsize);
		fmt_ok = agc_lw_op2(l, SpvOpINotEqual, l->t_bool, f.bits, agc_lw_u32(l, 0));
	}

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t index = agc_lw_u32(l, 0), offset = agc_lw_u32(l, 0);
		unsigned va = vaddr->reg - AGC_REG_VGPR0;
		if (mi->idxen)
			index = agc_lw_read_vgpr(l, va, k);
		if (mi->offen)
			offset = agc_lw_read_vgpr(l, va + (mi->idxen ? 1 : 0), k);
		index = agc_lw_op2(l, SpvOpIAdd, l->t_u32, index, agc_lw_select(l, l->t_u32, v.add_tid, l->lane[k], agc_lw_u32(l, 0)));
		offset = agc_lw_op2(l, SpvOpIAdd, l->t_u32, offset, agc_lw_u32(l, (uint32_t)mi->offset));
		uint32_t base = address(l, &v, soff, index, offset);

		if (a.format) {
			uint32_t ok = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, fmt_ok, in_range(l, &v, index, offset, fsize));
			if (a.load) {
				/* components x, y, z, w of the element (missing: 0, 0, 0, 1) */
				uint32_t comp[4];
				uint32_t one = format_one(l, &f);
				uint32_t vars[4];
				for (unsigned c = 0; c < 4; c++) {
					vars[c] = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
					agc_spv_code(m, SpvOpStore, 2, vars[c], c == 3 ? one : agc_lw_u32(l, 0));
				}
				uint32_t in_merge = agc_lw_if_begin(l, ok);
				for (unsigned c = 0; c < 4; c++) {
					uint32_t has = agc_lw_op2(l, SpvOpULessThan, l->t_bool, agc_lw_u32(l, c), f.ncomp);
					uint32_t c_merge = agc_lw_if_begin(l, has);
					uint32_t byte, shift;
					struct fmt fc;
					component(l, &f, c, &byte, &shift, &fc);
					uint32_t ca = address(l, &v, soff, index, agc_lw_op2(l, SpvOpIAdd, l->t_u32, offset, byte));
					uint32_t w = agc_lw_load_field(l, ca, agc_lw_op2(l, SpvOpIAdd, l->t_u32, shift, fc.bits), false);
					uint32_t raw = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, w, shift, fc.bits);
					uint32_t sx = agc_spv_op(m, SpvOpBitFieldSExtract, l->t_u32, 3, w, shift, fc.bits);
					agc_spv_code(m, SpvOpStore, 2, vars[c], from_format(l, &fc, raw, sx));
					agc_lw_if_end(l, c_merge);
				}
				agc_lw_if_end(l, in_merge);
				for (unsigned c = 0; c < 4; c++)
					comp[c] = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, vars[c]);
				/* out of range: every component 0 */
				for (unsigned c = 0; c < 4; c++)
					comp[c] = agc_lw_select(l, l->t_u32, ok, comp[c], agc_lw_u32(l, 0));
				for (unsigned j = 0; j < a.n; j++) {
					/* the V#'s dst_sel: 0 zero, 1 one, 4..7 x, y, z, w */
					uint32_t s = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, v.d3,
								agc_lw_u32(l, 3 * j), agc_lw_u32(l, 3));
					uint32_t i2 = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, s, agc_lw_u32(l, 3));
					uint32_t picked = comp[0];
					for (unsigned c = 1; c < 4; c++)
						picked = agc_lw_select(l, l->t_u32, agc_lw_op2(l, SpvOpIEqual, l->t_bool, i2, agc_lw_u32(l, c)),
							     comp[c], picked);
					uint32_t is_comp = agc_lw_op2(l, SpvOpUGreaterThanEqual, l->t_bool, s, agc_lw_u32(l, 4));
					uint32_t is_one = agc_lw_op2(l, SpvOpIEqual, l->t_bool, s, agc_lw_u32(l, 1));
					uint32_t r = agc_lw_select(l, l->t_u32, is_comp, picked, agc_lw_select(l, l->t_u32, is_one, one, agc_lw_u32(l, 0)));
					agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0 + j, k, r, 0);
				}
			} else {
				uint32_t in_merge = agc_lw_if_begin(l, ok);
				for (unsigned j = 0; j < a.n; j++) {
					uint32_t has = agc_lw_op2(l, SpvOpULessThan, l->t_bool, agc_lw_u32(l, j), f.ncomp);
					uint32_t c_merge = agc_lw_if_begin(l, has);
					uint32_t byte, shift;
					struct fmt fc;
					component(l, &f, j, &byte, &shift, &fc);
					uint32_t ca = address(l, &v, soff, index, agc_lw_op2(l, SpvOpIAdd, l->t_u32, offset, byte));
					uint32_t val = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + j, k);
					agc_lw_store_bits(l, ca, shift, fc.bits, to_format(l, &fc, val));
					agc_lw_if_end(l, c_merge);
				}
				agc_lw_if_end(l, in_merge);
			}
		} else if (a.load) {
			/* every address and check first: vdata may overlap vaddr */
			uint32_t ok[4], ad[4];
			unsigned size = a.sub_bits ? a.sub_bits / 8 : 4;
			for (unsigned i = 0; i < a.n; i++) {
				uint32_t oi = agc_lw_op2(l, SpvOpIAdd, l->t_u32, offset, agc_lw_u32(l, 4 * i));
				ok[i] = in_range(l, &v, index, oi, agc_lw_u32(l, size));
				ad[i] = address(l, &v, soff, index, oi);
			}
			uint32_t vars[4];
			for (unsigned i = 0; i < a.n; i++) {
				vars[i] = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
				agc_spv_code(m, SpvOpStore, 2, vars[i], agc_lw_u32(l, 0));
				uint32_t in_merge = agc_lw_if_begin(l, ok[i]);
				uint32_t val = a.sub_bits ? agc_lw_load_field(l, ad[i], agc_lw_u32(l, a.sub_bits), a.sign)
							  : agc_lw_load_dword(l, agc_lw_dword_ptr(l, ad[i], 0));
				agc_spv_code(m, SpvOpStore, 2, vars[i], val);
				agc_lw_if_end(l, in_merge);
			}
			for (unsigned i = 0; i < a.n; i++) {
				uint32_t val = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, vars[i]);
				unsigned dv = mi->def[0].reg - AGC_REG_VGPR0 + i;
				if (a.d16) /* the other half is kept */
					val = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, agc_lw_read_vgpr(l, dv, k), val,
							 agc_lw_u32(l, a.hi ? 16 : 0), agc_lw_u32(l, 16));
				agc_lw_write_vgpr(l, dv, k, val, 0);
			}
		} else if (a.store) {
			unsigned size = a.sub_bits ? a.sub_bits / 8 : 4;
			for (unsigned i = 0; i < a.n; i++) {
				uint32_t oi = agc_lw_op2(l, SpvOpIAdd, l->t_u32, offset, agc_lw_u32(l, 4 * i));
				uint32_t ok = in_range(l, &v, index, oi, agc_lw_u32(l, size));
				uint32_t ad = address(l, &v, soff, index, oi);
				uint32_t val = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k);
				if (a.hi)
					val = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, val, agc_lw_u32(l, 16));
				uint32_t in_merge = agc_lw_if_begin(l, ok);
				if (a.sub_bits)
					agc_lw_store_field(l, ad, agc_lw_u32(l, a.sub_bits), val);
				else
					agc_lw_store_dword(l, agc_lw_dword_ptr(l, ad, 0), val);
				agc_lw_if_end(l, in_merge);
			}
		} else if (a.wide) {
			uint32_t ok = in_range(l, &v, index, offset, agc_lw_u32(l, 8));
			unsigned dv = data->reg - AGC_REG_VGPR0;
			uint32_t dval = agc_lw_read_vgpr64(l, dv, k);
			uint32_t cmp = a.atomic == SpvOpAtomicCompareExchange ? agc_lw_read_vgpr64(l, dv + 2, k) : 0;
			uint32_t var = agc_spv_fn_var(m, agc_spv_type_pointer(m, SpvStorageClassFunction, l->t_u64),
						      agc_lw_const64(l, 0));
			agc_spv_code(m, SpvOpStore, 2, var, agc_lw_const64(l, 0));
			uint32_t in_merge = agc_lw_if_begin(l, ok);
			agc_spv_code(m, SpvOpStore, 2, var, agc_lw_atomic64(l, base, a.atomic, dval, cmp));
			agc_lw_if_end(l, in_merge);
			if (mi->ndef)
				agc_lw_store_v(l, &mi->def[0], k, agc_spv_op(m, SpvOpLoad, l->t_u64, 1, var), true, 0);
		} else {
			uint32_t ok = in_range(l, &v, index, offset, agc_lw_u32(l, 4));
			uint32_t dv = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0, k);
			uint32_t cmp = a.atomic == SpvOpAtomicCompareExchange
					       ? agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + 1, k) : 0;
			uint32_t var = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
			agc_spv_code(m, SpvOpStore, 2, var, agc_lw_u32(l, 0));
			uint32_t in_merge = agc_lw_if_begin(l, ok);
			uint32_t p = agc_lw_dword_ptr(l, base, 0);
			uint32_t old;
			if (a.atomic == SpvOpAtomicIIncrement || a.atomic == SpvOpAtomicIDecrement)
				old = agc_lw_atomic_incdec(l, p, dv, a.atomic == SpvOpAtomicIDecrement, SpvScopeDevice);
			else if (cmp)
				old = agc_spv_op(m, a.atomic, l->t_u32, 6, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), agc_lw_u32(l, 0),
						 dv, cmp);
			else
				old = agc_spv_op(m, a.atomic, l->t_u32, 4, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), dv);
			agc_spv_code(m, SpvOpStore, 2, var, old);
			agc_lw_if_end(l, in_merge);
			if (mi->ndef)
				agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k,
						  agc_spv_op(m, SpvOpLoad, l->t_u32, 1, var), 0);
		}
		agc_lw_if_end(l, merge);
	}
	return 0;
}

/* ---- s_buffer_load_dword* ---- */

/* The bool: dword k (a uint) of the load at off ends within limit, and
 * the V# is not swizzled. */
static uint32_t
dword_ok(struct agc_lower *l, const struct vdesc *v, uint32_t off, uint32_t limit, uint32_t k4)
{
	struct agc_spv_module *m = l->m;
	uint32_t end = agc_lw_op2(l, SpvOpIAdd, l->t_u64, to64(l, off),
				  agc_lw_op2(l, SpvOpIAdd, l->t_u64, to64(l, k4), agc_lw_const64(l, 4)));
	return agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool,
			  agc_lw_op2(l, SpvOpULessThanEqual, l->t_bool, end, limit),
			  agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, v->swizzled));
}

/* A pixel shader's s_buffer_load of n dwords, one load a lane, as
 * lower_smem.c's load_spread: lane i loads dword i mod n where it is in
 * range, dword k is lane k's where lane k is active, else loaded again
 * (or 0 out of range) under a branch all lanes take alike. */
static void
scalar_spread(struct agc_lower *l, const struct vdesc *v, uint32_t off, uint32_t limit, unsigned n,
	      uint32_t *vals)
{
	struct agc_spv_module *m = l->m;
	uint32_t ad = agc_lw_op2(l, SpvOpIAdd, l->t_u64, v->base, to64(l, off));
	uint32_t idx4 = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2,
				   agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, l->sid, agc_lw_u32(l, n - 1)),
				   agc_lw_u32(l, 2));
	uint32_t xv = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
	agc_spv_code(m, SpvOpStore, 2, xv, agc_lw_u32(l, 0));
	uint32_t merge = agc_lw_if_begin(l, dword_ok(l, v, off, limit, idx4));
	uint32_t a = agc_lw_op2(l, SpvOpIAdd, l->t_u64, ad, to64(l, idx4));
	agc_spv_code(m, SpvOpStore, 2, xv, agc_lw_load_dword(l, agc_lw_dword_ptr(l, a, 0)));
	agc_lw_if_end(l, merge);
	uint32_t x = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, xv);
	agc_spv_capability(m, SpvCapabilityGroupNonUniformBallot);
	uint32_t act = agc_spv_op(m, SpvOpGroupNonUniformBallot, l->t_v4u32, 2, agc_lw_u32(l, SpvScopeSubgroup),
				  agc_spv_const_bool(m, true));
	act = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, act, 0);
	for (unsigned k = 0; k < n; k++) {
		uint32_t bit = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, act, agc_lw_u32(l, 1u << k));
		uint32_t off_k = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, bit, agc_lw_u32(l, 0));
		uint32_t b = agc_spv_op(m, SpvOpGroupNonUniformBroadcast, l->t_u32, 3,
					agc_lw_u32(l, SpvScopeSubgroup), x, agc_lw_u32(l, k));
		uint32_t var = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
		agc_spv_code(m, SpvOpStore, 2, var, agc_lw_select(l, l->t_u32, off_k, agc_lw_u32(l, 0), b));
		uint32_t again = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, off_k,
					    dword_ok(l, v, off, limit, agc_lw_u32(l, 4 * k)));
		merge = agc_lw_if_begin(l, again);
		agc_spv_code(m, SpvOpStore, 2, var, agc_lw_load_dword(l, agc_lw_dword_ptr(l, ad, k)));
		agc_lw_if_end(l, merge);
		vals[k] = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, var);
	}
}

/* Dwords i and i + 1 of an s_buffer_load in one 64-bit load (a pixel
 * shader of one invocation a subgroup: agc_lw_load_pairs) where both are
 * in range; dword i alone
 * where only it is (ok0), by a load of its own. */
static void
scalar_pair(struct agc_lower *l, const struct vdesc *v, uint32_t off, uint32_t limit, uint32_t ok0,
	    unsigned i, uint32_t *vals)
{
	struct agc_spv_module *m = l->m;
	uint32_t end = agc_lw_op2(l, SpvOpIAdd, l->t_u64, to64(l, off), agc_lw_const64(l, 4 * i + 8));
	uint32_t ok1 = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool,
				  agc_lw_op2(l, SpvOpULessThanEqual, l->t_bool, end, limit),
				  agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, v->swizzled));
	uint32_t var[2], got[2];
	for (int k = 0; k < 2; k++)
		var[k] = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
	uint32_t ad = agc_lw_op2(l, SpvOpIAdd, l->t_u64, v->base, to64(l, off));
	uint32_t merge = agc_lw_if_begin(l, ok1);
	agc_lw_load_pair(l, ad, i, got);
	for (int k = 0; k < 2; k++)
		agc_spv_code(m, SpvOpStore, 2, var[k], got[k]);
	agc_lw_if_end(l, merge);
	uint32_t only0 = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, ok0,
				    agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, ok1));
	merge = agc_lw_if_begin(l, only0);
	agc_spv_code(m, SpvOpStore, 2, var[0], agc_lw_load_dword(l, agc_lw_dword_ptr(l, ad, i)));
	agc_lw_if_end(l, merge);
	for (int k = 0; k < 2; k++)
		vals[k] = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, var[k]);
}

/* sdata, sbase (V#), soffset register (null: none) + the instruction's
 * offset; the low two bits of the offset are ignored.  Dword i reads 0
 * when offset + 4 * i + 4 passes num_records (times the stride, when it
 * is not 0). */
static int
scalar_buffer_load(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	unsigned n = in->op->spv;
	struct vdesc v;
	read_vdesc(l, mi->use[0].reg, &v);
	uint32_t off = agc_lw_u32(l, (uint32_t)mi->offset);
	if (mi->nuse > 1 && mi->use[1].reg != AGC_REG_NULL)
		off = agc_lw_op2(l, SpvOpIAdd, l->t_u32, off, agc_lw_src(l, &mi->use[1], AGC_T_U32, 0));
	off = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, off, agc_lw_u32(l, ~3u));
	uint32_t szero = agc_lw_op2(l, SpvOpIEqual, l->t_bool, v.stride, agc_lw_u32(l, 0));
	uint32_t limit = agc_lw_select(l, l->t_u64, szero, to64(l, v.nrec),
			     agc_lw_op2(l, SpvOpIMul, l->t_u64, to64(l, v.nrec), to64(l, v.stride)));
	uint32_t vals[16];
	for (unsigned i = 0; i < n; i++) {
		if (i == 0 && n >= 2 && agc_lw_load_spread(l)) {
			scalar_spread(l, &v, off, limit, n, vals);
			break;
		}
		uint32_t end = agc_lw_op2(l, SpvOpIAdd, l->t_u64, to64(l, off), agc_lw_const64(l, 4 * i + 4));
		uint32_t ok = agc_lw_op2(l, SpvOpULessThanEqual, l->t_bool, end, limit);
		ok = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, ok, agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, v.swizzled));
		if (i + 1 < n && agc_lw_load_pairs(l)) {
			scalar_pair(l, &v, off, limit, ok, i, &vals[i]);
			i++;
			continue;
		}
		uint32_t var = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
		agc_spv_code(m, SpvOpStore, 2, var, agc_lw_u32(l, 0));
		uint32_t merge = agc_lw_if_begin(l, ok);
		uint32_t ad = agc_lw_op2(l, SpvOpIAdd, l->t_u64, v.base, to64(l, off));
		agc_spv_code(m, SpvOpStore, 2, var, agc_lw_load_dword(l, agc_lw_dword_ptr(l, ad, i)));
		agc_lw_if_end(l, merge);
		vals[i] = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, var);
	}
	for (unsigned i = 0; i < n; i++)
		agc_lw_write_sreg(l, mi->def[0].reg + i, vals[i]);
	return 0;
}

int
agc_lower_buffer(struct agc_lower *l, const struct agc_ir_inst *in)
{
	if (in->op->kind == AGC_K_SBUFLOAD)
		return scalar_buffer_load(l, in);
	return vector_buffer(l, in);
}
