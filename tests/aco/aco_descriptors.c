/*
 * The descriptor bindings of a SPIR-V compute module, read from its
 * variables, and where RADV puts each one in its set's memory.
 *
 *   layout(set = 0, binding = 1, r32ui) uniform uimage2D img;
 *      -> {set 0, binding 1, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, count 1}
 *
 * RADV passes each descriptor set the shader uses as a 32-bit pointer in a
 * user SGPR (the high half is the driver's constant address32_hi,
 * 0xffff8000, set by s_movk_i32); a set's memory holds its bindings in
 * binding order, each aligned: a storage image's T# (8 dwords); a sampled
 * image's T# and an FMASK T#; a combined image sampler's T#, FMASK T# and
 * S# (4 dwords) in its last 16 bytes; a sampler's S#. The sizes below are
 * RADV 22.3's, observed in ACO's code (the s_load offsets of each binding)
 * and checked by tests/aco/check_capture.py against every capture.
 */
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "aco_capture.h"

/* Bytes and alignment of one descriptor of a type in RADV's set memory. */
static void
radv_size(VkDescriptorType type, uint32_t *size, uint32_t *align, uint32_t *sampler_off)
{
   *sampler_off = 0;
   switch (type) {
   case VK_DESCRIPTOR_TYPE_STORAGE_IMAGE:
      *size = 32; /* T# */
      *align = 32;
      break;
   case VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE:
      *size = 64; /* T# and FMASK T# */
      *align = 32;
      break;
   case VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER:
      *size = 96; /* T#, FMASK T#, S# in the last 16 bytes */
      *align = 32;
      *sampler_off = 80;
      break;
   default: /* samplers, buffers, texel buffers */
      *size = 16;
      *align = 16;
      break;
   }
}

const char *
aco_descriptor_type_name(VkDescriptorType type)
{
   switch (type) {
   case VK_DESCRIPTOR_TYPE_SAMPLER: return "sampler";
   case VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER: return "combined_image_sampler";
   case VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE: return "sampled_image";
   case VK_DESCRIPTOR_TYPE_STORAGE_IMAGE: return "storage_image";
   case VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER: return "uniform_texel_buffer";
   case VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER: return "storage_texel_buffer";
   case VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER: return "uniform_buffer";
   case VK_DESCRIPTOR_TYPE_STORAGE_BUFFER: return "storage_buffer";
   default: return "unknown";
   }
}

struct spv_id {
   SpvOp op;
   uint32_t a, b, c;   /* operands by opcode, see below */
   int32_t set, binding;
};

static int
by_set_binding(const void *x, const void *y)
{
   const struct aco_descriptor *p = x, *q = y;
   if (p->set != q->set)
      return (int)p->set - (int)q->set;
   return (int)p->binding - (int)q->binding;
}

