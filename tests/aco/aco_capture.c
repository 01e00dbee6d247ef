/*
 * agc-aco-capture: compile a SPIR-V compute module with Mesa's RADV/ACO and
 * write the gfx1030 machine code ACO produced, with the ABI facts around it.
 *
 *   glslangValidator -V --target-env vulkan1.2 add.comp -o add.spv
 *   VK_ICD_FILENAMES=.../radeon_icd.x86_64.json RADV_FORCE_FAMILY=navi21 \
 *     agc-aco-capture --push-constants 24 -o add.bin --json add.json \
 *                     --asm add.s add.spv
 *
 * RADV needs no GPU for this: with RADV_FORCE_FAMILY it opens a null device
 * that compiles pipelines but cannot run them. The pipeline is created with
 * VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR, and
 * VK_KHR_pipeline_executable_properties hands back ACO's IR and its final
 * disassembly. Each disassembly line carries the instruction's encoding in a
 * trailing comment ("s_load_dwordx2 s[4:5], s[2:3], 0x0 ; f4040101 fa000000"),
 * which is how the machine code is recovered: the words of every line, in
 * order, are the shader.
 *
 * The user SGPR layout is read from the NIR and ACO IR (see aco_parse.c).
 */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>
#include <vulkan/vulkan.h>

#include "aco_capture.h"

void
aco_die(const char *fmt, const char *arg)
{
   fprintf(stderr, "agc-aco-capture: ");
   fprintf(stderr, fmt, arg);
   fputc('\n', stderr);
   exit(1);
}

void
aco_check(VkResult r, const char *what)
{
   if (r != VK_SUCCESS) {
      fprintf(stderr, "agc-aco-capture: %s failed (VkResult %d)\n", what, r);
      exit(1);
   }
}

void *
aco_xcalloc(size_t n, size_t size)
{
   void *p = calloc(n ? n : 1, size);
   if (!p)
      aco_die("%s", "out of memory");
   return p;
}

uint8_t *
aco_read_file(const char *path, size_t *len)
{
   FILE *f = fopen(path, "rb");
   if (!f)
      aco_die("cannot open %s", path);
   size_t cap = 4096, n = 0;
   uint8_t *buf = aco_xcalloc(cap, 1);
   size_t got;
   while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
      n += got;
      if (n == cap) {
         cap *= 2;
         buf = realloc(buf, cap);
         if (!buf)
            aco_die("%s", "out of memory");
      }
   }
   fclose(f);
   *len = n;
   return buf;
}

struct options {
   const char *spv_path;
   const char *bin_path;
   const char *json_path;
   const char *asm_path;
   const char *ir_dir;
   const char *entry;
   uint32_t push_constant_bytes;
   uint32_t subgroup_size; /* 0: let RADV choose */
   bool ray_query;         /* --ray-query */
};

static void
usage(void)
{
   fprintf(stderr,
           "usage: agc-aco-capture [options] module.spv\n"
           "  -o FILE               machine code, raw little-endian words (the image:\n"
           "                        with constant data, the code, s_code_end padding, data)\n"
           "  --json FILE           ABI facts (wave size, user SGPRs, ...)\n"
           "  --asm FILE            ACO's disassembly, one instruction a line\n"
           "  --ir-dir DIR          every internal representation RADV gives\n"
           "  --push-constants N    push-constant range size in bytes (default 0)\n"
           "  --subgroup-size 32|64 require this wave size (default: RADV's)\n"
           "  --entry NAME          entry point (default main)\n"
           "  --ray-query           enable VK_KHR_ray_query and acceleration structures\n"
           "Run with VK_ICD_FILENAMES naming RADV's ICD and\n"
           "RADV_FORCE_FAMILY=navi21 to compile without a GPU.\n");
   exit(2);
}

static uint32_t
parse_u32(const char *s)
{
   char *end;
   errno = 0;
   unsigned long v = strtoul(s, &end, 0);
   if (errno || *end || v > UINT32_MAX)
      aco_die("bad number '%s'", s);
   return (uint32_t)v;
}

