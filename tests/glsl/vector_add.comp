// Vector add with a bounds check: c[i] = a[i] + b[i] for i < n.
// @dispatch 4 1 1
// @push 0 buffer a float 256 in ramp
// @push 8 buffer b float 256 in hash
// @push 16 buffer c float 256 out
// @push 24 u32 n 250
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Floats { float v[]; };
layout(push_constant) uniform Push { Floats a; Floats b; Floats c; uint n; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   if (i < pc.n)
      pc.c.v[i] = pc.a.v[i] + pc.b.v[i];
}
