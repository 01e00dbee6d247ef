; VOPC: each lane's comparison gathered into a lane mask (VCC or an SGPR
; pair), v_cmpx writing EXEC itself. Inactive lanes compare as false.
; CONFIGS: w32_s32 w64_s8
	v_cmp_lt_f32 {vcc}, v0, v1
; ordered less-than: false when either is NaN
; CHECK: OpFOrdLessThan %bool
; CHECK: OpGroupNonUniformBallot
; CHECK: OpStore %vcc_lo
	v_cmp_neq_f32 {m:2}, v0, v1
; neq is unordered not-equal: true when either is NaN
; CHECK: OpFUnordNotEqual %bool
; CHECK: OpGroupNonUniformBallot
; CHECK: OpStore %s2
	v_cmp_gt_i32_e64 {m:4}, v0, 5
; signed
; CHECK: OpSGreaterThan %bool {{%\w+}} %uint_5
; CHECK: OpStore %s4
	v_cmp_class_f32 {vcc}, v0, v1
; the class of v0 (NaN, inf, normal, denormal, zero by sign) against v1's
; bit for it
; bit: the exponent (30:23) is all ones for NaN and inf, 0 for zero and
; denormals; the class's number picks v1's bit
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_23 %uint_8
; CHECK: OpIEqual %bool {{%\w+}} %uint_255
; CHECK: OpIEqual %bool {{%\w+}} %uint_0
; CHECK: OpShiftRightLogical %uint
; CHECK: OpGroupNonUniformBallot
; CHECK: OpStore %vcc_lo
	v_mov_b32 v2, 5
	v_mov_b32 v3, 6
	v_mov_b32 v4, 7
	v_mov_b32 v5, 8
; wave32, one lane an invocation: four moves under this EXEC are an EXEC
; region, which ends before v_cmpx changes EXEC
; CHECK-W32: [[E1:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT-W32: OpSelectionMerge [[M1:%\w+]]
; CHECK-NEXT-W32: OpBranchConditional [[E1]]
; CHECK-W32: [[M1]] = OpLabel
	v_cmpx_le_u32 v0, v1
; EXEC = the lanes where v0 <= v1 (of those active)
; CHECK: OpULessThanEqual %bool
; CHECK: OpGroupNonUniformBallot
; CHECK: OpStore %exec_lo
; CHECK-NOT: OpStore %vcc_lo
; CHECK: OpStore %exec_lo_lane0
	v_mov_b32 v2, 1
	v_mov_b32 v3, 2
	v_mov_b32 v4, 3
	v_mov_b32 v5, 4
; under the new EXEC: wave32, a region testing it again; wave64 (8 lanes
; an invocation), a select on each lane's bit
; CHECK: [[E2:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT-W32: OpSelectionMerge
; CHECK-NEXT-W32: OpBranchConditional [[E2]]
; CHECK-W64: OpSelect %uint [[E2]]
	s_endpgm
