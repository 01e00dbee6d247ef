/*
 * rq_oracle.c -- the oracle of the ray-query tests: a GL_EXT_ray_query
 * compute shader run by a Vulkan implementation's own ray queries over an
 * acceleration structure it builds from triangles.
 *
 *   agc-rq-oracle [--aabbs BOXES.bin] [--instances INST.bin]
 *                 TRIS.bin RAYS.bin OUT.bin OUT_BYTES SHADER.spv [N]
 *
 * TRIS.bin: triangles, 9 floats each (an opaque geometry of one BLAS; may
 * be empty when there are boxes); BOXES.bin: procedural boxes, 6 floats
 * each (min xyz, max xyz: an opaque AABB geometry of a second BLAS).
 * INST.bin: the TLAS's instances, 16 dwords each: the object-to-world
 * 3x4 (12 floats, rows), the BLAS (0: triangles, 1: boxes), the custom
 * index, the mask, 0; without it, one instance of the triangles (else of
 * the boxes) with the identity transform and mask 0xff.  The shader's
 * push constants (32 bytes) are the TLAS's device address, the rays
 * buffer's, the output buffer's and the boxes' (0 without boxes); the
 * dispatch is RAYS / 64 workgroups (a ray is two vec4, 32 bytes).  Writes the output
 * buffer to OUT.bin.  With N, it then dispatches N more times, one
 * submission each, and prints 'median_us=... min_us=...' (host clock, the
 * whole submission; bench/).  Exit 77 when the device has no ray queries.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <vulkan/vulkan.h>

static void
fail(const char *what, VkResult r)
{
	fprintf(stderr, "agc-rq-oracle: %s failed (%d)\n", what, (int)r);
	exit(1);
}

#define CHECK(call) do { VkResult r_ = (call); if (r_ != VK_SUCCESS) fail(#call, r_); } while (0)

static void *
read_all(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "agc-rq-oracle: cannot open %s\n", path);
		exit(2);
	}
	fseek(f, 0, SEEK_END);
	long len = ftell(f);
	fseek(f, 0, SEEK_SET);
	void *p = malloc(len > 0 ? (size_t)len : 1);
	if (!p || fread(p, 1, (size_t)len, f) != (size_t)len) {
		fprintf(stderr, "agc-rq-oracle: cannot read %s\n", path);
		exit(2);
	}
	fclose(f);
	*n = (size_t)len;
	return p;
}

struct buf {
	VkBuffer b;
	VkDeviceMemory m;
	void *map;
	VkDeviceAddress addr;
};

struct ctx {
	VkInstance inst;
	VkPhysicalDevice phys;
	VkDevice dev;
	VkQueue queue;
	uint32_t family;
	PFN_vkGetAccelerationStructureBuildSizesKHR sizes;
	PFN_vkCreateAccelerationStructureKHR create_as;
	PFN_vkCmdBuildAccelerationStructuresKHR build;
	PFN_vkGetAccelerationStructureDeviceAddressKHR as_address;
	PFN_vkDestroyAccelerationStructureKHR destroy_as;
	/* everything made, destroyed at the end (newest first) */
	struct buf bufs[16];
	unsigned nbufs;
	VkAccelerationStructureKHR ases[3];
	unsigned nases;
};

/* A host-visible buffer with a device address, holding data (or zeros). */
static struct buf
mkbuf(struct ctx *c, VkDeviceSize size, VkBufferUsageFlags usage, const void *data)
{
	struct buf b = {0};
	VkBufferCreateInfo bi = {
		.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
		.size = size,
		.usage = usage | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
	};
	CHECK(vkCreateBuffer(c->dev, &bi, NULL, &b.b));
	VkMemoryRequirements req;
	vkGetBufferMemoryRequirements(c->dev, b.b, &req);
	VkPhysicalDeviceMemoryProperties mp;
	vkGetPhysicalDeviceMemoryProperties(c->phys, &mp);
	uint32_t type = UINT32_MAX;
	VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
	for (uint32_t i = 0; i < mp.memoryTypeCount && type == UINT32_MAX; i++)
		if ((req.memoryTypeBits >> i & 1) && (mp.memoryTypes[i].propertyFlags & want) == want)
			type = i;
	if (type == UINT32_MAX)
		fail("finding host-visible memory", VK_ERROR_UNKNOWN);
	VkMemoryAllocateFlagsInfo fi = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,
		.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT,
	};
	VkMemoryAllocateInfo ai = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
		.pNext = &fi,
		.allocationSize = req.size,
		.memoryTypeIndex = type,
	};
	CHECK(vkAllocateMemory(c->dev, &ai, NULL, &b.m));
	CHECK(vkBindBufferMemory(c->dev, b.b, b.m, 0));
	CHECK(vkMapMemory(c->dev, b.m, 0, VK_WHOLE_SIZE, 0, &b.map));
	memset(b.map, 0, (size_t)size);
	if (data)
		memcpy(b.map, data, (size_t)size);
	VkBufferDeviceAddressInfo ad = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO, .buffer = b.b};
	b.addr = vkGetBufferDeviceAddress(c->dev, &ad);
	if (c->nbufs == sizeof c->bufs / sizeof c->bufs[0])
		fail("too many buffers", VK_ERROR_UNKNOWN);
	c->bufs[c->nbufs++] = b;
	return b;
}

