/*
 * agc-aco-capture: what RADV/ACO gives back for one compute pipeline, and
 * what is read out of it. Test tool, not part of libagc.
 */
#ifndef AGC_ACO_CAPTURE_H
#define AGC_ACO_CAPTURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <vulkan/vulkan.h>

#define ACO_MAX_STATS 64
#define ACO_MAX_REPS 16
#define ACO_MAX_ARGS 64
#define ACO_MAX_DESCRIPTORS 32
#define ACO_MAX_SETS 8

struct aco_stat {
   char name[128];
   int64_t value;
};

struct aco_rep {
   char name[128];
   char *text; /* NUL-terminated, owned */
};

/* One line of ACO's final disassembly. */
struct aco_inst {
   uint32_t pc;        /* byte offset of the first word */
   uint32_t nwords;
   char text[160];     /* the instruction as ACO printed it */
};

/* What one SGPR argument of the shader holds, as RADV declares it. */
enum aco_arg_kind {
   ACO_ARG_RING_OFFSETS,        /* 64-bit pointer to RADV's ring descriptors */
   ACO_ARG_DESCRIPTOR_SET,      /* 32-bit pointer to descriptor set `index` */
   ACO_ARG_PUSH_CONSTANT_PTR,   /* 32-bit pointer to the push constants */
   ACO_ARG_PUSH_CONSTANT,       /* push-constant dword `index`, inlined */
   ACO_ARG_NUM_WORKGROUPS,      /* gl_NumWorkGroups component `index` */
   ACO_ARG_WORKGROUP_ID,        /* gl_WorkGroupID component `index` */
   ACO_ARG_TG_SIZE,             /* wave id in group (bits 6..11) and more */
   ACO_ARG_SCRATCH_OFFSET,      /* scratch wave offset */
};

struct aco_arg {
   uint32_t sgpr;
   enum aco_arg_kind kind;
   uint32_t index;
   bool user; /* user SGPR (set by the driver) or system SGPR (set by the SPI) */
};

/* One descriptor binding of the module and where RADV puts it. */
struct aco_descriptor {
   uint32_t set, binding, count;
   VkDescriptorType type;
   uint32_t offset;         /* bytes into the set's memory */
   uint32_t stride;         /* bytes per array element */
   uint32_t sampler_offset; /* of the S# (samplers, combined), or UINT32_MAX */
};

struct aco_capture {
   /* From the driver. */
   char device_name[256];
   char exec_name[256];      /* the executable's name ("Vertex Shader", ...) */
   VkShaderStageFlags stages; /* the API stages it runs */
   char driver_info[256]; /* "Mesa 22.3.6" */
   uint32_t push_constant_bytes;
   uint32_t wave_size;
   uint32_t nstats;
   struct aco_stat stats[ACO_MAX_STATS];
   uint32_t nreps;
   struct aco_rep reps[ACO_MAX_REPS];

   /* Read from the "Assembly" representation. */
   uint32_t *words;
   uint32_t nwords;
   struct aco_inst *insts;
   uint32_t ninsts;
   uint32_t vgprs_named;         /* highest VGPR an instruction names, + 1 */
   /* The constant data ACO puts after the code (the listing's "constant
    * data" section), which the code reads pc-relative, and the image as
    * uploaded: the code, s_code_end up to image_data_offset, the data. */
   uint32_t *data;
   uint32_t ndata;
   uint32_t *image;
   uint32_t nimage;
   uint32_t image_data_offset;   /* bytes */

   /* Read from the NIR and ACO IR representations. */
   uint32_t workgroup_size[3];
   uint32_t shared_bytes;
   uint32_t nargs;
   struct aco_arg args[ACO_MAX_ARGS];
   uint32_t user_sgpr_count;
   uint32_t sgpr_arg_count;      /* user + system SGPRs */
   uint32_t vgpr_arg_count;      /* v0.. local invocation ids */
   bool push_constants_inlined;  /* every push-constant dword the shader reads */

   /* From the SPIR-V module (aco_descriptors.c). */
   uint32_t ndescriptors;
   struct aco_descriptor descriptors[ACO_MAX_DESCRIPTORS];
   VkShaderStageFlags layout_stages; /* the set layouts' stages; 0: compute */
};

/* Fills words/insts from the "Assembly" representation and the ABI fields
 * from the NIR and ACO IR ones. On failure returns false with a message. */
bool aco_capture_parse(struct aco_capture *cap, char *err, size_t err_size);

/* Writes the ABI facts and statistics as JSON. */
void aco_capture_write_json(const struct aco_capture *cap, const char *source, FILE *f);

/* Value of the statistic named `name`, or -1. */
int64_t aco_capture_stat(const struct aco_capture *cap, const char *name);

void aco_capture_free(struct aco_capture *cap);

/* aco_descriptors.c: the module's descriptor bindings, sorted by set and
 * binding, with RADV's offsets; false with a message on a module it cannot
 * read. */
bool aco_descriptors_read(struct aco_capture *cap, const uint32_t *spv, size_t nwords,
                          char *err, size_t err_size);
/* One set layout per set 0 .. *nsets - 1 (sets without bindings empty). */
bool aco_descriptors_layouts(const struct aco_capture *cap, VkDevice dev,
                             VkDescriptorSetLayout *layouts, uint32_t *nsets);
const char *aco_descriptor_type_name(VkDescriptorType type);

/* aco_capture.c: the Vulkan device and the functions both modes use. */
struct aco_vk {
   VkInstance instance;
   VkPhysicalDevice phys;
   VkDevice device;
   PFN_vkGetPipelineExecutablePropertiesKHR get_properties;
   PFN_vkGetPipelineExecutableStatisticsKHR get_statistics;
   PFN_vkGetPipelineExecutableInternalRepresentationsKHR get_representations;
   char device_name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
   char driver_info[VK_MAX_DRIVER_INFO_SIZE];
};
void aco_vk_open(struct aco_vk *vk);
/* Statistics and representations of executable `index` of the pipeline. */
void aco_read_executable(struct aco_vk *vk, VkPipeline pipeline, uint32_t index,
                         struct aco_capture *cap);
void aco_die(const char *fmt, const char *arg);
void aco_check(VkResult r, const char *what);
void *aco_xcalloc(size_t n, size_t size);
uint8_t *aco_read_file(const char *path, size_t *len);
void aco_write_file(const char *path, const void *data, size_t len);
void aco_dump_reps(const struct aco_capture *cap, const char *dir);

/* aco_parse.c pieces the graphics capture uses. */
struct aco_startpgm_arg {
   char file; /* 's' or 'v' */
   uint32_t first, count;
};
const char *aco_find_rep(const struct aco_capture *cap, const char *name);
bool aco_parse_listing(struct aco_capture *cap, const char *text, char *err, size_t err_size);
bool aco_parse_startpgm(const char *ir, struct aco_startpgm_arg *args, uint32_t *nargs,
                        char *err, size_t err_size);
/* Push-constant dwords the NIR reads at constant offsets (bit d: dword d),
 * and whether some read is at a dynamic offset. */
bool aco_parse_push_constants(const struct aco_capture *cap, const char *nir, uint64_t *mask,
                              bool *indirect, char *err, size_t err_size);

/* aco_gfx.c: the graphics capture (agc-aco-capture --scene). */
int aco_gfx_main(int argc, char **argv);
/* aco_gfx_stats.c: agc-aco-capture --gfx-stats, ACO's statistics of each
 * executable of one graphics pipeline. */
int aco_gfx_stats_main(int argc, char **argv);

#endif
