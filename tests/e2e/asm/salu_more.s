; Scalar ALU beyond salu.s: s_andn1_wrexec / s_andn2_wrexec (EXEC and the
; destination get the new EXEC, SCC = EXEC != 0), s_bitreplicate_b64_b32,
; s_flbit_i32_i64, s_ff0_i32_b32/b64, s_pack_ll/lh/hh_b32_b16, and the
; M0-relative moves s_movrels_b32/b64, s_movreld_b32/b64, s_movrelsd_2_b32
; with M0 from user data: an index past s105 reads s0 and writes nothing
; (s106 is vcc_lo, which keeps its value); s_version, s_wait_idle and
; s_inc/decperflevel change nothing; s_memtime and s_memrealtime (the
; shader clock) read twice do not go back, and are not 0. s[16:47] come from buffer d. Lane 0
; stores result k at out[k].
; @workgroup 32
; @groups 1
; @user-sgprs 16
; @buffer out u32 128 zero @2 out
; @buffer d u32 32 model @4
; @push 0 0x5eed0000
; @push 1 0x11111111
; @push 6 0xcafef00d
; @push 7 0x0badbeef
; @push 8 5
; @push 9 90
; @push 10 89
; @push 11 6
; @push 12 2
; @push 13 (3 << 16) | 4
; @push 14 0xfffff0ff
; @push 15 0x00ff00ff
; @model
; def init_d(n):
;     d = [hash32(i + 7) for i in range(n)]
;     d[6:18] = [0, 0, M32, M32, 0, 0x40000000, 1, 0, 0, 0xffff0000, 0x7fffffff, M32]
;     d[18:24] = [M32, 0xfffffff7, M32, M32, 0xfffffffe, 0x12345678]
;     return d
; def clz64(x):
;     return 64 - x.bit_length()
; def flbit64(x):
;     y = x ^ (((1 << 64) - 1) if x >> 63 else 0)
;     return M32 if y == 0 else clz64(y)
; def ff0(x, bits):
;     for i in range(bits):
;         if not (x >> i) & 1:
;             return i
;     return M32
; def model(wave, b, p):
;     d = b["d"]
;     full = (1 << wave) - 1
;     def mask(i):
;         return d[i] | (d[i + 1] << 32 if wave == 64 else 0)
;     r = []
;     e = ~mask(0) & full                     # s_andn1_wrexec, EXEC all ones
;     r += [e & M32, e >> 32, 1 if e else 0]
;     e = mask(2) & ~mask(4) & full          # s_andn2_wrexec, EXEC = mask(4)
;     r += [e & M32, e >> 32, 1 if e else 0]
;     r += [0, 0, 0]                          # s_andn2_wrexec: S0 = EXEC
;     x = d[23]
;     br = sum(3 << (2 * i) for i in range(32) if (x >> i) & 1)
;     r += [br & M32, br >> 32]
;     for i in (6, 8, 10, 12, 14, 16):
;         r.append(flbit64(d[i] | (d[i + 1] << 32)))
;     r += [ff0(d[18], 32), ff0(p[14], 32), ff0(d[20] | (d[21] << 32), 64),
;           ff0(d[18] | (d[19] << 32), 64), ff0(d[22] | (d[23] << 32), 64)]
;     a, c = p[6], p[7]
;     r += [(a & 0xffff) | (c & 0xffff) << 16, (a & 0xffff) | (c & 0xffff0000),
;           (a >> 16) | (c & 0xffff0000)]
;     s = {16 + i: d[i] for i in range(32)}
;     s[0], s[1], s[6], s[7], s[105] = p[0], p[1], p[6], p[7], 0xabcd
;     def rd(i):
;         return s[i] if i < 106 else s[0]
;     r += [rd(16 + 5), rd(16 + 90), rd(16 + 89), rd(16 + 6), rd(16 + 7)]
;     s[32 + 5] = p[1]                        # s_movreld_b32 s32, s1 (M0 5)
;     vcc = 0x1234                            # s16 + 90: out of range
;     s[40 + 2], s[40 + 3] = p[6], p[7]      # s_movreld_b64 s[40:41] (M0 2)
;     s[44 + 3] = s[16 + 4]                  # s_movrelsd_2_b32 s44, s16
;     r += [vcc] + [s[i] for i in range(32, 48)]
;     r += [1, 1, 1]
;     return {"out": r + [0] * (128 - len(r))}
; @end
	s_mov_b{b} {exec}, 1
	v_mov_b32 v0, 0
	s_load_dwordx16 s[16:31], s[4:5], 0x0
	s_load_dwordx16 s[32:47], s[4:5], 0x40
	s_waitcnt lgkmcnt(0)
	s_version 0x2000
	s_incperflevel 3
	s_mov_b32 s61, 0
	s_mov_b32 s65, 0
	s_mov_b32 s69, 0
	s_mov_b{b} {exec}, -1
	s_andn1_wrexec_b{b} {m:60}, {m:16}
	s_cselect_b32 s62, 1, 0
	s_mov_b{b} {exec}, {m:20}
	s_andn2_wrexec_b{b} {m:64}, {m:18}
	s_cselect_b32 s66, 1, 0
	s_mov_b{b} {exec}, {m:18}
	s_andn2_wrexec_b{b} {m:68}, {m:18}
	s_cselect_b32 s70, 1, 0
	s_mov_b{b} {exec}, 1
	s_wait_idle
	s_bitreplicate_b64_b32 s[94:95], s39
	s_flbit_i32_i64 s72, s[22:23]
	s_flbit_i32_i64 s73, s[24:25]
	s_flbit_i32_i64 s74, s[26:27]
	s_flbit_i32_i64 s75, s[28:29]
	s_flbit_i32_i64 s76, s[30:31]
	s_flbit_i32_i64 s77, s[32:33]
	s_ff0_i32_b32 s78, s34
	s_ff0_i32_b32 s79, s14
	s_ff0_i32_b64 s80, s[36:37]
	s_ff0_i32_b64 s81, s[34:35]
	s_ff0_i32_b64 s82, s[38:39]
	s_pack_ll_b32_b16 s83, s6, s7
	s_pack_lh_b32_b16 s84, s6, s7
	s_pack_hh_b32_b16 s85, s6, s7
	s_mov_b32 s105, 0xabcd
	s_mov_b32 m0, s8
	s_movrels_b32 s86, s16
	s_mov_b32 m0, s9
	s_movrels_b32 s87, s16
	s_mov_b32 m0, s10
	s_movrels_b32 s88, s16
	s_mov_b32 m0, s11
	s_movrels_b64 s[90:91], s[16:17]
	s_decperflevel 3
	s_mov_b32 m0, s8
	s_movreld_b32 s32, s1
	s_mov_b32 vcc_lo, 0x1234
	s_mov_b32 m0, s9
	s_movreld_b32 s16, 0xdead
	s_mov_b32 m0, s12
	s_movreld_b64 s[40:41], s[6:7]
	s_mov_b32 m0, s13
	s_movrelsd_2_b32 s44, s16
	s_mov_b32 s92, vcc_lo
	s_memtime s[96:97]
	s_memrealtime s[98:99]
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s93, s96, s98
	s_memtime s[100:101]
	s_memrealtime s[102:103]
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s104, s100, s96
	s_subb_u32 s104, s101, s97
	s_cselect_b32 s104, 0, 1
	s_sub_u32 s93, s102, s98
	s_subb_u32 s93, s103, s99
	s_cselect_b32 s93, 0, 1
	s_cmp_lg_u64 s[96:97], 0
	s_cselect_b32 s89, 1, 0
	.irp k, 60,61,62,64,65,66,68,69,70,94,95,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,90,91,92,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,104,93,89
	v_mov_b32 v1, s\k
	global_store_dword v0, v1, s[2:3]
	v_add_nc_u32 v0, 4, v0
	.endr
	s_endpgm
