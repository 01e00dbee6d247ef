#version 450
// Packed vertex formats: 10:10:10:2 unorm normal, half-float UV, a uint id.
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 a_normal;  // A2B10G10R10_UNORM_PACK32
layout(location = 2) in vec2 a_uv;      // R16G16_SFLOAT
layout(location = 3) in uint a_id;      // R32_UINT
layout(location = 4) in vec4 a_col;     // R8G8B8A8_UNORM
layout(location = 0) out vec4 v_normal;
layout(location = 1) out vec2 v_uv;
layout(location = 2) flat out uint v_id;
layout(location = 3) out vec4 v_col;
void main() {
	gl_Position = a_pos;
	v_normal = a_normal;
	v_uv = a_uv;
	v_id = a_id;
	v_col = a_col;
}
