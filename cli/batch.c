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
#ifdef __linux__
#define _GNU_SOURCE /* unshare */
#include <sched.h>
#endif
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "cli/batch.h"
#include "spirv/spirv.h"

static double
now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Make the folder dir and its parents where missing: one mkdir when
 * only the last level is new. */
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

/* For inputs that could not be read whole (over a limit and the like). */
static void
file_sha256(const char *path, char out[65], size_t *size)
{
	struct agc_arena a = {0};
	uint8_t *data;
	struct agc_diag d;
	out[0] = 0;
	*size = 0;
	if (agc_input_load(&a, path, SIZE_MAX, false, &data, size, &d) == 0)
		agc_sha256_hex(data, *size, out);
	agc_arena_free(&a);
}

/* A worker's open output folder: consecutive jobs mostly share one, and
 * files named relative to it spare the kernel a walk of its path.  The
 * folders are made here, by the workers, as they are first needed. */
struct out_dir {
	int fd; /* or AT_FDCWD */
	size_t len;
	char path[4096];
};

/* The folder of file open in od (reused when it is the same as the last
 * one; made when missing); *name becomes the name to use with od->fd. */
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
		if (od->fd < 0 && errno == ENOENT && mkdir_p(od->path) == 0)
			od->fd = open(od->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (od->fd < 0)
			od->fd = AT_FDCWD;
	}
	if (od->fd != AT_FDCWD)
		*name = slash + 1;
}

/* What a worker knows of the job it runs; the batch keeps the little of
 * it that struct result holds, and the text made from the rest. */
struct run {
	struct agc_diag d;
	struct agc_stats stats;
	char sha256[65];
	double ms_total;
	char io_error[160];
	char warning[352]; /* the first warning, "pc 0x0: ...", or "" */
	char out[4096]; /* the .spv written, OUT/rel.spv */
};

/* "v_add_f32_e64" -> "v_add_f32": the mnemonic without the encoding
 * suffix LLVM prints (_e32, _e64, _dpp, _dpp8, _sdwa), in place. */
static void
strip_encoding(char *name)
{
	static const char *const suffix[] = {"_e32", "_e64", "_dpp8", "_dpp", "_sdwa"};
	size_t n = strlen(name);
	for (size_t i = 0; i < sizeof(suffix) / sizeof(suffix[0]); i++) {
		size_t k = strlen(suffix[i]);
		if (n > k && !strcmp(name + n - k, suffix[i])) {
			name[n - k] = 0;
			return;
		}
	}
}

/* A failure's unsupported instructions, kept past the arena's reset:
 * each kind the library's scan found; or, where it found none (the
 * graph itself could not be built), the instruction the diagnostic
 * names, else the start of its message.  Nothing for other failures. */
static void
keep_unsupported(const struct agc_result *r, const struct run *j, struct result *res)
{
	res->unsupported = NULL;
	res->nunsupported = 0;
	if (j->io_error[0] || j->d.cls != AGC_DIAG_UNSUPPORTED)
		return;
	uint32_t n = r && r->nunsupported ? r->nunsupported : 1;
	struct agc_cli_unsupported *u = calloc(n, sizeof(*u));
	if (!u)
		return;
	if (r && r->nunsupported) {
		for (uint32_t i = 0; i < n; i++) {
			snprintf(u[i].name, sizeof(u[i].name), "%s", r->unsupported[i].name);
			strip_encoding(u[i].name);
			u[i].count = r->unsupported[i].count;
		}
	} else {
		size_t k = 0;
		while (j->d.inst[k] && j->d.inst[k] != ' ' && k + 1 < sizeof(u->name)) {
			u->name[k] = j->d.inst[k];
			k++;
		}
		if (k)
			strip_encoding(u->name);
		else
			snprintf(u->name, sizeof(u->name), "%.60s", j->d.msg);
		u->count = 1;
	}
	res->unsupported = u;
	res->nunsupported = n;
}

