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
; the sum takes SCC in (1 when set); SCC out = either add's carry
; CHECK: [[SC:%\w+]] = OpLoad %uint %scc
; CHECK: [[SB:%\w+]] = OpINotEqual %bool [[SC]] %uint_0
; CHECK: [[CI:%\w+]] = OpSelect %uint [[SB]] %uint_1 %uint_0
; CHECK: OpIAddCarry {{%\w+}} {{%\w+}} [[CI]]
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
; offset S1[4:0] = 4, width S1[22:16] = 8 (7 bits from bit 16)
; CHECK: OpBitwiseAnd %uint %uint_524292 %uint_31
; CHECK: OpBitFieldUExtract %uint %uint_524292 %uint_16 %uint_7
; CHECK: OpBitFieldUExtract %uint
; CHECK: OpStore %s11
	s_bfe_i32 s20, s0, s1
; the field sign-extended
; CHECK: OpBitFieldSExtract %uint
; CHECK: OpStore %s20
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
; SCC ? s0 : s1
; CHECK: [[B1:%\w+]] = OpLoad %uint %s1
; CHECK: [[A0:%\w+]] = OpLoad %uint %s0
; CHECK: [[C:%\w+]] = OpLoad %uint %scc
; CHECK: [[CB:%\w+]] = OpINotEqual %bool [[C]] %uint_0
; CHECK: [[R:%\w+]] = OpSelect %uint [[CB]] [[A0]] [[B1]]
; CHECK: OpStore %s16 [[R]]
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
	s_flbit_i32_b32 s21, s0
; the first set bit counted from the MSB: 31 - FindUMsb, -1 for 0
; CHECK: [[MSB:%\w+]] = OpExtInst %uint %1 FindUMsb
; CHECK: OpISub %uint %uint_31 [[MSB]]
; CHECK: OpStore %s21
	s_lshl_b64 s[22:23], s[0:1], s2
; the shift amount is s2[5:0]; s22 the low half, s23 the high
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_63
; CHECK: [[W:%\w+]] = OpShiftLeftLogical %ulong
; CHECK: [[WV:%\w+]] = OpBitcast %v2uint [[W]]
; CHECK: [[WL:%\w+]] = OpCompositeExtract %uint [[WV]] 0
; CHECK: OpStore %s22 [[WL]]
; CHECK: [[WH:%\w+]] = OpCompositeExtract %uint [[WV]] 1
; CHECK: OpStore %s23 [[WH]]
	s_mul_hi_u32 s24, s0, s1
; the high word of the unsigned product
; CHECK: [[PU:%\w+]] = OpUMulExtended
; CHECK: OpCompositeExtract %uint [[PU]] 1
; CHECK: OpStore %s24
	s_mul_hi_i32 s25, s0, s1
; CHECK: [[PS:%\w+]] = OpSMulExtended
; CHECK: OpCompositeExtract {{%\w+}} [[PS]] 1
; CHECK: OpStore %s25
	s_lshl2_add_u32 s26, s0, s1
; (s0 << 2) + s1; SCC = a bit shifted out (s0 >> 30) or the add's carry
; CHECK: [[SH:%\w+]] = OpShiftLeftLogical %uint {{%\w+}} %uint_2
; CHECK: [[AC:%\w+]] = OpIAddCarry {{%\w+}} [[SH]]
; CHECK: [[ACY:%\w+]] = OpCompositeExtract %uint [[AC]] 1
; CHECK: [[OUT:%\w+]] = OpShiftRightLogical %uint {{%\w+}} %uint_30
; CHECK: [[OV:%\w+]] = OpBitwiseOr %uint [[OUT]] [[ACY]]
; CHECK: OpStore %s26
; CHECK: OpINotEqual %bool [[OV]] %uint_0
; CHECK: OpStore %scc
	s_pack_hh_b32_b16 s27, s0, s1
; s0[31:16] | s1[31:16] << 16
; CHECK: [[P0:%\w+]] = OpShiftRightLogical %uint {{%\w+}} %uint_16
; CHECK: [[P1:%\w+]] = OpBitwiseAnd %uint {{%\w+}} %uint_4294901760
; CHECK: [[PK:%\w+]] = OpBitwiseOr %uint [[P0]] [[P1]]
; CHECK: OpStore %s27 [[PK]]
	s_flbit_i32_b64 s28, s[0:1]
; the first set bit from bit 63: 31 - the high word's MSB, or 63 - the
; low word's when the high word is 0, -1 for 0
; CHECK: [[HM:%\w+]] = OpExtInst %uint %1 FindUMsb
; CHECK: [[LM:%\w+]] = OpExtInst %uint %1 FindUMsb
; CHECK: OpISub %uint %uint_31 [[HM]]
; CHECK: OpISub %uint %uint_63 [[LM]]
; CHECK: OpSelect %uint {{%\w+}} %uint_4294967295
; CHECK: OpStore %s28
	s_max_u32 s19, s0, s1
; CHECK: UMax
; CHECK: OpStore %s19
; CHECK: OpUGreaterThan
; CHECK: OpStore %scc
	s_endpgm
