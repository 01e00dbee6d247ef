/*
 * run.c -- execute a struct vkrun_job on a Vulkan device.
 *
 * buffers (device address, and a staging copy where the memory is not
 * host-visible) and images (image.c) -> descriptor sets and push constants -> compute pipeline
 * (optionally with a required subgroup size and full subgroups) -> one
 * checked dispatch -> dumps -> optional timed dispatches.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "device.h"

/* ---- memory ---- */

VkMemoryPropertyFlags
vkrun_memory_bind(const struct vkrun_device *d, VkBuffer buf, VkDeviceMemory *mem,
	VkMemoryPropertyFlags want, VkMemoryPropertyFlags fallback, bool address)
{
	VkMemoryRequirements req;
	vkGetBufferMemoryRequirements(d->dev, buf, &req);
	VkMemoryAllocateFlagsInfo flags = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,
		.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT,
	};
	VkResult last = VK_ERROR_OUT_OF_DEVICE_MEMORY;
	VkMemoryPropertyFlags tries[2] = {want, fallback};
	for (int t = 0; t < 2 && tries[t]; t++) {
		for (uint32_t i = 0; i < d->mem.memoryTypeCount; i++) {
			VkMemoryPropertyFlags f = d->mem.memoryTypes[i].propertyFlags;
			if (!(req.memoryTypeBits & (1u << i)) || (f & tries[t]) != tries[t])
				continue;
			VkMemoryAllocateInfo info = {
				.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
				.pNext = address ? &flags : NULL,
				.allocationSize = req.size,
				.memoryTypeIndex = i,
			};
			last = vkAllocateMemory(d->dev, &info, NULL, mem);
			if (last == VK_SUCCESS) {
				vkrun_check(vkBindBufferMemory(d->dev, buf, *mem, 0), "vkBindBufferMemory");
				return f;
			}
			if (last != VK_ERROR_OUT_OF_DEVICE_MEMORY)
				vkrun_check(last, "vkAllocateMemory");
		}
	}
	vkrun_check(last, "vkAllocateMemory");
	return 0;
}

VkBuffer
vkrun_buffer_new(const struct vkrun_device *d, uint64_t size, VkBufferUsageFlags usage)
{
	VkBufferCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
		.size = size,
		.usage = usage,
		.sharingMode = VK_SHARING_MODE_EXCLUSIVE,
	};
	VkBuffer buf;
	vkrun_check(vkCreateBuffer(d->dev, &info, NULL, &buf), "vkCreateBuffer");
	return buf;
}

void
vkrun_gpu_buffer_create(const struct vkrun_device *d, struct vkrun_gpu_buffer *g, uint64_t size,
	bool staged)
{
	const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
		VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
	bool address = d->on.f12.bufferDeviceAddress;
	VkBufferUsageFlags usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
		VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT | VK_BUFFER_USAGE_VERTEX_BUFFER_BIT |
		VK_BUFFER_USAGE_INDEX_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
		VK_BUFFER_USAGE_TRANSFER_DST_BIT;
	if (address)
		usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
	g->buf = vkrun_buffer_new(d, size, usage);
	VkMemoryPropertyFlags f = vkrun_memory_bind(d, g->buf, &g->mem,
		staged ? VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | host,
		VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, address);
	void *map;
	if (!staged && (f & host) == host) {
		vkrun_check(vkMapMemory(d->dev, g->mem, 0, VK_WHOLE_SIZE, 0, &map), "vkMapMemory");
	} else {
		g->staged = true;
		g->staging = vkrun_buffer_new(d, size, VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
			VK_BUFFER_USAGE_TRANSFER_DST_BIT);
		/* cached where the device has it: the host reads the dumps back */
		vkrun_memory_bind(d, g->staging, &g->staging_mem,
			host | VK_MEMORY_PROPERTY_HOST_CACHED_BIT, host, false);
		vkrun_check(vkMapMemory(d->dev, g->staging_mem, 0, VK_WHOLE_SIZE, 0, &map), "vkMapMemory");
	}
	g->host = map;
	if (address) {
		VkBufferDeviceAddressInfo info = {
			.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO,
			.buffer = g->buf,
		};
		g->address = vkGetBufferDeviceAddress(d->dev, &info);
	}
}

