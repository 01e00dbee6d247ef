; Vector integer ALU edge values, one result per lane per instruction:
; carries and borrows through VCC and an SGPR mask (v_add_co_u32,
; v_add_co_ci_u32, v_sub_co_u32, v_subrev_co_u32, v_sub_co_ci_u32,
; v_mad_u64_u32), shifts by amounts >= 32 (32-bit shifts use bits 4:0 of the
; amount, 64-bit shifts bits 5:0), bit fields, 24-bit and high multiplies,
; counts, v_cndmask on VCC and on an SGPR mask, v_perm_b32.
; Lane i reads a[i], b[i]; result k of lane i goes to out[64 * k + i].
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer out u32 3264 zero @4 out
; @model
; EDGE = [0xffffffff, 0x80000000, 0x7fffffff, 0, 1, 0x12345678, 0xffff0000,
;         0x00ffffff, 0x00800000, 0xfffffffe, 0x55555555]
; SH = [0, 1, 31, 32, 33, 63, 64, 65, 0xffffffff, 0x80000000, 16, 24]
; def init_a(n):
;     return [EDGE[i] if i < len(EDGE) else hash32(i) for i in range(n)]
; def init_b(n):
;     return [EDGE[(i * 7) % len(EDGE)] if i < 22 else
;             SH[i % len(SH)] if i < 44 else hash32(i + 1000) for i in range(n)]
; def sx(v, bits):
;     v &= (1 << bits) - 1
;     return v - (1 << bits) if v >> (bits - 1) else v
; def clz(v):
;     return 32 - v.bit_length() if v else M32
; def ctz(v):
;     return (v & -v).bit_length() - 1 if v else M32
; def lane(a, b):
;     M64 = (1 << 64) - 1
;     r = []
;     t = a + b; r += [t & M32, t >> 32]; c = t >> 32
;     t = b + a + c; r += [t & M32, t >> 32]
;     t = a - b; r += [t & M32, int(t < 0)]
;     t = b - a; r.append(t & M32); c = int(t < 0)
;     r.append((a - b - c) & M32)
;     r += [(a << (b & 31)) & M32, a >> (b & 31), (sx(a, 32) >> (b & 31)) & M32]
;     p = (b << 32) | a
;     t = (p << (b & 63)) & M64; r += [t & M32, t >> 32]
;     t = p >> (b & 63); r += [t & M32, t >> 32]
;     t = (sx(p, 64) >> (b & 63)) & M64; r += [t & M32, t >> 32]
;     r += [(a * b) & M32, (a * b) >> 32, ((sx(a, 32) * sx(b, 32)) >> 32) & M32]
;     t = a * b + p; r += [t & M32, (t >> 32) & M32, t >> 64]
;     r.append((a >> (b & 31)) & 31)                           # v_bfe_u32 a, b, 5
;     w = b & 31
;     r.append(sx((a - (1 << 32) if a & 0x80000000 else a) >> 4, w) & M32 if w else 0)  # v_bfe_i32 a, 4, b: arithmetic shift
;     r.append((a & b) | (~a & 0x12345678 & M32))              # v_bfi_b32 a, b, lit
;     r.append((((a << 32) | b) >> (b & 31)) & M32)            # v_alignbit_b32 a, b, b
;     r.append(a if sx(a, 32) < sx(b, 32) else b)              # v_min_i32
;     r.append(max(a, b))                                      # v_max_u32
;     r.append((a + b + a) & M32)                              # v_add3_u32
;     r.append(((a << 3) + b) & M32)                           # v_lshl_add_u32
;     r.append(((a ^ b) + 7) & M32)                            # v_xad_u32
;     r.append(bin(a).count("1") + 5)                          # v_bcnt_u32_b32
;     r += [clz(a), ctz(a)]                                    # v_ffbh_u32, v_ffbl_b32
;     r.append(M32 if a in (0, M32) else clz(a ^ M32 if a >> 31 else a))  # v_ffbh_i32
;     r.append(int("{:032b}".format(a)[::-1], 2))              # v_bfrev_b32
;     r.append(sorted([sx(a, 32), sx(b, 32), 0])[1] & M32)     # v_med3_i32
;     p24 = (a & 0xffffff) * (b & 0xffffff)
;     r += [p24 & M32, p24 >> 32]                              # v_mul_u32_u24, v_mul_hi_u32_u24
;     r.append((sx(a, 24) * sx(b, 24)) & M32)                  # v_mul_i32_i24
;     r.append(b if sx(a, 32) < sx(b, 32) else a)              # v_cmp_lt_i32 + v_cndmask
;     r.append(M32 if a > b else 0)                            # v_cmp_gt_u32 s-mask + v_cndmask
;     r.append((abs(a - b) + 5) & M32)                         # v_sad_u32
;     r.append(((a << 4) | b) & M32)                           # v_lshl_or_b32
;     r.append((a & b) | 0xf)                                  # v_and_or_b32
;     r.append(~a & M32)                                       # v_not_b32
;     r.append(((a & 0xffffff) * (b & 0xffffff) + a) & M32)    # v_mad_u32_u24
;     r.append(max(a, b, 0x80000000))                          # v_max3_u32
;     r.append(0x00ff0000 | (b & 0xffff))                      # v_perm_b32 sel 0x0c0d0100
;     r.append(((a & 0xffff) << 16) | (b & 0xffff))            # v_perm_b32 sel 0x05040100
;     return r
; def model(wave, bufs, push):
;     out = [0] * 3264
;     for i in range(64):
;         r = lane(bufs["a"][i], bufs["b"][i])
;         assert len(r) == 51
;         for k, v in enumerate(r):
;             out[64 * k + i] = v
;     return {"out": out}
; @end
.macro ST r
	global_store_dword v10, \r, s[4:5]
	v_add_nc_u32 v10, 0x100, v10
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	s_waitcnt vmcnt(0)
	v_add_co_u32 v20, {vcc}, v1, v2
	ST v20
	v_cndmask_b32_e64 v20, 0, 1, {vcc}
	ST v20
	v_add_co_ci_u32_e32 v20, {vcc}, v2, v1, {vcc}
	ST v20
	v_cndmask_b32_e64 v20, 0, 1, {vcc}
	ST v20
	v_sub_co_u32 v20, {vcc}, v1, v2
	ST v20
	v_cndmask_b32_e64 v20, 0, 1, {vcc}
	ST v20
	v_subrev_co_u32 v20, {vcc}, v1, v2
	ST v20
	v_sub_co_ci_u32_e32 v20, {vcc}, v1, v2, {vcc}
	ST v20
	v_lshlrev_b32 v20, v2, v1
	ST v20
	v_lshrrev_b32 v20, v2, v1
	ST v20
	v_ashrrev_i32 v20, v2, v1
	ST v20
	v_lshlrev_b64 v[20:21], v2, v[1:2]
	ST v20
	ST v21
	v_lshrrev_b64 v[20:21], v2, v[1:2]
	ST v20
	ST v21
	v_ashrrev_i64 v[20:21], v2, v[1:2]
	ST v20
	ST v21
	v_mul_lo_u32 v20, v1, v2
	ST v20
	v_mul_hi_u32 v20, v1, v2
	ST v20
	v_mul_hi_i32 v20, v1, v2
	ST v20
	v_mad_u64_u32 v[20:21], {m:20}, v1, v2, v[1:2]
	ST v20
	ST v21
	v_cndmask_b32_e64 v20, 0, 1, {m:20}
	ST v20
	v_bfe_u32 v20, v1, v2, 5
	ST v20
	v_bfe_i32 v20, v1, 4, v2
	ST v20
	v_bfi_b32 v20, v1, v2, 0x12345678
	ST v20
	v_alignbit_b32 v20, v1, v2, v2
	ST v20
	v_min_i32_e32 v20, v1, v2
	ST v20
	v_max_u32_e32 v20, v1, v2
	ST v20
	v_add3_u32 v20, v1, v2, v1
	ST v20
	v_lshl_add_u32 v20, v1, 3, v2
	ST v20
	v_xad_u32 v20, v1, v2, 7
	ST v20
	v_bcnt_u32_b32 v20, v1, 5
	ST v20
	v_ffbh_u32_e32 v20, v1
	ST v20
	v_ffbl_b32_e32 v20, v1
	ST v20
	v_ffbh_i32_e32 v20, v1
	ST v20
	v_bfrev_b32_e32 v20, v1
	ST v20
	v_med3_i32 v20, v1, v2, 0
	ST v20
	v_mul_u32_u24_e32 v20, v1, v2
	ST v20
	v_mul_hi_u32_u24_e32 v20, v1, v2
	ST v20
	v_mul_i32_i24_e32 v20, v1, v2
	ST v20
	v_cmp_lt_i32_e32 {vcc}, v1, v2
	v_cndmask_b32_e32 v20, v1, v2, {vcc}
	ST v20
	v_cmp_gt_u32_e64 {m:22}, v1, v2
	v_cndmask_b32_e64 v20, 0, -1, {m:22}
	ST v20
	v_sad_u32 v20, v1, v2, 5
	ST v20
	v_lshl_or_b32 v20, v1, 4, v2
	ST v20
	v_and_or_b32 v20, v1, v2, 15
	ST v20
	v_not_b32_e32 v20, v1
	ST v20
	v_mad_u32_u24 v20, v1, v2, v1
	ST v20
	v_max3_u32 v20, v1, v2, 0x80000000
	ST v20
	v_perm_b32 v20, v1, v2, 0x0c0d0100
	ST v20
	v_perm_b32 v20, v1, v2, 0x05040100
	ST v20
	s_endpgm
