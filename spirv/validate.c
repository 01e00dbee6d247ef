/*
 * validate.c -- SPIRV-Tools' validator, in-process.
 */
#include <spirv-tools/libspirv.h>
#include <string.h>

#include "spirv/spirv.h"

int
agc_spv_validate(const uint32_t *words, size_t n, int env, struct agc_diag *d)
{
	spv_target_env target = env == AGC_SPV_ENV_VULKAN_1_3 ? SPV_ENV_VULKAN_1_3
							       : SPV_ENV_VULKAN_1_2;
	spv_context ctx = spvContextCreate(target);
	spv_validator_options opts = spvValidatorOptionsCreate();
	spv_diagnostic diag = NULL;
	struct spv_const_binary_t bin = {words, n};
	int ret = 0;

	if (!ctx || !opts) {
		ret = agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_INTERNAL, AGC_DIAG_NO_OFFSET,
			       "cannot start the SPIR-V validator");
		goto out;
	}
	if (spvValidateWithOptions(ctx, opts, &bin, &diag) != SPV_SUCCESS) {
		const char *why = diag && diag->error ? diag->error : "invalid module";
		char msg[200];
		size_t len = strcspn(why, "\n");
		if (len >= sizeof(msg))
			len = sizeof(msg) - 1;
		memcpy(msg, why, len);
		msg[len] = 0;
		ret = agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_INTERNAL, AGC_DIAG_NO_OFFSET,
			       "spirv-val: %s", msg);
	}
out:
	spvDiagnosticDestroy(diag);
	spvValidatorOptionsDestroy(opts);
	spvContextDestroy(ctx);
	return ret;
}
