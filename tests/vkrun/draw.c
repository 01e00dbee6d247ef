/*
 * draw.c -- execute a draw job: one draw of a vertex, optional geometry
 * and pixel stage into colour and depth targets, then dumps.
 *
 * buffers (run.c: device addresses, contents with addresses patched) and
 * images -> descriptor sets visible to every graphics stage -> one push
 * range per stage at the offset its reflection names -> targets (cleared,
 * TRANSFER_SRC after the pass) -> render pass, framebuffer, pipeline ->
 * one submission: uploads, the draw, copies of every target -> dumps.
 *
 * A recompiled vertex module has no vertex inputs: the job binds no
 * vertex buffers and the code reads V#s through the addresses in its push
 * constants. A reference (GLSL) job binds the vertex_input it gives.
 */
#include <errno.h>
#include <spirv/unified1/spirv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "device.h"
#include "draw.h"

static const char *const stage_names[VKRUN_NSTAGES] = {"vs", "gs", "ps"};
static const VkShaderStageFlagBits stage_bits[VKRUN_NSTAGES] = {
	VK_SHADER_STAGE_VERTEX_BIT, VK_SHADER_STAGE_GEOMETRY_BIT, VK_SHADER_STAGE_FRAGMENT_BIT};

/* ---- the draw on the device ---- */

struct target {
	const struct vkrun_attachment *a;
	const struct vkrun_format *f;
	VkImage image;
	VkDeviceMemory mem;
	VkImageView view;
	/* samples > 1: the multisampled colour image drawn, resolved into image */
	VkImage ms;
	VkDeviceMemory ms_mem;
	VkImageView ms_view;
	VkBuffer out; /* host-visible copy of the texels */
	VkDeviceMemory out_mem;
	void *map;
	uint64_t bytes;
	/* a depth format with stencil: the stencil aspect's copy, a byte a texel */
	VkBuffer sout;
	VkDeviceMemory sout_mem;
	void *smap;
};

struct push_range {
	VkShaderStageFlags stages;
	uint32_t offset, size;
};

struct draw {
	struct vkrun_device d;
	const struct vkrun_job *job;
	const struct vkrun_draw *dr;
	struct vkrun_gpu_buffer *bufs;
	uint64_t *addresses;
	struct vkrun_gpu_image *imgs;
	struct vkrun_descriptors ds;
	VkShaderModule modules[VKRUN_NSTAGES];
	struct push_range ranges[VKRUN_NSTAGES];
	uint32_t nranges;
	uint8_t *push;
	uint32_t push_size;
	VkPipelineLayout layout;
	struct target *targets; /* the colour targets, then depth */
	uint32_t ntargets;
	VkRenderPass pass;
	VkFramebuffer fb;
	VkPipeline pipeline;
	VkCommandPool pool;
	VkCommandBuffer cb;
	VkFence fence;
};

static void
create_modules(struct draw *g)
{
	static const uint32_t models[VKRUN_NSTAGES] = {SpvExecutionModelVertex,
		SpvExecutionModelGeometry, SpvExecutionModelFragment};
	static const char *const model_names[VKRUN_NSTAGES] = {"Vertex", "Geometry", "Fragment"};
	for (int s = 0; s < VKRUN_NSTAGES; s++) {
		const struct vkrun_stage *st = &g->dr->stages[s];
		if (!st->module)
			continue;
		size_t size;
		uint32_t *code = vkrun_module_read(st->module, &size);
		vkrun_module_check_stage(st->module, code, size, st->entry, models[s], model_names[s]);
		vkrun_check_features(&g->d, st, code, size);
		VkShaderModuleCreateInfo info = {
			.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
			.codeSize = size,
			.pCode = code,
		};
		vkrun_check(vkCreateShaderModule(g->d.dev, &info, NULL, &g->modules[s]),
			"vkCreateShaderModule");
		free(code);
	}
}

/*
 * One push-constant range per stage: the block its reflection (or the
 * job) places, else every byte the job pushes. Every pushed dword must
 * reach some stage: a dword that none sees is a mistake in the job.
 */
static void
create_push_ranges(struct draw *g)
{
	uint32_t pushed = vkrun_job_push_size(g->job), end = pushed;
	for (int s = 0; s < VKRUN_NSTAGES; s++) {
		const struct vkrun_stage *st = &g->dr->stages[s];
		if (!st->module)
			continue;
		uint32_t off = st->push_given ? st->push_offset : 0;
		uint32_t size = st->push_given ? st->push_size : pushed;
		if (off % 4 || size % 4)
			vkrun_usage_error("%s: push constants at %u, %u bytes: not whole dwords", st->module,
				off, size);
		if (size == 0)
			continue;
		g->ranges[g->nranges++] = (struct push_range){stage_bits[s], off, size};
		if (off + size > end)
			end = off + size;
	}
	uint32_t limit = g->d.props.limits.maxPushConstantsSize;
	if (end > limit)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: the draw needs %u bytes of push constants; %s allows %u",
			end, g->d.props.deviceName, limit);
	for (uint32_t at = 0; at < pushed; at += 4) {
		bool seen = false;
		for (uint32_t r = 0; r < g->nranges; r++)
			seen |= at >= g->ranges[r].offset && at < g->ranges[r].offset + g->ranges[r].size;
		if (!seen)
			vkrun_usage_error("push constants: the job writes byte %u, which no stage's "
				"push-constant block holds", at);
	}
	g->push_size = end;
	g->push = vkrun_xcalloc(end, 1);
	vkrun_job_push_image(g->job, g->push, end, g->addresses);

	VkPushConstantRange vr[VKRUN_NSTAGES];
	for (uint32_t r = 0; r < g->nranges; r++)
		vr[r] = (VkPushConstantRange){g->ranges[r].stages, g->ranges[r].offset, g->ranges[r].size};
	VkPipelineLayoutCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
		.setLayoutCount = g->ds.nsets,
		.pSetLayouts = g->ds.set_layouts,
		.pushConstantRangeCount = g->nranges,
		.pPushConstantRanges = vr,
	};
	vkrun_check(vkCreatePipelineLayout(g->d.dev, &info, NULL, &g->layout), "vkCreatePipelineLayout");
}

