#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
// Any hit: triangles forced non-opaque come back to the loop as
// candidates; the first one is confirmed and the query ends.
layout(local_size_x = 64) in;
layout(buffer_reference, std430) buffer Rays { vec4 r[]; };
layout(buffer_reference, std430) buffer Out { uint o[]; };
layout(push_constant) uniform P { uint64_t bvh; Rays rays; Out out_; } pc;
void main() {
	uint i = gl_GlobalInvocationID.x;
	vec4 a = pc.rays.r[2 * i], b = pc.rays.r[2 * i + 1];
	rayQueryEXT q;
	rayQueryInitializeEXT(q, accelerationStructureEXT(pc.bvh), gl_RayFlagsNoOpaqueEXT, 0xff, a.xyz, a.w, b.xyz, b.w);
	while (rayQueryProceedEXT(q)) {
		if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionTriangleEXT) {
			rayQueryConfirmIntersectionEXT(q);
			rayQueryTerminateEXT(q);
		}
	}
	uint t = rayQueryGetIntersectionTypeEXT(q, true);
	uint k = 8 * i;
	pc.out_.o[k] = t;
	pc.out_.o[k + 1] = t != 0 ? uint(rayQueryGetIntersectionPrimitiveIndexEXT(q, true)) : 0xffffffffu;
	pc.out_.o[k + 2] = t != 0 ? floatBitsToUint(rayQueryGetIntersectionTEXT(q, true)) : 0u;
	vec2 bc = t == 1 ? rayQueryGetIntersectionBarycentricsEXT(q, true) : vec2(0);
	pc.out_.o[k + 3] = packHalf2x16(bc);
	pc.out_.o[k + 4] = t != 0 ? uint(rayQueryGetIntersectionInstanceIdEXT(q, true)) : 0xffffffffu;
	pc.out_.o[k + 5] = t != 0 ? uint(rayQueryGetIntersectionInstanceCustomIndexEXT(q, true)) : 0xffffffffu;
	pc.out_.o[k + 6] = t != 0 ? uint(rayQueryGetIntersectionGeometryIndexEXT(q, true)) : 0xffffffffu;
	pc.out_.o[k + 7] = 0u;
}
