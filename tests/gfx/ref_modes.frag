#version 450
layout(location = 3) sample in vec4 a;
layout(location = 5) centroid in vec4 b;
layout(location = 6) noperspective in vec4 c;
layout(location = 0) out vec4 o;
void main() { o = vec4(a.x, b.z, c.y, 0.0); }
