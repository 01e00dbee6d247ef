/*
 * reflect.c -- the reflection JSON written beside the module: what the host
 * needs to run it.  For a raw wave32 program of 2 user SGPRs:
 *
 *	{"stage": "compute", "entry_point": "main", "wave_size": 32,
 *	 "subgroup_size": 32, "lanes_per_invocation": 1,
 *	 "workgroup_size": [32, 1, 1], ..., "local_size": [32, 1, 1],
 *	 "push_constants": {"offset": 0, "size": 8, "dwords": [{"offset": 0, "sgpr": "s0"},
 *						  {"offset": 4, "sgpr": "s1"}]},
 *	 ..., "input_sha256": "...", "spirv_version": "1.5"}
 *
 * Its fields are those the man page lists (agc-recompile(1), OUTPUT OPTIONS).
 */
#include <stdio.h>
#include <string.h>

#include <json-c/json.h>
#include <nettle/base16.h>
#include <nettle/sha2.h>

#include "spirv/spirv.h"

void
agc_sha256_hex(const uint8_t *data, size_t n, char out[65])
{
	struct sha256_ctx ctx;
	uint8_t md[SHA256_DIGEST_SIZE];

	sha256_init(&ctx);
	sha256_update(&ctx, n, data);
	sha256_digest(&ctx, sizeof(md), md);
	base16_encode_update(out, sizeof(md), md);
	out[2 * sizeof(md)] = 0;
}

static const char *const desc_type_name[] = {"storage_image", "sampled_image", "sampler"};
static const char *const dim_name[8] = {"1d", "2d", "3d", "cube", "1d_array", "2d_array",
					"2d_msaa", "2d_msaa_array"};
static const char *const numeric_name[] = {"float", "uint", "sint"};

/* [{set, binding, type, source: {...}, dim, sampled_type, format}] */
static json_object *
descriptor_bindings(const struct agc_ir *ir)
{
	json_object *arr = json_object_new_array();
	for (uint32_t i = 0; i < ir->desc.nbindings; i++) {
		const struct agc_desc_binding *b = &ir->desc.bindings[i];
		json_object *e = json_object_new_object(), *src = json_object_new_object();
		json_object_object_add(e, "set", json_object_new_int((int)b->set));
		json_object_object_add(e, "binding", json_object_new_int((int)b->binding));
		json_object_object_add(e, "type", json_object_new_string(desc_type_name[b->type]));
		if (b->src == AGC_SRC_USER_SGPR) {
			json_object_object_add(src, "user_sgpr", json_object_new_int(b->sgpr));
		} else {
			json_object_object_add(src, b->src == AGC_SRC_POINTER ? "pointer_user_sgpr"
									 : "buffer_user_sgpr",
					       json_object_new_int(b->sgpr));
			json_object_object_add(src, "offset", json_object_new_int((int)b->offset));
		}
		json_object_object_add(e, "source", src);
		char name[32];
		agc_desc_source_name(b->src, b->sgpr, b->offset, name, sizeof(name));
		json_object_object_add(e, "source_name", json_object_new_string(name));
		json_object_object_add(e, "dwords", json_object_new_int(b->type == AGC_DESC_SAMPLER ? 4 : 8));
		if (b->modified)
			json_object_object_add(e, "modified_by_code", json_object_new_boolean(1));
		if (b->type != AGC_DESC_SAMPLER) {
			json_object_object_add(e, "dim", json_object_new_string(dim_name[b->dim & 7]));
			json_object_object_add(e, "sampled_type",
					       json_object_new_string(numeric_name[b->numeric]));
			const char *f = agc_image_format_name(b->format);
			json_object_object_add(e, "format", f ? json_object_new_string(f) : NULL);
		}
		json_object_array_add(arr, e);
	}
	return arr;
}

/* The AMDHSA metadata of an ELF kernel, as read:
 *   {name, wavefront_size, ..., kernarg_segment_size,
 *    args: [{offset: 0, size: 8, value_kind: "global_buffer", name: "a"}, ...]}
 * Fields the code object does not give are left out. */
