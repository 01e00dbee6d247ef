/*
 * input_elf.c -- AMDGPU ELF code objects: find one function's code, read
 * its AMDHSA kernel descriptor and its entry in the metadata note.
 *
 *   vector_add.co: .text @0x600 { vector_add: 0x100 bytes at 0x1600 },
 *                  .rodata { vector_add.kd: 64 bytes }
 *     -> code { format ELF, symbol "vector_add", bytes = the 0x100 bytes,
 *               file_offset 0x600, entry 0, section = all of .text,
 *               abi { known, wave32, user_sgprs 6, kernarg_segment_ptr, ... },
 *               meta { reqd_workgroup_size 64,1,1, args ... } (input_meta.c) }
 *
 * Every header, section, symbol and string is bounds-checked against the
 * file before it is read; anything wrong is a diagnostic naming it.  The
 * layout of the kernel descriptor and the meaning of its bits follow LLVM's
 * AMDGPUUsage ("Kernel Descriptor").
 */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decoder/input.h"
#include "decoder/input_elf.h"

#ifndef EM_AMDGPU
#define EM_AMDGPU 224
#endif
#ifndef ELFOSABI_AMDGPU_HSA
#define ELFOSABI_AMDGPU_HSA 64
#endif

#define EF_AMDGPU_MACH 0x0ff

/* EF_AMDGPU_MACH values of the gfx10.3 family, which share gfx1030's
 * instruction set. */
static const struct {
	unsigned mach;
	const char *name;
} gfx103x[] = {
	{0x036, "gfx1030"}, {0x037, "gfx1031"}, {0x038, "gfx1032"},
	{0x039, "gfx1033"}, {0x03e, "gfx1034"}, {0x03d, "gfx1035"},
	{0x045, "gfx1036"},
};

#define EH(f) offsetof(Elf64_Ehdr, f)
#define SH(f) offsetof(Elf64_Shdr, f)
#define ST(f) offsetof(Elf64_Sym, f)

int
agc_elf_malformed(struct elf *e, uint64_t offset, const char *fmt, ...)
{
	char msg[sizeof(e->d->msg)];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return agc_fail(e->d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, offset, "%s", msg);
}

/* off + size lies inside [0, limit), without overflow. */
static bool
fits(uint64_t off, uint64_t size, uint64_t limit)
{
	return off <= limit && size <= limit - off;
}

/* A section's name, or "?" when its name is not a string of shstrtab. */
const char *
agc_elf_section_name(const struct elf *e, unsigned i)
{
	const struct section *s = e->shstr;

	if (!s || i >= e->shnum || e->sh[i].name >= s->size)
		return "?";
	const char *p = (const char *)e->data + s->offset + e->sh[i].name;
	if (!memchr(p, 0, s->size - e->sh[i].name))
		return "?";
	return p;
}

static int
check_header(struct elf *e)
{
	const uint8_t *p = e->data;
	size_t len = e->len;

	if (len >= SELFMAG && memcmp(p, ELFMAG, SELFMAG))
		return agc_elf_malformed(e, 0,
		                         "not an ELF file (magic %02x %02x %02x %02x, "
		                         "not 7f 45 4c 46)",
		                         p[0], p[1], p[2], p[3]);
	if (len <= EI_DATA)
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET,
		                         "truncated ELF header (%zu bytes, need %zu)", len,
		                         sizeof(Elf64_Ehdr));
	if (p[EI_CLASS] != ELFCLASS64)
		return agc_elf_malformed(
		    e, EI_CLASS, "ELF class %u is not ELFCLASS64 (AMDGPU code objects are 64-bit)",
		    p[EI_CLASS]);
	if (p[EI_DATA] != ELFDATA2LSB)
		return agc_elf_malformed(e, EI_DATA,
		                         "ELF data encoding %u is not little-endian (ELFDATA2LSB)",
		                         p[EI_DATA]);
	if (len < sizeof(Elf64_Ehdr))
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET,
		                         "truncated ELF header (%zu bytes, need %zu)", len,
		                         sizeof(Elf64_Ehdr));
	unsigned machine = rd16(p + EH(e_machine));
	if (machine != EM_AMDGPU)
		return agc_elf_malformed(e, EH(e_machine), "ELF machine %u is not EM_AMDGPU (%u)",
		                         machine, EM_AMDGPU);
	e->type = rd16(p + EH(e_type));
	if (e->type != ET_REL && e->type != ET_EXEC && e->type != ET_DYN)
		return agc_elf_malformed(
		    e, EH(e_type), "ELF type %u is not a relocatable, executable or shared object",
		    e->type);
	e->osabi = p[EI_OSABI];
	unsigned mach = rd32(p + EH(e_flags)) & EF_AMDGPU_MACH;
	bool known = false;
	for (size_t i = 0; i < sizeof(gfx103x) / sizeof(gfx103x[0]); i++)
		known |= gfx103x[i].mach == mach;
	if (!known)
		return agc_fail(e->d, AGC_STAGE_INPUT, AGC_DIAG_UNSUPPORTED, EH(e_flags),
				"code object is for another GPU (EF_AMDGPU_MACH 0x%03x); "
				"only gfx1030 and its gfx103x siblings are supported", mach);
	return 0;
}

