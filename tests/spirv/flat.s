; FLAT: a 64-bit address in a VGPR pair (here built from user SGPRs).
; @user-sgprs 2
	v_lshlrev_b32 v1, 2, v0
	v_add_co_u32 v2, vcc_lo, s0, v1
	v_add_co_ci_u32 v3, vcc_lo, s1, 0, vcc_lo
	flat_load_dword v4, v[2:3]
; in an active lane, the address v3:v2
; CHECK: OpStore %vcc_lo
; CHECK: [[E1:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge
; CHECK-NEXT: OpBranchConditional [[E1]]
; CHECK: OpCompositeConstruct %v2uint
; CHECK: OpBitcast %ulong
; CHECK: OpConvertUToPtr %_ptr_PhysicalStorageBuffer_uint
; CHECK: OpLoad %uint
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4 offset:64
; CHECK: [[E2:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge
; CHECK-NEXT: OpBranchConditional [[E2]]
; CHECK: OpIAdd %ulong {{%\w+}} %ulong_64
; CHECK: OpStore {{%\w+}} {{%\w+}} Aligned 4
	flat_atomic_swap v5, v[2:3], v0 glc
; CHECK: [[E3:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge
; CHECK-NEXT: OpBranchConditional [[E3]]
; CHECK: OpAtomicExchange %uint {{%\w+}} %uint_1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
