/*
 * decoder.h -- gfx1030 (RDNA2) machine code to instruction records, and
 * instruction records to LLVM-identical disassembly text.
 *
 * Sections follow the files that define them:
 *   decode.c      agc_decode_one
 *   print.c       agc_inst_print (LLVM 19 llvm-objdump syntax)
 *   tables        opcode rows (*.def), one per encoding
 *   input.c       raw / ELF / capture readers (struct agc_code)
 */
#ifndef AGC_DECODER_H
#define AGC_DECODER_H

#include <stdbool.h>
#include <stdint.h>

#include "base/agc.h"

enum agc_enc {
	AGC_ENC_SOP1,
	AGC_ENC_SOP2,
	AGC_ENC_SOPK,
	AGC_ENC_SOPC,
	AGC_ENC_SOPP,
	AGC_ENC_SMEM,
	AGC_ENC_VOP1,
	AGC_ENC_VOP2,
	AGC_ENC_VOPC,
	AGC_ENC_VOP3,  /* VOP3a and VOP3b, incl. VOP1/VOP2/VOPC promoted to _e64 */
	AGC_ENC_VOP3P,
	AGC_ENC_VINTRP,
	AGC_ENC_DS,
	AGC_ENC_MUBUF,
	AGC_ENC_MTBUF,
	AGC_ENC_MIMG,
	AGC_ENC_FLAT,  /* FLAT, GLOBAL and SCRATCH: see seg */
	AGC_ENC_EXP,
	AGC_ENC_COUNT,
};

/* Control-flow class of an instruction. */
enum agc_flow {
	AGC_FLOW_NONE,     /* falls through to pc + size */
	AGC_FLOW_BRANCH,   /* s_branch: to target only */
	AGC_FLOW_CBRANCH,  /* s_cbranch_*: to target or fall through */
	AGC_FLOW_INDIRECT, /* s_setpc_b64, s_swappc_b64 with null dst, s_rfe_b64 */
	AGC_FLOW_CALL,     /* s_swappc_b64, s_call_b64: returns to pc + size */
	AGC_FLOW_END,      /* s_endpgm, s_endpgm_saved, s_endpgm_ordered_ps_done */
};

/*
 * Operand register codes follow the ISA's 9-bit source numbering, so one
 * number names any scalar or vector operand:
 *   0..105 s0..s105, 106/107 vcc_lo/hi, 108..123 ttmp0..15, 124 m0,
 *   125 null, 126/127 exec_lo/hi, 128..192 integers 0..64,
 *   193..208 integers -1..-16, 235..239 shared/private base/limit,
 *   pops_exiting_wave_id 239, 240..248 float constants (0.5, -0.5, 1.0,
 *   -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi)), 250 dpp8, 251 vccz,
 *   252 execz, 253 scc, 254 lds_direct, 255 literal (value in `literal`),
 *   256..511 v0..v255.
 */
enum {
	AGC_REG_VCC_LO = 106,
	AGC_REG_VCC_HI = 107,
	AGC_REG_TTMP0 = 108,
	AGC_REG_M0 = 124,
	AGC_REG_NULL = 125,
	AGC_REG_EXEC_LO = 126,
	AGC_REG_EXEC_HI = 127,
	AGC_REG_INT0 = 128,
	AGC_REG_FLOAT_HALF = 240,
	AGC_REG_VCCZ = 251,
	AGC_REG_EXECZ = 252,
	AGC_REG_SCC = 253,
	AGC_REG_LDS_DIRECT = 254,
	AGC_REG_LITERAL = 255,
	AGC_REG_VGPR0 = 256,
	AGC_REG_NONE = 0xffff,
};

enum agc_mod {
	AGC_MOD_NEG = 1 << 0,
	AGC_MOD_ABS = 1 << 1,
	AGC_MOD_SEXT = 1 << 2, /* SDWA integer sign extension */
};

struct agc_operand {
	uint16_t reg;     /* code above; AGC_REG_NONE when absent */
	uint8_t dwords;   /* registers spanned: 1, 2, 3, 4, 5, 8, 16 */
	uint8_t mods;     /* enum agc_mod */
	uint32_t literal; /* value when reg == AGC_REG_LITERAL */
};

/* One row of an opcode table. */
struct agc_opcode {
	const char *name; /* exactly as LLVM spells it, without _e32/_e64 */
	uint16_t op;      /* opcode number in its encoding */
	uint8_t enc;      /* enum agc_enc */
	uint8_t flow;     /* enum agc_flow */
	uint32_t flags;   /* table-specific operand shape bits (decode.c) */
	/* ALU and scalar tables: operands in printed order (internal.h
	 * AGC_D: field, dwords, kind, def bit) and a print class. */
	uint16_t opnd[6];
	uint8_t cls;
};