static void
open_device(struct ctx *c)
{
	VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_2};
	VkInstanceCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
	CHECK(vkCreateInstance(&ici, NULL, &c->inst));
	uint32_t n = 1;
	VkResult r = vkEnumeratePhysicalDevices(c->inst, &n, &c->phys);
	if ((r != VK_SUCCESS && r != VK_INCOMPLETE) || !n)
		fail("vkEnumeratePhysicalDevices", r);

	VkPhysicalDeviceRayQueryFeaturesKHR rq = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR};
	VkPhysicalDeviceAccelerationStructureFeaturesKHR as = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR, .pNext = &rq};
	VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
						.pNext = &as};
	VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f12};
	vkGetPhysicalDeviceFeatures2(c->phys, &f2);
	if (!rq.rayQuery || !as.accelerationStructure || !f12.bufferDeviceAddress) {
		fprintf(stderr, "agc-rq-oracle: skip: the device has no ray queries\n");
		exit(77);
	}
	VkPhysicalDeviceRayQueryFeaturesKHR rq_on = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR,
						     .rayQuery = VK_TRUE};
	VkPhysicalDeviceAccelerationStructureFeaturesKHR as_on = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR,
		.pNext = &rq_on, .accelerationStructure = VK_TRUE};
	VkPhysicalDeviceVulkan12Features f12_on = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
						   .pNext = &as_on, .bufferDeviceAddress = VK_TRUE};
	uint32_t nq = 0;
	vkGetPhysicalDeviceQueueFamilyProperties(c->phys, &nq, NULL);
	VkQueueFamilyProperties qf[16];
	nq = nq > 16 ? 16 : nq;
	vkGetPhysicalDeviceQueueFamilyProperties(c->phys, &nq, qf);
	c->family = 0;
	while (c->family < nq && !(qf[c->family].queueFlags & VK_QUEUE_COMPUTE_BIT))
		c->family++;
	float prio = 1.0f;
	VkDeviceQueueCreateInfo qci = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
				       .queueFamilyIndex = c->family, .queueCount = 1, .pQueuePriorities = &prio};
	const char *exts[] = {VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME, VK_KHR_RAY_QUERY_EXTENSION_NAME,
			      VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME};
	VkDeviceCreateInfo dci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &f12_on,
				  .queueCreateInfoCount = 1, .pQueueCreateInfos = &qci,
				  .enabledExtensionCount = 3, .ppEnabledExtensionNames = exts};
	CHECK(vkCreateDevice(c->phys, &dci, NULL, &c->dev));
	vkGetDeviceQueue(c->dev, c->family, 0, &c->queue);
	c->sizes = (PFN_vkGetAccelerationStructureBuildSizesKHR)vkGetDeviceProcAddr(
		c->dev, "vkGetAccelerationStructureBuildSizesKHR");
	c->create_as = (PFN_vkCreateAccelerationStructureKHR)vkGetDeviceProcAddr(
		c->dev, "vkCreateAccelerationStructureKHR");
	c->build = (PFN_vkCmdBuildAccelerationStructuresKHR)vkGetDeviceProcAddr(
		c->dev, "vkCmdBuildAccelerationStructuresKHR");
	c->as_address = (PFN_vkGetAccelerationStructureDeviceAddressKHR)vkGetDeviceProcAddr(
		c->dev, "vkGetAccelerationStructureDeviceAddressKHR");
	c->destroy_as = (PFN_vkDestroyAccelerationStructureKHR)vkGetDeviceProcAddr(
		c->dev, "vkDestroyAccelerationStructureKHR");
	if (!c->sizes || !c->create_as || !c->build || !c->as_address || !c->destroy_as)
		fail("vkGetDeviceProcAddr (acceleration structures)", VK_ERROR_UNKNOWN);
}

