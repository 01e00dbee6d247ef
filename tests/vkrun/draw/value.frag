#version 450
layout(location = 0) flat in uint v_value;
layout(location = 0) out uint rt_value;

void main()
{
	rt_value = v_value;
}
