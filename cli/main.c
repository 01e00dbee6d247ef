/*
 * main.c -- the agc-recompile command: one pipeline per input (the options
 * are options.c's).
 *
 *	agc-recompile shader.bin -o shader.spv      recompile (+ shader.json)
 *	agc-recompile --disasm shader.bin           LLVM-identical listing
 *	agc-recompile --cfg shader.bin              graph before/after
 *	agc-recompile --graph '{{1},{}}' -o g.spv   structure an abstract graph
 *
 * Exit status: 0 success, 1 an input failed (bad input, unsupported, a
 * limit), 2 usage or I/O error.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>


#include "cli/cli.h"
#include "decoder/decoder.h"

static void
print_diag(const char *path, const struct agc_diag *d)
{
	char line[768];
	agc_diag_format(d, line, sizeof(line));
	fprintf(stderr, "agc-recompile: %s: %s\n", path, line);
}

/* Command-line options over what the file says. */
static void
merge_options(const struct agc_cli_options *o, struct agc_options *rc)
{
	if (o->wave_given)
		rc->wave64 = o->wave64;
	if (o->sg_given)
		rc->subgroup_size = o->rc.subgroup_size;
	if (o->wg_given)
		memcpy(rc->workgroup, o->rc.workgroup, sizeof(rc->workgroup));
	if (o->user_given)
		rc->user_sgprs = o->rc.user_sgprs;
	if (o->wgid_given)
		memcpy(rc->wgid_sgpr, o->rc.wgid_sgpr, sizeof(rc->wgid_sgpr));
	if (o->lds_given)
		rc->lds_bytes = o->rc.lds_bytes;
	if (o->scratch_given)
		rc->scratch_bytes = o->rc.scratch_bytes;
	if (o->shared_given)
		rc->shared_vgpr_first = o->rc.shared_vgpr_first;
	if (o->rc.address_map)
		rc->address_map = o->rc.address_map;
	if (o->denorm_given)
		rc->denorm = o->rc.denorm;
	if (o->rc.spirv_version)
		rc->spirv_version = o->rc.spirv_version;
	if (o->rc.address32) {
		rc->address32 = true;
		rc->address32_hi = o->rc.address32_hi;
	}
	if (o->stage_given)
		rc->stage = o->rc.stage;
	if (o->push_given)
		rc->push_offset = o->rc.push_offset;
	if (o->set_given)
		rc->descriptor_set = o->rc.descriptor_set;
	rc->barycentric_ext = o->rc.barycentric_ext;
	rc->validate = o->rc.validate;
	rc->optimize = o->rc.optimize;
	if (o->rc.cfg.max_insts)
		rc->cfg.max_insts = o->rc.cfg.max_insts;
	if (o->rc.cfg.max_blocks)
		rc->cfg.max_blocks = o->rc.cfg.max_blocks;
	if (o->rc.cfg.max_call_depth)
		rc->cfg.max_call_depth = o->rc.cfg.max_call_depth;
}

/* The registers: the file's, each one --reg names replaced by the command
 * line's value, then the command line's others.  Errors in them are the
 * command line's (usage errors) when the file gave none. */
static int
merge_regs(struct agc_arena *a, const struct agc_cli_options *o, struct agc_options *rc,
	   struct agc_diag *d)
{
	const struct agc_regs *cl = &o->rc.regs;
	if (!cl->n)
		return 0;
	if (!rc->regs.n) {
		rc->regs = *cl;
		return 0;
	}
	uint32_t n = rc->regs.n;
	struct agc_reg_value *r = agc_alloc(a, sizeof(*r) * (n + cl->n));
	if (!r)
		return agc_fail_oom(d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	memcpy(r, rc->regs.r, sizeof(*r) * n);
	for (uint32_t i = 0; i < cl->n; i++) {
		uint32_t k = 0;
		while (k < rc->regs.n && strcmp(r[k].name, cl->r[i].name))
			k++;
		if (k < rc->regs.n)
			r[k].value = cl->r[i].value;
		else
			r[n++] = cl->r[i];
	}
	rc->regs = (struct agc_regs){r, n, false};
	return 0;
}

/* The input open for reading: "-" is standard input. */
static int
open_input(const char *path)
{
	return strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : STDIN_FILENO;
}

/* Whether path opens for reading: a manifest whose code file does not
 * is an I/O error, like an input that does not. */
static bool
can_open(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		close(fd);
	return fd >= 0;
}

/* Read the input (raw, ELF or capture) once and settle the options; the
 * file's bytes are left in *got for whoever wants to hash them. */
int
agc_cli_load(struct agc_arena *a, const struct agc_cli_options *o, const char *path,
	     bool regular, struct agc_code *code, struct agc_options *rc, struct agc_diag *d,
	     struct agc_cli_read *got)
{
	struct agc_input_opts in = o->in;
	in.whole_section = o->mode == MODE_DISASM;
	uint8_t *bytes;
	size_t n;

