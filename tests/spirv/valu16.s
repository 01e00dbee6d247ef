; 16-bit VALU: f16 and i16/u16 arithmetic on the low halves of VGPRs; the
; result goes to bits 15:0 and bits 31:16 keep the old value (gfx10), or
; with op_sel[3] to bits 31:16 with bits 15:0 kept.
	v_add_f16 v1, v0, s0
; the low halves as f16, added, rounded to f16 (a float's sum of two
; halves is exact: one rounding), into bits 15:0
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK: UnpackHalf2x16
; CHECK: OpFAdd %float
; CHECK: OpBitFieldInsert %uint {{%\w+}} {{%\w+}} %uint_0 %uint_16
	v_mul_f16 v2, -v0, v1
; neg: the f16's sign bit flipped (^ 0x8000), or the float negated
; CHECK: {{OpBitwiseXor %uint %\w+ %uint_32768|OpBitwiseXor %uint %\w+ %uint_2147483648|OpFNegate %float}}
; CHECK: OpFMul %float
	v_fma_f16 v3, v0, v1, v2 op_sel:[0,0,0,1]
; a fused multiply-add (a double's product of halves is exact); the
; result into bits 31:16
; CHECK: {{Fma|OpFMul %double}}
; CHECK: OpBitFieldInsert %uint {{%\w+}} {{%\w+}} %uint_16 %uint_16
	v_add_nc_u16 v4, v0, v1
; wraps at 16 bits
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK: OpIAdd %uint
; CHECK: OpBitFieldInsert %uint {{%\w+}} {{%\w+}} %uint_0 %uint_16
	v_mul_lo_u16 v5, v0, v1
; CHECK: OpIMul %uint
; CHECK: OpBitFieldInsert %uint {{%\w+}} {{%\w+}} %uint_0 %uint_16
	v_lshlrev_b16 v6, v0, v1
; the shift amount: v0[3:0]
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_15
; CHECK: OpShiftLeftLogical
	v_cmp_lt_i16 vcc_lo, v0, v1
; signed halves: sign-extended from bit 15
; CHECK: OpBitFieldSExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK: OpSLessThan %bool
; CHECK: OpGroupNonUniformBallot
	v_fma_f16 v8, v0, v1, v2 op_sel:[1,0,0,0]
; the high half of v0 as the first f16 source, v1's and v2's low halves
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_16 %uint_16
; CHECK: UnpackHalf2x16
	v_cvt_f16_f32 v7, v0
; f32 to f16: the exponent rebased (127 - 15 = 112, 112 << 23 =
; 939524096), 23 - 10 = 13 mantissa bits dropped, rounded to nearest
; even (+ 0xfff + the lowest kept bit), infinity 0x7c00 (31744) beyond
; the range
; CHECK: [[R:%\w+]] = OpISub %uint {{%\w+}} %uint_939524096
; CHECK: [[L:%\w+]] = OpShiftRightLogical %uint [[R]] %uint_13
; CHECK: [[ODD:%\w+]] = OpBitwiseAnd %uint [[L]] %uint_1
; CHECK: [[H:%\w+]] = OpIAdd %uint [[R]] %uint_4095
; CHECK: [[S:%\w+]] = OpIAdd %uint [[H]] [[ODD]]
; CHECK: OpShiftRightLogical %uint [[S]] %uint_13
; CHECK: %uint_31744
; CHECK: OpBitFieldInsert %uint {{%\w+}} {{%\w+}} %uint_0 %uint_16
	s_endpgm
