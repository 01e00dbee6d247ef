/*
 * gfx_regs.h -- the table of gfx10 registers and fields the graphics
 * stages read (gfx_regs.c), for agc_gfx_derive and for printing.
 */
#ifndef AGC_GFX_REGS_H
#define AGC_GFX_REGS_H

#include <stdbool.h>
#include <stdint.h>

struct agc_gfx_field {
	const char *name; /* NULL ends a register's list */
	uint8_t lo, hi;   /* bits lo..hi, inclusive */
};

struct agc_gfx_reg {
	const char *name;
	uint32_t address; /* byte address in the register map */
	const struct agc_gfx_field *fields;
};

/* The row of register name; SPI_PS_INPUT_CNTL_n (n = 0..31) is the row of
 * SPI_PS_INPUT_CNTL_0 with *index = n (else *index = 0).  NULL: no
 * register the tool reads. */
const struct agc_gfx_reg *agc_gfx_reg_find(const char *name, int *index);

/* Field field (which r must have) of value. */
uint32_t agc_gfx_field_get(const struct agc_gfx_reg *r, const char *field, uint32_t value);

/* Whether name is spelled as a register name is: A-Z first, then A-Z,
 * 0-9 and _, at most 64 characters ("SPI_FOO_1"); what is not is a typo
 * rather than a register the tool does not read. */
bool agc_gfx_reg_name_ok(const char *name);

#endif
