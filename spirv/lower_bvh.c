/*
 * lower_bvh.c -- image_bvh_intersect_ray and image_bvh64_intersect_ray:
 * one BVH node tested against one ray per active lane.
 *
 *   image_bvh64_intersect_ray v[0:3], v[4:15], s[0:3]
 *      per slot k: bvh_args[k] = {active_k, node v[4:5]_k, T# s[0:3],
 *                      extent v6_k, origin v[7:9]_k, dir v[10:12]_k,
 *                      inv_dir v[13:15]_k}
 *      for (k = 0; k < K; k++)           (one call site for K > 8: a
 *              if (bvh_args[k].active)    driver that inlines makes one
 *                      bvh_intersect(k)   copy; a call per slot below)
 *      per slot k: v[0:3]_k = active_k ? bvh_args[k].result : v[0:3]_k
 *
 * The caller reads the form's operands (32- or 64-bit node pointer, A16's
 * packed halves, the NSA or the contiguous addresses) into a Private array
 * and calls the function, which reads the node through the address map
 * (lower_address.c) like any global load.  The T# is four SGPRs read at
 * run time, not a descriptor binding: the instruction reads memory only
 * through the base address it holds.
 *
 * Operands (RDNA2 ISA guide, "Ray Tracing": the VGPR table): node_pointer
 * (one dword, two for bvh64), ray_extent, ray_origin xyz, ray_dir xyz,
 * ray_inv_dir xyz; with A16 dir and inv_dir are six halves in three
 * dwords (dir.x | dir.y << 16, dir.z | inv.x << 16, inv.y | inv.z << 16),
 * widened exactly to f32 here; the arithmetic is f32 for both.
 *
 * The T# (the guide's BVH resource table): base_address [39:0] in
 * 256-byte units, box_grow_value [62:55], box_sort_en [63], size [105:64]
 * (the index of the last 64-byte node), triangle_return_mode [120] (0:
 * t_num, t_denom, triangle_id, hit_status; 1: t_num, t_denom, I_num,
 * J_num), type [127:124].  RADV builds it from constants (base 0, size
 * 2^42 - 1, sorting on, mode 1) and passes the node's address in a 64-bit
 * node pointer.
 *
 * A node pointer is the node's byte offset from the base divided by 8,
 * its low 3 bits the node type (RADV: node = address >> 3 | type): the
 * node lies at base + (pointer >> 3) * 64.  Types, and the node layouts
 * of RADV's acceleration structures (radv_acceleration_structure.h):
 *   0..3  triangle (64 B): vertices at bytes 0, 12, 24 (f32 xyz); the
 *         dword at byte 60 says which barycentric each output is (byte
 *         `type` of it: bits 1:0 pick I, bits 3:2 pick J from the edge
 *         functions u, v, w; RADV writes 9, so I = v, J = w) and is the
 *         triangle_id of return mode 0.
 *   4     box16 (64 B): child pointers (dwords 0..3), then per child three
 *         dwords of halves: min.x | min.y << 16, min.z | max.x << 16,
 *         max.y | max.z << 16.
 *   5     box32 (128 B): child pointers, then per child min xyz, max xyz.
 *   6, 7  instance and AABB nodes: RADV tests them in shader code and
 *         never hands them to the instruction; the guide defines no test
 *         for them.  Here they return four 0xffffffff (no children), and
 *         no memory is read.
 * A node whose index (pointer >> 3) is past size is not read either and
 * returns four 0xffffffff (the guide names size as the bounds check but
 * not its result).
 *
 * Box test (RADV's software path, intersect_ray_amd_software_box, where
 * the guide gives no arithmetic): inv_dir clamped to [-FLT_MAX, FLT_MAX]
 * (a NaN component becomes -FLT_MAX: min/max return their number operand);
 * per axis b0 = (min - origin) * inv_dir, b1 = (max - origin) * inv_dir;
 * tmin = the largest of the axes' smaller bounds, tmax = the smallest of
 * their larger ones (NaNs dropped); tmax grows by box_grow_value ulps when
 * it is +0 or positive (at most to +inf); the child is hit when its min.x
 * is not NaN (RADV's inactive box), tmax >= max(0, tmin) and tmin < ray
 * extent.  A missed child's pointer reads 0xffffffff.  With box_sort_en the
 * four are ordered by tmin, nearest first, equal distances and misses in
 * node order; without it they stay in node order.
 *
 * Triangle test (RADV's intersect_ray_amd_software_tri, the watertight
 * test of Woop, Benthin and Wald, JCGT 2013): kz is the axis of the
 * largest |dir| (ties to the lower axis), kx = kz + 1, ky = kx + 1 (mod 3),
 * swapped when dir[kz] < 0; sz = 1 / dir[kz] (a correctly rounded
 * division), sx = dir[kx] * sz, sy = dir[ky] * sz; the vertices relative
 * to the origin sheared: ax = A[kx] - sx * A[kz], ay = A[ky] - sy * A[kz]
 * (b, c alike); u = cx * by - cy * bx, v = ax * cy - ay * cx,
 * w = bx * ay - by * ax.  Unless some of u, v, w are below 0 and some
 * above (NaN counts as neither): det = u + (v + w), t = (u * az + v * bz)
 * + w * cz with az = sz * A[kz] (b, c alike), and the triangle is hit when
 * sign(det) * t is not below 0 (sign of 0 and of NaN: 0) and neither t
 * nor det is NaN (RADV's emulation reports a NaN t as a hit; here it is a
 * miss, so that no device-chosen NaN reaches the result).  A hit returns
 * (t, det, I, J), or (t, det, triangle_id, 1); a miss (+inf, 1.0, 0, 0).
 * Every operation is one f32 operation rounded to nearest even, none
 * contracted into an fma.  RADV's emulation retests edges in double
 * precision when u, v or w is 0; that retest is not made here.
 */
