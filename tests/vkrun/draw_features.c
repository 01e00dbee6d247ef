/*
 * draw_features.c -- the Vulkan features a draw's modules need, by name:
 * the SPIR-V capabilities each module declares and the features its
 * reflection lists ("shaderDrawParameters", "geometryShader",
 * "VK_EXT_shader_stencil_export", "fragmentShaderBarycentric" of
 * VK_KHR_fragment_shader_barycentric, ...), each enabled where the device has
 * it; one the device lacks ends the run with exit 77 naming it.
 */
#include <spirv/unified1/spirv.h>
#include <stdio.h>
#include <string.h>

#include "device.h"
#include "draw.h"

/* A feature a module may need: where it is enabled in d->on. */
static VkBool32 *
feature_flag(struct vkrun_device *d, const char *name)
{
	struct vkrun_features *f = &d->on;
	static VkBool32 absent;
	absent = VK_FALSE;
	static const char *const core[] = {"geometryShader", "fragmentStoresAndAtomics",
		"vertexPipelineStoresAndAtomics", "largePoints", "shaderClipDistance",
		"shaderCullDistance", "sampleRateShading", "shaderInt64", "shaderFloat64",
		"shaderInt16", "shaderTessellationAndGeometryPointSize", "multiViewport"};
	VkBool32 *core_flags[] = {&f->f2.features.geometryShader,
		&f->f2.features.fragmentStoresAndAtomics, &f->f2.features.vertexPipelineStoresAndAtomics,
		&f->f2.features.largePoints, &f->f2.features.shaderClipDistance,
		&f->f2.features.shaderCullDistance, &f->f2.features.sampleRateShading,
		&f->f2.features.shaderInt64, &f->f2.features.shaderFloat64, &f->f2.features.shaderInt16,
		&f->f2.features.shaderTessellationAndGeometryPointSize, &f->f2.features.multiViewport};
	for (size_t i = 0; i < sizeof(core) / sizeof(core[0]); i++)
		if (!strcmp(name, core[i]))
			return core_flags[i];
	if (!strcmp(name, "shaderDrawParameters"))
		return &f->f11.shaderDrawParameters;
	if (!strcmp(name, "bufferDeviceAddress"))
		return &f->f12.bufferDeviceAddress;
	if (!strcmp(name, "shaderFloat16"))
		return &f->f12.shaderFloat16;
	if (!strcmp(name, "shaderInt8"))
		return &f->f12.shaderInt8;
	if (!strcmp(name, "shaderOutputLayer"))
		return &f->f12.shaderOutputLayer;
	if (!strcmp(name, "shaderOutputViewportIndex"))
		return &f->f12.shaderOutputViewportIndex;
	if (!strcmp(name, "shaderDemoteToHelperInvocation"))
		return d->api >= VK_API_VERSION_1_3 ? &f->f13.shaderDemoteToHelperInvocation : &absent;
	/* VK_KHR_fragment_shader_barycentric's feature: chained and enabled
	 * where the device has the extension (device.c), else clear */
	if (!strcmp(name, "fragmentShaderBarycentric"))
		return &f->barycentric.fragmentShaderBarycentric;
	/* an extension: enabled with the device where it has it */
	if (!strcmp(name, VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME)) {
		absent = d->stencil_export_ext;
		return &absent;
	}
	return NULL;
}

static void
need_feature(struct vkrun_device *d, const char *name, const char *module, const char *why)
{
	VkBool32 *flag = feature_flag(d, name);
	if (!flag)
		vkrun_usage_error("%s: feature '%s' is not one agc-vkrun knows", module, name);
	if (!*flag)
		vkrun_fail(VKRUN_EXIT_SKIP, "skip: %s lacks %s (or agc-vkrun does not enable it), "
			"which %s needs (%s)", d->props.deviceName, name, module, why);
}

/* Capabilities that need a device feature, and the feature. */
static const struct {
	uint32_t capability;
	const char *name, *feature;
} capability_features[] = {
	{SpvCapabilityGeometry, "Geometry", "geometryShader"},
	{SpvCapabilityDrawParameters, "DrawParameters", "shaderDrawParameters"},
	{SpvCapabilityDemoteToHelperInvocation, "DemoteToHelperInvocation",
	 "shaderDemoteToHelperInvocation"},
	{SpvCapabilityClipDistance, "ClipDistance", "shaderClipDistance"},
	{SpvCapabilityGeometryPointSize, "GeometryPointSize", "shaderTessellationAndGeometryPointSize"},
	{SpvCapabilityCullDistance, "CullDistance", "shaderCullDistance"},
	{SpvCapabilitySampleRateShading, "SampleRateShading", "sampleRateShading"},
	{SpvCapabilityPhysicalStorageBufferAddresses, "PhysicalStorageBufferAddresses",
	 "bufferDeviceAddress"},
	{SpvCapabilityInt64, "Int64", "shaderInt64"},
	{SpvCapabilityFloat64, "Float64", "shaderFloat64"},
	{SpvCapabilityInt16, "Int16", "shaderInt16"},
	{SpvCapabilityStencilExportEXT, "StencilExportEXT", VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME},
	{SpvCapabilityShaderLayer, "ShaderLayer", "shaderOutputLayer"},
	{SpvCapabilityShaderViewportIndex, "ShaderViewportIndex", "shaderOutputViewportIndex"},
	{SpvCapabilityMultiViewport, "MultiViewport", "multiViewport"},
	{SpvCapabilityFragmentBarycentricKHR, "FragmentBarycentricKHR", "fragmentShaderBarycentric"},
};

void
vkrun_check_features(struct vkrun_device *d, const struct vkrun_stage *s, const uint32_t *words,
		     size_t size)
{
	for (size_t i = 0; i < sizeof(capability_features) / sizeof(capability_features[0]); i++)
		if (vkrun_module_has_capability(words, size, capability_features[i].capability))
			need_feature(d, capability_features[i].feature, s->module,
				capability_features[i].name);
	for (size_t i = 0; i < s->nfeatures; i++)
		need_feature(d, s->features[i], s->module, "its reflection's features");
}