char *
agc_cli_warning_lines(const char *path, const struct agc_result *r)
{
	char *text = NULL;
	size_t len = 0;
	if (!r->nwarnings)
		return NULL;
	FILE *m = open_memstream(&text, &len);
	if (!m)
		return NULL;
	for (uint32_t i = 0; i < r->nwarnings; i++) {
		const struct agc_warning *w = &r->warnings[i];
		if (w->offset != AGC_DIAG_NO_OFFSET)
			fprintf(m, "agc-recompile: %s: warning: pc 0x%llx: %s\n", path,
				(unsigned long long)w->offset, w->msg);
		else
			fprintf(m, "agc-recompile: %s: warning: %s\n", path, w->msg);
	}
	fclose(m);
	return text;
}

/* The first warning as the report's records give it. */
static void
keep_warning(const struct agc_result *r, struct run *j)
{
	j->warning[0] = 0;
	if (r->nwarnings)
		snprintf(j->warning, sizeof(j->warning), "pc 0x%llx: %s",
			 (unsigned long long)r->warnings[0].offset, r->warnings[0].msg);
}

/* run->out, and its length less ".spv"; 0 when it does not fit. */
static size_t
name_output(const struct agc_cli_options *o, const struct job *job, struct run *j)
{
	const char *s;
	size_t ns = agc_batch_out_stem(job, &s), no = strlen(o->output);
	if (no + 1 + ns + sizeof(".json") > sizeof(j->out))
		return 0;
	memcpy(j->out, o->output, no);
	j->out[no] = '/';
	memcpy(j->out + no + 1, s, ns);
	memcpy(j->out + no + 1 + ns, ".spv", sizeof(".spv"));
	return no + 1 + ns;
}

/* One output: the quick way (a temporary and a rename in the open
 * folder) where it is new or a regular file; by agc_cli_write_file's
 * rules, from its whole path, where it is a link, a device or a FIFO. */
static int
write_output(const struct out_dir *od, const char *name, const char *path, bool special,
	     const void *data, size_t n)
{
	if (special)
		return agc_cli_write_file(path, data, n, NULL);
	return agc_cli_write_atomic_at(od->fd, name, data, n);
}

static void
run_job(const struct agc_cli_options *o, const struct job *job, struct result *res,
	struct run *j, struct agc_arena *arena, struct out_dir *od)
{
	struct agc_code code;
	struct agc_options rc;
	struct agc_result r;
	double t0 = now_s();

