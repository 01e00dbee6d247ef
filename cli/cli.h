/*
 * cli.h -- the pieces of the agc-recompile command (cli/).
 */
#ifndef AGC_CLI_H
#define AGC_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "decoder/input.h"
#include "ir/ir.h"

enum { EXIT_OK = 0, EXIT_INPUT = 1, EXIT_USAGE = 2 };

enum mode { MODE_RECOMPILE, MODE_DISASM, MODE_CFG, MODE_GRAPH };

/* --cfg=FORMAT[,before|,after]: the graph before structurization, after
 * it, or both */
enum { AGC_CFG_BOTH, AGC_CFG_BEFORE, AGC_CFG_AFTER };

struct agc_cli_options {
	enum mode mode;
	int cfg_format; /* 1 text, 2 dot */
	int cfg_graphs; /* AGC_CFG_*: which of the two graphs --cfg prints */
	bool wave_given, sg_given, wg_given, user_given, wgid_given, lds_given, scratch_given,
		shared_given, denorm_given;
	bool wave64;
	struct agc_options rc; /* what the options set; merged over file defaults */
	struct agc_input_opts in;
	const char *output;
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
};

/* main.c: read an input (raw, ELF or capture manifest) and settle the
 * recompile options: the file's, then the command line's over them.  The
 * file is read once; its bytes are returned in data/len when not NULL.
 * regular: path is known to name a regular file (agc_input_load). */
int agc_cli_load(struct agc_arena *a, const struct agc_cli_options *o, const char *path,
		 bool regular, struct agc_code *code, struct agc_options *rc, struct agc_diag *d,
		 const uint8_t **data, size_t *len);

/* batch.c: many inputs, -o DIR, -j, --report, --shard */
int agc_cli_batch(const struct agc_cli_options *o);


/* graph_cmd.c: --graph SPEC|@FILE; cfg_format 0 none, 1 text, 2 dot */
int agc_cli_graph(const char *spec, int cfg_format, const char *output);

/* output.c: write a whole file under a temporary name, then rename it
 * into place; 0, or -1 with errno. */
int agc_cli_write_atomic(const char *path, const void *data, size_t n);
/* The same with path relative to the folder open as dir (or AT_FDCWD):
 * a batch writes many files into one folder, and this spares the kernel
 * walking the folder's path for each. */
int agc_cli_write_atomic_at(int dir, const char *path, const void *data, size_t n);
/* The same in steps, for a file written while it is being made (a
 * batch's report): open makes the temporary, writev appends to it
 * (consuming iov), commit renames it into place, abort removes it.
 * 0, or -1 with errno; after a failed commit nothing is left. */
struct iovec;
struct agc_atomic_file {
	int dir, fd;
	const char *path;
	char tmp[4096];
};
int agc_cli_atomic_open(struct agc_atomic_file *f, int dir, const char *path);
int agc_cli_atomic_writev(struct agc_atomic_file *f, struct iovec *iov, int n);
int agc_cli_atomic_commit(struct agc_atomic_file *f);
void agc_cli_atomic_abort(struct agc_atomic_file *f);
/* "dir/name.spv" -> "dir/name.json" (arena string) */
char *agc_cli_sibling(struct agc_arena *a, const char *path, const char *ext);

/* capture.c: a capture manifest (JSON) bundles the code file with its
 * state.  Reads it into code and o (options given on the command line
 * override it afterwards).  Returns 0, or -1 with d filled. */
struct agc_cli_overrides;
int agc_cli_read_capture(struct agc_arena *a, const char *path, const uint8_t *text, size_t n,
			 const struct agc_input_opts *in, struct agc_code *code,
			 struct agc_options *o, struct agc_diag *d);
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
