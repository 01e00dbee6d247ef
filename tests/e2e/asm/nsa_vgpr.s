; An NSA address VGPR that no other operand names belongs to the wave's
; VGPRs: v_movreld_b32 writes v200 (M0 = 200 from user data) and
; image_bvh64_intersect_ray reads it as the ray extent from its NSA list;
; the program names v200 nowhere else.  The wave's VGPRs reach v200, so the
; write lands (a file that stopped at the highest VGPR the other operands
; name would drop it, and the test would see extent 0).  One box32 node,
; one child [0, 1]^3; per lane a ray from (-1, 0.5, 0.5) along +x (inverse
; direction (1, inf, inf)) with extent t / 16: the child is entered at t = 1,
; so lanes t > 16 hit it (the guide's tmin < extent), the rest miss.
; Out: per lane the four result dwords, then v200 read back through M0.
; S = 1 is left out, as in bvh_forms: lavapipe 22.3 compiles its module for
; minutes (the VGPR count does not depend on S).
; @workgroup 64
; @subgroups 8 16
; @user-sgprs 12
; @buffer node u32 32 model @0
; @buffer out u32 512 zero @2 out
; @push 4 200
; @push 8 0
; @push 9 0x80000000
; @push 10 0xffffffff
; @push 11 0x810003ff
; @model
; import bvh_nodes as bn
; NAN = float("nan")
; def init_node(n):
;     empty = (bn.INVALID, (NAN, NAN, NAN), (NAN, NAN, NAN))
;     w = bn.box32([(0x105, (0, 0, 0), (1, 1, 1)), empty, empty, empty])
;     return w + [0] * (n - len(w))
; def model(wave, b, push):
;     out = b["out"]
;     for t in range(64):
;         ext = t / 16
;         hit = 0x105 if ext > 1 else bn.INVALID
;         out[8 * t:8 * t + 5] = [hit, bn.INVALID, bn.INVALID, bn.INVALID, f2u(ext)]
;     return {"out": out}
; @end
	s_lshr_b64 s[20:21], s[0:1], 3          ; bvh64, T# base 0: the node's address >> 3
	s_or_b32 s20, s20, 5                    ; ... | type 5 (box32)
	v_mov_b32_e32 v10, s20
	v_mov_b32_e32 v11, s21
	v_cvt_f32_u32_e32 v1, v0
	v_mul_f32_e32 v1, 0x3d800000, v1        ; t / 16
	s_mov_b32 m0, s4
	v_movreld_b32_e32 v0, v1                ; v200 = t / 16
	v_mov_b32_e32 v12, -1.0
	v_mov_b32_e32 v13, 0.5
	v_mov_b32_e32 v14, 0.5
	v_mov_b32_e32 v15, 1.0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 1.0
	v_mov_b32_e32 v19, 0x7f800000
	v_mov_b32_e32 v20, 0x7f800000
	image_bvh64_intersect_ray v[4:7], [v10, v11, v200, v12, v13, v14, v15, v16, v17, v18, v19, v20], s[8:11]
	v_movrels_b32_e32 v8, v0                ; v200 again
	v_lshlrev_b32_e32 v2, 5, v0
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v2, v[4:7], s[2:3]
	global_store_dword v2, v8, s[2:3] offset:16
	s_endpgm
