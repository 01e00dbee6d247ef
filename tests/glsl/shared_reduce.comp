// Workgroup sum in shared memory: a tree reduction with barrier() between
// steps, then every lane reads the total back.
// @dispatch 4 1 1
// @push 0 buffer in_ u32 512 in hash
// @push 8 buffer out_ u32 512 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 128) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; Uints out_; } pc;

shared uint partial[128];

void main()
{
   uint l = gl_LocalInvocationID.x;
   uint i = gl_GlobalInvocationID.x;
   partial[l] = pc.in_.v[i] >> 8;
   barrier();
   for (uint step = 64u; step > 0u; step >>= 1) {
      if (l < step)
         partial[l] += partial[l + step];
      barrier();
   }
   pc.out_.v[i] = partial[0] ^ partial[(l * 37u) % 128u];
}