#include <float.h>
#include <math.h>

#include "spirv/lower.h"

/* The Private array the caller fills and the function reads: one record
 * a slot. */
enum {
	ARG_NODE = 0,     /* node pointer, low and high dword */
	ARG_TDESC = 2,    /* the T#, four dwords */
	ARG_EXTENT = 6,
	ARG_ORIGIN = 7,   /* xyz, f32 bits */
	ARG_DIR = 10,
	ARG_INV = 13,
	ARG_RESULT = 16,  /* the four result dwords */
	ARG_PAGES = 20,   /* the page table's address (--address-map paged) */
	ARG_WINDOW = 22,  /* the 32-bit pointers' window (--address32-hi) */
	ARG_ACTIVE = 24,  /* 1: the slot's lane is active */
	ARG_COUNT = 25,   /* dwords of a slot's record; bvh_args holds K of
	                   * them, then the slot being tested */
};

/* Dword i of the record at dword `base` (a uint id) of bvh_args. */
static uint32_t
arg_ptr(struct agc_lower *l, uint32_t base, unsigned i)
{
	uint32_t p = agc_spv_type_pointer(l->m, SpvStorageClassPrivate, l->t_u32);
	uint32_t at = agc_lw_op2(l, SpvOpIAdd, l->t_u32, base, agc_lw_u32(l, i));
	return agc_spv_op(l->m, SpvOpAccessChain, p, 2, l->bvh_args, at);
}

static uint32_t
arg(struct agc_lower *l, uint32_t base, unsigned i)
{
	return agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, arg_ptr(l, base, i));
}

static void
set_arg(struct agc_lower *l, uint32_t base, unsigned i, uint32_t v)
{
	agc_spv_code(l->m, SpvOpStore, 2, arg_ptr(l, base, i), v);
}

static uint32_t
farg(struct agc_lower *l, uint32_t base, unsigned i)
{
	return agc_lw_bitcast(l, l->t_f32, arg(l, base, i));
}

/* f32 arithmetic, rounded once: never contracted into an fma */
static uint32_t
fop(struct agc_lower *l, SpvOp op, uint32_t a, uint32_t b)
{
	uint32_t r = agc_lw_op2(l, op, l->t_f32, a, b);
	agc_spv_instv(l->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, r,
		      (uint32_t)SpvDecorationNoContraction);
	return r;
}

static uint32_t
fcmp(struct agc_lower *l, SpvOp op, uint32_t a, uint32_t b)
{
	return agc_lw_op2(l, op, l->t_bool, a, b);
}

static uint32_t
nmin(struct agc_lower *l, uint32_t a, uint32_t b)
{
	return agc_lw_ext(l, l->t_f32, GLSLstd450NMin, 2, a, b);
}

static uint32_t
nmax(struct agc_lower *l, uint32_t a, uint32_t b)
{
	return agc_lw_ext(l, l->t_f32, GLSLstd450NMax, 2, a, b);
}

static uint32_t
ieq(struct agc_lower *l, uint32_t a, uint32_t c)
{
	return agc_lw_op2(l, SpvOpIEqual, l->t_bool, a, agc_lw_u32(l, c));
}

static uint32_t
uand(struct agc_lower *l, uint32_t a, uint32_t c)
{
	return agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, a, agc_lw_u32(l, c));
}

static uint32_t
ushr(struct agc_lower *l, uint32_t a, unsigned s)
{
	return agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, a, agc_lw_u32(l, s));
}

static uint32_t
land(struct agc_lower *l, uint32_t a, uint32_t b)
{
	return agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, a, b);
}

static uint32_t
lor(struct agc_lower *l, uint32_t a, uint32_t b)
{
	return agc_lw_op2(l, SpvOpLogicalOr, l->t_bool, a, b);
}

