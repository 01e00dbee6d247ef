/*
 * pcrel.c -- scalar loads of constant data the code image carries, read
 * pc-relative, resolved to the image's bytes.
 *
 * A compiler may put constant data after the code (past s_code_end's
 * padding) and address it from the program counter:
 *
 *	0x00 s_getpc_b64  s[4:5]          s[4:5] = 0x04 (pc-derived)
 *	0x04 s_add_u32    s4, s4, 0x3c    s4 = 0x40
 *	0x0c s_addc_u32   s5, s5, 0       s5 = 0
 *	0x10 s_load_dwordx2 s[6:7], s[4:5], 0x8
 *	                                  -> s6, s7 = the image's dwords at 0x48, 0x4c
 *	0x18 s_load_dword s8, s[4:5], s2  -> s8 = table[s2 / 4], table = the image
 *	                                     from 0x40 (an indexed load)
 *	     buffer_load_dword v1, v1, s[4:7], 0 offen   (s[4:7] a V# of the data)
 *	                                  -> v1 = table[v1 / 4] in each active lane
 *
 * The recompiled module has no image in memory, so such a load becomes
 * constants (or a constant array indexed by the SGPR offset).  Which
 * loads are such is found by a dataflow over the graph: each SGPR is
 * unknown, a constant, a pc-derived constant, or pc-derived but varying
 * (a pc-relative address plus an unknown, or different values on two
 * paths).  s_load_dword* from a pc-derived constant pair,
 * s_buffer_load_dword* through a V# whose base is one (and whose size
 * is constant), and buffer_load_dword* of such a V# at a lane's offset
 * VGPR (offen) are resolved; the image's bounds are checked (an address
 * outside it is an error naming the pc).  Any other memory instruction
 * that takes a pc-derived SGPR is refused as not supported yet, so that
 * nothing reads the image through a guessed address.  A jump table's
 * entry load (cfg/resolve.c) is the graph's and left alone.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

#define NREG 128
/* the most dwords an indexed load's table holds */
#define MAX_TABLE 16384

enum { UNKNOWN, CONST, PC, PCVAR };

struct pstate {
	uint32_t v[NREG];
	uint8_t k[NREG];
	uint32_t scc;
	uint8_t scck; /* UNKNOWN or CONST */
};

struct pval {
	uint8_t k;
	uint32_t v;
};

static bool
is_pc(uint8_t k)
{
	return k == PC || k == PCVAR;
}

static struct pval
src(const struct pstate *s, const struct agc_operand *op, unsigned half)
{
	unsigned r = op->reg;
	if (r < NREG)
		return r + half < NREG ? (struct pval){s->k[r + half], s->v[r + half]}
				       : (struct pval){UNKNOWN, 0};
	if (half) /* the high dword of a 64-bit inline constant: its sign */
		return (r >= 193 && r <= 208) ? (struct pval){CONST, UINT32_MAX}
		       : (r >= AGC_REG_INT0 && r <= 192) ? (struct pval){CONST, 0}
							: (struct pval){UNKNOWN, 0};
	if (r >= AGC_REG_INT0 && r <= 192)
		return (struct pval){CONST, r - AGC_REG_INT0};
	if (r >= 193 && r <= 208)
		return (struct pval){CONST, (uint32_t)(192 - (int)r)};
	if (r == AGC_REG_LITERAL)
		return (struct pval){CONST, op->literal};
	return (struct pval){UNKNOWN, 0};
}

static void
put(struct pstate *s, unsigned r, struct pval x)
{
	if (r < NREG) {
		s->k[r] = x.k;
		s->v[r] = x.v;
	}
}

static bool
name_is(const struct agc_inst *in, const char *name)
{
	return in->info && !strcmp(in->info->name, name);
}

/* Whether any SGPR the instruction reads is pc-derived. */
static bool
reads_pc(const struct pstate *s, const struct agc_inst *in)
{
	for (unsigned i = 0; i < in->nuse; i++)
		for (unsigned k = 0; k < in->use[i].dwords; k++) {
			unsigned r = in->use[i].reg + k;
			if (in->use[i].reg < NREG && r < NREG && is_pc(s->k[r]))
				return true;
		}
	return false;
}

/* The kind of a + b (add) or a - b (sub): a pc-derived value plus a
 * constant stays one; anything else pc-derived varies. */
