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

#include "aco_gfx.h"

/* --- formats ------------------------------------------------------------- */

static const struct aco_gfx_format formats[] = {
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

const struct aco_gfx_format *
aco_gfx_format_vk(VkFormat vk)
{
   for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
      if (formats[i].vk == vk)
         return &formats[i];
   return NULL;
}

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

void
aco_gfx_read_scene(const char *path, struct scene *s)
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

VkShaderModule
aco_gfx_module(struct aco_vk *vk, const uint8_t *spv, size_t len, const char *path)
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

VkPipeline
aco_gfx_create_pipeline(struct aco_vk *vk, const struct scene *s, VkShaderModule vs,
                        VkShaderModule fs, struct aco_capture *desc, VkPipelineLayout *layout)
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

void
aco_gfx_read_descriptors(struct aco_capture *desc, const uint8_t *spv, size_t len)
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
   aco_gfx_read_scene(scene_path, &s);
   size_t vlen, flen;
   uint8_t *vspv = aco_read_file(vert, &vlen), *fspv = aco_read_file(frag, &flen);
   /* The layout has both modules' bindings; each stage's SGPRs follow its
    * own module's sets. */
   struct aco_capture desc = {0}, vdesc = {0}, fdesc = {0};
   aco_gfx_read_descriptors(&desc, vspv, vlen);
   aco_gfx_read_descriptors(&desc, fspv, flen);
   aco_gfx_read_descriptors(&vdesc, vspv, vlen);
   aco_gfx_read_descriptors(&fdesc, fspv, flen);

   struct aco_vk vk = {0};
   aco_vk_open(&vk);
   VkShaderModule vm = aco_gfx_module(&vk, vspv, vlen, vert);
   VkShaderModule fm = aco_gfx_module(&vk, fspv, flen, frag);
   VkPipelineLayout layout;
   VkPipeline p = aco_gfx_create_pipeline(&vk, &s, vm, fm, &desc, &layout);

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
   aco_gfx_exports(&vs->cap, &param, &pos, &mrt, &mrtz, &prim);
   aco_gfx_vertex_stage(vs, &s, &vdesc, prim, param_of_var, &nparams);
   aco_gfx_pixel_stage(ps, &s, &fdesc, param_of_var);

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
