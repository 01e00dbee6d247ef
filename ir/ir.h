/*
 * ir.h -- the recompiler's IR: each machine instruction of the shader's
 * graph paired with its semantic operation, and the options of a
 * recompilation.
 *
 *   build.c          agc_ir_build: machine instructions -> IR (ops.def)
 *   descriptors.c    T# and S# traced to descriptor bindings
 *   sgpr_reads.c     SGPRs read before anything sets them
 *
 * The options and results of a recompilation are declared here too, for
 * every stage reads the options; the pipeline that runs the passes in
 * order, agc_recompile, is pipeline/pipeline.c.
 */
#ifndef AGC_IR_H
#define AGC_IR_H

#include "base/agc.h"
#include "cfg/shader_cfg.h"
#include "decoder/decoder.h"
#include "decoder/gfx_state.h"
#include "decoder/input.h"

/* Value types of an operation's operands. */
enum agc_irt {
	AGC_T_U32,
	AGC_T_I32,
	AGC_T_F32,
	AGC_T_U64,
	AGC_T_I64,
	AGC_T_F64,
	AGC_T_F16,
	AGC_T_U16,
	AGC_T_I16,
	AGC_T_U24,
	AGC_T_I24,
};

/* Semantic operations.  The generic kinds (UNARY, BINARY, TERNARY,
 * COMPARE) carry a SPIR-V opcode and a type in their table row; the others
 * have their own lowering. */
enum agc_irk {
#define K(x, how, entry) AGC_K_##x,
#include "ir/kinds.def"
#undef K
	AGC_K_COUNT,
};

/* One row of ir/ops.def. */
struct agc_irop {
	const char *name; /* the machine instruction, as LLVM spells it */
	uint16_t kind;    /* enum agc_irk */
	uint8_t type;     /* enum agc_irt of the sources */
	uint8_t dtype;    /* enum agc_irt of the result */
	uint16_t spv;     /* SpvOp, or GLSL.std.450 instruction (flag EXT) */
	uint16_t flags;   /* AGC_IRF_* */
	uint8_t bytes;    /* memory rows (MEM): the bytes of one element accessed
			   * (AGC_IRF_SIGNED: sign-extended, AGC_IRF_WIDE: a
			   * 64-bit atomic; atomics: spv is the SpvOp) */
};

enum {
	AGC_IRF_EXT = 1 << 0,     /* spv is a GLSL.std.450 instruction */
	AGC_IRF_SCC = 1 << 1,     /* scalar: SCC = result != 0 */
	AGC_IRF_REV = 1 << 2,     /* operands reversed (subrev, lshlrev) */
	AGC_IRF_NOT = 1 << 3,     /* complement the result (nand, nor, xnor) */
	AGC_IRF_NOT1 = 1 << 4,    /* complement the second source (andn2, orn2) */
	AGC_IRF_EXEC = 1 << 5,    /* v_cmpx: writes EXEC */
	AGC_IRF_SIGNED = 1 << 6,
	AGC_IRF_CARRY_IN = 1 << 7,
	AGC_IRF_HI = 1 << 8,      /* the high half of a product; memory: of the VGPR (d16_hi) */
	AGC_IRF_WIDE = 1 << 9,    /* 64-bit operands */
	AGC_IRF_BFM = 1 << 10,    /* s_bfm: a bit-field mask (SBIN; spv unused) */
	AGC_IRF_PAIR = 1 << 11,   /* ds_read2/ds_write2: two elements, offset0 and offset1 */
	AGC_IRF_ST64 = 1 << 12,   /* ds_*2st64: the offsets count 64 elements */
	AGC_IRF_D16 = 1 << 13,    /* a 16-bit half of the VGPR loaded, the other kept */
	AGC_IRF_FORMAT = 1 << 14, /* buffer_*_format_*: bytes / 4 components by the format */
	AGC_IRF_GRAPHICS = 1 << 15, /* graphics stages only: "not supported yet" in compute */
};

/* BRANCH: when the branch is taken. */
enum {
	AGC_BR_ALWAYS = 0,
	AGC_BR_SCC0 = 1,
	AGC_BR_SCC1 = 2,
	AGC_BR_VCCZ = 3,
	AGC_BR_VCCNZ = 4,
	AGC_BR_EXECZ = 5,
	AGC_BR_EXECNZ = 6,
};