static uint8_t
arith_kind(struct pval a, struct pval b, bool carry_known, bool sub)
{
	if (a.k == CONST && b.k == CONST)
		return carry_known ? CONST : UNKNOWN;
	if (!carry_known)
		return is_pc(a.k) || is_pc(b.k) ? PCVAR : UNKNOWN;
	if ((a.k == PC && b.k == CONST) || (!sub && a.k == CONST && b.k == PC))
		return PC;
	if (sub && a.k == PC && b.k == PC)
		return CONST;
	return is_pc(a.k) || is_pc(b.k) ? PCVAR : UNKNOWN;
}

/* One instruction on the state. */
static void
step(struct pstate *s, const struct agc_inst *in)
{
	unsigned d = in->ndef ? in->def[0].reg : AGC_REG_NONE;
	struct pval a = in->nuse > 0 ? src(s, &in->use[0], 0) : (struct pval){UNKNOWN, 0};
	struct pval b = in->nuse > 1 ? src(s, &in->use[1], 0) : (struct pval){UNKNOWN, 0};

	if (name_is(in, "s_getpc_b64")) {
		uint64_t pc = (uint64_t)in->pc + in->size;
		put(s, d, (struct pval){PC, (uint32_t)pc});
		put(s, d + 1, (struct pval){PC, (uint32_t)(pc >> 32)});
		return;
	}
	if (name_is(in, "s_mov_b32")) {
		put(s, d, a);
		return;
	}
	if (name_is(in, "s_movk_i32")) {
		put(s, d, (struct pval){CONST, (uint32_t)(int32_t)(int16_t)in->simm16});
		return;
	}
	if (name_is(in, "s_mov_b64")) {
		put(s, d, a);
		put(s, d + 1, src(s, &in->use[0], 1));
		return;
	}
	bool add = name_is(in, "s_add_u32") || name_is(in, "s_add_i32");
	bool addc = name_is(in, "s_addc_u32");
	bool sub = name_is(in, "s_sub_u32") || name_is(in, "s_sub_i32");
	bool subb = name_is(in, "s_subb_u32");
	if (add || addc || sub || subb) {
		uint32_t c = (addc || subb) ? s->scc : 0;
		bool ck = !(addc || subb) || s->scck == CONST;
		uint8_t k = arith_kind(a, b, ck, sub || subb);
		uint64_t wide = (add || addc) ? (uint64_t)a.v + b.v + c : (uint64_t)a.v - b.v - c;
		put(s, d, (struct pval){k, (uint32_t)wide});
		/* the carry out, as s_add_u32 and s_sub_u32 set SCC (the signed
		 * forms' overflow is not followed) */
		bool unsigned_op = !name_is(in, "s_add_i32") && !name_is(in, "s_sub_i32");
		s->scck = k != UNKNOWN && k != PCVAR && unsigned_op ? CONST : UNKNOWN;
		s->scc = (add || addc) ? (uint32_t)(wide >> 32) & 1 : (uint64_t)b.v + c > a.v;
		return;
	}
	static const char *const plain[] = {"s_lshl_b32", "s_lshr_b32", "s_and_b32", "s_or_b32",
					    "s_mul_i32", "s_min_u32", "s_max_u32", NULL};
	for (int i = 0; plain[i]; i++) {
		if (!name_is(in, plain[i]))
			continue;
		uint32_t r = 0;
		switch (i) {
		case 0: r = a.v << (b.v & 31); break;
		case 1: r = a.v >> (b.v & 31); break;
		case 2: r = a.v & b.v; break;
		case 3: r = a.v | b.v; break;
		case 4: r = a.v * b.v; break;
		case 5: r = a.v < b.v ? a.v : b.v; break;
		default: r = a.v > b.v ? a.v : b.v; break;
		}
		uint8_t k = a.k == CONST && b.k == CONST ? CONST
			    : is_pc(a.k) || is_pc(b.k)   ? PCVAR : UNKNOWN;
		/* a V#'s base_hi: the pc's high dword masked to its 16 bits
		 * (s_and_b32 s21, s5, 0xffff) is still the pc's */
		if (i == 2 && ((a.k == PC && b.k == CONST && b.v == 0xffff) ||
			       (b.k == PC && a.k == CONST && a.v == 0xffff)))
			k = PC;
		put(s, d, (struct pval){k, r});
		s->scck = UNKNOWN;
		return;
	}
	/* anything else: what it writes is unknown, or pc-derived when it
	 * reads a pc-derived register */
	uint8_t k = reads_pc(s, in) ? PCVAR : UNKNOWN;
	for (unsigned i = 0; i < in->ndef; i++)
		for (unsigned w = 0; w < in->def[i].dwords; w++)
			put(s, in->def[i].reg + w, (struct pval){k, 0});
	if (in->enc <= AGC_ENC_SOPP || in->enc == AGC_ENC_VOPC || in->enc == AGC_ENC_VOP3)
		s->scck = UNKNOWN;
}

