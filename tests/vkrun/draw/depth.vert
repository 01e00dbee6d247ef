#version 450
// A full-screen triangle per instance at depth z[instance], from a uniform
// buffer; no vertex inputs.
layout(set = 0, binding = 0) uniform Depths { vec4 z; } u;
layout(location = 0) flat out uint v_instance;

void main()
{
	vec2 p = vec2(float((gl_VertexIndex & 1) * 4 - 1), float((gl_VertexIndex & 2) * 2 - 1));
	gl_Position = vec4(p, u.z[gl_InstanceIndex], 1.0);
	v_instance = uint(gl_InstanceIndex);
}
