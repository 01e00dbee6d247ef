/*
 * options.c -- the agc-recompile command line: the help text, the options
 * and their values, and the checks that the options make sense together
 * before any input is read.
 *
 *	--wave 32 --subgroup-size 64     a usage error: exit status 2
 *	--disasm --cfg                   a usage error naming both
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <spirv/unified1/spirv.h>

#include "cli/cli.h"
#include "cli/commit.h"
#include "decoder/decoder.h"
#include "decoder/gfx_regs.h"

static const char usage_text[] =
	"usage: agc-recompile [OPTIONS] FILE -o OUT.spv\n"
	"       agc-recompile [OPTIONS] FILE|DIR... -o DIR\n"
	"       agc-recompile --disasm [OPTIONS] FILE\n"
	"       agc-recompile --cfg[=text|dot[,before|,after]] [OPTIONS] FILE\n"
	"       agc-recompile --graph SPEC|@FILE --cfg[=text|dot] | -o OUT.spv\n"
	"\n"
	"Recompile AMD RDNA2 (gfx1030) shader machine code to Vulkan SPIR-V.\n"
	"FILE is raw code (.bin), an AMDGPU ELF code object, or a capture manifest (JSON).\n"
	"Batch mode is chosen by the inputs alone: two or more, or a folder.\n"
	"\n"
	"Modes (one at a time; --disasm and --cfg write no module, so take no -o):\n"
	"  --disasm              print the disassembly as llvm-objdump -d does\n"
	"  --cfg[=text|dot[,before|,after]]  print the control-flow graph before and\n"
	"                        after structurization (dot: one digraph, the two side\n"
	"                        by side), or only the one named\n"
	"  --graph SPEC|@FILE    structure an abstract graph ({{1},{2,3},{},{1}}); needs\n"
	"                        --cfg, -o, or both\n"
	"\n"
	"Input:\n"
	"  --format raw|elf|capture  input format (default: detected from content)\n"
	"  --mcpu=gfx1030        the processor the code is for (the only one supported)\n"
	"  --entry OFFSET        byte offset of the first instruction (raw input only)\n"
	"  --symbol NAME         function to read from an ELF code object (ELF only)\n"
	"  --fetch FILE          fetch shader called by a vertex shader (raw code)\n"
	"\n"
	"Compute ABI (defaults from the code object or capture, else shown):\n"
	"  --wave 32|64          wave size (32)\n"
	"  --subgroup-size S     lanes per subgroup; each invocation carries W/S lanes (W)\n"
	"  --workgroup X,Y,Z     workgroup size in threads (W,1,1)\n"
	"  --user-sgprs N        push-constant dwords -> s0..s(N-1) (0)\n"
	"  --wgid-sgprs A[,B[,C]]  SGPRs receiving the workgroup id x, y, z (none); each a\n"
	"                        different register, none of them a user SGPR\n"
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
	"Graphics (a vertex or pixel shader and the registers it was captured with):\n"
	"  --stage cs|vs|ngg|ps  the hardware stage the code runs as (cs; compute = cs)\n"
	"  --reg NAME=VALUE      a register by its gfx10 name, its whole 32-bit value in\n"
	"                        decimal or 0x-hex (SPI_PS_INPUT_ENA=0x2); repeatable\n"
	"  --push-offset N       byte offset of this module's push constants in the\n"
	"                        pipeline layout, a multiple of 4 (0)\n"
	"  --descriptor-set N    the set of its traced images and samplers (0)\n"
	"  --barycentric gs|ext  ps: the vertices' values for the interpolation formula\n"
	"                        from a geometry module, or VK_KHR_fragment_shader_\n"
	"                        barycentric's per-vertex inputs (gs)\n"
	"\n"
	"Output:\n"
	"  -o, --output FILE     the SPIR-V module (-: standard output); its reflection\n"
	"                        JSON goes beside a regular file (FILE.json)\n"
	"  --reflection FILE     write the reflection JSON here instead\n"
	"  --target-env vulkan1.2|vulkan1.3  the Vulkan version the module is for, as\n"
	"                        spirv-val names it (vulkan1.2)\n"
	"  --spirv 1.5|1.6       the same by SPIR-V version (1.5: vulkan1.2; 1.6: vulkan1.3)\n"
	"  --validate            validate the module in-process (SPIRV-Tools)\n"
	"  -O                    run the SPIRV-Tools optimizer, then validate\n"
	"  --dump-capture FILE   write a capture manifest of the input and options\n"
	"\n"
	"Batch mode (two or more inputs, or a folder; outputs mirror them under -o DIR):\n"
	"  -j, --jobs N          parallel workers (default: the number of cores; one input: 1)\n"
	"  --report FILE.json    one record per input, totals, unsupported-instruction counts\n"
	"                        (with one input too: a report of one record)\n"
	"  --shard I/N           process the I-th of N stable shares of the inputs\n"
	"\n"
	"Limits:\n"
	"  --max-bytes N         largest input file (64 MiB)\n"
	"  --max-insts N         reachable instructions (1000000)\n"
	"  --max-blocks N        blocks after inlining calls (200000)\n"
	"  --max-call-depth N    nesting of inlined calls (16)\n"
	"  --max-memory N        memory per shader (1 GiB)\n"
	"\n"
	"  -q, --quiet           print no warnings (errors are still printed)\n"
	"  -h, --help            print this help and exit\n"
	"  --version             print the version, the SPIRV-Tools and SPIRV-Headers it\n"
	"                        was built with, and its commit, and exit\n"
	"\n"
	"Exit status: 0 success, 1 an input failed, 2 usage or I/O error.\n";

/* Whatever stdio still holds for standard output, written and checked,
 * as GNU's close_stdout does: a full disk or a closed pipe is an error
 * (exit status 2), not a silent truncation.  Reported only where status
 * is still EXIT_OK (whoever failed first has said why). */
