; Memory widths beyond a dword and below it, every address space:
; global/flat/buffer loads of 3 and 4 dwords, bytes and shorts (zero- and
; sign-extended), the d16 forms (low half written, high half kept; _hi:
; the reverse; the register holds 0xdd00dd00 + t before), buffer_load
; and tbuffer_load formats x..xyzw through a 32_32_32_32_UINT format (the
; V#'s for buffer_*_format, the instruction's for tbuffer: the dwords as
; they are); the matching stores (byte, short, their d16_hi forms that
; store bits 23:16 / 31:16, 2, 3 and 4 dwords, formats; a format access
; stays 16 bytes (its element) inside the buffer's range, as the range
; check of a partial element is not exercised here); scratch stores
; of 2, 3, 4 dwords read back as 4, 3 dwords, a byte and dwords.
; Lane t loads at byte a * t + b of src (the tables below) and stores
; src[t + j] (j < the width; indices mod 64) at the next region of dst.
; res: per load, its dwords, each 64 lanes (res[64 * k + t]); then the
; scratch read-backs. dst: the stores' regions in table order.
; Heavy (one module with every form, its size grows with the lanes per
; invocation): wave32 at S = 16 only, and -O there.
; @workgroup 64
; @groups 1
; @waves 32
; @subgroups 16
; @scratch 48
; @buffer src u32 256 hash @0
; @buffer res u32 4992 zero @2 out
; @buffer dst u32 3040 zero @4 out
; @user-sgprs 6
; @model
; # loads: (name, space, dwords, kind, offset a*t+b); kind: d (dwords), u8, s8,
; # u16, s16, and d16 forms u8l u8h s8l s8h 16l 16h (the register holds
; # 0xdd00dd00 + t before)
; LOADS = [
;     ("global_load_dwordx3", "g", 3, "d", 16, 0),
;     ("global_load_dwordx4", "g", 4, "d", 16, 0),
;     ("global_load_ubyte", "g", 1, "u8", 3, 1),
;     ("global_load_sbyte", "g", 1, "s8", 5, 2),
;     ("global_load_ushort", "g", 1, "u16", 6, 2),
;     ("global_load_sshort", "g", 1, "s16", 10, 4),
;     ("flat_load_dword", "f", 1, "d", 8, 4),
;     ("flat_load_dwordx2", "f", 2, "d", 8, 0),
;     ("flat_load_dwordx3", "f", 3, "d", 12, 4),
;     ("flat_load_dwordx4", "f", 4, "d", 16, 0),
;     ("flat_load_ubyte", "f", 1, "u8", 7, 3),
;     ("flat_load_sbyte", "f", 1, "s8", 11, 1),
;     ("flat_load_ushort", "f", 1, "u16", 4, 2),
;     ("flat_load_sshort", "f", 1, "s16", 14, 6),
;     ("flat_load_ubyte_d16", "f", 1, "u8l", 1, 5),
;     ("flat_load_ubyte_d16_hi", "f", 1, "u8h", 2, 7),
;     ("flat_load_sbyte_d16", "f", 1, "s8l", 9, 0),
;     ("flat_load_sbyte_d16_hi", "f", 1, "s8h", 13, 3),
;     ("flat_load_short_d16", "f", 1, "16l", 2, 100),
;     ("flat_load_short_d16_hi", "f", 1, "16h", 6, 300),
;     ("buffer_load_dwordx3", "b", 3, "d", 16, 4),
;     ("buffer_load_dwordx4", "b", 4, "d", 16, 0),
;     ("buffer_load_sbyte", "b", 1, "s8", 3, 7),
;     ("buffer_load_ushort", "b", 1, "u16", 2, 40),
;     ("buffer_load_ubyte_d16", "b", 1, "u8l", 1, 9),
;     ("buffer_load_ubyte_d16_hi", "b", 1, "u8h", 5, 0),
;     ("buffer_load_sbyte_d16_hi", "b", 1, "s8h", 7, 1),
;     ("buffer_load_short_d16", "b", 1, "16l", 4, 6),
;     ("buffer_load_short_d16_hi", "b", 1, "16h", 8, 2),
;     ("buffer_load_format_x", "v", 1, "d", 16, 0),
;     ("buffer_load_format_xy", "v", 2, "d", 16, 0),
;     ("buffer_load_format_xyz", "v", 3, "d", 16, 0),
;     ("tbuffer_load_format_x", "t", 1, "d", 12, 8),
;     ("tbuffer_load_format_xy", "t", 2, "d", 8, 0),
;     ("tbuffer_load_format_xyz", "t", 3, "d", 12, 0),
;     ("tbuffer_load_format_xyzw", "t", 4, "d", 16, 0),
; ]
; # stores of src dwords src[t + j] (j < dwords) into a region of dst of
; # size bytes per lane: (name, space, dwords, kind, bytes per lane); kind d,
; # b (low byte), s (low short), bh (byte 2), sh (high short)
; STORES = [
;     ("global_store_byte", "g", 1, "b", 1),
;     ("global_store_short", "g", 1, "s", 2),
;     ("global_store_dwordx3", "g", 3, "d", 12),
;     ("global_store_dwordx4", "g", 4, "d", 16),
;     ("flat_store_dword", "f", 1, "d", 4),
;     ("flat_store_dwordx2", "f", 2, "d", 8),
;     ("flat_store_dwordx3", "f", 3, "d", 12),
;     ("flat_store_dwordx4", "f", 4, "d", 16),
;     ("flat_store_byte", "f", 1, "b", 1),
;     ("flat_store_short", "f", 1, "s", 2),
;     ("flat_store_byte_d16_hi", "f", 1, "bh", 1),
;     ("flat_store_short_d16_hi", "f", 1, "sh", 2),
;     ("buffer_store_dwordx3", "b", 3, "d", 12),
;     ("buffer_store_dwordx4", "b", 4, "d", 16),
;     ("buffer_store_short", "b", 1, "s", 2),
;     ("buffer_store_byte_d16_hi", "b", 1, "bh", 1),
;     ("buffer_store_short_d16_hi", "b", 1, "sh", 2),
;     ("buffer_store_format_x", "v", 1, "d", 4),
;     ("buffer_store_format_xy", "v", 2, "d", 8),
;     ("buffer_store_format_xyz", "v", 3, "d", 12),
;     ("buffer_store_format_xyzw", "v", 4, "d", 16),
;     ("tbuffer_store_format_x", "t", 1, "d", 4),
;     ("tbuffer_store_format_xy", "t", 2, "d", 8),
;     ("tbuffer_store_format_xyz", "t", 3, "d", 12),
;     ("tbuffer_store_format_xyzw", "t", 4, "d", 16),
; ]
;
; # scratch: each lane stores src[t..t+3] with scratch_store_dwordx4 at 0,
; # src[t+4], src[t+5] with _dwordx2 at 16, src[t+6..t+8] with _dwordx3 at
; # 24, then reads back: dwordx4 at 0, dwordx3 at 20, ubyte at 26, and
; # dwords 0..8 one by one (scratch is per lane)
; NRES = sum(l[2] for l in LOADS) + 4 + 3 + 1 + 9
; NDST = sum(64 * s[4] for s in STORES) // 4
; def sx(v, bits):
;     return v - (1 << bits) if v >> (bits - 1) & 1 else v
; def model(wave, bufs, p):
;     src = bufs["src"]
;     S = b"".join(struct.pack("<I", v) for v in src)
;     res = []
;     for name, sp, n, kind, a, b in LOADS:
;         for t in range(64):
;             o = a * t + b
;             d = 0xdd00dd00 + t
;             if kind == "d":
;                 vals = [struct.unpack_from("<I", S, o + 4 * j)[0] for j in range(n)]
;             else:
;                 u8, u16 = S[o], struct.unpack_from("<H", S, o)[0]
;                 v = {"u8": u8, "s8": sx(u8, 8) & M32, "u16": u16, "s16": sx(u16, 16) & M32,
;                      "u8l": (d & 0xffff0000) | u8, "s8l": (d & 0xffff0000) | (sx(u8, 8) & 0xffff),
;                      "u8h": (d & 0xffff) | u8 << 16, "s8h": (d & 0xffff) | (sx(u8, 8) & 0xffff) << 16,
;                      "16l": (d & 0xffff0000) | u16, "16h": (d & 0xffff) | u16 << 16}[kind]
;                 vals = [v]
;             res.append(vals)
;     out = []
;     k = 0
;     for name, sp, n, kind, a, b in LOADS:
;         block = res[k:k + 64]
;         k += 64
;         for j in range(n):
;             out += [block[t][j] for t in range(64)]
;     sc = [[src[(t + j) % 64] for j in range(9)] for t in range(64)]
;     mem = [b"".join(struct.pack("<I", v) for v in sc[t]) for t in range(64)]
;     for j in range(4):
;         out += [sc[t][j] for t in range(64)]
;     for j in range(3):
;         out += [struct.unpack_from("<I", mem[t], 20 + 4 * j)[0] for t in range(64)]
;     out += [mem[t][26] for t in range(64)]
;     for j in range(9):
;         out += [sc[t][j] for t in range(64)]
;     dst = bytearray(4 * NDST)
;     base = 0
;     for name, sp, n, kind, size in STORES:
;         for t in range(64):
;             v = [src[(t + j) % 64] for j in range(n)]
;             o = base + size * t
;             if kind == "d":
;                 for j in range(n):
;                     struct.pack_into("<I", dst, o + 4 * j, v[j])
;             elif kind == "b":
;                 dst[o] = v[0] & 0xff
;             elif kind == "bh":
;                 dst[o] = (v[0] >> 16) & 0xff
;             elif kind == "s":
;                 struct.pack_into("<H", dst, o, v[0] & 0xffff)
;             else:
;                 struct.pack_into("<H", dst, o, v[0] >> 16)
;         base += 64 * size
;     return {"res": out, "dst": list(struct.unpack("<%dI" % NDST, bytes(dst)))}
; @end
	v_lshlrev_b32_e32 v10, 2, v0
	v_mov_b32_e32 v40, 0
	s_mov_b32 s8, s0
	s_and_b32 s9, s1, 0xffff
	s_movk_i32 s10, 0x400
	s_mov_b32 s11, 0x31016fac
	s_mov_b32 s12, s0
	s_and_b32 s13, s1, 0xffff
	s_movk_i32 s14, 0x400
	s_mov_b32 s15, 0x3104bfac
	s_mov_b32 s16, s2
	s_mov_b32 s17, s3
