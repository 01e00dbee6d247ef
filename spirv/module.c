/*
 * module.c -- a SPIR-V binary builder.
 *
 *   agc_spv_init(&m, arena, 0x00010500);
 *   uint32_t u32 = agc_spv_type_uint(&m);        -> %1 = OpTypeInt 32 0
 *   uint32_t one = agc_spv_const_uint(&m, 1);    -> %2 = OpConstant %1 1
 *   agc_spv_const_uint(&m, 1) == one             (deduplicated)
 *   agc_spv_finish(&m, &words, &n, &diag);       header + sections in order
 *
 * Instructions are appended to per-section buffers, so a client may make a
 * type while emitting a function body; finish concatenates the sections in
 * the order of the specification's logical layout.
 */
#include <stdarg.h>
#include <string.h>

#include "spirv/spv.h"

static void
reserve(struct agc_spv_module *m, struct agc_spv_buf *b, size_t more)
{
	if (b->n + more <= b->cap)
		return;
	size_t cap = b->cap ? b->cap * 2 : 64;
	while (cap < b->n + more)
		cap *= 2;
	uint32_t *w = agc_grow(m->arena, b->w, b->cap * sizeof(uint32_t), cap * sizeof(uint32_t));
	if (!w) {
		m->oom = true;
		return;
	}
	b->w = w;
	b->cap = cap;
}

static void
put(struct agc_spv_module *m, struct agc_spv_buf *b, const uint32_t *w, size_t n)
{
	reserve(m, b, n);
	if (m->oom || !n)
		return;
	memcpy(b->w + b->n, w, n * sizeof(uint32_t));
	b->n += n;
}

void
agc_spv_init(struct agc_spv_module *m, struct agc_arena *a, uint32_t version)
{
	memset(m, 0, sizeof(*m));
	m->arena = a;
	m->version = version;
	m->bound = 1;
}

uint32_t
agc_spv_id(struct agc_spv_module *m)
{
	return m->bound++;
}

/* Room for an instruction of n words (its first word included) at the end
 * of section s, that first word written; NULL when out of memory. */
static uint32_t *
begin_inst(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op, size_t n)
{
	struct agc_spv_buf *b = &m->sec[s];
	reserve(m, b, n);
	if (m->oom)
		return NULL;
	uint32_t *w = b->w + b->n;
	w[0] = ((uint32_t)n << SpvWordCountShift) | (uint32_t)op;
	b->n += n;
	return w;
}

void
agc_spv_inst(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op,
	     const uint32_t *ops, unsigned n)
{
	uint32_t *w = begin_inst(m, s, op, n + 1);
	if (w && n)
		memcpy(w + 1, ops, n * sizeof(uint32_t));
}

/* An instruction whose operands after the first `lead` come from ap,
 * straight into the section; NULL when out of memory. */
static uint32_t *
inst_va(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op, unsigned lead,
	unsigned n, va_list ap)
{
	uint32_t *w = begin_inst(m, s, op, 1 + lead + n);
	if (w)
		for (unsigned i = 0; i < n; i++)
			w[1 + lead + i] = va_arg(ap, uint32_t);
	return w;
}

void
agc_spv_instv(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op, unsigned n, ...)
{
	va_list ap;

	va_start(ap, n);
	inst_va(m, s, op, 0, n, ap);
	va_end(ap);
}

void
agc_spv_inst_str(struct agc_spv_module *m, enum agc_spv_section s, SpvOp op,
		 const uint32_t *pre, unsigned npre, const char *str,
		 const uint32_t *post, unsigned npost)
{
	size_t len = strlen(str);
	size_t nstr = len / 4 + 1; /* includes the terminating NUL */
	uint32_t *w = begin_inst(m, s, op, 1 + npre + nstr + npost);

	if (!w)
		return;
	if (npre)
		memcpy(w + 1, pre, npre * sizeof(uint32_t));
	memset(w + 1 + npre, 0, nstr * sizeof(uint32_t));
	for (size_t i = 0; i < len; i++)
		w[1 + npre + i / 4] |= (uint32_t)(unsigned char)str[i] << (8 * (i % 4));
	if (npost)
		memcpy(w + 1 + npre + nstr, post, npost * sizeof(uint32_t));
}

/* Keep result id's type and (for a bitcast) operand; false when out of
 * memory. */