static uint32_t
lo32(struct agc_lower *l, uint32_t v64)
{
	return agc_spv_op(l->m, SpvOpUConvert, l->t_u32, 1, v64);
}

static uint32_t
hi32(struct agc_lower *l, uint32_t v64)
{
	return lo32(l, agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u64, v64, agc_lw_u32(l, 32)));
}

/* ---- the box test ---- */

/* A box node's children and bounds, read from memory into Function
 * variables (the two layouts are read under their own branches, so a
 * box16 node at the end of memory is never read past its 64 bytes). */
struct box {
	uint32_t child[4];     /* uint variables */
	uint32_t lo[4][3], hi[4][3]; /* float variables */
};

/* Dwords i and i + 1 (i even) of the node at addr64, one 8-byte load:
 * lavapipe gathers a load lane by lane, one element a lane, so a 64-bit
 * element halves the lanes' loads of 32-bit ones (and a vector load is
 * one gather per component).  A node is 64-byte aligned and a page holds
 * whole 16-byte chunks, so the first dword's address (translated like
 * any) addresses both. */
static void
node_pair(struct agc_lower *l, uint32_t addr64, unsigned i, uint32_t *w)
{
	struct agc_spv_module *m = l->m;
	uint32_t p8 = agc_spv_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, l->t_u64);
	uint32_t p = agc_spv_op(m, SpvOpBitcast, p8, 1, agc_lw_dword_ptr(l, addr64, i));
	uint32_t v = agc_spv_op(m, SpvOpLoad, l->t_u64, 3, p, (uint32_t)SpvMemoryAccessAlignedMask, 8u);
	w[0] = lo32(l, v);
	w[1] = hi32(l, v);
}

/* Dwords 4q..4q+3 of the node at addr64 */
static void
node_quad(struct agc_lower *l, uint32_t addr64, unsigned q, uint32_t *w)
{
	node_pair(l, addr64, 4 * q, w);
	node_pair(l, addr64, 4 * q + 2, w + 2);
}

static void
read_box32(struct agc_lower *l, uint32_t addr, const struct box *b)
{
	uint32_t w[24];
	for (unsigned q = 0; q < 6; q++)
		node_quad(l, addr, 1 + q, w + 4 * q);
	for (unsigned i = 0; i < 4; i++)
		for (unsigned c = 0; c < 3; c++) {
			agc_spv_code(l->m, SpvOpStore, 2, b->lo[i][c], agc_lw_bitcast(l, l->t_f32, w[6 * i + c]));
			agc_spv_code(l->m, SpvOpStore, 2, b->hi[i][c], agc_lw_bitcast(l, l->t_f32, w[6 * i + 3 + c]));
		}
}

/* box16: halves h = 0..5 (min xyz, max xyz) of each child, widened exactly. */
static void
read_box16(struct agc_lower *l, uint32_t addr, const struct box *b)
{
	uint32_t all[12];
	for (unsigned q = 0; q < 3; q++)
		node_quad(l, addr, 1 + q, all + 4 * q);
	for (unsigned i = 0; i < 4; i++) {
		const uint32_t *w = all + 3 * i;
		for (unsigned h = 0; h < 6; h++) {
			uint32_t word = w[h / 2];
			uint32_t bits = h % 2 ? ushr(l, word, 16) : uand(l, word, 0xffff);
			uint32_t f = agc_lw_f16_to_f32(l, bits);
			agc_spv_code(l->m, SpvOpStore, 2, h < 3 ? b->lo[i][h] : b->hi[i][h - 3], f);
		}
	}
}

/* tmax grown by `grow` ulps when it is +0 or positive: 0x3f800000 (1.0)
 * with grow 2 is 0x3f800002; at most +inf. */
static uint32_t
grow_tmax(struct agc_lower *l, uint32_t tmax, uint32_t grow)
{
	uint32_t bits = agc_lw_bitcast(l, l->t_u32, tmax);
	uint32_t up = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2,
				 agc_lw_op2(l, SpvOpIAdd, l->t_u32, bits, grow),
				 agc_lw_u32(l, 0x7f800000));
	uint32_t grows = agc_lw_op2(l, SpvOpULessThanEqual, l->t_bool, bits, agc_lw_u32(l, 0x7f800000));
	return agc_lw_bitcast(l, l->t_f32, agc_lw_select(l, l->t_u32, grows, up, bits));
}

/* The four children's pointers (0xffffffff where missed), sorted when
 * `sort` (bool).  A sorting network on (distance, child index) keys, so
 * that equal distances keep node order whatever the network. */