; global_load_dwordx3
	v_mul_u32_u24_e32 v7, 16, v0
	global_load_dwordx3 v[20:22], v7, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; global_load_dwordx4
	v_mul_u32_u24_e32 v7, 16, v0
	global_load_dwordx4 v[20:23], v7, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v23, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; global_load_ubyte
	v_mul_u32_u24_e32 v7, 3, v0
	v_add_nc_u32_e32 v7, 1, v7
	global_load_ubyte v20, v7, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; global_load_sbyte
	v_mul_u32_u24_e32 v7, 5, v0
	v_add_nc_u32_e32 v7, 2, v7
	global_load_sbyte v20, v7, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; global_load_ushort
	v_mul_u32_u24_e32 v7, 6, v0
	v_add_nc_u32_e32 v7, 2, v7
	global_load_ushort v20, v7, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; global_load_sshort
	v_mul_u32_u24_e32 v7, 10, v0
	v_add_nc_u32_e32 v7, 4, v7
	global_load_sshort v20, v7, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_dword
	v_mul_u32_u24_e32 v7, 8, v0
	v_add_nc_u32_e32 v7, 4, v7
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_dword v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_dwordx2
	v_mul_u32_u24_e32 v7, 8, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_dwordx2 v[20:21], v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_dwordx3
	v_mul_u32_u24_e32 v7, 12, v0
	v_add_nc_u32_e32 v7, 4, v7
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_dwordx3 v[20:22], v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_dwordx4
	v_mul_u32_u24_e32 v7, 16, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_dwordx4 v[20:23], v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v23, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_ubyte
	v_mul_u32_u24_e32 v7, 7, v0
	v_add_nc_u32_e32 v7, 3, v7
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_ubyte v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_sbyte
	v_mul_u32_u24_e32 v7, 11, v0
	v_add_nc_u32_e32 v7, 1, v7
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_sbyte v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_ushort
	v_mul_u32_u24_e32 v7, 4, v0
	v_add_nc_u32_e32 v7, 2, v7
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_ushort v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_sshort
	v_mul_u32_u24_e32 v7, 14, v0
	v_add_nc_u32_e32 v7, 6, v7
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_sshort v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_ubyte_d16
	v_mul_u32_u24_e32 v7, 1, v0
	v_add_nc_u32_e32 v7, 5, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_ubyte_d16 v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_ubyte_d16_hi
	v_mul_u32_u24_e32 v7, 2, v0
	v_add_nc_u32_e32 v7, 7, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_ubyte_d16_hi v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_sbyte_d16
	v_mul_u32_u24_e32 v7, 9, v0
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_sbyte_d16 v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_sbyte_d16_hi
	v_mul_u32_u24_e32 v7, 13, v0
	v_add_nc_u32_e32 v7, 3, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_sbyte_d16_hi v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_short_d16
	v_mul_u32_u24_e32 v7, 2, v0
	v_add_nc_u32_e32 v7, 100, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_short_d16 v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; flat_load_short_d16_hi
	v_mul_u32_u24_e32 v7, 6, v0
	v_add_nc_u32_e32 v7, 300, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	v_mov_b32_e32 v31, s1
	v_add_co_u32 v30, {vcc}, s0, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_load_short_d16_hi v20, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_dwordx3
	v_mul_u32_u24_e32 v7, 16, v0
	v_add_nc_u32_e32 v7, 4, v7
	buffer_load_dwordx3 v[20:22], v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_dwordx4
	v_mul_u32_u24_e32 v7, 16, v0
	buffer_load_dwordx4 v[20:23], v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v23, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_sbyte
	v_mul_u32_u24_e32 v7, 3, v0
	v_add_nc_u32_e32 v7, 7, v7
	buffer_load_sbyte v20, v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_ushort
	v_mul_u32_u24_e32 v7, 2, v0
	v_add_nc_u32_e32 v7, 40, v7
	buffer_load_ushort v20, v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_ubyte_d16
	v_mul_u32_u24_e32 v7, 1, v0
	v_add_nc_u32_e32 v7, 9, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	buffer_load_ubyte_d16 v20, v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_ubyte_d16_hi
	v_mul_u32_u24_e32 v7, 5, v0
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	buffer_load_ubyte_d16_hi v20, v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_sbyte_d16_hi
	v_mul_u32_u24_e32 v7, 7, v0
	v_add_nc_u32_e32 v7, 1, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	buffer_load_sbyte_d16_hi v20, v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_short_d16
	v_mul_u32_u24_e32 v7, 4, v0
	v_add_nc_u32_e32 v7, 6, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	buffer_load_short_d16 v20, v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_short_d16_hi
	v_mul_u32_u24_e32 v7, 8, v0
	v_add_nc_u32_e32 v7, 2, v7
	v_add_nc_u32_e32 v20, 0xdd00dd00, v0
	buffer_load_short_d16_hi v20, v7, s[8:11], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_format_x
	v_mul_u32_u24_e32 v7, 16, v0
	buffer_load_format_x v20, v7, s[12:15], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_format_xy
	v_mul_u32_u24_e32 v7, 16, v0
	buffer_load_format_xy v[20:21], v7, s[12:15], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; buffer_load_format_xyz
	v_mul_u32_u24_e32 v7, 16, v0
	buffer_load_format_xyz v[20:22], v7, s[12:15], 0 offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; tbuffer_load_format_x
	v_mul_u32_u24_e32 v7, 12, v0
	v_add_nc_u32_e32 v7, 8, v7
	tbuffer_load_format_x v20, v7, s[8:11], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; tbuffer_load_format_xy
	v_mul_u32_u24_e32 v7, 8, v0
	tbuffer_load_format_xy v[20:21], v7, s[8:11], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; tbuffer_load_format_xyz
	v_mul_u32_u24_e32 v7, 12, v0
	tbuffer_load_format_xyz v[20:22], v7, s[8:11], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; tbuffer_load_format_xyzw
	v_mul_u32_u24_e32 v7, 16, v0
	tbuffer_load_format_xyzw v[20:23], v7, s[8:11], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v23, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
