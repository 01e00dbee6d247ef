/*
 * batch_report.c -- what a batch run tells: the --report file, written
 * while the workers run (one record per shader, in input order, whatever
 * -j), and the lines on stderr once they are done:
 *
 *   {"shaders": [{"path": "a.bin", "status": "ok", ...}, ...],
 *    "unsupported": {"exp": {"shaders": 2, "occurrences": 6}},
 *    "totals": {"inputs": 3, "converted": 1, ...}}
 *
 *   agc-recompile: b.bin: pc 0x10: ... not supported yet
 *   agc-recompile: 1 converted, 2 failed, 0.01 s, 300.0 shaders/s
 */
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>

#include <json-c/json.h>

#include "cli/batch.h"

/* "agc-recompile: PATH: what went wrong\n"; NULL when out of memory. */
char *
agc_batch_failure_line(const struct job *job, const struct run *j)
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
char *
agc_batch_job_record(const struct job *job, const struct result *res, const struct run *j)
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
void
agc_batch_report_records(struct batch *b, bool all)
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

int
agc_batch_report_begin(struct batch *b)
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
int
agc_batch_report_end(struct batch *b, double seconds)
{
	agc_batch_report_records(b, true);
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

/* The warnings of the shaders converted and one line per failure, in
 * input order, written at once (stderr is unbuffered: a line each would
 * be a write each); the worst status. */
int
agc_batch_write_failures(const struct batch *b)
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

/* The batch's last line, failed or not, where a long log is read first:
 *   agc-recompile: 4597 converted, 3 failed, 5.62 s, 818.5 shaders/s */
void
agc_batch_write_summary(const struct batch *b, double seconds)
{
	size_t done = atomic_load(&b->done), failed = atomic_load(&b->failed);
	fprintf(stderr, "agc-recompile: %zu converted, %zu failed, %.2f s, %.1f shaders/s\n", done - failed,
		failed, seconds, seconds > 0 ? done / seconds : 0.0);
}
