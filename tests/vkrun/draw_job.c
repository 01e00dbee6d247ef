/*
 * draw_job.c -- the "draw" object of a job file (README.md describes it)
 * into a struct vkrun_draw, and the reflections of its modules.
 *
 *   "draw": {"vs": {"module": "v.spv", "reflection": "v.json"},
 *            "ps": "p.spv", "size": [32, 32], "vertex_count": 3,
 *            "targets": [{"location": 0, "format": "R8G8B8A8_UNORM",
 *                         "clear": [0, 0, 0, 1], "dump": "rt0.bin"}]}
 *
 * becomes a vertex stage whose push-constant range, descriptor bindings,
 * features and render targets come from v.json (read by finish), a pixel
 * stage of p.spv that gets every pushed byte, and one 32x32 colour target
 * at location 0 cleared to opaque black and dumped to rt0.bin. The
 * "reference" section is kept as JSON and applied over the rest by
 * --reference, before the job's buffers are checked.
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw.h"

/* ---- small helpers ---- */

static void *
xmalloc(size_t n)
{
	void *p = calloc(1, n ? n : 1);
	if (!p)
		vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
	return p;
}

static void *
grow(void *p, size_t n, size_t size)
{
	p = realloc(p, (n ? n : 1) * size);
	if (!p)
		vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
	return p;
}

static char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

static void
replace(char **dst, char *s)
{
	free(*dst);
	*dst = s;
}

static const char *
str(json_object *o, const char *what)
{
	return vkrun_json_string(o, "draw", what);
}

static int64_t
integer(json_object *o, const char *what, int64_t lo, int64_t hi)
{
	return vkrun_json_int(o, "draw", what, lo, hi);
}

static uint32_t
u32(json_object *o, const char *what)
{
	return (uint32_t)integer(o, what, 0, UINT32_MAX);
}

static double
number(json_object *o, const char *what)
{
	if (!json_object_is_type(o, json_type_int) && !json_object_is_type(o, json_type_double))
		vkrun_usage_error("draw: %s must be a number", what);
	return json_object_get_double(o);
}

static size_t
array(json_object *o, const char *what)
{
	if (!json_object_is_type(o, json_type_array))
		vkrun_usage_error("draw: %s must be an array", what);
	return json_object_array_length(o);
}

static void
need_object(json_object *o, const char *what)
{
	if (!json_object_is_type(o, json_type_object))
		vkrun_usage_error("draw: %s must be an object", what);
}

static bool
boolean(json_object *o, const char *what)
{
	if (!json_object_is_type(o, json_type_boolean))
		vkrun_usage_error("draw: %s must be true or false", what);
	return json_object_get_boolean(o);
}

/* ---- formats ---- */

static const struct vkrun_format formats[] = {
#define F(name, bytes, type, comps, aspect) {#name, VK_FORMAT_##name, bytes, type, comps, aspect, false}
	F(R32G32B32A32_SFLOAT, 16, VKRUN_FLOAT, 4, VKRUN_COLOR),
	F(R32G32B32_SFLOAT, 12, VKRUN_FLOAT, 3, VKRUN_COLOR),
	F(R32G32_SFLOAT, 8, VKRUN_FLOAT, 2, VKRUN_COLOR),
	F(R32_SFLOAT, 4, VKRUN_FLOAT, 1, VKRUN_COLOR),
	F(R16G16B16A16_SFLOAT, 8, VKRUN_FLOAT, 4, VKRUN_COLOR),
	F(R16G16_SFLOAT, 4, VKRUN_FLOAT, 2, VKRUN_COLOR),
	F(R16_SFLOAT, 2, VKRUN_FLOAT, 1, VKRUN_COLOR),
	F(R8G8B8A8_UNORM, 4, VKRUN_FLOAT, 4, VKRUN_COLOR),
	F(R8G8B8A8_SNORM, 4, VKRUN_FLOAT, 4, VKRUN_COLOR),
	F(B8G8R8A8_UNORM, 4, VKRUN_FLOAT, 4, VKRUN_COLOR),
	F(R8G8_UNORM, 2, VKRUN_FLOAT, 2, VKRUN_COLOR),
	F(R8_UNORM, 1, VKRUN_FLOAT, 1, VKRUN_COLOR),
	F(R16G16B16A16_UNORM, 8, VKRUN_FLOAT, 4, VKRUN_COLOR),
	F(R16G16_UNORM, 4, VKRUN_FLOAT, 2, VKRUN_COLOR),
	F(R16G16_SNORM, 4, VKRUN_FLOAT, 2, VKRUN_COLOR),
	F(A2B10G10R10_UNORM_PACK32, 4, VKRUN_FLOAT, 4, VKRUN_COLOR),
	F(R32G32B32A32_UINT, 16, VKRUN_UINT, 4, VKRUN_COLOR),
	F(R32G32B32A32_SINT, 16, VKRUN_SINT, 4, VKRUN_COLOR),
	F(R32G32_UINT, 8, VKRUN_UINT, 2, VKRUN_COLOR),
	F(R32G32_SINT, 8, VKRUN_SINT, 2, VKRUN_COLOR),
	F(R32_UINT, 4, VKRUN_UINT, 1, VKRUN_COLOR),
	F(R32_SINT, 4, VKRUN_SINT, 1, VKRUN_COLOR),
	F(R16G16B16A16_UINT, 8, VKRUN_UINT, 4, VKRUN_COLOR),
	F(R16G16B16A16_SINT, 8, VKRUN_SINT, 4, VKRUN_COLOR),
	F(R16G16_UINT, 4, VKRUN_UINT, 2, VKRUN_COLOR),
	F(R16G16_SINT, 4, VKRUN_SINT, 2, VKRUN_COLOR),
	F(R16_UINT, 2, VKRUN_UINT, 1, VKRUN_COLOR),
	F(R8G8B8A8_UINT, 4, VKRUN_UINT, 4, VKRUN_COLOR),
	F(R8G8B8A8_SINT, 4, VKRUN_SINT, 4, VKRUN_COLOR),
	F(D32_SFLOAT, 4, VKRUN_FLOAT, 1, VKRUN_DEPTH),
	F(D16_UNORM, 2, VKRUN_FLOAT, 1, VKRUN_DEPTH),
	/* the depth aspect's 4 bytes a texel; the stencil aspect dumped apart */
	{"D32_SFLOAT_S8_UINT", VK_FORMAT_D32_SFLOAT_S8_UINT, 4, VKRUN_FLOAT, 1, VKRUN_DEPTH, true},
#undef F
};

