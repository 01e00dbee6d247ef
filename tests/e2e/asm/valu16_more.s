; 16-bit VALU beyond half.s and int16.s, per lane under EXEC (lanes
; t % 7 == 3 off keep the destination): v_cvt_f16_i16/u16 (also SDWA into
; the high word), v_cvt_i16/u16_f16 (truncating, saturating, NaN -> 0),
; v_cvt_norm_i16/u16_f16 and v_cvt_pknorm_i16/u16_f16 (clamp to [-1|0, 1],
; scale, nearest even), v_fract_f16 (at most 0x3bff; inf and NaN give NaN;
; with neg and omod), v_frexp_exp_i16_f16, v_frexp_mant_f16, v_ldexp_f16
; (i16 exponents past the range), v_min3/max3/med3 for f16 (a NaN operand
; loses, -0 < +0; med3 with a NaN is min3), i16 and u16, with op_sel
; picking source halves and writing the high half (the low half kept),
; v_mad_u32_u16 / v_mad_i32_i16 (op_sel, clamp saturates), v_cmp_class_f16
; (VOPC, VOP3 with -|x|, SDWA on the high half), v_cmpx_class_f16, and
; v_cmp_f_f16 / v_cmp_f_u32 / v_cmpx_f_i32 (always false). The
; destination holds 0x40000000 + t before each one; a 16-bit result fills
; its low half and keeps the high half (gfx10), or with op_sel[3] the
; reverse.  f16 results are stored with any NaN half as 0x7e00;
; res[64 * k + t] holds result k.
; @workgroup 64
; @groups 1
; @user-sgprs 8
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer c u32 64 model @4
; @buffer res u32 2048 zero @6 out
; @model
; import math
; from fractions import Fraction as Fr
; SP = [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x0001, 0x83ff,
;       0x0400, 0x7c00, 0xfc00, 0x3555, 0xc248, 0x5640, 0x7e00, 0x3bff,
;       0x3800, 0xb801, 0x6a00, 0x1234]
; CS = [5, 0xfffd, 20, 0xffe2, 100, 0xff9c, 0x7fff, 0x8000, 0, 1, 0x3ff, 0x1ff,
;       0x3c00, 0xfc00, 0x7e00, 0x208]
; def init_a(n):
;     return [SP[t % 20] | SP[(7 * t + 3) % 20] << 16 if t < 44 else hash32(t)
;             for t in range(n)]
; def init_b(n):
;     return [SP[(3 * t + 1) % 20] | SP[(11 * t + 5) % 20] << 16 if t < 44
;             else hash32(t + 77) for t in range(n)]
; def init_c(n):
;     c = [CS[t % 16] | (hash32(t + 9) & 0xffff0000) if t < 32 else hash32(t + 300)
;          for t in range(n)]
;     c[32:36] = [0xffffffff, 0x7fffffff, 0x80000000, 0xfffe0001]
;     return c
; def bits16(x):
;     if math.isnan(x):
;         return 0x7e00
;     if math.isinf(x) or x == 0:
;         return struct.unpack("<H", struct.pack("<e", x))[0]
;     return struct.unpack("<H", struct.pack("<e", round_to(Fr(x), 11, -14, 15)))[0]
; def canon(w):
;     for sh in (0, 16):
;         if ((w >> sh) & 0x7fff) > 0x7c00:
;             w = (w & ~(0xffff << sh)) | 0x7e00 << sh
;     return w
; def half(w, hi):
;     return (w >> 16) & 0xffff if hi else w & 0xffff
; def sx(v, bits):
;     v &= (1 << bits) - 1
;     return v - (1 << bits) if v >> (bits - 1) else v
; def to_int(x, lo, hi):
;     return 0 if math.isnan(x) else int(min(max(x, lo), hi))
; def norm(x, sg):
;     if math.isnan(x):
;         return 0
;     x = min(max(x, -1.0 if sg else 0.0), 1.0)
;     return round(x * (32767 if sg else 65535)) & 0xffff
; def fract(x, omod=1):
;     if math.isnan(x) or math.isinf(x):
;         return math.nan
;     f = min(Fr(x) - math.floor(x), Fr(2047, 2048))
;     return float(f) * omod
; def frexp_exp(x):
;     return 0 if math.isnan(x) or math.isinf(x) else math.frexp(x)[1] & 0xffff
; def frexp_mant(x):
;     return x if math.isnan(x) or math.isinf(x) else math.frexp(x)[0]
; def ldexp(x, e):
;     if math.isnan(x) or math.isinf(x) or x == 0:
;         return x
;     return round_to(Fr(x) * Fr(2) ** e, 11, -14, 15)
; def fmin(a, b):
;     if math.isnan(b):
;         return a
;     if math.isnan(a):
;         return b
;     if a < b or (a == b and math.copysign(1, a) < math.copysign(1, b)):
;         return a
;     return b
; def fmax(a, b):
;     if math.isnan(b):
;         return a
;     if math.isnan(a):
;         return b
;     if a > b or (a == b and math.copysign(1, a) > math.copysign(1, b)):
;         return a
;     return b
; def fmed3(a, b, c):
;     if math.isnan(a) or math.isnan(b) or math.isnan(c):
;         return fmin(fmin(a, b), c)
;     mx = fmax(fmax(a, b), c)
;     if mx == a:
;         return fmax(b, c)
;     if mx == b:
;         return fmax(a, c)
;     return fmax(a, b)
; def med3(a, b, c):
;     return sorted([a, b, c])[1]
; def cls(h):
;     e, m, neg = (h >> 10) & 31, h & 0x3ff, h >> 15
;     if e == 31 and m:
;         return 1 if m & 0x200 else 0
;     pos = 9 if e == 31 else 8 if e else 6 if m == 0 else 7
;     return 11 - pos if neg else pos
; def model(wave, bufs, p):
;     A, B, C = bufs["a"], bufs["b"], bufs["c"]
;     res = [0] * 2048
;     for t in range(64):
;         a, b, c = A[t], B[t], C[t]
;         old = 0x40000000 | t
;         al, ah, bl, bh, cl, ch = a & 0xffff, a >> 16, b & 0xffff, b >> 16, c & 0xffff, c >> 16
;         lo = lambda v: (old & 0xffff0000) | (v & 0xffff)
;         hi = lambda v: (old & 0xffff) | (v & 0xffff) << 16
;         r = [lo(bits16(float(sx(al, 16)))),
;              lo(bits16(float(al))),
;              (old & 0xffff) | bits16(float(ah)) << 16,
;              lo(to_int(hf(al), -32768, 32767)),
;              lo(to_int(hf(bl), 0, 65535)),
;              lo(norm(hf(al), True)),
;              lo(norm(-hf(bl), False)),
;              norm(hf(ah), True) | norm(hf(bl), True) << 16,
;              norm(hf(al), False) | norm(hf(bl), False) << 16,
;              canon(lo(bits16(fract(hf(al))))),
;              canon(lo(bits16(fract(-hf(bl), 2)))),
;              lo(frexp_exp(hf(al))),
;              canon(lo(bits16(frexp_mant(hf(bl))))),
;              canon(lo(bits16(ldexp(hf(al), sx(cl, 16))))),
;              canon(lo(bits16(fmin(fmin(hf(al), hf(bl)), hf(cl))))),
;              canon(hi(bits16(fmax(fmax(hf(ah), hf(bh)), hf(cl))))),
;              canon(lo(bits16(fmed3(hf(al), hf(bh), hf(ch))))),
;              lo(med3(sx(al, 16), sx(bl, 16), sx(cl, 16))),
;              hi(min(ah, bl, ch)),
;              hi(max(sx(al, 16), sx(bl, 16), sx(cl, 16))),
;              lo(med3(al, bl, cl)),
;              (ah * bl + c) & M32,
;              min(max(sx(al, 16) * sx(bl, 16) + sx(c, 32), -2**31), 2**31 - 1) & M32,
;              min(al * bl + c, M32)]
;         on = t % 7 != 3
;         if not on:
;             r = [old] * len(r)
;         r.append(1 if on and (c >> cls(al)) & 1 else 0)
;         r.append(1 if on and (c >> cls(bl | 0x8000)) & 1 else 0)
;         r.append(1 if on and (c >> cls(ah)) & 1 else 0)
;         r.append(1 if on and (c >> cls(bl)) & 1 else 0)
;         r += [0, 0, 0]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro OLD
	v_or_b32 v3, 0x40000000, v0