static int
read_sections(struct elf *e, struct agc_arena *a)
{
	const uint8_t *p = e->data;
	uint64_t shoff = rd64(p + EH(e_shoff));
	uint64_t shnum = rd16(p + EH(e_shnum));
	unsigned shentsize = rd16(p + EH(e_shentsize));
	unsigned shstrndx = rd16(p + EH(e_shstrndx));

	if (shoff == 0)
		return agc_elf_malformed(e, EH(e_shoff), "ELF file has no section header table");
	if (shentsize != sizeof(Elf64_Shdr))
		return agc_elf_malformed(e, EH(e_shentsize),
		                         "ELF section header size is %u, not %zu", shentsize,
		                         sizeof(Elf64_Shdr));
	if (!fits(shoff, sizeof(Elf64_Shdr), e->len))
		return agc_elf_malformed(e, EH(e_shoff),
		                         "ELF section header 0 lies past the end of the file "
		                         "(offset 0x%llx + 0x%zx > 0x%zx)",
		                         (unsigned long long)shoff, sizeof(Elf64_Shdr), e->len);
	/* Large counts and indices live in section header 0. */
	if (shnum == 0)
		shnum = rd64(p + shoff + SH(sh_size));
	if (shstrndx == SHN_XINDEX)
		shstrndx = rd32(p + shoff + SH(sh_link));
	if (shnum == 0)
		return agc_elf_malformed(e, EH(e_shnum), "ELF file has no sections");
	uint64_t room = (e->len - shoff) / sizeof(Elf64_Shdr);
	if (shnum > room)
		return agc_elf_malformed(e, EH(e_shnum),
		                         "ELF section header %llu lies past the end of the file "
		                         "(offset 0x%llx + 0x%zx > 0x%zx)",
		                         (unsigned long long)room,
		                         (unsigned long long)(shoff + room * sizeof(Elf64_Shdr)),
		                         sizeof(Elf64_Shdr), e->len);
	e->shnum = (unsigned)shnum;
	e->sh = agc_alloc(a, e->shnum * sizeof(*e->sh));
	if (!e->sh)
		return agc_fail_oom(e->d, AGC_STAGE_INPUT,
				AGC_DIAG_NO_OFFSET, "out of memory reading section headers");
	for (unsigned i = 0; i < e->shnum; i++) {
		const uint8_t *h = p + shoff + (uint64_t)i * sizeof(Elf64_Shdr);
		struct section *s = &e->sh[i];
		s->name = rd32(h + SH(sh_name));
		s->type = rd32(h + SH(sh_type));
		s->flags = rd64(h + SH(sh_flags));
		s->addr = rd64(h + SH(sh_addr));
		s->offset = rd64(h + SH(sh_offset));
		s->size = rd64(h + SH(sh_size));
		s->link = rd32(h + SH(sh_link));
		s->entsize = rd64(h + SH(sh_entsize));
		if (i == 0)
			s->size = 0; /* holds the extended counts, not a section */
	}
	if (shstrndx != SHN_UNDEF) {
		if (shstrndx >= e->shnum)
			return agc_elf_malformed(e, EH(e_shstrndx),
			                         "ELF section name table index %u is past the last "
			                         "section (%u)",
			                         shstrndx, e->shnum - 1);
		if (e->sh[shstrndx].type != SHT_STRTAB)
			return agc_elf_malformed(e, EH(e_shstrndx),
			                         "ELF section name table (section %u) is not a "
			                         "string table",
			                         shstrndx);
	}
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct section *s = &e->sh[i];
		if (s->type == SHT_NOBITS || s->size == 0)
			continue;
		if (!fits(s->offset, s->size, e->len))
			return agc_elf_malformed(e, shoff + (uint64_t)i * sizeof(Elf64_Shdr),
			                         "ELF section %u lies past the end of the file "
			                         "(offset 0x%llx + 0x%llx > 0x%zx)",
			                         i, (unsigned long long)s->offset,
			                         (unsigned long long)s->size, e->len);
	}
	/* Only now is the name table known to lie inside the file. */
	if (shstrndx != SHN_UNDEF)
		e->shstr = &e->sh[shstrndx];
	return 0;
}

