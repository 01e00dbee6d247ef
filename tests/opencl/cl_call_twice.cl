// One function called three times in a row: clang sets up the callee's
// address in s[4:5] once (s_getpc_b64, s_add_u32, s_addc_u32) and the
// second and third s_swappc_b64 reuse the pair, which the callee leaves
// alone.  The recompiler must follow the pair across the calls.
// @workgroup 64
// @groups 2
// @arg in u32 128 hash
// @arg out u32 128 zero out
// @model
// def mix(a, b):
//     return (((a ^ (b >> 3)) * 2654435761) + b) & M32
// def model(wave, bufs, push):
//     out = []
//     for i, x in enumerate(bufs["in"]):
//         a = mix(x, i)
//         b = mix(a, x)
//         c = mix(b, a)
//         out.append((a + 3 * b + c) & M32)
//     return {"out": out}
// @end
__attribute__((noinline)) uint mix(uint a, uint b)
{
	return (a ^ (b >> 3)) * 2654435761u + b;
}

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void cl_call_twice(global const uint *in, global uint *out)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint x = in[i];
	uint a = mix(x, i);
	uint b = mix(a, x);
	uint c = mix(b, a);
	out[i] = a + b * 3 + c;
}