static void
parse_args(int argc, char **argv, struct options *o)
{
   o->entry = "main";
   for (int i = 1; i < argc; i++) {
      const char *a = argv[i];
      const char *next = i + 1 < argc ? argv[i + 1] : NULL;
      if (a[0] != '-') {
         if (o->spv_path)
            usage();
         o->spv_path = a;
         continue;
      }
      if (!strcmp(a, "--ray-query")) {
         o->ray_query = true;
         continue;
      }
      if (!next)
         usage();
      if (!strcmp(a, "-o"))
         o->bin_path = next;
      else if (!strcmp(a, "--json"))
         o->json_path = next;
      else if (!strcmp(a, "--asm"))
         o->asm_path = next;
      else if (!strcmp(a, "--ir-dir"))
         o->ir_dir = next;
      else if (!strcmp(a, "--push-constants"))
         o->push_constant_bytes = parse_u32(next);
      else if (!strcmp(a, "--subgroup-size"))
         o->subgroup_size = parse_u32(next);
      else if (!strcmp(a, "--entry"))
         o->entry = next;
      else
         usage();
      i++;
   }
   if (!o->spv_path)
      usage();
   if (o->subgroup_size != 0 && o->subgroup_size != 32 && o->subgroup_size != 64)
      aco_die("subgroup size must be 32 or 64, not %s", argv[0]);
   if (o->push_constant_bytes % 4)
      aco_die("%s", "push-constant size must be a multiple of 4");
}

static bool
has_extension(VkPhysicalDevice phys, const char *name)
{
   uint32_t n = 0;
   vkEnumerateDeviceExtensionProperties(phys, NULL, &n, NULL);
   VkExtensionProperties *props = aco_xcalloc(n, sizeof(*props));
   vkEnumerateDeviceExtensionProperties(phys, NULL, &n, props);
   bool found = false;
   for (uint32_t i = 0; i < n; i++)
      found |= !strcmp(props[i].extensionName, name);
   free(props);
   return found;
}

/* Every feature the device has is turned on, so that any test shader's
 * capabilities (Int64, subgroup operations, buffer device address, ...) are
 * accepted without a per-shader list. */
/* --ray-query: the device gets VK_KHR_ray_query and
 * VK_KHR_acceleration_structure with their rayQuery and
 * accelerationStructure features, which GL_EXT_ray_query shaders need. */
static bool ray_query;
static VkPhysicalDeviceAccelerationStructureFeaturesKHR rq_as = {
   .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR,
   .accelerationStructure = VK_TRUE,
};
static VkPhysicalDeviceRayQueryFeaturesKHR rq_rq = {
   .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR,
   .pNext = &rq_as,
   .rayQuery = VK_TRUE,
};

/* Puts the features in front of *chain and appends the extensions. */
static void
ray_query_enable(VkPhysicalDevice phys, void **chain, const char **exts, uint32_t *nexts)
{
   static const char *const need[] = {
      VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME,
      VK_KHR_RAY_QUERY_EXTENSION_NAME,
      VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME,
   };
   if (!ray_query)
      return;
   for (size_t i = 0; i < sizeof(need) / sizeof(need[0]); i++) {
      if (!has_extension(phys, need[i]))
         aco_die("--ray-query: the device lacks %s", need[i]);
      exts[(*nexts)++] = need[i];
   }
   rq_as.pNext = *chain;
   *chain = &rq_rq;
}

