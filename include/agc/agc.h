/*
 * agc/agc.h -- libagc: AMD RDNA2 (gfx1030) shader machine code to Vulkan
 * SPIR-V, in memory.  The one public header of the library; the
 * agc-recompile command is a driver over the same pipeline.
 *
 * An emulator that holds a compute shader's code (raw words, or an AMDGPU
 * ELF code object) and the ABI it was dispatched with:
 *
 *	struct agc_recompile_options o;
 *	struct agc_output *out;
 *
 *	agc_recompile_options_init(&o, sizeof(o));
 *	o.user_sgprs = 6;                  // s0..s5 from push constants
 *	o.wgid_sgprs[0] = 6;               // workgroup id x in s6
 *	o.wgid_sgprs[1] = o.wgid_sgprs[2] = AGC_NO_SGPR;
 *	o.subgroup_size = 8;
 *	if (agc_recompile_bytes(code, code_size, &o, &out) != AGC_STATUS_OK) {
 *		fprintf(stderr, "shader: %s\n", out ? out->message : "out of memory");
 *	} else {
 *		// out->spirv, out->spirv_size: the module for vkCreateShaderModule;
 *		// out->reflection: JSON (push-constant layout, workgroup size,
 *		// descriptor bindings; see agc-recompile(1), REFLECTION)
 *	}
 *	agc_output_free(out);
 *
 * The same options on the command line (agc-recompile(1)) give the same
 * module, byte for byte:
 *
 *	agc-recompile code.bin --user-sgprs 6 --wgid-sgprs 6 --subgroup-size 8 \
 *	    --validate -o shader.spv
 *
 * Growing: both structs start with struct_size.  Fields are only ever added
 * at the end; the library reads an options struct only as far as its
 * struct_size says (what lies beyond takes the default; options larger
 * than the library knows are refused), and an output's struct_size says
 * which fields this library fills.
 *
 * The library never prints, never exits and keeps no global state: calls
 * in different threads are independent.
 */
#ifndef AGC_AGC_H
#define AGC_AGC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define AGC_API __attribute__((visibility("default")))
#else
#define AGC_API
#endif

/* An option left at this value takes what the input's kernel descriptor
 * says (ELF code objects), else the default given beside it. */
#define AGC_FROM_CODE (-1)
/* wgid_sgprs: this workgroup id component is not given to the shader. */
#define AGC_NO_SGPR (-2)
/* agc_output.offset when the message is not about one place in the input. */
#define AGC_NO_OFFSET UINT64_MAX

/* What a call returned: the exit status agc-recompile gives for the same
 * input and options. */
enum agc_status {
	AGC_STATUS_OK = 0,
	AGC_STATUS_INPUT = 1, /* the input is bad, not supported yet, or over a limit */
	AGC_STATUS_USAGE = 2, /* an option is out of range (the message names it) */
};

/* Why, in more detail than the status. */
enum agc_error {
	AGC_ERROR_NONE,
	AGC_ERROR_MALFORMED,   /* the input is wrong */
	AGC_ERROR_UNSUPPORTED, /* valid input the recompiler does not handle yet */
	AGC_ERROR_LIMIT,       /* a limit (max_* below, memory) was reached */
	AGC_ERROR_INTERNAL,    /* out of memory and the like */
	AGC_ERROR_OPTIONS,     /* an option is out of range (AGC_STATUS_USAGE) */
};

enum agc_code_format {
	AGC_CODE_AUTO, /* an ELF code object by its magic, else raw words;
			  JSON (a capture manifest) is refused */
	AGC_CODE_RAW,  /* little-endian dwords, from entry */
	AGC_CODE_ELF,  /* AMDGPU ELF code object (its AMDHSA kernel descriptor) */
};

/* The hardware stage the code runs as (agc-recompile --stage). */
enum agc_shader_stage {
	AGC_SHADER_COMPUTE, /* cs */
	AGC_SHADER_VERTEX,  /* vs: a legacy hardware VS */
	AGC_SHADER_NGG,     /* ngg: a merged ES+GS program, one vertex per invocation */
	AGC_SHADER_PIXEL,   /* ps */
};

/* A register the command stream set for a graphics stage, by its name in
 * AMD's gfx10 register reference, e.g. {"SPI_PS_INPUT_ENA", 0x2}. */
struct agc_register {
	const char *name;
	uint32_t value;
};

enum agc_address_map {
	AGC_ADDRESS_DIRECT, /* guest addresses are device addresses */
	AGC_ADDRESS_PAGED,  /* through a page table whose address follows the user data */
};

enum agc_denormals {
	AGC_DENORMALS_ANY,      /* the module declares nothing: the device decides */
	AGC_DENORMALS_PRESERVE, /* DenormPreserve for f32 and f64 */
	AGC_DENORMALS_FLUSH,    /* DenormFlushToZero */
};

enum agc_target_env {
	AGC_TARGET_VULKAN_1_2, /* SPIR-V 1.5 */
	AGC_TARGET_VULKAN_1_3, /* SPIR-V 1.6 */
};

/* The texel format of the image whose T# comes from source: "s4" (user
 * SGPRs from s4), "s2+32" (32 bytes from the pointer in s2), "buf0+16"
 * (in the buffer whose V# is in s0..s3); format a GLSL image format
 * ("rgba8", "r32ui", ...) or only a texel type ("float", "uint", "sint"). */
