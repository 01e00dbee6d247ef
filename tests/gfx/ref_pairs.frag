#version 450
layout(location = 3) in vec4 a;
layout(location = 5) flat in vec4 b;
layout(location = 0) out vec4 o;
void main() { o = vec4(a.x, a.y, b.x, a.w); }