void
vkrun_gpu_buffer_destroy(const struct vkrun_device *d, struct vkrun_gpu_buffer *g)
{
	vkDestroyBuffer(d->dev, g->buf, NULL);
	vkFreeMemory(d->dev, g->mem, NULL);
	if (g->staged) {
		vkDestroyBuffer(d->dev, g->staging, NULL);
		vkFreeMemory(d->dev, g->staging_mem, NULL);
	}
}

/* ---- pipeline ---- */

struct pipeline {
	VkShaderModule module;
	struct vkrun_descriptors ds;
	VkPipelineLayout layout;
	VkPipeline pipeline;
	uint32_t push_size;
	uint8_t *push;
};

static VkDescriptorType
buffer_descriptor(const struct vkrun_buffer *b)
{
	return b->type == VKRUN_BUFFER_UNIFORM ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
					       : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
}

void
vkrun_descriptors_create(const struct vkrun_device *d, const struct vkrun_job *job,
	const struct vkrun_gpu_buffer *bufs, const struct vkrun_gpu_image *imgs,
	VkShaderStageFlags stages, struct vkrun_descriptors *p)
{
	uint32_t nbound = 0, nbuffers[2] = {0, 0};
	for (size_t i = 0; i < job->nbuffers; i++)
		if (job->buffers[i].set >= 0) {
			nbound++;
			nbuffers[job->buffers[i].type]++;
			if ((uint32_t)job->buffers[i].set + 1 > p->nsets)
				p->nsets = (uint32_t)job->buffers[i].set + 1;
		}
	for (size_t i = 0; i < job->nimages; i++) {
		nbound++;
		if ((uint32_t)job->images[i].set + 1 > p->nsets)
			p->nsets = (uint32_t)job->images[i].set + 1;
	}
	if (p->nsets > d->props.limits.maxBoundDescriptorSets)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s binds at most %u descriptor sets",
			d->props.deviceName, d->props.limits.maxBoundDescriptorSets);
	if (p->nsets == 0)
		return;

	/* Sets below the highest one that bind nothing get empty layouts. */
	p->set_layouts = vkrun_xcalloc(p->nsets, sizeof(*p->set_layouts));
	p->sets = vkrun_xcalloc(p->nsets, sizeof(*p->sets));
	VkDescriptorSetLayoutBinding *bindings = vkrun_xcalloc(nbound, sizeof(*bindings));
	for (uint32_t s = 0; s < p->nsets; s++) {
		uint32_t n = 0;
		for (size_t i = 0; i < job->nbuffers; i++)
			if (job->buffers[i].set == (int)s)
				bindings[n++] = (VkDescriptorSetLayoutBinding){
					.binding = (uint32_t)job->buffers[i].binding,
					.descriptorType = buffer_descriptor(&job->buffers[i]),
					.descriptorCount = 1,
					.stageFlags = stages,
				};
		n += vkrun_images_layout(job, s, stages, bindings + n);
		VkDescriptorSetLayoutCreateInfo info = {
			.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
			.bindingCount = n,
			.pBindings = bindings,
		};
		vkrun_check(vkCreateDescriptorSetLayout(d->dev, &info, NULL, &p->set_layouts[s]),
			"vkCreateDescriptorSetLayout");
	}
	free(bindings);

	VkDescriptorPoolSize sizes[6];
	uint32_t nsizes = 0;
	if (nbuffers[VKRUN_BUFFER_STORAGE])
		sizes[nsizes++] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
			nbuffers[VKRUN_BUFFER_STORAGE]};
	if (nbuffers[VKRUN_BUFFER_UNIFORM])
		sizes[nsizes++] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER,
			nbuffers[VKRUN_BUFFER_UNIFORM]};
	nsizes += vkrun_images_pool_sizes(job, sizes + nsizes);
	VkDescriptorPoolCreateInfo pool = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
		.maxSets = p->nsets,
		.poolSizeCount = nsizes,
		.pPoolSizes = sizes,
	};
	vkrun_check(vkCreateDescriptorPool(d->dev, &pool, NULL, &p->pool), "vkCreateDescriptorPool");
	VkDescriptorSetAllocateInfo alloc = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
		.descriptorPool = p->pool,
		.descriptorSetCount = p->nsets,
		.pSetLayouts = p->set_layouts,
	};
	vkrun_check(vkAllocateDescriptorSets(d->dev, &alloc, p->sets), "vkAllocateDescriptorSets");
	for (size_t i = 0; i < job->nbuffers; i++) {
		if (job->buffers[i].set < 0)
			continue;
		VkDescriptorBufferInfo info = {bufs[i].buf, 0, VK_WHOLE_SIZE};
		VkWriteDescriptorSet write = {
			.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
			.dstSet = p->sets[job->buffers[i].set],
			.dstBinding = (uint32_t)job->buffers[i].binding,
			.descriptorCount = 1,
			.descriptorType = buffer_descriptor(&job->buffers[i]),
			.pBufferInfo = &info,
		};
		vkUpdateDescriptorSets(d->dev, 1, &write, 0, NULL);
	}
	vkrun_images_write(d, job, imgs, p->sets);
}