struct agc_image_format_option {
	const char *source;
	const char *format;
};

/* Each field names the agc-recompile option that sets the same thing. */
struct agc_recompile_options {
	uint32_t struct_size;                 /* sizeof(struct agc_recompile_options) */

	/* the input */
	enum agc_code_format format;          /* --format (AGC_CODE_AUTO) */
	const char *symbol;                   /* --symbol: ELF function (NULL: the only one) */
	int64_t entry;                        /* --entry: byte offset of the first
					         instruction (AGC_FROM_CODE: 0, or
					         the ELF function's start) */
	const void *fetch_shader;             /* --fetch: code a vertex shader calls */
	size_t fetch_shader_size;

	/* the stage and its ABI */
	enum agc_shader_stage stage;          /* AGC_SHADER_COMPUTE */
	int32_t wave_size;                    /* --wave: 32, 64 (AGC_FROM_CODE: 32) */
	uint32_t subgroup_size;               /* --subgroup-size: a power of two
					         dividing the wave size (0: the
					         wave size) */
	uint32_t workgroup[3];                /* --workgroup: threads (0: wave size, 1, 1) */
	int32_t user_sgprs;                   /* --user-sgprs: 0..106 (AGC_FROM_CODE: 0) */
	int32_t wgid_sgprs[3];                /* --wgid-sgprs: the SGPR of workgroup
					         id x, y, z, or AGC_NO_SGPR (also
					         AGC_FROM_CODE in [1], [2]); all
					         three AGC_FROM_CODE: the code's
					         (raw code: none) */
	int32_t lds_bytes;                    /* --lds: 0..65536 (AGC_FROM_CODE: 0) */
	int32_t scratch_bytes;                /* --scratch: per lane, 0..1 MiB (AGC_FROM_CODE: 0) */
	int32_t shared_vgpr_first;            /* --shared-vgprs: 0..255 (AGC_FROM_CODE: 0, none) */
	enum agc_address_map address_map;     /* --address-map (AGC_ADDRESS_DIRECT) */
	bool address32;                       /* --address32-hi given: */
	uint32_t address32_hi;                /*   its HI */
	enum agc_denormals denormals;         /* --denormals (AGC_DENORMALS_ANY) */
	const struct agc_image_format_option *image_formats; /* --image-format, */
	uint32_t nimage_formats;              /*   the last naming a source wins */

	/* the output */
	enum agc_target_env target_env;       /* --spirv (AGC_TARGET_VULKAN_1_2) */
	bool validate;                        /* --validate (true: the module is
					         checked by SPIRV-Tools) */
	bool optimize;                        /* -O: SPIRV-Tools optimizer, then validate */

	/* limits; 0: agc-recompile's default */
	size_t max_bytes;                     /* --max-bytes (64 MiB) */
	uint32_t max_insts;                   /* --max-insts (1000000) */
	uint32_t max_blocks;                  /* --max-blocks (200000) */
	uint32_t max_call_depth;              /* --max-call-depth (16) */
	size_t max_memory;                    /* --max-memory (1 GiB) */

	/* graphics (added after the first version: struct_size tells) */
	const struct agc_register *registers; /* --reg NAME=VALUE, each name once; */
	uint32_t nregisters;                  /*   what stage needs (see agc-recompile(1)) */
	uint32_t push_offset;                 /* --push-offset: bytes, a multiple of 4 (0) */
	uint32_t descriptor_set;              /* --descriptor-set (0) */
};

/* What a recompile made, or why it made nothing.  One allocation: free it
 * with agc_output_free. */
struct agc_output {
	uint32_t struct_size;     /* sizeof the library's struct (see Growing) */
	enum agc_status status;
	enum agc_error error;
	uint64_t offset;          /* byte offset in the input, or AGC_NO_OFFSET */
	const char *message;      /* one line, no newline: "offset 0x10
				     'v_foo v0, v1' (0x...): why"; "" when ok */
	const uint32_t *spirv;    /* the module (NULL on failure) */
	size_t spirv_size;        /* in bytes */
	const char *reflection;   /* JSON text, NUL-terminated (NULL on failure) */
	size_t reflection_size;   /* strlen(reflection) */
};

/* Fill the size bytes at o with the defaults (as agc-recompile without
 * options, but validating) and o->struct_size with size.  Pass
 * sizeof(*o) of the header you compile with. */
AGC_API void agc_recompile_options_init(struct agc_recompile_options *o, size_t size);

/* Recompile the size bytes at code (raw code or an ELF code object; not
 * kept after the call).  Returns out's status, and *out the output, NULL
 * only when there is no memory for it (then AGC_STATUS_INPUT).  o NULL:
 * the defaults.  Options from a newer header than the library's (a larger
 * struct_size) are refused with AGC_STATUS_USAGE, not partly read. */
AGC_API enum agc_status agc_recompile_bytes(const void *code, size_t size,
					    const struct agc_recompile_options *o,
					    struct agc_output **out);

/* Free what agc_recompile_bytes made (NULL: nothing). */
AGC_API void agc_output_free(struct agc_output *out);

/* The library's version, "MAJOR.MINOR.PATCH". */
AGC_API const char *agc_library_version(void);

#ifdef __cplusplus
}
#endif

#endif
