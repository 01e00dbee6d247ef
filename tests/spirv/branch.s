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
; vccz: VCC == 0 (every lane, not this lane's bit)
; CHECK: OpLoad %uint %vcc_lo
; CHECK: OpIEqual %bool {{%\w+}} {{%ulong_0|%uint_0}}
; CHECK: OpBranchConditional
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
	s_cbranch_execz .Lez
; CHECK: OpLoad %uint %exec_lo
; CHECK: OpIEqual %bool {{%\w+}} {{%ulong_0|%uint_0}}
; CHECK: OpBranchConditional
	s_mov_b32 s5, 2
.Lez:
	s_or_b32 exec_lo, exec_lo, s7
; CHECK: OpLoad %uint %s7
; CHECK: OpBitwiseOr %uint
; CHECK: OpStore %exec_lo
	s_cbranch_vccnz .Lend
; CHECK: OpLoad %uint %vcc_lo
; CHECK: OpINotEqual %bool {{%\w+}} {{%ulong_0|%uint_0}}
; CHECK: OpBranchConditional
	s_mov_b32 s8, 4
	s_branch .Lend
	s_mov_b32 s6, 3
.Lend:
; s6 = 3 is never reached
; CHECK-NOT: OpStore %s6
; CHECK: OpReturn
	s_endpgm
