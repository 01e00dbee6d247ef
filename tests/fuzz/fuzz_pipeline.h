/*
 * fuzz_pipeline.h -- what the pipeline harness's first byte means, shared
 * by the harness (fuzz_pipeline.c) and the reach tool (reach.c).
 *
 * An input is one selector byte followed by the input file:
 *
 *   bit 0     wave64
 *   bit 1     subgroup size 8 (clear: the wave size)
 *   bits 2-5  user SGPRs: 0..10, 12, 16, 24, 32, 48 (fuzz_user_sgprs)
 *   bit 6     a workgroup id x in the SGPR after the user data
 *   bit 7     an ELF code object's kernel descriptor sets the ABI (wave
 *             size, user SGPRs, workgroup ids, LDS and scratch sizes); bits
 *             0 and 2-6 then do nothing, except that bits 2-5 pick the
 *             kernel (modulo their number) of an object with several
 *
 * e.g. 0x59 = wave64, 6 user SGPRs, workgroup id x in s6, subgroup size =
 * wave size; 0x80 = what the code object says.  Scratch memory, which the
 * recompiler cannot size by itself, gets 256 bytes a lane unless the code
 * object says otherwise.  make_seeds.py writes each seed behind the byte
 * its program needs.
 */
#ifndef AGC_TESTS_FUZZ_PIPELINE_H
#define AGC_TESTS_FUZZ_PIPELINE_H

#include <stdint.h>

#include "ir/ir.h"

#define FUZZ_SEL_WAVE64 0x01u
#define FUZZ_SEL_S8 0x02u
#define FUZZ_SEL_WGID 0x40u
#define FUZZ_SEL_ABI 0x80u

static inline uint32_t
fuzz_user_sgprs(uint8_t sel)
{
	static const uint8_t counts[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 32, 48};
	return counts[(sel >> 2) & 15];
}

/* The input file behind the selector byte, as agc_input_parse reads it;
 * an ELF object with several kernels gives the one bits 2-5 pick. */
static inline int
fuzz_pipeline_parse(struct agc_arena *a, const uint8_t *data, size_t size,
		    struct agc_code *code, struct agc_diag *d)
{
	struct agc_input_opts io = {.format = AGC_FORMAT_AUTO, .entry = -1};
	const char *const *names;
	unsigned n;
	if (size < 5)
		return agc_fail(d, AGC_STAGE_INPUT, AGC_DIAG_MALFORMED, 0, "under 5 bytes");
	if (agc_input_parse(a, data + 1, size - 1, &io, code, d) == 0)
		return 0;
	if (d->cls != AGC_DIAG_USAGE ||
	    agc_input_elf_kernels(a, data + 1, size - 1, &names, &n, d) < 0 || n == 0)
		return -1;
	io.symbol = names[((data[0] >> 2) & 15) % n];
	return agc_input_parse(a, data + 1, size - 1, &io, code, d);
}

/* The options the harness recompiles with, in-process validation off: the
 * harness validates what comes out itself. */
static inline void
fuzz_pipeline_options(uint8_t sel, const struct agc_code *code, struct agc_options *o)
{
	agc_options_defaults(o, code);
	if (!(sel & FUZZ_SEL_ABI) || !code->abi.known) {
		o->wave64 = sel & FUZZ_SEL_WAVE64;
		o->user_sgprs = fuzz_user_sgprs(sel);
		o->wgid_sgpr[0] = (sel & FUZZ_SEL_WGID) ? (int32_t)o->user_sgprs : -1;
		o->wgid_sgpr[1] = o->wgid_sgpr[2] = -1;
	}
	if (!o->scratch_bytes)
		o->scratch_bytes = 256;
	o->subgroup_size = (sel & FUZZ_SEL_S8) ? 8 : 0;
	o->validate = false;
	o->cfg.max_insts = 20000;
	o->cfg.max_blocks = 5000;
}

#endif