	if (got)
		*got = (struct agc_cli_read){0};
	int fd = open_input(path);
	if (fd < 0) {
		agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET, "cannot open: %s",
			 strerror(errno));
		return AGC_CLI_NO_OPEN;
	}
	int loaded = agc_input_load_fd(a, fd, in.max_bytes, regular, &bytes, &n, d);
	if (fd != STDIN_FILENO)
		close(fd);
	if (loaded < 0)
		return -1;
	if (got) {
		got->data = bytes;
		got->len = n;
	}
	/* A capture manifest is JSON: look at the first byte. */
	size_t i = 0;
	while (i < n && (bytes[i] == ' ' || bytes[i] == '\n' || bytes[i] == '\r' || bytes[i] == '\t'))
		i++;
	bool capture = in.format == AGC_FORMAT_CAPTURE ||
		       (in.format == AGC_FORMAT_AUTO && i < n && bytes[i] == '{');
	if (capture) {
		if (n > (1 << 20))
			return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
					"capture manifest larger than 1 MiB");
		agc_options_defaults(rc, NULL);
		const char *code_path = NULL;
		if (agc_cli_read_capture(a, path, bytes, n, &in, code, rc, &code_path, d) < 0)
			return code_path && !can_open(code_path) ? AGC_CLI_NO_OPEN : -1;
		if (got)
			got->code_path = code_path;
	} else {
		if (agc_input_parse(a, bytes, n, &in, code, d) < 0)
			return -1;
		agc_options_defaults(rc, code);
	}
	merge_options(o, rc);
	if (merge_regs(a, o, rc, d) < 0)
		return -1;
	/* no manifest: the whole state is the command line's (--stage, --reg) */
	if (!capture)
		rc->regs.from_command_line = true;
	/* a graphics stage's registers checked now, before anything is
	 * written (the pipeline derives them again) */
	if (rc->stage != AGC_HW_CS) {
		if (agc_gfx_derive(&rc->regs, rc->stage, &rc->gfx, d) < 0)
			return -1;
		if (o->wave_given && o->wave64 != rc->gfx.wave64)
			return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_USAGE, AGC_DIAG_NO_OFFSET,
					"--wave %d disagrees with the registers of stage %s, which "
					"give wave%d (%s)", o->wave64 ? 64 : 32,
					agc_hw_stage_name(rc->stage), rc->gfx.wave64 ? 64 : 32,
					rc->stage == AGC_HW_PS ? "SPI_PS_IN_CONTROL.PS_W32_EN"
					: rc->stage == AGC_HW_VS ? "VGT_SHADER_STAGES_EN.VS_W32_EN"
								 : "VGT_SHADER_STAGES_EN.GS_W32_EN");
		rc->wave64 = rc->gfx.wave64;
		if (!rc->user_sgprs)
			rc->user_sgprs = rc->gfx.user_sgprs;
	}
	if (o->mode == MODE_RECOMPILE && !capture && code->format == AGC_FORMAT_ELF &&
	    !o->wg_given && !AGC_META_HAS(&code->meta, AGC_META_REQD_WORKGROUP_SIZE))
		fprintf(stderr, "agc-recompile: %s: warning: %s '%s' declares no workgroup size "
			"(.reqd_workgroup_size) and --workgroup is not given; assuming one "
			"wave, %u x 1 x 1\n", path, code->abi.known ? "kernel" : "function",
			code->symbol, rc->wave64 ? 64 : 32);
	/* image formats: the file's, then the command line's (the last one
	 * naming a source wins) */
	if (o->nimage_formats) {
		uint32_t nf = rc->nimage_formats + o->nimage_formats;
		struct agc_image_format *f = agc_alloc(a, sizeof(*f) * nf);
		if (!f)
			return agc_fail_oom(d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
		if (rc->nimage_formats)
			memcpy(f, rc->image_formats, sizeof(*f) * rc->nimage_formats);
		memcpy(f + rc->nimage_formats, o->image_formats, sizeof(*f) * o->nimage_formats);
		rc->image_formats = f;
		rc->nimage_formats = nf;
	}
	return 0;
}