static void
box_test(struct agc_lower *l, const struct box *b, const uint32_t *origin, const uint32_t *inv,
	 uint32_t extent, uint32_t grow, uint32_t sort, uint32_t *out)
{
	uint32_t zero = agc_lw_fconst(l, 0.0f), inf = agc_lw_fconst(l, INFINITY);
	uint32_t ptr[4], dist[4], idx[4];
	for (unsigned i = 0; i < 4; i++) {
		uint32_t lo[3], hi[3], near[3], far[3];
		for (unsigned c = 0; c < 3; c++) {
			lo[c] = agc_spv_op(l->m, SpvOpLoad, l->t_f32, 1, b->lo[i][c]);
			hi[c] = agc_spv_op(l->m, SpvOpLoad, l->t_f32, 1, b->hi[i][c]);
			uint32_t b0 = fop(l, SpvOpFMul, fop(l, SpvOpFSub, lo[c], origin[c]), inv[c]);
			uint32_t b1 = fop(l, SpvOpFMul, fop(l, SpvOpFSub, hi[c], origin[c]), inv[c]);
			near[c] = nmin(l, b0, b1);
			far[c] = nmax(l, b0, b1);
		}
		uint32_t tmin = nmax(l, nmax(l, near[0], near[1]), near[2]);
		uint32_t tmax = grow_tmax(l, nmin(l, nmin(l, far[0], far[1]), far[2]), grow);
		uint32_t active = agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1,
					     agc_spv_op(l->m, SpvOpIsNan, l->t_bool, 1, lo[0]));
		uint32_t hit = land(l, active, land(l, fcmp(l, SpvOpFOrdGreaterThanEqual, tmax, nmax(l, zero, tmin)),
						    fcmp(l, SpvOpFOrdLessThan, tmin, extent)));
		uint32_t child = agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, b->child[i]);
		ptr[i] = agc_lw_select(l, l->t_u32, hit, child, agc_lw_u32(l, 0xffffffff));
		dist[i] = agc_lw_select(l, l->t_f32, hit, tmin, inf);
		idx[i] = agc_lw_u32(l, i);
	}
	static const unsigned net[5][2] = {{0, 1}, {2, 3}, {0, 2}, {1, 3}, {1, 2}};
	uint32_t sp[4], sd[4], si[4];
	for (unsigned i = 0; i < 4; i++) {
		sp[i] = ptr[i];
		sd[i] = dist[i];
		si[i] = idx[i];
	}
	for (unsigned n = 0; n < 5; n++) {
		unsigned x = net[n][0], y = net[n][1];
		uint32_t before = lor(l, fcmp(l, SpvOpFOrdLessThan, sd[y], sd[x]),
				      land(l, fcmp(l, SpvOpFOrdEqual, sd[y], sd[x]),
					   agc_lw_op2(l, SpvOpULessThan, l->t_bool, si[y], si[x])));
		uint32_t px = agc_lw_select(l, l->t_u32, before, sp[y], sp[x]);
		uint32_t py = agc_lw_select(l, l->t_u32, before, sp[x], sp[y]);
		uint32_t dx = agc_lw_select(l, l->t_f32, before, sd[y], sd[x]);
		uint32_t dy = agc_lw_select(l, l->t_f32, before, sd[x], sd[y]);
		uint32_t ix = agc_lw_select(l, l->t_u32, before, si[y], si[x]);
		uint32_t iy = agc_lw_select(l, l->t_u32, before, si[x], si[y]);
		sp[x] = px, sp[y] = py, sd[x] = dx, sd[y] = dy, si[x] = ix, si[y] = iy;
	}
	for (unsigned i = 0; i < 4; i++)
		out[i] = agc_lw_select(l, l->t_u32, sort, sp[i], ptr[i]);
}

/* ---- the triangle test ---- */

/* v[k] for an axis k (uint 0..2) */
static uint32_t
pick(struct agc_lower *l, const uint32_t *v, uint32_t k)
{
	return agc_lw_select(l, l->t_f32, ieq(l, k, 0), v[0],
			     agc_lw_select(l, l->t_f32, ieq(l, k, 1), v[1], v[2]));
}

static uint32_t
usel(struct agc_lower *l, uint32_t c, uint32_t a, uint32_t b)
{
	return agc_lw_select(l, l->t_u32, c, a, b);
}

/* sign(x) * t: 1, -1 or 0 (x zero or NaN) times t */
static uint32_t
signed_t(struct agc_lower *l, uint32_t x, uint32_t t)
{
	uint32_t zero = agc_lw_fconst(l, 0.0f);
	uint32_t s = agc_lw_select(l, l->t_f32, fcmp(l, SpvOpFOrdGreaterThan, x, zero), agc_lw_fconst(l, 1.0f),
				   agc_lw_select(l, l->t_f32, fcmp(l, SpvOpFOrdLessThan, x, zero),
						 agc_lw_fconst(l, -1.0f), zero));
	return fop(l, SpvOpFMul, s, t);
}

