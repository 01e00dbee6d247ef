/*
 * main.c -- the agc-recompile command: options, then one pipeline per input.
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
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "decoder/decoder.h"

static const char usage_text[] =
	"usage: agc-recompile [OPTIONS] FILE -o OUT.spv\n"
	"       agc-recompile [OPTIONS] FILE|DIR... -o DIR\n"
	"       agc-recompile --disasm [OPTIONS] FILE\n"
	"       agc-recompile --cfg[=text|dot[,before|,after]] [OPTIONS] FILE\n"
	"       agc-recompile --graph SPEC|@FILE [--cfg[=text|dot]] [-o OUT.spv]\n"
	"\n"
	"Recompile AMD RDNA2 (gfx1030) shader machine code to Vulkan SPIR-V.\n"
	"FILE is raw code (.bin), an AMDGPU ELF code object, or a capture manifest (JSON).\n"
	"\n"
	"Modes:\n"
	"  --disasm              print the disassembly as llvm-objdump -d does\n"
	"  --cfg[=text|dot[,before|,after]]  print the control-flow graph before and\n"
	"                        after structurization (dot: one digraph, the two side\n"
	"                        by side), or only the one named\n"
	"  --graph SPEC|@FILE    structure an abstract graph ({{1},{2,3},{},{1}})\n"
	"\n"
	"Input:\n"
	"  --format raw|elf|capture  input format (default: detected from content)\n"
	"  --entry OFFSET        byte offset of the first instruction (raw input)\n"
	"  --symbol NAME         function to read from an ELF code object\n"
	"  --fetch FILE          fetch shader called by a vertex shader (raw code)\n"
	"\n"
	"Compute ABI (defaults from the kernel descriptor or capture, else shown):\n"
	"  --wave 32|64          wave size (32)\n"
	"  --subgroup-size S     lanes per subgroup; each invocation carries W/S lanes (W)\n"
	"  --workgroup X,Y,Z     workgroup size in threads (W,1,1)\n"
	"  --user-sgprs N        push-constant dwords -> s0..s(N-1) (0)\n"
	"  --wgid-sgprs A[,B[,C]]  SGPRs receiving the workgroup id x, y, z (none)\n"
	"  --lds BYTES           LDS size (0)\n"
	"  --scratch BYTES       scratch size per lane (0)\n"
	"  --shared-vgprs FIRST  wave64: v[FIRST..] are GFX10 shared VGPRs, one copy for\n"
	"                        lanes l and l+32; 0: none (0)\n"
	"  --address-map direct|paged  guest addresses as device addresses, or through\n"
	"                        a page table whose address follows the user data (direct)\n"
	"  --address32-hi HI     32-bit pointers: guest addresses HI:lo are lo bytes into a\n"
	"                        window whose device address follows in the push constants\n"
	"  --denormals any|preserve|flush  f32/f64 denormals: left to the device, or the\n"
	"                        module declares DenormPreserve / DenormFlushToZero (any)\n"
	"  --image-format SRC=FMT  format of the image whose T# comes from SRC (sN: user\n"
	"                        SGPRs; sN+BYTES: the pointer in sN; bufN+BYTES): a GLSL\n"
	"                        format (rgba8, r32ui, ...) or float|uint|sint (float)\n"
	"\n"
	"Output:\n"
	"  -o, --output FILE     the SPIR-V module; its reflection JSON goes beside it\n"
	"  --spirv 1.5|1.6       SPIR-V version (1.5: Vulkan 1.2; 1.6: Vulkan 1.3)\n"
	"  --validate            validate the module in-process (SPIRV-Tools)\n"
	"  -O                    run the SPIRV-Tools optimizer, then validate\n"
	"  --dump-capture FILE   write a capture manifest of the input and options\n"
	"\n"
	"Batch mode (several inputs or folders; outputs mirror them under -o DIR):\n"
	"  -j, --jobs N          parallel workers (default: the number of cores)\n"
	"  --report FILE.json    one record per input, totals, unsupported-instruction counts\n"
	"  --shard I/N           process the I-th of N stable shares of the inputs\n"
	"\n"
	"Limits:\n"
	"  --max-bytes N         largest input file (64 MiB)\n"
	"  --max-insts N         reachable instructions (1000000)\n"
	"  --max-blocks N        blocks after inlining calls (200000)\n"
	"  --max-call-depth N    nesting of inlined calls (16)\n"
	"  --max-memory N        memory per shader (1 GiB)\n"
	"\n"
	"  -h, --help            print this help and exit\n"
	"  --version             print the version and exit\n";

static void
usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "agc-recompile: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nTry 'agc-recompile --help'.\n");
	exit(EXIT_USAGE);
}

static uint64_t
parse_uint(const char *opt, const char *s, uint64_t max)
{
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || end == s || *end || s[0] == '-' || v > max) {
		fprintf(stderr, "agc-recompile: %s: invalid value '%s'\n", opt, s);
		fprintf(stderr, "Try 'agc-recompile --help'.\n");
		exit(EXIT_USAGE);
	}
	return v;
}

/* "A[,B[,C]]" into up to three values; returns how many. */
static int
parse_list(const char *opt, const char *s, uint64_t *v, uint64_t max)
{
	char buf[128];
	int n = 0;
	snprintf(buf, sizeof(buf), "%s", s);
	for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
		if (n == 3)
			usage_error("%s: at most three values", opt);
		v[n++] = parse_uint(opt, tok, max);
	}
	if (n == 0)
		usage_error("%s: needs a value", opt);
	return n;
}

