/*
 * capture.c -- capture manifests: one JSON file that bundles a captured
 * shader's code file with the state needed to recompile it.
 *
 *   {
 *     "format": "agc-capture", "version": 1,
 *     "stage": "compute",             cs | compute | vs | ngg | ps
 *     "code": "shader.bin",           path relative to the manifest
 *     "code_format": "raw",           raw | elf (default: detected)
 *     "entry": 0, "symbol": null,
 *     "wave_size": 32, "subgroup_size": 32,
 *     "user_sgprs": 4, "user_data": [4096, 0, 8192, 0],
 *     "wgid_sgprs": [4, 5, 6],
 *     "workgroup_size": [64, 1, 1],
 *     "lds_bytes": 0, "scratch_bytes": 0,
 *     "shared_vgprs": 0,              wave64: first GFX10 shared VGPR, 0: none
 *     "denormals": "any",             any | preserve | flush (--denormals)
 *     "address_map": "direct",
 *     "address32_hi": null,           32-bit pointers' high dword (--address32-hi)
 *     "image_formats": {"s2+32": "r32ui"},  (--image-format)
 *     "registers": {"SPI_PS_INPUT_ENA": "0x00000002", "SPI_PS_IN_CONTROL": 1},
 *     "push_offset": 0,               (--push-offset)
 *     "descriptor_set": 0             (--descriptor-set)
 *   }
 *
 * A graphics stage (vs, ngg, ps) needs the registers the command stream
 * set for it, by their gfx10 names, each a whole 32-bit value: a 0x-hex
 * string or an integer.  The stage's wave size is the registers' (PS_W32_EN,
 * VS_W32_EN, GS_W32_EN); "wave_size" is then ignored.  A register the stage
 * needs and "registers" lacks, a value the tool cannot honour, or a name
 * not spelled as a register's is bad input (exit status 1); a well-spelled
 * name the tool does not read draws a warning and is ignored.  --reg
 * replaces or adds registers; --stage replaces "stage".
 *
 * user_data holds the values the shader was captured with; the module
 * reads them from its push constants at run time.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "cli/cli.h"

static int
bad(struct agc_diag *d, const char *what, const char *why)
{
	return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
			"capture manifest: \"%s\" %s", what, why);
}

/* An optional non-negative integer member no larger than max. */
static int
get_uint(json_object *j, const char *key, uint64_t max, uint64_t *out, bool *found,
	 struct agc_diag *d)
{
	json_object *v;
	*found = false;
	if (!json_object_object_get_ex(j, key, &v) || json_object_is_type(v, json_type_null))
		return 0;
	if (!json_object_is_type(v, json_type_int))
		return bad(d, key, "must be an integer");
	int64_t x = json_object_get_int64(v);
	if (x < 0 || (uint64_t)x > max)
		return bad(d, key, "is out of range");
	*out = (uint64_t)x;
	*found = true;
	return 0;
}

static int
get_list(json_object *j, const char *key, uint64_t max, uint64_t *out, int *n, int maxn,
	 struct agc_diag *d)
{
	json_object *v;
	*n = -1;
	if (!json_object_object_get_ex(j, key, &v) || json_object_is_type(v, json_type_null))
		return 0;
	if (!json_object_is_type(v, json_type_array) || (int)json_object_array_length(v) > maxn)
		return bad(d, key, "must be an array of at most 3 integers");
	*n = (int)json_object_array_length(v);
	for (int i = 0; i < *n; i++) {
		json_object *e = json_object_array_get_idx(v, (size_t)i);
		if (!json_object_is_type(e, json_type_int) || json_object_get_int64(e) < 0 ||
		    (uint64_t)json_object_get_int64(e) > max)
			return bad(d, key, "must hold non-negative integers in range");
		out[i] = (uint64_t)json_object_get_int64(e);
	}
	return 0;
}

static const char *
get_string(json_object *j, const char *key)
{
	json_object *v;
	if (!json_object_object_get_ex(j, key, &v) || !json_object_is_type(v, json_type_string))
		return NULL;
	return json_object_get_string(v);
}

