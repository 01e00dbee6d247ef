#version 450
// interp.vert's triangle and param 3, with a clip distance that cuts the
// triangle (0.5 - x at each vertex: the pixels left of x = 0.5 remain), a
// cull distance that keeps it and a point size (no matter to a triangle).
layout(location = 3) out vec4 p3;
out gl_PerVertex {
	vec4 gl_Position;
	float gl_PointSize;
	float gl_ClipDistance[1];
	float gl_CullDistance[1];
};
const vec4 pos[3] = vec4[3](vec4(-1.0, -1.0, 0.25, 1.0), vec4(3.0, -2.0, 0.5, 2.0),
                            vec4(-2.0, 6.0, 0.75, 2.5));
const vec4 a[3] = vec4[3](vec4(1.0, 2.0, -3.0, 0.125), vec4(7.5, -1.0, 4.0, 100.0),
                          vec4(-2.0, 0.3, 9.0, 1e-3));
void main()
{
	gl_Position = pos[gl_VertexIndex];
	gl_ClipDistance[0] = 0.5 - pos[gl_VertexIndex].x;
	gl_CullDistance[0] = 1.0;
	gl_PointSize = 1.0;
	p3 = a[gl_VertexIndex];
}