/*
 * Push the bytes in pieces that every stage seeing them shares: with a
 * vertex block at 0..16 and a pixel block at 8..24 that is 0..8 (vertex),
 * 8..16 (both), 16..24 (pixel), as vkCmdPushConstants requires.
 */
static void
push_constants(const struct draw *g, VkCommandBuffer cb)
{
	uint32_t cuts[2 * VKRUN_NSTAGES], n = 0;
	for (uint32_t r = 0; r < g->nranges; r++) {
		cuts[n++] = g->ranges[r].offset;
		cuts[n++] = g->ranges[r].offset + g->ranges[r].size;
	}
	for (uint32_t i = 1; i < n; i++)
		for (uint32_t j = i; j > 0 && cuts[j - 1] > cuts[j]; j--) {
			uint32_t t = cuts[j];
			cuts[j] = cuts[j - 1];
			cuts[j - 1] = t;
		}
	for (uint32_t i = 0; i + 1 < n; i++) {
		uint32_t lo = cuts[i], hi = cuts[i + 1];
		VkShaderStageFlags stages = 0;
		for (uint32_t r = 0; r < g->nranges; r++)
			if (lo >= g->ranges[r].offset && hi <= g->ranges[r].offset + g->ranges[r].size)
				stages |= g->ranges[r].stages;
		if (hi > lo && stages)
			vkCmdPushConstants(cb, g->layout, stages, lo, hi - lo, g->push + lo);
	}
}

/* One image of a target, its memory and view. */
static void
target_image(struct draw *g, const struct vkrun_format *f, enum vkrun_aspect aspect,
	VkSampleCountFlagBits samples, VkImage *image, VkDeviceMemory *mem, VkImageView *view)
{
	const struct vkrun_device *d = &g->d;
	VkImageCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
		.imageType = VK_IMAGE_TYPE_2D,
		.format = f->format,
		.extent = {g->dr->width, g->dr->height, 1},
		.mipLevels = 1,
		.arrayLayers = 1,
		.samples = samples,
		.tiling = VK_IMAGE_TILING_OPTIMAL,
		.usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
			(aspect == VKRUN_DEPTH ? VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT
					       : VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT),
		.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
	};
	vkrun_check(vkCreateImage(d->dev, &info, NULL, image), "vkCreateImage");
	VkMemoryRequirements req;
	vkGetImageMemoryRequirements(d->dev, *image, &req);
	VkMemoryAllocateInfo ainfo = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
		.allocationSize = req.size,
		.memoryTypeIndex = vkrun_memory_type(d, req.memoryTypeBits,
			    VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, "a target or its copy"),
	};
	vkrun_check(vkAllocateMemory(d->dev, &ainfo, NULL, mem), "vkAllocateMemory");
	vkrun_check(vkBindImageMemory(d->dev, *image, *mem, 0), "vkBindImageMemory");
	VkImageViewCreateInfo vinfo = {
		.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
		.image = *image,
		.viewType = VK_IMAGE_VIEW_TYPE_2D,
		.format = f->format,
		.subresourceRange = {aspect == VKRUN_COLOR ? VK_IMAGE_ASPECT_COLOR_BIT
				     : f->stencil ? VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT
				     : VK_IMAGE_ASPECT_DEPTH_BIT, 0, 1, 0, 1},
	};
	vkrun_check(vkCreateImageView(d->dev, &vinfo, NULL, view), "vkCreateImageView");
}

static void
create_target(struct draw *g, struct target *t, const struct vkrun_attachment *a,
	enum vkrun_aspect aspect)
{
	const struct vkrun_device *d = &g->d;
	t->a = a;
	t->f = vkrun_format_find(a->format);
	VkFormatProperties fp;
	vkGetPhysicalDeviceFormatProperties(d->phys, t->f->format, &fp);
	VkFormatFeatureFlags need = aspect == VKRUN_DEPTH ? VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT
							  : VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT;
	if (!(fp.optimalTilingFeatures & need))
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s cannot render to %s", d->props.deviceName,
			a->format);
	bool ms = g->dr->samples > 1;
	target_image(g, t->f, aspect, VK_SAMPLE_COUNT_1_BIT, &t->image, &t->mem, &t->view);
	if (ms)
		target_image(g, t->f, aspect, (VkSampleCountFlagBits)g->dr->samples, &t->ms, &t->ms_mem,
			&t->ms_view);

	t->bytes = (uint64_t)g->dr->width * g->dr->height * t->f->bytes;
	t->out = vkrun_buffer_new(d, t->bytes, VK_BUFFER_USAGE_TRANSFER_DST_BIT);
	vkrun_memory_bind(d, t->out, &t->out_mem, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
		VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0, false);
	vkrun_check(vkMapMemory(d->dev, t->out_mem, 0, VK_WHOLE_SIZE, 0, &t->map), "vkMapMemory");
	if (!t->f->stencil)
		return;
	t->sout = vkrun_buffer_new(d, (uint64_t)g->dr->width * g->dr->height,
		VK_BUFFER_USAGE_TRANSFER_DST_BIT);
	vkrun_memory_bind(d, t->sout, &t->sout_mem, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
		VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0, false);
	vkrun_check(vkMapMemory(d->dev, t->sout_mem, 0, VK_WHOLE_SIZE, 0, &t->smap), "vkMapMemory");
}

