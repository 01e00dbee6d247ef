; SCRATCH: per-lane private memory (a Function array of dwords),
; addressed by byte offset, within the --scratch size (256 bytes).
; @scratch 256
	v_mov_b32 v1, 8
	scratch_store_dword v1, v0, off offset:4
; in an active lane: byte v1 + 4, in range (+ 4 bytes <= 256), dword / 4
; the run of vector instructions under this EXEC lowers inside one
; branch on the lane's EXEC bit (an EXEC region): an inactive lane
; skips it, and no access in it branches on EXEC again
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
; CHECK: OpIAdd %uint %uint_4
; CHECK: OpULessThanEqual %bool
; CHECK: OpShiftRightLogical %uint {{%\w+}} %uint_2
; CHECK: [[P:%\w+]] = OpAccessChain %_ptr_Function_uint %scratch
; CHECK: OpStore [[P]]
	s_waitcnt vmcnt(0)
	scratch_load_dword v2, v1, off offset:4
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: [[Q:%\w+]] = OpAccessChain %_ptr_Function_uint %scratch
; CHECK: OpLoad %uint [[Q]]
	scratch_store_dword off, v0, s0 offset:16
; the SGPR address
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpLoad %uint %s0
; CHECK: OpIAdd %uint %uint_16
; CHECK: OpAccessChain %_ptr_Function_uint %scratch
	s_waitcnt vmcnt(0)
	s_endpgm
