/*
 * gfx_state_test.c -- agc_gfx_derive against register values composed
 * here from the bit positions of AMD's gfx10 register reference (each
 * value is written as its fields, e.g. SPI_PS_IN_CONTROL NUM_INTERP [5:0]
 * = 2 and PS_W32_EN [15] = 1 is 0x8002), and the PS input VGPR layout the
 * RDNA2 ISA guide gives (inputs of SPI_PS_INPUT_ADDR in bit order, PERSP_*
 * and LINEAR_* pairs 2 VGPRs, PERSP_PULL_MODEL 3, the rest 1).
 *
 * Usage: gfx_state_test (exit status 0: every check passed).
 */
#include <stdio.h>
#include <string.h>

#include "decoder/gfx_state.h"

static int failures;

#define CHECK(cond, ...)                                                                           \
	do {                                                                                       \
		if (!(cond)) {                                                                     \
			failures++;                                                                \
			printf("FAIL %s:%d: ", __FILE__, __LINE__);                               \
			printf(__VA_ARGS__);                                                       \
			printf("\n");                                                              \
		}                                                                                  \
	} while (0)

/* A pixel shader's registers: PERSP_CENTER (bit 1), POS_X_FLOAT (bit 8)
 * and POS_Y_FLOAT (bit 9) addressed, PERSP_CENTER and POS_Y_FLOAT
 * enabled; two attributes; MRT0 32_ABGR (9), MRT1 FP16_ABGR (4). */
static struct agc_reg_value ps_regs[] = {
	{"SPI_SHADER_PGM_RSRC1_PS", 0x00a00000 | (0xf0 << 12)}, /* DX10_CLAMP [21], IEEE_MODE [23], FLOAT_MODE [19:12] */
	{"SPI_SHADER_PGM_RSRC2_PS", 3 << 1},                    /* USER_SGPR [5:1] = 3 */
	{"SPI_PS_INPUT_ENA", 0x00000202},
	{"SPI_PS_INPUT_ADDR", 0x00000302},
	{"SPI_PS_IN_CONTROL", 0x00008002},                      /* NUM_INTERP 2, PS_W32_EN */
	{"SPI_PS_INPUT_CNTL_0", 0x00000003},                    /* OFFSET 3 */
	{"SPI_PS_INPUT_CNTL_1", 0x00000420 | (2 << 8)},         /* OFFSET 0x20 (default), DEFAULT_VAL 2 [9:8], FLAT_SHADE [10] */
	{"SPI_SHADER_COL_FORMAT", 0x00000049},
	{"SPI_SHADER_Z_FORMAT", 0x00000000},
	{"CB_SHADER_MASK", 0x000000ff},
	{"DB_SHADER_CONTROL", 0x00000051},                      /* Z_EXPORT_ENABLE [0], Z_ORDER [5:4] = 1, KILL_ENABLE [6] */
	{"SPI_BARYC_CNTL", 0x01020000},                         /* POS_FLOAT_LOCATION [17:16] = 2, FRONT_FACE_ALL_BITS [24] */
};
#define NPS (sizeof(ps_regs) / sizeof(ps_regs[0]))

static int
derive(struct agc_reg_value *r, uint32_t n, enum agc_hw_stage s, struct agc_gfx_state *st,
       struct agc_diag *d, bool cl)
{
	struct agc_regs regs = {r, n, cl};
	memset(d, 0, sizeof(*d));
	return agc_gfx_derive(&regs, s, st, d);
}

