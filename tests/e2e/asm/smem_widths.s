; Scalar loads of every width left: s_load_dwordx2 / _dwordx4 (an
; immediate byte offset, and an SGPR offset), s_buffer_load_dword /
; _dwordx4 / _dwordx8 / _dwordx16 through a raw V# over src (immediate
; and SGPR offsets; one past the V#'s range reads 0). Every lane stores
; the SGPRs: res[64 * k + t] is the k-th loaded dword.
; src[i] = hash(i); the offsets: x2 at byte 8, x4 at s4 = 20 (byte),
; buffer dword at 0x40, x4 at s5 = 0x84, x8 at 0x100, x16 at 0x1c0
; (the V# holds 0x200 bytes: the 16 dwords at 0x1c0 end at its end, a
; dword at 0x200 lies past it and reads 0).
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @buffer src u32 256 hash @0
; @buffer res u32 2304 zero @2 out
; @model
; def model(wave, bufs, p):
;     s = bufs["src"]
;     def at(byte, n):
;         return [s[byte // 4 + j] if byte + 4 * j < 0x200 else 0 for j in range(n)]
;     vals = s[2:4] + s[5:9] + at(0x40, 1) + at(0x84, 4) + at(0x100, 8) + at(0x1c0, 16)
;     vals += at(0x200, 1)
;     res = [0] * 2304
;     for k, v in enumerate(vals):
;         for t in range(64):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
	s_movk_i32 s4, 20
	s_movk_i32 s5, 0x84
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], s4
	s_mov_b32 s16, s0
	s_and_b32 s17, s1, 0xffff
	s_movk_i32 s18, 0x200
	s_mov_b32 s19, 0x31016fac
	s_buffer_load_dword s20, s[16:19], 0x40
	s_buffer_load_dwordx4 s[24:27], s[16:19], s5
	s_buffer_load_dwordx8 s[28:35], s[16:19], 0x100
	s_buffer_load_dwordx16 s[36:51], s[16:19], 0x1c0
	s_buffer_load_dword s52, s[16:19], 0x200
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v10, 2, v0
	.irp r, 8,9,12,13,14,15,20,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52
	v_mov_b32_e32 v1, s\r
	global_store_dword v10, v1, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
	.endr
	s_endpgm
