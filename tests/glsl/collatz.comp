// A loop with a data-dependent exit, a break and a continue: Collatz steps
// until 1, capped at 400, counting the odd steps separately.
// out_[2 * i] = steps, out_[2 * i + 1] = odd steps.
// @dispatch 2 1 1
// @push 0 buffer out_ u32 256 out
// @push 8 u32 start 27
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints out_; uint start; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   uint n = pc.start + i;
   uint steps = 0u, odd = 0u;
   while (true) {
      if (n == 1u)
         break;
      steps++;
      if (steps >= 400u)
         break;
      if ((n & 1u) == 0u) {
         n >>= 1;
         continue;
      }
      odd++;
      n = 3u * n + 1u;
   }
   pc.out_.v[2u * i] = steps;
   pc.out_.v[2u * i + 1u] = odd;
}