void
aco_vk_open(struct aco_vk *vk)
{
   VkApplicationInfo app = {
      .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
      .pApplicationName = "agc-aco-capture",
      .apiVersion = VK_API_VERSION_1_3,
   };
   VkInstanceCreateInfo ici = {
      .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
      .pApplicationInfo = &app,
   };
   aco_check(vkCreateInstance(&ici, NULL, &vk->instance), "vkCreateInstance");

   uint32_t n = 0;
   vkEnumeratePhysicalDevices(vk->instance, &n, NULL);
   VkPhysicalDevice *devs = aco_xcalloc(n, sizeof(*devs));
   vkEnumeratePhysicalDevices(vk->instance, &n, devs);
   for (uint32_t i = 0; i < n && !vk->phys; i++) {
      VkPhysicalDeviceProperties p;
      vkGetPhysicalDeviceProperties(devs[i], &p);
      if (p.vendorID == 0x1002 && p.apiVersion >= VK_API_VERSION_1_3 &&
          has_extension(devs[i], VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME)) {
         vk->phys = devs[i];
         memcpy(vk->device_name, p.deviceName, sizeof(vk->device_name));
      }
   }
   free(devs);
   if (vk->phys) {
      VkPhysicalDeviceDriverProperties driver = {
         .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES,
      };
      VkPhysicalDeviceProperties2 p2 = {
         .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
         .pNext = &driver,
      };
      vkGetPhysicalDeviceProperties2(vk->phys, &p2);
      memcpy(vk->driver_info, driver.driverInfo, sizeof(vk->driver_info));
   }
   if (!vk->phys)
      aco_die("%s", "no AMD Vulkan 1.3 device with VK_KHR_pipeline_executable_properties "
                "(set VK_ICD_FILENAMES to RADV's ICD and RADV_FORCE_FAMILY=navi21)");

   VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR exec = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR,
   };
   VkPhysicalDeviceVulkan13Features f13 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
      .pNext = &exec,
   };
   VkPhysicalDeviceVulkan12Features f12 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
      .pNext = &f13,
   };
   VkPhysicalDeviceVulkan11Features f11 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
      .pNext = &f12,
   };
   VkPhysicalDeviceFeatures2 f2 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
      .pNext = &f11,
   };
   vkGetPhysicalDeviceFeatures2(vk->phys, &f2);
   if (!exec.pipelineExecutableInfo)
      aco_die("%s", "pipelineExecutableInfo is not supported");
   /* Robustness changes the code ACO emits; the recompiler's inputs are
    * ordinary pipelines. */
   f2.features.robustBufferAccess = VK_FALSE;
   f13.robustImageAccess = VK_FALSE;

   uint32_t nq = 0;
   vkGetPhysicalDeviceQueueFamilyProperties(vk->phys, &nq, NULL);
   VkQueueFamilyProperties *qf = aco_xcalloc(nq, sizeof(*qf));
   vkGetPhysicalDeviceQueueFamilyProperties(vk->phys, &nq, qf);
   uint32_t family = UINT32_MAX;
   for (uint32_t i = 0; i < nq && family == UINT32_MAX; i++)
      if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
         family = i;
   free(qf);
   if (family == UINT32_MAX)
      aco_die("%s", "no compute queue");

   float prio = 1.0f;
   VkDeviceQueueCreateInfo qci = {
      .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
      .queueFamilyIndex = family,
      .queueCount = 1,
      .pQueuePriorities = &prio,
   };
   const char *exts[4] = {VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME};
   uint32_t nexts = 1;
   ray_query_enable(vk->phys, &f2.pNext, exts, &nexts);
   VkDeviceCreateInfo dci = {
      .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
      .pNext = &f2,
      .queueCreateInfoCount = 1,
      .pQueueCreateInfos = &qci,
      .enabledExtensionCount = nexts,
      .ppEnabledExtensionNames = exts,
   };
   aco_check(vkCreateDevice(vk->phys, &dci, NULL, &vk->device), "vkCreateDevice");

   vk->get_properties = (PFN_vkGetPipelineExecutablePropertiesKHR)vkGetDeviceProcAddr(
      vk->device, "vkGetPipelineExecutablePropertiesKHR");
   vk->get_statistics = (PFN_vkGetPipelineExecutableStatisticsKHR)vkGetDeviceProcAddr(
      vk->device, "vkGetPipelineExecutableStatisticsKHR");
   vk->get_representations =
      (PFN_vkGetPipelineExecutableInternalRepresentationsKHR)vkGetDeviceProcAddr(
         vk->device, "vkGetPipelineExecutableInternalRepresentationsKHR");
   if (!vk->get_properties || !vk->get_statistics || !vk->get_representations)
      aco_die("%s", "VK_KHR_pipeline_executable_properties entry points are missing");
}

/* The pipeline layout has the module's descriptor sets (from its
 * variables, aco_descriptors.c) and one push-constant range. */
