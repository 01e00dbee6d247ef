; Program-counter flow: s_getpc_b64 (the address of the next
; instruction), s_swappc_b64 (jumps, writing the address of its next
; instruction: the return address), s_setpc_b64 (the callee's return
; through it, and a computed forward jump over a store that must not
; run), s_cbranch_execnz (taken per wave when EXEC has a lane, not taken
; when it is empty: with lanes t >= 40 a wave32 wave of lanes 0..31 falls
; through, the other wave and a wave64 wave branch), s_cmpk_lt_u32 (an
; unsigned compare with the zero-extended simm16: 0x7fff < 0x8000,
; 0x8000 and 0x9000 not, SCC set to the opposite first), and
; s_setreg_b32 / s_setreg_imm32_b32 of the flat-scratch registers
; (no result of their own: the source SGPR and SCC stay).
; The code's load address is unknown, so addresses are stored as
; differences: the return address minus the s_getpc_b64 result right
; after the return (-4: the getpc is one 4-byte instruction on, its low
; and high dwords through s_sub_u32 / s_subb_u32), and the callee's own
; getpc less 4 (its own address) minus a getpc in the main code five
; instructions (20 bytes: s_sub_u32, v_mov_b32, global_store_dword,
; s_endpgm, none with a literal) before it.
; res[64 * k + t]: k = 0, 1 the two dwords of ret - getpc; 2 the callee's
; address minus the last getpc (20); 3 v1 from the callee (0x77 + t); 4 v2 after
; the jump (0x100, never 0xbad); 5 the execnz markers (1: fell through,
; 2: taken; the second branch, with no lane, in bits 4..7); 6 the three
; cmpk SCC values as bits 0..2; 7 s25 after the setregs, 8 SCC after
; them (set to 1 before); 9, 10 the first s_getpc_b64's two dwords: 4
; and 0, the code taken as loaded at address 0 (the recompiler's
; convention for code addresses, cfg/resolve.c): the one output here that
; is not a difference, so that a getpc giving its own address is seen.
; @workgroup 64
; @groups 1
; @user-sgprs 2
; @buffer res u32 704 zero @0 out
; @model
; def model(wave, bufs, p):
;     res = [0] * 704
;     for t in range(64):
;         first = 1 if wave == 32 and t < 32 else 2
;         r = [0xfffffffc, 0xffffffff, 20, 0x77 + t, 0x100,
;              first | 1 << 4, 0b001, 0x5a5a1234, 1, 4, 0]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
	s_getpc_b64 s[4:5]
pc0:
	s_mov_b32 s40, s4
	s_mov_b32 s41, s5
	s_add_u32 s4, s4, callee-pc0
	s_addc_u32 s5, s5, 0
	v_mov_b32_e32 v1, v0
	s_swappc_b64 s[30:31], s[4:5]
	s_getpc_b64 s[8:9]
	s_sub_u32 s12, s30, s8
	s_subb_u32 s13, s31, s9
	v_lshlrev_b32_e32 v10, 2, v0
	v_mov_b32_e32 v20, s12
	v_mov_b32_e32 v21, s13
	global_store_dword v10, v20, s[0:1]
	global_store_dword v10, v21, s[0:1] offset:256
	global_store_dword v10, v1, s[0:1] offset:768
	v_mov_b32_e32 v2, 0
	s_getpc_b64 s[4:5]
pc1:
	s_add_u32 s4, s4, skip-pc1
	s_addc_u32 s5, s5, 0
	s_setpc_b64 s[4:5]
	v_mov_b32_e32 v2, 0xbad
skip:
	v_or_b32_e32 v2, 0x100, v2
	global_store_dword v10, v2, s[0:1] offset:1024
	s_mov_b{b} {m:22}, {exec}
	s_mov_b32 s20, 0
	v_cmpx_le_u32_e32 40, v0
	s_cbranch_execnz taken1
	s_or_b32 s20, s20, 1
	s_branch next1
taken1:
	s_or_b32 s20, s20, 2
next1:
	v_cmpx_gt_u32_e32 0, v0
	s_cbranch_execnz taken2
	s_or_b32 s20, s20, 0x10
	s_branch next2
taken2:
	s_or_b32 s20, s20, 0x20
next2:
	s_mov_b{b} {exec}, {m:22}
	v_mov_b32_e32 v3, s20
	global_store_dword v10, v3, s[0:1] offset:1280
	s_mov_b32 s24, 0
	s_mov_b32 s21, 0x7fff
	s_cmp_eq_u32 s21, 0
	s_cmpk_lt_u32 s21, 0x8000
	s_cselect_b32 s23, 1, 0
	s_or_b32 s24, s24, s23
	s_mov_b32 s21, 0x8000
	s_cmp_eq_u32 s21, s21
	s_cmpk_lt_u32 s21, 0x8000
	s_cselect_b32 s23, 2, 0
	s_or_b32 s24, s24, s23
	s_mov_b32 s21, 0x9000
	s_cmp_eq_u32 s21, s21
	s_cmpk_lt_u32 s21, 0x8000
	s_cselect_b32 s23, 4, 0
	s_or_b32 s24, s24, s23
	v_mov_b32_e32 v3, s24
	global_store_dword v10, v3, s[0:1] offset:1536
	s_mov_b32 s25, 0x5a5a1234
	s_cmp_eq_u32 s25, s25
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s25
	s_setreg_imm32_b32 hwreg(HW_REG_FLAT_SCR_HI), 0x1234
	s_cselect_b32 s26, 1, 0
	v_mov_b32_e32 v3, s25
	v_mov_b32_e32 v4, s26
	global_store_dword v10, v3, s[0:1] offset:1792
	v_add_nc_u32_e32 v11, 0x800, v10
	global_store_dword v11, v4, s[0:1]
	v_mov_b32_e32 v3, s40
	v_mov_b32_e32 v4, s41
	global_store_dword v11, v3, s[0:1] offset:256
	global_store_dword v11, v4, s[0:1] offset:512
	s_getpc_b64 s[18:19]
	s_sub_u32 s14, s16, s18
	v_mov_b32_e32 v3, s14
	global_store_dword v10, v3, s[0:1] offset:512
	s_endpgm
callee:
	s_getpc_b64 s[16:17]
	s_sub_u32 s16, s16, 4
	v_add_nc_u32_e32 v1, 0x77, v1
	s_setpc_b64 s[30:31]
