/*
 * run.c -- execute a struct vkrun_job on a Vulkan device.
 *
 * instance -> physical device (--device, else the first GPU, else the first
 * device) -> logical device with every feature a recompiled or glslang
 * module may use that the device has -> buffers (device address, and a
 * staging copy where the memory is not host-visible) -> descriptor sets and
 * push constants -> compute pipeline (optionally with a required subgroup
 * size and full subgroups) -> one checked dispatch -> dumps -> optional
 * timed dispatches.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <vulkan/vulkan.h>

#include "vkrun.h"

static const char *
result_name(VkResult r)
{
	switch (r) {
#define NAME(x) case x: return #x;
	NAME(VK_SUCCESS)
	NAME(VK_NOT_READY)
	NAME(VK_TIMEOUT)
	NAME(VK_EVENT_SET)
	NAME(VK_EVENT_RESET)
	NAME(VK_INCOMPLETE)
	NAME(VK_ERROR_OUT_OF_HOST_MEMORY)
	NAME(VK_ERROR_OUT_OF_DEVICE_MEMORY)
	NAME(VK_ERROR_INITIALIZATION_FAILED)
	NAME(VK_ERROR_DEVICE_LOST)
	NAME(VK_ERROR_MEMORY_MAP_FAILED)
	NAME(VK_ERROR_LAYER_NOT_PRESENT)
	NAME(VK_ERROR_EXTENSION_NOT_PRESENT)
	NAME(VK_ERROR_FEATURE_NOT_PRESENT)
	NAME(VK_ERROR_INCOMPATIBLE_DRIVER)
	NAME(VK_ERROR_TOO_MANY_OBJECTS)
	NAME(VK_ERROR_FORMAT_NOT_SUPPORTED)
	NAME(VK_ERROR_FRAGMENTED_POOL)
	NAME(VK_ERROR_UNKNOWN)
	NAME(VK_ERROR_OUT_OF_POOL_MEMORY)
	NAME(VK_ERROR_INVALID_EXTERNAL_HANDLE)
	NAME(VK_ERROR_FRAGMENTATION)
	NAME(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS)
	NAME(VK_PIPELINE_COMPILE_REQUIRED)
	NAME(VK_ERROR_INVALID_SHADER_NV)
#undef NAME
	default: return "unknown VkResult";
	}
}

static void
check(VkResult r, const char *call)
{
	if (r != VK_SUCCESS)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s (%d)", call, result_name(r), (int)r);
}

static void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
	return p;
}

/* ---- device ---- */

struct features {
	VkPhysicalDeviceFeatures2 f2;
	VkPhysicalDeviceVulkan11Features f11;
	VkPhysicalDeviceVulkan12Features f12;
	VkPhysicalDeviceVulkan13Features f13;
	VkPhysicalDeviceSubgroupSizeControlFeaturesEXT size_control; /* 1.2 + EXT */
	VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomic_float;
};

struct device {
	VkInstance instance;
	VkPhysicalDevice phys;
	VkDevice dev;
	VkQueue queue;
	uint32_t family;
	uint32_t api;
	VkPhysicalDeviceProperties props;
	VkPhysicalDeviceMemoryProperties mem;
	VkPhysicalDeviceSubgroupProperties subgroup;
	VkPhysicalDeviceSubgroupSizeControlProperties size_control;
	bool has_size_control; /* Vulkan 1.3 or VK_EXT_subgroup_size_control */
	bool size_control_ext;
	bool atomic_float_ext;
	struct features on; /* what was enabled */
	uint32_t timestamp_bits;
};

static void
link_features(struct features *f, const struct device *d)
{
	memset(f, 0, sizeof(*f));
	f->f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
	f->f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
	f->f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
	f->f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
	f->size_control.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES_EXT;
	f->atomic_float.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT;
	void **next = &f->f2.pNext;
	*next = &f->f11;
	next = &f->f11.pNext;
	*next = &f->f12;
	next = &f->f12.pNext;
	if (d->api >= VK_API_VERSION_1_3) {
		*next = &f->f13;
		next = &f->f13.pNext;
	} else if (d->size_control_ext) {
		*next = &f->size_control;
		next = &f->size_control.pNext;
	}
	if (d->atomic_float_ext)
		*next = &f->atomic_float;
}

