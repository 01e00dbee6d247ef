; Every vector compare the recompiler implements, v_cmp (VOP3, the mask to
; an SGPR pair or SGPR) and v_cmpx (VOP3, gfx10: EXEC only), for f32, f64,
; f16, i32, u32, i64, u64, i16, u16, each lane's bit read back with
; v_cndmask. RDNA2 ISA: lt eq le gt lg ge are ordered (false when either
; source is NaN); o: neither is NaN; u: either is; nge nlg ngt nle neq nlt
; are the negations of ge lg gt le eq lt (true on NaN); f / tru (t for
; 32- and 64-bit integers; gfx10 has none for 16-bit ones) always false /
; true; ne is the integer not-equal; the 16-bit compares read only the low
; halves (the high halves hold other bits).
; The 64 lanes take every pair of eight values: a = S[i % 8], b = S[i / 8]
; (S with NaN, the infinities and both zeros), integer pairs likewise,
; 64-bit ones with high dwords equal in some pairs. v_cmpx result k of
; lane i (EXEC after it, restored before the next) and v_cmp results go to
; out[64 * k + i].
; (not at S = 1: one invocation holding every lane gives a module lavapipe
; took over 7 minutes to compile)
; @workgroup 64
; @subgroups 8 16
; @groups 1
; @user-sgprs 10
; @buffer f u32 64 model @0
; @buffer x u32 64 model @2
; @buffer out u32 11776 zero @4 out
; @buffer h u32 64 model @6
; @buffer s u32 64 model @8
; @model
; import math
; S = [math.nan, -math.inf, -2.0, -0.0, 0.0, 1.5, 2.0, math.inf]
; X = [0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, 0x12345678, 0x80000001]
; H = [0, 0, 1, 0x80000000, 0xffffffff, 0xffffffff, 0, 0x7fffffff]
; S16 = [0, 1, 0x7fff, 0x8000, 0xffff, 0xfffe, 0x1234, 0x8001]
; def init_f(n):
;     return [f2u(S[i % 8]) for i in range(n)]
; def init_x(n):
;     return [X[i % 8] for i in range(n)]
; def init_h(n):
;     return [H[i % 8] for i in range(n)]
; def init_s(n):
;     return [(hash32(i) & 0xffff0000) | S16[i % 8] for i in range(n)]
; FC = ["f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u",
;       "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"]
; IC = ["f", "lt", "eq", "le", "gt", "ne", "ge", "t"]
; TYPES = ["f32", "f64", "f16", "i32", "u32", "i64", "u64", "i16", "u16"]
; ORD = {"lt": lambda a, b: a < b, "eq": lambda a, b: a == b, "le": lambda a, b: a <= b,
;        "gt": lambda a, b: a > b, "lg": lambda a, b: a != b, "ne": lambda a, b: a != b,
;        "ge": lambda a, b: a >= b}
; NEG = {"nge": "ge", "nlg": "lg", "ngt": "gt", "nle": "le", "neq": "eq", "nlt": "lt"}
; def fcmp(c, a, b):
;     nan = math.isnan(a) or math.isnan(b)
;     if c == "f":
;         return False
;     if c == "tru":
;         return True
;     if c == "o":
;         return not nan
;     if c == "u":
;         return nan
;     if c in NEG:
;         return nan or not ORD[NEG[c]](a, b)
;     return not nan and ORD[c](a, b)
; def icmp(c, a, b):
;     return {"f": False, "t": True}[c] if c in ("f", "t") else ORD[c](a, b)
; def sx(v, bits):
;     return v - (1 << bits) if v >> (bits - 1) else v
; def operands(t, bufs, i, j):
;     if t == "f32" or t == "f64":
;         return u2f(bufs["f"][i]), u2f(bufs["f"][j])
;     if t == "f16":
;         return hf(h16(u2f(bufs["f"][i]))), hf(h16(u2f(bufs["f"][j])))
;     if t in ("i32", "u32"):
;         a, b = bufs["x"][i], bufs["x"][j]
;         return (sx(a, 32), sx(b, 32)) if t == "i32" else (a, b)
;     if t in ("i64", "u64"):
;         a = bufs["x"][i] | bufs["h"][i] << 32
;         b = bufs["x"][j] | bufs["h"][j] << 32
;         return (sx(a, 64), sx(b, 64)) if t == "i64" else (a, b)
;     a, b = bufs["s"][i] & 0xffff, bufs["s"][j] & 0xffff
;     return (sx(a, 16), sx(b, 16)) if t == "i16" else (a, b)
; def model(wave, bufs, push):
;     out = []
;     for x in range(2):
;         for t in TYPES:
;             for c in (FC if t[0] == "f" else IC if "16" not in t else IC[1:-1]):
;                 for i in range(64):
;                     a, b = operands(t, bufs, i, i // 8)
;                     out.append(int(fcmp(c, a, b) if t[0] == "f" else icmp(c, a, b)))
;     return {"out": out}
; @end
.macro BIT m
	v_cndmask_b32_e64 v30, 0, 1, \m
	global_store_dword v10, v30, s[4:5]
	v_add_nc_u32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	v_lshrrev_b32 v11, 3, v0
	v_lshlrev_b32 v11, 2, v11
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v11, s[0:1]
	global_load_dword v3, v10, s[2:3]
	global_load_dword v4, v11, s[2:3]
	global_load_dword v21, v10, s[6:7]
	global_load_dword v23, v11, s[6:7]
	global_load_dword v5, v10, s[8:9]
	global_load_dword v6, v11, s[8:9]
	s_waitcnt vmcnt(0)
	v_mov_b32 v20, v3
	v_mov_b32 v22, v4
	v_cvt_f64_f32 v[12:13], v1
	v_cvt_f64_f32 v[14:15], v2
	v_cvt_f16_f32 v16, v1
	v_cvt_f16_f32 v17, v2
	s_mov_b{b} {m:42}, {exec}
	v_cmp_f_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_lt_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_eq_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_le_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_gt_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_lg_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_ge_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_o_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_u_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_nge_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_nlg_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_ngt_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_nle_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_neq_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_nlt_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_tru_f32_e64 {m:40}, v1, v2
	BIT {m:40}
	v_cmp_f_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_lt_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_eq_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_le_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_gt_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_lg_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_ge_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_o_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_u_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_nge_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_nlg_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_ngt_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_nle_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_neq_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_nlt_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_tru_f64_e64 {m:40}, v[12:13], v[14:15]
	BIT {m:40}
	v_cmp_f_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_lt_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_eq_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_le_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_gt_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_lg_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_ge_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_o_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_u_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_nge_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_nlg_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_ngt_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_nle_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_neq_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_nlt_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_tru_f16_e64 {m:40}, v16, v17
	BIT {m:40}
	v_cmp_f_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_lt_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_eq_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_le_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_gt_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_ne_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_ge_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_t_i32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_f_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_lt_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_eq_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_le_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_gt_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_ne_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_ge_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_t_u32_e64 {m:40}, v3, v4
	BIT {m:40}
	v_cmp_f_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_lt_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_eq_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_le_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_gt_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_ne_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_ge_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_t_i64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_f_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_lt_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_eq_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_le_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_gt_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_ne_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_ge_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_t_u64_e64 {m:40}, v[20:21], v[22:23]
	BIT {m:40}
	v_cmp_lt_i16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_eq_i16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_le_i16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_gt_i16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_ne_i16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_ge_i16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_lt_u16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_eq_u16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_le_u16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_gt_u16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_ne_u16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmp_ge_u16_e64 {m:40}, v5, v6
	BIT {m:40}
	v_cmpx_f_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lg_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_o_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_u_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nge_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nlg_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ngt_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nle_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_neq_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nlt_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_tru_f32_e64 v1, v2
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_f_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lg_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_o_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_u_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nge_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nlg_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ngt_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nle_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_neq_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nlt_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_tru_f64_e64 v[12:13], v[14:15]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_f_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lg_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_o_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_u_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nge_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nlg_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ngt_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nle_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_neq_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_nlt_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_tru_f16_e64 v16, v17
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_f_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ne_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_t_i32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_f_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ne_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_t_u32_e64 v3, v4
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_f_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ne_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_t_i64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_f_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ne_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_t_u64_e64 v[20:21], v[22:23]
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_i16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_i16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_i16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_i16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ne_i16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_i16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_lt_u16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_eq_u16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_le_u16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_gt_u16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ne_u16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	v_cmpx_ge_u16_e64 v5, v6
	s_mov_b{b} {m:40}, {exec}
	s_mov_b{b} {exec}, {m:42}
	BIT {m:40}
	s_endpgm
