; EXEC regions (wave32, one lane an invocation): what a run of vector
; instructions under one EXEC may take in. A scalar move nothing before it
; in the run reads runs before the region's branch; one whose register an
; earlier instruction of the run reads ends the run instead, so that read
; sees the old value; a compare into a mask read per lane stays inside,
; its skipped lanes cleared and its bits made again after the merge.
; @user-sgprs 4
	v_cmp_ne_u32_e32 vcc_lo, 0, v0
	s_and_saveexec_b32 s20, vcc_lo
; s24 = 0x1000 before the branch on the lane's EXEC bit
; CHECK: OpStore %s24 %uint_4096
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
	v_add_nc_u32_e32 v2, 1, v0
	s_mov_b32 s24, 0x1000
	v_add_nc_u32_e32 v3, s24, v2
; inside: v3 = s24 + v2
; CHECK: [[S24:%\w+]] = OpLoad %uint %s24
; CHECK: OpIAdd %uint [[S24]]
	v_cmp_gt_u32_e64 s28, 9, v2
	v_cndmask_b32_e64 v5, 0, 1, s28
; the compare, inside; v5 from its lane
; CHECK-NOT: [[M]] = OpLabel
; CHECK: [[C:%\w+]] = OpUGreaterThan %bool %uint_9
; CHECK: [[CA:%\w+]] = OpLogicalAnd %bool [[C]] %true
; CHECK: OpStore %s28_lane0 [[CA]]
	v_add_nc_u32_e32 v6, s26, v2
; v6 = s26 + v2 with the s26 from before the move below
; CHECK: [[S26:%\w+]] = OpLoad %uint %s26
; CHECK: OpIAdd %uint [[S26]]
	s_mov_b32 s26, 7
; the region ends before the move, and s28's skipped lanes read false
; CHECK: [[M]] = OpLabel
; CHECK: [[L:%\w+]] = OpLoad %bool %s28_lane0
; CHECK: [[L2:%\w+]] = OpLogicalAnd %bool [[L]] [[E]]
; CHECK: OpStore %s28_lane0 [[L2]]
; CHECK: OpGroupNonUniformBallot %v4uint %uint_3 [[L2]]
; CHECK: OpStore %s26 %uint_7
	v_add_nc_u32_e32 v6, s26, v6
	s_bcnt1_i32_b32 s30, s28
	s_mov_b32 exec_lo, s20
	v_mov_b32_e32 v7, s30
	v_lshlrev_b32_e32 v4, 2, v0
	global_store_dword v4, v3, s[0:1]
	global_store_dword v4, v5, s[0:1] offset:256
	global_store_dword v4, v6, s[2:3]
	global_store_dword v4, v7, s[2:3] offset:256
	v_add_co_u32 v8, vcc_lo, v0, v0
	s_branch .Lt
.Lt:
	s_cbranch_vccnz .Lend
; the carry's VCC is read by the branch of a later block: it is kept
; CHECK: OpIAddCarry
; CHECK: OpStore %vcc_lo_lane0
; CHECK: OpGroupNonUniformAny %bool %uint_3
; CHECK: OpBranchConditional
	global_store_dword v4, v8, s[2:3] offset:512
.Lend:
	s_endpgm
