/*
 * image.c -- images and samplers of a job (--image): parsing, creation,
 * upload of their texels, descriptors, and dumps after the run.
 *
 *   -i name=src,set=0,binding=0,type=storage,format=rgba8,size=16x16,file=src.bin
 *   -i name=tex,set=0,binding=1,type=combined,format=rgba32f,size=8x8,mips=4,
 *      filter=linear,address=clamp,file=tex.bin
 *   -i name=smp,set=0,binding=2,type=sampler,filter=nearest
 *   -i name=view,set=0,binding=3,type=sampled,image=src
 *
 * Every image is created with the usages its format allows among storage,
 * sampled and transfer, lives in VK_IMAGE_LAYOUT_GENERAL, and is viewed
 * whole (a storage view: level 0).  Texel files and dumps hold every
 * level, then every layer, then depth x height x width texels, packed.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device.h"

/* ---- parsing ---- */

static char *
dup(const char *s)
{
	char *p = strdup(s);
	if (!p)
		vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
	return p;
}

static void
set(char **dst, const char *s)
{
	free(*dst);
	*dst = dup(s);
}

static uint32_t
number(const char *s, const char *what)
{
	char *end;
	errno = 0;
	unsigned long v = strtoul(s, &end, 0);
	if (errno || end == s || *end || v > UINT32_MAX)
		vkrun_usage_error("--image %s: '%s' is not a number", what, s);
	return (uint32_t)v;
}