/* A file region for the overlap check: a section, or a header table. */
struct region {
	uint64_t start, end;
	int section; /* -1 ELF header, -2 section headers, -3 program headers */
};

static int
region_cmp(const void *x, const void *y)
{
	const struct region *a = x, *b = y;
	return a->start < b->start ? -1 : a->start > b->start;
}

static const char *
region_name(const struct elf *e, const struct region *r, char *buf, size_t n)
{
	switch (r->section) {
	case -1: return "the ELF header";
	case -2: return "the section header table";
	case -3: return "the program header table";
	}
	snprintf(buf, n, "section %d (%s)", r->section,
	         agc_elf_section_name(e, (unsigned)r->section));
	return buf;
}

static int
check_overlaps(struct elf *e, struct agc_arena *a)
{
	const uint8_t *p = e->data;
	struct region *r = agc_alloc(a, (e->shnum + 3) * sizeof(*r));
	unsigned n = 0;

	if (!r)
		return agc_fail_oom(e->d, AGC_STAGE_INPUT,
				AGC_DIAG_NO_OFFSET, "out of memory checking sections");
	r[n++] = (struct region){0, sizeof(Elf64_Ehdr), -1};
	uint64_t shoff = rd64(p + EH(e_shoff));
	r[n++] = (struct region){shoff, shoff + (uint64_t)e->shnum * sizeof(Elf64_Shdr), -2};
	uint64_t phoff = rd64(p + EH(e_phoff));
	unsigned phnum = rd16(p + EH(e_phnum));
	if (phnum) {
		unsigned phentsize = rd16(p + EH(e_phentsize));
		if (phentsize != sizeof(Elf64_Phdr))
			return agc_elf_malformed(e, EH(e_phentsize),
			                         "ELF program header size is %u, not %zu",
			                         phentsize, sizeof(Elf64_Phdr));
		if (!fits(phoff, (uint64_t)phnum * sizeof(Elf64_Phdr), e->len))
			return agc_elf_malformed(
			    e, EH(e_phoff),
			    "ELF program header table lies past the end of the "
			    "file (offset 0x%llx + 0x%llx > 0x%zx)",
			    (unsigned long long)phoff,
			    (unsigned long long)phnum * sizeof(Elf64_Phdr), e->len);
		r[n++] = (struct region){phoff, phoff + (uint64_t)phnum * sizeof(Elf64_Phdr), -3};
	}
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct section *s = &e->sh[i];
		if (s->type != SHT_NOBITS && s->size)
			r[n++] = (struct region){s->offset, s->offset + s->size, (int)i};
	}
	qsort(r, n, sizeof(*r), region_cmp);
	for (unsigned i = 1; i < n; i++) {
		if (r[i].start >= r[i - 1].end)
			continue;
		char b1[128], b2[128];
		const struct region *x = &r[i - 1], *y = &r[i];
		if (x->section > y->section) {
			const struct region *t = x;
			x = y;
			y = t;
		}
		return agc_elf_malformed(
		    e, r[i].start, "%s and %s overlap (0x%llx..0x%llx and 0x%llx..0x%llx)",
		    region_name(e, x, b1, sizeof(b1)), region_name(e, y, b2, sizeof(b2)),
		    (unsigned long long)x->start, (unsigned long long)x->end,
		    (unsigned long long)y->start, (unsigned long long)y->end);
	}
	return 0;
}