static json_object *
kernel_metadata(const struct agc_kernel_meta *m)
{
	static const struct {
		enum agc_meta_field f;
		const char *key;
		size_t off;
	} fields[] = {
		{AGC_META_MAX_FLAT_WORKGROUP_SIZE, "max_flat_workgroup_size",
		 offsetof(struct agc_kernel_meta, max_flat_workgroup_size)},
		{AGC_META_WAVEFRONT_SIZE, "wavefront_size", offsetof(struct agc_kernel_meta, wavefront_size)},
		{AGC_META_SGPR_COUNT, "sgpr_count", offsetof(struct agc_kernel_meta, sgpr_count)},
		{AGC_META_VGPR_COUNT, "vgpr_count", offsetof(struct agc_kernel_meta, vgpr_count)},
		{AGC_META_GROUP_SEGMENT_FIXED_SIZE, "group_segment_fixed_size",
		 offsetof(struct agc_kernel_meta, group_segment_fixed_size)},
		{AGC_META_PRIVATE_SEGMENT_FIXED_SIZE, "private_segment_fixed_size",
		 offsetof(struct agc_kernel_meta, private_segment_fixed_size)},
		{AGC_META_KERNARG_SEGMENT_SIZE, "kernarg_segment_size",
		 offsetof(struct agc_kernel_meta, kernarg_segment_size)},
		{AGC_META_KERNARG_SEGMENT_ALIGN, "kernarg_segment_align",
		 offsetof(struct agc_kernel_meta, kernarg_segment_align)},
	};
	json_object *k = json_object_new_object(), *arr;

	json_object_object_add(k, "name", json_object_new_string(m->name));
	if (AGC_META_HAS(m, AGC_META_REQD_WORKGROUP_SIZE)) {
		arr = json_object_new_array();
		for (int i = 0; i < 3; i++)
			json_object_array_add(arr, json_object_new_int64(m->reqd_workgroup_size[i]));
		json_object_object_add(k, "reqd_workgroup_size", arr);
	}
	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++)
		if (AGC_META_HAS(m, fields[i].f))
			json_object_object_add(k, fields[i].key, json_object_new_int64(
				*(const uint32_t *)((const char *)m + fields[i].off)));
	arr = json_object_new_array();
	for (unsigned i = 0; i < m->nargs; i++) {
		const struct agc_kernel_arg *g = &m->args[i];
		json_object *e = json_object_new_object();
		json_object_object_add(e, "offset", json_object_new_int64(g->offset));
		json_object_object_add(e, "size", json_object_new_int64(g->size));
		json_object_object_add(e, "value_kind", json_object_new_string(g->value_kind));
		if (g->name)
			json_object_object_add(e, "name", json_object_new_string(g->name));
		if (g->type_name)
			json_object_object_add(e, "type_name", json_object_new_string(g->type_name));
		if (g->address_space)
			json_object_object_add(e, "address_space",
					       json_object_new_string(g->address_space));
		json_object_array_add(arr, e);
	}
	json_object_object_add(k, "args", arr);
	return k;
}

/* Where the workgroup size came from: the kernel's metadata, the options
 * (or a capture), or nowhere (wg_default: one wave was assumed, and an
 * ELF code object then gets a warning). */
static void
workgroup_source(json_object *j, const struct agc_code *code, const struct agc_options *o,
		 bool wg_default)
{
	const struct agc_kernel_meta *m = &code->meta;
	const char *src = "given";
	if (wg_default)
		src = "default";
	else if (AGC_META_HAS(m, AGC_META_REQD_WORKGROUP_SIZE) &&
		 !memcmp(m->reqd_workgroup_size, o->workgroup, sizeof(o->workgroup)))
		src = "metadata";
	json_object_object_add(j, "workgroup_size_source", json_object_new_string(src));
	json_object *w = json_object_new_array();
	if (wg_default && code->format == AGC_FORMAT_ELF) {
		char msg[160];
		snprintf(msg, sizeof(msg), "the code object declares no workgroup size "
			 "(.reqd_workgroup_size) and none was given; one wave, %u x 1 x 1, assumed",
			 o->workgroup[0]);
		json_object_array_add(w, json_object_new_string(msg));
	}
	json_object_object_add(j, "warnings", w);
}

