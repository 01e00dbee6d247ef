; SCC, the state every scalar ALU instruction leaves: each instruction runs
; twice, once after SCC was set to 1 and once after it was set to 0, and
; s_cselect_b32 reads SCC right after it, so an instruction that should write
; SCC and does not (or writes it wrongly), or one that should keep it and
; does not, shows. Covered: the logic ops and shifts (SCC = result != 0, the
; 64-bit ones with a result zero in one half only), s_min/s_max (SCC = the
; first source was chosen; equal sources only for min, where every ISA text
; agrees: SCC 0), s_lshl1..4_add_u32 (SCC = the sum computed in 64 bits,
; S0 << N plus S1, does not fit 32 bits: from the shift, the add, or both),
; s_add_i32/s_sub_i32/s_addk_i32 (signed overflow, not the unsigned carry),
; s_bfe (SCC = result != 0), the counts, s_not, s_abs, s_absdiff, s_wqm,
; s_quadmask, every s_cmp/s_cmpk (simm16 sign-extended for _i32, zero-extended
; for _u32) and s_bitcmp; and instructions that write no SCC (s_mul_i32,
; s_mul_hi, s_bfm, s_brev, s_ff0/ff1, s_flbit, s_sext, s_mov, s_movk,
; s_pack). Lane 0 stores, per case, the result (both halves of a 64-bit
; one) and SCC after each of the two runs, in order, to out.
; Wave32 at subgroup sizes 8 and 16 only: at size 1, and in wave64, each
; of the 1500 stores is several copies, and lavapipe takes many minutes to
; compile them; the scalar logic does not depend on the wave size.
; @workgroup 32
; @waves 32
; @subgroups 8 16
; @groups 1
; @user-sgprs 16
; @buffer out u32 512 zero @0 out
; @push 2 0xffffffff
; @push 3 1
; @push 4 0x80000000
; @push 5 0x7fffffff
; @push 6 0
; @push 7 0x40000000
; @push 8 0x12345678
; @push 9 0xfffffffe
; @push 10 5
; @push 11 0xf0000000
; @push 12 0x00ff00ff
; @push 13 3
; @push 14 0xffff8000
; @push 15 0x8000
; @model
; CASES = [
;  ("T","s_and_b32","s8","s9"), ("T","s_and_b32","s3","s9"),
;  ("T","s_or_b32","s6","s6"), ("T","s_or_b32","s6","s3"),
;  ("T","s_xor_b32","s2","s2"), ("T","s_xor_b32","s2","s3"),
;  ("T","s_andn2_b32","s2","s2"), ("T","s_andn2_b32","s8","s3"),
;  ("T","s_orn2_b32","s6","s2"), ("T","s_orn2_b32","s6","s9"),
;  ("T","s_nand_b32","s2","s2"), ("T","s_nand_b32","s8","s9"),
;  ("T","s_nor_b32","s2","s6"), ("T","s_nor_b32","s6","s6"),
;  ("T","s_xnor_b32","s2","s6"), ("T","s_xnor_b32","s8","s8"),
;  ("W","s_and_b64","s[4:5]","s[10:11]"), ("W","s_and_b64","s[4:5]","s[6:7]"),
;  ("W","s_or_b64","s[6:7]","0"), ("W","s_or_b64","0","0"),
;  ("W","s_xor_b64","s[2:3]","s[2:3]"), ("W","s_xor_b64","s[2:3]","-1"),
;  ("W","s_andn2_b64","s[6:7]","s[6:7]"), ("W","s_andn2_b64","s[6:7]","s[4:5]"),
;  ("W","s_orn2_b64","0","-1"), ("W","s_orn2_b64","s[6:7]","-1"),
;  ("W","s_nand_b64","-1","-1"), ("W","s_nand_b64","s[6:7]","-1"),
;  ("W","s_nor_b64","s[6:7]","0"), ("W","s_nor_b64","0","0"),
;  ("W","s_xnor_b64","s[2:3]","-1"), ("W","s_xnor_b64","s[8:9]","s[4:5]"),
;  ("T","s_lshl_b32","s4","s3"), ("T","s_lshl_b32","s3","s3"),
;  ("T","s_lshr_b32","s3","s3"), ("T","s_lshr_b32","s4","s10"),
;  ("T","s_ashr_i32","s3","s13"), ("T","s_ashr_i32","s4","31"),
;  ("W","s_lshl_b64","s[4:5]","32"), ("W","s_lshl_b64","s[6:7]","2"),
;  ("W","s_lshr_b64","s[2:3]","33"), ("W","s_lshr_b64","s[6:7]","62"),
;  ("W","s_ashr_i64","s[6:7]","63"), ("W","s_ashr_i64","s[8:9]","63"),
;  ("T","s_min_i32","s4","s3"), ("T","s_min_i32","s3","s4"), ("T","s_min_i32","s3","s3"),
;  ("T","s_min_u32","s4","s3"), ("T","s_min_u32","s3","s4"), ("T","s_min_u32","s2","s2"),
;  ("T","s_max_i32","s4","s3"), ("T","s_max_i32","s3","s4"),
;  ("T","s_max_u32","s4","s3"), ("T","s_max_u32","s3","s4"),
;  ("T","s_lshl1_add_u32","s7","s7"), ("T","s_lshl1_add_u32","s7","s4"),
;  ("T","s_lshl1_add_u32","s4","s3"),
;  ("T","s_lshl2_add_u32","s7","s6"), ("T","s_lshl2_add_u32","s13","s10"),
;  ("T","s_lshl3_add_u32","s3","s2"), ("T","s_lshl3_add_u32","s11","s6"),
;  ("T","s_lshl4_add_u32","s8","s6"), ("T","s_lshl4_add_u32","s3","s3"),
;  ("T","s_lshl4_add_u32","s15","s9"),
;  ("T","s_add_i32","s5","s3"), ("T","s_add_i32","s2","s3"), ("T","s_add_i32","s4","s4"),
;  ("T","s_sub_i32","s4","s3"), ("T","s_sub_i32","s6","s3"), ("T","s_sub_i32","s5","s2"),
;  ("K","s_addk_i32","s5","0x7fff"), ("K","s_addk_i32","s2","1"), ("K","s_addk_i32","s4","0x8000"),
;  ("T","s_bfe_u32","s8","0x40000"), ("T","s_bfe_u32","s4","0x10000"),
;  ("T","s_bfe_i32","s4","0x1001f"), ("T","s_bfe_i32","s8","0x40004"),
;  ("W","s_bfe_u64","s[4:5]","0x8001c"), ("W","s_bfe_u64","s[6:7]","0x3f0000"),
;  ("W","s_bfe_i64","s[6:7]","0x20000"), ("W","s_bfe_i64","s[8:9]","0x1003f"),
;  ("U","s_bcnt1_i32_b32","s6"), ("U","s_bcnt1_i32_b32","s8"),
;  ("U","s_bcnt0_i32_b32","s2"), ("U","s_bcnt0_i32_b32","s8"),
;  ("Y","s_bcnt1_i32_b64","s[6:7]"), ("Y","s_bcnt1_i32_b64","0"),
;  ("Y","s_bcnt0_i32_b64","-1"), ("Y","s_bcnt0_i32_b64","s[2:3]"),
;  ("U","s_not_b32","s2"), ("U","s_not_b32","s6"),
;  ("V","s_not_b64","s[2:3]"), ("V","s_not_b64","-1"),
;  ("U","s_abs_i32","s6"), ("U","s_abs_i32","s4"),
;  ("T","s_absdiff_i32","s3","s3"), ("T","s_absdiff_i32","s4","s3"),
;  ("U","s_wqm_b32","s6"), ("U","s_wqm_b32","s12"),
;  ("V","s_wqm_b64","s[6:7]"), ("V","s_wqm_b64","0"),
;  ("U","s_quadmask_b32","s11"), ("U","s_quadmask_b32","s6"),
;  ("V","s_quadmask_b64","s[6:7]"), ("V","s_quadmask_b64","0"),
;  # SCC kept: these write no SCC
;  ("T","s_mul_i32","s8","s9"), ("T","s_mul_hi_u32","s8","s9"), ("T","s_mul_hi_i32","s4","s3"),
;  ("T","s_bfm_b32","s10","s13"), ("U","s_brev_b32","s8"), ("U","s_ff1_i32_b32","s6"),
;  ("U","s_flbit_i32_b32","s8"), ("U","s_sext_i32_i8","s12"), ("U","s_mov_b32","s6"),
;  ("T","s_pack_ll_b32_b16","s8","s9"), ("U","s_ff0_i32_b32","s2"), ("U","s_movk_i32","0x8000"),
;  ("C","s_cmp_eq_i32","s3","s3"), ("C","s_cmp_eq_i32","s3","s4"),
;  ("C","s_cmp_lg_i32","s3","s3"), ("C","s_cmp_lg_i32","s3","s4"),
;  ("C","s_cmp_gt_i32","s3","s4"), ("C","s_cmp_gt_i32","s4","s3"), ("C","s_cmp_gt_i32","s3","s3"),
;  ("C","s_cmp_ge_i32","s3","s4"), ("C","s_cmp_ge_i32","s4","s3"), ("C","s_cmp_ge_i32","s3","s3"),
;  ("C","s_cmp_lt_i32","s3","s4"), ("C","s_cmp_lt_i32","s4","s3"), ("C","s_cmp_lt_i32","s3","s3"),
;  ("C","s_cmp_le_i32","s3","s4"), ("C","s_cmp_le_i32","s4","s3"), ("C","s_cmp_le_i32","s3","s3"),
;  ("C","s_cmp_eq_u32","s2","s2"), ("C","s_cmp_eq_u32","s2","s9"),
;  ("C","s_cmp_lg_u32","s2","s2"), ("C","s_cmp_lg_u32","s2","s9"),
;  ("C","s_cmp_gt_u32","s3","s4"), ("C","s_cmp_gt_u32","s4","s3"), ("C","s_cmp_gt_u32","s3","s3"),
;  ("C","s_cmp_ge_u32","s3","s4"), ("C","s_cmp_ge_u32","s4","s3"), ("C","s_cmp_ge_u32","s3","s3"),
;  ("C","s_cmp_lt_u32","s3","s4"), ("C","s_cmp_lt_u32","s4","s3"), ("C","s_cmp_lt_u32","s3","s3"),
;  ("C","s_cmp_le_u32","s3","s4"), ("C","s_cmp_le_u32","s4","s3"), ("C","s_cmp_le_u32","s3","s3"),
;  ("C","s_cmp_eq_u64","s[2:3]","s[2:3]"), ("C","s_cmp_eq_u64","s[2:3]","-1"),
;  ("C","s_cmp_lg_u64","s[6:7]","s[6:7]"), ("C","s_cmp_lg_u64","s[6:7]","0"),
;  ("C","s_cmpk_eq_i32","s2","-1"), ("C","s_cmpk_eq_u32","s2","0xffff"),
;  ("C","s_cmpk_lg_i32","s14","0x8000"), ("C","s_cmpk_lg_u32","s15","0x8000"),
;  ("C","s_cmpk_gt_i32","s3","-1"), ("C","s_cmpk_gt_u32","s3","0xffff"),
;  ("C","s_cmpk_ge_i32","s2","-1"), ("C","s_cmpk_ge_u32","s2","0xffff"),
;  ("C","s_cmpk_lt_i32","s4","0x8000"), ("C","s_cmpk_gt_u32","s14","0x8000"),
;  ("C","s_cmpk_le_i32","s13","3"), ("C","s_cmpk_le_u32","s10","3"),
;  ("C","s_bitcmp1_b32","s4","31"), ("C","s_bitcmp1_b32","s4","30"),
;  ("C","s_bitcmp0_b32","s4","31"), ("C","s_bitcmp0_b32","s4","63"),
;  ("C","s_bitcmp1_b64","s[6:7]","62"), ("C","s_bitcmp1_b64","s[6:7]","30"),
;  ("C","s_bitcmp0_b64","s[4:5]","31"), ("C","s_bitcmp0_b64","s[4:5]","63"),
; ]
; M64 = (1 << 64) - 1
; def sx(v, bits):
;     v &= (1 << bits) - 1
;     return v - (1 << bits) if v >> (bits - 1) else v
; def src(p, s, bits):
;     if s.startswith("s["):
;         i = int(s[2:s.index(":")])
;         return p[i] | (p[i + 1] << 32)
;     if s.startswith("s"):
;         return p[int(s[1:])]
;     return int(s, 0) & ((1 << bits) - 1)
; def bits_of(op):
;     return 64 if op.endswith("64") else 32
; LOGIC = {"and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
;          "andn2": lambda a, b: a & ~b, "orn2": lambda a, b: a | ~b,
;          "nand": lambda a, b: ~(a & b), "nor": lambda a, b: ~(a | b),
;          "xnor": lambda a, b: ~(a ^ b)}
; CMP = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "gt": lambda a, b: a > b,
;        "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b}
; def quads(a, n, wqm):
;     r = 0
;     for q in range(n // 4):
;         if (a >> (4 * q)) & 15:
;             r |= (15 << (4 * q)) if wqm else (1 << q)
;     return r
; def bfe(a, c, n, signed):
;     off, w = c & (n - 1), (c >> 16) & 0x7f
;     v = (a >> off) & ((1 << w) - 1) if w else 0
;     return sx(v, w) & ((1 << n) - 1) if signed and w else v
; # one instruction: (result or None, SCC or None for "SCC unchanged")
; def run(op, a, b, n):
;     mk = (1 << n) - 1
;     base = op[2:].rsplit("_", 1)[0]
;     if base in LOGIC:
;         r = LOGIC[base](a, b) & mk
;         return r, int(r != 0)
;     if op[2:6] in ("lshl", "lshr", "ashr") and "add" not in op:
;         sh = b & (n - 1)
;         r = (a << sh if op[2:6] == "lshl" else
;              a >> sh if op[2:6] == "lshr" else sx(a, n) >> sh) & mk
;         return r, int(r != 0)
;     if op.startswith(("s_min", "s_max")):
;         sg = op.endswith("i32")
;         x, y = (sx(a, 32), sx(b, 32)) if sg else (a, b)
;         first = x < y if op.startswith("s_min") else x > y
;         return (a if first else b), int(first)
;     if "_add_u32" in op:                    # s_lshlN_add_u32: SCC = carry out of bit 31
;         t = (a << int(op[6])) + b           # of the full-width sum
;         return t & M32, int(t >> 32 != 0)
;     if op in ("s_add_i32", "s_sub_i32", "s_addk_i32"):
;         t = sx(a, 32) + sx(b, 32) if op != "s_sub_i32" else sx(a, 32) - sx(b, 32)
;         return t & M32, int(not -(1 << 31) <= t < (1 << 31))
;     if op.startswith("s_bfe"):
;         r = bfe(a, b, n, op[6] == "i")
;         return r, int(r != 0)
;     if op.startswith("s_bcnt"):
;         r = bin(a).count("1") if op[6] == "1" else n - bin(a).count("1")
;         return r, int(r != 0)
;     if op.startswith("s_not"):
;         r = ~a & mk
;         return r, int(r != 0)
;     if op == "s_abs_i32":
;         r = abs(sx(a, 32)) & M32
;         return r, int(r != 0)
;     if op == "s_absdiff_i32":
;         r = abs(sx(a - b, 32)) & M32
;         return r, int(r != 0)
;     if op.startswith(("s_wqm", "s_quadmask")):
;         r = quads(a, n, op.startswith("s_wqm"))
;         return r, int(r != 0)
;     if op.startswith(("s_cmp_", "s_cmpk_")):
;         w = op.split("_")[2]
;         sg = op.endswith("i32")
;         if op.startswith("s_cmpk"):
;             b = sx(b, 16) & M32 if sg else b & 0xffff
;         x, y = (sx(a, 32), sx(b, 32)) if sg else (a, b)
;         return None, int(CMP[w](x, y))
;     if op.startswith("s_bitcmp"):
;         bit = (a >> (b & (n - 1))) & 1
;         return None, int(bit == int(op[8]))
;     # no SCC written
;     r = {"s_mul_i32": lambda: (a * b) & M32,
;          "s_mul_hi_u32": lambda: (a * b) >> 32,
;          "s_mul_hi_i32": lambda: ((sx(a, 32) * sx(b, 32)) >> 32) & M32,
;          "s_bfm_b32": lambda: ((1 << (a & 31)) - 1) << (b & 31) & M32,
;          "s_brev_b32": lambda: int("{:032b}".format(a)[::-1], 2),
;          "s_ff1_i32_b32": lambda: (a & -a).bit_length() - 1 if a else M32,
;          "s_ff0_i32_b32": lambda: (~a & a + 1).bit_length() - 1 if a != M32 else M32,
;          "s_flbit_i32_b32": lambda: 32 - a.bit_length() if a else M32,
;          "s_sext_i32_i8": lambda: sx(a, 8) & M32,
;          "s_mov_b32": lambda: a,
;          "s_movk_i32": lambda: sx(a, 16) & M32,
;          "s_pack_ll_b32_b16": lambda: (a & 0xffff) | (b & 0xffff) << 16}[op]()
;     return r, None
; def model(wave, b, p):
;     out = []
;     for k, op, *args in CASES:
;         n = bits_of(op)
;         a = src(p, args[0], n)
;         c = src(p, args[1], n) if len(args) > 1 else 0
;         if op.startswith("s_cmpk"):
;             c = int(args[1], 0) & 0xffff
;         if op.startswith("s_addk"):                 # simm16 sign-extended
;             c = sx(int(args[1], 0), 16) & M32
;         if op == "s_movk_i32":
;             a = int(args[0], 0) & 0xffff
;         r, scc = run(op, a, c, n)
;         if r is not None:
;             out += [r & M32, r >> 32] if k in "WV" else [r]
;         out += [1, 0] if scc is None else [scc, scc]
;     return {"out": out + [0] * (512 - len(out))}
; @end
	.macro ST r
	v_mov_b32 v1, \r
	global_store_dword v0, v1, s[0:1]
	v_add_nc_u32 v0, 4, v0
	.endm
	s_mov_b{b} {exec}, 1
	v_mov_b32 v0, 0
	s_cmp_eq_u32 s3, s3
	s_and_b32 s90, s8, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_and_b32 s92, s8, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_and_b32 s90, s3, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_and_b32 s92, s3, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_or_b32 s90, s6, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_or_b32 s92, s6, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_or_b32 s90, s6, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_or_b32 s92, s6, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xor_b32 s90, s2, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xor_b32 s92, s2, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xor_b32 s90, s2, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xor_b32 s92, s2, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_andn2_b32 s90, s2, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_andn2_b32 s92, s2, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_andn2_b32 s90, s8, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_andn2_b32 s92, s8, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_orn2_b32 s90, s6, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_orn2_b32 s92, s6, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_orn2_b32 s90, s6, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_orn2_b32 s92, s6, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nand_b32 s90, s2, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nand_b32 s92, s2, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nand_b32 s90, s8, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nand_b32 s92, s8, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nor_b32 s90, s2, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nor_b32 s92, s2, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nor_b32 s90, s6, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nor_b32 s92, s6, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xnor_b32 s90, s2, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xnor_b32 s92, s2, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xnor_b32 s90, s8, s8
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xnor_b32 s92, s8, s8
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_and_b64 s[94:95], s[4:5], s[10:11]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_and_b64 s[96:97], s[4:5], s[10:11]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_and_b64 s[94:95], s[4:5], s[6:7]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_and_b64 s[96:97], s[4:5], s[6:7]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_or_b64 s[94:95], s[6:7], 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_or_b64 s[96:97], s[6:7], 0
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_or_b64 s[94:95], 0, 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_or_b64 s[96:97], 0, 0
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xor_b64 s[94:95], s[2:3], s[2:3]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xor_b64 s[96:97], s[2:3], s[2:3]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xor_b64 s[94:95], s[2:3], -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xor_b64 s[96:97], s[2:3], -1
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_andn2_b64 s[94:95], s[6:7], s[6:7]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_andn2_b64 s[96:97], s[6:7], s[6:7]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_andn2_b64 s[94:95], s[6:7], s[4:5]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_andn2_b64 s[96:97], s[6:7], s[4:5]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_orn2_b64 s[94:95], 0, -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_orn2_b64 s[96:97], 0, -1
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_orn2_b64 s[94:95], s[6:7], -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_orn2_b64 s[96:97], s[6:7], -1
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nand_b64 s[94:95], -1, -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nand_b64 s[96:97], -1, -1
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nand_b64 s[94:95], s[6:7], -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nand_b64 s[96:97], s[6:7], -1
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nor_b64 s[94:95], s[6:7], 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nor_b64 s[96:97], s[6:7], 0
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_nor_b64 s[94:95], 0, 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_nor_b64 s[96:97], 0, 0
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xnor_b64 s[94:95], s[2:3], -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xnor_b64 s[96:97], s[2:3], -1
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_xnor_b64 s[94:95], s[8:9], s[4:5]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_xnor_b64 s[96:97], s[8:9], s[4:5]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl_b32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl_b32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl_b32 s90, s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl_b32 s92, s3, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshr_b32 s90, s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshr_b32 s92, s3, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshr_b32 s90, s4, s10
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshr_b32 s92, s4, s10
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_ashr_i32 s90, s3, s13
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_ashr_i32 s92, s3, s13
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_ashr_i32 s90, s4, 31
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_ashr_i32 s92, s4, 31
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl_b64 s[94:95], s[4:5], 32
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl_b64 s[96:97], s[4:5], 32
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl_b64 s[94:95], s[6:7], 2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl_b64 s[96:97], s[6:7], 2
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshr_b64 s[94:95], s[2:3], 33
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshr_b64 s[96:97], s[2:3], 33
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshr_b64 s[94:95], s[6:7], 62
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshr_b64 s[96:97], s[6:7], 62
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_ashr_i64 s[94:95], s[6:7], 63
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_ashr_i64 s[96:97], s[6:7], 63
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_ashr_i64 s[94:95], s[8:9], 63
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_ashr_i64 s[96:97], s[8:9], 63
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_min_i32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_min_i32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_min_i32 s90, s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_min_i32 s92, s3, s4
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_min_i32 s90, s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_min_i32 s92, s3, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_min_u32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_min_u32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_min_u32 s90, s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_min_u32 s92, s3, s4
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_min_u32 s90, s2, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_min_u32 s92, s2, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_max_i32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_max_i32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_max_i32 s90, s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_max_i32 s92, s3, s4
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_max_u32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_max_u32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_max_u32 s90, s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_max_u32 s92, s3, s4
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl1_add_u32 s90, s7, s7
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl1_add_u32 s92, s7, s7
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl1_add_u32 s90, s7, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl1_add_u32 s92, s7, s4
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl1_add_u32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl1_add_u32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl2_add_u32 s90, s7, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl2_add_u32 s92, s7, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl2_add_u32 s90, s13, s10
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl2_add_u32 s92, s13, s10
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl3_add_u32 s90, s3, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl3_add_u32 s92, s3, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl3_add_u32 s90, s11, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl3_add_u32 s92, s11, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl4_add_u32 s90, s8, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl4_add_u32 s92, s8, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl4_add_u32 s90, s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl4_add_u32 s92, s3, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_lshl4_add_u32 s90, s15, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_lshl4_add_u32 s92, s15, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_add_i32 s90, s5, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_add_i32 s92, s5, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_add_i32 s90, s2, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_add_i32 s92, s2, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_add_i32 s90, s4, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_add_i32 s92, s4, s4
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_sub_i32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_sub_i32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_sub_i32 s90, s6, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_sub_i32 s92, s6, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_sub_i32 s90, s5, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_sub_i32 s92, s5, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_mov_b32 s90, s5
	s_mov_b32 s92, s5
	s_cmp_eq_u32 s3, s3
	s_addk_i32 s90, 0x7fff
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_addk_i32 s92, 0x7fff
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_mov_b32 s90, s2
	s_mov_b32 s92, s2
	s_cmp_eq_u32 s3, s3
	s_addk_i32 s90, 1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_addk_i32 s92, 1
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_mov_b32 s90, s4
	s_mov_b32 s92, s4
	s_cmp_eq_u32 s3, s3
	s_addk_i32 s90, 0x8000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_addk_i32 s92, 0x8000
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_u32 s90, s8, 0x40000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_u32 s92, s8, 0x40000
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_u32 s90, s4, 0x10000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_u32 s92, s4, 0x10000
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_i32 s90, s4, 0x1001f
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_i32 s92, s4, 0x1001f
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_i32 s90, s8, 0x40004
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_i32 s92, s8, 0x40004
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_u64 s[94:95], s[4:5], 0x8001c
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_u64 s[96:97], s[4:5], 0x8001c
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_u64 s[94:95], s[6:7], 0x3f0000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_u64 s[96:97], s[6:7], 0x3f0000
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_i64 s[94:95], s[6:7], 0x20000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_i64 s[96:97], s[6:7], 0x20000
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfe_i64 s[94:95], s[8:9], 0x1003f
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfe_i64 s[96:97], s[8:9], 0x1003f
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt1_i32_b32 s90, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt1_i32_b32 s92, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt1_i32_b32 s90, s8
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt1_i32_b32 s92, s8
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt0_i32_b32 s90, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt0_i32_b32 s92, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt0_i32_b32 s90, s8
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt0_i32_b32 s92, s8
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt1_i32_b64 s90, s[6:7]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt1_i32_b64 s92, s[6:7]
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt1_i32_b64 s90, 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt1_i32_b64 s92, 0
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt0_i32_b64 s90, -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt0_i32_b64 s92, -1
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bcnt0_i32_b64 s90, s[2:3]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bcnt0_i32_b64 s92, s[2:3]
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_not_b32 s90, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_not_b32 s92, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_not_b32 s90, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_not_b32 s92, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_not_b64 s[94:95], s[2:3]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_not_b64 s[96:97], s[2:3]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_not_b64 s[94:95], -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_not_b64 s[96:97], -1
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_abs_i32 s90, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_abs_i32 s92, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_abs_i32 s90, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_abs_i32 s92, s4
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_absdiff_i32 s90, s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_absdiff_i32 s92, s3, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_absdiff_i32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_absdiff_i32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_wqm_b32 s90, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_wqm_b32 s92, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_wqm_b32 s90, s12
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_wqm_b32 s92, s12
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_wqm_b64 s[94:95], s[6:7]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_wqm_b64 s[96:97], s[6:7]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_wqm_b64 s[94:95], 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_wqm_b64 s[96:97], 0
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_quadmask_b32 s90, s11
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_quadmask_b32 s92, s11
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_quadmask_b32 s90, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_quadmask_b32 s92, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_quadmask_b64 s[94:95], s[6:7]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_quadmask_b64 s[96:97], s[6:7]
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_quadmask_b64 s[94:95], 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_quadmask_b64 s[96:97], 0
	s_cselect_b32 s93, 1, 0
	ST s94
	ST s95
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_mul_i32 s90, s8, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_mul_i32 s92, s8, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_mul_hi_u32 s90, s8, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_mul_hi_u32 s92, s8, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_mul_hi_i32 s90, s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_mul_hi_i32 s92, s4, s3
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bfm_b32 s90, s10, s13
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bfm_b32 s92, s10, s13
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_brev_b32 s90, s8
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_brev_b32 s92, s8
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_ff1_i32_b32 s90, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_ff1_i32_b32 s92, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_flbit_i32_b32 s90, s8
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_flbit_i32_b32 s92, s8
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_sext_i32_i8 s90, s12
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_sext_i32_i8 s92, s12
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_mov_b32 s90, s6
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_mov_b32 s92, s6
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_pack_ll_b32_b16 s90, s8, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_pack_ll_b32_b16 s92, s8, s9
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_ff0_i32_b32 s90, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_ff0_i32_b32 s92, s2
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_movk_i32 s90, 0x8000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_movk_i32 s92, 0x8000
	s_cselect_b32 s93, 1, 0
	ST s90
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_eq_i32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_eq_i32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_eq_i32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_eq_i32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lg_i32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lg_i32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lg_i32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lg_i32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_gt_i32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_gt_i32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_gt_i32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_gt_i32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_gt_i32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_gt_i32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_ge_i32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_ge_i32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_ge_i32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_ge_i32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_ge_i32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_ge_i32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lt_i32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lt_i32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lt_i32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lt_i32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lt_i32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lt_i32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_le_i32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_le_i32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_le_i32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_le_i32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_le_i32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_le_i32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_eq_u32 s2, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_eq_u32 s2, s2
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_eq_u32 s2, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_eq_u32 s2, s9
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lg_u32 s2, s2
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lg_u32 s2, s2
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lg_u32 s2, s9
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lg_u32 s2, s9
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_gt_u32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_gt_u32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_gt_u32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_gt_u32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_gt_u32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_gt_u32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_ge_u32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_ge_u32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_ge_u32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_ge_u32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lt_u32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lt_u32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lt_u32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lt_u32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lt_u32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lt_u32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_le_u32 s3, s4
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_le_u32 s3, s4
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_le_u32 s4, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_le_u32 s4, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_le_u32 s3, s3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_le_u32 s3, s3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_eq_u64 s[2:3], s[2:3]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_eq_u64 s[2:3], s[2:3]
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_eq_u64 s[2:3], -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_eq_u64 s[2:3], -1
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lg_u64 s[6:7], s[6:7]
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lg_u64 s[6:7], s[6:7]
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_eq_i32 s2, -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_eq_i32 s2, -1
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_eq_u32 s2, 0xffff
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_eq_u32 s2, 0xffff
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_lg_i32 s14, 0x8000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_lg_i32 s14, 0x8000
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_lg_u32 s15, 0x8000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_lg_u32 s15, 0x8000
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_gt_i32 s3, -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_gt_i32 s3, -1
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_gt_u32 s3, 0xffff
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_gt_u32 s3, 0xffff
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_ge_i32 s2, -1
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_ge_i32 s2, -1
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_ge_u32 s2, 0xffff
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_ge_u32 s2, 0xffff
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_lt_i32 s4, 0x8000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_lt_i32 s4, 0x8000
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_gt_u32 s14, 0x8000
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_gt_u32 s14, 0x8000
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_le_i32 s13, 3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_le_i32 s13, 3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_cmpk_le_u32 s10, 3
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_cmpk_le_u32 s10, 3
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp1_b32 s4, 31
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp1_b32 s4, 31
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp1_b32 s4, 30
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp1_b32 s4, 30
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp0_b32 s4, 31
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp0_b32 s4, 31
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp0_b32 s4, 63
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp0_b32 s4, 63
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp1_b64 s[6:7], 62
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp1_b64 s[6:7], 62
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp1_b64 s[6:7], 30
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp1_b64 s[6:7], 30
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp0_b64 s[4:5], 31
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp0_b64 s[4:5], 31
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_cmp_eq_u32 s3, s3
	s_bitcmp0_b64 s[4:5], 63
	s_cselect_b32 s91, 1, 0
	s_cmp_lg_u32 s3, s3
	s_bitcmp0_b64 s[4:5], 63
	s_cselect_b32 s93, 1, 0
	ST s91
	ST s93
	s_endpgm
