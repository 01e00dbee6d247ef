/*
 * agc-aco-capture --scene: compile a GLSL vertex + fragment pair (as SPIR-V)
 * into one RADV graphics pipeline with real vertex input state and colour /
 * depth attachments (dynamic rendering), and write, per hardware stage, the
 * code, ACO's listing, a capture manifest with the registers RADV programs
 * for that stage, and what RADV put in each user SGPR.
 *
 *   agc-aco-capture --scene tri.json --vert tri.vert.spv --frag tri.frag.spv \
 *                   --out captured/gfx/tri.legacy
 *   -> tri.legacy.vs.{bin,s,json,sgprs.json}, tri.legacy.ps.{...}
 *
 * The stage word is "vs" (RADV_DEBUG=nongg), "ngg" (the listing exports a
 * primitive) or "ps".
 *
 * No API returns the registers. Each is computed here by the rule of the
 * RADV 22.3 function named next to it, from facts that can be observed: the
 * scene (formats, rates), the final NIR RADV returns (inputs, outputs,
 * barycentric kinds), ACO's listing (exports) and statistics. Where RADV's
 * value would rest on something not observable the assumption is said.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

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

/* --- formats ------------------------------------------------------------- */

static const struct {
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
} formats[] = {
   {"R32G32B32A32_SFLOAT", VK_FORMAT_R32G32B32A32_SFLOAT, 9, 14, 7},
   {"R32G32_SFLOAT", VK_FORMAT_R32G32_SFLOAT, 2, 11, 7},
   {"R32_SFLOAT", VK_FORMAT_R32_SFLOAT, 1, 4, 7},
   {"R32_UINT", VK_FORMAT_R32_UINT, 1, 4, 4},
   {"R8G8B8A8_UNORM", VK_FORMAT_R8G8B8A8_UNORM, 4, 10, 0},
   {"R8G8B8A8_UINT", VK_FORMAT_R8G8B8A8_UINT, 7, 10, 4},
   {"A2B10G10R10_UNORM_PACK32", VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4, 9, 0},
   {"R16G16_SFLOAT", VK_FORMAT_R16G16_SFLOAT, 4, 5, 7},
   {"R16G16B16A16_SFLOAT", VK_FORMAT_R16G16B16A16_SFLOAT, 4, 12, 7},
   {"R16G16B16A16_UNORM", VK_FORMAT_R16G16B16A16_UNORM, 5, 12, 0},
   {"R32G32B32_SFLOAT", VK_FORMAT_R32G32B32_SFLOAT, 0, 0, 0},
   {"R32G32_UINT", VK_FORMAT_R32G32_UINT, 2, 11, 4},
   {"D32_SFLOAT", VK_FORMAT_D32_SFLOAT, 0, 0, 0},
   {"D16_UNORM", VK_FORMAT_D16_UNORM, 0, 0, 0},
};

static VkFormat
format_of(const char *name, uint32_t *spi)
{
   for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
      if (!strcmp(formats[i].name, name)) {
         if (spi)
            *spi = formats[i].spi;
         return formats[i].vk;
      }
   aco_die("unknown format %s", name);
   return VK_FORMAT_UNDEFINED;
}

/* --- the scene ----------------------------------------------------------- */

static json_object *
member(json_object *o, const char *key)
{
   json_object *v = NULL;
   json_object_object_get_ex(o, key, &v);
   return v;
}

static uint32_t
member_u32(json_object *o, const char *key, uint32_t dflt)
{
   json_object *v = member(o, key);
   return v ? (uint32_t)json_object_get_int64(v) : dflt;
}

static void
read_scene(const char *path, struct scene *s)
{
   json_object *j = json_object_from_file(path);
   if (!j)
      aco_die("cannot read the scene %s", path);
   memset(s, 0, sizeof(*s));
   s->samples = member_u32(j, "samples", 1);
   s->push_constant_bytes = member_u32(j, "push_constant_bytes", 0);
   json_object *t = member(j, "topology");
   s->topology = t && !strcmp(json_object_get_string(t), "point_list")
                    ? VK_PRIMITIVE_TOPOLOGY_POINT_LIST
                    : VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
   json_object *b = member(j, "bindings");
   for (size_t i = 0; b && i < json_object_array_length(b) && i < MAX_BINDINGS; i++) {
      json_object *e = json_object_array_get_idx(b, i);
      json_object *rate = member(e, "rate");
      s->bind[s->nbind++] = (VkVertexInputBindingDescription){
         .binding = member_u32(e, "binding", 0),
         .stride = member_u32(e, "stride", 0),
         .inputRate = rate && !strcmp(json_object_get_string(rate), "instance")
                         ? VK_VERTEX_INPUT_RATE_INSTANCE
                         : VK_VERTEX_INPUT_RATE_VERTEX,
      };
   }
   json_object *a = member(j, "attributes");
   for (size_t i = 0; a && i < json_object_array_length(a) && i < MAX_ATTRS; i++) {
      json_object *e = json_object_array_get_idx(a, i);
      s->attr[s->nattr++] = (VkVertexInputAttributeDescription){
         .location = member_u32(e, "location", 0),
         .binding = member_u32(e, "binding", 0),
         .format = format_of(json_object_get_string(member(e, "format")), NULL),
         .offset = member_u32(e, "offset", 0),
      };
   }
   json_object *c = member(j, "color");
   for (size_t i = 0; c && i < json_object_array_length(c) && i < MAX_RTS; i++)
      s->color[s->ncolor++] = format_of(json_object_get_string(json_object_array_get_idx(c, i)),
                                        NULL);
   json_object *d = member(j, "depth");
   if (d)
      s->depth = format_of(json_object_get_string(d), NULL);
   json_object_put(j);
}

/* --- the pipeline -------------------------------------------------------- */

static VkShaderModule
module(struct aco_vk *vk, const uint8_t *spv, size_t len, const char *path)
{
   if (len % 4 || len < 20)
      aco_die("%s is not a SPIR-V module", path);
   VkShaderModuleCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
      .codeSize = len,
      .pCode = (const uint32_t *)spv,
   };
   VkShaderModule m;
   aco_check(vkCreateShaderModule(vk->device, &ci, NULL, &m), "vkCreateShaderModule");
   return m;
}