void
vkrun_descriptors_destroy(const struct vkrun_device *d, struct vkrun_descriptors *p)
{
	if (p->pool)
		vkDestroyDescriptorPool(d->dev, p->pool, NULL);
	for (uint32_t s = 0; s < p->nsets; s++)
		vkDestroyDescriptorSetLayout(d->dev, p->set_layouts[s], NULL);
	free(p->set_layouts);
	free(p->sets);
}

static void
check_subgroup_size(const struct vkrun_device *d, uint32_t size)
{
	const char *why = NULL;
	if (!d->has_size_control)
		why = "has no subgroup size control";
	else if (!vkrun_device_size_control(d))
		why = "lacks the subgroupSizeControl or computeFullSubgroups feature";
	else if (!(d->size_control.requiredSubgroupSizeStages & VK_SHADER_STAGE_COMPUTE_BIT))
		why = "cannot require a subgroup size for compute shaders";
	else if (size < d->size_control.minSubgroupSize || size > d->size_control.maxSubgroupSize)
		why = "cannot run that size";
	if (why)
		vkrun_fail(VKRUN_EXIT_SKIP,
			"skip: subgroup size %u: %s %s (it runs %u..%u, default %u)", size,
			d->props.deviceName, why,
			d->has_size_control ? d->size_control.minSubgroupSize : d->subgroup.subgroupSize,
			d->has_size_control ? d->size_control.maxSubgroupSize : d->subgroup.subgroupSize,
			d->subgroup.subgroupSize);
}

static void
create_pipeline(const struct vkrun_device *d, const struct vkrun_job *job,
	const struct vkrun_gpu_buffer *bufs, const struct vkrun_gpu_image *imgs, struct pipeline *p)
{
	size_t size;
	uint32_t *code = vkrun_module_read(job->module, &size);
	vkrun_module_check(job->module, code, size, job->entry, job->subgroup_size);
	VkShaderModuleCreateInfo minfo = {
		.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
		.codeSize = size,
		.pCode = code,
	};
	vkrun_check(vkCreateShaderModule(d->dev, &minfo, NULL, &p->module), "vkCreateShaderModule");
	free(code);

	vkrun_descriptors_create(d, job, bufs, imgs, VK_SHADER_STAGE_COMPUTE_BIT, &p->ds);

	/*
	 * A range larger than the module's push-constant block is valid, so
	 * push the larger of what the job writes and 256 bytes (or the device
	 * limit), zero-filled: the module's own block size need not be known.
	 */
	uint32_t limit = d->props.limits.maxPushConstantsSize;
	uint32_t wanted = vkrun_job_push_size(job);
	if (wanted > limit)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: the job writes %u bytes of push constants; %s allows %u",
			wanted, d->props.deviceName, limit);
	p->push_size = limit < 256 ? limit : 256;
	if (wanted > p->push_size)
		p->push_size = wanted;
	VkPushConstantRange range = {VK_SHADER_STAGE_COMPUTE_BIT, 0, p->push_size};
	VkPipelineLayoutCreateInfo linfo = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
		.setLayoutCount = p->ds.nsets,
		.pSetLayouts = p->ds.set_layouts,
		.pushConstantRangeCount = 1,
		.pPushConstantRanges = &range,
	};
	vkrun_check(vkCreatePipelineLayout(d->dev, &linfo, NULL, &p->layout), "vkCreatePipelineLayout");

	VkPipelineShaderStageRequiredSubgroupSizeCreateInfo required = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO,
		.requiredSubgroupSize = job->subgroup_size,
	};
	VkComputePipelineCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
		.stage = {
			.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
			.stage = VK_SHADER_STAGE_COMPUTE_BIT,
			.module = p->module,
			.pName = job->entry,
		},
		.layout = p->layout,
	};
	if (job->subgroup_size) {
		check_subgroup_size(d, job->subgroup_size);
		vkrun_probe_subgroup_size(d, job->subgroup_size, job->timeout_s);
		if (job->verbose)
			fprintf(stderr, "subgroup size %u: a probe ran %u-lane subgroups\n",
				job->subgroup_size, job->subgroup_size);
		info.stage.pNext = &required;
		info.stage.flags = VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
	}
	vkrun_check(vkCreateComputePipelines(d->dev, VK_NULL_HANDLE, 1, &info, NULL, &p->pipeline),
		"vkCreateComputePipelines");
}

