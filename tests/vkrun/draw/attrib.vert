#version 450
// The reference of pulled.vert: the same records through vertex attributes
// (R32G32_SFLOAT position and R8G8B8A8_UNORM colour per vertex, an
// R32G32_SFLOAT offset per instance).
layout(location = 0) in vec2 pos;
layout(location = 1) in vec4 colour;
layout(location = 2) in vec2 offset;
layout(location = 0) flat out vec4 v_colour;
layout(location = 1) flat out uint v_record;

void main()
{
	gl_Position = vec4((pos + offset) / 16.0 - 1.0, 0.5, 1.0);
	v_colour = colour;
	v_record = uint(gl_VertexIndex);
}
