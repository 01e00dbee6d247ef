/*
 * agc-aco-capture --gfx-stats: ACO's statistics of every executable of one
 * graphics pipeline (a vertex + fragment pair), for comparing two pipelines
 * stage by stage (bench/roundtrip_gfx.py: the GLSL pair against the
 * recompiled modules of its captures).
 *
 *   agc-aco-capture --gfx-stats --scene tri.json --vert v.spv --frag f.spv \
 *                   [--no-vertex-input] [--push-constants N] --json out.json
 *   -> {"driver": "Mesa 22.3.6", "device": "AMD RADV NAVI21",
 *       "executables": [{"stage": "vertex", "name": "Vertex Shader",
 *                        "wave_size": 64, "statistics": {"Instructions": 13, ...}},
 *                       {"stage": "fragment", ...}]}
 *
 * The pipeline is --scene's (aco_gfx.c: the same state as the captures:
 * colour and depth formats, samples, topology, vertex input, one
 * push-constant range for both stages), with two changes a recompiled pair
 * needs: --no-vertex-input drops the vertex bindings and attributes (the
 * recompiled VS fetches its vertices itself), --push-constants sets the
 * range's size (the two stages' blocks one after the other). The layout has
 * both modules' descriptor bindings (aco_descriptors.c). An executable's
 * "stage" is "vertex" when it runs the vertex stage (a legacy VS or an NGG
 * primitive shader), "fragment" when it runs the fragment stage. The
 * variant (legacy or NGG, wave32) is RADV's choice by its environment, as
 * for --scene (RADV_DEBUG, RADV_PERFTEST).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

#include "aco_gfx.h"

#define MAX_EXECUTABLES 4

static uint32_t
pipeline_executables(struct aco_vk *vk, VkPipeline p)
{
   VkPipelineInfoKHR pi = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR,
      .pipeline = p,
   };
   uint32_t n = 0;
   aco_check(vk->get_properties(vk->device, &pi, &n, NULL),
             "vkGetPipelineExecutablePropertiesKHR");
   if (!n || n > MAX_EXECUTABLES)
      aco_die("%s", "the pipeline has not the executables expected");
   return n;
}

static json_object *
executable_json(const struct aco_capture *cap)
{
   json_object *o = json_object_new_object();
   const char *stage = cap->stages & VK_SHADER_STAGE_FRAGMENT_BIT ? "fragment"
                       : cap->stages & VK_SHADER_STAGE_VERTEX_BIT ? "vertex"
                                                                   : "other";
   json_object_object_add(o, "stage", json_object_new_string(stage));
   json_object_object_add(o, "name", json_object_new_string(cap->exec_name));
   json_object_object_add(o, "wave_size", json_object_new_int((int)cap->wave_size));
   json_object *stats = json_object_new_object();
   for (uint32_t i = 0; i < cap->nstats; i++)
      json_object_object_add(stats, cap->stats[i].name,
                             json_object_new_int64(cap->stats[i].value));
   json_object_object_add(o, "statistics", stats);
   return o;
}

int
aco_gfx_stats_main(int argc, char **argv)
{
   const char *scene_path = NULL, *vert = NULL, *frag = NULL, *out = NULL, *ir_dir = NULL;
   bool no_vertex_input = false;
   int64_t push_bytes = -1;
   for (int i = 1; i < argc; i++) {
      const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
      if (!strcmp(a, "--gfx-stats")) {
         continue;
      } else if (!strcmp(a, "--no-vertex-input")) {
         no_vertex_input = true;
         continue;
      }
      if (!next)
         aco_die("option %s needs a value", a);
      if (!strcmp(a, "--scene"))
         scene_path = next;
      else if (!strcmp(a, "--vert"))
         vert = next;
      else if (!strcmp(a, "--frag"))
         frag = next;
      else if (!strcmp(a, "--json"))
         out = next;
      else if (!strcmp(a, "--ir-dir"))
         ir_dir = next;
      else if (!strcmp(a, "--push-constants")) {
         char *end;
         push_bytes = strtoll(next, &end, 0);
         if (*end || push_bytes < 0 || push_bytes > 256 || push_bytes % 4)
            aco_die("bad push-constant size '%s' (a multiple of 4, at most 256)", next);
      } else
         aco_die("unknown option %s", a);
      i++;
   }
   if (!scene_path || !vert || !frag || !out)
      aco_die("%s", "usage: agc-aco-capture --gfx-stats --scene S.json --vert V.spv "
                    "--frag F.spv [--no-vertex-input] [--push-constants N] --json OUT");

   struct scene s;
   aco_gfx_read_scene(scene_path, &s);
   if (no_vertex_input)
      s.nbind = s.nattr = 0;
   if (push_bytes >= 0)
      s.push_constant_bytes = (uint32_t)push_bytes;

   size_t vlen, flen;
   uint8_t *vspv = aco_read_file(vert, &vlen), *fspv = aco_read_file(frag, &flen);
   struct aco_capture desc = {0};
   aco_gfx_read_descriptors(&desc, vspv, vlen);
   aco_gfx_read_descriptors(&desc, fspv, flen);

   struct aco_vk vk = {0};
   aco_vk_open(&vk);
   VkShaderModule vm = aco_gfx_module(&vk, vspv, vlen, vert);
   VkShaderModule fm = aco_gfx_module(&vk, fspv, flen, frag);
   VkPipelineLayout layout;
   VkPipeline p = aco_gfx_create_pipeline(&vk, &s, vm, fm, &desc, &layout);

   json_object *j = json_object_new_object();
   json_object_object_add(j, "driver", json_object_new_string(vk.driver_info));
   json_object_object_add(j, "device", json_object_new_string(vk.device_name));
   json_object *execs = json_object_new_array();
   uint32_t n = pipeline_executables(&vk, p);
   for (uint32_t i = 0; i < n; i++) {
      struct aco_capture cap = {0};
      aco_read_executable(&vk, p, i, &cap);
      if (ir_dir) {
         char dir[4096];
         snprintf(dir, sizeof(dir), "%s/%u", ir_dir, i);
         mkdir(dir, 0777);
         aco_dump_reps(&cap, dir);
      }
      json_object_array_add(execs, executable_json(&cap));
      aco_capture_free(&cap);
   }
   json_object_object_add(j, "executables", execs);
   if (json_object_to_file_ext(out, j, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
                                          JSON_C_TO_STRING_NOSLASHESCAPE))
      aco_die("cannot write %s", out);
   json_object_put(j);

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
