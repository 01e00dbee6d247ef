// A loop whose trip count differs per lane: out[i] = sum of in[j] * (j + 1)
// for j in [i % 17, i % 17 + i % 23), plus a loop-carried xor.
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
   uint first = i % 17u, count = i % 23u;
   uint sum = 0u, mix = i;
   for (uint j = first; j < first + count; j++) {
      sum += pc.in_.v[j] * (j + 1u);
      mix = (mix ^ sum) * 16777619u;
   }
   pc.out_.v[i] = sum ^ (mix >> 7);
}
