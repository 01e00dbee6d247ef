/*
 * draw.h -- a draw job: what draw_job.c reads from a job file's "draw"
 * object and draw.c draws (the format is described in README.md).
 */
#ifndef AGC_VKRUN_DRAW_H
#define AGC_VKRUN_DRAW_H

#include <vulkan/vulkan.h>

#include "vkrun.h"

/* The stages of a draw, in pipeline order. */
enum vkrun_stage_kind { VKRUN_VS, VKRUN_GS, VKRUN_PS, VKRUN_NSTAGES };

/* A render target a pixel module's reflection declares. */
enum vkrun_numeric { VKRUN_FLOAT, VKRUN_UINT, VKRUN_SINT };

struct vkrun_rt_decl {
	uint32_t location;
	enum vkrun_numeric type;
	uint32_t components;
};

/* The colour, vertex and depth formats (draw_job.c), by Vulkan's name. */
enum vkrun_aspect { VKRUN_COLOR, VKRUN_DEPTH };

struct vkrun_format {
	const char *name;
	VkFormat format;
	uint32_t bytes;
	enum vkrun_numeric type; /* what a shader reads or writes: UNORM is float */
	uint32_t components;
	enum vkrun_aspect aspect;
	bool stencil; /* a depth format with a stencil aspect too (D32_SFLOAT_S8_UINT) */
};

/* The format called name (R8G8B8A8_UNORM), or NULL. */
const struct vkrun_format *vkrun_format_find(const char *name);

/* A descriptor binding a module's reflection declares. */
struct vkrun_binding_decl {
	uint32_t set, binding;
	char *type;   /* storage_image, sampled_image, sampler, ... */
	char *source; /* the traced source, for messages */
};

struct vkrun_stage {
	char *module; /* NULL: the stage is absent */
	char *entry;
	char *reflection;
	/* The stage's push-constant block: bytes [push_offset, push_offset +
	 * push_size) of the layout; push_size 0: every byte the job pushes. */
	uint32_t push_offset, push_size;
	bool push_given;
	bool reflected;
	/* read from the reflection by vkrun_draw_finish() */
	struct vkrun_rt_decl *rts;
	size_t nrts;
	bool writes_depth, writes_stencil;
	struct vkrun_binding_decl *bindings;
	size_t nbindings;
	char **features;
	size_t nfeatures;
};

/* A colour target (location) or the depth target: texels dumped raw. */
struct vkrun_attachment {
	uint32_t location;
	char *format; /* Vulkan's name without VK_FORMAT_: R8G8B8A8_UNORM */
	double clear[4];
	char *dump;
};

struct vkrun_vertex_binding {
	uint32_t binding, stride;
	char *buffer;
	int index; /* of the buffer; set by finish */
	uint64_t offset;
	bool per_instance;
};

struct vkrun_vertex_attribute {
	uint32_t location, binding, offset;
	char *format;
};

struct vkrun_draw {
	const char *jobfile; /* for the paths of the reference section */
	struct vkrun_stage stages[VKRUN_NSTAGES];
	uint32_t width, height;
	uint32_t samples; /* 1, 2, 4 or 8: colour targets drawn so and resolved for the dumps */
	char *topology, *cull, *front_face;
	uint32_t vertex_count, instance_count, first_vertex, first_instance;
	uint32_t first_index;  /* of an indexed draw */
	int32_t vertex_offset; /* added to each index of an indexed draw */
	char *index_buffer;    /* indexed draw from this buffer, or NULL */
	int index;             /* its index; set by finish */
	uint64_t index_offset;
	uint32_t index_bits; /* 16 or 32 */
	float viewport[4][6]; /* x, y, width, height, min and max depth, per viewport */
	uint32_t nviewports;  /* given: 1..4 (a list of them: a module may pick one) */
	bool viewport_given;
	int32_t scissor[4];
	bool scissor_given;
	struct vkrun_attachment *targets;
	size_t ntargets;
	struct vkrun_attachment depth; /* format NULL: no depth target */
	char *depth_compare;           /* never, less, ..., always; NULL: no test */
	bool depth_write;
	/* a depth format with stencil: the stencil aspect, cleared to
	 * stencil_clear, tested "always" and replaced by the reference 0 or
	 * the pixel module's FragStencilRefEXT, dumped one byte a texel */
	uint32_t stencil_clear;
	char *stencil_dump;
	struct vkrun_vertex_binding *vbindings;
	size_t nvbindings;
	struct vkrun_vertex_attribute *vattrs;
	size_t nvattrs;
	struct json_object *reference; /* the reference section, kept for --reference */
	char *dump_suffix;             /* added to every dump path under --reference */
};

struct vkrun_device;
/* draw_features.c: enable in d what stage s's module (words, size bytes)
 * needs, by its capabilities and its reflection's features; exit 77 naming
 * one the device lacks. */
void vkrun_check_features(struct vkrun_device *d, const struct vkrun_stage *s, const uint32_t *words,
			  size_t size);

#endif