const struct vkrun_format *
vkrun_format_find(const char *name)
{
	for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
		if (!strcmp(formats[i].name, name))
			return &formats[i];
	return NULL;
}

static const struct vkrun_format *
format_or_die(const char *name, enum vkrun_aspect aspect, const char *what)
{
	const struct vkrun_format *f = vkrun_format_find(name);
	if (!f || f->aspect != aspect)
		vkrun_usage_error("draw: %s: '%s' is not a %s format agc-vkrun knows (R8G8B8A8_UNORM, "
			"R32G32B32A32_SFLOAT, R32_UINT, ...; depth: D32_SFLOAT, D16_UNORM, D32_SFLOAT_S8_UINT)", what, name,
			aspect == VKRUN_DEPTH ? "depth" : "colour or vertex");
	return f;
}

/* ---- parsing ---- */

static const char *const stage_names[VKRUN_NSTAGES] = {"vs", "gs", "ps"};

static void
stage_free(struct vkrun_stage *s)
{
	free(s->module);
	free(s->entry);
	free(s->reflection);
	free(s->rts);
	for (size_t i = 0; i < s->nbindings; i++) {
		free(s->bindings[i].type);
		free(s->bindings[i].source);
	}
	free(s->bindings);
	for (size_t i = 0; i < s->nfeatures; i++)
		free(s->features[i]);
	free(s->features);
	memset(s, 0, sizeof(*s));
}

/* "p.spv", null (no stage), or {"module", "entry", "reflection", "push"}. */
static void
parse_stage(struct vkrun_stage *s, json_object *o, const char *jobfile, const char *name)
{
	stage_free(s);
	if (!o)
		return;
	if (json_object_is_type(o, json_type_string)) {
		s->module = vkrun_job_path(jobfile, json_object_get_string(o));
		return;
	}
	need_object(o, name);
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "module"))
			replace(&s->module, vkrun_job_path(jobfile, str(val, "module")));
		else if (!strcmp(key, "entry"))
			replace(&s->entry, xstrdup(str(val, "entry")));
		else if (!strcmp(key, "reflection"))
			replace(&s->reflection, vkrun_job_path(jobfile, str(val, "reflection")));
		else if (!strcmp(key, "push")) {
			json_object *off, *size;
			need_object(val, "push");
			if (!json_object_object_get_ex(val, "offset", &off) ||
			    !json_object_object_get_ex(val, "size", &size) ||
			    json_object_object_length(val) != 2)
				vkrun_usage_error("draw: %s push must be {\"offset\", \"size\"}", name);
			s->push_offset = u32(off, "push offset");
			s->push_size = u32(size, "push size");
			s->push_given = true;
		} else
			vkrun_usage_error("draw: %s: unknown key '%s'", name, key);
	}
	if (!s->module)
		vkrun_usage_error("draw: %s has no module", name);
}

static void
parse_clear(struct vkrun_attachment *a, json_object *o)
{
	if (!json_object_is_type(o, json_type_array)) {
		a->clear[0] = number(o, "clear");
		return;
	}
	size_t n = array(o, "clear");
	if (n < 1 || n > 4)
		vkrun_usage_error("draw: clear has 1 to 4 values");
	for (size_t i = 0; i < n; i++)
		a->clear[i] = number(json_object_array_get_idx(o, i), "clear");
}

