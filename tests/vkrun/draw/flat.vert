#version 450
// Reference-mode vertex stage: position and colour from vertex attributes.
layout(location = 0) in vec4 pos;
layout(location = 1) in vec4 colour;
layout(location = 0) flat out vec4 v_colour;

void main()
{
	gl_Position = pos;
	v_colour = colour;
}
