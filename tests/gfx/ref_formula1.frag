#version 450
layout(location = 3) in vec4 a;
layout(location = 0) out vec4 o0;
void main() { o0 = vec4(a.x, 0.0, 0.0, 0.0); }
