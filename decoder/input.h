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

#include "ir/agc.h"

enum agc_format {
	AGC_FORMAT_AUTO,
	AGC_FORMAT_RAW,
	AGC_FORMAT_ELF,
	AGC_FORMAT_CAPTURE,
};

/* What a kernel descriptor (or a capture) says about the compute ABI. */
struct agc_abi {
	bool known;             /* filled from the file, not defaults */
	bool wave64;
	unsigned user_sgprs;    /* user SGPR count */
	/* AMDHSA user SGPR meanings, in order (enable bits of the KD). */
	bool private_segment_buffer, dispatch_ptr, queue_ptr, kernarg_segment_ptr,
		dispatch_id, flat_scratch_init, private_segment_size;
	bool wgid[3];           /* workgroup id x, y, z SGPRs enabled */
	unsigned workitem_ids;  /* VGPRs holding work-item ids: 1..3 */
	uint32_t lds_bytes;     /* group segment fixed size */
	uint32_t scratch_bytes; /* private segment fixed size, per lane */
	uint32_t kernarg_bytes;
};

struct agc_code {
	enum agc_format format;
	const uint8_t *bytes; /* the code; offsets below are into this */
	size_t nbytes;
	uint32_t entry;       /* byte offset of the first instruction */
	uint64_t file_offset; /* where bytes[0] lies in the file (for messages) */
	const char *symbol;   /* ELF: the function chosen */
	struct agc_abi abi;
};

struct agc_input_opts {
	enum agc_format format; /* AGC_FORMAT_AUTO: detect from content */
	const char *symbol;     /* ELF function, NULL: the only one */
	int64_t entry;          /* -1: default */
	size_t max_bytes;       /* 0: default limit */
};

/* Read path into code; memory comes from a.  On failure returns -1 with d
 * saying what is wrong (no file name: the caller adds it). */
int agc_input_read(struct agc_arena *a, const char *path,
		   const struct agc_input_opts *opts, struct agc_code *code,
		   struct agc_diag *d);

/* Same, from bytes already in memory (used by fuzzers and tests). */
int agc_input_parse(struct agc_arena *a, const uint8_t *data, size_t len,
		    const struct agc_input_opts *opts, struct agc_code *code,
		    struct agc_diag *d);

#endif
