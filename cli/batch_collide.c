/*
 * batch_collide.c -- a batch's outputs kept off its inputs, before any
 * is written:
 *
 *   agc-recompile caps -o caps        caps/x.json is a capture manifest
 *     caps/x.json -> caps/x.spv, caps/x.json: the reflection would be
 *     written over the manifest: refused (exit status 2), nothing written
 *
 * Files are told apart by device and inode.  The walk asks the file
 * system nothing per file, and neither does this where it can: only an
 * output that exists already can be an input, so only the output folders
 * that exist are listed (one readdir each, which a fresh -o DIR skips),
 * and only when one of them holds a name the batch writes are the input
 * folders listed too, for their inodes (the listing's d_ino; a stat for
 * a link).  The outputs found to be links, devices or FIFOs are marked
 * for the workers, which write those through agc_cli_write_file.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli/batch.h"

/* A hash table of (folder, name) -> job, or of (dev, ino) -> job. */
struct table {
	size_t cap;
	struct slot {
		size_t folder; /* or dev */
		const char *name; /* NULL: an inode key */
		size_t len;    /* or ino */
		size_t job;    /* + 1; 0: empty */
	} *s;
};

static uint64_t
hash(size_t a, const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ull ^ a;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return (h ^ (uint64_t)n) * 1099511628211ull;
}

static bool
table_init(struct table *t, size_t n)
{
	t->cap = 64;
	while (t->cap < 2 * n)
		t->cap *= 2;
	t->s = calloc(t->cap, sizeof(*t->s));
	return t->s != NULL;
}

/* The slot of key (a, name, len): its own, or the empty one it would
 * take.  An inode key has name NULL and len the inode. */
static struct slot *
table_find(const struct table *t, size_t a, const char *name, size_t len)
{
	uint64_t h = name ? hash(a, name, len) : hash(a, (const char *)&len, sizeof(len));
	for (size_t i = (size_t)h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
		struct slot *s = &t->s[i];
		if (!s->job || (s->folder == a && s->len == len && !s->name == !name &&
				(!name || !memcmp(s->name, name, len))))
			return s;
	}
}

static void
table_put(struct table *t, size_t a, const char *name, size_t len, size_t job)
{
	struct slot *s = table_find(t, a, name, len);
	if (!s->job)
		*s = (struct slot){a, name, len, job + 1};
}

/* The folders of a side (inputs or outputs) by their path: each job's
 * folder[i] indexes path[]. */
struct folders {
	struct table by_path;
	size_t n;
	const char **path; /* malloc'd, "" for the current folder */
	size_t *of_job;
};

static char *
join(const char *a, size_t na, const char *b, size_t nb)
{
	char *s = malloc(na + 1 + nb + 1);
	if (s) {
		memcpy(s, a, na);
		s[na] = na && nb ? '/' : 0;
		memcpy(s + na + (na && nb), b, nb);
		s[na + (na && nb) + nb] = 0;
	}
	return s;
}

/* Adds the folder prefix/dir[0..len) for job i. */
static bool
folder_of(struct folders *f, size_t i, const char *prefix, const char *dir, size_t len)
{
	struct slot *s = table_find(&f->by_path, 0, dir, len);
	if (!s->job) {
		char *p = join(prefix, strlen(prefix), dir, len);
		if (!p)
			return false;
		f->path[f->n] = p;
		*s = (struct slot){0, p + strlen(p) - len, len, f->n + 1};
		f->n++;
	}
	f->of_job[i] = s->job - 1;
	return true;
}

static void
folders_free(struct folders *f)
{
	for (size_t i = 0; i < f->n; i++)
		free((char *)f->path[i]);
	free(f->path);
	free(f->of_job);
	free(f->by_path.s);
}

static bool
folders_init(struct folders *f, size_t njobs)
{
	memset(f, 0, sizeof(*f));
	f->path = calloc(njobs + 1, sizeof(*f->path));
	f->of_job = calloc(njobs + 1, sizeof(*f->of_job));
	return f->path && f->of_job && table_init(&f->by_path, njobs);
}

static size_t
dir_len(const char *s, size_t n)
{
	while (n > 0 && s[n - 1] != '/')
		n--;
	return n ? n - 1 : 0;
}

/* An existing output: its job, .spv or .json, and what it is. */
struct found {
	size_t job;
	bool json;
	dev_t dev;
	ino_t ino;
	bool known; /* dev, ino set (a dangling link has none) */
};

struct check {
	struct batch *b;
	struct folders out;
	struct table names; /* (out folder, stem tail) -> job */
	struct found *found;
	size_t nfound, capfound;
	/* inputs by inode: a job, or njobs + k for code[k], the code file
	 * a manifest names */
	struct table ids;
	char **code;
	size_t ncode;
};

/* The inode of entry e of the folder open as fd (dev: the folder's);
 * false where a link leads nowhere.  *other: not a regular file. */
