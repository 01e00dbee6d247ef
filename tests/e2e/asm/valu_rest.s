; Vector instructions no other program runs, each result read back per
; lane (RDNA2 ISA definitions): v_xnor_b32, v_max_i32, v_mad_i32_i24,
; v_mul_hi_i32_i24, v_alignbyte_b32 (byte shift S2[1:0]), v_add_lshl_u32
; ((S0 + S1) << S2[4:0]), v_or3_b32, v_min3/max3/med3 (u32, i32, f32),
; v_sad_hi_u8 ((SAD of the bytes) << 16, + S2), v_cvt_f32_ubyte0..3,
; v_cvt_f64_i32/u32, v_subrev_f32, v_min_f32, v_fmaak/fmamk_f32 and _f16
; (fused, one rounding, K the literal), v_subrev_f16, v_frexp_mant_f32,
; v_fract_f32, the 16-bit integer ops v_sub_nc_u16, v_add_nc_i16,
; v_mad_u16, v_mad_i16, v_lshrrev_b16, v_min_u16, v_max_u16, v_min_i16
; (low halves read: the high half of a 16-bit result is not looked at),
; and the EXEC written by v_cmpx_class_f32/f64 and the mask of
; v_cmp_class_f64 (the wave's mask, 32 or 64 bits, read back in every
; lane; bits: 3 negative normal, 8 positive normal). Lane i reads float
; a[i], b[i], c[i] and integers x[i], y[i], z[i]; result k of lane i goes
; to out[64 * k + i].
; @workgroup 64
; @groups 1
; @user-sgprs 14
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer out u32 3072 zero @4 out
; @buffer c u32 64 model @6
; @buffer x u32 64 model @8
; @buffer y u32 64 model @10
; @buffer z u32 64 model @12
; @model
; from fractions import Fraction as Q
; import math
; V = [0.75, 0.3, -0.5, 1.5, 2.0, 0.25, -3.0, 0.625, 0.1, -0.2, 0.4375, 3.5,
;      -1.25, 0.05, 0.9, 1.0]
; E = [0xffffffff, 0x80000000, 0x7fffffff, 0, 1, 0x12345678, 0xffff0000,
;      0x00ffffff, 0x00800000, 0xfffffffe, 0x55555555, 0x0000ffff, 0x8000ff80]
; def init_a(n):
;     return [f2u(V[i % 16] * (1 + (i // 16) / 8)) for i in range(n)]
; def init_b(n):
;     return [f2u(V[(i * 5 + 3) % 16]) for i in range(n)]
; def init_c(n):
;     return [f2u(V[(i * 3 + 7) % 16] / 4) for i in range(n)]
; def init_x(n):
;     return [E[i] if i < len(E) else hash32(i) for i in range(n)]
; def init_y(n):
;     return [E[(i * 7) % len(E)] if i < 26 else hash32(i + 77) for i in range(n)]
; def init_z(n):
;     return [E[(i * 5 + 2) % len(E)] if i < 26 else hash32(i + 99) for i in range(n)]
; def sx(v, bits):
;     v &= (1 << bits) - 1
;     return v - (1 << bits) if v >> (bits - 1) else v
; def f32(x):
;     return u2f(f2u(x))
; def r32(q):
;     return round_to(q, 24, -126, 127)
; def r16(q):
;     return round_to(q, 11, -14, 15)
; def d64(x):
;     v = struct.unpack("<Q", struct.pack("<d", x))[0]
;     return [v & M32, v >> 32]
; KF = 1.375
; KH = 0.6875
; def lane(a, b, c, x, y, z):
;     r = []
;     r.append(~(x ^ y) & M32)                                      # v_xnor_b32
;     r.append(x if sx(x, 32) > sx(y, 32) else y)                   # v_max_i32
;     r.append((sx(x, 24) * sx(y, 24) + z) & M32)                   # v_mad_i32_i24
;     r.append(((sx(x, 24) * sx(y, 24)) >> 32) & M32)               # v_mul_hi_i32_i24
;     r.append((((x << 32) | y) >> (8 * (z & 3))) & M32)            # v_alignbyte_b32
;     r.append((((x + y) & M32) << (z & 31)) & M32)                 # v_add_lshl_u32
;     r.append(x | y | z)                                           # v_or3_b32
;     r.append(min(x, y, z))                                        # v_min3_u32
;     r.append(sorted([x, y, z])[1])                                # v_med3_u32
;     r.append(min(sx(x, 32), sx(y, 32), sx(z, 32)) & M32)          # v_min3_i32
;     r.append(max(sx(x, 32), sx(y, 32), sx(z, 32)) & M32)          # v_max3_i32
;     r.append(f2u(min(a, b, c)))                                   # v_min3_f32
;     r.append(f2u(max(a, b, c)))                                   # v_max3_f32
;     r.append(f2u(sorted([a, b, c])[1]))                           # v_med3_f32
;     sad = sum(abs(((x >> s) & 255) - ((y >> s) & 255)) for s in (0, 8, 16, 24))
;     r.append(((sad << 16) + z) & M32)                             # v_sad_hi_u8
;     r += [f2u(float((x >> s) & 255)) for s in (0, 8, 16, 24)]    # v_cvt_f32_ubyte0..3
;     r += d64(float(sx(x, 32)))                                    # v_cvt_f64_i32
;     r += d64(float(x))                                            # v_cvt_f64_u32
;     r.append(f2u(f32(b - a)))                                     # v_subrev_f32
;     r.append(f2u(min(a, b)))                                      # v_min_f32
;     r.append(f2u(r32(Q(a) * Q(b) + Q(KF))))                       # v_fmaak_f32
;     r.append(f2u(r32(Q(a) * Q(KF) + Q(b))))                       # v_fmamk_f32
;     ha, hb, hc = hf(h16(a)), hf(h16(b)), hf(h16(c))
;     r.append(h16(r16(Q(ha) * Q(hb) + Q(KH))))                     # v_fmaak_f16
;     r.append(h16(r16(Q(ha) * Q(KH) + Q(hc))))                     # v_fmamk_f16
;     r.append(h16(r16(Q(hb) - Q(ha))))                             # v_subrev_f16
;     m, e = math.frexp(a)
;     r.append(f2u(m))                                              # v_frexp_mant_f32
;     r.append(f2u(abs(a) - math.floor(abs(a))))                    # v_fract_f32 of |a|
;     xl, yl, zl = x & 0xffff, y & 0xffff, z & 0xffff
;     r.append((xl - yl) & 0xffff)                                  # v_sub_nc_u16
;     r.append((xl + yl) & 0xffff)                                  # v_add_nc_i16
;     r.append((xl * yl + zl) & 0xffff)                             # v_mad_u16
;     r.append((sx(xl, 16) * sx(yl, 16) + sx(zl, 16)) & 0xffff)     # v_mad_i16
;     r.append(xl >> (yl & 15))                                     # v_lshrrev_b16
;     r.append(min(xl, yl))                                         # v_min_u16
;     r.append(max(xl, yl))                                         # v_max_u16
;     r.append(min(sx(xl, 16), sx(yl, 16)) & 0xffff)                # v_min_i16
;     return r
; def model(wave, bufs, push):
;     out = [0] * 3072
;     fl = [[u2f(bufs[k][i]) for i in range(64)] for k in "abc"]
;     for i in range(64):
;         r = lane(fl[0][i], fl[1][i], fl[2][i], bufs["x"][i], bufs["y"][i], bufs["z"][i])
;         base = i - i % wave
;         def mask(cond):
;             v = sum(1 << (j - base) for j in range(base, base + wave) if cond(j))
;             return [v & M32, v >> 32]
;         r += mask(lambda j: fl[0][j] > 0)                         # v_cmpx_class_f32 +normal
;         r += mask(lambda j: fl[0][j] < 0)                         # v_cmp_class_f64 -normal
;         r += mask(lambda j: fl[1][j] > 0)                         # v_cmpx_class_f64 +normal
;         for k, v in enumerate(r):
;             out[64 * k + i] = v
;     return {"out": out}
; @end
.macro ST r
	global_store_dword v10, \r, s[4:5]
	v_add_nc_u32 v10, 0x100, v10
.endm
.macro ST16 r
	v_and_b32 \r, 0xffff, \r
	ST \r
.endm
.macro STMASK
	v_mov_b32 v20, s50
.if WAVE64
	v_mov_b32 v21, s51
.else
	v_mov_b32 v21, 0
.endif
	ST v20
	ST v21
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	global_load_dword v3, v10, s[6:7]
	global_load_dword v4, v10, s[8:9]
	global_load_dword v5, v10, s[10:11]
	global_load_dword v6, v10, s[12:13]
	s_waitcnt vmcnt(0)
	v_xnor_b32 v20, v4, v5
	ST v20
	v_max_i32 v20, v4, v5
	ST v20
	v_mad_i32_i24 v20, v4, v5, v6
	ST v20
	v_mul_hi_i32_i24 v20, v4, v5
	ST v20
	v_alignbyte_b32 v20, v4, v5, v6
	ST v20
	v_add_lshl_u32 v20, v4, v5, v6
	ST v20
	v_or3_b32 v20, v4, v5, v6
	ST v20
	v_min3_u32 v20, v4, v5, v6
	ST v20
	v_med3_u32 v20, v4, v5, v6
	ST v20
	v_min3_i32 v20, v4, v5, v6
	ST v20
	v_max3_i32 v20, v4, v5, v6
	ST v20
	v_min3_f32 v20, v1, v2, v3
	ST v20
	v_max3_f32 v20, v1, v2, v3
	ST v20
	v_med3_f32 v20, v1, v2, v3
	ST v20
	v_sad_hi_u8 v20, v4, v5, v6
	ST v20
	v_cvt_f32_ubyte0 v20, v4
	ST v20
	v_cvt_f32_ubyte1 v20, v4
	ST v20
	v_cvt_f32_ubyte2 v20, v4
	ST v20
	v_cvt_f32_ubyte3 v20, v4
	ST v20
	v_cvt_f64_i32 v[20:21], v4
	ST v20
	ST v21
	v_cvt_f64_u32 v[20:21], v4
	ST v20
	ST v21
	v_subrev_f32 v20, v1, v2
	ST v20
	v_min_f32 v20, v1, v2
	ST v20
	v_fmaak_f32 v20, v1, v2, 0x3fb00000
	ST v20
	v_fmamk_f32 v20, v1, 0x3fb00000, v2
	ST v20
	v_cvt_f16_f32 v11, v1
	v_cvt_f16_f32 v12, v2
	v_cvt_f16_f32 v13, v3
	v_fmaak_f16 v20, v11, v12, 0x3980
	ST16 v20
	v_fmamk_f16 v20, v11, 0x3980, v13
	ST16 v20
	v_subrev_f16 v20, v11, v12
	ST16 v20
	v_frexp_mant_f32 v20, v1
	ST v20
	v_and_b32 v7, 0x7fffffff, v1
	v_fract_f32 v20, v7
	ST v20
	v_sub_nc_u16 v20, v4, v5
	ST16 v20
	v_add_nc_i16 v20, v4, v5
	ST16 v20
	v_mad_u16 v20, v4, v5, v6
	ST16 v20
	v_mad_i16 v20, v4, v5, v6
	ST16 v20
	v_lshrrev_b16 v20, v5, v4
	ST16 v20
	v_min_u16 v20, v4, v5
	ST16 v20
	v_max_u16 v20, v4, v5
	ST16 v20
	v_min_i16 v20, v4, v5
	ST16 v20
	s_mov_b{b} {m:52}, {exec}
	v_mov_b32 v8, 0x100
	v_cmpx_class_f32_e64 v1, v8
	s_mov_b{b} {m:50}, {exec}
	s_mov_b{b} {exec}, {m:52}
	STMASK
	v_cvt_f64_f32 v[14:15], v1
	v_cvt_f64_f32 v[16:17], v2
	v_mov_b32 v8, 8
	v_cmp_class_f64_e64 {m:50}, v[14:15], v8
	STMASK
	v_mov_b32 v8, 0x100
	v_cmpx_class_f64_e64 v[16:17], v8
	s_mov_b{b} {m:50}, {exec}
	s_mov_b{b} {exec}, {m:52}
	STMASK
	s_endpgm
