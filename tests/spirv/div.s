; Division sequences as compilers emit them: v_div_scale (the scaled
; numerator or denominator, VCC = whether it scaled), v_rcp, the Newton
; steps, v_div_fmas (a fused multiply-add that scales by 2^64 in lanes
; where VCC is set), v_div_fixup (special cases: zeros, infinities, NaNs,
; overflow).
	v_div_scale_f32 v2, vcc_lo, v1, v1, v0
; the denominator scaled by 2^64 or 2^-64 where the quotient would lose
; bits; the ballot of the lanes where scaling was needed goes to VCC
; CHECK: {{%float_1_84467441e_19|%float_5_42101086en20}}
; CHECK: OpGroupNonUniformBallot
; CHECK: OpStore %vcc_lo
	v_div_scale_f32 v3, s0, v0, v1, v0
; CHECK: OpGroupNonUniformBallot
; CHECK: OpStore %s0
	v_rcp_f32 v4, v2
; CHECK: OpFDiv %float %float_1
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32 v4, v5, v4
	v_mul_f32 v5, v3, v4
	v_fma_f32 v6, -v2, v5, v3
	v_fmac_f32 v5, v6, v4
	v_fma_f32 v6, -v2, v5, v3
	v_div_fmas_f32 v5, v6, v4, v5
; the lane's VCC bit chooses the scale: 2^64 or 2^-64 (by S2's
; magnitude), or 1; the scaled fma rounded once (in double)
; CHECK: OpLoad %bool %vcc_lo_lane0
; CHECK: OpUGreaterThanEqual %bool {{%\w+}} %uint_1065353216
; CHECK: {{%double_1_8446744073709552e_19|%double_5_4210108624275222en20}}
; CHECK: {{Fma|OpFMul %double}}
	v_div_fixup_f32 v7, v5, v1, v0
; NaN and infinity tests of the denominator and numerator
; CHECK: {{OpIsNan|OpIsInf|%uint_2139095040}}
; CHECK: OpStore
	s_endpgm
