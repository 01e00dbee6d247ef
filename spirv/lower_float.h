/*
 * lower_float.h -- float helpers of the VALU lowering whose rounding must
 * be the hardware's, not the device's (spirv/lower_fma.c), and the
 * division helper instructions (spirv/lower_fdiv.c).
 */
#ifndef AGC_LOWER_FLOAT_H
#define AGC_LOWER_FLOAT_H

#include "spirv/lower.h"

/* lower_fma.c: l->t_f64, made (with the Float64 capability) on first use
 * in a module that otherwise has no double. */
void agc_lw_need_f64(struct agc_lower *l);

/* lower_fma.c: (a * b + c) * 2^scale rounded once to nearest even.
 * f64: a, b, c doubles, scale a 32-bit int id (two's complement) or 0
 * for none.  f32: a, b, c floats, scale a double id holding a power of
 * two, or 0 for none. */
uint32_t agc_lw_fma_f64(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c, uint32_t scale);
/* The same for every slot: out[k] = (a[k] * b[k] + c[k]) * 2^scale[k]
 * (scale may be NULL), the integer code emitted once for all slots. */
void agc_lw_fma_f64_slots(struct agc_lower *l, const uint32_t *a, const uint32_t *b,
                          const uint32_t *c, const uint32_t *scale, uint32_t *out);
uint32_t agc_lw_fma_f32(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c, uint32_t scale);

/* lower_fma.c: the hardware's NaN of an arithmetic result r (f32, f64
 * when wide) from sources x[0..n-1]: the first NaN source quieted, else
 * a NaN r the default NaN 0x7fc00000 (0x7ff8...), else r. */
uint32_t agc_lw_nan_rule(struct agc_lower *l, uint32_t r, bool wide, unsigned n, const uint32_t *x);
/* lower_fma.c: f32 -> f16 bits in the low half of a uint, as
 * v_cvt_f16_f32 rounds (nearest even, overflow to infinity). */
uint32_t agc_lw_f32_to_f16(struct agc_lower *l, uint32_t f);
/* lower_fma.c: f32 x * 2^k (k an int id), rounded once (v_ldexp_f32). */
uint32_t agc_lw_ldexp_f32(struct agc_lower *l, uint32_t x, uint32_t k);

/* lower_fdiv.c: v_div_scale_f32/f64, v_div_fmas_f32/f64,
 * v_div_fixup_f16/f32/f64, v_trig_preop_f64. */
int agc_lower_fdiv(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);

#endif