/* The fetch shader's bytes ("-": standard input); NULL with a line on
 * stderr. */
static uint8_t *
read_file(struct agc_arena *a, const struct agc_cli_options *o, const char *path, size_t *n)
{
	struct agc_diag d;
	uint8_t *data;
	int fd = open_input(path);
	if (fd < 0) {
		fprintf(stderr, "agc-recompile: %s: cannot open the fetch shader: %s\n", path,
			strerror(errno));
		return NULL;
	}
	int rc = agc_input_load_fd(a, fd, o->in.max_bytes, false, &data, n, &d);
	if (fd != STDIN_FILENO)
		close(fd);
	if (rc < 0) {
		fprintf(stderr, "agc-recompile: %s: the fetch shader: %s\n", path, d.msg);
		return NULL;
	}
	return data;
}

/* One file a run reads or writes, for telling them apart. */
struct role {
	const char *path;
	const char *what; /* "the input", "the reflection", ... */
	struct agc_file_id id;
};

/* A path's identity; "-" is standard input or output, which is a file
 * only when redirected to one (cat refuses "input file is output file"
 * the same way). */
static void
identify(struct agc_arena *a, struct role *r, const char *path, const char *what, int std_fd)
{
	struct stat st;
	r->path = path;
	r->what = what;
	if (strcmp(path, "-")) {
		agc_cli_file_id(a, path, &r->id);
	} else {
		r->id = (struct agc_file_id){0};
		if (fstat(std_fd, &st) == 0 && S_ISREG(st.st_mode))
			r->id = (struct agc_file_id){true, st.st_dev, st.st_ino, NULL};
	}
}

/* No output of the run may be one of its inputs, nor another of its
 * outputs: the run stops before it writes anything (exit status 2).
 *
 *	agc-recompile shader.json -o shader.spv
 *	  -> shader.spv's reflection shader.json is the input shader.json
 */
static bool
outputs_apart(const struct role *in, int nin, const struct role *out, int nout)
{
	for (int i = 0; i < nout; i++) {
		const struct role *x = &out[i], *hit = NULL;
		for (int k = 0; k < nin && !hit; k++)
			if (agc_cli_same_file(&x->id, &in[k].id))
				hit = &in[k];
		for (int k = 0; k < i && !hit; k++)
			if (agc_cli_same_file(&x->id, &out[k].id))
				hit = &out[k];
		if (hit) {
			fprintf(stderr, "agc-recompile: %s %s is %s %s; nothing written\n", x->what,
				x->path, hit->what, hit->path);
			return false;
		}
	}
	return true;
}

/* The files the run writes: the module, its reflection (beside a
 * regular file, or --reflection), a pixel shader's geometry module
 * (beside a regular file: NAME.geom.spv, written when the module needs
 * one), the manifest of --dump-capture.  false after a line on stderr. */
static bool
name_outputs(struct agc_arena *a, const struct agc_cli_options *o, const struct agc_options *rc,
	     const char **module, const char **reflection, const char **geometry)
{
	*module = o->mode == MODE_RECOMPILE ? o->output : NULL;
	*reflection = *module ? o->reflection : NULL;
	*geometry = NULL;
	if (!*module)
		return true;
	char target[4096];
	int kind = agc_cli_output_kind(*module, target, sizeof(target));
	if (kind < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", *module, agc_cli_strerror(errno));
		return false;
	}
	/* a device, FIFO, socket or standard output has no folder to put
	 * one beside */
	bool beside = kind == AGC_OUT_NEW || kind == AGC_OUT_REGULAR || kind == AGC_OUT_LINK;
	if (!*reflection && beside && !(*reflection = agc_cli_sibling(a, *module, ".json"))) {
		fprintf(stderr, "agc-recompile: out of memory\n");
		return false;
	}
	if (rc->stage == AGC_HW_PS && beside && !(*geometry = agc_cli_sibling(a, *module, ".geom.spv"))) {
		fprintf(stderr, "agc-recompile: out of memory\n");
		return false;
	}
	return true;
}

