/*
 * vkrun.h -- the job agc-vkrun runs: one compute dispatch of one SPIR-V
 * module, or one draw of a vertex (geometry) and pixel pipeline (a job
 * file's "draw"), its buffers and push constants, and what to dump
 * afterwards.
 *
 * job.c fills a struct vkrun_job from command-line options and JSON job
 * files (draw_job.c the draw); run.c executes a dispatch on a Vulkan
 * device, draw.c a draw.
 */
#ifndef AGC_VKRUN_H
#define AGC_VKRUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Exit statuses shared by every part of the runner. */
enum {
	VKRUN_EXIT_OK = 0,
	VKRUN_EXIT_FAIL = 1,  /* a Vulkan call or an input file failed */
	VKRUN_EXIT_USAGE = 2, /* bad options or job file */
	VKRUN_EXIT_SKIP = 77, /* no device, or the device lacks what the job needs */
};

/*
 * One dword of push-constant or buffer contents. An address is known only
 * once the buffers exist, so it is kept symbolic: a 64-bit device address
 * takes two dwords, VKRUN_ADDR_LO then VKRUN_ADDR_HI.
 */
enum vkrun_dword_kind { VKRUN_CONST, VKRUN_ADDR_LO, VKRUN_ADDR_HI, VKRUN_ADDR_HI16 };

struct vkrun_dword {
	enum vkrun_dword_kind kind;
	uint32_t value;  /* VKRUN_CONST; VKRUN_ADDR_HI16: ORed above the address's
			  * bits 32..47 (a V#'s dword 1: the stride in 16..29) */
	char *ref;       /* VKRUN_ADDR_*: the buffer's name, as written */
	int buffer;      /* VKRUN_ADDR_*: index, set by vkrun_job_finish() */
	uint64_t offset; /* VKRUN_ADDR_*: bytes added to the address */
};

/* Dwords written from a dword index into a buffer or the push constants. */
struct vkrun_write {
	char *target; /* buffer name; NULL for the push constants */
	int buffer;   /* index, or -1 for the push constants; set by finish */
	uint32_t dword;
	struct vkrun_dword *words;
	size_t count;
};

enum vkrun_buffer_type { VKRUN_BUFFER_STORAGE, VKRUN_BUFFER_UNIFORM };

/* Generated contents (init=KIND:TYPE, pattern.c). */
enum vkrun_pattern_kind { VKRUN_PATTERN_NONE, VKRUN_PATTERN_IOTA, VKRUN_PATTERN_HASH,
	VKRUN_PATTERN_RAMP };
enum vkrun_elem_type { VKRUN_ELEM_U32, VKRUN_ELEM_I32, VKRUN_ELEM_F32, VKRUN_ELEM_U64 };

struct vkrun_pattern {
	enum vkrun_pattern_kind kind;
	enum vkrun_elem_type type;
};

struct vkrun_buffer {
	char *name;
	uint64_t size;    /* bytes; 0 until given or derived by finish */
	int set, binding; /* descriptor buffer, or -1 */
	enum vkrun_buffer_type type; /* of that descriptor */
	uint32_t fill;    /* every dword starts as this */
	struct vkrun_pattern init; /* then these elements, when kind is not NONE */
	char *file;       /* initial bytes from offset 0, or NULL */
	char *dump;       /* "-" for hex to stdout, a path for raw bytes, or NULL */
};

/*
 * An image, a sampler, or both, bound at set/binding (image.c). Texel files
 * and dumps hold every level, then every layer, then depth x height x width
 * texels, tightly packed.
 */
enum vkrun_image_kind {
	VKRUN_IMAGE_STORAGE,  /* VK_DESCRIPTOR_TYPE_STORAGE_IMAGE */
	VKRUN_IMAGE_SAMPLED,  /* VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE */
	VKRUN_IMAGE_COMBINED, /* VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER */
	VKRUN_IMAGE_SAMPLER,  /* VK_DESCRIPTOR_TYPE_SAMPLER */
};

struct vkrun_image {
	char *name;
	int set, binding;
	enum vkrun_image_kind kind;
	char *format;      /* rgba8, r32ui, ... */
	char *dim;         /* 1d, 2d, 3d, 1d_array, 2d_array */
	uint32_t width, height, depth, layers, mips;
	char *file, *dump;
	char *image;       /* use the image of the entry of this name */
	int source;        /* its index, set by vkrun_job_finish(); -1: own image */
	/* sampler state */
	char *filter, *mipmap, *address, *compare;
	bool unnormalized;
};

struct vkrun_draw;

struct vkrun_job {
	char *module;
	char *entry;
	uint32_t groups[3];
	uint32_t subgroup_size; /* 0: the device's choice */
	struct vkrun_buffer *buffers;
	size_t nbuffers;
	struct vkrun_image *images;
	size_t nimages;
	/* Applied in order after each buffer's fill and file. */
	struct vkrun_write *writes;
	size_t nwrites;
	uint32_t time_runs; /* extra timed dispatches; 0: no timing */
	bool wall_clock;    /* time with the host clock even where timestamps work */
	double timeout_s;
	bool staged; /* copy through staging buffers even where memory is mappable */
	int device; /* index into vkEnumeratePhysicalDevices, or -1 */
	bool verbose;
	struct vkrun_draw *draw; /* a draw job (draw_job.c), or NULL: a dispatch */
	bool reference;          /* --reference: apply the draw's reference section */
};

