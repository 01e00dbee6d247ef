// optimize.cpp -- the SPIRV-Tools optimizer's performance passes, behind a
// C function: the library's C API has no optimizer entry in the Debian
// package's version, so this one file uses its C++ interface.
#include <cstring>
#include <string>
#include <vector>

#include <spirv-tools/optimizer.hpp>

extern "C" {
#include "spirv/spirv.h"
}

extern "C" int
agc_spv_optimize(struct agc_arena *a, int env, uint32_t **words, size_t *nwords,
		 struct agc_diag *d)
{
	spv_target_env e = env == AGC_SPV_ENV_VULKAN_1_3 ? SPV_ENV_VULKAN_1_3 : SPV_ENV_VULKAN_1_2;
	spvtools::Optimizer opt(e);
	std::string first_error;
	opt.SetMessageConsumer([&](spv_message_level_t level, const char *, const spv_position_t &,
				   const char *msg) {
		if (level <= SPV_MSG_ERROR && first_error.empty())
			first_error = msg;
	});
	opt.RegisterPerformancePasses();
	std::vector<uint32_t> out;
	spvtools::ValidatorOptions vopt;
	spvtools::OptimizerOptions oopt;
	oopt.set_run_validator(false);
	if (!opt.Run(*words, *nwords, &out, oopt))
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_INTERNAL, AGC_DIAG_NO_OFFSET,
				"the SPIR-V optimizer failed: %s", first_error.c_str());
	uint32_t *w = static_cast<uint32_t *>(agc_alloc(a, out.size() * sizeof(uint32_t)));
	if (!w)
		return agc_fail_oom(d, AGC_STAGE_SPIRV, AGC_DIAG_NO_OFFSET, "out of memory");
	std::memcpy(w, out.data(), out.size() * sizeof(uint32_t));
	*words = w;
	*nwords = out.size();
	return 0;
}
