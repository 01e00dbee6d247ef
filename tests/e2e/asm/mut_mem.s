; Memory addressing the other programs leave untried: s_load_dword at a
; dword offset that is not 8-aligned and at one whose low two bits the
; hardware ignores, a global load with a negative instruction offset, a
; structured buffer load whose index reaches num_records (index check of
; OOB_SELECT 0: that record and later ones read 0), ds_read2st64_b32 with
; offset1 (64 dwords apart). res[32 * k + t] holds result k of thread t.
; @workgroup 32
; @groups 1
; @user-sgprs 4
; @lds 1024
; @buffer in u32 64 hash @0
; @buffer res u32 192 zero @2 out
; @model
; def model(wave, b, p):
;     x = b["in"]
;     res = [0] * 192
;     for t in range(32):
;         for k, v in enumerate([x[1], x[1], x[t + 1], x[t] if t < 10 else 0,
;                                t + 1, t + 100]):
;             res[32 * k + t] = v
;     return {"res": res}
; @end
	v_lshlrev_b32 v10, 2, v0
	s_load_dword s20, s[0:1], 0x4
	s_load_dword s21, s[0:1], 0x6
	v_add_nc_u32_e32 v11, 8, v10
	global_load_dword v2, v11, s[0:1] offset:-4
	; V#: base in, stride 4, num_records 10, OOB_SELECT 0, dword format
	s_mov_b32 s8, s0
	s_and_b32 s9, s1, 0xffff
	s_or_b32 s9, s9, 0x40000
	s_mov_b32 s10, 10
	s_mov_b32 s11, 0x01016fac
	buffer_load_dword v3, v0, s[8:11], 0 idxen
	v_add_nc_u32_e32 v4, 1, v0
	v_add_nc_u32_e32 v5, 100, v0
	ds_write_b32 v10, v4
	ds_write_b32 v10, v5 offset:256
	s_waitcnt lgkmcnt(0)
	ds_read2st64_b32 v[6:7], v10 offset1:1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32 v12, s20
	v_mov_b32 v13, s21
	global_store_dword v10, v12, s[2:3]
	global_store_dword v10, v13, s[2:3] offset:128
	global_store_dword v10, v2, s[2:3] offset:256
	global_store_dword v10, v3, s[2:3] offset:384
	global_store_dword v10, v6, s[2:3] offset:512
	global_store_dword v10, v7, s[2:3] offset:640
	s_endpgm