	memset(j, 0, offsetof(struct run, out));
	size_t base = name_output(o, job, j);
	struct agc_cli_read got;
	/* one kernel of a code object that has several */
	struct agc_cli_options ok;
	if (job->kernel) {
		ok = *o;
		ok.in.symbol = job->kernel;
	}
	int loaded = agc_cli_load(arena, job->kernel ? &ok : o, job->path, job->regular, &code,
				  &rc, &j->d, &got);
	if (loaded == AGC_CLI_NO_OPEN) {
		/* an I/O error, not a bad input */
		snprintf(j->io_error, sizeof(j->io_error), "%.150s", j->d.msg);
		res->status = EXIT_USAGE;
		goto out;
	}
	if (got.data) {
		agc_sha256_hex(got.data, got.len, j->sha256);
		res->in_bytes = got.len;
	} else {
		file_sha256(job->path, j->sha256, &res->in_bytes);
	}
	memset(&r, 0, sizeof(r));
	if (loaded < 0 || agc_recompile(arena, &code, &rc, &r, &j->d) < 0) {
		if (loaded == 0)
			agc_diag_locate(&j->d, &code); /* "pc": the listing's address */
		res->status = EXIT_INPUT;
		keep_unsupported(&r, j, res);
		goto out;
	}
	if (r.geometry_spv) { /* a pixel shader's geometry module: single conversions only */
		agc_fail(&j->d, AGC_STAGE_SPIRV, AGC_DIAG_UNSUPPORTED, AGC_DIAG_NO_OFFSET,
			 "not supported yet in batch mode: the pixel shader needs a geometry module "
			 "(convert it alone)");
		res->status = EXIT_INPUT;
		goto out;
	}
	keep_warning(&r, j);
	if (!o->quiet)
		res->warning = agc_cli_warning_lines(job->path, &r);
	j->stats = r.stats;
	res->out_bytes = r.nwords * 4;
	if (!base) {
		snprintf(j->io_error, sizeof(j->io_error), "cannot write the output: %s", strerror(ENAMETOOLONG));
		res->status = EXIT_USAGE;
		goto out;
	}
	/* out and json share their folder; name is the file's name in it */
	const char *name;
	out_dir_enter(od, j->out, &name);
	if (write_output(od, name, j->out, res->special & 1, r.spv, r.nwords * 4) < 0)
		goto io;
	/* a module that is not a regular file (a device, a FIFO; through a
	 * link or not) gets no reflection beside it, as with one input */
	struct stat st;
	if ((res->special & 1) && stat(j->out, &st) == 0 && !S_ISREG(st.st_mode))
		goto out;
	memcpy(j->out + base, ".json", sizeof(".json"));
	int rj = write_output(od, name, j->out, res->special & 2, r.reflection, strlen(r.reflection));
	memcpy(j->out + base, ".spv", sizeof(".spv"));
	if (rj == 0)
		goto out;
	if (!(res->special & 1)) /* a module written through a link stays */
		unlinkat(od->fd, name, 0);
io:
	snprintf(j->io_error, sizeof(j->io_error), "cannot write the output: %s", agc_cli_strerror(errno));
	res->status = EXIT_USAGE;
out:
	j->ms_total = (now_s() - t0) * 1e3;
	agc_arena_reset(arena);
}

