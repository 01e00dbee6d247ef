#version 450
layout(location = 0) in vec4 v_normal;
layout(location = 1) in vec2 v_uv;
layout(location = 2) flat in uint v_id;
layout(location = 3) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = v_normal * v_col + vec4(v_uv, float(v_id & 7u) / 8.0, 1.0);
}
