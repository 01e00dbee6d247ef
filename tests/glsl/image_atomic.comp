// Image atomics: a 16-bin histogram (add), the sum of the values the adds
// returned (their order does not change the sum), max and or per bin, a
// signed min, and a compare-exchange on texels no two lanes share.
// @subgroups 1 8 16
// @dispatch 4 1 1
// @image 0 0 bins storage r32ui 16x4 inout zero
// @image 0 1 mins storage r32i 16x1 inout hash
// @image 0 2 swaps storage r32ui 256x1 inout iota
// @push 0 buffer in_ u32 256 in hash
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2D bins;
layout(set = 0, binding = 1, r32i) uniform iimage2D mins;
layout(set = 0, binding = 2, r32ui) uniform uimage2D swaps;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   uint x = pc.in_.v[i];
   int bin = int(x >> 28);
   uint old = imageAtomicAdd(bins, ivec2(bin, 0), 1u);
   imageAtomicAdd(bins, ivec2(bin, 1), old);
   imageAtomicMax(bins, ivec2(bin, 2), x & 0xffffu);
   imageAtomicOr(bins, ivec2(bin, 3), 1u << (x & 31u));
   imageAtomicMin(mins, ivec2(int(x & 15u), 0), int(x));
   if ((x & 1u) != 0u)
      imageAtomicCompSwap(swaps, ivec2(int(i), 0), i, x);
   imageAtomicXor(swaps, ivec2(int(i ^ 1u), 0), 0x100u);
}
