"""Acceleration structures in the memory format of Mesa 22.3's RADV, as its
ray-query code (GL_EXT_ray_query compiled by ACO) reads them, built from a
list of triangles: one top-level structure with one instance of one
bottom-level structure, both in one buffer.

    byte 0       TLAS header: dword 0 is the offset of its BVH from the
                 header (the rest of the header is not read by traversal)
    TLAS BVH     root box32 (node pointer 5: offset 0, type 5) whose first
                 child is the instance node; parent links, one dword per
                 64-byte unit, lie just below the BVH (unit u's at BVH - 4 -
                 4 * u; 0xffffffff: the root)
    instance     128 bytes: dwords 0-1 the address of the BLAS's root box
                 (base_ptr), 2 custom index | mask << 24, 3 SBT offset |
                 flags << 24, 4-15 the world-to-object matrix as three rows
                 of (x, y, z, translation), 16-21 the AABB, 22 instance id,
                 23-31 the object-to-world 3x3
    BLAS BVH     root box32 at its base, box32 inner nodes of up to four
                 children, triangle nodes (tests/e2e/bvh_nodes.py), with
                 triangle_id = the primitive index and geometry dword =
                 geometry 0 | opaque (bit 31)

Node pointers are relative to their BVH's base: (byte offset / 8) | type.
The instance's base_ptr is absolute, so the buffer's device address is
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


def build_blas(tris, bvh, parent=bn.INVALID, top=True):
    """A subtree over tris (triangles i with their primitive index); returns
    (pointer, lo, hi)."""
    if len(tris) == 1 and not top:
        i, t = tris[0]
        off = bvh.reserve(64)
        bvh.nodes[off] = bn.triangle(t[0], t[1], t[2], prim_id=i, geometry=1 << 31, ij_id=9)
        bvh.parent[off // 64] = parent
        lo, hi = bounds([t])
        return bn.pointer(off, bn.TRIANGLE), lo, hi
    off = bvh.reserve(128)
    me = bn.pointer(off, bn.BOX32)
    bvh.parent[off // 64] = parent
    bvh.parent[off // 64 + 1] = parent
    groups = [tris[k::4] for k in range(4)] if len(tris) > 4 else [[t] for t in tris]
    children = [build_blas(g, bvh, me, False) for g in groups if g]
    while len(children) < 4:
        children.append(EMPTY)
    bvh.nodes[off] = bn.box32(children)
    lo, hi = bounds([[c[1], c[2]] for c in children if c[0] != bn.INVALID])
    return me, lo, hi


def build(tris):
    """The buffer's dwords and the (dword, byte offset) address patches."""
    blas = Bvh()
    root, lo, hi = build_blas(list(enumerate(tris)), blas)
    assert root == 5, "the BLAS root must be a box32 at offset 0"
    tlas = Bvh()
    troot = tlas.reserve(128)
    inst = tlas.reserve(128)
    tlas.parent[0] = tlas.parent[1] = bn.INVALID
    tlas.parent[2] = tlas.parent[3] = bn.pointer(troot, bn.BOX32)
    tlas.nodes[troot] = bn.box32([(bn.pointer(inst, bn.INSTANCE), lo, hi), EMPTY, EMPTY, EMPTY])
    ident = [1.0, 0, 0, 0, 0, 1.0, 0, 0, 0, 0, 1.0, 0]
    iw = [0, 0, 0xff << 24, 0] + [bn.f32_bits(x) for x in ident]
    iw += [bn.f32_bits(x) for x in lo + hi] + [0]
    iw += [bn.f32_bits(x) for x in (1.0, 0, 0, 0, 1.0, 0, 0, 0, 1.0)]
    tlas.nodes[inst] = iw
    header = 64  # bytes
    t_below, t_words = tlas.words()
    b_below, b_words = blas.words()
    t_base = header + 4 * len(t_below)
    b_base = t_base + 4 * len(t_words) + 4 * len(b_below)
    b_base = (b_base + 63) // 64 * 64
    words = [t_base] + [0] * (header // 4 - 1) + t_below + t_words
    pad = (b_base - 4 * len(b_below)) // 4 - len(words)
    words += [0] * pad + b_below + b_words
    assert 4 * (len(words) - len(b_words)) == b_base
    patches = [((t_base + inst) // 4, b_base)]
    return words, patches


if __name__ == "__main__":
    w, p = build([((0, 0, 2), (1, 0, 2), (0, 1, 2))])
    print(len(w), p)
