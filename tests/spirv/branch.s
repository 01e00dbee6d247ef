; Branches: s_branch, s_cbranch_scc0/scc1, s_cbranch_vccz/vccnz, and
; s_cbranch_execz between s_and_saveexec and s_or_b32 exec. The SPIR-V is
; structured: each conditional branch is an OpBranchConditional on its
; condition, under a merge.
; @user-sgprs 2
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .Lskip
; CHECK: [[SCC:%\w+]] = OpLoad %uint %scc
; CHECK: OpINotEqual %bool [[SCC]] %uint_0
; CHECK: OpSelectionMerge
; CHECK: OpBranchConditional
	s_add_u32 s2, s0, 1
.Lskip:
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc0 .Lnext
; CHECK: OpLoad %uint %scc
; CHECK: OpBranchConditional
	s_mov_b32 s3, 7
.Lnext:
	v_cmp_eq_u32 vcc_lo, s0, v0
	s_cbranch_vccz .Lvz
; vccz: VCC == 0 (every lane, not this lane's bit); in a workgroup of
; whole waves every lane is an invocation's, so: no invocation of the
; subgroup has its VCC lane set, a vote
; CHECK: [[VL:%\w+]] = OpLoad %bool %vcc_lo_lane0
; CHECK-NEXT: [[VA:%\w+]] = OpGroupNonUniformAny %bool %uint_3 [[VL]]
; CHECK-NEXT: [[VZ:%\w+]] = OpLogicalNot %bool [[VA]]
; CHECK: OpBranchConditional [[VZ]]
	s_mov_b32 s4, 1
.Lvz:
	s_and_saveexec_b32 s7, vcc_lo
; s7 = EXEC, then EXEC &= VCC and SCC = (EXEC != 0)
; CHECK: [[OLD:%\w+]] = OpLoad %uint %exec_lo
; CHECK: OpStore %s7 [[OLD]]
; CHECK: [[NEW:%\w+]] = OpBitwiseAnd %uint {{%\w+}} [[OLD]]
; CHECK: OpStore %exec_lo [[NEW]]
; CHECK: OpINotEqual %bool [[NEW]] %uint_0
; CHECK: OpStore %scc
; and again from EXEC's lanes: some invocation's EXEC lane is set
; CHECK: [[EL:%\w+]] = OpLogicalAnd %bool
; CHECK: OpStore %exec_lo_lane0 [[EL]]
; CHECK: OpGroupNonUniformAny %bool %uint_3 [[EL]]
; CHECK: OpStore %scc
	s_cbranch_execz .Lez
; execz: no invocation's EXEC lane is set
; CHECK: [[XL:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: [[XA:%\w+]] = OpGroupNonUniformAny %bool %uint_3 [[XL]]
; CHECK-NEXT: [[XZ:%\w+]] = OpLogicalNot %bool [[XA]]
; CHECK: OpBranchConditional [[XZ]]
	s_mov_b32 s5, 2
.Lez:
	s_or_b32 exec_lo, exec_lo, s7
; CHECK: OpLoad %uint %s7
; CHECK: OpBitwiseOr %uint
; CHECK: OpStore %exec_lo
	s_cbranch_vccnz .Lend
; vccnz: some invocation's VCC lane is set
; CHECK: [[WL:%\w+]] = OpLoad %bool %vcc_lo_lane0
; CHECK-NEXT: [[WA:%\w+]] = OpGroupNonUniformAny %bool %uint_3 [[WL]]
; CHECK: OpBranchConditional [[WA]]
	s_mov_b32 s8, 4
	s_branch .Lend
	s_mov_b32 s6, 3
.Lend:
; s6 = 3 is never reached
	v_mov_b32_e32 v1, s5
; CHECK-NOT: OpStore %s6
; CHECK: OpReturn
	s_endpgm