int
agc_cli_finish_stdout(int status)
{
	int e = ferror(stdout) ? errno : 0;
	bool failed = ferror(stdout);
	if (fflush(stdout) != 0 && !failed) {
		failed = true;
		e = errno;
	}
	if (fclose(stdout) != 0 && !failed) {
		failed = true;
		e = errno;
	}
	if (!failed)
		return status;
	if (status == EXIT_OK)
		fprintf(stderr, "agc-recompile: write error on standard output%s%s\n", e ? ": " : "",
			e ? strerror(e) : "");
	return EXIT_USAGE;
}

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
	OPT_ADDR32, OPT_IMAGE_FORMAT, OPT_DENORM, OPT_REFLECTION, OPT_MCPU, OPT_TARGET_ENV,
	OPT_STAGE, OPT_REG, OPT_PUSH_OFFSET, OPT_DESC_SET, OPT_BARYCENTRIC,
};

/* Two options that cannot be used together: a usage error naming both. */
_Noreturn void
agc_cli_conflict(const char *a, const char *b, const char *why)
{
	fprintf(stderr, "agc-recompile: %s and %s do not combine: %s\n", a, b, why);
	fprintf(stderr, "Try 'agc-recompile --help'.\n");
	exit(EXIT_USAGE);
}

/* --version: the tool's, the SPIRV-Tools and SPIRV-Headers it was built
 * with (cli/meson.build names them), and the commit it was built from
 * when built from a checkout. */
static void
print_version(void)
{
	printf("agc-recompile %s\n", AGC_VERSION);
	printf("SPIRV-Tools %s\n", AGC_SPIRV_TOOLS_VERSION);
	printf("SPIRV-Headers %s (SPIR-V %d.%d revision %d)\n", AGC_SPIRV_HEADERS_VERSION,
	       SPV_VERSION >> 16, SPV_VERSION >> 8 & 0xff, SPV_REVISION);
	if (AGC_GIT_COMMIT[0])
		printf("commit %s\n", AGC_GIT_COMMIT);
}