static void
destroy_pipeline(const struct vkrun_device *d, struct pipeline *p)
{
	vkDestroyPipeline(d->dev, p->pipeline, NULL);
	vkDestroyPipelineLayout(d->dev, p->layout, NULL);
	vkrun_descriptors_destroy(d, &p->ds);
	vkDestroyShaderModule(d->dev, p->module, NULL);
	free(p->push);
}

/* ---- commands ---- */

struct commands {
	VkCommandPool pool;
	VkCommandBuffer cb;
	VkFence fence;
};

static void
begin(const struct vkrun_device *d, struct commands *c)
{
	vkrun_check(vkResetCommandBuffer(c->cb, 0), "vkResetCommandBuffer");
	vkrun_check(vkResetFences(d->dev, 1, &c->fence), "vkResetFences");
	VkCommandBufferBeginInfo info = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
	vkrun_check(vkBeginCommandBuffer(c->cb, &info), "vkBeginCommandBuffer");
}

static void
bind(const struct pipeline *p, VkCommandBuffer cb)
{
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p->pipeline);
	if (p->ds.nsets)
		vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p->layout, 0,
			p->ds.nsets, p->ds.sets, 0, NULL);
	vkCmdPushConstants(cb, p->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, p->push_size, p->push);
}

/*
 * Submit the recorded commands and wait. A module that never finishes
 * (a loop that does not exit) must not hang the tests: on timeout the
 * process ends at once, as the device cannot be destroyed while busy.
 */
void
vkrun_submit_and_wait(const struct vkrun_device *d, VkCommandBuffer cb, VkFence fence,
	double timeout_s)
{
	VkSubmitInfo info = {
		.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
		.commandBufferCount = 1,
		.pCommandBuffers = &cb,
	};
	vkrun_check(vkQueueSubmit(d->queue, 1, &info, fence), "vkQueueSubmit");
	VkResult r = vkWaitForFences(d->dev, 1, &fence, VK_TRUE, (uint64_t)(timeout_s * 1e9));
	if (r == VK_TIMEOUT) {
		fflush(stdout);
		fprintf(stderr, "agc-vkrun: vkWaitForFences: VK_TIMEOUT: the dispatch ran longer than %g s\n",
			timeout_s);
		_exit(VKRUN_EXIT_FAIL);
	}
	vkrun_check(r, "vkWaitForFences");
}

/* The checked run: upload, one dispatch, download. */
static void
run_once(const struct vkrun_device *d, const struct vkrun_job *job, const struct pipeline *p,
	struct vkrun_gpu_buffer *bufs, struct commands *c)
{
	VkCommandBuffer cb = c->cb;
	begin(d, c);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (bufs[i].staged) {
			VkBufferCopy copy = {0, 0, job->buffers[i].size};
			vkCmdCopyBuffer(cb, bufs[i].staging, bufs[i].buf, 1, &copy);
		}
	vkrun_barrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
		VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_HOST_WRITE_BIT,
		VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
		VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
	bind(p, cb);
	vkCmdDispatch(cb, job->groups[0], job->groups[1], job->groups[2]);
	vkrun_barrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
		VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
		VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_HOST_READ_BIT);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (bufs[i].staged) {
			VkBufferCopy copy = {0, 0, job->buffers[i].size};
			vkCmdCopyBuffer(cb, bufs[i].buf, bufs[i].staging, 1, &copy);
		}
	vkrun_barrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
		VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
	vkrun_check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
	vkrun_submit_and_wait(d, c->cb, c->fence, job->timeout_s);
}

