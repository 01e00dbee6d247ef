#version 450
// The GLSL of tests/gfx/vs_fullscreen.s: one triangle over the target from
// the vertex id, param0 = (id, 0.25, 0.5, 1.0).
layout(location = 0) out vec4 p;
void main()
{
	int i = gl_VertexIndex;
	gl_Position = vec4(float(4 * (i & 1) - 1), float(2 * (i & 2) - 1), 0.5, 1.0);
	p = vec4(float(i), 0.25, 0.5, 1.0);
}
