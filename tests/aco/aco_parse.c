/*
 * Reading RADV's internal representations of one compute shader.
 *
 * "Assembly" (ACO's final disassembly; encodings after the ';'):
 *
 *   BB0:
 *      v_lshl_add_u32 v0, s9, 6, v0           ; d7460000 04010c09
 *      s_cbranch_execz BB6                    ; bf88001a
 *
 * gives the machine code: the words of every line, in order.
 *
 * The SGPR arguments come from ACO's IR, whose first instruction defines them
 * in order with their registers:
 *
 *    s2: %22:s[0-1],  s1: %23:s[2],  ...,  s1: %31:s[10],  v3: %32:v[0-2] = p_startpgm
 *
 * What each one holds is not printed; it follows from the order in which
 * RADV declares compute arguments (observed with probe shaders, see
 * tests/aco/README.md):
 *
 *   s[0:1]                ring offsets pointer (always)
 *   [1]                   push-constant pointer, when not every read dword is inlined
 *   [k]                   inlined push-constant dwords: the dwords the shader reads
 *                         at constant offsets, lowest first (k of them)
 *   [3]                   gl_NumWorkGroups, when read
 *   --- system SGPRs ---
 *   [0..3]                gl_WorkGroupID x, y, z: each component only when read
 *   [1]                   tg_size, when the local invocation index or subgroup id is read
 *   [1]                   scratch wave offset (always)
 *
 * The NIR says which push-constant dwords, workgroup-id components and other
 * inputs are read; the number of SGPRs p_startpgm defines must then match,
 * or the layout is refused rather than guessed.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "aco_capture.h"

static bool
fail(char *err, size_t err_size, const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   vsnprintf(err, err_size, fmt, ap);
   va_end(ap);
   return false;
}

const char *
aco_find_rep(const struct aco_capture *cap, const char *name)
{
   for (uint32_t i = 0; i < cap->nreps; i++)
      if (strstr(cap->reps[i].name, name))
         return cap->reps[i].text;
   return NULL;
}

int64_t
aco_capture_stat(const struct aco_capture *cap, const char *name)
{
   for (uint32_t i = 0; i < cap->nstats; i++)
      if (!strcmp(cap->stats[i].name, name))
         return cap->stats[i].value;
   return -1;
}

/* --- Assembly -> words ------------------------------------------------- */

/* One past the highest VGPR an instruction's text names: "v17" or the
 * last of "v[8:9]" (mnemonics, vcc and vmcnt are not registers). */
