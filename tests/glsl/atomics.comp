// Atomic adds to global memory: a total, a 16-bin histogram, and a max.
// The final contents do not depend on the order the lanes run in.
// @dispatch 4 1 1
// @push 0 buffer in_ u32 256 in hash
// @push 8 buffer counters u32 18 inout zero
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; Uints counters; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   uint x = pc.in_.v[i];
   atomicAdd(pc.counters.v[0], x & 0xffffu);
   atomicAdd(pc.counters.v[2u + (x >> 28)], 1u);
   if ((x & 1u) != 0u)
      atomicMax(pc.counters.v[1], x >> 4);
}