static VkPipeline
create_pipeline(struct aco_vk *vk, const struct options *o, const uint8_t *spv, size_t spv_len,
                const struct aco_capture *cap, VkPipelineLayout *layout_out,
                VkShaderModule *module_out)
{
   if (spv_len % 4 || spv_len < 20)
      aco_die("%s is not a SPIR-V module", o->spv_path);
   VkShaderModuleCreateInfo smci = {
      .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
      .codeSize = spv_len,
      .pCode = (const uint32_t *)spv,
   };
   aco_check(vkCreateShaderModule(vk->device, &smci, NULL, module_out), "vkCreateShaderModule");

   VkPushConstantRange range = {
      .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
      .offset = 0,
      .size = o->push_constant_bytes,
   };
   VkDescriptorSetLayout sets[ACO_MAX_SETS];
   uint32_t nsets = 0;
   if (!aco_descriptors_layouts(cap, vk->device, sets, &nsets))
      aco_die("%s", "vkCreateDescriptorSetLayout failed");
   VkPipelineLayoutCreateInfo plci = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
      .setLayoutCount = nsets,
      .pSetLayouts = sets,
      .pushConstantRangeCount = o->push_constant_bytes ? 1 : 0,
      .pPushConstantRanges = &range,
   };
   aco_check(vkCreatePipelineLayout(vk->device, &plci, NULL, layout_out),
         "vkCreatePipelineLayout");
   for (uint32_t s = 0; s < nsets; s++)
      vkDestroyDescriptorSetLayout(vk->device, sets[s], NULL);

   VkPipelineShaderStageRequiredSubgroupSizeCreateInfo rss = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO,
      .requiredSubgroupSize = o->subgroup_size,
   };
   VkComputePipelineCreateInfo cpci = {
      .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
      .flags = VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR |
               VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR,
      .stage =
         {
            .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
            .pNext = o->subgroup_size ? &rss : NULL,
            .stage = VK_SHADER_STAGE_COMPUTE_BIT,
            .module = *module_out,
            .pName = o->entry,
         },
      .layout = *layout_out,
   };
   VkPipeline pipeline;
   aco_check(vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &cpci, NULL, &pipeline),
         "vkCreateComputePipelines");
   return pipeline;
}

/* Reads every statistic and internal representation of the pipeline's one
 * executable into the capture. */
void
aco_read_executable(struct aco_vk *vk, VkPipeline pipeline, uint32_t index,
                    struct aco_capture *cap)
{
   VkPipelineInfoKHR pi = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR,
      .pipeline = pipeline,
   };
   uint32_t n = 0;
   aco_check(vk->get_properties(vk->device, &pi, &n, NULL),
         "vkGetPipelineExecutablePropertiesKHR");
   if (index >= n || n > 8)
      aco_die("%s", "the pipeline has not the executables expected");
   VkPipelineExecutablePropertiesKHR props[8];
   for (uint32_t i = 0; i < n; i++)
      props[i] = (VkPipelineExecutablePropertiesKHR){
         .sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR,
      };
   aco_check(vk->get_properties(vk->device, &pi, &n, props),
         "vkGetPipelineExecutablePropertiesKHR");
   cap->wave_size = props[index].subgroupSize;
   cap->stages = props[index].stages;
   snprintf(cap->exec_name, sizeof(cap->exec_name), "%s", props[index].name);

   VkPipelineExecutableInfoKHR ei = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR,
      .pipeline = pipeline,
      .executableIndex = index,
   };
   uint32_t ns = 0;
   aco_check(vk->get_statistics(vk->device, &ei, &ns, NULL),
         "vkGetPipelineExecutableStatisticsKHR");
   VkPipelineExecutableStatisticKHR *stats = aco_xcalloc(ns, sizeof(*stats));
   for (uint32_t i = 0; i < ns; i++)
      stats[i].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR;
   aco_check(vk->get_statistics(vk->device, &ei, &ns, stats),
         "vkGetPipelineExecutableStatisticsKHR");
   cap->nstats = ns < ACO_MAX_STATS ? ns : ACO_MAX_STATS;
   for (uint32_t i = 0; i < cap->nstats; i++) {
      snprintf(cap->stats[i].name, sizeof(cap->stats[i].name), "%.127s", stats[i].name);
      switch (stats[i].format) {
      case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR:
         cap->stats[i].value = stats[i].value.b32;
         break;
      case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR:
         cap->stats[i].value = stats[i].value.i64;
         break;
      case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
         cap->stats[i].value = (int64_t)stats[i].value.u64;
         break;
      default:
         cap->stats[i].value = (int64_t)stats[i].value.f64;
         break;
      }
   }
   free(stats);

   uint32_t nr = 0;
   aco_check(vk->get_representations(vk->device, &ei, &nr, NULL),
         "vkGetPipelineExecutableInternalRepresentationsKHR");
   VkPipelineExecutableInternalRepresentationKHR *reps = aco_xcalloc(nr, sizeof(*reps));
   for (uint32_t i = 0; i < nr; i++)
      reps[i].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR;
   aco_check(vk->get_representations(vk->device, &ei, &nr, reps),
         "vkGetPipelineExecutableInternalRepresentationsKHR");
   for (uint32_t i = 0; i < nr; i++)
      reps[i].pData = aco_xcalloc(reps[i].dataSize + 1, 1);
   aco_check(vk->get_representations(vk->device, &ei, &nr, reps),
         "vkGetPipelineExecutableInternalRepresentationsKHR");
   cap->nreps = nr < ACO_MAX_REPS ? nr : ACO_MAX_REPS;
   for (uint32_t i = 0; i < cap->nreps; i++) {
      snprintf(cap->reps[i].name, sizeof(cap->reps[i].name), "%.127s", reps[i].name);
      cap->reps[i].text = reps[i].pData;
   }
   for (uint32_t i = cap->nreps; i < nr; i++)
      free(reps[i].pData);
   free(reps);
}

