/*
 * batch.c -- many shaders in one run: inputs and folders, -o DIR, -j
 * workers, --report, --shard, a progress line on a terminal.
 *
 *   agc-recompile -j 2 --report r.json captures/ more.bin -o out/
 *     captures/a/x.bin  ->  out/a/x.spv  out/a/x.json
 *     more.bin          ->  out/more.spv out/more.json
 *
 * One failing shader never stops the others.  Each output is written to
 * a temporary file and renamed, so an interrupted run leaves no partial
 * module; outputs depend only on their input and options, whatever -j.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli/batch.h"

static double
now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Make the folder that will hold path (a file), and its parents where
 * missing: one mkdir when only the last level is new. */
static int
mkdir_p(char *dir)
{
	if (mkdir(dir, 0777) == 0 || errno == EEXIST)
		return 0;
	char *slash = strrchr(dir, '/');
	if (errno != ENOENT || !slash || slash == dir)
		return -1;
	*slash = 0;
	int rc = mkdir_p(dir);
	*slash = '/';
	if (rc < 0)
		return -1;
	return mkdir(dir, 0777) == 0 || errno == EEXIST ? 0 : -1;
}

static int
mkdirs(const char *path)
{
	char buf[4096];
	snprintf(buf, sizeof(buf), "%s", path);
	char *slash = strrchr(buf, '/');
	if (!slash || slash == buf)
		return 0;
	*slash = 0;
	return mkdir_p(buf);
}

/* For inputs that could not be read whole (over a limit and the like). */
static void
file_sha256(const char *path, char out[65], size_t *size)
{
	struct agc_arena a = {0};
	uint8_t *data;
	struct agc_diag d;
	out[0] = 0;
	*size = 0;
	if (agc_input_load(&a, path, SIZE_MAX, &data, size, &d) == 0)
		agc_sha256_hex(data, *size, out);
	agc_arena_free(&a);
}

/* A worker's open output folder: consecutive jobs mostly share one, and
 * files named relative to it spare the kernel a walk of its path. */
struct out_dir {
	int fd; /* or AT_FDCWD */
	size_t len;
	char path[4096];
};

/* The folder of file open in od (reused when it is the same as the last
 * one); *name becomes the name to use with od->fd. */
