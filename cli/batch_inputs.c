/*
 * batch_inputs.c -- the input list of a batch: folders walked for known
 * inputs, the code files of captures left to their manifests, --shard,
 * code objects of several kernels split into one job per kernel
 * (x.co -> x.fill.spv, x.tile_sum.spv), and outputs that would collide
 * kept apart (x.bin.spv, x.co.spv).
 */
#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <json-c/json.h>

#include "cli/batch.h"

static bool
has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && !strcmp(s + n - m, suf);
}

/* A .json file is an input only when it is a capture manifest. */
static bool
is_capture(const char *path)
{
	char buf[4096];
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	size_t n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = 0;
	return strstr(buf, "\"agc-capture\"") != NULL;
}

static bool
known_input(const char *path)
{
	if (has_suffix(path, ".bin") || has_suffix(path, ".co") || has_suffix(path, ".o") ||
	    has_suffix(path, ".elf") || has_suffix(path, ".hsaco"))
		return true;
	return has_suffix(path, ".json") && is_capture(path);
}

size_t
agc_batch_out_stem(const struct job *j, const char **start)
{
	if (j->kernel) {
		*start = j->keep_ext ? j->out_ext : j->out;
		return strlen(*start);
	}
	*start = j->path + j->rel;
	return j->keep_ext ? strlen(*start) : j->stem;
}

/* rel is a tail of path: the path below the folder named on the command
 * line (the walk builds both by adding the same names), or the file's
 * own name. */
static int
add_job(struct batch *b, const char *path, const char *rel)
{
	if (b->njobs == b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 64;
		struct job *j = realloc(b->jobs, cap * sizeof(*j));
		if (!j)
			return -1;
		b->jobs = j;
		b->cap = cap;
	}
	size_t n = strlen(path), nrel = strlen(rel);
	struct job *j = &b->jobs[b->njobs];
	char *copy = n < UINT32_MAX ? agc_alloc(&b->strings, n + 1) : NULL;
	if (!copy)
		return -1;
	memcpy(copy, path, n + 1);
	j->path = copy;
	j->rel = (uint32_t)(n - nrel);
	/* rel without its extension */
	const char *slash = strrchr(rel, '/');
	const char *dot = strrchr(rel, '.');
	j->stem = (uint32_t)(dot && (!slash || dot > slash) ? (size_t)(dot - rel) : nrel);
	j->walked = false;
	j->regular = false;
	j->keep_ext = false;
	j->kernel = j->out = j->out_ext = NULL;
	b->njobs++;
	return 0;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a + 1, *(char *const *)b + 1);
}

/* The folders a walk is in, from the one named down: a link to one of
 * them would make the walk go round. */
#define MAX_DEPTH 64
struct above {
	dev_t dev[MAX_DEPTH + 1];
	ino_t ino[MAX_DEPTH + 1];
};

/* Walk dir (recursively, names sorted) adding known inputs; rel is the
 * path below the folder named on the command line; depth folders are
 * above it in *up. */
