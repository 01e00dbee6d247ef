#version 450
// Location 0, interpolated, into target 0.
layout(location = 0) in vec4 p;
layout(location = 0) out vec4 o;
void main() { o = p; }
