/*
 * input_meta.c -- the AMDHSA code object metadata: the msgpack map in an
 * AMDGPU ELF's NT_AMDGPU_METADATA note, read for one kernel with msgpack-c
 * and checked against that kernel's descriptor.
 *
 *   two_kernels.co, note "AMDGPU" type 32 at 0x214:
 *     { "amdhsa.kernels": [ { ".name": "fill", ".reqd_workgroup_size":
 *         [64, 1, 1], ".wavefront_size": 32, ".kernarg_segment_size": 12,
 *         ".args": [ { ".offset": 0, ".size": 8, ".value_kind":
 *         "global_buffer" }, ... ], ... }, { ".name": "tile_sum", ... } ] }
 *     kernel "fill" -> meta { known, reqd_workgroup_size 64,1,1,
 *                             wavefront_size 32, args [0+8, 8+4], ... }
 *
 * Strings and keys point into the note itself (msgpack-c does not copy
 * them), which gives every field the byte offset a message names: that of
 * its key's text.  The fields and their meaning follow LLVM's AMDGPUUsage
 * ("Code Object V3 Metadata" and later).
 */
#include <msgpack.h>
#include <stdio.h>
#include <string.h>

#include "decoder/input.h"

struct reader {
	struct agc_arena *a;
	const uint8_t *desc;
	size_t n;
	uint64_t file_offset;
	const char *kernel;
	struct agc_diag *d;
};

/* The unsigned fields: their key and where they go. */
static const struct {
	const char *key;
	enum agc_meta_field f;
	size_t off;
} uint_fields[] = {
	{".max_flat_workgroup_size", AGC_META_MAX_FLAT_WORKGROUP_SIZE,
	 offsetof(struct agc_kernel_meta, max_flat_workgroup_size)},
	{".wavefront_size", AGC_META_WAVEFRONT_SIZE, offsetof(struct agc_kernel_meta, wavefront_size)},
	{".sgpr_count", AGC_META_SGPR_COUNT, offsetof(struct agc_kernel_meta, sgpr_count)},
	{".vgpr_count", AGC_META_VGPR_COUNT, offsetof(struct agc_kernel_meta, vgpr_count)},
	{".group_segment_fixed_size", AGC_META_GROUP_SEGMENT_FIXED_SIZE,
	 offsetof(struct agc_kernel_meta, group_segment_fixed_size)},
	{".private_segment_fixed_size", AGC_META_PRIVATE_SEGMENT_FIXED_SIZE,
	 offsetof(struct agc_kernel_meta, private_segment_fixed_size)},
	{".kernarg_segment_size", AGC_META_KERNARG_SEGMENT_SIZE,
	 offsetof(struct agc_kernel_meta, kernarg_segment_size)},
	{".kernarg_segment_align", AGC_META_KERNARG_SEGMENT_ALIGN,
	 offsetof(struct agc_kernel_meta, kernarg_segment_align)},
};

static const char *
type_name(const msgpack_object *o)
{
	switch (o->type) {
	case MSGPACK_OBJECT_NIL: return "nil";
	case MSGPACK_OBJECT_BOOLEAN: return "a boolean";
	case MSGPACK_OBJECT_POSITIVE_INTEGER: return "an unsigned integer";
	case MSGPACK_OBJECT_NEGATIVE_INTEGER: return "a negative integer";
	case MSGPACK_OBJECT_FLOAT32:
	case MSGPACK_OBJECT_FLOAT64: return "a float";
	case MSGPACK_OBJECT_STR: return "a string";
	case MSGPACK_OBJECT_ARRAY: return "an array";
	case MSGPACK_OBJECT_MAP: return "a map";
	case MSGPACK_OBJECT_BIN: return "binary data";
	case MSGPACK_OBJECT_EXT: return "an extension object";
	}
	return "?";
}

static bool
is_str(const msgpack_object *o, const char *s)
{
	size_t n = strlen(s);
	return o->type == MSGPACK_OBJECT_STR && o->via.str.size == n &&
	       !memcmp(o->via.str.ptr, s, n);
}

/* The file offset of a string's text (keys, names); else fallback. */
static uint64_t
where(const struct reader *r, const msgpack_object *o, uint64_t fallback)
{
	if (o->type != MSGPACK_OBJECT_STR)
		return fallback;
	return r->file_offset + (uint64_t)((const uint8_t *)o->via.str.ptr - r->desc);
}

