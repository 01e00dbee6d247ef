#version 450
// Per-sample interpolation (runs the PS per sample on a 4x target).
layout(location = 0) sample in vec4 v_persp;
layout(location = 1) noperspective sample in vec4 v_linear;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = v_persp - v_linear;
}