/* The terminal's width, or 80 when it does not say. */
static size_t
term_width(void)
{
	struct winsize ws;
	if (ioctl(2, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return 80;
}

/* "\r[120/4600] 812.3 shaders/s, ETA 5s, 2 failed", cut to one column
 * less than the terminal's width, so that it never wraps (a wrapped line
 * is not overwritten by the next "\r"), and padded over what the last
 * one printed.  final: the line is cleared for the summary. */
static void
progress(struct batch *b, bool final)
{
	size_t done = atomic_load(&b->done), total = b->njobs;
	double el = now_s() - b->t0;
	double rate = el > 0 ? done / el : 0;
	double eta = rate > 0 ? (total - done) / rate : 0;
	size_t most = term_width() - 1;
	char line[256];
	int k = snprintf(line, sizeof(line), "[%zu/%zu] %.1f shaders/s, ETA %.0fs, %zu failed", done, total,
			 rate, eta, atomic_load(&b->failed));
	size_t n = k < 0 ? 0 : (size_t)k < sizeof(line) ? (size_t)k : sizeof(line) - 1;
	if (n > most)
		n = most;
	if (final)
		n = 0;
	size_t pad = b->progress_len > n ? b->progress_len - n : 0;
	if (pad > most - n)
		pad = most - n;
	fprintf(stderr, "\r%.*s%*s%s", (int)n, line, (int)pad, "", final ? "\r" : "");
	b->progress_len = n;
	fflush(stderr);
}

/* "agc-recompile: PATH: what went wrong\n"; NULL when out of memory. */
static char *
failure_line(const struct job *job, const struct run *j)
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

/* A time in milliseconds, to the microsecond: json-c's default of 17
 * digits made every record a sixth longer and its printing slower. */
static json_object *
ms(double v)
{
	json_object *o = json_object_new_double(v);
	json_object_set_serializer(o, json_object_double_to_json_string, (void *)"%.3f", NULL);
	return o;
}

/* The report's record of one job, as JSON text.  Made by the worker that
 * ran the job.  NULL when out of memory. */
static char *
job_record(const struct job *job, const struct result *res, const struct run *j)
{
	json_object *r = json_object_new_object();
	json_object_object_add(r, "path", json_object_new_string(job->path));
	if (job->kernel)
		json_object_object_add(r, "kernel", json_object_new_string(job->kernel));
	json_object_object_add(r, "output", json_object_new_string(j->out));
	json_object_object_add(r, "sha256", json_object_new_string(j->sha256));
	json_object_object_add(r, "status", json_object_new_string(res->status == EXIT_OK ? "ok" : "failed"));
	json_object_object_add(r, "input_bytes", json_object_new_int64((int64_t)res->in_bytes));
	if (res->status == EXIT_OK) {
		json_object_object_add(r, "output_bytes", json_object_new_int64((int64_t)res->out_bytes));
		json_object *t = json_object_new_object();
		json_object_object_add(t, "decode_ms", ms(j->stats.ms_decode));
		json_object_object_add(t, "structurize_ms", ms(j->stats.ms_structurize));
		json_object_object_add(t, "emit_ms", ms(j->stats.ms_emit));
		json_object_object_add(t, "optimize_ms", ms(j->stats.ms_optimize));
		json_object_object_add(t, "validate_ms", ms(j->stats.ms_validate));
		json_object_object_add(t, "total_ms", ms(j->ms_total));
		json_object_object_add(r, "timings", t);
		json_object_object_add(r, "instructions", json_object_new_int((int)j->stats.insts));
		json_object_object_add(r, "blocks_before", json_object_new_int((int)j->stats.blocks_in));
		json_object_object_add(r, "blocks_after", json_object_new_int((int)j->stats.blocks_out));
		json_object_object_add(r, "route_variables", json_object_new_int((int)j->stats.route_vars));
		json_object_object_add(r, "growth", json_object_new_double(
			j->stats.blocks_in ? (double)j->stats.blocks_out / j->stats.blocks_in : 0));
		if (j->warning[0]) {
			json_object *w = json_object_new_array();
			json_object_array_add(w, json_object_new_string(j->warning));
			json_object_object_add(r, "warnings", w);
		}
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

/* Appends to the report the records of the jobs done that follow the
 * ones already in it, in input order, and frees them.  Unless all is
 * set, only once 32 wait: a write per record would be a system call per
 * shader.  Called with report_lock held. */
static void
report_records(struct batch *b, bool all)
{
	static const char first[] = "\n    ", next[] = ",\n    ";
	enum { MOST = 256 };
	struct iovec iov[2 * MOST];
	for (;;) {
		size_t from = b->reported, to = from;
		while (to < b->njobs && to - from < MOST &&
		       atomic_load_explicit(&b->res[to].done, memory_order_acquire))
			to++;
		if (to == from || (!all && to - from < 32))
			return;
		int k = 0;
		for (size_t i = from; i < to; i++) {
			const char *r = b->res[i].record;
			if (!r && !b->report_errno)
				b->report_errno = ENOMEM;
			iov[k++] = i ? (struct iovec){(void *)next, sizeof(next) - 1}
				     : (struct iovec){(void *)first, sizeof(first) - 1};
			iov[k++] = (struct iovec){(void *)r, r ? strlen(r) : 0};
		}
		if (!b->report_errno && agc_cli_atomic_writev(&b->report, iov, k) < 0)
			b->report_errno = errno;
		for (size_t i = from; i < to; i++) {
			free(b->res[i].record);
			b->res[i].record = NULL;
		}
		b->reported = to;
	}
}

/* The length of the folder part of path ("" and "x" have none). */
static size_t
folder_len(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? (size_t)(slash - path) : 0;
}

/* The signal that interrupted the batch (SIGINT, SIGTERM, SIGHUP), or 0:
 * set by the handler on whichever thread took the signal, read by all
 * (a lock-free atomic, which a handler may store to). */
static atomic_int stop_signal;

static void
on_stop(int sig)
{
	atomic_store(&stop_signal, sig);
}

/* Interrupted, the workers finish the shaders they have begun (each
 * output is whole or absent either way) and take no more; then the
 * report's temporary is removed and the signal is raised again, its
 * default action restored: the run ends as interrupted, leaving no
 * temporary files.  A second signal ends it at once.  old receives the
 * actions to put back. */
enum { NSTOPS = 3 };
static const int stops[NSTOPS] = {SIGINT, SIGTERM, SIGHUP};

static void
catch_stops(struct sigaction old[NSTOPS])
{
	struct sigaction sa = {.sa_handler = on_stop, .sa_flags = SA_RESTART | SA_RESETHAND};
	sigemptyset(&sa.sa_mask);
	for (int i = 0; i < NSTOPS; i++) {
		sigaction(stops[i], &sa, &old[i]);
		if (old[i].sa_handler == SIG_IGN) /* as under nohup: left alone */
			sigaction(stops[i], &old[i], NULL);
	}
}

/* The next jobs for a worker, [*from, *to): consecutive jobs whose
 * outputs share a folder, as many as the worker's share of what is left
 * allows.  Workers that create files in one folder at the same time
 * queue on its lock in the kernel, so each mostly has a folder of its
 * own; the share shrinks towards the end, so that no worker is left
 * with a long run while the others wait.  The jobs are still taken in
 * input order, which lets the report's records be written in turn. */
static bool
take(struct batch *b, size_t *from, size_t *to)
{
	pthread_mutex_lock(&b->take_lock);
	size_t i = b->next, n = atomic_load(&stop_signal) ? 0 : b->njobs;
	if (i < n) {
		/* outputs share a folder when the inputs' tails do */
		const char *ri = b->jobs[i].path + b->jobs[i].rel;
		size_t most = (n - i) / (2 * b->nworkers), dir = folder_len(ri);
		size_t k = i + 1;
		while (k < n && k - i < most) {
			const char *rk = b->jobs[k].path + b->jobs[k].rel;
			if (folder_len(rk) != dir || memcmp(rk, ri, dir))
				break;
			k++;
		}
		b->next = k;
		*from = i;
		*to = k;
	}
	pthread_mutex_unlock(&b->take_lock);
	return i < n;
}

static void *
worker(void *arg)
{
	struct batch *b = arg;
	/* one arena per worker, reset between shaders */
	struct agc_arena arena = {.limit = b->o->max_memory ? b->o->max_memory : (size_t)1 << 30};
	struct out_dir od = {.fd = AT_FDCWD};
	struct run run;
	size_t from, to;
#ifdef CLONE_FILES
	/* A table of open files of its own: each input and output is a
	 * file opened and closed, and threads that share the table take
	 * turns at its lock for every open and close.  What the others
	 * had open (the report, stderr) stays open in the copy; failing,
	 * the worker shares the table as before. */
	(void)unshare(CLONE_FILES);
#endif
	while (take(b, &from, &to)) {
		for (size_t i = from; i < to && !atomic_load(&stop_signal); i++) {
			const struct job *job = &b->jobs[i];
			struct result *res = &b->res[i];
			run_job(b->o, job, res, &run, &arena, &od);
			if (b->reporting)
				res->record = job_record(job, res, &run);
			if (res->status != EXIT_OK) {
				res->line = failure_line(job, &run);
				atomic_fetch_add(&b->failed, 1);
			}
			atomic_store_explicit(&res->done, true, memory_order_release);
			atomic_fetch_add(&b->done, 1);
			if (b->reporting && pthread_mutex_trylock(&b->report_lock) == 0) {
				report_records(b, false);
				pthread_mutex_unlock(&b->report_lock);
			}
			if (b->tty) {
				pthread_mutex_lock(&b->lock);
				progress(b, false);
				pthread_mutex_unlock(&b->lock);
			}
		}
	}
	agc_arena_free(&arena);
	if (od.fd != AT_FDCWD)
		close(od.fd);
	return NULL;
}

/* The report's start, before the workers: its temporary is made now, so
 * that a report that cannot be written stops the batch before any work. */
static int
report_start(struct agc_atomic_file *f, const char *path)
{
	static const char head[] = "{\n  \"shaders\": [";
	struct iovec v = {(void *)head, sizeof(head) - 1};
	if (agc_cli_output_open(f, path, NULL) < 0)
		return -1;
	if (agc_cli_atomic_writev(f, &v, 1) < 0) {
		int e = errno;
		agc_cli_atomic_abort(f);
		errno = e;
		return -1;
	}
	return 0;
}

static int
report_begin(struct batch *b)
{
	if (report_start(&b->report, b->o->report) < 0)
		return -1;
	b->reporting = true;
	return 0;
}

int
agc_cli_report_open(const struct agc_cli_options *o, struct agc_atomic_file *f)
{
	if (report_start(f, o->report) == 0)
		return 0;
	fprintf(stderr, "agc-recompile: %s: %s\n", o->report, strerror(errno));
	return EXIT_USAGE;
}

/* The unsupported instructions of the failed shaders, by mnemonic: how
 * many shaders have each and how often it occurs in them all.
 *   {"v_interp_p1_f32": {"shaders": 2, "occurrences": 6}, "exp": {...}} */
static json_object *
histogram(const struct batch *b)
{
	json_object *hist = json_object_new_object();
	for (size_t i = 0; i < b->njobs; i++) {
		const struct result *j = &b->res[i];
		for (uint32_t k = 0; j->status != EXIT_OK && k < j->nunsupported; k++) {
			const struct agc_cli_unsupported *u = &j->unsupported[k];
			json_object *e, *c;
			if (!json_object_object_get_ex(hist, u->name, &e)) {
				e = json_object_new_object();
				json_object_object_add(e, "shaders", json_object_new_int(0));
				json_object_object_add(e, "occurrences", json_object_new_int64(0));
				json_object_object_add(hist, u->name, e);
			}
			json_object_object_get_ex(e, "shaders", &c);
			json_object_set_int(c, json_object_get_int(c) + 1);
			json_object_object_get_ex(e, "occurrences", &c);
			json_object_set_int64(c, json_object_get_int64(c) + u->count);
		}
	}
	return hist;
}

/* The report's end, after the workers: the records not yet written, the
 * histogram of unsupported instructions and the totals; then the file
 * is put in place.  0, or -1 with errno (and no file). */
static int
report_end(struct batch *b, double seconds)
{
	report_records(b, true);
	json_object *hist = histogram(b);
	size_t ok = 0, in_bytes = 0, out_bytes = 0;
	for (size_t i = 0; i < b->njobs; i++) {
		const struct result *j = &b->res[i];
		in_bytes += j->in_bytes;
		if (j->status == EXIT_OK) {
			ok++;
			out_bytes += j->out_bytes;
		}
	}
	json_object *tot = json_object_new_object();
	json_object_object_add(tot, "inputs", json_object_new_int64((int64_t)b->njobs));
	json_object_object_add(tot, "converted", json_object_new_int64((int64_t)ok));
	json_object_object_add(tot, "failed", json_object_new_int64((int64_t)(b->njobs - ok)));
	json_object_object_add(tot, "input_bytes", json_object_new_int64((int64_t)in_bytes));
	json_object_object_add(tot, "output_bytes", json_object_new_int64((int64_t)out_bytes));
	json_object_object_add(tot, "seconds", ms(seconds));
	json_object_object_add(tot, "jobs", json_object_new_int((int)b->nworkers));
	const int flags = JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE;
	const char *parts[] = {
		"\n  ],\n  \"unsupported\": ", json_object_to_json_string_ext(hist, flags),
		",\n  \"totals\": ", json_object_to_json_string_ext(tot, flags), "\n}\n",
	};
	struct iovec iov[5];
	for (int i = 0; i < 5; i++)
		iov[i] = (struct iovec){(void *)parts[i], strlen(parts[i])};
	if (!b->report_errno && agc_cli_atomic_writev(&b->report, iov, 5) < 0)
		b->report_errno = errno;
	json_object_put(tot);
	json_object_put(hist);
	b->reporting = false;
	if (b->report_errno) {
		errno = b->report_errno;
		agc_cli_atomic_abort(&b->report);
		return -1;
	}
	return agc_cli_atomic_commit(&b->report);
}

static void
free_batch(struct batch *b)
{
	for (size_t i = 0; b->res && i < b->njobs; i++) {
		free(b->res[i].record);
		free(b->res[i].line);
		free(b->res[i].unsupported);
		free(b->res[i].warning);
	}
	if (b->reporting)
		agc_cli_atomic_abort(&b->report);
	free(b->jobs);
	free(b->res);
	agc_arena_free(&b->strings);
	pthread_mutex_destroy(&b->lock);
	pthread_mutex_destroy(&b->report_lock);
	pthread_mutex_destroy(&b->take_lock);
}

/* The warnings of the shaders converted and one line per failure, in
 * input order, written at once (stderr is unbuffered: a line each would
 * be a write each); the worst status. */
static int
write_failures(const struct batch *b)
{
	int rc = EXIT_OK;
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	for (size_t i = 0; i < b->njobs; i++) {
		const struct result *j = &b->res[i];
		if (j->status == EXIT_OK) {
			if (j->warning)
				fputs(j->warning, m ? m : stderr);
			continue;
		}
		if (j->line)
			fputs(j->line, m ? m : stderr);
		else
			fprintf(m ? m : stderr, "agc-recompile: %s: out of memory\n", b->jobs[i].path);
		if (j->status > rc)
			rc = j->status;
	}
	if (m) {
		fclose(m);
		fwrite(text, 1, len, stderr);
	}
	free(text);
	return rc;
}

/* -o names a folder, or what will be one: not a file that is there, nor
 * a name that says module or reflection (mkdir would make a folder
 * x.spv).  false after a line on stderr. */
static bool
output_folder_ok(const char *out)
{
	struct stat st;
	size_t n = strlen(out);
	if (stat(out, &st) == 0 && !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "agc-recompile: %s: not a folder; batch mode writes an output "
			"folder (-o DIR)\n", out);
		return false;
	}
	if (stat(out, &st) < 0 && ((n > 4 && !strcmp(out + n - 4, ".spv")) ||
				   (n > 5 && !strcmp(out + n - 5, ".json")))) {
		fprintf(stderr, "agc-recompile: %s: names a file; batch mode writes an output "
			"folder (-o DIR)\n", out);
		return false;
	}
	return true;
}

/* The output folder this run made, again where nothing was put in it. */
static void
remove_if_empty(const char *out, bool made)
{
	if (made)
		rmdir(out); /* fails, as it should, where it holds anything */
}

/* The batch's last line, failed or not, where a long log is read first:
 *   agc-recompile: 4597 converted, 3 failed, 5.62 s, 818.5 shaders/s */
static void
write_summary(const struct batch *b, double seconds)
{
	size_t done = atomic_load(&b->done), failed = atomic_load(&b->failed);
	fprintf(stderr, "agc-recompile: %zu converted, %zu failed, %.2f s, %.1f shaders/s\n", done - failed,
		failed, seconds, seconds > 0 ? done / seconds : 0.0);
}

int
agc_cli_batch(const struct agc_cli_options *o)
{
	struct batch b;
	int rc = EXIT_OK;
	bool made = false;

	memset(&b, 0, sizeof(b));
	b.o = o;
	pthread_mutex_init(&b.lock, NULL);
	pthread_mutex_init(&b.report_lock, NULL);
	pthread_mutex_init(&b.take_lock, NULL);
	if (!output_folder_ok(o->output) || agc_batch_collect(&b) < 0)
		goto usage;
	b.res = calloc(b.njobs ? b.njobs : 1, sizeof(*b.res));
	if (!b.res) {
		fprintf(stderr, "agc-recompile: out of memory\n");
		goto usage;
	}
	if (agc_batch_check_outputs(&b) < 0)
		goto usage;
	/* the output folder now; the folders below it as workers need them */
	if (mkdir(o->output, 0777) == 0) {
		made = true;
	} else if (errno != EEXIST) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->output, strerror(errno));
		goto usage;
	}
	unsigned nworkers = o->jobs;
	if (!nworkers) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		nworkers = n > 0 ? (unsigned)n : 1;
	}
	if (nworkers > b.njobs)
		nworkers = b.njobs ? (unsigned)b.njobs : 1;
	b.nworkers = nworkers;
	if (o->report && report_begin(&b) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, agc_cli_strerror(errno));
		goto usage;
	}
	struct sigaction old[NSTOPS];
	catch_stops(old);
	b.tty = isatty(2);
	b.t0 = now_s();
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
	for (int i = 0; i < NSTOPS; i++)
		sigaction(stops[i], &old[i], NULL);
	rc = write_failures(&b);
	int sig = atomic_load(&stop_signal);
	if (sig) {
		fprintf(stderr, "agc-recompile: interrupted (%s) after %zu of %zu shaders%s\n", strsignal(sig),
			atomic_load(&b.done), b.njobs, o->report ? "; no report written" : "");
		free_batch(&b);
		remove_if_empty(o->output, made);
		raise(sig);
		return EXIT_USAGE;
	}
	if (b.reporting && report_end(&b, seconds) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, agc_cli_strerror(errno));
		rc = EXIT_USAGE;
	}
	write_summary(&b, seconds);
	free_batch(&b);
	remove_if_empty(o->output, made);
	return rc;
