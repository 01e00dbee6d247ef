// Each invocation writes the inclusive prefix sums of its own chunk of src
// into dst. Buffers are reached through device addresses in push constants.
#version 460
#extension GL_EXT_buffer_reference : require

layout(local_size_x = 64) in;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words {
	uint v[];
};

layout(push_constant) uniform Push {
	Words src;   // dwords 0-1
	Words dst;   // dwords 2-3
	uint count;  // dword 4: invocations with work
	uint chunk;  // dword 5: dwords per invocation
} pc;

void main()
{
	uint i = gl_GlobalInvocationID.x;
	if (i >= pc.count)
		return;
	uint sum = 0;
	for (uint k = i * pc.chunk; k < (i + 1) * pc.chunk; k++) {
		sum += pc.src.v[k];
		pc.dst.v[k] = sum;
	}
}