/* Enable the features a module may declare, where the device has them. */
static void
choose_features(struct features *on, const struct features *has)
{
#define TAKE(s, field) on->s.field = has->s.field
	TAKE(f2.features, shaderInt64);
	TAKE(f2.features, shaderInt16);
	TAKE(f2.features, shaderFloat64);
	TAKE(f11, storageBuffer16BitAccess);
	TAKE(f11, uniformAndStorageBuffer16BitAccess);
	TAKE(f11, storagePushConstant16);
	TAKE(f11, variablePointersStorageBuffer);
	TAKE(f11, variablePointers);
	TAKE(f12, storageBuffer8BitAccess);
	TAKE(f12, uniformAndStorageBuffer8BitAccess);
	TAKE(f12, storagePushConstant8);
	TAKE(f12, shaderBufferInt64Atomics);
	TAKE(f12, shaderSharedInt64Atomics);
	TAKE(f12, shaderFloat16);
	TAKE(f12, shaderInt8);
	TAKE(f12, scalarBlockLayout);
	TAKE(f12, uniformBufferStandardLayout);
	TAKE(f12, shaderSubgroupExtendedTypes);
	TAKE(f12, bufferDeviceAddress);
	TAKE(f12, vulkanMemoryModel);
	TAKE(f12, vulkanMemoryModelDeviceScope);
	TAKE(f12, vulkanMemoryModelAvailabilityVisibilityChains);
	TAKE(f13, subgroupSizeControl);
	TAKE(f13, computeFullSubgroups);
	TAKE(f13, shaderDemoteToHelperInvocation);
	TAKE(f13, shaderIntegerDotProduct);
	TAKE(f13, shaderZeroInitializeWorkgroupMemory);
	TAKE(f13, maintenance4);
	TAKE(size_control, subgroupSizeControl);
	TAKE(size_control, computeFullSubgroups);
	TAKE(atomic_float, shaderBufferFloat32Atomics);
	TAKE(atomic_float, shaderBufferFloat32AtomicAdd);
	TAKE(atomic_float, shaderBufferFloat64Atomics);
	TAKE(atomic_float, shaderBufferFloat64AtomicAdd);
	TAKE(atomic_float, shaderSharedFloat32Atomics);
	TAKE(atomic_float, shaderSharedFloat32AtomicAdd);
	TAKE(atomic_float, shaderSharedFloat64Atomics);
	TAKE(atomic_float, shaderSharedFloat64AtomicAdd);
#undef TAKE
}

static bool
subgroup_size_control(const struct device *d)
{
	if (d->api >= VK_API_VERSION_1_3)
		return d->on.f13.subgroupSizeControl && d->on.f13.computeFullSubgroups;
	return d->on.size_control.subgroupSizeControl && d->on.size_control.computeFullSubgroups;
}

static int
device_rank(VkPhysicalDeviceType type)
{
	switch (type) {
	case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 4;
	case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 3;
	case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
	case VK_PHYSICAL_DEVICE_TYPE_CPU: return 1;
	default: return 0;
	}
}

static void
create_instance(struct device *d)
{
	uint32_t version = VK_API_VERSION_1_0;
	if (vkEnumerateInstanceVersion(&version) != VK_SUCCESS || version < VK_API_VERSION_1_1)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: the Vulkan loader is older than 1.1");
	VkApplicationInfo app = {
		.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
		.pApplicationName = "agc-vkrun",
		.apiVersion = VK_API_VERSION_1_3,
	};
	VkInstanceCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
		.pApplicationInfo = &app,
	};
	VkResult r = vkCreateInstance(&info, NULL, &d->instance);
	if (r == VK_ERROR_INCOMPATIBLE_DRIVER || r == VK_ERROR_INITIALIZATION_FAILED)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: no Vulkan driver (vkCreateInstance: %s)",
			result_name(r));
	check(r, "vkCreateInstance");
}

static bool
has_extension(const VkExtensionProperties *ext, uint32_t n, const char *name)
{
	for (uint32_t i = 0; i < n; i++)
		if (!strcmp(ext[i].extensionName, name))
			return true;
	return false;
}