static void
parse_target(struct vkrun_draw *dr, json_object *o, const char *jobfile)
{
	need_object(o, "a target");
	dr->targets = grow(dr->targets, dr->ntargets + 1, sizeof(*dr->targets));
	struct vkrun_attachment *a = &dr->targets[dr->ntargets++];
	memset(a, 0, sizeof(*a));
	bool located = false;
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "location")) {
			a->location = (uint32_t)integer(val, "target location", 0, 7);
			located = true;
		} else if (!strcmp(key, "format"))
			replace(&a->format, xstrdup(str(val, "target format")));
		else if (!strcmp(key, "clear"))
			parse_clear(a, val);
		else if (!strcmp(key, "dump"))
			replace(&a->dump, vkrun_job_path(jobfile, str(val, "target dump")));
		else
			vkrun_usage_error("draw: target: unknown key '%s'", key);
	}
	if (!located || !a->format)
		vkrun_usage_error("draw: a target needs a location and a format");
}

static void
parse_depth(struct vkrun_draw *dr, json_object *o, const char *jobfile)
{
	need_object(o, "depth");
	struct vkrun_attachment *a = &dr->depth;
	a->clear[0] = 1.0;
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "format"))
			replace(&a->format, xstrdup(str(val, "depth format")));
		else if (!strcmp(key, "clear"))
			a->clear[0] = number(val, "depth clear");
		else if (!strcmp(key, "dump"))
			replace(&a->dump, vkrun_job_path(jobfile, str(val, "depth dump")));
		else if (!strcmp(key, "compare"))
			replace(&dr->depth_compare, xstrdup(str(val, "depth compare")));
		else if (!strcmp(key, "write"))
			dr->depth_write = boolean(val, "depth write");
		else if (!strcmp(key, "stencil_clear"))
			dr->stencil_clear = u32(val, "depth stencil_clear");
		else if (!strcmp(key, "stencil_dump"))
			replace(&dr->stencil_dump, vkrun_job_path(jobfile, str(val, "depth stencil_dump")));
		else
			vkrun_usage_error("draw: depth: unknown key '%s'", key);
	}
	if (!a->format)
		vkrun_usage_error("draw: depth needs a format");
}

static void
vertex_input_free(struct vkrun_draw *dr)
{
	for (size_t i = 0; i < dr->nvbindings; i++)
		free(dr->vbindings[i].buffer);
	for (size_t i = 0; i < dr->nvattrs; i++)
		free(dr->vattrs[i].format);
	free(dr->vbindings);
	free(dr->vattrs);
	dr->vbindings = NULL;
	dr->vattrs = NULL;
	dr->nvbindings = dr->nvattrs = 0;
}

static void
parse_vertex_binding(struct vkrun_vertex_binding *b, json_object *o)
{
	need_object(o, "a vertex binding");
	memset(b, 0, sizeof(*b));
	b->index = -1;
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "binding"))
			b->binding = (uint32_t)integer(val, "vertex binding", 0, 31);
		else if (!strcmp(key, "buffer"))
			replace(&b->buffer, xstrdup(str(val, "vertex buffer")));
		else if (!strcmp(key, "offset"))
			b->offset = u32(val, "vertex buffer offset");
		else if (!strcmp(key, "stride"))
			b->stride = u32(val, "vertex stride");
		else if (!strcmp(key, "rate")) {
			const char *r = str(val, "vertex rate");
			if (strcmp(r, "vertex") && strcmp(r, "instance"))
				vkrun_usage_error("draw: vertex rate '%s' is not vertex or instance", r);
			b->per_instance = !strcmp(r, "instance");
		} else
			vkrun_usage_error("draw: vertex binding: unknown key '%s'", key);
	}
	if (!b->buffer)
		vkrun_usage_error("draw: a vertex binding needs a buffer");
}

static void
parse_vertex_attribute(struct vkrun_vertex_attribute *a, json_object *o)
{
	need_object(o, "a vertex attribute");
	memset(a, 0, sizeof(*a));
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "location"))
			a->location = (uint32_t)integer(val, "attribute location", 0, 31);
		else if (!strcmp(key, "binding"))
			a->binding = (uint32_t)integer(val, "attribute binding", 0, 31);
		else if (!strcmp(key, "offset"))
			a->offset = u32(val, "attribute offset");
		else if (!strcmp(key, "format"))
			replace(&a->format, xstrdup(str(val, "attribute format")));
		else
			vkrun_usage_error("draw: vertex attribute: unknown key '%s'", key);
	}
	if (!a->format)
		vkrun_usage_error("draw: a vertex attribute needs a format");
	format_or_die(a->format, VKRUN_COLOR, "vertex attribute");
}

