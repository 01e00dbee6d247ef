#version 450
// A loop whose trip count differs per pixel.
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	int n = int(v_col.x * 16.0);
	vec4 acc = vec4(0.0);
	for (int i = 0; i < n; i++) {
		acc += v_col * float(i & 3);
		if (acc.y > 8.0)
			break;
	}
	o_col = acc / 16.0;
}