static void
pick_physical_device(struct device *d, int wanted)
{
	uint32_t n = 0;
	VkResult r = vkEnumeratePhysicalDevices(d->instance, &n, NULL);
	if (r == VK_ERROR_INITIALIZATION_FAILED || (r == VK_SUCCESS && n == 0))
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: no Vulkan device");
	check(r, "vkEnumeratePhysicalDevices");
	VkPhysicalDevice *all = xcalloc(n, sizeof(*all));
	r = vkEnumeratePhysicalDevices(d->instance, &n, all);
	if (r != VK_INCOMPLETE)
		check(r, "vkEnumeratePhysicalDevices");
	if (wanted >= (int)n)
		vkrun_fail(VKRUN_EXIT_USAGE, "--device %d: there are %u devices", wanted, n);
	int best = wanted, best_rank = -1;
	for (uint32_t i = 0; wanted < 0 && i < n; i++) {
		VkPhysicalDeviceProperties p;
		vkGetPhysicalDeviceProperties(all[i], &p);
		if (device_rank(p.deviceType) > best_rank) {
			best = (int)i;
			best_rank = device_rank(p.deviceType);
		}
	}
	d->phys = all[best];
	free(all);
}

static void
create_device(struct device *d, int wanted)
{
	create_instance(d);
	pick_physical_device(d, wanted);
	vkGetPhysicalDeviceProperties(d->phys, &d->props);
	vkGetPhysicalDeviceMemoryProperties(d->phys, &d->mem);
	d->api = d->props.apiVersion < VK_API_VERSION_1_3 ? d->props.apiVersion : VK_API_VERSION_1_3;
	if (d->api < VK_API_VERSION_1_2)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s supports Vulkan %u.%u; agc-vkrun needs 1.2",
			d->props.deviceName, VK_API_VERSION_MAJOR(d->api), VK_API_VERSION_MINOR(d->api));

	uint32_t next = 0;
	check(vkEnumerateDeviceExtensionProperties(d->phys, NULL, &next, NULL),
		"vkEnumerateDeviceExtensionProperties");
	VkExtensionProperties *ext = xcalloc(next, sizeof(*ext));
	check(vkEnumerateDeviceExtensionProperties(d->phys, NULL, &next, ext),
		"vkEnumerateDeviceExtensionProperties");
	d->size_control_ext = d->api < VK_API_VERSION_1_3 &&
		has_extension(ext, next, VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME);
	d->atomic_float_ext = has_extension(ext, next, VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME);
	d->has_size_control = d->api >= VK_API_VERSION_1_3 || d->size_control_ext;
	free(ext);

	d->subgroup.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
	d->size_control.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES;
	if (d->has_size_control)
		d->subgroup.pNext = &d->size_control;
	VkPhysicalDeviceProperties2 props2 = {
		.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
		.pNext = &d->subgroup,
	};
	vkGetPhysicalDeviceProperties2(d->phys, &props2);

	struct features has;
	link_features(&has, d);
	vkGetPhysicalDeviceFeatures2(d->phys, &has.f2);
	link_features(&d->on, d);
	choose_features(&d->on, &has);

	uint32_t nfam = 0;
	vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &nfam, NULL);
	VkQueueFamilyProperties *fam = xcalloc(nfam, sizeof(*fam));
	vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &nfam, fam);
	d->family = UINT32_MAX;
	for (uint32_t i = 0; i < nfam && d->family == UINT32_MAX; i++)
		if (fam[i].queueFlags & VK_QUEUE_COMPUTE_BIT) {
			d->family = i;
			d->timestamp_bits = fam[i].timestampValidBits;
		}
	free(fam);
	if (d->family == UINT32_MAX)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s has no compute queue", d->props.deviceName);

	const char *names[2];
	uint32_t nnames = 0;
	if (d->size_control_ext)
		names[nnames++] = VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME;
	if (d->atomic_float_ext)
		names[nnames++] = VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME;
	float priority = 1.0f;
	VkDeviceQueueCreateInfo queue = {
		.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
		.queueFamilyIndex = d->family,
		.queueCount = 1,
		.pQueuePriorities = &priority,
	};
	VkDeviceCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
		.pNext = &d->on.f2,
		.queueCreateInfoCount = 1,
		.pQueueCreateInfos = &queue,
		.enabledExtensionCount = nnames,
		.ppEnabledExtensionNames = names,
	};
	check(vkCreateDevice(d->phys, &info, NULL, &d->dev), "vkCreateDevice");
	vkGetDeviceQueue(d->dev, d->family, 0, &d->queue);
}