/* Builds one acceleration structure of one geometry and count primitives,
 * recording into cb; returns its device address. */
static VkDeviceAddress
build_as(struct ctx *c, VkCommandBuffer cb, VkAccelerationStructureTypeKHR type,
	 const VkAccelerationStructureGeometryKHR *geom, uint32_t count)
{
	VkAccelerationStructureBuildGeometryInfoKHR info = {
		.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR,
		.type = type,
		.flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR,
		.mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR,
		.geometryCount = 1,
		.pGeometries = geom,
	};
	VkAccelerationStructureBuildSizesInfoKHR sz = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR};
	c->sizes(c->dev, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &info, &count, &sz);
	struct buf store = mkbuf(c, sz.accelerationStructureSize,
				 VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR, NULL);
	struct buf scratch = mkbuf(c, sz.buildScratchSize + 256, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, NULL);
	VkAccelerationStructureCreateInfoKHR ci = {
		.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR,
		.buffer = store.b, .size = sz.accelerationStructureSize, .type = type};
	VkAccelerationStructureKHR as;
	CHECK(c->create_as(c->dev, &ci, NULL, &as));
	if (c->nases == sizeof c->ases / sizeof c->ases[0])
		fail("too many acceleration structures", VK_ERROR_UNKNOWN);
	c->ases[c->nases++] = as;
	info.dstAccelerationStructure = as;
	info.scratchData.deviceAddress = (scratch.addr + 255) & ~(VkDeviceAddress)255;
	VkAccelerationStructureBuildRangeInfoKHR range = {.primitiveCount = count};
	const VkAccelerationStructureBuildRangeInfoKHR *ranges = &range;
	c->build(cb, 1, &info, &ranges);
	VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
			      .srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR,
			      .dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR | VK_ACCESS_SHADER_READ_BIT};
	vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR,
			     VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
			     0, 1, &mb, 0, NULL, 0, NULL);
	VkAccelerationStructureDeviceAddressInfoKHR ai = {
		.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR, .accelerationStructure = as};
	return c->as_address(c->dev, &ai);
}

static void
submit(struct ctx *c, VkCommandBuffer cb)
{
	CHECK(vkEndCommandBuffer(cb));
	VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cb};
	CHECK(vkQueueSubmit(c->queue, 1, &si, VK_NULL_HANDLE));
	CHECK(vkQueueWaitIdle(c->queue));
}

static int
by_value(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;
	return (a > b) - (a < b);
}

/* Re-submits the recorded dispatch n times; prints the median. */
static void
time_dispatches(struct ctx *c, VkCommandBuffer cb, uint32_t n)
{
	double *us = calloc(n ? n : 1, sizeof(double));
	for (uint32_t i = 0; i < n && us; i++) {
		struct timespec t0, t1;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1,
				   .pCommandBuffers = &cb};
		CHECK(vkQueueSubmit(c->queue, 1, &si, VK_NULL_HANDLE));
		CHECK(vkQueueWaitIdle(c->queue));
		clock_gettime(CLOCK_MONOTONIC, &t1);
		us[i] = (double)(t1.tv_sec - t0.tv_sec) * 1e6 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e3;
	}
	if (us && n) {
		qsort(us, n, sizeof(double), by_value);
		printf("median_us=%.1f min_us=%.1f runs=%u clock=wall\n", us[n / 2], us[0], n);
	}
	free(us);
}

/* One instance as INST.bin gives it (16 dwords). */
struct inst_in {
	float m[12];
	uint32_t blas, custom, mask, zero;
};

/* The BLAS of one geometry of ngeom primitives: triangles (9 floats each)
 * or boxes (6 floats each, VkAabbPositionsKHR). */
