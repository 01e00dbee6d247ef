// 64-bit integer arithmetic: add, sub, mul, shifts by variable amounts,
// signed and unsigned compares, and 32 <-> 64-bit conversions.
// @dispatch 2 1 1
// @push 0 buffer a u64 128 in hash
// @push 8 buffer b u64 128 in hash
// @push 16 buffer out_ u64 640 out
#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 8) buffer U64s { uint64_t v[]; };
layout(push_constant) uniform Push { U64s a; U64s b; U64s out_; } pc;

void main()
{
   uint i = gl_GlobalInvocationID.x;
   uint64_t x = pc.a.v[i], y = pc.b.v[i];
   uint o = 5u * i;
   pc.out_.v[o + 0u] = x + y * 3ul;
   pc.out_.v[o + 1u] = x * y - (x >> 3);
   pc.out_.v[o + 2u] = (x << (i % 64u)) | (y >> ((i * 7u) % 64u));
   pc.out_.v[o + 3u] = uint64_t(int64_t(x) < int64_t(y) ? 1 : 0) | (x < y ? 2ul : 0ul);
   pc.out_.v[o + 4u] = uint64_t(int64_t(int(uint(x)))) + uint64_t(uint(y >> 32));
}
