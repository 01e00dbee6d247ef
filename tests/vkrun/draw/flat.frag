#version 450
// The same colour into a float and a UNORM target.
layout(location = 0) flat in vec4 v_colour;
layout(location = 0) out vec4 rt_float;
layout(location = 1) out vec4 rt_unorm;

void main()
{
	rt_float = v_colour;
	rt_unorm = v_colour;
}