void
vkrun_image_parse(struct vkrun_job *job, const char *spec)
{
	struct vkrun_image *all = realloc(job->images, (job->nimages + 1) * sizeof(*all));
	if (!all)
		vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
	job->images = all;
	struct vkrun_image *im = &all[job->nimages++];
	memset(im, 0, sizeof(*im));
	im->set = im->binding = -1;
	im->source = -1;
	im->width = im->height = im->depth = im->layers = im->mips = 1;
	im->kind = VKRUN_IMAGE_STORAGE;
	char *copy = dup(spec), *save = NULL;
	for (char *kv = strtok_r(copy, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
		char *val = strchr(kv, '=');
		if (!val)
			vkrun_usage_error("--image: '%s' is not KEY=VALUE", kv);
		*val++ = 0;
		if (!strcmp(kv, "name"))
			set(&im->name, val);
		else if (!strcmp(kv, "set"))
			im->set = (int)number(val, "set");
		else if (!strcmp(kv, "binding"))
			im->binding = (int)number(val, "binding");
		else if (!strcmp(kv, "type")) {
			static const char *const kinds[] = {"storage", "sampled", "combined", "sampler"};
			int k = -1;
			for (int i = 0; i < 4; i++)
				if (!strcmp(val, kinds[i]))
					k = i;
			if (k < 0)
				vkrun_usage_error("--image type: '%s' is not storage, sampled, combined or sampler", val);
			im->kind = (enum vkrun_image_kind)k;
		} else if (!strcmp(kv, "format"))
			set(&im->format, val);
		else if (!strcmp(kv, "dim"))
			set(&im->dim, val);
		else if (!strcmp(kv, "size")) {
			uint32_t v[3] = {1, 1, 1};
			int n = 0;
			char *s2 = NULL;
			for (char *t = strtok_r(val, "x", &s2); t; t = strtok_r(NULL, "x", &s2)) {
				if (n == 3)
					vkrun_usage_error("--image size: at most WxHxD");
				v[n++] = number(t, "size");
			}
			im->width = v[0];
			im->height = v[1];
			im->depth = v[2];
		} else if (!strcmp(kv, "layers"))
			im->layers = number(val, "layers");
		else if (!strcmp(kv, "mips"))
			im->mips = number(val, "mips");
		else if (!strcmp(kv, "file"))
			set(&im->file, val);
		else if (!strcmp(kv, "dump"))
			set(&im->dump, val);
		else if (!strcmp(kv, "image"))
			set(&im->image, val);
		else if (!strcmp(kv, "filter"))
			set(&im->filter, val);
		else if (!strcmp(kv, "mipmap"))
			set(&im->mipmap, val);
		else if (!strcmp(kv, "address"))
			set(&im->address, val);
		else if (!strcmp(kv, "compare"))
			set(&im->compare, val);
		else if (!strcmp(kv, "unnormalized"))
			im->unnormalized = number(val, "unnormalized") != 0;
		else
			vkrun_usage_error("--image: unknown key '%s'", kv);
	}
	free(copy);
}

/* ---- formats ---- */

static const struct {
	const char *name;
	VkFormat format;
	uint32_t bytes;
} formats[] = {
	{"rgba32f", VK_FORMAT_R32G32B32A32_SFLOAT, 16}, {"rgba16f", VK_FORMAT_R16G16B16A16_SFLOAT, 8},
	{"rg32f", VK_FORMAT_R32G32_SFLOAT, 8}, {"rg16f", VK_FORMAT_R16G16_SFLOAT, 4},
	{"r32f", VK_FORMAT_R32_SFLOAT, 4}, {"r16f", VK_FORMAT_R16_SFLOAT, 2},
	{"rgba8", VK_FORMAT_R8G8B8A8_UNORM, 4}, {"rgba8_snorm", VK_FORMAT_R8G8B8A8_SNORM, 4},
	{"rg8", VK_FORMAT_R8G8_UNORM, 2}, {"r8", VK_FORMAT_R8_UNORM, 1},
	{"rgba16", VK_FORMAT_R16G16B16A16_UNORM, 8}, {"r16", VK_FORMAT_R16_UNORM, 2},
	{"rgba32ui", VK_FORMAT_R32G32B32A32_UINT, 16}, {"rgba32i", VK_FORMAT_R32G32B32A32_SINT, 16},
	{"rgba16ui", VK_FORMAT_R16G16B16A16_UINT, 8}, {"rgba16i", VK_FORMAT_R16G16B16A16_SINT, 8},
	{"rgba8ui", VK_FORMAT_R8G8B8A8_UINT, 4}, {"rgba8i", VK_FORMAT_R8G8B8A8_SINT, 4},
	{"rg32ui", VK_FORMAT_R32G32_UINT, 8}, {"rg32i", VK_FORMAT_R32G32_SINT, 8},
	{"r32ui", VK_FORMAT_R32_UINT, 4}, {"r32i", VK_FORMAT_R32_SINT, 4},
	{"r16ui", VK_FORMAT_R16_UINT, 2}, {"r8ui", VK_FORMAT_R8_UINT, 1},
};

static int
format_index(const char *name)
{
	for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
		if (!strcmp(name, formats[i].name))
			return (int)i;
	return -1;
}

static const char *const dims[] = {"1d", "2d", "3d", "1d_array", "2d_array"};

static int
dim_index(const char *name)
{
	for (int i = 0; i < 5; i++)
		if (!strcmp(name ? name : "2d", dims[i]))
			return i;
	return -1;
}

void
vkrun_images_finish(struct vkrun_job *job)
{
	for (size_t i = 0; i < job->nimages; i++) {
		struct vkrun_image *im = &job->images[i];
		if (!im->name) {
			char num[32];
			snprintf(num, sizeof(num), "image%zu", i);
			im->name = dup(num);
		}
		if (im->set < 0 || im->binding < 0)
			vkrun_usage_error("image '%s': give set and binding", im->name);
		for (size_t j = 0; j < i; j++) {
			if (!strcmp(job->images[j].name, im->name))
				vkrun_usage_error("two images named '%s'", im->name);
			if (job->images[j].set == im->set && job->images[j].binding == im->binding)
				vkrun_usage_error("images '%s' and '%s' share set %d binding %d",
					job->images[j].name, im->name, im->set, im->binding);
		}
		for (size_t j = 0; j < job->nbuffers; j++)
			if (job->buffers[j].set == im->set && job->buffers[j].binding == im->binding)
				vkrun_usage_error("image '%s' and buffer '%s' share set %d binding %d",
					im->name, job->buffers[j].name, im->set, im->binding);
		if (im->kind == VKRUN_IMAGE_SAMPLER)
			continue;
		if (im->image) {
			for (size_t j = 0; j < job->nimages; j++)
				if (j != i && job->images[j].name && !strcmp(job->images[j].name, im->image))
					im->source = (int)j;
			if (im->source < 0)
				vkrun_usage_error("image '%s': no image named '%s'", im->name, im->image);
			continue;
		}
		if (!im->format || format_index(im->format) < 0)
			vkrun_usage_error("image '%s': format '%s' is not one agc-vkrun knows", im->name,
				im->format ? im->format : "(none)");
		int dim = dim_index(im->dim);
		if (dim < 0)
			vkrun_usage_error("image '%s': dim '%s' is not 1d, 2d, 3d, 1d_array or 2d_array",
				im->name, im->dim);
		if (!im->width || !im->height || !im->depth || !im->layers || !im->mips || im->mips > 16 ||
		    ((dim == 0 || dim == 3) && im->height != 1) || (dim != 2 && im->depth != 1) ||
		    (dim < 3 && im->layers != 1))
			vkrun_usage_error("image '%s': its size, layers or mips do not fit dim %s",
				im->name, dims[dim]);
	}
	/* an image= names an entry with an image of its own */
	for (size_t i = 0; i < job->nimages; i++) {
		int s = job->images[i].source;
		if (s >= 0 && (job->images[s].source >= 0 || job->images[s].kind == VKRUN_IMAGE_SAMPLER))
			vkrun_usage_error("image '%s': '%s' has no image of its own", job->images[i].name,
				job->images[s].name);
	}
}

void
vkrun_images_free(struct vkrun_job *job)
{
	for (size_t i = 0; i < job->nimages; i++) {
		struct vkrun_image *im = &job->images[i];
		free(im->name);
		free(im->format);
		free(im->dim);
		free(im->file);
		free(im->dump);
		free(im->image);
		free(im->filter);
		free(im->mipmap);
		free(im->address);
		free(im->compare);
	}
	free(job->images);
	job->images = NULL;
	job->nimages = 0;
}

/* ---- on the device ---- */

struct vkrun_gpu_image {
	VkImage image;
	VkDeviceMemory mem;
	VkImageView view;
	VkSampler sampler;
	uint64_t bytes; /* of the whole texel file */
};

static uint32_t
level_extent(uint32_t x, uint32_t level)
{
	x >>= level;
	return x ? x : 1;
}

static uint64_t
image_bytes(const struct vkrun_image *im)
{
	uint64_t n = 0, t = formats[format_index(im->format)].bytes;
	for (uint32_t l = 0; l < im->mips; l++)
		n += (uint64_t)level_extent(im->width, l) * level_extent(im->height, l) *
		     level_extent(im->depth, l) * im->layers * t;
	return n;
}

/* A host-visible buffer of n bytes, mapped. */
static VkBuffer
staging(const struct vkrun_device *d, uint64_t n, VkDeviceMemory *mem, void **map)
{
	VkBuffer b = vkrun_buffer_new(d, n, VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT);
	vkrun_memory_bind(d, b, mem, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
		0, false);
	vkrun_check(vkMapMemory(d->dev, *mem, 0, VK_WHOLE_SIZE, 0, map), "vkMapMemory");
	return b;
}

/* One copy region per level, every layer, from packed bytes. */
static uint32_t
regions(const struct vkrun_image *im, VkBufferImageCopy *r)
{
	uint64_t off = 0, t = formats[format_index(im->format)].bytes;
	for (uint32_t l = 0; l < im->mips; l++) {
		uint32_t w = level_extent(im->width, l), h = level_extent(im->height, l),
			 z = level_extent(im->depth, l);
		r[l] = (VkBufferImageCopy){
			.bufferOffset = off,
			.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, l, 0, im->layers},
			.imageExtent = {w, h, z},
		};
		off += (uint64_t)w * h * z * im->layers * t;
	}
	return im->mips;
}