static void
print_device(const struct device *d)
{
	static const char *types[] = {"other", "integrated GPU", "discrete GPU", "virtual GPU", "CPU"};
	const VkPhysicalDeviceProperties *p = &d->props;
	fprintf(stderr, "device: %s (%s, Vulkan %u.%u.%u, vendor 0x%04x device 0x%04x)\n",
		p->deviceName, p->deviceType <= 4 ? types[p->deviceType] : "?",
		VK_API_VERSION_MAJOR(p->apiVersion), VK_API_VERSION_MINOR(p->apiVersion),
		VK_API_VERSION_PATCH(p->apiVersion), p->vendorID, p->deviceID);
	fprintf(stderr, "subgroup size: %u", d->subgroup.subgroupSize);
	if (d->has_size_control)
		fprintf(stderr, ", required size %u..%u%s, full subgroups %s",
			d->size_control.minSubgroupSize, d->size_control.maxSubgroupSize,
			d->size_control.requiredSubgroupSizeStages & VK_SHADER_STAGE_COMPUTE_BIT
				? "" : " (not for compute)",
			subgroup_size_control(d) ? "yes" : "no");
	else
		fputs(", no subgroup size control", stderr);
	fputc('\n', stderr);
	fprintf(stderr, "buffer device address: %s; timestamps: %u bits, %g ns a tick\n",
		d->on.f12.bufferDeviceAddress ? "yes" : "no", d->timestamp_bits,
		(double)p->limits.timestampPeriod);
}

/* ---- memory ---- */

struct gpu_buffer {
	VkBuffer buf;
	VkDeviceMemory mem;
	uint8_t *host; /* the mapping, or the staging mapping */
	bool staged;
	VkBuffer staging;
	VkDeviceMemory staging_mem;
	VkDeviceAddress address;
};

/*
 * Allocate and bind memory for buf, trying memory types with `want` first,
 * then with `fallback` (0: none). Returns the chosen type's flags.
 */
static VkMemoryPropertyFlags
bind_memory(const struct device *d, VkBuffer buf, VkDeviceMemory *mem,
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
				check(vkBindBufferMemory(d->dev, buf, *mem, 0), "vkBindBufferMemory");
				return f;
			}
			if (last != VK_ERROR_OUT_OF_DEVICE_MEMORY)
				check(last, "vkAllocateMemory");
		}
	}
	check(last, "vkAllocateMemory");
	return 0;
}

static VkBuffer
new_buffer(const struct device *d, uint64_t size, VkBufferUsageFlags usage)
{
	VkBufferCreateInfo info = {
		.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
		.size = size,
		.usage = usage,
		.sharingMode = VK_SHARING_MODE_EXCLUSIVE,
	};
	VkBuffer buf;
	check(vkCreateBuffer(d->dev, &info, NULL, &buf), "vkCreateBuffer");
	return buf;
}

