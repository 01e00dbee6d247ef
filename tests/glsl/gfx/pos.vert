#version 450
// Shared by several scenes: position only (RGBA32F), plus a per-vertex
// attribute for the PS at location 0.
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) out vec4 v_col;
void main() {
	gl_Position = a_pos;
	v_col = a_col;
}
