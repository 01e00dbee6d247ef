; FLAT: a 64-bit address in a VGPR pair (here built from user SGPRs).
; @user-sgprs 2
; the run of vector instructions under this EXEC (the address and the
; accesses) lowers inside one branch on the lane's EXEC bit (an EXEC
; region): an inactive lane skips it, and no access in it branches on
; EXEC again
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
	v_lshlrev_b32 v1, 2, v0
	v_add_co_u32 v2, vcc_lo, s0, v1
	v_add_co_ci_u32 v3, vcc_lo, s1, 0, vcc_lo
; the carry pair is one 64-bit add, and nothing reads VCC again before
; s_endpgm: no mask is made of its carry, in the region or after it
; CHECK: OpIAdd %ulong
; CHECK-NOT: %vcc_lo
	flat_load_dword v4, v[2:3]
; in an active lane, from the address v3:v2
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
