; image_bvh_intersect_ray and image_bvh64_intersect_ray in their four
; forms over one node buffer (tests/e2e/bvh_nodes.py lays it out): per lane
; a node (box32, box16, triangles with two barycentric selections and a
; pointer of triangle type 1, a degenerate triangle, instance and AABB
; pointers) and a ray (axis-parallel, from inside a box, NaN and infinite
; components, negative zero, a t_max cut-off, a miss, a negative extent).
;   form 1: bvh64, contiguous, T# base 0 (the node's address in the
;           pointer), sorted, barycentrics (RADV's T#)
;   form 2: 32-bit pointer, NSA, T# base = the buffer, size = 7 units
;           (node 8, a box16, lies past it), sorted, barycentrics; lanes
;           with (id & 7) == 3 inactive (their VGPRs keep 0xdead000N)
;   form 3: bvh64, A16 (halves of dir / inv_dir), contiguous, unsorted,
;           box grow 3 ulps, triangle id + hit status
;   form 4: 32-bit pointer, A16, NSA, size 7, unsorted, grow 2, triangle id
; Out: per lane the four forms' results, 4 dwords each.
; S = 1 (32 or 64 slots an invocation) is left out: its module (580 KB)
; ran past agc-vkrun's 600 s on lavapipe 22.3.
; @workgroup 64
; @subgroups 8 16
; @user-sgprs 16
; @buffer bvh u32 160 model @0
; @buffer rays u32 1024 model @2
; @buffer out u32 1024 zero @4 out
; @push 6 7
; @push 8 0
; @push 9 0x80000000
; @push 10 0xffffffff
; @push 11 0x810003ff
; @push 12 0
; @push 13 3 << 23
; @push 14 0xffffffff
; @push 15 0x800003ff
; @model
; import math
; import bvh_nodes as bn
; INF, NAN, FMAX = float("inf"), float("nan"), 3.4028234663852886e38
; def scene():
;     L = bn.Layout()
;     A = L.add(bn.box32([
;         (0x105, (0, 0, 0), (1, 1, 1)),
;         (0x208, (2, -1, -1), (3, 2, 2)),
;         (0x314, (-3, -3, -3), (-2, -2, -2)),
;         (0x41d, (NAN, 0, 0), (5, 5, 5))]), bn.BOX32)
;     B = L.add(bn.box16([
;         (0x1000, (0.5, 0, 0), (1.5, 1, 1)),
;         (0x1008, (-1, -1, -1), (4, 4, 4)),
;         (0x1010, (5, 5, 5), (6, 6, 6)),
;         (0x1018, (0, 0, 0), (0, 0, 0))]), bn.BOX16)
;     T0 = L.add(bn.triangle((0, 0, 2), (1, 0, 2), (0, 1, 2), ij_id=9), bn.TRIANGLE)
;     T1 = L.add(bn.triangle((0, 0, 1), (0, 2, 1), (2, 0, 1), prim_id=77, ij_id=0x0806),
;                bn.TRIANGLE)
;     T2 = L.add(bn.triangle((0, 0, 3), (1, 1, 3), (2, 2, 3)), bn.TRIANGLE)
;     C = L.add(bn.box32([
;         (0x2000, (-INF, -1, -1), (INF, 1, 1)),
;         (0x2008, (1, 1, 1), (1, 1, 1)),
;         (0x2010, (0.25, 0.25, 0.25), (0.75, 0.75, 0.75)),
;         (0x2018, (10, 10, 10), (11, 11, 11))]), bn.BOX32)
;     D = L.add(bn.box16([
;         (0x3000, (1, 0, 0), (2, 1, 1)),
;         (0x3008, (1, 0, 0), (2, 1, 1)),
;         (0x3010, (-2, -2, -2), (-1, -1, -1)),
;         (0x3018, (3, 0, 0), (4, 1, 1))]), bn.BOX16)
;     nodes = [A, B, T0, T1, T1 | 1, T2, C, D, T0 & ~7 | 6, T0 & ~7 | 7]
;     return L, nodes
; RAYS = [((0.25, 0.25, -1), (0, 0, 1), 100), ((-1, 0.5, 0.5), (1, 0, 0), 100),
;         ((0.5, 0.5, 0.5), (0.3, 0.4, 0.5), INF), ((0.1, 0.2, 5), (0, 0, -1), 2.5),
;         ((0, 0, 0), (-1, -1, -1), 10), ((0.2, 0.3, -2), (0.01, 0.02, 1), 50),
;         ((NAN, 0, 0), (1, 0, 0), 100), ((0.2, 0.2, 0), (NAN, 0, 1), 100),
;         ((0.5, 0.5, -3), (INF, 0, 0), 100), ((100, 100, 100), (1, 0, 0), 100),
;         ((0.5, 0.5, 10), (0, 0, -1), 1e30), ((0.2, 0.2, -1), (0, 0, 1), -1),
;         ((0.3, 0.3, 0.5), (-0.0, 0.0, 1), 100)]
; def inv(x):
;     if x != x:
;         return NAN
;     return math.copysign(INF, x) if x == 0 else r32(1.0 / x)
; def half(x):
;     return 0x7e00 if x != x else h16(x)
; def init_bvh(n):
;     return scene()[0].dwords(n)
; def init_rays(n):
;     nodes = scene()[1]
;     w = []
;     for i in range(64):
;         o, d, ext = RAYS[i % len(RAYS)]
;         iv = [inv(x) for x in d]
;         h = [half(x) for x in list(d) + iv]
;         w += [nodes[i % len(nodes)], f2u(ext)] + [f2u(x) for x in o]
;         w += [f2u(x) for x in d] + [f2u(x) for x in iv]
;         w += [h[0] | h[1] << 16, h[2] | h[3] << 16, h[4] | h[5] << 16, 0, 0]
;     return w + [0] * (n - len(w))
; def r32(x):
;     try:
;         return struct.unpack("<f", struct.pack("<f", x))[0]
;     except OverflowError:
;         return math.copysign(INF, x)
; def nmin(a, b):
;     return b if a != a else a if b != b else min(a, b)
; def nmax(a, b):
;     return b if a != a else a if b != b else max(a, b)
; def box(w, typ, o, iv, ext, grow, sort):
;     iv = [nmin(nmax(x, -FMAX), FMAX) for x in iv]
;     res = []
;     for i in range(4):
;         if typ == bn.BOX32:
;             lo = [u2f(w[4 + 6 * i + c]) for c in range(3)]
;             hi = [u2f(w[7 + 6 * i + c]) for c in range(3)]
;         else:
;             hv = [hf((w[4 + 3 * i + k // 2] >> (16 * (k % 2))) & 0xffff) for k in range(6)]
;             lo, hi = hv[:3], hv[3:]
;         near, far = [], []
;         for c in range(3):
;             b0 = r32(r32(lo[c] - o[c]) * iv[c])
;             b1 = r32(r32(hi[c] - o[c]) * iv[c])
;             near.append(nmin(b0, b1))
;             far.append(nmax(b0, b1))
;         tmin = nmax(nmax(near[0], near[1]), near[2])
;         tmax = nmin(nmin(far[0], far[1]), far[2])
;         if f2u(tmax) <= 0x7f800000:
;             tmax = u2f(min(f2u(tmax) + grow, 0x7f800000))
;         hit = lo[0] == lo[0] and tmax >= nmax(0.0, tmin) and tmin < ext
;         res.append((tmin if hit else INF, i, w[i] if hit else bn.INVALID))
;     if sort:
;         res.sort(key=lambda r: (r[0], r[1]))
;     return [r[2] for r in res]
; def tri(w, typ, o, d, ij):
;     a = [[r32(u2f(w[3 * k + c]) - o[c]) for c in range(3)] for k in range(3)]
;     ad = [abs(x) for x in d]
;     if ad[0] >= ad[1]:
;         kz = 0 if ad[0] >= ad[2] else 2
;     else:
;         kz = 1 if ad[1] >= ad[2] else 2
;     kx = (kz + 1) % 3
;     ky = (kx + 1) % 3
;     if d[kz] < 0:
;         kx, ky = ky, kx
;     sz = math.copysign(INF, d[kz]) if d[kz] == 0 else r32(1.0 / d[kz])
;     sx, sy = r32(d[kx] * sz), r32(d[ky] * sz)
;     px = [r32(v[kx] - r32(sx * v[kz])) for v in a]
;     py = [r32(v[ky] - r32(sy * v[kz])) for v in a]
;     pz = [r32(sz * v[kz]) for v in a]
;     e = []
;     for k in range(3):
;         p, q = (k + 1) % 3, (k + 2) % 3
;         e.append(r32(r32(px[q] * py[p]) - r32(py[q] * px[p])))
;     below = any(x < 0 for x in e)
;     above = any(x > 0 for x in e)
;     det = r32(e[0] + r32(e[1] + e[2]))
;     t = r32(r32(r32(e[0] * pz[0]) + r32(e[1] * pz[1])) + r32(e[2] * pz[2]))
;     s = 1.0 if det > 0 else -1.0 if det < 0 else 0.0
;     hit = not (below and above) and not (r32(s * t) < 0) and t == t and det == det
;     if not hit:
;         return [0x7f800000, 0x3f800000, 0, 0]
;     sel = w[15] >> (8 * typ)
;     bi, bj = e[min(sel & 3, 2)], e[min((sel >> 2) & 3, 2)]
;     if ij:
;         return [f2u(t), f2u(det), f2u(bi), f2u(bj)]
;     return [f2u(t), f2u(det), w[15], 1]
; def test(mem, ptr, o, d, iv, ext, sort, grow, ij, size):
;     unit, typ = ptr >> 3, ptr & 7
;     if unit > size or typ >= 6:
;         return [bn.INVALID] * 4
;     w = mem[16 * unit:16 * unit + 32]
;     if typ < 4:
;         return tri(w, typ, o, d, ij)
;     return box(w, typ, o, iv, ext, grow, sort)
; def model(wave, b, push):
;     mem, rays, out = b["bvh"], b["rays"], b["out"]
;     for i in range(64):
;         r = rays[16 * i:16 * i + 16]
;         ext, o = u2f(r[1]), [u2f(x) for x in r[2:5]]
;         d, iv = [u2f(x) for x in r[5:8]], [u2f(x) for x in r[8:11]]
;         h = [hf((r[11 + k // 2] >> (16 * (k % 2))) & 0xffff) for k in range(6)]
;         res = test(mem, r[0], o, d, iv, ext, True, 0, True, 2 ** 42 - 1)
;         if i % 8 == 3:
;             res += [0xdead0001, 0xdead0002, 0xdead0003, 0xdead0004]
;         else:
;             res += test(mem, r[0], o, d, iv, ext, True, 0, True, push[6])
;         res += test(mem, r[0], o, h[:3], h[3:], ext, False, 3, False, 2 ** 42 - 1)
;         res += test(mem, r[0], o, h[:3], h[3:], ext, False, 2, False, push[6])
;         out[16 * i:16 * i + 16] = res
;     return {"out": out}
; @end
	s_lshr_b64 s[20:21], s[0:1], 3          ; base 0: a node's pointer is its address >> 3
	s_lshr_b64 s[22:23], s[0:1], 8          ; the 32-bit forms' base: the buffer
	s_and_b32 s23, s23, 0xff
	s_and_b32 s28, s0, 0xff
	s_lshr_b32 s29, s28, 3                  ; the buffer's offset from that base, as a pointer
	s_lshr_b32 s28, s28, 6                  ; ... and in 64-byte units
	s_mov_b32 s16, s22                      ; T# of form 2
	s_or_b32 s17, s23, 0x80000000           ; box_sort_en
	s_add_u32 s18, s28, s6                  ; size: the last unit
	s_mov_b32 s19, 0x81000000               ; type 8, triangle_return_mode 1
	s_mov_b32 s24, s22                      ; T# of form 4
	s_or_b32 s25, s23, 0x1000000            ; box_grow_value 2
	s_mov_b32 s26, s18
	s_mov_b32 s27, 0x80000000               ; type 8, triangle_return_mode 0
	v_lshlrev_b32_e32 v1, 6, v0
	global_load_dwordx4 v[20:23], v1, s[2:3]
	global_load_dwordx4 v[24:27], v1, s[2:3] offset:16
	global_load_dwordx4 v[28:31], v1, s[2:3] offset:32
	global_load_dwordx4 v[32:35], v1, s[2:3] offset:48
	s_waitcnt vmcnt(0)
	; form 1
	v_mov_b32_e32 v41, 0
	v_add_co_u32 v40, {vcc}, s20, v20
	v_add_co_ci_u32_e32 v41, {vcc}, s21, v41, {vcc}
	v_mov_b32_e32 v42, v21
	v_mov_b32_e32 v43, v22
	v_mov_b32_e32 v44, v23
	v_mov_b32_e32 v45, v24
	v_mov_b32_e32 v46, v25
	v_mov_b32_e32 v47, v26
	v_mov_b32_e32 v48, v27
	v_mov_b32_e32 v49, v28
	v_mov_b32_e32 v50, v29
	v_mov_b32_e32 v51, v30
	image_bvh64_intersect_ray v[60:63], v[40:51], s[8:11]
	; form 2
	v_add_nc_u32_e32 v52, s29, v20
	v_mov_b32_e32 v64, 0xdead0001
	v_mov_b32_e32 v65, 0xdead0002
	v_mov_b32_e32 v66, 0xdead0003
	v_mov_b32_e32 v67, 0xdead0004
	s_mov_b{b} {m:30}, {exec}
	v_and_b32_e32 v2, 7, v0
	v_cmpx_ne_u32_e32 3, v2
	image_bvh_intersect_ray v[64:67], [v52, v21, v22, v23, v24, v25, v26, v27, v28, v29, v30], s[16:19]
	s_mov_b{b} {exec}, {m:30}
	; form 3
	v_mov_b32_e32 v46, v31
	v_mov_b32_e32 v47, v32
	v_mov_b32_e32 v48, v33
	image_bvh64_intersect_ray v[68:71], v[40:48], s[12:15] a16
	; form 4
	image_bvh_intersect_ray v[72:75], [v52, v21, v22, v23, v24, v31, v32, v33], s[24:27] a16
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v1, v[60:63], s[4:5]
	global_store_dwordx4 v1, v[64:67], s[4:5] offset:16
	global_store_dwordx4 v1, v[68:71], s[4:5] offset:32
	global_store_dwordx4 v1, v[72:75], s[4:5] offset:48
	s_endpgm
