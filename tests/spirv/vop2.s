; VOP2: float and integer two-operand ALU, and the carry forms: v_add_co
; writes the carry out to VCC (a ballot of the lanes' carries),
; v_addc_co reads it back (the lane's bit of VCC).
; CONFIGS: w32_s32 w64_s8
	v_add_f32 v1, v0, s0
; CHECK: OpFAdd %float
	v_mul_f32 v2, v1, v0
; CHECK: OpFMul %float
	v_max_f32 v3, v1, v0
; CHECK: {{NMax|FMax}}
	v_fmac_f32 v3, v1, v2
; d = a * b + d, one rounding
; the product unrounded: Fma, or a double product (exact for two floats)
; CHECK: {{Fma|OpFMul %double}}
	v_sub_nc_u32 v4, v0, s0
; CHECK: OpISub %uint
	v_lshlrev_b32 v5, v0, s0
; "rev": the shift amount is the first operand, v0[4:0]
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_31
; CHECK: OpShiftLeftLogical
	v_cndmask_b32 v6, v0, v1, {vcc}
; VCC's bit of this lane selects the second source
; CHECK: OpSelect %uint
	v_add_co_u32 v7, {vcc}, v0, v1
; the carry of each lane, gathered into VCC
; CHECK: OpIAddCarry
; CHECK: OpGroupNonUniformBallot
; CHECK-W32: OpStore %vcc_lo
; CHECK-W64: OpStore %vcc_lo
	v_add_co_ci_u32 v8, {vcc}, v0, v1, {vcc}
; the lane's bit of VCC is the carry in
; CHECK: OpLoad %uint %vcc_lo
; CHECK: OpIAddCarry
; CHECK: OpGroupNonUniformBallot
	v_sub_co_u32 v9, {vcc}, v0, v1
; the borrow: a < b unsigned, or OpISubBorrow
; CHECK: {{OpISubBorrow|OpULessThan}}
	v_mul_u32_u24 v10, v0, v1
; the low 24 bits of each operand
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_16777215
; CHECK: OpIMul
	s_endpgm