; scratch
	v_add_nc_u32_e32 v7, 0, v0
	v_add_nc_u32_e32 v8, 0, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v50, v8, s[0:1]
	v_add_nc_u32_e32 v8, 1, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v51, v8, s[0:1]
	v_add_nc_u32_e32 v8, 2, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v52, v8, s[0:1]
	v_add_nc_u32_e32 v8, 3, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v53, v8, s[0:1]
	v_add_nc_u32_e32 v8, 4, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v54, v8, s[0:1]
	v_add_nc_u32_e32 v8, 5, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v55, v8, s[0:1]
	v_add_nc_u32_e32 v8, 6, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v56, v8, s[0:1]
	v_add_nc_u32_e32 v8, 7, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v57, v8, s[0:1]
	v_add_nc_u32_e32 v8, 8, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v58, v8, s[0:1]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 v40, v[50:53], off
	scratch_store_dwordx2 v40, v[54:55], off offset:16
	scratch_store_dwordx3 v40, v[56:58], off offset:24
	s_waitcnt vmcnt(0)
	scratch_load_dwordx4 v[20:23], v40, off
	s_waitcnt vmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v23, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	scratch_load_dwordx3 v[20:22], v40, off offset:20
	s_waitcnt vmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	scratch_load_ubyte v20, v40, off offset:26
	s_waitcnt vmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	scratch_load_dword v20, v40, off offset:0
	scratch_load_dword v21, v40, off offset:4
	scratch_load_dword v22, v40, off offset:8
	scratch_load_dword v23, v40, off offset:12
	scratch_load_dword v24, v40, off offset:16
	scratch_load_dword v25, v40, off offset:20
	scratch_load_dword v26, v40, off offset:24
	scratch_load_dword v27, v40, off offset:28
	scratch_load_dword v28, v40, off offset:32
	s_waitcnt vmcnt(0)
	global_store_dword v10, v20, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v21, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v22, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v23, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v24, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v25, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v26, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v27, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	global_store_dword v10, v28, s[16:17]
	s_add_u32 s16, s16, 0x100
	s_addc_u32 s17, s17, 0
	s_mov_b32 s18, s4
	s_mov_b32 s19, s5
	v_add_nc_u32_e32 v8, 0, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v20, v8, s[0:1]
	v_add_nc_u32_e32 v8, 1, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v21, v8, s[0:1]
	v_add_nc_u32_e32 v8, 2, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v22, v8, s[0:1]
	v_add_nc_u32_e32 v8, 3, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v23, v8, s[0:1]
	s_waitcnt vmcnt(0)
