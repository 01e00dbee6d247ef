; Scalar ALU: SOP2, SOP1, SOPC, SOPK, and the SCC each one produces.
; Inputs in user SGPRs s0..s3 (nothing known at recompile time).
; @user-sgprs 4
	s_add_u32 s4, s0, s1
; the low 32 bits of the sum, SCC = the carry out
; CHECK: [[C:%\w+]] = OpIAddCarry
; CHECK: [[SUM:%\w+]] = OpCompositeExtract %uint [[C]] 0
; CHECK: [[CY:%\w+]] = OpCompositeExtract %uint [[C]] 1
; CHECK: OpStore %s4 [[SUM]]
; CHECK: OpINotEqual %bool [[CY]]
; CHECK: OpStore %scc
	s_addc_u32 s5, s2, s3
; the sum takes SCC in; SCC out = either add's carry
; CHECK: OpLoad %uint %scc
; CHECK: OpIAddCarry
; CHECK: OpBitwiseOr %uint
; CHECK: OpStore %s5
; CHECK: OpStore %scc
	s_sub_i32 s6, s0, s1
; SCC = signed overflow: the operands' signs differ and the result's
; sign differs from s0's, bit 31 of (a ^ b) & (a ^ d)
; CHECK: [[D:%\w+]] = OpISub %uint
; CHECK: OpBitwiseXor
; CHECK: OpShiftRightLogical %uint {{%\w+}} %uint_31
; CHECK: OpStore %s6 [[D]]
; CHECK: OpStore %scc
	s_and_b32 s7, s0, s1
; SCC = result != 0
; CHECK: [[R:%\w+]] = OpBitwiseAnd %uint
; CHECK: OpStore %s7 [[R]]
; CHECK: OpINotEqual %bool [[R]] %uint_0
; CHECK: OpStore %scc
	s_lshl_b32 s8, s0, s1
; the shift amount is s1[4:0]
; CHECK: [[N:%\w+]] = OpBitwiseAnd %uint {{%\w+}} %uint_31
; CHECK: OpShiftLeftLogical %uint {{%\w+}} [[N]]
; CHECK: OpStore %s8
	s_ashr_i32 s9, s0, 3
; CHECK: OpShiftRightArithmetic
; CHECK: OpStore %s9
	s_mul_i32 s10, s0, s1
; no SCC
; CHECK: OpIMul %uint
; CHECK: OpStore %s10
; CHECK-NOT: OpStore %scc
	s_bfe_u32 s11, s0, 0x80004
; offset s1[4:0] = 4, width s1[22:16] = 8
; CHECK: {{OpBitFieldUExtract|OpShiftRightLogical}}
; CHECK: OpStore %s11
	s_not_b32 s12, s0
; CHECK: OpNot %uint
; CHECK: OpStore %s12
	s_brev_b32 s13, s0
; no SCC
; CHECK: OpBitReverse
; CHECK: OpStore %s13
; CHECK-NOT: OpStore %scc
	s_bcnt1_i32_b32 s14, s0
; CHECK: OpBitCount
; CHECK: OpStore %s14
; CHECK: OpStore %scc
	s_ff1_i32_b32 s15, s0
; the lowest set bit, -1 for 0: GLSL FindILsb
; CHECK: FindILsb
; CHECK: OpStore %s15
	s_cmp_lt_i32 s0, s1
; CHECK: OpSLessThan %bool
; CHECK: OpStore %scc
	s_cselect_b32 s16, s0, s1
; CHECK: OpLoad %uint %scc
; CHECK: OpSelect %uint
; CHECK: OpStore %s16
	s_cmpk_eq_u32 s2, 0x1234
; CHECK: OpIEqual %bool {{%\w+}} %uint_4660
; CHECK: OpStore %scc
	s_movk_i32 s17, 0x8000
; the 16-bit immediate sign-extended: 0xffff8000
; CHECK: OpStore %s17 %uint_4294934528
	s_addk_i32 s17, 0x10
; SCC = signed overflow
; CHECK: OpIAdd %uint {{%\w+}} %uint_16
; CHECK: OpStore %s17
; CHECK: OpStore %scc
	s_mulk_i32 s17, 3
; CHECK: OpIMul %uint {{%\w+}} %uint_3
; CHECK: OpStore %s17
	s_min_i32 s18, s0, s1
; signed: SMin, and SCC = s0 < s1 signed
; CHECK: SMin
; CHECK: OpStore %s18
; CHECK: OpSLessThan
; CHECK: OpStore %scc
	s_max_u32 s19, s0, s1
; CHECK: UMax
; CHECK: OpStore %s19
; CHECK: OpUGreaterThan
; CHECK: OpStore %scc
	s_endpgm
