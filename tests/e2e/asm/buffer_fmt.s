; MUBUF/MTBUF through V#s built in SGPRs: structured buffers (idxen, a
; stride) with oob_select 1 (index < num_records) and 0 (also offset + size
; <= stride, each dword of a dwordx2 checked alone), add_tid_enable with an
; soffset, ubyte/sshort loads, byte stores past num_records dropped,
; buffer_load_format_xyzw in 8_8_8_8_UNORM and 32_32_UINT with dst_sel
; swizzles (zero, one, components; out of range: 0 but "one" stays 1),
; tbuffer_load/store with 16_16_FLOAT and 16_16_UNORM (clamped, rounded),
; atomics with and without glc (add, umax, cmpswap; out of range dropped),
; s_buffer_load_dwordx2 with its second dword past num_records; the packed
; formats (RDNA2 ISA data formats 10_11_11, 11_11_10, 10_10_10_2, 2_10_10_10,
; fields listed from the most significant bit down: Mesa maps
; R11G11B10_FLOAT, R in bits 10:0, to 10_11_11 and R10G10B10A2 to
; 2_10_10_10) loaded as uint, sint, unorm, snorm, uscaled, sscaled and float
; (unsigned 10/11-bit floats: 5-bit exponent biased by 15) and stored as
; uint, unorm and float (values the float fields hold exactly).
; res[64 * k + t] and fres[64 * k + t] hold result k of thread t.
; @workgroup 64
; @groups 1
; @subgroups 8 16
; @user-sgprs 12
; @buffer in u32 64 model @0
; @buffer res u32 1984 zero @2 out
; @buffer fres f32 1984 zero @4 out nan=any -- a 10- or 11-bit float field holding a NaN (fres[64 * 6 + t], [64 * 24 + t] ...) converts to some f32 NaN: the RDNA2 ISA guide's buffer data formats give no NaN rule (payload, quiet bit) for them; every conversion here is exact (unorm/snorm divisions rounded once, the float fields widened), so no ulp tolerance
; @buffer ato u32 160 model @6 out
; @buffer out u32 64 model @8 out
; @buffer out2 u32 64 model @10 out
; @model
; def init_in(n):
;     return [hash32(i) & 0xbfffbfff for i in range(n)]
; def init_ato(n):
;     return [7 * i if i < 64 else i - 64 if i < 80 else i - 80 for i in range(n)]
; def init_out(n):
;     return [0xa5a5a5a5] * n
; def init_out2(n):
;     return [0x5a5a5a5a] * n
; def fld(w, lo, n):
;     return (w >> lo) & ((1 << n) - 1)
; def uf(v, mb):
;     # unsigned float: 5-bit exponent (bias 15), mb-bit mantissa
;     e, m = v >> mb, v & ((1 << mb) - 1)
;     if e == 31:
;         return float("inf") if m == 0 else float("nan")
;     if e == 0:
;         return m * 2.0 ** (-14 - mb)
;     return 2.0 ** (e - 15) * (1 + m / 2.0 ** mb)
; def to_uf(f, mb):
;     # exact values only: exponent and mantissa of f
;     if f < 2.0 ** -14:
;         return int(f * 2.0 ** (14 + mb))
;     e = 0
;     while f >= 2.0 ** (e + 1 - 15):
;         e += 1
;     m = (f / 2.0 ** (e - 15) - 1) * 2 ** mb
;     assert m == int(m)
;     return e << mb | int(m)
; def packed(x, res, fres):
;     ints, floats, stores = [], [], []
;     for t in range(64):
;         w = x[t]
;         ux = min(max(f32(f32(float(t)) * f32(1 / 63.0)), 0.0), 1.0)
;         unorm = lambda v, n: f32(v / float((1 << n) - 1))
;         snorm = lambda v, n: max(f32(sx(v, n) / float((1 << (n - 1)) - 1)), -1.0)
;         ints.append([fld(w, 0, 2), fld(w, 2, 10), fld(w, 12, 10), fld(w, 22, 10),
;                      sx(fld(w, 0, 10), 10), sx(fld(w, 10, 10), 10),
;                      sx(fld(w, 20, 10), 10), sx(fld(w, 30, 2), 2),
;                      fld(w, 0, 10), fld(w, 10, 11), fld(w, 21, 11),
;                      sx(fld(w, 0, 11), 11), sx(fld(w, 11, 11), 11), sx(fld(w, 22, 10), 10)])
;         floats.append([uf(fld(w, 0, 11), 6), uf(fld(w, 11, 11), 6), uf(fld(w, 22, 10), 5), 1.0,
;                        unorm(fld(w, 0, 10), 10), unorm(fld(w, 10, 10), 10),
;                        unorm(fld(w, 20, 10), 10), unorm(fld(w, 30, 2), 2),
;                        snorm(fld(w, 0, 10), 10), snorm(fld(w, 10, 11), 11),
;                        snorm(fld(w, 21, 11), 11),
;                        float(sx(fld(w, 0, 2), 2)), float(sx(fld(w, 2, 10), 10)),
;                        float(sx(fld(w, 12, 10), 10)), float(sx(fld(w, 22, 10), 10)),
;                        float(fld(w, 0, 11)), float(fld(w, 11, 11)), float(fld(w, 22, 10)),
;                        uf(fld(w, 0, 10), 5), uf(fld(w, 10, 11), 6), uf(fld(w, 21, 11), 6),
;                        snorm(fld(w, 0, 2), 2), snorm(fld(w, 2, 10), 10),
;                        snorm(fld(w, 12, 10), 10), snorm(fld(w, 22, 10), 10)])
;         z = 2.0 ** -16 if t % 2 == 0 else 4.0 * t
;         stores.append([t | 3 * t << 10 | (1000 - t) << 20 | (t & 3) << 30,
;                        round(f32(ux * 3.0)) | 256 << 2 | round(f32(ux * 1023.0)) << 12
;                        | 1023 << 22,
;                        to_uf(t * 0.25, 5) | to_uf(t * 0.25 + 0.5, 6) << 10
;                        | to_uf(z, 6) << 21])
;     for t in range(64):
;         for k, v in enumerate(ints[t]):
;             res[64 * (14 + k) + t] = v & M32
;         for k, v in enumerate(stores[t]):
;             res[64 * (28 + k) + t] = v
;         for k, v in enumerate(floats[t]):
;             fres[64 * (6 + k) + t] = v
; def f32(x):
;     return struct.unpack("<f", struct.pack("<f", x))[0]
; def half(h):
;     return struct.unpack("<e", struct.pack("<H", h))[0]
; def sx(v, bits):
;     return v - (1 << bits) if v >> (bits - 1) else v
; def model(wave, b, p):
;     x = b["in"]
;     byte = lambda i: (x[i // 4] >> (8 * (i % 4))) & 0xff
;     res, fres = [0] * 1984, [0.0] * 1984
;     ato, out, out2 = list(b["ato"]), list(b["out"]), list(b["out2"])
;     for t in range(64):
;         lane = t % wave
;         r = [x[2 * t + 1] if t < 20 else 0, x[2 * t + 1] if t < 20 else 0, 0,
;              x[lane + 2] if lane < 40 else 0, byte(t),
;              sx(byte(2 * t) | byte(2 * t + 1) << 8, 16) & M32 if t < 50 else 0]
;         r += [x[2 * t + 1], x[2 * t], 0, 1] if t < 32 else [0, 0, 0, 1]
;         r += [7 * t, t]
;         s = [x[24], 0]
;         r += s
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;         e = [byte(4 * t + i) for i in range(4)]
;         f = [f32(e[2] / 255.0), f32(e[1] / 255.0), f32(e[0] / 255.0), 1.0,
;              half(x[t] & 0xffff), half(x[t] >> 16)]
;         for k, v in enumerate(f):
;             fres[64 * k + t] = v
;         if t < 48:
;             w = out[t // 4] & ~(0xff << (8 * (t % 4)))
;             out[t // 4] = w | ((t + 0x40) & 0xff) << (8 * (t % 4))
;         ux = min(max(f32(f32(float(t)) * f32(1 / 63.0)), 0.0), 1.0)
;         out2[t] = round(f32(ux * 65535.0))
;         ato[t] += t + 1
;         if t % 2 == 0:
;             ato[80 + t] = 3 * t
;     for j in range(4):
;         ato[64 + j] = 56 + j
;     packed(x, res, fres)
;     return {"res": res, "fres": fres, "ato": ato, "out": out, "out2": out2}
; @end
.macro VD r0, r1, r2, r3, lo, hi, d1, nrec, w3
	s_mov_b32 \r0, \lo
	s_and_b32 \r1, \hi, 0xffff
	s_or_b32 \r1, \r1, \d1
	s_mov_b32 \r2, \nrec
	s_mov_b32 \r3, \w3
.endm
.macro ST
	global_store_dword v10, v3, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
.endm
.macro STF
	global_store_dword v11, v3, s[4:5]
	v_add_nc_u32_e32 v11, 0x100, v11
.endm
	VD s12, s13, s14, s15, s0, s1, 0x80000, 20, 0x11016fac
	VD s16, s17, s18, s19, s0, s1, 0x80000, 20, 0x01016fac
	VD s20, s21, s22, s23, s0, s1, 0x40000, 40, 0x11816fac
	VD s24, s25, s26, s27, s0, s1, 0, 100, 0x31016fac
	VD s28, s29, s30, s31, s0, s1, 0x40000, 64, 0x1103832e
	VD s32, s33, s34, s35, s0, s1, 0x80000, 32, 0x1103e225
	VD s36, s37, s38, s39, s0, s1, 0x40000, 64, 0x11016fac
	VD s40, s41, s42, s43, s8, s9, 0, 48, 0x31016fac
	VD s44, s45, s46, s47, s10, s11, 0x40000, 64, 0x11016fac
	VD s48, s49, s50, s51, s6, s7, 0, 272, 0x31016fac
	VD s52, s53, s54, s55, s6, s7, 0, 640, 0x31016fac
	s_movk_i32 s56, 0x8
	v_lshlrev_b32 v10, 2, v0
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v13, v10
	v_lshlrev_b32 v12, 1, v0
	buffer_load_dword v3, v0, s[12:15], 0 idxen offset:4
	s_waitcnt vmcnt(0)
	ST
	buffer_load_dwordx2 v[3:4], v0, s[16:19], 0 idxen offset:4
	s_waitcnt vmcnt(0)
	ST
	v_mov_b32_e32 v3, v4
	ST
	buffer_load_dword v3, off, s[20:23], s56
	s_waitcnt vmcnt(0)
	ST
	buffer_load_ubyte v3, v0, s[24:27], 0 offen
	s_waitcnt vmcnt(0)
	ST
	buffer_load_sshort v3, v12, s[24:27], 0 offen
	s_waitcnt vmcnt(0)
	ST
	buffer_load_format_xyzw v[4:7], v0, s[32:35], 0 idxen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	ST
	v_mov_b32_e32 v3, v5
	ST
	v_mov_b32_e32 v3, v6
	ST
	v_mov_b32_e32 v3, v7
	ST
	v_add_nc_u32_e32 v4, 1, v0
	buffer_atomic_add v4, v13, s[48:51], 0 offen glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	ST
	v_and_b32_e32 v5, 7, v0
	v_lshlrev_b32 v5, 2, v5
	buffer_atomic_umax v0, v5, s[48:51], 0 offen offset:256
	v_mul_u32_u24_e32 v4, 3, v0
	v_and_b32_e32 v6, 1, v0
	v_cmp_eq_u32_e32 {vcc}, 0, v6
	v_mov_b32_e32 v6, 12345
	v_cndmask_b32_e32 v5, v6, v0, {vcc}
	buffer_atomic_cmpswap v[4:5], v13, s[52:55], 0 offen offset:320 glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	ST
	s_buffer_load_dwordx2 s[58:59], s[24:27], 0x60
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s58
	ST
	v_mov_b32_e32 v3, s59
	ST
	buffer_load_format_xyzw v[4:7], v0, s[28:31], 0 idxen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	STF
	v_mov_b32_e32 v3, v5
	STF
	v_mov_b32_e32 v3, v6
	STF
	v_mov_b32_e32 v3, v7
	STF
	tbuffer_load_format_xy v[4:5], v0, s[36:39], 0 format:[BUF_FMT_16_16_FLOAT] idxen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	STF
	v_mov_b32_e32 v3, v5
	STF
	v_add_nc_u32_e32 v4, 0x40, v0
	buffer_store_byte v4, v0, s[40:43], 0 offen
	v_cvt_f32_u32_e32 v4, v0
	v_mul_f32_e32 v4, 0x3c820821, v4
	v_mov_b32_e32 v5, 0
	tbuffer_store_format_xy v[4:5], v0, s[44:47], 0 format:[BUF_FMT_16_16_UNORM] idxen

	; packed formats: in[t] is element t (stride 4); V# format 0 for
	; tbuffer, 10_11_11_FLOAT (36) for buffer_load_format; the stores go
	; to res rows 28, 29, 30
	VD s60, s61, s62, s63, s0, s1, 0x40000, 64, 0x10000fac
	VD s64, s65, s66, s67, s0, s1, 0x40000, 64, 0x10024fac
	s_add_u32 s72, s2, 0x1c00
	s_addc_u32 s73, s3, 0
	VD s68, s69, s70, s71, s72, s73, 0x40000, 64, 0x10000fac
	.irp f, BUF_FMT_10_10_10_2_UINT, BUF_FMT_2_10_10_10_SINT
	tbuffer_load_format_xyzw v[4:7], v0, s[60:63], 0 format:[\f] idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6,7
	v_mov_b32_e32 v3, v\r
	ST
	.endr
	.endr
	.irp f, BUF_FMT_11_11_10_UINT, BUF_FMT_10_11_11_SINT
	tbuffer_load_format_xyz v[4:6], v0, s[60:63], 0 format:[\f] idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6
	v_mov_b32_e32 v3, v\r
	ST
	.endr
	.endr
	buffer_load_format_xyzw v[4:7], v0, s[64:67], 0 idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6,7
	v_mov_b32_e32 v3, v\r
	STF
	.endr
	tbuffer_load_format_xyzw v[4:7], v0, s[60:63], 0 format:[BUF_FMT_2_10_10_10_UNORM] idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6,7
	v_mov_b32_e32 v3, v\r
	STF
	.endr
	tbuffer_load_format_xyz v[4:6], v0, s[60:63], 0 format:[BUF_FMT_11_11_10_SNORM] idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6
	v_mov_b32_e32 v3, v\r
	STF
	.endr
	tbuffer_load_format_xyzw v[4:7], v0, s[60:63], 0 format:[BUF_FMT_10_10_10_2_SSCALED] idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6,7
	v_mov_b32_e32 v3, v\r
	STF
	.endr
	.irp f, BUF_FMT_10_11_11_USCALED, BUF_FMT_11_11_10_FLOAT
	tbuffer_load_format_xyz v[4:6], v0, s[60:63], 0 format:[\f] idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6
	v_mov_b32_e32 v3, v\r
	STF
	.endr
	.endr
	tbuffer_load_format_xyzw v[4:7], v0, s[60:63], 0 format:[BUF_FMT_10_10_10_2_SNORM] idxen
	s_waitcnt vmcnt(0)
	.irp r, 4,5,6,7
	v_mov_b32_e32 v3, v\r
	STF
	.endr
	; stores: 2_10_10_10_UINT (t, 3t, 1000 - t, t & 3)
	v_mov_b32_e32 v4, v0
	v_mul_u32_u24_e32 v5, 3, v0
	v_sub_nc_u32_e32 v6, 1000, v0
	v_and_b32_e32 v7, 3, v0
	tbuffer_store_format_xyzw v[4:7], v0, s[68:71], 0 format:[BUF_FMT_2_10_10_10_UINT] idxen
	; 10_10_10_2_UNORM (t / 63, 0.25, t / 63, 1.0)
	v_cvt_f32_u32_e32 v4, v0
	v_mul_f32_e32 v4, 0x3c820821, v4
	v_mov_b32_e32 v5, 0x3e800000
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, 1.0
	tbuffer_store_format_xyzw v[4:7], v0, s[68:71], 0 format:[BUF_FMT_10_10_10_2_UNORM] idxen offset:256
	; 11_11_10_FLOAT (t / 4, t / 4 + 0.5, 2^-16 for even t, else 4t)
	v_cvt_f32_u32_e32 v7, v0
	v_mul_f32_e32 v4, 0x3e800000, v7
	v_add_f32_e32 v5, 0.5, v4
	v_mul_f32_e32 v6, 4.0, v7
	v_and_b32_e32 v8, 1, v0
	v_cmp_eq_u32_e32 {vcc}, 0, v8
	v_mov_b32_e32 v9, 0x37800000
	v_cndmask_b32_e32 v6, v6, v9, {vcc}
	tbuffer_store_format_xyz v[4:6], v0, s[68:71], 0 format:[BUF_FMT_11_11_10_FLOAT] idxen offset:512
	s_endpgm
