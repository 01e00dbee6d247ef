#version 450
// Its push-constant block starts at byte 16 of the layout, after the
// vertex stage's.
layout(push_constant) uniform Push {
	layout(offset = 16) uint tint;
} pc;
layout(location = 0) flat in vec4 v_colour;
layout(location = 1) flat in uint v_record;
layout(location = 0) out vec4 rt_colour;
layout(location = 1) out uint rt_record;

void main()
{
	rt_colour = v_colour;
	rt_record = v_record ^ pc.tint;
}