/* The format of a single input, from its first bytes as the reader
 * detects it; AGC_FORMAT_AUTO when it cannot be read (the reader says
 * why later) or is not a regular file (a pipe read here would lose its
 * first bytes, a FIFO would block). */
static enum agc_format
peek_format(const char *path)
{
	uint8_t buf[64];
	struct stat st;
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return AGC_FORMAT_AUTO;
	FILE *f = fopen(path, "rb");
	if (!f)
		return AGC_FORMAT_AUTO;
	size_t n = fread(buf, 1, sizeof(buf), f), i = 0;
	fclose(f);
	while (i < n && (buf[i] == ' ' || buf[i] == '\n' || buf[i] == '\r' || buf[i] == '\t'))
		i++;
	if (i < n && buf[i] == '{')
		return AGC_FORMAT_CAPTURE;
	return n >= 4 && !memcmp(buf, "\x7f" "ELF", 4) ? AGC_FORMAT_ELF : AGC_FORMAT_RAW;
}

/* The options that ask for what cannot be: each a usage error that
 * names them.  The wave size may still come from the file; run_one
 * checks --subgroup-size against it once read. */
static void
check_abi_options(const struct agc_cli_options *o)
{
	char a[48], b[48];
	if (o->sg_given && o->wave_given && o->rc.subgroup_size > (o->wave64 ? 64u : 32u)) {
		snprintf(a, sizeof(a), "--subgroup-size %u", o->rc.subgroup_size);
		agc_cli_conflict(a, o->wave64 ? "--wave 64" : "--wave 32",
			 "a subgroup cannot be larger than the wave");
	}
	if (o->shared_given && o->rc.shared_vgpr_first && o->wave_given && !o->wave64)
		agc_cli_conflict("--shared-vgprs", "--wave 32", "shared VGPRs exist in wave64 only");
	for (int i = 0; i < 3; i++) {
		int32_t r = o->rc.wgid_sgpr[i];
		if (!o->wgid_given || r < 0)
			continue;
		for (int k = 0; k < i; k++) {
			if (o->rc.wgid_sgpr[k] != r)
				continue;
			snprintf(a, sizeof(a), "s%d", r);
			usage_error("--wgid-sgprs: %s would receive two workgroup ids; "
				    "each needs a register of its own", a);
		}
		if (o->user_given && (uint32_t)r < o->rc.user_sgprs) {
			snprintf(a, sizeof(a), "--wgid-sgprs s%d", r);
			snprintf(b, sizeof(b), "--user-sgprs %u", o->rc.user_sgprs);
			agc_cli_conflict(a, b, "that register already holds a user SGPR");
		}
	}
}

/* The modes and the outputs they take. */
static void
check_modes(const struct agc_cli_options *o, bool disasm, bool cfg)
{
	if (disasm && cfg)
		agc_cli_conflict("--disasm", "--cfg", "choose one listing");
	if (o->graph && (disasm || o->ninputs)) {
		if (disasm)
			agc_cli_conflict("--graph", "--disasm", "an abstract graph has no instructions");
		usage_error("--graph takes no input file ('%s')", o->inputs[0]);
	}
	if (o->graph && !cfg && !o->output)
		usage_error("%s", "--graph: nothing to do; add --cfg to print the structured graph, "
			    "-o OUT.spv to write its module, or both");
	if (o->mode != MODE_GRAPH && (disasm || cfg) && o->output)
		agc_cli_conflict(disasm ? "--disasm" : "--cfg", "-o",
			 "it prints a listing on stdout and writes no module");
	if ((disasm || cfg || o->graph) && o->report)
		agc_cli_conflict(disasm ? "--disasm" : cfg ? "--cfg" : "--graph", "--report",
			 "a report records recompiled modules");
}

/* --entry is a byte offset of raw code; --symbol picks a function of an
 * ELF code object.  A single input's format is known now; in a batch
 * each applies to the inputs of its format. */
