/*
 * job.c -- build a struct vkrun_job from options and JSON job files.
 *
 *   agc-vkrun -g 4 -b name=out,size=256,addr=0,dump=- -p 2=7 m.spv
 *
 * becomes: module "m.spv", groups {4,1,1}, one buffer "out" of 256 bytes
 * dumped as hex, and two push-constant writes: dwords 0-1 = &out (low,
 * high), dword 2 = 7. Everything that names a buffer stays symbolic until
 * vkrun_job_finish(), so options may refer to buffers declared later.
 */
#include <errno.h>
#include <getopt.h>
#include <json-c/json.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "draw.h"

static void *
xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		vkrun_fail(VKRUN_EXIT_FAIL, "out of memory");
	return p;
}

static char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xrealloc(NULL, n), s, n);
}

void
vkrun_job_init(struct vkrun_job *job)
{
	memset(job, 0, sizeof(*job));
	job->groups[0] = job->groups[1] = job->groups[2] = 1;
	job->timeout_s = 60.0;
	job->device = -1;
}

static void
free_words(struct vkrun_dword *w, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(w[i].ref);
	free(w);
}

void
vkrun_job_free(struct vkrun_job *job)
{
	for (size_t i = 0; i < job->nbuffers; i++) {
		free(job->buffers[i].name);
		free(job->buffers[i].file);
		free(job->buffers[i].dump);
	}
	for (size_t i = 0; i < job->nwrites; i++) {
		free(job->writes[i].target);
		free_words(job->writes[i].words, job->writes[i].count);
	}
	vkrun_images_free(job);
	vkrun_draw_free(job->draw);
	free(job->buffers);
	free(job->writes);
	free(job->module);
	free(job->entry);
	memset(job, 0, sizeof(*job));
}

static void
set_string(char **dst, const char *s)
{
	free(*dst);
	*dst = xstrdup(s);
}

/* ---- numbers and values ---- */

static bool
parse_u64(const char *s, uint64_t *out)
{
	char *end;
	if (!*s || *s == '-' || *s == '+')
		return false;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || *end)
		return false;
	*out = v;
	return true;
}

static uint32_t
parse_u32(const char *s, const char *what)
{
	uint64_t v;
	if (!parse_u64(s, &v) || v > UINT32_MAX)
		vkrun_usage_error("%s: '%s' is not a 32-bit unsigned integer", what, s);
	return (uint32_t)v;
}

/* A byte count, with an optional K or M suffix (binary units). */
static uint64_t
parse_size(const char *s, const char *what)
{
	char buf[64];
	size_t n = strlen(s);
	uint64_t unit = 1, v;
	if (n > 0 && n < sizeof(buf) && strchr("kKmM", s[n - 1])) {
		unit = strchr("kK", s[n - 1]) ? 1024 : 1024 * 1024;
		memcpy(buf, s, n - 1);
		buf[n - 1] = 0;
		s = buf;
	}
	if (!parse_u64(s, &v) || v > UINT64_MAX / unit)
		vkrun_usage_error("%s: '%s' is not a size in bytes", what, s);
	return v * unit;
}

static uint32_t
float_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, sizeof(u));
	return u;
}

/*
 * One value: an integer (decimal or 0x hex; a negative one is stored in
 * two's complement), a float with an 'f' suffix (1.5f), or &NAME[+BYTES],
 * a buffer's 64-bit device address. Appends one or two dwords to *w.
 */
