/*
 * reflect_pixel.c -- the pixel stage's part of the reflection: the VS
 * params it reads, its built-ins, its geometry module and the device
 * features it needs.  For a pair over PERSP_CENTER of param 3 and a
 * formula over param 5:
 *
 *	"inputs": [{"location": 3, "components": 1, "type": "float",
 *		    "interpolation": "smooth"},
 *		   {"location": 5, "components": 3, "type": "float",
 *		    "interpolation": "per_vertex"}, {"builtin": "FragCoord"}],
 *	"geometry_stage": "x.geom.spv", "geometry_stage_reads": [3, 5],
 *	"features": ["geometryShader"]
 *
 * "per_vertex": the three vertices' values reach the fragment module
 * through the geometry module (the host's VS writes the param as usual);
 * its vertex 0 is P0, Vulkan's provoking vertex (the first).
 */
#include <json-c/json.h>

#include "spirv/reflect_pixel.h"
#include "spirv/stage_pixel.h"

static json_object *
input(unsigned loc, unsigned components, const char *interp)
{
	json_object *e = json_object_new_object();
	json_object_object_add(e, "location", json_object_new_int((int)loc));
	json_object_object_add(e, "components", json_object_new_int((int)(components ? components : 4)));
	json_object_object_add(e, "type", json_object_new_string("float"));
	json_object_object_add(e, "interpolation", json_object_new_string(interp));
	return e;
}

static void
builtin(json_object *arr, const char *name)
{
	json_object *e = json_object_new_object();
	json_object_object_add(e, "builtin", json_object_new_string(name));
	json_object_array_add(arr, e);
}

/* The VS params the geometry module reads (its inputs' locations). */
static json_object *
geometry_reads(const struct agc_ps_plan *p)
{
	json_object *locs = json_object_new_array();
	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++)
		if (p->mode[l] != AGC_PSM_NONE || (p->vertices >> l & 1))
			json_object_array_add(locs, json_object_new_int((int)l));
	/* the vertex module's misc uint (layer, viewport index) after its params */
	if (p->gs_misc >= 0)
		json_object_array_add(locs, json_object_new_int(p->gs_misc));
	return locs;
}

static bool
uses_sample(const struct agc_ps_plan *p)
{
	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++)
		if (p->mode[l] == AGC_PSM_SMOOTH_SAMPLE || p->mode[l] == AGC_PSM_LINEAR_SAMPLE)
			return true;
	return p->sample_shading || (p->bary & (1u << AGC_PS_PERSP_SAMPLE | 1u << AGC_PS_LINEAR_SAMPLE));
}

void
agc_ps_reflect(json_object *j, json_object *f, const struct agc_ps_plan *p, const char *geometry_file)
{
	json_object *arr = json_object_new_array();
	uint16_t ena = p->gfx->input_ena;

	for (unsigned l = 0; l < AGC_PS_LOCATIONS; l++) {
		if (p->mode[l] != AGC_PSM_NONE)
			json_object_array_add(arr, input(l, p->components[l],
							 agc_ps_mode_name((enum agc_ps_mode)p->mode[l])));
		else if (p->vertices >> l & 1)
			json_object_array_add(arr, input(l, p->components[l], "per_vertex"));
	}
	if (ena & 0xf00)
		builtin(arr, "FragCoord");
	if (ena >> AGC_PS_FRONT_FACE & 1)
		builtin(arr, "FrontFacing");
	if (p->sample_shading)
		builtin(arr, "SampleId");
	if (ena >> AGC_PS_SAMPLE_COVERAGE & 1)
		builtin(arr, "SampleMask");
	json_object_object_add(j, "inputs", arr);
	/* the geometry module's file, relative to the reflection's folder
	 * (the caller's name for it; "" when the caller writes none) */
	json_object_object_add(j, "geometry_stage", p->geometry ? json_object_new_string(
		geometry_file ? geometry_file : "") : NULL);
	if (p->geometry)
		json_object_object_add(j, "geometry_stage_reads", geometry_reads(p));
	if (p->geometry)
		json_object_array_add(f, json_object_new_string("geometryShader"));
	/* what the geometry module passes on needs features of its own */
	if (p->gs_point_size)
		json_object_array_add(f, json_object_new_string("shaderTessellationAndGeometryPointSize"));
	if (p->gs_clip)
		json_object_array_add(f, json_object_new_string("shaderClipDistance"));
	if (p->gs_cull)
		json_object_array_add(f, json_object_new_string("shaderCullDistance"));
	if (p->gs_misc >= 0 && p->gs_viewport)
		json_object_array_add(f, json_object_new_string("multiViewport"));
	/* sample shading, whichever module interpolates at the sample (the
	 * pixel module's barycentrics and the formula's f64 come from its
	 * capabilities: reflect.c) */
	if (uses_sample(p))
		json_object_array_add(f, json_object_new_string("sampleRateShading"));
}
