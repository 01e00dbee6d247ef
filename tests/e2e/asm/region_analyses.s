; What an EXEC region may hold, and what must outlive it. Under EXEC
; narrowed to the lanes whose x & 3 != 0: a scalar move the region's
; later instructions read (s24, lowered before the region); a scalar
; move the region's earlier instructions read the old value of (s26:
; order kept); a compare into s28 read per lane in the region
; (v_cndmask), as bits after it (s_bcnt1) and per lane again under all
; lanes, where the lanes the region skipped read 0. Then a carry into
; VCC read only in a later block, across a branch on SCC.
; 64 threads: two waves at wave32, one at wave64.
; @workgroup 64
; @groups 1
; @user-sgprs 12
; @buffer in u32 64 hash @0
; @buffer out1 u32 64 zero @2 out
; @buffer out2 u32 64 zero @4 out
; @buffer out3 u32 64 zero @6 out
; @buffer out4 u32 64 zero @8 out
; @buffer out5 u32 64 zero @10 out
; @model
; def model(wave, b, p):
;     M = 0xffffffff
;     x = b["in"]
;     act = [(v & 3) != 0 for v in x]
;     top = [v >> 31 for v in x]
;     out1 = [((x[t] + 1 + 0x1000) & M) if act[t] else 0 for t in range(64)]
;     out2 = [((x[t] + 1 + 3 + 7) & M) if act[t] else 0 for t in range(64)]
;     out3 = [top[t] if act[t] else 0xaa for t in range(64)]
;     out4 = [sum(1 for u in range(t // wave * wave, t // wave * wave + wave)
;                 if act[u] and top[u]) for t in range(64)]
;     out5 = [(1 if act[t] and top[t] else 0) | (top[t] << 1) for t in range(64)]
;     return {"out1": out1, "out2": out2, "out3": out3, "out4": out4, "out5": out5}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	v_mov_b32_e32 v3, 0x33
	v_mov_b32_e32 v6, 0x66
	v_mov_b32_e32 v7, 0xaa
	s_mov_b32 s26, 3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 3, v1
	v_cmp_ne_u32_e32 {vcc}, 0, v5
	s_and_saveexec_b{b} {m:20}, {vcc}
	; the lanes whose x & 3 != 0
	v_add_nc_u32_e32 v2, 1, v1
	s_mov_b32 s24, 0x1000
	v_add_nc_u32_e32 v3, s24, v2
	v_add_nc_u32_e32 v6, s26, v2
	s_mov_b32 s26, 7
	v_add_nc_u32_e32 v6, s26, v6
	v_cmp_lt_u32_e64 {m:28}, 0x7fffffff, v1
	v_cndmask_b32_e64 v7, 0, 1, {m:28}
	global_store_dword v10, v3, s[2:3]
	global_store_dword v10, v6, s[4:5]
	s_bcnt1_i32_b{b} s30, {m:28}
	s_mov_b{b} {exec}, {m:20}
	; every lane
	global_store_dword v10, v7, s[6:7]
	v_mov_b32_e32 v8, s30
	global_store_dword v10, v8, s[8:9]
	v_cndmask_b32_e64 v9, 0, 1, {m:28}
	v_add_co_u32 v11, {vcc}, v1, v1
	s_cmp_eq_u32 s30, 12345
	s_cbranch_scc1 skip
	v_add_nc_u32_e32 v11, 1, v11
skip:
	v_cndmask_b32_e64 v12, 0, 2, {vcc}
	v_or_b32_e32 v9, v9, v12
	global_store_dword v10, v9, s[10:11]
	s_endpgm
