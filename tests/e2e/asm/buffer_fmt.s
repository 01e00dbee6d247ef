; MUBUF/MTBUF through V#s built in SGPRs: structured buffers (idxen, a
; stride) with oob_select 1 (index < num_records) and 0 (also offset + size
; <= stride, each dword of a dwordx2 checked alone), add_tid_enable with an
; soffset, ubyte/sshort loads, byte stores past num_records dropped,
; buffer_load_format_xyzw in 8_8_8_8_UNORM and 32_32_UINT with dst_sel
; swizzles (zero, one, components; out of range: 0 but "one" stays 1),
; tbuffer_load/store with 16_16_FLOAT and 16_16_UNORM (clamped, rounded),
; atomics with and without glc (add, umax, cmpswap; out of range dropped),
; s_buffer_load_dwordx2 with its second dword past num_records.
; res[64 * k + t] and fres[64 * k + t] hold result k of thread t.
; @workgroup 64
; @groups 1
; @subgroups 8 16
; @user-sgprs 12
; @buffer in u32 64 model @0
; @buffer res u32 896 zero @2 out
; @buffer fres f32 384 zero @4 out ulp=1
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
; def f32(x):
;     return struct.unpack("<f", struct.pack("<f", x))[0]
; def half(h):
;     return struct.unpack("<e", struct.pack("<H", h))[0]
; def sx(v, bits):
;     return v - (1 << bits) if v >> (bits - 1) else v
; def model(wave, b, p):
;     x = b["in"]
;     byte = lambda i: (x[i // 4] >> (8 * (i % 4))) & 0xff
;     res, fres = [0] * 896, [0.0] * 384
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
	s_endpgm
