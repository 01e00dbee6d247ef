// Wave64 forms: VCC and carry operands are 64-bit.
	v_cmp_gt_i32 vcc, v0, v1
	v_cndmask_b32 v2, v0, v1, vcc
	v_add_co_u32 v3, s[4:5], v0, v1
	v_add_co_ci_u32 v4, vcc, v0, v1, vcc
	v_cmp_eq_u32_e64 s[6:7], 0, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_endpgm
