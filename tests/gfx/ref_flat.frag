#version 450
layout(location = 3) flat in vec4 a;
layout(location = 0) out vec4 o;
void main() { o = vec4(a.y, 1.0, 0.0, 0.0); }