/* Record, submit and wait for one command buffer of transfers. */
struct once {
	VkCommandPool pool;
	VkCommandBuffer cb;
	VkFence fence;
};

static VkCommandBuffer
once_begin(const struct vkrun_device *d, struct once *o)
{
	VkCommandPoolCreateInfo pinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
		.queueFamilyIndex = d->family,
	};
	vkrun_check(vkCreateCommandPool(d->dev, &pinfo, NULL, &o->pool), "vkCreateCommandPool");
	VkCommandBufferAllocateInfo cinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
		.commandPool = o->pool,
		.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
		.commandBufferCount = 1,
	};
	vkrun_check(vkAllocateCommandBuffers(d->dev, &cinfo, &o->cb), "vkAllocateCommandBuffers");
	VkFenceCreateInfo finfo = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
	vkrun_check(vkCreateFence(d->dev, &finfo, NULL, &o->fence), "vkCreateFence");
	VkCommandBufferBeginInfo binfo = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
	vkrun_check(vkBeginCommandBuffer(o->cb, &binfo), "vkBeginCommandBuffer");
	return o->cb;
}

static void
once_end(const struct vkrun_device *d, struct once *o, double timeout_s)
{
	vkrun_check(vkEndCommandBuffer(o->cb), "vkEndCommandBuffer");
	vkrun_submit_and_wait(d, o->cb, o->fence, timeout_s);
	vkDestroyFence(d->dev, o->fence, NULL);
	vkDestroyCommandPool(d->dev, o->pool, NULL);
}