static VkPipeline
create_pipeline(struct aco_vk *vk, const struct scene *s, VkShaderModule vs, VkShaderModule fs,
                struct aco_capture *desc, VkPipelineLayout *layout)
{
   VkPushConstantRange range = {
      .stageFlags = VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT,
      .size = s->push_constant_bytes,
   };
   VkDescriptorSetLayout sets[ACO_MAX_SETS];
   uint32_t nsets = 0;
   desc->layout_stages = VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT;
   if (!aco_descriptors_layouts(desc, vk->device, sets, &nsets))
      aco_die("%s", "vkCreateDescriptorSetLayout failed");
   VkPipelineLayoutCreateInfo plci = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
      .setLayoutCount = nsets,
      .pSetLayouts = sets,
      .pushConstantRangeCount = s->push_constant_bytes ? 1 : 0,
      .pPushConstantRanges = &range,
   };
   aco_check(vkCreatePipelineLayout(vk->device, &plci, NULL, layout), "vkCreatePipelineLayout");
   for (uint32_t i = 0; i < nsets; i++)
      vkDestroyDescriptorSetLayout(vk->device, sets[i], NULL);

   VkPipelineShaderStageCreateInfo stages[2] = {
      {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
       .stage = VK_SHADER_STAGE_VERTEX_BIT, .module = vs, .pName = "main"},
      {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
       .stage = VK_SHADER_STAGE_FRAGMENT_BIT, .module = fs, .pName = "main"},
   };
   VkPipelineVertexInputStateCreateInfo vi = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO,
      .vertexBindingDescriptionCount = s->nbind,
      .pVertexBindingDescriptions = s->bind,
      .vertexAttributeDescriptionCount = s->nattr,
      .pVertexAttributeDescriptions = s->attr,
   };
   VkPipelineInputAssemblyStateCreateInfo ia = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
      .topology = s->topology,
   };
   VkViewport vp = {0, 0, 64, 64, 0, 1};
   VkRect2D sc = {{0, 0}, {64, 64}};
   VkPipelineViewportStateCreateInfo vps = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
      .viewportCount = 1, .pViewports = &vp, .scissorCount = 1, .pScissors = &sc,
   };
   VkPipelineRasterizationStateCreateInfo rs = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
      .polygonMode = VK_POLYGON_MODE_FILL,
      .cullMode = VK_CULL_MODE_NONE,
      .frontFace = VK_FRONT_FACE_COUNTER_CLOCKWISE,
      .lineWidth = 1.0f,
   };
   VkPipelineMultisampleStateCreateInfo ms = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
      .rasterizationSamples = (VkSampleCountFlagBits)s->samples,
   };
   VkPipelineDepthStencilStateCreateInfo ds = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO,
      .depthTestEnable = s->depth != VK_FORMAT_UNDEFINED,
      .depthWriteEnable = s->depth != VK_FORMAT_UNDEFINED,
      .depthCompareOp = VK_COMPARE_OP_LESS_OR_EQUAL,
   };
   VkPipelineColorBlendAttachmentState att[MAX_RTS];
   for (uint32_t i = 0; i < s->ncolor; i++)
      att[i] = (VkPipelineColorBlendAttachmentState){.colorWriteMask = 0xf};
   VkPipelineColorBlendStateCreateInfo cb = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
      .attachmentCount = s->ncolor,
      .pAttachments = att,
   };
   VkPipelineRenderingCreateInfo ri = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO,
      .colorAttachmentCount = s->ncolor,
      .pColorAttachmentFormats = s->color,
      .depthAttachmentFormat = s->depth,
   };
   VkGraphicsPipelineCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO,
      .pNext = &ri,
      .flags = VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR |
               VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR,
      .stageCount = 2,
      .pStages = stages,
      .pVertexInputState = &vi,
      .pInputAssemblyState = &ia,
      .pViewportState = &vps,
      .pRasterizationState = &rs,
      .pMultisampleState = &ms,
      .pDepthStencilState = &ds,
      .pColorBlendState = &cb,
      .layout = *layout,
   };
   VkPipeline p;
   aco_check(vkCreateGraphicsPipelines(vk->device, VK_NULL_HANDLE, 1, &ci, NULL, &p),
             "vkCreateGraphicsPipelines");
   return p;
}

/* --- what the NIR and the listing say ------------------------------------ */

/* Each "decl_var shader_in|shader_out" line: its interpolation, its slot
 * ("VARYING_SLOT_VAR3", "FRAG_RESULT_DATA1", ...), its driver location and
 * its array length (1 when not an array).
 *
 *   decl_var shader_in INTERP_MODE_FLAT vec4 v_col (VARYING_SLOT_VAR1.xyzw, 1, 0)
 */
struct io_var {
   char interp[32];
   char slot[48];
   int driver_location;
   int array_len;
};

static uint32_t
io_vars(const char *nir, const char *mode, struct io_var *out, uint32_t max)
{
   uint32_t n = 0;
   char key[64];
   snprintf(key, sizeof(key), " %s ", mode);
   for (const char *p = strstr(nir, "decl_var "); p && n < max; p = strstr(p + 1, "decl_var ")) {
      const char *eol = strchr(p, '\n');
      char line[512];
      size_t len = eol ? (size_t)(eol - p) : strlen(p);
      snprintf(line, sizeof(line), "%.*s", (int)(len < 511 ? len : 511), p);
      const char *im = strstr(line, "INTERP_MODE_");
      const char *mk = strstr(line, key);
      const char *par = strrchr(line, '(');
      if (!im || !mk || mk > im || !par)
         continue; /* another mode, or "centroid"/"sample" before it */
      struct io_var *v = &out[n];
      memset(v, 0, sizeof(*v));
      v->array_len = 1;
      sscanf(im, "%31s", v->interp);
      const char *br = strchr(line, '[');
      if (br && br < par)
         v->array_len = atoi(br + 1);
      /* "(VARYING_SLOT_VAR0.x, 0, 0)": slot up to the '.', then the
       * driver location */
      if (sscanf(par + 1, "%47[^.,]%*[^,], %d", v->slot, &v->driver_location) < 1)
         continue;
      n++;
   }
   return n;
}

static bool
has(const char *text, const char *what)
{
   return text && strstr(text, what) != NULL;
}

/* The export targets of the listing: bit n of *param for "exp paramN",
 * of *pos for "exp posN", of *mrt for "exp mrtN"; *mrtz for "exp mrtz". */
static void
exports(const struct aco_capture *cap, uint32_t *param, uint32_t *pos, uint32_t *mrt,
        bool *mrtz, bool *prim)
{
   *param = *pos = *mrt = 0;
   *mrtz = *prim = false;
   for (uint32_t i = 0; i < cap->ninsts; i++) {
      const char *t = cap->insts[i].text;
      while (*t == ' ' || *t == '\t')
         t++;
      if (strncmp(t, "exp ", 4))
         continue;
      t += 4;
      if (!strncmp(t, "param", 5))
         *param |= 1u << atoi(t + 5);
      else if (!strncmp(t, "pos", 3))
         *pos |= 1u << atoi(t + 3);
      else if (!strncmp(t, "mrtz", 4))
         *mrtz = true;
      else if (!strncmp(t, "mrt", 3))
         *mrt |= 1u << atoi(t + 3);
      else if (!strncmp(t, "prim", 4))
         *prim = true;
   }
}

