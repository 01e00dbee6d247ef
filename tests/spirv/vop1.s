; VOP1: moves, float and integer unary operations, conversions.
; v0 holds the lane's id; each result is written only where EXEC has the
; lane's bit: the snippet's instructions, under one EXEC, are one EXEC
; region (a branch on the bit), inside which each result is stored as it
; is.
	v_mov_b32 v1, s0
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
; CHECK: [[S:%\w+]] = OpLoad %uint %s0
; CHECK-NEXT: OpStore {{%\w+}} [[S]]
	v_rcp_f32 v2, v0
; 1 / x
; CHECK: OpFDiv %float %float_1
	v_sqrt_f32 v3, v0
; CHECK: Sqrt
	v_rsq_f32 v4, v0
; CHECK: {{InverseSqrt|Sqrt}}
	v_exp_f32 v5, v0
; 2^x within 1 ULP: 2^n by Ldexp of a double, rounded once to float
; CHECK: RoundEven
; CHECK: Ldexp
; CHECK-NEXT: OpFConvert %float
	v_log_f32 v6, v0
; in double: the atanh series of the mantissa, rounded once
; CHECK: OpFConvert %double
; CHECK: OpFDiv %double
; CHECK: OpFConvert %float
	v_floor_f32 v7, v0
; CHECK: Floor
	v_fract_f32 v8, v0
; x - floor(x)
; CHECK: {{Fract|Floor}}
	v_sin_f32 v9, v0
; sin(2 pi x): the input is in revolutions
; CHECK: OpFMul %float {{%\w+}} %float_6
; CHECK: Sin
	v_cvt_f32_u32 v10, v0
; CHECK: OpConvertUToF %float
	v_cvt_i32_f32 v11, v0
; CHECK: OpConvertFToS
	v_not_b32 v12, v0
; CHECK: OpNot %uint
	v_bfrev_b32 v13, v0
; CHECK: OpBitReverse
	v_swap_b32 v20, v21
; both writes only in an active lane: still in the region, stored as
; they are
; CHECK-NOT: [[M]] = OpLabel
; CHECK-NOT: OpSelect
; CHECK: OpStore
; CHECK-NOT: OpSelect
; CHECK: OpStore
	v_ffbh_u32 v14, v0
; the first set bit from the MSB, -1 for 0: 31 - FindUMsb
; CHECK: FindUMsb
	s_endpgm