/* A module written, then its geometry module (a pixel shader's, when it
 * needs one), then its reflection; a module this run created is removed
 * again when a later file fails (one that was there before has been
 * replaced already, and a device cannot be taken back). */
static int
write_module(const char *module, const char *geometry, const char *reflection,
	     const struct agc_result *r, struct agc_cli_outcome *oc)
{
	bool created, geometry_created = false;
	if (r->geometry_spv && !geometry) {
		fprintf(stderr, "agc-recompile: %s: the pixel shader needs a geometry module, "
			"written beside a module that is a regular file only; nothing written\n", module);
		return EXIT_USAGE;
	}
	if (agc_cli_write_file(module, r->spv, r->nwords * 4, &created) < 0) {
		oc->io_error = agc_cli_strerror(errno);
		fprintf(stderr, "agc-recompile: %s: %s\n", module, oc->io_error);
		return EXIT_USAGE;
	}
	if (r->geometry_spv &&
	    agc_cli_write_file(geometry, r->geometry_spv, r->geometry_nwords * 4, &geometry_created) < 0) {
		oc->io_error = agc_cli_strerror(errno);
		fprintf(stderr, "agc-recompile: %s: %s\n", geometry, oc->io_error);
		if (created)
			unlink(module);
		return EXIT_USAGE;
	}
	if (reflection && agc_cli_write_file(reflection, r->reflection, strlen(r->reflection), NULL) < 0) {
		oc->io_error = agc_cli_strerror(errno);
		fprintf(stderr, "agc-recompile: %s: %s\n", reflection, oc->io_error);
		if (created)
			unlink(module);
		if (geometry_created)
			unlink(geometry);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

/* The single input's --report, when asked for: the status want, or
 * EXIT_USAGE when the report cannot be written. */
static int
report_one(const struct agc_cli_options *o, const char *path, struct agc_cli_outcome *oc,
	   const struct timespec *t0, int want, struct agc_atomic_file *opened)
{
	struct timespec t1;
	if (!o->report)
		return want;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	oc->status = want;
	oc->ms_total = (t1.tv_sec - t0->tv_sec) * 1e3 + (t1.tv_nsec - t0->tv_nsec) / 1e6;
	int rc = agc_cli_report_one(o, path, oc, oc->ms_total / 1e3, opened);
	return rc ? rc : want;
}

static void
print_warnings(const struct agc_cli_options *o, const char *path, const struct agc_result *r)
{
	char *lines = o->quiet ? NULL : agc_cli_warning_lines(path, r);
	if (lines)
		fputs(lines, stderr);
	free(lines);
}

/* What a single input's file says, checked against the options
 * (check_abi_options saw the options alone; check_input_options could
 * not look into a pipe). */
static void
check_file_abi(const struct agc_cli_options *o, const struct agc_code *code,
	       const struct agc_options *rc, const char *path)
{
	unsigned w = rc->wave64 ? 64 : 32;
	if (o->in.symbol && code->format == AGC_FORMAT_RAW)
		agc_cli_conflict("--symbol", "raw input", "raw code has no functions; --entry OFFSET picks where it starts");
	if (o->in.entry >= 0 && code->format == AGC_FORMAT_ELF)
		agc_cli_conflict("--entry", "an ELF code object", "its functions start where their symbols say; --symbol NAME picks one");
	if (o->sg_given && !o->wave_given && rc->subgroup_size > w) {
		char a[48], b[4200];
		snprintf(a, sizeof(a), "--subgroup-size %u", rc->subgroup_size);
		snprintf(b, sizeof(b), "the wave size %u of %s", w, path);
		agc_cli_conflict(a, b, "a subgroup cannot be larger than the wave (--wave 64?)");
	}
}

static int
run_one(const struct agc_cli_options *o, const char *path)
{
	struct agc_arena arena = {.limit = o->max_memory ? o->max_memory : (size_t)1 << 30};
	struct agc_diag d;
	struct agc_code code;
	struct agc_options rc;
	struct agc_cli_read got;
	const char *module, *reflection, *geometry;
	int status = EXIT_OK;
	struct agc_result r = {0};
	struct agc_cli_outcome oc = {.d = &d, .r = &r, .output = o->output};
	struct timespec t0;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	int loaded = agc_cli_load(&arena, o, path, false, &code, &rc, &d, &got);
	if (loaded < 0) {
		print_diag(path, &d);
		/* a code object of several kernels and no --symbol: the
		 * caller's choice to make, a usage error */
		bool usage = loaded == AGC_CLI_NO_OPEN || d.cls == AGC_DIAG_USAGE;
		if (usage && loaded != AGC_CLI_NO_OPEN)
			fprintf(stderr, "Try 'agc-recompile --help'.\n");
		status = report_one(o, path, &oc, &t0, usage ? EXIT_USAGE : EXIT_INPUT, NULL);
		agc_arena_free(&arena);
		return status;
	}
	oc.data = got.data;
	oc.len = got.len;
	check_file_abi(o, &code, &rc, path);
	if (o->fetch_path) {
		rc.cfg.fetch = read_file(&arena, o, o->fetch_path, &rc.cfg.fetch_len);
		if (!rc.cfg.fetch) {
			agc_arena_free(&arena);
			return EXIT_USAGE;
		}
	}
	/* what is read, what is written: apart, before anything is written */
	struct role in[3], out[5];
	int nin = 0, nout = 0;
	identify(&arena, &in[nin++], path, "the input", STDIN_FILENO);
	if (got.code_path)
		identify(&arena, &in[nin++], got.code_path, "the manifest's code file", STDIN_FILENO);
	if (o->fetch_path)
		identify(&arena, &in[nin++], o->fetch_path, "the fetch shader", STDIN_FILENO);
	if (!name_outputs(&arena, o, &rc, &module, &reflection, &geometry)) {
		agc_arena_free(&arena);
		return EXIT_USAGE;
	}
	if (module)
		identify(&arena, &out[nout++], module, "the module", STDOUT_FILENO);
	if (reflection)
		identify(&arena, &out[nout++], reflection, "the reflection", STDOUT_FILENO);
	if (geometry)
		identify(&arena, &out[nout++], geometry, "the geometry module", STDOUT_FILENO);
	/* the reflection names it relative to its own folder: beside it, by
	 * its base name */
	rc.geometry_file = geometry && !o->reflection && strrchr(geometry, '/')
				   ? strrchr(geometry, '/') + 1 : geometry;
	if (o->dump_capture)
		identify(&arena, &out[nout++], o->dump_capture, "the --dump-capture manifest", STDOUT_FILENO);
	if (o->report)
		identify(&arena, &out[nout++], o->report, "the report", STDOUT_FILENO);
	if (!outputs_apart(in, nin, out, nout)) {
		agc_arena_free(&arena);
		return EXIT_USAGE;
	}
	if (o->dump_capture &&
	    agc_cli_write_capture(o->dump_capture, got.code_path ? got.code_path : path, &code, &rc,
				  NULL, 0) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->dump_capture, agc_cli_strerror(errno));
		agc_arena_free(&arena);
		return EXIT_USAGE;
	}

	switch (o->mode) {
	case MODE_DISASM:
		status = agc_cli_disasm(stdout, &code, rc.wave64, o->in.symbol, path);
		break;
	case MODE_CFG: {
		struct agc_shader_cfg cfg;
		struct agc_sgraph s;
		rc.cfg.wave64 = rc.wave64;
		if (agc_cfg_build(&arena, &code, &rc.cfg, &cfg, &d) < 0 ||
		    agc_cfg_structurize(&arena, &cfg.g, &s, &d) < 0) {
			agc_diag_locate(&d, &code);
			print_diag(path, &d);
			status = EXIT_INPUT;
			break;
		}
		agc_cli_dump_cfg(stdout, &code, &cfg, &s, rc.wave64, o->cfg_format, o->cfg_graphs);
		break;
	}
	case MODE_RECOMPILE: {
		/* the report's file first: one that cannot be written stops
		 * the run before the module is written */
		struct agc_atomic_file report, *rep = o->report ? &report : NULL;
		if (!module)
			break;
		if (rep && agc_cli_report_open(o, rep)) {
			status = EXIT_USAGE;
			break;
		}
		if (agc_recompile(&arena, &code, &rc, &r, &d) < 0) {
			agc_diag_locate(&d, &code);
			print_diag(path, &d);
			/* register state the command line gave that the code
			 * cannot run with: a usage error (agc_gfx_state_class) */
			status = report_one(o, path, &oc, &t0,
					    d.cls == AGC_DIAG_USAGE ? EXIT_USAGE : EXIT_INPUT, rep);
			break;
		}
		print_warnings(o, path, &r);
		status = write_module(module, geometry, reflection, &r, &oc);
		status = report_one(o, path, &oc, &t0, status, rep);
		break;
	}
	case MODE_GRAPH:
		break;
	}
	agc_arena_free(&arena);
	return status;
}

/* What the command line asks of standard input and output that cannot
 * be: binary SPIR-V on a terminal (spirv-opt refuses it too), standard
 * input read twice, or named in a manifest, or in batch mode.  Exits
 * with status 2. */
/* A command line that would write or read what it must not: one line,
 * exit status 2. */
static void
refuse(const char *why)
{
	fprintf(stderr, "agc-recompile: %s\n", why);
	exit(EXIT_USAGE);
}

static void
check_std_streams(const struct agc_cli_options *o)
{
	bool module_out = o->output && !strcmp(o->output, "-") &&
			  (o->mode == MODE_RECOMPILE || o->mode == MODE_GRAPH);
	if (!o->batch && ((module_out && isatty(STDOUT_FILENO)) ||
			  (o->reflection && !strcmp(o->reflection, "-") && isatty(STDOUT_FILENO))))
		refuse("standard output is a terminal: not writing binary SPIR-V "
				  "there (redirect it, or -o FILE)");
	int stdin_uses = 0;
	for (int i = 0; i < o->ninputs; i++)
		stdin_uses += !strcmp(o->inputs[i], "-");
	if (o->batch && stdin_uses)
		refuse("batch mode reads files and folders, not standard input ('-')");
	if (o->batch && !strcmp(o->output, "-"))
		refuse("batch mode writes an output folder, not standard output ('-o -')");
	stdin_uses += o->fetch_path && !strcmp(o->fetch_path, "-");
	if (stdin_uses > 1)
		refuse("standard input ('-') can be read only once");
	if (o->dump_capture && o->ninputs && !strcmp(o->inputs[0], "-"))
		refuse("--dump-capture names the code file: the input must be a file, "
				  "not standard input");
}

/* --graph @FILE -o FILE would read the graph and replace it. */
static void
check_graph_paths(const struct agc_cli_options *o)
{
	struct agc_arena a = {0};
	struct role in, out;
	if (o->graph[0] != '@' || !o->output)
		return;
	identify(&a, &in, o->graph + 1, "the graph", STDIN_FILENO);
	identify(&a, &out, o->output, "the module", STDOUT_FILENO);
	bool apart = outputs_apart(&in, 1, &out, 1);
	agc_arena_free(&a);
	if (!apart)
		exit(EXIT_USAGE);
}

int
main(int argc, char **argv)
{
	struct agc_cli_options o;

	agc_cli_parse_options(argc, argv, &o);
	check_std_streams(&o);
	if (o.mode == MODE_GRAPH && o.cfg_graphs != AGC_CFG_BOTH) {
		fprintf(stderr, "agc-recompile: --graph prints its structured graph only; "
				"--cfg=FORMAT,before and ,after are for shaders\n"
				"Try 'agc-recompile --help'.\n");
		return EXIT_USAGE;
	}
	if (o.mode == MODE_GRAPH) {
		check_graph_paths(&o);
		return agc_cli_finish_stdout(agc_cli_graph(o.graph, o.cfg_format, o.output));
	}
	if (o.batch)
		return agc_cli_finish_stdout(agc_cli_batch(&o));
	return agc_cli_finish_stdout(run_one(&o, o.inputs[0]));
}
