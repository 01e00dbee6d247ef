; Scalar ALU flags the other programs leave unread: SCC of s_add_i32 and
; s_sub_i32 (signed overflow, bit 31 of the overflow word), SCC of
; s_lshl<n>_add_u32 (a bit shifted out or a carry), SCC of s_and_saveexec
; (the new EXEC is nonzero, not the old one) and s_movk_i32's sign
; extension. Inputs come from user SGPRs. Lane 0 stores result k at out[k].
; @workgroup 32
; @groups 1
; @user-sgprs 8
; @buffer out u32 16 zero @0 out
; @push 2 0x7fffffff
; @push 3 1
; @push 4 0x80000000
; @push 5 0x40000000
; @push 6 0
; @push 7 0
; @model
; def model(wave, b, p):
;     s2, s3, s4, s5 = p[2], p[3], p[4], p[5]
;     def sx(v):
;         return v - (1 << 32) if v >> 31 else v
;     def ovf(v):
;         return 1 if not -(1 << 31) <= v < (1 << 31) else 0
;     r = []
;     r.append(ovf(sx(s2) + sx(s3)))              # s_add_i32 0x7fffffff + 1
;     r.append(ovf(sx(s4) - sx(s3)))              # s_sub_i32 0x80000000 - 1
;     r.append(ovf(sx(s3) + sx(s3)))              # s_add_i32 1 + 1
;     r.append(1 if (s5 << 1) >> 32 else 0)        # s_lshl1_add_u32 0x40000000, 0
;     r.append(1 if (s4 << 1) >> 32 else 0)        # s_lshl1_add_u32 0x80000000, 0
;     r.append(1 if (s5 << 2) >> 32 else 0)        # s_lshl2_add_u32 0x40000000, 0
;     r.append(0)                                  # s_and_saveexec: EXEC becomes 0
;     r.append(1)                                  # s_and_saveexec: EXEC stays 1
;     r.append(0xffff8001)                         # s_movk_i32 0x8001
;     r.append(0x7fff)                             # s_movk_i32 0x7fff
;     r.append(ovf(0x3fffffff + sx(s3)))           # s_add_i32 0x3fffffff + 1: bit 30 only
;     return {"out": r + [0] * (16 - len(r))}
; @end
	s_mov_b{b} {exec}, 1
	v_mov_b32 v0, 0
	s_add_i32 s10, s2, s3
	s_cselect_b32 s11, 1, 0
	s_sub_i32 s12, s4, s3
	s_cselect_b32 s13, 1, 0
	s_add_i32 s14, s3, s3
	s_cselect_b32 s15, 1, 0
	s_lshl1_add_u32 s16, s5, s6
	s_cselect_b32 s17, 1, 0
	s_lshl1_add_u32 s18, s4, s6
	s_cselect_b32 s19, 1, 0
	s_lshl2_add_u32 s20, s5, s6
	s_cselect_b32 s21, 1, 0
	s_and_saveexec_b{b} {m:24}, {m:6}
	s_cselect_b32 s22, 1, 0
	s_mov_b{b} {exec}, {m:24}
	s_and_saveexec_b{b} {m:26}, {m:24}
	s_cselect_b32 s23, 1, 0
	s_mov_b{b} {exec}, {m:24}
	s_movk_i32 s28, 0x8001
	s_movk_i32 s29, 0x7fff
	s_add_i32 s30, s3, 0x3fffffff
	s_cselect_b32 s31, 1, 0
	.irp k, 11,13,15,17,19,21,22,23,28,29,31
	v_mov_b32 v1, s\k
	global_store_dword v0, v1, s[0:1]
	v_add_nc_u32 v0, 4, v0
	.endr
	s_endpgm