static void
parse_value(const char *s, struct vkrun_dword **w, size_t *n, const char *what)
{
	*w = xrealloc(*w, (*n + 2) * sizeof(**w));
	struct vkrun_dword *d = *w + *n;
	memset(d, 0, 2 * sizeof(*d));

	if (s[0] == '&') {
		const char *plus = strchr(s, '+');
		size_t len = plus ? (size_t)(plus - s - 1) : strlen(s + 1);
		if (len == 0)
			vkrun_usage_error("%s: '%s' names no buffer", what, s);
		uint64_t offset = 0;
		if (plus && !parse_u64(plus + 1, &offset))
			vkrun_usage_error("%s: bad byte offset in '%s'", what, s);
		for (int i = 0; i < 2; i++) {
			d[i].kind = i == 0 ? VKRUN_ADDR_LO : VKRUN_ADDR_HI;
			d[i].ref = memcpy(xrealloc(NULL, len + 1), s + 1, len);
			d[i].ref[len] = 0;
			d[i].buffer = -1;
			d[i].offset = offset;
		}
		*n += 2;
		return;
	}

	char *end;
	errno = 0;
	if (s[0] == '-') {
		long long v = strtoll(s, &end, 0);
		if (!errno && !*end && v >= INT32_MIN) {
			d->value = (uint32_t)v;
			*n += 1;
			return;
		}
	} else {
		uint64_t v;
		if (parse_u64(s, &v) && v <= UINT32_MAX) {
			d->value = (uint32_t)v;
			*n += 1;
			return;
		}
	}
	size_t len = strlen(s);
	if (len > 1 && (s[len - 1] == 'f' || s[len - 1] == 'F')) {
		errno = 0;
		float f = strtof(s, &end);
		if (!errno && end == s + len - 1 && isfinite(f)) {
			d->value = float_bits(f);
			*n += 1;
			return;
		}
	}
	vkrun_usage_error("%s: '%s' is not an integer, a float (1.5f) or &BUFFER", what, s);
}

/* Split s at sep into fresh strings; empty s gives no parts. */
static char **
split(const char *s, char sep, size_t *count)
{
	char **parts = NULL;
	size_t n = 0;
	while (*s) {
		const char *e = strchr(s, sep);
		size_t len = e ? (size_t)(e - s) : strlen(s);
		parts = xrealloc(parts, (n + 1) * sizeof(*parts));
		parts[n] = memcpy(xrealloc(NULL, len + 1), s, len);
		parts[n++][len] = 0;
		if (!e)
			break;
		s = e + 1;
	}
	*count = n;
	return parts;
}

static void
free_parts(char **parts, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(parts[i]);
	free(parts);
}

/* ---- building the job ---- */

static struct vkrun_buffer *
add_buffer(struct vkrun_job *job)
{
	job->buffers = xrealloc(job->buffers, (job->nbuffers + 1) * sizeof(*job->buffers));
	struct vkrun_buffer *b = &job->buffers[job->nbuffers++];
	memset(b, 0, sizeof(*b));
	b->set = b->binding = -1;
	return b;
}

/* A write to buffer index `buffer` (-1: push constants) or to `target`. */
static struct vkrun_write *
add_write(struct vkrun_job *job, const char *target, int buffer, uint32_t dword)
{
	job->writes = xrealloc(job->writes, (job->nwrites + 1) * sizeof(*job->writes));
	struct vkrun_write *w = &job->writes[job->nwrites++];
	memset(w, 0, sizeof(*w));
	w->target = target ? xstrdup(target) : NULL;
	w->buffer = buffer;
	w->dword = dword;
	return w;
}

static void
add_address_write(struct vkrun_job *job, int buffer, uint32_t dword)
{
	struct vkrun_write *w = add_write(job, NULL, -1, dword);
	w->words = xrealloc(NULL, 2 * sizeof(*w->words));
	memset(w->words, 0, 2 * sizeof(*w->words));
	w->words[0].kind = VKRUN_ADDR_LO;
	w->words[1].kind = VKRUN_ADDR_HI;
	w->words[0].buffer = w->words[1].buffer = buffer;
	w->count = 2;
}

static enum vkrun_buffer_type
parse_buffer_type(const char *s)
{
	if (!strcmp(s, "storage"))
		return VKRUN_BUFFER_STORAGE;
	if (!strcmp(s, "uniform"))
		return VKRUN_BUFFER_UNIFORM;
	vkrun_usage_error("buffer type '%s' is not storage or uniform", s);
}

