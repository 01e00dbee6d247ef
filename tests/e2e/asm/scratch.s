; Scratch (per-lane private memory, --scratch 128): a loop fills the
; lane's 32 dwords, then loads at a per-lane index, a dwordx2 whose second
; dword lies past the size (reads 0), an SGPR base (saddr) plus offset,
; byte and short stores into a dword, sbyte/ushort/sshort loads, and a
; store past the size (dropped).
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @scratch 128
; @subgroups 8 16
; @buffer a u32 64 hash @0
; @buffer res u32 640 zero @2 out
; @model
; def model(wave, bufs, p):
;     res = [0] * 640
;     C = 0x01010101
;     for t in range(64):
;         a = bufs["a"][t]
;         priv = [(a + i * C) & M32 for i in range(32)]
;         r = [priv[a & 31], priv[31], 0, priv[19]]
;         priv[0] = (priv[0] & 0x00ffffff) | 0xab000000
;         priv[1] = (priv[1] & 0x0000ffff) | 0x80010000
;         r += [priv[0], 0xffffffab, priv[1], 0x8001, 0xffff8001, 0]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s8, 32
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v1
fill:
	scratch_store_dword v4, v5, off
	v_add_nc_u32_e32 v4, 4, v4
	v_add_nc_u32_e32 v5, 0x1010101, v5
	s_sub_u32 s8, s8, 1
	s_cmp_lg_u32 s8, 0
	s_cbranch_scc1 fill
	v_and_b32_e32 v6, 31, v1
	v_lshlrev_b32 v6, 2, v6
	scratch_load_dword v3, v6, off
	s_waitcnt vmcnt(0)
	ST
	scratch_load_dwordx2 v[3:4], v11, off offset:124
	s_waitcnt vmcnt(0)
	ST
	v_mov_b32_e32 v3, v4
	ST
	s_movk_i32 s10, 0x48
	v_mov_b32_e32 v6, 8
	scratch_load_dword v3, off, s10 offset:4
	s_waitcnt vmcnt(0)
	ST
	v_mov_b32_e32 v7, 0xab
	v_mov_b32_e32 v8, 3
	scratch_store_byte v8, v7, off
	v_mov_b32_e32 v7, 0x8001
	v_mov_b32_e32 v9, 6
	scratch_store_short v9, v7, off
	scratch_load_dword v3, v11, off
	s_waitcnt vmcnt(0)
	ST
	scratch_load_sbyte v3, v8, off
	s_waitcnt vmcnt(0)
	ST
	scratch_load_dword v3, v11, off offset:4
	s_waitcnt vmcnt(0)
	ST
	scratch_load_ushort v3, v9, off
	s_waitcnt vmcnt(0)
	ST
	scratch_load_sshort v3, v9, off
	s_waitcnt vmcnt(0)
	ST
	v_mov_b32_e32 v6, 0x80
	v_mov_b32_e32 v7, 5
	scratch_store_dword v6, v7, off
	scratch_load_dword v3, v6, off
	s_waitcnt vmcnt(0)
	ST
	s_endpgm
