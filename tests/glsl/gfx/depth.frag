#version 450
// Depth export.
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = v_col;
	gl_FragDepth = v_col.z * 0.5 + 0.25;
}