static VkDeviceAddress
build_blas(struct ctx *c, VkCommandBuffer cb, const struct buf *data, uint32_t count, int boxes)
{
	VkAccelerationStructureGeometryKHR g = {
		.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
		.flags = VK_GEOMETRY_OPAQUE_BIT_KHR,
	};
	if (boxes) {
		g.geometryType = VK_GEOMETRY_TYPE_AABBS_KHR;
		g.geometry.aabbs = (VkAccelerationStructureGeometryAabbsDataKHR){
			.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR,
			.data.deviceAddress = data->addr,
			.stride = 24,
		};
	} else {
		g.geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR;
		g.geometry.triangles = (VkAccelerationStructureGeometryTrianglesDataKHR){
			.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR,
			.vertexFormat = VK_FORMAT_R32G32B32_SFLOAT,
			.vertexData.deviceAddress = data->addr,
			.vertexStride = 12,
			.maxVertex = 3 * count - 1,
			.indexType = VK_INDEX_TYPE_NONE_KHR,
		};
	}
	return build_as(c, cb, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, &g, count);
}

/* The Vulkan instances of the TLAS from INST.bin's records (or the one
 * default instance); NULL, with a message, when one names a BLAS that
 * is missing. */
static VkAccelerationStructureInstanceKHR *
make_instances(const struct inst_in *in, uint32_t n, const VkDeviceAddress blas[2])
{
	VkAccelerationStructureInstanceKHR *out = calloc(n, sizeof *out);
	for (uint32_t i = 0; out && i < n; i++) {
		if (in[i].blas > 1 || !blas[in[i].blas]) {
			fprintf(stderr, "agc-rq-oracle: instance %u names BLAS %u, which is missing\n",
				i, in[i].blas);
			free(out);
			return NULL;
		}
		memcpy(out[i].transform.matrix, in[i].m, sizeof in[i].m);
		out[i].instanceCustomIndex = in[i].custom & 0xffffff;
		out[i].mask = in[i].mask & 0xff;
		out[i].accelerationStructureReference = blas[in[i].blas];
	}
	return out;
}

