// two_kernels.cl -- two kernels in one code object (pick one with
// --symbol); compiled to samples/two_kernels.co.  barrier() is spelled
// with builtins, since -nogpulib leaves OpenCL's library undefined.
//   fill:       out[i] = v
//   tile_sum:   each workgroup of 64 sums its 64 inputs through LDS
//               (256 bytes of local memory) and writes the total.

__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void fill(__global uint *out, uint v)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	out[i] = v;
}

static void
workgroup_barrier(void)
{
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void tile_sum(__global const uint *in, __global uint *out)
{
	__local uint tile[64];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint g = __builtin_amdgcn_workgroup_id_x();

	tile[l] = in[g * 64 + l];
	workgroup_barrier();
	for (uint s = 32; s > 0; s >>= 1) {
		if (l < s)
			tile[l] += tile[l + s];
		workgroup_barrier();
	}
	if (l == 0)
		out[g] = tile[0];
}
