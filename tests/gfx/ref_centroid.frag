#version 450
layout(location = 5) centroid in vec4 b;
layout(location = 0) out vec4 o;
void main() { o = vec4(0.0, b.z, 0.0, 0.0); }