static int
bad(const struct reader *r, uint64_t at, const char *fmt, ...) AGC_PRINTF(3, 4);

static int
bad(const struct reader *r, uint64_t at, const char *fmt, ...)
{
	char msg[sizeof(r->d->msg)];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return agc_fail(r->d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, at,
			"AMDGPU metadata%s%s%s: %s", r->kernel ? " of kernel '" : "",
			r->kernel ? r->kernel : "", r->kernel ? "'" : "", msg);
}

static const char *
copy_str(const struct reader *r, const msgpack_object *o)
{
	char *s = agc_alloc(r->a, o->via.str.size + 1);
	if (s)
		memcpy(s, o->via.str.ptr, o->via.str.size);
	return s;
}

/* An unsigned integer that fits 32 bits, named key (at: its offset). */
static int
get_uint(const struct reader *r, const msgpack_object *v, const char *key, uint64_t at,
	 uint32_t *out)
{
	if (v->type != MSGPACK_OBJECT_POSITIVE_INTEGER)
		return bad(r, at, "%s is %s, not an unsigned integer", key, type_name(v));
	if (v->via.u64 > UINT32_MAX)
		return bad(r, at, "%s is %llu, more than 32 bits", key,
			   (unsigned long long)v->via.u64);
	*out = (uint32_t)v->via.u64;
	return 0;
}

static int
get_str(const struct reader *r, const msgpack_object *v, const char *key, uint64_t at,
	const char **out)
{
	if (v->type != MSGPACK_OBJECT_STR)
		return bad(r, at, "%s is %s, not a string", key, type_name(v));
	if (!(*out = copy_str(r, v)))
		return agc_fail_oom(r->d, AGC_STAGE_INPUT, at, "out of memory");
	return 0;
}

/* One of .args: { .offset, .size, .value_kind [, .name, .type_name,
 * .address_space] }; at: the offset of the array's key. */
static int
read_arg(const struct reader *r, const msgpack_object *o, unsigned i, uint64_t at,
	 struct agc_kernel_arg *arg)
{
	char key[32];

	snprintf(key, sizeof(key), ".args[%u]", i);
	if (o->type != MSGPACK_OBJECT_MAP)
		return bad(r, at, "%s is %s, not a map", key, type_name(o));
	if (o->via.map.size)
		at = where(r, &o->via.map.ptr[0].key, at);
	bool has_offset = false, has_size = false;
	for (uint32_t k = 0; k < o->via.map.size; k++) {
		const msgpack_object *kk = &o->via.map.ptr[k].key, *v = &o->via.map.ptr[k].val;
		uint64_t ka = where(r, kk, at);
		int rc = 0;
		if (is_str(kk, ".offset"))
			rc = get_uint(r, v, ".args[].offset", ka, &arg->offset), has_offset = true;
		else if (is_str(kk, ".size"))
			rc = get_uint(r, v, ".args[].size", ka, &arg->size), has_size = true;
		else if (is_str(kk, ".value_kind"))
			rc = get_str(r, v, ".args[].value_kind", ka, &arg->value_kind);
		else if (is_str(kk, ".name"))
			rc = get_str(r, v, ".args[].name", ka, &arg->name);
		else if (is_str(kk, ".type_name"))
			rc = get_str(r, v, ".args[].type_name", ka, &arg->type_name);
		else if (is_str(kk, ".address_space"))
			rc = get_str(r, v, ".args[].address_space", ka, &arg->address_space);
		if (rc < 0)
			return -1;
	}
	if (!has_offset || !has_size || !arg->value_kind)
		return bad(r, at, "%s has no %s", key,
			   !has_offset ? ".offset" : !has_size ? ".size" : ".value_kind");
	return 0;
}

static int
read_args(const struct reader *r, const msgpack_object *v, uint64_t at, struct agc_kernel_meta *m)
{
	if (v->type != MSGPACK_OBJECT_ARRAY)
		return bad(r, at, ".args is %s, not an array", type_name(v));
	struct agc_kernel_arg *args = agc_alloc(r->a, (v->via.array.size + 1) * sizeof(*args));
	if (!args)
		return agc_fail_oom(r->d, AGC_STAGE_INPUT, at, "out of memory");
	for (uint32_t i = 0; i < v->via.array.size; i++)
		if (read_arg(r, &v->via.array.ptr[i], i, at, &args[i]) < 0)
			return -1;
	m->args = args;
	m->nargs = v->via.array.size;
	return 0;
}

