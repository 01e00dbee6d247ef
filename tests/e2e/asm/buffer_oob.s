; MUBUF loads and stores through buffer descriptors (V#) built in SGPRs at
; run time: raw buffers (stride 0, OOB_SELECT 3, dword format), an offset
; from a VGPR (offen) plus the instruction offset. Loads past num_records
; return 0, stores past it are dropped.
; res[t] = load at 4t, res[64 + t] = load at 4t + 8 (num_records 100);
; out[t] = t + 1000 stored at 4t (num_records 160), the rest keeps its fill.
; @workgroup 64
; @groups 1
; @user-sgprs 8
; @buffer in u32 64 hash @0
; @buffer res u32 128 zero @2 out
; @buffer out u32 64 model @4 out
; @push 6 100
; @push 7 160
; @model
; def init_out(n):
;     return [0x0b0b0000 + t for t in range(n)]
; def model(wave, b, p):
;     x = b["in"]
;     res = [x[t] if 4 * t < p[6] else 0 for t in range(64)]
;     res += [x[t + 2] if 4 * t + 8 < p[6] else 0 for t in range(64)]
;     out = [t + 1000 if 4 * t < p[7] else b["out"][t] for t in range(64)]
;     return {"res": res, "out": out}
; @end
	s_mov_b32 s8, s0
	s_and_b32 s9, s1, 0xffff
	s_mov_b32 s10, s6
	s_mov_b32 s11, 0x31016fac
	s_mov_b32 s12, s4
	s_and_b32 s13, s5, 0xffff
	s_mov_b32 s14, s7
	s_mov_b32 s15, 0x31016fac
	v_lshlrev_b32 v10, 2, v0
	buffer_load_dword v2, v10, s[8:11], 0 offen
	buffer_load_dword v3, v10, s[8:11], 0 offen offset:8
	v_add_nc_u32_e32 v1, 0x3e8, v0
	buffer_store_dword v1, v10, s[12:15], 0 offen
	s_waitcnt vmcnt(0)
	global_store_dword v10, v2, s[2:3]
	global_store_dword v10, v3, s[2:3] offset:256
	s_endpgm