static void
layout_barrier(VkCommandBuffer cb, VkImage image, VkImageLayout from, VkImageLayout to)
{
	VkImageMemoryBarrier b = {
		.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
		.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT,
		.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT,
		.oldLayout = from,
		.newLayout = to,
		.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
		.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
		.image = image,
		.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, VK_REMAINING_MIP_LEVELS, 0,
				     VK_REMAINING_ARRAY_LAYERS},
	};
	vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0,
		0, NULL, 0, NULL, 1, &b);
}

static VkFilter
filter(const char *s)
{
	if (!s || !strcmp(s, "nearest"))
		return VK_FILTER_NEAREST;
	if (!strcmp(s, "linear"))
		return VK_FILTER_LINEAR;
	vkrun_usage_error("--image filter: '%s' is not nearest or linear", s);
}

static VkSamplerAddressMode
address_mode(const char *s)
{
	static const struct { const char *name; VkSamplerAddressMode mode; } modes[] = {
		{"clamp", VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE}, {"repeat", VK_SAMPLER_ADDRESS_MODE_REPEAT},
		{"mirror", VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT},
		{"border", VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER},
	};
	for (size_t i = 0; i < sizeof(modes) / sizeof(modes[0]); i++)
		if (!strcmp(s ? s : "clamp", modes[i].name))
			return modes[i].mode;
	vkrun_usage_error("--image address: '%s' is not clamp, repeat, mirror or border", s);
}

static VkSampler
make_sampler(const struct vkrun_device *d, const struct vkrun_image *im)
{
	static const char *const ops[] = {"never", "less", "equal", "lequal", "greater", "notequal",
					  "gequal", "always"};
	int cmp = -1;
	for (int i = 0; im->compare && i < 8; i++)
		if (!strcmp(im->compare, ops[i]))
			cmp = i;
	if (im->compare && cmp < 0)
		vkrun_usage_error("--image compare: '%s' is not a compare op (less, lequal, ...)", im->compare);
	VkSamplerAddressMode a = address_mode(im->address);
	VkSamplerCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO,
		.magFilter = filter(im->filter),
		.minFilter = filter(im->filter),
		.mipmapMode = im->mipmap && !strcmp(im->mipmap, "linear") ? VK_SAMPLER_MIPMAP_MODE_LINEAR
									   : VK_SAMPLER_MIPMAP_MODE_NEAREST,
		.addressModeU = a,
		.addressModeV = a,
		.addressModeW = a,
		.compareEnable = cmp >= 0,
		.compareOp = cmp >= 0 ? (VkCompareOp)cmp : VK_COMPARE_OP_NEVER,
		.minLod = 0,
		.maxLod = im->unnormalized ? 0 : VK_LOD_CLAMP_NONE,
		.borderColor = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK,
		.unnormalizedCoordinates = im->unnormalized,
	};
	VkSampler s;
	vkrun_check(vkCreateSampler(d->dev, &info, NULL, &s), "vkCreateSampler");
	return s;
}

static void
read_texels(const struct vkrun_image *im, uint8_t *dst, uint64_t n)
{
	memset(dst, 0, n);
	if (!im->file)
		return;
	FILE *f = fopen(im->file, "rb");
	if (!f)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", im->file, strerror(errno));
	size_t got = fread(dst, 1, n, f);
	bool bad = ferror(f) || got != n || fgetc(f) != EOF;
	fclose(f);
	if (bad)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: image '%s' needs exactly %llu bytes", im->file, im->name,
			(unsigned long long)n);
}