static void
check_input_options(const struct agc_cli_options *o)
{
	if (o->batch || (o->in.entry < 0 && !o->in.symbol))
		return;
	enum agc_format f = o->in.format ? o->in.format : peek_format(o->inputs[0]);
	char what[4200];
	if (o->in.symbol && f == AGC_FORMAT_RAW) {
		snprintf(what, sizeof(what), "raw input (%s)", o->inputs[0]);
		agc_cli_conflict("--symbol", what, "raw code has no functions; --entry OFFSET picks where it starts");
	}
	if (o->in.entry >= 0 && f == AGC_FORMAT_ELF) {
		snprintf(what, sizeof(what), "an ELF code object (%s)", o->inputs[0]);
		agc_cli_conflict("--entry", what, "its functions start where their symbols say; --symbol NAME picks one");
	}
}

/* A graphics --stage with registers that cannot be: a usage error before
 * any input is read, when they are all there will be (the input is no
 * capture manifest, which may add registers of its own). */
static void
check_gfx_options(const struct agc_cli_options *o)
{
	if (o->batch || o->mode == MODE_GRAPH || (!o->stage_given && !o->rc.regs.n))
		return;
	enum agc_format f = o->in.format ? o->in.format : peek_format(o->inputs[0]);
	bool manifest = f == AGC_FORMAT_CAPTURE || f == AGC_FORMAT_AUTO;
	if (manifest)
		return;
	if (!o->stage_given || o->rc.stage == AGC_HW_CS) {
		if (o->rc.regs.n)
			usage_error("%s", "--reg: registers are read for a graphics stage (--stage vs, "
				    "ngg or ps)");
		return;
	}
	struct agc_gfx_state st;
	struct agc_diag d;
	if (agc_gfx_derive(&o->rc.regs, o->rc.stage, &st, &d) < 0) {
		char m[sizeof(d.msg) + 32];
		snprintf(m, sizeof(m), "--stage %s: %s", agc_hw_stage_name(o->rc.stage), d.msg);
		usage_error("%s", m);
	}
}

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
	{"reflection", required_argument, 0, OPT_REFLECTION},
	{"help", no_argument, 0, 'h'},
	{"version", no_argument, 0, OPT_VERSION},
	{"jobs", required_argument, 0, 'j'},
	{"report", required_argument, 0, OPT_REPORT},
	{"shard", required_argument, 0, OPT_SHARD},
	{"max-memory", required_argument, 0, OPT_MAX_MEMORY},
	{"address32-hi", required_argument, 0, OPT_ADDR32},
	{"image-format", required_argument, 0, OPT_IMAGE_FORMAT},
	{"mcpu", required_argument, 0, OPT_MCPU},
	{"target-env", required_argument, 0, OPT_TARGET_ENV},
	{"stage", required_argument, 0, OPT_STAGE},
	{"barycentric", required_argument, 0, OPT_BARYCENTRIC},
	{"reg", required_argument, 0, OPT_REG},
	{"push-offset", required_argument, 0, OPT_PUSH_OFFSET},
	{"descriptor-set", required_argument, 0, OPT_DESC_SET},
	{"quiet", no_argument, 0, 'q'},
	{0, 0, 0, 0},
};

/* --reg NAME=VALUE: the name spelled as a register's, given once, the
 * value a 32-bit number (decimal or 0x-hex). */
static void
parse_reg(const char *arg, struct agc_cli_options *o)
{
	const char *eq = strchr(arg, '=');
	if (!eq || eq == arg)
		usage_error("--reg: '%s' is not NAME=VALUE", arg);
	size_t n = (size_t)(eq - arg);
	if (o->rc.regs.n == AGC_CLI_MAX_REGS)
		usage_error("--reg: more than 512 registers (%s)", arg);
	char *name = o->reg_names[o->rc.regs.n];
	if (n > 64)
		usage_error("--reg: '%s' is not a register name (A-Z, 0-9, _)", arg);
	memcpy(name, arg, n);
	name[n] = 0;
	if (!agc_gfx_reg_name_ok(name))
		usage_error("--reg: '%s' is not a register name (A-Z, 0-9, _)", name);
	for (uint32_t i = 0; i < o->rc.regs.n; i++)
		if (!strcmp(o->regs[i].name, name))
			usage_error("--reg: register %s is given twice", name);
	o->regs[o->rc.regs.n].name = name;
	o->regs[o->rc.regs.n].value = (uint32_t)parse_uint("--reg", eq + 1, UINT32_MAX);
	o->rc.regs.n++;
	o->rc.regs.r = o->regs;
	o->rc.regs.from_command_line = true;
}