static bool
note_result(struct agc_spv_module *m, uint32_t id, uint32_t type, uint32_t cast)
{
	if (id >= m->fn_cap) {
		uint32_t cap = m->fn_cap ? m->fn_cap : 256;
		while (cap <= id)
			cap *= 2;
		uint32_t *t = agc_realloc(m->arena, m->fn_type, m->fn_cap * sizeof(uint32_t), cap * sizeof(uint32_t));
		uint32_t *c = t ? agc_realloc(m->arena, m->fn_cast, m->fn_cap * sizeof(uint32_t), cap * sizeof(uint32_t)) : NULL;
		if (!t || !c) {
			m->oom = true;
			return false;
		}
		m->fn_type = t;
		m->fn_cast = c;
		m->fn_cap = cap;
	}
	m->fn_type[id] = type;
	m->fn_cast[id] = cast;
	return true;
}

/* x when it already has the type, or is a bitcast of a value of the type
 * (x = OpBitcast %v2uint %y, %y an ulong: OpBitcast %ulong x is %y);
 * 0 otherwise. */
static uint32_t
cast_back(const struct agc_spv_module *m, uint32_t type, uint32_t x)
{
	if (x >= m->fn_cap || !m->fn_type[x])
		return 0;
	if (m->fn_type[x] == type)
		return x;
	uint32_t y = m->fn_cast[x];
	return y && y < m->fn_cap && m->fn_type[y] == type ? y : 0;
}

uint32_t
agc_spv_op(struct agc_spv_module *m, SpvOp op, uint32_t type, unsigned n, ...)
{
	va_list ap;
	uint32_t cast = 0;

	if (op == SpvOpBitcast && n == 1) {
		va_start(ap, n);
		cast = va_arg(ap, uint32_t);
		va_end(ap);
		uint32_t same = cast_back(m, type, cast);
		if (same)
			return same;
	}
	uint32_t id = agc_spv_id(m);
	va_start(ap, n);
	uint32_t *w = inst_va(m, AGC_SPV_FN_CODE, op, 2, n, ap);
	va_end(ap);
	if (w && note_result(m, id, type, cast)) {
		w[1] = type;
		w[2] = id;
	}
	return id;
}

void
agc_spv_code(struct agc_spv_module *m, SpvOp op, unsigned n, ...)
{
	va_list ap;

	va_start(ap, n);
	inst_va(m, AGC_SPV_FN_CODE, op, 0, n, ap);
	va_end(ap);
}

/* ---- deduplication of types and constants ---- */

/* The key of an instruction is its words without the result id, which sits
 * at operand `rpos`. */
static uint32_t
key_hash(SpvOp op, const uint32_t *ops, unsigned n, unsigned rpos)
{
	uint32_t h = 2166136261u ^ (uint32_t)op;
	for (unsigned i = 0; i < n; i++) {
		if (i == rpos)
			continue;
		h = (h ^ ops[i]) * 16777619u;
	}
	return h ? h : 1;
}

static bool
key_equal(const struct agc_spv_module *m, const struct agc_spv_dedup *e, SpvOp op,
	  const uint32_t *ops, unsigned n, unsigned rpos)
{
	const uint32_t *w = m->sec[AGC_SPV_TYPES].w + e->offset;
	if (w[0] != (((uint32_t)(n + 1) << SpvWordCountShift) | (uint32_t)op))
		return false;
	for (unsigned i = 0; i < n; i++)
		if (i != rpos && w[1 + i] != ops[i])
			return false;
	return true;
}

static bool
grow_table(struct agc_spv_module *m)
{
	uint32_t cap = m->table_cap ? m->table_cap * 2 : 256;
	struct agc_spv_dedup *t = agc_alloc(m->arena, cap * sizeof(*t));
	if (!t) {
		m->oom = true;
		return false;
	}
	for (uint32_t i = 0; i < m->table_cap; i++) {
		struct agc_spv_dedup *e = &m->table[i];
		if (!e->id)
			continue;
		uint32_t j = e->hash & (cap - 1);
		while (t[j].id)
			j = (j + 1) & (cap - 1);
		t[j] = *e;
	}
	m->table = t;
	m->table_cap = cap;
	return true;
}

