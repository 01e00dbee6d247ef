#version 450
// Depth export alone: no colour output, so no colour target and no mrt
// export (SPI_SHADER_COL_FORMAT 0, CB_SHADER_MASK 0); the depth is the
// interpolated z remapped.
layout(location = 0) in vec4 v_col;
void main() {
	gl_FragDepth = v_col.z * 0.5 + 0.25;
}