static int
read_symbols(struct elf *e, struct agc_arena *a)
{
	int tab = -1;

	for (unsigned i = 1; i < e->shnum; i++)
		if (e->sh[i].type == SHT_SYMTAB)
			tab = (int)i;
	if (tab < 0)
		for (unsigned i = 1; i < e->shnum; i++)
			if (e->sh[i].type == SHT_DYNSYM)
				tab = (int)i;
	if (tab < 0)
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET, "ELF file has no symbol table");
	const struct section *s = &e->sh[tab];
	if (s->entsize != sizeof(Elf64_Sym) || s->size % sizeof(Elf64_Sym))
		return agc_elf_malformed(e, s->offset,
		                         "ELF symbol table (section %d) has entries of %llu bytes "
		                         "and size 0x%llx; expected %zu-byte entries",
		                         tab, (unsigned long long)s->entsize,
		                         (unsigned long long)s->size, sizeof(Elf64_Sym));
	if (s->link == 0 || s->link >= e->shnum || e->sh[s->link].type != SHT_STRTAB)
		return agc_elf_malformed(e, s->offset,
		                         "ELF symbol table (section %d) links to section %u, "
		                         "which is not a string table",
		                         tab, s->link);
	const struct section *str = &e->sh[s->link];
	if (str->offset > e->len || str->size > e->len - str->offset)
		return agc_elf_malformed(
		    e, str->offset, "ELF string table (section %u) lies past the end of the file",
		    s->link);
	const char *strings = (const char *)e->data + str->offset;

	e->nsyms = (unsigned)(s->size / sizeof(Elf64_Sym));
	e->syms = agc_alloc(a, (e->nsyms + 1) * sizeof(*e->syms));
	if (!e->syms)
		return agc_fail_oom(e->d, AGC_STAGE_INPUT,
				AGC_DIAG_NO_OFFSET, "out of memory reading symbols");
	for (unsigned i = 0; i < e->nsyms; i++) {
		uint64_t at = s->offset + (uint64_t)i * sizeof(Elf64_Sym);
		const uint8_t *q = e->data + at;
		struct symbol *y = &e->syms[i];
		uint32_t name = rd32(q + ST(st_name));
		if (name >= str->size || !memchr(strings + name, 0, str->size - name))
			return agc_elf_malformed(
			    e, at,
			    "ELF symbol %u's name (offset 0x%x) is not a string "
			    "of its string table (section %u, 0x%llx bytes)",
			    i, name, s->link, (unsigned long long)str->size);
		y->name = strings + name;
		y->index = i;
		y->type = ELF64_ST_TYPE(q[ST(st_info)]);
		y->shndx = rd16(q + ST(st_shndx));
		y->value = rd64(q + ST(st_value));
		y->size = rd64(q + ST(st_size));
	}
	return 0;
}

/* The symbol's bytes lie inside its section; its offset there in *off. */
int
agc_elf_check_in_section(struct elf *e, const struct symbol *y, uint64_t *off)
{
	if (y->shndx >= e->shnum)
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET,
		                         "ELF symbol '%s' refers to section %u, past the last (%u)",
		                         y->name, y->shndx, e->shnum - 1);
	const struct section *s = &e->sh[y->shndx];
	/* In a relocatable object, values are offsets into the section. */
	uint64_t base = e->type == ET_REL ? 0 : s->addr;
	if (y->value < base || !fits(y->value - base, y->size, s->size))
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET,
		                         "ELF symbol '%s' (0x%llx + 0x%llx) lies outside its "
		                         "section %u (%s, 0x%llx + 0x%llx)",
		                         y->name, (unsigned long long)y->value,
		                         (unsigned long long)y->size, y->shndx,
		                         agc_elf_section_name(e, y->shndx),
		                         (unsigned long long)base, (unsigned long long)s->size);
	if (s->type == SHT_NOBITS)
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET,
		                         "ELF symbol '%s' lies in section %u (%s), which has no "
		                         "contents in the file",
		                         y->name, y->shndx, agc_elf_section_name(e, y->shndx));
	*off = y->value - base;
	return 0;
}

static bool
is_function(const struct elf *e, const struct symbol *y)
{
	if (y->type != STT_FUNC || y->shndx == SHN_UNDEF || y->shndx >= SHN_LORESERVE)
		return false;
	if (y->shndx >= e->shnum)
		return true; /* reported by check_in_section */
	const struct section *s = &e->sh[y->shndx];
	return (s->flags & SHF_EXECINSTR) != 0;
}

