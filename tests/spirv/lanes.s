; Cross-lane: v_readlane (a lane's VGPR into an SGPR), v_readfirstlane
; (the first active lane's), v_writelane (an SGPR into one lane's VGPR).
; CONFIGS: w32_s32 w64_s8
; @user-sgprs 2
	v_readlane_b32 s2, v0, 5
; one lane's value for the whole subgroup (scope Subgroup: 3)
; CHECK-W32: {{OpGroupNonUniformBroadcast|OpGroupNonUniformShuffle}} %uint %uint_3
; CHECK: OpStore %s2
	v_readlane_b32 s3, v0, s0
; the lane number is s0 modulo the wave size
; CHECK-W32: OpBitwiseAnd %uint {{%\w+}} %uint_31
; CHECK-W64: OpBitwiseAnd %uint {{%\w+}} %uint_63
; CHECK: OpStore %s3
	v_readfirstlane_b32 s4, v0
; the first lane of EXEC: its lowest set bit; at wave64, 32 + the high
; word's when the low word is 0
; CHECK: FindILsb
; CHECK-W64: [[HI:%\w+]] = OpExtInst %uint %1 FindILsb
; CHECK-W64: OpIAdd %uint %uint_32 [[HI]]
; CHECK-W32: {{OpGroupNonUniformBroadcast|OpGroupNonUniformShuffle}}
; CHECK: OpStore %s4
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v2
; the number of lanes below this one (in mask -1): the low word's bits
; below lane l, then the high word's below l - 32
; CHECK: OpBitCount
; CHECK: OpISub %uint {{%\w+}} %uint_32
; CHECK: OpBitCount
	v_permlane16_b32 v3, v0, s0, s1
; lane l reads lane sel of its row of 16, sel the nibble (l & 15) * 4
; of {s1, s0}
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_15
; CHECK: OpIMul %uint {{%\w+}} %uint_4
; CHECK: OpShiftRightLogical %ulong
; CHECK: OpBitwiseAnd %ulong {{%\w+}} %ulong_15
	v_permlanex16_b32 v4, v0, s0, s1
; the same from the other row (row ^ 16)
; CHECK: OpBitwiseXor %uint {{%\w+}} %uint_16
	v_writelane_b32 v1, s1, 3
; only lane 3 of v1 changes, EXEC or not
; CHECK: [[L:%\w+]] = OpBitwiseAnd %uint %uint_3 {{%uint_31|%uint_63}}
; CHECK: OpIEqual %bool {{%\w+}} [[L]]
; CHECK: OpSelect %uint
	s_endpgm
