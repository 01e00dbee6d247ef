// vector_add.cl -- c[i] = a[i] + b[i]; compiled to samples/vector_add.co.
// Work-item ids come from the AMDGPU builtins, since -nogpulib leaves
// OpenCL's get_global_id undefined.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void vector_add(__global const float *a, __global const float *b,
			 __global float *c)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	c[i] = a[i] + b[i];
}