/* The colour target at `location` (attachment index), or -1. */
static int
target_at(const struct vkrun_draw *dr, uint32_t location)
{
	for (size_t i = 0; i < dr->ntargets; i++)
		if (dr->targets[i].location == location)
			return (int)i;
	return -1;
}

static uint32_t
color_slots(const struct vkrun_draw *dr)
{
	uint32_t n = 0;
	for (size_t i = 0; i < dr->ntargets; i++)
		if (dr->targets[i].location + 1 > n)
			n = dr->targets[i].location + 1;
	return n;
}

/*
 * A multisampled depth target: the device draws depth at that count and
 * resolves depth (and stencil) to sample 0, else the draw is skipped.
 */
static void
check_depth_resolve(struct draw *g)
{
	VkPhysicalDeviceDepthStencilResolveProperties rp = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DEPTH_STENCIL_RESOLVE_PROPERTIES};
	VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
		.pNext = &rp};
	vkGetPhysicalDeviceProperties2(g->d.phys, &p2);
	bool stencil = g->targets[g->dr->ntargets].f->stencil;
	if (!(g->d.props.limits.framebufferDepthSampleCounts & g->dr->samples) ||
	    (stencil && !(g->d.props.limits.framebufferStencilSampleCounts & g->dr->samples)) ||
	    !(rp.supportedDepthResolveModes & VK_RESOLVE_MODE_SAMPLE_ZERO_BIT) ||
	    (stencil && !(rp.supportedStencilResolveModes & VK_RESOLVE_MODE_SAMPLE_ZERO_BIT)))
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s draws or resolves no depth target of %u "
			"samples", g->d.props.deviceName, g->dr->samples);
}

