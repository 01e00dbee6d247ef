; The image atomics image_more.s leaves out: image_atomic_swap, add, sub,
; smin, umin, umax, and, or, xor (glc: each returns the texel's old
; value), on an r32ui 1D image of 576 texels, op k on texels 64 k + t, one
; per lane (so neither result depends on the order). The data
; d = (t * 0x9e3779b1) ^ (k * 0x11111111) is negative as i32 in about half
; the lanes. out[64 k + t]: the old value; at: the image after.
; @workgroup 64
; @groups 1
; @user-sgprs 12
; @buffer out u32 576 zero @0 out
; @image s4 at storage r32ui 576 inout hash dim=1d
; @model
; def sg(v):
;     return v - (1 << 32) if v >> 31 else v
; OPS = [lambda x, d: d, lambda x, d: (x + d) & M32, lambda x, d: (x - d) & M32,
;        lambda x, d: x if sg(x) <= sg(d) else d, min, max,
;        lambda x, d: x & d, lambda x, d: x | d, lambda x, d: x ^ d]
; def model(wave, bf, push):
;     at = list(bf["at"])
;     out = [0] * 576
;     for k, f in enumerate(OPS):
;         for t in range(64):
;             d = ((t * 0x9e3779b1) & M32) ^ (k * 0x11111111)
;             out[64 * k + t] = at[64 * k + t]
;             at[64 * k + t] = f(at[64 * k + t], d)
;     return {"out": out, "at": at}
; @end
	v_lshlrev_b32_e32 v10, 2, v0
	v_mul_lo_u32 v20, 0x9e3779b1, v0
.macro ATOM op, k
	v_add_nc_u32_e32 v1, 64 * \k, v0
	v_xor_b32_e32 v2, 0x11111111 * \k, v20
	\op v2, v1, s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm glc
	s_waitcnt vmcnt(0)
	global_store_dword v10, v2, s[0:1] offset:256 * \k
.endm
	ATOM image_atomic_swap, 0
	ATOM image_atomic_add, 1
	ATOM image_atomic_sub, 2
	ATOM image_atomic_smin, 3
	ATOM image_atomic_umin, 4
	ATOM image_atomic_umax, 5
	ATOM image_atomic_and, 6
	ATOM image_atomic_or, 7
	v_add_nc_u32_e32 v11, 0x800, v10
	v_add_nc_u32_e32 v1, 64 * 8, v0
	v_xor_b32_e32 v2, 0x88888888, v20
	image_atomic_xor v2, v1, s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm glc
	s_waitcnt vmcnt(0)
	global_store_dword v11, v2, s[0:1]
	s_endpgm
