// The only push constant is the address of a table holding two more
// addresses and three parameters, as a kernel's argument segment would.
#version 460
#extension GL_EXT_buffer_reference : require

layout(local_size_x = 32) in;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words {
	uint v[];
};

layout(buffer_reference, std430, buffer_reference_align = 8) buffer Table {
	Words src;   // bytes 0-7
	Words dst;   // bytes 8-15
	uint count;  // byte 16
	int mul;     // byte 20
	float scale; // byte 24
};

layout(push_constant) uniform Push {
	Table table;
} pc;

void main()
{
	Table t = pc.table;
	uint i = gl_GlobalInvocationID.x;
	if (i >= t.count)
		return;
	uint x = t.src.v[i];
	t.dst.v[2 * i] = uint(int(x) * t.mul);
	t.dst.v[2 * i + 1] = floatBitsToUint(float(x) * t.scale);
}