static void
create_targets(struct draw *g)
{
	const struct vkrun_draw *dr = g->dr;
	bool depth = dr->depth.format != NULL;
	g->ntargets = (uint32_t)dr->ntargets + depth;
	g->targets = vkrun_xcalloc(g->ntargets, sizeof(*g->targets));
	for (size_t i = 0; i < dr->ntargets; i++)
		create_target(g, &g->targets[i], &dr->targets[i], VKRUN_COLOR);
	if (depth)
		create_target(g, &g->targets[dr->ntargets], &dr->depth, VKRUN_DEPTH);

	/*
	 * Attachments: the targets (multisampled images when samples > 1),
	 * then, multisampled, one single-sample resolve image per target (what
	 * the dumps copy): samples 4, two targets and depth give
	 * [rt0 x4, rt1 x4, depth x4, rt0, rt1, depth]. Colour resolves
	 * average the samples; depth and stencil keep sample 0 (the one
	 * resolve mode every device with depth resolves has).
	 */
	bool ms = dr->samples > 1;
	for (size_t i = 0; ms && i < dr->ntargets; i++)
		if (g->targets[i].f->type != VKRUN_FLOAT)
			vkrun_usage_error("draw: samples %u: target %s is not resolved (integer formats: "
				"not implemented)", dr->samples, dr->targets[i].format);
	if (!(g->d.props.limits.framebufferColorSampleCounts & dr->samples))
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s draws no colour target of %u samples",
			g->d.props.deviceName, dr->samples);
	if (ms && depth)
		check_depth_resolve(g);
	uint32_t natt = g->ntargets * (ms ? 2 : 1);
	VkAttachmentDescription2 att[18];
	for (uint32_t i = 0; i < natt; i++) {
		bool drawn = i < g->ntargets, multi = ms && drawn;
		const struct target *t = &g->targets[drawn ? i : i - g->ntargets];
		bool is_depth = t == &g->targets[dr->ntargets] && depth;
		att[i] = (VkAttachmentDescription2){
			.sType = VK_STRUCTURE_TYPE_ATTACHMENT_DESCRIPTION_2,
			.format = t->f->format,
			.samples = multi ? (VkSampleCountFlagBits)dr->samples : VK_SAMPLE_COUNT_1_BIT,
			.loadOp = drawn ? VK_ATTACHMENT_LOAD_OP_CLEAR : VK_ATTACHMENT_LOAD_OP_DONT_CARE,
			.storeOp = VK_ATTACHMENT_STORE_OP_STORE,
			.stencilLoadOp = drawn && t->f->stencil ? VK_ATTACHMENT_LOAD_OP_CLEAR
								: VK_ATTACHMENT_LOAD_OP_DONT_CARE,
			.stencilStoreOp = t->f->stencil ? VK_ATTACHMENT_STORE_OP_STORE
							: VK_ATTACHMENT_STORE_OP_DONT_CARE,
			.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
			.finalLayout = !multi ? VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL
				     : is_depth ? VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL
				     : VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
		};
	}
	/* colour references by location; locations without a target unused */
	VkAttachmentReference2 color[8], resolve[8];
	uint32_t slots = color_slots(dr);
	for (uint32_t l = 0; l < slots; l++) {
		int t = target_at(dr, l);
		color[l] = (VkAttachmentReference2){VK_STRUCTURE_TYPE_ATTACHMENT_REFERENCE_2, NULL,
			t < 0 ? VK_ATTACHMENT_UNUSED : (uint32_t)t,
			VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_IMAGE_ASPECT_COLOR_BIT};
		resolve[l] = (VkAttachmentReference2){VK_STRUCTURE_TYPE_ATTACHMENT_REFERENCE_2, NULL,
			t < 0 ? VK_ATTACHMENT_UNUSED : g->ntargets + (uint32_t)t,
			VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_IMAGE_ASPECT_COLOR_BIT};
	}
	VkImageAspectFlags zaspect = depth && g->targets[dr->ntargets].f->stencil
		? VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT : VK_IMAGE_ASPECT_DEPTH_BIT;
	VkAttachmentReference2 zref = {VK_STRUCTURE_TYPE_ATTACHMENT_REFERENCE_2, NULL,
		(uint32_t)dr->ntargets, VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL, zaspect};
	VkAttachmentReference2 zresolve = {VK_STRUCTURE_TYPE_ATTACHMENT_REFERENCE_2, NULL,
		g->ntargets + (uint32_t)dr->ntargets, VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
		zaspect};
	VkSubpassDescriptionDepthStencilResolve zres = {
		.sType = VK_STRUCTURE_TYPE_SUBPASS_DESCRIPTION_DEPTH_STENCIL_RESOLVE,
		.depthResolveMode = VK_RESOLVE_MODE_SAMPLE_ZERO_BIT,
		.stencilResolveMode = VK_RESOLVE_MODE_SAMPLE_ZERO_BIT,
		.pDepthStencilResolveAttachment = &zresolve,
	};
	VkSubpassDescription2 sub = {
		.sType = VK_STRUCTURE_TYPE_SUBPASS_DESCRIPTION_2,
		.pNext = ms && depth ? &zres : NULL,
		.pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS,
		.colorAttachmentCount = slots,
		.pColorAttachments = color,
		.pResolveAttachments = ms ? resolve : NULL,
		.pDepthStencilAttachment = depth ? &zref : NULL,
	};
	/* the targets' writes (and resolves) before the copies that follow the pass */
	VkSubpassDependency2 after = {
		.sType = VK_STRUCTURE_TYPE_SUBPASS_DEPENDENCY_2,
		.srcSubpass = 0,
		.dstSubpass = VK_SUBPASS_EXTERNAL,
		.srcStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT |
			VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
		.dstStageMask = VK_PIPELINE_STAGE_TRANSFER_BIT,
		.srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT |
			VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT,
		.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT,
	};
	VkRenderPassCreateInfo2 rinfo = {
		.sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO_2,
		.attachmentCount = natt,
		.pAttachments = att,
		.subpassCount = 1,
		.pSubpasses = &sub,
		.dependencyCount = 1,
		.pDependencies = &after,
	};
	vkrun_check(vkCreateRenderPass2(g->d.dev, &rinfo, NULL, &g->pass), "vkCreateRenderPass2");
	VkImageView views[18];
	for (uint32_t i = 0; i < natt; i++)
		views[i] = i >= g->ntargets ? g->targets[i - g->ntargets].view
			 : ms ? g->targets[i].ms_view : g->targets[i].view;
	VkFramebufferCreateInfo finfo = {
		.sType = VK_STRUCTURE_TYPE_FRAMEBUFFER_CREATE_INFO,
		.renderPass = g->pass,
		.attachmentCount = natt,
		.pAttachments = views,
		.width = dr->width,
		.height = dr->height,
		.layers = 1,
	};
	vkrun_check(vkCreateFramebuffer(g->d.dev, &finfo, NULL, &g->fb), "vkCreateFramebuffer");
}

/* ---- fixed-function state by name ---- */

struct name_value {
	const char *name;
	int value;
};

static int
lookup(const struct name_value *t, size_t n, const char *name, int dflt, const char *what)
{
	if (!name)
		return dflt;
	for (size_t i = 0; i < n; i++)
		if (!strcmp(t[i].name, name))
			return t[i].value;
	vkrun_usage_error("draw: %s '%s' is not one agc-vkrun knows", what, name);
}

#define LOOKUP(table, name, dflt, what) \
	lookup(table, sizeof(table) / sizeof(table[0]), name, dflt, what)

