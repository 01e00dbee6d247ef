#version 450
// The 16-bit interpolation test's vertex stage: param 3's x holds two
// f16 values packed (low: 1.5, -2.25, 3.0; high: 0.1, 7.0, -0.5 at the
// three vertices), as a VS exporting packed halves writes them.
layout(location = 3) out vec4 p3;
const vec4 pos[3] = vec4[3](vec4(-1.0, -1.0, 0.25, 1.0), vec4(3.0, -2.0, 0.5, 2.0),
                            vec4(-2.0, 6.0, 0.75, 2.5));
const vec2 h[3] = vec2[3](vec2(1.5, 0.1), vec2(-2.25, 7.0), vec2(3.0, -0.5));
void main()
{
	gl_Position = pos[gl_VertexIndex];
	p3 = vec4(uintBitsToFloat(packHalf2x16(h[gl_VertexIndex])), 0.0, 0.0, 0.0);
}