/* {"bindings": [...], "attributes": [...]} */
static void
parse_vertex_input(struct vkrun_draw *dr, json_object *o)
{
	vertex_input_free(dr);
	need_object(o, "vertex_input");
	json_object_object_foreach(o, key, val) {
		size_t n = array(val, key);
		if (!strcmp(key, "bindings")) {
			dr->vbindings = grow(NULL, n, sizeof(*dr->vbindings));
			dr->nvbindings = n;
			for (size_t i = 0; i < n; i++)
				parse_vertex_binding(&dr->vbindings[i], json_object_array_get_idx(val, i));
		} else if (!strcmp(key, "attributes")) {
			dr->vattrs = grow(NULL, n, sizeof(*dr->vattrs));
			dr->nvattrs = n;
			for (size_t i = 0; i < n; i++)
				parse_vertex_attribute(&dr->vattrs[i], json_object_array_get_idx(val, i));
		} else
			vkrun_usage_error("draw: vertex_input: unknown key '%s'", key);
	}
}

static void
parse_index(struct vkrun_draw *dr, json_object *o)
{
	need_object(o, "index");
	dr->index_bits = 32;
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "buffer"))
			replace(&dr->index_buffer, xstrdup(str(val, "index buffer")));
		else if (!strcmp(key, "offset"))
			dr->index_offset = u32(val, "index offset");
		else if (!strcmp(key, "type")) {
			const char *t = str(val, "index type");
			if (strcmp(t, "uint16") && strcmp(t, "uint32"))
				vkrun_usage_error("draw: index type '%s' is not uint16 or uint32", t);
			dr->index_bits = !strcmp(t, "uint16") ? 16 : 32;
		} else
			vkrun_usage_error("draw: index: unknown key '%s'", key);
	}
	if (!dr->index_buffer)
		vkrun_usage_error("draw: index needs a buffer");
}

static void
parse_floats(json_object *o, float *out, size_t lo, size_t hi, const char *what)
{
	size_t n = array(o, what);
	if (n < lo || n > hi)
		vkrun_usage_error("draw: %s has %zu to %zu numbers", what, lo, hi);
	for (size_t i = 0; i < n; i++)
		out[i] = (float)number(json_object_array_get_idx(o, i), what);
}

/* "viewport": [x, y, w, h (, min, max)], or a list of up to four of them
 * (viewport i is the one a ViewportIndex of i draws into). */
static void
parse_viewports(struct vkrun_draw *dr, json_object *o)
{
	size_t n = array(o, "viewport");
	bool list = n > 0 && json_object_is_type(json_object_array_get_idx(o, 0), json_type_array);
	if (list && n > 4)
		vkrun_usage_error("draw: viewport: at most 4 viewports, not %zu", n);
	dr->nviewports = list ? (uint32_t)n : 1;
	for (uint32_t i = 0; i < dr->nviewports; i++) {
		dr->viewport[i][4] = 0.0f;
		dr->viewport[i][5] = 1.0f;
		parse_floats(list ? json_object_array_get_idx(o, i) : o, dr->viewport[i], 4, 6,
			"viewport");
	}
	dr->viewport_given = true;
}

static void
parse_size(struct vkrun_draw *dr, json_object *o)
{
	if (array(o, "size") != 2)
		vkrun_usage_error("draw: size must be [width, height]");
	dr->width = (uint32_t)integer(json_object_array_get_idx(o, 0), "width", 1, 4096);
	dr->height = (uint32_t)integer(json_object_array_get_idx(o, 1), "height", 1, 4096);
}

