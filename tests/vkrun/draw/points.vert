#version 450
// Points of 4 pixels at pixel positions (R32G32_SFLOAT), a uint per point.
layout(location = 0) in vec2 pos;
layout(location = 1) in uint value;
layout(location = 0) flat out uint v_value;

void main()
{
	gl_Position = vec4(pos / 16.0 - 1.0, 0.0, 1.0);
	gl_PointSize = 4.0;
	v_value = value;
}
