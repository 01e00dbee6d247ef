// Float math: sqrt, exp2, log2, fma, floor/fract, int <-> float conversions,
// min/max/clamp, and NaN handling (isnan, comparisons with NaN, min/max with
// a NaN operand, where SPIR-V's FMin/FMax leave the result undefined, so
// NaN inputs are routed through explicit selects).
// Inputs: x from `a`; element i % 16 == 5 is replaced by a NaN.
// @dispatch 2 1 1
// @push 0 buffer a float 128 in hash
// @push 8 buffer out_ float 1024 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Floats { float v[]; };
layout(push_constant) uniform Push { Floats a; Floats out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   float x = pc.a.v[i];
   if (i % 16u == 5u)
      x = uintBitsToFloat(0x7fc00000u);
   float y = float(i) * 0.25 - 7.0;
   uint o = 8u * i;
   pc.out_.v[o + 0u] = sqrt(abs(x));
   pc.out_.v[o + 1u] = exp2(clamp(y, -20.0, 20.0)) + log2(abs(x) + 1.0);
   pc.out_.v[o + 2u] = fma(x, y, 0.5);
   pc.out_.v[o + 3u] = float(int(floor(y * 3.3))) + fract(y);
   pc.out_.v[o + 4u] = float(uint(abs(y) * 1000.0)) / 7.0;
   pc.out_.v[o + 5u] = isnan(x) ? -1.0 : max(min(x, y), -3.0);
   pc.out_.v[o + 6u] = (x < y) ? 1.0 : ((x >= y) ? 2.0 : 3.0);
   pc.out_.v[o + 7u] = clamp(y, -2.0, 2.0) * sign(y);
}