; global_store_byte
	v_mul_u32_u24_e32 v7, 1, v0
	global_store_byte v7, v20, s[18:19]
	s_add_u32 s18, s18, 0x40
	s_addc_u32 s19, s19, 0
; global_store_short
	v_mul_u32_u24_e32 v7, 2, v0
	global_store_short v7, v20, s[18:19]
	s_add_u32 s18, s18, 0x80
	s_addc_u32 s19, s19, 0
; global_store_dwordx3
	v_mul_u32_u24_e32 v7, 12, v0
	global_store_dwordx3 v7, v[20:22], s[18:19]
	s_add_u32 s18, s18, 0x300
	s_addc_u32 s19, s19, 0
; global_store_dwordx4
	v_mul_u32_u24_e32 v7, 16, v0
	global_store_dwordx4 v7, v[20:23], s[18:19]
	s_add_u32 s18, s18, 0x400
	s_addc_u32 s19, s19, 0
; flat_store_dword
	v_mul_u32_u24_e32 v7, 4, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_dword v[30:31], v20
	s_add_u32 s18, s18, 0x100
	s_addc_u32 s19, s19, 0
; flat_store_dwordx2
	v_mul_u32_u24_e32 v7, 8, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_dwordx2 v[30:31], v[20:21]
	s_add_u32 s18, s18, 0x200
	s_addc_u32 s19, s19, 0
