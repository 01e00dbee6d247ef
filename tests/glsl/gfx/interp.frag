#version 450
layout(location = 0) in vec4 v_smooth;
layout(location = 1) flat in vec4 v_flat;
layout(location = 2) noperspective in vec4 v_linear;
layout(location = 3) centroid in vec4 v_centroid;
layout(location = 4) noperspective centroid in vec2 v_lin_centroid;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = v_smooth + v_flat * 0.5 + v_linear * 0.25 + v_centroid * 0.125 +
		vec4(v_lin_centroid, 0.0, 0.0);
}