/* ops has a placeholder at rpos for the result id. */
static uint32_t
dedup(struct agc_spv_module *m, SpvOp op, uint32_t *ops, unsigned n, unsigned rpos)
{
	if ((m->table_used + 1) * 2 > m->table_cap && !grow_table(m))
		return 0;
	uint32_t h = key_hash(op, ops, n, rpos);
	uint32_t j = h & (m->table_cap - 1);
	for (; m->table[j].id; j = (j + 1) & (m->table_cap - 1))
		if (m->table[j].hash == h && key_equal(m, &m->table[j], op, ops, n, rpos))
			return m->table[j].id;
	uint32_t id = agc_spv_id(m);
	ops[rpos] = id;
	uint32_t offset = (uint32_t)m->sec[AGC_SPV_TYPES].n;
	agc_spv_inst(m, AGC_SPV_TYPES, op, ops, n);
	if (m->oom)
		return id;
	m->table[j] = (struct agc_spv_dedup){h, id, offset};
	m->table_used++;
	return id;
}

#define MAX_OPS 32

/* dedup of the words {pre[0..npre), ops[0..n)}: on the stack when short
 * (MAX_OPS + 2), else in the module's arena (a struct type or a constant
 * array -- a jump table's entries -- can have any number of members).  0
 * when out of memory. */
static uint32_t
dedup_with(struct agc_spv_module *m, SpvOp op, const uint32_t *pre, unsigned npre,
	   const uint32_t *ops, unsigned n, unsigned rpos)
{
	uint32_t small[MAX_OPS + 2], *w = small;
	if (n + npre > MAX_OPS + 2) {
		w = agc_alloc(m->arena, (n + npre) * sizeof(uint32_t));
		if (!w) {
			m->oom = true;
			return 0;
		}
	}
	memcpy(w, pre, npre * sizeof(uint32_t));
	if (n)
		memcpy(w + npre, ops, n * sizeof(uint32_t));
	return dedup(m, op, w, n + npre, rpos);
}

uint32_t
agc_spv_type(struct agc_spv_module *m, SpvOp op, const uint32_t *ops, unsigned n)
{
	const uint32_t pre[1] = {0};
	return dedup_with(m, op, pre, 1, ops, n, 0);
}

uint32_t
agc_spv_constant(struct agc_spv_module *m, SpvOp op, uint32_t type,
		 const uint32_t *ops, unsigned n)
{
	const uint32_t pre[2] = {type, 0};
	return dedup_with(m, op, pre, 2, ops, n, 1);
}

void
agc_spv_capability(struct agc_spv_module *m, SpvCapability cap)
{
	const struct agc_spv_buf *b = &m->sec[AGC_SPV_CAPABILITIES];
	for (size_t i = 0; i + 1 < b->n; i += 2)
		if (b->w[i + 1] == (uint32_t)cap)
			return;
	agc_spv_instv(m, AGC_SPV_CAPABILITIES, SpvOpCapability, 1, (uint32_t)cap);
}

uint32_t
agc_spv_type_void(struct agc_spv_module *m)
{
	return agc_spv_type(m, SpvOpTypeVoid, NULL, 0);
}

uint32_t
agc_spv_type_bool(struct agc_spv_module *m)
{
	if (!m->type_bool)
		m->type_bool = agc_spv_type(m, SpvOpTypeBool, NULL, 0);
	return m->type_bool;
}

uint32_t
agc_spv_type_uint(struct agc_spv_module *m)
{
	uint32_t ops[2] = {32, 0};
	if (!m->type_uint)
		m->type_uint = agc_spv_type(m, SpvOpTypeInt, ops, 2);
	return m->type_uint;
}

uint32_t
agc_spv_type_pointer(struct agc_spv_module *m, SpvStorageClass sc, uint32_t pointee)
{
	uint32_t ops[2] = {(uint32_t)sc, pointee};
	return agc_spv_type(m, SpvOpTypePointer, ops, 2);
}

uint32_t
agc_spv_const_uint(struct agc_spv_module *m, uint32_t v)
{
	uint32_t *kept = v < sizeof(m->const_uint) / sizeof(m->const_uint[0]) ? &m->const_uint[v] : NULL;
	if (kept && *kept)
		return *kept;
	uint32_t id = agc_spv_constant(m, SpvOpConstant, agc_spv_type_uint(m), &v, 1);
	if (kept)
		*kept = id;
	return id;
}

uint32_t
agc_spv_const_bool(struct agc_spv_module *m, bool v)
{
	return agc_spv_constant(m, v ? SpvOpConstantTrue : SpvOpConstantFalse,
				agc_spv_type_bool(m), NULL, 0);
}

uint32_t
agc_spv_global(struct agc_spv_module *m, uint32_t ptr_type, SpvStorageClass sc)
{
	uint32_t id = agc_spv_id(m);
	agc_spv_instv(m, AGC_SPV_TYPES, SpvOpVariable, 3, ptr_type, id, (uint32_t)sc);
	return id;
}

