/*
 * lower.h -- the instruction lowering (spirv/lower*.c): the state of the
 * module being made, and every function the lowering's files share, in
 * sections by the file that defines them.
 *
 * The execution model (shared/DESIGN.md): a wave of W lanes runs as one
 * subgroup of S invocations, each carrying K = W / S lanes ("slots"):
 * lane = slot * S + SubgroupLocalInvocationId.  Scalar registers, SCC and
 * EXEC live in Function variables every invocation holds alike; each VGPR
 * is K Function variables, one per slot.  A lane mask read per lane (EXEC,
 * a carry, v_cndmask's mask) also keeps each slot's bit as a bool (see
 * lower_state.c).  A VALU result is stored only where the lane's EXEC bit
 * is set; memory side effects run under a branch on that bit (or a run
 * of such instructions under one branch: EXEC regions, lower.c).
 *
 * Names: agc_lower_<kind> lowers the kinds of ir/kinds.def that name it
 * (the dispatch table in lower.c); agc_lw_* is a helper.  The files:
 *
 *   the driver
 *     lower.c              agc_spv_lower: the module, the walk over the
 *                          structured graph, the dispatch table of
 *                          ir/kinds.def, flow instructions
 *     lower_entry.c        the entry point: the stage's initial state and
 *                          its execution modes (compute)
 *     lower_valu_entry.c   the one entry of every VALU kind: EXEC, VOP3
 *                          neg/abs, DPP and SDWA forms
 *   helpers (dispatch nothing; none calls a file above it)
 *     lower_state.c        constants, registers (SGPRs, SCC, EXEC, masks,
 *                          VGPRs and their halves), structured ifs, refusals
 *     lower_operand.c      operands: inline constants, modifiers, 16-bit
 *                          halves, output modifiers, destination stores
 *     lower_wave.c         ballot, read_lane, shuffle; shared VGPRs
 *     lower_lanes.c        lane masks per lane: the plan, the masks VALU
 *                          and mask logic make per lane
 *     lower_softfloat.c    fma rounded once, the hardware's NaN, f32->f16,
 *                          ldexp: rounding the hardware's, not the device's
 *     lower_address.c      guest addresses -> device pointers, dword and
 *                          byte fields, inc/dec and 64-bit atomics
 *   scalar instructions
 *     lower_salu.c         SOP1/SOP2/SOPK/SOPC: the S* kinds
 *     lower_movrel.c       M0-relative moves: s_movrel*, v_movrel*, v_swaprel
 *   vector ALU (entered through agc_lower_valu)
 *     lower_valu.c         moves, arithmetic, conversions, compares,
 *                          carries, 64-bit multiply-adds
 *     lower_valu_bits.c    bit fields, three-operand integer ops, med3,
 *                          ffbh/ffbl, bcnt, sad
 *     lower_valu_float.c   ldexp, fract, rcp/rsq, frexp, legacy multiply
 *     lower_valu_half.c    16-bit conversions, min3/max3/med3, class, ...
 *     lower_valu_packed.c  v_pk_* and 16-bit integer ops, v_cvt_pk*
 *     lower_valu_dot.c     v_dot*, v_fma_mix*, v_pk_fmac_f16
 *     lower_valu_media.c   v_cube*, v_mullit, v_lerp_u8, v_*qsad*, ...
 *     lower_valu_fdiv.c    v_div_scale/fmas/fixup, v_trig_preop_f64
 *     lower_valu_lane.c    v_readfirstlane, v_readlane, v_writelane,
 *                          v_mbcnt, v_permlane*
 *   memory
 *     lower_smem.c         s_load_dword*
 *     lower_global.c       global, flat and scratch
 *     lower_buffer.c       MUBUF, MTBUF, s_buffer_load_dword*
 *     lower_lds.c          ds_read*, ds_write*, LDS atomics
 *     lower_ds_lane.c      ds_permute, ds_bpermute, ds_swizzle
 *     lower_image.c        MIMG on traced descriptor bindings
 *     lower_pcrel.c        loads of the code image's own data (ir/pcrel.c)
 *     lower_bvh.c          image_bvh*_intersect_ray: one node per lane
 *   graphics stages (their own headers: stage.h, stage_pixel.h)
 *     stage.c              entry point, interface, initial state, exit
 *     lower_export.c       exp and s_sendmsg
 *     stage_pixel_plan.c   a pixel shader's inputs, planned before lowering
 *     stage_pixel_inputs.c its input VGPRs
 *     lower_interp.c       v_interp_*
 *     stage_geometry.c     the generated geometry module
 */
