/*
 * fuzz_pipeline.c -- libFuzzer harness: the whole recompiler, from bytes
 * to validated SPIR-V.  The first byte picks the wave size and subgroup
 * size; the rest is the input file.  Whatever it accepts must validate.
 */
#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"
#include "spirv/spirv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 5)
		return 0;
	struct agc_arena a = {.limit = 512u << 20};
	struct agc_input_opts io = {.format = AGC_FORMAT_AUTO, .entry = -1};
	struct agc_code code;
	struct agc_diag d;
	uint8_t sel = data[0];
	if (agc_input_parse(&a, data + 1, size - 1, &io, &code, &d) == 0) {
		struct agc_options o;
		struct agc_result r;
		agc_options_defaults(&o, &code);
		o.wave64 = sel & 1;
		o.subgroup_size = (sel & 2) ? 8 : 0;
		o.user_sgprs = (sel >> 2) & 15;
		o.validate = true;
		o.cfg.max_insts = 20000;
		o.cfg.max_blocks = 5000;
		if (agc_recompile(&a, &code, &o, &r, &d) == 0 &&
		    agc_spv_validate(r.spv, r.nwords, AGC_SPV_ENV_VULKAN_1_2, &d) != 0)
			__builtin_trap();
	}
	agc_arena_free(&a);
	return 0;
}
