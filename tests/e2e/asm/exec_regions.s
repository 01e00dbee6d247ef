; EXEC regions: runs of vector instructions under one EXEC, with EXEC
; changed between them. A run of VALU and memory instructions under all
; lanes; EXEC narrowed by s_and_saveexec in the middle, a run under it
; (a store only where active); narrowed again by v_cmpx in the middle of
; that run, a load and adds under it; EXEC restored, then v_readlane of
; lane 1, whose v3 the narrowed runs may have skipped; a run under EXEC 0
; (nothing stored); the results stored under all lanes.
; 64 threads: two waves at wave32, one at wave64.
; @workgroup 64
; @groups 1
; @user-sgprs 8
; @buffer in u32 64 hash @0
; @buffer out1 u32 64 zero @2 out
; @buffer out2 u32 64 zero @4 out
; @buffer out3 u32 64 zero @6 out
; @model
; def model(wave, b, p):
;     M = 0xffffffff
;     x = b["in"]
;     v2, v3, out2 = [0] * 64, [0] * 64, [0] * 64
;     for t in range(64):
;         v2[t] = x[t] ^ 0x55
;         v3[t] = (v2[t] + t) & M
;         if x[t] & 1:
;             v2[t] = (v2[t] + 7) & M
;             v3[t] = (v3[t] * 3) & M
;             out2[t] = v3[t]
;             if (t & 7) < 4:
;                 v2[t] = (v2[t] + 0x100) & M
;                 v3[t] = (v3[t] + x[t ^ 1]) & M
;     out3 = [(v3[t] + v3[t // wave * wave + 1]) & M for t in range(64)]
;     return {"out1": v2, "out2": out2, "out3": out3}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, 0x55, v1
	v_add_nc_u32_e32 v3, v2, v0
	v_and_b32_e32 v5, 1, v1
	v_cmp_eq_u32_e32 {vcc}, 1, v5
	s_and_saveexec_b{b} {m:20}, {vcc}
	; the lanes whose x is odd
	v_add_nc_u32_e32 v2, 7, v2
	v_mul_lo_u32 v3, v3, 3
	global_store_dword v10, v3, s[4:5]
	v_and_b32_e32 v5, 7, v0
	v_cmpx_gt_u32_e32 4, v5
	; and whose t & 7 < 4
	v_add_nc_u32_e32 v2, 0x100, v2
	v_xor_b32_e32 v6, 1, v0
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v4, v6, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v3, v3, v4
	s_mov_b{b} {exec}, {m:20}
	v_readlane_b32 s30, v3, 1
	v_add_nc_u32_e32 v3, s30, v3
	; no lane
	s_mov_b{b} {exec}, 0
	v_mov_b32_e32 v7, 0xdead
	global_store_dword v10, v7, s[2:3]
	global_store_dword v10, v7, s[6:7]
	s_mov_b{b} {exec}, {m:20}
	global_store_dword v10, v2, s[2:3]
	global_store_dword v10, v3, s[6:7]
	s_endpgm
