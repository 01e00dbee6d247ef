#version 450
// The GLSL of ps_const.s.
layout(location = 0) out vec4 o;
void main() { o = vec4(1.0, 0.5, 0.25, 0.0); }
