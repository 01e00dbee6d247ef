/*
 * dump_input.c -- print what the input reader found in a file, one
 * "key value" line each, for tests to compare with what LLVM's tools say.
 *
 *   usage: dump_input [--symbol NAME] [--entry N] [--format raw|elf] FILE
 *   exit: 0 read, 1 the reader refused the file (diagnostic on stderr), 2 usage
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decoder/input.h"

static const char *
format_name(enum agc_format f)
{
	switch (f) {
	case AGC_FORMAT_AUTO: return "auto";
	case AGC_FORMAT_RAW: return "raw";
	case AGC_FORMAT_ELF: return "elf";
	case AGC_FORMAT_CAPTURE: return "capture";
	}
	return "?";
}

static void
dump(const struct agc_code *c)
{
	const struct agc_abi *abi = &c->abi;

	printf("format %s\n", format_name(c->format));
	printf("symbol %s\n", c->symbol ? c->symbol : "-");
	printf("nbytes %zu\n", c->nbytes);
	printf("entry %u\n", c->entry);
	printf("file_offset %llu\n", (unsigned long long)c->file_offset);
	printf("nsection %zu\n", c->nsection);
	printf("section_offset %llu\n", (unsigned long long)c->section_offset);
	printf("section_vaddr %llu\n", (unsigned long long)c->section_vaddr);
	/* The first and last words, to check bytes against the file. */
	if (c->nbytes >= 4) {
		const uint8_t *p = c->bytes, *q = c->bytes + c->nbytes - 4;
		printf("first_word %02x%02x%02x%02x\n", p[3], p[2], p[1], p[0]);
		printf("last_word %02x%02x%02x%02x\n", q[3], q[2], q[1], q[0]);
	}
	for (unsigned i = 0; i < c->nfuncs; i++)
		printf("func %s %llu %llu %s\n", c->funcs[i].name,
		       (unsigned long long)c->funcs[i].offset,
		       (unsigned long long)c->funcs[i].size,
		       c->funcs[i].kernel ? "kernel" : "function");
	printf("abi_known %d\n", abi->known);
	if (!abi->known)
		return;
	printf("wave64 %d\n", abi->wave64);
	printf("user_sgprs %u\n", abi->user_sgprs);
	printf("private_segment_buffer %d\n", abi->private_segment_buffer);
	printf("dispatch_ptr %d\n", abi->dispatch_ptr);
	printf("queue_ptr %d\n", abi->queue_ptr);
	printf("kernarg_segment_ptr %d\n", abi->kernarg_segment_ptr);
	printf("dispatch_id %d\n", abi->dispatch_id);
	printf("flat_scratch_init %d\n", abi->flat_scratch_init);
	printf("private_segment_size %d\n", abi->private_segment_size);
	printf("wgid_x %d\nwgid_y %d\nwgid_z %d\n", abi->wgid[0], abi->wgid[1],
	       abi->wgid[2]);
	printf("workgroup_info %d\n", abi->workgroup_info);
	printf("scratch_wave_offset %d\n", abi->scratch_wave_offset);
	printf("workitem_ids %u\n", abi->workitem_ids);
	printf("lds_bytes %u\n", abi->lds_bytes);
	printf("scratch_bytes %u\n", abi->scratch_bytes);
	printf("kernarg_bytes %u\n", abi->kernarg_bytes);
	printf("dynamic_stack %d\n", abi->dynamic_stack);
}

int
main(int argc, char **argv)
{
	struct agc_input_opts opts = {.entry = -1};
	struct agc_arena arena = {0};
	struct agc_code code;
	struct agc_diag d;
	const char *path = NULL;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--symbol") && i + 1 < argc)
			opts.symbol = argv[++i];
		else if (!strcmp(argv[i], "--entry") && i + 1 < argc)
			opts.entry = strtoll(argv[++i], NULL, 0);
		else if (!strcmp(argv[i], "--max-bytes") && i + 1 < argc)
			opts.max_bytes = strtoull(argv[++i], NULL, 0);
		else if (!strcmp(argv[i], "--format") && i + 1 < argc) {
			i++;
			opts.format = !strcmp(argv[i], "raw") ? AGC_FORMAT_RAW
				    : !strcmp(argv[i], "elf") ? AGC_FORMAT_ELF
							      : AGC_FORMAT_CAPTURE;
		} else if (!path)
			path = argv[i];
		else {
			fprintf(stderr, "usage: dump_input [--symbol NAME] [--entry N] "
					"[--max-bytes N] [--format raw|elf|capture] FILE\n");
			return 2;
		}
	}
	if (!path)
		return 2;
	if (agc_input_read(&arena, path, &opts, &code, &d) < 0) {
		char line[512];
		agc_diag_format(&d, line, sizeof(line));
		fprintf(stderr, "%s: %s: %s\n", path, agc_diag_class_name(d.cls), line);
		agc_arena_free(&arena);
		return 1;
	}
	dump(&code);
	agc_arena_free(&arena);
	return 0;
}
