#version 450
// Points with a per-vertex size.
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) out vec4 v_col;
void main() {
	gl_Position = a_pos;
	gl_PointSize = 1.0 + a_col.w * 7.0;
	v_col = a_col;
}
