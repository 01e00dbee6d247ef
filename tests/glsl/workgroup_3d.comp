// 3-D workgroups on a 3-D grid: every invocation writes its ids, the grid
// size (gl_NumWorkGroups, which RADV passes in user SGPRs) and
// gl_LocalInvocationIndex into 4 words at its global linear index.
// @dispatch 2 3 2
// @push 0 buffer out_ u32 768 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 4, local_size_y = 2, local_size_z = 2) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints out_; } pc;

void main()
{
   uvec3 size = gl_NumWorkGroups * gl_WorkGroupSize;
   uvec3 g = gl_GlobalInvocationID;
   uint linear = (g.z * size.y + g.y) * size.x + g.x;
   uint o = 4u * linear;
   pc.out_.v[o + 0u] = gl_WorkGroupID.x | (gl_WorkGroupID.y << 8) | (gl_WorkGroupID.z << 16);
   pc.out_.v[o + 1u] = gl_LocalInvocationID.x | (gl_LocalInvocationID.y << 8) |
                       (gl_LocalInvocationID.z << 16);
   pc.out_.v[o + 2u] = gl_NumWorkGroups.x | (gl_NumWorkGroups.y << 8) | (gl_NumWorkGroups.z << 16);
   pc.out_.v[o + 3u] = gl_LocalInvocationIndex;
}