void
vkrun_buffer_dump(const struct vkrun_buffer *b, const uint8_t *bytes)
{
	if (strcmp(b->dump, "-") != 0) {
		FILE *f = fopen(b->dump, "wb");
		if (!f)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", b->dump, strerror(errno));
		bool bad = fwrite(bytes, 1, b->size, f) != b->size;
		bad |= fclose(f) != 0;
		if (bad)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: write error", b->dump);
		return;
	}
	printf("# %s %llu\n", b->name, (unsigned long long)b->size);
	for (uint64_t i = 0; i < b->size; i += 4) {
		uint32_t v = 0;
		for (uint64_t k = 0; k < 4 && i + k < b->size; k++)
			v |= (uint32_t)bytes[i + k] << (8 * k);
		printf("%08x%c", v, (i / 4) % 8 == 7 || i + 4 >= b->size ? '\n' : ' ');
	}
}

static int
compare_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/*
 * Dispatch `runs` more times, each after the previous one has finished,
 * and print the median time. Timestamps are written at the bottom of the
 * pipe before the first dispatch and after each one; without timestamp
 * support each dispatch is a submission timed by the host clock.
 */
static void
time_dispatches(const struct vkrun_device *d, const struct vkrun_job *job, const struct pipeline *p,
	struct commands *c)
{
	uint32_t runs = job->time_runs;
	double *us = vkrun_xcalloc(runs, sizeof(*us));
	bool stamps = !job->wall_clock && d->timestamp_bits > 0 &&
		d->props.limits.timestampPeriod > 0;
	VkCommandBuffer cb = c->cb;
	if (stamps) {
		VkQueryPoolCreateInfo qinfo = {
			.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
			.queryType = VK_QUERY_TYPE_TIMESTAMP,
			.queryCount = runs + 1,
		};
		VkQueryPool pool;
		vkrun_check(vkCreateQueryPool(d->dev, &qinfo, NULL, &pool), "vkCreateQueryPool");
		begin(d, c);
		vkCmdResetQueryPool(cb, pool, 0, runs + 1);
		bind(p, cb);
		vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, 0);
		for (uint32_t i = 0; i < runs; i++) {
			vkCmdDispatch(cb, job->groups[0], job->groups[1], job->groups[2]);
			vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, i + 1);
			vkrun_barrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
				VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
				VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
		}
		vkrun_check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
		vkrun_submit_and_wait(d, c->cb, c->fence, job->timeout_s * runs);
		uint64_t *t = vkrun_xcalloc(runs + 1, sizeof(*t));
		vkrun_check(vkGetQueryPoolResults(d->dev, pool, 0, runs + 1, (runs + 1) * sizeof(*t), t,
			sizeof(*t), VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
			"vkGetQueryPoolResults");
		uint64_t mask = d->timestamp_bits >= 64 ? UINT64_MAX
			: (UINT64_C(1) << d->timestamp_bits) - 1;
		for (uint32_t i = 0; i < runs; i++)
			us[i] = (double)((t[i + 1] - t[i]) & mask) *
				(double)d->props.limits.timestampPeriod / 1e3;
		free(t);
		vkDestroyQueryPool(d->dev, pool, NULL);
	} else {
		begin(d, c);
		bind(p, cb);
		vkCmdDispatch(cb, job->groups[0], job->groups[1], job->groups[2]);
		vkrun_check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
		for (uint32_t i = 0; i < runs; i++) {
			vkrun_check(vkResetFences(d->dev, 1, &c->fence), "vkResetFences");
			double t0 = vkrun_now_us();
			vkrun_submit_and_wait(d, c->cb, c->fence, job->timeout_s);
			us[i] = vkrun_now_us() - t0;
		}
	}
	qsort(us, runs, sizeof(*us), compare_double);
	double median = runs % 2 ? us[runs / 2] : (us[runs / 2 - 1] + us[runs / 2]) / 2;
	printf("median_us=%.3f min_us=%.3f runs=%u clock=%s\n", median, us[0], runs,
		stamps ? "timestamp" : "wall");
	free(us);
}

