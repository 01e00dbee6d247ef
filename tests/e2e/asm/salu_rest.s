; Scalar instructions no other program runs, each output read back: every
; s_*_saveexec_b32/b64 (the saved EXEC in SDST, the new EXEC and SCC =
; new EXEC != 0; each runs once with a result that is not 0 after SCC was
; set to 0 and once with a result 0 after SCC was set to 1), s_cmov_b32/
; b64 and s_cmovk_i32 under SCC 1 and 0 (and SCC kept), s_cselect_b64,
; s_bitset0/1_b32/b64 (bit number from bits 4:0 / 5:0), s_brev_b64,
; s_ff1_i32_b64, s_flbit_i32_b64, s_flbit_i32 (leading bits equal to the
; sign bit, -1 for 0 and -1), s_bfm_b64. RDNA2 ISA: saveexec D = EXEC;
; EXEC = and: S0 & EXEC, or: S0 | EXEC, xor: S0 ^ EXEC, andn2: S0 & ~EXEC,
; orn2: S0 | ~EXEC, nand: ~(S0 & EXEC), nor: ~(S0 | EXEC), xnor:
; ~(S0 ^ EXEC), andn1: ~S0 & EXEC, orn1: ~S0 | EXEC. A lane mask is 32 or
; 64 bits as the wave. Lane 0 stores results in order to out.
; @workgroup 32
; @groups 1
; @user-sgprs 20
; @buffer out u32 256 zero @0 out
; @push 3 1
; @push 6 0x12345678
; @push 7 0x9abcdef0
; @push 8 0xedcba987
; @push 9 0x6543210f
; @push 10 37
; @push 11 0x60
; @push 14 0
; @push 15 0x100
; @push 16 0x00ffffff
; @push 17 0
; @push 18 0xffff0000
; @push 19 0x0000ffff
; @model
; M64 = (1 << 64) - 1
; SAVE = [("and", "s6", "-1", 0), ("and", "s6", "s8", 1),
;         ("or", "0", "s6", 0), ("or", "0", "0", 1),
;         ("xor", "s6", "-1", 0), ("xor", "s6", "s6", 1),
;         ("andn2", "s8", "-1", 0), ("andn2", "s6", "s6", 1),
;         ("orn2", "-1", "s6", 0), ("orn2", "-1", "0", 1),
;         ("nand", "s6", "-1", 0), ("nand", "-1", "-1", 1),
;         ("nor", "s6", "0", 0), ("nor", "0", "-1", 1),
;         ("xnor", "s6", "0", 0), ("xnor", "s6", "s8", 1),
;         ("andn1", "-1", "s6", 0), ("andn1", "s6", "s6", 1),
;         ("orn1", "0", "s8", 0), ("orn1", "0", "-1", 1)]
; OPS = {"and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
;        "andn2": lambda s, e: s & ~e, "orn2": lambda s, e: s | ~e,
;        "nand": lambda s, e: ~(s & e), "nor": lambda s, e: ~(s | e),
;        "xnor": lambda s, e: ~(s ^ e), "andn1": lambda s, e: ~s & e,
;        "orn1": lambda s, e: ~s | e}
; def flbit_i32(x):
;     if x in (0, M32):
;         return M32
;     y = x ^ M32 if x >> 31 else x
;     return 32 - y.bit_length()
; def model(wave, b, p):
;     full = (1 << wave) - 1
;     def mask(s):
;         if s == "-1":
;             return full
;         if s == "0":
;             return 0
;         i = int(s[1:])
;         return (p[i] | (p[i + 1] << 32 if wave == 64 else 0)) & full
;     def halves(v):
;         return [v & M32, v >> 32] if wave == 64 else [v]
;     r = []
;     for op, e, s0, pre in SAVE:
;         ex = OPS[op](mask(s0), mask(e)) & full
;         r += halves(mask(e)) + halves(ex) + [int(ex != 0)]
;     P = p[6] | p[7] << 32
;     N = p[8] | p[9] << 32
;     r += [p[9], 1, p[8], 0]                          # s_cmov_b32
;     r += [N & M32, N >> 32, 1, P & M32, P >> 32, 0]  # s_cmov_b64
;     r += [0xffff8000, p[8]]                          # s_cmovk_i32
;     r += [p[6], p[7], p[8], p[9]]                    # s_cselect_b64
;     r.append(M32 & ~(1 << (37 & 31)))                # s_bitset0_b32
;     r.append(0x80000000)                             # s_bitset1_b32
;     r += [M32, 0x7fffffff]                           # s_bitset0_b64 63
;     r += [0, 1]                                      # s_bitset1_b64 0x60 -> 32
;     v = int("{:064b}".format(P)[::-1], 2)
;     r += [v & M32, v >> 32]                          # s_brev_b64
;     r += [40, M32, 3]                                # s_ff1_i32_b64
;     r += [40, 0, M32]                                # s_flbit_i32_b64
;     r += [flbit_i32(x) for x in (p[18], M32, 0, 1, p[19])]  # s_flbit_i32
;     v = (((1 << 40) - 1) << 20) & M64
;     r += [v & M32, v >> 32]                          # s_bfm_b64 40, 20
;     v = (((1 << 37) - 1) << 32) & M64
;     r += [v & M32, v >> 32]                          # s_bfm_b64 37, 0x60
;     return {"out": r + [0] * (256 - len(r))}
; @end
.macro ST r
	v_mov_b32 v1, \r
	global_store_dword v0, v1, s[0:1]
	v_add_nc_u32 v0, 4, v0
.endm
.macro STM a, b
	ST s\a
