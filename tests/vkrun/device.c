/*
 * device.c -- the Vulkan instance and device agc-vkrun runs on.
 *
 * The physical device is --device N, else the first GPU, else the first
 * device (lavapipe when VK_ICD_FILENAMES names only it). The logical device
 * gets one compute queue (that draws too, where one does) and every feature a recompiled or glslang module
 * may declare that the device has, so modules need not say what they use.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "device.h"

const char *
vkrun_result_name(VkResult r)
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

void
vkrun_check(VkResult r, const char *call)
{
	if (r != VK_SUCCESS)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s (%d)", call, vkrun_result_name(r), (int)r);
}

void *
vkrun_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
	return p;
}

static void
link_features(struct vkrun_features *f, const struct vkrun_device *d)
{
	memset(f, 0, sizeof(*f));
	f->f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
	f->f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
	f->f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
	f->f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
	f->size_control.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES_EXT;
	f->atomic_float.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT;
	f->clock.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR;
	f->barycentric.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_FEATURES_KHR;
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
	if (d->atomic_float_ext) {
		*next = &f->atomic_float;
		next = &f->atomic_float.pNext;
	}
	if (d->clock_ext) {
		*next = &f->clock;
		next = &f->clock.pNext;
	}
	if (d->barycentric_ext)
		*next = &f->barycentric;
}

/* Enable the features a module may declare, where the device has them. */
static void
choose_features(struct vkrun_features *on, const struct vkrun_features *has)
{
#define TAKE(s, field) on->s.field = has->s.field
	TAKE(f2.features, shaderInt64);
	TAKE(f2.features, shaderInt16);
	TAKE(f2.features, shaderFloat64);
	TAKE(f2.features, shaderStorageImageReadWithoutFormat);
	TAKE(f2.features, shaderStorageImageWriteWithoutFormat);
	TAKE(f2.features, shaderStorageImageExtendedFormats);
	TAKE(f2.features, shaderImageGatherExtended);
	/* graphics (draw.c) */
	TAKE(f2.features, geometryShader);
	TAKE(f2.features, fragmentStoresAndAtomics);
	TAKE(f2.features, vertexPipelineStoresAndAtomics);
	TAKE(f2.features, largePoints);
	TAKE(f2.features, shaderClipDistance);
	TAKE(f2.features, multiViewport);
	TAKE(f2.features, shaderCullDistance);
	TAKE(f2.features, shaderTessellationAndGeometryPointSize);
	TAKE(f2.features, sampleRateShading);
	TAKE(f2.features, independentBlend);
	TAKE(f11, shaderDrawParameters);
	TAKE(f12, shaderOutputLayer);
	TAKE(f12, shaderOutputViewportIndex);
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
	TAKE(clock, shaderSubgroupClock);
	TAKE(clock, shaderDeviceClock);
	TAKE(barycentric, fragmentShaderBarycentric);
#undef TAKE
}

