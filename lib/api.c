/*
 * api.c -- the public interface (include/agc/agc.h) over the pipeline.
 *
 * An emulator's options become the internal ones the way the command line's
 * do in cli/main.c: the input's kernel descriptor first, then each option
 * that was given (not AGC_FROM_CODE) over it.  For example
 *
 *	wave_size AGC_FROM_CODE, user_sgprs 6, wgid_sgprs {6, AGC_NO_SGPR, ..}
 *
 * on an ELF whose kernel descriptor says wave64 and 2 user SGPRs gives
 *
 *	struct agc_options { .wave64 = true, .user_sgprs = 6,
 *			     .wgid_sgpr = {6, -1, -1}, ... }
 *
 * exactly what `agc-recompile code.o --user-sgprs 6 --wgid-sgprs 6` uses.
 * The result (arena memory) is copied into one allocation the caller frees.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#include "agc/agc.h"
#include "decoder/input.h"
#include "ir/ir.h"

/* The struct_size of the first version of struct agc_recompile_options:
 * when fields are added, this stays the offset of the first new one. */
#define OPTIONS_V1_SIZE offsetof(struct agc_recompile_options, registers)

void
agc_recompile_options_init(struct agc_recompile_options *o, size_t size)
{
	struct agc_recompile_options d = {
		.format = AGC_CODE_AUTO,
		.entry = AGC_FROM_CODE,
		.stage = AGC_SHADER_COMPUTE,
		.wave_size = AGC_FROM_CODE,
		.user_sgprs = AGC_FROM_CODE,
		.wgid_sgprs = {AGC_FROM_CODE, AGC_FROM_CODE, AGC_FROM_CODE},
		.lds_bytes = AGC_FROM_CODE,
		.scratch_bytes = AGC_FROM_CODE,
		.shared_vgpr_first = AGC_FROM_CODE,
		.address_map = AGC_ADDRESS_DIRECT,
		.denormals = AGC_DENORMALS_ANY,
		.target_env = AGC_TARGET_VULKAN_1_2,
		.validate = true,
	};
	/* size is the caller's sizeof: a header newer than this library has
	 * fields past ours, zeroed here and refused by agc_recompile_bytes
	 * (read_options) rather than ignored */
	memset(o, 0, size);
	memcpy(o, &d, size < sizeof(d) ? size : sizeof(d));
	if (size >= sizeof(o->struct_size))
		o->struct_size = (uint32_t)size;
}

const char *
agc_library_version(void)
{
	return AGC_VERSION;
}

void
agc_output_free(struct agc_output *out)
{
	free(out);
}

/* ---- checking the options (AGC_STATUS_USAGE) ---- */

/* v is AGC_FROM_CODE or in 0..max. */
static bool
from_code_or_upto(int64_t v, int64_t max)
{
	return v == AGC_FROM_CODE || (v >= 0 && v <= max);
}

/* AGC_FROM_CODE in all three takes the code's; otherwise each is an SGPR
 * or none (AGC_NO_SGPR, or AGC_FROM_CODE after [0]).  {AGC_FROM_CODE, 7,
 * ..} says two things and is refused. */
static bool
wgid_ok(const int32_t s[3])
{
	if (s[0] == AGC_FROM_CODE)
		return s[1] == AGC_FROM_CODE && s[2] == AGC_FROM_CODE;
	for (int i = 0; i < 3; i++)
		if (s[i] != AGC_NO_SGPR && s[i] != AGC_FROM_CODE && (s[i] < 0 || s[i] > 105))
			return false;
	return true;
}

/* 0,0,0 (the default) or X >= 1 with Y, Z (0 taken as 1) up to 1024
 * threads in all. */
static bool
workgroup_ok(const uint32_t wg[3])
{
	if (!wg[0] && !wg[1] && !wg[2])
		return true;
	uint64_t threads = (uint64_t)wg[0] * (wg[1] ? wg[1] : 1) * (wg[2] ? wg[2] : 1);
	return wg[0] && threads <= 1024;
}

/* The first option out of range, named as agc/agc.h names it; NULL when all
 * are in range. */
