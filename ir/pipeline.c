/*
 * pipeline.c -- the recompiler, pass by pass:
 *
 *	agc_cfg_build        decoded instructions -> graph of blocks
 *	agc_ir_build         instructions -> semantic operations
 *	agc_cfg_structurize  graph -> structured graph
 *	agc_spv_lower        structured graph + IR -> SPIR-V
 *	agc_spv_optimize     (-O) SPIRV-Tools performance passes
 *	agc_spv_validate     SPIRV-Tools validator
 *
 * and the reflection JSON written beside the module.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <json-c/json.h>
#include <nettle/base16.h>
#include <nettle/sha2.h>

#include "ir/ir.h"
#include "spirv/lower.h"
#include "spirv/spv.h"

static double
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void
agc_options_defaults(struct agc_options *o, const struct agc_code *code)
{
	memset(o, 0, sizeof(*o));
	o->workitem_vgprs = 3;
	o->wgid_sgpr[0] = o->wgid_sgpr[1] = o->wgid_sgpr[2] = -1;
	o->spirv_version = 0x00010500;
	o->validate = true;
	if (code && code->abi.known) {
		const struct agc_abi *abi = &code->abi;
		o->wave64 = abi->wave64;
		o->user_sgprs = abi->user_sgprs;
		unsigned next = abi->user_sgprs;
		for (int i = 0; i < 3; i++)
			if (abi->wgid[i])
				o->wgid_sgpr[i] = (int32_t)next++;
		o->workitem_vgprs = abi->workitem_ids ? abi->workitem_ids : 1;
		o->lds_bytes = abi->lds_bytes;
		/* the workgroup size the kernel was compiled for */
		if (AGC_META_HAS(&code->meta, AGC_META_REQD_WORKGROUP_SIZE))
			memcpy(o->workgroup, code->meta.reqd_workgroup_size, sizeof(o->workgroup));
		o->scratch_bytes = abi->scratch_bytes;
		/* GFX10 wave64: COMPUTE_PGM_RSRC3.SHARED_VGPR_COUNT blocks of 8
		 * shared VGPRs follow the (GRANULATED_WORKITEM_VGPR_COUNT + 1) * 4
		 * VGPRs of the wave's own allocation (AMDGPUUsage, rsrc1/rsrc3) */
		if (abi->wave64 && (abi->rsrc3 & 0xf))
			o->shared_vgpr_first = ((abi->rsrc1 & 0x3f) + 1) * 4;
	}
}

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