/* --stage, --reg, --push-offset, --descriptor-set, --barycentric: false
 * when c is none of them. */
static bool
parse_gfx_option(int c, const char *arg, struct agc_cli_options *o)
{
	switch (c) {
	case OPT_STAGE:
		if (agc_hw_stage_parse(arg, &o->rc.stage) < 0)
			usage_error("--stage: '%s' is not cs, compute, vs, ngg or ps", arg);
		o->stage_given = true;
		break;
	case OPT_REG: parse_reg(arg, o); break;
	case OPT_BARYCENTRIC:
		if (strcmp(arg, "gs") && strcmp(arg, "ext"))
			usage_error("--barycentric: '%s' is not gs or ext", arg);
		o->rc.barycentric_ext = !strcmp(arg, "ext");
		break;
	case OPT_PUSH_OFFSET:
		o->rc.push_offset = (uint32_t)parse_uint("--push-offset", arg, UINT32_MAX - 3);
		if (o->rc.push_offset % 4)
			usage_error("--push-offset: '%s' is not a multiple of 4", arg);
		o->push_given = true;
		break;
	case OPT_DESC_SET:
		o->rc.descriptor_set = (uint32_t)parse_uint("--descriptor-set", arg, UINT32_MAX);
		o->set_given = true;
		break;
	default: return false;
	}
	return true;
}

/* The compute ABI options (--wave ... --image-format): false when c is
 * none of them. */
