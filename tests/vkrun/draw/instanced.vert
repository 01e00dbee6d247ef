#version 450
// A unit quad corner per vertex (R16G16_SFLOAT, in pixels), per instance a
// packed pixel offset (R32_UINT: x | y << 8) and a colour
// (A2B10G10R10_UNORM_PACK32); the target is 32 pixels wide and high.
layout(location = 0) in vec2 corner;
layout(location = 1) in uint place;
layout(location = 2) in vec4 colour;
layout(location = 0) flat out vec4 v_colour;
layout(location = 1) flat out uint v_instance;
layout(location = 2) flat out ivec2 v_place;

void main()
{
	vec2 p = vec2(float(place & 0xffu), float(place >> 8)) + corner;
	gl_Position = vec4(p / 16.0 - 1.0, 0.5, 1.0);
	v_colour = colour;
	v_instance = uint(gl_InstanceIndex);
	v_place = ivec2(int(place & 0xffu), -int(place >> 8));
}
