/*
 * input.h -- reading shader code: raw dword files, AMDGPU ELF code objects
 * (with their AMDHSA kernel descriptors), and capture manifests.
 *
 * The reader finds the code and whatever ABI state the file carries; the
 * options given on the command line fill in and override the rest.
 */
#ifndef AGC_INPUT_H
#define AGC_INPUT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/agc.h"

enum agc_format {
	AGC_FORMAT_AUTO,
	AGC_FORMAT_RAW,
	AGC_FORMAT_ELF,
	AGC_FORMAT_CAPTURE,
};

/* What a kernel descriptor (or a capture) says about the compute ABI.
 * SGPRs are laid out as: user SGPRs (user_sgprs of them; for AMDHSA the
 * enabled ones below, in this order, then any kernarg preload), then the
 * enabled workgroup ids x, y, z, the workgroup info, the private segment
 * wave offset. */
struct agc_abi {
	bool known;             /* filled from the file, not defaults */
	bool wave64;
	unsigned user_sgprs;    /* user SGPR count (COMPUTE_PGM_RSRC2.USER_SGPR) */
	/* AMDHSA user SGPR meanings, in order (enable bits of the KD):
	 * 4, 2, 2, 2, 2, 2 and 1 SGPRs. */
	bool private_segment_buffer, dispatch_ptr, queue_ptr, kernarg_segment_ptr,
		dispatch_id, flat_scratch_init, private_segment_size;
	bool wgid[3];           /* workgroup id x, y, z SGPRs enabled */
	bool workgroup_info;    /* workgroup info SGPR enabled */
	bool scratch_wave_offset; /* private segment wave offset SGPR enabled */
	unsigned workitem_ids;  /* VGPRs holding work-item ids: 1..3 */
	uint32_t lds_bytes;     /* group segment fixed size */
	uint32_t scratch_bytes; /* private segment fixed size, per lane */
	uint32_t kernarg_bytes;
	bool dynamic_stack;     /* the kernel's stack size is not known statically */
	/* The raw kernel descriptor words, for what the fields above omit. */
	uint32_t rsrc1, rsrc2, rsrc3;
	uint16_t kernel_code_properties;
};

/* One kernel argument, from the code object's metadata (.args): where it
 * lies in the kernarg segment and what it is. */
struct agc_kernel_arg {
	const char *name;          /* .name, or NULL */
	const char *type_name;     /* .type_name, or NULL */
	const char *value_kind;    /* .value_kind: by_value, global_buffer, hidden_... */
	const char *address_space; /* .address_space, or NULL */
	uint32_t offset, size;     /* .offset, .size: bytes in the kernarg segment */
};

/* The fields of a kernel's entry in the AMDHSA metadata that are read, as
 * bits of struct agc_kernel_meta.present and indices of its at[]. */
enum agc_meta_field {
	AGC_META_REQD_WORKGROUP_SIZE,
	AGC_META_MAX_FLAT_WORKGROUP_SIZE,
	AGC_META_WAVEFRONT_SIZE,
	AGC_META_SGPR_COUNT,
	AGC_META_VGPR_COUNT,
	AGC_META_GROUP_SEGMENT_FIXED_SIZE,
	AGC_META_PRIVATE_SEGMENT_FIXED_SIZE,
	AGC_META_KERNARG_SEGMENT_SIZE,
	AGC_META_KERNARG_SEGMENT_ALIGN,
	AGC_META_ARGS,
	AGC_META_NFIELDS,
};

/* What the code object's metadata note (NT_AMDGPU_METADATA, msgpack) says
 * of one kernel: amdhsa.kernels[i] whose .name is the kernel's. */
struct agc_kernel_meta {
	bool known;           /* the note has an entry for the kernel */
	const char *name, *symbol; /* .name, .symbol (NULL: not given) */
	uint32_t present;     /* 1 << AGC_META_*: the fields the entry gives */
	uint32_t reqd_workgroup_size[3];
	uint32_t max_flat_workgroup_size, wavefront_size, sgpr_count, vgpr_count;
	uint32_t group_segment_fixed_size, private_segment_fixed_size;
	uint32_t kernarg_segment_size, kernarg_segment_align;
	const struct agc_kernel_arg *args;
	unsigned nargs;
	uint64_t offset;                   /* the entry's file offset */
	uint64_t at[AGC_META_NFIELDS];     /* each field's name, file offset */
};

#define AGC_META_HAS(m, f) ((((m)->present) >> (f)) & 1u)

/* One function of an ELF code object. */
struct agc_func {
	const char *name;
	uint64_t offset; /* in the section (struct agc_code.section) */
	uint64_t size;
	bool kernel;     /* has a kernel descriptor NAME.kd */
};