enum {
	OPT_DISASM = 256, OPT_CFG, OPT_GRAPH, OPT_FORMAT, OPT_ENTRY, OPT_SYMBOL, OPT_FETCH,
	OPT_WAVE, OPT_SUBGROUP, OPT_WORKGROUP, OPT_USER_SGPRS, OPT_WGID, OPT_LDS, OPT_SCRATCH,
	OPT_SHARED, OPT_ADDRMAP, OPT_SPIRV, OPT_VALIDATE, OPT_DUMP_CAPTURE, OPT_MAX_BYTES,
	OPT_MAX_INSTS, OPT_MAX_BLOCKS, OPT_MAX_DEPTH, OPT_VERSION, OPT_REPORT, OPT_SHARD, OPT_MAX_MEMORY,
	OPT_ADDR32, OPT_IMAGE_FORMAT, OPT_DENORM,
};

static void
parse_options(int argc, char **argv, struct agc_cli_options *o)
{
	static const struct option longopts[] = {
		{"disasm", no_argument, 0, OPT_DISASM},
		{"cfg", optional_argument, 0, OPT_CFG},
		{"graph", required_argument, 0, OPT_GRAPH},
		{"format", required_argument, 0, OPT_FORMAT},
		{"entry", required_argument, 0, OPT_ENTRY},
		{"symbol", required_argument, 0, OPT_SYMBOL},
		{"fetch", required_argument, 0, OPT_FETCH},
		{"wave", required_argument, 0, OPT_WAVE},
		{"subgroup-size", required_argument, 0, OPT_SUBGROUP},
		{"workgroup", required_argument, 0, OPT_WORKGROUP},
		{"user-sgprs", required_argument, 0, OPT_USER_SGPRS},
		{"wgid-sgprs", required_argument, 0, OPT_WGID},
		{"lds", required_argument, 0, OPT_LDS},
		{"scratch", required_argument, 0, OPT_SCRATCH},
		{"shared-vgprs", required_argument, 0, OPT_SHARED},
		{"address-map", required_argument, 0, OPT_ADDRMAP},
		{"denormals", required_argument, 0, OPT_DENORM},
		{"spirv", required_argument, 0, OPT_SPIRV},
		{"validate", no_argument, 0, OPT_VALIDATE},
		{"dump-capture", required_argument, 0, OPT_DUMP_CAPTURE},
		{"max-bytes", required_argument, 0, OPT_MAX_BYTES},
		{"max-insts", required_argument, 0, OPT_MAX_INSTS},
		{"max-blocks", required_argument, 0, OPT_MAX_BLOCKS},
		{"max-call-depth", required_argument, 0, OPT_MAX_DEPTH},
		{"output", required_argument, 0, 'o'},
		{"help", no_argument, 0, 'h'},
		{"version", no_argument, 0, OPT_VERSION},
		{"jobs", required_argument, 0, 'j'},
		{"report", required_argument, 0, OPT_REPORT},
		{"shard", required_argument, 0, OPT_SHARD},
		{"max-memory", required_argument, 0, OPT_MAX_MEMORY},
		{"address32-hi", required_argument, 0, OPT_ADDR32},
		{"image-format", required_argument, 0, OPT_IMAGE_FORMAT},
		{0, 0, 0, 0},
	};
	int c;
	uint64_t v[3];

	memset(o, 0, sizeof(*o));
	o->in.entry = -1;
	o->rc.wgid_sgpr[0] = o->rc.wgid_sgpr[1] = o->rc.wgid_sgpr[2] = -1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":o:hOj:", longopts, NULL)) != -1) {
		switch (c) {
		case OPT_DISASM: o->mode = MODE_DISASM; break;
		case OPT_CFG:
			if (agc_cli_parse_cfg(optarg, &o->cfg_format, &o->cfg_graphs) < 0)
				usage_error("--cfg: unknown format '%s' (text or dot, then ,before "
					    "or ,after)", optarg);
			if (o->mode == MODE_RECOMPILE)
				o->mode = MODE_CFG;
			break;
		case OPT_GRAPH: o->mode = MODE_GRAPH; o->graph = optarg; break;
		case OPT_FORMAT:
			if (!strcmp(optarg, "raw"))
				o->in.format = AGC_FORMAT_RAW;
			else if (!strcmp(optarg, "elf"))
				o->in.format = AGC_FORMAT_ELF;
			else if (!strcmp(optarg, "capture"))
				o->in.format = AGC_FORMAT_CAPTURE;
			else
				usage_error("--format: unknown format '%s' (raw, elf or capture)", optarg);
			break;
		case OPT_ENTRY: o->in.entry = (int64_t)parse_uint("--entry", optarg, UINT32_MAX); break;
		case OPT_SYMBOL: o->in.symbol = optarg; break;
		case OPT_FETCH: o->fetch_path = optarg; break;
		case OPT_WAVE:
			if (strcmp(optarg, "32") && strcmp(optarg, "64"))
				usage_error("--wave: must be 32 or 64, not '%s'", optarg);
			o->wave64 = optarg[0] == '6';
			o->wave_given = true;
			break;
		case OPT_SUBGROUP:
			o->rc.subgroup_size = (uint32_t)parse_uint("--subgroup-size", optarg, 64);
			if (!o->rc.subgroup_size || (o->rc.subgroup_size & (o->rc.subgroup_size - 1)))
				usage_error("--subgroup-size: '%s' is not a power of two", optarg);
			o->sg_given = true;
			break;
		case OPT_WORKGROUP: {
			int n = parse_list("--workgroup", optarg, v, 1024);
			for (int i = 0; i < 3; i++)
				o->rc.workgroup[i] = i < n ? (uint32_t)v[i] : 1;
			if (!v[0] || (n > 1 && !v[1]) || (n > 2 && !v[2]) ||
			    o->rc.workgroup[0] * o->rc.workgroup[1] * o->rc.workgroup[2] > 1024)
				usage_error("--workgroup: '%s' is not a workgroup of 1..1024 threads", optarg);
			o->wg_given = true;
			break;
		}
		case OPT_USER_SGPRS:
			o->rc.user_sgprs = (uint32_t)parse_uint("--user-sgprs", optarg, 106);
			o->user_given = true;
			break;
		case OPT_WGID: {
			int n = parse_list("--wgid-sgprs", optarg, v, 105);
			for (int i = 0; i < 3; i++)
				o->rc.wgid_sgpr[i] = i < n ? (int32_t)v[i] : -1;
			o->wgid_given = true;
			break;
		}
		case OPT_LDS:
			o->rc.lds_bytes = (uint32_t)parse_uint("--lds", optarg, 65536);
			o->lds_given = true;
			break;
		case OPT_SCRATCH:
			o->rc.scratch_bytes = (uint32_t)parse_uint("--scratch", optarg, 1u << 20);
			o->scratch_given = true;
			break;
		case OPT_SHARED:
			o->rc.shared_vgpr_first = (uint32_t)parse_uint("--shared-vgprs", optarg, 255);
			o->shared_given = true;
			break;
		case OPT_DENORM:
			if (!strcmp(optarg, "any"))
				o->rc.denorm = AGC_DENORM_ANY;
			else if (!strcmp(optarg, "preserve"))
				o->rc.denorm = AGC_DENORM_PRESERVE;
			else if (!strcmp(optarg, "flush"))
				o->rc.denorm = AGC_DENORM_FLUSH;
			else
				usage_error("--denormals: '%s' is not any, preserve or flush", optarg);
			o->denorm_given = true;
			break;
		case OPT_ADDRMAP:
			if (!strcmp(optarg, "direct"))
				o->rc.address_map = AGC_ADDR_DIRECT;
			else if (!strcmp(optarg, "paged"))
				o->rc.address_map = AGC_ADDR_PAGED;
			else
				usage_error("--address-map: '%s' is not direct or paged", optarg);
			break;
		case OPT_ADDR32:
			o->rc.address32_hi = (uint32_t)parse_uint("--address32-hi", optarg, UINT32_MAX);
			o->rc.address32 = true;
			break;
		case OPT_IMAGE_FORMAT: {
			char src[64];
			const char *eq = strchr(optarg, '=');
			if (!eq || (size_t)(eq - optarg) >= sizeof(src))
				usage_error("--image-format: '%s' is not SOURCE=FORMAT", optarg);
			snprintf(src, sizeof(src), "%.*s", (int)(eq - optarg), optarg);
			if (o->nimage_formats == sizeof(o->image_formats) / sizeof(o->image_formats[0]))
				usage_error("--image-format: more than 64 (%s)", optarg);
			if (!agc_image_format_parse(src, eq + 1, &o->image_formats[o->nimage_formats]))
				usage_error("--image-format: '%s' is not sN, sN+BYTES or bufN+BYTES = a "
					    "known format", optarg);
			o->nimage_formats++;
			break;
		}
		case OPT_SPIRV:
			if (!strcmp(optarg, "1.5"))
				o->rc.spirv_version = 0x00010500;
			else if (!strcmp(optarg, "1.6"))
				o->rc.spirv_version = 0x00010600;
			else
				usage_error("--spirv: '%s' is not 1.5 or 1.6", optarg);
			break;
		case OPT_VALIDATE: o->rc.validate = true; break;
		case 'O': o->rc.optimize = true; break;
		case OPT_DUMP_CAPTURE: o->dump_capture = optarg; break;
		case OPT_MAX_BYTES: o->in.max_bytes = parse_uint("--max-bytes", optarg, SIZE_MAX); break;
		case OPT_MAX_INSTS: o->rc.cfg.max_insts = (uint32_t)parse_uint("--max-insts", optarg, UINT32_MAX - 2); break;
		case OPT_MAX_BLOCKS: o->rc.cfg.max_blocks = (uint32_t)parse_uint("--max-blocks", optarg, UINT32_MAX - 2); break;
		case OPT_MAX_DEPTH:
			o->rc.cfg.max_call_depth = (uint32_t)parse_uint("--max-call-depth", optarg, 1024);
			if (!o->rc.cfg.max_call_depth)
				usage_error("--max-call-depth: '%s' must be at least 1", optarg);
			break;
		case 'o': o->output = optarg; break;
		case 'j':
			o->jobs = (unsigned)parse_uint("-j", optarg, 1024);
			if (!o->jobs)
				usage_error("-j: '%s' workers is not a positive count", optarg);
			o->batch = true;
			break;
		case OPT_REPORT: o->report = optarg; o->batch = true; break;
		case OPT_SHARD: {
			char *slash = strchr(optarg, '/');
			if (!slash)
				usage_error("--shard: '%s' is not I/N", optarg);
			*slash = 0;
			o->shard_i = (unsigned)parse_uint("--shard", optarg, 1u << 20);
			o->shard_n = (unsigned)parse_uint("--shard", slash + 1, 1u << 20);
			*slash = '/';
			if (!o->shard_n || o->shard_i >= o->shard_n)
				usage_error("--shard: '%s' needs 0 <= I < N", optarg);
			o->batch = true;
			break;
		}
		case OPT_MAX_MEMORY: o->max_memory = parse_uint("--max-memory", optarg, SIZE_MAX); break;
		case 'h': fputs(usage_text, stdout); exit(EXIT_OK);
		case OPT_VERSION: printf("agc-recompile %s\n", AGC_VERSION); exit(EXIT_OK);
		case ':': usage_error("option '%s' needs a value", argv[optind - 1]); break;
		default: usage_error("unknown option '%s'", argv[optind - 1]); break;
		}
	}
	o->inputs = (const char *const *)argv + optind;
	o->ninputs = argc - optind;
	if (o->mode == MODE_GRAPH) {
		if (o->ninputs)
			usage_error("--graph takes no input file ('%s')", o->inputs[0]);
		return;
	}
	if (o->ninputs == 0)
		usage_error("%s", "no input file");
	for (int i = 0; i < o->ninputs && !o->batch; i++) {
		struct stat st;
		if (o->ninputs > 1 || (stat(o->inputs[i], &st) == 0 && S_ISDIR(st.st_mode)))
			o->batch = true;
	}
	if (o->batch) {
		if (o->mode != MODE_RECOMPILE)
			usage_error("%s", "--disasm and --cfg take one input file");
		if (!o->output)
			usage_error("%s", "batch mode needs an output folder (-o DIR)");
		return;
	}
	if (o->mode == MODE_RECOMPILE && !o->output && !o->dump_capture)
		usage_error("%s", "no output file (-o OUT.spv)");
}

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
	rc->validate = o->rc.validate;
	rc->optimize = o->rc.optimize;
	if (o->rc.cfg.max_insts)
		rc->cfg.max_insts = o->rc.cfg.max_insts;
	if (o->rc.cfg.max_blocks)
		rc->cfg.max_blocks = o->rc.cfg.max_blocks;
	if (o->rc.cfg.max_call_depth)
		rc->cfg.max_call_depth = o->rc.cfg.max_call_depth;
}