static const struct name_value topologies[] = {
	{"point_list", VK_PRIMITIVE_TOPOLOGY_POINT_LIST},
	{"line_list", VK_PRIMITIVE_TOPOLOGY_LINE_LIST},
	{"line_strip", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP},
	{"triangle_list", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST},
	{"triangle_strip", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP},
	{"triangle_fan", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN},
};
static const struct name_value culls[] = {
	{"none", VK_CULL_MODE_NONE}, {"front", VK_CULL_MODE_FRONT_BIT},
	{"back", VK_CULL_MODE_BACK_BIT}, {"both", VK_CULL_MODE_FRONT_AND_BACK},
};
static const struct name_value faces[] = {
	{"ccw", VK_FRONT_FACE_COUNTER_CLOCKWISE}, {"cw", VK_FRONT_FACE_CLOCKWISE},
};
static const struct name_value compares[] = {
	{"never", VK_COMPARE_OP_NEVER}, {"less", VK_COMPARE_OP_LESS},
	{"equal", VK_COMPARE_OP_EQUAL}, {"lequal", VK_COMPARE_OP_LESS_OR_EQUAL},
	{"greater", VK_COMPARE_OP_GREATER}, {"notequal", VK_COMPARE_OP_NOT_EQUAL},
	{"gequal", VK_COMPARE_OP_GREATER_OR_EQUAL}, {"always", VK_COMPARE_OP_ALWAYS},
};

static void
create_pipeline(struct draw *g)
{
	const struct vkrun_draw *dr = g->dr;
	VkPipelineShaderStageCreateInfo stages[VKRUN_NSTAGES];
	uint32_t nstages = 0;
	for (int s = 0; s < VKRUN_NSTAGES; s++)
		if (g->modules[s])
			stages[nstages++] = (VkPipelineShaderStageCreateInfo){
				.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
				.stage = stage_bits[s],
				.module = g->modules[s],
				.pName = dr->stages[s].entry,
			};

	VkVertexInputBindingDescription *vb = vkrun_xcalloc(dr->nvbindings, sizeof(*vb));
	VkVertexInputAttributeDescription *va = vkrun_xcalloc(dr->nvattrs, sizeof(*va));
	for (size_t i = 0; i < dr->nvbindings; i++)
		vb[i] = (VkVertexInputBindingDescription){dr->vbindings[i].binding, dr->vbindings[i].stride,
			dr->vbindings[i].per_instance ? VK_VERTEX_INPUT_RATE_INSTANCE
						      : VK_VERTEX_INPUT_RATE_VERTEX};
	for (size_t i = 0; i < dr->nvattrs; i++) {
		VkFormat f = vkrun_format_find(dr->vattrs[i].format)->format;
		VkFormatProperties fp;
		vkGetPhysicalDeviceFormatProperties(g->d.phys, f, &fp);
		if (!(fp.bufferFeatures & VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT))
			vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s cannot read vertex attributes of %s",
				g->d.props.deviceName, dr->vattrs[i].format);
		va[i] = (VkVertexInputAttributeDescription){dr->vattrs[i].location, dr->vattrs[i].binding,
			f, dr->vattrs[i].offset};
	}
	VkPipelineVertexInputStateCreateInfo vi = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO,
		.vertexBindingDescriptionCount = (uint32_t)dr->nvbindings,
		.pVertexBindingDescriptions = vb,
		.vertexAttributeDescriptionCount = (uint32_t)dr->nvattrs,
		.pVertexAttributeDescriptions = va,
	};
	VkPipelineInputAssemblyStateCreateInfo ia = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
		.topology = (VkPrimitiveTopology)LOOKUP(topologies, dr->topology,
			VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, "topology"),
	};
	/* several viewports: each with the one scissor */
	uint32_t nvp = dr->viewport_given ? dr->nviewports : 1;
	if (nvp > 1 && !g->d.on.f2.features.multiViewport)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s has no multiViewport for %u viewports",
			g->d.props.deviceName, nvp);
	VkViewport viewport[4] = {{0, 0, (float)dr->width, (float)dr->height, 0, 1}};
	for (uint32_t i = 0; dr->viewport_given && i < nvp; i++)
		viewport[i] = (VkViewport){dr->viewport[i][0], dr->viewport[i][1], dr->viewport[i][2],
			dr->viewport[i][3], dr->viewport[i][4], dr->viewport[i][5]};
	VkRect2D scissor[4];
	for (uint32_t i = 0; i < nvp; i++) {
		scissor[i] = (VkRect2D){{0, 0}, {dr->width, dr->height}};
		if (dr->scissor_given)
			scissor[i] = (VkRect2D){{dr->scissor[0], dr->scissor[1]},
				{(uint32_t)dr->scissor[2], (uint32_t)dr->scissor[3]}};
	}
	VkPipelineViewportStateCreateInfo vp = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
		.viewportCount = nvp,
		.pViewports = viewport,
		.scissorCount = nvp,
		.pScissors = scissor,
	};
	VkPipelineRasterizationStateCreateInfo rs = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
		.polygonMode = VK_POLYGON_MODE_FILL,
		.cullMode = (VkCullModeFlags)LOOKUP(culls, dr->cull, VK_CULL_MODE_NONE, "cull"),
		.frontFace = (VkFrontFace)LOOKUP(faces, dr->front_face, VK_FRONT_FACE_COUNTER_CLOCKWISE,
			"front_face"),
		.lineWidth = 1.0f,
	};
	VkPipelineMultisampleStateCreateInfo ms = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
		.rasterizationSamples = (VkSampleCountFlagBits)dr->samples,
	};
	/* a depth target is tested ("always" unless given) so that it is written */
	VkPipelineDepthStencilStateCreateInfo zs = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO,
		.depthTestEnable = dr->depth.format != NULL,
		.depthWriteEnable = dr->depth.format != NULL && dr->depth_write,
		.depthCompareOp = (VkCompareOp)LOOKUP(compares, dr->depth_compare,
			VK_COMPARE_OP_ALWAYS, "depth compare"),
	};
	/* a stencil aspect: every drawn sample's stencil replaced by the
	 * reference (0, or the pixel module's FragStencilRefEXT) */
	if (dr->depth.format && vkrun_format_find(dr->depth.format)->stencil) {
		zs.stencilTestEnable = VK_TRUE;
		zs.front = (VkStencilOpState){VK_STENCIL_OP_KEEP, VK_STENCIL_OP_REPLACE,
			VK_STENCIL_OP_REPLACE, VK_COMPARE_OP_ALWAYS, 0xff, 0xff, 0};
		zs.back = zs.front;
	}
	VkPipelineColorBlendAttachmentState blend[8];
	uint32_t slots = color_slots(dr);
	for (uint32_t l = 0; l < slots; l++)
		blend[l] = (VkPipelineColorBlendAttachmentState){
			.blendEnable = VK_FALSE,
			.colorWriteMask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT |
				VK_COLOR_COMPONENT_B_BIT | VK_COLOR_COMPONENT_A_BIT,
		};
	VkPipelineColorBlendStateCreateInfo cb = {
		.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
		.attachmentCount = slots,
		.pAttachments = blend,
	};
	VkGraphicsPipelineCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO,
		.stageCount = nstages,
		.pStages = stages,
		.pVertexInputState = &vi,
		.pInputAssemblyState = &ia,
		.pViewportState = &vp,
		.pRasterizationState = &rs,
		.pMultisampleState = &ms,
		.pDepthStencilState = &zs,
		.pColorBlendState = &cb,
		.layout = g->layout,
		.renderPass = g->pass,
		.subpass = 0,
	};
	vkrun_check(vkCreateGraphicsPipelines(g->d.dev, VK_NULL_HANDLE, 1, &info, NULL, &g->pipeline),
		"vkCreateGraphicsPipelines");
	free(vb);
	free(va);
}