struct agc_inst {
	uint32_t pc;   /* byte offset of the first word */
	uint8_t size;  /* bytes, literal and NSA dwords included */
	uint8_t enc;   /* enum agc_enc; VOP1/2/C promoted to VOP3 say VOP3 */
	uint8_t flow;  /* enum agc_flow */
	uint8_t form;  /* AGC_FORM_*: plain, e32, e64, sdwa, dpp, dpp8 */
	uint16_t op;   /* opcode number in enc */
	const struct agc_opcode *info;
	int64_t target; /* branch target byte offset, or -1 */
	uint32_t words[5];

	/* Definitions then uses, in the order LLVM prints them. */
	uint8_t ndef, nuse;
	struct agc_operand def[2];
	struct agc_operand use[8];

	/* VOP3 / VOP3P / DPP / SDWA modifiers. */
	uint8_t clamp, omod;
	uint8_t opsel, opsel_hi, neg_lo, neg_hi;
	uint8_t neg, abs;   /* VOP3 source modifiers, bit i = source i */
	uint16_t dpp_ctrl;  /* DPP16 control; dpp8 selectors in dpp8 */
	uint32_t dpp8;
	uint8_t row_mask, bank_mask, bound_ctrl, fi;
	uint8_t sdwa_dst_sel, sdwa_dst_unused, sdwa_src_sel[2];

	/* Memory and other encoding fields (meaning depends on enc). */
	int32_t offset;     /* SMEM/DS/MUBUF/MTBUF/FLAT immediate offset */
	uint8_t offset1;    /* DS second offset */
	uint8_t glc, slc, dlc, gds, lds, idxen, offen, tfe, a16, d16, r128, unorm, da;
	uint8_t seg;        /* FLAT: 0 flat, 1 scratch, 2 global */
	uint8_t dmask, dim, nsa;
	uint8_t format;     /* MTBUF format */
	uint8_t exp_target, exp_en, exp_compr, exp_done, exp_vm;
	uint8_t attr, attr_chan; /* VINTRP */
	uint16_t simm16;    /* SOPK / SOPP immediate */
	uint8_t lwe, naddr, addr[13]; /* MIMG: lwe bit; address VGPR numbers, one per address */

	/* Scalar tuples at a misaligned code, which LLVM rounds down and
	 * warns about after the words ("; Warning: SGPR_64: scalar reg isn't
	 * aligned 17"): the encoded code and the tuple's dwords, in operand
	 * order. */
	uint8_t nwarn;
	uint8_t warn_reg[3], warn_dwords[3];
};

enum agc_form {
	AGC_FORM_PLAIN,
	AGC_FORM_E32,
	AGC_FORM_E64,
	AGC_FORM_SDWA,
	AGC_FORM_DPP,
	AGC_FORM_DPP8,
};

/* Decode the instruction at byte offset pc of code[0 .. nbytes).  wave64
 * selects LLVM's wave64 syntax (vcc vs vcc_lo and the like).  Returns 0 or
 * -1 with d filled (offset, the word(s), and why).  Never reads past
 * nbytes. */
int agc_decode_one(const uint8_t *code, size_t nbytes, uint32_t pc, bool wave64,
		   struct agc_inst *out, struct agc_diag *d);

/* LLVM 19 llvm-objdump text of one instruction, without the trailing
 * comment: e.g. "v_add_nc_u32_e32 v0, s1, v2".  Returns the length. */
int agc_inst_print(const struct agc_inst *in, bool wave64, char *buf, size_t n);

/* The trailing comment llvm-objdump prints: "// 000000000010: 7E000280". */
int agc_inst_print_words(const struct agc_inst *in, char *buf, size_t n);
/* The same with the instruction at address addr (an ELF object's address,
 * agc_code_address), as llvm-objdump numbers it. */
int agc_inst_print_words_at(const struct agc_inst *in, uint64_t addr, char *buf, size_t n);

/* llvm-objdump's line for a word that decodes to nothing, without the
 * comment: ".long 0xd7ff0000". */
int agc_word_print_unknown(uint32_t word, char *buf, size_t n);

/* After agc_fail: attach the instruction the diagnostic is about, its
 * text and its first words (at most 5), to d (which may be NULL). */
void agc_diag_inst(struct agc_diag *d, const struct agc_inst *in, bool wave64);

#endif
