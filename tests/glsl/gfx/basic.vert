#version 450
// Position (RGBA32F) and a colour (RGBA8 unorm) per vertex; the colour goes
// to the PS smooth.
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) out vec4 v_col;
void main() {
	gl_Position = a_pos;
	v_col = a_col;
}
