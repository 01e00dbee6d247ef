/*
 * vop_ext.h -- what decode_dpp.c / print_dpp.c (the DPP16, DPP8 and SDWA
 * forms of VOP1/VOP2/VOPC) and decode_vop3p.c share with the rest of the
 * decoder.  Contracts as in internal.h.
 */
#ifndef AGC_DECODER_VOP_EXT_H
#define AGC_DECODER_VOP_EXT_H

#include "decoder/internal.h"

/* Forms an opcode has (struct agc_vop_ext.forms). */
enum {
	X_DPP16 = 1 << 0,
	X_DPP8 = 1 << 1,
	X_DPP8_FI = 1 << 2,
	X_SDWA = 1 << 3,
};

/* One row of tables/vop_ext.def: masks over the bits of the second dword
 * that LLVM prints (_p) or refuses (_r); bits in neither are ignored. */
struct agc_vop_ext {
	uint8_t forms;
	uint8_t kind[2]; /* enum agc_fp_kind of an SDWA scalar src0 / src1 */
	uint32_t dpp_p, dpp_r, sdwa_p, sdwa_r;
};

/* The row of VOP1/VOP2/VOPC opcode op (never NULL for those encodings). */
const struct agc_vop_ext *agc_vop_ext_row(unsigned enc, unsigned op);

/* Decode the DPP16/DPP8/SDWA word pair whose first word's opcode is
 * already looked up (in->enc, in->op, in->info set by the caller). */
int agc_decode_vop_ext(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
		       struct agc_diag *d);
int agc_print_vop_ext(const struct agc_inst *in, bool wave64, char *buf, size_t n);

/* VOP3P (v_pk_*, v_fma_mix*, v_dot*). */
int agc_print_vop3p(const struct agc_inst *in, bool wave64, char *buf, size_t n);

/* VOP3 interpolation (v_interp_*_e64, v_interp_*_f16): decode_vop3_interp.c. */
bool agc_vop3_interp_op(unsigned op);
int agc_decode_vop3_interp(struct agc_inst *in, const uint32_t *w, size_t nw, bool wave64,
			   struct agc_diag *d);
int agc_print_vop3_interp(const struct agc_inst *in, bool wave64, char *buf, size_t n);

#endif
