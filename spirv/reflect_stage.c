/*
 * reflect_stage.c -- the graphics stages' part of the reflection: what
 * the module exports, and the features no capability of the module shows
 * (the others come from its capabilities, in reflect.c).  For a pixel
 * shader writing MRT0 as FP16_ABGR and depth:
 *
 *	"render_targets": [{"location": 0, "type": "float", "components": 4,
 *			    "format": "FP16_ABGR"}],
 *	"discards": false, "writes_depth": true, "writes_stencil": false,
 *	"writes_sample_mask": false
 *
 * and for a vertex shader exporting pos0 and param0:
 *
 *	"outputs": [{"builtin": "Position"},
 *		    {"location": 0, "components": 4, "type": "float"}]
 */
#include <json-c/json.h>

#include "spirv/reflect_pixel.h"
#include "spirv/spirv.h"
#include "spirv/stage.h"

static const char *const col_name[10] = {
	"ZERO", "32_R", "32_GR", "32_AR", "FP16_ABGR", "UNORM16_ABGR", "SNORM16_ABGR",
	"UINT16_ABGR", "SINT16_ABGR", "32_ABGR",
};

static void
add_builtin(json_object *arr, const char *name)
{
	json_object *e = json_object_new_object();
	json_object_object_add(e, "builtin", json_object_new_string(name));
	json_object_array_add(arr, e);
}

static void
add_location(json_object *arr, unsigned loc, unsigned comps, const char *type, const char *fmt)
{
	json_object *e = json_object_new_object();
	json_object_object_add(e, "location", json_object_new_int((int)loc));
	json_object_object_add(e, "components", json_object_new_int((int)comps));
	json_object_object_add(e, "type", json_object_new_string(type));
	if (fmt)
		json_object_object_add(e, "format", json_object_new_string(fmt));
	json_object_array_add(arr, e);
}

/* The vertex stages' outputs, in export order. */
static void
vertex_outputs(json_object *j, const struct agc_gfx_state *g, const struct agc_stage_facts *f,
	       json_object *feat)
{
	json_object *out = json_object_new_array();
	for (unsigned k = 0; k < 4; k++) {
		if (!(f->targets >> (AGC_EXP_POS0 + k) & 1))
			continue;
		int slot = agc_stage_pos_slot(g, k);
		if (slot == 0)
			add_builtin(out, "Position");
		if (slot == 1 && g->use_point_size)
			add_builtin(out, "PointSize");
		if (slot == 1 && g->use_layer)
			add_builtin(out, "Layer");
		if (slot == 1 && g->use_viewport_index)
			add_builtin(out, "ViewportIndex");
	}
	bool dist[2] = {false, false};
	for (unsigned k = 0; k < 4; k++)
		if (f->targets >> (AGC_EXP_POS0 + k) & 1 && agc_stage_pos_slot(g, k) >= 2) {
			unsigned vec = (unsigned)agc_stage_pos_slot(g, k) - 2;
			dist[0] |= (g->clip_dist_ena >> (4 * vec) & 0xf) != 0;
			dist[1] |= (g->cull_dist_ena >> (4 * vec) & 0xf) != 0;
		}
	/* listed as the registers enable them in an exported vector (a
	 * distance both enable is a clip distance only: decoder/gfx_state.c) */
	if (dist[0]) {
		add_builtin(out, "ClipDistance");
		json_object_array_add(feat, json_object_new_string("shaderClipDistance"));
	}
	if (dist[1]) {
		add_builtin(out, "CullDistance");
		json_object_array_add(feat, json_object_new_string("shaderCullDistance"));
	}
	for (unsigned n = 0; n < 32; n++)
		if (f->targets >> (AGC_EXP_PARAM0 + n) & 1)
			add_location(out, n, 4, "float", NULL);
	/* the misc vector's z again, for a geometry module (lower_export.c) */
	int misc = agc_gfx_misc_location(g);
	if (misc >= 0 && f->targets >> (AGC_EXP_POS0 + 1) & 1 && agc_stage_pos_slot(g, 1) == 1) {
		add_location(out, (unsigned)misc, 1, "uint", NULL);
		json_object *e = json_object_array_get_idx(out, json_object_array_length(out) - 1);
		json_object_object_add(e, "interpolation", json_object_new_string("flat"));
	}
	json_object_object_add(j, "outputs", out);
}

static void
pixel_outputs(json_object *j, const struct agc_gfx_state *g, const struct agc_stage_facts *f)
{
	json_object *rt = json_object_new_array();
	for (unsigned n = 0; n < 8; n++) {
		unsigned fmt = g->col_format[n];
		if (!(f->targets >> (AGC_EXP_MRT0 + n) & 1) || fmt == AGC_COL_ZERO || fmt > AGC_COL_32_ABGR)
			continue;
		unsigned comps = fmt == AGC_COL_32_R ? 1 : fmt == AGC_COL_32_GR ? 2 : 4;
		static const char *const type_name[] = {"float", "uint", "sint"};
		const char *type = type_name[agc_gfx_mrt_type(g, n)];
		add_location(rt, n, comps, type, col_name[fmt]);
	}
	json_object_object_add(j, "render_targets", rt);
	json_object_object_add(j, "discards", json_object_new_boolean(f->discards));
	json_object_object_add(j, "writes_depth", json_object_new_boolean(f->writes_depth));
	json_object_object_add(j, "writes_stencil", json_object_new_boolean(f->writes_stencil));
	json_object_object_add(j, "writes_sample_mask", json_object_new_boolean(f->writes_mask));
	json_object_object_add(j, "early_fragment_tests", json_object_new_boolean(f->early_tests));
}

int
agc_spv_reflect_stage(struct agc_arena *a, void *json, const struct agc_options *o,
		      const struct agc_ir *ir)
{
	json_object *j = json;
	struct agc_stage_facts f;
	agc_stage_facts(a, ir, o, &f);
	/* what the module's capabilities do not show: clip and cull distances
	 * as the registers enable them, the geometry module's needs */
	json_object *feat = json_object_new_array();
	if (o->stage == AGC_HW_PS)
		pixel_outputs(j, &o->gfx, &f);
	else
		vertex_outputs(j, &o->gfx, &f, feat);
	/* the pixel stage's inputs: spirv/reflect_pixel.c */
	if (ir->ps)
		agc_ps_reflect(j, feat, ir->ps, o->geometry_file);
	json_object_object_add(j, "features", feat);
	return 0;
}
