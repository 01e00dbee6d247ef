#version 450
// A texel of a 4 x 4 texture per pixel, scaled by a uniform; every pixel
// counts itself in a storage buffer.
layout(set = 0, binding = 0) uniform U { vec4 scale; } u;
layout(set = 0, binding = 1) uniform sampler2D tex;
layout(set = 1, binding = 0) buffer Count { uint pixels; } count;
layout(location = 0) out vec4 rt;

void main()
{
	rt = texelFetch(tex, ivec2(gl_FragCoord.xy) % 4, 0) * u.scale;
	atomicAdd(count.pixels, 1u);
}