/* The spv column of the ir/ops.def rows of these kinds: the
 * sub-operation, which spirv/ lowers. */
/* SEXTRA */
enum {
	AGC_SX_ANDN1_WREXEC = 1,
	AGC_SX_ANDN2_WREXEC = 2,
	AGC_SX_BITREPLICATE = 3,
	AGC_SX_FLBIT_I64 = 4,
	AGC_SX_FF0 = 5,
	AGC_SX_PACK_LL = 6,
	AGC_SX_PACK_LH = 7,
	AGC_SX_PACK_HH = 8,
	AGC_SX_MEMTIME = 9,
	AGC_SX_MEMREALTIME = 10,
};

/* SMOVREL and VMOVREL */
enum {
	AGC_MR_S = 0,    /* movrels: D = R[S + M0] */
	AGC_MR_D = 1,    /* movreld: R[D + M0] = S */
	AGC_MR_SD = 2,   /* v_movrelsd: R[D + M0] = R[S + M0] */
	AGC_MR_SD2 = 3,  /* movrelsd_2: R[D + M0[25:16]] = R[S + M0[9:0]] */
	AGC_MR_SWAP = 4, /* v_swaprel: R[D + M0[25:16]] <-> R[S + M0[9:0]] */
};

/* V16X */
enum {
	AGC_V16_CVT_F16_I16 = 0,
	AGC_V16_CVT_F16_U16 = 1,
	AGC_V16_CVT_I16_F16 = 2,
	AGC_V16_CVT_U16_F16 = 3,
	AGC_V16_NORM_I16 = 4,
	AGC_V16_NORM_U16 = 5,
	AGC_V16_FRACT = 6,
	AGC_V16_FREXP_EXP = 7,
	AGC_V16_FREXP_MANT = 8,
	AGC_V16_LDEXP = 9,
	AGC_V16_MIN3 = 10,
	AGC_V16_MAX3 = 11,
	AGC_V16_MED3 = 12,
	AGC_V16_MAD32 = 13,
	AGC_V16_PKNORM_I16 = 14,
	AGC_V16_PKNORM_U16 = 15,
};

/* VDOT (AGC_IRF_CARRY_IN: the VOP2 forms, accumulating into the destination) */
enum {
	AGC_DOT2_F32_F16 = 0,
	AGC_DOT2_I32_I16 = 1,
	AGC_DOT2_U32_U16 = 2,
	AGC_DOT4_I32_I8 = 3,
	AGC_DOT4_U32_U8 = 4,
	AGC_DOT8_I32_I4 = 5,
	AGC_DOT8_U32_U4 = 6,
};

/* VMIX */
enum {
	AGC_MIX_F32 = 0,
	AGC_MIX_LO = 1,
	AGC_MIX_HI = 2,
	AGC_MIX_PK_FMAC = 3,
};

/* VMISC */
enum {
	AGC_VX_CUBEID = 0,
	AGC_VX_CUBESC = 1,
	AGC_VX_CUBETC = 2,
	AGC_VX_CUBEMA = 3,
	AGC_VX_MULLIT = 4,
	AGC_VX_LERP = 5,
	AGC_VX_QSAD = 6,
	AGC_VX_MQSAD_PK = 7,
	AGC_VX_MQSAD_U32 = 8,
	AGC_VX_CVT_PK_U8 = 9,
	AGC_VX_CVT_OFF = 10,
	AGC_VX_SAT_PK = 11,
};

/* VLSHLADD: three-operand integer ALU (s0, s1, s2) */
enum {
	AGC_I3_LSHL_ADD = 0, /* (s0 << s1) + s2 */
	AGC_I3_ADD_LSHL = 1, /* (s0 + s1) << s2 */
	AGC_I3_ADD3 = 2,     /* s0 + s1 + s2 */
	AGC_I3_LSHL_OR = 3,  /* (s0 << s1) | s2 */
	AGC_I3_AND_OR = 4,   /* (s0 & s1) | s2 */
	AGC_I3_OR3 = 5,      /* s0 | s1 | s2 */
	AGC_I3_XAD = 6,      /* (s0 ^ s1) + s2 */
	AGC_I3_XOR3 = 7,     /* s0 ^ s1 ^ s2 */
	AGC_I3_BFM = 8,      /* v_bfm_b32: ((1 << s0) - 1) << s1 */
};