static const char *
bad_option(const struct agc_recompile_options *o)
{
	if ((unsigned)o->format > AGC_CODE_ELF)
		return "format is not an enum agc_code_format";
	if (o->entry != AGC_FROM_CODE && (o->entry < 0 || o->entry > UINT32_MAX))
		return "entry is not AGC_FROM_CODE or 0..0xffffffff";
	if (!o->fetch_shader && o->fetch_shader_size)
		return "fetch_shader is NULL but fetch_shader_size is not 0";
	if ((unsigned)o->stage > AGC_SHADER_PIXEL)
		return "stage is not an enum agc_shader_stage";
	if (o->nregisters && !o->registers)
		return "registers is NULL but nregisters is not 0";
	for (uint32_t i = 0; i < o->nregisters; i++)
		if (!o->registers[i].name)
			return "a register's name is NULL";
	if (o->push_offset % 4)
		return "push_offset is not a multiple of 4";
	if (o->wave_size != AGC_FROM_CODE && o->wave_size != 32 && o->wave_size != 64)
		return "wave_size is not 32, 64 or AGC_FROM_CODE";
	if (o->subgroup_size > 64 || (o->subgroup_size & (o->subgroup_size - 1)))
		return "subgroup_size is not 0 or a power of two up to 64";
	if (!workgroup_ok(o->workgroup))
		return "workgroup is not 0,0,0 or a workgroup of 1..1024 threads";
	if (!from_code_or_upto(o->user_sgprs, 106))
		return "user_sgprs is not AGC_FROM_CODE or 0..106";
	if (!wgid_ok(o->wgid_sgprs))
		return "wgid_sgprs are not SGPRs 0..105, AGC_NO_SGPR or AGC_FROM_CODE";
	if (!from_code_or_upto(o->lds_bytes, 65536))
		return "lds_bytes is not AGC_FROM_CODE or 0..65536";
	if (!from_code_or_upto(o->scratch_bytes, 1 << 20))
		return "scratch_bytes is not AGC_FROM_CODE or 0..1048576";
	if (!from_code_or_upto(o->shared_vgpr_first, 255))
		return "shared_vgpr_first is not AGC_FROM_CODE or 0..255";
	if ((unsigned)o->address_map > AGC_ADDRESS_PAGED)
		return "address_map is not an enum agc_address_map";
	if ((unsigned)o->denormals > AGC_DENORMALS_FLUSH)
		return "denormals is not an enum agc_denormals";
	if (!o->image_formats && o->nimage_formats)
		return "image_formats is NULL but nimage_formats is not 0";
	if ((unsigned)o->target_env > AGC_TARGET_VULKAN_1_3)
		return "target_env is not an enum agc_target_env";
	if (o->max_insts > UINT32_MAX - 2 || o->max_blocks > UINT32_MAX - 2)
		return "max_insts or max_blocks is over 0xfffffffd";
	if (o->max_call_depth > 1024)
		return "max_call_depth is over 1024";
	return NULL;
}

/* ---- the internal options ---- */

static enum agc_format
input_format(enum agc_code_format f)
{
	if (f == AGC_CODE_RAW)
		return AGC_FORMAT_RAW;
	return f == AGC_CODE_ELF ? AGC_FORMAT_ELF : AGC_FORMAT_AUTO;
}

/* The options given over rc, which holds what the code says (as
 * merge_options in cli/main.c). */
static void
merge(const struct agc_recompile_options *o, struct agc_options *rc)
{
	if (o->wave_size != AGC_FROM_CODE)
		rc->wave64 = o->wave_size == 64;
	rc->subgroup_size = o->subgroup_size;
	if (o->workgroup[0])
		for (int i = 0; i < 3; i++)
			rc->workgroup[i] = o->workgroup[i] ? o->workgroup[i] : 1;
	if (o->user_sgprs != AGC_FROM_CODE)
		rc->user_sgprs = (uint32_t)o->user_sgprs;
	if (o->wgid_sgprs[0] != AGC_FROM_CODE)
		for (int i = 0; i < 3; i++)
			rc->wgid_sgpr[i] = o->wgid_sgprs[i] >= 0 ? o->wgid_sgprs[i] : -1;
	if (o->lds_bytes != AGC_FROM_CODE)
		rc->lds_bytes = (uint32_t)o->lds_bytes;
	if (o->scratch_bytes != AGC_FROM_CODE)
		rc->scratch_bytes = (uint32_t)o->scratch_bytes;
	if (o->shared_vgpr_first != AGC_FROM_CODE)
		rc->shared_vgpr_first = (uint32_t)o->shared_vgpr_first;
	rc->address_map = o->address_map == AGC_ADDRESS_PAGED ? AGC_ADDR_PAGED : AGC_ADDR_DIRECT;
	rc->denorm = o->denormals == AGC_DENORMALS_PRESERVE ? AGC_DENORM_PRESERVE
		   : o->denormals == AGC_DENORMALS_FLUSH  ? AGC_DENORM_FLUSH
							  : AGC_DENORM_ANY;
	rc->spirv_version = o->target_env == AGC_TARGET_VULKAN_1_3 ? 0x00010600 : 0x00010500;
	rc->address32 = o->address32;
	rc->address32_hi = o->address32 ? o->address32_hi : 0;
	rc->validate = o->validate;
	rc->optimize = o->optimize;
	static const enum agc_hw_stage hw[] = {AGC_HW_CS, AGC_HW_VS, AGC_HW_NGG, AGC_HW_PS};
	rc->stage = hw[o->stage];
	rc->push_offset = o->push_offset;
	rc->descriptor_set = o->descriptor_set;
	rc->cfg.fetch = o->fetch_shader;
	rc->cfg.fetch_len = o->fetch_shader_size;
	if (o->max_insts)
		rc->cfg.max_insts = o->max_insts;
	if (o->max_blocks)
		rc->cfg.max_blocks = o->max_blocks;
	if (o->max_call_depth)
		rc->cfg.max_call_depth = o->max_call_depth;
}