static void
create_buffer(const struct device *d, struct gpu_buffer *g, uint64_t size)
{
	const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
		VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
	bool address = d->on.f12.bufferDeviceAddress;
	VkBufferUsageFlags usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
		VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
	if (address)
		usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
	g->buf = new_buffer(d, size, usage);
	VkMemoryPropertyFlags f = bind_memory(d, g->buf, &g->mem,
		VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | host, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT,
		address);
	void *map;
	if ((f & host) == host) {
		check(vkMapMemory(d->dev, g->mem, 0, VK_WHOLE_SIZE, 0, &map), "vkMapMemory");
	} else {
		g->staged = true;
		g->staging = new_buffer(d, size, VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
			VK_BUFFER_USAGE_TRANSFER_DST_BIT);
		bind_memory(d, g->staging, &g->staging_mem, host, 0, false);
		check(vkMapMemory(d->dev, g->staging_mem, 0, VK_WHOLE_SIZE, 0, &map), "vkMapMemory");
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

static void
destroy_buffer(const struct device *d, struct gpu_buffer *g)
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
	VkDescriptorSetLayout *set_layouts;
	uint32_t nsets;
	VkDescriptorPool pool;
	VkDescriptorSet *sets;
	VkPipelineLayout layout;
	VkPipeline pipeline;
	uint32_t push_size;
	uint8_t *push;
};

static uint32_t *
read_module(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", path, strerror(errno));
	uint8_t *bytes = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		if (n == cap) {
			cap = cap ? cap * 2 : 65536;
			bytes = realloc(bytes, cap);
			if (!bytes)
				vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
		}
		size_t got = fread(bytes + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	bool bad = ferror(f);
	fclose(f);
	if (bad)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: read error", path);
	uint32_t magic = n >= 4 ? (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 |
		(uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24 : 0;
	if (n < 20 || n % 4 || magic != 0x07230203u)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: not a little-endian SPIR-V module", path);
	*size = n;
	return (uint32_t *)(void *)bytes;
}

static void
create_descriptors(const struct device *d, const struct vkrun_job *job,
	const struct gpu_buffer *bufs, struct pipeline *p)
{
	uint32_t nbound = 0;
	for (size_t i = 0; i < job->nbuffers; i++)
		if (job->buffers[i].set >= 0) {
			nbound++;
			if ((uint32_t)job->buffers[i].set + 1 > p->nsets)
				p->nsets = (uint32_t)job->buffers[i].set + 1;
		}
	if (p->nsets > d->props.limits.maxBoundDescriptorSets)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s binds at most %u descriptor sets",
			d->props.deviceName, d->props.limits.maxBoundDescriptorSets);
	if (p->nsets == 0)
		return;

	/* Sets below the highest one that bind nothing get empty layouts. */
	p->set_layouts = xcalloc(p->nsets, sizeof(*p->set_layouts));
	p->sets = xcalloc(p->nsets, sizeof(*p->sets));
	VkDescriptorSetLayoutBinding *bindings = xcalloc(nbound, sizeof(*bindings));
	for (uint32_t s = 0; s < p->nsets; s++) {
		uint32_t n = 0;
		for (size_t i = 0; i < job->nbuffers; i++)
			if (job->buffers[i].set == (int)s)
				bindings[n++] = (VkDescriptorSetLayoutBinding){
					.binding = (uint32_t)job->buffers[i].binding,
					.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
					.descriptorCount = 1,
					.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
				};
		VkDescriptorSetLayoutCreateInfo info = {
			.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
			.bindingCount = n,
			.pBindings = bindings,
		};
		check(vkCreateDescriptorSetLayout(d->dev, &info, NULL, &p->set_layouts[s]),
			"vkCreateDescriptorSetLayout");
	}
	free(bindings);

	VkDescriptorPoolSize size = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, nbound};
	VkDescriptorPoolCreateInfo pool = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
		.maxSets = p->nsets,
		.poolSizeCount = 1,
		.pPoolSizes = &size,
	};
	check(vkCreateDescriptorPool(d->dev, &pool, NULL, &p->pool), "vkCreateDescriptorPool");
	VkDescriptorSetAllocateInfo alloc = {
		.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
		.descriptorPool = p->pool,
		.descriptorSetCount = p->nsets,
		.pSetLayouts = p->set_layouts,
	};
	check(vkAllocateDescriptorSets(d->dev, &alloc, p->sets), "vkAllocateDescriptorSets");
	for (size_t i = 0; i < job->nbuffers; i++) {
		if (job->buffers[i].set < 0)
			continue;
		VkDescriptorBufferInfo info = {bufs[i].buf, 0, VK_WHOLE_SIZE};
		VkWriteDescriptorSet write = {
			.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
			.dstSet = p->sets[job->buffers[i].set],
			.dstBinding = (uint32_t)job->buffers[i].binding,
			.descriptorCount = 1,
			.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
			.pBufferInfo = &info,
		};
		vkUpdateDescriptorSets(d->dev, 1, &write, 0, NULL);
	}
}

static void
check_subgroup_size(const struct device *d, uint32_t size)
{
	const char *why = NULL;
	if (!d->has_size_control)
		why = "has no subgroup size control";
	else if (!subgroup_size_control(d))
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
create_pipeline(const struct device *d, const struct vkrun_job *job,
	const struct gpu_buffer *bufs, struct pipeline *p)
{
	size_t size;
	uint32_t *code = read_module(job->module, &size);
	VkShaderModuleCreateInfo minfo = {
		.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
		.codeSize = size,
		.pCode = code,
	};
	check(vkCreateShaderModule(d->dev, &minfo, NULL, &p->module), "vkCreateShaderModule");
	free(code);

	create_descriptors(d, job, bufs, p);

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
		.setLayoutCount = p->nsets,
		.pSetLayouts = p->set_layouts,
		.pushConstantRangeCount = 1,
		.pPushConstantRanges = &range,
	};
	check(vkCreatePipelineLayout(d->dev, &linfo, NULL, &p->layout), "vkCreatePipelineLayout");

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
		info.stage.pNext = &required;
		info.stage.flags = VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
	}
	check(vkCreateComputePipelines(d->dev, VK_NULL_HANDLE, 1, &info, NULL, &p->pipeline),
		"vkCreateComputePipelines");
}

