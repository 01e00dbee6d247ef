#version 450
// Three render targets of different formats.
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_unorm;   // R8G8B8A8_UNORM
layout(location = 1) out vec4 o_float;   // R32G32B32A32_SFLOAT
layout(location = 2) out uint o_uint;    // R32_UINT
void main() {
	o_unorm = v_col;
	o_float = v_col * 3.0 - 1.0;
	o_uint = uint(v_col.x * 255.0) | (uint(v_col.y * 255.0) << 8);
}