static uint32_t
vgprs_named(const char *t)
{
   uint32_t n = 0;
   for (const char *p = t; *p; p++) {
      if (*p != 'v' || (p > t && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
         continue;
      const char *q = p + 1;
      bool range = *q == '[';
      if (range)
         q++;
      if (!isdigit((unsigned char)*q))
         continue;
      char *e;
      unsigned long v = strtoul(q, &e, 10);
      if (range && *e == ':')
         v = strtoul(e + 1, &e, 10);
      if ((range ? *e != ']' : isalnum((unsigned char)*e) || *e == '_') || v > 255)
         continue;
      if (v + 1 > n)
         n = (uint32_t)v + 1;
   }
   return n;
}

static bool finish_listing(struct aco_capture *cap, char *err, size_t err_size);
static bool make_image(struct aco_capture *cap, char *err, size_t err_size);
static bool parse_data(struct aco_capture *cap, const char *text, unsigned line_no, char *err,
                       size_t err_size);

bool
aco_parse_listing(struct aco_capture *cap, const char *text, char *err, size_t err_size)
{
   size_t cap_words = 256, cap_insts = 64;
   cap->words = calloc(cap_words, sizeof(*cap->words));
   cap->insts = calloc(cap_insts, sizeof(*cap->insts));
   if (!cap->words || !cap->insts)
      return fail(err, err_size, "out of memory");

   unsigned line_no = 0;
   for (const char *line = text; *line;) {
      const char *end = strchr(line, '\n');
      size_t len = end ? (size_t)(end - line) : strlen(line);
      line_no++;
      const char *next = end ? end + 1 : line + len;

      if (len >= 19 && !strncmp(line, "/* constant data */", 19))
         return parse_data(cap, next, line_no, err, err_size) && finish_listing(cap, err, err_size);

      bool blank = true;
      for (size_t i = 0; i < len; i++)
         blank &= isspace((unsigned char)line[i]) != 0;
      if (blank || !isspace((unsigned char)line[0])) {
         /* A block label ("BB3:") or nothing. */
         line = next;
         continue;
      }

      const char *semi = memchr(line, ';', len);
      if (!semi)
         return fail(err, err_size, "Assembly line %u has no encoding: %.*s", line_no,
                     (int)len, line);

      if (cap->ninsts == cap_insts) {
         cap_insts *= 2;
         cap->insts = realloc(cap->insts, cap_insts * sizeof(*cap->insts));
         if (!cap->insts)
            return fail(err, err_size, "out of memory");
      }
      struct aco_inst *inst = &cap->insts[cap->ninsts++];
      memset(inst, 0, sizeof(*inst));
      inst->pc = cap->nwords * 4;

      const char *t = line;
      while (t < semi && isspace((unsigned char)*t))
         t++;
      const char *te = semi;
      while (te > t && isspace((unsigned char)te[-1]))
         te--;
      snprintf(inst->text, sizeof(inst->text), "%.*s", (int)(te - t), t);

      const char *p = semi + 1;
      const char *stop = line + len;
      while (p < stop) {
         while (p < stop && isspace((unsigned char)*p))
            p++;
         if (p == stop)
            break;
         uint32_t w = 0;
         int digits = 0;
         while (p < stop && isxdigit((unsigned char)*p) && digits < 9) {
            char c = (char)tolower((unsigned char)*p++);
            w = w * 16 + (uint32_t)(c <= '9' ? c - '0' : c - 'a' + 10);
            digits++;
         }
         if (digits != 8 || (p < stop && !isspace((unsigned char)*p)))
            return fail(err, err_size, "Assembly line %u: bad encoding word: %.*s", line_no,
                        (int)len, line);
         if (cap->nwords == cap_words) {
            cap_words *= 2;
            cap->words = realloc(cap->words, cap_words * sizeof(*cap->words));
            if (!cap->words)
               return fail(err, err_size, "out of memory");
         }
         cap->words[cap->nwords++] = w;
         inst->nwords++;
      }
      if (inst->nwords == 0 || inst->nwords > 5) /* MIMG NSA: up to 5 */
         return fail(err, err_size, "Assembly line %u: %u encoding words", line_no,
                     inst->nwords);
      line = next;
   }
   return finish_listing(cap, err, err_size);
}

/* The checks and the image once the instructions are read. */
static bool
finish_listing(struct aco_capture *cap, char *err, size_t err_size)
{
   if (cap->ninsts == 0)
      return fail(err, err_size, "Assembly representation has no instructions");
   for (uint32_t i = 0; i < cap->ninsts; i++) {
      uint32_t n = vgprs_named(cap->insts[i].text);
      if (n > cap->vgprs_named)
         cap->vgprs_named = n;
   }

   int64_t code_size = aco_capture_stat(cap, "Code size");
   if (code_size >= 0 && code_size != (int64_t)cap->nwords * 4)
      return fail(err, err_size, "recovered %u bytes but RADV reports a code size of %" PRId64,
                  cap->nwords * 4, code_size);
   return make_image(cap, err, err_size);
}

/* The image as RADV uploads it: the code, then (gfx10) s_code_end words
 * up to align(code dwords + 48, 16) so that instruction prefetch past the
 * end stays in the buffer, then the constant data (ACO's assembler,
 * emit_program).  Without data the image is the code alone. */
static bool
make_image(struct aco_capture *cap, char *err, size_t err_size)
{
   uint32_t pad_to = cap->ndata ? (cap->nwords + 48 + 15) & ~15u : cap->nwords;
   cap->nimage = pad_to + cap->ndata;
   cap->image = calloc(cap->nimage ? cap->nimage : 1, sizeof(uint32_t));
   if (!cap->image)
      return fail(err, err_size, "out of memory");
   memcpy(cap->image, cap->words, cap->nwords * sizeof(uint32_t));
   for (uint32_t i = cap->nwords; i < pad_to; i++)
      cap->image[i] = 0xbf9f0000u; /* s_code_end */
   if (cap->ndata)
      memcpy(cap->image + pad_to, cap->data, cap->ndata * sizeof(uint32_t));
   cap->image_data_offset = pad_to * 4;
   return true;
}

/* The lines after the listing's "constant data" header: "[000032] w w w ...", hex
 * dwords, the bracket the byte offset of the first. */
static bool
parse_data(struct aco_capture *cap, const char *text, unsigned line_no, char *err,
           size_t err_size)
{
   size_t cap_data = 64;
   cap->data = calloc(cap_data, sizeof(uint32_t));
   if (!cap->data)
      return fail(err, err_size, "out of memory");
   for (const char *line = text; *line;) {
      const char *end = strchr(line, '\n');
      size_t len = end ? (size_t)(end - line) : strlen(line);
      const char *next = end ? end + 1 : line + len;
      line_no++;
      const char *p = line, *stop = line + len;
      while (p < stop && isspace((unsigned char)*p))
         p++;
      if (p == stop) {
         line = next;
         continue;
      }
      char *e;
      unsigned long at = *p == '[' ? strtoul(p + 1, &e, 10) : 0;
      if (*p != '[' || *e != ']' || at != cap->ndata * 4ul)
         return fail(err, err_size, "Assembly line %u: bad constant data line: %.*s", line_no,
                     (int)len, line);
      p = e + 1;
      while (p < stop) {
         while (p < stop && isspace((unsigned char)*p))
            p++;
         if (p == stop)
            break;
         unsigned long w = strtoul(p, &e, 16);
         if (e - p != 8 || (e < stop && !isspace((unsigned char)*e)))
            return fail(err, err_size, "Assembly line %u: bad constant data word: %.*s",
                        line_no, (int)len, line);
         if (cap->ndata == cap_data) {
            cap_data *= 2;
            cap->data = realloc(cap->data, cap_data * sizeof(uint32_t));
            if (!cap->data)
               return fail(err, err_size, "out of memory");
         }
         cap->data[cap->ndata++] = (uint32_t)w;
         p = e;
      }
      line = next;
   }
   return true;
}

/* --- NIR: what the shader reads --------------------------------------- */

struct nir_facts {
   uint64_t push_dword_mask; /* dwords read at constant offsets */
   bool push_indirect;       /* some read at a dynamic offset */
   bool num_workgroups;
   unsigned workgroup_id_mask; /* bit i: component i read */
   bool tg_size;
};

#define MAX_SSA 65536

/* The value of "ssa_N = load_const (0x...", for scalar constants. */
struct const_map {
   int64_t *value;
   bool *known;
};

static long
ssa_number(const char *s)
{
   if (strncmp(s, "ssa_", 4))
      return -1;
   char *end;
   long n = strtol(s + 4, &end, 10);
   if (end == s + 4 || n < 0 || n >= MAX_SSA)
      return -1;
   return n;
}

/* Parses "vecN BITS [con|div] ssa_D = " at the start of a NIR line. */
static bool
parse_def(const char *line, unsigned *ncomp, unsigned *bits, long *ssa)
{
   while (isspace((unsigned char)*line))
      line++;
   if (strncmp(line, "vec", 3))
      return false;
   char *end;
   *ncomp = (unsigned)strtoul(line + 3, &end, 10);
   *bits = (unsigned)strtoul(end, &end, 10);
   const char *s = strstr(end, "ssa_");
   if (!s)
      return false;
   *ssa = ssa_number(s);
   return *ssa >= 0;
}

/* Records which components of ssa_`def` any later line reads. */
static unsigned
components_read(const char *text, long def)
{
   char name[32];
   int n = snprintf(name, sizeof(name), "ssa_%ld", def);
   unsigned mask = 0;
   for (const char *p = text; (p = strstr(p, name)); p += n) {
      if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
         continue;
      const char *q = p + n;
      if (isdigit((unsigned char)*q))
         continue; /* ssa_12 when looking for ssa_1 */
      const char *after = q;
      while (*after == ' ')
         after++;
      if (*after == '=')
         continue; /* the definition */
      if (*q == '.') {
         for (q++; *q && strchr("xyzw", *q); q++)
            mask |= 1u << (*q == 'w' ? 3 : *q - 'x');
      } else {
         mask |= 7;
      }
   }
   return mask;
}

/* gfx: a graphics stage (no workgroup size; descriptor sets allowed). */
static bool
parse_nir(struct aco_capture *cap, const char *text, bool gfx, struct nir_facts *f, char *err,
          size_t err_size)
{
   memset(f, 0, sizeof(*f));
   const char *ws = strstr(text, "workgroup-size:");
   if (gfx)
      ;
   else if (!ws || sscanf(ws, "workgroup-size: %u, %u, %u", &cap->workgroup_size[0],
                     &cap->workgroup_size[1], &cap->workgroup_size[2]) != 3)
      return fail(err, err_size, "NIR has no workgroup-size line");
   const char *sh = strstr(text, "shared-size:");
   if (sh)
      sscanf(sh, "shared-size: %u", &cap->shared_bytes);

   struct const_map consts = {
      .value = calloc(MAX_SSA, sizeof(int64_t)),
      .known = calloc(MAX_SSA, sizeof(bool)),
   };
   if (!consts.value || !consts.known)
      return fail(err, err_size, "out of memory");

   bool ok = true;
   for (const char *line = text; *line && ok;) {
      const char *end = strchr(line, '\n');
      size_t len = end ? (size_t)(end - line) : strlen(line);
      char buf[1024];
      snprintf(buf, sizeof(buf), "%.*s", (int)(len < sizeof(buf) ? len : sizeof(buf) - 1),
               line);
      line = end ? end + 1 : line + len;

      unsigned ncomp, bits;
      long ssa;
      if (!parse_def(buf, &ncomp, &bits, &ssa))
         continue;

      const char *lc = strstr(buf, "= load_const (0x");
      if (lc && ncomp == 1) {
         consts.value[ssa] = (int64_t)strtoull(lc + 14, NULL, 16);
         consts.known[ssa] = true;
         continue;
      }
      if (strstr(buf, "intrinsic load_push_constant (")) {
         const char *src = strstr(buf, "load_push_constant (") + 20;
         long off_ssa = ssa_number(src);
         const char *bp = strstr(buf, "base=");
         long base = bp ? strtol(bp + 5, NULL, 10) : 0;
         if (off_ssa < 0 || !consts.known[off_ssa]) {
            f->push_indirect = true;
            continue;
         }
         int64_t first = base + consts.value[off_ssa];
         int64_t last = first + (int64_t)(ncomp * bits / 8) - 1;
         if (first < 0 || last >= 64 * 4) {
            ok = fail(err, err_size, "push-constant read at bytes %" PRId64 "..%" PRId64
                      " is outside 256 bytes", first, last);
            break;
         }
         for (int64_t d = first / 4; d <= last / 4; d++)
            f->push_dword_mask |= 1ull << d;
      } else if (strstr(buf, "intrinsic load_num_workgroups (")) {
         f->num_workgroups = true;
      } else if (strstr(buf, "intrinsic load_workgroup_id (")) {
         f->workgroup_id_mask |= components_read(text, ssa) & 7;
      } else if (strstr(buf, "intrinsic load_local_invocation_index (") ||
                 strstr(buf, "intrinsic load_subgroup_id (") ||
                 strstr(buf, "intrinsic load_num_subgroups (")) {
         f->tg_size = true;
      } else if (gfx) {
         continue;
      } else if (strstr(buf, "intrinsic vulkan_resource_index (") ||
                 strstr(buf, "intrinsic load_vulkan_descriptor (")) {
         ok = fail(err, err_size, "the shader uses descriptor sets; only push constants "
                                  "and buffer device addresses are supported");
      }
   }
   free(consts.value);
   free(consts.known);
   return ok;
}

/* --- ACO IR: the p_startpgm definitions -------------------------------- */

bool
aco_parse_startpgm(const char *ir, struct aco_startpgm_arg *args, uint32_t *nargs, char *err,
               size_t err_size)
{
   const char *sp = strstr(ir, "= p_startpgm");
   if (!sp)
      return fail(err, err_size, "ACO IR has no p_startpgm");
   const char *line = sp;
   while (line > ir && line[-1] != '\n')
      line--;
   *nargs = 0;
   for (const char *p = line; p < sp; p++) {
      if (p[0] != ':' || (p[1] != 's' && p[1] != 'v') || p[2] != '[')
         continue;
      char *end;
      unsigned long a = strtoul(p + 3, &end, 10), b = a;
      if (*end == '-')
         b = strtoul(end + 1, &end, 10);
      if (*end != ']' || b < a)
         return fail(err, err_size, "cannot read a p_startpgm register");
      if (*nargs == ACO_MAX_ARGS)
         return fail(err, err_size, "too many p_startpgm arguments");
      args[(*nargs)++] = (struct aco_startpgm_arg){p[1], (uint32_t)a, (uint32_t)(b - a + 1)};
   }
   return true;
}

static void
add_arg(struct aco_capture *cap, uint32_t *sgpr, enum aco_arg_kind kind, uint32_t index,
        bool user, uint32_t size)
{
   cap->args[cap->nargs++] = (struct aco_arg){*sgpr, kind, index, user};
   *sgpr += size;
}

static bool
build_layout(struct aco_capture *cap, const struct nir_facts *f,
             const struct aco_startpgm_arg *args, uint32_t nargs, char *err, size_t err_size)
{
   uint32_t sgprs = 0, vgprs = 0;
   for (uint32_t i = 0; i < nargs; i++) {
      uint32_t *n = args[i].file == 's' ? &sgprs : &vgprs;
      if (args[i].first != *n)
         return fail(err, err_size, "p_startpgm arguments are not consecutive registers");
      *n += args[i].count;
   }
   if (nargs == 0 || args[0].file != 's' || args[0].first != 0 || args[0].count != 2)
      return fail(err, err_size, "p_startpgm does not start with s[0-1]");

   unsigned wg_ids = __builtin_popcount(f->workgroup_id_mask);
   uint32_t system = wg_ids + (f->tg_size ? 1 : 0) + 1;
   uint32_t grid = f->num_workgroups ? 3 : 0;
   /* one pointer per descriptor set the module declares */
   uint32_t set_mask = 0;
   for (uint32_t i = 0; i < cap->ndescriptors; i++)
      set_mask |= 1u << cap->descriptors[i].set;
   uint32_t nsets = (uint32_t)__builtin_popcount(set_mask);
   unsigned read = __builtin_popcountll(f->push_dword_mask);
   if (sgprs < 2 + nsets + grid + system)
      return fail(err, err_size, "p_startpgm defines %u SGPRs, fewer than the %u the NIR "
                  "inputs need", sgprs, 2 + nsets + grid + system);
   uint32_t push = sgprs - 2 - nsets - grid - system;

   bool inlined_all = push == read && !f->push_indirect;
   uint32_t inlined = inlined_all ? read : push - 1;
   if (push > read + 1 || (!inlined_all && push == 0) || inlined > read)
      return fail(err, err_size, "p_startpgm defines %u SGPRs; with %u push-constant dwords "
                  "read%s, %u workgroup ids%s%s that is not a layout RADV makes",
                  sgprs, read, f->push_indirect ? " (some indirectly)" : "", wg_ids,
                  grid ? ", gl_NumWorkGroups" : "", f->tg_size ? ", tg_size" : "");

   cap->nargs = 0;
   uint32_t s = 0;
   add_arg(cap, &s, ACO_ARG_RING_OFFSETS, 0, true, 2);
   for (uint32_t set = 0; set < 32; set++)
      if (set_mask & (1u << set))
         add_arg(cap, &s, ACO_ARG_DESCRIPTOR_SET, set, true, 1);
   if (!inlined_all)
      add_arg(cap, &s, ACO_ARG_PUSH_CONSTANT_PTR, 0, true, 1);
   uint64_t mask = f->push_dword_mask;
   for (uint32_t i = 0; i < inlined; i++) {
      uint32_t d = (uint32_t)__builtin_ctzll(mask);
      mask &= mask - 1;
      add_arg(cap, &s, ACO_ARG_PUSH_CONSTANT, d, true, 1);
   }
   for (uint32_t c = 0; c < grid; c++)
      add_arg(cap, &s, ACO_ARG_NUM_WORKGROUPS, c, true, 1);
   cap->user_sgpr_count = s;
   for (uint32_t c = 0; c < 3; c++)
      if (f->workgroup_id_mask & (1u << c))
         add_arg(cap, &s, ACO_ARG_WORKGROUP_ID, c, false, 1);
   if (f->tg_size)
      add_arg(cap, &s, ACO_ARG_TG_SIZE, 0, false, 1);
   add_arg(cap, &s, ACO_ARG_SCRATCH_OFFSET, 0, false, 1);

   cap->sgpr_arg_count = sgprs;
   cap->vgpr_arg_count = vgprs;
   cap->push_constants_inlined = inlined_all;
   return true;
}

bool
aco_capture_parse(struct aco_capture *cap, char *err, size_t err_size)
{
   const char *listing = aco_find_rep(cap, "Assembly");
   const char *nir = aco_find_rep(cap, "NIR");
   const char *ir = aco_find_rep(cap, "ACO IR");
   if (!listing || !nir || !ir)
      return fail(err, err_size, "RADV did not return the NIR, ACO IR and Assembly "
                                 "representations (is this RADV with ACO?)");
   if (!aco_parse_listing(cap, listing, err, err_size))
      return false;

   struct nir_facts facts;
   if (!parse_nir(cap, nir, false, &facts, err, err_size))
      return false;
   struct aco_startpgm_arg args[ACO_MAX_ARGS];
   uint32_t nargs = 0;
   if (!aco_parse_startpgm(ir, args, &nargs, err, err_size))
      return false;
   return build_layout(cap, &facts, args, nargs, err, err_size);
}

bool
aco_parse_push_constants(const struct aco_capture *cap, const char *nir, uint64_t *mask,
                         bool *indirect, char *err, size_t err_size)
{
   struct nir_facts facts;
   if (!parse_nir((struct aco_capture *)cap, nir, true, &facts, err, err_size))
      return false;
   *mask = facts.push_dword_mask;
   *indirect = facts.push_indirect;
   return true;
}

void
aco_capture_free(struct aco_capture *cap)
{
   for (uint32_t i = 0; i < cap->nreps; i++)
      free(cap->reps[i].text);
   free(cap->words);
   free(cap->data);
   free(cap->image);
   free(cap->insts);
}
