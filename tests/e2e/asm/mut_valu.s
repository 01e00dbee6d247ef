; v_perm_b32 selectors 8-11 (the sign of bytes 1, 3, 5, 7 replicated)
; and 12 (zero) and 13 (0xff), on bytes whose signs differ. Operands come
; from user SGPRs. Lane 0 stores result k at out[k].
; @workgroup 32
; @groups 1
; @user-sgprs 8
; @buffer out u32 8 zero @0 out
; @push 2 0x7f80ff00
; @push 3 0x80000100
; @push 4 0x0b0a0908
; @push 5 0x0d0c0b08
; @model
; def perm(a, b, sel):
;     x = b | a << 32
;     r = 0
;     for i in range(4):
;         s = (sel >> (8 * i)) & 0xff
;         if s < 8:
;             v = (x >> (8 * s)) & 0xff
;         elif s < 12:
;             v = 0xff if (x >> (8 * (2 * (s - 8) + 1) + 7)) & 1 else 0
;         else:
;             v = 0 if s == 12 else 0xff
;         r |= v << (8 * i)
;     return r
; def model(wave, b, p):
;     r = [perm(p[2], p[3], p[4]), perm(p[2], p[3], p[5]), perm(p[3], p[2], p[4])]
;     return {"out": r + [0] * (8 - len(r))}
; @end
	s_mov_b{b} {exec}, 1
	v_mov_b32 v0, 0
	v_mov_b32 v1, s2
	v_mov_b32 v2, s3
	v_perm_b32 v3, v1, v2, s4
	v_perm_b32 v4, v1, v2, s5
	v_perm_b32 v5, v2, v1, s4
	.irp k, 3,4,5
	global_store_dword v0, v\k, s[0:1]
	v_add_nc_u32 v0, 4, v0
	.endr
	s_endpgm