/* Kernel descriptors (symbols NAME.kd), sorted by NAME, so that finding
 * each function's descriptor stays fast in a file with many symbols. */
struct kd_index {
	const struct symbol **kd;
	unsigned n;
};

static int
prefix_cmp(const char *a, size_t alen, const char *b, size_t blen)
{
	int c = memcmp(a, b, alen < blen ? alen : blen);
	return c ? c : (alen > blen) - (alen < blen);
}

static int
kd_cmp(const void *x, const void *y)
{
	const struct symbol *a = *(const struct symbol *const *)x;
	const struct symbol *b = *(const struct symbol *const *)y;
	return prefix_cmp(a->name, strlen(a->name) - 3, b->name, strlen(b->name) - 3);
}

static int
index_kds(const struct elf *e, struct agc_arena *a, struct kd_index *ix)
{
	ix->n = 0;
	ix->kd = agc_alloc(a, (e->nsyms + 1) * sizeof(*ix->kd));
	if (!ix->kd)
		return agc_fail_oom(e->d, AGC_STAGE_INPUT,
				AGC_DIAG_NO_OFFSET, "out of memory reading symbols");
	for (unsigned i = 0; i < e->nsyms; i++) {
		const struct symbol *y = &e->syms[i];
		size_t n = strlen(y->name);
		if (y->type == STT_OBJECT && y->shndx != SHN_UNDEF && n > 3 &&
		    !strcmp(y->name + n - 3, ".kd"))
			ix->kd[ix->n++] = y;
	}
	qsort(ix->kd, ix->n, sizeof(*ix->kd), kd_cmp);
	return 0;
}

/* The kernel descriptor of function name, or NULL. */
static const struct symbol *
find_kd(const struct kd_index *ix, const char *name)
{
	size_t n = strlen(name);
	unsigned lo = 0, hi = ix->n;

	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		const struct symbol *y = ix->kd[mid];
		int c = prefix_cmp(name, n, y->name, strlen(y->name) - 3);
		if (c == 0)
			return y;
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

struct func {
	const struct symbol *sym;
	const struct symbol *kd;
};

/* Append the names of the listed functions to buf, comma-separated. */
static void
list_names(const struct func *f, unsigned n, bool kernels, char *buf, size_t cap)
{
	size_t len = 0;

	buf[0] = 0;
	for (unsigned i = 0; i < n && len < cap; i++) {
		if (kernels && !f[i].kd)
			continue;
		len += (size_t)snprintf(buf + len, cap - len, "%s%s", len ? ", " : "",
					f[i].sym->name);
	}
}

/* The checks every reading does, and the functions of the file with their
 * kernel descriptors: *f (arena), *nf of them, *nk kernels. */
static int
open_elf(struct elf *e, struct agc_arena *a, struct kd_index *kdsp, bool none_ok,
	 struct func **fp, unsigned *nfp, unsigned *nkp)
{
	struct kd_index kds = {0};

	if (check_header(e) < 0 || read_sections(e, a) < 0 ||
	    check_overlaps(e, a) < 0 || read_symbols(e, a) < 0)
		return -1;
	if (e->osabi == ELFOSABI_AMDGPU_HSA && index_kds(e, a, &kds) < 0)
		return -1;
	if (kdsp)
		*kdsp = kds;

	struct func *f = agc_alloc(a, (e->nsyms + 1) * sizeof(*f));
	unsigned nf = 0, nk = 0;
	if (!f)
		return agc_fail_oom(e->d, AGC_STAGE_INPUT,
				AGC_DIAG_NO_OFFSET, "out of memory reading symbols");
	for (unsigned i = 0; i < e->nsyms; i++) {
		const struct symbol *y = &e->syms[i];
		uint64_t off;
		if (!is_function(e, y))
			continue;
		if (agc_elf_check_in_section(e, y, &off) < 0)
			return -1;
		f[nf] = (struct func){y, find_kd(&kds, y->name)};
		nk += f[nf].kd != NULL;
		nf++;
	}
	if (nf == 0 && !none_ok)
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET, "ELF file defines no functions");
	*fp = f;
	*nfp = nf;
	*nkp = nk;
	return 0;
}

