// scale_call.cl -- a[i] = a[i] * k + 1 through a real call (s_swappc_b64)
// to a function kept out of line; compiled to samples/scale_call.co.
__attribute__((noinline)) float scale(float x, float k)
{
	return x * k + 1.0f;
}

__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void scale_all(__global float *a, float k)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	a[i] = scale(a[i], k);
}
