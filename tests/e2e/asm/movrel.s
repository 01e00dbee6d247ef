; M0-relative VGPR moves, per lane under EXEC (lanes t % 5 == 0 off keep
; every register): v_movrels_b32, v_movreld_b32, v_movrelsd_b32,
; v_movrelsd_2_b32 (source M0[9:0], destination M0[25:16]) and
; v_swaprel_b32, with M0 from user data. v8..v23 hold a[t] + (j + 1) *
; 0x1001 and the program names no VGPR past v23, so the wave's VGPRs are
; v0..v23: an index past v23 reads v0 (the local id) and writes nothing
; (v_swaprel writes neither register when one index is past it). Then
; v_movreld_b32 with DPP (lane t gets lane t ^ 1's v1; not written when that
; lane is off) and v_movrels_b32 in SDWA form with DWORD selects.
; res[64 * k + t]: k < 16 register v(8 + k) at the end, then the four reads.
; @workgroup 64
; @groups 1
; @user-sgprs 8
; @buffer a u32 64 hash @0
; @buffer res u32 1280 zero @2 out
; @push 4 3
; @push 5 17
; @push 6 15
; @push 7 (2 << 16) | 5
; @model
; def model(wave, bufs, p):
;     res = [0] * 1280
;     m4, m5, m6, m7 = p[4], p[5], p[6], p[7]
;     N = 24
;     for t in range(64):
;         a = bufs["a"][t]
;         R = {0: t, 1: a}
;         for j in range(16):
;             R[8 + j] = (a + (j + 1) * 0x1001) & M32
;         def rd(i):
;             return R[i] if i < N else R[0]
;         v3, v4, v5 = 0x33330000 | t, 0x44440000 | t, 0x55550000 | t
;         if t % 5:
;             v3, v4, v5 = rd(8 + m4), rd(8 + m5), rd(8 + m6)
;             if 16 + m4 < N:
;                 R[16 + m4] = a
;             if 8 + m5 < N:
;                 R[8 + m5] = 0x12345
;             s, d = m7 & 0x3ff, (m7 >> 16) & 0x3ff
;             if 8 + d < N:
;                 R[8 + d] = rd(20 + s)
;             if 12 + m4 < N:
;                 R[12 + m4] = rd(14 + m4)
;             x, y = 16 + d, 12 + s
;             if x < N and y < N:
;                 R[x], R[y] = R[y], R[x]
;             x, y = 8 + ((m5 >> 16) & 0x3ff), 9 + (m5 & 0x3ff)
;             if x < N and y < N:
;                 R[x], R[y] = R[y], R[x]
;             if 9 + m6 < N:
;                 R[9 + m6] = rd(8 + m6)
;         if t % 5 and (t ^ 1) % 5 and 8 + m4 < N:
;             R[8 + m4] = bufs["a"][t ^ 1]
;         v7 = rd(8 + m6) if t % 5 else 0x77770000 | t
;         outs = [R[8 + j] for j in range(16)] + [v3, v4, v5, v7]
;         for k, v in enumerate(outs):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
	v_lshlrev_b32 v2, 2, v0
	global_load_dword v1, v2, s[0:1]
	s_waitcnt vmcnt(0)
	.irp j, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	v_add_nc_u32 v[8+\j], (\j+1)*0x1001, v1
	.endr
	v_or_b32 v3, 0x33330000, v0
	v_or_b32 v4, 0x44440000, v0
	v_or_b32 v5, 0x55550000, v0
	v_or_b32 v7, 0x77770000, v0
	v_mul_u32_u24 v6, 0xcccd, v0
	v_lshrrev_b32 v6, 18, v6
	v_mul_u32_u24 v6, 5, v6
	v_cmp_ne_u32 {vcc}, v6, v0
	s_and_saveexec_b{b} {m:30}, {vcc}
	s_mov_b32 m0, s4
	v_movrels_b32 v3, v8
	s_mov_b32 m0, s5
	v_movrels_b32 v4, v8
	s_mov_b32 m0, s6
	v_movrels_b32_e64 v5, v8
	s_mov_b32 m0, s4
	v_movreld_b32 v16, v1
	s_mov_b32 m0, s5
	v_movreld_b32 v8, 0x12345
	s_mov_b32 m0, s7
	v_movrelsd_2_b32 v8, v20
	s_mov_b32 m0, s4
	v_movrelsd_b32 v12, v14
	s_mov_b32 m0, s7
	v_swaprel_b32 v16, v12
	s_mov_b32 m0, s5
	v_swaprel_b32 v8, v9
	s_mov_b32 m0, s6
	v_movrelsd_b32 v9, v8
	s_mov_b32 m0, s4
	v_movreld_b32_dpp v8, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	s_mov_b32 m0, s6
	v_movrels_b32_sdwa v7, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD
	s_or_b{b} {exec}, {exec}, {m:30}
	.irp j, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15
	global_store_dword v2, v[8+\j], s[2:3]
	v_add_nc_u32 v2, 0x100, v2
	.endr
	global_store_dword v2, v3, s[2:3]
	global_store_dword v2, v4, s[2:3] offset:256
	global_store_dword v2, v5, s[2:3] offset:512
	global_store_dword v2, v7, s[2:3] offset:768
	s_endpgm