/* ---- commands ---- */

static VkClearValue
clear_value(const struct draw *g, const struct target *t)
{
	VkClearValue v;
	memset(&v, 0, sizeof(v));
	for (int i = 0; i < 4; i++) {
		double c = t->a->clear[i];
		if (t->f->aspect == VKRUN_DEPTH) {
			v.depthStencil.depth = (float)t->a->clear[0];
			v.depthStencil.stencil = g->dr->stencil_clear;
		}
		else if (t->f->type == VKRUN_UINT)
			v.color.uint32[i] = (uint32_t)(int64_t)c;
		else if (t->f->type == VKRUN_SINT)
			v.color.int32[i] = (int32_t)c;
		else
			v.color.float32[i] = (float)c;
	}
	return v;
}

static void
record_draw(struct draw *g)
{
	const struct vkrun_draw *dr = g->dr;
	VkCommandBuffer cb = g->cb;
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, g->pipeline);
	if (g->ds.nsets)
		vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, g->layout, 0, g->ds.nsets,
			g->ds.sets, 0, NULL);
	push_constants(g, cb);
	for (size_t i = 0; i < dr->nvbindings; i++) {
		const struct vkrun_vertex_binding *b = &dr->vbindings[i];
		VkDeviceSize offset = b->offset;
		vkCmdBindVertexBuffers(cb, b->binding, 1, &g->bufs[b->index].buf, &offset);
	}
	if (dr->index_buffer) {
		vkCmdBindIndexBuffer(cb, g->bufs[dr->index].buf, dr->index_offset,
			dr->index_bits == 16 ? VK_INDEX_TYPE_UINT16 : VK_INDEX_TYPE_UINT32);
		vkCmdDrawIndexed(cb, dr->vertex_count, dr->instance_count, dr->first_index,
			dr->vertex_offset, dr->first_instance);
	} else {
		vkCmdDraw(cb, dr->vertex_count, dr->instance_count, dr->first_vertex, dr->first_instance);
	}
}

static int
compare_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/*
 * --time N: after the checked draw and its dumps, submit the same command
 * buffer N more times, each after the previous one has finished, timed by
 * the host clock (the whole submission: clears, the draw, the copies of
 * the targets), and print what compute jobs print:
 *
 *	median_us=812.500 min_us=790.250 runs=20 clock=wall
 */
static void
time_draws(struct draw *g)
{
	uint32_t runs = g->job->time_runs;
	double *us = vkrun_xcalloc(runs, sizeof(*us));
	for (uint32_t i = 0; i < runs; i++) {
		vkrun_check(vkResetFences(g->d.dev, 1, &g->fence), "vkResetFences");
		double t0 = vkrun_now_us();
		vkrun_submit_and_wait(&g->d, g->cb, g->fence, g->job->timeout_s);
		us[i] = vkrun_now_us() - t0;
	}
	qsort(us, runs, sizeof(*us), compare_double);
	double median = runs % 2 ? us[runs / 2] : (us[runs / 2 - 1] + us[runs / 2]) / 2;
	printf("median_us=%.3f min_us=%.3f runs=%u clock=wall\n", median, us[0], runs);
	free(us);
}