/* The manifest's code file (named relative to the manifest at path) read
 * into code, with its "code_format", "entry" and "symbol" (those given on
 * the command line, in in, win). */
static int
read_code(struct agc_arena *a, json_object *j, const char *path, const struct agc_input_opts *in,
	  struct agc_code *code, const char **code_path, struct agc_diag *d)
{
	const char *code_file = get_string(j, "code");
	if (!code_file) {
		bad(d, "code", "must name the code file");
		return -1;
	}

	struct agc_input_opts ci = *in;
	ci.format = AGC_FORMAT_AUTO;
	const char *cf = get_string(j, "code_format");
	if (cf && !strcmp(cf, "raw"))
		ci.format = AGC_FORMAT_RAW;
	else if (cf && !strcmp(cf, "elf"))
		ci.format = AGC_FORMAT_ELF;
	else if (cf) {
		bad(d, "code_format", "must be \"raw\" or \"elf\"");
		return -1;
	}
	uint64_t v;
	bool found;
	if (get_uint(j, "entry", UINT32_MAX, &v, &found, d) < 0)
		return -1;
	if (found && in->entry < 0)
		ci.entry = (int64_t)v;
	const char *sym = get_string(j, "symbol");
	if (sym && !in->symbol)
		ci.symbol = agc_strdup(a, sym);

	/* the code file, relative to the manifest */
	char *cpath;
	const char *slash = strrchr(path, '/');
	if (code_file[0] != '/' && slash) {
		size_t dl = (size_t)(slash - path) + 1;
		cpath = agc_alloc(a, dl + strlen(code_file) + 1);
		if (!cpath)
			return agc_fail_oom(d, AGC_STAGE_INPUT, AGC_DIAG_NO_OFFSET, "out of memory");
		memcpy(cpath, path, dl);
		strcpy(cpath + dl, code_file);
	} else {
		cpath = agc_strdup(a, code_file);
	}
	if (code_path)
		*code_path = cpath;
	if (agc_input_read(a, cpath, &ci, code, d) < 0) {
		char msg[sizeof(d->msg) + 64];
		snprintf(msg, sizeof(msg), "code file %.40s: %s", code_file, d->msg);
		memcpy(d->msg, msg, sizeof(d->msg) - 1);
		d->msg[sizeof(d->msg) - 1] = 0;
		return -1;
	}
	return 0;
}

/* The compute ABI fields, over the defaults in o: "wave_size" ...
 * "address32_hi". */