static void
test_ps(void)
{
	struct agc_gfx_state st;
	struct agc_diag d;
	int rc = derive(ps_regs, NPS, AGC_HW_PS, &st, &d, false);
	CHECK(rc == 0, "ps: %s", d.msg);
	if (rc)
		return;
	CHECK(!st.wave64, "ps: PS_W32_EN gives wave32");
	CHECK(st.user_sgprs == 3, "ps: USER_SGPR 3, got %u", st.user_sgprs);
	CHECK(st.float_mode == 0xf0 && st.ieee_mode && st.dx10_clamp, "ps: RSRC1 fields");
	CHECK(st.input_vgpr[AGC_PS_PERSP_CENTER] == 0, "ps: PERSP_CENTER in v0");
	CHECK(st.input_vgpr[AGC_PS_POS_X_FLOAT] == 2, "ps: POS_X_FLOAT slot v2, got %d",
	      st.input_vgpr[AGC_PS_POS_X_FLOAT]);
	CHECK(st.input_vgpr[AGC_PS_POS_Y_FLOAT] == 3, "ps: POS_Y_FLOAT v3");
	CHECK(st.input_vgpr[AGC_PS_PERSP_SAMPLE] == -1 && st.input_vgpr[AGC_PS_FRONT_FACE] == -1,
	      "ps: inputs not in ADDR have no VGPR");
	CHECK(st.ninput_vgprs == 4, "ps: 4 input VGPRs, got %u", st.ninput_vgprs);
	CHECK(st.input_ena == 0x202 && st.input_addr == 0x302, "ps: ENA, ADDR");
	CHECK(st.num_interp == 2, "ps: NUM_INTERP");
	CHECK(st.attr[0].offset == 3 && !st.attr[0].use_default && !st.attr[0].flat, "ps: attr 0");
	CHECK(st.attr[1].use_default && st.attr[1].default_val == 2 && st.attr[1].flat,
	      "ps: attr 1 default (1,1,1,0), flat");
	CHECK(st.col_format[0] == AGC_COL_32_ABGR && st.col_format[1] == AGC_COL_FP16_ABGR &&
		      st.col_format[2] == AGC_COL_ZERO,
	      "ps: COL_FORMAT");
	CHECK(st.cb_shader_mask == 0xff, "ps: CB_SHADER_MASK");
	CHECK(st.z_export && st.kill_enable && st.z_order == 1 && !st.mask_export,
	      "ps: DB_SHADER_CONTROL");
	CHECK(st.pos_float_location == 2 && st.front_face_all_bits, "ps: SPI_BARYC_CNTL");
	CHECK(st.unread == 0, "ps: every register read");

	/* the full layout: every ADDR bit, VGPRs 2,2,2,3,2,2,2,1 then 1s */
	struct agc_reg_value all[NPS];
	memcpy(all, ps_regs, sizeof(all));
	all[2].value = 0x0000ffff & ~0x80u; /* ENA: all but LINE_STIPPLE */
	all[3].value = 0x0000ffff;
	rc = derive(all, NPS, AGC_HW_PS, &st, &d, false);
	static const int8_t first[AGC_PS_NINPUTS] = {0, 2, 4, 6, 9, 11, 13, 15,
						     16, 17, 18, 19, 20, 21, 22, 23};
	CHECK(rc == 0, "ps all inputs: %s", d.msg);
	for (int i = 0; i < AGC_PS_NINPUTS && rc == 0; i++)
		CHECK(st.input_vgpr[i] == first[i], "ps all inputs: input %d at v%d, got v%d", i,
		      first[i], st.input_vgpr[i]);
	CHECK(rc || st.ninput_vgprs == 24, "ps all inputs: 24 VGPRs, got %u", st.ninput_vgprs);
}

/* ps_regs with register name set to value (or left out: remove). */
static uint32_t
with(struct agc_reg_value *out, const char *name, uint32_t value, bool remove)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < NPS; i++) {
		if (!strcmp(ps_regs[i].name, name)) {
			if (remove)
				continue;
			out[n] = ps_regs[i];
			out[n++].value = value;
		} else {
			out[n++] = ps_regs[i];
		}
	}
	return n;
}

static void
expect_error(const char *what, const char *name, uint32_t value, bool remove, bool cl,
	     const char *substr)
{
	struct agc_reg_value r[NPS + 1];
	struct agc_gfx_state st;
	struct agc_diag d;
	uint32_t n = with(r, name, value, remove);
	int rc = derive(r, n, AGC_HW_PS, &st, &d, cl);
	CHECK(rc < 0 && strstr(d.msg, substr), "%s: an error with \"%s\", got %d \"%s\"", what, substr,
	      rc, d.msg);
	CHECK(rc == 0 || d.cls == (cl ? AGC_DIAG_USAGE : AGC_DIAG_MALFORMED), "%s: class %d", what,
	      (int)d.cls);
}

