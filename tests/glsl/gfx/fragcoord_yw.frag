#version 450
// Only gl_FragCoord.y and .w: SPI_PS_INPUT_ENA enables POS_Y_FLOAT and
// POS_W_FLOAT alone (and PERSP_CENTER, which POS_W needs).
layout(location = 0) in vec4 v_col;
layout(location = 0) out vec4 o_col;
void main() {
	o_col = v_col * (gl_FragCoord.y / 64.0) + gl_FragCoord.w * 0.125;
}