#ifndef AGC_LOWER_H
#define AGC_LOWER_H

#include <spirv/unified1/GLSL.std.450.h>

#include "ir/ir.h"
#include "spirv/spirv.h"
#include "spirv/spv.h"

#define AGC_MAX_SLOTS 64

struct agc_lower {
	struct agc_spv_module *m;
	struct agc_arena *a;
	const struct agc_ir *ir;
	const struct agc_shader_cfg *cfg;
	const struct agc_options *o;
	struct agc_diag *d;
	unsigned W, S, K;

	/* types */
	uint32_t t_void, t_bool, t_u32, t_i32, t_f32, t_u64, t_i64, t_f64, t_v2u32, t_v4u32,
		t_v2f32, t_v3u32;
	uint32_t t_mask; /* a lane mask: uint (wave32) or uint64 (wave64) */
	uint32_t p_fn_u32, p_psb_u32;
	uint32_t glsl; /* GLSL.std.450 import */

	/* state */
	uint32_t sgpr[128]; /* Function variables, made on first use */
	uint32_t scc;
	uint32_t *vgpr;     /* [256 * K] */
	uint32_t jt_index;  /* the bounded jump-table index */
	uint32_t lane[AGC_MAX_SLOTS]; /* uint: this invocation's lane in each slot */
	uint32_t sid;       /* SubgroupLocalInvocationId, or constant 0 */
	uint32_t wave;      /* this invocation's wave within the workgroup */
	/* lower.c, lower_entry.c: the local ids from LocalInvocationIndex,
	 * not from the wave and lane (a try, kept where nothing after the
	 * entry reads the lane, the wave or another invocation: ids_from
	 * is where that code starts in the function) */
	bool native_ids;
	size_t ids_from;
	uint32_t push;      /* the push-constant block, 0 if none */
	uint32_t lds;       /* Workgroup uint array, 0 if none */
	uint32_t scratch;   /* Function uint array of K lanes' scratch, made on first use */
	uint32_t page_table; /* uint64 device address of the page table */
	uint32_t window;     /* uint64 device address of the 32-bit pointers' window */
	uint32_t *interface;
	unsigned ninterface, interface_cap;
	struct agc_stage_state *stage; /* graphics stages (spirv/stage.h), NULL for compute */
	uint32_t *desc_var; /* per descriptor binding: its variable, made on first use */
	struct agc_ps_lower *ps; /* the pixel stage (spirv/stage_pixel.h), NULL otherwise */

	/* GFX10 shared VGPRs (wave64): v[shared_first, shared_end) hold one
	 * value for lanes l and l + 32.  Each slot keeps its own copy; a write
	 * also sets the slot's flag in shared_wrote (bool Function variables,
	 * [256 * K], made on first use) and marks the register in
	 * shared_dirty; agc_lw_shared_sync, after each instruction, makes the
	 * two halves' copies equal again. */
	unsigned shared_first, shared_end;
	uint32_t *shared_wrote;
	uint64_t shared_dirty[4];

	/* Lane masks kept per lane (lower_state.c): a mask register read per
	 * lane (EXEC, v_cndmask's mask, a carry-in; lane_read[reg], the pair's
	 * first SGPR in wave64) also has a bool Function variable per slot,
	 * its lane's bit, stored where the mask is made per lane; a write of
	 * its bits (lane_stale) re-extracts them after the instruction. */
	bool lane_read[128];
	/* lower_lanes.c: every lane of every wave is an invocation's slot
	 * (compute, a workgroup of whole waves), so a mask's bits are the
	 * ballot of its lanes and "is it 0" is a subgroup vote of them
	 * (agc_lw_wave_any) */
	bool lanes_any;
	uint32_t *lane_var; /* [128 * K], made on first use */
	uint64_t lane_stale[2];