static int
read_abi(json_object *j, struct agc_options *o, struct agc_diag *d)
{
	uint64_t v, l3[3];
	bool found;
	int cnt;

	if (get_uint(j, "wave_size", 64, &v, &found, d) < 0)
		return -1;
	if (found) {
		if (v != 32 && v != 64) {
			bad(d, "wave_size", "must be 32 or 64");
			return -1;
		}
		o->wave64 = v == 64;
	}
	if (get_uint(j, "subgroup_size", 64, &v, &found, d) < 0)
		return -1;
	if (found)
		o->subgroup_size = (uint32_t)v;
	if (get_uint(j, "user_sgprs", 106, &v, &found, d) < 0)
		return -1;
	if (found)
		o->user_sgprs = (uint32_t)v;
	json_object *ud;
	if (json_object_object_get_ex(j, "user_data", &ud) &&
	    (!json_object_is_type(ud, json_type_array) ||
	     json_object_array_length(ud) > 106)) {
		bad(d, "user_data", "must be an array of at most 106 dwords");
		return -1;
	}
	if (get_list(j, "wgid_sgprs", 105, l3, &cnt, 3, d) < 0)
		return -1;
	if (cnt >= 0)
		for (int i = 0; i < 3; i++)
			o->wgid_sgpr[i] = i < cnt ? (int32_t)l3[i] : -1;
	if (get_list(j, "workgroup_size", 1024, l3, &cnt, 3, d) < 0)
		return -1;
	if (cnt >= 0)
		for (int i = 0; i < 3; i++)
			o->workgroup[i] = i < cnt ? (uint32_t)l3[i] : 1;
	if (get_uint(j, "lds_bytes", 65536, &v, &found, d) < 0)
		return -1;
	if (found)
		o->lds_bytes = (uint32_t)v;
	if (get_uint(j, "scratch_bytes", 1u << 20, &v, &found, d) < 0)
		return -1;
	if (found)
		o->scratch_bytes = (uint32_t)v;
	if (get_uint(j, "shared_vgprs", 255, &v, &found, d) < 0)
		return -1;
	if (found)
		o->shared_vgpr_first = (uint32_t)v;
	json_object *dv;
	if (json_object_object_get_ex(j, "denormals", &dv)) {
		const char *dn = json_object_is_type(dv, json_type_string) ? json_object_get_string(dv) : "";
		if (!strcmp(dn, "preserve"))
			o->denorm = AGC_DENORM_PRESERVE;
		else if (!strcmp(dn, "flush"))
			o->denorm = AGC_DENORM_FLUSH;
		else if (!strcmp(dn, "any"))
			o->denorm = AGC_DENORM_ANY;
		else {
			bad(d, "denormals", "must be \"any\", \"preserve\" or \"flush\"");
			return -1;
		}
	}
	const char *am = get_string(j, "address_map");
	if (am && !strcmp(am, "paged"))
		o->address_map = AGC_ADDR_PAGED;
	else if (am && strcmp(am, "direct")) {
		bad(d, "address_map", "must be \"direct\" or \"paged\"");
		return -1;
	}
	json_object *a32;
	if (json_object_object_get_ex(j, "address32_hi", &a32) && !json_object_is_type(a32, json_type_null)) {
		if (get_uint(j, "address32_hi", UINT32_MAX, &v, &found, d) < 0)
			return -1;
		o->address32 = true;
		o->address32_hi = (uint32_t)v;
	}
	return 0;
}

/* One register value: an integer 0..2^32-1, or a string of 1..8 hex
 * digits after 0x. */
static bool
reg_value(json_object *v, uint32_t *out)
{
	if (json_object_is_type(v, json_type_int)) {
		int64_t x = json_object_get_int64(v);
		if (x < 0 || x > UINT32_MAX)
			return false;
		*out = (uint32_t)x;
		return true;
	}
	if (!json_object_is_type(v, json_type_string))
		return false;
	const char *t = json_object_get_string(v);
	size_t n = strlen(t);
	if (n < 3 || n > 10 || t[0] != '0' || (t[1] != 'x' && t[1] != 'X') ||
	    strspn(t + 2, "0123456789abcdefABCDEF") != n - 2)
		return false;
	*out = (uint32_t)strtoul(t + 2, NULL, 16);
	return true;
}

/* "stage", "registers": {"NAME": VALUE, ...} (at most 512),
 * "push_offset", "descriptor_set". */
static int
read_gfx(struct agc_arena *a, json_object *j, struct agc_options *o, struct agc_diag *d)
{
	json_object *v;
	if (json_object_object_get_ex(j, "stage", &v) && !json_object_is_type(v, json_type_null)) {
		if (!json_object_is_type(v, json_type_string) ||
		    agc_hw_stage_parse(json_object_get_string(v), &o->stage) < 0)
			return bad(d, "stage", "must be \"cs\", \"compute\", \"vs\", \"ngg\" or \"ps\"");
	}
	if (json_object_object_get_ex(j, "registers", &v) && !json_object_is_type(v, json_type_null)) {
		if (!json_object_is_type(v, json_type_object) ||
		    json_object_object_length(v) > AGC_CLI_MAX_REGS)
			return bad(d, "registers", "must be an object of at most 512 \"NAME\": VALUE");
		size_t n = (size_t)json_object_object_length(v);
		struct agc_reg_value *r = agc_alloc(a, sizeof(*r) * (n ? n : 1));
		uint32_t k = 0;
		if (!r)
			return agc_fail_oom(d, AGC_STAGE_INPUT, AGC_DIAG_NO_OFFSET, "out of memory");
		json_object_object_foreach(v, key, val) {
			if (!reg_value(val, &r[k].value))
				return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
						"capture manifest: register %.64s: the value must be a "
						"32-bit integer or a \"0x\" hex string", key);
			if (!(r[k].name = agc_strdup(a, key)))
				return agc_fail_oom(d, AGC_STAGE_INPUT, AGC_DIAG_NO_OFFSET, "out of memory");
			k++;
		}
		o->regs = (struct agc_regs){r, k, false};
	}
	uint64_t x;
	bool found;
	if (get_uint(j, "push_offset", UINT32_MAX - 3, &x, &found, d) < 0)
		return -1;
	if (found && x % 4)
		return bad(d, "push_offset", "must be a multiple of 4");
	if (found)
		o->push_offset = (uint32_t)x;
	if (get_uint(j, "descriptor_set", UINT32_MAX, &x, &found, d) < 0)
		return -1;
	if (found)
		o->descriptor_set = (uint32_t)x;
	return 0;
}

