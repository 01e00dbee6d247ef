#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
// The closest hit over instances of triangles and of procedural boxes: a
// candidate box is hit where the ray's object-space slab interval starts
// (or at t_min, from inside), if that is before the committed hit.
layout(local_size_x = 64) in;
layout(buffer_reference, std430) buffer Rays { vec4 r[]; };
layout(buffer_reference, std430) buffer Out { uint o[]; };
layout(buffer_reference, std430) buffer Boxes { float b[]; };
layout(push_constant) uniform P { uint64_t bvh; Rays rays; Out out_; Boxes boxes; } pc;
void main() {
	uint i = gl_GlobalInvocationID.x;
	vec4 a = pc.rays.r[2 * i], b = pc.rays.r[2 * i + 1];
	rayQueryEXT q;
	rayQueryInitializeEXT(q, accelerationStructureEXT(pc.bvh), gl_RayFlagsOpaqueEXT, 0xff, a.xyz, a.w, b.xyz, b.w);
	while (rayQueryProceedEXT(q)) {
		if (rayQueryGetIntersectionTypeEXT(q, false) != gl_RayQueryCandidateIntersectionAABBEXT)
			continue;
		uint p = 6 * uint(rayQueryGetIntersectionPrimitiveIndexEXT(q, false));
		vec3 o = rayQueryGetIntersectionObjectRayOriginEXT(q, false);
		vec3 d = rayQueryGetIntersectionObjectRayDirectionEXT(q, false);
		vec3 lo = vec3(pc.boxes.b[p], pc.boxes.b[p + 1], pc.boxes.b[p + 2]);
		vec3 hi = vec3(pc.boxes.b[p + 3], pc.boxes.b[p + 4], pc.boxes.b[p + 5]);
		vec3 t0 = (lo - o) / d, t1 = (hi - o) / d;
		vec3 n = min(t0, t1), f = max(t0, t1);
		float tn = max(max(n.x, n.y), n.z), tf = min(min(f.x, f.y), f.z);
		float th = max(tn, a.w);
		bool have = rayQueryGetIntersectionTypeEXT(q, true) != gl_RayQueryCommittedIntersectionNoneEXT;
		float limit = have ? rayQueryGetIntersectionTEXT(q, true) : b.w;
		if (th <= tf && th < limit)
			rayQueryGenerateIntersectionEXT(q, th);
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
