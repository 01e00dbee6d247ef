; Division sequences as compilers emit them: v_div_scale (the scaled
; numerator or denominator, VCC = whether it scaled), v_rcp, the Newton
; steps, v_div_fmas (a fused multiply-add that scales by 2^64 in lanes
; where VCC is set), v_div_fixup (special cases: zeros, infinities, NaNs,
; overflow).
	v_div_scale_f32 v2, vcc_lo, v1, v1, v0
; the ballot of the lanes where scaling was needed goes to VCC
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
; the lane's VCC bit chooses the scale: 2^64 (or 2^-64) or 1
; CHECK: OpLoad %uint %vcc_lo
; CHECK: {{Fma|OpFMul %double}}
	v_div_fixup_f32 v7, v5, v1, v0
; NaN and infinity tests of the denominator and numerator
; CHECK: {{OpIsNan|OpIsInf|%uint_2139095040}}
; CHECK: OpStore
	s_endpgm