.if WAVE64
	ST s\b
.endif
.endm
	s_mov_b{b} {exec}, 1
	v_mov_b32 v0, 0
	s_mov_b{b} {exec}, {m:6}
	s_cmp_lg_u32 s3, s3
	s_and_saveexec_b{b} {m:40}, -1
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_eq_u32 s3, s3
	s_and_saveexec_b{b} {m:40}, {m:8}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, 0
	s_cmp_lg_u32 s3, s3
	s_or_saveexec_b{b} {m:40}, {m:6}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, 0
	s_cmp_eq_u32 s3, s3
	s_or_saveexec_b{b} {m:40}, 0
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_lg_u32 s3, s3
	s_xor_saveexec_b{b} {m:40}, -1
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_eq_u32 s3, s3
	s_xor_saveexec_b{b} {m:40}, {m:6}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:8}
	s_cmp_lg_u32 s3, s3
	s_andn2_saveexec_b{b} {m:40}, -1
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_eq_u32 s3, s3
	s_andn2_saveexec_b{b} {m:40}, {m:6}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, -1
	s_cmp_lg_u32 s3, s3
	s_orn2_saveexec_b{b} {m:40}, {m:6}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, -1
	s_cmp_eq_u32 s3, s3
	s_orn2_saveexec_b{b} {m:40}, 0
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_lg_u32 s3, s3
	s_nand_saveexec_b{b} {m:40}, -1
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, -1
	s_cmp_eq_u32 s3, s3
	s_nand_saveexec_b{b} {m:40}, -1
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_lg_u32 s3, s3
	s_nor_saveexec_b{b} {m:40}, 0
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, 0
	s_cmp_eq_u32 s3, s3
	s_nor_saveexec_b{b} {m:40}, -1
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_lg_u32 s3, s3
	s_xnor_saveexec_b{b} {m:40}, 0
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_eq_u32 s3, s3
	s_xnor_saveexec_b{b} {m:40}, {m:8}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, -1
	s_cmp_lg_u32 s3, s3
	s_andn1_saveexec_b{b} {m:40}, {m:6}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, {m:6}
	s_cmp_eq_u32 s3, s3
	s_andn1_saveexec_b{b} {m:40}, {m:6}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, 0
	s_cmp_lg_u32 s3, s3
	s_orn1_saveexec_b{b} {m:40}, {m:8}
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b{b} {exec}, 0
	s_cmp_eq_u32 s3, s3
	s_orn1_saveexec_b{b} {m:40}, -1
	s_cselect_b32 s44, 1, 0
	s_mov_b{b} {m:42}, {exec}
	s_mov_b{b} {exec}, 1
	STM 40, 41
	STM 42, 43
	ST s44
	s_mov_b32 s90, s8
	s_cmp_eq_u32 s3, s3
	s_cmov_b32 s90, s9
	s_cselect_b32 s91, 1, 0
	ST s90
	ST s91
	s_mov_b32 s90, s8
	s_cmp_lg_u32 s3, s3
	s_cmov_b32 s90, s9
	s_cselect_b32 s91, 1, 0
	ST s90
	ST s91
	s_mov_b64 s[90:91], s[6:7]
	s_cmp_eq_u32 s3, s3
	s_cmov_b64 s[90:91], s[8:9]
	s_cselect_b32 s92, 1, 0
	ST s90
	ST s91
	ST s92
	s_mov_b64 s[90:91], s[6:7]
	s_cmp_lg_u32 s3, s3
	s_cmov_b64 s[90:91], s[8:9]
	s_cselect_b32 s92, 1, 0
	ST s90
	ST s91
	ST s92
	s_mov_b32 s90, s8
	s_cmp_eq_u32 s3, s3
	s_cmovk_i32 s90, 0x8000
	ST s90
	s_mov_b32 s90, s8
	s_cmp_lg_u32 s3, s3
	s_cmovk_i32 s90, 0x8000
	ST s90
	s_cmp_eq_u32 s3, s3
	s_cselect_b64 s[90:91], s[6:7], s[8:9]
	ST s90
	ST s91
	s_cmp_lg_u32 s3, s3
	s_cselect_b64 s[90:91], s[6:7], s[8:9]
	ST s90
	ST s91
	s_mov_b32 s90, -1
	s_bitset0_b32 s90, s10
	ST s90
	s_mov_b32 s90, 0
	s_bitset1_b32 s90, 31
	ST s90
	s_mov_b64 s[90:91], -1
	s_bitset0_b64 s[90:91], 63
	ST s90
	ST s91
	s_mov_b64 s[90:91], 0
	s_bitset1_b64 s[90:91], s11
	ST s90
	ST s91
	s_brev_b64 s[90:91], s[6:7]
	ST s90
	ST s91
	s_ff1_i32_b64 s90, s[14:15]
	ST s90
	s_ff1_i32_b64 s90, 0
	ST s90
	s_ff1_i32_b64 s90, s[6:7]
	ST s90
	s_flbit_i32_b64 s90, s[16:17]
	ST s90
	s_flbit_i32_b64 s90, s[6:7]
	ST s90
	s_flbit_i32_b64 s90, 0
	ST s90
	s_flbit_i32 s90, s18
	ST s90
	s_flbit_i32 s90, -1
	ST s90
	s_flbit_i32 s90, 0
	ST s90
	s_flbit_i32 s90, s3
	ST s90
	s_flbit_i32 s90, s19
	ST s90
	s_bfm_b64 s[90:91], 40, 20
	ST s90
	ST s91
	s_bfm_b64 s[90:91], s10, s11
	ST s90
	ST s91
	s_endpgm
