/*
 * lower_entry.c -- the shader's entry point: the state the hardware sets
 * before the first instruction, made from built-in inputs and push
 * constants, and the OpEntryPoint with its execution modes.  One stage
 * today, compute (shared/DESIGN.md's compute ABI):
 *
 *   push constants  dword i -> s<i> (user SGPRs), then the page table's
 *                   and the 32-bit window's addresses
 *   WorkgroupId     -> the SGPRs --wgid-sgprs names
 *   thread t = wave * W + lane -> v0, v1, v2 = t % X, t / X % Y, t / X / Y
 *   EXEC            the lanes whose thread exists
 *
 * A graphics stage (o->stage) sets up its input VGPRs and its outputs in
 * agc_lw_entry_inputs and agc_lw_entry_point.
 */
#include "spirv/lower.h"
#include "spirv/stage.h"

static uint32_t
builtin_input(struct agc_lower *l, uint32_t type, SpvBuiltIn b)
{
	uint32_t ptr = agc_spv_type_pointer(l->m, SpvStorageClassInput, type);
	uint32_t var = agc_spv_global(l->m, ptr, SpvStorageClassInput);
	agc_spv_instv(l->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, var, (uint32_t)SpvDecorationBuiltIn,
		      (uint32_t)b);
	l->interface[l->ninterface++] = var;
	return agc_spv_op(l->m, SpvOpLoad, type, 1, var);
}

/* Initial state: user SGPRs, workgroup ids, local ids, EXEC. */
static void
compute_inputs(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	const struct agc_options *o = l->o;
	uint32_t X = o->workgroup[0], Y = o->workgroup[1], Z = o->workgroup[2];
	uint32_t threads = X * Y * Z;

	if (l->S > 1) {
		agc_spv_capability(m, SpvCapabilityGroupNonUniform);
		l->sid = builtin_input(l, l->t_u32, SpvBuiltInSubgroupLocalInvocationId);
		l->wave = builtin_input(l, l->t_u32, SpvBuiltInSubgroupId);
	} else {
		l->sid = agc_lw_u32(l, 0);
		l->wave = builtin_input(l, l->t_u32, SpvBuiltInLocalInvocationIndex);
	}
	for (unsigned k = 0; k < l->K; k++)
		l->lane[k] = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_lw_u32(l, k * l->S), l->sid);

	/* user SGPRs from the push constants (then the page table address,
	 * then the 32-bit pointers' window address) */
	uint32_t paged = o->address_map == AGC_ADDR_PAGED ? 2 : 0;
	uint32_t npush = o->user_sgprs + paged + (o->address32 ? 2 : 0);
	if (npush) {
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, npush)}, 2);
		uint32_t blk = agc_spv_type(m, SpvOpTypeStruct, &arr, 1);
		agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, arr, (uint32_t)SpvDecorationArrayStride, 4u);
		agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, blk, (uint32_t)SpvDecorationBlock);
		agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, blk, 0u,
			      (uint32_t)SpvDecorationOffset, 0u);
		uint32_t pblk = agc_spv_type_pointer(m, SpvStorageClassPushConstant, blk);
		l->push = agc_spv_global(m, pblk, SpvStorageClassPushConstant);
		agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->push, 1, "user_data", NULL, 0);
		l->interface[l->ninterface++] = l->push;
		uint32_t pu = agc_spv_type_pointer(m, SpvStorageClassPushConstant, l->t_u32);
		for (uint32_t i = 0; i < npush; i++) {
			uint32_t p = agc_spv_op(m, SpvOpAccessChain, pu, 3, l->push, agc_lw_u32(l, 0),
						agc_lw_u32(l, i));
			uint32_t v = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, p);
			if (i < o->user_sgprs && i < 106)
				agc_lw_write_sreg(l, i, v);
			else if (i == o->user_sgprs && paged)
				l->page_table = v;
			else if (i == o->user_sgprs + 1 && paged)
				l->page_table = agc_lw_join64(l, l->page_table, v);
			else if (i == o->user_sgprs + paged)
				l->window = v;
			else
				l->window = agc_lw_join64(l, l->window, v);
		}
	}

	bool any_wgid = false;
	for (int i = 0; i < 3; i++)
		any_wgid |= o->wgid_sgpr[i] >= 0;
	if (any_wgid) {
		uint32_t wg = builtin_input(l, l->t_v3u32, SpvBuiltInWorkgroupId);
		for (uint32_t i = 0; i < 3; i++)
			if (o->wgid_sgpr[i] >= 0)
				agc_lw_write_sreg(l, (unsigned)o->wgid_sgpr[i],
						  agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, wg, i));
	}

	/* local ids: thread t = wave * W + lane; or, where nothing tells
	 * one grouping of the invocations into subgroups from another
	 * (lower.c), Vulkan's own index */
	uint32_t index = l->native_ids ? builtin_input(l, l->t_u32, SpvBuiltInLocalInvocationIndex) : 0;
	uint32_t base = index ? 0 : agc_spv_op(m, SpvOpIMul, l->t_u32, 2, l->wave, agc_lw_u32(l, l->W));
	for (unsigned k = 0; k < l->K; k++) {
		/* Vulkan's: slot k of invocation i holds thread i + k * threads / K
		 * (neighbouring invocations, neighbouring threads: their memory
		 * accesses stay together as the hardware's lanes' do) */
		uint32_t t = index ? agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, index,
						agc_lw_u32(l, k * (threads / l->K)))
				   : agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, l->lane[k]);
		uint32_t x = agc_spv_op(m, SpvOpUMod, l->t_u32, 2, t, agc_lw_u32(l, X));
		uint32_t yz = agc_spv_op(m, SpvOpUDiv, l->t_u32, 2, t, agc_lw_u32(l, X));
		uint32_t y = agc_spv_op(m, SpvOpUMod, l->t_u32, 2, yz, agc_lw_u32(l, Y));
		uint32_t z = agc_spv_op(m, SpvOpUDiv, l->t_u32, 2, yz, agc_lw_u32(l, Y));
		uint32_t ids[3] = {x, y, z};
		for (unsigned i = 0; i < o->workitem_vgprs && i < 3; i++)
			agc_lw_write_vgpr(l, i, k, ids[i], 0);
	}

	/* EXEC: the lanes whose thread exists; n = min(W, threads - wave * W).
	 * A workgroup of whole waves starts with every lane on, a constant
	 * the driver folds into every select the lanes make. */
	uint32_t on[AGC_MAX_SLOTS];
	if (threads % l->W == 0) {
		for (unsigned k = 0; k < l->K; k++)
			on[k] = agc_spv_const_bool(m, true);
		agc_lw_set_mask_lanes(l, AGC_REG_EXEC_LO, agc_lw_mask_const(l, ~0ull), on);
		l->ids_from = m->sec[AGC_SPV_FN_CODE].n;
		return;
	}
	uint32_t left = agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, threads), base);
	uint32_t n = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, left, agc_lw_u32(l, l->W));
	uint32_t nm = l->W == 64 ? agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, n) : n;
	uint32_t full = agc_spv_op(m, SpvOpUGreaterThanEqual, l->t_bool, 2, n, agc_lw_u32(l, l->W));
	uint32_t sh = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_mask, 2, agc_lw_mask_const(l, 1), nm);
	uint32_t mask = agc_spv_op(m, SpvOpISub, l->t_mask, 2, sh, agc_lw_mask_const(l, 1));
	mask = agc_spv_op(m, SpvOpSelect, l->t_mask, 3, full, agc_lw_mask_const(l, ~0ull), mask);
	for (unsigned k = 0; k < l->K; k++)
		on[k] = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, l->lane[k], n);
	agc_lw_set_mask_lanes(l, AGC_REG_EXEC_LO, mask, on);
}

