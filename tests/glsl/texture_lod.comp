// Sampling in a compute shader: textureLod with linear filtering between
// mip levels, texelFetch of level 1, textureSize, textureQueryLevels,
// textureGather of the green components, from a combined image sampler;
// results to a buffer.
// @subgroups 1 8 16
// @dispatch 2 1 1
// @image 0 0 tex combined rgba32f 8x8 in hash mips=3 filter=linear mipmap=linear address=repeat
// @push 0 buffer out_ float 1024 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Floats { float v[]; };
layout(push_constant) uniform Push { Floats out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   // products only: a fused multiply-add in one compiler and not in the
   // other would move the coordinates
   vec2 uv = vec2(float(i % 11u), float(i / 11u)) * vec2(0.13, 0.087);
   float lod = float(i % 5u) * 0.45;
   vec4 a = textureLod(tex, uv, lod);
   vec4 b = texelFetch(tex, ivec2(i % 4u, (i / 4u) % 4u), 1);
   vec4 g = textureGather(tex, uv, 1);
   ivec2 s = textureSize(tex, 1);
   uint o = i * 8u;
   pc.out_.v[o + 0u] = a.x;
   pc.out_.v[o + 1u] = a.y + a.w;
   pc.out_.v[o + 2u] = b.z;
   pc.out_.v[o + 3u] = b.w;
   pc.out_.v[o + 4u] = g.x - g.y;
   pc.out_.v[o + 5u] = g.z * g.w;
   pc.out_.v[o + 6u] = float(s.x * 100 + s.y);
   pc.out_.v[o + 7u] = float(textureQueryLevels(tex));
}
