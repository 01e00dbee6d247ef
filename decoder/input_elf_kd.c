/*
 * input_elf_kd.c -- an AMDGPU code object's facts about one kernel: its
 * AMDHSA kernel descriptor (symbol NAME.kd, 64 bytes) and its entry in the
 * metadata note (owner "AMDGPU", a msgpack map that input_meta.c reads).
 *
 *   vector_add.kd: COMPUTE_PGM_RSRC2.USER_SGPR 6, properties wave32 + kernarg
 *     -> abi { known, wave32, user_sgprs 6, kernarg_segment_ptr, ... }
 *
 * The layout of the kernel descriptor and the meaning of its bits follow
 * LLVM's AMDGPUUsage ("Kernel Descriptor").
 */
#include <elf.h>
#include <string.h>

#include "decoder/input_elf.h"

/* The code object metadata note: owner "AMDGPU", a msgpack map. */
#define NT_AMDGPU_METADATA 32
static const char amdgpu_owner[] = "AMDGPU";

/* Kernel descriptor: byte offsets of its fields, 64 bytes in all. */
enum {
	KD_GROUP_SEGMENT_FIXED_SIZE = 0,
	KD_PRIVATE_SEGMENT_FIXED_SIZE = 4,
	KD_KERNARG_SIZE = 8,
	KD_KERNEL_CODE_ENTRY_BYTE_OFFSET = 16,
	KD_COMPUTE_PGM_RSRC3 = 44,
	KD_COMPUTE_PGM_RSRC1 = 48,
	KD_COMPUTE_PGM_RSRC2 = 52,
	KD_KERNEL_CODE_PROPERTIES = 56,
	KD_SIZE = 64,
};

/* kernel_code_properties bits. */
enum {
	KCP_PRIVATE_SEGMENT_BUFFER = 1 << 0,
	KCP_DISPATCH_PTR = 1 << 1,
	KCP_QUEUE_PTR = 1 << 2,
	KCP_KERNARG_SEGMENT_PTR = 1 << 3,
	KCP_DISPATCH_ID = 1 << 4,
	KCP_FLAT_SCRATCH_INIT = 1 << 5,
	KCP_PRIVATE_SEGMENT_SIZE = 1 << 6,
	KCP_WAVEFRONT_SIZE32 = 1 << 10,
	KCP_USES_DYNAMIC_STACK = 1 << 11,
};

/* COMPUTE_PGM_RSRC2 fields. */
#define RSRC2_PRIVATE_SEGMENT(r) ((r)&1)
#define RSRC2_USER_SGPR_COUNT(r) (((r) >> 1) & 0x1f)
#define RSRC2_WORKGROUP_ID(r, i) (((r) >> (7 + (i))) & 1)
#define RSRC2_WORKGROUP_INFO(r) (((r) >> 10) & 1)
#define RSRC2_WORKITEM_ID(r) (((r) >> 11) & 3)