static int
walk(struct batch *b, const char *dir, const char *rel, int depth, struct above *up)
{
	if (depth > MAX_DEPTH) {
		fprintf(stderr, "agc-recompile: %s: folders nested more than %d deep\n", dir, MAX_DEPTH);
		return -1;
	}
	DIR *dp = opendir(dir);
	struct stat here;
	if (!dp || fstat(dirfd(dp), &here) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", dir, strerror(errno));
		if (dp)
			closedir(dp);
		return -1;
	}
	for (int i = 0; i < depth; i++)
		if (up->dev[i] == here.st_dev && up->ino[i] == here.st_ino) {
			/* everything below it is walked already */
			fprintf(stderr, "agc-recompile: %s: a link to a folder above it; "
				"not walked again\n", dir);
			closedir(dp);
			return 0;
		}
	up->dev[depth] = here.st_dev;
	up->ino[depth] = here.st_ino;
	/* The entries in one buffer, each its type from the folder itself
	 * (a stat per file saved: 'd', 'f', or '?' where the file system
	 * does not say) in front of its name; at[] their offsets. */
	char *text = NULL;
	size_t *at = NULL, len = 0, cap = 0, n = 0, ncap = 0;
	struct dirent *e;
	bool oom = false;
	while (!oom && (e = readdir(dp))) {
		if (e->d_name[0] == '.')
			continue;
		size_t need = strlen(e->d_name) + 2;
		if (len + need > cap) {
			size_t c = 2 * cap + need + 1024;
			char *t = realloc(text, c);
			if (!(oom = !t))
				text = t, cap = c;
		}
		if (n == ncap) {
			size_t c = ncap ? 2 * ncap : 64;
			size_t *a = realloc(at, c * sizeof(*a));
			if (!(oom = !a))
				at = a, ncap = c;
		}
		if (oom)
			break;
		at[n++] = len;
		text[len] = e->d_type == DT_DIR ? 'd' : e->d_type == DT_REG ? 'f' : '?';
		memcpy(text + len + 1, e->d_name, need - 1);
		len += need;
	}
	closedir(dp);
	/* the offsets become pointers once the buffer has stopped moving */
	char **names = n && !oom ? malloc(n * sizeof(*names)) : NULL;
	oom |= n && !names;
	for (size_t i = 0; names && i < n; i++)
		names[i] = text + at[i];
	if (names)
		qsort(names, n, sizeof(*names), by_name);
	int rc = 0;
	if (oom) {
		fprintf(stderr, "agc-recompile: %s: out of memory\n", dir);
		rc = -1;
		n = 0;
	}
	/* path = dir/name and sub = rel/name, the names copied in turn */
	char path[4096], sub[4096];
	size_t dl = strlen(dir), rl = strlen(rel);
	if (dl + 1 < sizeof(path) && rl + 1 < sizeof(sub)) {
		memcpy(path, dir, dl);
		path[dl++] = '/';
		memcpy(sub, rel, rl);
		if (rl)
			sub[rl++] = '/';
	} else {
		n = 0;
	}
	for (size_t i = 0; i < n; i++) {
		const char *name = names[i] + 1;
		size_t nl = strlen(name) + 1;
		if (dl + nl > sizeof(path) || rl + nl > sizeof(sub)) {
			fprintf(stderr, "agc-recompile: %s/%s: the path is too long\n", dir, name);
			rc = -1;
			continue;
		}
		memcpy(path + dl, name, nl);
		memcpy(sub + rl, name, nl);
		/* a link, or a file system that does not say: stat ('o' for
		 * other kinds; a broken link stays '?', to fail as an input
		 * that cannot be opened) */
		char type = names[i][0];
		struct stat st;
		if (type == '?' && stat(path, &st) == 0)
			type = S_ISDIR(st.st_mode) ? 'd' : S_ISREG(st.st_mode) ? 'f' : 'o';
		if (type == 'd') {
			if (walk(b, path, sub, depth + 1, up) < 0)
				rc = -1;
		} else if (known_input(path)) {
			if (type == 'o') {
				/* a FIFO would block the worker that opens it */
				fprintf(stderr, "agc-recompile: %s: not a regular file; not read\n", path);
			} else if (add_job(b, path, sub) < 0) {
				fprintf(stderr, "agc-recompile: %s: out of memory\n", path);
				rc = -1;
			} else {
				b->jobs[b->njobs - 1].walked = true;
				b->jobs[b->njobs - 1].regular = type == 'f';
			}
		}
	}
	free(names);
	free(at);
	free(text);
	return rc;
}

/* path with "." and empty segments dropped and "x/.." folded, as text
 * (malloc'd; NULL when out of memory). */
static char *
normalize_path(const char *path)
{
	size_t n = strlen(path);
	char *out = malloc(n + 2), *o = out;
	if (!out)
		return NULL;
	if (*path == '/')
		*o++ = '/';
	char *base = o;
	for (const char *p = path; *p;) {
		const char *e = strchr(p, '/');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		bool up = len == 2 && p[0] == '.' && p[1] == '.';
		/* the last segment written, if any */
		char *last = o > base ? o - 1 : base;
		while (last > base && last[-1] != '/')
			last--;
		if (len == 0 || (len == 1 && *p == '.')) {
			/* nothing */
		} else if (up && o > base && !(o - last == 3 && last[0] == '.' && last[1] == '.')) {
			o = last;
		} else {
			memcpy(o, p, len);
			o += len;
			*o++ = '/';
		}
		p += len + (e != NULL);
	}
	if (o > base)
		o--;
	*o = 0;
	return out;
}

