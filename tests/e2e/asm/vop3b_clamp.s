; The VOP3b carry instructions with their carry-out in an SGPR mask (SDST,
; not VCC) and the carry-in from another SGPR mask, and the clamp bit of
; the integer adds and subtracts. RDNA2 ISA: v_add_co_u32 D = S0 + S1,
; SDST bit = carry out of bit 31; v_sub_co_u32 D = S0 - S1, SDST = borrow;
; v_subrev_co_u32 the same with the sources swapped; the _co_ci forms add
; (subtract) the carry-in bit too, SDST = carry (borrow) out of the whole
; sum (difference). Clamp on an unsigned add or subtract saturates the
; exact result to [0, 0xffffffff] (LLVM selects uaddsat/usubsat to these
; with clamp); on v_add_nc_i32/v_sub_nc_i32 to [-2^31, 2^31 - 1]. The
; carry-out under clamp is not defined by the ISA text and not read.
; Lane i reads a[i], b[i], c[i] (carry-in = c[i] bit 0); result k of
; lane i goes to out[64 * k + i].
; @workgroup 64
; @groups 1
; @user-sgprs 8
; @buffer a u32 64 model @0
; @buffer b u32 64 model @2
; @buffer c u32 64 model @6
; @buffer out u32 1536 zero @4 out
; @model
; EDGE = [(0xffffffff, 1), (0xffffffff, 0), (0x80000000, 0x80000000), (0, 1),
;         (1, 0), (0, 0), (0x7fffffff, 1), (0x80000000, 1), (0xfffffffe, 1),
;         (5, 7), (7, 5), (0x7fffffff, 0x80000000), (0x80000000, 0x7fffffff),
;         (0xffffffff, 0xffffffff), (0x12345678, 0xedcba988), (0x40000000, 0x40000000)]
; def init_a(n):
;     return [EDGE[i % 16][0] if i < 32 else hash32(i) for i in range(n)]
; def init_b(n):
;     return [EDGE[i % 16][1] if i < 32 else hash32(i + 500) for i in range(n)]
; def init_c(n):
;     return [int(i >= 16) ^ (i & 1 if i >= 32 else 0) for i in range(n)]
; def sx(v):
;     return v - (1 << 32) if v >> 31 else v
; def usat(t):
;     return min(max(t, 0), M32)
; def ssat(t):
;     return min(max(t, -(1 << 31)), (1 << 31) - 1) & M32
; def lane(a, b, c):
;     r = []
;     t = a + b; r += [t & M32, int(t > M32), usat(t)]             # v_add_co_u32
;     t = a - b; r += [t & M32, int(t < 0), usat(t)]               # v_sub_co_u32
;     t = b - a; r += [t & M32, int(t < 0), usat(t)]               # v_subrev_co_u32
;     t = a + b + c; r += [t & M32, int(t > M32), usat(t)]         # v_add_co_ci_u32
;     t = a - b - c; r += [t & M32, int(t < 0), usat(t)]           # v_sub_co_ci_u32
;     t = b - a - c; r += [t & M32, int(t < 0), usat(t)]           # v_subrev_co_ci_u32
;     r.append(usat(a + b))                                        # v_add_nc_u32 clamp
;     r.append(usat(a - b))                                        # v_sub_nc_u32 clamp
;     r.append(usat(b - a))                                        # v_subrev_nc_u32 clamp
;     r.append(ssat(sx(a) + sx(b)))                                # v_add_nc_i32 clamp
;     r.append(ssat(sx(a) - sx(b)))                                # v_sub_nc_i32 clamp
;     r.append(c)                                                  # the carry-in mask itself
;     return r
; def model(wave, bufs, push):
;     out = [0] * 1536
;     for i in range(64):
;         for k, v in enumerate(lane(bufs["a"][i], bufs["b"][i], bufs["c"][i] & 1)):
;             out[64 * k + i] = v
;     return {"out": out}
; @end
.macro ST r
	global_store_dword v10, \r, s[4:5]
	v_add_nc_u32 v10, 0x100, v10
.endm
.macro CO m
	v_cndmask_b32_e64 v20, 0, 1, \m
	ST v20
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	global_load_dword v3, v10, s[6:7]
	s_waitcnt vmcnt(0)
	v_and_b32 v3, 1, v3
	v_cmp_ne_u32_e64 {m:30}, 0, v3
	s_mov_b{b} {vcc}, 0
	v_add_co_u32 v20, {m:20}, v1, v2
	ST v20
	CO {m:20}
	v_add_co_u32 v20, {m:22}, v1, v2 clamp
	ST v20
	v_sub_co_u32 v20, {m:24}, v1, v2
	ST v20
	CO {m:24}
	v_sub_co_u32 v20, {m:22}, v1, v2 clamp
	ST v20
	v_subrev_co_u32 v20, {m:26}, v1, v2
	ST v20
	CO {m:26}
	v_subrev_co_u32 v20, {m:22}, v1, v2 clamp
	ST v20
	v_add_co_ci_u32_e64 v20, {m:20}, v1, v2, {m:30}
	ST v20
	CO {m:20}
	v_add_co_ci_u32_e64 v20, {m:22}, v1, v2, {m:30} clamp
	ST v20
	v_sub_co_ci_u32_e64 v20, {m:24}, v1, v2, {m:30}
	ST v20
	CO {m:24}
	v_sub_co_ci_u32_e64 v20, {m:22}, v1, v2, {m:30} clamp
	ST v20
	v_subrev_co_ci_u32_e64 v20, {m:26}, v1, v2, {m:30}
	ST v20
	CO {m:26}
	v_subrev_co_ci_u32_e64 v20, {m:22}, v1, v2, {m:30} clamp
	ST v20
	v_add_nc_u32_e64 v20, v1, v2 clamp
	ST v20
	v_sub_nc_u32_e64 v20, v1, v2 clamp
	ST v20
	v_subrev_nc_u32_e64 v20, v1, v2 clamp
	ST v20
	v_add_nc_i32 v20, v1, v2 clamp
	ST v20
	v_sub_nc_i32 v20, v1, v2 clamp
	ST v20
	CO {m:30}
	s_endpgm
