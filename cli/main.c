/*
 * main.c -- the agc-recompile command: options, then one pipeline per input.
 *
 * Exit status: 0 success, 1 an input failed (bad input, unsupported, a
 * limit), 2 usage or I/O error.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decoder/decoder.h"
#include "decoder/input.h"
#include "ir/agc.h"

enum { EXIT_OK = 0, EXIT_INPUT = 1, EXIT_USAGE = 2 };

enum mode { MODE_RECOMPILE, MODE_DISASM };

struct options {
	enum mode mode;
	bool wave64;
	bool wave_given;
	struct agc_input_opts in;
	const char *output;
	const char *const *inputs;
	int ninputs;
};

static const char usage_text[] =
	"usage: agc-recompile [OPTIONS] FILE\n"
	"       agc-recompile --disasm [OPTIONS] FILE\n"
	"\n"
	"Recompile AMD RDNA2 (gfx1030) shader machine code to Vulkan SPIR-V.\n"
	"\n"
	"Modes:\n"
	"  --disasm            print the disassembly as llvm-objdump -d does\n"
	"\n"
	"Input:\n"
	"  --format raw|elf    input format (default: detected from content)\n"
	"  --entry OFFSET      byte offset of the first instruction (raw input)\n"
	"  --symbol NAME       function to read from an ELF code object\n"
	"  --wave 32|64        wave size (default 32, or the kernel descriptor's)\n"
	"\n"
	"Output:\n"
	"  -o FILE             output file\n"
	"\n"
	"  -h, --help          print this help and exit\n"
	"  --version           print the version and exit\n";

static void
usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "agc-recompile: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nTry 'agc-recompile --help'.\n");
	exit(EXIT_USAGE);
}

static int64_t
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
	return (int64_t)v;
}

enum {
	OPT_DISASM = 256,
	OPT_FORMAT,
	OPT_ENTRY,
	OPT_SYMBOL,
	OPT_WAVE,
	OPT_VERSION,
};

static void
parse_options(int argc, char **argv, struct options *o)
{
	static const struct option longopts[] = {
		{"disasm", no_argument, 0, OPT_DISASM},
		{"format", required_argument, 0, OPT_FORMAT},
		{"entry", required_argument, 0, OPT_ENTRY},
		{"symbol", required_argument, 0, OPT_SYMBOL},
		{"wave", required_argument, 0, OPT_WAVE},
		{"output", required_argument, 0, 'o'},
		{"help", no_argument, 0, 'h'},
		{"version", no_argument, 0, OPT_VERSION},
		{0, 0, 0, 0},
	};
	int c;

	memset(o, 0, sizeof(*o));
	o->in.entry = -1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
		switch (c) {
		case OPT_DISASM: o->mode = MODE_DISASM; break;
		case OPT_FORMAT:
			if (!strcmp(optarg, "raw"))
				o->in.format = AGC_FORMAT_RAW;
			else if (!strcmp(optarg, "elf"))
				o->in.format = AGC_FORMAT_ELF;
			else
				usage_error("--format: unknown format '%s' (raw or elf)", optarg);
			break;
		case OPT_ENTRY: o->in.entry = parse_uint("--entry", optarg, UINT32_MAX); break;
		case OPT_SYMBOL: o->in.symbol = optarg; break;
		case OPT_WAVE:
			if (!strcmp(optarg, "32"))
				o->wave64 = false;
			else if (!strcmp(optarg, "64"))
				o->wave64 = true;
			else
				usage_error("--wave: must be 32 or 64, not '%s'", optarg);
			o->wave_given = true;
			break;
		case 'o': o->output = optarg; break;
		case 'h': fputs(usage_text, stdout); exit(EXIT_OK);
		case OPT_VERSION: printf("agc-recompile %s\n", AGC_VERSION); exit(EXIT_OK);
		case ':': usage_error("option '%s' needs a value", argv[optind - 1]); break;
		default: usage_error("unknown option '%s'", argv[optind - 1]); break;
		}
	}
	o->inputs = (const char *const *)argv + optind;
	o->ninputs = argc - optind;
	if (o->ninputs == 0)
		usage_error("%s", "no input file");
}

static void
print_diag(const char *path, const struct agc_diag *d)
{
	char line[768];
	agc_diag_format(d, line, sizeof(line));
	fprintf(stderr, "agc-recompile: %s: %s\n", path, line);
}

static int
disasm(const struct options *o, const char *path)
{
	struct agc_arena arena = {0};
	struct agc_diag d;
	struct agc_code code;
	int rc = EXIT_OK;

	if (agc_input_read(&arena, path, &o->in, &code, &d) < 0) {
		print_diag(path, &d);
		agc_arena_free(&arena);
		return EXIT_INPUT;
	}
	bool wave64 = o->wave_given ? o->wave64 : (code.abi.known && code.abi.wave64);
	/* Decode all first, so that an error leaves no partial listing. */
	size_t cap = code.nbytes / 4 + 1, n = 0;
	char *text = malloc(cap * 300), *p = text;
	if (!text) {
		fprintf(stderr, "agc-recompile: %s: out of memory\n", path);
		agc_arena_free(&arena);
		return EXIT_INPUT;
	}
	for (uint32_t pc = code.entry; pc < code.nbytes; n++) {
		struct agc_inst in;
		if (agc_decode_one(code.bytes, code.nbytes, pc, wave64, &in, &d) < 0) {
			d.offset += code.file_offset;
			print_diag(path, &d);
			rc = EXIT_INPUT;
			break;
		}
		char inst[192], words[96];
		agc_inst_print(&in, wave64, inst, sizeof(inst));
		agc_inst_print_words(&in, words, sizeof(words));
		/* llvm-objdump pads the text to column 60, tab included. */
		p += sprintf(p, "\t%-59s%s\n", inst, words);
		pc += in.size;
	}
	if (rc == EXIT_OK)
		fwrite(text, 1, (size_t)(p - text), stdout);
	free(text);
	agc_arena_free(&arena);
	return rc;
}

int
main(int argc, char **argv)
{
	struct options o;
	int rc = EXIT_OK;

	parse_options(argc, argv, &o);
	for (int i = 0; i < o.ninputs; i++) {
		int r;
		switch (o.mode) {
		case MODE_DISASM: r = disasm(&o, o.inputs[i]); break;
		default:
			fprintf(stderr, "agc-recompile: %s: recompilation is not supported yet\n",
				o.inputs[i]);
			r = EXIT_INPUT;
			break;
		}
		if (r > rc)
			rc = r;
	}
	return rc;
}
