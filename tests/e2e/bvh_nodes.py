"""BVH nodes as the ray-tracing instructions read them, laid out in a
buffer of dwords, written from the node layouts of Mesa 22.3's RADV
(radv_acceleration_structure.h) and the RDNA2 ISA guide's node types.

A node pointer is (byte offset from the BVH base) / 8 with the node type
in its low 3 bits, so a node at byte 192 of type 0 is 192 // 8 | 0 = 24.

    triangle (type 0..3, 64 bytes): three f32 xyz vertices (dwords 0..8),
        dwords 9..11 reserved, 12 triangle id, 13 geometry id and flags,
        14 reserved, 15 the id whose byte per type names the barycentrics
        (RADV writes 9: I is the second edge function, J the third)
    box16 (type 4, 64 bytes): four child pointers, then per child three
        dwords of f16 bounds: min.x | min.y << 16, min.z | max.x << 16,
        max.y | max.z << 16
    box32 (type 5, 128 bytes): four child pointers, then per child
        min xyz, max xyz (f32), then four reserved dwords

Used by the assembly tests' headers (tests/e2e/asm/bvh_*.s) to fill the
node buffer, and by the acceleration-structure tests.
"""
import math
import struct

TRIANGLE, BOX16, BOX32, INSTANCE, AABB = 0, 4, 5, 6, 7
INVALID = 0xffffffff


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f16_bits(x):
    """x (exactly representable as f16, or an infinity or NaN) as f16 bits."""
    if math.isnan(x):
        return 0x7e00
    return struct.unpack("<H", struct.pack("<e", x))[0]


def pointer(offset, node_type):
    """The node pointer of the node at byte `offset` (a multiple of 64)."""
    assert offset % 64 == 0 and 0 <= node_type < 8
    return offset // 8 | node_type


def triangle(v0, v1, v2, prim_id=0, geometry=0, ij_id=9):
    words = [f32_bits(c) for v in (v0, v1, v2) for c in v]
    words += [0, 0, 0, prim_id, geometry, 0, ij_id]
    assert len(words) == 16
    return words


def box32(children):
    """children: four (pointer, (min xyz), (max xyz))."""
    words = [c[0] for c in children]
    for _, lo, hi in children:
        words += [f32_bits(x) for x in lo] + [f32_bits(x) for x in hi]
    words += [0] * 4
    assert len(words) == 32
    return words


def box16(children):
    words = [c[0] for c in children]
    for _, lo, hi in children:
        h = [f16_bits(x) for x in tuple(lo) + tuple(hi)]
        words += [h[0] | h[1] << 16, h[2] | h[3] << 16, h[4] | h[5] << 16]
    assert len(words) == 16
    return words


class Layout:
    """Nodes placed one after another at 64-byte boundaries."""

    def __init__(self):
        self.words = []

    def add(self, words, node_type):
        """Append a node; returns its pointer."""
        assert len(self.words) % 16 == 0
        p = pointer(len(self.words) * 4, node_type)
        self.words += words
        return p

    def dwords(self, count):
        assert len(self.words) <= count, "the buffer is too small for the nodes"
        return self.words + [0] * (count - len(self.words))
