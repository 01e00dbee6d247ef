; VOP2: float and integer two-operand ALU, and the carry forms: v_add_co
; writes the carry out to VCC (a ballot of the active lanes' carries),
; v_addc_co reads it back (the lane's bit of VCC). Each result is written
; only where EXEC has the lane's bit: at wave64 (8 lanes an invocation) a
; select on it, then the store; at wave32 (one) the instructions up to
; v_add_co, which writes scalar state, are one EXEC region, a branch on
; the bit inside which each result is stored as it is.
; CONFIGS: w32_s32 w64_s8
	v_add_f32 v1, v0, s0
; v0 and s0 as floats, added; the names of v0 and v1 kept for below
; CHECK-W32: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT-W32: OpSelectionMerge
; CHECK-NEXT-W32: OpBranchConditional [[E]]
; CHECK-W32: [[X0:%\w+]] = OpLoad %uint [[V0:%\w+]]
; CHECK-W32: OpLoad %uint %s0
; CHECK: OpFAdd %float
; CHECK-W64: OpSelect %uint
; CHECK-NOT-W32: OpSelect %uint [[E]]
; CHECK-W32: OpStore [[V1:%\w+]]
	v_mul_f32 v2, v1, v0
; CHECK: OpFMul %float
	v_max_f32 v3, v1, v0
; CHECK: {{NMax|FMax}}
	v_fmac_f32 v3, v1, v2
; d = a * b + d, one rounding: in double, the product of two floats is
; exact; the sum is rounded to odd (its error by two-sum: when not 0
; and the sum's last bit even, one step toward the exact value) so that
; the conversion to float rounds once
; CHECK: [[P:%\w+]] = OpFMul %double
; CHECK-NEXT: [[S:%\w+]] = OpFAdd %double [[P]]
; CHECK: [[SB:%\w+]] = OpBitcast %ulong [[S]]
; CHECK-NEXT: OpBitwiseAnd %ulong [[SB]] %ulong_1
; CHECK: OpISub %ulong [[SB]] %ulong_1
; CHECK-NEXT: OpIAdd %ulong [[SB]] %ulong_1
; CHECK: OpFConvert %float
	v_sub_nc_u32 v4, v0, s0
; v0 - s0
; CHECK-W32: [[A:%\w+]] = OpLoad %uint [[V0]]
; CHECK-W32: [[B:%\w+]] = OpLoad %uint %s0
; CHECK-W32: OpISub %uint [[A]] [[B]]
; CHECK-W64: OpISub %uint
	v_subrev_nc_u32 v11, v0, s0
; "rev": s0 - v0
; CHECK-W32: [[A2:%\w+]] = OpLoad %uint [[V0]]
; CHECK-W32: [[B2:%\w+]] = OpLoad %uint %s0
; CHECK-W32: OpISub %uint [[B2]] [[A2]]
; CHECK-W64: OpISub %uint
	v_lshlrev_b32 v5, v0, s0
; "rev": s0 << v0[4:0]
; CHECK-W32: [[N:%\w+]] = OpLoad %uint [[V0]]
; CHECK-W32: [[S:%\w+]] = OpLoad %uint %s0
; CHECK-W32: [[N5:%\w+]] = OpBitwiseAnd %uint [[N]] %uint_31
; CHECK-W32: OpShiftLeftLogical %uint [[S]] [[N5]]
; CHECK-W64: OpBitwiseAnd %uint {{%\w+}} %uint_31
; CHECK-W64: OpShiftLeftLogical
	v_cndmask_b32 v6, v0, v1, {vcc}
; the lane's VCC bit ? v1 : v0
; CHECK: [[VB:%\w+]] = OpLoad %bool %vcc_lo_lane0
; CHECK-W32: [[C0:%\w+]] = OpLoad %uint [[V0]]
; CHECK-W32: [[F0:%\w+]] = OpBitcast %float [[C0]]
; CHECK-W32: [[C1:%\w+]] = OpLoad %uint [[V1]]
; CHECK-W32: [[F1:%\w+]] = OpBitcast %float [[C1]]
; CHECK-W32: OpSelect %float [[VB]] [[F1]] [[F0]]
; CHECK-W64: OpSelect
	v_add_co_u32 v7, {vcc}, v0, v1
; the carry of each active lane, gathered into VCC
; CHECK-W32: [[E7:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK: [[AC:%\w+]] = OpIAddCarry
; CHECK: [[CY:%\w+]] = OpCompositeExtract %uint [[AC]] 1
; CHECK: [[CB:%\w+]] = OpINotEqual %bool [[CY]] %uint_0
; CHECK-W32: [[CA:%\w+]] = OpLogicalAnd %bool [[CB]] [[E7]]
; CHECK-W32: OpGroupNonUniformBallot %v4uint %uint_3 [[CA]]
; CHECK-W64: OpGroupNonUniformBallot
; CHECK: OpStore %vcc_lo
; and kept per lane for the carry in below
; CHECK-W32: OpStore %vcc_lo_lane0 [[CA]]
	v_add_co_ci_u32 v8, {vcc}, v7, v1, {vcc}
; the lane's bit of VCC is the carry in: 1 when set (v7 is the sum above,
; so the two are not one 64-bit add); its own carry is overwritten by
; v_sub_co_u32 before anything reads it: no ballot
; CHECK: [[CIB:%\w+]] = OpLoad %bool %vcc_lo_lane0
; CHECK: OpIAddCarry
; CHECK: [[CI:%\w+]] = OpSelect %uint [[CIB]] %uint_1 %uint_0
; CHECK: OpIAddCarry {{%\w+}} {{%\w+}} [[CI]]
; CHECK-NOT: OpGroupNonUniformBallot
	v_sub_co_u32 v9, {vcc}, v0, v1
; the borrow: a < b unsigned, or OpISubBorrow
; CHECK: {{OpISubBorrow|OpULessThan}}
	v_subrev_co_u32 v12, {vcc}, v0, v1
; "rev": v1 - v0, the borrow v1 < v0
; CHECK-W32: [[R0:%\w+]] = OpLoad %uint [[V0]]
; CHECK-W32: [[R1:%\w+]] = OpLoad %uint [[V1]]
; CHECK-W32: OpISubBorrow {{%\w+}} [[R1]] [[R0]]
; CHECK-W64: OpISubBorrow
	v_add_co_u32 v13, {vcc}, v0, v1
	v_add_co_ci_u32 v14, {vcc}, v2, v3, {vcc}
; a carry nothing else reads, into the next instruction's carry in: the
; halves of one 64-bit add, {v2, v0} + {v3, v1}; v13 its low dword, v14
; its high one, VCC the carry out of bit 63 (the sum below an addend)
; CHECK: [[PX:%\w+]] = OpBitcast %ulong {{%\w+}}
; CHECK: [[PY:%\w+]] = OpBitcast %ulong {{%\w+}}
; CHECK: [[S:%\w+]] = OpIAdd %ulong [[PX]] [[PY]]
; CHECK: [[SV:%\w+]] = OpBitcast %v2uint [[S]]
; CHECK: [[SL:%\w+]] = OpCompositeExtract %uint [[SV]] 0
; CHECK: [[SH:%\w+]] = OpCompositeExtract %uint [[SV]] 1
; CHECK: OpULessThan %bool [[S]] [[PX]]
; at one lane an invocation the pair lies in an EXEC region, no select
; on the lane's bit; at 8 lanes an invocation each slot's halves are
; selected on its bit
; CHECK-NOT-W32: OpSelect %uint {{%\w+}} [[SL]]
; CHECK-W64: OpSelect %uint {{%\w+}} [[SL]]
; CHECK-W64: OpSelect %uint {{%\w+}} [[SH]]
; nothing reads VCC again before s_endpgm: no mask is made of the carry
; CHECK-NOT: OpGroupNonUniformBallot
	v_mul_u32_u24 v10, v0, v1
; the low 24 bits of each operand
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_16777215
; CHECK: OpIMul
	s_endpgm