/* Uploads, the pass with the draw, copies of the targets and buffers. */
static void
record(struct draw *g)
{
	const struct vkrun_job *job = g->job;
	VkCommandBuffer cb = g->cb;
	VkCommandBufferBeginInfo binfo = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
	vkrun_check(vkBeginCommandBuffer(cb, &binfo), "vkBeginCommandBuffer");
	for (size_t i = 0; i < job->nbuffers; i++)
		if (g->bufs[i].staged) {
			VkBufferCopy copy = {0, 0, job->buffers[i].size};
			vkCmdCopyBuffer(cb, g->bufs[i].staging, g->bufs[i].buf, 1, &copy);
		}
	vkrun_barrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
		VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_HOST_WRITE_BIT,
		VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT, VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT);

	VkClearValue clears[9];
	for (uint32_t i = 0; i < g->ntargets; i++)
		clears[i] = clear_value(g, &g->targets[i]);
	VkRenderPassBeginInfo rp = {
		.sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO,
		.renderPass = g->pass,
		.framebuffer = g->fb,
		.renderArea = {{0, 0}, {g->dr->width, g->dr->height}},
		.clearValueCount = g->ntargets,
		.pClearValues = clears,
	};
	vkCmdBeginRenderPass(cb, &rp, VK_SUBPASS_CONTENTS_INLINE);
	record_draw(g);
	vkCmdEndRenderPass(cb);

	/* shader stores to buffers, before their copies and the host's reads */
	vkrun_barrier(cb, VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT, VK_ACCESS_SHADER_WRITE_BIT,
		VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
		VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_HOST_READ_BIT);
	for (uint32_t i = 0; i < g->ntargets; i++) {
		const struct target *t = &g->targets[i];
		VkBufferImageCopy region = {
			.imageSubresource = {t->f->aspect == VKRUN_DEPTH ? VK_IMAGE_ASPECT_DEPTH_BIT
									 : VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1},
			.imageExtent = {g->dr->width, g->dr->height, 1},
		};
		vkCmdCopyImageToBuffer(cb, t->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, t->out, 1, &region);
		if (t->sout) {
			region.imageSubresource.aspectMask = VK_IMAGE_ASPECT_STENCIL_BIT;
			vkCmdCopyImageToBuffer(cb, t->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, t->sout, 1,
				&region);
		}
	}
	for (size_t i = 0; i < job->nbuffers; i++)
		if (g->bufs[i].staged) {
			VkBufferCopy copy = {0, 0, job->buffers[i].size};
			vkCmdCopyBuffer(cb, g->bufs[i].buf, g->bufs[i].staging, 1, &copy);
		}
	vkrun_barrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
		VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
	vkrun_check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
}

static void
write_file(const char *path, const void *bytes, uint64_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", path, strerror(errno));
	bool bad = fwrite(bytes, 1, n, f) != n;
	bad |= fclose(f) != 0;
	if (bad)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: write error", path);
}

static void
print_verbose(const struct draw *g)
{
	const struct vkrun_job *job = g->job;
	for (size_t i = 0; i < job->nbuffers; i++)
		fprintf(stderr, "buffer %s: %llu bytes at 0x%llx\n", job->buffers[i].name,
			(unsigned long long)job->buffers[i].size, (unsigned long long)g->addresses[i]);
	for (uint32_t r = 0; r < g->nranges; r++) {
		const struct push_range *p = &g->ranges[r];
		int s = p->stages == VK_SHADER_STAGE_VERTEX_BIT ? 0
			: p->stages == VK_SHADER_STAGE_GEOMETRY_BIT ? 1 : 2;
		fprintf(stderr, "push constants of %s: bytes %u..%u:", stage_names[s], p->offset,
			p->offset + p->size);
		for (uint32_t at = p->offset; at < p->offset + p->size; at += 4)
			fprintf(stderr, " %08x", (uint32_t)g->push[at] | (uint32_t)g->push[at + 1] << 8 |
				(uint32_t)g->push[at + 2] << 16 | (uint32_t)g->push[at + 3] << 24);
		fputc('\n', stderr);
	}
}

static void
create_buffers(struct draw *g)
{
	const struct vkrun_job *job = g->job;
	bool need_address = false;
	for (size_t i = 0; i < job->nwrites; i++)
		for (size_t k = 0; k < job->writes[i].count; k++)
			need_address |= job->writes[i].words[k].kind != VKRUN_CONST;
	if (need_address && !g->d.on.f12.bufferDeviceAddress)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s lacks bufferDeviceAddress", g->d.props.deviceName);
	const VkPhysicalDeviceLimits *lim = &g->d.props.limits;
	for (size_t i = 0; i < job->nbuffers; i++) {
		const struct vkrun_buffer *b = &job->buffers[i];
		uint64_t max = b->type == VKRUN_BUFFER_UNIFORM ? lim->maxUniformBufferRange
							       : lim->maxStorageBufferRange;
		if (b->set >= 0 && b->size > max)
			vkrun_fail(VKRUN_EXIT_SKIP, "skip: buffer '%s' exceeds %s's range for its "
				"descriptor (%llu)", b->name, g->d.props.deviceName, (unsigned long long)max);
	}
	g->bufs = vkrun_xcalloc(job->nbuffers, sizeof(*g->bufs));
	g->addresses = vkrun_xcalloc(job->nbuffers, sizeof(*g->addresses));
	for (size_t i = 0; i < job->nbuffers; i++) {
		vkrun_gpu_buffer_create(&g->d, &g->bufs[i], job->buffers[i].size, job->staged);
		g->addresses[i] = g->bufs[i].address;
	}
	for (size_t i = 0; i < job->nbuffers; i++)
		vkrun_job_buffer_image(job, i, g->bufs[i].host, g->addresses);
}