static void
destroy_pipeline(const struct device *d, struct pipeline *p)
{
	vkDestroyPipeline(d->dev, p->pipeline, NULL);
	vkDestroyPipelineLayout(d->dev, p->layout, NULL);
	if (p->pool)
		vkDestroyDescriptorPool(d->dev, p->pool, NULL);
	for (uint32_t s = 0; s < p->nsets; s++)
		vkDestroyDescriptorSetLayout(d->dev, p->set_layouts[s], NULL);
	vkDestroyShaderModule(d->dev, p->module, NULL);
	free(p->set_layouts);
	free(p->sets);
	free(p->push);
}

/* ---- commands ---- */

struct commands {
	VkCommandPool pool;
	VkCommandBuffer cb;
	VkFence fence;
};

static void
barrier(VkCommandBuffer cb, VkPipelineStageFlags src, VkAccessFlags src_access,
	VkPipelineStageFlags dst, VkAccessFlags dst_access)
{
	VkMemoryBarrier b = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
		.srcAccessMask = src_access,
		.dstAccessMask = dst_access,
	};
	vkCmdPipelineBarrier(cb, src, dst, 0, 1, &b, 0, NULL, 0, NULL);
}

static void
begin(const struct device *d, struct commands *c)
{
	check(vkResetCommandBuffer(c->cb, 0), "vkResetCommandBuffer");
	check(vkResetFences(d->dev, 1, &c->fence), "vkResetFences");
	VkCommandBufferBeginInfo info = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
	check(vkBeginCommandBuffer(c->cb, &info), "vkBeginCommandBuffer");
}

static void
bind(const struct pipeline *p, VkCommandBuffer cb)
{
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p->pipeline);
	if (p->nsets)
		vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p->layout, 0,
			p->nsets, p->sets, 0, NULL);
	vkCmdPushConstants(cb, p->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, p->push_size, p->push);
}

/*
 * Submit the recorded commands and wait. A module that never finishes
 * (a loop that does not exit) must not hang the tests: on timeout the
 * process ends at once, as the device cannot be destroyed while busy.
 */
static void
submit_and_wait(const struct device *d, struct commands *c, double timeout_s)
{
	VkSubmitInfo info = {
		.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
		.commandBufferCount = 1,
		.pCommandBuffers = &c->cb,
	};
	check(vkQueueSubmit(d->queue, 1, &info, c->fence), "vkQueueSubmit");
	VkResult r = vkWaitForFences(d->dev, 1, &c->fence, VK_TRUE, (uint64_t)(timeout_s * 1e9));
	if (r == VK_TIMEOUT) {
		fflush(stdout);
		fprintf(stderr, "agc-vkrun: vkWaitForFences: VK_TIMEOUT: the dispatch ran longer than %g s\n",
			timeout_s);
		_exit(VKRUN_EXIT_FAIL);
	}
	check(r, "vkWaitForFences");
}

/* The checked run: upload, one dispatch, download. */
static void
run_once(const struct device *d, const struct vkrun_job *job, const struct pipeline *p,
	struct gpu_buffer *bufs, struct commands *c)
{
	VkCommandBuffer cb = c->cb;
	begin(d, c);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (bufs[i].staged) {
			VkBufferCopy copy = {0, 0, job->buffers[i].size};
			vkCmdCopyBuffer(cb, bufs[i].staging, bufs[i].buf, 1, &copy);
		}
	barrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
		VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_HOST_WRITE_BIT,
		VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
		VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
	bind(p, cb);
	vkCmdDispatch(cb, job->groups[0], job->groups[1], job->groups[2]);
	barrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
		VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
		VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_HOST_READ_BIT);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (bufs[i].staged) {
			VkBufferCopy copy = {0, 0, job->buffers[i].size};
			vkCmdCopyBuffer(cb, bufs[i].buf, bufs[i].staging, 1, &copy);
		}
	barrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
		VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
	check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
	submit_and_wait(d, c, job->timeout_s);
}

