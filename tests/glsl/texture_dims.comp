// Dims and separate samplers: a 3D texture and a 2D array sampled with
// textureLod through two separate samplers (rgba8 with nearest filtering:
// lavapipe's 8-bit linear filtering rounds differently at 16-lane vectors
// in non-uniform control flow), an integer 1D texture read with
// texelFetch, a 1D-array storage image read, a 3D storage image written,
// and the sizes of each (textureSize, imageSize).
// @subgroups 1 8 16
// @dispatch 1 1 1
// @image 0 0 vol sampled rgba8 4x4x4 in hash dim=3d
// @image 0 1 layers sampled rgba32f 4x4 in hash dim=2d_array layers=3
// @image 0 2 line sampled r32ui 16 in hash dim=1d
// @image 0 3 smp sampler - - in filter=nearest address=repeat
// @image 0 6 smp2 sampler - - in filter=linear address=mirror
// @image 0 4 rows storage rgba32f 8 in hash dim=1d_array layers=2
// @image 0 5 cube_out storage rgba32f 4x4x4 out dim=3d
// @push 0 buffer out_ float 512 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform texture3D vol;
layout(set = 0, binding = 1) uniform texture2DArray layers;
layout(set = 0, binding = 2) uniform utexture1D line;
layout(set = 0, binding = 3) uniform sampler smp;
layout(set = 0, binding = 6) uniform sampler smp2;
layout(set = 0, binding = 4, rgba32f) uniform readonly image1DArray rows;
layout(set = 0, binding = 5, rgba32f) uniform writeonly image3D cube_out;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Floats { float v[]; };
layout(push_constant) uniform Push { Floats out_; } pc;

void main()
{
   uint i = gl_LocalInvocationID.x;
   vec3 p = vec3(float(i & 3u), float((i >> 2) & 3u), float(i >> 4)) * vec3(0.3, 0.21, 0.17);
   vec4 v = textureLod(sampler3D(vol, smp), p, 0.0);
   vec4 l = textureLod(sampler2DArray(layers, smp2), vec3(p.xy, float(i % 3u)), 0.0);
   uint n = texelFetch(usampler1D(line, smp), int(i & 15u), 0).x;
   vec4 r = imageLoad(rows, ivec2(int(i & 7u), int(i >> 5)));
   ivec3 vs = textureSize(sampler3D(vol, smp), 0);
   ivec3 ls = textureSize(sampler2DArray(layers, smp), 0);
   ivec2 rs = imageSize(rows);
   imageStore(cube_out, ivec3(int(i & 3u), int((i >> 2) & 3u), int(i >> 4)), vec4(v.x, l.y, r.z, float(n & 255u)));
   uint o = i * 8u;
   pc.out_.v[o + 0u] = v.y;
   pc.out_.v[o + 1u] = v.w;
   pc.out_.v[o + 2u] = l.x;
   pc.out_.v[o + 3u] = l.w;
   pc.out_.v[o + 4u] = float(n >> 8);
   pc.out_.v[o + 5u] = r.x;
   pc.out_.v[o + 6u] = r.w;
   pc.out_.v[o + 7u] = float(vs.x + vs.y * 10 + vs.z * 100 + ls.x * 1000 + ls.z * 10000 + rs.x * 100000 + rs.y * 1000000);
}
