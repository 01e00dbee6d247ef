#version 450
// interp.vert's triangle and params into viewport 1, and the viewport
// index again as the recompiled vertex module writes it for a geometry
// module: the misc vector's z (index in bits 16..19) as a uint at the
// location after the params (SPI_VS_OUT_CONFIG: params 0..6, so 7).
#extension GL_ARB_shader_viewport_layer_array : require
layout(location = 3) out vec4 p3;
layout(location = 5) out vec4 p5;
layout(location = 6) out vec4 p6;
layout(location = 7) flat out uint misc;
const vec4 pos[3] = vec4[3](vec4(-1.0, -1.0, 0.25, 1.0), vec4(3.0, -2.0, 0.5, 2.0),
                            vec4(-2.0, 6.0, 0.75, 2.5));
const vec4 a[3] = vec4[3](vec4(1.0, 2.0, -3.0, 0.125), vec4(7.5, -1.0, 4.0, 100.0),
                          vec4(-2.0, 0.3, 9.0, 1e-3));
const vec4 b[3] = vec4[3](vec4(0.1, 0.2, 0.3, 0.4), vec4(5.0, 6.0, 7.0, 8.0),
                          vec4(-9.0, -10.0, -11.0, -12.0));
void main()
{
	gl_Position = pos[gl_VertexIndex];
	gl_ViewportIndex = 1;
	misc = 1u << 16;
	p3 = a[gl_VertexIndex];
	p5 = b[gl_VertexIndex];
	p6 = a[gl_VertexIndex].wzyx * 3.0;
}