void
vkrun_draw_load(struct vkrun_job *job, json_object *o, const char *jobfile)
{
	need_object(o, "draw");
	if (!job->draw) {
		job->draw = xmalloc(sizeof(*job->draw));
		job->draw->instance_count = 1;
		job->draw->samples = 1;
		job->draw->depth_write = true;
	}
	struct vkrun_draw *dr = job->draw;
	dr->jobfile = jobfile;
	json_object_object_foreach(o, key, val) {
		int stage = -1;
		for (int s = 0; s < VKRUN_NSTAGES; s++)
			if (!strcmp(key, stage_names[s]))
				stage = s;
		if (stage >= 0)
			parse_stage(&dr->stages[stage], val, jobfile, key);
		else if (!strcmp(key, "size"))
			parse_size(dr, val);
		else if (!strcmp(key, "topology"))
			replace(&dr->topology, xstrdup(str(val, "topology")));
		else if (!strcmp(key, "cull"))
			replace(&dr->cull, xstrdup(str(val, "cull")));
		else if (!strcmp(key, "front_face"))
			replace(&dr->front_face, xstrdup(str(val, "front_face")));
		else if (!strcmp(key, "vertex_count"))
			dr->vertex_count = u32(val, "vertex_count");
		else if (!strcmp(key, "instance_count"))
			dr->instance_count = u32(val, "instance_count");
		else if (!strcmp(key, "samples")) {
			dr->samples = u32(val, "samples");
			if (dr->samples != 1 && dr->samples != 2 && dr->samples != 4 && dr->samples != 8)
				vkrun_usage_error("draw: samples must be 1, 2, 4 or 8, not %u", dr->samples);
		}
		else if (!strcmp(key, "first_vertex"))
			dr->first_vertex = u32(val, "first_vertex");
		else if (!strcmp(key, "first_index"))
			dr->first_index = u32(val, "first_index");
		else if (!strcmp(key, "first_instance"))
			dr->first_instance = u32(val, "first_instance");
		else if (!strcmp(key, "vertex_offset"))
			dr->vertex_offset = (int32_t)integer(val, "vertex_offset", INT32_MIN, INT32_MAX);
		else if (!strcmp(key, "index"))
			parse_index(dr, val);
		else if (!strcmp(key, "viewport"))
			parse_viewports(dr, val); else if (!strcmp(key, "scissor")) {
			if (array(val, "scissor") != 4)
				vkrun_usage_error("draw: scissor must be [x, y, width, height]");
			for (size_t i = 0; i < 4; i++)
				dr->scissor[i] = (int32_t)integer(json_object_array_get_idx(val, i),
					"scissor", 0, INT32_MAX);
			dr->scissor_given = true;
		} else if (!strcmp(key, "targets")) {
			size_t n = array(val, "targets");
			for (size_t i = 0; i < n; i++)
				parse_target(dr, json_object_array_get_idx(val, i), jobfile);
		} else if (!strcmp(key, "depth"))
			parse_depth(dr, val, jobfile);
		else if (!strcmp(key, "vertex_input"))
			parse_vertex_input(dr, val);
		else if (!strcmp(key, "reference")) {
			need_object(val, "reference");
			json_object_put(dr->reference);
			dr->reference = json_object_get(val);
		} else
			vkrun_usage_error("draw: unknown key '%s'", key);
	}
}

/* ---- the reference section ---- */

/* {"buffer": NAME | "image": NAME, "set": S, "binding": B[, "type": T]} */
static void
rebind(struct vkrun_job *job, json_object *o)
{
	json_object *name = NULL, *set = NULL, *binding = NULL, *type = NULL;
	bool image = false;
	need_object(o, "a reference binding");
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "buffer") || !strcmp(key, "image")) {
			name = val;
			image = !strcmp(key, "image");
		} else if (!strcmp(key, "set"))
			set = val;
		else if (!strcmp(key, "binding"))
			binding = val;
		else if (!strcmp(key, "type"))
			type = val;
		else
			vkrun_usage_error("draw: reference binding: unknown key '%s'", key);
	}
	if (!name || !set || !binding)
		vkrun_usage_error("draw: a reference binding needs buffer or image, set and binding");
	const char *n = str(name, "reference binding name");
	int s = (int)integer(set, "set", -1, 31), b = (int)integer(binding, "binding", -1, 1 << 20);
	for (size_t i = 0; image && i < job->nimages; i++)
		if (job->images[i].name && !strcmp(job->images[i].name, n)) {
			if (type)
				vkrun_usage_error("draw: reference binding of image '%s': its type is the "
					"image's own", n);
			job->images[i].set = s;
			job->images[i].binding = b;
			return;
		}
	for (size_t i = 0; !image && i < job->nbuffers; i++)
		if (job->buffers[i].name && !strcmp(job->buffers[i].name, n)) {
			job->buffers[i].set = s;
			job->buffers[i].binding = b;
			if (type) {
				const char *t = str(type, "reference binding type");
				if (strcmp(t, "storage") && strcmp(t, "uniform"))
					vkrun_usage_error("draw: buffer type '%s' is not storage or uniform", t);
				job->buffers[i].type = strcmp(t, "uniform") ? VKRUN_BUFFER_STORAGE
									    : VKRUN_BUFFER_UNIFORM;
			}
			return;
		}
	vkrun_usage_error("draw: reference binding: no %s named '%s'", image ? "image" : "buffer", n);
}

static void
add_suffix(char **path, const char *suffix)
{
	if (!*path)
		return;
	size_t n = strlen(*path), len = strlen(suffix);
	char *p = xmalloc(n + len + 1);
	memcpy(p, *path, n);
	memcpy(p + n, suffix, len + 1);
	replace(path, p);
}

/*
 * --reference: the section's stages, vertex input and push constants
 * replace the job's; its bindings move buffers and images (set -1: no
 * descriptor); every dump path gets dump_suffix (default ".ref"), so the
 * two runs of one job file leave both results side by side.
 */
