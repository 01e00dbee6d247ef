; FLAT: a 64-bit address in a VGPR pair (here built from user SGPRs).
; @user-sgprs 2
	v_lshlrev_b32 v1, 2, v0
	v_add_co_u32 v2, vcc_lo, s0, v1
	v_add_co_ci_u32 v3, vcc_lo, s1, 0, vcc_lo
	flat_load_dword v4, v[2:3]
; in an active lane, the address v3:v2
; CHECK: OpStore %vcc_lo
; the run of vector instructions under this EXEC lowers inside one
; branch on the lane's EXEC bit (an EXEC region): an inactive lane
; skips it, and no access in it branches on EXEC again
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
; CHECK: OpCompositeConstruct %v2uint
; CHECK: OpBitcast %ulong
; CHECK: OpConvertUToPtr %_ptr_PhysicalStorageBuffer_uint
; CHECK: OpLoad %uint
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_store_dword v[2:3], v4 offset:64
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpIAdd %ulong {{%\w+}} %ulong_64
; CHECK: OpStore {{%\w+}} {{%\w+}} Aligned 4
	flat_atomic_swap v5, v[2:3], v0 glc
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpAtomicExchange %uint {{%\w+}} %uint_1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
