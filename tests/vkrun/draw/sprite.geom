#version 450
// Each point becomes a quad of 6 x 6 pixels centred on it, its value + 1000.
layout(points) in;
layout(triangle_strip, max_vertices = 4) out;
layout(location = 0) flat in uint v_value[];
layout(location = 0) flat out uint g_value;

void main()
{
	for (int i = 0; i < 4; i++) {
		vec2 c = vec2(float(i & 1) * 6.0 - 3.0, float(i >> 1) * 6.0 - 3.0) / 16.0;
		gl_Position = gl_in[0].gl_Position + vec4(c, 0.0, 0.0);
		g_value = v_value[0] + 1000u;
		EmitVertex();
	}
	EndPrimitive();
}