/* VMED3 (the signedness is AGC_IRF_SIGNED, the type the row's) */
enum {
	AGC_M3_MIN = 0,
	AGC_M3_MAX = 1,
	AGC_M3_MED = 2,
};

/* VALIGNBIT: what the shift counts */
enum {
	AGC_ALIGN_BIT = 1,  /* v_alignbit_b32 */
	AGC_ALIGN_BYTE = 8, /* v_alignbyte_b32 */
};

/* VFFBH (v_ffbh_i32: AGC_IRF_SIGNED) */
enum {
	AGC_FFB_HIGH = 0, /* v_ffbh_*: the first set bit from the top */
	AGC_FFB_LOW = 1,  /* v_ffbl_b32: from the bottom */
};

/* VRCP */
enum {
	AGC_RCP = 0, /* v_rcp_*, v_rcp_iflag_f32: 1 / x */
	AGC_RSQ = 1, /* v_rsq_*: 1 / sqrt(x) */
};

/* VLEGACY (AGC_IRF_CARRY_IN: v_fmac_legacy_f32) */
enum {
	AGC_LEGACY_MUL = 0,
	AGC_LEGACY_FMA = 1,
};

/* VFREXP */
enum {
	AGC_FREXP_EXP = 0,
	AGC_FREXP_MANT = 1,
};

/* VSAD */
enum {
	AGC_SAD_U32 = 0,
	AGC_SAD_U16 = 16,
	AGC_SAD_U8 = 8,
	AGC_SAD_HI_U8 = 9,
	AGC_SAD_MSAD_U8 = 10, /* v_msad_u8 */
};

/* VMBCNT */
enum {
	AGC_MBCNT_LO = 0,
	AGC_MBCNT_HI = 1,
};

/* VMAD24 */
enum {
	AGC_M24_MUL = 0, /* v_mul_*24 */
	AGC_M24_MAD = 1, /* v_mad_*24: plus src2 */
};

/* VCVTFLR */
enum {
	AGC_CVT_FLR = 0, /* v_cvt_flr_i32_f32: floor(x) */
	AGC_CVT_RPI = 1, /* v_cvt_rpi_i32_f32: floor(x + 0.5) */
};

/* VCVTPK: src0 to the low half, src1 to the high half */
enum {
	AGC_PK_RTZ_F16 = 0,
	AGC_PK_NORM_I16 = 1,
	AGC_PK_NORM_U16 = 2,
	AGC_PK_U16_U32 = 3,
	AGC_PK_I16_I32 = 4,
	AGC_PK_B32_F16 = 5, /* v_pack_b32_f16 */
};

/* VPERMLANE */
enum {
	AGC_PERMLANE16 = 0,
	AGC_PERMLANEX16 = 1,
};

/* SBCNT (s_bcnt0/1), SBITCMP (s_bitcmp0/1), SBITSET (s_bitset0/1): the
 * bit value counted, compared or written */
enum {
	AGC_BIT0 = 0,
	AGC_BIT1 = 1,
};

/* SENDMSG */
enum {
	AGC_MSG_SEND = 0,
	AGC_MSG_HALT = 1, /* s_sendmsghalt */
};

/* INTERP */
enum {
	AGC_INTERP_P1_F32 = 0,
	AGC_INTERP_P2_F32 = 1,
	AGC_INTERP_MOV_F32 = 2,
	AGC_INTERP_P1LL_F16 = 3,
	AGC_INTERP_P1LV_F16 = 4,
	AGC_INTERP_P2_F16 = 5,
};

