// Storage images: loads from a read-only rgba32f image and a uint image that
// is also written (read-modify-write), stores to an rgba32f and an r32ui
// image, imageSize, and a store only where a per-texel condition holds.
// @subgroups 1 8 16
// @dispatch 2 2 1
// @image 0 0 src storage rgba32f 16x16 in hash
// @image 0 1 acc storage r32ui 16x16 inout hash
// @image 0 2 dst storage rgba32f 16x16 out
// @push 0 u32 bias 7
#version 460
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0, rgba32f) uniform readonly image2D src;
layout(set = 0, binding = 1, r32ui) uniform uimage2D acc;
layout(set = 0, binding = 2, rgba32f) uniform writeonly image2D dst;
layout(push_constant) uniform Push { uint bias; } pc;

void main()
{
   ivec2 p = ivec2(gl_GlobalInvocationID.xy);
   ivec2 size = imageSize(src);
   vec4 c = imageLoad(src, ivec2(size.x - 1 - p.x, p.y));
   uint a = imageLoad(acc, p).x;
   imageStore(dst, p, vec4(c.w, c.z * 2.0, c.y + float(a & 255u), float(size.y)));
   if ((a & 3u) != 0u)
      imageStore(acc, p, uvec4(a + pc.bias + uint(p.x * 100 + p.y)));
}