/* The meet of what two paths bring: equal values stay, a pc-derived
 * value meeting anything else varies. */
static bool
meet(struct pstate *into, const struct pstate *x)
{
	bool changed = false;
	for (unsigned r = 0; r < NREG; r++) {
		if (into->k[r] == x->k[r] && into->v[r] == x->v[r])
			continue;
		uint8_t k = is_pc(into->k[r]) || is_pc(x->k[r]) ? PCVAR : UNKNOWN;
		if (into->k[r] != k)
			changed = true;
		into->k[r] = k;
		into->v[r] = 0;
	}
	if (into->scck != x->scck || into->scc != x->scc) {
		changed |= into->scck != UNKNOWN;
		into->scck = UNKNOWN;
	}
	return changed;
}

struct pass {
	struct agc_arena *a;
	struct agc_ir *ir;
	struct agc_diag *d;
	const uint8_t *image;
	size_t nimage;
	bool wave64;
	const char *where; /* "": raw code; for ELF, what the image is */
};

static int AGC_PRINTF(4, 5)
fail(const struct pass *p, const struct agc_inst *in, enum agc_diag_class cls, const char *fmt, ...)
{
	char msg[200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	agc_fail(p->d, AGC_STAGE_IR, cls, in->pc, "%s", msg);
	agc_diag_inst(p->d, in, p->wave64);
	return -1;
}

/* The image's dwords from byte addr, n of them: NULL past its end. */
static const uint32_t *
image_words(const struct pass *p, uint64_t addr, uint32_t n)
{
	if (addr > p->nimage || (p->nimage - addr) / 4 < n)
		return NULL;
	uint32_t *w = agc_alloc_uninit(p->a, sizeof(uint32_t) * (n ? n : 1));
	if (w)
		memcpy(w, p->image + addr, 4 * (size_t)n);
	return w;
}

/* A pc-relative scalar load at in, with the state before it: into *r, or
 * r->nwords = 0 when its base is no pc-derived constant. */
static int
resolve_load(const struct pass *p, const struct pstate *s, const struct agc_inst *in,
	     const struct agc_irop *op, struct agc_pcrel_load *r)
{
	bool buf = op->kind == AGC_K_SBUFLOAD;
	uint32_t n = op->spv; /* dwords loaded */
	memset(r, 0, sizeof(*r));
	struct pval lo = src(s, &in->use[0], 0), hi = src(s, &in->use[0], 1);
	if (lo.k != PC || hi.k != PC)
		return 0;
	uint64_t base = (uint64_t)hi.v << 32 | lo.v;
	uint64_t limit = UINT64_MAX; /* bytes from base the load may read */
	if (buf) {
		/* V#: base [47:0], stride [61:48], num_records dword 2 */
		struct pval w2 = src(s, &in->use[0], 2);
		base = ((uint64_t)(hi.v & 0xffff) << 32) | lo.v;
		if (w2.k != CONST || (hi.v >> 16) & 0x3fff)
			return fail(p, in, AGC_DIAG_UNSUPPORTED,
				    "s_buffer_load through a pc-relative V# whose size is not a "
				    "constant or whose stride is not 0 is not supported yet");
		limit = w2.v;
	}
	uint64_t off = (uint64_t)(int64_t)in->offset;
	struct pval so = {CONST, 0};
	if (in->nuse > 1 && in->use[1].reg != AGC_REG_NULL)
		so = src(s, &in->use[1], 0);
	if (so.k != CONST && so.k != UNKNOWN)
		return fail(p, in, AGC_DIAG_UNSUPPORTED,
			    "a pc-relative load whose offset register is itself pc-derived is not "
			    "supported yet");
	uint64_t addr = (base + off) & ~3ull;
	if (so.k == CONST) {
		uint64_t at = (base + off + so.v) & ~3ull;
		r->addr = at;
		r->nwords = n;
		if (buf && (uint64_t)so.v + off + 4ull * n > limit)
			return fail(p, in, AGC_DIAG_UNSUPPORTED,
				    "a pc-relative s_buffer_load past its V#'s num_records is not "
				    "supported yet");
		if (at > p->nimage || (p->nimage - at) / 4 < n)
			return fail(p, in, AGC_DIAG_MALFORMED,
				    "the pc-relative load reads 0x%llx..0x%llx, outside the code image "
				    "(0x%zx bytes)%s", (unsigned long long)at,
				    (unsigned long long)(at + 4ull * n - 1), p->nimage, p->where);
		if (!(r->words = image_words(p, at, n)))
			return agc_fail_oom(p->d, AGC_STAGE_IR, in->pc, "out of memory");
		return 0;
	}
	/* indexed by the offset register: the image from the base on, up to
	 * its end (or the V#'s num_records) */
	if ((base + off) & 3)
		return fail(p, in, AGC_DIAG_UNSUPPORTED,
			    "an indexed pc-relative load from an address that is not a multiple "
			    "of 4 is not supported yet");
	if (addr >= p->nimage)
		return fail(p, in, AGC_DIAG_MALFORMED,
			    "the pc-relative load's table at 0x%llx lies outside the code image%s",
			    (unsigned long long)addr, p->where);
	uint64_t avail = (p->nimage - addr) / 4;
	if (buf && (limit - (limit < off ? limit : off)) / 4 < avail)
		avail = (limit - (limit < off ? limit : off)) / 4;
	if (avail > MAX_TABLE)
		return fail(p, in, AGC_DIAG_LIMIT,
			    "an indexed pc-relative load's table would hold more than %d dwords",
			    MAX_TABLE);
	r->indexed = true;
	r->index_reg = in->use[1].reg;
	r->addr = addr;
	r->nwords = n;
	r->ntable = (uint32_t)avail;
	if (!(r->words = image_words(p, addr, r->ntable)))
		return agc_fail_oom(p->d, AGC_STAGE_IR, in->pc, "out of memory");
	return 0;
}

/* buffer_load_dword* v, vOFF, s[V#], SOFF offen offset:K with a
 * pc-derived V#: the lanes read the table from base + SOFF + K at their
 * offset VGPR.  r->nwords = 0 when the V# is not pc-derived. */
static int
resolve_buffer_load(const struct pass *p, const struct pstate *s, const struct agc_inst *in,
		    struct agc_pcrel_load *r)
{
	unsigned nu = in->nuse;
	const struct agc_operand *vaddr = &in->use[nu - 3], *rsrc = &in->use[nu - 2];
	const struct agc_operand *soffset = &in->use[nu - 1];
	const char *name = in->info->name;
	memset(r, 0, sizeof(*r));
	struct pval lo = src(s, rsrc, 0), hi = src(s, rsrc, 1), w2 = src(s, rsrc, 2),
		    w3 = src(s, rsrc, 3), so = src(s, soffset, 0);
	if (lo.k != PC || hi.k != PC)
		return 0;
	/* raw dword loads at a VGPR offset; V#: stride [61:48] 0, dword 3's
	 * ADD_TID_ENABLE [23] 0, num_records a constant */
	bool dwords = !strncmp(name, "buffer_load_dword", 17);
	if (!dwords || in->idxen || !in->offen || in->lds || in->tfe || w2.k != CONST ||
	    w3.k != CONST || (hi.v >> 16) & 0x3fff || (w3.v >> 23) & 1 || so.k != CONST ||
	    vaddr->reg < AGC_REG_VGPR0)
		return fail(p, in, AGC_DIAG_UNSUPPORTED,
			    "a buffer load of the code image's data is supported only as "
			    "buffer_load_dword* ... offen through a V# of constant size, stride 0 "
			    "and a constant soffset (not supported yet)");
	uint64_t base = (((uint64_t)(hi.v & 0xffff) << 32) | lo.v) + so.v + (uint32_t)in->offset;
	uint64_t limit = w2.v > so.v + (uint32_t)in->offset ? w2.v - so.v - (uint32_t)in->offset : 0;
	if (base & 3)
		return fail(p, in, AGC_DIAG_UNSUPPORTED,
			    "a buffer load of the code image's data from an address that is not a "
			    "multiple of 4 is not supported yet");
	if (base >= p->nimage)
		return fail(p, in, AGC_DIAG_MALFORMED,
			    "the buffer load's data at 0x%llx lies outside the code image%s",
			    (unsigned long long)base, p->where);
	uint64_t avail = (p->nimage - base) / 4;
	if (limit / 4 < avail)
		avail = limit / 4;
	if (avail > MAX_TABLE || !avail)
		return fail(p, in, AGC_DIAG_LIMIT,
			    "a pc-relative buffer load's table holds %llu dwords (1 to %d)",
			    (unsigned long long)avail, MAX_TABLE);
	r->indexed = r->per_lane = true;
	r->index_reg = vaddr->reg;
	r->addr = base;
	r->nwords = name[17] == 'x' ? (uint32_t)(name[18] - '0') : 1;
	r->ntable = (uint32_t)avail;
	if (!(r->words = image_words(p, base, r->ntable)))
		return agc_fail_oom(p->d, AGC_STAGE_IR, in->pc, "out of memory");
	return 0;
}

/* Block b's instructions on state s, recording (final) or only
 * stepping. */
static int
run_block(struct pass *p, uint32_t b, struct pstate *s, bool final)
{
	const struct agc_shader_cfg *cfg = p->ir->cfg;
	const struct agc_bb *bb = &cfg->bb[b];
	for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
		const struct agc_inst *in = &cfg->insts[i];
		const struct agc_irop *op = p->ir->inst[i].op;
		bool table = bb->exit == AGC_EXIT_SWITCH && i == bb->table_load;
		bool sload = op && (op->kind == AGC_K_SLOAD || op->kind == AGC_K_SBUFLOAD);
		bool bload = op && op->kind == AGC_K_BUFLOAD && in->enc == AGC_ENC_MUBUF &&
			     in->nuse >= 3 && reads_pc(s, in);
		if (final && !table && (sload || bload)) {
			struct agc_pcrel_load r;
			if ((sload ? resolve_load(p, s, in, op, &r) : resolve_buffer_load(p, s, in, &r)) < 0)
				return -1;
			struct agc_pcrel_load *have = &p->ir->pcrel[i];
			if (r.nwords && have->nwords && (have->addr != r.addr || have->indexed != r.indexed))
				return fail(p, in, AGC_DIAG_UNSUPPORTED,
					    "the pc-relative load reads different addresses from two "
					    "call sites (not supported yet)");
			if (r.nwords)
				*have = r;
			else if (reads_pc(s, in))
				return fail(p, in, AGC_DIAG_UNSUPPORTED,
					    "a scalar load from a pc-relative address that is not a "
					    "constant is not supported yet");
		} else if (final && !table && reads_pc(s, in) &&
			   (in->enc == AGC_ENC_SMEM || in->enc == AGC_ENC_MUBUF ||
			    in->enc == AGC_ENC_MTBUF || in->enc == AGC_ENC_MIMG ||
			    in->enc == AGC_ENC_FLAT)) {
			return fail(p, in, AGC_DIAG_UNSUPPORTED,
				    "a memory access through a pc-relative address (data in the code "
				    "image) is not supported yet for this instruction");
		}
		step(s, in);
	}
	return 0;
}