static void
destroy(struct draw *g)
{
	const struct vkrun_device *d = &g->d;
	vkDestroyFence(d->dev, g->fence, NULL);
	vkDestroyCommandPool(d->dev, g->pool, NULL);
	vkDestroyPipeline(d->dev, g->pipeline, NULL);
	vkDestroyFramebuffer(d->dev, g->fb, NULL);
	vkDestroyRenderPass(d->dev, g->pass, NULL);
	for (uint32_t i = 0; i < g->ntargets; i++) {
		struct target *t = &g->targets[i];
		vkDestroyImageView(d->dev, t->view, NULL);
		vkDestroyImage(d->dev, t->image, NULL);
		vkFreeMemory(d->dev, t->mem, NULL);
		if (t->ms) {
			vkDestroyImageView(d->dev, t->ms_view, NULL);
			vkDestroyImage(d->dev, t->ms, NULL);
			vkFreeMemory(d->dev, t->ms_mem, NULL);
		}
		vkDestroyBuffer(d->dev, t->out, NULL);
		vkFreeMemory(d->dev, t->out_mem, NULL);
		if (t->sout) {
			vkDestroyBuffer(d->dev, t->sout, NULL);
			vkFreeMemory(d->dev, t->sout_mem, NULL);
		}
	}
	free(g->targets);
	vkDestroyPipelineLayout(d->dev, g->layout, NULL);
	for (int s = 0; s < VKRUN_NSTAGES; s++)
		if (g->modules[s])
			vkDestroyShaderModule(d->dev, g->modules[s], NULL);
	vkrun_descriptors_destroy(d, &g->ds);
	vkrun_images_destroy(d, g->job, g->imgs);
	for (size_t i = 0; i < g->job->nbuffers; i++)
		vkrun_gpu_buffer_destroy(d, &g->bufs[i]);
	free(g->bufs);
	free(g->addresses);
	free(g->push);
}

int
vkrun_draw_run(const struct vkrun_job *job)
{
	struct draw g;
	memset(&g, 0, sizeof(g));
	g.job = job;
	g.dr = job->draw;
	vkrun_device_create(&g.d, job->device);
	if (job->verbose)
		vkrun_device_print(&g.d);
	if (!g.d.graphics)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s has no queue that draws", g.d.props.deviceName);
	if (g.dr->width > g.d.props.limits.maxFramebufferWidth ||
	    g.dr->height > g.d.props.limits.maxFramebufferHeight)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s draws at most %ux%u", g.d.props.deviceName,
			g.d.props.limits.maxFramebufferWidth, g.d.props.limits.maxFramebufferHeight);

	create_modules(&g);
	create_buffers(&g);
	g.imgs = vkrun_images_create(&g.d, job);
	vkrun_descriptors_create(&g.d, job, g.bufs, g.imgs, VK_SHADER_STAGE_ALL_GRAPHICS, &g.ds);
	create_push_ranges(&g);
	create_targets(&g);
	create_pipeline(&g);
	if (job->verbose)
		print_verbose(&g);

	VkCommandPoolCreateInfo pinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
		.queueFamilyIndex = g.d.family,
	};
	vkrun_check(vkCreateCommandPool(g.d.dev, &pinfo, NULL, &g.pool), "vkCreateCommandPool");
	VkCommandBufferAllocateInfo cinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
		.commandPool = g.pool,
		.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
		.commandBufferCount = 1,
	};
	vkrun_check(vkAllocateCommandBuffers(g.d.dev, &cinfo, &g.cb), "vkAllocateCommandBuffers");
	VkFenceCreateInfo finfo = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
	vkrun_check(vkCreateFence(g.d.dev, &finfo, NULL, &g.fence), "vkCreateFence");
	record(&g);
	vkrun_submit_and_wait(&g.d, g.cb, g.fence, job->timeout_s);

	for (uint32_t i = 0; i < g.ntargets; i++)
		if (g.targets[i].a->dump)
			write_file(g.targets[i].a->dump, g.targets[i].map, g.targets[i].bytes);
	for (uint32_t i = 0; i < g.ntargets; i++)
		if (g.targets[i].sout && g.dr->stencil_dump)
			write_file(g.dr->stencil_dump, g.targets[i].smap,
				(uint64_t)g.dr->width * g.dr->height);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (job->buffers[i].dump)
			vkrun_buffer_dump(&job->buffers[i], g.bufs[i].host);
	vkrun_images_dump(&g.d, job, g.imgs);
	fflush(stdout);
	if (job->time_runs)
		time_draws(&g);

	vkrun_check(vkDeviceWaitIdle(g.d.dev), "vkDeviceWaitIdle");
	destroy(&g);
	vkrun_device_destroy(&g.d);
	return VKRUN_EXIT_OK;
}