/* --denormals: float controls for the widths the guest computes in (f16
 * math runs in f32); SPIR-V 1.4 made them core.  The 64-bit mode only when
 * the guest has f64 instructions: the module's own f64 arithmetic (an exact
 * v_exp_f32, the f32 FMA emulation) never meets an f64 denormal, and a
 * 64-bit mode would need a device property the guest never asked for. */
static void
declare_denormals(struct agc_lower *l, enum agc_denorm mode, uint32_t main_fn)
{
	if (mode == AGC_DENORM_ANY)
		return;
	bool keep = mode == AGC_DENORM_PRESERVE;
	agc_spv_capability(l->m, keep ? SpvCapabilityDenormPreserve : SpvCapabilityDenormFlushToZero);
	for (uint32_t width = 32; width <= 64; width += 32)
		if (width == 32 || l->ir->uses_f64)
			agc_spv_instv(l->m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 3, main_fn,
				      (uint32_t)(keep ? SpvExecutionModeDenormPreserve
						      : SpvExecutionModeDenormFlushToZero), width);
}

int
agc_lw_entry_inputs(struct agc_lower *l)
{
	if (agc_stage_is_graphics(l->o)) /* graphics: spirv/stage.c */
		return agc_stage_setup(l);
	compute_inputs(l);
	return 0;
}

void
agc_lw_entry_point(struct agc_lower *l, uint32_t main_fn)
{
	struct agc_spv_module *m = l->m;
	const struct agc_options *o = l->o;

	if (l->stage) { /* graphics: spirv/stage.c */
		agc_stage_entry(l, main_fn);
		declare_denormals(l, o->denorm, main_fn);
		return;
	}
	uint32_t ep[2] = {(uint32_t)SpvExecutionModelGLCompute, main_fn};
	agc_spv_inst_str(m, AGC_SPV_ENTRY_POINTS, SpvOpEntryPoint, ep, 2, "main", l->interface,
			 l->ninterface);
	uint32_t threads = o->workgroup[0] * o->workgroup[1] * o->workgroup[2];
	uint32_t waves = (threads + l->W - 1) / l->W;
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 5, main_fn,
		      (uint32_t)SpvExecutionModeLocalSize, waves * l->S, 1u, 1u);
	declare_denormals(l, o->denorm, main_fn);
}
