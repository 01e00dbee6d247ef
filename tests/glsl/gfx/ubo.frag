#version 450
layout(set = 0, binding = 0) uniform Params {
	mat4 transform;
	vec4 tint;
	vec4 scale;
} u;
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = v_col * u.tint;
}
