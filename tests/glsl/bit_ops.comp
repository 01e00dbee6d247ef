// Bit operations: bitCount, findMSB, findLSB, bitfieldExtract,
// bitfieldInsert, bitfieldReverse, rotations built from shifts.
// @dispatch 2 1 1
// @push 0 buffer in_ u32 128 in hash
// @push 8 buffer out_ u32 768 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; Uints out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   uint x = pc.in_.v[i] >> (i % 32u);
   uint o = 6u * i;
   pc.out_.v[o + 0u] = uint(bitCount(x));
   pc.out_.v[o + 1u] = uint(findMSB(x)) ^ (uint(findMSB(int(x | 0x80000000u))) << 8);
   pc.out_.v[o + 2u] = uint(findLSB(x));
   pc.out_.v[o + 3u] = bitfieldExtract(x, int(i % 20u), 9) ^ uint(bitfieldExtract(int(x), 3, 12));
   pc.out_.v[o + 4u] = bitfieldInsert(x, i, 5, 7) ^ bitfieldReverse(x);
   uint r = i % 31u + 1u;
   pc.out_.v[o + 5u] = (x << r) | (x >> (32u - r));
}
