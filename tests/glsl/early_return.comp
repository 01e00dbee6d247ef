// Divergent early returns: some lanes leave before the store, some after
// a partial update, the rest run to the end.
// @dispatch 2 1 1
// @push 0 buffer in_ u32 128 in hash
// @push 8 buffer out_ u32 128 inout iota
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; Uints out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   uint x = pc.in_.v[i];
   if ((x & 3u) == 0u)
      return;
   pc.out_.v[i] = x;
   if ((x & 12u) == 4u)
      return;
   pc.out_.v[i] = x * 5u + i;
}