int
agc_input_elf_kernels(struct agc_arena *a, const uint8_t *data, size_t len,
		      const char *const **names, unsigned *n, struct agc_diag *d)
{
	struct elf e = {.data = data, .len = len, .d = d};
	struct func *f;
	unsigned nf, nk;

	if (open_elf(&e, a, NULL, false, &f, &nf, &nk) < 0)
		return -1;
	const char **k = agc_alloc(a, (nk + 1) * sizeof(*k));
	if (!k)
		return agc_fail_oom(d, AGC_STAGE_INPUT, AGC_DIAG_NO_OFFSET,
				"out of memory listing kernels");
	*n = 0;
	for (unsigned i = 0; i < nf; i++)
		if (f[i].kd)
			k[(*n)++] = f[i].sym->name;
	*names = k;
	return 0;
}

/* The symbols of section shndx into code: its functions (fn's size being
 * fn_size, which may have been worked out) and the labels that name other
 * places in it (untyped symbols, as an assembler leaves for "loop:"), both
 * by their offset in the section. */
static int
list_symbols(const struct elf *e, struct agc_arena *a, uint32_t shndx, const struct symbol *fn,
	     uint64_t fn_size, const struct kd_index *kds, struct agc_code *code)
{
	const struct section *s = &e->sh[shndx];
	struct agc_func *funcs = agc_alloc(a, (e->nsyms + 1) * sizeof(*funcs));
	struct agc_func *labels = agc_alloc(a, (e->nsyms + 1) * sizeof(*labels));
	unsigned nfuncs = 0, nlabels = 0;

	if (!funcs || !labels)
		return agc_fail_oom(e->d, AGC_STAGE_INPUT,
				AGC_DIAG_NO_OFFSET, "out of memory listing functions");
	for (unsigned i = 0; i < e->nsyms; i++) {
		const struct symbol *y = &e->syms[i];
		uint64_t off = y->value - (e->type == ET_REL ? 0 : s->addr);
		if (y->shndx != shndx || !y->name[0] || off > s->size)
			continue;
		if (is_function(e, y))
			funcs[nfuncs++] = (struct agc_func){
				.name = y->name,
				.offset = off,
				.size = y == fn ? fn_size : y->size,
				.kernel = find_kd(kds, y->name) != NULL,
			};
		else if (y->type == STT_NOTYPE)
			labels[nlabels++] = (struct agc_func){.name = y->name, .offset = off};
	}
	code->funcs = funcs;
	code->nfuncs = nfuncs;
	code->labels = labels;
	code->nlabels = nlabels;
	return 0;
}

/* --disasm without one function to choose: all of section shndx, or of
 * the first executable section when shndx is 0 (an object with no
 * function symbols, as an assembler makes of a file without .type). */
static int
read_whole_section(struct elf *e, struct agc_arena *a, uint32_t shndx, const struct kd_index *kds,
		   struct agc_code *code)
{
	for (unsigned i = 1; i < e->shnum && !shndx; i++)
		if ((e->sh[i].flags & SHF_EXECINSTR) && e->sh[i].type == SHT_PROGBITS &&
		    e->sh[i].size)
			shndx = i;
	if (!shndx)
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET, "ELF file has no code section");
	const struct section *s = &e->sh[shndx];
	if (s->size == 0)
		return agc_elf_malformed(e, s->offset, "section %u (%s) holds no code", shndx,
		                         agc_elf_section_name(e, shndx));
	if (s->type == SHT_NOBITS || !fits(s->offset, s->size, e->len))
		return agc_elf_malformed(e, s->offset,
		                         "section %u (%s) has no contents in the file", shndx,
		                         agc_elf_section_name(e, shndx));
	if (s->size > UINT32_MAX)
		return agc_fail(e->d, AGC_STAGE_INPUT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
		                "section %s is larger than 4 GiB (limit of ours)",
		                agc_elf_section_name(e, shndx));
	if (list_symbols(e, a, shndx, NULL, 0, kds, code) < 0)
		return -1;
	code->format = AGC_FORMAT_ELF;
	code->bytes = code->section = e->data + s->offset;
	code->nbytes = code->nsection = (size_t)s->size;
	code->file_offset = s->offset;
	code->section_vaddr = e->type == ET_REL ? 0 : s->addr;
	code->section_name = agc_elf_section_name(e, shndx);
	return 0;
}