struct vkrun_gpu_image *
vkrun_images_create(const struct vkrun_device *d, const struct vkrun_job *job)
{
	struct vkrun_gpu_image *g = vkrun_xcalloc(job->nimages, sizeof(*g));
	for (size_t i = 0; i < job->nimages; i++) {
		const struct vkrun_image *im = &job->images[i];
		if (im->kind == VKRUN_IMAGE_SAMPLER || im->kind == VKRUN_IMAGE_COMBINED)
			g[i].sampler = make_sampler(d, im);
		if (im->kind == VKRUN_IMAGE_SAMPLER || im->source >= 0)
			continue;
		int fi = format_index(im->format), dim = dim_index(im->dim);
		VkFormatProperties fp;
		vkGetPhysicalDeviceFormatProperties(d->phys, formats[fi].format, &fp);
		VkImageUsageFlags usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
		if (fp.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT)
			usage |= VK_IMAGE_USAGE_STORAGE_BIT;
		if (fp.optimalTilingFeatures & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT)
			usage |= VK_IMAGE_USAGE_SAMPLED_BIT;
		static const VkImageType types[] = {VK_IMAGE_TYPE_1D, VK_IMAGE_TYPE_2D, VK_IMAGE_TYPE_3D,
						    VK_IMAGE_TYPE_1D, VK_IMAGE_TYPE_2D};
		VkImageCreateInfo info = {
			.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
			.imageType = types[dim],
			.format = formats[fi].format,
			.extent = {im->width, im->height, im->depth},
			.mipLevels = im->mips,
			.arrayLayers = im->layers,
			.samples = VK_SAMPLE_COUNT_1_BIT,
			.tiling = VK_IMAGE_TILING_OPTIMAL,
			.usage = usage,
			.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
		};
		VkResult r = vkCreateImage(d->dev, &info, NULL, &g[i].image);
		if (r == VK_ERROR_FORMAT_NOT_SUPPORTED)
			vkrun_fail(VKRUN_EXIT_SKIP, "skip: image '%s': %s cannot make it", im->name,
				d->props.deviceName);
		vkrun_check(r, "vkCreateImage");
		VkMemoryRequirements req;
		vkGetImageMemoryRequirements(d->dev, g[i].image, &req);
		VkMemoryAllocateInfo ainfo = {
			.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
			.allocationSize = req.size,
			.memoryTypeIndex = vkrun_memory_type(d, req.memoryTypeBits,
				    VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, "an image or its staging buffer"),
		};
		vkrun_check(vkAllocateMemory(d->dev, &ainfo, NULL, &g[i].mem), "vkAllocateMemory");
		vkrun_check(vkBindImageMemory(d->dev, g[i].image, g[i].mem, 0), "vkBindImageMemory");
		g[i].bytes = image_bytes(im);

		/* upload the texels and leave the image in the general layout */
		VkDeviceMemory smem;
		void *map;
		VkBuffer sbuf = staging(d, g[i].bytes, &smem, &map);
		read_texels(im, map, g[i].bytes);
		struct once o;
		VkCommandBuffer cb = once_begin(d, &o);
		VkBufferImageCopy reg[16];
		layout_barrier(cb, g[i].image, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_GENERAL);
		vkCmdCopyBufferToImage(cb, sbuf, g[i].image, VK_IMAGE_LAYOUT_GENERAL, regions(im, reg), reg);
		layout_barrier(cb, g[i].image, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_GENERAL);
		once_end(d, &o, job->timeout_s);
		vkDestroyBuffer(d->dev, sbuf, NULL);
		vkFreeMemory(d->dev, smem, NULL);
	}
	/* views, after every image exists (image= refers to another) */
	for (size_t i = 0; i < job->nimages; i++) {
		const struct vkrun_image *im = &job->images[i];
		if (im->kind == VKRUN_IMAGE_SAMPLER)
			continue;
		size_t own = im->source >= 0 ? (size_t)im->source : i;
		const struct vkrun_image *src = &job->images[own];
		static const VkImageViewType views[] = {VK_IMAGE_VIEW_TYPE_1D, VK_IMAGE_VIEW_TYPE_2D,
							VK_IMAGE_VIEW_TYPE_3D, VK_IMAGE_VIEW_TYPE_1D_ARRAY,
							VK_IMAGE_VIEW_TYPE_2D_ARRAY};
		VkImageViewCreateInfo vinfo = {
			.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
			.image = g[own].image,
			.viewType = views[dim_index(src->dim)],
			.format = formats[format_index(src->format)].format,
			.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0,
					     im->kind == VKRUN_IMAGE_STORAGE ? 1 : src->mips, 0, src->layers},
		};
		vkrun_check(vkCreateImageView(d->dev, &vinfo, NULL, &g[i].view), "vkCreateImageView");
	}
	return g;
}

