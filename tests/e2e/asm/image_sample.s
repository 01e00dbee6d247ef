; Sample and gather variants image_ops.s and image_more.s leave out, on
; one-level 4x4 textures with nearest filtering at texel centres (every
; LOD and gradient selects level 0, so each result is a texel):
; image_sample_d (gradients 0.25), and with a depth compare (the
; sampler's less: 1.0 where ref < texel, else 0.0) on an r32f texture:
; image_sample_c_l (LOD 0), _c_lz, _c_d and image_gather4_c_lz (the 2x2
; footprint in Vulkan's order). Address operands in the MIMG order:
; compare value, gradients, coordinates, LOD. The forms with implicit
; derivatives (image_sample, _b, _c, _c_b, image_gather4, _c) are refused
; in a compute shader (not supported yet: the error says so).
; Lane i: x = i & 3, y = (i >> 2) & 3 at ((x + 0.5) / 4, (y + 0.5) / 4),
; ref = ((7 i) mod 16) + 0.5. out[8 i + j]: the j-th result dword.
; @workgroup 64
; @groups 1
; @user-sgprs 32
; @buffer out u32 512 zero @0 out
; @image s4 m sampled rgba32f 4x4 in iota
; @image s12 smp sampler - - in filter=nearest mipmap=nearest address=clamp
; @image s16 cmp sampler - - in filter=nearest mipmap=nearest address=clamp compare=less
; @image s20 d sampled r32f 4x4 in iota
; @model
; def model(wave, bf, push):
;     m, d = bf["m"], bf["d"]
;     out = [0] * 512
;     ONE = 0x3f800000
;     for i in range(64):
;         x, y = i & 3, (i >> 2) & 3
;         ref = ((7 * i) % 16) + 0.5
;         t = 4 * (y * 4 + x)
;         def c(tx, ty):
;             return ONE if ref < d[min(ty, 3) * 4 + min(tx, 3)] else 0
;         o = [f2u(m[t + 1])] + [c(x, y)] * 3
;         o += [c(x, y + 1), c(x + 1, y + 1), c(x + 1, y), c(x, y)]
;         out[8 * i:8 * i + 8] = o
;     return {"out": out}
; @end
	v_and_b32_e32 v1, 3, v0
	v_bfe_u32 v2, v0, 2, 2
	v_cvt_f32_u32_e32 v3, v1
	v_cvt_f32_u32_e32 v4, v2
	v_add_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v4, 0.5, v4
	v_mul_f32_e32 v3, 0.25, v3                  ; s
	v_mul_f32_e32 v4, 0.25, v4                  ; t
	v_mul_u32_u24_e32 v5, 7, v0
	v_and_b32_e32 v5, 15, v5
	v_cvt_f32_u32_e32 v5, v5
	v_add_f32_e32 v5, 0.5, v5                   ; ref
	v_mov_b32_e32 v6, 0.25                      ; gradients
	v_mov_b32_e32 v7, 0
	; image_sample_d: ds/dx, dt/dx, ds/dy, dt/dy, s, t
	v_mov_b32_e32 v24, v6
	v_mov_b32_e32 v25, v6
	v_mov_b32_e32 v26, v6
	v_mov_b32_e32 v27, v6
	v_mov_b32_e32 v28, v3
	v_mov_b32_e32 v29, v4
	image_sample_d v15, v[24:29], s[4:11], s[12:15] dmask:0x2 dim:SQ_RSRC_IMG_2D
	; compare: ref, s, t
	v_mov_b32_e32 v30, v5
	v_mov_b32_e32 v31, v3
	v_mov_b32_e32 v32, v4
	image_sample_c_lz v34, v[30:32], s[20:27], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D
	; _c_l: ref, s, t, lod
	v_mov_b32_e32 v41, v5
	v_mov_b32_e32 v42, v3
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v44, 0
	image_sample_c_l v40, v[41:44], s[20:27], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D
	; _c_d: ref, 4 gradients, s, t
	v_mov_b32_e32 v46, v5
	v_mov_b32_e32 v47, v6
	v_mov_b32_e32 v48, v6
	v_mov_b32_e32 v49, v6
	v_mov_b32_e32 v50, v6
	v_mov_b32_e32 v51, v3
	v_mov_b32_e32 v52, v4
	image_sample_c_d v45, v[46:52], s[20:27], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D
	image_gather4_c_lz v[57:60], v[30:32], s[20:27], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v61, 5, v0
	.irp r, 15,40,34,45,57,58,59,60
	global_store_dword v61, v\r, s[0:1]
	v_add_nc_u32_e32 v61, 4, v61
	.endr
	s_endpgm
