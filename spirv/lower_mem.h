/*
 * lower_mem.h -- memory access helpers shared by spirv/lower_mem.c and
 * spirv/lower_buffer.c.  Addresses are guest addresses (uint64); the
 * helpers translate them by the address map.
 */
#ifndef AGC_LOWER_MEM_H
#define AGC_LOWER_MEM_H

#include "spirv/lower.h"

/* Pointer to the dword at addr64 + 4 * i (PhysicalStorageBuffer uint). */
uint32_t agc_lw_dword_ptr(struct agc_lower *l, uint32_t addr64, unsigned i);
uint32_t agc_lw_load_dword(struct agc_lower *l, uint32_t ptr);
void agc_lw_store_dword(struct agc_lower *l, uint32_t ptr, uint32_t v);
/* The `bits` (uint, 8, 16 or 32) wide field at byte address addr64, which
 * is aligned to its width, zero- or sign-extended. */
uint32_t agc_lw_load_field(struct agc_lower *l, uint32_t addr64, uint32_t bits, bool sign);
/* Store the low `bits` (uint) of v at addr64 without touching the other
 * bytes of its dword (atomic clear then set). */
void agc_lw_store_field(struct agc_lower *l, uint32_t addr64, uint32_t bits, uint32_t v);
/* The same for the bits (uint) at bit `shift` (uint) of that field. */
void agc_lw_store_bits(struct agc_lower *l, uint32_t addr64, uint32_t shift, uint32_t bits, uint32_t v);

/* The old value of an atomic inc (wraps to 0 past data) or dec (to data
 * from 0 or past it) of the uint at ptr. */
uint32_t agc_lw_atomic_incdec(struct agc_lower *l, uint32_t ptr, uint32_t data, bool dec, SpvScope scope);

/* A 64-bit atomic on the uint64 at guest address addr64; the old value.
 * cmp: the compared value of a compare-exchange. */
uint32_t agc_lw_atomic64(struct agc_lower *l, uint32_t addr64, SpvOp op, uint32_t data, uint32_t cmp);
uint32_t agc_lw_read_vgpr64(struct agc_lower *l, unsigned v, unsigned slot);

/* lower_buffer.c: MUBUF, MTBUF and s_buffer_load_dword* */
int agc_lower_buffer(struct agc_lower *l, const struct agc_ir_inst *in);

/* ds_permute_b32 (backward false) / ds_bpermute_b32 (true) and
 * ds_swizzle_b32: lane moves without LDS (lower_ds_lane.c). */
int agc_lower_ds_permute(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_ds_bpermute(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_ds_swizzle(struct agc_lower *l, const struct agc_ir_inst *in);

#endif