/* "image_formats": {"SOURCE": "FORMAT", ...}, at most 64. */
static int
read_image_formats(struct agc_arena *a, json_object *j, struct agc_options *o, struct agc_diag *d)
{
	json_object *imf;
	if (json_object_object_get_ex(j, "image_formats", &imf) && !json_object_is_type(imf, json_type_null)) {
		if (!json_object_is_type(imf, json_type_object) || json_object_object_length(imf) > 64) {
			bad(d, "image_formats", "must be an object of at most 64 \"SOURCE\": \"FORMAT\"");
			return -1;
		}
		struct agc_image_format *f = agc_alloc(a, sizeof(*f) * 64);
		uint32_t nf = 0;
		if (!f)
			return agc_fail_oom(d, AGC_STAGE_INPUT, AGC_DIAG_NO_OFFSET, "out of memory");
		json_object_object_foreach(imf, key, val) {
			if (!json_object_is_type(val, json_type_string) ||
			    !agc_image_format_parse(key, json_object_get_string(val), &f[nf])) {
				bad(d, "image_formats", "must map sN, sN+BYTES or bufN+BYTES to a known format");
				return -1;
			}
			nf++;
		}
		o->image_formats = f;
		o->nimage_formats = nf;
	}
	return 0;
}

int
agc_cli_read_capture(struct agc_arena *a, const char *path, const uint8_t *text, size_t n,
		     const struct agc_input_opts *in, struct agc_code *code,
		     struct agc_options *o, const char **code_path, struct agc_diag *d)
{
	struct json_tokener *tok = json_tokener_new();
	json_object *j = tok ? json_tokener_parse_ex(tok, (const char *)text, (int)n) : NULL;
	int rc = -1;
	if (!j) {
		if (!tok)
			agc_fail_oom(d, AGC_STAGE_INPUT, AGC_DIAG_NO_OFFSET, "out of memory");
		else
			agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, json_tokener_get_parse_end(tok),
				 "capture manifest is not valid JSON: %s",
				 json_tokener_error_desc(json_tokener_get_error(tok)));
		goto out;
	}
	if (!json_object_is_type(j, json_type_object)) {
		bad(d, "(top level)", "must be an object");
		goto out;
	}
	const char *fmt = get_string(j, "format");
	if (!fmt || strcmp(fmt, "agc-capture")) {
		bad(d, "format", "must be \"agc-capture\"");
		goto out;
	}
	if (read_code(a, j, path, in, code, code_path, d) < 0)
		goto out;
	agc_options_defaults(o, code);
	if (read_abi(j, o, d) < 0 || read_image_formats(a, j, o, d) < 0 || read_gfx(a, j, o, d) < 0)
		goto out;
	rc = 0;
out:
	if (j)
		json_object_put(j);
	if (tok)
		json_tokener_free(tok);
	return rc;
}

