// Control flow and integer arithmetic as clang builds it: an early return,
// a loop with a data-dependent trip count, a switch, nested ifs, unsigned
// and signed division and remainder, and a real call (noinline).
// @workgroup 64
// @groups 2
// @arg in u32 128 hash
// @arg out u32 512 zero out
// @arg n u32 = 120
// @model
// def mix(a, b):
//     return (((a ^ (b >> 3)) * 2654435761) + b) & M32
// def sdiv(a, b):
//     a = a - (1 << 32) if a >> 31 else a
//     q = abs(a) // abs(b)
//     return (q if (a < 0) == (b < 0) else -q) & M32
// def model(wave, bufs, push):
//     out = [0] * 512
//     for i in range(push["n"]):
//         x = bufs["in"][i]
//         acc = sum(k * x for k in range(x & 15)) & M32
//         r = [x // 7, x % 13, sdiv(x, -3), mix(x, i), x >> (i & 31)][x % 5]
//         y = (1 if x & 0x200 else 2) if x & 0x100 else 3 if x & 0x400 else 0
//         out[4 * i:4 * i + 4] = [acc, r, y, mix(r, acc) // ((i & 7) + 1)]
//     return {"out": out}
// @end
__attribute__((noinline)) uint mix(uint a, uint b)
{
	return (a ^ (b >> 3)) * 2654435761u + b;
}

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void cl_control(global const uint *in, global uint *out, uint n)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	if (i >= n)
		return;
	uint x = in[i];
	uint acc = 0;
	for (uint k = 0; k < (x & 15); k++)
		acc += k * x;
	uint r;
	switch (x % 5) {
	case 0: r = x / 7; break;
	case 1: r = x % 13; break;
	case 2: r = (uint)((int)x / -3); break;
	case 3: r = mix(x, i); break;
	default: r = x >> (i & 31); break;
	}
	uint y = 0;
	if (x & 0x100) {
		if (x & 0x200)
			y = 1;
		else
			y = 2;
	} else if (x & 0x400) {
		y = 3;
	}
	out[4 * i] = acc;
	out[4 * i + 1] = r;
	out[4 * i + 2] = y;
	out[4 * i + 3] = mix(r, acc) / ((i & 7) + 1);
}
