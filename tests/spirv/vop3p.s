; VOP3P packed 16-bit: two halves per dword, op_sel / op_sel_hi choose
; each half's source half, neg_lo / neg_hi negate them.
	v_pk_add_f16 v1, v0, s0
; the low halves (bits 15:0) added, then the high halves (31:16)
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK: UnpackHalf2x16
; CHECK: OpFAdd
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_16 %uint_16
; CHECK: OpFAdd
	v_pk_mul_f16 v2, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]
; the low result takes a's high half, the high result a's low half
; CHECK: OpBitFieldUExtract %uint [[A:%\w+]] %uint_16 %uint_16
; CHECK: OpFMul
; CHECK: OpBitFieldUExtract %uint [[A]] %uint_0 %uint_16
; CHECK: OpFMul
	v_pk_fma_f16 v3, v0, v1, v2 neg_lo:[0,0,1] neg_hi:[0,0,1]
; CHECK: OpFNegate
; CHECK: {{Fma|OpFMul %double|OpFMul %float}}
	v_pk_add_u16 v4, v0, v1
; two 16-bit adds, each wrapping at 16 bits: the low halves' sum in
; bits 15:0, the high halves' in 31:16
; CHECK: [[AL:%\w+]] = OpBitFieldUExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK-NEXT: [[BL:%\w+]] = OpBitFieldUExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK-NEXT: [[SL:%\w+]] = OpIAdd %uint [[AL]] [[BL]]
; CHECK-NEXT: [[ML:%\w+]] = OpBitwiseAnd %uint [[SL]] %uint_65535
; CHECK: [[SH:%\w+]] = OpIAdd %uint
; CHECK-NEXT: [[MH:%\w+]] = OpBitwiseAnd %uint [[SH]] %uint_65535
; CHECK-NEXT: [[HH:%\w+]] = OpShiftLeftLogical %uint [[MH]] %uint_16
; CHECK-NEXT: OpBitwiseOr %uint {{%\w+}} [[HH]]
	v_pk_lshlrev_b16 v5, v0, v1
; the shift amounts are the first operand's halves, bits 3:0
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_15
; CHECK: OpShiftLeftLogical
	v_pk_max_i16 v6, v0, v1
; signed halves
; CHECK: {{OpBitFieldSExtract|OpSConvert}}
; CHECK: {{SMax|OpSGreaterThan|OpSLessThan}}
	v_dot2_i32_i16 v7, v0, v1, v2
; v2 + the products of the sign-extended low halves and high halves
; CHECK: [[XL:%\w+]] = OpBitFieldSExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK-NEXT: [[YL:%\w+]] = OpBitFieldSExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK-NEXT: [[PL:%\w+]] = OpIMul %uint [[XL]] [[YL]]
; CHECK-NEXT: [[SL:%\w+]] = OpIAdd %uint {{%\w+}} [[PL]]
; CHECK-NEXT: [[XH:%\w+]] = OpBitFieldSExtract %uint {{%\w+}} %uint_16 %uint_16
; CHECK-NEXT: [[YH:%\w+]] = OpBitFieldSExtract %uint {{%\w+}} %uint_16 %uint_16
; CHECK-NEXT: [[PH:%\w+]] = OpIMul %uint [[XH]] [[YH]]
; CHECK-NEXT: OpIAdd %uint [[SL]] [[PH]]
	v_dot4_i32_i8 v8, v0, v1, v2
; signed bytes: sign-extended
; CHECK: {{OpBitFieldSExtract %uint %\w+ %uint_0 %uint_8|OpSConvert}}
; CHECK-NOT: OpBitFieldUExtract %uint {{%\w+}} %uint_0 %uint_8
; CHECK: OpIMul
	v_dot4_u32_u8 v9, v0, v1, v2
; unsigned bytes: zero-extended
; CHECK: {{OpBitFieldUExtract %uint %\w+ %uint_0 %uint_8|OpUConvert}}
; CHECK: OpIMul
	s_endpgm
