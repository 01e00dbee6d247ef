; LDS accesses wider than a dword: ds_write_b128 / _b96 / _b64,
; ds_write2_b64 (offsets in 8-byte units), ds_write2st64_b32 (256-byte
; units) and _b64 (512-byte units), read back after a barrier by
; ds_read_b128 (another lane's 16 bytes), ds_read_b96 and ds_read_b64 at
; unaligned-to-size offsets (4- and 8-byte aligned), ds_read2_b64 (a lane's
; 8 bytes and its neighbour's), ds_read2st64_b64 and ds_read2st64_b32.
; LDS is zeroed first (so the word ds_write_b96 leaves is 0). Lane t holds
; v1..v4 = src[4t..4t+3]. Regions: A 0 (b128 at 16t), B 1024 (b96 at
; 16t), C 2048 (b64 at 8t: v1, v2), D 2560 (write2_b64 at 8t, offsets 0
; and 64: v[1:2], v[3:4]), E 3584 (write2st64_b32 at 4t, offsets 0, 1:
; v1, v2), F 4096 (write2st64_b64 at 8t, offsets 0, 1: v[1:2], v[3:4]).
; res[64 * k + t]: the dwords read, in the order of the reads below.
; @workgroup 64
; @groups 1
; @subgroups 8 16
; @user-sgprs 4
; @lds 8192
; @buffer src u32 256 hash @0
; @buffer res u32 1728 zero @2 out
; @model
; def model(wave, bufs, p):
;     src = bufs["src"]
;     L = [0] * 2048
;     def put(byte, vals):
;         for j, v in enumerate(vals):
;             L[byte // 4 + j] = v
;     for t in range(64):
;         v = src[4 * t:4 * t + 4]
;         put(16 * t, v)
;         put(1024 + 16 * t, v[:3])
;         put(2048 + 8 * t, v[:2])
;         put(2560 + 8 * t, v[:2]); put(3072 + 8 * t, v[2:4])
;         put(3584 + 4 * t, v[:1]); put(3840 + 4 * t, v[1:2])
;         put(4096 + 8 * t, v[:2]); put(4608 + 8 * t, v[2:4])
;     def get(byte, n):
;         return L[byte // 4:byte // 4 + n]
;     rows = []
;     for t in range(64):
;         r = get(16 * ((t + 1) % 64), 4) + get(16 * t + 4, 3) + get(1024 + 16 * t + 8, 2)
;         r += get(1024 + 16 * t, 4)
;         r += get(2048 + 8 * t, 2) + get(2048 + 8 * t + 8, 2)
;         r += get(2560 + 8 * t, 2) + get(3072 + 8 * t, 2)
;         r += get(3584 + 4 * t, 1) + get(3840 + 4 * t, 1)
;         r += get(4096 + 8 * t, 2) + get(4608 + 8 * t, 2)
;         rows.append(r)
;     res = [0] * 1728
;     for t in range(64):
;         for k, v in enumerate(rows[t]):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
	v_lshlrev_b32_e32 v10, 2, v0
	v_lshlrev_b32_e32 v11, 4, v0
	v_lshlrev_b32_e32 v12, 3, v0
	global_load_dwordx4 v[1:4], v11, s[0:1]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	ds_write_b128 v11, v[20:23]
	ds_write_b128 v11, v[20:23] offset:1024
	ds_write_b128 v11, v[20:23] offset:2048
	ds_write_b128 v11, v[20:23] offset:3072
	ds_write_b128 v11, v[20:23] offset:4096
	ds_write_b128 v11, v[20:23] offset:5120
	ds_write_b128 v11, v[20:23] offset:6144
	ds_write_b128 v11, v[20:23] offset:7168
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_write_b128 v11, v[1:4]
	ds_write_b96 v11, v[1:3] offset:1024
	ds_write_b64 v12, v[1:2] offset:2048
	v_add_nc_u32_e32 v13, 0xa00, v12
	ds_write2_b64 v13, v[1:2], v[3:4] offset1:64
	v_add_nc_u32_e32 v14, 0xe00, v10
	ds_write2st64_b32 v14, v1, v2 offset1:1
	v_add_nc_u32_e32 v15, 0x1000, v12
	ds_write2st64_b64 v15, v[1:2], v[3:4] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_nc_u32_e32 v16, 1, v0
	v_and_b32_e32 v16, 63, v16
	v_lshlrev_b32_e32 v16, 4, v16
	ds_read_b128 v[20:23], v16
	ds_read_b96 v[24:26], v11 offset:4
	ds_read_b64 v[27:28], v11 offset:1032
	ds_read_b128 v[29:32], v11 offset:1024
	v_add_nc_u32_e32 v17, 0x800, v12
	ds_read2_b64 v[33:36], v17 offset1:1
	ds_read2st64_b64 v[37:40], v13 offset1:1
	ds_read2st64_b32 v[41:42], v14 offset1:1
	ds_read2st64_b64 v[43:46], v15 offset1:1
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s4, s2
	s_mov_b32 s5, s3
	.irp r, 20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46
	global_store_dword v10, v\r, s[4:5]
	s_add_u32 s4, s4, 0x100
	s_addc_u32 s5, s5, 0
	.endr
	s_endpgm