static int
by_string(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A code file that a capture manifest found in the same walk names is
 * that manifest's input, not one of its own: converted alone it would get
 * the command line's ABI, not the capture's.  Files named on the command
 * line stay inputs. */
static int
drop_captured_code(struct batch *b)
{
	char **refs = NULL;
	size_t nrefs = 0;
	for (size_t i = 0; i < b->njobs; i++) {
		const struct job *j = &b->jobs[i];
		if (!j->walked || !has_suffix(j->path, ".json"))
			continue;
		json_object *m = json_object_from_file(j->path);
		json_object *code;
		if (m && json_object_object_get_ex(m, "code", &code) &&
		    json_object_is_type(code, json_type_string)) {
			const char *c = json_object_get_string(code);
			const char *slash = strrchr(j->path, '/');
			size_t dir = *c == '/' || !slash ? 0 : (size_t)(slash - j->path) + 1;
			char *joined = malloc(dir + strlen(c) + 1);
			char **nr = realloc(refs, (nrefs + 1) * sizeof(*refs));
			if (!joined || !nr) {
				free(joined);
				json_object_put(m);
				goto oom;
			}
			refs = nr;
			memcpy(joined, j->path, dir);
			strcpy(joined + dir, c);
			refs[nrefs] = normalize_path(joined);
			free(joined);
			if (!refs[nrefs++]) {
				json_object_put(m);
				goto oom;
			}
		}
		json_object_put(m);
	}
	if (nrefs)
		qsort(refs, nrefs, sizeof(*refs), by_string);
	size_t k = 0;
	for (size_t i = 0; i < b->njobs; i++) {
		struct job *j = &b->jobs[i];
		bool drop = false;
		if (nrefs && j->walked && !has_suffix(j->path, ".json")) {
			/* out of memory here keeps the job: the worst is a
			 * needless conversion */
			char *p = normalize_path(j->path);
			drop = p && bsearch(&p, refs, nrefs, sizeof(*refs), by_string) != NULL;
			free(p);
		}
		if (!drop)
			b->jobs[k++] = *j;
	}
	b->njobs = k;
	for (size_t i = 0; i < nrefs; i++)
		free(refs[i]);
	free(refs);
	return 0;
oom:
	for (size_t i = 0; i < nrefs; i++)
		free(refs[i]);
	free(refs);
	return -1;
}

static uint64_t
fnv1a(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return h;
}

/* Marks (mark[i] = 1) every job whose output another job also names, and
 * sets *pair to one such pair; returns how many are marked, -1 when out
 * of memory.  A hash table of the output paths: the walk's part of a
 * batch is serial, and sorting thousands of long paths was a visible
 * share of it. */
static long
find_shared_outputs(const struct batch *b, unsigned char *mark, size_t pair[2])
{
	size_t cap = 64;
	while (cap < 2 * b->njobs)
		cap *= 2;
	size_t *slot = malloc(cap * sizeof(*slot)); /* job index + 1; 0 empty */
	if (!slot)
		return -1;
	memset(slot, 0, cap * sizeof(*slot));
	long marked = 0;
	for (size_t i = 0; i < b->njobs; i++) {
		const char *si, *sk;
		size_t ni = agc_batch_out_stem(&b->jobs[i], &si);
		size_t h = (size_t)fnv1a(si, ni) & (cap - 1);
		for (; slot[h]; h = (h + 1) & (cap - 1)) {
			size_t k = slot[h] - 1;
			if (agc_batch_out_stem(&b->jobs[k], &sk) != ni || memcmp(sk, si, ni))
				continue;
			marked += !mark[k] + !mark[i];
			mark[k] = mark[i] = 1;
			pair[0] = k;
			pair[1] = i;
			break;
		}
		if (!slot[h])
			slot[h] = i + 1;
	}
	free(slot);
	return marked;
}

/* Two inputs that would share an output (x.bin and x.co) keep their
 * extensions instead: x.bin.spv, x.co.spv.  The same file named twice
 * is refused. */
static int
disambiguate(struct batch *b)
{
	unsigned char *mark = calloc(b->njobs + 1, 1);
	size_t pair[2];
	long n = mark ? find_shared_outputs(b, mark, pair) : -1;
	for (size_t i = 0; n > 0 && i < b->njobs; i++) {
		b->jobs[i].keep_ext |= mark[i];
		mark[i] = 0;
	}
	if (n > 0)
		n = find_shared_outputs(b, mark, pair);
	free(mark);
	if (n > 0) {
		const char *s;
		int len = (int)agc_batch_out_stem(&b->jobs[pair[0]], &s);
		fprintf(stderr, "agc-recompile: %s and %s would both write %s/%.*s.spv\n",
			b->jobs[pair[0]].path, b->jobs[pair[1]].path, b->o->output, len, s);
	}
	if (n < 0)
		fprintf(stderr, "agc-recompile: out of memory\n");
	return n == 0 ? 0 : -1;
}

/* "PREFIX.KERNEL" in the arena, PREFIX the first n bytes of s. */
static char *
kernel_stem(struct agc_arena *a, const char *s, size_t n, const char *kernel)
{
	size_t k = strlen(kernel);
	char *out = agc_alloc(a, n + k + 2);
	if (out) {
		memcpy(out, s, n);
		out[n] = '.';
		memcpy(out + n + 1, kernel, k + 1);
	}
	return out;
}

/* The kernels of job j's input when it is a code object of more than
 * one: *names, *n (in scratch); otherwise *n = 0.  A file that cannot be
 * read as one is left to its worker, which says why. */
static void
list_kernels(const struct job *j, size_t max_bytes, struct agc_arena *scratch,
	     const char *const **names, unsigned *n)
{
	static const uint8_t elf_magic[4] = {0x7f, 'E', 'L', 'F'};
	uint8_t *data;
	size_t len;
	struct agc_diag d;

	*n = 0;
	if (has_suffix(j->path, ".bin") || has_suffix(j->path, ".json"))
		return;
	if (agc_input_load(scratch, j->path, max_bytes, j->regular, &data, &len, &d) < 0 ||
	    len < 4 || memcmp(data, elf_magic, 4) ||
	    agc_input_elf_kernels(scratch, data, len, names, n, &d) < 0 || *n < 2)
		*n = 0;
}

/* A code object of several kernels becomes one job per kernel, its
 * outputs NAME.KERNEL.spv; with --symbol (or a format that is not ELF)
 * every input stays one job.  0, or -1 when out of memory. */
static int
split_kernels(struct batch *b)
{
	const struct agc_input_opts *in = &b->o->in;
	if (in->symbol || (in->format != AGC_FORMAT_AUTO && in->format != AGC_FORMAT_ELF))
		return 0;
	struct agc_arena scratch = {.limit = (size_t)1 << 30};
	struct job *jobs = NULL;
	size_t n = 0, cap = 0;
	int rc = 0;
	for (size_t i = 0; i < b->njobs && rc == 0; i++) {
		struct job *j = &b->jobs[i];
		const char *const *names;
		unsigned nk;
		list_kernels(j, in->max_bytes, &scratch, &names, &nk);
		unsigned add = nk ? nk : 1;
		if (n + add > cap) {
			size_t c = 2 * cap + add + 64;
			struct job *t = realloc(jobs, c * sizeof(*t));
			if (!t) {
				rc = -1;
				break;
			}
			jobs = t;
			cap = c;
		}
		if (!nk)
			jobs[n++] = *j;
		for (unsigned k = 0; k < nk; k++) {
			struct job *x = &jobs[n++];
			const char *rel = j->path + j->rel;
			*x = *j;
			x->kernel = agc_strdup(&b->strings, names[k]);
			x->out = kernel_stem(&b->strings, rel, j->stem, names[k]);
			x->out_ext = kernel_stem(&b->strings, rel, strlen(rel), names[k]);
			if (!x->kernel || !x->out || !x->out_ext)
				rc = -1;
		}
		agc_arena_reset(&scratch);
	}
	agc_arena_free(&scratch);
	if (rc < 0) {
		free(jobs);
		return -1;
	}
	free(b->jobs);
	b->jobs = jobs;
	b->njobs = n;
	b->cap = cap;
	return 0;
}

/* The batch's jobs: the inputs named and the known files in the folders
 * named (walked in name order), less the code files that captures in the
 * walk name, the shard's share only, outputs made distinct.  0, or -1
 * after a line on stderr. */
int
agc_batch_collect(struct batch *b)
{
	for (int i = 0; i < b->o->ninputs; i++) {
		const char *p = b->o->inputs[i];
		struct stat st;
		/* one that is not there fails as an input of its own (its
		 * worker cannot open it), the others go on */
		if (stat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
			struct above up;
			if (walk(b, p, "", 0, &up) < 0)
				return -1;
		} else {
			const char *base = strrchr(p, '/');
			if (add_job(b, p, base ? base + 1 : p) < 0) {
				fprintf(stderr, "agc-recompile: %s: out of memory\n", p);
				return -1;
			}
		}
	}
	if (drop_captured_code(b) < 0) {
		fprintf(stderr, "agc-recompile: out of memory\n");
		return -1;
	}
	/* the shard: a stable share by the input's path */
	if (b->o->shard_n) {
		size_t k = 0;
		for (size_t i = 0; i < b->njobs; i++) {
			if (fnv1a(b->jobs[i].path, strlen(b->jobs[i].path)) % b->o->shard_n == b->o->shard_i)
				b->jobs[k++] = b->jobs[i];
		}
		b->njobs = k;
	}
	if (split_kernels(b) < 0) {
		fprintf(stderr, "agc-recompile: out of memory\n");
		return -1;
	}
	if (disambiguate(b) < 0)
		return -1;
	return 0;
}
