// Vector ALU in every encoding: VOP1, VOP2, VOPC, VOP3 (a and b), VOP3P,
// DPP16, DPP8, SDWA, VINTRP, literals and inline constants.
	v_mov_b32 v0, 0x3f800000
	v_mov_b32 v1, s4
	v_add_nc_u32 v2, v0, v1
	v_mul_f32 v3, 2.0, v2
	v_fmac_f32 v3, v1, v2
	v_fmamk_f32 v4, v1, 0x40490fdb, v3
	v_cmp_lt_f32 vcc_lo, v3, v4
	v_cndmask_b32 v5, v3, v4, vcc_lo
	v_cmp_eq_u32_e64 s6, 0, v5
	v_add_co_u32 v6, s8, v0, v1
	v_add_co_ci_u32 v7, vcc_lo, v1, v2, vcc_lo
	v_fma_f32 v8, -v0, |v1|, v2 clamp
	v_med3_f32 v9, v0, 1.0, v2 mul:2
	v_mad_u64_u32 v[10:11], s9, v0, v1, v[2:3]
	v_pk_add_f16 v12, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]
	v_pk_fma_f16 v13, v0, v1, v2 neg_lo:[1,0,0]
	v_mov_b32_dpp v14, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_dpp v15, v0, v1 row_shr:1 row_mask:0xf bank_mask:0xe bound_ctrl:0
	v_add_nc_u32_dpp v16, v0, v1 dpp8:[7,6,5,4,3,2,1,0]
	v_mov_b32_sdwa v17, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
	v_add_f32_sdwa v18, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0
	v_readfirstlane_b32 s10, v0
	v_readlane_b32 s11, v1, 5
	v_interp_p1_f32 v19, v0, attr0.x
	v_interp_p2_f32 v19, v1, attr0.x
	v_cvt_f32_i32 v20, v0
	v_rcp_f32 v21, v20
	v_sqrt_f64 v[22:23], v[2:3]
	s_endpgm