static const VkDescriptorType desc_types[] = {
	VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
	VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, VK_DESCRIPTOR_TYPE_SAMPLER,
};

uint32_t
vkrun_images_layout(const struct vkrun_job *job, uint32_t set, VkShaderStageFlags stages,
	VkDescriptorSetLayoutBinding *out)
{
	uint32_t n = 0;
	for (size_t i = 0; i < job->nimages; i++)
		if (job->images[i].set == (int)set)
			out[n++] = (VkDescriptorSetLayoutBinding){
				.binding = (uint32_t)job->images[i].binding,
				.descriptorType = desc_types[job->images[i].kind],
				.descriptorCount = 1,
				.stageFlags = stages,
			};
	return n;
}

uint32_t
vkrun_images_pool_sizes(const struct vkrun_job *job, VkDescriptorPoolSize *out)
{
	uint32_t n = 0;
	for (int k = 0; k < 4; k++) {
		uint32_t count = 0;
		for (size_t i = 0; i < job->nimages; i++)
			count += job->images[i].kind == (enum vkrun_image_kind)k;
		if (count)
			out[n++] = (VkDescriptorPoolSize){desc_types[k], count};
	}
	return n;
}

void
vkrun_images_write(const struct vkrun_device *d, const struct vkrun_job *job,
	const struct vkrun_gpu_image *g, const VkDescriptorSet *sets)
{
	for (size_t i = 0; i < job->nimages; i++) {
		const struct vkrun_image *im = &job->images[i];
		VkDescriptorImageInfo info = {g[i].sampler, g[i].view, VK_IMAGE_LAYOUT_GENERAL};
		VkWriteDescriptorSet w = {
			.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
			.dstSet = sets[im->set],
			.dstBinding = (uint32_t)im->binding,
			.descriptorCount = 1,
			.descriptorType = desc_types[im->kind],
			.pImageInfo = &info,
		};
		vkUpdateDescriptorSets(d->dev, 1, &w, 0, NULL);
	}
}

void
vkrun_images_dump(const struct vkrun_device *d, const struct vkrun_job *job,
	const struct vkrun_gpu_image *g)
{
	for (size_t i = 0; i < job->nimages; i++) {
		const struct vkrun_image *im = &job->images[i];
		if (!im->dump)
			continue;
		size_t own = im->source >= 0 ? (size_t)im->source : i;
		if (im->kind == VKRUN_IMAGE_SAMPLER)
			vkrun_usage_error("image '%s': a sampler has nothing to dump", im->name);
		const struct vkrun_image *src = &job->images[own];
		VkDeviceMemory smem;
		void *map;
		VkBuffer sbuf = staging(d, g[own].bytes, &smem, &map);
		struct once o;
		VkCommandBuffer cb = once_begin(d, &o);
		VkBufferImageCopy reg[16];
		layout_barrier(cb, g[own].image, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_GENERAL);
		vkCmdCopyImageToBuffer(cb, g[own].image, VK_IMAGE_LAYOUT_GENERAL, sbuf, regions(src, reg), reg);
		once_end(d, &o, job->timeout_s);
		FILE *f = fopen(im->dump, "wb");
		if (!f)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", im->dump, strerror(errno));
		bool bad = fwrite(map, 1, g[own].bytes, f) != g[own].bytes;
		bad |= fclose(f) != 0;
		if (bad)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: write error", im->dump);
		vkDestroyBuffer(d->dev, sbuf, NULL);
		vkFreeMemory(d->dev, smem, NULL);
	}
}

void
vkrun_images_destroy(const struct vkrun_device *d, const struct vkrun_job *job,
	struct vkrun_gpu_image *g)
{
	for (size_t i = 0; i < job->nimages; i++) {
		if (g[i].sampler)
			vkDestroySampler(d->dev, g[i].sampler, NULL);
		if (g[i].view)
			vkDestroyImageView(d->dev, g[i].view, NULL);
		if (g[i].image)
			vkDestroyImage(d->dev, g[i].image, NULL);
		if (g[i].mem)
			vkFreeMemory(d->dev, g[i].mem, NULL);
	}
	free(g);
}