static void
set_reg(struct stage *st, const char *name, uint32_t value)
{
   if (st->nregs == MAX_REGS)
      aco_die("%s", "too many registers");
   snprintf(st->regs[st->nregs].name, sizeof(st->regs[0].name), "%s", name);
   st->regs[st->nregs++].value = value;
}

/* RSRC1/RSRC2 as radv_postprocess_config sets them on gfx10.3:
 * VGPRS = (VGPRs - 1) / (wave32 ? 8 : 4), DX10_CLAMP, FLOAT_MODE (ACO's
 * block-0 float mode: 0xc0 = fp16/fp64 denormals kept, fp32 flushed, round
 * to nearest; assumed from ACO 22.3's default, the modules ask for no float
 * controls), MEM_ORDERED at mem_ordered_bit (27 for VS, 25 for GS and PS);
 * USER_SGPR[1:5] and USER_SGPR_MSB[27], SCRATCH_EN when there is scratch.
 * WGP_MODE stays 0 (radv_should_use_wgp_mode: off for gfx10.3 graphics). */
static void
rsrc(struct stage *st, const char *r1, const char *r2, uint32_t mem_ordered_bit,
     uint32_t extra1, uint32_t extra2)
{
   int64_t vgprs = aco_capture_stat(&st->cap, "VGPRs");
   int64_t scratch = aco_capture_stat(&st->cap, "Scratch size");
   uint32_t gran = st->cap.wave_size == 32 ? 8 : 4;
   uint32_t v1 = (uint32_t)((vgprs - 1) / gran) | 0xc0u << 12 | 1u << 21 |
                 1u << mem_ordered_bit | extra1;
   uint32_t v2 = (uint32_t)(scratch > 0) | (st->user_sgprs & 0x1f) << 1 |
                 (st->user_sgprs >> 5) << 27 | extra2;
   set_reg(st, r1, v1);
   set_reg(st, r2, v2);
}

static void
add_sgpr(json_object *a, uint32_t sgpr, uint32_t size, const char *kind, int index, bool user)
{
   json_object *o = json_object_new_object();
   json_object_object_add(o, "sgpr", json_object_new_int(sgpr));
   json_object_object_add(o, "size", json_object_new_int(size));
   json_object_object_add(o, "kind", json_object_new_string(kind));
   if (index >= 0)
      json_object_object_add(o, "index", json_object_new_int(index));
   json_object_object_add(o, "user", json_object_new_boolean(user));
   json_object_array_add(a, o);
}

static void
add_vgpr(json_object *a, uint32_t vgpr, uint32_t size, const char *kind)
{
   json_object *o = json_object_new_object();
   json_object_object_add(o, "vgpr", json_object_new_int(vgpr));
   json_object_object_add(o, "size", json_object_new_int(size));
   json_object_object_add(o, "kind", json_object_new_string(kind));
   json_object_array_add(a, o);
}

/* Push constants and descriptor sets, in radv_shader_args.c's
 * declare_global_input_sgprs order: one 32-bit pointer per set the stage
 * uses, the push-constant pointer unless every read dword is inlined, the
 * inlined dwords lowest first. allocate_inline_push_consts: all dwords read
 * at constant offsets are inlined when there are no dynamic-offset reads
 * and they fit in the user SGPRs left (32 minus those already counted,
 * `before`, minus one per set, plus the pointer's); otherwise a pointer
 * and at most 8 inlined, the highest dropped first. */
static uint32_t
global_sgprs(struct stage *st, const struct aco_capture *desc, const char *nir, uint32_t sgpr,
             uint32_t before)
{
   uint32_t sets = 0;
   for (uint32_t i = 0; i < desc->ndescriptors; i++)
      sets |= 1u << desc->descriptors[i].set;
   for (uint32_t s = 0; s < 32; s++)
      if (sets & (1u << s))
         add_sgpr(st->sgprs, sgpr++, 1, "descriptor_set", (int)s, true);
   uint64_t mask = 0;
   bool indirect = false;
   char err[256];
   if (!aco_parse_push_constants(&st->cap, nir, &mask, &indirect, err, sizeof(err)))
      aco_die("%s", err);
   bool loads = mask || indirect;
   uint32_t remaining = 32 - before - (loads ? 1u : 0u) - (uint32_t)__builtin_popcount(sets);
   uint32_t n = (uint32_t)__builtin_popcountll(mask);
   bool all = loads && !indirect && n <= remaining + 1 && n <= 32;
   if (loads && !all) {
      add_sgpr(st->sgprs, sgpr++, 1, "push_constant_pointer", -1, true);
      uint32_t limit = remaining < 8 ? remaining : 8;
      while ((uint32_t)__builtin_popcountll(mask) > limit)
         mask &= ~(1ull << (63 - __builtin_clzll(mask)));
   }
   for (uint32_t d = 0; d < 64; d++)
      if (mask & (1ull << d))
         add_sgpr(st->sgprs, sgpr++, 1, "push_constant", (int)d, true);
   return sgpr;
}

/* --- the vertex stage ---------------------------------------------------- */