; flat_store_dwordx3
	v_mul_u32_u24_e32 v7, 12, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_dwordx3 v[30:31], v[20:22]
	s_add_u32 s18, s18, 0x300
	s_addc_u32 s19, s19, 0
; flat_store_dwordx4
	v_mul_u32_u24_e32 v7, 16, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_dwordx4 v[30:31], v[20:23]
	s_add_u32 s18, s18, 0x400
	s_addc_u32 s19, s19, 0
; flat_store_byte
	v_mul_u32_u24_e32 v7, 1, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_byte v[30:31], v20
	s_add_u32 s18, s18, 0x40
	s_addc_u32 s19, s19, 0
; flat_store_short
	v_mul_u32_u24_e32 v7, 2, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_short v[30:31], v20
	s_add_u32 s18, s18, 0x80
	s_addc_u32 s19, s19, 0
; flat_store_byte_d16_hi
	v_mul_u32_u24_e32 v7, 1, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_byte_d16_hi v[30:31], v20
	s_add_u32 s18, s18, 0x40
	s_addc_u32 s19, s19, 0
; flat_store_short_d16_hi
	v_mul_u32_u24_e32 v7, 2, v0
	v_mov_b32_e32 v31, s19
	v_add_co_u32 v30, {vcc}, s18, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_store_short_d16_hi v[30:31], v20
	s_add_u32 s18, s18, 0x80
	s_addc_u32 s19, s19, 0
