; ds_bpermute_b32 (gather) and ds_permute_b32 (scatter) within a wave:
; lane addresses with high bits set (taken modulo 32: gfx10 permutes a
; wave64 within each 32-lane half, LLVM's supportsWaveWideBPermute() is
; false for it), the offset field, collisions in ds_permute (the highest
; sending lane wins; a lane nobody writes gets 0), and a partial EXEC:
; inactive lanes neither send nor receive, and an active lane gathering
; from an inactive one gets 0.
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @subgroups 8 16
; @groups 1
; @user-sgprs 6
; @buffer in u32 64 hash @0
; @buffer sel u32 64 model @2
; @buffer res u32 256 zero @4 out
; @model
; def init_sel(n):
;     return [(hash32(t + 7) >> 20) * 4 + (t & 3) for t in range(n)]
; def model(wave, b, p):
;     x, sel = b["in"], b["sel"]
;     res = [0] * 256
;     for w in range(64 // wave):
;         base = w * wave
;         lanes = range(wave)
;         odd = [x[base + l] & 1 == 1 for l in lanes]
;         def src(l, off):
;             return (l & 32) | (((sel[base + l] + off) >> 2) % 32)
;         for k, (off, active) in enumerate([(0, None), (0, None), (4, odd), (8, odd)]):
;             on = [True] * wave if active is None else active
;             if k % 2 == 0:
;                 got = [x[base + src(l, off)] if on[src(l, off)] else 0 for l in lanes]
;             else:
;                 got = [0] * wave
;                 for l in lanes:
;                     if on[l]:
;                         got[src(l, off)] = x[base + l]
;             keep = 0xffff if k == 2 else 0xeeee
;             for l in lanes:
;                 res[64 * k + base + l] = got[l] if on[l] else keep
;     return {"res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	s_mov_b{b} {m:20}, {exec}
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v3, v2, v1
	ds_permute_b32 v4, v2, v1
	v_mov_b32 v5, 0xffff
	v_mov_b32 v6, 0xeeee
	v_and_b32_e32 v7, 1, v1
	v_cmpx_eq_u32_e32 1, v7
	ds_bpermute_b32 v5, v2, v1 offset:4
	ds_permute_b32 v6, v2, v1 offset:8
	s_waitcnt lgkmcnt(0)
	s_mov_b{b} {exec}, {m:20}
	.irp r, 3,4,5,6
	global_store_dword v10, v\r, s[4:5]
	v_add_nc_u32_e32 v10, 0x100, v10
	.endr
	s_endpgm