static int
read_workgroup(const struct reader *r, const msgpack_object *v, uint64_t at,
	       struct agc_kernel_meta *m)
{
	if (v->type != MSGPACK_OBJECT_ARRAY || v->via.array.size != 3)
		return bad(r, at, ".reqd_workgroup_size is %s%s, not an array of 3 unsigned "
			   "integers", type_name(v),
			   v->type == MSGPACK_OBJECT_ARRAY ? " of another length" : "");
	for (int i = 0; i < 3; i++)
		if (get_uint(r, &v->via.array.ptr[i], ".reqd_workgroup_size[]", at,
			     &m->reqd_workgroup_size[i]) < 0)
			return -1;
	return 0;
}

/* One key of the kernel's entry. */
static int
read_field(const struct reader *r, const msgpack_object *k, const msgpack_object *v,
	   uint64_t at, struct agc_kernel_meta *m)
{
	for (size_t i = 0; i < sizeof(uint_fields) / sizeof(uint_fields[0]); i++) {
		if (!is_str(k, uint_fields[i].key))
			continue;
		m->present |= 1u << uint_fields[i].f;
		m->at[uint_fields[i].f] = at;
		return get_uint(r, v, uint_fields[i].key, at,
				(uint32_t *)((char *)m + uint_fields[i].off));
	}
	if (is_str(k, ".reqd_workgroup_size")) {
		m->present |= 1u << AGC_META_REQD_WORKGROUP_SIZE;
		m->at[AGC_META_REQD_WORKGROUP_SIZE] = at;
		return read_workgroup(r, v, at, m);
	}
	if (is_str(k, ".args")) {
		m->present |= 1u << AGC_META_ARGS;
		m->at[AGC_META_ARGS] = at;
		return read_args(r, v, at, m);
	}
	if (is_str(k, ".symbol"))
		return get_str(r, v, ".symbol", at, &m->symbol);
	return 0;
}

/* amdhsa.kernels[i]: its .name, or NULL (with d filled) when it has none. */
static const msgpack_object *
entry_name(const struct reader *r, const msgpack_object *e, unsigned i, uint64_t at)
{
	if (e->type != MSGPACK_OBJECT_MAP) {
		bad(r, at, "amdhsa.kernels[%u] is %s, not a map", i, type_name(e));
		return NULL;
	}
	for (uint32_t k = 0; k < e->via.map.size; k++) {
		const msgpack_object *key = &e->via.map.ptr[k].key;
		const msgpack_object *v = &e->via.map.ptr[k].val;
		if (key->type != MSGPACK_OBJECT_STR) {
			bad(r, at, "amdhsa.kernels[%u] has a key that is %s, not a string", i,
			    type_name(key));
			return NULL;
		}
		if (!is_str(key, ".name"))
			continue;
		if (v->type == MSGPACK_OBJECT_STR)
			return v;
		bad(r, where(r, key, at), "amdhsa.kernels[%u].name is %s, not a string", i,
		    type_name(v));
		return NULL;
	}
	bad(r, at, "amdhsa.kernels[%u] has no .name", i);
	return NULL;
}

static int
read_entry(const struct reader *r, const msgpack_object *e, const msgpack_object *name,
	   struct agc_kernel_meta *m)
{
	m->known = true;
	m->offset = where(r, name, r->file_offset);
	m->name = copy_str(r, name);
	if (!m->name)
		return agc_fail_oom(r->d, AGC_STAGE_INPUT, m->offset, "out of memory");
	for (uint32_t k = 0; k < e->via.map.size; k++) {
		const msgpack_object *key = &e->via.map.ptr[k].key;
		if (read_field(r, key, &e->via.map.ptr[k].val, where(r, key, m->offset), m) < 0)
			return -1;
	}
	return 0;
}

