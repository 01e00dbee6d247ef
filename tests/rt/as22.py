"""Acceleration structures in the memory format of Mesa 22.3's RADV, as its
ray-query code (GL_EXT_ray_query compiled by ACO) reads them, built from
triangles and boxes (procedural AABBs): one top-level structure over
instances of up to two bottom-level structures (one of triangles, one of
boxes), all in one buffer.

    byte 0       TLAS header: dword 0 is the offset of its BVH from the
                 header (the rest of the header is not read by traversal)
    TLAS BVH     root box32 (node pointer 5: offset 0, type 5), box32 inner
                 nodes of up to four children, instance nodes; parent
                 links, one dword per 64-byte unit, lie just below the BVH
                 (unit u's at BVH - 4 - 4 * u; 0xffffffff: the root)
    instance     128 bytes: dwords 0-1 the address of the BLAS's root box
                 (base_ptr), 2 custom index | mask << 24, 3 SBT offset |
                 flags << 24, 4-15 the world-to-object matrix as three rows
                 of (x, y, z, translation), 16 the instance id, 20-31 the
                 object-to-world matrix (offsets as the captured code reads
                 them: the instance id at byte 64)
    BLAS BVH     root box32 at its base, box32 inner nodes, triangle nodes
                 (tests/e2e/bvh_nodes.py), with triangle_id = the primitive
                 index and geometry dword = geometry 0 | opaque (bit 31), or
                 AABB nodes (type 7): bounds, primitive index (dword 6),
                 geometry dword (dword 7)

Node pointers are relative to their BVH's base: (byte offset / 8) | type.
An instance's base_ptr is absolute, so the buffer's device address is
patched in (agc-vkrun -w NAME@D=&NAME+BYTES): `patches` lists (dword,
byte offset) pairs.  Unused children: pointer 0xffffffff, NaN bounds.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
import bvh_nodes as bn  # noqa: E402

NAN = float("nan")
EMPTY = (bn.INVALID, (NAN, NAN, NAN), (NAN, NAN, NAN))
PARENT_UNITS = 64  # room for the parent links below each BVH, in dwords


def bounds(tris):
    lo = [min(v[c] for t in tris for v in t) for c in range(3)]
    hi = [max(v[c] for t in tris for v in t) for c in range(3)]
    return lo, hi


class Bvh:
    """One BVH: nodes at offsets from its base, parent links below it."""

    def __init__(self):
        self.nodes = {}   # byte offset -> dwords
        self.size = 0
        self.parent = {}  # unit -> parent pointer

    def reserve(self, nbytes):
        off = self.size
        self.size += nbytes
        return off

    def words(self):
        units = (self.size + 63) // 64
        assert units <= PARENT_UNITS, "scene too large for the parent-link room"
        below = [bn.INVALID] * PARENT_UNITS
        for u, p in self.parent.items():
            below[PARENT_UNITS - 1 - u] = p
        w = [0] * (self.size // 4)
        for off, nw in self.nodes.items():
            w[off // 4:off // 4 + len(nw)] = nw
        return below, w


def build_tree(items, bvh, leaf, parent=bn.INVALID, top=True):
    """A subtree of box32 nodes over items, up to four children a node;
    leaf(item, bvh, parent) lays out one item and returns (pointer, lo,
    hi).  Returns the subtree's (pointer, lo, hi)."""
    if len(items) == 1 and not top:
        return leaf(items[0], bvh, parent)
    off = bvh.reserve(128)
    me = bn.pointer(off, bn.BOX32)
    bvh.parent[off // 64] = parent
    bvh.parent[off // 64 + 1] = parent
    groups = [items[k::4] for k in range(4)] if len(items) > 4 else [[t] for t in items]
    children = [build_tree(g, bvh, leaf, me, False) for g in groups if g]
    while len(children) < 4:
        children.append(EMPTY)
    bvh.nodes[off] = bn.box32(children)
    lo, hi = bounds([[c[1], c[2]] for c in children if c[0] != bn.INVALID])
    return me, lo, hi


def triangle_leaf(item, bvh, parent):
    """Triangle i: a triangle node, triangle_id = i, geometry 0, opaque."""
    i, t = item
    off = bvh.reserve(64)
    bvh.nodes[off] = bn.triangle(t[0], t[1], t[2], prim_id=i, geometry=1 << 31, ij_id=9)
    bvh.parent[off // 64] = parent
    lo, hi = bounds([t])
    return bn.pointer(off, bn.TRIANGLE), lo, hi


def aabb_leaf(item, bvh, parent):
    """Box i (min xyz, max xyz): an AABB node (64 bytes): the bounds in
    dwords 0-5, primitive_id = i in dword 6, geometry 0 | opaque in dword
    7 (what the ray-query code reads: dwords 6 and 7)."""
    i, box = item
    off = bvh.reserve(64)
    bvh.nodes[off] = [bn.f32_bits(x) for x in box] + [i, 1 << 31] + [0] * 8
    bvh.parent[off // 64] = parent
    return bn.pointer(off, bn.AABB), list(box[:3]), list(box[3:])


IDENTITY = ((1.0, 0, 0, 0), (0, 1.0, 0, 0), (0, 0, 1.0, 0))


def inverse(m):
    """The inverse of the affine 3x4 m (rows of x, y, z, translation)."""
    a = [list(r[:3]) for r in m]
    det = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
           - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
           + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
    inv = [[0.0] * 3 for _ in range(3)]
    for r in range(3):
        for c in range(3):
            r1, r2 = [k for k in range(3) if k != c]
            c1, c2 = [k for k in range(3) if k != r]
            minor = a[r1][c1] * a[r2][c2] - a[r1][c2] * a[r2][c1]
            inv[r][c] = (-1) ** (r + c) * minor / det
    t = [-sum(inv[r][k] * m[k][3] for k in range(3)) for r in range(3)]
    return [inv[r] + [t[r]] for r in range(3)]


def apply(m, p):
    """The point p transformed by the 3x4 m."""
    return [sum(m[r][k] * p[k] for k in range(3)) + m[r][3] for r in range(3)]


def world_bounds(m, lo, hi, pad=1e-3):
    """Bounds of the box (lo, hi) transformed by m, grown by pad (f32
    rounding of the corners must not shrink them)."""
    corners = [apply(m, (x, y, z)) for x in (lo[0], hi[0]) for y in (lo[1], hi[1])
               for z in (lo[2], hi[2])]
    wl, wh = bounds([corners])
    return [x - pad for x in wl], [x + pad for x in wh]


def instance_node(blas_lo_hi, inst, index):
    """An instance node (128 bytes) as the ray-query code reads it: dwords
    0-1 base_ptr (patched), 2 custom index | mask << 24, 3 SBT offset |
    flags << 24 (0), 4-15 the world-to-object 3x4 (rows of x, y, z,
    translation: object = M * world + T), 16 the instance id, 20-31 the
    object-to-world 3x4 (not read by these shaders)."""
    m = inst.get("transform", IDENTITY)
    wto = inverse(m)
    words = [0, 0, (inst.get("custom", 0) & 0xffffff) | inst.get("mask", 0xff) << 24, 0]
    words += [bn.f32_bits(x) for r in wto for x in r]
    words += [index, 0, 0, 0]
    words += [bn.f32_bits(x) for r in m for x in r]
    assert len(words) == 32
    return words


def build(tris, aabbs=(), instances=None):
    """The buffer's dwords and the (dword, byte offset) address patches.

    tris: triangles (three xyz); aabbs: boxes (min xyz, max xyz);
    instances: dicts of blas ("tris" or "aabbs"), transform (the
    object-to-world 3x4, rows of x, y, z, translation), custom (index),
    mask; default one identity instance of the triangles (else of the
    boxes).  Instance i gets instance id i."""
    if instances is None:
        instances = [{"blas": "tris" if tris else "aabbs"}]
    blases = {}
    if tris:
        b = Bvh()
        root = build_tree(list(enumerate(tris)), b, triangle_leaf)
        blases["tris"] = (b, root)
    if aabbs:
        b = Bvh()
        root = build_tree(list(enumerate(aabbs)), b, aabb_leaf)
        blases["aabbs"] = (b, root)
    for b, root in blases.values():
        assert root[0] == 5, "a BLAS root must be a box32 at offset 0"
    tlas = Bvh()
    inst_at = {}

    def leaf(item, bvh, parent):
        i, inst = item
        off = bvh.reserve(128)
        bvh.parent[off // 64] = bvh.parent[off // 64 + 1] = parent
        _, lo, hi = blases[inst["blas"]][1]
        bvh.nodes[off] = instance_node((lo, hi), inst, i)
        inst_at[i] = off
        wl, wh = world_bounds(inst.get("transform", IDENTITY), lo, hi)
        return bn.pointer(off, bn.INSTANCE), wl, wh

    troot = build_tree(list(enumerate(instances)), tlas, leaf)
    assert troot[0] == 5
    header = 64  # bytes
    t_below, t_words = tlas.words()
    t_base = header + 4 * len(t_below)
    words = [t_base] + [0] * (header // 4 - 1) + t_below + t_words
    b_base = {}
    for name, (b, _) in blases.items():
        below, bw = b.words()
        base = (4 * (len(words) + len(below)) + 63) // 64 * 64
        words += [0] * ((base - 4 * len(below)) // 4 - len(words)) + below
        assert 4 * len(words) == base
        words += bw
        b_base[name] = base
    patches = [((t_base + inst_at[i]) // 4, b_base[inst["blas"]])
               for i, inst in enumerate(instances)]
    return words, patches


if __name__ == "__main__":
    w, p = build([((0, 0, 2), (1, 0, 2), (0, 1, 2))])
    print(len(w), p)
