/*
 * mem.h -- what decode_mem.c, decode_mimg.c and print_mem.c share: the
 * memory encodings' opcode tables and how their rows pack an opcode's
 * operand shape into struct agc_opcode's flags.
 */
#ifndef AGC_DECODER_MEM_H
#define AGC_DECODER_MEM_H

#include "decoder/decoder.h"

/* FLAT: vdst dwords without / with glc, data dwords, has vaddr, lds ok. */
#define AGC_FLAT_SHAPE(dst, dst_glc, data, vaddr, lds) \
	((dst) | (dst_glc) << 4 | (data) << 8 | (vaddr) << 12 | (lds) << 13)
#define AGC_FLAT_DST(f) ((f) & 15)
#define AGC_FLAT_DST_GLC(f) ((f) >> 4 & 15)
#define AGC_FLAT_DATA(f) ((f) >> 8 & 15)
#define AGC_FLAT_VADDR(f) ((f) >> 12 & 1)
#define AGC_FLAT_LDS(f) ((f) >> 13 & 1)

/* DS: vdst, addr, data0, data1 dwords (0: the opcode has no such field). */
#define AGC_DS_SHAPE(dst, addr, data0, data1) \
	((dst) | (addr) << 4 | (data0) << 8 | (data1) << 12)
#define AGC_DS_DST(f) ((f) & 15)
#define AGC_DS_ADDR(f) ((f) >> 4 & 15)
#define AGC_DS_DATA0(f) ((f) >> 8 & 15)
#define AGC_DS_DATA1(f) ((f) >> 12 & 15)
enum {
	AGC_DS_OFF2 = 1 << 16,     /* offset0:/offset1: instead of offset: */
	AGC_DS_SWIZZLE = 1 << 17,  /* offset prints as swizzle(...) */
	AGC_DS_GDS_ONLY = 1 << 18,
	AGC_DS_LDS_ONLY = 1 << 19,
	AGC_DS_NO_OFFSET = 1 << 20, /* ds_nop: the offset must be 0 */
};

/* MUBUF / MTBUF: vdata dwords (without tfe) in the low bits. */
#define AGC_BUF_DATA(f) ((f) & 15)
enum {
	AGC_BUF_LOAD = 1 << 4,
	AGC_BUF_STORE = 1 << 5,
	AGC_BUF_ATOMIC = 1 << 6,
	AGC_BUF_LDS = 1 << 7,          /* the lds bit is allowed */
	AGC_BUF_TFE = 1 << 8,          /* the tfe bit is allowed (adds a dword) */
	AGC_BUF_NO_OPERANDS = 1 << 9,  /* buffer_gl0_inv, buffer_gl1_inv */
};

/* MIMG: decoder/tables/mimg.def, explained there. */
enum {
	AGC_MIMG_SAMPLER = 1 << 0,   /* takes ssamp */
	AGC_MIMG_GATHER4 = 1 << 1,   /* returns 4 dwords whatever dmask says */
	AGC_MIMG_STORE = 1 << 2,
	AGC_MIMG_ATOMIC = 1 << 3,
	AGC_MIMG_D16 = 1 << 4,       /* the d16 bit is allowed */
	AGC_MIMG_NSA_SPACE = 1 << 5, /* LLVM prints two spaces after the name in NSA form */
	AGC_MIMG_BVH = 1 << 6,       /* image_bvh*_intersect_ray */
};

struct agc_mimg_op {
	struct agc_opcode op;
	uint8_t vdef;       /* vdata dwords of the default form */
	const char *vdata;  /* per vdata count 1..5: '0' + dwords, or '*' */
	const char *adef;   /* per NSA dwords 0..3: default address count */
	const char *addr[4]; /* per NSA dwords, per dim * 2 + a16: '0' + n, '*', '-' */
};

extern const struct agc_mimg_op agc_mimg_ops[256];
extern const struct agc_opcode agc_flat_ops[3][128];
extern const struct agc_opcode agc_ds_ops[256];
extern const struct agc_opcode agc_mubuf_ops[256];
extern const struct agc_opcode agc_mtbuf_ops[16];

#endif
