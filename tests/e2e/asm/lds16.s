; LDS sub-dword and wrapping/compare atomics: ds_write_b8 and ds_write_b16
; from neighbouring lanes into shared dwords, ds_read_u8/i8/u16/i16 of
; another lane's field, ds_inc_u32 (limit 100) and ds_dec_u32 (limit 3,
; from 5) by every lane on one counter, ds_cmpst_rtn_b32 (data0 compared,
; data1 stored) on one dword per lane.
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 2
; @lds 1024
; @buffer res u32 576 zero @0 out
; @model
; def model(wave, bufs, p):
;     res = [0] * 576
;     for t in range(64):
;         b = lambda i: (0x70 + i) & 0xff
;         sx = lambda v, n: v - (1 << n) if v >> (n - 1) else v
;         u = 63 - t
;         r = [b(t ^ 1), sx(b(t), 8) & M32, 0x8000 | u, sx(0x8000 | u, 16) & M32,
;              64, 0, 3 * t if t % 2 == 0 else 3 * t, 7 if t % 2 == 0 else 3 * t,
;              b((t & ~1) ^ 2) | b(((t & ~1) ^ 2) + 1) << 8]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[0:1]
	v_add_nc_u32_e32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v20, 0
	v_cmp_eq_u32_e32 {vcc}, 0, v0
	s_and_saveexec_b{b} {m:30}, {vcc}
	v_mov_b32_e32 v4, 0
	ds_write_b32 v20, v4 offset:512
	v_mov_b32_e32 v4, 5
	ds_write_b32 v20, v4 offset:516
	s_or_b{b} {exec}, {exec}, {m:30}
	v_mul_u32_u24_e32 v4, 3, v0
	ds_write_b32 v10, v4 offset:600
	v_add_nc_u32_e32 v4, 0x70, v0
	ds_write_b8 v0, v4
	v_lshlrev_b32 v5, 1, v0
	v_or_b32_e32 v4, 0x8000, v0
	ds_write_b16 v5, v4 offset:256
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_e32 v6, 100
	ds_inc_u32 v20, v6 offset:512
	v_mov_b32_e32 v6, 3
	ds_dec_u32 v20, v6 offset:516
	v_and_b32_e32 v7, 1, v0
	v_cmp_eq_u32_e32 {vcc}, 0, v7
	v_cndmask_b32_e32 v7, 0, v4, {vcc}
	v_mul_u32_u24_e32 v7, 3, v0
	v_mov_b32_e32 v8, 0
	v_cndmask_b32_e32 v7, v8, v7, {vcc}
	v_mov_b32_e32 v8, 7
	ds_cmpst_rtn_b32 v9, v10, v7, v8 offset:600
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xor_b32_e32 v11, 1, v0
	ds_read_u8 v3, v11
	s_waitcnt lgkmcnt(0)
	ST
	ds_read_i8 v3, v0
	s_waitcnt lgkmcnt(0)
	ST
	v_sub_nc_u32_e32 v11, 63, v0
	v_lshlrev_b32 v11, 1, v11
	ds_read_u16 v3, v11 offset:256
	s_waitcnt lgkmcnt(0)
	ST
	ds_read_i16 v3, v11 offset:256
	s_waitcnt lgkmcnt(0)
	ST
	ds_read_b32 v3, v20 offset:512
	s_waitcnt lgkmcnt(0)
	ST
	ds_read_b32 v3, v20 offset:516
	s_waitcnt lgkmcnt(0)
	ST
	v_mov_b32_e32 v3, v9
	ST
	ds_read_b32 v3, v12 offset:600
	s_waitcnt lgkmcnt(0)
	ST
	v_and_b32_e32 v11, -2, v0
	v_xor_b32_e32 v11, 2, v11
	ds_read_u16 v3, v11
	s_waitcnt lgkmcnt(0)
	ST
	s_endpgm