bool
vkrun_device_size_control(const struct vkrun_device *d)
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
create_instance(struct vkrun_device *d)
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
			vkrun_result_name(r));
	vkrun_check(r, "vkCreateInstance");
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
pick_physical_device(struct vkrun_device *d, int wanted)
{
	uint32_t n = 0;
	VkResult r = vkEnumeratePhysicalDevices(d->instance, &n, NULL);
	if (r == VK_ERROR_INITIALIZATION_FAILED || (r == VK_SUCCESS && n == 0))
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: no Vulkan device");
	vkrun_check(r, "vkEnumeratePhysicalDevices");
	VkPhysicalDevice *all = vkrun_xcalloc(n, sizeof(*all));
	r = vkEnumeratePhysicalDevices(d->instance, &n, all);
	if (r != VK_INCOMPLETE)
		vkrun_check(r, "vkEnumeratePhysicalDevices");
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

void
vkrun_device_create(struct vkrun_device *d, int wanted)
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
	vkrun_check(vkEnumerateDeviceExtensionProperties(d->phys, NULL, &next, NULL),
		"vkEnumerateDeviceExtensionProperties");
	VkExtensionProperties *ext = vkrun_xcalloc(next, sizeof(*ext));
	vkrun_check(vkEnumerateDeviceExtensionProperties(d->phys, NULL, &next, ext),
		"vkEnumerateDeviceExtensionProperties");
	d->size_control_ext = d->api < VK_API_VERSION_1_3 &&
		has_extension(ext, next, VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME);
	d->atomic_float_ext = has_extension(ext, next, VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME);
	d->clock_ext = has_extension(ext, next, VK_KHR_SHADER_CLOCK_EXTENSION_NAME);
	d->stencil_export_ext = has_extension(ext, next, VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME);
	d->barycentric_ext = has_extension(ext, next,
		VK_KHR_FRAGMENT_SHADER_BARYCENTRIC_EXTENSION_NAME);
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

	struct vkrun_features has;
	link_features(&has, d);
	vkGetPhysicalDeviceFeatures2(d->phys, &has.f2);
	link_features(&d->on, d);
	choose_features(&d->on, &has);

	uint32_t nfam = 0;
	vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &nfam, NULL);
	VkQueueFamilyProperties *fam = vkrun_xcalloc(nfam, sizeof(*fam));
	vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &nfam, fam);
	/* a compute queue, one that draws as well where there is one */
	d->family = UINT32_MAX;
	for (uint32_t i = 0; i < nfam; i++) {
		bool graphics = fam[i].queueFlags & VK_QUEUE_GRAPHICS_BIT;
		if ((fam[i].queueFlags & VK_QUEUE_COMPUTE_BIT) &&
		    (d->family == UINT32_MAX || (graphics && !d->graphics))) {
			d->family = i;
			d->graphics = graphics;
			d->timestamp_bits = fam[i].timestampValidBits;
		}
	}
	free(fam);
	if (d->family == UINT32_MAX)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s has no compute queue", d->props.deviceName);

	const char *names[5];
	uint32_t nnames = 0;
	if (d->size_control_ext)
		names[nnames++] = VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME;
	if (d->atomic_float_ext)
		names[nnames++] = VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME;
	if (d->clock_ext)
		names[nnames++] = VK_KHR_SHADER_CLOCK_EXTENSION_NAME;
	if (d->stencil_export_ext)
		names[nnames++] = VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME;
	if (d->barycentric_ext)
		names[nnames++] = VK_KHR_FRAGMENT_SHADER_BARYCENTRIC_EXTENSION_NAME;
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
	vkrun_check(vkCreateDevice(d->phys, &info, NULL, &d->dev), "vkCreateDevice");
	vkGetDeviceQueue(d->dev, d->family, 0, &d->queue);
}

void
vkrun_device_print(const struct vkrun_device *d)
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
			vkrun_device_size_control(d) ? "yes" : "no");
	else
		fputs(", no subgroup size control", stderr);
	fputc('\n', stderr);
	fprintf(stderr, "buffer device address: %s; timestamps: %u bits, %g ns a tick\n",
		d->on.f12.bufferDeviceAddress ? "yes" : "no", d->timestamp_bits,
		(double)p->limits.timestampPeriod);
}

void
vkrun_device_destroy(struct vkrun_device *d)
{
	vkDestroyDevice(d->dev, NULL);
	vkDestroyInstance(d->instance, NULL);
}

void
vkrun_barrier(VkCommandBuffer cb, VkPipelineStageFlags src, VkAccessFlags src_access,
	      VkPipelineStageFlags dst, VkAccessFlags dst_access)
{
	VkMemoryBarrier b = {
		.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
		.srcAccessMask = src_access,
		.dstAccessMask = dst_access,
	};
	vkCmdPipelineBarrier(cb, src, dst, 0, 1, &b, 0, NULL, 0, NULL);
}

uint32_t
vkrun_memory_type(const struct vkrun_device *d, uint32_t bits, VkMemoryPropertyFlags want,
		  const char *what)
{
	for (uint32_t i = 0; i < d->mem.memoryTypeCount; i++)
		if ((bits & (1u << i)) && (d->mem.memoryTypes[i].propertyFlags & want) == want)
			return i;
	vkrun_fail(VKRUN_EXIT_FAIL, "no memory type for %s", what);
}

double
vkrun_now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}
