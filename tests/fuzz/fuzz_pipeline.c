/*
 * fuzz_pipeline.c -- libFuzzer harness: the whole recompiler, from bytes
 * to SPIR-V.  The first byte picks the options (fuzz_pipeline.h); the rest
 * is the input file.  Whatever the recompiler accepts must pass the
 * SPIRV-Tools validator, run here and not inside the recompiler, so that an
 * invalid module is a finding and not a refusal.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ir/ir.h"
#include "spirv/spirv.h"
#include "fuzz_pipeline.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct agc_arena a = {.limit = 512u << 20};
	struct agc_code code;
	struct agc_diag d;
	if (fuzz_pipeline_parse(&a, data, size, &code, &d) == 0) {
		struct agc_options o;
		struct agc_result r;
		fuzz_pipeline_options(data[0], &code, &o);
		if (agc_recompile(&a, &code, &o, &r, &d) == 0 &&
		    agc_spv_validate(r.spv, r.nwords, AGC_SPV_ENV_VULKAN_1_2, &d) != 0) {
			char msg[512];
			agc_diag_format(&d, msg, sizeof(msg));
			fprintf(stderr, "fuzz_pipeline: selector 0x%02x: invalid module: %s\n",
				data[0], msg);
			__builtin_trap();
		}
	}
	agc_arena_free(&a);
	return 0;
}
