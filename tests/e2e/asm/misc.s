; v_sin_f32 / v_cos_f32 take revolutions (sin(x * 2 pi)); v_swap_b32 under
; EXEC (lanes t % 3 == 0 off keep both values); v_mad_i64_i32 with its
; carry-out to null (signed 32 x 32 -> 64-bit product plus a 64-bit addend).
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 hash @0
; @buffer f f32 128 zero @2 out ulp=52 -- the module computes sin(x * 2 pi) with the f32 product rounded: its error alone is 50.09 ulp of cos at 63/256 revolution (0.0245, near a zero), the rest the device sin within an ulp; 50 seen on lavapipe
; @buffer res u32 256 zero @4 out
; @model
; import math
; def f32(x):
;     return struct.unpack("<f", struct.pack("<f", x))[0]
; def s32(v):
;     return v - (1 << 32) if v >> 31 else v
; def model(wave, bufs, p):
;     A = bufs["a"]
;     f = [0.0] * 128
;     res = [0] * 256
;     for t in range(64):
;         x = t / 256.0
;         f[t] = f32(math.sin(2 * math.pi * x))
;         f[64 + t] = f32(math.cos(2 * math.pi * x))
;         a, b = A[t], A[63 - t]
;         on = t % 3 != 0
;         res[t] = b if on else a
;         res[64 + t] = a if on else b
;         m = (s32(a) * s32(b) + ((a << 32) | b)) & ((1 << 64) - 1)
;         res[128 + t] = m & M32
;         res[192 + t] = m >> 32
;     return {"f": f, "res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	v_sub_nc_u32_e32 v11, 63, v0
	v_lshlrev_b32 v11, 2, v11
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v11, s[0:1]
	v_cvt_f32_u32_e32 v3, v0
	v_mul_f32_e32 v3, 0x3b800000, v3
	v_sin_f32_e32 v4, v3
	v_cos_f32_e32 v5, v3
	global_store_dword v10, v4, s[2:3]
	global_store_dword v10, v5, s[2:3] offset:256
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v1
	v_mad_i64_i32 v[8:9], null, v1, v2, v[6:7]
	v_mul_u32_u24_e32 v12, 0xaaab, v0
	v_lshrrev_b32_e32 v12, 17, v12
	v_mul_u32_u24_e32 v12, 3, v12
	v_cmp_ne_u32_e32 {vcc}, v12, v0
	s_and_saveexec_b{b} {m:30}, {vcc}
	v_swap_b32 v1, v2
	s_or_b{b} {exec}, {exec}, {m:30}
	global_store_dword v10, v1, s[4:5]
	global_store_dword v10, v2, s[4:5] offset:256
	global_store_dword v10, v8, s[4:5] offset:512
	global_store_dword v10, v9, s[4:5] offset:768
	s_endpgm
