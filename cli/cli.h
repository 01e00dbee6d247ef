/*
 * cli.h -- the pieces of the agc-recompile command (cli/).
 */
#ifndef AGC_CLI_H
#define AGC_CLI_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

#include "decoder/input.h"
#include "ir/ir.h"

enum { EXIT_OK = 0, EXIT_INPUT = 1, EXIT_USAGE = 2 };

enum mode { MODE_RECOMPILE, MODE_DISASM, MODE_CFG, MODE_GRAPH };

/* --cfg=FORMAT[,before|,after]: the graph before structurization, after
 * it, or both */
enum { AGC_CFG_BOTH, AGC_CFG_BEFORE, AGC_CFG_AFTER };

/* --reg options at most, and registers in a manifest */
#define AGC_CLI_MAX_REGS 512

struct agc_cli_options {
	enum mode mode;
	int cfg_format; /* 1 text, 2 dot */
	int cfg_graphs; /* AGC_CFG_*: which of the two graphs --cfg prints */
	bool wave_given, sg_given, wg_given, user_given, wgid_given, lds_given, scratch_given,
		shared_given, denorm_given, stage_given, push_given, set_given;
	bool wave64;
	bool quiet; /* -q: no warnings */
	struct agc_options rc; /* what the options set; merged over file defaults */
	struct agc_input_opts in;
	const char *output;
	const char *reflection; /* --reflection FILE; NULL: beside a regular output */
	const char *graph;
	const char *fetch_path;
	const char *dump_capture;
	const char *const *inputs;
	int ninputs;
	/* batch mode */
	bool batch;
	unsigned jobs;          /* -j; 0: the number of cores */
	const char *report;     /* --report FILE.json */
	unsigned shard_i, shard_n; /* --shard I/N; shard_n 0: all */
	size_t max_memory;      /* --max-memory per shader, bytes; 0: default */
	/* --image-format SOURCE=FORMAT, in order */
	struct agc_image_format image_formats[64];
	unsigned nimage_formats;
	/* --reg NAME=VALUE, in order (rc.regs points here; the names are
	 * reg_names') */
	struct agc_reg_value regs[AGC_CLI_MAX_REGS];
	char reg_names[AGC_CLI_MAX_REGS][68];
};

/* options.c: the command line into o; a usage error exits with status
 * 2 and one line (--help and --version exit 0 after printing). */
void agc_cli_parse_options(int argc, char **argv, struct agc_cli_options *o);
/* Two options that cannot be used together: one line naming both, exit 2. */
_Noreturn void agc_cli_conflict(const char *a, const char *b, const char *why);
/* Flush and close standard output; a write error there turns status into
 * EXIT_USAGE, with a line on stderr where status was EXIT_OK. */
int agc_cli_finish_stdout(int status);

/* main.c: read an input (raw, ELF or capture manifest; "-" is standard
 * input) and settle the recompile options: the file's, then the command
 * line's over them.  The file is read once; what was read is left in
 * *got when not NULL.  regular: path is known to name a regular file
 * (agc_input_load).  0; -1 with d filled for a bad input; AGC_CLI_NO_OPEN
 * when the file, or the code file its manifest names, could not be opened
 * (an I/O error, not a bad input). */
struct agc_cli_read {
	const uint8_t *data; /* the file's bytes */
	size_t len;
	const char *code_path; /* a manifest's code file, or NULL */
};
enum { AGC_CLI_NO_OPEN = -2 };
int agc_cli_load(struct agc_arena *a, const struct agc_cli_options *o, const char *path,
		 bool regular, struct agc_code *code, struct agc_options *rc, struct agc_diag *d,
		 struct agc_cli_read *got);

/* batch.c: many inputs, -o DIR, -j, --report, --shard */
int agc_cli_batch(const struct agc_cli_options *o);

/* One kind of unsupported instruction of a failed input: the mnemonic
 * without an encoding suffix, and how often the input has it. */
struct agc_cli_unsupported {
	char name[64];
	uint32_t count;
};

/* What became of one input, for a report: a batch's job, or the single
 * input of `FILE -o OUT.spv --report R.json`. */
struct agc_cli_outcome {
	int status;                  /* EXIT_OK, EXIT_INPUT, EXIT_USAGE */
	const struct agc_diag *d;    /* the failure, when status is EXIT_INPUT */
	const char *io_error;        /* or this, when EXIT_USAGE; NULL otherwise */
	const struct agc_result *r;  /* the recompilation (stats, unsupported) or NULL */
	const uint8_t *data;         /* the input's bytes, or NULL: read again to hash */
	size_t len;
	const char *output;          /* the module written (or that would have been) */
	double ms_total;
};

/* batch.c: the report of a single input, in the format of a batch's
 * (one record, the histogram, the totals), written whole or not at all.
 * open makes its temporary file before the work, as a batch does, so
 * that a report that cannot be written stops the run before a module is
 * written (0, or EXIT_USAGE after saying why on stderr); one finishes it
 * (opened: what open made, or NULL to make it now) and puts it in place:
 * 0, or EXIT_USAGE after saying why. */