static void
test_ps_errors(void)
{
	expect_error("missing ENA", "SPI_PS_INPUT_ENA", 0, true, false,
		     "needs register SPI_PS_INPUT_ENA");
	expect_error("missing CNTL_1", "SPI_PS_INPUT_CNTL_1", 0, true, true,
		     "needs register SPI_PS_INPUT_CNTL_1");
	expect_error("ENA not in ADDR", "SPI_PS_INPUT_ENA", 0x00000402, false, true,
		     "enables POS_Z_FLOAT_ENA, which SPI_PS_INPUT_ADDR = 0x00000302 lacks");
	expect_error("no barycentrics", "SPI_PS_INPUT_ENA", 0x00000200, false, false,
		     "enables no PERSP_* or LINEAR_*");
	expect_error("ENA bit 16", "SPI_PS_INPUT_ENA", 0x00010202, false, false, "above 15");
	expect_error("PT_SPRITE_TEX", "SPI_PS_INPUT_CNTL_0", 0x00020003, false, false,
		     "SPI_PS_INPUT_CNTL_0 = 0x00020003: PT_SPRITE_TEX = 1");
	expect_error("CYL_WRAP", "SPI_PS_INPUT_CNTL_1", 0x00002000, false, false, "CYL_WRAP = 1");
	expect_error("COL format 10", "SPI_SHADER_COL_FORMAT", 0x000000a9, false, false,
		     "COL1_EXPORT_FORMAT = 10 is no export format");
	expect_error("16-bit Z", "SPI_SHADER_Z_FORMAT", 4, false, false,
		     "Z_EXPORT_FORMAT = 4 (a 16-bit depth export) is not supported");
	expect_error("NUM_INTERP 33", "SPI_PS_IN_CONTROL", 0x00008021, false, false,
		     "NUM_INTERP = 33");
	expect_error("missing Z_FORMAT", "SPI_SHADER_Z_FORMAT", 0, true, false,
		     "needs register SPI_SHADER_Z_FORMAT");
}

static void
test_names(void)
{
	struct agc_reg_value r[NPS + 2];
	struct agc_gfx_state st;
	struct agc_diag d;
	memcpy(r, ps_regs, sizeof(ps_regs));
	r[NPS] = (struct agc_reg_value){"PA_SU_SC_MODE_CNTL", 0x4};
	r[NPS + 1] = (struct agc_reg_value){"SPI_PS_INPUT_CNTL_31", 0};
	int rc = derive(r, NPS + 2, AGC_HW_PS, &st, &d, false);
	CHECK(rc == 0 && st.unread == 1 && st.first_unread && !strcmp(st.first_unread, "PA_SU_SC_MODE_CNTL"),
	      "a register the tool does not read is counted, not refused (%s)", d.msg);
	r[NPS] = (struct agc_reg_value){"spi_ps_input_ena", 0x2};
	rc = derive(r, NPS + 1, AGC_HW_PS, &st, &d, true);
	CHECK(rc < 0 && strstr(d.msg, "\"spi_ps_input_ena\" is not a register's name") &&
		      d.cls == AGC_DIAG_USAGE,
	      "a lower-case name is an error (%s)", d.msg);
	r[NPS] = (struct agc_reg_value){"SPI_PS_INPUT_ENA", 0x2};
	rc = derive(r, NPS + 1, AGC_HW_PS, &st, &d, false);
	CHECK(rc < 0 && strstr(d.msg, "SPI_PS_INPUT_ENA is given twice"), "a name twice (%s)", d.msg);
	r[NPS] = (struct agc_reg_value){"SPI_PS_INPUT_CNTL_32", 0};
	rc = derive(r, NPS + 1, AGC_HW_PS, &st, &d, false);
	CHECK(rc == 0 && st.unread == 1, "SPI_PS_INPUT_CNTL_32 is no register the tool reads");

	enum agc_hw_stage s;
	CHECK(agc_hw_stage_parse("compute", &s) == 0 && s == AGC_HW_CS, "compute is cs");
	CHECK(agc_hw_stage_parse("ngg", &s) == 0 && s == AGC_HW_NGG, "ngg");
	CHECK(agc_hw_stage_parse("gs", &s) < 0, "gs is no stage");
	CHECK(!strcmp(agc_hw_stage_name(AGC_HW_PS), "ps"), "ps's name");
	CHECK(derive(NULL, 0, AGC_HW_CS, &st, &d, false) == 0, "cs needs no registers");
}