static void
vertex_stage(struct stage *st, const struct scene *s, const struct aco_capture *desc,
             bool ngg, uint32_t *param_of_var, uint32_t *nparam_vars)
{
   const char *nir = aco_find_rep(&st->cap, "NIR");
   st->word = ngg ? "ngg" : "vs";
   st->sgprs = json_object_new_array();
   st->vgprs = json_object_new_array();

   bool instance_rate = false;
   uint32_t used_bindings = 0;
   for (uint32_t i = 0; i < s->nattr; i++) {
      used_bindings |= 1u << s->attr[i].binding;
      for (uint32_t b = 0; b < s->nbind; b++)
         if (s->bind[b].binding == s->attr[i].binding &&
             s->bind[b].inputRate == VK_VERTEX_INPUT_RATE_INSTANCE)
            instance_rate = true;
   }
   bool draw_id = has(nir, "load_draw_id");
   bool base_instance = instance_rate || has(nir, "load_base_instance");
   bool instance_id = instance_rate || has(nir, "load_instance_id");

   /* radv_declare_shader_args: NGG runs as a merged GS. s[0:1] hold the
    * ring offsets (SPI_SHADER_USER_DATA_ADDR_LO/HI_GS), s2..s7 the merged
    * stage's system SGPRs (gs_tg_info, merged_wave_info, tess offchip,
    * scratch offset, two unused), and user SGPR 0 is s8 (RADV restarts its
    * user SGPR count there). A legacy VS has the ring offsets in user
    * SGPRs 0-1. */
   uint32_t sgpr = 0;
   add_sgpr(st->sgprs, 0, 2, "ring_offsets", -1, true);
   sgpr = 2;
   if (ngg) {
      static const char *const sys[] = {"gs_tg_info", "merged_wave_info", "tess_offchip_offset",
                                        "scratch_offset", "unused", "unused"};
      for (uint32_t i = 0; i < 6; i++)
         add_sgpr(st->sgprs, sgpr++, 1, sys[i], -1, false);
   }
   /* declare_vs_specific_input_sgprs */
   if (used_bindings)
      add_sgpr(st->sgprs, sgpr++, 1, "vertex_buffers", -1, true);
   add_sgpr(st->sgprs, sgpr++, 1, "base_vertex", -1, true);
   if (draw_id)
      add_sgpr(st->sgprs, sgpr++, 1, "draw_id", -1, true);
   if (base_instance)
      add_sgpr(st->sgprs, sgpr++, 1, "start_instance", -1, true);
   sgpr = global_sgprs(st, desc, nir, sgpr, ngg ? sgpr - 6 : sgpr);
   /* USER_SGPR counts from the stage's first user SGPR (s8 for NGG). */
   st->user_sgprs = ngg ? sgpr - 8 : sgpr;
   if (!ngg)
      add_sgpr(st->sgprs, sgpr++, 1, "scratch_offset", -1, false);

   /* Input VGPRs: legacy VS (vertex id, unused, prim id, instance id);
    * NGG: 5 GS VGPRs then vertex id, two user VGPRs, instance id. */
   uint32_t v = 0;
   if (ngg) {
      static const char *const gsv[] = {"gs_vtx_offset01", "gs_vtx_offset23", "gs_prim_id",
                                        "gs_invocation_id", "gs_vtx_offset45"};
      for (uint32_t i = 0; i < 5; i++)
         add_vgpr(st->vgprs, v++, 1, gsv[i]);
      add_vgpr(st->vgprs, v++, 1, "vertex_id");
      add_vgpr(st->vgprs, v++, 1, "user_vgpr0");
      add_vgpr(st->vgprs, v++, 1, "user_vgpr1");
      add_vgpr(st->vgprs, v++, 1, "instance_id");
   } else {
      add_vgpr(st->vgprs, v++, 1, "vertex_id");
      add_vgpr(st->vgprs, v++, 1, "unused");
      add_vgpr(st->vgprs, v++, 1, "vs_prim_id");
      add_vgpr(st->vgprs, v++, 1, "instance_id");
   }

   /* Cross-check against ACO's p_startpgm: the SGPRs it defines. */
   struct aco_startpgm_arg args[ACO_MAX_ARGS];
   uint32_t nargs = 0;
   char err[256];
   if (!aco_parse_startpgm(aco_find_rep(&st->cap, "ACO IR"), args, &nargs, err, sizeof(err)))
      aco_die("%s", err);
   uint32_t defined = 0;
   for (uint32_t i = 0; i < nargs; i++)
      if (args[i].file == 's')
         defined = args[i].first + args[i].count > defined ? args[i].first + args[i].count
                                                           : defined;
   if (defined != sgpr) {
      fprintf(stderr, "agc-aco-capture: %s: p_startpgm defines %u SGPRs, the layout %u%s\n",
              st->word, defined, sgpr,
              ngg ? " (NGG culling adds SGPRs the tool does not lay out: run with "
                    "RADV_DEBUG=nonggc or nongg)" : "");
      exit(1);
   }

   /* Outputs: pos exports, params (radv_shader_info.c assign_outinfo_params:
    * VARYING_SLOT_VARn written, ascending, each one param). */
   uint32_t param, pos, mrt;
   bool mrtz, prim;
   exports(&st->cap, &param, &pos, &mrt, &mrtz, &prim);
   struct io_var out[64];
   uint32_t nout = io_vars(nir, "shader_out", out, 64);
   bool psize = false;
   uint32_t clip = 0, cull = 0;
   *nparam_vars = 0;
   for (uint32_t i = 0; i < 64; i++)
      param_of_var[i] = UINT32_MAX;
   uint64_t var_mask = 0;
   for (uint32_t i = 0; i < nout; i++) {
      if (!strncmp(out[i].slot, "VARYING_SLOT_VAR", 16))
         for (int k = 0; k < out[i].array_len; k++)
            var_mask |= 1ull << (atoi(out[i].slot + 16) + k);
      else if (!strcmp(out[i].slot, "VARYING_SLOT_PSIZ"))
         psize = true;
      else if (!strcmp(out[i].slot, "VARYING_SLOT_CLIP_DIST0"))
         clip = (1u << out[i].array_len) - 1;
      else if (!strcmp(out[i].slot, "VARYING_SLOT_CULL_DIST0"))
         cull = ((1u << out[i].array_len) - 1);
   }
   uint32_t nparams = 0;
   for (uint32_t k = 0; k < 64; k++)
      if (var_mask & (1ull << k))
         param_of_var[k] = nparams++;
   *nparam_vars = nparams;
   if (param != (nparams ? (1u << nparams) - 1 : 0)) {
      fprintf(stderr, "agc-aco-capture: exp param mask 0x%x, but the NIR writes %u vars\n",
              param, nparams);
      exit(1);
   }
   /* gl_CullDistance follows the clip distances in the same vectors. */
   uint32_t nclip = (uint32_t)__builtin_popcount(clip);
   cull <<= nclip;
   uint32_t total = clip | cull;
   uint32_t pos_exports = (uint32_t)__builtin_popcount(pos);

   /* radv_pipeline_emit_hw_vs / radv_pipeline_emit_hw_ngg */
   uint32_t vs_out = (nparams ? nparams - 1 : 0) | (nparams == 0) << 7 /* NO_PC_EXPORT */;
   set_reg(st, "SPI_VS_OUT_CONFIG", vs_out << 1);
   uint32_t posf = 4;
   for (uint32_t i = 1; i < 4; i++)
      posf |= (pos_exports > i ? 4u : 0u) << (4 * i);
   set_reg(st, "SPI_SHADER_POS_FORMAT", posf);
   bool misc = psize;
   set_reg(st, "PA_CL_VS_OUT_CNTL",
           clip | total << 8 | (uint32_t)psize << 16 | (uint32_t)misc << 21 |
              (uint32_t)((total & 0xf) != 0) << 22 | (uint32_t)((total & 0xf0) != 0) << 23 |
              (uint32_t)misc << 24);

   uint32_t wave32 = st->cap.wave_size == 32;
   if (ngg) {
      /* radv_postprocess_config: ES_VGPR_COMP_CNT 3 with instance id;
       * GS_VGPR_COMP_CNT 1 (passthrough with triangles needs offset 2 —
       * need_gs_vtx_offset2 holds for vertices_in >= 3), 0 for points. */
      uint32_t gs_cnt = s->topology == VK_PRIMITIVE_TOPOLOGY_POINT_LIST ? 0 : 1;
      int64_t lds = aco_capture_stat(&st->cap, "LDS size");
      uint32_t lds_gran = lds > 0 ? (uint32_t)((lds + 511) / 512) : 0;
      rsrc(st, "SPI_SHADER_PGM_RSRC1_GS", "SPI_SHADER_PGM_RSRC2_GS", 25, gs_cnt << 29,
           (instance_id ? 3u : 0u) << 16 | lds_gran << 19);
      /* GE_NGG_SUBGRP_CNTL: PRIM_AMP_FACTOR = 1 without a GS (one
       * primitive out per primitive in), THDS_PER_SUBGRP 0. */
      set_reg(st, "GE_NGG_SUBGRP_CNTL", 1);
      /* radv_pipeline_emit_vgt_shader_config: ES_EN real (2), PRIMGEN_EN,
       * PRIMGEN_PASSTHRU_EN (no culling: RADV_DEBUG=nonggc), no
       * PASSTHRU_NO_MSG (NAVI21 < NAVI23), MAX_PRIMGRP_IN_WAVE 2,
       * GS_W32_EN and VS_W32_EN both follow the NGG wave size. */
      set_reg(st, "VGT_SHADER_STAGES_EN", 2u << 3 | 1u << 13 | 2u << 15 | wave32 << 22 |
                                             wave32 << 23 | 1u << 25);
   } else {
      /* VGPR_COMP_CNT 3 when the instance id is needed (gfx10), else 0. */
      rsrc(st, "SPI_SHADER_PGM_RSRC1_VS", "SPI_SHADER_PGM_RSRC2_VS", 27,
           (instance_id ? 3u : 0u) << 24, 0);
      /* radv_pipeline_emit_vgt_shader_config: VS_EN real (0),
       * MAX_PRIMGRP_IN_WAVE 2, VS_W32_EN. */
      set_reg(st, "VGT_SHADER_STAGES_EN", 2u << 15 | wave32 << 23);
   }
}