static int
read_root(const struct reader *r, const msgpack_object *root, struct agc_kernel_meta *m)
{
	const msgpack_object *kernels = NULL;
	uint64_t at = r->file_offset;

	if (root->type != MSGPACK_OBJECT_MAP)
		return bad(r, at, "the note holds %s, not a map", type_name(root));
	for (uint32_t k = 0; k < root->via.map.size; k++)
		if (is_str(&root->via.map.ptr[k].key, "amdhsa.kernels")) {
			kernels = &root->via.map.ptr[k].val;
			at = where(r, &root->via.map.ptr[k].key, at);
		}
	if (!kernels)
		return 0;
	if (kernels->type != MSGPACK_OBJECT_ARRAY)
		return bad(r, at, "amdhsa.kernels is %s, not an array", type_name(kernels));
	for (uint32_t i = 0; i < kernels->via.array.size; i++) {
		const msgpack_object *e = &kernels->via.array.ptr[i];
		const msgpack_object *name = entry_name(r, e, i, at);
		if (!name)
			return -1;
		if (is_str(name, r->kernel))
			return read_entry(r, e, name, m);
	}
	return 0;
}

/* Where msgpack-c stops on bad input: it says only that it failed, so
 * the bytes are fed again one at a time until it does. */
static size_t
error_offset(const uint8_t *p, size_t n)
{
	msgpack_unpacker u;
	msgpack_unpacked res;
	size_t i = 0;

	if (!msgpack_unpacker_init(&u, 256))
		return 0;
	msgpack_unpacked_init(&res);
	for (; i < n; i++) {
		if (!msgpack_unpacker_reserve_buffer(&u, 1))
			break;
		msgpack_unpacker_buffer(&u)[0] = (char)p[i];
		msgpack_unpacker_buffer_consumed(&u, 1);
		msgpack_unpack_return rc = msgpack_unpacker_next(&u, &res);
		if (rc != MSGPACK_UNPACK_CONTINUE)
			break;
	}
	msgpack_unpacked_destroy(&res);
	msgpack_unpacker_destroy(&u);
	return i;
}

/* The size of the msgpack object header at p (n bytes left): *hdr bytes,
 * then *payload bytes of data and *children objects; false for the unused
 * byte 0xc1 or a header cut short (msgpack-c will say which). */
static bool
object_head(const uint8_t *p, size_t n, size_t *hdr, uint64_t *payload, uint64_t *children)
{
	/* 0xc4..0xdf: header bytes, and whether the length that follows
	 * counts bytes (1), objects (2), pairs (3) or is fixed (0, fixed[]) */
	static const uint8_t size[32] = {2, 3, 5, 3, 4, 6, 5, 9, 2, 3, 5, 9, 2, 3, 5, 9,
					 2, 2, 2, 2, 2, 2, 3, 5, 3, 5, 3, 5};
	static const uint8_t kind[32] = {1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
					 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3};
	static const uint8_t fixext[5] = {1, 2, 4, 8, 16};
	uint8_t b = p[0];

	*hdr = 1;
	*payload = *children = 0;
	if (b <= 0x7f || b >= 0xe0 || b == 0xc0 || b == 0xc2 || b == 0xc3)
		return true;
	if (b <= 0x9f) {
		*children = b <= 0x8f ? 2u * (b & 15) : b & 15u;
		return true;
	}
	if (b <= 0xbf) {
		*payload = b & 31u;
		return true;
	}
	if (b == 0xc1)
		return false;
	unsigned i = b - 0xc4;
	*hdr = size[i];
	if (*hdr > n)
		return false;
	if (b >= 0xd4 && b <= 0xd8) {
		*payload = fixext[b - 0xd4];
		return true;
	}
	if (!kind[i])
		return true;
	/* ext8/16/32 have a type byte after the length */
	size_t lb = *hdr - 1 - (b >= 0xc7 && b <= 0xc9);
	uint64_t len = 0;
	for (size_t k = 0; k < lb; k++)
		len = len << 8 | p[1 + k];
	if (kind[i] == 1)
		*payload = len;
	else
		*children = kind[i] == 3 ? 2 * len : len;
	return true;
}

/* msgpack-c allocates an array's or a map's elements as soon as it reads
 * their count, so a 5-byte header "dd ff ff ff ff" would ask it for some
 * 100 GB.  Every object takes a byte at least: before it runs, the
 * headers are walked and the objects announced so far may not outnumber
 * the bytes left.  -1 with d naming the header that breaks this. */
static int
check_counts(const struct reader *r)
{
	uint64_t pending = 1;
	size_t at = 0, hdr;

	while (pending && at < r->n) {
		uint64_t payload, children;
		if (!object_head(r->desc + at, r->n - at, &hdr, &payload, &children))
			return 0;
		size_t left = r->n - at - hdr;
		if (payload > left)
			return 0;
		pending += children - 1;
		if (pending > left - payload)
			return bad(r, r->file_offset + at, "an array or map of %llu objects, more "
				   "than the %zu bytes left", (unsigned long long)children,
				   left - (size_t)payload);
		at += hdr + (size_t)payload;
	}
	return 0;
}