/* The watertight test of the triangle node at addr (see the top); the
 * result dwords into res[] (uint Function variables), which hold the miss
 * value. */
static void
tri_test(struct agc_lower *l, uint32_t addr, uint32_t type, const uint32_t *origin,
	 const uint32_t *dir, uint32_t ij, const uint32_t *res)
{
	struct agc_spv_module *m = l->m;
	uint32_t zero = agc_lw_fconst(l, 0.0f);
	uint32_t w[16];
	for (unsigned i = 0; i < 10; i += 2) /* the vertices: dwords 0..8 */
		node_pair(l, addr, i, w + i);
	node_pair(l, addr, 14, w + 14);
	uint32_t rel[3][3]; /* vertex - origin */
	for (unsigned v = 0; v < 3; v++)
		for (unsigned c = 0; c < 3; c++)
			rel[v][c] = fop(l, SpvOpFSub, agc_lw_bitcast(l, l->t_f32, w[3 * v + c]), origin[c]);
	uint32_t id = w[15];

	uint32_t ad[3];
	for (unsigned c = 0; c < 3; c++)
		ad[c] = agc_lw_ext(l, l->t_f32, GLSLstd450FAbs, 1, dir[c]);
	uint32_t kz = usel(l, fcmp(l, SpvOpFOrdGreaterThanEqual, ad[0], ad[1]),
			   usel(l, fcmp(l, SpvOpFOrdGreaterThanEqual, ad[0], ad[2]), agc_lw_u32(l, 0), agc_lw_u32(l, 2)),
			   usel(l, fcmp(l, SpvOpFOrdGreaterThanEqual, ad[1], ad[2]), agc_lw_u32(l, 1), agc_lw_u32(l, 2)));
	uint32_t kx0 = agc_lw_op2(l, SpvOpUMod, l->t_u32, agc_lw_op2(l, SpvOpIAdd, l->t_u32, kz, agc_lw_u32(l, 1)),
				  agc_lw_u32(l, 3));
	uint32_t ky0 = agc_lw_op2(l, SpvOpUMod, l->t_u32, agc_lw_op2(l, SpvOpIAdd, l->t_u32, kx0, agc_lw_u32(l, 1)),
				  agc_lw_u32(l, 3));
	uint32_t dz = pick(l, dir, kz);
	uint32_t flip = fcmp(l, SpvOpFOrdLessThan, dz, zero);
	uint32_t kx = usel(l, flip, ky0, kx0), ky = usel(l, flip, kx0, ky0);

	uint32_t sz = fop(l, SpvOpFDiv, agc_lw_fconst(l, 1.0f), dz);
	uint32_t sx = fop(l, SpvOpFMul, pick(l, dir, kx), sz);
	uint32_t sy = fop(l, SpvOpFMul, pick(l, dir, ky), sz);
	uint32_t px[3], py[3], pz[3];
	for (unsigned v = 0; v < 3; v++) {
		uint32_t z = pick(l, rel[v], kz);
		px[v] = fop(l, SpvOpFSub, pick(l, rel[v], kx), fop(l, SpvOpFMul, sx, z));
		py[v] = fop(l, SpvOpFSub, pick(l, rel[v], ky), fop(l, SpvOpFMul, sy, z));
		pz[v] = fop(l, SpvOpFMul, sz, z);
	}
	/* u: the edge b-c, v: c-a, w: a-b */
	uint32_t e[3];
	for (unsigned v = 0; v < 3; v++) {
		unsigned p = (v + 1) % 3, q = (v + 2) % 3;
		e[v] = fop(l, SpvOpFSub, fop(l, SpvOpFMul, px[q], py[p]), fop(l, SpvOpFMul, py[q], px[p]));
	}
	uint32_t below = zero, above = zero;
	for (unsigned v = 0; v < 3; v++) {
		uint32_t b = fcmp(l, SpvOpFOrdLessThan, e[v], zero), a = fcmp(l, SpvOpFOrdLessThan, zero, e[v]);
		below = v ? lor(l, below, b) : b;
		above = v ? lor(l, above, a) : a;
	}
	uint32_t inside = agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, land(l, below, above));
	uint32_t det = fop(l, SpvOpFAdd, e[0], fop(l, SpvOpFAdd, e[1], e[2]));
	uint32_t t = fop(l, SpvOpFAdd, fop(l, SpvOpFAdd, fop(l, SpvOpFMul, e[0], pz[0]), fop(l, SpvOpFMul, e[1], pz[1])),
			 fop(l, SpvOpFMul, e[2], pz[2]));
	uint32_t front = agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1,
				    fcmp(l, SpvOpFOrdLessThan, signed_t(l, det, t), zero));
	uint32_t nan = lor(l, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, t), agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, det));
	uint32_t hit = land(l, land(l, inside, front), agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, nan));

	/* I and J: the edge function that byte `type` of the id dword names */
	uint32_t sel = agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u32, id,
				  agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32, type, agc_lw_u32(l, 3)));
	uint32_t bary[2];
	for (unsigned j = 0; j < 2; j++) {
		uint32_t src = uand(l, ushr(l, sel, 2 * j), 3);
		bary[j] = agc_lw_bitcast(l, l->t_u32, pick(l, e, agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, src,
								    agc_lw_u32(l, 2))));
	}
	uint32_t out[4] = {
		agc_lw_bitcast(l, l->t_u32, t),
		agc_lw_bitcast(l, l->t_u32, det),
		usel(l, ij, bary[0], id),
		usel(l, ij, bary[1], agc_lw_u32(l, 1)),
	};
	uint32_t merge = agc_lw_if_begin(l, hit);
	for (unsigned i = 0; i < 4; i++)
		agc_spv_code(m, SpvOpStore, 2, res[i], out[i]);
	agc_lw_if_end(l, merge);
}

