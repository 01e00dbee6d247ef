; Image instructions on descriptors in user SGPRs and behind a pointer:
; image_load, image_store under a partial EXEC, image_get_resinfo, an a16
; load (coordinates packed two a dword), a d16 load (halves packed two a
; dword), image_sample_lz with the unorm bit (texel coordinates) through a
; sampler, image_atomic_inc (wrapping) and image_atomic_cmpswap with a
; returned value, per lane (x, y) = (i & 7, i >> 3) of 64 lanes.
; @workgroup 64
; @user-sgprs 40
; @buffer out u32 640 zero @0 out
; @image s4 a storage r32ui 8x8 inout hash
; @image s12 b sampled rgba32f 8x8 in iota
; @image s20 smp sampler - - in filter=nearest
; @image s2+64 c storage r32ui 8 inout model dim=1d
; @image s2+96 d storage r32ui 64 inout iota dim=1d
; @model
; def init_c(n):
;     return [0] * n
; def model(wave, bf, push):
;     a, b, out = bf["a"], bf["b"], bf["out"]
;     c, d = bf["c"], bf["d"]
;     def half(f):
;         return struct.unpack("<H", struct.pack("<e", f))[0]
;     for i in range(64):
;         x, y = i & 7, i >> 3
;         t = 4 * (y * 8 + x)          # b's texel (r, g, b, a)
;         o = out[10 * i:10 * i + 10]
;         o[0] = a[y * 8 + x]
;         o[1], o[2], o[3] = 8, 8, 1                       # resinfo dmask 0xb
;         o[4], o[5] = f2u(b[t]), f2u(b[t + 2])            # a16 load dmask 0x5
;         o[6] = half(b[t]) | half(b[t + 1]) << 16         # d16 load dmask 0xf
;         o[7] = half(b[t + 2]) | half(b[t + 3]) << 16
;         o[8] = f2u(b[t + 1])                             # sample_lz dmask 0x2
;         # cmpswap: d[i] becomes i + 1000 where it held i; the old value back
;         o[9] = d[i]
;         out[10 * i:10 * i + 10] = o
;     for i in range(64):
;         x, y = i & 7, i >> 3
;         if x < 5:
;             a[y * 8 + x] = (a[y * 8 + x] + y * 1000 + 7) & M32
;         if d[i] == i:
;             d[i] = i + 1000
;     for k in range(8):
;         n = sum(1 for i in range(64) if i % 8 == k)      # inc with limit 5
;         c[k] = n % 6
;     return {"out": out, "a": a, "c": c, "d": d}
; @end
	v_and_b32_e32 v1, 7, v0                 ; x
	v_lshrrev_b32_e32 v2, 3, v0             ; y
	image_load v3, v[1:2], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
	v_mov_b32_e32 v9, 0
	image_get_resinfo v[5:7], v9, s[12:19] dmask:0xb dim:SQ_RSRC_IMG_2D unorm
	v_lshl_or_b32 v10, v2, 16, v1           ; a16: x | y << 16
	image_load v[11:12], v10, s[12:19] dmask:0x5 dim:SQ_RSRC_IMG_2D unorm a16
	image_load v[13:14], v[1:2], s[12:19] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16
	v_cvt_f32_u32_e32 v15, v1
	v_cvt_f32_u32_e32 v16, v2
	v_add_f32_e32 v15, 0.5, v15
	v_add_f32_e32 v16, 0.5, v16
	image_sample_lz v17, v[15:16], s[12:19], s[20:23] dmask:0x2 dim:SQ_RSRC_IMG_2D unorm
	s_load_dwordx8 s[24:31], s[2:3], 0x40   ; c's T#
	s_load_dwordx8 s[32:39], s[2:3], 0x60   ; d's T#
	s_waitcnt vmcnt(0) lgkmcnt(0)
	; a[x, y] += y * 1000 + 7 where x < 5
	s_mov_b{b} {m:40}, {exec}
	v_cmpx_gt_u32_e32 5, v1
	v_mad_u32_u24 v4, v2, 0x3e8, v3
	v_add_nc_u32_e32 v4, 7, v4
	image_store v4, v[1:2], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
	s_mov_b{b} {exec}, {m:40}
	; c[i % 8] = inc with limit 5, no return
	v_and_b32_e32 v18, 7, v0
	v_mov_b32_e32 v19, 5
	image_atomic_inc v19, v18, s[24:31] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm
	; d[i]: cmpswap (src i + 1000, cmp i), returning the old value
	v_add_nc_u32_e32 v20, 0x3e8, v0
	v_mov_b32_e32 v21, v0
	image_atomic_cmpswap v[20:21], v0, s[32:39] dmask:0x3 dim:SQ_RSRC_IMG_1D unorm glc
	s_waitcnt vmcnt(0)
	; out[10 i ..]
	v_mul_u32_u24_e32 v22, 40, v0
	global_store_dword v22, v3, s[0:1]
	global_store_dword v22, v5, s[0:1] offset:4
	global_store_dword v22, v6, s[0:1] offset:8
	global_store_dword v22, v7, s[0:1] offset:12
	global_store_dword v22, v11, s[0:1] offset:16
	global_store_dword v22, v12, s[0:1] offset:20
	global_store_dword v22, v13, s[0:1] offset:24
	global_store_dword v22, v14, s[0:1] offset:28
	global_store_dword v22, v17, s[0:1] offset:32
	global_store_dword v22, v20, s[0:1] offset:36
	s_endpgm