void
vkrun_draw_reference(struct vkrun_job *job)
{
	struct vkrun_draw *dr = job->draw;
	if (!dr->reference)
		vkrun_usage_error("--reference: the draw has no reference section");
	dr->dump_suffix = xstrdup(".ref");
	json_object_object_foreach(dr->reference, key, val) {
		int stage = -1;
		for (int s = 0; s < VKRUN_NSTAGES; s++)
			if (!strcmp(key, stage_names[s]))
				stage = s;
		if (stage >= 0)
			parse_stage(&dr->stages[stage], val, dr->jobfile, key);
		else if (!strcmp(key, "vertex_input"))
			parse_vertex_input(dr, val);
		else if (!strcmp(key, "push")) {
			vkrun_job_drop_push(job);
			job->writes = grow(job->writes, job->nwrites + 1, sizeof(*job->writes));
			struct vkrun_write *w = &job->writes[job->nwrites++];
			memset(w, 0, sizeof(*w));
			w->buffer = -1;
			for (size_t i = 0; i < array(val, "reference push"); i++)
				vkrun_json_value(json_object_array_get_idx(val, i), &w->words, &w->count,
					"reference push");
		} else if (!strcmp(key, "bindings")) {
			for (size_t i = 0; i < array(val, "reference bindings"); i++)
				rebind(job, json_object_array_get_idx(val, i));
		} else if (!strcmp(key, "dump_suffix"))
			replace(&dr->dump_suffix, xstrdup(str(val, "dump_suffix")));
		else
			vkrun_usage_error("draw: reference: unknown key '%s'", key);
	}
	for (size_t i = 0; i < dr->ntargets; i++)
		add_suffix(&dr->targets[i].dump, dr->dump_suffix);
	add_suffix(&dr->depth.dump, dr->dump_suffix);
	add_suffix(&dr->stencil_dump, dr->dump_suffix);
	for (size_t i = 0; i < job->nbuffers; i++)
		if (job->buffers[i].dump && strcmp(job->buffers[i].dump, "-"))
			add_suffix(&job->buffers[i].dump, dr->dump_suffix);
	for (size_t i = 0; i < job->nimages; i++)
		add_suffix(&job->images[i].dump, dr->dump_suffix);
}

/* ---- reflections ---- */

static json_object *
member(json_object *o, const char *key)
{
	json_object *v = NULL;
	json_object_object_get_ex(o, key, &v);
	return v;
}

static void
reflect_push(struct vkrun_stage *s, json_object *pc, const char *path)
{
	if (!json_object_is_type(pc, json_type_object))
		vkrun_usage_error("%s: push_constants must be an object", path);
	json_object *off = member(pc, "offset"), *size = member(pc, "size");
	s->push_offset = off ? u32(off, "push_constants offset") : 0;
	s->push_size = size ? u32(size, "push_constants size") : 0;
	s->push_given = true;
}

static void
reflect_targets(struct vkrun_stage *s, json_object *arr, const char *path)
{
	static const char *const types[] = {"float", "uint", "sint"};
	size_t n = array(arr, "render_targets");
	s->rts = grow(NULL, n, sizeof(*s->rts));
	s->nrts = n;
	for (size_t i = 0; i < n; i++) {
		json_object *e = json_object_array_get_idx(arr, i);
		json_object *loc = member(e, "location"), *type = member(e, "type"),
			    *comps = member(e, "components");
		if (!loc || !type)
			vkrun_usage_error("%s: render target %zu has no location or type", path, i);
		struct vkrun_rt_decl *rt = &s->rts[i];
		rt->location = (uint32_t)integer(loc, "render target location", 0, 7);
		rt->components = comps ? (uint32_t)integer(comps, "render target components", 1, 4) : 4;
		int t = -1;
		for (int k = 0; k < 3; k++)
			if (!strcmp(str(type, "render target type"), types[k]))
				t = k;
		if (t < 0)
			vkrun_usage_error("%s: render target type '%s' is not float, uint or sint", path,
				json_object_get_string(type));
		rt->type = (enum vkrun_numeric)t;
	}
}

static void
reflect_bindings(struct vkrun_stage *s, json_object *arr)
{
	size_t n = array(arr, "descriptor_bindings");
	s->bindings = grow(NULL, n, sizeof(*s->bindings));
	s->nbindings = n;
	for (size_t i = 0; i < n; i++) {
		json_object *e = json_object_array_get_idx(arr, i);
		struct vkrun_binding_decl *b = &s->bindings[i];
		json_object *set = member(e, "set"), *binding = member(e, "binding"),
			    *type = member(e, "type"), *src = member(e, "source_name");
		if (!binding || !type)
			vkrun_usage_error("draw: a reflection's descriptor binding %zu has no binding or type", i);
		b->set = set ? u32(set, "descriptor set") : 0;
		b->binding = u32(binding, "descriptor binding");
		b->type = xstrdup(str(type, "descriptor type"));
		b->source = xstrdup(src ? str(src, "source_name") : "?");
	}
}

static void
reflect_features(struct vkrun_stage *s, json_object *arr)
{
	size_t n = array(arr, "features");
	s->features = grow(NULL, n, sizeof(*s->features));
	s->nfeatures = n;
	for (size_t i = 0; i < n; i++)
		s->features[i] = xstrdup(str(json_object_array_get_idx(arr, i), "a feature"));
}