	/* the block being lowered */
	const struct agc_bb *bb;
	uint32_t block;
	uint32_t exec_cache; /* the mask id of EXEC, valid until EXEC is written */
	/* lower.c: inside an EXEC region (if (exec_lo_lane0) { ... }): only
	 * active lanes run, agc_lw_active is true; region_merge its merge */
	bool region;
	uint32_t region_merge, region_skip; /* before region_skip: none */
	/* lower.c: a carry pair (v_add_co_u32 then the v_add_co_ci_u32 that
	 * reads its carry, or the sub forms) is one 64-bit add: addc_pair is
	 * 1 while its low half lowers (instruction addc_low), 2 while its high
	 * half does; the low half leaves each slot's high dword and carry out
	 * of bit 63 in addc_hi and addc_carry (lower_valu.c) */
	unsigned addc_pair;
	bool carry_dead; /* lower.c: this carry's mask is overwritten unread */
	/* lower_live.c: the scalar registers live at each block's end; null:
	 * every one */
	struct agc_sregs *live_out, *live_in;
	/* lower_live.c: per block, its s_cbranch_execz is never taken (null:
	 * none is dropped) */
	bool *execz_free;
	/* lower.c: the instructions of the block an EXEC region lowers before
	 * it opens (scalar ones it does not depend on), one flag each */
	bool *hoisted;
	uint32_t addc_low;
	uint32_t addc_hi[AGC_MAX_SLOTS], addc_carry[AGC_MAX_SLOTS];

	/* lower_bvh.c: the intersection function and its Private argument
	 * array, made on the first BVH instruction (0: none) */
	uint32_t bvh_fn, bvh_args;
};

/* ---- lower.c: the driver; the entries of ir/kinds.def ---- */

/* A plain kind's lowering: the instruction once for the wave. */
typedef int agc_lower_fn(struct agc_lower *l, const struct agc_ir_inst *in);
/* A valu kind's lowering, given each slot's EXEC bit (active[k], bool;
 * DPP narrows it to the lanes that write). */
typedef int agc_lower_valu_fn(struct agc_lower *l, const struct agc_ir_inst *in,
			      const uint32_t *active);

