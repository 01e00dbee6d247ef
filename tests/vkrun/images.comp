// Images: a storage image read and one written, a 2-level texture read
// with texelFetch at level 1, and a combined image sampler sampled at texel
// centres of level 0 (nearest).
#version 460

layout(local_size_x = 4, local_size_y = 4) in;

layout(set = 0, binding = 0, r32ui) uniform readonly uimage2D src;
layout(set = 0, binding = 1, rgba32f) uniform writeonly image2D dst;
layout(set = 1, binding = 0) uniform texture2D levels;
layout(set = 1, binding = 1) uniform sampler smp;
layout(set = 1, binding = 2) uniform sampler2D tex;

void main()
{
	ivec2 p = ivec2(gl_GlobalInvocationID.xy);
	uint s = imageLoad(src, p).x;
	float l1 = texelFetch(sampler2D(levels, smp), p / 2, 1).x;
	vec4 t = textureLod(tex, (vec2(p) + 0.5) / 8.0, 0.0);
	imageStore(dst, p, vec4(float(s), l1, t.y, t.w));
}
