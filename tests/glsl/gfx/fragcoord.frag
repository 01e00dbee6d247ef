#version 450
// gl_FragCoord (all four components) and gl_FrontFacing.
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	vec4 fc = gl_FragCoord;
	o_col = vec4(fract(fc.x / 16.0), fract(fc.y / 16.0), fc.z, 1.0 / fc.w) *
		(gl_FrontFacing ? 1.0 : 0.5) + v_col * 0.0625;
}