/* flow instructions: no effect; s_barrier; s_getpc_b64/s_swappc_b64 */
int agc_lower_nothing(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_end(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_barrier(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_getpc(struct agc_lower *l, const struct agc_ir_inst *in);

/* ---- lower_live.c ---- */

/* Each block's live scalar registers at its end (l->live_out). */
int agc_lw_live_plan(struct agc_lower *l);
/* Is any of registers reg..reg+n-1 live at the end of block l->block? */
bool agc_lw_live_out(const struct agc_lower *l, unsigned reg, unsigned n);
/* Which blocks' s_cbranch_execz skips only what a clear EXEC makes a no-op
 * (l->execz_free); after agc_lw_live_plan. */
int agc_lw_execz_plan(struct agc_lower *l);
/* May flow instruction `in` read VCC (a branch other than on SCC or EXEC,
 * a call)?  false for a plain instruction. */
bool agc_lw_flow_reads_masks(const struct agc_ir_inst *in);

/* ---- lower_entry.c ---- */

/* The state before the first instruction: user SGPRs, workgroup ids,
 * local ids, EXEC (in main's first block). */
int agc_lw_entry_inputs(struct agc_lower *l);
/* OpEntryPoint of main_fn with its interface and execution modes. */
void agc_lw_entry_point(struct agc_lower *l, uint32_t main_fn);

/* ---- lower_valu_entry.c ---- */

/* The one way into every valu kind: each slot's EXEC bit, VOP3's neg/abs
 * bits as operand modifiers, the DPP and SDWA forms as a copy reading
 * staged sources; then fn. */
int agc_lower_valu(struct agc_lower *l, const struct agc_ir_inst *in, agc_lower_valu_fn *fn);

/* The DPP16/DPP8 source of a VALU instruction.  Writes src0 read across
 * lanes to a VGPR the shader leaves unused, fills *copy with the
 * instruction reading that VGPR instead, and narrows active[] to the
 * lanes DPP lets write. */
int agc_lw_dpp(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t *active,
	       struct agc_inst *copy);
/* SDWA: sources with a byte/word select (or sext) staged in v254/v255 and
 * *copy reading them; the destination select applied afterwards (old: the
 * destination's value per slot before the instruction). */
int agc_lw_sdwa_src(struct agc_lower *l, const struct agc_ir_inst *in, struct agc_inst *copy);
bool agc_lw_sdwa_has_dst(const struct agc_ir_inst *in);
void agc_lw_sdwa_dst(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *old,
		     const uint32_t *active);

/* ---- lower_state.c ---- */

uint32_t agc_lw_u32(struct agc_lower *l, uint32_t v);
uint32_t agc_lw_const64(struct agc_lower *l, uint64_t v);
uint32_t agc_lw_fconst(struct agc_lower *l, float v);
uint32_t agc_lw_dconst(struct agc_lower *l, double v); /* l->t_f64 made */
/* OpSpvOp (2 operands) and OpSelect of type t */
uint32_t agc_lw_op2(struct agc_lower *l, SpvOp op, uint32_t t, uint32_t a, uint32_t b);
uint32_t agc_lw_select(struct agc_lower *l, uint32_t t, uint32_t c, uint32_t a, uint32_t b);
/* A GLSL.std.450 instruction of n (at most 4) operands. */
uint32_t agc_lw_ext(struct agc_lower *l, uint32_t type, unsigned inst, unsigned n, ...);
uint32_t agc_lw_bitcast(struct agc_lower *l, uint32_t type, uint32_t v);
/* uint64 of two uints */
uint32_t agc_lw_join64(struct agc_lower *l, uint32_t lo, uint32_t hi);

/* Refuse the instruction: d names its pc, its text and why.  -1. */
int agc_lw_unsupported(struct agc_lower *l, const struct agc_ir_inst *in, const char *why);

uint32_t agc_lw_type(struct agc_lower *l, enum agc_irt t);
bool agc_lw_is_float(enum agc_irt t);
bool agc_lw_is_wide(enum agc_irt t);
/* The double type, with the Float64 capability (l->t_f64 is 0 in a
 * module whose IR has no f64 until this makes it). */
uint32_t agc_lw_f64(struct agc_lower *l);

/* Scalar registers (codes < 128), as uint. */
uint32_t agc_lw_read_sreg(struct agc_lower *l, unsigned reg);
void agc_lw_write_sreg(struct agc_lower *l, unsigned reg, uint32_t v);
uint32_t agc_lw_read_sreg64(struct agc_lower *l, unsigned reg);
void agc_lw_write_sreg64(struct agc_lower *l, unsigned reg, uint32_t v64);
uint32_t agc_lw_scc(struct agc_lower *l); /* bool */
void agc_lw_set_scc(struct agc_lower *l, uint32_t b);

/* Lane masks are W bits wide, of type l->t_mask: uint in wave32, uint64
 * in wave64.  The constant v as a mask. */
uint32_t agc_lw_mask_const(struct agc_lower *l, uint64_t v);
/* EXEC as a mask. */
uint32_t agc_lw_exec(struct agc_lower *l);
void agc_lw_set_exec(struct agc_lower *l, uint32_t mask);
/* A lane mask register (VCC, an SGPR pair or one SGPR in wave32) as a mask. */
uint32_t agc_lw_read_mask(struct agc_lower *l, unsigned reg);
void agc_lw_write_mask(struct agc_lower *l, unsigned reg, uint32_t mask);
/* bool: bit `lane` (a uint id below W) of the mask */
uint32_t agc_lw_mask_test(struct agc_lower *l, uint32_t mask, uint32_t lane);
/* bool: the bit of slot's lane in the mask */
uint32_t agc_lw_mask_bit(struct agc_lower *l, uint32_t mask, unsigned slot);
/* bool: the lane of `slot` is active */
uint32_t agc_lw_active(struct agc_lower *l, unsigned slot);
/* A mask register's per-lane bools (lower_state.c keeps them in step
 * with the bits): kept for reg; slot's Function bool variable; reg's
 * bools stale (re-extracted after the instruction) or not. */
bool agc_lw_lane_reg(const struct agc_lower *l, unsigned reg);
uint32_t agc_lw_lane_var(struct agc_lower *l, unsigned reg, unsigned slot);
void agc_lw_lane_mark(struct agc_lower *l, unsigned reg, bool stale);

/* ---- lower_lanes.c ---- */

/* Before lowering: which mask registers are read per lane (lane_read). */
void agc_lw_lanes_plan(struct agc_lower *l);
/* out[slot] (bool): each slot's bit of mask register reg. */
void agc_lw_mask_lanes(struct agc_lower *l, unsigned reg, uint32_t *out);
/* Mask register reg (EXEC included) = the lanes whose cond[slot] is true:
 * the ballot as its bits, cond itself as its lanes' bits. */
void agc_lw_write_lanes(struct agc_lower *l, unsigned reg, const uint32_t *cond);
/* The same with the bits given: mask, whose lanes' bits cond[] are. */
void agc_lw_set_mask_lanes(struct agc_lower *l, unsigned reg, uint32_t mask, const uint32_t *cond);
/* After an instruction (in, or NULL for other code): a mask logic
 * instruction on masks known per lane (s_and_saveexec, s_andn2, s_mov,
 * ...) gives its destinations' lanes by the same logic on bools; the
 * lanes of the other mask registers it wrote as bits are extracted
 * again. */
void agc_lw_lanes_after(struct agc_lower *l, const struct agc_ir_inst *in);
/* Where l->lanes_any and reg's mask is kept per lane: the bool "some lane
 * of the wave has its bit set" (a vote), else 0. */
uint32_t agc_lw_wave_any(struct agc_lower *l, unsigned reg);
/* s_cmp_eq/lg of such a mask with 0: SCC by the vote; false if `in` is
 * not one. */
bool agc_lw_zero_test_lanes(struct agc_lower *l, const struct agc_ir_inst *in);

/* VGPRs, as uint, per slot; the Function variable of one. */
uint32_t agc_lw_vgpr_var(struct agc_lower *l, unsigned v, unsigned slot);
uint32_t agc_lw_read_vgpr(struct agc_lower *l, unsigned v, unsigned slot);
/* v[v:v+1] of a slot as uint64 */
uint32_t agc_lw_read_vgpr64(struct agc_lower *l, unsigned v, unsigned slot);
void agc_lw_write_vgpr(struct agc_lower *l, unsigned v, unsigned slot, uint32_t value,
		       uint32_t active);
/* A 16-bit result (the low 16 bits of r16) into the low or (hi) high
 * half of VGPR v, the other half kept, where active. */
void agc_lw_write_vgpr16(struct agc_lower *l, unsigned v, unsigned slot, uint32_t r16, bool hi,
                         uint32_t active);
/* A 16-bit VALU result to the instruction's VGPR destination: the low
 * half, or with VOP3 op_sel[3] the high half, the other half kept; an
 * SDWA form writes it zero-extended for agc_lw_sdwa_dst to place. */
void agc_lw_store16(struct agc_lower *l, const struct agc_inst *mi, unsigned slot, uint32_t r16,
                    uint32_t active);
/* The Function bool variable flagging a write of shared VGPR v by slot. */
uint32_t agc_lw_shared_flag(struct agc_lower *l, unsigned v, unsigned slot);

/* Structured "if (cond) { ... }" inside a block body. */
uint32_t agc_lw_if_begin(struct agc_lower *l, uint32_t cond);
void agc_lw_if_end(struct agc_lower *l, uint32_t merge);

/* ---- lower_operand.c ---- */

/* the i-th operand as printed (definitions, then sources) */
const struct agc_operand *agc_lw_opnd(const struct agc_ir_inst *in, unsigned i);
/* An operand's value in the given type (uint32 ids for 32-bit integer
 * types, uint64 for 64-bit, float/double for floats), for a slot;
 * applies abs/neg modifiers for float types. */
uint32_t agc_lw_src(struct agc_lower *l, const struct agc_operand *op, enum agc_irt t,
		    unsigned slot);
/* A value of type t stored to a destination operand as raw bits. */
uint32_t agc_lw_to_bits(struct agc_lower *l, uint32_t v, enum agc_irt t);
/* Store a result (raw bits, uint or uint64 when wide) to a VGPR
 * destination, where active. */
void agc_lw_store_v(struct agc_lower *l, const struct agc_operand *d, unsigned slot, uint32_t bits,
		    bool wide, uint32_t active);

/* Sources 1..3 of a VALU instruction for a slot in its row's type (t1
 * for source 1), an f16 one from the half op_sel names; missing ones
 * read 0. */
void agc_lw_srcs3(struct agc_lower *l, const struct agc_ir_inst *in, unsigned slot, enum agc_irt t1,
		  uint32_t s[3]);
/* A result's bits to the instruction's destination by its row's result
 * type: 16-bit by agc_lw_store16, else 32 or 64 bits by agc_lw_store_v. */
void agc_lw_store_dst(struct agc_lower *l, const struct agc_ir_inst *in, unsigned slot, uint32_t bits,
		      uint32_t active);
/* An operand's 32 bits with its modifiers ignored; f16: a float inline
 * constant as its f16 bits in both halves. */
uint32_t agc_lw_word(struct agc_lower *l, const struct agc_operand *o, bool f16, unsigned slot);
/* The low (hi = false) or high half of a 32-bit word, zero- or
 * sign-extended to uint. */
uint32_t agc_lw_half(struct agc_lower *l, uint32_t w, bool hi, bool sext);
/* f16 bits (low 16 of a uint) as float (the other way:
 * agc_lw_f32_to_f16, lower_softfloat.c). */
uint32_t agc_lw_f16_to_f32(struct agc_lower *l, uint32_t h);
/* abs then neg, as VOP3 modifiers, on a float */
uint32_t agc_lw_fmods(struct agc_lower *l, uint32_t f, bool abs, bool neg);
uint32_t agc_lw_fsign(struct agc_lower *l, uint32_t f, bool wide, bool abs, bool neg);
/* VOP3 op_sel bit i (gfx10): source i of a 16-bit operation is the high
 * half of its 32 bits (bit 3, the destination's half: agc_lw_store16). */
bool agc_lw_opsel_hi(const struct agc_inst *mi, unsigned i);
/* A 16-bit float source as float: the low or high half of agc_lw_word,
 * then the operand's abs/neg. */
uint32_t agc_lw_src_f16(struct agc_lower *l, const struct agc_operand *o, bool hi, unsigned slot);
/* Clamp to [0, 1]: NaN to 0, -0 to +0 (float or double). */
uint32_t agc_lw_clamp01(struct agc_lower *l, uint32_t x, bool f64);
/* A float result's output modifiers: omod, then clamp (f32, without
 * the NaN rule of lower_valu.c's out_mods). */
uint32_t agc_lw_out_f(struct agc_lower *l, const struct agc_inst *mi, uint32_t f);

/* ---- lower_wave.c ---- */

/* The mask (l->t_mask) of the lanes whose cond[slot] (bool) is true. */
uint32_t agc_lw_ballot(struct agc_lower *l, const uint32_t *cond);
/* vals[slot] (uint) of lane `lane` (a uniform uint), for every invocation. */
uint32_t agc_lw_read_lane(struct agc_lower *l, const uint32_t *vals, uint32_t lane);
/* out[slot] = the vals of lane src[slot] (uint, any lane of the wave). */
void agc_lw_shuffle(struct agc_lower *l, const uint32_t *vals, const uint32_t *src, uint32_t *out);
/* Each lane's value of vals from lane ^ mask (mask < W). */
void agc_lw_shuffle_xor(struct agc_lower *l, const uint32_t *vals, unsigned mask, uint32_t *out);
/* After an instruction: each shared VGPR it wrote gets, in both halves'
 * copies, the high half's value where the high lane wrote, else the low
 * half's. */
void agc_lw_shared_sync(struct agc_lower *l);

/* ---- lower_softfloat.c ---- */

/* (a * b + c) * 2^scale rounded once to nearest even.  f64: a, b, c
 * doubles, scale a 32-bit int id (two's complement) or 0 for none.  f32:
 * a, b, c floats, scale a double id holding a power of two, or 0 for
 * none. */
uint32_t agc_lw_fma_f64(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c, uint32_t scale);
/* The same for every slot: out[k] = (a[k] * b[k] + c[k]) * 2^scale[k]
 * (scale may be NULL), the integer code emitted once for all slots. */
void agc_lw_fma_f64_slots(struct agc_lower *l, const uint32_t *a, const uint32_t *b,
                          const uint32_t *c, const uint32_t *scale, uint32_t *out);
uint32_t agc_lw_fma_f32(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c, uint32_t scale);
/* The hardware's NaN of an arithmetic result r (f32, f64 when wide) from
 * sources x[0..n-1]: the first NaN source quieted, else a NaN r the
 * default NaN 0x7fc00000 (0x7ff8...), else r. */
uint32_t agc_lw_nan_rule(struct agc_lower *l, uint32_t r, bool wide, unsigned n, const uint32_t *x);
uint32_t agc_lw_nan_pass(struct agc_lower *l, uint32_t r, bool wide, uint32_t x);
/* f32 -> f16 bits in the low half of a uint, as v_cvt_f16_f32 rounds
 * (nearest even, overflow to infinity). */
uint32_t agc_lw_f32_to_f16(struct agc_lower *l, uint32_t f);
/* f32 x * 2^k (k an int id), rounded once (v_ldexp_f32). */
uint32_t agc_lw_ldexp_f32(struct agc_lower *l, uint32_t x, uint32_t k);

/* ---- lower_address.c ---- */

/* Addresses are guest addresses (uint64); these translate them by the
 * address map.  Pointer to the dword at addr64 + 4 * i
 * (PhysicalStorageBuffer uint). */
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

/* ---- the lowerings: the entries ir/kinds.def names ---- */

/* lower_salu.c: the S* kinds of SOP1/SOP2/SOPK/SOPC; SEXTRA */
int agc_lower_smov(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sun(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sbin(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_scarry(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_scmp(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_scselect(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sbfe(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sbcnt(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sbitscan(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_ssaveexec(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sbitcmp(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_slshladd(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_smulhi(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sabsdiff(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sbitset(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_swqm(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_ssetreg(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_sextra(struct agc_lower *l, const struct agc_ir_inst *in);
/* lower_movrel.c: SMOVREL, VMOVREL */
int agc_lower_smovrel(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_vmovrel(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_valu.c */
int agc_lower_valu_alu(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vcmp(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vcndmask(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vaddc(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vmad64(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vmadi64(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vmul(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vswap(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vcvtflr(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_valu_bits.c, lower_valu_float.c */
int agc_lower_valu_bits(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_valu_float(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_valu_half.c: V16X, VCMPCLASS16 */
int agc_lower_v16x(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vcmpclass16(struct agc_lower *l, const struct agc_ir_inst *in,
                          const uint32_t *active);
/* lower_valu_packed.c: VPK and V16; VCVTPK */
int agc_lower_packed(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_cvt_pack(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_valu_dot.c: VDOT, VMIX */
int agc_lower_vdot(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vmix(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_valu_media.c: VMISC */
int agc_lower_vmisc(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_valu_fdiv.c: VDIVSCALE, VDIVFMAS, VDIVFIXUP, VTRIGPREOP */
int agc_lower_fdiv(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_valu_lane.c */
int agc_lower_vreadlane(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vwritelane(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_vmbcnt(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
int agc_lower_permlane(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active);
/* lower_smem.c, lower_global.c, lower_buffer.c (BUF* and SBUFLOAD), lower_lds.c */
int agc_lower_smem(struct agc_lower *l, const struct agc_ir_inst *in);
/* Whether scalar loads take a dword a lane and share it (a pixel shader
 * of more than one invocation a subgroup), or their dwords in pairs (one
 * invocation, --address-map direct): lower_smem.c says why; v[0], v[1] :=
 * the dwords i and i + 1 at guest address addr (uint64, 4-aligned), one
 * 64-bit load. */
bool agc_lw_load_spread(const struct agc_lower *l);
bool agc_lw_load_pairs(const struct agc_lower *l);
void agc_lw_load_pair(struct agc_lower *l, uint32_t addr, unsigned i, uint32_t *v);
int agc_lower_global(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_buffer(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_lds(struct agc_lower *l, const struct agc_ir_inst *in);
/* lower_ds_lane.c */
int agc_lower_ds_permute(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_ds_bpermute(struct agc_lower *l, const struct agc_ir_inst *in);
int agc_lower_ds_swizzle(struct agc_lower *l, const struct agc_ir_inst *in);
/* lower_image.c: MIMG instructions on their traced descriptor bindings */
int agc_lower_image(struct agc_lower *l, const struct agc_ir_inst *in);
/* lower_pcrel.c: a load of the code image's data, as constants; lower.c
 * calls it for every instruction ir/pcrel.c resolved, whatever its kind */
int agc_lower_pcrel_load(struct agc_lower *l, const struct agc_ir_inst *in,
			 const struct agc_pcrel_load *p);
/* lower_bvh.c: image_bvh_intersect_ray, image_bvh64_intersect_ray (BVH);
 * agc_lw_bvh_emit, after main, emits the function they call */
int agc_lower_bvh(struct agc_lower *l, const struct agc_ir_inst *in);
void agc_lw_bvh_emit(struct agc_lower *l);

#endif