.endm
.macro ST r=v3
	global_store_dword v11, \r, s[6:7]
	v_add_nc_u32 v11, 0x100, v11
.endm
; any NaN half of \r becomes 0x7e00 (v30, v31 and VCC scratch)
.macro CANON r
	v_and_b32 v30, 0x7fff, \r
	v_cmp_lt_u32 {vcc}, 0x7c00, v30
	v_and_b32 v31, 0xffff0000, \r
	v_or_b32 v31, 0x7e00, v31
	v_cndmask_b32 \r, \r, v31, {vcc}
	v_bfe_u32 v30, \r, 16, 15
	v_cmp_lt_u32 {vcc}, 0x7c00, v30
	v_and_b32 v31, 0xffff, \r
	v_or_b32 v31, 0x7e000000, v31
	v_cndmask_b32 \r, \r, v31, {vcc}
.endm
.macro T op:vararg
	OLD
	s_mov_b{b} {exec}, {m:42}
	\op
	s_mov_b{b} {exec}, -1
	ST
.endm
.macro TC op:vararg
	OLD
	s_mov_b{b} {exec}, {m:42}
	\op
	s_mov_b{b} {exec}, -1
	CANON v3
	ST
.endm
	v_lshlrev_b32 v11, 2, v0
	global_load_dword v1, v11, s[0:1]
	global_load_dword v2, v11, s[2:3]
	global_load_dword v4, v11, s[4:5]
	v_mul_u32_u24 v6, 0x2493, v0
	v_lshrrev_b32 v6, 16, v6
	v_mul_u32_u24 v6, 7, v6
	v_sub_nc_u32 v6, v0, v6
	v_cmp_ne_u32 {m:42}, 3, v6
	s_waitcnt vmcnt(0)
	T v_cvt_f16_i16 v3, v1
	T v_cvt_f16_u16 v3, v1
	T v_cvt_f16_u16_sdwa v3, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
	T v_cvt_i16_f16 v3, v1
	T v_cvt_u16_f16 v3, v2
	T v_cvt_norm_i16_f16 v3, v1
	T v_cvt_norm_u16_f16_e64 v3, -v2
	T v_cvt_pknorm_i16_f16 v3, v1, v2 op_sel:[1,0,0]
	T v_cvt_pknorm_u16_f16 v3, v1, v2
	TC v_fract_f16 v3, v1
	TC v_fract_f16_e64 v3, -v2 mul:2
	T v_frexp_exp_i16_f16 v3, v1
	TC v_frexp_mant_f16 v3, v2
	TC v_ldexp_f16 v3, v1, v4
	TC v_min3_f16 v3, v1, v2, v4
	TC v_max3_f16 v3, v1, v2, v4 op_sel:[1,1,0,1]
	TC v_med3_f16 v3, v1, v2, v4 op_sel:[0,1,1,0]
	T v_med3_i16 v3, v1, v2, v4
	T v_min3_u16 v3, v1, v2, v4 op_sel:[1,0,1,1]
	T v_max3_i16 v3, v1, v2, v4 op_sel:[0,0,0,1]
	T v_med3_u16 v3, v1, v2, v4
	T v_mad_u32_u16 v3, v1, v2, v4 op_sel:[1,0,0,0]
	T v_mad_i32_i16 v3, v1, v2, v4 clamp
	T v_mad_u32_u16 v3, v1, v2, v4 clamp
	s_mov_b{b} {exec}, {m:42}
	v_cmp_class_f16 {vcc}, v1, v4
	s_mov_b{b} {exec}, -1
	v_cndmask_b32 v3, 0, 1, {vcc}
	ST
	s_mov_b{b} {exec}, {m:42}
	v_cmp_class_f16_e64 {m:44}, -|v2|, v4
	s_mov_b{b} {exec}, -1
	v_cndmask_b32_e64 v3, 0, 1, {m:44}
	ST
	s_mov_b{b} {exec}, {m:42}
	v_cmp_class_f16_sdwa {vcc}, v1, v4 src0_sel:WORD_1 src1_sel:DWORD
	s_mov_b{b} {exec}, -1
	v_cndmask_b32 v3, 0, 1, {vcc}
	ST
	v_mov_b32 v3, 0
	s_mov_b{b} {exec}, {m:42}
	v_cmpx_class_f16 v2, v4
	v_mov_b32 v3, 1
	s_mov_b{b} {exec}, -1
	ST
	s_mov_b{b} {exec}, {m:42}
	v_cmp_f_f16 {vcc}, v1, v1
	s_mov_b{b} {exec}, -1
	v_cndmask_b32 v3, 0, 1, {vcc}
	ST
	s_mov_b{b} {m:44}, -1
	v_cmp_f_u32_e64 {m:44}, v1, v2
	v_cndmask_b32_e64 v3, 0, 1, {m:44}
	ST
	v_mov_b32 v3, 0
	v_cmpx_f_i32 v1, v2
	v_mov_b32 v3, 1
	s_mov_b{b} {exec}, -1
	ST
	s_endpgm