static bool
entry_id(int fd, dev_t dev, const struct dirent *e, dev_t *d, ino_t *ino, bool *other)
{
	struct stat st, l;
	*other = e->d_type != DT_REG;
	if (e->d_type == DT_REG) {
		*d = dev;
		*ino = e->d_ino;
		return true;
	}
	if (e->d_type == DT_UNKNOWN) /* the file system does not say */
		*other = fstatat(fd, e->d_name, &l, AT_SYMLINK_NOFOLLOW) < 0 || !S_ISREG(l.st_mode);
	if (fstatat(fd, e->d_name, &st, 0) < 0)
		return false;
	*d = st.st_dev;
	*ino = st.st_ino;
	return true;
}

static bool
has_ext(const char *name, size_t n, const char *ext, size_t *stem)
{
	size_t m = strlen(ext);
	*stem = n - m;
	return n > m && !memcmp(name + n - m, ext, m);
}

/* Lists output folder k, noting the outputs there already. */
static bool
list_output_folder(struct check *c, size_t k)
{
	const char *path = c->out.path[k];
	DIR *dp = opendir(*path ? path : ".");
	struct stat here;
	if (!dp)
		return true; /* not there: nothing in it can be an input */
	if (fstat(dirfd(dp), &here) < 0) {
		closedir(dp);
		return true;
	}
	struct dirent *e;
	while ((e = readdir(dp))) {
		size_t n = strlen(e->d_name), stem;
		bool json = has_ext(e->d_name, n, ".json", &stem);
		if (!json && !has_ext(e->d_name, n, ".spv", &stem))
			continue;
		struct slot *s = table_find(&c->names, k, e->d_name, stem);
		if (!s->job)
			continue;
		if (c->nfound == c->capfound) {
			size_t cap = c->capfound ? 2 * c->capfound : 64;
			struct found *f = realloc(c->found, cap * sizeof(*f));
			if (!f) {
				closedir(dp);
				return false;
			}
			c->found = f;
			c->capfound = cap;
		}
		struct found *f = &c->found[c->nfound++];
		bool other;
		f->job = s->job - 1;
		f->json = json;
		f->known = entry_id(dirfd(dp), here.st_dev, e, &f->dev, &f->ino, &other);
		if (other || !f->known)
			c->b->res[f->job].special |= json ? 2 : 1;
	}
	closedir(dp);
	return true;
}

/* The code file the manifest at path names, as capture.c finds it
 * (relative to the manifest's folder); NULL where path is no manifest.
 * malloc'd. */
static char *
manifest_code(const char *path)
{
	size_t n = strlen(path), stem;
	if (!has_ext(path, n, ".json", &stem))
		return NULL;
	json_object *m = json_object_from_file(path), *code;
	char *s = NULL;
	if (m && json_object_object_get_ex(m, "code", &code) &&
	    json_object_is_type(code, json_type_string)) {
		const char *c = json_object_get_string(code);
		const char *slash = strrchr(path, '/');
		size_t d = c[0] != '/' && slash ? (size_t)(slash - path) + 1 : 0;
		if ((s = malloc(d + strlen(c) + 1))) {
			memcpy(s, path, d);
			strcpy(s + d, c);
		}
	}
	json_object_put(m);
	return s;
}

/* Every input's inode into c->ids, from a listing of each input folder,
 * and those of the code files that the manifests among them name. */
static bool
identify_inputs(struct check *c)
{
	struct batch *b = c->b;
	struct table *ids = &c->ids;
	struct folders in;
	struct table names = {0};
	bool ok = folders_init(&in, b->njobs) && table_init(&names, b->njobs) &&
		  table_init(ids, 2 * b->njobs) &&
		  (c->code = calloc(b->njobs + 1, sizeof(*c->code)));
	for (size_t i = 0; ok && i < b->njobs; i++) {
		const char *p = b->jobs[i].path;
		size_t n = strlen(p), d = dir_len(p, n), name = d || p[0] == '/' ? d + 1 : 0;
		ok = folder_of(&in, i, "", p, d == 0 && p[0] == '/' ? 1 : d);
		if (ok)
			table_put(&names, in.of_job[i], p + name, n - name, i);
	}
	for (size_t k = 0; ok && k < in.n; k++) {
		DIR *dp = opendir(*in.path[k] ? in.path[k] : ".");
		struct stat here;
		if (!dp)
			continue;
		if (fstat(dirfd(dp), &here) < 0) {
			closedir(dp);
			continue;
		}
		struct dirent *e;
		while ((e = readdir(dp))) {
			struct slot *s = table_find(&names, k, e->d_name, strlen(e->d_name));
			dev_t dev;
			ino_t ino;
			bool other;
			if (s->job && entry_id(dirfd(dp), here.st_dev, e, &dev, &ino, &other))
				table_put(ids, (size_t)dev, NULL, (size_t)ino, s->job - 1);
		}
		closedir(dp);
	}
	/* the code files: drop_captured_code took those of the walk's
	 * manifests out of the jobs, and named manifests never put theirs in */
	for (size_t i = 0; ok && i < b->njobs; i++) {
		char *code = manifest_code(b->jobs[i].path);
		struct stat st;
		if (code && stat(code, &st) == 0) {
			c->code[c->ncode] = code;
			table_put(ids, (size_t)st.st_dev, NULL, (size_t)st.st_ino,
				  b->njobs + c->ncode++);
		} else {
			free(code);
		}
	}
	free(names.s);
	folders_free(&in);
	return ok;
}