/* ---- the function ---- */

static uint32_t
fn_u32_var(struct agc_lower *l, uint32_t init)
{
	return agc_spv_fn_var(l->m, l->p_fn_u32, init);
}

/* bvh_intersect(): reads the arguments, dispatches on the node type, writes
 * the result.  Emitted after main (agc_lw_bvh_emit). */
static void
emit_function(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	uint32_t fn_t = agc_spv_type(m, SpvOpTypeFunction, &l->t_void, 1);
	agc_spv_fn_begin(m, l->t_void, fn_t);
	m->fn_header[2] = l->bvh_fn; /* the id main's calls name */
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->bvh_fn, 1, "bvh_intersect", NULL, 0);

	uint32_t slot = arg(l, agc_lw_u32(l, l->K * ARG_COUNT), 0);
	uint32_t at = agc_lw_op2(l, SpvOpIMul, l->t_u32, slot, agc_lw_u32(l, ARG_COUNT));
	uint32_t saved_pages = l->page_table, saved_window = l->window;
	if (l->o->address_map == AGC_ADDR_PAGED)
		l->page_table = agc_lw_join64(l, arg(l, at, ARG_PAGES), arg(l, at, ARG_PAGES + 1));
	if (l->o->address32)
		l->window = agc_lw_join64(l, arg(l, at, ARG_WINDOW), arg(l, at, ARG_WINDOW + 1));

	uint32_t lo = arg(l, at, ARG_NODE), hi = arg(l, at, ARG_NODE + 1);
	uint32_t t[4];
	for (unsigned i = 0; i < 4; i++)
		t[i] = arg(l, at, ARG_TDESC + i);
	uint32_t node = agc_lw_join64(l, lo, hi);
	uint32_t type = uand(l, lo, 7);
	uint32_t base = agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u64, agc_lw_join64(l, t[0], uand(l, t[1], 0xff)),
				   agc_lw_u32(l, 8));
	uint32_t size = agc_lw_join64(l, t[2], uand(l, t[3], 0x3ff));
	uint32_t grow = uand(l, ushr(l, t[1], 23), 0xff);
	uint32_t sort = agc_lw_op2(l, SpvOpINotEqual, l->t_bool, ushr(l, t[1], 31), agc_lw_u32(l, 0));
	uint32_t ij = agc_lw_op2(l, SpvOpINotEqual, l->t_bool, uand(l, ushr(l, t[3], 24), 1), agc_lw_u32(l, 0));
	uint32_t index = agc_lw_op2(l, SpvOpShiftRightLogical, l->t_u64, node, agc_lw_u32(l, 3));
	uint32_t addr = agc_lw_op2(l, SpvOpIAdd, l->t_u64, base,
				   agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u64, index, agc_lw_u32(l, 6)));
	uint32_t in_range = agc_lw_op2(l, SpvOpULessThanEqual, l->t_bool, index, size);

	uint32_t extent = farg(l, at, ARG_EXTENT);
	uint32_t origin[3], dir[3], inv[3];
	for (unsigned c = 0; c < 3; c++) {
		origin[c] = farg(l, at, ARG_ORIGIN + c);
		dir[c] = farg(l, at, ARG_DIR + c);
		inv[c] = nmin(l, nmax(l, farg(l, at, ARG_INV + c), agc_lw_fconst(l, -FLT_MAX)),
			      agc_lw_fconst(l, FLT_MAX));
	}

	uint32_t res[4];
	for (unsigned i = 0; i < 4; i++)
		res[i] = fn_u32_var(l, agc_lw_u32(l, 0xffffffff));

	/* triangles: types 0..3 */
	uint32_t merge = agc_lw_if_begin(l, land(l, in_range, agc_lw_op2(l, SpvOpULessThan, l->t_bool, type,
									  agc_lw_u32(l, 4))));
	static const uint32_t miss[4] = {0x7f800000, 0x3f800000, 0, 0};
	for (unsigned i = 0; i < 4; i++)
		agc_spv_code(m, SpvOpStore, 2, res[i], agc_lw_u32(l, miss[i]));
	tri_test(l, addr, type, origin, dir, ij, res);
	agc_lw_if_end(l, merge);

	/* boxes: 4 (box16), 5 (box32) */
	uint32_t is16 = ieq(l, type, 4), is32 = ieq(l, type, 5);
	merge = agc_lw_if_begin(l, land(l, in_range, lor(l, is16, is32)));
	struct box b;
	uint32_t p_fn_f32 = agc_spv_type_pointer(m, SpvStorageClassFunction, l->t_f32);
	uint32_t child[4];
	node_quad(l, addr, 0, child);
	for (unsigned i = 0; i < 4; i++) {
		b.child[i] = fn_u32_var(l, 0);
		agc_spv_code(m, SpvOpStore, 2, b.child[i], child[i]);
		for (unsigned c = 0; c < 3; c++) {
			b.lo[i][c] = agc_spv_fn_var(m, p_fn_f32, 0);
			b.hi[i][c] = agc_spv_fn_var(m, p_fn_f32, 0);
		}
	}
	uint32_t m32 = agc_lw_if_begin(l, is32);
	read_box32(l, addr, &b);
	agc_lw_if_end(l, m32);
	uint32_t m16 = agc_lw_if_begin(l, is16);
	read_box16(l, addr, &b);
	agc_lw_if_end(l, m16);
	uint32_t out[4];
	box_test(l, &b, origin, inv, extent, grow, sort, out);
	for (unsigned i = 0; i < 4; i++)
		agc_spv_code(m, SpvOpStore, 2, res[i], out[i]);
	agc_lw_if_end(l, merge);

	for (unsigned i = 0; i < 4; i++)
		set_arg(l, at, ARG_RESULT + i, agc_spv_op(m, SpvOpLoad, l->t_u32, 1, res[i]));
	agc_spv_code(m, SpvOpReturn, 0);
	agc_spv_fn_end(m);
	l->page_table = saved_pages;
	l->window = saved_window;
}