struct agc_code {
	enum agc_format format;
	const uint8_t *bytes; /* the code; offsets below are into this */
	size_t nbytes;
	uint32_t entry;       /* byte offset of the first instruction */
	uint64_t file_offset; /* where bytes[0] lies in the file (for messages) */
	const char *symbol;   /* ELF: the function chosen */
	struct agc_abi abi;
	struct agc_kernel_meta meta; /* ELF: the kernel's metadata, if any */
	/* The whole code section holding bytes (raw input: bytes itself), so
	 * that calls into other functions of an ELF object can be followed:
	 * bytes == section + section_offset.  section_vaddr is the section's
	 * address in the object (0 in a relocatable object). */
	const uint8_t *section;
	size_t nsection;
	uint64_t section_offset;
	uint64_t section_vaddr;
	/* Every function defined in that section, by offset; ELF only. */
	const struct agc_func *funcs;
	unsigned nfuncs;
	/* The section's other named places (untyped symbols, such as an
	 * assembler's "loop:"), by offset, size 0; ELF only. */
	const struct agc_func *labels;
	unsigned nlabels;
	const char *section_name; /* ELF: ".text"; NULL otherwise */
};

#define AGC_INPUT_MAX_BYTES ((size_t)64 << 20)

struct agc_input_opts {
	enum agc_format format; /* AGC_FORMAT_AUTO: detect from content */
	const char *symbol;     /* ELF function, NULL: the only one */
	int64_t entry;          /* -1: default (0, or an ELF function's start);
				   raw: a byte offset in the file; ELF: in
				   the function */
	size_t max_bytes;       /* 0: AGC_INPUT_MAX_BYTES */
	bool whole_section;     /* ELF: with no one function to choose (several
				   kernels, or no function symbols), read the
				   whole code section, entry 0 (--disasm) */
};

/* Read path into code; memory comes from a.  On failure returns -1 with d
 * saying what is wrong (no file name: the caller adds it). */
int agc_input_read(struct agc_arena *a, const char *path,
		   const struct agc_input_opts *opts, struct agc_code *code,
		   struct agc_diag *d);

/* Only the reading: the whole file into the arena (refusing a directory,
 * an unreadable file, or one over max_bytes; 0 takes the default).
 * regular: the caller knows path to name a regular file (a folder's
 * listing said so), which spares a small file's fstat. */
int agc_input_load(struct agc_arena *a, const char *path, size_t max_bytes, bool regular,
		   uint8_t **data, size_t *len, struct agc_diag *d);
/* The same from a file already open (standard input, or a file the
 * caller opened to tell "cannot open" from a bad input); fd stays open. */
int agc_input_load_fd(struct agc_arena *a, int fd, size_t max_bytes, bool regular,
		      uint8_t **data, size_t *len, struct agc_diag *d);

/* Same, from bytes already in memory (used by fuzzers and tests).  code
 * points into data, which must outlive it. */
int agc_input_parse(struct agc_arena *a, const uint8_t *data, size_t len,
		    const struct agc_input_opts *opts, struct agc_code *code,
		    struct agc_diag *d);

/* ---- input_elf.c ---- */

/* The AMDGPU ELF code object reader behind agc_input_parse. */
int agc_input_parse_elf(struct agc_arena *a, const uint8_t *data, size_t len,
			const struct agc_input_opts *opts, struct agc_code *code,
			struct agc_diag *d);

/* The kernels of an AMDGPU ELF code object (functions with a kernel
 * descriptor), in symbol table order: *names (arena) and *n.  -1 with d
 * filled when the file is not a readable code object. */
int agc_input_elf_kernels(struct agc_arena *a, const uint8_t *data, size_t len,
			  const char *const **names, unsigned *n, struct agc_diag *d);

/* ---- input_meta.c ---- */

/* Read kernel's entry of the AMDHSA metadata: desc, n bytes of msgpack
 * (the note's descriptor), lying at file_offset in the file.  An entry
 * missing leaves m->known false; bad msgpack or a field of the wrong type
 * is -1 with d naming the byte offset. */
int agc_input_read_metadata(struct agc_arena *a, const uint8_t *desc, size_t n,
			    uint64_t file_offset, const char *kernel,
			    struct agc_kernel_meta *m, struct agc_diag *d);

/* The metadata agrees with the kernel descriptor (wave size, segment
 * sizes, VGPRs) and with itself (workgroup sizes, arguments inside the
 * kernarg segment); -1 with d naming the first disagreement. */
int agc_input_check_metadata(const struct agc_kernel_meta *m, const struct agc_abi *abi,
			     const char *kernel, struct agc_diag *d);

/* ---- address.c: where a pc lies, as llvm-objdump numbers it ---- */

/* A pc of the code (an offset in code->section) as the address
 * llvm-objdump prints: the section's address plus the offset in an ELF
 * object, the byte offset itself in raw code. */
uint64_t agc_code_address(const struct agc_code *code, uint64_t pc);

/* The symbol pc lies in and how far into it, as llvm-objdump names a
 * branch target: "tile_sum+0x78", "tile_sum" at its first byte, and the
 * section (".text+0x14") where no symbol lies before pc.  Returns the
 * length written into buf. */
int agc_code_symbolize(const struct agc_code *code, uint64_t pc, char *buf, size_t n);

/* An untyped symbol (label) at exactly pc, or NULL: llvm-objdump prints
 * a branch to one as "s_branch loop". */
const char *agc_code_label_at(const struct agc_code *code, uint64_t pc);

/* Turn d's pc (an offset in code->section, as the decoder, GraphBuilder,
 * IR builder and SPIR-V lowering report it) into the numbering of the
 * listing: an ELF object's address, with the symbol in d->where.  Input
 * errors keep their file offsets.  Call once, after a failure. */
void agc_diag_locate(struct agc_diag *d, const struct agc_code *code);

#endif