/* Read the input (raw, ELF or capture) once and settle the options; the
 * file's bytes are left in *data, *len for whoever wants to hash them. */
int
agc_cli_load(struct agc_arena *a, const struct agc_cli_options *o, const char *path,
	     bool regular, struct agc_code *code, struct agc_options *rc, struct agc_diag *d,
	     const uint8_t **data, size_t *len)
{
	struct agc_input_opts in = o->in;
	in.whole_section = o->mode == MODE_DISASM;
	uint8_t *bytes;
	size_t n;

	if (agc_input_load(a, path, in.max_bytes, regular, &bytes, &n, d) < 0)
		return -1;
	if (data) {
		*data = bytes;
		*len = n;
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
		if (agc_cli_read_capture(a, path, bytes, n, &in, code, rc, d) < 0)
			return -1;
	} else {
		if (agc_input_parse(a, bytes, n, &in, code, d) < 0)
			return -1;
		agc_options_defaults(rc, code);
	}
	merge_options(o, rc);
	/* image formats: the file's, then the command line's (the last one
	 * naming a source wins) */
	if (o->nimage_formats) {
		uint32_t nf = rc->nimage_formats + o->nimage_formats;
		struct agc_image_format *f = agc_alloc(a, sizeof(*f) * nf);
		if (!f)
			return agc_fail(d, AGC_STAGE_LIMIT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
		if (rc->nimage_formats)
			memcpy(f, rc->image_formats, sizeof(*f) * rc->nimage_formats);
		memcpy(f + rc->nimage_formats, o->image_formats, sizeof(*f) * o->nimage_formats);
		rc->image_formats = f;
		rc->nimage_formats = nf;
	}
	return 0;
}

static uint8_t *
read_file(struct agc_arena *a, const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long len = ftell(f);
	fseek(f, 0, SEEK_SET);
	uint8_t *buf = len >= 0 ? agc_alloc(a, (size_t)len + 1) : NULL;
	if (!buf || fread(buf, 1, (size_t)len, f) != (size_t)len) {
		fclose(f);
		return NULL;
	}
	fclose(f);
	*n = (size_t)len;
	return buf;
}

static int
run_one(const struct agc_cli_options *o, const char *path)
{
	struct agc_arena arena = {.limit = o->max_memory ? o->max_memory : (size_t)1 << 30};
	struct agc_diag d;
	struct agc_code code;
	struct agc_options rc;
	int status = EXIT_OK;

	if (agc_cli_load(&arena, o, path, false, &code, &rc, &d, NULL, NULL) < 0) {
		print_diag(path, &d);
		agc_arena_free(&arena);
		return EXIT_INPUT;
	}
	if (o->fetch_path) {
		rc.cfg.fetch = read_file(&arena, o->fetch_path, &rc.cfg.fetch_len);
		if (!rc.cfg.fetch) {
			fprintf(stderr, "agc-recompile: %s: cannot read the fetch shader: %s\n",
				o->fetch_path, strerror(errno));
			agc_arena_free(&arena);
			return EXIT_USAGE;
		}
	}
	if (o->dump_capture &&
	    agc_cli_write_capture(o->dump_capture, path, &code, &rc, NULL, 0) < 0) {
		fprintf(stderr, "agc-recompile: %s: %s\n", o->dump_capture, strerror(errno));
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
		struct agc_result r;
		if (!o->output)
			break;
		if (agc_recompile(&arena, &code, &rc, &r, &d) < 0) {
			agc_diag_locate(&d, &code);
			print_diag(path, &d);
			status = EXIT_INPUT;
			break;
		}
		char *json = agc_cli_sibling(&arena, o->output, ".json");
		if (!json || agc_cli_write_atomic(o->output, r.spv, r.nwords * 4) < 0) {
			fprintf(stderr, "agc-recompile: %s: %s\n", o->output, strerror(errno));
			status = EXIT_USAGE;
			break;
		}
		if (agc_cli_write_atomic(json, r.reflection, strlen(r.reflection)) < 0) {
			fprintf(stderr, "agc-recompile: %s: %s\n", json, strerror(errno));
			remove(o->output);
			status = EXIT_USAGE;
		}
		break;
	}
	case MODE_GRAPH:
		break;
	}
	agc_arena_free(&arena);
	return status;
}

int
main(int argc, char **argv)
{
	struct agc_cli_options o;

	parse_options(argc, argv, &o);
	if (o.mode == MODE_GRAPH && o.cfg_graphs != AGC_CFG_BOTH) {
		fprintf(stderr, "agc-recompile: --graph prints its structured graph only; "
				"--cfg=FORMAT,before and ,after are for shaders\n"
				"Try 'agc-recompile --help'.\n");
		return EXIT_USAGE;
	}
	if (o.mode == MODE_GRAPH)
		return agc_cli_graph(o.graph, o.cfg_format, o.output);
	if (o.batch)
		return agc_cli_batch(&o);
	return run_one(&o, o.inputs[0]);
}
