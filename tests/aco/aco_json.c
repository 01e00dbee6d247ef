/*
 * The ABI facts of a capture as JSON, for the tests that run the recompiled
 * code:
 *
 *   {"wave_size": 64, "workgroup_size": [64, 1, 1], "user_sgpr_count": 9,
 *    "sgpr_args": [{"sgpr": 0, "size": 2, "kind": "ring_offsets", "user": true},
 *                  {"sgpr": 2, "kind": "push_constant", "dword": 0, "user": true}, ...],
 *    "workgroup_id_sgprs": [9, null, null], ...}
 */
#include <string.h>

#include <json-c/json.h>

#include "aco_capture.h"

static const char *const kind_names[] = {
   [ACO_ARG_RING_OFFSETS] = "ring_offsets",
   [ACO_ARG_DESCRIPTOR_SET] = "descriptor_set",
   [ACO_ARG_PUSH_CONSTANT_PTR] = "push_constant_pointer",
   [ACO_ARG_PUSH_CONSTANT] = "push_constant",
   [ACO_ARG_NUM_WORKGROUPS] = "num_workgroups",
   [ACO_ARG_WORKGROUP_ID] = "workgroup_id",
   [ACO_ARG_TG_SIZE] = "tg_size",
   [ACO_ARG_SCRATCH_OFFSET] = "scratch_offset",
};

static json_object *
u32_array(const uint32_t *v, unsigned n)
{
   json_object *a = json_object_new_array();
   for (unsigned i = 0; i < n; i++)
      json_object_array_add(a, json_object_new_int64(v[i]));
   return a;
}

static void
add_int(json_object *o, const char *key, int64_t v)
{
   json_object_object_add(o, key, json_object_new_int64(v));
}

void
aco_capture_write_json(const struct aco_capture *cap, const char *source, FILE *f)
{
   json_object *o = json_object_new_object();
   const char *base = strrchr(source, '/');
   json_object_object_add(o, "source", json_object_new_string(base ? base + 1 : source));
   json_object_object_add(o, "device", json_object_new_string(cap->device_name));
   json_object_object_add(o, "driver", json_object_new_string(cap->driver_info));
   json_object_object_add(o, "isa", json_object_new_string("gfx1030"));
   add_int(o, "wave_size", cap->wave_size);
   json_object_object_add(o, "workgroup_size", u32_array(cap->workgroup_size, 3));
   add_int(o, "code_bytes", (int64_t)cap->nwords * 4);
   if (cap->ndata) {
      add_int(o, "data_offset", cap->image_data_offset);
      add_int(o, "data_bytes", (int64_t)cap->ndata * 4);
   }
   add_int(o, "instructions", cap->ninsts);
   add_int(o, "push_constant_bytes", cap->push_constant_bytes);
   json_object_object_add(o, "push_constants_inlined",
                          json_object_new_boolean(cap->push_constants_inlined));
   add_int(o, "user_sgpr_count", cap->user_sgpr_count);
   add_int(o, "sgpr_arg_count", cap->sgpr_arg_count);
   add_int(o, "vgpr_arg_count", cap->vgpr_arg_count);

   json_object *args = json_object_new_array();
   json_object *wg = json_object_new_array();
   json_object *wg_slot[3] = {NULL, NULL, NULL};
   for (uint32_t i = 0; i < cap->nargs; i++) {
      const struct aco_arg *a = &cap->args[i];
      json_object *e = json_object_new_object();
      add_int(e, "sgpr", a->sgpr);
      add_int(e, "size", a->kind == ACO_ARG_RING_OFFSETS ? 2 : 1);
      json_object_object_add(e, "kind", json_object_new_string(kind_names[a->kind]));
      if (a->kind == ACO_ARG_PUSH_CONSTANT)
         add_int(e, "dword", a->index);
      if (a->kind == ACO_ARG_WORKGROUP_ID || a->kind == ACO_ARG_NUM_WORKGROUPS)
         add_int(e, "component", a->index);
      if (a->kind == ACO_ARG_DESCRIPTOR_SET)
         add_int(e, "set", a->index);
      json_object_object_add(e, "user", json_object_new_boolean(a->user));
      json_object_array_add(args, e);
      if (a->kind == ACO_ARG_WORKGROUP_ID)
         wg_slot[a->index] = json_object_new_int64(a->sgpr);
   }
   for (unsigned c = 0; c < 3; c++)
      json_object_array_add(wg, wg_slot[c]);
   json_object_object_add(o, "sgpr_args", args);
   json_object_object_add(o, "workgroup_id_sgprs", wg);

   /* where RADV puts each binding in its set's memory (aco_descriptors.c) */
   json_object *descs = json_object_new_array();
   for (uint32_t i = 0; i < cap->ndescriptors; i++) {
      const struct aco_descriptor *d = &cap->descriptors[i];
      json_object *e = json_object_new_object();
      add_int(e, "set", d->set);
      add_int(e, "binding", d->binding);
      json_object_object_add(e, "type", json_object_new_string(aco_descriptor_type_name(d->type)));
      add_int(e, "count", d->count);
      add_int(e, "offset", d->offset);
      add_int(e, "stride", d->stride);
      if (d->sampler_offset != UINT32_MAX)
         add_int(e, "sampler_offset", d->sampler_offset);
      json_object_array_add(descs, e);
   }
   json_object_object_add(o, "descriptors", descs);

   json_object *vargs = json_object_new_array();
   for (uint32_t v = 0; v < cap->vgpr_arg_count; v++)
      json_object_array_add(vargs, json_object_new_string("local_invocation_id"));
   json_object_object_add(o, "vgpr_args", vargs);

   add_int(o, "lds_bytes", cap->shared_bytes);
   add_int(o, "scratch_bytes", aco_capture_stat(cap, "Scratch size"));
   add_int(o, "sgprs", aco_capture_stat(cap, "SGPRs"));
   int64_t vgprs = aco_capture_stat(cap, "VGPRs");
   add_int(o, "vgprs", vgprs);
   /* GFX10 shared VGPRs (wave64) lie past the allocation: the code names
    * them; they are allocated in blocks of 8 */
   int64_t shared = vgprs >= 0 && cap->vgprs_named > vgprs ? cap->vgprs_named - vgprs : 0;
   add_int(o, "shared_vgpr_count", (shared + 7) / 8 * 8);

   json_object *stats = json_object_new_object();
   for (uint32_t i = 0; i < cap->nstats; i++)
      add_int(stats, cap->stats[i].name, cap->stats[i].value);
   json_object_object_add(o, "statistics", stats);

   fprintf(f, "%s\n",
           json_object_to_json_string_ext(o, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
                                                JSON_C_TO_STRING_NOSLASHESCAPE));
   json_object_put(o);
}