/* job.c */
void vkrun_job_init(struct vkrun_job *job);
void vkrun_job_free(struct vkrun_job *job);
/* Parse argv into job; exits with VKRUN_EXIT_USAGE on bad options. */
void vkrun_job_parse_args(struct vkrun_job *job, int argc, char **argv);
/* Add the contents of a JSON job file to job; exits on errors. */
void vkrun_job_load(struct vkrun_job *job, const char *path);
/* Resolve names, derive sizes, check consistency; exits on errors. */
void vkrun_job_finish(struct vkrun_job *job);
/* Contents of buffer b before the run: fill, then file, then writes. */
void vkrun_job_buffer_image(const struct vkrun_job *job, size_t b,
	uint8_t *image, const uint64_t *addresses);
/* Push-constant bytes (size bytes, zero-filled beyond the writes). */
void vkrun_job_push_image(const struct vkrun_job *job, uint8_t *image,
	uint32_t size, const uint64_t *addresses);
/* Bytes of push constants the job writes. */
uint32_t vkrun_job_push_size(const struct vkrun_job *job);

/*
 * A value of a JSON data array (push, data, writes) into *w: what
 * parse_value() takes, a JSON number, or {"vsharp": BUFFER, ...} (four
 * dwords, job.c).
 */
struct json_object;
void vkrun_json_value(struct json_object *o, struct vkrun_dword **w, size_t *n,
	const char *what);
/* path as written in job file `jobfile`: relative to its folder; malloc'd. */
char *vkrun_job_path(const char *jobfile, const char *path);
/* Index of the buffer called name; exits unless there is one. */
int vkrun_job_find_buffer(const struct vkrun_job *job, const char *name);
/* Drop every push-constant write (a reference section gives its own). */
void vkrun_job_drop_push(struct vkrun_job *job);

/*
 * draw_job.c: the "draw" object of a job file; its reference section
 * applied (--reference, before the buffers are checked); the draw's
 * checks, reflections read (after).
 */
void vkrun_draw_load(struct vkrun_job *job, struct json_object *o, const char *jobfile);

/* json_get.c: a job file's member o as a string, or an integer in [lo, hi];
 * anything else is a usage error naming kind ("job", "draw") and what. */
const char *vkrun_json_string(struct json_object *o, const char *kind, const char *what);
int64_t vkrun_json_int(struct json_object *o, const char *kind, const char *what,
		       int64_t lo, int64_t hi);
void vkrun_draw_reference(struct vkrun_job *job);
void vkrun_draw_finish(struct vkrun_job *job);
void vkrun_draw_free(struct vkrun_draw *draw);

/* image.c: add an image from KEY=V,... (--image); check the images and
 * resolve image= names (called by vkrun_job_finish). */
void vkrun_image_parse(struct vkrun_job *job, const char *spec);
void vkrun_images_finish(struct vkrun_job *job);
void vkrun_images_free(struct vkrun_job *job);

/* pattern.c: parse KIND:TYPE (usage error naming `what` unless valid); the
 * bytes of a buffer of `size` bytes that a pattern writes; write them. */
void vkrun_pattern_parse(struct vkrun_pattern *p, const char *spec, const char *what);
uint64_t vkrun_pattern_bytes(const struct vkrun_pattern *p, uint64_t size);
void vkrun_pattern_fill(const struct vkrun_pattern *p, uint8_t *image, uint64_t size);

/* module.c: read a SPIR-V file (exits unless it is one); malloc'd. */
uint32_t *vkrun_module_read(const char *path, size_t *size);
/* Check the entry point and its local size against the job; exits on errors. */
void vkrun_module_check(const char *path, const uint32_t *words, size_t size,
	const char *entry, uint32_t subgroup_size);
/* Check that the module has an entry point `entry` of execution model
 * `model` (SpvExecutionModel, named model_name); exits otherwise. */
void vkrun_module_check_stage(const char *path, const uint32_t *words, size_t size,
	const char *entry, uint32_t model, const char *model_name);
/* Whether the (checked) module declares OpCapability `capability`. */
bool vkrun_module_has_capability(const uint32_t *words, size_t size, uint32_t capability);

/*
 * probe.c: the subgroup-size probe module for local size `size` (see
 * probe.c) into words[VKRUN_PROBE_WORDS]; returns its size in bytes.
 */
enum { VKRUN_PROBE_WORDS = 192 };
size_t vkrun_probe_module(uint32_t *words, uint32_t size);

/* run.c: execute job; returns an exit status. */
int vkrun_run(const struct vkrun_job *job);
/* draw.c: execute a draw job; returns an exit status. */
int vkrun_draw_run(const struct vkrun_job *job);

/* main.c */
_Noreturn void vkrun_usage_error(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
_Noreturn void vkrun_fail(int status, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif
