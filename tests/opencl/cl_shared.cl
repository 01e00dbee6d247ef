// Workgroup memory with barriers, global atomics (add, max) and wave
// operations through __builtin_amdgcn_*: mbcnt (lane id), ds_bpermute
// (value of the neighbouring lane), readfirstlane.
// @workgroup 64
// @groups 2
// @arg in u32 128 hash
// @arg out u32 384 zero out
// @arg counters u32 4 zero out
// @model
// def model(wave, bufs, push):
//     x = bufs["in"]
//     out = [0] * 384
//     for i in range(128):
//         g, l = i // 64, i % 64
//         tile = x[64 * g:64 * g + 64]
//         s = sum(v & 0xff for v in tile)
//         lane = l % wave
//         first = x[i - lane]
//         out[3 * i:3 * i + 3] = [(s + tile[63 - l]) & M32,
//                                 (x[i - lane + (lane ^ 1)] + lane) & M32, first]
//     return {"out": out, "counters": [128, max(x), 0, 0]}
// @end
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void cl_shared(global const uint *in, global uint *out, global uint *counters)
{
	local uint tile[64];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + l;
	uint x = in[i];
	tile[l] = x;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	uint s = 0;
	for (uint k = 0; k < 64; k++)
		s += tile[k] & 0xff;
	uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
	uint nb = (uint)__builtin_amdgcn_ds_bpermute((int)((lane ^ 1) * 4), (int)x);
	out[3 * i] = s + tile[63 - l];
	out[3 * i + 1] = nb + lane;
	out[3 * i + 2] = __builtin_amdgcn_readfirstlane(x);
	__atomic_fetch_add(&counters[0], 1u, __ATOMIC_RELAXED);
	__atomic_fetch_max(&counters[1], x, __ATOMIC_RELAXED);
}
