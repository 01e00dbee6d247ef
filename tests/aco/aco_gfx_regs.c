/*
 * aco_gfx_regs.c -- the registers RADV 22.3 programs for each hardware
 * stage of a captured graphics pipeline, and what it puts in each user SGPR
 * and input VGPR, computed by the rule of the RADV function named beside
 * each from what can be observed: the scene, the final NIR RADV returns
 * and ACO's listing (aco_gfx.c's header says more).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aco_gfx.h"

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

void
aco_gfx_exports(const struct aco_capture *cap, uint32_t *param, uint32_t *pos, uint32_t *mrt,
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

void
aco_gfx_vertex_stage(struct stage *st, const struct scene *s, const struct aco_capture *desc,
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
   aco_gfx_exports(&st->cap, &param, &pos, &mrt, &mrtz, &prim);
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

void
aco_gfx_pixel_stage(struct stage *st, const struct scene *s, const struct aco_capture *desc,
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
   aco_gfx_exports(&st->cap, &param, &pos, &mrt, &mrtz, &prim);
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
      const struct aco_gfx_format *f = aco_gfx_format_vk(s->color[i]);
      col |= (f ? f->spi : 0) << (4 * i);
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
   for (uint32_t i = 0; i < s->ncolor; i++) {
      const struct aco_gfx_format *f = aco_gfx_format_vk(s->color[i]);
      if (f && f->spi) {
         char name[32];
         snprintf(name, sizeof(name), "CB_COLOR%u_INFO", i);
         set_reg(st, name, f->cb_format << 2 | f->cb_number << 8);
      }
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