; buffer_store_dwordx3
	v_mul_u32_u24_e32 v7, 12, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x310
	s_mov_b32 s27, 0x31016fac
	buffer_store_dwordx3 v[20:22], v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x300
	s_addc_u32 s19, s19, 0
; buffer_store_dwordx4
	v_mul_u32_u24_e32 v7, 16, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x410
	s_mov_b32 s27, 0x31016fac
	buffer_store_dwordx4 v[20:23], v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x400
	s_addc_u32 s19, s19, 0
; buffer_store_short
	v_mul_u32_u24_e32 v7, 2, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x90
	s_mov_b32 s27, 0x31016fac
	buffer_store_short v20, v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x80
	s_addc_u32 s19, s19, 0
; buffer_store_byte_d16_hi
	v_mul_u32_u24_e32 v7, 1, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x50
	s_mov_b32 s27, 0x31016fac
	buffer_store_byte_d16_hi v20, v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x40
	s_addc_u32 s19, s19, 0
; buffer_store_short_d16_hi
	v_mul_u32_u24_e32 v7, 2, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x90
	s_mov_b32 s27, 0x31016fac
	buffer_store_short_d16_hi v20, v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x80
	s_addc_u32 s19, s19, 0
; buffer_store_format_x
	v_mul_u32_u24_e32 v7, 4, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x110
	s_mov_b32 s27, 0x3104bfac
	buffer_store_format_x v20, v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x100
	s_addc_u32 s19, s19, 0
; buffer_store_format_xy
	v_mul_u32_u24_e32 v7, 8, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x210
	s_mov_b32 s27, 0x3104bfac
	buffer_store_format_xy v[20:21], v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x200
	s_addc_u32 s19, s19, 0
; buffer_store_format_xyz
	v_mul_u32_u24_e32 v7, 12, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x310
	s_mov_b32 s27, 0x3104bfac
	buffer_store_format_xyz v[20:22], v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x300
	s_addc_u32 s19, s19, 0
; buffer_store_format_xyzw
	v_mul_u32_u24_e32 v7, 16, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x410
	s_mov_b32 s27, 0x3104bfac
	buffer_store_format_xyzw v[20:23], v7, s[24:27], 0 offen
	s_add_u32 s18, s18, 0x400
	s_addc_u32 s19, s19, 0
; tbuffer_store_format_x
	v_mul_u32_u24_e32 v7, 4, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x110
	s_mov_b32 s27, 0x3104bfac
	tbuffer_store_format_x v20, v7, s[24:27], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_add_u32 s18, s18, 0x100
	s_addc_u32 s19, s19, 0
; tbuffer_store_format_xy
	v_mul_u32_u24_e32 v7, 8, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x210
	s_mov_b32 s27, 0x3104bfac
	tbuffer_store_format_xy v[20:21], v7, s[24:27], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_add_u32 s18, s18, 0x200
	s_addc_u32 s19, s19, 0
; tbuffer_store_format_xyz
	v_mul_u32_u24_e32 v7, 12, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x310
	s_mov_b32 s27, 0x3104bfac
	tbuffer_store_format_xyz v[20:22], v7, s[24:27], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_add_u32 s18, s18, 0x300
	s_addc_u32 s19, s19, 0
; tbuffer_store_format_xyzw
	v_mul_u32_u24_e32 v7, 16, v0
	s_mov_b32 s24, s18
	s_and_b32 s25, s19, 0xffff
	s_movk_i32 s26, 0x410
	s_mov_b32 s27, 0x3104bfac
	tbuffer_store_format_xyzw v[20:23], v7, s[24:27], 0 format:[BUF_FMT_32_32_32_32_UINT] offen
	s_add_u32 s18, s18, 0x400
	s_addc_u32 s19, s19, 0
	s_endpgm
