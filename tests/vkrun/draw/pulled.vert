#version 450
// No vertex inputs: vertex and instance data are fetched through V#s (buffer
// descriptors) in a table whose address is in the push constants, as a
// recompiled vertex module does. V# dword 0 and bits 0..15 of dword 1: the
// 48-bit base address; bits 16..29 of dword 1: the stride. Records are
// found as the hardware's vertex id (VertexIndex - BaseVertex) plus the
// base the push constants give, as an emulator's fetch adds it.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require
#extension GL_ARB_shader_draw_parameters : require

layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer Words {
	uint w[];
};

layout(push_constant) uniform Push {
	uvec2 table;    // V# 0: vertices {float x, y; uint rgba8}, V# 1: instances {float dx, dy}
	uint base;      // added to the vertex id
	uint inst_base; // added to the instance id
} pc;

layout(location = 0) flat out vec4 v_colour;
layout(location = 1) flat out uint v_record;

uvec2 vsharp_base(Words t, uint v) { return uvec2(t.w[4 * v], t.w[4 * v + 1] & 0xffffu); }
uint vsharp_stride(Words t, uint v) { return (t.w[4 * v + 1] >> 16) & 0x3fffu; }

Words record(Words t, uint v, uint index)
{
	uvec2 b = vsharp_base(t, v);
	uint lo = b.x + index * vsharp_stride(t, v);
	uint carry = lo < b.x ? 1u : 0u;
	return Words(uvec2(lo, b.y + carry));
}

void main()
{
	Words t = Words(pc.table);
	uint vid = uint(gl_VertexIndex - gl_BaseVertexARB) + pc.base;
	uint iid = uint(gl_InstanceIndex - gl_BaseInstanceARB) + pc.inst_base;
	Words vr = record(t, 0u, vid), ir = record(t, 1u, iid);
	vec2 p = vec2(uintBitsToFloat(vr.w[0]), uintBitsToFloat(vr.w[1])) +
		vec2(uintBitsToFloat(ir.w[0]), uintBitsToFloat(ir.w[1]));
	gl_Position = vec4(p / 16.0 - 1.0, 0.5, 1.0);
	v_colour = unpackUnorm4x8(vr.w[2]);
	v_record = vid;
}
