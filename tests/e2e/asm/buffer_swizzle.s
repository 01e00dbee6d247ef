; MUBUF/MTBUF through swizzled buffer descriptors (V# swizzle enable, bit
; 63): the records of index_stride (8 << V# bits 118:117) consecutive
; indices are interleaved by elements of 4 bytes (the element size is 4
; from gfx9 on), so byte `offset` of record `index` lies at
;   base + soffset + ((index / is) * stride + (offset / 4) * 4) * is
;        + (index % is) * 4 + offset % 4
; (the swizzled-addressing formula of the GCN/RDNA ISA guides), every dword
; of a multi-dword access and every format component addressed from its
; own offset. Checked: idxen with index stride 16 and stride 8 (dword,
; dwordx2 across elements, ubyte, tbuffer 16_16), add_tid_enable with
; index stride 64 and stride 0 (the scratch layout, lane = thread % wave),
; and stores (dwordx2, byte) with index stride 8.
; res[64 * k + t] holds load k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer in u32 256 hash @0
; @buffer res u32 448 zero @2 out
; @buffer out u32 256 model @4 out
; @model
; def init_out(n):
;     return [0x0b0b0000 + i for i in range(n)]
; def swz(index, offset, stride, istride):
;     return ((index // istride) * stride + (offset // 4) * 4) * istride \
;         + (index % istride) * 4 + offset % 4
; def model(wave, b, p):
;     x, out = b["in"], list(b["out"])
;     byte = lambda a: (x[a // 4] >> (8 * (a % 4))) & 0xff
;     res = [0] * 448
;     for t in range(64):
;         a = lambda off: swz(t, off, 8, 16)
;         lane = t % wave
;         h = x[a(4) // 4]
;         r = [x[a(0) // 4], x[a(4) // 4], x[a(8) // 4], byte(a(6)),
;              h & 0xffff, h >> 16, x[swz(lane, 4 * (t % 3), 0, 64) // 4]]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;         s = lambda off: swz(t, off, 8, 8)
;         out[s(0) // 4] = 0x5000 + t
;         out[s(4) // 4] = 0x6000 + t
;     for t in range(64):
;         q = 512 + swz(t, 1, 8, 8)
;         w = out[q // 4] & ~(0xff << (8 * (q % 4)))
;         out[q // 4] = w | (0x40 + t) << (8 * (q % 4))
;     return {"res": res, "out": out}
; @end
.macro ST
	global_store_dword v10, v3, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
.endm
	; in: swizzled, stride 8, index stride 16, oob_select 1, 64 records
	s_mov_b32 s8, s0
	s_and_b32 s9, s1, 0xffff
	s_or_b32 s9, s9, 0x80080000
	s_mov_b32 s10, 64
	s_mov_b32 s11, 0x10200fac
	; in: swizzled, stride 0, index stride 64, add_tid, raw (oob_select 3)
	s_mov_b32 s12, s0
	s_and_b32 s13, s1, 0xffff
	s_or_b32 s13, s13, 0x80000000
	s_mov_b32 s14, -1
	s_mov_b32 s15, 0x30e00fac
	; out: swizzled, stride 8, index stride 8, oob_select 1, 64 records
	s_mov_b32 s16, s4
	s_and_b32 s17, s5, 0xffff
	s_or_b32 s17, s17, 0x80080000
	s_mov_b32 s18, 64
	s_mov_b32 s19, 0x10000fac
	; the same 512 bytes further on
	s_add_u32 s20, s4, 0x200
	s_addc_u32 s21, s5, 0
	s_and_b32 s21, s21, 0xffff
	s_or_b32 s21, s21, 0x80080000
	s_mov_b32 s22, 64
	s_mov_b32 s23, 0x10000fac
	v_lshlrev_b32 v10, 2, v0
	buffer_load_dword v3, v0, s[8:11], 0 idxen
	s_waitcnt vmcnt(0)
	ST
	buffer_load_dwordx2 v[3:4], v0, s[8:11], 0 idxen offset:4
	s_waitcnt vmcnt(0)
	ST
	v_mov_b32_e32 v3, v4
	ST
	buffer_load_ubyte v3, v0, s[8:11], 0 idxen offset:6
	s_waitcnt vmcnt(0)
	ST
	tbuffer_load_format_xy v[3:4], v0, s[8:11], 0 format:[BUF_FMT_16_16_UINT] idxen offset:4
	s_waitcnt vmcnt(0)
	ST
	v_mov_b32_e32 v3, v4
	ST
	; scratch layout: offset 4 * (t % 3), index = lane
	v_mul_hi_u32 v1, v0, 0x55555556
	v_mul_u32_u24_e32 v1, 3, v1
	v_sub_nc_u32_e32 v1, v0, v1
	v_lshlrev_b32 v1, 2, v1
	buffer_load_dword v3, v1, s[12:15], 0 offen
	s_waitcnt vmcnt(0)
	ST
	v_add_nc_u32_e32 v5, 0x5000, v0
	v_add_nc_u32_e32 v6, 0x6000, v0
	buffer_store_dwordx2 v[5:6], v0, s[16:19], 0 idxen
	v_add_nc_u32_e32 v5, 0x40, v0
	buffer_store_byte v5, v0, s[20:23], 0 idxen offset:1
	s_endpgm
