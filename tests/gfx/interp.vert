#version 450
// The vertex stage of the interpolation tests: one triangle over most of
// a 16x16 target, its vertices at different w (perspective matters), and
// params 3, 5 and 6 with different values at each vertex.
layout(location = 3) out vec4 p3;
layout(location = 5) out vec4 p5;
layout(location = 6) out vec4 p6;
const vec4 pos[3] = vec4[3](vec4(-1.0, -1.0, 0.25, 1.0), vec4(3.0, -2.0, 0.5, 2.0),
                            vec4(-2.0, 6.0, 0.75, 2.5));
const vec4 a[3] = vec4[3](vec4(1.0, 2.0, -3.0, 0.125), vec4(7.5, -1.0, 4.0, 100.0),
                          vec4(-2.0, 0.3, 9.0, 1e-3));
const vec4 b[3] = vec4[3](vec4(0.1, 0.2, 0.3, 0.4), vec4(5.0, 6.0, 7.0, 8.0),
                          vec4(-9.0, -10.0, -11.0, -12.0));
void main()
{
	gl_Position = pos[gl_VertexIndex];
	p3 = a[gl_VertexIndex];
	p5 = b[gl_VertexIndex];
	p6 = a[gl_VertexIndex].wzyx * 3.0;
}