/* spv of the image rows (IMGLOAD, IMGSTORE, IMGSAMPLE): the variant. */
enum {
	AGC_IMG_MIP = 1 << 0,      /* a mip level follows the coordinates */
	AGC_IMG_LOD = 1 << 1,      /* sample_l: an explicit LOD */
	AGC_IMG_LZ = 1 << 2,       /* LOD 0 */
	AGC_IMG_C = 1 << 3,        /* a depth-compare value first */
	AGC_IMG_D = 1 << 4,        /* explicit derivatives */
	AGC_IMG_GATHER = 1 << 5,   /* gather4: four texels of one component */
	AGC_IMG_IMPLICIT = 1 << 6, /* implicit derivatives (refused in compute) */
	AGC_IMG_BIAS = 1 << 7,     /* sample_b: an LOD bias first */
};

struct agc_ir_inst {
	const struct agc_inst *mi;
	const struct agc_irop *op;
};

/* ---- descriptors.c: images and samplers as descriptor bindings ---- */

enum agc_desc_type { AGC_DESC_STORAGE_IMAGE, AGC_DESC_SAMPLED_IMAGE, AGC_DESC_SAMPLER };

/* Where a T# or S# comes from: the user SGPRs from `sgpr` on; or the
 * memory at `offset` bytes from the pointer whose low dword is user SGPR
 * `sgpr` (s_load_dword*); or at `offset` in the buffer whose V# is in user
 * SGPRs `sgpr`.. (s_buffer_load_dword*). */
enum agc_desc_src { AGC_SRC_USER_SGPR, AGC_SRC_POINTER, AGC_SRC_BUFFER };

/* The numeric type of an image's texels in SPIR-V. */
enum agc_numeric { AGC_NUM_FLOAT, AGC_NUM_UINT, AGC_NUM_SINT };

struct agc_desc_binding {
	uint32_t set, binding;
	uint8_t type;    /* enum agc_desc_type */
	uint8_t src;     /* enum agc_desc_src */
	uint8_t numeric; /* enum agc_numeric */
	uint8_t dim;     /* MIMG dim of its instructions (images) */
	uint16_t sgpr;
	uint32_t offset;
	uint32_t format; /* SpvImageFormat of a storage image (Unknown: none) */
	bool read, write, atomic, sample, query, format_given;
	bool modified; /* the code changes some of its bits before a use (not applied) */
};

/* An image's format named by the user (--image-format, manifests). */
struct agc_image_format {
	uint8_t src; /* enum agc_desc_src */
	uint16_t sgpr;
	uint32_t offset;
	uint32_t format;  /* SpvImageFormat; Unknown with numeric alone */
	uint8_t numeric;
};

struct agc_descs {
	uint32_t nbindings;
	struct agc_desc_binding *bindings;
	/* per instruction: binding index of its T# and S#, or -1 */
	int32_t *rsrc, *samp;
};

/* "sN" (T# in user SGPRs), "sN+BYTES" (at BYTES from the pointer in user
 * SGPR N), "bufN+BYTES" (in the buffer whose V# is in user SGPRs N..) and
 * a format: a GLSL image format qualifier (rgba8, r32ui, ...) or float,
 * uint, sint.  false on malformed text. */
bool agc_image_format_parse(const char *source, const char *format, struct agc_image_format *out);
/* "s2+32" for a binding's source (buf: 24 bytes). */
void agc_desc_source_name(uint8_t src, uint32_t sgpr, uint32_t offset, char *buf, size_t n);
/* The format qualifier's name, or NULL for Unknown. */
const char *agc_image_format_name(uint32_t format);

/* A load of data the code image carries, read pc-relative (pcrel.c): it
 * reads nwords dwords from byte addr of the image, words[]; an indexed one
 * reads words[(index_reg / 4) + k], k < nwords, of a table of ntable
 * dwords from addr (0 past its end): index_reg an SGPR (s_load*,
 * s_buffer_load*), or for buffer_load_dword* ... offen the lane's offset
 * VGPR (per_lane; EXEC decides which lanes write). */
struct agc_pcrel_load {
	uint32_t nwords;       /* 0: not such a load */
	const uint32_t *words;
	uint64_t addr;
	bool indexed;
	bool per_lane;
	uint16_t index_reg;
	uint32_t ntable;
};
struct agc_ps_plan;

