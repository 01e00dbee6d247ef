/*
 * probe.c -- check that a required subgroup size is the size that runs.
 *
 * A driver may accept requiredSubgroupSize = N and still run narrower
 * subgroups (lavapipe with LP_NATIVE_VECTOR_WIDTH=1024 reports and accepts
 * 32 but runs 16, while gl_SubgroupSize reads 32). Modules recompiled for
 * S-lane subgroups would then compute wrong results that look like bugs of
 * the recompiler, so a job that requires a size first runs this module,
 * built here word by word, in one workgroup of exactly N invocations:
 *
 *   layout(local_size_x = N) in;
 *   layout(set = 0, binding = 0) buffer B { uint v[]; };
 *   void main() { v[gl_LocalInvocationIndex] = subgroupAdd(1u); }
 *
 * With full N-wide subgroups every v[i] is N.
 */
#include <spirv/unified1/spirv.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "device.h"

enum {
	ID_VOID = 1, ID_FN, ID_U32, ID_C0, ID_C1, ID_SCOPE, ID_RTA, ID_BLOCK, ID_PBLOCK,
	ID_BUF, ID_PIN, ID_INDEX, ID_PU32, ID_MAIN, ID_LABEL, ID_LOAD, ID_SUM, ID_PTR,
	ID_BOUND
};

struct words {
	uint32_t w[VKRUN_PROBE_WORDS];
	size_t n;
};

/* One instruction: opcode and `count` operand words. */
static void
op(struct words *m, SpvOp opcode, int count, ...)
{
	va_list ap;
	va_start(ap, count);
	m->w[m->n++] = (uint32_t)(count + 1) << 16 | opcode;
	for (int i = 0; i < count; i++)
		m->w[m->n++] = va_arg(ap, uint32_t);
	va_end(ap);
}

static size_t
build_probe(struct words *m, uint32_t size)
{
	_Static_assert(VKRUN_PROBE_WORDS >= 160, "room for the probe module");
	m->n = 0;
	m->w[m->n++] = SpvMagicNumber;
	m->w[m->n++] = 0x00010300; /* SPIR-V 1.3: StorageBuffer, GroupNonUniform */
	m->w[m->n++] = 0;
	m->w[m->n++] = ID_BOUND;
	m->w[m->n++] = 0;
	op(m, SpvOpCapability, 1, SpvCapabilityShader);
	op(m, SpvOpCapability, 1, SpvCapabilityGroupNonUniform);
	op(m, SpvOpCapability, 1, SpvCapabilityGroupNonUniformArithmetic);
	op(m, SpvOpMemoryModel, 2, SpvAddressingModelLogical, SpvMemoryModelGLSL450);
	uint32_t name[2] = {0, 0};
	memcpy(name, "main", 4);
	op(m, SpvOpEntryPoint, 5, SpvExecutionModelGLCompute, ID_MAIN, name[0], name[1],
		ID_INDEX);
	op(m, SpvOpExecutionMode, 5, ID_MAIN, SpvExecutionModeLocalSize, size, 1u, 1u);
	op(m, SpvOpDecorate, 3, ID_INDEX, SpvDecorationBuiltIn, SpvBuiltInLocalInvocationIndex);
	op(m, SpvOpDecorate, 3, ID_RTA, SpvDecorationArrayStride, 4u);
	op(m, SpvOpMemberDecorate, 4, ID_BLOCK, 0u, SpvDecorationOffset, 0u);
	op(m, SpvOpDecorate, 2, ID_BLOCK, SpvDecorationBlock);
	op(m, SpvOpDecorate, 3, ID_BUF, SpvDecorationDescriptorSet, 0u);
	op(m, SpvOpDecorate, 3, ID_BUF, SpvDecorationBinding, 0u);
	op(m, SpvOpTypeVoid, 1, ID_VOID);
	op(m, SpvOpTypeFunction, 2, ID_FN, ID_VOID);
	op(m, SpvOpTypeInt, 3, ID_U32, 32u, 0u);
	op(m, SpvOpConstant, 3, ID_U32, ID_C0, 0u);
	op(m, SpvOpConstant, 3, ID_U32, ID_C1, 1u);
	op(m, SpvOpConstant, 3, ID_U32, ID_SCOPE, SpvScopeSubgroup);
	op(m, SpvOpTypeRuntimeArray, 2, ID_RTA, ID_U32);
	op(m, SpvOpTypeStruct, 2, ID_BLOCK, ID_RTA);
	op(m, SpvOpTypePointer, 3, ID_PBLOCK, SpvStorageClassStorageBuffer, ID_BLOCK);
	op(m, SpvOpVariable, 3, ID_PBLOCK, ID_BUF, SpvStorageClassStorageBuffer);
	op(m, SpvOpTypePointer, 3, ID_PIN, SpvStorageClassInput, ID_U32);
	op(m, SpvOpVariable, 3, ID_PIN, ID_INDEX, SpvStorageClassInput);
	op(m, SpvOpTypePointer, 3, ID_PU32, SpvStorageClassStorageBuffer, ID_U32);
	op(m, SpvOpFunction, 4, ID_VOID, ID_MAIN, SpvFunctionControlMaskNone, ID_FN);
	op(m, SpvOpLabel, 1, ID_LABEL);
	op(m, SpvOpLoad, 3, ID_U32, ID_LOAD, ID_INDEX);
	op(m, SpvOpGroupNonUniformIAdd, 5, ID_U32, ID_SUM, ID_SCOPE, SpvGroupOperationReduce,
		ID_C1);
	op(m, SpvOpAccessChain, 5, ID_PU32, ID_PTR, ID_BUF, ID_C0, ID_LOAD);
	op(m, SpvOpStore, 2, ID_PTR, ID_SUM);
	op(m, SpvOpReturn, 0);
	op(m, SpvOpFunctionEnd, 0);
	return m->n * 4;
}

