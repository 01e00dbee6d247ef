// Nested divergent ifs with work on both sides of each.
// @dispatch 2 1 1
// @push 0 buffer in_ i32 128 in hash
// @push 8 buffer out_ i32 128 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Ints { int v[]; };
layout(push_constant) uniform Push { Ints in_; Ints out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   int x = pc.in_.v[i];
   int r;
   if (x > 0) {
      if ((x & 1) != 0) {
         r = x * 3 + 1;
      } else {
         if ((x & 6) == 2)
            r = x >> 1;
         else
            r = x - 1000;
      }
   } else {
      if (x < -100000)
         r = -x;
      else
         r = x + int(i);
   }
   pc.out_.v[i] = r;
}
