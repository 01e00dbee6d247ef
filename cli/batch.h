/*
 * batch.h -- what batch.c (workers, report) and batch_inputs.c (the
 * input list) share.
 */
#ifndef AGC_CLI_BATCH_H
#define AGC_CLI_BATCH_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "cli/cli.h"

/* What the folder walk makes, one per input: kept small, as the walk is
 * the part of a batch that runs before the workers start. */
struct job {
	char *path;   /* as found */
	char *out;    /* DIR/rel.spv */
	char *json;   /* DIR/rel.json, in the same allocation as out */
	bool walked;  /* found in a folder, not named on the command line */
};

/* What the worker that ran a job found (zeroed by calloc: the workers,
 * not the walk, touch its pages first). */
struct result {
	int status;   /* EXIT_OK, EXIT_INPUT, EXIT_USAGE */
	struct agc_diag d;
	struct agc_stats stats;
	size_t in_bytes, out_bytes;
	char sha256[65];
	double ms_total;
	char io_error[160];
	char *record; /* its record of the report, JSON text; made by the worker */
	char *line;   /* its line on stderr when it failed; made by the worker */
};

struct batch {
	const struct agc_cli_options *o;
	struct job *jobs;
	struct result *res; /* res[i] of jobs[i] */
	size_t njobs, cap;
	atomic_size_t next, done, failed;
	size_t *order; /* the k-th job handed out is jobs[order[k]] */
	pthread_mutex_t lock;
	bool tty;
	double t0;
};

/* batch_inputs.c */
int agc_batch_collect(struct batch *b);

#endif
