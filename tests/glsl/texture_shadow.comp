// Depth comparison and explicit gradients: textureLod on a shadow sampler
// (image_sample_c_l / _c_lz), textureGrad (image_sample_d), textureGather
// with a reference (image_gather4_c_lz); results to a buffer.
// @subgroups 1 8 16
// @dispatch 1 1 1
// @image 0 0 depth combined r32f 8x8 in ramp mips=2 filter=nearest compare=lequal
// @image 0 1 color combined rgba32f 8x8 in hash mips=3 filter=linear mipmap=linear
// @push 0 buffer out_ float 512 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform sampler2DShadow depth;
layout(set = 0, binding = 1) uniform sampler2D color;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Floats { float v[]; };
layout(push_constant) uniform Push { Floats out_; } pc;

void main()
{
   uint i = gl_LocalInvocationID.x;
   vec2 uv = vec2(float(i & 7u), float(i >> 3)) * vec2(0.125, 0.125);
   float ref = float(i % 13u) * 1.5;
   float s0 = textureLod(depth, vec3(uv, ref), 0.0);
   float s1 = textureLod(depth, vec3(uv.yx, ref), 1.0);
   vec4 g = textureGather(depth, uv, ref);
   vec2 dx = vec2(float(i & 3u), 0.0) * vec2(0.1, 0.0);
   vec2 dy = vec2(0.0, float(i >> 4)) * vec2(0.0, 0.07);
   vec4 c = textureGrad(color, uv, dx, dy);
   uint o = i * 8u;
   pc.out_.v[o + 0u] = s0;
   pc.out_.v[o + 1u] = s1;
   pc.out_.v[o + 2u] = g.x;
   pc.out_.v[o + 3u] = g.y;
   pc.out_.v[o + 4u] = g.w;
   pc.out_.v[o + 5u] = c.x;
   pc.out_.v[o + 6u] = c.z;
   pc.out_.v[o + 7u] = c.w;
}
