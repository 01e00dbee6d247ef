// A constant array indexed at run time: ACO puts the table after the code
// and reads it pc-relative (s_getpc_b64). Index k comes from the push
// constants (uniform: s_buffer_load_dword), the other from the lane's id
// (per lane: buffer_load_dword ... offen), both through a V# of the data.
// @dispatch 1 1 1
// @push 0 buffer out_ u32 128 out
// @push 8 u32 k 5
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Uints { uint v[]; };
layout(push_constant) uniform Push { Uints out_; uint k; } pc;

const uint table[16] = uint[16](
   0x9e3779b9u, 0x7f4a7c15u, 0xf39cc060u, 0x5ced1ce0u,
   0x1b873593u, 0xcc9e2d51u, 0xe6546b64u, 0x85ebca6bu,
   0xc2b2ae35u, 0x27d4eb2fu, 0x165667b1u, 0xd3a2646cu,
   0xfd7046c5u, 0xb55a4f09u, 0x94d049bbu, 0x2545f491u);

void main()
{
   uint i = gl_LocalInvocationID.x;
   pc.out_.v[i] = table[pc.k & 15u] + table[(i * 7u) & 15u] * 3u + i;
}