usage:
	free_batch(&b);
	remove_if_empty(o->output, made);
	return EXIT_USAGE;
}

int
agc_cli_report_one(const struct agc_cli_options *o, const char *path,
		   const struct agc_cli_outcome *oc, double seconds, struct agc_atomic_file *opened)
{
	struct batch b;
	struct job job = {.path = path};
	struct result res;
	struct run run;
	int rc = 0;

	memset(&b, 0, sizeof(b));
	memset(&res, 0, sizeof(res));
	memset(&run, 0, offsetof(struct run, out));
	b.o = o;
	b.jobs = &job;
	b.res = &res;
	b.njobs = 1;
	b.nworkers = 1;
	res.status = oc->status;
	if (oc->data) {
		agc_sha256_hex(oc->data, oc->len, run.sha256);
		res.in_bytes = oc->len;
	} else {
		file_sha256(path, run.sha256, &res.in_bytes);
	}
	snprintf(run.out, sizeof(run.out), "%s", oc->output ? oc->output : "");
	run.ms_total = oc->ms_total;
	if (oc->io_error)
		snprintf(run.io_error, sizeof(run.io_error), "cannot write the output: %s", oc->io_error);
	else if (oc->status != EXIT_OK && oc->d)
		run.d = *oc->d;
	if (oc->r && oc->status == EXIT_OK) {
		run.stats = oc->r->stats;
		res.out_bytes = oc->r->nwords * 4;
		keep_warning(oc->r, &run);
	}
	if (oc->status != EXIT_OK)
		keep_unsupported(oc->r, &run, &res);
	if (opened) {
		b.report = *opened;
		b.reporting = true;
	} else if (report_begin(&b) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, strerror(errno));
		free(res.unsupported);
		return EXIT_USAGE;
	}
	res.record = job_record(&job, &res, &run);
	atomic_store(&res.done, true);
	if (res.status != EXIT_OK)
		atomic_store(&b.failed, 1);
	atomic_store(&b.done, 1);
	if (report_end(&b, seconds) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, strerror(errno));
		rc = EXIT_USAGE;
	}
	free(res.record);
	free(res.unsupported);
	return rc;
}