char *
agc_spv_reflection(struct agc_arena *a, const struct agc_code *code, const struct agc_options *o,
		   const struct agc_ir *ir, bool wg_default)
{
	unsigned W = o->wave64 ? 64 : 32;
	unsigned S = o->subgroup_size ? o->subgroup_size : W;
	if (o->stage == AGC_HW_VS || o->stage == AGC_HW_NGG)
		S = 1; /* a vertex per invocation, a wave of one lane */
	unsigned threads = o->workgroup[0] * o->workgroup[1] * o->workgroup[2];
	unsigned waves = (threads + W - 1) / W;
	char sha[65];
	json_object *j = json_object_new_object(), *arr;

	agc_sha256_hex(code->bytes, code->nbytes, sha);
	bool gfx = o->stage != AGC_HW_CS; /* graphics: spirv/reflect_stage.c */
	json_object_object_add(j, "stage", json_object_new_string(gfx ? agc_hw_stage_name(o->stage)
									 : "compute"));
	json_object_object_add(j, "entry_point", json_object_new_string("main"));
	json_object_object_add(j, "wave_size", json_object_new_int((int)W));
	json_object_object_add(j, "subgroup_size", json_object_new_int((int)S));
	json_object_object_add(j, "lanes_per_invocation", json_object_new_int((int)(W / S)));
	if (!gfx) {
		arr = json_object_new_array();
		for (int i = 0; i < 3; i++)
			json_object_array_add(arr, json_object_new_int((int)o->workgroup[i]));
		json_object_object_add(j, "workgroup_size", arr);
		workgroup_source(j, code, o, wg_default);
		arr = json_object_new_array();
		json_object_array_add(arr, json_object_new_int((int)(waves * S)));
		json_object_array_add(arr, json_object_new_int(1));
		json_object_array_add(arr, json_object_new_int(1));
		json_object_object_add(j, "local_size", arr);
	}

	json_object *pc = json_object_new_object();
	json_object *dw = json_object_new_array();
	/* graphics: at --push-offset; ngg user data from s8 */
	unsigned base = gfx ? o->push_offset : 0, first = o->stage == AGC_HW_NGG ? 8 : 0;
	json_object_object_add(pc, "offset", json_object_new_int((int)base));
	for (unsigned i = 0; i < o->user_sgprs; i++) {
		json_object *e = json_object_new_object();
		json_object_object_add(e, "offset", json_object_new_int((int)(base + 4 * i)));
		char reg[16];
		snprintf(reg, sizeof(reg), "s%u", first + i);
		json_object_object_add(e, "sgpr", json_object_new_string(reg));
		json_object_array_add(dw, e);
	}
	if (o->address_map == AGC_ADDR_PAGED) {
		json_object *e = json_object_new_object();
		json_object_object_add(e, "offset", json_object_new_int((int)(base + 4 * o->user_sgprs)));
		json_object_object_add(e, "page_table", json_object_new_string("uint64 device address"));
		json_object_array_add(dw, e);
	}
	unsigned after = o->user_sgprs + (o->address_map == AGC_ADDR_PAGED ? 2 : 0);
	if (o->address32) {
		json_object *e = json_object_new_object();
		json_object_object_add(e, "offset", json_object_new_int((int)(base + 4 * after)));
		json_object_object_add(e, "address32_window", json_object_new_string("uint64 device address"));
		json_object_array_add(dw, e);
		after += 2;
	}
	json_object_object_add(pc, "size", json_object_new_int((int)(4 * after)));
	json_object_object_add(pc, "dwords", dw);
	json_object_object_add(j, "push_constants", pc);

	if (!gfx) {
		arr = json_object_new_array();
		for (int i = 0; i < 3; i++)
			json_object_array_add(arr, o->wgid_sgpr[i] >= 0
						   ? json_object_new_int(o->wgid_sgpr[i]) : NULL);
		json_object_object_add(j, "workgroup_id_sgprs", arr);
		json_object_object_add(j, "workitem_id_vgprs", json_object_new_int((int)o->workitem_vgprs));
		json_object_object_add(j, "lds_bytes", json_object_new_int((int)o->lds_bytes));
	}
	json_object_object_add(j, "scratch_bytes_per_lane", json_object_new_int((int)o->scratch_bytes));
	json_object_object_add(j, "address_map", json_object_new_string(
		o->address_map == AGC_ADDR_PAGED ? "paged" : "direct"));
	if (o->address_map == AGC_ADDR_PAGED)
		json_object_object_add(j, "page_size", json_object_new_int(1 << AGC_PAGE_SHIFT));
	if (o->address32)
		json_object_object_add(j, "address32_hi", json_object_new_int64(o->address32_hi));
	json_object_object_add(j, "descriptor_bindings", descriptor_bindings(ir));
	if (gfx)
		agc_spv_reflect_stage(a, j, o, ir);
	if (code->meta.known)
		json_object_object_add(j, "kernel", kernel_metadata(&code->meta));
	json_object_object_add(j, "input_sha256", json_object_new_string(sha));
	json_object_object_add(j, "spirv_version", json_object_new_string(
		o->spirv_version >= 0x00010600 ? "1.6" : "1.5"));
	const char *text = json_object_to_json_string_ext(j, JSON_C_TO_STRING_PRETTY |
							   JSON_C_TO_STRING_SPACED);
	char *out = agc_strdup(a, text);
	json_object_put(j);
	return out;
}
