; Lane access: v_readlane_b32 with an SGPR lane (37: bits 4:0 in wave32,
; 5:0 in wave64) and an inline lane, from an inactive lane too;
; v_readfirstlane_b32 when the first lanes are off; v_writelane_b32 (ignores
; EXEC); v_mbcnt_lo/hi with all ones and with a v_cmp mask; s_bcnt1 and
; s_ff1 of the mask. res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 8
; @buffer in u32 64 hash @0
; @buffer res u32 640 zero @2 out
; @push 4 37
; @push 5 33
; @push 6 0x5eed
; @model
; def model(wave, b, p):
;     x = b["in"]
;     res = [0] * 640
;     for w in range(64 // wave):
;         base = w * wave
;         mask = sum(1 << l for l in range(wave) if x[base + l] & 1)
;         for l in range(wave):
;             t = base + l
;             v5 = p[6] if l == p[5] % wave else t
;             vals = [x[base + p[4] % wave], x[base + 3], x[base + 3], v5,
;                     l, bin(mask & ((1 << l) - 1)).count("1"),
;                     bin(mask).count("1"),
;                     (mask & -mask).bit_length() - 1 if mask else 0xffffffff,
;                     x[base + 2], l + 100 if l % 8 >= 3 else 0xabc]
;             for k, v in enumerate(vals):
;                 res[64 * k + t] = v
;     return {"res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	s_mov_b{b} {m:20}, {exec}
	s_waitcnt vmcnt(0)
	v_readlane_b32 s22, v1, s4
	v_readlane_b32 s23, v1, 3
	v_mov_b32_e32 v5, v0
	v_mbcnt_lo_u32_b32 v6, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v6
	v_and_b32_e32 v7, 1, v1
	v_cmp_eq_u32_e64 {m:26}, 1, v7
	v_mbcnt_lo_u32_b32 v8, s26, 0
.if WAVE64
	v_mbcnt_hi_u32_b32 v8, s27, v8
.endif
	s_bcnt1_i32_b{b} s28, {m:26}
	s_ff1_i32_b{b} s29, {m:26}
	; lanes l % 8 >= 3 only
	v_and_b32_e32 v9, 7, v6
	v_mov_b32 v11, 0xabc
	v_cmpx_le_u32_e32 3, v9
	v_readfirstlane_b32 s24, v1
	v_readlane_b32 s25, v1, 2
	v_writelane_b32 v5, s6, s5
	v_add_nc_u32_e32 v11, 100, v6
	s_mov_b{b} {exec}, {m:20}
	.irp r, 22,23,24
	v_mov_b32 v30, s\r
	global_store_dword v10, v30, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
	.endr
	.irp r, 5,6,8
	global_store_dword v10, v\r, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
	.endr
	.irp r, 28,29,25
	v_mov_b32 v30, s\r
	global_store_dword v10, v30, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
	.endr
	global_store_dword v10, v11, s[2:3]
	s_endpgm
