/*
 * aco_gfx.h -- agc-aco-capture --scene: a graphics pipeline's scene and its
 * per-stage captures, shared by aco_gfx.c (the pipeline, the files
 * written) and aco_gfx_regs.c (the registers RADV programs for each stage).
 */
#ifndef ACO_GFX_H
#define ACO_GFX_H

#include <stdbool.h>
#include <stdint.h>

#include <json-c/json.h>
#include <vulkan/vulkan.h>

#include "aco_capture.h"

#define MAX_BINDINGS 8
#define MAX_ATTRS 16
#define MAX_RTS 8
#define MAX_REGS 48

struct scene {
   VkVertexInputBindingDescription bind[MAX_BINDINGS];
   uint32_t nbind;
   VkVertexInputAttributeDescription attr[MAX_ATTRS];
   uint32_t nattr;
   VkFormat color[MAX_RTS];
   uint32_t ncolor;
   VkFormat depth;
   uint32_t samples;
   VkPrimitiveTopology topology;
   uint32_t push_constant_bytes;
};

struct reg {
   char name[40];
   uint32_t value;
};

/* One hardware stage's capture. */
struct stage {
   struct aco_capture cap;
   const char *word;          /* "vs", "ngg", "ps" */
   struct reg regs[MAX_REGS];
   uint32_t nregs;
   json_object *sgprs;        /* array: what each user/system SGPR holds */
   json_object *vgprs;        /* array: the input VGPRs */
   uint32_t user_sgprs;
};

/* A format of the scenes (aco_gfx.c's table): its Vulkan enum and the
 * register fields RADV derives from it. */
struct aco_gfx_format {
   const char *name;
   VkFormat vk;
   /* SPI_SHADER_COL_FORMAT "normal" choice (ac_choose_spi_color_formats, no
    * blending, no alpha-to-coverage); 0: not a colour format. */
   uint32_t spi;
   /* CB_COLORn_INFO.FORMAT (radv_translate_colorformat: 4 COLOR_32,
    * 5 COLOR_16_16, 9 COLOR_2_10_10_10, 10 COLOR_8_8_8_8, 11 COLOR_32_32,
    * 12 COLOR_16_16_16_16, 14 COLOR_32_32_32_32) and NUMBER_TYPE
    * (radv_translate_color_numformat: 0 UNORM, 4 UINT, 7 FLOAT). */
   uint32_t cb_format, cb_number;
};

/* The table's row of vk, or NULL. */
const struct aco_gfx_format *aco_gfx_format_vk(VkFormat vk);

/* The export targets of the listing: bit n of *param for "exp paramN",
 * of *pos for "exp posN", of *mrt for "exp mrtN"; *mrtz for "exp mrtz". */
void aco_gfx_exports(const struct aco_capture *cap, uint32_t *param, uint32_t *pos, uint32_t *mrt,
                     bool *mrtz, bool *prim);
/* The vertex stage's registers, SGPRs and VGPRs (legacy VS, or NGG when
 * ngg); param_of_var maps the NIR's output slots to params. */
void aco_gfx_vertex_stage(struct stage *st, const struct scene *s, const struct aco_capture *desc,
                          bool ngg, uint32_t *param_of_var, uint32_t *nparam_vars);
/* aco_gfx.c's pieces the statistics mode (aco_gfx_stats.c) shares: the
 * scene's pipeline state; a shader module; both modules' descriptor
 * bindings in one table (aco_descriptors_read sorts); and the graphics
 * pipeline of a vertex + fragment pair with the scene's state (no vertex
 * input when s->nbind and s->nattr are 0), its layout the bindings of desc
 * and one push-constant range of s->push_constant_bytes for both stages. */
void aco_gfx_read_scene(const char *path, struct scene *s);
VkShaderModule aco_gfx_module(struct aco_vk *vk, const uint8_t *spv, size_t len,
                              const char *path);
void aco_gfx_read_descriptors(struct aco_capture *desc, const uint8_t *spv, size_t len);
VkPipeline aco_gfx_create_pipeline(struct aco_vk *vk, const struct scene *s, VkShaderModule vs,
                                   VkShaderModule fs, struct aco_capture *desc,
                                   VkPipelineLayout *layout);

/* The pixel stage's registers, SGPRs and VGPRs. */
void aco_gfx_pixel_stage(struct stage *st, const struct scene *s, const struct aco_capture *desc,
                         const uint32_t *param_of_var);

#endif
