; SDWA source selects (bytes, words, sext) and destination selects
; (UNUSED_PAD, UNUSED_SEXT, UNUSED_PRESERVE) on VOP1, VOP2 and VOPC;
; v_permlane16_b32 / v_permlanex16_b32 with a mirroring select, with
; inactive lanes (the lanes t % 4 == 0 are off): without op_sel an inactive
; source leaves the lane unwritten, op_sel:[0,1] (bound_ctrl) reads 0,
; op_sel:[1,0] (fi) reads it anyway; v_sad_u8, v_msad_u8, v_sad_u16 and
; v_med3_f32 with NaN operands.
; The destination holds 0xdd00 + t before each one; res[64 * k + t] holds
; result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 6
; @buffer a u32 64 hash @0
; @buffer b u32 64 model @2
; @buffer res u32 960 zero @4 out
; @model
; NAN = 0x7fc00000
; def init_b(n):
;     return [hash32(i + 77) if i % 5 else NAN for i in range(n)]
; def sx(v, bits):
;     v &= (1 << bits) - 1
;     return v - (1 << bits) if v >> (bits - 1) else v
; def fmin(a, b):
;     return b if a != a else a if b != b else min(a, b)
; def fmax(a, b):
;     return b if a != a else a if b != b else max(a, b)
; def model(wave, bufs, p):
;     A, B = bufs["a"], bufs["b"]
;     res = [0] * 960
;     for t in range(64):
;         x, y, old = A[t], B[t], 0xdd00 + t
;         lane, j = t % wave, t % 16
;         base = t - lane
;         r = [((x >> 16) & 0xff) << 8,
;              ((((x & 0xffff) + (y >> 24)) & 0xffff) << 16) | (old & 0xffff),
;              sx((x >> 16) & y, 16) & M32,
;              (sx(x & 0xff, 8) + y) & M32,
;              int((x & 0xff) > ((y >> 8) & 0xff))]
;         r.append(A[base + (lane - j) + 15 - j])
;         r.append(A[base + ((lane - j) ^ 16) + 15 - j])
;         src = (lane - j) + 15 - j
;         on = lambda l: l % 4 != 0
;         if not on(lane):
;             r += [old, old, old]
;         else:
;             r.append(A[base + src] if on(src) else old)
;             r.append(A[base + src] if on(src) else 0)
;             r.append(A[base + src])
;         bx = [(x >> s) & 0xff for s in (0, 8, 16, 24)]
;         by = [(y >> s) & 0xff for s in (0, 8, 16, 24)]
;         r.append((sum(abs(p - q) for p, q in zip(bx, by)) + 7) & M32)
;         r.append((sum(abs(p - q) for p, q in zip(bx, by) if q) + 7) & M32)
;         r.append((abs((x & 0xffff) - (y & 0xffff)) + abs((x >> 16) - (y >> 16)) + 7) & M32)
;         fx, fy, fz = u2f(x & 0x3fffffff), u2f(y), 1.5
;         if fx != fx or fy != fy:
;             med = fmin(fmin(fx, fy), fz)
;         else:
;             s3 = sorted([fx, fy, fz]); med = s3[1]
;         r.append(f2u(med))
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[4:5]
	v_add_nc_u32_e32 v10, 0x100, v10
	v_or_b32_e32 v3, 0xdd00, v0
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	global_load_dword v2, v10, s[2:3]
	v_or_b32_e32 v3, 0xdd00, v0
	s_mov_b32 s20, 0x89abcdef
	s_mov_b32 s21, 0x01234567
	s_waitcnt vmcnt(0)
	v_mov_b32_sdwa v3, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
	ST
	v_add_nc_u32_sdwa v3, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_3
	ST
	v_and_b32_sdwa v3, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:DWORD
	ST
	v_add_nc_u32_sdwa v3, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ST
	v_cmp_gt_u32_sdwa {vcc}, v1, v2 src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cndmask_b32_e64 v3, 0, 1, {vcc}
	ST
	v_permlane16_b32 v3, v1, s20, s21
	ST
	v_permlanex16_b32 v3, v1, s20, s21
	ST
	v_and_b32_e32 v5, 3, v0
	s_mov_b{b} {m:30}, {exec}
	v_cmpx_ne_u32_e32 0, v5
	v_permlane16_b32 v3, v1, s20, s21
	s_mov_b{b} {exec}, {m:30}
	ST
	v_cmpx_ne_u32_e32 0, v5
	v_permlane16_b32 v3, v1, s20, s21 op_sel:[0,1]
	s_mov_b{b} {exec}, {m:30}
	ST
	v_cmpx_ne_u32_e32 0, v5
	v_permlane16_b32 v3, v1, s20, s21 op_sel:[1,0]
	s_mov_b{b} {exec}, {m:30}
	ST
	v_sad_u8 v3, v1, v2, 7
	ST
	v_msad_u8 v3, v1, v2, 7
	ST
	v_sad_u16 v3, v1, v2, 7
	ST
	v_and_b32_e32 v4, 0x3fffffff, v1
	v_med3_f32 v3, v4, v2, 1.5
	ST
	s_endpgm
