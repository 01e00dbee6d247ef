#version 450
// Two discard paths that share one tail, then a colour for the survivors.
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	if (v_col.x > 0.75)
		discard;
	vec4 c = v_col;
	if (v_col.y < 0.25) {
		c.y += 0.5;
		if (c.z > 0.5)
			discard;
	}
	o_col = c;
}
