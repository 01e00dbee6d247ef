// A workgroup of 24 invocations (not a multiple of 32 or 64: the last wave
// starts with lanes disabled) on a 2-D grid of workgroups.
// out_[g] = in_[g] * (local id + 1) + workgroup id y, g = global linear index.
// @dispatch 4 3 1
// @push 0 buffer in_ u32 288 in hash
// @push 8 buffer out_ u32 288 out
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 24) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints in_; Uints out_; } pc;

void main()
{
   uint g = (gl_WorkGroupID.y * 4u + gl_WorkGroupID.x) * 24u + gl_LocalInvocationID.x;
   pc.out_.v[g] = pc.in_.v[g] * (gl_LocalInvocationID.x + 1u) + gl_WorkGroupID.y;
}
