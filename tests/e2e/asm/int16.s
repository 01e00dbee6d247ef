; 16-bit integer VALU on the low halves (op_sel picks the high half of a
; source, op_sel[3] writes the high half and keeps the low one; otherwise
; gfx10 writes the low half and keeps the high one), clamp on 16- and
; 32-bit adds and subtracts (saturating), v_xor3_b32, v_bfm_b32,
; v_cvt_flr_i32_f32, v_cvt_rpi_i32_f32, v_pack_b32_f16.
; The destination holds 0xdeaddd00 + t before each one; res[64 * k + t]
; holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 hash @0
; @buffer b u32 64 model @2
; @buffer res u32 1024 zero @4 out
; @model
; def init_b(n):
;     return [hash32(i + 40) if i % 3 else 0x80000000 - i for i in range(n)]
; def f(u):
;     return struct.unpack("<f", struct.pack("<I", u))[0]
; def s16(v):
;     v &= 0xffff
;     return v - 0x10000 if v & 0x8000 else v
; def s32(v):
;     return v - (1 << 32) if v >> 31 else v
; def cvt(x):
;     return min(max(int(x), -2**31), 2**31 - 1) & M32
; def model(wave, bufs, p):
;     import math
;     res = [0] * 1024
;     for t in range(64):
;         x, y = bufs["a"][t], bufs["b"][t]
;         xl, xh, yl, yh = x & 0xffff, x >> 16, y & 0xffff, y >> 16
;         old = 0xdeaddd00 + t
;         lo = lambda v: (old & 0xffff0000) | (v & 0xffff)
;         fx = ((x >> 8) & 0xffff) / 64.0 - 512.0
;         r = [lo(min(xl + yl, 0xffff)),
;              lo(s16(xh) - s16(yl)),
;              lo(xl * yl),
;              lo(xl << (yl & 15)),
;              lo(s16(xl) >> (yl & 15)),
;              lo(max(s16(xl), s16(yl))),
;              (old & 0xffff) | ((xl + yh) & 0xffff) << 16,
;              x ^ y ^ 0x12345678,
;              ((1 << (x & 31)) - 1) << (y & 31) & M32,
;              min(max(s32(x) + s32(y), -2**31), 2**31 - 1) & M32,
;              max(x - y, 0),
;              min(x + y, M32),
;              cvt(math.floor(fx)),
;              cvt(math.floor(fx + 0.5)),
;              xh | yl << 16,
;              lo(min(max(s16(xl) - s16(yl), -32768), 32767))]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[4:5]
	v_add_nc_u32_e32 v10, 0x100, v10
	v_or_b32_e32 v3, 0xdeaddd00, v0
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	v_or_b32_e32 v3, 0xdeaddd00, v0
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v3, v1, v2 clamp
	ST
	v_sub_nc_i16 v3, v1, v2 op_sel:[1,0,0]
	ST
	v_mul_lo_u16 v3, v1, v2
	ST
	v_lshlrev_b16 v3, v2, v1
	ST
	v_ashrrev_i16 v3, v2, v1
	ST
	v_max_i16 v3, v1, v2
	ST
	v_add_nc_u16 v3, v1, v2 op_sel:[0,1,1]
	ST
	v_xor3_b32 v3, v1, v2, 0x12345678
	ST
	v_bfm_b32 v3, v1, v2
	ST
	v_add_nc_i32 v3, v1, v2 clamp
	ST
	v_sub_nc_u32_e64 v3, v1, v2 clamp
	ST
	v_add_nc_u32_e64 v3, v1, v2 clamp
	ST
	v_bfe_u32 v4, v1, 8, 16
	v_cvt_f32_u32_e32 v4, v4
	v_mul_f32_e32 v4, 0x3c800000, v4
	v_add_f32_e32 v4, 0xc4000000, v4
	v_cvt_flr_i32_f32_e32 v3, v4
	ST
	v_cvt_rpi_i32_f32_e32 v3, v4
	ST
	v_pack_b32_f16 v3, v1, v2 op_sel:[1,0,0]
	ST
	v_sub_nc_i16 v3, v1, v2 clamp
	ST
	s_endpgm
