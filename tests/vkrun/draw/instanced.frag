#version 450
layout(location = 0) flat in vec4 v_colour;
layout(location = 1) flat in uint v_instance;
layout(location = 2) flat in ivec2 v_place;
layout(location = 0) out vec4 rt_half;
layout(location = 1) out uint rt_uint;
layout(location = 2) out ivec2 rt_sint;

void main()
{
	rt_half = v_colour;
	rt_uint = v_instance + 1u;
	rt_sint = v_place;
}
