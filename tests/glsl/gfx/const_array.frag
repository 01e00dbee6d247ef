#version 450
// A constant array indexed by a per-pixel value: ACO places it after the
// code and reads it pc-relative.
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
const vec4 palette[8] = vec4[8](
	vec4(0.0, 0.0, 0.0, 1.0), vec4(1.0, 0.0, 0.0, 1.0), vec4(0.0, 1.0, 0.0, 1.0),
	vec4(0.0, 0.0, 1.0, 1.0), vec4(1.0, 1.0, 0.0, 1.0), vec4(1.0, 0.0, 1.0, 1.0),
	vec4(0.0, 1.0, 1.0, 1.0), vec4(0.5, 0.25, 0.125, 1.0));
void main() {
	int i = int(v_col.x * 7.99) & 7;
	o_col = palette[i] * v_col.w;
}
