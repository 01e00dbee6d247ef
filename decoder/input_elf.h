/*
 * input_elf.h -- what the two halves of the ELF reader share: the file's
 * sections and symbols as input_elf.c reads and bounds-checks them, and
 * the readers of the kernel descriptor and metadata note (input_elf_kd.c).
 */
#ifndef AGC_DECODER_INPUT_ELF_H
#define AGC_DECODER_INPUT_ELF_H

#include <stdint.h>

#include "decoder/input.h"

struct section {
	uint32_t name, type;
	uint64_t flags, addr, offset, size;
	uint32_t link;
	uint64_t entsize;
};

struct symbol {
	const char *name;
	unsigned index;
	unsigned char type;
	uint32_t shndx;
	uint64_t value, size;
};

struct elf {
	const uint8_t *data;
	size_t len;
	unsigned type; /* e_type */
	unsigned osabi;
	struct section *sh;
	unsigned shnum;
	const struct section *shstr; /* NULL: none */
	struct symbol *syms;
	unsigned nsyms;
	struct agc_diag *d;
};

static inline uint16_t
rd16(const uint8_t *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

static inline uint32_t
rd32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t
rd64(const uint8_t *p)
{
	return rd32(p) | (uint64_t)rd32(p + 4) << 32;
}

/* A diagnostic about the file at byte offset (AGC_DIAG_NO_OFFSET: none). */
int agc_elf_malformed(struct elf *e, uint64_t offset, const char *fmt, ...) AGC_PRINTF(3, 4);
/* A section's name, or "?" when its name is not a string of shstrtab. */
const char *agc_elf_section_name(const struct elf *e, unsigned i);
/* The symbol's bytes lie inside its section; its offset there in *off. */
int agc_elf_check_in_section(struct elf *e, const struct symbol *y, uint64_t *off);

/* The AMDHSA kernel descriptor kd of function fn (fn_size bytes): the ABI
 * in *abi, the entry's offset in the function in *entry. */
int agc_elf_read_kernel_descriptor(struct elf *e, const struct symbol *kd, const struct symbol *fn,
                                   uint64_t fn_size, struct agc_abi *abi, uint64_t *entry);
/* The kernel's entry in the metadata note, checked against code->abi;
 * nothing when the file has no note. */
int agc_elf_read_metadata(struct elf *e, struct agc_arena *a, const char *kernel,
                          struct agc_code *code);

#endif