int
agc_input_read_metadata(struct agc_arena *a, const uint8_t *desc, size_t n,
			uint64_t file_offset, const char *kernel,
			struct agc_kernel_meta *m, struct agc_diag *d)
{
	struct reader r = {a, desc, n, file_offset, NULL, d};
	msgpack_unpacked res;
	size_t off = 0;
	int rc;

	*m = (struct agc_kernel_meta){0};
	if (check_counts(&r) < 0)
		return -1;
	msgpack_unpacked_init(&res);
	switch (msgpack_unpack_next(&res, (const char *)desc, n, &off)) {
	case MSGPACK_UNPACK_SUCCESS:
	case MSGPACK_UNPACK_EXTRA_BYTES:
		r.kernel = NULL;
		rc = off != n ? bad(&r, file_offset + off, "%zu bytes follow the msgpack map",
				    n - off)
			      : 0;
		r.kernel = kernel;
		if (rc == 0)
			rc = read_root(&r, &res.data, m);
		break;
	case MSGPACK_UNPACK_CONTINUE:
		rc = bad(&r, file_offset + n, "the msgpack data ends inside an object "
			 "(note descriptor of %zu bytes)", n);
		break;
	case MSGPACK_UNPACK_NOMEM_ERROR:
		rc = bad(&r, file_offset + error_offset(desc, n),
			 "msgpack objects nested too deep, or too large to hold");
		break;
	default: {
		size_t at = error_offset(desc, n);
		rc = bad(&r, file_offset + at, "not valid msgpack (byte 0x%02x)",
			 at < n ? desc[at] : 0);
		break;
	}
	}
	msgpack_unpacked_destroy(&res);
	return rc;
}

static int
inconsistent(const struct agc_kernel_meta *m, enum agc_meta_field f, struct agc_diag *d,
	     const char *fmt, ...) AGC_PRINTF(4, 5);

static int
inconsistent(const struct agc_kernel_meta *m, enum agc_meta_field f, struct agc_diag *d,
	     const char *fmt, ...)
{
	char msg[sizeof(d->msg)];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED,
			f < AGC_META_NFIELDS ? m->at[f] : m->offset,
			"AMDGPU metadata of kernel '%s' disagrees: %s", m->name, msg);
}

/* The sizes the metadata and the descriptor both give. */
static int
check_segments(const struct agc_kernel_meta *m, const struct agc_abi *abi, struct agc_diag *d)
{
	static const struct {
		enum agc_meta_field f;
		const char *key, *kd;
	} same[] = {
		{AGC_META_GROUP_SEGMENT_FIXED_SIZE, ".group_segment_fixed_size",
		 "group_segment_fixed_size"},
		{AGC_META_PRIVATE_SEGMENT_FIXED_SIZE, ".private_segment_fixed_size",
		 "private_segment_fixed_size"},
		{AGC_META_KERNARG_SEGMENT_SIZE, ".kernarg_segment_size", "kernarg_size"},
	};
	const uint32_t meta[] = {m->group_segment_fixed_size, m->private_segment_fixed_size,
				 m->kernarg_segment_size};
	const uint32_t kd[] = {abi->lds_bytes, abi->scratch_bytes, abi->kernarg_bytes};

	for (int i = 0; i < 3; i++)
		if (AGC_META_HAS(m, same[i].f) && meta[i] != kd[i])
			return inconsistent(m, same[i].f, d, "%s is %u, the kernel descriptor's "
					    "%s %u", same[i].key, meta[i], same[i].kd, kd[i]);
	return 0;
}

/* VGPRs: the descriptor allocates (GRANULATED_WORKITEM_VGPR_COUNT + 1)
 * granules, of 8 VGPRs in wave32 and 4 in wave64 on gfx10; e.g. rsrc1
 * bits 5:0 = 1 in wave32 -> 16 VGPRs, and a .vgpr_count of 20 cannot fit. */
