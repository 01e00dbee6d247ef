#version 450
layout(location = 0) in vec4 v_col;
layout(location = 1) flat in ivec2 v_ids;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = v_col + vec4(float(v_ids.x & 3) * 0.25, float(v_ids.y & 3) * 0.25, 0.0, 0.0);
}
