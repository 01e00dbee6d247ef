; Graphics and media VALU, per lane under EXEC (lanes t % 7 == 3 off keep
; the destination): v_cubeid/sc/tc/ma_f32 (the major axis z before y before
; x on ties; NaN fails every test; with neg/abs, omod and clamp),
; v_mullit_f32 (-MAX_FLOAT for b = -MAX_FLOAT, -inf or NaN, or c <= 0 or
; NaN; else a * b with 0 * anything = +0), v_cvt_off_f32_i4 (also with
; omod), v_lerp_u8, v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8 (16-bit fields
; that wrap) and v_mqsad_u32_u8, v_cvt_pk_u8_f32 (nearest even in
; [0, 255], NaN -> 0, into byte n & 3), v_sat_pk_u8_i16 (also SDWA into the
; high word). resf / resu[64 * k + t] hold result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 12
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer c u32 64 model @4
; @buffer d u32 64 hash @6
; @buffer resf f32 576 zero @8 out
; @buffer resu u32 768 zero @10 out
; @model
; import math
; INF, NAN = math.inf, math.nan
; XS = [1.0, -1.0, 0.5, -0.5, 2.5, -3.0, 0.0, -0.0, INF, -INF, NAN, 1e30,
;       254.5, 3.0, 1.5, 255.5]
; def f2b(x):
;     # a NaN keeps its sign: v_cubesc/tc's -S of a NaN is 0xffc00000
;     try:
;         return struct.unpack("<I", struct.pack("<f", x))[0]
;     except OverflowError:
;         return 0xff800000 if x < 0 else 0x7f800000
; def init_a(n):
;     return [f2b(XS[t % 16]) if t < 48 else hash32(t) for t in range(n)]
; def init_b(n):
;     b = [f2b(XS[(3 * t + 5) % 16]) if t < 48 else hash32(t + 40) for t in range(n)]
;     b[44] = 0xff7fffff
;     return b
; def init_c(n):
;     return [f2b(XS[(5 * t + 7) % 16]) if t < 48 else hash32(t + 80) & 0xff00ffff
;             for t in range(n)]
; def ff(u):
;     return struct.unpack("<f", struct.pack("<I", u & M32))[0]
; def cube(x, y, z):
;     ax, ay, az = abs(x), abs(y), abs(z)
;     if az >= ax and az >= ay:
;         return (5.0 if z < 0 else 4.0), (-x if z < 0 else x), -y, 2 * z
;     if ay >= ax:
;         return (3.0 if y < 0 else 2.0), x, (-z if y < 0 else z), 2 * y
;     return (1.0 if x < 0 else 0.0), (z if x < 0 else -z), -y, 2 * x
; def clamp01(x):
;     return 0.0 if math.isnan(x) or x <= 0 else min(x, 1.0)
; def mullit(a, b, c):
;     if b <= -3.4028234663852886e38 or math.isnan(b) or not c > 0:
;         return -3.4028234663852886e38
;     return 0.0 if a == 0 or b == 0 else a * b
; def off4(w):
;     v = w & 15
;     return (v - 16 if v & 8 else v) / 16.0
; def sad(a, b, acc, masked):
;     for j in range(4):
;         x, y = (a >> 8 * j) & 255, (b >> 8 * j) & 255
;         if not (masked and y == 0):
;             acc += abs(x - y)
;     return acc
; def qsad(s0, s1, s2, nd, masked):
;     out = [0] * nd
;     for i in range(4):
;         win = (s0 >> 8 * i) & M32
;         if nd == 4:
;             out[i] = sad(win, s1, (s2 >> 32 * i) & M32, masked) & M32
;         else:
;             f = sad(win, s1, (s2 >> 16 * i) & 0xffff, masked) & 0xffff
;             out[i // 2] |= f << 16 * (i & 1)
;     return out
; def sat8(h):
;     h = h - 0x10000 if h & 0x8000 else h
;     return min(max(h, 0), 255)
; def model(wave, bufs, p):
;     A, B, C, D = bufs["a"], bufs["b"], bufs["c"], bufs["d"]
;     resf = [0] * 576
;     resu = [0] * 768
;     for t in range(64):
;         a, b, c, d = A[t], B[t], C[t], D[t]
;         x, y, z = ff(a), ff(b), ff(c)
;         old = 0x40000000 | t
;         cid, csc, ctc, cma = cube(x, y, z)
;         f = [f2b(cid), f2b(csc), f2b(ctc), f2b(cma),
;              f2b(cube(-x, abs(y), z)[3] * 2), f2b(clamp01(csc)),
;              f2b(mullit(x, y, z)), f2b(off4(a)), f2b(off4(b) * 4)]
;         lerp = 0
;         for j in range(4):
;             lerp |= ((((a >> 8 * j) & 255) + ((b >> 8 * j) & 255) + ((c >> 8 * j) & 1)) >> 1) << 8 * j
;         s0 = a | b << 32
;         s2 = d | (a ^ b) << 32 | c << 64 | ((a + d) & M32) << 96
;         n = t & 3
;         xb = 0 if math.isnan(x) else round(min(max(x, 0.0), 255.0))
;         pk = (b & ~(0xff << 8 * n)) | xb << 8 * n
;         u = ([lerp] + qsad(s0, c, s2, 2, False) + qsad(s0, c, s2, 2, True) +
;              qsad(s0, c, s2, 4, True) + [pk & M32,
;              sat8(a & 0xffff) | sat8(a >> 16) << 8,
;              (old & 0xffff) | (sat8(b & 0xffff) | sat8(b >> 16) << 8) << 16])
;         if t % 7 == 3:
;             f = [old] * 9
;             u = [old] * 12
;         for k in range(9):
;             resf[64 * k + t] = f[k]
;         for k in range(12):
;             resu[64 * k + t] = u[k]
;     return {"resf": resf, "resu": resu}
; @end
.macro OLD
	v_or_b32 v3, 0x40000000, v0
.endm
.macro OLD4
	v_or_b32 v24, 0x40000000, v0
	v_mov_b32 v25, v24
	v_mov_b32 v26, v24
	v_mov_b32 v27, v24
.endm
.macro SF r=v3
	global_store_dword v11, \r, s[8:9]
	v_add_nc_u32 v11, 0x100, v11
.endm
.macro SU r=v3
	global_store_dword v12, \r, s[10:11]
	v_add_nc_u32 v12, 0x100, v12
.endm
.macro TF op:vararg
	OLD
	s_mov_b{b} {exec}, {m:42}
	\op
	s_mov_b{b} {exec}, -1
	SF
.endm
.macro TU op:vararg
	OLD
	s_mov_b{b} {exec}, {m:42}
	\op
	s_mov_b{b} {exec}, -1
	SU
.endm
.macro TQ n, op:vararg
	OLD4
	s_mov_b{b} {exec}, {m:42}
	\op
	s_mov_b{b} {exec}, -1
	SU v24
	SU v25
	.if \n == 4
	SU v26
	SU v27
	.endif
.endm
	v_lshlrev_b32 v11, 2, v0
	v_mov_b32 v12, v11
	global_load_dword v1, v11, s[0:1]
	global_load_dword v2, v11, s[2:3]
	global_load_dword v4, v11, s[4:5]
	global_load_dword v5, v11, s[6:7]
	v_mul_u32_u24 v6, 0x2493, v0
	v_lshrrev_b32 v6, 16, v6
	v_mul_u32_u24 v6, 7, v6
	v_sub_nc_u32 v6, v0, v6
	v_cmp_ne_u32 {m:42}, 3, v6
	s_waitcnt vmcnt(0)
	v_mov_b32 v20, v5
	v_xor_b32 v21, v1, v2
	v_mov_b32 v22, v4
	v_add_nc_u32 v23, v1, v5
	TF v_cubeid_f32 v3, v1, v2, v4
	TF v_cubesc_f32 v3, v1, v2, v4
	TF v_cubetc_f32 v3, v1, v2, v4
	TF v_cubema_f32 v3, v1, v2, v4
	TF v_cubema_f32 v3, -v1, |v2|, v4 mul:2
	TF v_cubesc_f32 v3, v1, v2, v4 clamp
	TF v_mullit_f32 v3, v1, v2, v4
	TF v_cvt_off_f32_i4 v3, v1
	TF v_cvt_off_f32_i4_e64 v3, v2 mul:4
	TU v_lerp_u8 v3, v1, v2, v4
	TQ 2, v_qsad_pk_u16_u8 v[24:25], v[1:2], v4, v[20:21]
	TQ 2, v_mqsad_pk_u16_u8 v[24:25], v[1:2], v4, v[20:21]
	TQ 4, v_mqsad_u32_u8 v[24:27], v[1:2], v4, v[20:23]
	TU v_cvt_pk_u8_f32 v3, v1, v0, v2
	TU v_sat_pk_u8_i16 v3, v1
	TU v_sat_pk_u8_i16_sdwa v3, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD
	s_endpgm