static bool
parse_abi_option(int c, const char *arg, struct agc_cli_options *o)
{
	uint64_t v[3];

	switch (c) {
	case OPT_WAVE:
		if (strcmp(arg, "32") && strcmp(arg, "64"))
			usage_error("--wave: must be 32 or 64, not '%s'", arg);
		o->wave64 = arg[0] == '6';
		o->wave_given = true;
		break;
	case OPT_SUBGROUP:
		o->rc.subgroup_size = (uint32_t)parse_uint("--subgroup-size", arg, 64);
		if (!o->rc.subgroup_size || (o->rc.subgroup_size & (o->rc.subgroup_size - 1)))
			usage_error("--subgroup-size: '%s' is not a power of two", arg);
		o->sg_given = true;
		break;
	case OPT_WORKGROUP: {
		int n = parse_list("--workgroup", arg, v, 1024);
		for (int i = 0; i < 3; i++)
			o->rc.workgroup[i] = i < n ? (uint32_t)v[i] : 1;
		if (!v[0] || (n > 1 && !v[1]) || (n > 2 && !v[2]) ||
		    o->rc.workgroup[0] * o->rc.workgroup[1] * o->rc.workgroup[2] > 1024)
			usage_error("--workgroup: '%s' is not a workgroup of 1..1024 threads", arg);
		o->wg_given = true;
		break;
	}
	case OPT_USER_SGPRS:
		o->rc.user_sgprs = (uint32_t)parse_uint("--user-sgprs", arg, 106);
		o->user_given = true;
		break;
	case OPT_WGID: {
		int n = parse_list("--wgid-sgprs", arg, v, 105);
		for (int i = 0; i < 3; i++)
			o->rc.wgid_sgpr[i] = i < n ? (int32_t)v[i] : -1;
		o->wgid_given = true;
		break;
	}
	case OPT_LDS:
		o->rc.lds_bytes = (uint32_t)parse_uint("--lds", arg, 65536);
		o->lds_given = true;
		break;
	case OPT_SCRATCH:
		o->rc.scratch_bytes = (uint32_t)parse_uint("--scratch", arg, 1u << 20);
		o->scratch_given = true;
		break;
	case OPT_SHARED:
		o->rc.shared_vgpr_first = (uint32_t)parse_uint("--shared-vgprs", arg, 255);
		o->shared_given = true;
		break;
	case OPT_DENORM:
		if (!strcmp(arg, "any"))
			o->rc.denorm = AGC_DENORM_ANY;
		else if (!strcmp(arg, "preserve"))
			o->rc.denorm = AGC_DENORM_PRESERVE;
		else if (!strcmp(arg, "flush"))
			o->rc.denorm = AGC_DENORM_FLUSH;
		else
			usage_error("--denormals: '%s' is not any, preserve or flush", arg);
		o->denorm_given = true;
		break;
	case OPT_ADDRMAP:
		if (!strcmp(arg, "direct"))
			o->rc.address_map = AGC_ADDR_DIRECT;
		else if (!strcmp(arg, "paged"))
			o->rc.address_map = AGC_ADDR_PAGED;
		else
			usage_error("--address-map: '%s' is not direct or paged", arg);
		break;
	case OPT_ADDR32:
		o->rc.address32_hi = (uint32_t)parse_uint("--address32-hi", arg, UINT32_MAX);
		o->rc.address32 = true;
		break;
	case OPT_IMAGE_FORMAT: {
		char src[64];
		const char *eq = strchr(arg, '=');
		if (!eq || (size_t)(eq - arg) >= sizeof(src))
			usage_error("--image-format: '%s' is not SOURCE=FORMAT", arg);
		snprintf(src, sizeof(src), "%.*s", (int)(eq - arg), arg);
		if (o->nimage_formats == sizeof(o->image_formats) / sizeof(o->image_formats[0]))
			usage_error("--image-format: more than 64 (%s)", arg);
		if (!agc_image_format_parse(src, eq + 1, &o->image_formats[o->nimage_formats]))
			usage_error("--image-format: '%s' is not sN, sN+BYTES or bufN+BYTES = a "
				    "known format", arg);
		o->nimage_formats++;
		break;
	}
	default: return parse_gfx_option(c, arg, o);
	}
	return true;
}

/* --spirv 1.5|1.6 or --target-env vulkan1.2|vulkan1.3 (c says which):
 * the same setting, so both given must agree.  *spirv_opt and *env_opt
 * hold the values given so far. */
static void
parse_spirv_version(int c, const char *arg, struct agc_cli_options *o, const char **spirv_opt,
		    const char **env_opt)
{
	/* --target-env vulkan1.2 is --spirv 1.5 */
	bool env = c == OPT_TARGET_ENV;
	uint32_t ver = !strcmp(arg, env ? "vulkan1.2" : "1.5")   ? 0x00010500
		       : !strcmp(arg, env ? "vulkan1.3" : "1.6") ? 0x00010600 : 0;
	if (!ver)
		usage_error(env ? "--target-env: '%s' is not vulkan1.2 or vulkan1.3"
				: "--spirv: '%s' is not 1.5 or 1.6", arg);
	if (o->rc.spirv_version && o->rc.spirv_version != ver) {
		char a[48], b[48];
		snprintf(a, sizeof(a), "%s %s", env ? "--spirv" : "--target-env",
			 env ? *spirv_opt : *env_opt);
		snprintf(b, sizeof(b), "%s %s", env ? "--target-env" : "--spirv", arg);
		if ((env ? *spirv_opt : *env_opt) != NULL)
			agc_cli_conflict(a, b, "they name different versions");
	}
	o->rc.spirv_version = ver;
	*(env ? env_opt : spirv_opt) = arg;
}