struct agc_atomic_file;
int agc_cli_report_open(const struct agc_cli_options *o, struct agc_atomic_file *f);
int agc_cli_report_one(const struct agc_cli_options *o, const char *path,
		       const struct agc_cli_outcome *oc, double seconds, struct agc_atomic_file *opened);

/* batch.c: a recompilation's warnings as lines for stderr,
 * "agc-recompile: PATH: warning: pc 0x0: ...\n" (malloc), NULL for none. */
char *agc_cli_warning_lines(const char *path, const struct agc_result *r);


/* graph_cmd.c: --graph SPEC|@FILE; cfg_format 0 none, 1 text, 2 dot */
int agc_cli_graph(const char *spec, int cfg_format, const char *output);

/* output.c: write a whole output file, by what its path names now:
 * missing or a regular file, a temporary beside it renamed into place; a
 * link, the same done to its target (the link stays; a dangling one is
 * refused with AGC_EDANGLING); a device, FIFO or socket, written in place;
 * "-", standard output.  0, or -1 with errno.  *created (may be NULL):
 * path named nothing before. */
int agc_cli_write_file(const char *path, const void *data, size_t n, bool *created);
int agc_cli_write_atomic(const char *path, const void *data, size_t n); /* created NULL */
/* With path relative to the folder open as dir (or AT_FDCWD), known to
 * be missing or a regular file: a temporary and a rename, nothing asked
 * first.  A batch writes many files into one folder, and this spares the
 * kernel walking the folder's path for each. */
int agc_cli_write_atomic_at(int dir, const char *path, const void *data, size_t n);
/* What an output's path names; target gets the path written (a link's
 * target, else path).  -1 with errno (AGC_EDANGLING, EISDIR). */
enum { AGC_OUT_NEW, AGC_OUT_REGULAR, AGC_OUT_LINK, AGC_OUT_DEVICE, AGC_OUT_SOCKET, AGC_OUT_STDOUT };
int agc_cli_output_kind(const char *path, char *target, size_t size);
/* An errno of our own: a link that leads nowhere (cp does not write
 * through one either); agc_cli_strerror names it, strerror the rest. */
#define AGC_EDANGLING 0x10000
const char *agc_cli_strerror(int e);
/* The same in steps, for a file written while it is being made (a
 * batch's report): open makes the temporary, writev appends to it
 * (consuming iov), commit renames it into place, abort removes it.
 * 0, or -1 with errno; after a failed commit nothing is left. */
struct iovec;
struct agc_atomic_file {
	int dir, fd;
	const char *path;
	char tmp[4096];    /* "": written in place, no rename */
	char target[4096]; /* agc_cli_output_open's */
};
int agc_cli_atomic_open(struct agc_atomic_file *f, int dir, const char *path);
/* The same by agc_cli_write_file's rules (links, devices, "-"). */
int agc_cli_output_open(struct agc_atomic_file *f, const char *path, bool *created);
int agc_cli_atomic_writev(struct agc_atomic_file *f, struct iovec *iov, int n);
int agc_cli_atomic_commit(struct agc_atomic_file *f);
void agc_cli_atomic_abort(struct agc_atomic_file *f);
/* "dir/name.spv" -> "dir/name.json" (arena string) */
char *agc_cli_sibling(struct agc_arena *a, const char *path, const char *ext);

/* output.c: what a path names, to tell two paths of a run apart: the
 * file's device and inode where it exists (links followed), else its
 * folder's real path and its name. */
struct agc_file_id {
	bool exists;
	dev_t dev;
	ino_t ino;
	char *resolved; /* arena string; NULL where exists */
};
int agc_cli_file_id(struct agc_arena *a, const char *path, struct agc_file_id *id);
bool agc_cli_same_file(const struct agc_file_id *x, const struct agc_file_id *y);

/* capture.c: a capture manifest (JSON) bundles the code file with its
 * state.  Reads it into code and o (options given on the command line
 * override it afterwards).  Returns 0, or -1 with d filled. */
int agc_cli_read_capture(struct agc_arena *a, const char *path, const uint8_t *text, size_t n,
			 const struct agc_input_opts *in, struct agc_code *code,
			 struct agc_options *o, const char **code_path, struct agc_diag *d);
/* Write a manifest describing code_path and o. */
int agc_cli_write_capture(const char *path, const char *code_path, const struct agc_code *code,
			  const struct agc_options *o, const uint32_t *user_data,
			  unsigned nuser_data);

/* disasm.c: --disasm, the listing llvm-objdump -d prints (only: the one
 * symbol --symbol names, or NULL); the exit status */
int agc_cli_disasm(FILE *out, const struct agc_code *code, bool wave64, const char *only,
		   const char *path);

/* cfg_dump.c: --cfg's value ("text", "dot", "dot,before", "dot,after",
 * NULL: text) into format (1 text, 2 dot) and graphs (AGC_CFG_*); -1 when
 * it is none of them. */
int agc_cli_parse_cfg(const char *arg, int *format, int *graphs);
/* --cfg on a shader: the graphs as text or as one Graphviz digraph. */
void agc_cli_dump_cfg(FILE *f, const struct agc_code *code, const struct agc_shader_cfg *cfg,
		      const struct agc_sgraph *s, bool wave64, int format, int graphs);

#endif