int
agc_cli_write_capture(const char *path, const char *code_path, const struct agc_code *code,
		      const struct agc_options *o, const uint32_t *user_data, unsigned nuser_data)
{
	json_object *j = json_object_new_object(), *arr;
	unsigned W = o->wave64 ? 64 : 32;

	json_object_object_add(j, "format", json_object_new_string("agc-capture"));
	json_object_object_add(j, "version", json_object_new_int(1));
	json_object_object_add(j, "stage", json_object_new_string(
		o->stage == AGC_HW_CS ? "compute" : agc_hw_stage_name(o->stage)));
	json_object_object_add(j, "code", json_object_new_string(code_path));
	json_object_object_add(j, "code_format", json_object_new_string(
		code->format == AGC_FORMAT_ELF ? "elf" : "raw"));
	json_object_object_add(j, "entry", json_object_new_int64(code->entry));
	if (code->symbol)
		json_object_object_add(j, "symbol", json_object_new_string(code->symbol));
	json_object_object_add(j, "wave_size", json_object_new_int((int)W));
	json_object_object_add(j, "subgroup_size", json_object_new_int(
		(int)(o->subgroup_size ? o->subgroup_size : W)));
	json_object_object_add(j, "user_sgprs", json_object_new_int((int)o->user_sgprs));
	arr = json_object_new_array();
	for (unsigned i = 0; i < nuser_data; i++)
		json_object_array_add(arr, json_object_new_int64(user_data[i]));
	json_object_object_add(j, "user_data", arr);
	arr = json_object_new_array();
	for (int i = 0; i < 3 && o->wgid_sgpr[i] >= 0; i++)
		json_object_array_add(arr, json_object_new_int(o->wgid_sgpr[i]));
	json_object_object_add(j, "wgid_sgprs", arr);
	arr = json_object_new_array();
	for (int i = 0; i < 3; i++)
		json_object_array_add(arr, json_object_new_int(
			(int)(o->workgroup[i] ? o->workgroup[i] : (i ? 1 : W))));
	json_object_object_add(j, "workgroup_size", arr);
	json_object_object_add(j, "lds_bytes", json_object_new_int((int)o->lds_bytes));
	json_object_object_add(j, "scratch_bytes", json_object_new_int((int)o->scratch_bytes));
	json_object_object_add(j, "shared_vgprs", json_object_new_int((int)o->shared_vgpr_first));
	json_object_object_add(j, "denormals", json_object_new_string(
		o->denorm == AGC_DENORM_PRESERVE ? "preserve" : o->denorm == AGC_DENORM_FLUSH ? "flush" : "any"));
	json_object_object_add(j, "address_map", json_object_new_string(
		o->address_map == AGC_ADDR_PAGED ? "paged" : "direct"));
	if (o->address32)
		json_object_object_add(j, "address32_hi", json_object_new_int64(o->address32_hi));
	if (o->nimage_formats) {
		json_object *f = json_object_new_object();
		static const char *const numeric[] = {"float", "uint", "sint"};
		for (uint32_t i = 0; i < o->nimage_formats; i++) {
			const struct agc_image_format *x = &o->image_formats[i];
			char src[40];
			const char *name = agc_image_format_name(x->format);
			agc_desc_source_name(x->src, x->sgpr, x->offset, src, sizeof(src));
			json_object_object_add(f, src, json_object_new_string(name ? name : numeric[x->numeric]));
		}
		json_object_object_add(j, "image_formats", f);
	}
	if (o->stage != AGC_HW_CS || o->regs.n) {
		json_object *r = json_object_new_object();
		for (uint32_t i = 0; i < o->regs.n; i++) {
			char hex[16];
			snprintf(hex, sizeof(hex), "0x%08x", o->regs.r[i].value);
			json_object_object_add(r, o->regs.r[i].name, json_object_new_string(hex));
		}
		json_object_object_add(j, "registers", r);
	}
	if (o->push_offset)
		json_object_object_add(j, "push_offset", json_object_new_int64(o->push_offset));
	if (o->descriptor_set)
		json_object_object_add(j, "descriptor_set", json_object_new_int64(o->descriptor_set));
	const char *text = json_object_to_json_string_ext(j, JSON_C_TO_STRING_PRETTY |
							   JSON_C_TO_STRING_SPACED);
	int rc = agc_cli_write_atomic(path, text, strlen(text));
	json_object_put(j);
	return rc;
}
