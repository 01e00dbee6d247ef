; Packed 16-bit VOP3P math: f16 add/mul/fma/max with op_sel, op_sel_hi,
; neg_lo/neg_hi and an inline constant (it stands in both halves); u16/i16
; add (clamp), sub, mul_lo, mad, shifts (amount bits 3:0), min.
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer res u32 704 zero @4 out
; @model
; def init_a(n):
;     return [hash32(i) & 0xbfffbfff for i in range(n)]
; def init_b(n):
;     return [hash32(i + 500) & 0xbfffbfff for i in range(n)]
; def half(w, s):
;     return (w >> (16 * s)) & 0xffff
; def sx(v):
;     return v - 0x10000 if v & 0x8000 else v
; def pk(lo, hi):
;     return (lo & 0xffff) | (hi & 0xffff) << 16
; def model(wave, bufs, p):
;     res = [0] * 704
;     for t in range(64):
;         x, y = bufs["a"][t], bufs["b"][t]
;         X = [half(x, 0), half(x, 1)]
;         Y = [half(y, 0), half(y, 1)]
;         r = [pk(h16(hf(X[0]) + hf(Y[0])), h16(hf(X[1]) + hf(Y[1]))),
;              pk(h16(hf(X[1]) * hf(Y[0])), h16(hf(X[0]) * hf(Y[1]))),
;              pk(h16(-hf(X[0]) * hf(Y[0]) + hf(X[0])), h16(hf(X[1]) * hf(Y[1]) - hf(X[1]))),
;              pk(h16(max(hf(X[0]), 1.0)), h16(max(hf(X[1]), 1.0))),
;              pk(min(X[0] + Y[0], 0xffff), min(X[1] + Y[1], 0xffff)),
;              pk(sx(X[0]) - sx(Y[0]), sx(X[1]) - sx(Y[1])),
;              pk(X[0] * Y[0], X[1] * Y[1]),
;              pk(X[0] << (Y[0] & 15), X[1] << (Y[1] & 15)),
;              pk(sx(X[0]) >> 3, sx(X[1]) >> 3),
;              pk(min(sx(X[0]), sx(Y[0])), min(sx(X[1]), sx(Y[1]))),
;              pk(X[0] * Y[0] + 5, X[1] * Y[1] + 5)]
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
	v_pk_add_f16 v3, v1, v2
	ST
	v_pk_mul_f16 v3, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
	ST
	v_pk_fma_f16 v3, v1, v2, v1 neg_lo:[1,0,0] neg_hi:[0,0,1]
	ST
	v_pk_max_f16 v3, v1, 1.0
	ST
	v_pk_add_u16 v3, v1, v2 clamp
	ST
	v_pk_sub_i16 v3, v1, v2
	ST
	v_pk_mul_lo_u16 v3, v1, v2
	ST
	v_pk_lshlrev_b16 v3, v2, v1
	ST
	v_pk_ashrrev_i16 v3, 3, v1
	ST
	v_pk_min_i16 v3, v1, v2
	ST
	v_pk_mad_u16 v3, v1, v2, 5
	ST
	s_endpgm
