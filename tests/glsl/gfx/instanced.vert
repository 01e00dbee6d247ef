#version 450
// Per-instance offset and colour (binding 1, instance rate), gl_VertexIndex
// and gl_InstanceIndex.
layout(location = 0) in vec4 a_pos;
layout(location = 1) in vec4 i_offset;   // per instance, RGBA32F
layout(location = 2) in vec4 i_col;      // per instance, RGBA8 unorm
layout(location = 0) out vec4 v_col;
layout(location = 1) flat out ivec2 v_ids;
void main() {
	gl_Position = a_pos + i_offset;
	v_col = i_col;
	v_ids = ivec2(gl_VertexIndex, gl_InstanceIndex);
}
