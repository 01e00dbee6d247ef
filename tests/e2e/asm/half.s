; Scalar f16 VALU: add, sub, mul, fma, fmac, min, max, sqrt, floor, ceil,
; trunc, rndne, v_cvt_f16_f32 and v_rcp_f16 (of a power of two or zero,
; where the reciprocal is exact) on the low halves (the high halves of the
; sources are ignored), with an f16 inline constant.  gfx10 writes only
; the low half of the destination and keeps its high half: the
; destination holds a ^ b ^ 0xdead0000 before each one (fmac: a, its
; addend).  res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer res u32 896 zero @4 out
; @model
; import math
; def init_a(n):
;     return [hash32(i) & 0xffffbfff for i in range(n)]
; def init_b(n):
;     return [hash32(i + 300) & 0xffffbfff for i in range(n)]
; def rnd(fn, x):
;     return h16(math.copysign(float(fn(x)), x))
; def model(wave, bufs, p):
;     res = [0] * 896
;     for t in range(64):
;         a, b = bufs["a"][t], bufs["b"][t]
;         x, y = hf(a), hf(b)
;         r = [h16(x + y), h16(x - y), h16(x * y), h16(x * y + 2.0), h16(x * y + x),
;              h16(min(x, y)), h16(max(x, y)), h16(math.sqrt(abs(x))),
;              rnd(math.floor, x), rnd(math.ceil, x), rnd(math.trunc, x), rnd(round, x),
;              h16(x * 3.0)]
;         p = hf(a & 0xfc00)
;         r.append(h16(1.0 / p) if p else 0xfc00 if a & 0x8000 else 0x7c00)
;         for k, v in enumerate(r):
;             old = a if k == 4 else a ^ b ^ 0xdead0000
;             res[64 * k + t] = (old & 0xffff0000) | v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[4:5]
	v_add_nc_u32_e32 v10, 0x100, v10
	v_xor3_b32 v3, v1, v2, 0xdead0000
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	s_waitcnt vmcnt(0)
	v_xor3_b32 v3, v1, v2, 0xdead0000
	v_add_f16_e32 v3, v1, v2
	ST
	v_sub_f16_e32 v3, v1, v2
	ST
	v_mul_f16_e64 v3, v1, v2
	ST
	v_fma_f16 v3, v1, v2, 2.0
	ST
	v_mov_b32_e32 v3, v1
	v_fmac_f16_e32 v3, v1, v2
	ST
	v_min_f16_e32 v3, v1, v2
	ST
	v_max_f16_e32 v3, v1, v2
	ST
	v_sqrt_f16_e64 v3, |v1|
	ST
	v_floor_f16_e32 v3, v1
	ST
	v_ceil_f16_e32 v3, v1
	ST
	v_trunc_f16_e32 v3, v1
	ST
	v_rndne_f16_e32 v3, v1
	ST
	v_cvt_f32_f16_e32 v4, v1
	v_mul_f32_e32 v4, 0x40400000, v4
	v_cvt_f16_f32_e32 v3, v4
	ST
	v_and_b32_e32 v4, 0xfc00, v1
	v_rcp_f16_e32 v3, v4
	ST
	s_endpgm
