; Global loads and stores with a 32-bit VGPR offset from an SGPR base
; (saddr form), a bounds check by v_cmpx (EXEC only), the workgroup id.
; out[i] = in[i] + i for i < n; the other elements keep their fill.
; @workgroup 64
; @groups 2
; @user-sgprs 5
; @wgid-sgprs 5
; @buffer in u32 128 hash @0
; @buffer out u32 128 model @2 out
; @push 4 100
; @model
; def init_out(n):
;     return [0xdead0000 + i for i in range(n)]
; def model(wave, b, push):
;     out = b["out"]
;     for i in range(128):
;         if i < push[4]:
;             out[i] = (b["in"][i] + i) & M32
;     return {"out": out}
; @end
	v_lshl_add_u32 v1, s5, 6, v0        ; i = wgid * 64 + local id
	v_cmpx_gt_u32_e32 s4, v1            ; EXEC &= (n > i)
	v_lshlrev_b32 v2, 2, v1
	global_load_dword v3, v2, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, v3, v1
	global_store_dword v2, v3, s[2:3]
	s_endpgm
