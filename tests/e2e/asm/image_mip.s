; image_load_mip of every component at every level of a 2D texture with 3
; levels and of a 2D-array texture with 2 layers and 3 levels (x, y, slice,
; mip: the mip level is the address dword after the slice).  Texels are
; laid out level by level, each level layer by layer, rows of texels.
; Lane i: x = i & 3, y = (i >> 2) & 3, L = (i >> 4) % 3 (lanes 48..63 read
; level 0 again), slice = (i >> 3) & 1; the texel read is (x >> L, y >> L).
; @workgroup 64
; @user-sgprs 16
; @buffer out u32 512 zero @0 out
; @image s4 m sampled rgba32f 4x4 in hash mips=3
; @image s2+0 arr sampled rgba32f 4x4 in hash dim=2d_array layers=2 mips=3
; @model
; def model(wave, bf, push):
;     m, arr, out = bf["m"], bf["arr"], bf["out"]
;     def texel(l, layers, layer, tx, ty):
;         base = sum(4 * (4 >> k) * (4 >> k) * layers for k in range(l))
;         w = 4 >> l
;         return base + 4 * (layer * w * w + ty * w + tx)
;     for i in range(64):
;         x, y, L, s = i & 3, (i >> 2) & 3, (i >> 4) % 3, (i >> 3) & 1
;         t = texel(L, 1, 0, x >> L, y >> L)
;         a = texel(L, 2, s, x >> L, y >> L)
;         out[8 * i:8 * i + 8] = [f2u(v) for v in m[t:t + 4] + arr[a:a + 4]]
;     return {"out": out}
; @end
	s_load_dwordx8 s[16:23], s[2:3], 0x0     ; arr
	v_and_b32_e32 v1, 3, v0                 ; x
	v_bfe_u32 v2, v0, 2, 2                  ; y
	v_lshrrev_b32_e32 v3, 4, v0
	v_cmp_eq_u32_e32 {vcc}, 3, v3
	v_cndmask_b32_e64 v3, v3, 0, {vcc}      ; L = (i >> 4) % 3
	v_lshrrev_b32_e32 v4, v3, v1            ; x >> L
	v_lshrrev_b32_e32 v5, v3, v2            ; y >> L
	v_mov_b32_e32 v6, v3
	image_load_mip v[10:13], v[4:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, v4
	v_mov_b32_e32 v21, v5
	v_bfe_u32 v22, v0, 3, 1                 ; slice
	v_mov_b32_e32 v23, v3
	image_load_mip v[14:17], v[20:23], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v40, 5, v0
	global_store_dwordx4 v40, v[10:13], s[0:1]
	global_store_dwordx4 v40, v[14:17], s[0:1] offset:16
	s_endpgm