/* "the input caps/k.json", "the code file caps/k.bin" */
static void
input_name(const struct check *c, size_t v, char *buf, size_t size)
{
	if (v < c->b->njobs)
		snprintf(buf, size, "the input %s", c->b->jobs[v].path);
	else
		snprintf(buf, size, "the manifests' code file %s", c->code[v - c->b->njobs]);
}

/* out/x.spv: "out/" the folder's path, then the stem's tail. */
static void
output_path(const struct check *c, const struct found *f, char *buf, size_t size)
{
	const char *s;
	size_t n = agc_batch_out_stem(&c->b->jobs[f->job], &s), d = dir_len(s, n);
	d += d > 0;
	snprintf(buf, size, "%s%s%.*s%s", c->out.path[c->out.of_job[f->job]],
		 *c->out.path[c->out.of_job[f->job]] ? "/" : "", (int)(n - d), s + d,
		 f->json ? ".json" : ".spv");
}

/* The report against the outputs (as a path: it may not be there yet)
 * and, where it exists, against the inputs. */
static bool
report_apart(struct check *c)
{
	const struct table *ids = &c->ids;
	const char *r = c->b->o->report;
	struct stat st, dir;
	char path[4096 + 8];
	if (!r)
		return true;
	size_t n = strlen(r), d = dir_len(r, n);
	char folder[4096];
	if (d)
		snprintf(folder, sizeof(folder), "%.*s", (int)d, r);
	else
		snprintf(folder, sizeof(folder), "%s", r[0] == '/' ? "/" : ".");
	const char *name = r + (d || r[0] == '/' ? d + 1 : 0);
	size_t stem;
	bool json = has_ext(name, strlen(name), ".json", &stem);
	if ((json || has_ext(name, strlen(name), ".spv", &stem)) && stat(folder, &dir) == 0) {
		for (size_t k = 0; k < c->out.n; k++) {
			struct stat o;
			const char *p = c->out.path[k];
			struct slot *s = table_find(&c->names, k, name, stem);
			if (s->job && stat(*p ? p : ".", &o) == 0 && o.st_dev == dir.st_dev &&
			    o.st_ino == dir.st_ino) {
				struct found f = {.job = s->job - 1, .json = json};
				output_path(c, &f, path, sizeof(path));
				fprintf(stderr, "agc-recompile: the report %s is the %s %s; "
					"nothing written\n", r, json ? "reflection" : "module", path);
				return false;
			}
		}
	}
	if (!ids->s || stat(r, &st) < 0)
		return true;
	struct slot *s = table_find(ids, (size_t)st.st_dev, NULL, (size_t)st.st_ino);
	if (s->job) {
		input_name(c, s->job - 1, path, sizeof(path));
		fprintf(stderr, "agc-recompile: the report %s is %s; nothing written\n", r, path);
		return false;
	}
	return true;
}

int
agc_batch_check_outputs(struct batch *b)
{
	struct check c = {.b = b};
	struct stat st;
	const char *out = b->o->output;
	int rc = -1;
	bool ok = folders_init(&c.out, b->njobs) && table_init(&c.names, b->njobs);
	/* a fresh -o DIR holds nothing to overwrite */
	bool there = stat(out, &st) == 0;
	for (size_t i = 0; ok && there && i < b->njobs; i++) {
		const char *s;
		size_t n = agc_batch_out_stem(&b->jobs[i], &s), d = dir_len(s, n);
		ok = folder_of(&c.out, i, out, s, d);
		d += d > 0;
		if (ok)
			table_put(&c.names, c.out.of_job[i], s + d, n - d, i);
	}
	for (size_t k = 0; ok && there && k < c.out.n; k++)
		ok = list_output_folder(&c, k);
	struct stat rs;
	bool report_there = b->o->report && stat(b->o->report, &rs) == 0;
	if (ok && (c.nfound || report_there))
		ok = identify_inputs(&c);
	if (!ok) {
		fprintf(stderr, "agc-recompile: out of memory\n");
		goto out;
	}
	for (size_t i = 0; i < c.nfound; i++) {
		const struct found *f = &c.found[i];
		struct slot *s = f->known ? table_find(&c.ids, (size_t)f->dev, NULL, (size_t)f->ino)
					  : NULL;
		if (s && s->job) {
			char path[4096 + 8], in[4096 + 64];
			output_path(&c, f, path, sizeof(path));
			input_name(&c, s->job - 1, in, sizeof(in));
			fprintf(stderr, "agc-recompile: the %s %s is %s; nothing written\n",
				f->json ? "reflection" : "module", path, in);
			goto out;
		}
	}
	if (report_apart(&c))
		rc = 0;
out:
	for (size_t i = 0; i < c.ncode; i++)
		free(c.code[i]);
	free(c.code);
	free(c.ids.s);
	free(c.names.s);
	free(c.found);
	folders_free(&c.out);
	return rc;
}
