; D16 loads and stores: global_load_{ubyte,sbyte,short}_d16 write the low
; half and keep the high one, the _hi forms write the high half and keep
; the low one (bytes zero- or sign-extended to 16 bits);
; global_store_{byte,short}_d16_hi store from bit 16 of the data;
; buffer_load_sbyte_d16 through a raw V# (num_records 200: past it the
; low half reads 0).
; The destination holds 0xdd00dd00 + t before each load; res[64 * k + t]
; holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 hash @0
; @buffer res u32 448 zero @2 out
; @buffer out u32 64 model @4 out
; @model
; def init_out(n):
;     return [0x5a5a5a5a] * n
; def model(wave, bufs, p):
;     A = bufs["a"]
;     byte = lambda i: (A[i // 4] >> (8 * (i % 4))) & 0xff
;     short = lambda i: (A[i // 4] >> (8 * (i % 4))) & 0xffff
;     s8 = lambda v: (v | 0xff00) if v & 0x80 else v
;     res = [0] * 448
;     out = list(bufs["out"])
;     for t in range(64):
;         old = 0xdd00dd00 + t
;         hi, lo = old & 0xffff0000, old & 0xffff
;         r = [hi | byte(t), hi | s8(byte(t + 1)), hi | short(2 * t),
;              lo | byte(t) << 16, lo | s8(byte(t + 1)) << 16, lo | short(2 * t) << 16,
;              hi | s8(byte(t + 1)) if t + 2 <= 200 else hi]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     for t in range(64):
;         x = A[t]
;         if t < 32:
;             w = out[t // 4]
;             out[t // 4] = (w & ~(0xff << (8 * (t % 4)))) | ((x >> 16) & 0xff) << (8 * (t % 4))
;         else:
;             i = t // 2
;             s = 16 * (t % 2)
;             out[i] = (out[i] & ~(0xffff << s)) | (x >> 16) << s
;     return {"res": res, "out": out}
; @end
.macro LD op, addr
	v_add_nc_u32_e32 v3, 0xdd00dd00, v0
	\op v3, \addr, s[0:1]
	s_waitcnt vmcnt(0)
	global_store_dword v10, v3, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	v_mov_b32_e32 v11, v10
	v_add_nc_u32_e32 v12, 1, v0
	v_lshlrev_b32 v13, 1, v0
	LD global_load_ubyte_d16, v0
	LD global_load_sbyte_d16, v12
	LD global_load_short_d16, v13
	LD global_load_ubyte_d16_hi, v0
	LD global_load_sbyte_d16_hi, v12
	LD global_load_short_d16_hi, v13
	s_mov_b32 s8, s0
	s_and_b32 s9, s1, 0xffff
	s_movk_i32 s10, 200
	s_mov_b32 s11, 0x31016fac
	v_add_nc_u32_e32 v3, 0xdd00dd00, v0
	buffer_load_sbyte_d16 v3, v12, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	global_store_dword v10, v3, s[2:3]
	global_load_dword v1, v11, s[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 {vcc}, 32, v0
	s_and_saveexec_b{b} {m:30}, {vcc}
	global_store_byte_d16_hi v0, v1, s[4:5]
	s_andn2_b{b} {exec}, {m:30}, {exec}
	v_add_nc_u32_e32 v14, 0, v13
	global_store_short_d16_hi v14, v1, s[4:5]
	s_endpgm
