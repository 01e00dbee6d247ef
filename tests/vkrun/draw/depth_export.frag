#version 450
// Depth from the pixel's position: (x + 64 y) / 4096, exact in D32_SFLOAT.
layout(location = 0) out uint rt_pixel;

void main()
{
	uvec2 p = uvec2(gl_FragCoord.xy);
	gl_FragDepth = float(p.x + 64u * p.y) / 4096.0;
	rt_pixel = p.x | p.y << 16;
}
