/*
 * agc.h -- the base every stage stands on: arenas, diagnostics, limits.
 *
 * The library never prints and never exits.  A stage that meets bad input
 * fills a struct agc_diag and returns an error; only cli/ prints it.
 * Everything made while recompiling one shader lives in one arena and is
 * freed by one call.
 */
#ifndef AGC_H
#define AGC_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#define AGC_VERSION "0.1.0"

#if defined(__GNUC__)
#define agc_unreachable() __builtin_unreachable()
#define AGC_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define agc_unreachable() ((void)0)
#define AGC_PRINTF(f, a)
#endif

/* ---- arena.c ---- */

struct agc_arena_chunk;

struct agc_arena {
	struct agc_arena_chunk *head;
	size_t used;  /* bytes handed out from head */
	size_t total; /* bytes allocated from the system, all chunks */
	size_t limit; /* 0: none; otherwise agc_alloc fails past this */
};

/* Zeroed memory from the arena, aligned for any type; NULL only when
 * the arena's limit is reached or the system is out of memory. */
void *agc_alloc(struct agc_arena *a, size_t size);
void *agc_realloc(struct agc_arena *a, void *old, size_t oldsize, size_t newsize);
/* The same without the zeroing, for buffers whose contents are written
 * before they are read (SPIR-V words, decoded instructions): a batch of
 * small shaders spent a sixth of its time clearing memory it then wrote. */
void *agc_alloc_uninit(struct agc_arena *a, size_t size);
void *agc_grow(struct agc_arena *a, void *old, size_t oldsize, size_t newsize);
char *agc_strdup(struct agc_arena *a, const char *s);
/* Forget everything allocated, keeping the largest chunk for reuse. */
void agc_arena_reset(struct agc_arena *a);
void agc_arena_free(struct agc_arena *a);

/* ---- diag.c ---- */

enum agc_stage {
	AGC_STAGE_INPUT,
	AGC_STAGE_DECODE,
	AGC_STAGE_IR,
	AGC_STAGE_CFG,
	AGC_STAGE_SPIRV,
	AGC_STAGE_LIMIT,
};

/* What kind of failure: bad input, or a limit of ours. */
enum agc_diag_class {
	AGC_DIAG_NONE,
	AGC_DIAG_MALFORMED,   /* the input is wrong */
	AGC_DIAG_UNSUPPORTED, /* valid input we do not handle yet */
	AGC_DIAG_LIMIT,       /* a configured resource limit was reached */
	AGC_DIAG_INTERNAL,    /* out of memory and the like */
	AGC_DIAG_USAGE,       /* the input needs an option to be read (--symbol) */
};

#define AGC_DIAG_NO_OFFSET UINT64_MAX

struct agc_diag {
	enum agc_stage stage;
	enum agc_diag_class cls;
	uint64_t offset;   /* byte offset (pc) or AGC_DIAG_NO_OFFSET */
	uint32_t words[5]; /* raw words at offset, nwords of them */
	unsigned nwords;
	char inst[128];   /* the instruction as disassembled, or "" */
	char msg[256];    /* why */
	/* Set by agc_diag_locate: offset is then an ELF object's address,
	 * and this the symbol it lies in, "<tile_sum+0x78>" ("": a byte
	 * offset, of the file or of raw code). */
	char where[96];
};

/* Fill d (if not NULL) and return -1, so that callers can write
 * `return agc_fail(d, ...)`. */
int agc_fail(struct agc_diag *d, enum agc_stage stage, enum agc_diag_class cls,
	     uint64_t offset, const char *fmt, ...) AGC_PRINTF(5, 6);
/* agc_fail for an allocation that failed (the arena's --max-memory limit
 * or the system's memory): always AGC_DIAG_INTERNAL, the message saying
 * what was being done, e.g. "out of memory reading symbols". */
int agc_fail_oom(struct agc_diag *d, enum agc_stage stage, uint64_t offset, const char *fmt, ...)
	AGC_PRINTF(4, 5);

/* A finding that does not stop the recompilation: the module is made
 * all the same, and is the same with or without it.
 *   {offset 0x0, "s6 is read but no option sets it (--user-sgprs, ...)"} */
struct agc_warning {
	uint64_t offset; /* pc, or AGC_DIAG_NO_OFFSET */
	char msg[320];
};

/* One kind of unsupported instruction in a shader that failed: its
 * mnemonic as the opcode tables spell it (no _e32/_e64/_dpp/_sdwa; a
 * static string), how often it occurs and where first. */
struct agc_unsupported {
	const char *name;
	uint32_t count;
	uint64_t first_pc;
};

/* One line, without the file name:
 *   "offset 0x10 'v_foo v0, v1' (0x...): why"             raw code, file
 *   "pc 0x1a78 <tile_sum+0x78> 'v_foo v0, v1' (0x...): why" ELF code */
void agc_diag_format(const struct agc_diag *d, char *buf, size_t n);
const char *agc_diag_class_name(enum agc_diag_class cls);

#endif
