#version 450
layout(location = 0) flat in uint v_instance;
layout(location = 0) out uint rt_instance;

void main()
{
	rt_instance = v_instance + 1u;
}
