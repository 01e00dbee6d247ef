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

/* The metadata fields given, by their metadata names: "meta.wavefront_size
 * 32", "meta.reqd_workgroup_size 64 1 1", "meta.arg 0 8 global_buffer". */
static void
dump_meta(const struct agc_kernel_meta *m)
{
	static const char *const names[AGC_META_NFIELDS] = {
		[AGC_META_MAX_FLAT_WORKGROUP_SIZE] = "max_flat_workgroup_size",
		[AGC_META_WAVEFRONT_SIZE] = "wavefront_size",
		[AGC_META_SGPR_COUNT] = "sgpr_count",
		[AGC_META_VGPR_COUNT] = "vgpr_count",
		[AGC_META_GROUP_SEGMENT_FIXED_SIZE] = "group_segment_fixed_size",
		[AGC_META_PRIVATE_SEGMENT_FIXED_SIZE] = "private_segment_fixed_size",
		[AGC_META_KERNARG_SEGMENT_SIZE] = "kernarg_segment_size",
		[AGC_META_KERNARG_SEGMENT_ALIGN] = "kernarg_segment_align",
	};
	const uint32_t values[AGC_META_NFIELDS] = {
		[AGC_META_MAX_FLAT_WORKGROUP_SIZE] = m->max_flat_workgroup_size,
		[AGC_META_WAVEFRONT_SIZE] = m->wavefront_size,
		[AGC_META_SGPR_COUNT] = m->sgpr_count,
		[AGC_META_VGPR_COUNT] = m->vgpr_count,
		[AGC_META_GROUP_SEGMENT_FIXED_SIZE] = m->group_segment_fixed_size,
		[AGC_META_PRIVATE_SEGMENT_FIXED_SIZE] = m->private_segment_fixed_size,
		[AGC_META_KERNARG_SEGMENT_SIZE] = m->kernarg_segment_size,
		[AGC_META_KERNARG_SEGMENT_ALIGN] = m->kernarg_segment_align,
	};

	printf("meta_known %d\n", m->known);
	if (!m->known)
		return;
	printf("meta.name %s\n", m->name);
	if (m->symbol)
		printf("meta.symbol %s\n", m->symbol);
	for (int f = 0; f < AGC_META_NFIELDS; f++)
		if (names[f] && AGC_META_HAS(m, f))
			printf("meta.%s %u\n", names[f], values[f]);
	if (AGC_META_HAS(m, AGC_META_REQD_WORKGROUP_SIZE))
		printf("meta.reqd_workgroup_size %u %u %u\n", m->reqd_workgroup_size[0],
		       m->reqd_workgroup_size[1], m->reqd_workgroup_size[2]);
	for (unsigned i = 0; i < m->nargs; i++)
		printf("meta.arg %u %u %s\n", m->args[i].offset, m->args[i].size,
		       m->args[i].value_kind);
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
	dump_meta(&c->meta);
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
