/*
 * print_salu.c -- LLVM 19 text of the scalar encodings, including the
 * symbolic immediates: waitcnt counters, sendmsg(...), hwreg(...) and
 * s_waitcnt_depctr fields.
 *
 *   BF8C3F70  ->  "s_waitcnt vmcnt(0)"
 *   B90A0801  ->  "s_getreg_b32 s10, hwreg(HW_REG_MODE, 0, 2)"
 */
#include "decoder/internal.h"

/* Hardware register names gfx1030 knows, by id. */
static const char *const hwreg_name[64] = {
	[1] = "HW_REG_MODE", [2] = "HW_REG_STATUS", [3] = "HW_REG_TRAPSTS",
	[5] = "HW_REG_GPR_ALLOC", [6] = "HW_REG_LDS_ALLOC", [7] = "HW_REG_IB_STS",
	[15] = "HW_REG_SH_MEM_BASES", [16] = "HW_REG_TBA_LO", [17] = "HW_REG_TBA_HI",
	[18] = "HW_REG_TMA_LO", [19] = "HW_REG_TMA_HI", [20] = "HW_REG_FLAT_SCR_LO",
	[21] = "HW_REG_FLAT_SCR_HI", [23] = "HW_REG_HW_ID1", [24] = "HW_REG_HW_ID2",
	[25] = "HW_REG_POPS_PACKER", [29] = "HW_REG_SHADER_CYCLES",
};

static void
out_hwreg(struct agc_out *o, unsigned v)
{
	unsigned id = v & 63, off = (v >> 6) & 31, width = (v >> 11) + 1;

	if (hwreg_name[id])
		agc_out_printf(o, "hwreg(%s", hwreg_name[id]);
	else
		agc_out_printf(o, "hwreg(%u", id);
	if (off != 0 || width != 32)
		agc_out_printf(o, ", %u, %u", off, width);
	agc_out_str(o, ")");
}

static void
out_waitcnt(struct agc_out *o, unsigned v)
{
	unsigned vm = (v & 15) | ((v >> 10) & 0x30), exp = (v >> 4) & 7, lgkm = (v >> 8) & 63;
	bool all = vm == 63 && exp == 7 && lgkm == 63;
	const char *sep = "";

	if (vm != 63 || all) {
		agc_out_printf(o, "vmcnt(%u)", vm);
		sep = " ";
	}
	if (exp != 7 || all) {
		agc_out_printf(o, "%sexpcnt(%u)", sep, exp);
		sep = " ";
	}
	if (lgkm != 63 || all)
		agc_out_printf(o, "%slgkmcnt(%u)", sep, lgkm);
}

/* s_waitcnt_depctr fields in LLVM's order: name, shift, width. */
static const struct {
	const char *name;
	uint8_t shift, width;
} depctr_field[] = {
	{"depctr_hold_cnt", 7, 1}, {"depctr_sa_sdst", 0, 1}, {"depctr_va_vdst", 12, 4},
	{"depctr_va_sdst", 9, 3},  {"depctr_va_ssrc", 8, 1}, {"depctr_va_vcc", 1, 1},
	{"depctr_vm_vsrc", 2, 3},
};

static void
out_depctr(struct agc_out *o, unsigned v)
{
	const unsigned nf = sizeof(depctr_field) / sizeof(depctr_field[0]);
	bool nondefault = false;
	const char *sep = "";

	if (v & 0x60) {
		agc_out_printf(o, "0x%x", v);
		return;
	}
	for (unsigned i = 0; i < nf; i++) {
		unsigned mask = (1u << depctr_field[i].width) - 1;
		if (((v >> depctr_field[i].shift) & mask) != mask)
			nondefault = true;
	}
	for (unsigned i = 0; i < nf; i++) {
		unsigned mask = (1u << depctr_field[i].width) - 1;
		unsigned f = (v >> depctr_field[i].shift) & mask;
		if (f != mask || !nondefault) {
			agc_out_printf(o, "%s%s(%u)", sep, depctr_field[i].name, f);
			sep = " ";
		}
	}
}

enum { MSG_GS = 2, MSG_GS_DONE = 3, MSG_SYSMSG = 15 };

static const char *const msg_name[16] = {
	[1] = "MSG_INTERRUPT", [2] = "MSG_GS", [3] = "MSG_GS_DONE", [4] = "MSG_SAVEWAVE",
	[5] = "MSG_STALL_WAVE_GEN", [6] = "MSG_HALT_WAVES", [7] = "MSG_ORDERED_PS_DONE",
	[8] = "MSG_EARLY_PRIM_DEALLOC", [9] = "MSG_GS_ALLOC_REQ", [10] = "MSG_GET_DOORBELL",
	[11] = "MSG_GET_DDID", [15] = "MSG_SYSMSG",
};
static const char *const gs_op_name[4] = {"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT",
					   "GS_OP_EMIT_CUT"};
static const char *const sysmsg_op_name[8] = {
	[1] = "SYSMSG_OP_ECC_ERR_INTERRUPT", [2] = "SYSMSG_OP_REG_RD",
	[4] = "SYSMSG_OP_TTRACE_PC",
};

