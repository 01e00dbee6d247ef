// Subgroup operations checked against shared memory, so that the output
// does not depend on the subgroup size: each lane writes 1 where
// subgroupAdd, subgroupBallot, subgroupShuffle and subgroupBroadcastFirst
// agree with a loop over the values its subgroup stored, 0 where not.
// out_[4 * i + k] is check k of invocation i.
// @dispatch 2 1 1
// @push 0 buffer in_ u32 128 in hash
// @push 8 buffer out_ u32 512 out
#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; Uints out_; } pc;

shared uint values[64];

void main()
{
   uint l = gl_LocalInvocationID.x;
   uint i = gl_GlobalInvocationID.x;
   uint x = pc.in_.v[i];
   values[l] = x;
   barrier();

   uint size = gl_SubgroupSize;
   uint id = gl_SubgroupInvocationID;
   uint base = l - id;
   uint sum = 0u, odd = 0u;
   for (uint k = 0u; k < size && base + k < 64u; k++) {
      sum += values[base + k];
      odd += values[base + k] & 1u;
   }
   uint src = (id * 5u + 3u) % size;

   uint o = 4u * i;
   pc.out_.v[o + 0u] = subgroupAdd(x) == sum ? 1u : 0u;
   pc.out_.v[o + 1u] = subgroupBallotBitCount(subgroupBallot((x & 1u) != 0u)) == odd ? 1u : 0u;
   pc.out_.v[o + 2u] = subgroupShuffle(x, src) == values[base + src] ? 1u : 0u;
   pc.out_.v[o + 3u] = subgroupBroadcastFirst(x) == values[base] ? 1u : 0u;
}