int
agc_input_parse_elf(struct agc_arena *a, const uint8_t *data, size_t len,
		    const struct agc_input_opts *opts, struct agc_code *code,
		    struct agc_diag *d)
{
	struct elf e = {.data = data, .len = len, .d = d};
	char names[200];
	struct kd_index kds;
	struct func *f;
	unsigned nf, nk;

	*code = (struct agc_code){0};
	if (open_elf(&e, a, &kds, opts->whole_section, &f, &nf, &nk) < 0)
		return -1;

	const struct func *pick = NULL;
	if (opts->symbol) {
		for (unsigned i = 0; i < nf && !pick; i++)
			if (!strcmp(f[i].sym->name, opts->symbol))
				pick = &f[i];
		if (!pick) {
			list_names(f, nf, false, names, sizeof(names));
			return agc_elf_malformed(
			    &e, AGC_DIAG_NO_OFFSET,
			    "no function '%s' in the code object (functions: %s)", opts->symbol,
			    names);
		}
	} else if (nk == 1) {
		for (unsigned i = 0; i < nf && !pick; i++)
			if (f[i].kd)
				pick = &f[i];
	} else if (nk == 0 && nf == 1) {
		pick = &f[0];
	} else if (opts->whole_section) {
		return read_whole_section(&e, a, nf ? f[0].sym->shndx : 0, &kds, code);
	} else {
		/* not a fault of the file: the command must say which */
		list_names(f, nf, nk > 1, names, sizeof(names));
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_USAGE, AGC_DIAG_NO_OFFSET,
				"the code object has %u %s (%s); choose one with --symbol",
				nk > 1 ? nk : nf, nk > 1 ? "kernels" : "functions", names);
	}

	const struct symbol *fn = pick->sym;
	const struct section *s = &e.sh[fn->shndx];
	uint64_t off, size = fn->size;
	agc_elf_check_in_section(&e, fn, &off); /* already passed above */
	if (size == 0) {
		/* No size recorded (hand-written assembly without .size): the
		 * function runs to the next one in its section, or to its end. */
		size = s->size - off;
		for (unsigned i = 0; i < nf; i++) {
			const struct symbol *y = f[i].sym;
			uint64_t yo = y->value - (e.type == ET_REL ? 0 : s->addr);
			if (y->shndx == fn->shndx && yo > off && yo - off < size)
				size = yo - off;
		}
	}
	if (size == 0)
		return agc_elf_malformed(&e, AGC_DIAG_NO_OFFSET, "function '%s' has no code",
		                         fn->name);
	if (off % 4)
		return agc_elf_malformed(&e, s->offset + off,
		                         "function '%s' starts at 0x%llx, not on a 4-byte boundary",
		                         fn->name, (unsigned long long)fn->value);
	if (size > UINT32_MAX)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET,
				"function '%s' is larger than 4 GiB (limit of ours)", fn->name);

	uint64_t entry = 0;
	if (pick->kd &&
	    (agc_elf_read_kernel_descriptor(&e, pick->kd, fn, size, &code->abi, &entry) < 0 ||
	     agc_elf_read_metadata(&e, a, fn->name, code) < 0))
		return -1;
	if (opts->entry >= 0) {
		if ((uint64_t)opts->entry >= size || opts->entry % 4)
			return agc_elf_malformed(
			    &e, AGC_DIAG_NO_OFFSET,
			    "entry 0x%llx is not a 4-byte aligned offset inside "
			    "function '%s' (0x%llx bytes)",
			    (unsigned long long)opts->entry, fn->name, (unsigned long long)size);
		entry = (uint64_t)opts->entry;
	}

	if (list_symbols(&e, a, fn->shndx, fn, size, &kds, code) < 0)
		return -1;
	code->format = AGC_FORMAT_ELF;
	code->bytes = data + s->offset + off;
	code->nbytes = (size_t)size;
	code->entry = (uint32_t)entry;
	code->file_offset = s->offset + off;
	code->symbol = fn->name;
	code->section = data + s->offset;
	code->nsection = (size_t)s->size;
	code->section_offset = off;
	code->section_vaddr = e.type == ET_REL ? 0 : s->addr;
	code->section_name = agc_elf_section_name(&e, fn->shndx);
	return 0;
}
