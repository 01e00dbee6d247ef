#version 450
// A uniform buffer read in both stages (set 0, binding 0).
layout(set = 0, binding = 0) uniform Params {
	mat4 transform;
	vec4 tint;
	vec4 scale;
} u;
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) out vec4 v_col;
void main() {
	gl_Position = u.transform * a_pos;
	v_col = a_col * u.scale;
}
