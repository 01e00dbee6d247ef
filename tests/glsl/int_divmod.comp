// Integer division and modulo, unsigned and signed (negative operands,
// truncation towards zero; GLSL leaves % undefined for negative operands, so
// the signed remainder is n - (n / d) * d), by a per-lane divisor
// and by constants. Divisors are never 0 and INT_MIN / -1 never occurs.
// @dispatch 2 1 1
// @push 0 buffer num i32 128 in hash
// @push 8 buffer den i32 128 in hash
// @push 16 buffer out_ u32 768 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Ints { int v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Ints num; Ints den; Uints out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   int n = pc.num.v[i];
   int d = pc.den.v[i] >> (i % 29u);
   if (d == 0 || d == -1)
      d = int(i) + 3;
   uint un = uint(n), ud = uint(d);
   pc.out_.v[6u * i + 0u] = un / ud;
   pc.out_.v[6u * i + 1u] = un % ud;
   pc.out_.v[6u * i + 2u] = uint(n / d);
   pc.out_.v[6u * i + 3u] = uint(n - (n / d) * d);
   pc.out_.v[6u * i + 4u] = un / 7u + un % 1000u;
   pc.out_.v[6u * i + 5u] = uint(n / -3);
}