/* The image formats as struct agc_image_format, in the arena: 0; 1 with
 * a usage message in why when one does not parse; -1 with d filled when
 * memory runs out. */
static int
image_formats(struct agc_arena *a, const struct agc_recompile_options *o, struct agc_options *rc,
	      char *why, size_t n, struct agc_diag *d)
{
	if (!o->nimage_formats)
		return 0;
	struct agc_image_format *f = agc_alloc(a, sizeof(*f) * o->nimage_formats);
	if (!f)
		return agc_fail_oom(d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET,
				"out of memory");
	for (uint32_t i = 0; i < o->nimage_formats; i++) {
		const struct agc_image_format_option *io = &o->image_formats[i];
		const char *src = io->source ? io->source : "(null)";
		const char *fmt = io->format ? io->format : "(null)";
		if (!io->source || !io->format || !agc_image_format_parse(src, fmt, &f[i])) {
			snprintf(why, n, "image_formats[%u]: '%s=%s' is not sN, sN+BYTES or "
				 "bufN+BYTES = a known format", i, src, fmt);
			return 1;
		}
	}
	rc->image_formats = f;
	rc->nimage_formats = o->nimage_formats;
	return 0;
}

/* ---- the output ---- */

static enum agc_error
error_of(enum agc_diag_class cls)
{
	switch (cls) {
	case AGC_DIAG_NONE: return AGC_ERROR_NONE;
	case AGC_DIAG_MALFORMED: return AGC_ERROR_MALFORMED;
	case AGC_DIAG_UNSUPPORTED: return AGC_ERROR_UNSUPPORTED;
	case AGC_DIAG_LIMIT: return AGC_ERROR_LIMIT;
	case AGC_DIAG_INTERNAL: return AGC_ERROR_INTERNAL;
	case AGC_DIAG_USAGE: return AGC_ERROR_OPTIONS;
	}
	return AGC_ERROR_INTERNAL;
}

/* One allocation: the struct, the module's words, the reflection, the
 * message.  The struct's size is a multiple of 8, so the words that follow
 * it are aligned. */
static struct agc_output *
output_new(enum agc_status status, enum agc_error error, uint64_t offset, const char *message,
	   const uint32_t *spv, size_t nwords, const char *reflection)
{
	size_t nspv = nwords * 4, nrefl = reflection ? strlen(reflection) : 0;
	size_t nmsg = strlen(message);
	size_t total = sizeof(struct agc_output) + nspv + (reflection ? nrefl + 1 : 0) + nmsg + 1;
	struct agc_output *out = malloc(total);
	if (!out)
		return NULL;
	char *p = (char *)(out + 1);
	*out = (struct agc_output){
		.struct_size = sizeof(*out),
		.status = status,
		.error = error,
		.offset = offset,
	};
	if (spv) {
		memcpy(p, spv, nspv);
		out->spirv = (const uint32_t *)p;
		out->spirv_size = nspv;
		p += nspv;
	}
	if (reflection) {
		memcpy(p, reflection, nrefl + 1);
		out->reflection = p;
		out->reflection_size = nrefl;
		p += nrefl + 1;
	}
	memcpy(p, message, nmsg + 1);
	out->message = p;
	return out;
}

static enum agc_status
usage(struct agc_output **out, const char *why)
{
	char line[320];
	snprintf(line, sizeof(line), "options: %s", why);
	*out = output_new(AGC_STATUS_USAGE, AGC_ERROR_OPTIONS, AGC_NO_OFFSET, line, NULL, 0, NULL);
	return *out ? AGC_STATUS_USAGE : AGC_STATUS_INPUT;
}

