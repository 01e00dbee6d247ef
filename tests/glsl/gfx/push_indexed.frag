#version 450
// Push constants read at an index that is itself a push constant (uniform
// but not constant): RADV passes a pointer to them. (A per-pixel index is
// not used: ACO 22.3 makes the offset of a push-constant load uniform with
// v_readfirstlane_b32, so lanes that disagree would all read the first
// active lane's element.)
layout(push_constant) uniform Push {
	layout(offset = 16) vec4 palette[4];
	int select;
} pc;
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = pc.palette[pc.select & 3] * v_col.w;
}