/* The IR of a shader: ir[i] describes cfg->insts[i]. */
struct agc_ir {
	const struct agc_shader_cfg *cfg;
	struct agc_ir_inst *inst;
	uint32_t ninst;
	struct agc_descs desc;    /* filled by agc_ir_descriptors */
	bool uses_lds, uses_f64;
	uint32_t max_vgpr; /* highest VGPR touched + 1 */
	/* per instruction, filled by agc_ir_pcrel; NULL when the code has
	 * no s_getpc_b64 */
	struct agc_pcrel_load *pcrel;
	const struct agc_ps_plan *ps; /* pixel stage: spirv/stage_pixel.h; NULL otherwise */
};

/* Pair every instruction with its operation; an instruction without one
 * is refused as "not supported yet", naming the pc and the instruction. */
int agc_ir_build(struct agc_arena *a, const struct agc_shader_cfg *cfg, bool wave64,
		 struct agc_ir *ir, struct agc_diag *d);

const struct agc_irop *agc_irop_lookup(const char *name);

/* Every kind of instruction in cfg that the IR has no operation for (in
 * compute, !graphics, also the graphics-only ones), and the one at
 * fail_pc (an instruction the lowering refused), counted by mnemonic into
 * *out, in order of first pc.  0, or -1 out of memory. */
int agc_ir_scan_unsupported(struct agc_arena *a, const struct agc_shader_cfg *cfg,
			    uint64_t fail_pc, bool graphics, struct agc_unsupported **out, uint32_t *n);

/* A compute shader's first instruction of a graphics-only row
 * (AGC_IRF_GRAPHICS: exp, s_sendmsg) refused as "not supported yet", as
 * agc_ir_build refuses an instruction without a row.  0, or -1. */
int agc_ir_check_compute(const struct agc_ir *ir, bool wave64, struct agc_diag *d);

/* ---- options and results (pipeline/pipeline.c) ---- */

enum agc_addr_map { AGC_ADDR_DIRECT, AGC_ADDR_PAGED };

/* The paged address map: guest pages of 2^AGC_PAGE_SHIFT bytes; the page
 * table is an array of uint64 device addresses indexed by guest page. */
#define AGC_PAGE_SHIFT 16

/* What the module says about f32/f64 denormals (SPIR-V float controls):
 * nothing (the device decides), DenormPreserve or DenormFlushToZero.  The
 * hardware's MODE register picks one per shader; a device must support
 * the mode a module declares (shaderDenormPreserveFloat32 and so on). */
enum agc_denorm { AGC_DENORM_ANY, AGC_DENORM_PRESERVE, AGC_DENORM_FLUSH };

struct agc_options {
	bool wave64;
	uint32_t subgroup_size;     /* S; 0: the wave size */
	uint32_t workgroup[3];      /* threads; 0: wave size x 1 x 1 */
	uint32_t user_sgprs;        /* push-constant dwords -> s0.. */
	int32_t wgid_sgpr[3];       /* SGPR of workgroup id x, y, z, -1: none */
	uint32_t workitem_vgprs;    /* 1..3: v0, v1, v2 hold local ids */
	uint32_t lds_bytes;
	uint32_t scratch_bytes;     /* per lane */
	/* wave64: v[shared_vgpr_first..] are GFX10 shared VGPRs, one copy that
	 * lane l and lane l + 32 both see; 0: none */
	uint32_t shared_vgpr_first;
	enum agc_addr_map address_map;
	enum agc_denorm denorm;
	uint32_t spirv_version;     /* 0x10500 (Vulkan 1.2) or 0x10600 (1.3) */
	/* 32-bit pointers: a guest address whose high dword is address32_hi
	 * is window base + low dword; the window's device address follows the
	 * user data (and the page table) in the push constants */
	bool address32;
	uint32_t address32_hi;
	const struct agc_image_format *image_formats;
	uint32_t nimage_formats;
	bool optimize;              /* -O: SPIRV-Tools performance passes */
	bool validate;              /* validate in-process */
	struct agc_cfg_opts cfg;    /* limits, fetch shader */
	/* Graphics (decoder/gfx_state.h): the stage, the registers the
	 * command stream set, and where the host puts this module's push
	 * constants (an absolute byte offset of the pipeline layout) and
	 * its traced descriptors (a set number). */
	enum agc_hw_stage stage;
	struct agc_regs regs;
	uint32_t push_offset;
	uint32_t descriptor_set;
	/* What agc_recompile derives from stage and regs (agc_gfx_derive),
	 * for the lowering to read; zeroed for compute. */
	struct agc_gfx_state gfx;
	/* pixel stage: the name the caller writes the geometry module under,
	 * for the reflection (NULL: not written) */
	const char *geometry_file;
	/* pixel stage: the three vertices' values and the barycentrics through
	 * VK_KHR_fragment_shader_barycentric (PerVertexKHR inputs,
	 * BaryCoordKHR), not a geometry module (--barycentric ext) */
	bool barycentric_ext;
};