static int
check_vgprs(const struct agc_kernel_meta *m, const struct agc_abi *abi, struct agc_diag *d)
{
	unsigned granted = ((abi->rsrc1 & 0x3f) + 1) * (abi->wave64 ? 4 : 8);
	if (AGC_META_HAS(m, AGC_META_VGPR_COUNT) && m->vgpr_count > granted)
		return inconsistent(m, AGC_META_VGPR_COUNT, d, ".vgpr_count is %u, more than "
				    "the %u VGPRs the kernel descriptor allocates "
				    "(COMPUTE_PGM_RSRC1 GRANULATED_WORKITEM_VGPR_COUNT %u, wave%u)",
				    m->vgpr_count, granted, abi->rsrc1 & 0x3f, abi->wave64 ? 64 : 32);
	return 0;
}

static int
check_workgroup(const struct agc_kernel_meta *m, struct agc_diag *d)
{
	const uint32_t *w = m->reqd_workgroup_size;
	bool flat = AGC_META_HAS(m, AGC_META_MAX_FLAT_WORKGROUP_SIZE);

	if (flat && (m->max_flat_workgroup_size == 0 || m->max_flat_workgroup_size > 1024))
		return inconsistent(m, AGC_META_MAX_FLAT_WORKGROUP_SIZE, d,
				    ".max_flat_workgroup_size is %u, not 1..1024",
				    m->max_flat_workgroup_size);
	if (!AGC_META_HAS(m, AGC_META_REQD_WORKGROUP_SIZE))
		return 0;
	uint64_t threads = (uint64_t)w[0] * w[1] * w[2];
	if (threads == 0 || threads > 1024)
		return inconsistent(m, AGC_META_REQD_WORKGROUP_SIZE, d,
				    ".reqd_workgroup_size is [%u, %u, %u], not a workgroup of "
				    "1..1024 threads", w[0], w[1], w[2]);
	if (flat && threads > m->max_flat_workgroup_size)
		return inconsistent(m, AGC_META_REQD_WORKGROUP_SIZE, d,
				    ".reqd_workgroup_size [%u, %u, %u] is %llu threads, more "
				    "than .max_flat_workgroup_size %u", w[0], w[1], w[2],
				    (unsigned long long)threads, m->max_flat_workgroup_size);
	return 0;
}

static int
check_args(const struct agc_kernel_meta *m, struct agc_diag *d)
{
	if (!AGC_META_HAS(m, AGC_META_KERNARG_SEGMENT_SIZE))
		return 0;
	for (unsigned i = 0; i < m->nargs; i++) {
		const struct agc_kernel_arg *g = &m->args[i];
		if ((uint64_t)g->offset + g->size > m->kernarg_segment_size)
			return inconsistent(m, AGC_META_ARGS, d, ".args[%u] (%s) at %u + %u bytes "
					    "lies past .kernarg_segment_size %u", i,
					    g->name ? g->name : g->value_kind, g->offset, g->size,
					    m->kernarg_segment_size);
	}
	return 0;
}

int
agc_input_check_metadata(const struct agc_kernel_meta *m, const struct agc_abi *abi,
			 const char *kernel, struct agc_diag *d)
{
	if (!m->known)
		return 0;
	if (m->symbol) {
		size_t n = strlen(kernel);
		if (strncmp(m->symbol, kernel, n) || strcmp(m->symbol + n, ".kd"))
			return inconsistent(m, AGC_META_NFIELDS, d, ".symbol is '%s', not '%s.kd'",
					    m->symbol, kernel);
	}
	if (AGC_META_HAS(m, AGC_META_WAVEFRONT_SIZE) && m->wavefront_size != 32 &&
	    m->wavefront_size != 64)
		return inconsistent(m, AGC_META_WAVEFRONT_SIZE, d, ".wavefront_size is %u, not 32 "
				    "or 64", m->wavefront_size);
	if (check_workgroup(m, d) < 0 || check_args(m, d) < 0)
		return -1;
	if (!abi->known)
		return 0;
	if (AGC_META_HAS(m, AGC_META_WAVEFRONT_SIZE) &&
	    (m->wavefront_size == 64) != abi->wave64)
		return inconsistent(m, AGC_META_WAVEFRONT_SIZE, d, ".wavefront_size is %u, the "
				    "kernel descriptor says wave%u (ENABLE_WAVEFRONT_SIZE32 %s)",
				    m->wavefront_size, abi->wave64 ? 64 : 32,
				    abi->wave64 ? "clear" : "set");
	if (check_segments(m, abi, d) < 0 || check_vgprs(m, abi, d) < 0)
		return -1;
	return 0;
}
