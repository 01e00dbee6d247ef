; 64-bit atomics (Int64Atomics): global_atomic_add_x2 with carries into the
; high dword, umax_x2, smin_x2 and buffer_atomic_xor_x2 (raw V#) by every
; lane on shared counters; global_atomic_cmpswap_x2 (src in data[0:1], the
; compared value in data[2:3]) and buffer_atomic_swap_x2 on one element
; per lane, returning the old values.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer c u64 4 zero @0 out
; @buffer d u64 64 model @2 out
; @buffer res u64 128 zero @4 out
; @model
; M64 = (1 << 64) - 1
; def init_d(n):
;     return [t * 5 for t in range(n)]
; def model(wave, bufs, p):
;     c = [0, 0, 1 << 62, 0]
;     d = list(bufs["d"])
;     res = [0] * 128
;     for t in range(64):
;         c[0] = (c[0] + 0xffffffff + t) & M64
;         c[1] = max(c[1], (t << 40) | (63 - t))
;         v = -(t << 33)
;         s = c[2] - (1 << 64) if c[2] >> 63 else c[2]
;         c[2] = min(s, v) & M64
;         c[3] ^= (t * 0x9e3779b97f4a7c15) & M64
;         res[t] = d[t]
;         if t % 2 == 0:
;             d[t] = (1 << 32) | t
;         res[64 + t] = d[t]
;         d[t] = 0xabcd00000000 + t
;     return {"c": c, "d": d, "res": res}
; @end
	v_mov_b32_e32 v20, 0
	v_cmp_eq_u32_e32 {vcc}, 0, v0
	s_and_saveexec_b{b} {m:30}, {vcc}
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0x40000000
	global_store_dwordx2 v20, v[2:3], s[0:1] offset:16
	s_or_b{b} {exec}, {exec}, {m:30}
	s_waitcnt vmcnt(0)
	s_barrier
	v_mov_b32_e32 v2, -1
	v_mov_b32_e32 v3, 0
	v_add_co_u32 v2, {vcc}, v2, v0
	v_add_co_ci_u32_e32 v3, {vcc}, 0, v3, {vcc}
	global_atomic_add_x2 v20, v[2:3], s[0:1]
	v_sub_nc_u32_e32 v2, 63, v0
	v_lshlrev_b32 v3, 8, v0
	global_atomic_umax_x2 v20, v[2:3], s[0:1] offset:8
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32 v3, 1, v0
	v_sub_nc_u32_e32 v3, 0, v3
	global_atomic_smin_x2 v20, v[2:3], s[0:1] offset:16
	v_mul_lo_u32 v2, v0, 0x7f4a7c15
	v_mul_hi_u32 v3, v0, 0x7f4a7c15
	v_mul_lo_u32 v4, v0, 0x9e3779b9
	v_add_nc_u32_e32 v3, v3, v4
	s_mov_b32 s8, s0
	s_and_b32 s9, s1, 0xffff
	s_mov_b32 s10, 32
	s_mov_b32 s11, 0x31016fac
	buffer_atomic_xor_x2 v[2:3], v20, s[8:11], 0 offen offset:24
	v_lshlrev_b32 v10, 3, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, 1
	v_mul_u32_u24_e32 v4, 5, v0
	v_mov_b32_e32 v5, 0
	v_and_b32_e32 v6, 1, v0
	v_cmp_eq_u32_e32 {vcc}, 0, v6
	v_cndmask_b32_e32 v4, 1, v4, {vcc}
	global_atomic_cmpswap_x2 v[6:7], v10, v[2:5], s[2:3] glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v10, v[6:7], s[4:5]
	s_mov_b32 s8, s2
	s_and_b32 s9, s3, 0xffff
	s_mov_b32 s10, 512
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, 0xabcd
	buffer_atomic_swap_x2 v[2:3], v10, s[8:11], 0 offen glc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v10, v[2:3], s[4:5] offset:512
	s_endpgm