/* What the options and inputs together must satisfy, and batch mode. */
static void
check_options(struct agc_cli_options *o, bool disasm, bool cfg)
{
	check_modes(o, disasm, cfg);
	check_abi_options(o);
	if (o->reflection && (o->mode != MODE_RECOMPILE || !o->output))
		usage_error("%s", "--reflection goes with a module output (-o OUT.spv)");
	if (o->mode == MODE_GRAPH)
		return;
	if (o->ninputs == 0)
		usage_error("%s", "no input file");
	/* batch mode: by the inputs alone, never by -j, --report or --shard */
	for (int i = 0; i < o->ninputs && !o->batch; i++) {
		struct stat st;
		if (o->ninputs > 1 || (stat(o->inputs[i], &st) == 0 && S_ISDIR(st.st_mode)))
			o->batch = true;
}
check_input_options(o);
check_gfx_options(o);
if (o->batch) {
	if (o->mode != MODE_RECOMPILE)
		usage_error("%s", "--disasm and --cfg take one input file");
	if (!o->output)
		usage_error("%s", "batch mode needs an output folder (-o DIR)");
	if (o->reflection)
		usage_error("%s", "--reflection names one file: batch mode writes one per input");
	return;
}
if (o->shard_n)
	usage_error("--shard: shares the inputs of a batch; '%s' is one input file", o->inputs[0]);
if (o->mode == MODE_RECOMPILE && !o->output && !o->dump_capture)
	usage_error("%s", o->report ? "no output file (-o OUT.spv); --report records a module written"
				    : "no output file (-o OUT.spv)");
}

void
agc_cli_parse_options(int argc, char **argv, struct agc_cli_options *o)
{
	int c;
	bool disasm = false, cfg = false;
	const char *spirv_opt = NULL, *env_opt = NULL;

	memset(o, 0, sizeof(*o));
	o->in.entry = -1;
	o->rc.wgid_sgpr[0] = o->rc.wgid_sgpr[1] = o->rc.wgid_sgpr[2] = -1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":o:hOqj:", longopts, NULL)) != -1) {
		switch (c) {
		case OPT_DISASM: disasm = true; break;
		case OPT_CFG:
			if (agc_cli_parse_cfg(optarg, &o->cfg_format, &o->cfg_graphs) < 0)
				usage_error("--cfg: unknown format '%s' (text or dot, then ,before "
					    "or ,after)", optarg);
			cfg = true;
			break;
		case OPT_GRAPH: o->graph = optarg; break;
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
		case OPT_SPIRV:
		case OPT_TARGET_ENV: parse_spirv_version(c, optarg, o, &spirv_opt, &env_opt); break;
		case OPT_MCPU:
			if (strcmp(optarg, "gfx1030"))
				usage_error("--mcpu: '%s' is not supported (supported: gfx1030)", optarg);
			break;
		case 'q': o->quiet = true; break;
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
		case OPT_REFLECTION: o->reflection = optarg; break;
		case 'j':
			o->jobs = (unsigned)parse_uint("-j", optarg, 1024);
			if (!o->jobs)
				usage_error("-j: '%s' workers is not a positive count", optarg);
			break;
		case OPT_REPORT: o->report = optarg; break;
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
			break;
		}
		case OPT_MAX_MEMORY: o->max_memory = parse_uint("--max-memory", optarg, SIZE_MAX); break;
		case 'h': fputs(usage_text, stdout); exit(agc_cli_finish_stdout(EXIT_OK));
		case OPT_VERSION: print_version(); exit(agc_cli_finish_stdout(EXIT_OK));
		case ':': usage_error("option '%s' needs a value", argv[optind - 1]); break;
		default:
			if (!parse_abi_option(c, optarg, o))
				usage_error("unknown option '%s'", argv[optind - 1]);
			break;
		}
	}
	o->inputs = (const char *const *)argv + optind;
	o->ninputs = argc - optind;
	o->mode = o->graph ? MODE_GRAPH : disasm ? MODE_DISASM : cfg ? MODE_CFG : MODE_RECOMPILE;
	check_options(o, disasm, cfg);
}

