; LDS across the waves of a workgroup of 128 threads (4 waves of 32 or 2 of
; 64) with s_barrier: reversal through ds_write_b32/ds_read_b32, counters
; set by thread 0 then ds_add_u32 and ds_max_u32 from every thread,
; ds_write2_b32/ds_read2_b32 with offset1, ds_read_b32 with an offset.
; res[128 * k + t] holds result k of thread t.
; @workgroup 128
; @groups 1
; @user-sgprs 4
; @lds 2048
; @buffer in u32 128 hash @0
; @buffer res u32 640 zero @2 out
; @model
; def model(wave, b, p):
;     x = b["in"]
;     res = [0] * 640
;     for t in range(128):
;         u = (t + 1) % 128
;         for k, v in enumerate([x[127 - t], 128, max(x), u, u * u]):
;             res[128 * k + t] = v
;     return {"res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	v_mov_b32 v5, 0
	s_mov_b{b} {m:20}, {exec}
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v1
	v_cmp_eq_u32_e32 {vcc}, 0, v0
	s_and_b{b} {exec}, {exec}, {vcc}
	v_mov_b32 v6, 0x200
	ds_write2_b32 v6, v5, v5 offset1:1
	s_mov_b{b} {exec}, {m:20}
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_sub_nc_u32_e32 v3, 0x7f, v0
	v_lshlrev_b32 v3, 2, v3
	ds_read_b32 v2, v3
	v_mov_b32 v6, 0x200
	v_mov_b32 v7, 1
	ds_add_u32 v6, v7
	ds_max_u32 v6, v1 offset:4
	v_lshlrev_b32 v20, 3, v0
	v_add_nc_u32_e32 v20, 0x400, v20
	v_mul_lo_u32 v22, v0, v0
	ds_write2_b32 v20, v0, v22 offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v8, v5 offset:512
	ds_read_b32 v9, v5 offset:516
	v_add_nc_u32_e32 v23, 1, v0
	v_and_b32_e32 v23, 0x7f, v23
	v_lshlrev_b32 v23, 3, v23
	v_add_nc_u32_e32 v23, 0x400, v23
	ds_read2_b32 v[24:25], v23 offset1:1
	s_waitcnt lgkmcnt(0)
	.irp r, 2,8,9,24,25
	global_store_dword v10, v\r, s[2:3]
	v_add_nc_u32_e32 v10, 0x200, v10
	.endr
	s_endpgm