/* KEY=VALUE,... as described under --buffer in the usage text. */
static void
parse_buffer_spec(struct vkrun_job *job, const char *spec)
{
	int index = (int)job->nbuffers;
	struct vkrun_buffer *b = add_buffer(job);
	size_t n;
	char **parts = split(spec, ',', &n);
	for (size_t i = 0; i < n; i++) {
		char *key = parts[i], *val = strchr(key, '=');
		if (!val)
			vkrun_usage_error("--buffer: '%s' is not KEY=VALUE", key);
		*val++ = 0;
		if (!strcmp(key, "name"))
			set_string(&b->name, val);
		else if (!strcmp(key, "size"))
			b->size = parse_size(val, "--buffer size");
		else if (!strcmp(key, "set"))
			b->set = (int)parse_u32(val, "--buffer set");
		else if (!strcmp(key, "binding"))
			b->binding = (int)parse_u32(val, "--buffer binding");
		else if (!strcmp(key, "type"))
			b->type = parse_buffer_type(val);
		else if (!strcmp(key, "addr"))
			add_address_write(job, index, parse_u32(val, "--buffer addr"));
		else if (!strcmp(key, "fill")) {
			struct vkrun_dword *d = NULL;
			size_t nd = 0;
			parse_value(val, &d, &nd, "--buffer fill");
			if (nd != 1)
				vkrun_usage_error("--buffer fill: an address cannot be a fill");
			b->fill = d->value;
			free_words(d, nd);
		} else if (!strcmp(key, "init"))
			vkrun_pattern_parse(&b->init, val, "--buffer init");
		else if (!strcmp(key, "file"))
			set_string(&b->file, val);
		else if (!strcmp(key, "data")) {
			struct vkrun_write *w = add_write(job, NULL, index, 0);
			size_t nv;
			char **vals = split(val, ':', &nv);
			for (size_t v = 0; v < nv; v++)
				parse_value(vals[v], &w->words, &w->count, "--buffer data");
			free_parts(vals, nv);
		} else if (!strcmp(key, "dump"))
			set_string(&b->dump, val);
		else
			vkrun_usage_error("--buffer: unknown key '%s'", key);
		/* add_write/add_buffer may move the arrays */
		b = &job->buffers[index];
	}
	free_parts(parts, n);
}

/* [NAME@]DWORD=V[,V...]: NAME is absent for the push constants. */
static void
parse_write(struct vkrun_job *job, const char *arg, bool push)
{
	const char *opt = push ? "--push" : "--write";
	char *copy = xstrdup(arg);
	char *at = strchr(copy, '@'), *eq = strchr(copy, '=');
	if (!eq || (push && at) || (!push && (!at || at > eq || at == copy)))
		vkrun_usage_error("%s: '%s' is not %s", opt, arg,
			push ? "DWORD=V[,V...]" : "BUFFER@DWORD=V[,V...]");
	*eq = 0;
	const char *dword = copy;
	if (at) {
		*at = 0;
		dword = at + 1;
	}
	struct vkrun_write *w = add_write(job, push ? NULL : copy, -1,
		parse_u32(dword, opt));
	size_t nv;
	char **vals = split(eq + 1, ',', &nv);
	if (nv == 0)
		vkrun_usage_error("%s: '%s' has no values", opt, arg);
	for (size_t v = 0; v < nv; v++)
		parse_value(vals[v], &w->words, &w->count, opt);
	free_parts(vals, nv);
	free(copy);
}

static void
parse_groups(struct vkrun_job *job, const char *arg)
{
	size_t n;
	char **parts = split(arg, ',', &n);
	if (n < 1 || n > 3)
		vkrun_usage_error("--groups: '%s' is not X[,Y[,Z]]", arg);
	for (size_t i = 0; i < 3; i++)
		job->groups[i] = i < n ? parse_u32(parts[i], "--groups") : 1;
	free_parts(parts, n);
}

static double
parse_seconds(const char *s, const char *what)
{
	char *end;
	errno = 0;
	double v = strtod(s, &end);
	if (errno || *end || !(v > 0))
		vkrun_usage_error("%s: '%s' is not a positive number of seconds", what, s);
	return v;
}

extern const char vkrun_usage_text[];

static _Noreturn void
print_probe(uint32_t size)
{
	uint32_t words[VKRUN_PROBE_WORDS];
	size_t bytes = vkrun_probe_module(words, size);
	if (size == 0 || fwrite(words, 1, bytes, stdout) != bytes || fflush(stdout) != 0)
		vkrun_fail(VKRUN_EXIT_FAIL, "--print-probe: cannot write the module");
	exit(VKRUN_EXIT_OK);
}