static void
out_dir_enter(struct out_dir *od, const char *file, const char **name)
{
	const char *slash = strrchr(file, '/');
	size_t len = slash ? (size_t)(slash - file) : 0;
	*name = file;
	if (!slash || len >= sizeof(od->path))
		return;
	if (od->fd == AT_FDCWD || len != od->len || memcmp(od->path, file, len)) {
		if (od->fd != AT_FDCWD)
			close(od->fd);
		memcpy(od->path, file, len);
		od->path[len] = 0;
		od->len = len;
		od->fd = open(od->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (od->fd < 0)
			od->fd = AT_FDCWD;
	}
	if (od->fd != AT_FDCWD)
		*name = slash + 1;
}

static void
run_job(const struct agc_cli_options *o, const struct job *job, struct result *j,
	struct agc_arena *arena_, struct out_dir *od)
{
	struct agc_arena *arena = arena_;
	struct agc_code code;
	struct agc_options rc;
	struct agc_result r;
	double t0 = now_s();

	const uint8_t *data = NULL;
	size_t n = 0;
	int loaded = agc_cli_load(arena, o, job->path, &code, &rc, &j->d, &data, &n);
	if (data) {
		agc_sha256_hex(data, n, j->sha256);
		j->in_bytes = n;
	} else {
		file_sha256(job->path, j->sha256, &j->in_bytes);
	}
	if (loaded < 0 || agc_recompile(arena, &code, &rc, &r, &j->d) < 0) {
		j->status = EXIT_INPUT;
		goto out;
	}
	j->stats = r.stats;
	j->out_bytes = r.nwords * 4;
	/* out and json share their folder */
	const char *spv, *json;
	out_dir_enter(od, job->out, &spv);
	json = od->fd == AT_FDCWD ? job->json : job->json + od->len + 1;
	if (agc_cli_write_atomic_at(od->fd, spv, r.spv, r.nwords * 4) < 0 ||
	    agc_cli_write_atomic_at(od->fd, json, r.reflection, strlen(r.reflection)) < 0) {
		snprintf(j->io_error, sizeof(j->io_error), "cannot write the output: %s", strerror(errno));
		unlinkat(od->fd, spv, 0);
		j->status = EXIT_USAGE;
	}
out:
	j->ms_total = (now_s() - t0) * 1e3;
	agc_arena_reset(arena);
}

static void
progress(struct batch *b, bool final)
{
	size_t done = atomic_load(&b->done), total = b->njobs;
	double el = now_s() - b->t0;
	double rate = el > 0 ? done / el : 0;
	double eta = rate > 0 ? (total - done) / rate : 0;
	fprintf(stderr, "\r[%zu/%zu] %.1f shaders/s, ETA %.0fs, %zu failed%s", done, total, rate, eta,
		atomic_load(&b->failed), final ? "\n" : "   ");
	fflush(stderr);
}

static char *job_record(const struct job *job, const struct result *j);

/* "agc-recompile: PATH: what went wrong\n"; NULL when out of memory. */
static char *
failure_line(const struct job *job, const struct result *j)
{
	char why[768], *line;
	if (j->io_error[0])
		snprintf(why, sizeof(why), "%s", j->io_error);
	else
		agc_diag_format(&j->d, why, sizeof(why));
	size_t n = strlen(job->path) + strlen(why) + sizeof("agc-recompile: : \n");
	if ((line = malloc(n)))
		snprintf(line, n, "agc-recompile: %s: %s\n", job->path, why);
	return line;
}

static void *
worker(void *arg)
{
	struct batch *b = arg;
	/* one arena per worker, reset between shaders */
	struct agc_arena arena = {.limit = b->o->max_memory ? b->o->max_memory : (size_t)1 << 30};
	struct out_dir od = {.fd = AT_FDCWD};
	for (;;) {
		size_t k = atomic_fetch_add(&b->next, 1);
		if (k >= b->njobs)
			break;
		size_t i = b->order[k];
		run_job(b->o, &b->jobs[i], &b->res[i], &arena, &od);
		if (b->o->report)
			b->res[i].record = job_record(&b->jobs[i], &b->res[i]);
		if (b->res[i].status != EXIT_OK) {
			b->res[i].line = failure_line(&b->jobs[i], &b->res[i]);
			atomic_fetch_add(&b->failed, 1);
		}
		atomic_fetch_add(&b->done, 1);
		if (b->tty) {
			pthread_mutex_lock(&b->lock);
			progress(b, false);
			pthread_mutex_unlock(&b->lock);
		}
	}
	agc_arena_free(&arena);
	if (od.fd != AT_FDCWD)
		close(od.fd);
	return NULL;
}

/* The first word of the disassembled instruction: the mnemonic. */
static void
mnemonic(const struct agc_diag *d, char *out, size_t n)
{
	size_t k = 0;
	while (d->inst[k] && d->inst[k] != ' ' && k + 1 < n) {
		out[k] = d->inst[k];
		k++;
	}
	out[k] = 0;
}

/* The report's record of one job, as JSON text.  Made by the worker that
 * ran the job, so that a report of many shaders costs little after the
 * last one.  NULL when out of memory. */
static char *
job_record(const struct job *job, const struct result *j)
{
	json_object *r = json_object_new_object();
	json_object_object_add(r, "path", json_object_new_string(job->path));
	json_object_object_add(r, "output", json_object_new_string(job->out));
	json_object_object_add(r, "sha256", json_object_new_string(j->sha256));
	json_object_object_add(r, "status", json_object_new_string(j->status == EXIT_OK ? "ok" : "failed"));
	json_object_object_add(r, "input_bytes", json_object_new_int64((int64_t)j->in_bytes));
	if (j->status == EXIT_OK) {
		json_object_object_add(r, "output_bytes", json_object_new_int64((int64_t)j->out_bytes));
		json_object *t = json_object_new_object();
		json_object_object_add(t, "decode_ms", json_object_new_double(j->stats.ms_decode));
		json_object_object_add(t, "structurize_ms", json_object_new_double(j->stats.ms_structurize));
		json_object_object_add(t, "emit_ms", json_object_new_double(j->stats.ms_emit));
		json_object_object_add(t, "optimize_ms", json_object_new_double(j->stats.ms_optimize));
		json_object_object_add(t, "validate_ms", json_object_new_double(j->stats.ms_validate));
		json_object_object_add(t, "total_ms", json_object_new_double(j->ms_total));
		json_object_object_add(r, "timings", t);
		json_object_object_add(r, "instructions", json_object_new_int((int)j->stats.insts));
		json_object_object_add(r, "blocks_before", json_object_new_int((int)j->stats.blocks_in));
		json_object_object_add(r, "blocks_after", json_object_new_int((int)j->stats.blocks_out));
		json_object_object_add(r, "route_variables", json_object_new_int((int)j->stats.route_vars));
		json_object_object_add(r, "growth", json_object_new_double(
			j->stats.blocks_in ? (double)j->stats.blocks_out / j->stats.blocks_in : 0));
	} else {
		json_object *e = json_object_new_object();
		const char *cls = j->io_error[0] ? "io" : agc_diag_class_name(j->d.cls);
		json_object_object_add(e, "class", json_object_new_string(cls));
		if (j->io_error[0]) {
			json_object_object_add(e, "message", json_object_new_string(j->io_error));
		} else {
			json_object_object_add(e, "message", json_object_new_string(j->d.msg));
			if (j->d.offset != AGC_DIAG_NO_OFFSET)
				json_object_object_add(e, "pc", json_object_new_int64((int64_t)j->d.offset));
			if (j->d.inst[0])
				json_object_object_add(e, "instruction", json_object_new_string(j->d.inst));
		}
		json_object_object_add(r, "error", e);
	}
	char *text = strdup(json_object_to_json_string_ext(r, JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(r);
	return text;
}

/* Appends s to the growing text *t (length *len, room *cap); returns
 * false when out of memory. */
static bool
append(char **t, size_t *len, size_t *cap, const char *s)
{
	size_t n = strlen(s);
	if (*len + n + 1 > *cap) {
		size_t c = (*cap ? *cap * 2 : 1 << 16) + n;
		char *p = realloc(*t, c);
		if (!p)
			return false;
		*t = p;
		*cap = c;
	}
	memcpy(*t + *len, s, n + 1);
	*len += n;
	return true;
}

/* The report: totals, the histogram of unsupported instructions, then the
 * workers' records in input order, one per line. */
static int
write_report(struct batch *b, double seconds)
{
	json_object *hist = json_object_new_object();
	size_t ok = 0, failed = 0, in_bytes = 0, out_bytes = 0;

	for (size_t i = 0; i < b->njobs; i++) {
		const struct result *j = &b->res[i];
		in_bytes += j->in_bytes;
		if (j->status == EXIT_OK) {
			ok++;
			out_bytes += j->out_bytes;
			continue;
		}
		failed++;
		if (!j->io_error[0] && j->d.cls == AGC_DIAG_UNSUPPORTED) {
			char key[64];
			mnemonic(&j->d, key, sizeof(key));
			if (!key[0])
				snprintf(key, sizeof(key), "%.60s", j->d.msg);
			json_object *c;
			int prev = json_object_object_get_ex(hist, key, &c) ? json_object_get_int(c) : 0;
			json_object_object_add(hist, key, json_object_new_int(prev + 1));
		}
	}
	json_object *tot = json_object_new_object();
	json_object_object_add(tot, "inputs", json_object_new_int64((int64_t)b->njobs));
	json_object_object_add(tot, "converted", json_object_new_int64((int64_t)ok));
	json_object_object_add(tot, "failed", json_object_new_int64((int64_t)failed));
	json_object_object_add(tot, "input_bytes", json_object_new_int64((int64_t)in_bytes));
	json_object_object_add(tot, "output_bytes", json_object_new_int64((int64_t)out_bytes));
	json_object_object_add(tot, "seconds", json_object_new_double(seconds));
	json_object_object_add(tot, "jobs", json_object_new_int((int)(b->o->jobs ? b->o->jobs : 0)));

	/* The head (totals, histogram) as one string, then the workers'
	 * records as they are, written with writev: no copy of a report
	 * of thousands of records into one buffer, whose pages the kernel
	 * would have to fault in first. */
	char *head = NULL;
	size_t hlen = 0, hcap = 0;
	bool good = append(&head, &hlen, &hcap, "{\n  \"totals\": ") &&
		    append(&head, &hlen, &hcap, json_object_to_json_string_ext(tot, JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE)) &&
		    append(&head, &hlen, &hcap, ",\n  \"unsupported_instructions\": ") &&
		    append(&head, &hlen, &hcap, json_object_to_json_string_ext(hist, JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE)) &&
		    append(&head, &hlen, &hcap, ",\n  \"shaders\": [");
	json_object_put(tot);
	json_object_put(hist);
	size_t niov = 2 * b->njobs + 2;
	struct iovec *iov = good ? malloc(niov * sizeof(*iov)) : NULL;
	int rc = -1;
	if (iov && niov <= INT_MAX) {
		static const char first[] = "\n    ", next[] = ",\n    ", tail[] = "\n  ]\n}\n";
		size_t k = 0;
		iov[k++] = (struct iovec){head, hlen};
		for (size_t i = 0; good && i < b->njobs; i++) {
			good = b->res[i].record != NULL;
			iov[k++] = i ? (struct iovec){(void *)next, sizeof(next) - 1}
				     : (struct iovec){(void *)first, sizeof(first) - 1};
			iov[k++] = (struct iovec){b->res[i].record, good ? strlen(b->res[i].record) : 0};
		}
		iov[k++] = (struct iovec){(void *)tail, sizeof(tail) - 1};
		if (good)
			rc = agc_cli_write_atomic_iov(AT_FDCWD, b->o->report, iov, (int)k);
	}
	if (rc < 0 && (!good || !iov))
		errno = ENOMEM;
	free(iov);
	free(head);
	return rc;
}

static void
free_batch(struct batch *b)
{
	for (size_t i = 0; i < b->njobs; i++) {
		free(b->jobs[i].path);
		free(b->jobs[i].out);
		if (b->res)
			free(b->res[i].record), free(b->res[i].line);
	}
	free(b->jobs);
	free(b->res);
	free(b->order);
	pthread_mutex_destroy(&b->lock);
}

int
agc_cli_batch(const struct agc_cli_options *o)
{
	struct batch b;
	int rc = EXIT_OK;

	memset(&b, 0, sizeof(b));
	b.o = o;
	pthread_mutex_init(&b.lock, NULL);
	if (agc_batch_collect(&b) < 0)
		goto usage;
	if (mkdir(o->output, 0777) < 0 && errno != EEXIST) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->output, strerror(errno));
		goto usage;
	}
	/* Each output folder once: the jobs of one input folder are
	 * consecutive, and their outputs share a parent. */
	for (size_t i = 0; i < b.njobs; i++) {
		const char *out = b.jobs[i].out, *prev = i ? b.jobs[i - 1].out : NULL;
		size_t dir = (size_t)(strrchr(out, '/') - out);
		if (prev && !strncmp(prev, out, dir + 1) && !strchr(prev + dir + 1, '/'))
			continue;
		if (mkdirs(out) < 0) {
			fprintf(stderr, "agc-recompile: %s: %s\n", out, strerror(errno));
			goto usage;
		}
	}

	unsigned nworkers = o->jobs;
	if (!nworkers) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		nworkers = n > 0 ? (unsigned)n : 1;
	}
	if (nworkers > b.njobs)
		nworkers = b.njobs ? (unsigned)b.njobs : 1;
	b.tty = isatty(2);
	b.t0 = now_s();
	/* Consecutive jobs are mostly files of one folder, and workers that
	 * create files in one folder at the same time queue on its lock in
	 * the kernel.  So the jobs are handed out from nworkers equal slices
	 * of the list in turn: at any moment the workers are mostly writing
	 * into different folders.  What is written does not depend on it. */
	b.order = malloc((b.njobs ? b.njobs : 1) * sizeof(*b.order));
	b.res = calloc(b.njobs ? b.njobs : 1, sizeof(*b.res));
	if (!b.order || !b.res) {
		fprintf(stderr, "agc-recompile: out of memory\n");
		goto usage;
	}
	size_t per = (b.njobs + nworkers - 1) / nworkers, nk = 0;
	for (size_t j = 0; j < per; j++)
		for (size_t w = 0; w < nworkers; w++)
			if (w * per + j < b.njobs)
				b.order[nk++] = w * per + j;
	pthread_t *th = calloc(nworkers, sizeof(*th));
	unsigned started = 0;
	for (unsigned i = 0; th && i < nworkers; i++)
		if (pthread_create(&th[started], NULL, worker, &b) == 0)
			started++;
	if (!started)
		worker(&b);
	for (unsigned i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	free(th);
	double seconds = now_s() - b.t0;
	if (b.tty)
		progress(&b, true);

	/* one line per failure, in input order, written at once (stderr is
	 * unbuffered: a line each would be a write each) */
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	for (size_t i = 0; i < b.njobs; i++) {
		const struct result *j = &b.res[i];
		if (j->status == EXIT_OK)
			continue;
		if (j->line)
			fputs(j->line, m ? m : stderr);
		else
			fprintf(m ? m : stderr, "agc-recompile: %s: out of memory\n", b.jobs[i].path);
		if (j->status > rc)
			rc = j->status;
	}
	if (m) {
		fclose(m);
		fwrite(text, 1, len, stderr);
	}
	free(text);
	if (o->report && write_report(&b, seconds) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, strerror(errno));
		rc = EXIT_USAGE;
	}
	free_batch(&b);
	return rc;
usage:
	free_batch(&b);
	return EXIT_USAGE;
}