int
main(int argc, char **argv)
{
	const char *boxes_path = NULL, *inst_path = NULL;
	while (argc > 2 && (!strcmp(argv[1], "--aabbs") || !strcmp(argv[1], "--instances"))) {
		*(!strcmp(argv[1], "--aabbs") ? &boxes_path : &inst_path) = argv[2];
		argc -= 2;
		argv += 2;
	}
	if (argc != 6 && argc != 7) {
		fprintf(stderr, "usage: agc-rq-oracle [--aabbs BOXES.bin] [--instances INST.bin] "
			"TRIS.bin RAYS.bin OUT.bin OUT_BYTES SHADER.spv [N]\n");
		return 2;
	}
	size_t ntri_bytes, nray_bytes, nspv, nbox_bytes = 0, ninst_bytes = 0;
	void *tris = read_all(argv[1], &ntri_bytes);
	void *rays = read_all(argv[2], &nray_bytes);
	uint32_t *spv = read_all(argv[5], &nspv);
	void *boxes = boxes_path ? read_all(boxes_path, &nbox_bytes) : NULL;
	struct inst_in *insts = inst_path ? read_all(inst_path, &ninst_bytes) : NULL;
	struct inst_in one = {.m = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0}, .mask = 0xff};
	size_t out_bytes = strtoul(argv[4], NULL, 0);
	uint32_t ntri = (uint32_t)(ntri_bytes / 36), nrays = (uint32_t)(nray_bytes / 32);
	uint32_t nbox = (uint32_t)(nbox_bytes / 24), ninst = (uint32_t)(ninst_bytes / sizeof one);
	if ((!ntri && !nbox) || !nrays || nrays % 64 || !out_bytes || (inst_path && !ninst)) {
		fprintf(stderr, "agc-rq-oracle: need triangles or boxes, a multiple of 64 rays, "
			"an output size and, with --instances, instances\n");
		free(tris);
		free(rays);
		free(spv);
		free(boxes);
		free(insts);
		return 2;
	}
	if (!inst_path) {
		one.blas = ntri ? 0 : 1;
		ninst = 1;
	}

	struct ctx c = {0};
	open_device(&c);
	VkCommandPoolCreateInfo pci = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, .queueFamilyIndex = c.family};
	VkCommandPool pool;
	CHECK(vkCreateCommandPool(c.dev, &pci, NULL, &pool));
	VkCommandBufferAllocateInfo cai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, .commandPool = pool,
					   .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY, .commandBufferCount = 1};
	VkCommandBuffer cb;
	CHECK(vkAllocateCommandBuffers(c.dev, &cai, &cb));
	VkCommandBufferBeginInfo bbi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
	CHECK(vkBeginCommandBuffer(cb, &bbi));

	const VkBufferUsageFlags input = VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR;
	VkDeviceAddress blas[2] = {0, 0};
	VkDeviceAddress boxes_addr = 0;
	if (ntri) {
		struct buf vb = mkbuf(&c, ntri_bytes, input, tris);
		blas[0] = build_blas(&c, cb, &vb, ntri, 0);
	}
	if (nbox) {
		/* the boxes are the geometry and the shader's table of them */
		struct buf bb = mkbuf(&c, nbox_bytes, input | VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, boxes);
		blas[1] = build_blas(&c, cb, &bb, nbox, 1);
		boxes_addr = bb.addr;
	}
	VkAccelerationStructureInstanceKHR *vk_inst = make_instances(insts ? insts : &one, ninst, blas);
	if (!vk_inst)
		exit(1);
	struct buf ib = mkbuf(&c, ninst * sizeof *vk_inst, input, vk_inst);
	free(vk_inst);
	VkAccelerationStructureGeometryKHR ig = {
		.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
		.geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR,
		.geometry.instances = {
			.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR,
			.data.deviceAddress = ib.addr,
		},
	};
	VkDeviceAddress tlas = build_as(&c, cb, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, &ig, ninst);
	submit(&c, cb);

	struct buf rb = mkbuf(&c, nray_bytes, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, rays);
	struct buf ob = mkbuf(&c, out_bytes, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, NULL);
	VkShaderModuleCreateInfo smci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, .codeSize = nspv, .pCode = spv};
	VkShaderModule sm;
	CHECK(vkCreateShaderModule(c.dev, &smci, NULL, &sm));
	VkPushConstantRange pcr = {.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT, .size = 32};
	VkPipelineLayoutCreateInfo plci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
					   .pushConstantRangeCount = 1, .pPushConstantRanges = &pcr};
	VkPipelineLayout layout;
	CHECK(vkCreatePipelineLayout(c.dev, &plci, NULL, &layout));
	VkComputePipelineCreateInfo cpci = {
		.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
		.stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
			  .stage = VK_SHADER_STAGE_COMPUTE_BIT, .module = sm, .pName = "main"},
		.layout = layout,
	};
	VkPipeline pipe;
	CHECK(vkCreateComputePipelines(c.dev, VK_NULL_HANDLE, 1, &cpci, NULL, &pipe));
	CHECK(vkResetCommandBuffer(cb, 0));
	CHECK(vkBeginCommandBuffer(cb, &bbi));
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
	uint64_t push[4] = {tlas, rb.addr, ob.addr, boxes_addr};
	vkCmdPushConstants(cb, layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, 32, push);
	vkCmdDispatch(cb, nrays / 64, 1, 1);
	submit(&c, cb);
	if (argc == 7)
		time_dispatches(&c, cb, (uint32_t)strtoul(argv[6], NULL, 0));

	FILE *f = fopen(argv[3], "wb");
	int status = 0;
	if (!f || fwrite(ob.map, 1, out_bytes, f) != out_bytes) {
		fprintf(stderr, "agc-rq-oracle: cannot write %s\n", argv[3]);
		status = 2;
	}
	if (f && fclose(f) && !status) {
		fprintf(stderr, "agc-rq-oracle: cannot write %s\n", argv[3]);
		status = 2;
	}
	(void)ib;

	vkDestroyPipeline(c.dev, pipe, NULL);
	vkDestroyPipelineLayout(c.dev, layout, NULL);
	vkDestroyShaderModule(c.dev, sm, NULL);
	vkDestroyCommandPool(c.dev, pool, NULL);
	while (c.nases)
		c.destroy_as(c.dev, c.ases[--c.nases], NULL);
	while (c.nbufs) {
		struct buf *b = &c.bufs[--c.nbufs];
		vkDestroyBuffer(c.dev, b->b, NULL);
		vkFreeMemory(c.dev, b->m, NULL);
	}
	vkDestroyDevice(c.dev, NULL);
	vkDestroyInstance(c.inst, NULL);
	free(tris);
	free(rays);
	free(spv);
	free(boxes);
	free(insts);
	return status;
}