/* ---- functions ---- */

uint32_t
agc_spv_fn_begin(struct agc_spv_module *m, uint32_t ret_type, uint32_t fn_type)
{
	uint32_t id = agc_spv_id(m);
	m->fn_header[0] = (5u << SpvWordCountShift) | SpvOpFunction;
	m->fn_header[1] = ret_type;
	m->fn_header[2] = id;
	m->fn_header[3] = SpvFunctionControlMaskNone;
	m->fn_header[4] = fn_type;
	m->fn_entry_label = agc_spv_id(m);
	m->sec[AGC_SPV_FN_VARS].n = 0;
	m->sec[AGC_SPV_FN_CODE].n = 0;
	return id;
}

uint32_t
agc_spv_fn_var(struct agc_spv_module *m, uint32_t ptr_type, uint32_t init)
{
	uint32_t id = agc_spv_id(m);
	if (init)
		agc_spv_instv(m, AGC_SPV_FN_VARS, SpvOpVariable, 4, ptr_type, id,
			      (uint32_t)SpvStorageClassFunction, init);
	else
		agc_spv_instv(m, AGC_SPV_FN_VARS, SpvOpVariable, 3, ptr_type, id,
			      (uint32_t)SpvStorageClassFunction);
	return id;
}

void
agc_spv_fn_end(struct agc_spv_module *m)
{
	struct agc_spv_buf *f = &m->sec[AGC_SPV_FUNCTIONS], *code = &m->sec[AGC_SPV_FN_CODE];
	uint32_t label[2] = {(2u << SpvWordCountShift) | SpvOpLabel, m->fn_entry_label};
	uint32_t end = (1u << SpvWordCountShift) | SpvOpFunctionEnd;

	put(m, f, m->fn_header, 5);
	put(m, f, label, 2);
	put(m, f, m->sec[AGC_SPV_FN_VARS].w, m->sec[AGC_SPV_FN_VARS].n);
	if (m->nsplice == m->capsplice) {
		size_t cap = m->capsplice ? 2 * m->capsplice : 4;
		void *s = agc_grow(m->arena, m->splice, m->capsplice * sizeof(*m->splice),
				   cap * sizeof(*m->splice));
		if (!s) {
			m->oom = true;
			return;
		}
		m->splice = s;
		m->capsplice = cap;
	}
	/* the body stays where it is; the next function's starts afresh */
	m->splice[m->nsplice++] = (struct agc_spv_splice){f->n, code->w, code->n};
	*code = (struct agc_spv_buf){0};
	put(m, f, &end, 1);
	m->sec[AGC_SPV_FN_VARS].n = 0;
}

int
agc_spv_finish(struct agc_spv_module *m, uint32_t **words, size_t *nwords,
	       struct agc_diag *d)
{
	size_t n = 5;
	for (int s = 0; s <= AGC_SPV_FUNCTIONS; s++)
		n += m->sec[s].n;
	for (size_t i = 0; i < m->nsplice; i++)
		n += m->splice[i].n;
	uint32_t *w = m->oom ? NULL : agc_alloc_uninit(m->arena, n * sizeof(uint32_t));
	if (!w)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET,
				"out of memory building the SPIR-V module");
	w[0] = SpvMagicNumber;
	w[1] = m->version;
	w[2] = 0; /* generator: unregistered */
	w[3] = m->bound;
	w[4] = 0;
	size_t at = 5;
	for (int s = 0; s < AGC_SPV_FUNCTIONS; s++) {
		if (m->sec[s].n)
			memcpy(w + at, m->sec[s].w, m->sec[s].n * sizeof(uint32_t));
		at += m->sec[s].n;
	}
	/* FUNCTIONS, with the bodies spliced in */
	const struct agc_spv_buf *f = &m->sec[AGC_SPV_FUNCTIONS];
	size_t from = 0;
	for (size_t i = 0; i <= m->nsplice; i++) {
		size_t to = i < m->nsplice ? m->splice[i].at : f->n;
		if (to > from)
			memcpy(w + at, f->w + from, (to - from) * sizeof(uint32_t));
		at += to - from;
		from = to;
		if (i < m->nsplice && m->splice[i].n) {
			memcpy(w + at, m->splice[i].w, m->splice[i].n * sizeof(uint32_t));
			at += m->splice[i].n;
		}
	}
	*words = w;
	*nwords = n;
	return 0;
}
