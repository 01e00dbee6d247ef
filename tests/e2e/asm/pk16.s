; The packed 16-bit ops packed16.s leaves out and two 16-bit three-operand
; ones: v_pk_sub_u16 (wrapping, and with clamp: unsigned saturation to 0),
; v_pk_add_i16 (wrapping, and with clamp: signed saturation), v_pk_mad_i16
; (low 16 bits of a * b + c per half), v_pk_lshrrev_b16 (b >> a[3:0] per
; half), v_pk_min_u16, v_pk_max_u16 (with op_sel:[1,0] op_sel_hi:[0,1]:
; the low result from a.hi and b.lo, the high one from a.lo and b.hi),
; v_pk_max_i16, v_pk_min_f16 (f16 inputs without infinities; a quiet NaN
; operand loses, IEEE minNum), v_min3_i16 and v_max3_u16 (VOP3: the low
; halves, the destination's high half kept; with op_sel the source halves
; it names, op_sel[3] writing the high half and keeping the low).
; Lanes 0..7 hold the edge halves 0, 1, 0x7fff, 0x8000, 0xffff.
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 10
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer c u32 64 model @4
; @buffer f u32 128 model @6
; @buffer res u32 832 zero @8 out
; @model
; E = [0, 1, 0x7fff, 0x8000, 0xffff, 0x8001, 0x7ffe, 0x10]
; def init_a(n):
;     return [E[t % 8] | E[(t * 3 + 1) % 8] << 16 if t < 16 else hash32(t) for t in range(n)]
; def init_b(n):
;     return [E[(t * 5 + 2) % 8] | E[(t // 2) % 8] << 16 if t < 16 else hash32(t + 500) for t in range(n)]
; def init_c(n):
;     return [E[(t + 3) % 8] | E[(t * 7) % 8] << 16 if t < 16 else hash32(t + 900) for t in range(n)]
; def fh(s):
;     h = hash32(s) & 0xbfff
;     return h if h & 0x3c00 != 0x3c00 else h ^ 0x0400
; def init_f(n):
;     f = [fh(2 * t) | fh(2 * t + 1) << 16 for t in range(n)]
;     f[0] = 0x7e00 | 0x3c00 << 16
;     f[64] = 0xc000 | 0x7e55 << 16
;     return f
; def half(w, s):
;     return (w >> (16 * s)) & 0xffff
; def sx(v):
;     return v - 0x10000 if v & 0x8000 else v
; def pk(lo, hi):
;     return (lo & 0xffff) | (hi & 0xffff) << 16
; def each(fn, x, y):
;     return pk(fn(half(x, 0), half(y, 0)), fn(half(x, 1), half(y, 1)))
; def fmin(x, y):
;     if hf(x) != hf(x): return y
;     if hf(y) != hf(y): return x
;     return x if hf(x) < hf(y) else y
; def model(wave, bufs, p):
;     res = [0] * 832
;     for t in range(64):
;         x, y, z = bufs["a"][t], bufs["b"][t], bufs["c"][t]
;         fa, fb = bufs["f"][t], bufs["f"][64 + t]
;         d = 0x40000000 | t
;         r = [each(lambda u, v: u - v, x, y),
;              each(lambda u, v: max(u - v, 0), x, y),
;              each(lambda u, v: sx(u) + sx(v), x, y),
;              each(lambda u, v: min(max(sx(u) + sx(v), -0x8000), 0x7fff), x, y),
;              pk(sx(half(x, 0)) * sx(half(y, 0)) + half(z, 0),
;                 sx(half(x, 1)) * sx(half(y, 1)) + half(z, 1)),
;              each(lambda u, v: v >> (u & 15), x, y),
;              each(min, x, y),
;              pk(max(half(x, 1), half(y, 0)), max(half(x, 0), half(y, 1))),
;              each(lambda u, v: max(sx(u), sx(v)), x, y),
;              each(fmin, fa, fb),
;              (d & 0xffff0000) | (min(sx(half(x, 0)), sx(half(y, 0)), sx(half(z, 0))) & 0xffff),
;              (d & 0xffff) | max(half(x, 1), half(y, 0), half(z, 1)) << 16,
;              (d & 0xffff0000) | (min(sx(half(x, 0)), sx(half(y, 1)), sx(half(z, 1))) & 0xffff)]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v & M32
;     return {"res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	global_load_dword v3, v10, s[4:5]
	global_load_dword v4, v10, s[6:7]
	global_load_dword v5, v10, s[6:7] offset:256
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v9, 0x40000000, v0
	v_pk_sub_u16 v20, v1, v2
	v_pk_sub_u16 v21, v1, v2 clamp
	v_pk_add_i16 v22, v1, v2
	v_pk_add_i16 v23, v1, v2 clamp
	v_pk_mad_i16 v24, v1, v2, v3
	v_pk_lshrrev_b16 v25, v1, v2
	v_pk_min_u16 v26, v1, v2
	v_pk_max_u16 v27, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
	v_pk_max_i16 v28, v1, v2
	v_pk_min_f16 v29, v4, v5
	v_mov_b32_e32 v30, v9
	v_min3_i16 v30, v1, v2, v3
	v_mov_b32_e32 v31, v9
	v_max3_u16 v31, v1, v2, v3 op_sel:[1,0,1,1]
	v_mov_b32_e32 v32, v9
	v_min3_i16 v32, v1, v2, v3 op_sel:[0,1,1,0]
	global_store_dword v10, v20, s[8:9]
	global_store_dword v10, v21, s[8:9] offset:256
	global_store_dword v10, v22, s[8:9] offset:512
	global_store_dword v10, v23, s[8:9] offset:768
	global_store_dword v10, v24, s[8:9] offset:1024
	global_store_dword v10, v25, s[8:9] offset:1280
	global_store_dword v10, v26, s[8:9] offset:1536
	global_store_dword v10, v27, s[8:9] offset:1792
	v_add_nc_u32_e32 v11, 0x800, v10
	global_store_dword v11, v28, s[8:9]
	global_store_dword v11, v29, s[8:9] offset:256
	global_store_dword v11, v30, s[8:9] offset:512
	global_store_dword v11, v31, s[8:9] offset:768
	global_store_dword v11, v32, s[8:9] offset:1024
	s_endpgm