static void
dump_buffer(const struct vkrun_buffer *b, const uint8_t *bytes)
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

static double
now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/*
 * Dispatch `runs` more times, each after the previous one has finished,
 * and print the median time. Timestamps are written at the bottom of the
 * pipe before the first dispatch and after each one; without timestamp
 * support each dispatch is a submission timed by the host clock.
 */
static void
time_dispatches(const struct device *d, const struct vkrun_job *job, const struct pipeline *p,
	struct commands *c)
{
	uint32_t runs = job->time_runs;
	double *us = xcalloc(runs, sizeof(*us));
	bool stamps = d->timestamp_bits > 0 && d->props.limits.timestampPeriod > 0;
	VkCommandBuffer cb = c->cb;
	if (stamps) {
		VkQueryPoolCreateInfo qinfo = {
			.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
			.queryType = VK_QUERY_TYPE_TIMESTAMP,
			.queryCount = runs + 1,
		};
		VkQueryPool pool;
		check(vkCreateQueryPool(d->dev, &qinfo, NULL, &pool), "vkCreateQueryPool");
		begin(d, c);
		vkCmdResetQueryPool(cb, pool, 0, runs + 1);
		bind(p, cb);
		vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, 0);
		for (uint32_t i = 0; i < runs; i++) {
			vkCmdDispatch(cb, job->groups[0], job->groups[1], job->groups[2]);
			vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, i + 1);
			barrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
				VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
				VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
		}
		check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
		submit_and_wait(d, c, job->timeout_s * runs);
		uint64_t *t = xcalloc(runs + 1, sizeof(*t));
		check(vkGetQueryPoolResults(d->dev, pool, 0, runs + 1, (runs + 1) * sizeof(*t), t,
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
		check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
		for (uint32_t i = 0; i < runs; i++) {
			check(vkResetFences(d->dev, 1, &c->fence), "vkResetFences");
			double t0 = now_us();
			submit_and_wait(d, c, job->timeout_s);
			us[i] = now_us() - t0;
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
	struct device d = {0};
	create_device(&d, job->device);
	if (job->verbose)
		print_device(&d);

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

	struct gpu_buffer *bufs = xcalloc(job->nbuffers, sizeof(*bufs));
	uint64_t *addresses = xcalloc(job->nbuffers, sizeof(*addresses));
	for (size_t i = 0; i < job->nbuffers; i++) {
		create_buffer(&d, &bufs[i], job->buffers[i].size);
		addresses[i] = bufs[i].address;
	}
	for (size_t i = 0; i < job->nbuffers; i++)
		vkrun_job_buffer_image(job, i, bufs[i].host, addresses);

	struct pipeline p = {0};
	create_pipeline(&d, job, bufs, &p);
	p.push = xcalloc(p.push_size, 1);
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
	check(vkCreateCommandPool(d.dev, &pinfo, NULL, &c.pool), "vkCreateCommandPool");
	VkCommandBufferAllocateInfo cinfo = {
		.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
		.commandPool = c.pool,
		.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
		.commandBufferCount = 1,
	};
	check(vkAllocateCommandBuffers(d.dev, &cinfo, &c.cb), "vkAllocateCommandBuffers");
	VkFenceCreateInfo finfo = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
	check(vkCreateFence(d.dev, &finfo, NULL, &c.fence), "vkCreateFence");

	run_once(&d, job, &p, bufs, &c);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (job->buffers[i].dump)
			dump_buffer(&job->buffers[i], bufs[i].host);
	fflush(stdout);
	if (job->time_runs)
		time_dispatches(&d, job, &p, &c);

	check(vkDeviceWaitIdle(d.dev), "vkDeviceWaitIdle");
	vkDestroyFence(d.dev, c.fence, NULL);
	vkDestroyCommandPool(d.dev, c.pool, NULL);
	destroy_pipeline(&d, &p);
	for (size_t i = 0; i < job->nbuffers; i++)
		destroy_buffer(&d, &bufs[i]);
	free(bufs);
	free(addresses);
	vkDestroyDevice(d.dev, NULL);
	vkDestroyInstance(d.instance, NULL);
	return VKRUN_EXIT_OK;
}
