; Scalar ALU edge values: 32- and 64-bit add/sub chains through SCC
; (s_add_u32/s_addc_u32, s_sub_u32/s_subb_u32), s_cselect on SCC, shifts
; by amounts >= 32 (32-bit shifts use bits 4:0, 64-bit shifts bits 5:0),
; bit fields, multiplies, min/max, counts. Inputs come from user SGPRs so
; nothing is known at recompile time. Lane 0 stores result k at out[k].
; @workgroup 32
; @groups 1
; @user-sgprs 8
; @buffer out u32 64 zero @0 out
; @push 2 0xffffffff
; @push 3 1
; @push 4 0x80000000
; @push 5 37
; @push 6 0x12345678
; @push 7 0xfffffffe
; @model
; def sx(v, bits):
;     v &= (1 << bits) - 1
;     return v - (1 << bits) if v >> (bits - 1) else v
; def model(wave, b, p):
;     s2, s3, s4, s5, s6, s7 = (p[i] for i in range(2, 8))
;     r = []
;     t = s2 + s3; r.append(t & M32); scc = t >> 32              # s_add_u32
;     t = s6 + s7 + scc; r.append(t & M32); scc = t >> 32       # s_addc_u32
;     r.append(11 if scc else 22)                               # s_cselect_b32
;     a = (s3 << 32) | s2; c = (s7 << 32) | s6; t = a + c       # 64-bit add
;     r += [t & M32, (t >> 32) & M32]; scc = t >> 64
;     r.append(1 if scc else 2)
;     t = s3 - s2; r.append(t & M32); scc = 1 if t < 0 else 0   # s_sub_u32
;     t = s3 - s3 - scc; r.append(t & M32); scc = 1 if t < 0 else 0  # s_subb_u32
;     r.append(3 if scc else 4)
;     sh = s5 & 31
;     r.append((s6 << sh) & M32)                                # s_lshl_b32
;     r.append(s4 >> sh)                                        # s_lshr_b32
;     r.append((sx(s4, 32) >> sh) & M32)                        # s_ashr_i32
;     sh64 = s5 & 63
;     t = (c << sh64) & ((1 << 64) - 1); r += [t & M32, t >> 32]     # s_lshl_b64
;     t = c >> sh64; r += [t & M32, t >> 32]                         # s_lshr_b64
;     t = (sx(c, 64) >> sh64) & ((1 << 64) - 1); r += [t & M32, t >> 32]  # s_ashr_i64
;     r.append((s6 >> 4) & 0xff)                                # s_bfe_u32 off 4 width 8
;     r.append(sx(s7 & 0xf, 4) & M32)                           # s_bfe_i32 off 0 width 4
;     r.append((s6 * s7) & M32)                                 # s_mul_i32
;     r.append(s4 if sx(s4, 32) < sx(s3, 32) else s3)           # s_min_i32
;     r.append(max(s4, s3))                                     # s_max_u32
;     r.append(s6 if sx(s4, 32) < sx(s3, 32) else s7)           # s_cmp_lt_i32 + s_cselect
;     r.append(s6 if s4 < s3 else s7)                           # s_cmp_lt_u32 + s_cselect
;     r.append(~s6 & M32)                                       # s_not_b32
;     r.append(int("{:032b}".format(s6)[::-1], 2))              # s_brev_b32
;     r.append(31)                                              # s_ff1_i32_b32 of s4
;     r.append(3)                                               # s_flbit_i32_b32 of s6
;     r.append(bin(s6).count("1"))                              # s_bcnt1_i32_b32
;     r.append(M32)                                             # s_ff1_i32_b32 of 0
;     r.append(sx(s6 & 0xff, 8) & M32)                          # s_sext_i32_i8
;     r.append(sx(s7 & 0xffff, 16) & M32)                       # s_sext_i32_i16
;     r.append(((1 << (s5 & 31)) - 1) << 3)                     # s_bfm_b32
;     r.append(s6 & ~s7 & M32)                                  # s_andn2_b32
;     r.append(~(s6 ^ s7) & M32)                                # s_xnor_b32
;     r.append(abs(sx(s4, 32)) & M32)                           # s_abs_i32
;     r.append(abs(sx(s3 - s4, 32)) & M32)                     # s_absdiff_i32 (wraps)
;     r.append(((s6 << 1) + s3) & M32)                          # s_lshl1_add_u32
;     r.append(((s7 << 4) + s6) & M32)                          # s_lshl4_add_u32
;     r.append((s6 * s7) >> 32)                                 # s_mul_hi_u32
;     r.append(((sx(s6, 32) * sx(s7, 32)) >> 32) & M32)         # s_mul_hi_i32
;     r.append((s6 * -7) & M32)                                 # s_mulk_i32 -7
;     r.append((s6 + 0xffff8000) & M32)                         # s_addk_i32 -32768
;     return {"out": r + [0] * (64 - len(r))}
; @end
	s_mov_b{b} {exec}, 1
	v_mov_b32 v0, 0
	s_add_u32 s10, s2, s3
	s_addc_u32 s11, s6, s7
	s_cselect_b32 s12, 11, 22
	s_add_u32 s14, s2, s6
	s_addc_u32 s15, s3, s7
	s_cselect_b32 s16, 1, 2
	s_sub_u32 s17, s3, s2
	s_subb_u32 s18, s3, s3
	s_cselect_b32 s19, 3, 4
	s_lshl_b32 s20, s6, s5
	s_lshr_b32 s21, s4, s5
	s_ashr_i32 s22, s4, s5
	s_lshl_b64 s[24:25], s[6:7], s5
	s_lshr_b64 s[26:27], s[6:7], s5
	s_ashr_i64 s[28:29], s[6:7], s5
	s_bfe_u32 s30, s6, 0x80004
	s_bfe_i32 s31, s7, 0x40000
	s_mul_i32 s32, s6, s7
	s_min_i32 s33, s4, s3
	s_max_u32 s34, s4, s3
	s_cmp_lt_i32 s4, s3
	s_cselect_b32 s35, s6, s7
	s_cmp_lt_u32 s4, s3
	s_cselect_b32 s36, s6, s7
	s_not_b32 s37, s6
	s_brev_b32 s38, s6
	s_ff1_i32_b32 s39, s4
	s_flbit_i32_b32 s40, s6
	s_bcnt1_i32_b32 s41, s6
	s_sub_u32 s13, s3, s3
	s_ff1_i32_b32 s42, s13
	s_sext_i32_i8 s43, s6
	s_sext_i32_i16 s44, s7
	s_bfm_b32 s45, s5, 3
	s_andn2_b32 s46, s6, s7
	s_xnor_b32 s47, s6, s7
	s_abs_i32 s48, s4
	s_absdiff_i32 s49, s3, s4
	s_lshl1_add_u32 s50, s6, s3
	s_lshl4_add_u32 s51, s7, s6
	s_mul_hi_u32 s52, s6, s7
	s_mul_hi_i32 s53, s6, s7
	s_mov_b32 s54, s6
	s_mulk_i32 s54, 0xfff9
	s_mov_b32 s55, s6
	s_addk_i32 s55, 0x8000
	.irp k, 10,11,12,14,15,16,17,18,19,20,21,22,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55
	v_mov_b32 v1, s\k
	global_store_dword v0, v1, s[0:1]
	v_add_nc_u32 v0, 4, v0
	.endr
	s_endpgm
