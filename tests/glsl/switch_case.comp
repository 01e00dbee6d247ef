// A switch with fallthrough, a default and a case that loops.
// @dispatch 2 1 1
// @push 0 buffer in_ u32 128 in hash
// @push 8 buffer out_ u32 128 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; Uints out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   uint x = pc.in_.v[i];
   uint r = 0u;
   switch (x % 7u) {
   case 0u:
      r = x;
      break;
   case 1u:
      r = 100u;
      // fall through
   case 2u:
      r += x >> 3;
      break;
   case 4u:
      for (uint k = 0u; k < (x & 15u); k++)
         r += k * k;
      break;
   case 5u:
      r = ~x;
      break;
   default:
      r = i * 7u;
      break;
   }
   pc.out_.v[i] = r;
}