/* The reflection's "geometry_stage": a generated geometry module to run
 * between the vertex and pixel stages, relative to the reflection. */
static void
reflect_geometry(struct vkrun_draw *dr, json_object *gs, const char *path)
{
	char *module = vkrun_job_path(path, str(gs, "geometry_stage"));
	struct vkrun_stage *g = &dr->stages[VKRUN_GS];
	if (g->module && strcmp(g->module, module))
		vkrun_usage_error("%s: its geometry_stage %s is not the job's gs %s", path, module,
			g->module);
	if (!g->module) {
		g->module = module;
		/* its reflection beside it: x.spv -> x.json */
		size_t n = strlen(module);
		if (n > 4 && !strcmp(module + n - 4, ".spv")) {
			char *r = xmalloc(n + 2);
			memcpy(r, module, n - 4);
			memcpy(r + n - 4, ".json", 6);
			FILE *f = fopen(r, "rb");
			if (f) {
				fclose(f);
				g->reflection = r;
			} else
				free(r);
		}
	} else
		free(module);
}

static void
read_reflection(struct vkrun_draw *dr, struct vkrun_stage *s)
{
	const char *path = s->reflection;
	json_object *root = json_object_from_file(path);
	if (!root)
		vkrun_usage_error("reflection %s: %s", path, json_util_get_last_err());
	if (!json_object_is_type(root, json_type_object))
		vkrun_usage_error("reflection %s: not a JSON object", path);
	json_object *v;
	if ((v = member(root, "push_constants")) && !s->push_given)
		reflect_push(s, v, path);
	if ((v = member(root, "render_targets")))
		reflect_targets(s, v, path);
	if ((v = member(root, "writes_depth")))
		s->writes_depth = boolean(v, "writes_depth");
	if ((v = member(root, "writes_stencil")))
		s->writes_stencil = boolean(v, "writes_stencil");
	if ((v = member(root, "descriptor_bindings")))
		reflect_bindings(s, v);
	if ((v = member(root, "features")))
		reflect_features(s, v);
	if ((v = member(root, "entry_point")) && !s->entry)
		s->entry = xstrdup(str(v, "entry_point"));
	if ((v = member(root, "geometry_stage")))
		reflect_geometry(dr, v, path);
	json_object_put(root);
}

/* ---- checks ---- */

static const char *const type_names[] = {"float", "uint", "sint"};

/* Every render target the pixel module declares has a target of its type. */
static void
check_targets(const struct vkrun_draw *dr)
{
	for (size_t i = 0; i < dr->ntargets; i++) {
		format_or_die(dr->targets[i].format, VKRUN_COLOR, "target format");
		for (size_t j = 0; j < i; j++)
			if (dr->targets[j].location == dr->targets[i].location)
				vkrun_usage_error("draw: two targets at location %u", dr->targets[i].location);
	}
	const struct vkrun_stage *ps = &dr->stages[VKRUN_PS];
	for (size_t i = 0; i < ps->nrts; i++) {
		const struct vkrun_rt_decl *rt = &ps->rts[i];
		const struct vkrun_attachment *a = NULL;
		for (size_t j = 0; j < dr->ntargets; j++)
			if (dr->targets[j].location == rt->location)
				a = &dr->targets[j];
		if (!a)
			vkrun_usage_error("%s: render target %u (%s) has no target in the job",
				ps->reflection, rt->location, type_names[rt->type]);
		const struct vkrun_format *f = vkrun_format_find(a->format);
		if (f->type != rt->type)
			vkrun_usage_error("%s: render target %u is %s; the job's %s is %s", ps->reflection,
				rt->location, type_names[rt->type], a->format, type_names[f->type]);
	}
	if (ps->writes_depth && !dr->depth.format)
		vkrun_usage_error("%s: the pixel module writes depth; the job has no depth target",
			ps->reflection);
}

/* Every descriptor a module's reflection declares is bound by the job. */
static void
check_bindings(const struct vkrun_job *job, const struct vkrun_stage *s)
{
	for (size_t i = 0; i < s->nbindings; i++) {
		const struct vkrun_binding_decl *b = &s->bindings[i];
		bool found = false;
		for (size_t k = 0; k < job->nimages; k++)
			found |= job->images[k].set == (int)b->set && job->images[k].binding == (int)b->binding;
		for (size_t k = 0; k < job->nbuffers; k++)
			found |= job->buffers[k].set == (int)b->set && job->buffers[k].binding == (int)b->binding;
		if (!found)
			vkrun_usage_error("%s: set %u binding %u (%s, from %s) is bound by nothing in the job",
				s->reflection, b->set, b->binding, b->type, b->source);
	}
}

