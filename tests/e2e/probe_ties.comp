// Driver probe: how the Vulkan driver rounds halfway cases in roundEven
// (GLSL.std.450 RoundEven) for float and double, and the sign of fract()
// of -0.0 and of negative whole floats, at the vector width it runs.
// Thread t (0..63) writes the bits of
//   v[t]       roundEven(float(t - 32) + 0.5)
//   v[64 + t]  float(roundEven(double(t - 32) + 0.5))
//   v[128 + t] fract(h), h = -0.0 for even t, -(t + 1) for odd t
// run_e2e.py runs it with the driver settings of each configuration and
// names each rule the driver breaks (quirks in expected_failures.txt):
// the specification asks for ties to even and fract(x) = x - floor(x),
// +0.0 for -0.0 and for -2.0.
#version 460
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 64) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Ints { int v[]; };
layout(push_constant) uniform Push { Ints out_; } pc;

void main()
{
	int t = int(gl_LocalInvocationID.x);
	pc.out_.v[t] = floatBitsToInt(roundEven(float(t - 32) + 0.5));
	pc.out_.v[64 + t] = floatBitsToInt(float(roundEven(double(t - 32) + 0.5lf)));
	float h = (t & 1) != 0 ? float(-(t + 1)) : -0.0 * float(t + 1);
	pc.out_.v[128 + t] = floatBitsToInt(fract(h));
}
