#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430) buffer Rays { vec4 r[]; };
layout(buffer_reference, std430) buffer Out { uint o[]; };
layout(push_constant) uniform P { uint64_t bvh; Rays rays; Out out_; } pc;
void main() {
	uint i = gl_GlobalInvocationID.x;
	vec4 a = pc.rays.r[2 * i], b = pc.rays.r[2 * i + 1];
	rayQueryEXT q;
	rayQueryInitializeEXT(q, accelerationStructureEXT(pc.bvh), gl_RayFlagsOpaqueEXT | gl_RayFlagsTerminateOnFirstHitEXT, 0xff, a.xyz, a.w, b.xyz, b.w);
	while (rayQueryProceedEXT(q)) {
	}
	uint t = rayQueryGetIntersectionTypeEXT(q, true);
	pc.out_.o[4 * i] = t;
	pc.out_.o[4 * i + 1] = t != 0 ? uint(rayQueryGetIntersectionPrimitiveIndexEXT(q, true)) : 0xffffffffu;
	pc.out_.o[4 * i + 2] = t != 0 ? floatBitsToUint(rayQueryGetIntersectionTEXT(q, true)) : 0u;
	vec2 bc = t != 0 ? rayQueryGetIntersectionBarycentricsEXT(q, true) : vec2(0);
	pc.out_.o[4 * i + 3] = packHalf2x16(bc);
}