static enum agc_status
failed(struct agc_output **out, const struct agc_diag *d)
{
	char line[768];
	agc_diag_format(d, line, sizeof(line));
	uint64_t offset = d->offset == AGC_DIAG_NO_OFFSET ? AGC_NO_OFFSET : d->offset;
	/* a choice the caller must make (a code object of several kernels
	 * and no symbol) is the caller's error, as on the command line */
	enum agc_status st = d->cls == AGC_DIAG_USAGE ? AGC_STATUS_USAGE : AGC_STATUS_INPUT;
	*out = output_new(st, error_of(d->cls), offset, line, NULL, 0, NULL);
	return st;
}

/* The registers into rc, in the arena: the caller's options, so that
 * errors in them are usage errors.  0, or -1 out of memory. */
static int
registers(struct agc_arena *a, const struct agc_recompile_options *o, struct agc_options *rc,
	  struct agc_diag *d)
{
	if (!o->nregisters)
		return 0;
	struct agc_reg_value *r = agc_alloc(a, sizeof(*r) * o->nregisters);
	if (!r)
		return agc_fail_oom(d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	for (uint32_t i = 0; i < o->nregisters; i++)
		r[i] = (struct agc_reg_value){o->registers[i].name, o->registers[i].value};
	rc->regs = (struct agc_regs){r, o->nregisters, true};
	return 0;
}

/* Whether the input is JSON, as agc-recompile tells a capture manifest
 * from code: its first byte past blanks is '{'. */
static bool
is_manifest(const uint8_t *p, size_t n)
{
	size_t i = 0;
	while (i < n && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t'))
		i++;
	return i < n && p[i] == '{';
}

/* The options as given, over the defaults for the fields past their
 * struct_size; NULL when struct_size is not one this library knows. */
static const char *
read_options(const struct agc_recompile_options *given, struct agc_recompile_options *o)
{
	agc_recompile_options_init(o, sizeof(*o));
	if (!given)
		return NULL;
	if (given->struct_size < OPTIONS_V1_SIZE)
		return "struct_size is smaller than any struct agc_recompile_options "
		       "(call agc_recompile_options_init)";
	if (given->struct_size > sizeof(*o))
		return "struct_size is larger than this library's struct agc_recompile_options "
		       "(a newer agc/agc.h than the library)";
	memcpy(o, given, given->struct_size);
	return NULL;
}

enum agc_status
agc_recompile_bytes(const void *code, size_t size, const struct agc_recompile_options *given,
		    struct agc_output **out)
{
	struct agc_recompile_options o;
	const char *bad = read_options(given, &o);

	*out = NULL;
	if (!bad)
		bad = bad_option(&o);
	if (!bad && !code && size)
		bad = "code is NULL but size is not 0";
	if (bad)
		return usage(out, bad);

	struct agc_arena arena = {.limit = o.max_memory ? o.max_memory : (size_t)1 << 30};
	struct agc_input_opts in = {
		.format = input_format(o.format),
		.symbol = o.symbol,
		.entry = o.entry,
		.max_bytes = o.max_bytes,
	};
	struct agc_code c;
	struct agc_options rc;
	struct agc_result r;
	struct agc_diag d;
	char why[256];
	enum agc_status status = AGC_STATUS_OK;

	if (in.format == AGC_FORMAT_AUTO && is_manifest(code, size)) {
		agc_fail(&d, AGC_STAGE_INPUT, AGC_DIAG_UNSUPPORTED, AGC_DIAG_NO_OFFSET,
			 "a capture manifest (JSON) is read by agc-recompile, which opens the code "
			 "file it names; the library takes the code and the options");
		status = failed(out, &d);
	} else if (agc_input_parse(&arena, code ? code : "", size, &in, &c, &d) < 0) {
		status = failed(out, &d);
	} else {
		agc_options_defaults(&rc, &c);
		merge(&o, &rc);
		int f = image_formats(&arena, &o, &rc, why, sizeof(why), &d);
		if (!f)
			f = registers(&arena, &o, &rc, &d);
		if (f > 0)
			status = usage(out, why);
		else if (f < 0 || agc_recompile(&arena, &c, &rc, &r, &d) < 0)
			status = failed(out, &d);
		else if (!(*out = output_new(AGC_STATUS_OK, AGC_ERROR_NONE, AGC_NO_OFFSET, "",
					     r.spv, r.nwords, r.reflection)))
			status = AGC_STATUS_INPUT;
	}
	agc_arena_free(&arena);
	return status;
}