static void
out_sendmsg(struct agc_out *o, unsigned v)
{
	unsigned msg = v & 15, op = (v >> 4) & 7, stream = (v >> 8) & 3;
	bool gs = msg == MSG_GS || msg == MSG_GS_DONE;
	const char *opname = NULL;
	bool valid = msg_name[msg] != NULL;

	if (gs) {
		valid = valid && op < 4 && (msg == MSG_GS_DONE || op != 0) &&
			(op != 0 || stream == 0);
		opname = op < 4 ? gs_op_name[op] : NULL;
	} else if (msg == MSG_SYSMSG) {
		opname = sysmsg_op_name[op];
		valid = opname && stream == 0;
	} else {
		valid = valid && op == 0 && stream == 0;
	}
	if (valid) {
		agc_out_printf(o, "sendmsg(%s", msg_name[msg]);
		if (opname)
			agc_out_printf(o, ", %s", opname);
		if (gs && op != 0)
			agc_out_printf(o, ", %u", stream);
		agc_out_str(o, ")");
	} else if (!(v & ~0x37fu)) {
		agc_out_printf(o, "sendmsg(%u, %u, %u)", msg, op, stream);
	} else {
		agc_out_printf(o, "%u", v);
	}
}

static void
out_u16(struct agc_out *o, unsigned v)
{
	if (v <= 64)
		agc_out_printf(o, "%u", v);
	else
		agc_out_printf(o, "0x%x", v);
}

static void
out_signed_hex(struct agc_out *o, int32_t v)
{
	if (v < 0)
		agc_out_printf(o, "-0x%x", (unsigned)-(int64_t)v);
	else
		agc_out_printf(o, "0x%x", (unsigned)v);
}

static void
out_simm(struct agc_out *o, const struct agc_inst *in)
{
	unsigned v = in->simm16;

	switch (in->info->cls) {
	case AGC_CLS_NONE:
	case AGC_CLS_HEX: agc_out_printf(o, "0x%x", v); break;
	case AGC_CLS_NOIMM: break;
	case AGC_CLS_ENDPGM:
	case AGC_CLS_LABEL: agc_out_printf(o, "%u", v); break;
	case AGC_CLS_U16: out_u16(o, v); break;
	case AGC_CLS_WAITCNT: out_waitcnt(o, v); break;
	case AGC_CLS_SENDMSG: out_sendmsg(o, v); break;
	case AGC_CLS_DEPCTR: out_depctr(o, v); break;
	case AGC_CLS_HWREG: out_hwreg(o, v); break;
	case AGC_CLS_VERSION: {
		/* A version in bits 7:0, flags W64 (bit 13), W32 (bit 14) and
		 * MDP (bit 15), each flag after the first wrapping what came
		 * before in parentheses: ((229|W64)|W32)|MDP.  Anything in
		 * bits 12:8 makes it a plain number. */
		static const char *const flag[3] = {"UC_VERSION_W64_BIT", "UC_VERSION_W32_BIT",
						    "UC_VERSION_MDP_BIT"};
		if (v & 0x1f00) {
			agc_out_printf(o, "0x%x", v);
			break;
		}
		unsigned nflags = __builtin_popcount(v & 0xe000);
		for (unsigned k = 1; k < nflags; k++)
			agc_out_str(o, "(");
		switch (v & 0xff) {
		case 0: agc_out_str(o, "UC_VERSION_GFX7"); break;
		case 4: agc_out_str(o, "UC_VERSION_GFX10"); break;
		case 6: agc_out_str(o, "UC_VERSION_GFX11"); break;
		case 9: agc_out_str(o, "UC_VERSION_GFX12"); break;
		default: agc_out_printf(o, "%u", v & 0xff); break;
		}
		for (unsigned k = 0, seen = 0; k < 3; k++) {
			if (!(v & (0x2000u << k)))
				continue;
			agc_out_printf(o, "|%s%s", flag[k], ++seen < nflags ? ")" : "");
		}
		break;
	}
	}
}

int
agc_print_salu(const struct agc_inst *in, bool wave64, char *buf, size_t n)
{
	struct agc_out o = {buf, n, 0};
	const struct agc_opcode *info = in->info;
	unsigned idef = 0, iuse = 0;

	if (n)
		buf[0] = 0;
	agc_out_str(&o, info->name);
	if (in->enc == AGC_ENC_SOPP) {
		if (info->cls != AGC_CLS_NOIMM && (info->cls != AGC_CLS_ENDPGM || in->simm16)) {
			agc_out_str(&o, " ");
			out_simm(&o, in);
		}
		return (int)o.len;
	}
	for (int i = 0; i < 6 && info->opnd[i]; i++) {
		uint16_t desc = info->opnd[i];
		agc_out_str(&o, i ? ", " : " ");
		switch (AGC_D_FIELD(desc)) {
		case AGC_F_SIMM:
			out_simm(&o, in);
			continue;
		case AGC_F_SDATA_IMM:
			out_u16(&o, (in->words[0] >> 6) & 0x7f);
			continue;
		case AGC_F_OFFSET: {
			const struct agc_operand *soff = &in->use[iuse++];
			if (soff->reg == AGC_REG_NULL && !in->offset) {
				agc_out_str(&o, "null");
			} else if (soff->reg == AGC_REG_NULL) {
				out_signed_hex(&o, in->offset);
			} else {
				agc_out_operand(&o, soff, wave64, AGC_FP_INT);
				if (in->offset) {
					agc_out_str(&o, " offset:");
					out_signed_hex(&o, in->offset);
				}
			}
			continue;
		}
		}
		const struct agc_operand *op =
			AGC_D_IS_DEF(desc) ? &in->def[idef++] : &in->use[iuse++];
		/* A register-only operand prints a constant LLVM decoded
		 * there as a 32-bit one. */
		agc_out_operand(&o, op, wave64, AGC_D_REGONLY(desc) ? AGC_FP_INT : AGC_D_KIND(desc));
		agc_out_invalid_note(&o, op, desc);
	}
	if (info->cls == AGC_CLS_CACHE) {
		if (in->glc)
			agc_out_str(&o, " glc");
		if (in->dlc)
			agc_out_str(&o, " dlc");
	}
	return (int)o.len;
}
