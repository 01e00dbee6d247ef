; VOP3 modifiers: neg and abs on float sources, clamp to [0, 1] and the
; output modifier (omod: *2, *4, /2), and three-operand instructions.
	v_add_f32_e64 v1, -v0, |s0|
; the sum of -v0 and |s0|, the modifiers on the sign bit (a NaN keeps its payload)
; CHECK: [[N:%\w+]] = OpBitwiseXor %uint {{%\w+}} %uint_2147483648
; CHECK: [[NF:%\w+]] = OpBitcast %float [[N]]
; CHECK: [[A:%\w+]] = OpBitwiseAnd %uint
; CHECK: [[AF:%\w+]] = OpBitcast %float [[A]]
; CHECK: OpFAdd %float [[NF]] [[AF]]
	v_mul_f32_e64 v2, v0, v1 clamp
; clamp the result to [0, 1]
; CHECK: OpFMul
; against 1.0 (0x3f800000) as a float or as bits
; CHECK: {{FClamp|NClamp|FMin|NMin|OpUGreaterThan}} {{.*}}{{%float_1|%uint_1065353216}}
	v_add_f32_e64 v3, v0, v1 mul:2
; CHECK: OpFAdd
; CHECK: OpFMul %float {{%\w+}} %float_2
	v_add_f32_e64 v4, v0, v1 div:2
; CHECK: OpFAdd
; CHECK: OpFMul %float {{%\w+}} %float_0_5
	v_fma_f32 v5, v0, v1, -v2
; CHECK: OpBitwiseXor %uint {{%\w+}} %uint_2147483648
; CHECK: {{Fma|OpFMul %double}}
	v_mul_hi_u32 v6, v0, v1
; the high 32 bits of the 64-bit product
; CHECK: [[P:%\w+]] = OpUMulExtended
; CHECK: OpCompositeExtract %uint [[P]] 1
	v_mad_u32_u24 v7, v0, v1, v2
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_16777215
; CHECK: OpIMul
; CHECK: OpIAdd
	v_bfe_u32 v8, v0, 4, 8
; offset S1[4:0], width S2[4:0], at most the 32 - offset bits left
; (a width of 0 gives 0)
; CHECK: [[OFF:%\w+]] = OpBitwiseAnd %uint %uint_4 %uint_31
; CHECK-NEXT: [[WID:%\w+]] = OpBitwiseAnd %uint %uint_8 %uint_31
; CHECK-NEXT: [[ROOM:%\w+]] = OpISub %uint %uint_32 [[OFF]]
; CHECK-NEXT: [[N:%\w+]] = OpExtInst %uint %1 UMin [[WID]] [[ROOM]]
; CHECK-NEXT: OpBitFieldUExtract %uint {{%\w+}} [[OFF]] [[N]]
	v_bfe_i32 v11, v0, 4, 8
; the field sign-extended
; CHECK: OpBitFieldSExtract
	v_med3_f32 v9, v0, v1, v2
; CHECK: {{FClamp|NClamp|FMin|NMin}}
	v_sad_u32 v12, v0, v1, v2
; |v0 - v1| (unsigned) + v2
; CHECK: {{OpUGreaterThan|OpULessThan|UMax|UMin}}
; CHECK: OpISub %uint
; CHECK: OpIAdd %uint
	v_perm_b32 v13, v0, v1, s0
; each byte of s0 picks a byte of {v0, v1} (0..7), a sign (8..11),
; 0x00 (12) or 0xff (13 and up)
; CHECK: OpULessThan %bool {{%\w+}} %uint_12
; CHECK-NEXT: OpIEqual %bool {{%\w+}} %uint_12
; CHECK-NEXT: OpSelect %uint {{%\w+}} %uint_0 %uint_255
	v_alignbit_b32 v10, v0, v1, 8
; ({v0, v1} >> 8)[31:0]
; CHECK: {{OpShiftRightLogical|OpShiftLeftLogical}}
	s_endpgm