void
vkrun_job_parse_args(struct vkrun_job *job, int argc, char **argv)
{
	enum { OPT_TIMEOUT = 256, OPT_STAGED, OPT_PRINT_PROBE, OPT_WALL_CLOCK, OPT_REFERENCE };
	static const struct option longopts[] = {
		{"entry", required_argument, NULL, 'e'},
		{"groups", required_argument, NULL, 'g'},
		{"subgroup-size", required_argument, NULL, 's'},
		{"buffer", required_argument, NULL, 'b'},
		{"image", required_argument, NULL, 'i'},
		{"push", required_argument, NULL, 'p'},
		{"write", required_argument, NULL, 'w'},
		{"job", required_argument, NULL, 'j'},
		{"time", required_argument, NULL, 't'},
		{"timeout", required_argument, NULL, OPT_TIMEOUT},
		{"staged", no_argument, NULL, OPT_STAGED},
		{"wall-clock", no_argument, NULL, OPT_WALL_CLOCK},
		{"reference", no_argument, NULL, OPT_REFERENCE},
		{"print-probe", required_argument, NULL, OPT_PRINT_PROBE},
		{"device", required_argument, NULL, 'd'},
		{"verbose", no_argument, NULL, 'v'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	int c;
	while ((c = getopt_long(argc, argv, "e:g:s:b:i:p:w:j:t:d:vh", longopts, NULL)) != -1) {
		switch (c) {
		case 'e': set_string(&job->entry, optarg); break;
		case 'g': parse_groups(job, optarg); break;
		case 's': job->subgroup_size = parse_u32(optarg, "--subgroup-size"); break;
		case 'b': parse_buffer_spec(job, optarg); break;
		case 'i': vkrun_image_parse(job, optarg); break;
		case 'p': parse_write(job, optarg, true); break;
		case 'w': parse_write(job, optarg, false); break;
		case 'j': vkrun_job_load(job, optarg); break;
		case 't': job->time_runs = parse_u32(optarg, "--time"); break;
		case OPT_TIMEOUT: job->timeout_s = parse_seconds(optarg, "--timeout"); break;
		case OPT_STAGED: job->staged = true; break;
		case OPT_WALL_CLOCK: job->wall_clock = true; break;
		case OPT_REFERENCE: job->reference = true; break;
		case OPT_PRINT_PROBE: print_probe(parse_u32(optarg, "--print-probe")); break;
		case 'd': job->device = (int)parse_u32(optarg, "--device"); break;
		case 'v': job->verbose = true; break;
		case 'h':
			fputs(vkrun_usage_text, stdout);
			exit(VKRUN_EXIT_OK);
		default:
			vkrun_usage_error("bad option");
		}
	}
	if (optind < argc)
		set_string(&job->module, argv[optind++]);
	if (optind < argc)
		vkrun_usage_error("one module only; extra argument '%s'", argv[optind]);
}

/* ---- JSON job files ---- */

/* path as written in a job file: relative to the file's folder. */
char *
vkrun_job_path(const char *jobfile, const char *path)
{
	const char *slash = strrchr(jobfile, '/');
	if (path[0] == '/' || !slash || !strcmp(path, "-"))
		return xstrdup(path);
	size_t dirlen = (size_t)(slash - jobfile) + 1, len = strlen(path) + 1;
	char *out = xrealloc(NULL, dirlen + len);
	memcpy(out, jobfile, dirlen);
	memcpy(out + dirlen, path, len);
	return out;
}

static const char *
json_str(json_object *o, const char *what)
{
	return vkrun_json_string(o, "job", what);
}

static uint32_t
json_u32(json_object *o, const char *what)
{
	return (uint32_t)vkrun_json_int(o, "job", what, 0, UINT32_MAX);
}

/*
 * {"vsharp": "vb", "offset": 16, "stride": 12, "records": 3, "dword3": X}:
 * a buffer resource descriptor (V#) of four dwords, as an emulator writes
 * one for the code to fetch through: the 48-bit address of vb + 16 in
 * dword 0 and bits 0..15 of dword 1, the stride in bits 16..29 of dword 1,
 * the record count in dword 2 and dword 3 (destination swizzle, format,
 * type: default 0) as given.
 */
static void
json_vsharp(json_object *o, struct vkrun_dword **w, size_t *n, const char *what)
{
	json_object *ref = NULL;
	uint32_t stride = 0, records = 0, dword3 = 0;
	uint64_t offset = 0;
	json_object_object_foreach(o, key, val) {
		if (!strcmp(key, "vsharp"))
			ref = val;
		else if (!strcmp(key, "offset"))
			offset = json_u32(val, "vsharp offset");
		else if (!strcmp(key, "stride"))
			stride = json_u32(val, "vsharp stride");
		else if (!strcmp(key, "records"))
			records = json_u32(val, "vsharp records");
		else if (!strcmp(key, "dword3"))
			dword3 = json_u32(val, "vsharp dword3");
		else
			vkrun_usage_error("job: %s: unknown vsharp key '%s'", what, key);
	}
	if (!ref)
		vkrun_usage_error("job: %s: an object value must be {\"vsharp\": BUFFER, ...}", what);
	if (stride >= 1u << 14)
		vkrun_usage_error("job: %s: a V#'s stride is 14 bits; %u is too large", what, stride);
	*w = xrealloc(*w, (*n + 4) * sizeof(**w));
	struct vkrun_dword *d = *w + *n;
	memset(d, 0, 4 * sizeof(*d));
	for (int i = 0; i < 2; i++) {
		d[i].kind = i == 0 ? VKRUN_ADDR_LO : VKRUN_ADDR_HI16;
		d[i].ref = xstrdup(json_str(ref, "vsharp buffer"));
		d[i].buffer = -1;
		d[i].offset = offset;
	}
	d[1].value = stride << 16;
	d[2].value = records;
	d[3].value = dword3;
	*n += 4;
}

/* A value as in parse_value(), a JSON integer or (float) number, or a V#. */
void
vkrun_json_value(json_object *o, struct vkrun_dword **w, size_t *n, const char *what)
{
	if (json_object_is_type(o, json_type_object)) {
		json_vsharp(o, w, n, what);
		return;
	}
	if (json_object_is_type(o, json_type_string)) {
		parse_value(json_object_get_string(o), w, n, what);
		return;
	}
	uint32_t bits;
	if (json_object_is_type(o, json_type_int)) {
		int64_t v = json_object_get_int64(o);
		if (v < INT32_MIN || v > UINT32_MAX)
			vkrun_usage_error("job: a value in %s does not fit 32 bits", what);
		bits = (uint32_t)v;
	} else if (json_object_is_type(o, json_type_double)) {
		bits = float_bits((float)json_object_get_double(o));
	} else {
		vkrun_usage_error("job: %s holds a value that is not a number or string", what);
	}
	*w = xrealloc(*w, (*n + 1) * sizeof(**w));
	memset(*w + *n, 0, sizeof(**w));
	(*w)[(*n)++].value = bits;
}

static void
json_values(json_object *arr, struct vkrun_write *w, const char *what)
{
	if (!json_object_is_type(arr, json_type_array))
		vkrun_usage_error("job: %s must be an array", what);
	for (size_t i = 0; i < json_object_array_length(arr); i++)
		vkrun_json_value(json_object_array_get_idx(arr, i), &w->words, &w->count, what);
}

static void
json_buffer(struct vkrun_job *job, json_object *o, const char *jobfile)
{
	if (!json_object_is_type(o, json_type_object))
		vkrun_usage_error("job: each of buffers must be an object");
	int index = (int)job->nbuffers;
	add_buffer(job);
	json_object_object_foreach(o, key, val) {
		struct vkrun_buffer *b = &job->buffers[index];
		if (!strcmp(key, "name"))
			set_string(&b->name, json_str(val, "buffer name"));
		else if (!strcmp(key, "size")) {
			if (json_object_is_type(val, json_type_string))
				b->size = parse_size(json_object_get_string(val), "job: buffer size");
			else
				b->size = json_u32(val, "buffer size");
		} else if (!strcmp(key, "set"))
			b->set = (int)json_u32(val, "buffer set");
		else if (!strcmp(key, "binding"))
			b->binding = (int)json_u32(val, "buffer binding");
		else if (!strcmp(key, "type"))
			b->type = parse_buffer_type(json_str(val, "buffer type"));
		else if (!strcmp(key, "addr"))
			add_address_write(job, index, json_u32(val, "buffer addr"));
		else if (!strcmp(key, "fill")) {
			struct vkrun_dword *d = NULL;
			size_t nd = 0;
			vkrun_json_value(val, &d, &nd, "buffer fill");
			if (nd != 1)
				vkrun_usage_error("job: an address cannot be a fill");
			b->fill = d->value;
			free_words(d, nd);
		} else if (!strcmp(key, "init"))
			vkrun_pattern_parse(&b->init, json_str(val, "buffer init"), "job: buffer init");
		else if (!strcmp(key, "file")) {
			free(b->file);
			b->file = vkrun_job_path(jobfile, json_str(val, "buffer file"));
		} else if (!strcmp(key, "data"))
			json_values(val, add_write(job, NULL, index, 0), "buffer data");
		else if (!strcmp(key, "dump")) {
			free(b->dump);
			b->dump = vkrun_job_path(jobfile, json_str(val, "buffer dump"));
		} else
			vkrun_usage_error("job: unknown buffer key '%s'", key);
	}
}

static void
json_write(struct vkrun_job *job, json_object *o)
{
	json_object *target, *dword, *data;
	if (!json_object_is_type(o, json_type_object) ||
		!json_object_object_get_ex(o, "buffer", &target) ||
		!json_object_object_get_ex(o, "dword", &dword) ||
		!json_object_object_get_ex(o, "data", &data) ||
		json_object_object_length(o) != 3)
		vkrun_usage_error("job: each of writes must be {buffer, dword, data}");
	struct vkrun_write *w = add_write(job, json_str(target, "write buffer"), -1,
		json_u32(dword, "write dword"));
	json_values(data, w, "write data");
}

void
vkrun_job_load(struct vkrun_job *job, const char *path)
{
	json_object *root = json_object_from_file(path);
	if (!root)
		vkrun_usage_error("job %s: %s", path, json_util_get_last_err());
	if (!json_object_is_type(root, json_type_object))
		vkrun_usage_error("job %s: not a JSON object", path);
	json_object_object_foreach(root, key, val) {
		if (!strcmp(key, "module")) {
			free(job->module);
			job->module = vkrun_job_path(path, json_str(val, "module"));
		} else if (!strcmp(key, "entry"))
			set_string(&job->entry, json_str(val, "entry"));
		else if (!strcmp(key, "groups")) {
			size_t n = json_object_is_type(val, json_type_array)
				? json_object_array_length(val) : 0;
			if (n < 1 || n > 3)
				vkrun_usage_error("job: groups must be an array of 1 to 3 integers");
			for (size_t i = 0; i < 3; i++)
				job->groups[i] = i < n
					? json_u32(json_object_array_get_idx(val, i), "groups") : 1;
		} else if (!strcmp(key, "subgroup_size"))
			job->subgroup_size = json_u32(val, "subgroup_size");
		else if (!strcmp(key, "push"))
			json_values(val, add_write(job, NULL, -1, 0), "push");
		else if (!strcmp(key, "buffers")) {
			if (!json_object_is_type(val, json_type_array))
				vkrun_usage_error("job: buffers must be an array");
			for (size_t i = 0; i < json_object_array_length(val); i++)
				json_buffer(job, json_object_array_get_idx(val, i), path);
		} else if (!strcmp(key, "images")) {
			/* each object's members are --image's keys */
			if (!json_object_is_type(val, json_type_array))
				vkrun_usage_error("job: images must be an array");
			for (size_t i = 0; i < json_object_array_length(val); i++) {
				json_object *im = json_object_array_get_idx(val, i);
				if (!json_object_is_type(im, json_type_object))
					vkrun_usage_error("job: an image must be an object");
				char spec[4096] = "";
				size_t len = 0;
				json_object_object_foreach(im, k, v) {
					const char *text = json_object_get_string(v);
					char *pathed = NULL;
					if (!strcmp(k, "file") || !strcmp(k, "dump"))
						text = pathed = vkrun_job_path(path, text);
					len += (size_t)snprintf(spec + len, len < sizeof(spec) ? sizeof(spec) - len : 0,
						"%s%s=%s", len ? "," : "", k, text);
					free(pathed);
				}
				if (len >= sizeof(spec))
					vkrun_usage_error("job: an image's keys are too long");
				vkrun_image_parse(job, spec);
			}
		} else if (!strcmp(key, "writes")) {
			if (!json_object_is_type(val, json_type_array))
				vkrun_usage_error("job: writes must be an array");
			for (size_t i = 0; i < json_object_array_length(val); i++)
				json_write(job, json_object_array_get_idx(val, i));
		} else if (!strcmp(key, "time"))
			job->time_runs = json_u32(val, "time");
		else if (!strcmp(key, "timeout")) {
			double t = json_object_get_double(val);
			if (!(t > 0))
				vkrun_usage_error("job: timeout must be a positive number");
			job->timeout_s = t;
		} else if (!strcmp(key, "device"))
			job->device = (int)json_u32(val, "device");
		else if (!strcmp(key, "verbose"))
			job->verbose = json_object_get_boolean(val);
		else if (!strcmp(key, "staged"))
			job->staged = json_object_get_boolean(val);
		else if (!strcmp(key, "wall_clock"))
			job->wall_clock = json_object_get_boolean(val);
		else if (!strcmp(key, "draw"))
			vkrun_draw_load(job, val, path);
		else
			vkrun_usage_error("job %s: unknown key '%s'", path, key);
	}
	json_object_put(root);
}

/* ---- checks and contents ---- */

int
vkrun_job_find_buffer(const struct vkrun_job *job, const char *name)
{
	for (size_t i = 0; i < job->nbuffers; i++)
		if (!strcmp(job->buffers[i].name, name))
			return (int)i;
	vkrun_usage_error("no buffer named '%s'", name);
}

static uint64_t
file_size(const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", path, strerror(errno));
	return (uint64_t)st.st_size;
}

static const char *
write_name(const struct vkrun_job *job, const struct vkrun_write *w)
{
	return w->buffer < 0 ? "push constants" : job->buffers[w->buffer].name;
}

void
vkrun_job_drop_push(struct vkrun_job *job)
{
	size_t kept = 0;
	for (size_t i = 0; i < job->nwrites; i++) {
		struct vkrun_write *w = &job->writes[i];
		if (w->buffer < 0 && !w->target) {
			free_words(w->words, w->count);
			continue;
		}
		job->writes[kept++] = *w;
	}
	job->nwrites = kept;
}

void
vkrun_job_finish(struct vkrun_job *job)
{
	if (job->reference && !job->draw)
		vkrun_usage_error("--reference: the job has no draw");
	if (job->draw) {
		if (job->module)
			vkrun_usage_error("a draw job takes its modules from \"draw\", not '%s'",
				job->module);
		if (job->subgroup_size)
			vkrun_usage_error("a draw job requires no subgroup size "
				"(--subgroup-size: not implemented for draws)");
		if (job->reference)
			vkrun_draw_reference(job);
	} else if (!job->module)
		vkrun_usage_error("no module given");
	if (!job->entry)
		job->entry = xstrdup("main");
	for (int i = 0; i < 3; i++)
		if (job->groups[i] == 0)
			vkrun_usage_error("--groups: a dimension is 0");
	uint32_t s = job->subgroup_size;
	if (s & (s - 1))
		vkrun_usage_error("--subgroup-size: %u is not a power of two", s);

	for (size_t i = 0; i < job->nbuffers; i++) {
		struct vkrun_buffer *b = &job->buffers[i];
		if (!b->name) {
			char num[24];
			snprintf(num, sizeof(num), "%zu", i);
			b->name = xstrdup(num);
		}
		for (size_t j = 0; j < i; j++)
			if (!strcmp(job->buffers[j].name, b->name))
				vkrun_usage_error("two buffers named '%s'", b->name);
		if ((b->set < 0) != (b->binding < 0))
			vkrun_usage_error("buffer '%s': give both set and binding", b->name);
		for (size_t j = 0; j < i && b->set >= 0; j++)
			if (job->buffers[j].set == b->set && job->buffers[j].binding == b->binding)
				vkrun_usage_error("buffers '%s' and '%s' share set %d binding %d",
					job->buffers[j].name, b->name, b->set, b->binding);
	}

	vkrun_images_finish(job);

	uint64_t *extent = xrealloc(NULL, (job->nbuffers + 1) * sizeof(*extent));
	for (size_t i = 0; i < job->nbuffers; i++)
		extent[i] = job->buffers[i].file ? file_size(job->buffers[i].file) : 0;
	for (size_t i = 0; i < job->nwrites; i++) {
		struct vkrun_write *w = &job->writes[i];
		if (w->target)
			w->buffer = vkrun_job_find_buffer(job, w->target);
		for (size_t k = 0; k < w->count; k++)
			if (w->words[k].ref)
				w->words[k].buffer = vkrun_job_find_buffer(job, w->words[k].ref);
		if (w->buffer >= 0) {
			uint64_t end = ((uint64_t)w->dword + w->count) * 4;
			if (end > extent[w->buffer])
				extent[w->buffer] = end;
		}
	}
	for (size_t i = 0; i < job->nbuffers; i++) {
		struct vkrun_buffer *b = &job->buffers[i];
		if (b->size == 0)
			b->size = extent[i];
		if (b->size == 0)
			vkrun_usage_error("buffer '%s' has no size", b->name);
		if (extent[i] > b->size)
			vkrun_usage_error("buffer '%s': its file or data (%llu bytes) exceed its size (%llu)",
				b->name, (unsigned long long)extent[i], (unsigned long long)b->size);
	}
	free(extent);
	if (job->draw)
		vkrun_draw_finish(job);
}

uint32_t
vkrun_job_push_size(const struct vkrun_job *job)
{
	uint64_t size = 0;
	for (size_t i = 0; i < job->nwrites; i++) {
		const struct vkrun_write *w = &job->writes[i];
		uint64_t end = ((uint64_t)w->dword + w->count) * 4;
		if (w->buffer < 0 && end > size)
			size = end;
	}
	if (size > UINT32_MAX)
		vkrun_usage_error("push constants: %llu bytes", (unsigned long long)size);
	return (uint32_t)size;
}

static void
put_le32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static uint32_t
dword_value(const struct vkrun_dword *d, const uint64_t *addresses)
{
	if (d->kind == VKRUN_CONST)
		return d->value;
	uint64_t a = addresses[d->buffer] + d->offset;
	if (d->kind == VKRUN_ADDR_HI16) {
		if (a >> 48)
			vkrun_fail(VKRUN_EXIT_SKIP, "skip: the address 0x%llx of buffer '%s' does not "
				"fit a V#'s 48 bits", (unsigned long long)a, d->ref);
		return (uint32_t)(a >> 32) | d->value;
	}
	return d->kind == VKRUN_ADDR_LO ? (uint32_t)a : (uint32_t)(a >> 32);
}

static void
apply_writes(const struct vkrun_job *job, int target, uint8_t *image,
	uint64_t size, const uint64_t *addresses)
{
	for (size_t i = 0; i < job->nwrites; i++) {
		const struct vkrun_write *w = &job->writes[i];
		if (w->buffer != target)
			continue;
		for (size_t k = 0; k < w->count; k++) {
			uint64_t at = ((uint64_t)w->dword + k) * 4;
			if (at + 4 > size)
				vkrun_fail(VKRUN_EXIT_USAGE, "%s: dword %llu is out of range",
					write_name(job, w), (unsigned long long)(at / 4));
			put_le32(image + at, dword_value(&w->words[k], addresses));
		}
	}
}

void
vkrun_job_buffer_image(const struct vkrun_job *job, size_t b, uint8_t *image,
	const uint64_t *addresses)
{
	const struct vkrun_buffer *buf = &job->buffers[b];
	uint8_t fill[4];
	put_le32(fill, buf->fill);
	uint64_t from = vkrun_pattern_bytes(&buf->init, buf->size);
	vkrun_pattern_fill(&buf->init, image, buf->size);
	if (fill[0] == fill[1] && fill[0] == fill[2] && fill[0] == fill[3])
		memset(image + from, fill[0], buf->size - from); /* large buffers: fast */
	else
		for (uint64_t i = from; i < buf->size; i++)
			image[i] = fill[i % 4];
	if (buf->file) {
		FILE *f = fopen(buf->file, "rb");
		if (!f)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: %s", buf->file, strerror(errno));
		size_t got = fread(image, 1, buf->size, f);
		bool bad = ferror(f) || (got == buf->size && fgetc(f) != EOF);
		fclose(f);
		if (bad)
			vkrun_fail(VKRUN_EXIT_FAIL, "%s: read error or longer than buffer '%s'",
				buf->file, buf->name);
	}
	apply_writes(job, (int)b, image, buf->size, addresses);
}

void
vkrun_job_push_image(const struct vkrun_job *job, uint8_t *image, uint32_t size,
	const uint64_t *addresses)
{
	memset(image, 0, size);
	apply_writes(job, -1, image, size, addresses);
}
