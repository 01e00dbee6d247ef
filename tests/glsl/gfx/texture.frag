#version 450
// A combined image sampler sampled with implicit and explicit LOD.
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	vec4 a = texture(tex, v_col.xy);
	vec4 b = textureLod(tex, v_col.zw, 1.0);
	o_col = a * 0.5 + b * 0.5;
}
