#version 450
// One output per interpolation mode, all from the same attribute.
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_col;
layout(location = 0) out vec4 v_smooth;
layout(location = 1) flat out vec4 v_flat;
layout(location = 2) noperspective out vec4 v_linear;
layout(location = 3) centroid out vec4 v_centroid;
layout(location = 4) noperspective centroid out vec2 v_lin_centroid;
void main() {
	gl_Position = a_pos;
	v_smooth = a_col;
	v_flat = a_col.wzyx;
	v_linear = a_col * 2.0;
	v_centroid = a_col + 1.0;
	v_lin_centroid = a_col.xy;
}
