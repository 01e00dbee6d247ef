#version 450
layout(location = 0) out vec4 o0;
layout(location = 1) out vec4 o1;
void main()
{
	o0 = vec4(gl_FragCoord.xyz, 1.0 / gl_FragCoord.w);
	o1 = vec4(gl_FrontFacing ? 1.0 : -1.0);
}