void
aco_write_file(const char *path, const void *data, size_t len)
{
   FILE *f = fopen(path, "wb");
   if (!f || fwrite(data, 1, len, f) != len || fclose(f))
      aco_die("cannot write %s", path);
}

void
aco_dump_reps(const struct aco_capture *cap, const char *dir)
{
   for (uint32_t i = 0; i < cap->nreps; i++) {
      char path[4096], name[128];
      size_t k = 0;
      for (const char *c = cap->reps[i].name; *c && k + 1 < sizeof(name); c++)
         name[k++] = (*c == ' ' || *c == '/') ? '_' : *c;
      name[k] = 0;
      snprintf(path, sizeof(path), "%s/%u_%s.txt", dir, i, name);
      aco_write_file(path, cap->reps[i].text, strlen(cap->reps[i].text));
   }
}

int
main(int argc, char **argv)
{
   for (int i = 1; i < argc; i++)
      if (!strcmp(argv[i], "--gfx-stats"))
         return aco_gfx_stats_main(argc, argv);
   for (int i = 1; i < argc; i++)
      if (!strcmp(argv[i], "--scene"))
         return aco_gfx_main(argc, argv);
   struct options o = {0};
   parse_args(argc, argv, &o);
   ray_query = o.ray_query;

   size_t spv_len;
   uint8_t *spv = aco_read_file(o.spv_path, &spv_len);

   char err[512];
   struct aco_capture cap = {0};
   if (spv_len % 4 || !aco_descriptors_read(&cap, (const uint32_t *)spv, spv_len / 4, err,
                                            sizeof(err)))
      aco_die("%s", spv_len % 4 ? "not a SPIR-V module" : err);

   struct aco_vk vk = {0};
   aco_vk_open(&vk);
   VkPipelineLayout layout;
   VkShaderModule module;
   VkPipeline pipeline = create_pipeline(&vk, &o, spv, spv_len, &cap, &layout, &module);

   cap.push_constant_bytes = o.push_constant_bytes;
   snprintf(cap.device_name, sizeof(cap.device_name), "%s", vk.device_name);
   snprintf(cap.driver_info, sizeof(cap.driver_info), "%s", vk.driver_info);
   aco_read_executable(&vk, pipeline, 0, &cap);

   if (o.ir_dir)
      aco_dump_reps(&cap, o.ir_dir);

   if (!aco_capture_parse(&cap, err, sizeof(err)))
      aco_die("%s", err);

   if (o.bin_path)
      aco_write_file(o.bin_path, cap.image, cap.nimage * 4);
   if (o.asm_path) {
      const char *listing = NULL;
      for (uint32_t i = 0; i < cap.nreps; i++)
         if (strstr(cap.reps[i].name, "Assembly"))
            listing = cap.reps[i].text;
      aco_write_file(o.asm_path, listing, strlen(listing));
   }
   if (o.json_path) {
      FILE *f = fopen(o.json_path, "w");
      if (!f)
         aco_die("cannot write %s", o.json_path);
      aco_capture_write_json(&cap, o.spv_path, f);
      if (fclose(f))
         aco_die("cannot write %s", o.json_path);
   }

   vkDestroyPipeline(vk.device, pipeline, NULL);
   vkDestroyPipelineLayout(vk.device, layout, NULL);
   vkDestroyShaderModule(vk.device, module, NULL);
   vkDestroyDevice(vk.device, NULL);
   vkDestroyInstance(vk.instance, NULL);
   aco_capture_free(&cap);
   free(spv);
   return 0;
}
