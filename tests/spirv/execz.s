; s_cbranch_execz over code that a clear EXEC makes a no-op (lane work, a
; store, a scalar write dead at the target, SCC written there before any
; read): the branch is only the hardware's shortcut, never taken here (no
; vote of the lanes for it; the SCC of s_and_saveexec and s_or_b32 are
; still votes, dropped with -O when unread); the lane work stays under its lane's EXEC bit.
; @user-sgprs 4
	v_cmp_gt_u32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .Lez
; CHECK: OpStore %exec_lo
; CHECK-NOT: OpBranchConditional
; CHECK: OpBranchConditional %false
	v_add_nc_u32_e32 v1, s1, v0
	s_mov_b32 s8, 5
	v_add_nc_u32_e32 v1, s8, v1
	global_store_dword v0, v1, s[2:3]
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK: OpBranchConditional [[E]]
; CHECK: OpStore
.Lez:
	s_or_b32 exec_lo, exec_lo, s7
	s_mov_b32 s8, 0
	s_endpgm
; CHECK: OpBitwiseOr %uint
; CHECK: OpStore %exec_lo
; CHECK: OpReturn
