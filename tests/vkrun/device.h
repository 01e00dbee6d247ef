/*
 * device.h -- the Vulkan device of agc-vkrun (device.c) as run.c sees it.
 */
#ifndef AGC_VKRUN_DEVICE_H
#define AGC_VKRUN_DEVICE_H

#include <vulkan/vulkan.h>

#include "vkrun.h"

/* Feature structures, chained from f2 as the device's version allows. */
struct vkrun_features {
	VkPhysicalDeviceFeatures2 f2;
	VkPhysicalDeviceVulkan11Features f11;
	VkPhysicalDeviceVulkan12Features f12;
	VkPhysicalDeviceVulkan13Features f13;
	VkPhysicalDeviceSubgroupSizeControlFeaturesEXT size_control; /* 1.2 + EXT */
	VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomic_float;
	VkPhysicalDeviceShaderClockFeaturesKHR clock;
	VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR barycentric; /* KHR ext */
};

/* The chosen physical device, its properties, and the logical device. */
struct vkrun_device {
	VkInstance instance;
	VkPhysicalDevice phys;
	VkDevice dev;
	VkQueue queue;
	uint32_t family;
	bool graphics; /* the queue draws */
	uint32_t api;
	VkPhysicalDeviceProperties props;
	VkPhysicalDeviceMemoryProperties mem;
	VkPhysicalDeviceSubgroupProperties subgroup;
	VkPhysicalDeviceSubgroupSizeControlProperties size_control;
	bool has_size_control; /* Vulkan 1.3 or VK_EXT_subgroup_size_control */
	bool size_control_ext;
	bool atomic_float_ext;
	bool clock_ext; /* VK_KHR_shader_clock: s_memtime, s_memrealtime */
	bool stencil_export_ext; /* VK_EXT_shader_stencil_export */
	bool barycentric_ext; /* VK_KHR_fragment_shader_barycentric */
	struct vkrun_features on; /* what was enabled */
	uint32_t timestamp_bits;
};

/* "VK_ERROR_DEVICE_LOST" etc. */
const char *vkrun_result_name(VkResult r);
/* Fail with "CALL: RESULT_NAME" and exit status 1 unless r is VK_SUCCESS. */
void vkrun_check(VkResult r, const char *call);
/* calloc that exits on failure and accepts zero sizes. */
void *vkrun_xcalloc(size_t n, size_t size);

/*
 * Create the instance and the device: physical device index `wanted`, or
 * the best one when -1. Exits 77 when there is no usable device.
 */
void vkrun_device_create(struct vkrun_device *d, int wanted);
/* Device name, version, subgroup sizes and timestamps, on stderr. */
void vkrun_device_print(const struct vkrun_device *d);
/* Whether pipelines may require a subgroup size with full subgroups. */
bool vkrun_device_size_control(const struct vkrun_device *d);
void vkrun_device_destroy(struct vkrun_device *d);
/* The first memory type of bits with the properties want; none fails
 * naming what it was for ("a target or its copy"). */
uint32_t vkrun_memory_type(const struct vkrun_device *d, uint32_t bits, VkMemoryPropertyFlags want,
			   const char *what);
/* The monotonic clock in microseconds. */
double vkrun_now_us(void);
/* A global memory barrier: src's accesses made visible to dst's. */
void vkrun_barrier(VkCommandBuffer cb, VkPipelineStageFlags src, VkAccessFlags src_access,
		   VkPipelineStageFlags dst, VkAccessFlags dst_access);

/* run.c */
/* A job's buffer on the device: its memory, mapped directly or through a
 * staging copy, and its device address. */
struct vkrun_gpu_buffer {
	VkBuffer buf;
	VkDeviceMemory mem;
	uint8_t *host; /* the mapping, or the staging mapping */
	bool staged;
	VkBuffer staging;
	VkDeviceMemory staging_mem;
	VkDeviceAddress address;
};
void vkrun_gpu_buffer_create(const struct vkrun_device *d, struct vkrun_gpu_buffer *g,
	uint64_t size, bool staged);
void vkrun_gpu_buffer_destroy(const struct vkrun_device *d, struct vkrun_gpu_buffer *g);

/* The descriptor sets of a job's bound buffers and images (run.c). */
struct vkrun_gpu_image;
struct vkrun_descriptors {
	VkDescriptorSetLayout *set_layouts;
	uint32_t nsets;
	VkDescriptorPool pool;
	VkDescriptorSet *sets;
};
/* Layouts (visible to `stages`), pool and sets, written. */
void vkrun_descriptors_create(const struct vkrun_device *d, const struct vkrun_job *job,
	const struct vkrun_gpu_buffer *bufs, const struct vkrun_gpu_image *imgs,
	VkShaderStageFlags stages, struct vkrun_descriptors *p);
void vkrun_descriptors_destroy(const struct vkrun_device *d, struct vkrun_descriptors *p);
/* Write the bytes of a buffer given dump= (raw, or hex on stdout). */
void vkrun_buffer_dump(const struct vkrun_buffer *b, const uint8_t *bytes);

VkBuffer vkrun_buffer_new(const struct vkrun_device *d, uint64_t size,
	VkBufferUsageFlags usage);
/*
 * Allocate and bind memory for buf, trying memory types with `want` first,
 * then with `fallback` (0: none); `address`: allocate for device addresses.
 * Returns the chosen type's flags.
 */
VkMemoryPropertyFlags vkrun_memory_bind(const struct vkrun_device *d, VkBuffer buf,
	VkDeviceMemory *mem, VkMemoryPropertyFlags want, VkMemoryPropertyFlags fallback,
	bool address);
/* Submit cb, wait for fence; on timeout end the process (status 1). */
void vkrun_submit_and_wait(const struct vkrun_device *d, VkCommandBuffer cb,
	VkFence fence, double timeout_s);

/* image.c: the job's images and samplers on the device */
/* Create every image (texels uploaded, general layout), view and sampler. */
struct vkrun_gpu_image *vkrun_images_create(const struct vkrun_device *d,
	const struct vkrun_job *job);
/* The layout bindings of set `set` into out; returns how many. */
uint32_t vkrun_images_layout(const struct vkrun_job *job, uint32_t set,
	VkShaderStageFlags stages, VkDescriptorSetLayoutBinding *out);
/* Descriptor pool sizes (at most 4) into out; returns how many. */
uint32_t vkrun_images_pool_sizes(const struct vkrun_job *job, VkDescriptorPoolSize *out);
void vkrun_images_write(const struct vkrun_device *d, const struct vkrun_job *job,
	const struct vkrun_gpu_image *g, const VkDescriptorSet *sets);
/* Write the texels of every image given dump= to its file. */
void vkrun_images_dump(const struct vkrun_device *d, const struct vkrun_job *job,
	const struct vkrun_gpu_image *g);
void vkrun_images_destroy(const struct vkrun_device *d, const struct vkrun_job *job,
	struct vkrun_gpu_image *g);

/* probe.c */
/*
 * Run a one-subgroup probe at required subgroup size `size` and exit 77
 * unless every invocation counts `size` invocations in its subgroup: some
 * drivers accept a size they do not run.
 */
void vkrun_probe_subgroup_size(const struct vkrun_device *d, uint32_t size,
	double timeout_s);

#endif
