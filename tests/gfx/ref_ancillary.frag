#version 450
layout(location = 0) out vec4 o;
void main()
{
	uint id = uint(gl_SampleID & 15) << 8, mask = uint(gl_SampleMaskIn[0]);
	o = uintBitsToFloat(uvec4(id, mask, id, mask));
}