int
agc_ir_pcrel(struct agc_arena *a, struct agc_ir *ir, const struct agc_code *code, bool wave64,
	     struct agc_diag *d)
{
	const struct agc_shader_cfg *cfg = ir->cfg;
	const struct agc_graph *g = &cfg->g;
	struct pass p = {a, ir, d, cfg->image, cfg->nimage, wave64,
			 code && code->format == AGC_FORMAT_ELF
				 ? " (the ELF's code section; data in its other sections, such as "
				   ".rodata, is not read yet)"
				 : ""};
	ir->pcrel = NULL;
	/* nothing to do without an s_getpc_b64 */
	bool any = false;
	for (uint32_t i = 0; i < ir->ninst && !any; i++)
		any = ir->inst[i].op && ir->inst[i].op->kind == AGC_K_GETPC;
	if (!any || !g->nblocks)
		return 0;

	struct pstate *in = agc_alloc(a, sizeof(*in) * g->nblocks);
	bool *seen = agc_alloc(a, g->nblocks);
	uint32_t *work = agc_alloc(a, sizeof(uint32_t) * g->nblocks);
	bool *queued = agc_alloc(a, g->nblocks);
	ir->pcrel = agc_alloc(a, sizeof(*ir->pcrel) * (ir->ninst ? ir->ninst : 1));
	if (!in || !seen || !work || !queued || !ir->pcrel)
		return agc_fail_oom(d, AGC_STAGE_IR, AGC_DIAG_NO_OFFSET, "out of memory");

	/* the entry (block 0) starts from nothing known */
	uint32_t nwork = 0;
	seen[0] = true;
	work[nwork++] = 0;
	queued[0] = true;
	while (nwork) {
		uint32_t b = work[--nwork];
		queued[b] = false;
		struct pstate s = in[b];
		(void)run_block(&p, b, &s, false);
		for (uint32_t k = 0; k < g->blocks[b].nsucc; k++) {
			uint32_t t = g->blocks[b].succ[k];
			bool changed = !seen[t];
			if (!seen[t]) {
				in[t] = s;
				seen[t] = true;
			} else {
				changed = meet(&in[t], &s);
			}
			if (changed && !queued[t]) {
				queued[t] = true;
				work[nwork++] = t;
			}
		}
	}
	for (uint32_t b = 0; b < g->nblocks; b++) {
		struct pstate s = in[b];
		if (seen[b] && run_block(&p, b, &s, true) < 0)
			return -1;
	}
	return 0;
}