static char *
reflection(struct agc_arena *a, const struct agc_code *code, const struct agc_options *o,
	   const struct agc_ir *ir, bool wg_default)
{
	unsigned W = o->wave64 ? 64 : 32;
	unsigned S = o->subgroup_size ? o->subgroup_size : W;
	unsigned threads = o->workgroup[0] * o->workgroup[1] * o->workgroup[2];
	unsigned waves = (threads + W - 1) / W;
	char sha[65];
	json_object *j = json_object_new_object(), *arr;

	agc_sha256_hex(code->bytes, code->nbytes, sha);
	json_object_object_add(j, "stage", json_object_new_string("compute"));
	json_object_object_add(j, "entry_point", json_object_new_string("main"));
	json_object_object_add(j, "wave_size", json_object_new_int((int)W));
	json_object_object_add(j, "subgroup_size", json_object_new_int((int)S));
	json_object_object_add(j, "lanes_per_invocation", json_object_new_int((int)(W / S)));
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

	json_object *pc = json_object_new_object();
	json_object *dw = json_object_new_array();
	for (unsigned i = 0; i < o->user_sgprs; i++) {
		json_object *e = json_object_new_object();
		json_object_object_add(e, "offset", json_object_new_int((int)(4 * i)));
		char reg[16];
		snprintf(reg, sizeof(reg), "s%u", i);
		json_object_object_add(e, "sgpr", json_object_new_string(reg));
		json_object_array_add(dw, e);
	}
	if (o->address_map == AGC_ADDR_PAGED) {
		json_object *e = json_object_new_object();
		json_object_object_add(e, "offset", json_object_new_int((int)(4 * o->user_sgprs)));
		json_object_object_add(e, "page_table", json_object_new_string("uint64 device address"));
		json_object_array_add(dw, e);
	}
	unsigned after = o->user_sgprs + (o->address_map == AGC_ADDR_PAGED ? 2 : 0);
	if (o->address32) {
		json_object *e = json_object_new_object();
		json_object_object_add(e, "offset", json_object_new_int((int)(4 * after)));
		json_object_object_add(e, "address32_window", json_object_new_string("uint64 device address"));
		json_object_array_add(dw, e);
		after += 2;
	}
	json_object_object_add(pc, "size", json_object_new_int((int)(4 * after)));
	json_object_object_add(pc, "dwords", dw);
	json_object_object_add(j, "push_constants", pc);

	arr = json_object_new_array();
	for (int i = 0; i < 3; i++)
		json_object_array_add(arr, o->wgid_sgpr[i] >= 0 ? json_object_new_int(o->wgid_sgpr[i])
								 : NULL);
	json_object_object_add(j, "workgroup_id_sgprs", arr);
	json_object_object_add(j, "workitem_id_vgprs", json_object_new_int((int)o->workitem_vgprs));
	json_object_object_add(j, "lds_bytes", json_object_new_int((int)o->lds_bytes));
	json_object_object_add(j, "scratch_bytes_per_lane", json_object_new_int((int)o->scratch_bytes));
	json_object_object_add(j, "address_map", json_object_new_string(
		o->address_map == AGC_ADDR_PAGED ? "paged" : "direct"));
	if (o->address_map == AGC_ADDR_PAGED)
		json_object_object_add(j, "page_size", json_object_new_int(1 << AGC_PAGE_SHIFT));
	if (o->address32)
		json_object_object_add(j, "address32_hi", json_object_new_int64(o->address32_hi));
	json_object_object_add(j, "descriptor_bindings", descriptor_bindings(ir));
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

/* After a failure: when an instruction was unsupported, every kind of
 * unsupported instruction the shader has goes to r (the diagnostic names
 * the first).  Returns -1 for the failure. */
static int
unsupported(struct agc_arena *a, const struct agc_shader_cfg *cfg, struct agc_result *r,
	    const struct agc_diag *d)
{
	if (d && d->cls == AGC_DIAG_UNSUPPORTED)
		(void)agc_ir_scan_unsupported(a, cfg, d->offset, &r->unsupported, &r->nunsupported);
	return -1;
}

int
agc_recompile(struct agc_arena *a, const struct agc_code *code, const struct agc_options *opts,
	      struct agc_result *r, struct agc_diag *d)
{
	struct agc_options o = *opts;
	struct agc_shader_cfg cfg;
	struct agc_ir ir;
	struct agc_sgraph s;
	double t0 = now_ms(), t1;

	memset(r, 0, sizeof(*r));
	unsigned W = o.wave64 ? 64 : 32;
	bool wg_default = !o.workgroup[0];
	if (!o.workgroup[0]) {
		o.workgroup[0] = W;
		o.workgroup[1] = o.workgroup[2] = 1;
	}
	for (int i = 0; i < 3; i++)
		if (!o.workgroup[i])
			o.workgroup[i] = 1;
	unsigned S = o.subgroup_size ? o.subgroup_size : W;
	if (S > W || (S & (S - 1)) || W % S)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"subgroup size %u must be a power of two dividing the wave size %u", S, W);
	if (o.user_sgprs > 106)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_MALFORMED, AGC_DIAG_NO_OFFSET,
				"%u user SGPRs: at most 106", o.user_sgprs);

	o.cfg.wave64 = o.wave64;
	if (agc_cfg_build(a, code, &o.cfg, &cfg, d) < 0)
		return -1;
	if (agc_ir_unset_sgprs(a, &cfg, &o, &code->abi, &r->warnings, &r->nwarnings) < 0)
		return agc_fail(d, AGC_STAGE_LIMIT, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	/* warnings number their pcs as the listing does, like errors */
	for (uint32_t i = 0; i < r->nwarnings; i++)
		if (r->warnings[i].offset != AGC_DIAG_NO_OFFSET)
			r->warnings[i].offset = agc_code_address(code, r->warnings[i].offset);
	if (agc_ir_build(a, &cfg, o.wave64, &ir, d) < 0 || agc_ir_descriptors(a, &ir, &o, d) < 0)
		return unsupported(a, &cfg, r, d);
	t1 = now_ms();
	r->stats.ms_decode = t1 - t0;
	t0 = t1;
	if (agc_cfg_structurize(a, &cfg.g, &s, d) < 0)
		return -1;
	t1 = now_ms();
	r->stats.ms_structurize = t1 - t0;
	t0 = t1;
	if (agc_spv_lower(a, &ir, &s, &o, &r->spv, &r->nwords, d) < 0)
		return unsupported(a, &cfg, r, d);
	t1 = now_ms();
	r->stats.ms_emit = t1 - t0;
	t0 = t1;
	int env = o.spirv_version >= 0x00010600 ? AGC_SPV_ENV_VULKAN_1_3 : AGC_SPV_ENV_VULKAN_1_2;
	if (o.optimize) {
		if (agc_spv_optimize(a, env, &r->spv, &r->nwords, d) < 0)
			return -1;
		t1 = now_ms();
		r->stats.ms_optimize = t1 - t0;
		t0 = t1;
	}
	if (o.validate || o.optimize) {
		if (agc_spv_validate(r->spv, r->nwords, env, d) < 0)
			return -1;
		r->stats.ms_validate = now_ms() - t0;
	}
	r->reflection = reflection(a, code, &o, &ir, wg_default);
	r->stats.insts = cfg.ninsts;
	r->stats.blocks_in = cfg.g.nblocks;
	r->stats.blocks_out = s.nblocks;
	r->stats.route_vars = s.route_vars;
	r->stats.jump_tables = cfg.njump_tables;
	r->stats.calls = cfg.ncontexts - 1;
	if (!r->reflection)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	return 0;
}
