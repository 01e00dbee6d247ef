; Packing conversions: v_cvt_pkrtz_f16_f32 (toward zero: finite overflow
; gives 65504, tiny values f16 denormals or 0), v_cvt_pknorm_i16_f32 and
; _u16_f32 (clamped, scaled, rounded to even), v_cvt_pk_u16_u32 and
; v_cvt_pk_i16_i32 (saturating); 16-bit integer compares (low halves,
; zero- or sign-extended).
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer res u32 448 zero @4 out
; @model
; import math
; SPECIAL = [0.0, -0.0, 1e6, -1e6, 1e-6, -3e-8, 65504.0, 65519.0, 0.5, -1.5, 2.0, float("inf"), 1.0 / 3.0]
; def fb(x):
;     return struct.unpack("<I", struct.pack("<f", x))[0]
; def init_a(n):
;     return [fb(SPECIAL[i]) if i < len(SPECIAL) else fb((hash32(i) >> 8) / 65536.0 - 128.0) for i in range(n)]
; def init_b(n):
;     return [fb(((hash32(i + 9) >> 8) / 8388608.0 - 1.0) * 1.25) for i in range(n)]
; def f32(x):
;     return struct.unpack("<f", struct.pack("<f", x))[0]
; def rtz(x):
;     s = 0x8000 if math.copysign(1.0, x) < 0 else 0
;     a = abs(x)
;     if math.isinf(a):
;         return s | 0x7c00
;     if a >= 65504.0:
;         return s | 0x7bff
;     if a < 2.0 ** -14:
;         return s | int(a / 2.0 ** -24)
;     m, e = math.frexp(a)
;     e -= 1
;     return s | (e + 15) << 10 | int((a / 2.0 ** e - 1.0) * 1024)
; def norm(x, lo, sc):
;     c = min(max(x, lo), 1.0)
;     return round(f32(c * sc)) & 0xffff
; def s32(v):
;     return v - (1 << 32) if v >> 31 else v
; def sx16(v):
;     v &= 0xffff
;     return v - 0x10000 if v & 0x8000 else v
; def model(wave, bufs, p):
;     res = [0] * 448
;     for t in range(64):
;         x, y = bufs["a"][t], bufs["b"][t]
;         fx, fy = struct.unpack("<f", struct.pack("<I", x))[0], struct.unpack("<f", struct.pack("<I", y))[0]
;         r = [rtz(fx) | rtz(fy) << 16,
;              norm(fy, -1.0, 32767.0) | norm(fx, -1.0, 32767.0) << 16,
;              norm(fy, 0.0, 65535.0) | norm(fx, 0.0, 65535.0) << 16,
;              min(x, 0xffff) | min(y, 0xffff) << 16,
;              (min(max(s32(x), -32768), 32767) & 0xffff) | (min(max(s32(y), -32768), 32767) & 0xffff) << 16,
;              int(sx16(x) < sx16(y)), int((x & 0xffff) > (y & 0xffff))]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[4:5]
	v_add_nc_u32_e32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	s_waitcnt vmcnt(0)
	v_cvt_pkrtz_f16_f32_e32 v3, v1, v2
	ST
	v_cvt_pknorm_i16_f32 v3, v2, v1
	ST
	v_cvt_pknorm_u16_f32 v3, v2, v1
	ST
	v_cvt_pk_u16_u32 v3, v1, v2
	ST
	v_cvt_pk_i16_i32 v3, v1, v2
	ST
	v_cmp_lt_i16_e32 {vcc}, v1, v2
	v_cndmask_b32_e64 v3, 0, 1, {vcc}
	ST
	v_cmp_gt_u16_e32 {vcc}, v1, v2
	v_cndmask_b32_e64 v3, 0, 1, {vcc}
	ST
	s_endpgm
