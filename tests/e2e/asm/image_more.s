; More image instructions: image_load_mip of a texture with 3 levels, a
; 1D-array load, image_get_resinfo of a level and of an array (layers),
; image_sample_l with a16 (half-float coordinates and LOD), image_gather4_lz
; of the blue components (Vulkan's gather order), a d16 store with a16
; coordinates, image_atomic_dec (wrapping) and a signed image_atomic_smax.
; Lane i: x = i & 3, y = (i >> 2) & 3, L = min(i >> 4, 2).
; @workgroup 64
; @user-sgprs 16
; @buffer out u32 768 zero @0 out
; @image s4 m sampled rgba32f 4x4 in iota mips=3
; @image s2+0 arr sampled rgba32f 4 in iota dim=1d_array layers=3
; @image s12 smp sampler - - in filter=nearest mipmap=nearest address=clamp
; @image s2+32 st16 storage rgba32f 8x8 out
; @image s2+64 ctr storage r32ui 4 inout zero dim=1d
; @image s2+96 mx storage r32i 4 inout hash dim=1d
; @model
; def model(wave, bf, push):
;     m, arr, out, ctr, mx = bf["m"], bf["arr"], bf["out"], bf["ctr"], bf["mx"]
;     base = [0, 64, 80]                  # first component of each level
;     def texel(l, tx, ty):
;         w = 4 >> l
;         return base[l] + 4 * (ty * w + tx)
;     st16 = [0.0] * (8 * 8 * 4)
;     for i in range(64):
;         x, y, L = i & 3, (i >> 2) & 3, min(i >> 4, 2)
;         o = [0] * 12
;         o[0] = f2u(m[texel(L, x >> L, y >> L) + 1])
;         o[1], o[2], o[3] = 2, 2, 3
;         o[4] = f2u(arr[4 * (L * 4 + x) + 3])
;         o[5], o[6] = 4, 3
;         o[7] = f2u(m[texel(L, x >> L, y >> L)])
;         # gather at the centre of texel (x, y): i0 = x, j0 = y, clamped
;         def b(tx, ty):
;             return f2u(m[texel(0, min(tx, 3), min(ty, 3)) + 2])
;         o[8], o[9], o[10], o[11] = b(x, y + 1), b(x + 1, y + 1), b(x + 1, y), b(x, y)
;         out[12 * i:12 * i + 12] = o
;         sx, sy = x + 4 * ((i >> 4) & 1), y + 4 * (i >> 5)
;         st16[4 * (sy * 8 + sx):4 * (sy * 8 + sx) + 4] = [float(x), float(y), 1.5, -2.0]
;     for i in range(64):                 # dec with limit 4, any order
;         L = min(i >> 4, 2)
;         old = ctr[L]
;         ctr[L] = 4 if old == 0 or old > 4 else old - 1
;     for i in range(64):
;         x = i & 3
;         mxs = mx[x] - (1 << 32) if mx[x] & 0x80000000 else mx[x]
;         mx[x] = max(mxs, i - 32) & M32
;     return {"out": out, "st16": st16, "ctr": ctr, "mx": mx}
; @end
	s_load_dwordx8 s[16:23], s[2:3], 0x0     ; arr
	s_load_dwordx8 s[24:31], s[2:3], 0x20    ; st16
	s_load_dwordx8 s[32:39], s[2:3], 0x40    ; ctr
	s_load_dwordx8 s[40:47], s[2:3], 0x60    ; mx
	v_and_b32_e32 v1, 3, v0                 ; x
	v_bfe_u32 v2, v0, 2, 2                  ; y
	v_lshrrev_b32_e32 v3, 4, v0
	v_min_u32_e32 v3, 2, v3                 ; L
	v_lshrrev_b32_e32 v4, v3, v1            ; x >> L
	v_lshrrev_b32_e32 v5, v3, v2            ; y >> L
	v_mov_b32_e32 v6, v3
	image_load_mip v10, v[4:6], s[4:11] dmask:0x2 dim:SQ_RSRC_IMG_2D unorm
	v_mov_b32_e32 v7, 1
	image_get_resinfo v[11:13], v7, s[4:11] dmask:0xb dim:SQ_RSRC_IMG_2D unorm
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v3
	image_load v14, v[8:9], s[16:23] dmask:0x8 dim:SQ_RSRC_IMG_1D_ARRAY unorm
	v_mov_b32_e32 v7, 0
	image_get_resinfo v[15:16], v7, s[16:23] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY unorm
	; half-float coordinates ((x + 0.5) / 4, (y + 0.5) / 4) and LOD L
	v_cvt_f32_u32_e32 v20, v1
	v_cvt_f32_u32_e32 v21, v2
	v_add_f32_e32 v20, 0.5, v20
	v_add_f32_e32 v21, 0.5, v21
	v_mul_f32_e32 v20, 0.25, v20
	v_mul_f32_e32 v21, 0.25, v21
	v_cvt_f32_u32_e32 v22, v3
	v_cvt_pkrtz_f16_f32 v24, v20, v21
	v_cvt_pkrtz_f16_f32 v25, v22, 0
	image_sample_l v17, v[24:25], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D a16
	image_gather4_lz v[26:29], v[20:21], s[4:11], s[12:15] dmask:0x4 dim:SQ_RSRC_IMG_2D
	; st16[(x + 4 * (i >> 4 & 1), y + 4 * (i >> 5))] = half (x, y, 1.5, -2.0)
	v_bfe_u32 v30, v0, 4, 1
	v_lshl_add_u32 v30, v30, 2, v1
	v_lshrrev_b32_e32 v31, 5, v0
	v_lshl_add_u32 v31, v31, 2, v2
	v_lshl_or_b32 v32, v31, 16, v30
	v_cvt_f32_u32_e32 v33, v2
	v_cvt_f32_u32_e32 v34, v1
	v_cvt_pkrtz_f16_f32 v34, v34, v33
	v_mov_b32_e32 v35, 0xc0003e00
	image_store v[34:35], v32, s[24:31] dmask:0xf dim:SQ_RSRC_IMG_2D unorm a16 d16
	v_mov_b32_e32 v36, 4
	image_atomic_dec v36, v3, s[32:39] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm
	v_subrev_nc_u32_e32 v37, 32, v0
	image_atomic_smax v37, v1, s[40:47] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm
	s_waitcnt vmcnt(0)
	v_mul_u32_u24_e32 v40, 48, v0
	global_store_dword v40, v10, s[0:1]
	global_store_dword v40, v11, s[0:1] offset:4
	global_store_dword v40, v12, s[0:1] offset:8
	global_store_dword v40, v13, s[0:1] offset:12
	global_store_dword v40, v14, s[0:1] offset:16
	global_store_dword v40, v15, s[0:1] offset:20
	global_store_dword v40, v16, s[0:1] offset:24
	global_store_dword v40, v17, s[0:1] offset:28
	global_store_dword v40, v26, s[0:1] offset:32
	global_store_dword v40, v27, s[0:1] offset:36
	global_store_dword v40, v28, s[0:1] offset:40
	global_store_dword v40, v29, s[0:1] offset:44
	s_endpgm