void
agc_lw_bvh_emit(struct agc_lower *l)
{
	if (l->bvh_fn)
		emit_function(l);
}

/* ---- the instruction ---- */

/* The function's id and its Private argument array, made on first use. */
static void
bvh_setup(struct agc_lower *l)
{
	if (l->bvh_fn)
		return;
	struct agc_spv_module *m = l->m;
	l->bvh_fn = agc_spv_id(m);
	uint32_t n = l->K * ARG_COUNT + 1;
	uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, n)}, 2);
	l->bvh_args = agc_spv_global(m, agc_spv_type_pointer(m, SpvStorageClassPrivate, arr),
				     SpvStorageClassPrivate);
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->bvh_args, 1, "bvh_args", NULL, 0);
	l->interface[l->ninterface++] = l->bvh_args;
}

/* Up to this many slots an instruction calls the function once per slot,
 * with the slot a constant (fastest on lavapipe); past it, from one call
 * site in a loop (call_each_slot). */
#define CALL_SITES_MAX 8

/* One call site for every slot, so that a driver inlining the function
 * makes one copy of it per instruction, not K (S = 1: K = 32 or 64):
 *
 *   for (k = 0; k < K; k++)
 *           if (bvh_args[k].active) { bvh_args.slot = k; bvh_intersect(); }
 */
static void
call_each_slot(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	uint32_t i = agc_spv_fn_var(m, l->p_fn_u32, 0);
	agc_spv_code(m, SpvOpStore, 2, i, agc_lw_u32(l, 0));
	uint32_t header = agc_spv_id(m), check = agc_spv_id(m), body = agc_spv_id(m);
	uint32_t cont = agc_spv_id(m), merge = agc_spv_id(m);
	agc_spv_code(m, SpvOpBranch, 1, header);
	agc_spv_code(m, SpvOpLabel, 1, header);
	agc_spv_code(m, SpvOpLoopMerge, 3, merge, cont, (uint32_t)SpvLoopControlMaskNone);
	agc_spv_code(m, SpvOpBranch, 1, check);
	agc_spv_code(m, SpvOpLabel, 1, check);
	uint32_t k = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, i);
	agc_spv_code(m, SpvOpBranchConditional, 3,
		     agc_lw_op2(l, SpvOpULessThan, l->t_bool, k, agc_lw_u32(l, l->K)), body, merge);
	agc_spv_code(m, SpvOpLabel, 1, body);
	uint32_t at = agc_lw_op2(l, SpvOpIMul, l->t_u32, k, agc_lw_u32(l, ARG_COUNT));
	uint32_t on = agc_lw_op2(l, SpvOpINotEqual, l->t_bool, arg(l, at, ARG_ACTIVE), agc_lw_u32(l, 0));
	uint32_t done = agc_lw_if_begin(l, on);
	set_arg(l, agc_lw_u32(l, l->K * ARG_COUNT), 0, k);
	agc_spv_op(m, SpvOpFunctionCall, l->t_void, 1, l->bvh_fn);
	agc_lw_if_end(l, done);
	agc_spv_code(m, SpvOpBranch, 1, cont);
	agc_spv_code(m, SpvOpLabel, 1, cont);
	agc_spv_code(m, SpvOpStore, 2, i, agc_lw_op2(l, SpvOpIAdd, l->t_u32, k, agc_lw_u32(l, 1)));
	agc_spv_code(m, SpvOpBranch, 1, header);
	agc_spv_code(m, SpvOpLabel, 1, merge);
	l->exec_cache = 0;
}

