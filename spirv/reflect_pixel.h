/*
 * reflect_pixel.h -- the pixel stage's fields of the reflection
 * (spirv/reflect_pixel.c), added to the object reflect.c builds.
 */
#ifndef AGC_REFLECT_PIXEL_H
#define AGC_REFLECT_PIXEL_H

#include <json-c/json.h>

struct agc_ps_plan;

/* "inputs" and "geometry_stage" (geometry_file: the name the caller
 * writes the geometry module under, NULL: not written) of plan p into j,
 * the features they need into the array f. */
void agc_ps_reflect(json_object *j, json_object *f, const struct agc_ps_plan *p,
		    const char *geometry_file);

#endif
