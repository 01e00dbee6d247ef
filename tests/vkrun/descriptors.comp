// Storage buffers in descriptor sets 0 and 2 (set 1 is unused), a 2D
// dispatch and one push constant.
#version 460

layout(local_size_x = 32) in;

layout(set = 0, binding = 0) readonly buffer In {
	uint v[];
} src;

layout(set = 2, binding = 1) writeonly buffer Out {
	uint v[];
} dst;

layout(push_constant) uniform Push {
	uint add;
} pc;

void main()
{
	uvec3 g = gl_GlobalInvocationID;
	uint width = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
	dst.v[g.y * width + g.x] = src.v[g.x] * 3u + pc.add + g.y * 1000u;
}
