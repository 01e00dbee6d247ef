#version 450
// Two user clip distances.
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) out vec4 v_col;
out float gl_ClipDistance[2];
void main() {
	gl_Position = a_pos;
	gl_ClipDistance[0] = a_pos.x + 0.5;
	gl_ClipDistance[1] = 0.5 - a_pos.y;
	v_col = a_col;
}