/* Address i of the instruction for a slot (its VGPR, NSA or contiguous). */
static uint32_t
addr_word(struct agc_lower *l, const struct agc_inst *mi, unsigned i, unsigned slot)
{
	return agc_lw_read_vgpr(l, mi->addr[i], slot);
}

int
agc_lower_bvh(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	bool b64 = mi->op == 0xe7;
	const struct agc_operand *rsrc = NULL;
	for (unsigned i = 0; i < mi->nuse; i++)
		if (mi->use[i].reg < 128)
			rsrc = &mi->use[i];
	if (!rsrc || mi->ndef != 1)
		return agc_lw_unsupported(l, in, "not supported yet: a BVH instruction without its T# "
					  "SGPRs or its four result VGPRs");
	bvh_setup(l);
	uint32_t tdesc[4];
	for (unsigned i = 0; i < 4; i++)
		tdesc[i] = agc_lw_read_sreg(l, rsrc->reg + i);
	unsigned vdata = mi->def[0].reg - AGC_REG_VGPR0;
	unsigned first = b64 ? 2 : 1; /* the extent's address */
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t at = agc_lw_u32(l, k * ARG_COUNT);
		set_arg(l, at, ARG_ACTIVE, agc_lw_select(l, l->t_u32, agc_lw_active(l, k), agc_lw_u32(l, 1),
							 agc_lw_u32(l, 0)));
		set_arg(l, at, ARG_NODE, addr_word(l, mi, 0, k));
		set_arg(l, at, ARG_NODE + 1, b64 ? addr_word(l, mi, 1, k) : agc_lw_u32(l, 0));
		for (unsigned i = 0; i < 4; i++)
			set_arg(l, at, ARG_TDESC + i, tdesc[i]);
		for (unsigned i = 0; i < 4; i++) /* extent, origin */
			set_arg(l, at, ARG_EXTENT + i, addr_word(l, mi, first + i, k));
		if (!mi->a16) {
			for (unsigned i = 0; i < 6; i++)
				set_arg(l, at, ARG_DIR + i, addr_word(l, mi, first + 4 + i, k));
		} else {
			/* dir xyz, inv xyz: six halves, low half first */
			for (unsigned h = 0; h < 6; h++) {
				uint32_t w = addr_word(l, mi, first + 4 + h / 2, k);
				uint32_t f = agc_lw_f16_to_f32(l, agc_lw_half(l, w, h % 2, false));
				set_arg(l, at, ARG_DIR + h, agc_lw_bitcast(l, l->t_u32, f));
			}
		}
		if (l->o->address_map == AGC_ADDR_PAGED) {
			set_arg(l, at, ARG_PAGES, lo32(l, l->page_table));
			set_arg(l, at, ARG_PAGES + 1, hi32(l, l->page_table));
		}
		if (l->o->address32) {
			set_arg(l, at, ARG_WINDOW, lo32(l, l->window));
			set_arg(l, at, ARG_WINDOW + 1, hi32(l, l->window));
		}
	}
	if (l->K <= CALL_SITES_MAX) {
		for (unsigned k = 0; k < l->K; k++) {
			uint32_t done = agc_lw_if_begin(l, agc_lw_active(l, k));
			set_arg(l, agc_lw_u32(l, l->K * ARG_COUNT), 0, agc_lw_u32(l, k));
			agc_spv_op(m, SpvOpFunctionCall, l->t_void, 1, l->bvh_fn);
			agc_lw_if_end(l, done);
		}
	} else {
		call_each_slot(l);
	}
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t at = agc_lw_u32(l, k * ARG_COUNT), active = agc_lw_active(l, k);
		for (unsigned i = 0; i < 4; i++)
			agc_lw_write_vgpr(l, vdata + i, k, arg(l, at, ARG_RESULT + i), active);
	}
	return 0;
}