bool
aco_descriptors_read(struct aco_capture *cap, const uint32_t *spv, size_t nwords, char *err,
                     size_t err_size)
{
   if (nwords < 5) {
      snprintf(err, err_size, "not a SPIR-V module");
      return false;
   }
   uint32_t bound = spv[3];
   struct spv_id *ids = calloc(bound ? bound : 1, sizeof(*ids));
   if (!ids) {
      snprintf(err, err_size, "out of memory");
      return false;
   }
   for (uint32_t i = 0; i < bound; i++)
      ids[i].set = ids[i].binding = -1;
   /* OpTypeImage: a = Dim, b = Sampled; OpTypeSampledImage/OpTypeArray/
    * OpTypePointer: a = the element (pointee), b = length id / storage class;
    * OpConstant: a = value; OpVariable: a = pointer type, b = storage class. */
   for (size_t i = 5; i < nwords;) {
      uint32_t op = spv[i] & 0xffff, len = spv[i] >> 16;
      if (len == 0 || i + len > nwords) {
         free(ids);
         snprintf(err, err_size, "malformed SPIR-V instruction stream");
         return false;
      }
      const uint32_t *w = spv + i;
      uint32_t id = 0;
      switch (op) {
      case SpvOpTypeImage:
         if (len >= 9 && (id = w[1]) < bound)
            ids[id] = (struct spv_id){SpvOpTypeImage, w[3], w[7], 0, -1, -1};
         break;
      case SpvOpTypeSampledImage:
         if (len >= 3 && (id = w[1]) < bound)
            ids[id] = (struct spv_id){SpvOpTypeSampledImage, w[2], 0, 0, -1, -1};
         break;
      case SpvOpTypeSampler:
         if (len >= 2 && (id = w[1]) < bound)
            ids[id] = (struct spv_id){SpvOpTypeSampler, 0, 0, 0, -1, -1};
         break;
      case SpvOpTypeArray:
         if (len >= 4 && (id = w[1]) < bound)
            ids[id] = (struct spv_id){SpvOpTypeArray, w[2], w[3], 0, -1, -1};
         break;
      case SpvOpTypeStruct:
         if (len >= 2 && (id = w[1]) < bound)
            ids[id].op = SpvOpTypeStruct;
         break;
      case SpvOpTypePointer:
         if (len >= 4 && (id = w[1]) < bound)
            ids[id] = (struct spv_id){SpvOpTypePointer, w[3], w[2], 0, -1, -1};
         break;
      case SpvOpConstant:
         if (len >= 4 && (id = w[2]) < bound)
            ids[id] = (struct spv_id){SpvOpConstant, w[3], 0, 0, -1, -1};
         break;
      case SpvOpVariable:
         if (len >= 4 && (id = w[2]) < bound) {
            ids[id].op = SpvOpVariable;
            ids[id].a = w[1];
            ids[id].b = w[3];
         }
         break;
      case SpvOpDecorate:
         if (len >= 4 && w[1] < bound && w[2] == SpvDecorationDescriptorSet)
            ids[w[1]].set = (int32_t)w[3];
         if (len >= 4 && w[1] < bound && w[2] == SpvDecorationBinding)
            ids[w[1]].binding = (int32_t)w[3];
         break;
      default:
         break;
      }
      i += len;
   }

   cap->ndescriptors = 0;
   bool ok = true;
   for (uint32_t v = 0; v < bound && ok; v++) {
      if (ids[v].op != SpvOpVariable || ids[v].set < 0 || ids[v].binding < 0)
         continue;
      uint32_t t = ids[v].a < bound ? ids[ids[v].a].a : 0; /* the pointee */
      uint32_t sc = ids[v].b, count = 1;
      if (t < bound && ids[t].op == SpvOpTypeArray) {
         uint32_t n = ids[t].b < bound ? ids[ids[t].b].a : 0;
         count = n ? n : 1;
         t = ids[t].a;
      }
      VkDescriptorType type;
      if (t >= bound) {
         ok = false;
         break;
      }
      if (ids[t].op == SpvOpTypeImage)
         type = ids[t].a == SpvDimBuffer
                   ? (ids[t].b == 2 ? VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER
                                    : VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER)
                   : (ids[t].b == 2 ? VK_DESCRIPTOR_TYPE_STORAGE_IMAGE
                                    : VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE);
      else if (ids[t].op == SpvOpTypeSampledImage)
         type = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
      else if (ids[t].op == SpvOpTypeSampler)
         type = VK_DESCRIPTOR_TYPE_SAMPLER;
      else if (sc == SpvStorageClassStorageBuffer)
         type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
      else if (sc == SpvStorageClassUniform)
         type = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
      else {
         ok = false;
         break;
      }
      if (cap->ndescriptors == ACO_MAX_DESCRIPTORS || ids[v].set >= ACO_MAX_SETS) {
         snprintf(err, err_size, "too many descriptor bindings (or a set past %d)",
                  ACO_MAX_SETS - 1);
         free(ids);
         return false;
      }
      cap->descriptors[cap->ndescriptors++] = (struct aco_descriptor){
         .set = (uint32_t)ids[v].set, .binding = (uint32_t)ids[v].binding,
         .type = type, .count = count,
      };
   }
   free(ids);
   if (!ok) {
      snprintf(err, err_size, "a descriptor variable of a type this tool does not know");
      return false;
   }
   qsort(cap->descriptors, cap->ndescriptors, sizeof(cap->descriptors[0]), by_set_binding);

   /* RADV's layout: bindings in order, each aligned, count descriptors each */
   uint32_t offset = 0, set = UINT32_MAX;
   for (uint32_t i = 0; i < cap->ndescriptors; i++) {
      struct aco_descriptor *d = &cap->descriptors[i];
      if (d->set != set) {
         set = d->set;
         offset = 0;
      }
      uint32_t size, align, soff;
      radv_size(d->type, &size, &align, &soff);
      offset = (offset + align - 1) / align * align;
      d->offset = offset;
      d->stride = size;
      d->sampler_offset = d->type == VK_DESCRIPTOR_TYPE_SAMPLER ? offset
                          : soff ? offset + soff : UINT32_MAX;
      offset += size * d->count;
   }
   return true;
}

bool
aco_descriptors_layouts(const struct aco_capture *cap, VkDevice dev, VkDescriptorSetLayout *layouts,
                        uint32_t *nsets)
{
   *nsets = 0;
   for (uint32_t i = 0; i < cap->ndescriptors; i++)
      if (cap->descriptors[i].set + 1 > *nsets)
         *nsets = cap->descriptors[i].set + 1;
   for (uint32_t s = 0; s < *nsets; s++) {
      VkDescriptorSetLayoutBinding b[ACO_MAX_DESCRIPTORS];
      uint32_t n = 0;
      for (uint32_t i = 0; i < cap->ndescriptors; i++) {
         const struct aco_descriptor *d = &cap->descriptors[i];
         if (d->set != s)
            continue;
         b[n++] = (VkDescriptorSetLayoutBinding){
            .binding = d->binding,
            .descriptorType = d->type,
            .descriptorCount = d->count,
            .stageFlags = cap->layout_stages ? cap->layout_stages : VK_SHADER_STAGE_COMPUTE_BIT,
         };
      }
      VkDescriptorSetLayoutCreateInfo info = {
         .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
         .bindingCount = n,
         .pBindings = b,
      };
      if (vkCreateDescriptorSetLayout(dev, &info, NULL, &layouts[s]) != VK_SUCCESS)
         return false;
   }
   return true;
}
