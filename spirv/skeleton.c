/*
 * skeleton.c -- a runnable compute module that follows an abstract graph's
 * control flow, so that anyone can check a structurization by running it.
 *
 * Contract (local size 1x1x1):
 *   - push-constant dwords 0-1: device address of a uint decision array,
 *     dwords 2-3: device address of a uint trace array;
 *   - on entering original block i: if trace[0] has reached 4000 the module
 *     returns; otherwise it stores i at trace[1 + trace[0]] and increments
 *     trace[0];
 *   - a block with n >= 2 successors reads the next decision d (the k-th
 *     read is decisions[k]) and goes to successor d mod n; one successor:
 *     branch; none: return.
 */
#include <string.h>

#include "spirv/spirv.h"
#include "spirv/spv.h"

struct skel {
	struct agc_spv_module *m;
	uint32_t uint_t, bool_t, psb_uint, decisions, trace, counter;
};

static uint32_t
element(struct skel *k, uint32_t base, uint32_t index)
{
	struct agc_spv_module *m = k->m;
	return agc_spv_op(m, SpvOpAccessChain, k->psb_uint, 3, base, agc_spv_const_uint(m, 0), index);
}

static uint32_t
load_aligned(struct skel *k, uint32_t ptr)
{
	return agc_spv_op(k->m, SpvOpLoad, k->uint_t, 3, ptr,
			  (uint32_t)SpvMemoryAccessAlignedMask, 4u);
}

static void
store_aligned(struct skel *k, uint32_t ptr, uint32_t value)
{
	agc_spv_code(k->m, SpvOpStore, 4, ptr, value, (uint32_t)SpvMemoryAccessAlignedMask, 4u);
}

static int
body(void *ctx, struct agc_spv_flow *f, uint32_t block, struct agc_diag *d)
{
	struct skel *k = ctx;
	struct agc_spv_module *m = k->m;
	(void)d;

	uint32_t p0 = element(k, k->trace, agc_spv_const_uint(m, 0));
	uint32_t count = load_aligned(k, p0);
	uint32_t full = agc_spv_op(m, SpvOpUGreaterThanEqual, k->bool_t, 2, count,
				   agc_spv_const_uint(m, AGC_SKELETON_TRACE_MAX));
	agc_spv_flow_return_if(f, full);
	uint32_t slot = agc_spv_op(m, SpvOpIAdd, k->uint_t, 2, count, agc_spv_const_uint(m, 1));
	store_aligned(k, element(k, k->trace, slot), agc_spv_const_uint(m, block));
	store_aligned(k, p0, slot);
	return 0;
}

static uint32_t
selector(void *ctx, struct agc_spv_flow *f, uint32_t block, uint32_t n)
{
	struct skel *k = ctx;
	struct agc_spv_module *m = k->m;
	(void)f;
	(void)block;

	uint32_t i = agc_spv_op(m, SpvOpLoad, k->uint_t, 1, k->counter);
	uint32_t dv = load_aligned(k, element(k, k->decisions, i));
	uint32_t next = agc_spv_op(m, SpvOpIAdd, k->uint_t, 2, i, agc_spv_const_uint(m, 1));
	agc_spv_code(m, SpvOpStore, 2, k->counter, next);
	uint32_t r = agc_spv_op(m, SpvOpUMod, k->uint_t, 2, dv, agc_spv_const_uint(m, n));
	if (n == 2)
		return agc_spv_op(m, SpvOpINotEqual, k->bool_t, 2, r, agc_spv_const_uint(m, 0));
	return r;
}

int
agc_spv_skeleton(struct agc_arena *a, const struct agc_sgraph *s,
		 const struct agc_graph *g, uint32_t **words, size_t *nwords,
		 struct agc_diag *d)
{
	struct agc_spv_module mod;
	struct agc_spv_module *m = &mod;
	struct skel k = {.m = m};
	(void)g;

	agc_spv_init(m, a, 0x00010500);
	agc_spv_capability(m, SpvCapabilityShader);
	agc_spv_capability(m, SpvCapabilityPhysicalStorageBufferAddresses);
	agc_spv_instv(m, AGC_SPV_MEMORY_MODEL, SpvOpMemoryModel, 2,
		      (uint32_t)SpvAddressingModelPhysicalStorageBuffer64,
		      (uint32_t)SpvMemoryModelGLSL450);

	uint32_t void_t = agc_spv_type_void(m);
	uint32_t fn_t = agc_spv_type(m, SpvOpTypeFunction, &void_t, 1);
	k.uint_t = agc_spv_type_uint(m);
	k.bool_t = agc_spv_type_bool(m);
	uint32_t rt = agc_spv_type(m, SpvOpTypeRuntimeArray, &k.uint_t, 1);
	uint32_t buf = agc_spv_type(m, SpvOpTypeStruct, &rt, 1);
	uint32_t pbuf = agc_spv_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, buf);
	uint32_t members[2] = {pbuf, pbuf};
	uint32_t pc = agc_spv_type(m, SpvOpTypeStruct, members, 2);
	uint32_t ppc = agc_spv_type_pointer(m, SpvStorageClassPushConstant, pc);
	uint32_t pc_pbuf = agc_spv_type_pointer(m, SpvStorageClassPushConstant, pbuf);
	k.psb_uint = agc_spv_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, k.uint_t);
	uint32_t pc_var = agc_spv_global(m, ppc, SpvStorageClassPushConstant);

	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, rt, (uint32_t)SpvDecorationArrayStride, 4u);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, buf, (uint32_t)SpvDecorationBlock);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, buf, 0u, (uint32_t)SpvDecorationOffset, 0u);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, pc, (uint32_t)SpvDecorationBlock);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, pc, 0u, (uint32_t)SpvDecorationOffset, 0u);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, pc, 1u, (uint32_t)SpvDecorationOffset, 8u);

	uint32_t main_fn = agc_spv_fn_begin(m, void_t, fn_t);
	uint32_t ep[2] = {(uint32_t)SpvExecutionModelGLCompute, main_fn};
	agc_spv_inst_str(m, AGC_SPV_ENTRY_POINTS, SpvOpEntryPoint, ep, 2, "main", &pc_var, 1);
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 5, main_fn,
		      (uint32_t)SpvExecutionModeLocalSize, 1u, 1u, 1u);
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &pc_var, 1, "addresses", NULL, 0);

	uint32_t ptr_fn_uint = agc_spv_type_pointer(m, SpvStorageClassFunction, k.uint_t);
	k.counter = agc_spv_fn_var(m, ptr_fn_uint, agc_spv_const_uint(m, 0));
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &k.counter, 1, "decisions_read", NULL, 0);
	uint32_t p = agc_spv_op(m, SpvOpAccessChain, pc_pbuf, 2, pc_var, agc_spv_const_uint(m, 0));
	k.decisions = agc_spv_op(m, SpvOpLoad, pbuf, 1, p);
	p = agc_spv_op(m, SpvOpAccessChain, pc_pbuf, 2, pc_var, agc_spv_const_uint(m, 1));
	k.trace = agc_spv_op(m, SpvOpLoad, pbuf, 1, p);

	struct agc_spv_flow_cb cb = {&k, body, selector};
	if (agc_spv_flow_emit(m, s, &cb, d))
		return -1;
	agc_spv_fn_end(m);
	return agc_spv_finish(m, words, nwords, d);
}