/* Fill o with the defaults, then with what the code's kernel descriptor
 * says (when it has one). */
void agc_options_defaults(struct agc_options *o, const struct agc_code *code);

struct agc_stats {
	uint32_t insts, blocks_in, blocks_out, route_vars, jump_tables, calls;
	double ms_decode, ms_structurize, ms_emit, ms_validate, ms_optimize;
};

struct agc_result {
	uint32_t *spv;
	size_t nwords;
	char *reflection; /* JSON text */
	struct agc_stats stats;
	/* Set whether or not the recompilation failed (arena memory). */
	struct agc_warning *warnings; /* e.g. SGPRs read that nothing sets */
	uint32_t nwarnings;
	/* After an unsupported instruction: every kind the shader has, in
	 * order of first pc (none when the graph could not be built). */
	struct agc_unsupported *unsupported;
	uint32_t nunsupported;
	/* A pixel shader's geometry module (spirv/stage_geometry.c), NULL
	 * when it needs none. */
	uint32_t *geometry_spv;
	size_t geometry_nwords;
};

/* Trace every T# and S# the MIMG instructions use to its source and give
 * each source a descriptor binding (set 0, in source order); a descriptor
 * that cannot be traced is refused naming the pc and the instruction. */
int agc_ir_descriptors(struct agc_arena *a, struct agc_ir *ir, const struct agc_options *o,
		       struct agc_diag *d);

/* ---- pcrel.c ---- */

/* Find the s_load_dword* / s_buffer_load_dword* whose address is the
 * code image's own (s_getpc_b64 plus constants on every path) and record
 * the image's dwords they read in ir->pcrel (the image: cfg->image, the
 * code's bytes or, for ELF, its code section); an address outside it is
 * refused naming the pc, and so is any other memory access through a
 * pc-derived address (not supported yet). */
int agc_ir_pcrel(struct agc_arena *a, struct agc_ir *ir, const struct agc_code *code,
		 bool wave64, struct agc_diag *d);

/* ---- sgpr_reads.c ---- */

/* A warning (at most one, into *w) when the code reads an SGPR s0..s105
 * on a path where neither the options (user SGPRs, workgroup ids), the
 * system SGPRs a kernel descriptor enables (abi, may be NULL) nor an
 * earlier instruction set it: it would read 0.  Names the first such pc
 * and register.  0, or -1 out of memory. */
int agc_ir_unset_sgprs(struct agc_arena *a, const struct agc_shader_cfg *cfg,
		       const struct agc_options *o, const struct agc_abi *abi,
		       struct agc_warning **w, uint32_t *nw);

/* The whole pipeline: graph, IR, structurizer, SPIR-V, validation. */
int agc_recompile(struct agc_arena *a, const struct agc_code *code,
		  const struct agc_options *o, struct agc_result *r, struct agc_diag *d);

/* A set of scalar register codes below 128 (s0..s105, VCC, M0, EXEC)
 * as bits: ir/sgpr_reads.c's registers read unset, spirv/lower_live.c's
 * live masks.  Codes from `limit` up are left out. */
struct agc_sregs {
	uint64_t w[2];
};

static inline void
agc_sregs_put(struct agc_sregs *s, unsigned first, unsigned n, unsigned limit, bool on)
{
	for (unsigned r = first; r < first + n && r < limit && r < 128; r++) {
		uint64_t bit = 1ull << (r % 64);
		s->w[r / 64] = on ? s->w[r / 64] | bit : s->w[r / 64] & ~bit;
	}
}

static inline bool
agc_sregs_has(const struct agc_sregs *s, unsigned r)
{
	return r < 128 && (s->w[r / 64] >> (r % 64) & 1);
}

#endif
