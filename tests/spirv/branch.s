; Branches: s_branch, s_cbranch_scc0/scc1, s_cbranch_vccz/vccnz,
; s_cbranch_execz/execnz. The SPIR-V is structured: each conditional
; branch is an OpBranchConditional on its condition, under a merge.
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
	s_cbranch_execz .Lez
; CHECK: OpLoad %uint %exec_lo
; CHECK: OpIEqual %bool {{%\w+}} {{%ulong_0|%uint_0}}
; CHECK: OpBranchConditional
	s_mov_b32 s5, 2
.Lez:
	s_branch .Lend
	s_mov_b32 s6, 3
.Lend:
; s6 = 3 is never reached
; CHECK-NOT: OpStore %s6
; CHECK: OpReturn
	s_endpgm