int
agc_elf_read_kernel_descriptor(struct elf *e, const struct symbol *kd, const struct symbol *fn,
                               uint64_t fn_size, struct agc_abi *abi, uint64_t *entry)
{
	uint64_t off;

	if (kd->size != KD_SIZE)
		return agc_elf_malformed(e, AGC_DIAG_NO_OFFSET,
		                         "kernel descriptor '%s' is %llu bytes, not %d", kd->name,
		                         (unsigned long long)kd->size, KD_SIZE);
	if (agc_elf_check_in_section(e, kd, &off) < 0)
		return -1;
	const struct section *s = &e->sh[kd->shndx];
	uint64_t at = s->offset + off;
	const uint8_t *p = e->data + at;
	uint32_t rsrc2 = rd32(p + KD_COMPUTE_PGM_RSRC2);
	uint16_t kcp = rd16(p + KD_KERNEL_CODE_PROPERTIES);

	*abi = (struct agc_abi){
	    .known = true,
	    .wave64 = !(kcp & KCP_WAVEFRONT_SIZE32),
	    .user_sgprs = RSRC2_USER_SGPR_COUNT(rsrc2),
	    .private_segment_buffer = kcp & KCP_PRIVATE_SEGMENT_BUFFER,
	    .dispatch_ptr = kcp & KCP_DISPATCH_PTR,
	    .queue_ptr = kcp & KCP_QUEUE_PTR,
	    .kernarg_segment_ptr = kcp & KCP_KERNARG_SEGMENT_PTR,
	    .dispatch_id = kcp & KCP_DISPATCH_ID,
	    .flat_scratch_init = kcp & KCP_FLAT_SCRATCH_INIT,
	    .private_segment_size = kcp & KCP_PRIVATE_SEGMENT_SIZE,
	    .wgid = {RSRC2_WORKGROUP_ID(rsrc2, 0), RSRC2_WORKGROUP_ID(rsrc2, 1),
	             RSRC2_WORKGROUP_ID(rsrc2, 2)},
	    .workgroup_info = RSRC2_WORKGROUP_INFO(rsrc2),
	    .scratch_wave_offset = RSRC2_PRIVATE_SEGMENT(rsrc2),
	    .workitem_ids = RSRC2_WORKITEM_ID(rsrc2) + 1,
	    .lds_bytes = rd32(p + KD_GROUP_SEGMENT_FIXED_SIZE),
	    .scratch_bytes = rd32(p + KD_PRIVATE_SEGMENT_FIXED_SIZE),
	    .kernarg_bytes = rd32(p + KD_KERNARG_SIZE),
	    .dynamic_stack = kcp & KCP_USES_DYNAMIC_STACK,
	    .rsrc1 = rd32(p + KD_COMPUTE_PGM_RSRC1),
	    .rsrc2 = rsrc2,
	    .rsrc3 = rd32(p + KD_COMPUTE_PGM_RSRC3),
	    .kernel_code_properties = kcp,
	};
	if (RSRC2_WORKITEM_ID(rsrc2) == 3)
		return agc_elf_malformed(e, at + KD_COMPUTE_PGM_RSRC2,
		                         "kernel descriptor '%s': work-item id VGPR count field "
		                         "is 3, a reserved value",
		                         kd->name);
	unsigned enabled = 4 * abi->private_segment_buffer + 2 * abi->dispatch_ptr +
	                   2 * abi->queue_ptr + 2 * abi->kernarg_segment_ptr +
	                   2 * abi->dispatch_id + 2 * abi->flat_scratch_init +
	                   abi->private_segment_size;
	if (abi->user_sgprs < enabled)
		return agc_elf_malformed(e, at + KD_COMPUTE_PGM_RSRC2,
		                         "kernel descriptor '%s' has %u user SGPRs, fewer than "
		                         "the %u its enabled inputs need",
		                         kd->name, abi->user_sgprs, enabled);
	/* Linked objects hold the entry as an offset from the descriptor;
	 * in a relocatable one a relocation fills it in later. */
	*entry = 0;
	if (e->type != ET_REL) {
		int64_t rel = (int64_t)rd64(p + KD_KERNEL_CODE_ENTRY_BYTE_OFFSET);
		uint64_t target = kd->value + (uint64_t)rel;
		if (target < fn->value || target - fn->value >= fn_size)
			return agc_elf_malformed(e, at + KD_KERNEL_CODE_ENTRY_BYTE_OFFSET,
			                         "kernel descriptor '%s' puts the entry at 0x%llx, "
			                         "outside function '%s' (0x%llx + 0x%llx)",
			                         kd->name, (unsigned long long)target, fn->name,
			                         (unsigned long long)fn->value,
			                         (unsigned long long)fn_size);
		*entry = target - fn->value;
		if (*entry % 4)
			return agc_elf_malformed(e, at + KD_KERNEL_CODE_ENTRY_BYTE_OFFSET,
			                         "kernel descriptor '%s' puts the entry at 0x%llx, "
			                         "not on a 4-byte boundary",
			                         kd->name, (unsigned long long)target);
	}
	return 0;
}

static uint64_t
align4(uint64_t v)
{
	return (v + 3) & ~(uint64_t)3;
}

/* The descriptor of the first NT_AMDGPU_METADATA note of an SHT_NOTE
 * section: *desc, *n and its file offset *at; *desc NULL when there is
 * none.  Each note is 12 bytes of namesz, descsz, type, then the name and
 * the descriptor, each padded to 4 bytes:
 *   07 00 00 00  91 04 00 00  20 00 00 00  "AMDGPU\0" 00  <0x491 bytes> */
static int
find_metadata(struct elf *e, const uint8_t **desc, size_t *n, uint64_t *at)
{
	*desc = NULL;
	for (unsigned i = 1; i < e->shnum; i++) {
		const struct section *s = &e->sh[i];
		if (s->type != SHT_NOTE)
			continue;
		for (uint64_t o = 0; o < s->size;) {
			uint64_t h = s->offset + o;
			if (s->size - o < 12)
				return agc_elf_malformed(e, h,
				                         "note in section %u (%s) is cut off: %llu "
				                         "bytes left, a note header needs 12",
				                         i, agc_elf_section_name(e, i),
				                         (unsigned long long)(s->size - o));
			const uint8_t *p = e->data + h;
			uint64_t namesz = rd32(p), descsz = rd32(p + 4);
			uint64_t len = 12 + align4(namesz) + align4(descsz);
			if (len > s->size - o && 12 + align4(namesz) + descsz > s->size - o)
				return agc_elf_malformed(
				    e, h,
				    "note in section %u (%s) of %llu + %llu bytes "
				    "runs past the section's end (0x%llx)",
				    i, agc_elf_section_name(e, i), (unsigned long long)namesz,
				    (unsigned long long)descsz,
				    (unsigned long long)(s->offset + s->size));
			if (namesz == sizeof(amdgpu_owner) && rd32(p + 8) == NT_AMDGPU_METADATA &&
			    !memcmp(p + 12, amdgpu_owner, sizeof(amdgpu_owner))) {
				*at = h + 12 + align4(namesz);
				*desc = e->data + *at;
				*n = (size_t)descsz;
				return 0;
			}
			o += len;
		}
	}
	return 0;
}

/* The chosen kernel's metadata, checked against its descriptor. */
int
agc_elf_read_metadata(struct elf *e, struct agc_arena *a, const char *kernel, struct agc_code *code)
{
	const uint8_t *desc;
	size_t n;
	uint64_t at;

	if (find_metadata(e, &desc, &n, &at) < 0)
		return -1;
	if (!desc)
		return 0;
	if (agc_input_read_metadata(a, desc, n, at, kernel, &code->meta, e->d) < 0)
		return -1;
	return agc_input_check_metadata(&code->meta, &code->abi, kernel, e->d);
}
