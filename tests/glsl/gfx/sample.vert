#version 450
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) sample out vec4 v_persp;
layout(location = 1) noperspective sample out vec4 v_linear;
void main() {
	gl_Position = a_pos;
	v_persp = a_col;
	v_linear = a_col.yzwx;
}