static void
test_vertex(void)
{
	struct agc_reg_value vs[] = {
		{"SPI_SHADER_PGM_RSRC1_VS", 3u << 24},         /* VGPR_COMP_CNT [25:24] = 3 */
		{"SPI_SHADER_PGM_RSRC2_VS", 4 << 1},           /* USER_SGPR 4 */
		{"VGT_SHADER_STAGES_EN", 1u << 23},            /* VS_W32_EN */
		{"SPI_VS_OUT_CONFIG", 2 << 1},                 /* VS_EXPORT_COUNT 2: 3 params */
		{"SPI_SHADER_POS_FORMAT", 0x00000004},         /* POS0 4COMP */
		{"PA_CL_VS_OUT_CNTL", 0x00210003},             /* CLIP_DIST_ENA_0,1, VS_OUT_MISC_VEC_ENA [21], USE_VTX_POINT_SIZE [16] */
	};
	struct agc_gfx_state st;
	struct agc_diag d;
	int rc = derive(vs, 6, AGC_HW_VS, &st, &d, false);
	CHECK(rc == 0, "vs: %s", d.msg);
	CHECK(rc || (!st.wave64 && st.user_sgprs == 4 && st.vgpr_comp_cnt == 3 && st.nparams == 3 &&
		     st.pos_format[0] == 4 && st.clip_dist_ena == 3 && st.misc_vec_ena &&
		     st.use_point_size && !st.use_layer),
	      "vs: fields");
	/* the same registers as ngg: PRIMGEN_EN must be set */
	rc = derive(vs, 6, AGC_HW_NGG, &st, &d, false);
	CHECK(rc < 0 && strstr(d.msg, "needs register SPI_SHADER_PGM_RSRC1_GS"), "ngg: RSRC1_GS (%s)",
	      d.msg);
	struct agc_reg_value ngg[] = {
		{"SPI_SHADER_PGM_RSRC1_GS", 2u << 29},         /* GS_VGPR_COMP_CNT [30:29] = 2 */
		{"SPI_SHADER_PGM_RSRC2_GS", (1u << 16) | (2 << 1)}, /* ES_VGPR_COMP_CNT [17:16] = 1, USER_SGPR 2 */
		{"VGT_SHADER_STAGES_EN", (1u << 13) | (2u << 3)},   /* PRIMGEN_EN, ES_EN = REAL; wave64 */
		{"SPI_VS_OUT_CONFIG", 1u << 7},                /* NO_PC_EXPORT */
		{"SPI_SHADER_POS_FORMAT", 0x00000004},
		{"PA_CL_VS_OUT_CNTL", 0},
		{"GE_NGG_SUBGRP_CNTL", 0x00010001},
	};
	rc = derive(ngg, 7, AGC_HW_NGG, &st, &d, false);
	CHECK(rc == 0, "ngg: %s", d.msg);
	CHECK(rc || (st.wave64 && st.gs_vgpr_comp_cnt == 2 && st.vgpr_comp_cnt == 1 &&
		     st.user_sgprs == 2 && st.nparams == 0 && st.ngg_subgrp_cntl == 0x10001),
	      "ngg: fields");
	ngg[2].value = 2u << 3; /* PRIMGEN_EN clear */
	rc = derive(ngg, 7, AGC_HW_NGG, &st, &d, true);
	CHECK(rc < 0 && strstr(d.msg, "VGT_SHADER_STAGES_EN = 0x00000010: PRIMGEN_EN = 0") &&
		      d.cls == AGC_DIAG_USAGE,
	      "ngg without PRIMGEN_EN (%s)", d.msg);
	ngg[2].value = (1u << 13) | (1u << 2); /* HS_EN */
	rc = derive(ngg, 7, AGC_HW_NGG, &st, &d, false);
	CHECK(rc < 0 && strstr(d.msg, "HS_EN = 1 (tessellation) is not supported"), "tessellation (%s)",
	      d.msg);
	vs[4].value = 0x3; /* POS0 4COMPRESS */
	rc = derive(vs, 6, AGC_HW_VS, &st, &d, false);
	CHECK(rc < 0 && strstr(d.msg, "POS0_EXPORT_FORMAT = 3"), "4COMPRESS (%s)", d.msg);
}

int
main(void)
{
	test_ps();
	test_ps_errors();
	test_names();
	test_vertex();
	printf("%d failed\n", failures);
	return failures ? 1 : 0;
}
