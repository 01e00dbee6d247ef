/*
 * lower_ext.h -- the lowering of less common scalar and vector
 * instructions, apart from lower_salu.c and lower_valu.c:
 *
 *   lower_salu2.c   s_andn1/andn2_wrexec, s_bitreplicate_b64_b32,
 *                   s_flbit_i32_i64, s_ff0_i32_*, s_pack_*_b32_b16,
 *                   s_memtime, s_memrealtime
 *   lower_movrel.c  M0-relative register indexing: s_movrel*, v_movrel*,
 *                   v_swaprel_b32
 *   lower_vext.c    helpers of 16-bit operands and output modifiers
 *   lower_valu16.c  16-bit conversions, min3/max3/med3, mad_*32_*16,
 *                   v_cmp_class_f16, fract/frexp/ldexp f16
 *   lower_dot.c     v_dot*, v_fma_mix*, v_pk_fmac_f16
 *   lower_vmisc.c   v_cube*, v_mullit_f32, v_lerp_u8, v_*qsad*,
 *                   v_cvt_pk_u8_f32, v_cvt_off_f32_i4, v_sat_pk_u8_i16
 *
 * The enums are the values of the spv column of their ir/ops.def rows.
 */
#ifndef AGC_LOWER_EXT_H
#define AGC_LOWER_EXT_H

#include "spirv/lower.h"

/* SEXTRA */
enum {
	AGC_SX_ANDN1_WREXEC = 1,
	AGC_SX_ANDN2_WREXEC = 2,
	AGC_SX_BITREPLICATE = 3,
	AGC_SX_FLBIT_I64 = 4,
	AGC_SX_FF0 = 5,
	AGC_SX_PACK_LL = 6,
	AGC_SX_PACK_LH = 7,
	AGC_SX_PACK_HH = 8,
	AGC_SX_MEMTIME = 9,
	AGC_SX_MEMREALTIME = 10,
};

/* SMOVREL and VMOVREL */
enum {
	AGC_MR_S = 0,    /* movrels: D = R[S + M0] */
	AGC_MR_D = 1,    /* movreld: R[D + M0] = S */
	AGC_MR_SD = 2,   /* v_movrelsd: R[D + M0] = R[S + M0] */
	AGC_MR_SD2 = 3,  /* movrelsd_2: R[D + M0[25:16]] = R[S + M0[9:0]] */
	AGC_MR_SWAP = 4, /* v_swaprel: R[D + M0[25:16]] <-> R[S + M0[9:0]] */
};

/* V16X */
enum {
	AGC_V16_CVT_F16_I16 = 0,
	AGC_V16_CVT_F16_U16 = 1,
	AGC_V16_CVT_I16_F16 = 2,
	AGC_V16_CVT_U16_F16 = 3,
	AGC_V16_NORM_I16 = 4,
	AGC_V16_NORM_U16 = 5,
	AGC_V16_FRACT = 6,
	AGC_V16_FREXP_EXP = 7,
	AGC_V16_FREXP_MANT = 8,
	AGC_V16_LDEXP = 9,
	AGC_V16_MIN3 = 10,
	AGC_V16_MAX3 = 11,
	AGC_V16_MED3 = 12,
	AGC_V16_MAD32 = 13,
	AGC_V16_PKNORM_I16 = 14,
	AGC_V16_PKNORM_U16 = 15,
};

/* VDOT (AGC_IRF_CARRY_IN: the VOP2 forms, accumulating into the destination) */
enum {
	AGC_DOT2_F32_F16 = 0,
	AGC_DOT2_I32_I16 = 1,
	AGC_DOT2_U32_U16 = 2,
	AGC_DOT4_I32_I8 = 3,
	AGC_DOT4_U32_U8 = 4,
	AGC_DOT8_I32_I4 = 5,
	AGC_DOT8_U32_U4 = 6,
};

/* VMIX */
enum {
	AGC_MIX_F32 = 0,
	AGC_MIX_LO = 1,
	AGC_MIX_HI = 2,
	AGC_MIX_PK_FMAC = 3,
};

/* VMISC */
enum {
	AGC_VX_CUBEID = 0,
	AGC_VX_CUBESC = 1,
	AGC_VX_CUBETC = 2,
	AGC_VX_CUBEMA = 3,
	AGC_VX_MULLIT = 4,
	AGC_VX_LERP = 5,
	AGC_VX_QSAD = 6,
	AGC_VX_MQSAD_PK = 7,
	AGC_VX_MQSAD_U32 = 8,
	AGC_VX_CVT_PK_U8 = 9,
	AGC_VX_CVT_OFF = 10,
	AGC_VX_SAT_PK = 11,
};

/* lower_salu2.c: SEXTRA; lower_movrel.c: SMOVREL */
int agc_lower_salu_ext(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_smovrel(struct agc_lower *l, const struct agc_ir_inst *in);

/* VMOVREL, V16X, VCMPCLASS16, VDOT, VMIX, VMISC, with the EXEC bit of
 * each slot's lane (agc_lower_valu) */
int agc_lower_vmovrel(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_v16x(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vcmpclass16(struct agc_lower *l, const struct agc_ir_inst *in,
                          const uint32_t *active);
int agc_lower_vdot(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vmix(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vmisc(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);

/* ---- shared helpers (lower_vext.c) ---- */

/* An operand's 32 bits with its modifiers ignored; f16: a float inline
 * constant as its f16 bits in both halves. */
uint32_t agc_lx_word(struct agc_lower *l, const struct agc_operand *o, bool f16, unsigned slot);
/* The low (hi = false) or high half of a 32-bit word, zero- or
 * sign-extended to uint. */
uint32_t agc_lx_half(struct agc_lower *l, uint32_t w, bool hi, bool sext);
/* f16 bits (low 16 of a uint) as float, and a float rounded to f16 bits
 * (nearest even; f16 denormals kept). */
uint32_t agc_lx_f16_to_f32(struct agc_lower *l, uint32_t h);
uint32_t agc_lx_f32_to_f16(struct agc_lower *l, uint32_t f);
/* abs then neg, as VOP3 modifiers, on a float */
uint32_t agc_lx_fmods(struct agc_lower *l, uint32_t f, bool abs, bool neg);
/* VOP3 op_sel bit i (gfx10): source i of a 16-bit operation is the high
 * half of its 32 bits (bit 3, the destination's half: agc_lw_store16). */
bool agc_lx_opsel_hi(const struct agc_inst *mi, unsigned i);
/* A 16-bit float source as float: the low or high half of agc_lx_word,
 * then the operand's abs/neg. */
uint32_t agc_lx_src_f16(struct agc_lower *l, const struct agc_operand *o, bool hi, unsigned slot);
uint32_t agc_lx_fconst(struct agc_lower *l, float v);
/* Clamp to [0, 1]: NaN to 0, -0 to +0 (float or double). */
uint32_t agc_lx_clamp01(struct agc_lower *l, uint32_t x, bool f64);
/* A float result's output modifiers: omod, then clamp. */
uint32_t agc_lx_out_f(struct agc_lower *l, const struct agc_inst *mi, uint32_t f);
/* The double type, with the Float64 capability. */
uint32_t agc_lx_f64(struct agc_lower *l);

#endif
