#version 450
// Push constants in both stages: the VS reads bytes 0..15, the PS 16..31.
layout(push_constant) uniform Push {
	vec4 offset;
	vec4 tint;
} pc;
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) out vec4 v_col;
void main() {
	gl_Position = a_pos + pc.offset;
	v_col = a_col;
}
