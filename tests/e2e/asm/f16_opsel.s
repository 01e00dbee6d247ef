; op_sel on v_fma_f16 (gfx10): op_sel bit i reads the high half of
; source i, op_sel[3] writes the result into the high half of the
; destination and keeps its low half; without it the result fills the low
; half and the high half is kept.  Also with neg/abs and an inline
; constant.  Both halves of a and b are f16 values below 2 in magnitude
; (no inf or NaN); a product plus an addend is exact in double, so h16
; rounds it once.  The destination holds 0xdead0000 | t before each one.
; res[64 * k + t] holds result k of thread t.
; Of the f16 opcodes lowered in lower_valu.c only v_fma_f16 has op_sel on
; gfx10: LLVM refuses op_sel on the VOP3 forms of VOP1/VOP2 opcodes
; (v_add_f16_e64, v_cvt_f32_f16_e64, ...; gfx11 has them) and the decoder
; drops those bits (tests/decoder/FINDINGS.md, 8).
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer res u32 512 zero @4 out
; @model
; def init_a(n):
;     return [hash32(i) & 0xbfffbfff for i in range(n)]
; def init_b(n):
;     return [hash32(i + 300) & 0xbfffbfff for i in range(n)]
; def model(wave, bufs, p):
;     res = [0] * 512
;     for t in range(64):
;         a, b = bufs["a"][t], bufs["b"][t]
;         xl, xh, yl, yh = hf(a), hf(a >> 16), hf(b), hf(b >> 16)
;         old = 0xdead0000 | t
;         lo = lambda v: (old & 0xffff0000) | h16(v)
;         hi = lambda v: (h16(v) << 16) | (old & 0xffff)
;         r = [lo(xh * yl + yl), lo(xl * yh + yl), lo(xl * yl + yh), hi(xh * yh + yh),
;              hi(xh * yl + xh), hi(xl * yl + yl), lo(-xh * abs(yh) + yl),
;              hi(xh * 2.0 + yh)]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[4:5]
	v_add_nc_u32_e32 v10, 0x100, v10
	v_or_b32_e32 v3, 0xdead0000, v0
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, 0xdead0000, v0
	v_fma_f16 v3, v1, v2, v2 op_sel:[1,0,0,0]
	ST
	v_fma_f16 v3, v1, v2, v2 op_sel:[0,1,0,0]
	ST
	v_fma_f16 v3, v1, v2, v2 op_sel:[0,0,1,0]
	ST
	v_fma_f16 v3, v1, v2, v2 op_sel:[1,1,1,1]
	ST
	v_fma_f16 v3, v1, v2, v1 op_sel:[1,0,1,1]
	ST
	v_fma_f16 v3, v1, v2, v2 op_sel:[0,0,0,1]
	ST
	v_fma_f16 v3, -v1, |v2|, v2 op_sel:[1,1,0,0]
	ST
	v_fma_f16 v3, v1, 2.0, v2 op_sel:[1,0,1,1]
	ST
	s_endpgm