int
vkrun_run(const struct vkrun_job *job)
{
	struct vkrun_device d = {0};
	vkrun_device_create(&d, job->device);
	if (job->verbose)
		vkrun_device_print(&d);

	bool need_address = false;
	for (size_t i = 0; i < job->nwrites; i++)
		for (size_t k = 0; k < job->writes[i].count; k++)
			need_address |= job->writes[i].words[k].kind != VKRUN_CONST;
	if (need_address && !d.on.f12.bufferDeviceAddress)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s lacks bufferDeviceAddress", d.props.deviceName);
	const VkPhysicalDeviceLimits *lim = &d.props.limits;
	for (int i = 0; i < 3; i++)
		if (job->groups[i] > lim->maxComputeWorkGroupCount[i])
			vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s dispatches at most %u groups in dimension %d",
				d.props.deviceName, lim->maxComputeWorkGroupCount[i], i);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (job->buffers[i].set >= 0 && job->buffers[i].size > lim->maxStorageBufferRange)
			vkrun_fail(VKRUN_EXIT_SKIP, "skip: buffer '%s' exceeds maxStorageBufferRange (%u)",
				job->buffers[i].name, lim->maxStorageBufferRange);

	struct vkrun_gpu_buffer *bufs = vkrun_xcalloc(job->nbuffers, sizeof(*bufs));
	uint64_t *addresses = vkrun_xcalloc(job->nbuffers, sizeof(*addresses));
	for (size_t i = 0; i < job->nbuffers; i++) {
		vkrun_gpu_buffer_create(&d, &bufs[i], job->buffers[i].size, job->staged);
		addresses[i] = bufs[i].address;
	}
	for (size_t i = 0; i < job->nbuffers; i++)
		vkrun_job_buffer_image(job, i, bufs[i].host, addresses);

	struct vkrun_gpu_image *imgs = vkrun_images_create(&d, job);
	struct pipeline p = {0};
	create_pipeline(&d, job, bufs, imgs, &p);
	p.push = vkrun_xcalloc(p.push_size, 1);
	vkrun_job_push_image(job, p.push, p.push_size, addresses);
	if (job->verbose) {
		for (size_t i = 0; i < job->nbuffers; i++) {
			const struct vkrun_buffer *b = &job->buffers[i];
			fprintf(stderr, "buffer %s: %llu bytes at 0x%llx", b->name,
				(unsigned long long)b->size, (unsigned long long)addresses[i]);
			if (b->set >= 0)
				fprintf(stderr, ", set %d binding %d", b->set, b->binding);
			fputs(bufs[i].staged ? ", staged\n" : "\n", stderr);
		}
		uint32_t used = vkrun_job_push_size(job);
		fprintf(stderr, "push constants (%u of %u bytes):", used, p.push_size);
		for (uint32_t i = 0; i < used; i += 4)
			fprintf(stderr, " %08x", (uint32_t)p.push[i] | (uint32_t)p.push[i + 1] << 8 |
				(uint32_t)p.push[i + 2] << 16 | (uint32_t)p.push[i + 3] << 24);
		fputc('\n', stderr);
	}

	struct commands c = {0};
	VkCommandPoolCreateInfo pinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
		.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
		.queueFamilyIndex = d.family,
	};
	vkrun_check(vkCreateCommandPool(d.dev, &pinfo, NULL, &c.pool), "vkCreateCommandPool");
	VkCommandBufferAllocateInfo cinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
		.commandPool = c.pool,
		.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
		.commandBufferCount = 1,
	};
	vkrun_check(vkAllocateCommandBuffers(d.dev, &cinfo, &c.cb), "vkAllocateCommandBuffers");
	VkFenceCreateInfo finfo = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
	vkrun_check(vkCreateFence(d.dev, &finfo, NULL, &c.fence), "vkCreateFence");

	run_once(&d, job, &p, bufs, &c);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (job->buffers[i].dump)
			vkrun_buffer_dump(&job->buffers[i], bufs[i].host);
	vkrun_images_dump(&d, job, imgs);
	fflush(stdout);
	if (job->time_runs)
		time_dispatches(&d, job, &p, &c);

	vkrun_check(vkDeviceWaitIdle(d.dev), "vkDeviceWaitIdle");
	vkDestroyFence(d.dev, c.fence, NULL);
	vkDestroyCommandPool(d.dev, c.pool, NULL);
	destroy_pipeline(&d, &p);
	vkrun_images_destroy(&d, job, imgs);
	for (size_t i = 0; i < job->nbuffers; i++)
		vkrun_gpu_buffer_destroy(&d, &bufs[i]);
	free(bufs);
	free(addresses);
	vkrun_device_destroy(&d);
	return VKRUN_EXIT_OK;
}
