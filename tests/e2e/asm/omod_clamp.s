; The output modifiers of VOP3 float results: omod (mul:2, mul:4, div:2)
; and clamp, f32, f64 and f16. RDNA2 ISA: the result is rounded, then
; multiplied by 2, 4 or 0.5 (omod), then clamped to [0, 1] (clamp); omod
; before clamp. Inputs are chosen so that every value stays normal and
; finite (no NaN: the ISA leaves omod with denormals to the mode).
; Lane i reads a[i], b[i], c[i] (f32 bits) and n[i] (an integer);
; result k of lane i goes to out[64 * k + i].
; @workgroup 64
; @groups 1
; @user-sgprs 10
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer c u32 64 model @6
; @buffer n u32 64 model @8
; @buffer out u32 1280 zero @4 out
; @model
; from fractions import Fraction as Q
; V = [0.75, 0.3, -0.5, 1.5, 2.0, 0.25, -3.0, 0.625, 0.1, -0.2, 0.4375, 3.5,
;      -1.25, 0.05, 0.9, 1.0]
; def f32(x):
;     return u2f(f2u(x))
; def init_a(n):
;     return [f2u(V[i % 16] * (1 + (i // 16) / 8)) for i in range(n)]
; def init_b(n):
;     return [f2u(V[(i * 5 + 3) % 16]) for i in range(n)]
; def init_c(n):
;     return [f2u(V[(i * 3 + 7) % 16] / 4) for i in range(n)]
; def init_n(n):
;     return [(i - 40) & M32 for i in range(n)]
; def c01(x):
;     return min(max(x, 0.0), 1.0) + 0.0
; def d64(x):
;     b = struct.unpack("<Q", struct.pack("<d", x))[0]
;     return [b & M32, b >> 32]
; def r32(q):
;     return round_to(q, 24, -126, 127)
; def r64(q):
;     return round_to(q, 53, -1022, 1023)
; def r16(q):
;     return round_to(q, 11, -14, 15)
; def lane(a, b, c, n):
;     r = []
;     r.append(f2u(c01(f32(a + b))))                       # v_add_f32 clamp
;     r.append(f2u(f32(a + b) * 2))                        # v_add_f32 mul:2
;     r.append(f2u(f32(a * b) * 4))                        # v_mul_f32 mul:4
;     r.append(f2u(f32(a * b) / 2))                        # v_mul_f32 div:2
;     r.append(f2u(c01(r32(Q(a) * Q(b) + Q(c)) * 2)))      # v_fma_f32 mul:2 clamp
;     r.append(f2u(c01(f32(a - b))))                       # v_sub_f32 clamp
;     r.append(f2u(max(a, b) * 2))                         # v_max_f32 mul:2
;     r.append(f2u(float((n ^ 0x80000000) - 0x80000000) * 2))  # v_cvt_f32_i32 mul:2
;     r += d64(c01(a + b))                                  # v_add_f64 clamp
;     r += d64(a * b * 2)                                   # v_mul_f64 mul:2
;     r += d64(r64(Q(a) * Q(b) + Q(c)) / 2)                 # v_fma_f64 div:2
;     ha, hb, hc = hf(h16(a)), hf(h16(b)), hf(h16(c))
;     r.append(h16(c01(r16(Q(ha) + Q(hb)))))               # v_add_f16 clamp
;     r.append(h16(r16(Q(ha) * Q(hb)) * 2))                # v_mul_f16 mul:2
;     r.append(h16(c01(r16(Q(ha) * Q(hb) + Q(hc)) / 2)))   # v_fma_f16 div:2 clamp
;     r.append(f2u(c01(f32(a * b) * 4)))                   # v_mul_f32 mul:4 clamp
;     return r
; def model(wave, bufs, push):
;     out = [0] * 1280
;     for i in range(64):
;         x = [u2f(bufs[k][i]) for k in "abc"]
;         for k, v in enumerate(lane(x[0], x[1], x[2], bufs["n"][i])):
;             out[64 * k + i] = v
;     return {"out": out}
; @end
.macro ST r
	global_store_dword v10, \r, s[4:5]
	v_add_nc_u32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	global_load_dword v3, v10, s[6:7]
	global_load_dword v4, v10, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v20, v1, v2 clamp
	ST v20
	v_add_f32_e64 v20, v1, v2 mul:2
	ST v20
	v_mul_f32_e64 v20, v1, v2 mul:4
	ST v20
	v_mul_f32_e64 v20, v1, v2 div:2
	ST v20
	v_fma_f32 v20, v1, v2, v3 clamp mul:2
	ST v20
	v_sub_f32_e64 v20, v1, v2 clamp
	ST v20
	v_max_f32_e64 v20, v1, v2 mul:2
	ST v20
	v_cvt_f32_i32_e64 v20, v4 mul:2
	ST v20
	v_cvt_f64_f32 v[12:13], v1
	v_cvt_f64_f32 v[14:15], v2
	v_cvt_f64_f32 v[16:17], v3
	v_add_f64 v[20:21], v[12:13], v[14:15] clamp
	ST v20
	ST v21
	v_mul_f64 v[20:21], v[12:13], v[14:15] mul:2
	ST v20
	ST v21
	v_fma_f64 v[20:21], v[12:13], v[14:15], v[16:17] div:2
	ST v20
	ST v21
	v_cvt_f16_f32 v5, v1
	v_cvt_f16_f32 v6, v2
	v_cvt_f16_f32 v7, v3
	v_add_f16_e64 v20, v5, v6 clamp
	v_and_b32 v20, 0xffff, v20
	ST v20
	v_mul_f16_e64 v20, v5, v6 mul:2
	v_and_b32 v20, 0xffff, v20
	ST v20
	v_fma_f16 v20, v5, v6, v7 clamp div:2
	v_and_b32 v20, 0xffff, v20
	ST v20
	v_mul_f32_e64 v20, v1, v2 clamp mul:4
	ST v20
	s_endpgm
