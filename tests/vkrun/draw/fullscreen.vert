#version 450
// One triangle that covers the whole target; no inputs.
void main()
{
	vec2 p = vec2(float((gl_VertexIndex & 1) * 4 - 1), float((gl_VertexIndex & 2) * 2 - 1));
	gl_Position = vec4(p, 0.0, 1.0);
}
