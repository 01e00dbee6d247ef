/*
 * batch.c -- many shaders in one run: inputs and folders, -o DIR, -j
 * workers, --shard, a progress line on a terminal (the report and the
 * lines after the run: batch_report.c).
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
#include <time.h>
#include <unistd.h>

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
				res->record = agc_batch_job_record(job, res, &run);
			if (res->status != EXIT_OK) {
				res->line = agc_batch_failure_line(job, &run);
				atomic_fetch_add(&b->failed, 1);
			}
			atomic_store_explicit(&res->done, true, memory_order_release);
			atomic_fetch_add(&b->done, 1);
			if (b->reporting && pthread_mutex_trylock(&b->report_lock) == 0) {
				agc_batch_report_records(b, false);
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
	if (o->report && agc_batch_report_begin(&b) < 0) {
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
	rc = agc_batch_write_failures(&b);
	int sig = atomic_load(&stop_signal);
	if (sig) {
		fprintf(stderr, "agc-recompile: interrupted (%s) after %zu of %zu shaders%s\n", strsignal(sig),
			atomic_load(&b.done), b.njobs, o->report ? "; no report written" : "");
		free_batch(&b);
		remove_if_empty(o->output, made);
		raise(sig);
		return EXIT_USAGE;
	}
	if (b.reporting && agc_batch_report_end(&b, seconds) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, agc_cli_strerror(errno));
		rc = EXIT_USAGE;
	}
	agc_batch_write_summary(&b, seconds);
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
	} else if (agc_batch_report_begin(&b) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, strerror(errno));
		free(res.unsupported);
		return EXIT_USAGE;
	}
	res.record = agc_batch_job_record(&job, &res, &run);
	atomic_store(&res.done, true);
	if (res.status != EXIT_OK)
		atomic_store(&b.failed, 1);
	atomic_store(&b.done, 1);
	if (agc_batch_report_end(&b, seconds) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->report, strerror(errno));
		rc = EXIT_USAGE;
	}
	free(res.record);
	free(res.unsupported);
	return rc;
}
