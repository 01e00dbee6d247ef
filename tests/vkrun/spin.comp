// Minutes of work when dispatched as many workgroups: the runner's timeout
// test. (A loop that never ends cannot serve: lavapipe stops every loop
// after 65535 iterations.)
#version 460

layout(local_size_x = 256) in;

layout(set = 0, binding = 0) buffer Data {
	uint v[];
} data;

void main()
{
	uint x = gl_GlobalInvocationID.x;
	for (uint i = 0u; i < 60000u; i++)
		x = x * 1664525u + 1013904223u;
	if (x == 12345u)
		data.v[0] = x;
}
