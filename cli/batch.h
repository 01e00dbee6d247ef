/*
 * batch.h -- what batch.c (the workers), batch_inputs.c (the input
 * list), batch_collide.c and batch_report.c (the report) share.
 */
#ifndef AGC_CLI_BATCH_H
#define AGC_CLI_BATCH_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cli/cli.h"

/* What the folder walk makes, one per input: kept small, as the walk is
 * the part of a batch that runs before the workers start.  The path is
 * in the batch's arena; the outputs are named from its tail. */
struct job {
	const char *path; /* as found */
	uint32_t rel;     /* path + rel: the path below the folder named, or the file's name */
	uint32_t stem;    /* the length of that without its extension */
	bool walked;      /* found in a folder, not named on the command line */
	bool regular;     /* the folder's listing says: a regular file */
	bool keep_ext;    /* outputs x.bin.spv, x.bin.json: another input is x.co */
	/* One kernel of a code object that has several: its name, and the
	 * output stems "x.KERNEL" and (keep_ext) "x.co.KERNEL", in the arena;
	 * NULL for the others. */
	const char *kernel, *out, *out_ext;
};

/* What is kept of a job once its worker is done: the counts of the
 * totals, and text made by the worker (zeroed by calloc; the workers,
 * not the walk, touch its pages first). */
struct result {
	atomic_bool done; /* the rest is set; release/acquire */
	int status;       /* EXIT_OK, EXIT_INPUT, EXIT_USAGE */
	size_t in_bytes, out_bytes;
	/* a failure's unsupported instructions, by mnemonic (malloc) */
	struct agc_cli_unsupported *unsupported;
	uint32_t nunsupported;
	char *record;      /* its record of the report, JSON text */
	char *line;        /* its line on stderr when it failed */
	uint8_t special;   /* bit 0 the .spv, bit 1 the .json: there already and
			    * not a regular file (a link, a device) */
	char *warning;     /* its warning line when it converted (not with -q) */
};

struct batch {
	const struct agc_cli_options *o;
	struct agc_arena strings; /* the jobs' paths */
	struct job *jobs;
	struct result *res; /* res[i] of jobs[i] */
	size_t njobs, cap;
	unsigned nworkers;
	size_t next; /* the first job no worker has taken */
	pthread_mutex_t take_lock;
	atomic_size_t done, failed;
	pthread_mutex_t lock; /* the progress line */
	bool tty;
	size_t progress_len; /* what the last progress line printed */
	double t0;
	/* --report, written while the workers run: the records of jobs
	 * [0, reported) are in the file; whoever holds report_lock adds
	 * the next ones that are done. */
	struct agc_atomic_file report;
	bool reporting;
	int report_errno; /* the first failed write's */
	size_t reported;
	pthread_mutex_t report_lock;
};

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

/* batch_inputs.c */
int agc_batch_collect(struct batch *b);
/* The part of a job's output paths below the output folder, without
 * ".spv" or ".json": its length, and where it starts in j->path. */
size_t agc_batch_out_stem(const struct job *j, const char **start);

/* batch_collide.c: no output that exists already is an input, nor the
 * report one of the outputs; marks res[].special.  Before any output is
 * written; 0, or -1 after a line on stderr. */
int agc_batch_check_outputs(struct batch *b);

/* batch_report.c: the --report file (opened before the workers, a
 * record per job appended in input order while they run, the histogram of
 * unsupported instructions and the totals at the end) and the lines on
 * stderr after the run. */
char *agc_batch_failure_line(const struct job *job, const struct run *j);
char *agc_batch_job_record(const struct job *job, const struct result *res, const struct run *j);
void agc_batch_report_records(struct batch *b, bool all);
int agc_batch_report_begin(struct batch *b);
int agc_batch_report_end(struct batch *b, double seconds);
int agc_batch_write_failures(const struct batch *b);
void agc_batch_write_summary(const struct batch *b, double seconds);

#endif
