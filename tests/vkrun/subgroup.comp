// Per invocation, eight dwords: what the invocation knows of its subgroup
// and the results of ballot, arithmetic and broadcast operations over it.
#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require

layout(local_size_x = 64) in;

layout(set = 0, binding = 0) readonly buffer In {
	uint v[];
} src;

layout(set = 0, binding = 1) writeonly buffer Out {
	uint v[];
} dst;

void main()
{
	uint i = gl_GlobalInvocationID.x;
	uint x = src.v[i];
	uvec4 odd = subgroupBallot((x & 1u) != 0u);
	uint o = 8u * i;
	dst.v[o + 0] = gl_SubgroupSize;
	dst.v[o + 1] = gl_NumSubgroups;
	dst.v[o + 2] = gl_SubgroupID;
	dst.v[o + 3] = gl_SubgroupInvocationID;
	dst.v[o + 4] = subgroupBallotBitCount(odd);
	dst.v[o + 5] = subgroupExclusiveAdd(x);
	dst.v[o + 6] = subgroupMax(x);
	dst.v[o + 7] = subgroupBroadcastFirst(x);
}