size_t
vkrun_probe_module(uint32_t *words, uint32_t size)
{
	struct words m;
	size_t bytes = build_probe(&m, size);
	memcpy(words, m.w, bytes);
	return bytes;
}

void
vkrun_probe_subgroup_size(const struct vkrun_device *d, uint32_t size, double timeout_s)
{
	VkDevice dev = d->dev;
	const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
		VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
	VkBuffer buf = vkrun_buffer_new(d, 4 * (uint64_t)size, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
	VkDeviceMemory mem;
	vkrun_memory_bind(d, buf, &mem, host, 0, false);
	uint32_t *out;
	vkrun_check(vkMapMemory(dev, mem, 0, VK_WHOLE_SIZE, 0, (void **)&out), "vkMapMemory");
	memset(out, 0, 4 * (size_t)size);

	struct words m;
	VkShaderModuleCreateInfo minfo = {
		.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
		.codeSize = build_probe(&m, size),
		.pCode = m.w,
	};
	VkShaderModule module;
	vkrun_check(vkCreateShaderModule(dev, &minfo, NULL, &module), "vkCreateShaderModule (probe)");
	VkDescriptorSetLayoutBinding binding = {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
		VK_SHADER_STAGE_COMPUTE_BIT, NULL};
	VkDescriptorSetLayoutCreateInfo sinfo = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
		.bindingCount = 1,
		.pBindings = &binding,
	};
	VkDescriptorSetLayout set_layout;
	vkrun_check(vkCreateDescriptorSetLayout(dev, &sinfo, NULL, &set_layout),
		"vkCreateDescriptorSetLayout");
	VkDescriptorPoolSize psize = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
	VkDescriptorPoolCreateInfo pinfo = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
		.maxSets = 1,
		.poolSizeCount = 1,
		.pPoolSizes = &psize,
	};
	VkDescriptorPool pool;
	vkrun_check(vkCreateDescriptorPool(dev, &pinfo, NULL, &pool), "vkCreateDescriptorPool");
	VkDescriptorSetAllocateInfo ainfo = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
		.descriptorPool = pool,
		.descriptorSetCount = 1,
		.pSetLayouts = &set_layout,
	};
	VkDescriptorSet set;
	vkrun_check(vkAllocateDescriptorSets(dev, &ainfo, &set), "vkAllocateDescriptorSets");
	VkDescriptorBufferInfo binfo = {buf, 0, VK_WHOLE_SIZE};
	VkWriteDescriptorSet write = {
		.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
		.dstSet = set,
		.descriptorCount = 1,
		.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
		.pBufferInfo = &binfo,
	};
	vkUpdateDescriptorSets(dev, 1, &write, 0, NULL);
	VkPipelineLayoutCreateInfo linfo = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
		.setLayoutCount = 1,
		.pSetLayouts = &set_layout,
	};
	VkPipelineLayout layout;
	vkrun_check(vkCreatePipelineLayout(dev, &linfo, NULL, &layout), "vkCreatePipelineLayout");
	VkPipelineShaderStageRequiredSubgroupSizeCreateInfo required = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO,
		.requiredSubgroupSize = size,
	};
	VkComputePipelineCreateInfo cinfo = {
		.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
		.stage = {
			.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
			.pNext = &required,
			.flags = VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT,
			.stage = VK_SHADER_STAGE_COMPUTE_BIT,
			.module = module,
			.pName = "main",
		},
		.layout = layout,
	};
	VkPipeline pipeline;
	vkrun_check(vkCreateComputePipelines(dev, VK_NULL_HANDLE, 1, &cinfo, NULL, &pipeline),
		"vkCreateComputePipelines (probe)");

	VkCommandPoolCreateInfo poolinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
		.queueFamilyIndex = d->family,
	};
	VkCommandPool cpool;
	vkrun_check(vkCreateCommandPool(dev, &poolinfo, NULL, &cpool), "vkCreateCommandPool");
	VkCommandBufferAllocateInfo cbinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
		.commandPool = cpool,
		.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
		.commandBufferCount = 1,
	};
	VkCommandBuffer cb;
	vkrun_check(vkAllocateCommandBuffers(dev, &cbinfo, &cb), "vkAllocateCommandBuffers");
	VkFenceCreateInfo finfo = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
	VkFence fence;
	vkrun_check(vkCreateFence(dev, &finfo, NULL, &fence), "vkCreateFence");
	VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
	vkrun_check(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer");
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
	vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, 1, &set, 0, NULL);
	vkCmdDispatch(cb, 1, 1, 1);
	VkMemoryBarrier barrier = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
		.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
		.dstAccessMask = VK_ACCESS_HOST_READ_BIT,
	};
	vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT,
		0, 1, &barrier, 0, NULL, 0, NULL);
	vkrun_check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
	vkrun_submit_and_wait(d, cb, fence, timeout_s);

	uint32_t runs = out[0];
	bool uniform = true;
	for (uint32_t i = 1; i < size; i++)
		uniform &= out[i] == runs;

	vkDestroyFence(dev, fence, NULL);
	vkDestroyCommandPool(dev, cpool, NULL);
	vkDestroyPipeline(dev, pipeline, NULL);
	vkDestroyPipelineLayout(dev, layout, NULL);
	vkDestroyDescriptorPool(dev, pool, NULL);
	vkDestroyDescriptorSetLayout(dev, set_layout, NULL);
	vkDestroyShaderModule(dev, module, NULL);
	vkDestroyBuffer(dev, buf, NULL);
	vkFreeMemory(dev, mem, NULL);

	if (!uniform || runs != size)
		vkrun_fail(VKRUN_EXIT_SKIP,
			"skip: subgroup size %u: %s accepts it but runs %u-lane subgroups%s",
			size, d->props.deviceName, runs, uniform ? "" : " (of varying width)");
}