void
vkrun_draw_finish(struct vkrun_job *job)
{
	struct vkrun_draw *dr = job->draw;
	if (!dr->stages[VKRUN_VS].module)
		vkrun_usage_error("draw: no vs");
	if (!dr->width)
		vkrun_usage_error("draw: no size");
	if (!dr->vertex_count)
		vkrun_usage_error("draw: vertex_count is 0 or missing");
	/* twice: a pixel stage's reflection may name a geometry stage */
	for (int pass = 0; pass < 2; pass++)
		for (int s = 0; s < VKRUN_NSTAGES; s++)
			if (dr->stages[s].reflection && !dr->stages[s].reflected) {
				dr->stages[s].reflected = true;
				read_reflection(dr, &dr->stages[s]);
			}
	for (int s = 0; s < VKRUN_NSTAGES; s++) {
		if (dr->stages[s].module && !dr->stages[s].entry)
			dr->stages[s].entry = xstrdup("main");
		check_bindings(job, &dr->stages[s]);
	}
	check_targets(dr);
	const struct vkrun_format *zf = dr->depth.format
		? format_or_die(dr->depth.format, VKRUN_DEPTH, "depth format") : NULL;
	if ((dr->stencil_dump || dr->stencil_clear) && !(zf && zf->stencil))
		vkrun_usage_error("draw: depth: stencil_dump or stencil_clear with %s, which has no "
			"stencil (D32_SFLOAT_S8_UINT has)", dr->depth.format ? dr->depth.format : "no depth target");
	if (dr->stencil_clear > 255)
		vkrun_usage_error("draw: depth: stencil_clear %u: at most 255", dr->stencil_clear);
	if (dr->stages[VKRUN_PS].writes_stencil && !(zf && zf->stencil))
		vkrun_usage_error("%s: the pixel module writes stencil; the job's depth target has no "
			"stencil (D32_SFLOAT_S8_UINT)", dr->stages[VKRUN_PS].reflection);
	for (uint32_t i = 0; dr->viewport_given && i < dr->nviewports; i++) {
		const float *v = dr->viewport[i];
		if (!(v[2] > 0) || v[3] == 0 || !(v[4] >= 0 && v[4] <= 1) || !(v[5] >= 0 && v[5] <= 1))
			vkrun_usage_error("draw: viewport: the width must be positive, the height not 0, "
				"the depths in 0..1");
	}
	if (dr->index_buffer) {
		dr->index = vkrun_job_find_buffer(job, dr->index_buffer);
		/* every index the draw reads lies in the buffer */
		uint64_t end = dr->index_offset +
			((uint64_t)dr->first_index + dr->vertex_count) * (dr->index_bits / 8);
		if (dr->index_offset % (dr->index_bits / 8) || end > job->buffers[dr->index].size)
			vkrun_usage_error("draw: indices %u..%u at byte %llu of '%s' (%llu bytes): not "
				"aligned or past its end", dr->first_index, dr->first_index + dr->vertex_count,
				(unsigned long long)dr->index_offset, dr->index_buffer,
				(unsigned long long)job->buffers[dr->index].size);
	}
	for (size_t i = 0; i < dr->nvbindings; i++) {
		dr->vbindings[i].index = vkrun_job_find_buffer(job, dr->vbindings[i].buffer);
		if (dr->vbindings[i].offset >= job->buffers[dr->vbindings[i].index].size)
			vkrun_usage_error("draw: vertex binding %u starts past the end of '%s'",
				dr->vbindings[i].binding, dr->vbindings[i].buffer);
		for (size_t j = 0; j < i; j++)
			if (dr->vbindings[j].binding == dr->vbindings[i].binding)
				vkrun_usage_error("draw: two vertex bindings %u", dr->vbindings[i].binding);
	}
	for (size_t i = 0; i < dr->nvattrs; i++) {
		bool bound = false;
		for (size_t j = 0; j < dr->nvbindings; j++)
			bound |= dr->vbindings[j].binding == dr->vattrs[i].binding;
		if (!bound)
			vkrun_usage_error("draw: vertex attribute %u reads binding %u, which is not given",
				dr->vattrs[i].location, dr->vattrs[i].binding);
		for (size_t j = 0; j < i; j++)
			if (dr->vattrs[j].location == dr->vattrs[i].location)
				vkrun_usage_error("draw: two vertex attributes at location %u",
					dr->vattrs[i].location);
	}
}

void
vkrun_draw_free(struct vkrun_draw *dr)
{
	if (!dr)
		return;
	for (int s = 0; s < VKRUN_NSTAGES; s++)
		stage_free(&dr->stages[s]);
	free(dr->topology);
	free(dr->cull);
	free(dr->front_face);
	free(dr->index_buffer);
	for (size_t i = 0; i < dr->ntargets; i++) {
		free(dr->targets[i].format);
		free(dr->targets[i].dump);
	}
	free(dr->targets);
	free(dr->depth.format);
	free(dr->depth.dump);
	free(dr->depth_compare);
	free(dr->stencil_dump);
	vertex_input_free(dr);
	json_object_put(dr->reference);
	free(dr->dump_suffix);
	free(dr);
}