/* --- the pixel stage ----------------------------------------------------- */

/* VGPRs of each SPI_PS_INPUT_ENA bit (RDNA ISA "Pixel Shader input"). */
static const uint8_t ps_input_size[16] = {2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static const char *const ps_input_name[16] = {
   "persp_sample", "persp_center", "persp_centroid", "persp_pull_model",
   "linear_sample", "linear_center", "linear_centroid", "line_stipple",
   "pos_x", "pos_y", "pos_z", "pos_w", "front_face", "ancillary", "sample_coverage",
   "pos_fixed_pt"};

/* interp_mode=N of a load_barycentric_KIND: N 0/1 smooth, 3 noperspective. */
static void
barycentrics(const char *nir, uint32_t *ena)
{
   static const struct {
      const char *intr;
      int slot; /* bit for perspective; linear is +3 */
   } k[] = {
      {"load_barycentric_pixel", 1}, {"load_barycentric_centroid", 2},
      {"load_barycentric_sample", 0}, {"load_barycentric_at_sample", 1},
      {"load_barycentric_at_offset", 1},
   };
   for (size_t i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
      char key[64];
      snprintf(key, sizeof(key), "%s (", k[i].intr);
      for (const char *p = strstr(nir, key); p; p = strstr(p + 1, key)) {
         const char *m = strstr(p, "interp_mode=");
         const char *eol = strchr(p, '\n');
         if (!m || (eol && m > eol))
            continue;
         int mode = atoi(m + 12);
         *ena |= 1u << (mode == 3 ? k[i].slot + 4 : k[i].slot);
      }
   }
}

/* The components of load_frag_coord the NIR reads: the ACO listing reads
 * the pos VGPRs directly, so any of .x .. .w appearing on a use of the
 * result marks it. Conservative: a use without swizzle counts as xyzw. */
static uint32_t
frag_coord_mask(const char *nir)
{
   const char *p = strstr(nir, "load_frag_coord (");
   if (!p)
      return 0;
   const char *eq = p;
   while (eq > nir && eq[-1] != '\n')
      eq--;
   char def[32] = "";
   const char *ssa = strstr(eq, "ssa_");
   if (!ssa || ssa > p)
      return 0xf;
   sscanf(ssa, "%31[a-z_0-9]", def);
   uint32_t mask = 0;
   size_t dl = strlen(def);
   for (const char *u = strstr(p, def); u; u = strstr(u + 1, def)) {
      if (u[dl] >= '0' && u[dl] <= '9')
         continue;
      if (u[dl] != '.')
         continue;
      for (const char *c = u + dl + 1; *c >= 'w' && *c <= 'z'; c++)
         mask |= 1u << (*c == 'w' ? 3 : *c - 'x');
   }
   return mask ? mask : 0xf;
}

static void
pixel_stage(struct stage *st, const struct scene *s, const struct aco_capture *desc,
            const uint32_t *param_of_var)
{
   const char *nir = aco_find_rep(&st->cap, "NIR");
   st->word = "ps";
   st->sgprs = json_object_new_array();
   st->vgprs = json_object_new_array();

   /* User SGPRs: ring offsets, then declare_global_input_sgprs. */
   uint32_t sgpr = 2;
   add_sgpr(st->sgprs, 0, 2, "ring_offsets", -1, true);
   sgpr = global_sgprs(st, desc, nir, sgpr, sgpr);
   st->user_sgprs = sgpr;
   add_sgpr(st->sgprs, sgpr++, 1, "prim_mask", -1, false);
   add_sgpr(st->sgprs, sgpr++, 1, "scratch_offset", -1, false);

   /* radv_compute_spi_ps_input (radv_shader.c), from the NIR's intrinsics
    * as gather_intrinsic_info reads them. ACO: ENA = ADDR, and only the
    * enabled inputs get VGPRs (remap_spi_ps_input). */
   uint32_t ena = 0;
   barycentrics(nir, &ena);
   ena |= frag_coord_mask(nir) << 8;
   if (has(nir, "load_front_face"))
      ena |= 1u << 12;
   if (has(nir, "load_sample_id") || has(nir, "load_sample_mask_in"))
      ena |= 1u << 13;
   if (has(nir, "load_sample_mask_in"))
      ena |= 1u << 14;
   if (ena & (1u << 11))
      ena |= 1u << 1;
   if (!(ena & 0x7f))
      ena |= 1u << 1;
   set_reg(st, "SPI_PS_INPUT_ENA", ena);
   set_reg(st, "SPI_PS_INPUT_ADDR", ena);
   uint32_t v = 0;
   for (uint32_t b = 0; b < 16; b++)
      if (ena & (1u << b)) {
         add_vgpr(st->vgprs, v, ps_input_size[b], ps_input_name[b]);
         v += ps_input_size[b];
      }

   /* Cross-check: ACO's p_startpgm defines exactly those VGPRs. */
   struct aco_startpgm_arg args[ACO_MAX_ARGS];
   uint32_t nargs = 0;
   char err[256];
   if (!aco_parse_startpgm(aco_find_rep(&st->cap, "ACO IR"), args, &nargs, err, sizeof(err)))
      aco_die("%s", err);
   uint32_t vdef = 0, sdef = 0;
   for (uint32_t i = 0; i < nargs; i++) {
      uint32_t end = args[i].first + args[i].count;
      if (args[i].file == 'v' && end > vdef)
         vdef = end;
      if (args[i].file == 's' && end > sdef)
         sdef = end;
   }
   if (vdef != v || sdef != sgpr) {
      fprintf(stderr, "agc-aco-capture: ps: p_startpgm defines %u VGPRs and %u SGPRs, "
                      "SPI_PS_INPUT_ENA 0x%x gives %u and %u\n", vdef, sdef, ena, v, sgpr);
      exit(1);
   }

   /* radv_pipeline_emit_ps_inputs: one SPI_PS_INPUT_CNTL per input in
    * driver-location order (gather_shader_info_fs: num_interp = the NIR's
    * inputs; VARn inputs by location), OFFSET = the VS param of that
    * location, FLAT_SHADE for flat inputs; DEFAULT_VAL (OFFSET 0x20) when
    * the VS does not write it. */
   struct io_var in[64];
   uint32_t nin = io_vars(nir, "shader_in", in, 64);
   uint32_t cntl[32], ninterp = 0;
   for (uint32_t i = 0; i < nin; i++) {
      if (strncmp(in[i].slot, "VARYING_SLOT_VAR", 16))
         continue;
      for (int k = 0; k < in[i].array_len && in[i].driver_location + k < 32; k++) {
         uint32_t loc = (uint32_t)atoi(in[i].slot + 16) + (uint32_t)k;
         uint32_t dl = (uint32_t)in[i].driver_location + (uint32_t)k;
         uint32_t off = param_of_var[loc];
         uint32_t c = off == UINT32_MAX ? 0x20 : off;
         if (!strcmp(in[i].interp, "INTERP_MODE_FLAT"))
            c |= 1u << 10;
         cntl[dl] = c;
         if (dl + 1 > ninterp)
            ninterp = dl + 1;
      }
   }
   for (uint32_t i = 0; i < ninterp; i++) {
      char name[40];
      snprintf(name, sizeof(name), "SPI_PS_INPUT_CNTL_%u", i);
      set_reg(st, name, cntl[i]);
   }
   set_reg(st, "SPI_PS_IN_CONTROL", ninterp | (st->cap.wave_size == 32) << 15);
   /* radv_graphics_pipeline_init: FRONT_FACE_ALL_BITS; POS_FLOAT_LOCATION
    * 0 (centre) — 2 (sample) only with sample shading, which no scene
    * asks for through the API (per-sample inputs enable it in NIR: the
    * "sample" scene; assumed centre, see README). */
   set_reg(st, "SPI_BARYC_CNTL", 1u << 24);

   /* Colour: radv_choose_spi_color_format per attachment (normal choice),
    * radv_compact_spi_shader_col_format: masked by the colours the PS
    * writes, holes removed. CB_SHADER_MASK from the uncompacted value
    * (ac_get_cb_shader_mask) & colours written. */
   uint32_t param, pos, mrt;
   bool mrtz, prim;
   exports(&st->cap, &param, &pos, &mrt, &mrtz, &prim);
   struct io_var out[16];
   uint32_t nout = io_vars(nir, "shader_out", out, 16);
   uint32_t written = 0;
   bool writes_z = false, writes_stencil = false, writes_mask = false;
   for (uint32_t i = 0; i < nout; i++) {
      if (!strncmp(out[i].slot, "FRAG_RESULT_DATA", 16))
         for (int k = 0; k < out[i].array_len; k++)
            written |= 0xfu << (4 * (atoi(out[i].slot + 16) + k));
      writes_z |= !strcmp(out[i].slot, "FRAG_RESULT_DEPTH");
      writes_stencil |= !strcmp(out[i].slot, "FRAG_RESULT_STENCIL");
      writes_mask |= !strcmp(out[i].slot, "FRAG_RESULT_SAMPLE_MASK");
   }
   uint32_t col = 0;
   for (uint32_t i = 0; i < s->ncolor; i++) {
      uint32_t spi = 0;
      for (size_t f = 0; f < sizeof(formats) / sizeof(formats[0]); f++)
         if (formats[f].vk == s->color[i])
            spi = formats[f].spi;
      col |= spi << (4 * i);
   }
   uint32_t mask = 0;
   for (uint32_t i = 0; i < 8; i++) {
      uint32_t f = (col >> (4 * i)) & 0xf;
      mask |= (f == 1 ? 1u : f == 2 ? 3u : f == 3 ? 9u : f ? 0xfu : 0u) << (4 * i);
   }
   mask &= written;
   uint32_t masked = col & written, compact = 0, nmrt = 0;
   for (uint32_t i = 0; i < 8; i++)
      if ((masked >> (4 * i)) & 0xf)
         compact |= ((masked >> (4 * i)) & 0xf) << (4 * nmrt++);
   bool discard = has(nir, "intrinsic demote") || has(nir, "intrinsic discard") ||
                  has(nir, "intrinsic terminate");
   if (discard && !compact && !writes_z && !writes_stencil && !writes_mask)
      compact = 1; /* SPI_SHADER_32_R: some export memory for the kill */
   if (mrt != (nmrt ? (1u << nmrt) - 1 : 0)) {
      fprintf(stderr, "agc-aco-capture: ps exports mrt mask 0x%x, SPI_SHADER_COL_FORMAT "
                      "0x%x has %u targets\n", mrt, compact, nmrt);
      exit(1);
   }
   set_reg(st, "SPI_SHADER_COL_FORMAT", compact);
   set_reg(st, "CB_SHADER_MASK", mask);
   /* CB_COLORn_INFO of each colour attachment n (radv_initialise_color_surface):
    * FORMAT and NUMBER_TYPE only; COMP_SWAP is SWAP_STD (0) for every
    * format of the table (radv_translate_colorswap), the blend, clear and
    * compression bits are left out. */
   for (uint32_t i = 0; i < s->ncolor; i++)
      for (size_t f = 0; f < sizeof(formats) / sizeof(formats[0]); f++)
         if (formats[f].vk == s->color[i] && formats[f].spi) {
            char name[32];
            snprintf(name, sizeof(name), "CB_COLOR%u_INFO", i);
            set_reg(st, name, formats[f].cb_format << 2 | formats[f].cb_number << 8);
         }
   /* ac_get_spi_shader_z_format: 32_R for depth alone, 32_GR with stencil,
    * 32_ABGR with the sample mask. */
   uint32_t zf = writes_mask ? 9 : writes_stencil ? 2 : writes_z ? 1 : 0;
   set_reg(st, "SPI_SHADER_Z_FORMAT", zf);
   if (writes_z != mrtz && !writes_stencil && !writes_mask) {
      fprintf(stderr, "agc-aco-capture: mrtz export does not match the NIR's outputs\n");
      exit(1);
   }
   /* radv_compute_db_shader_control: Z_ORDER early-then-late unless the PS
    * writes memory, KILL_ENABLE with discard, EXEC_ON_* with memory writes. */
   bool mem = has(nir, "store_ssbo") || has(nir, "image_deref_store") ||
              has(nir, "store_global") || has(nir, "ssbo_atomic");
   bool early = has(nir, "early_fragment_tests: true");
   set_reg(st, "DB_SHADER_CONTROL",
           (uint32_t)writes_z | (uint32_t)writes_stencil << 1 | (early || !mem ? 1u : 0u) << 4 |
              (uint32_t)discard << 6 | (uint32_t)writes_mask << 8 | (uint32_t)mem << 9 |
              (uint32_t)mem << 10 | (uint32_t)early << 12);
   rsrc(st, "SPI_SHADER_PGM_RSRC1_PS", "SPI_SHADER_PGM_RSRC2_PS", 25, 0, 0);
}

/* --- output -------------------------------------------------------------- */

static void
write_json(const char *path, json_object *o)
{
   if (json_object_to_file_ext(path, o, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
                                           JSON_C_TO_STRING_NOSLASHESCAPE))
      aco_die("cannot write %s", path);
}

static const char *
base_name(const char *p)
{
   const char *s = strrchr(p, '/');
   return s ? s + 1 : p;
}

static void
write_stage(const struct stage *st, const char *prefix, const struct scene *s,
            const struct aco_capture *desc, const char *driver)
{
   char path[4096], code[4096];
   const char *listing = aco_find_rep(&st->cap, "Assembly");
   /* the uploaded image: code, and constant data after its padding
    * (aco_parse.c's make_image) */
   uint32_t nimage = st->cap.nimage;
   snprintf(code, sizeof(code), "%s.%s.bin", prefix, st->word);
   aco_write_file(code, st->cap.image, nimage * 4);
   snprintf(path, sizeof(path), "%s.%s.s", prefix, st->word);
   aco_write_file(path, listing, strlen(listing));

   /* The capture manifest (cli/capture.c's format, with stage and
    * registers). User data: the values a draw gives are the draw's, so
    * they are listed by meaning in the .sgprs.json; user_data here is 0. */
   json_object *m = json_object_new_object();
   json_object_object_add(m, "format", json_object_new_string("agc-capture"));
   json_object_object_add(m, "version", json_object_new_int(1));
   json_object_object_add(m, "stage", json_object_new_string(st->word));
   json_object_object_add(m, "code", json_object_new_string(base_name(code)));
   json_object_object_add(m, "code_format", json_object_new_string("raw"));
   json_object_object_add(m, "wave_size", json_object_new_int((int)st->cap.wave_size));
   json_object_object_add(m, "subgroup_size", json_object_new_int((int)st->cap.wave_size));
   json_object_object_add(m, "user_sgprs", json_object_new_int((int)st->user_sgprs));
   json_object_object_add(m, "lds_bytes",
                          json_object_new_int64(aco_capture_stat(&st->cap, "LDS size")));
   json_object_object_add(m, "scratch_bytes",
                          json_object_new_int64(aco_capture_stat(&st->cap, "Scratch size")));
   json_object_object_add(m, "address32_hi", json_object_new_int64(0xffff8000));
   json_object *regs = json_object_new_object();
   for (uint32_t i = 0; i < st->nregs; i++) {
      char hex[16];
      snprintf(hex, sizeof(hex), "0x%08x", st->regs[i].value);
      json_object_object_add(regs, st->regs[i].name, json_object_new_string(hex));
   }
   json_object_object_add(m, "registers", regs);
   snprintf(path, sizeof(path), "%s.%s.json", prefix, st->word);
   write_json(path, m);
   json_object_put(m);

   /* What RADV puts in each SGPR / VGPR, and the V# table layout. */
   json_object *a = json_object_new_object();
   json_object_object_add(a, "driver", json_object_new_string(driver));
   json_object_object_add(a, "stage", json_object_new_string(st->word));
   json_object_object_add(a, "executable", json_object_new_string(st->cap.exec_name));
   json_object_object_add(a, "wave_size", json_object_new_int((int)st->cap.wave_size));
   json_object_object_add(a, "user_sgpr_count", json_object_new_int((int)st->user_sgprs));
   json_object_object_add(a, "code_bytes", json_object_new_int((int)st->cap.nwords * 4));
   json_object_object_add(a, "image_bytes", json_object_new_int((int)nimage * 4));
   json_object_object_add(a, "sgprs", json_object_get(st->sgprs));
   json_object_object_add(a, "vgprs", json_object_get(st->vgprs));
   if (strcmp(st->word, "ps")) {
      /* radv_write_vertex_descriptors: one V# (16 bytes) per binding some
       * attribute reads, in binding order, packed. */
      json_object *vb = json_object_new_array();
      uint32_t used = 0;
      for (uint32_t i = 0; i < s->nattr; i++)
         used |= 1u << s->attr[i].binding;
      uint32_t slot = 0;
      for (uint32_t b = 0; b < 32; b++) {
         if (!(used & (1u << b)))
            continue;
         uint32_t stride = 0;
         for (uint32_t k = 0; k < s->nbind; k++)
            if (s->bind[k].binding == b)
               stride = s->bind[k].stride;
         json_object *o = json_object_new_object();
         json_object_object_add(o, "binding", json_object_new_int((int)b));
         json_object_object_add(o, "offset", json_object_new_int((int)(16 * slot++)));
         json_object_object_add(o, "stride", json_object_new_int((int)stride));
         char w3[16];
         /* DST_SEL XYZW, FORMAT 32_UINT (20), OOB_SELECT structured (1)
          * or raw (3) for stride 0, RESOURCE_LEVEL 1. */
         snprintf(w3, sizeof(w3), "0x%08x",
                  (4u | 5u << 3 | 6u << 6 | 7u << 9) | 20u << 12 |
                     (stride ? 1u : 3u) << 28 | 1u << 24);
         json_object_object_add(o, "word3", json_object_new_string(w3));
         json_object_array_add(vb, o);
      }
      json_object_object_add(a, "vertex_buffer_descriptors", vb);
   }
   json_object *ds = json_object_new_array();
   for (uint32_t i = 0; i < desc->ndescriptors; i++) {
      const struct aco_descriptor *d = &desc->descriptors[i];
      json_object *o = json_object_new_object();
      json_object_object_add(o, "set", json_object_new_int((int)d->set));
      json_object_object_add(o, "binding", json_object_new_int((int)d->binding));
      json_object_object_add(o, "type",
                             json_object_new_string(aco_descriptor_type_name(d->type)));
      json_object_object_add(o, "offset", json_object_new_int((int)d->offset));
      json_object_object_add(o, "stride", json_object_new_int((int)d->stride));
      if (d->sampler_offset != UINT32_MAX)
         json_object_object_add(o, "sampler_offset", json_object_new_int((int)d->sampler_offset));
      json_object_array_add(ds, o);
   }
   json_object_object_add(a, "descriptors", ds);
   json_object *stats = json_object_new_object();
   for (uint32_t i = 0; i < st->cap.nstats; i++)
      json_object_object_add(stats, st->cap.stats[i].name,
                             json_object_new_int64(st->cap.stats[i].value));
   json_object_object_add(a, "statistics", stats);
   snprintf(path, sizeof(path), "%s.%s.sgprs.json", prefix, st->word);
   write_json(path, a);
   json_object_put(a);
}

/* Both modules' bindings, in one table (aco_descriptors_read sorts). */
static void
read_descriptors(struct aco_capture *desc, const uint8_t *spv, size_t len)
{
   struct aco_capture one = {0};
   char err[512];
   if (!aco_descriptors_read(&one, (const uint32_t *)spv, len / 4, err, sizeof(err)))
      aco_die("%s", err);
   for (uint32_t i = 0; i < one.ndescriptors; i++) {
      bool dup = false;
      for (uint32_t k = 0; k < desc->ndescriptors; k++)
         dup |= desc->descriptors[k].set == one.descriptors[i].set &&
                desc->descriptors[k].binding == one.descriptors[i].binding;
      if (!dup && desc->ndescriptors < ACO_MAX_DESCRIPTORS)
         desc->descriptors[desc->ndescriptors++] = one.descriptors[i];
   }
}

int
aco_gfx_main(int argc, char **argv)
{
   const char *scene_path = NULL, *vert = NULL, *frag = NULL, *prefix = NULL, *ir_dir = NULL;
   for (int i = 1; i + 1 < argc; i += 2) {
      if (!strcmp(argv[i], "--scene"))
         scene_path = argv[i + 1];
      else if (!strcmp(argv[i], "--vert"))
         vert = argv[i + 1];
      else if (!strcmp(argv[i], "--frag"))
         frag = argv[i + 1];
      else if (!strcmp(argv[i], "--out"))
         prefix = argv[i + 1];
      else if (!strcmp(argv[i], "--ir-dir"))
         ir_dir = argv[i + 1];
      else
         aco_die("unknown option %s", argv[i]);
   }
   if (!scene_path || !vert || !frag || !prefix)
      aco_die("%s", "usage: agc-aco-capture --scene S.json --vert V.spv --frag F.spv --out PREFIX");

   struct scene s;
   read_scene(scene_path, &s);
   size_t vlen, flen;
   uint8_t *vspv = aco_read_file(vert, &vlen), *fspv = aco_read_file(frag, &flen);
   /* The layout has both modules' bindings; each stage's SGPRs follow its
    * own module's sets. */
   struct aco_capture desc = {0}, vdesc = {0}, fdesc = {0};
   read_descriptors(&desc, vspv, vlen);
   read_descriptors(&desc, fspv, flen);
   read_descriptors(&vdesc, vspv, vlen);
   read_descriptors(&fdesc, fspv, flen);

   struct aco_vk vk = {0};
   aco_vk_open(&vk);
   VkShaderModule vm = module(&vk, vspv, vlen, vert), fm = module(&vk, fspv, flen, frag);
   VkPipelineLayout layout;
   VkPipeline p = create_pipeline(&vk, &s, vm, fm, &desc, &layout);

   struct stage st[2];
   memset(st, 0, sizeof(st));
   char err[512];
   for (uint32_t i = 0; i < 2; i++) {
      aco_read_executable(&vk, p, i, &st[i].cap);
      if (ir_dir) {
         char dir[4096];
         snprintf(dir, sizeof(dir), "%s/%u", ir_dir, i);
         mkdir(dir, 0777);
         aco_dump_reps(&st[i].cap, dir);
      }
      const char *listing = aco_find_rep(&st[i].cap, "Assembly");
      if (!listing || !aco_parse_listing(&st[i].cap, listing, err, sizeof(err)))
         aco_die("%s", listing ? err : "no Assembly representation");
   }
   uint32_t vi = (st[0].cap.stages & VK_SHADER_STAGE_FRAGMENT_BIT) ? 1 : 0;
   struct stage *vs = &st[vi], *ps = &st[1 - vi];
   uint32_t param_of_var[64], nparams;
   uint32_t param, pos, mrt;
   bool mrtz, prim;
   exports(&vs->cap, &param, &pos, &mrt, &mrtz, &prim);
   vertex_stage(vs, &s, &vdesc, prim, param_of_var, &nparams);
   pixel_stage(ps, &s, &fdesc, param_of_var);

   char driver[300];
   snprintf(driver, sizeof(driver), "%s", vk.driver_info);
   write_stage(vs, prefix, &s, &vdesc, driver);
   write_stage(ps, prefix, &s, &fdesc, driver);

   for (uint32_t i = 0; i < 2; i++) {
      json_object_put(st[i].sgprs);
      json_object_put(st[i].vgprs);
      aco_capture_free(&st[i].cap);
   }
   vkDestroyPipeline(vk.device, p, NULL);
   vkDestroyPipelineLayout(vk.device, layout, NULL);
   vkDestroyShaderModule(vk.device, vm, NULL);
   vkDestroyShaderModule(vk.device, fm, NULL);
   vkDestroyDevice(vk.device, NULL);
   vkDestroyInstance(vk.instance, NULL);
   free(vspv);
   free(fspv);
   return 0;
}
