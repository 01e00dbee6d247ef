; GLOBAL: loads, stores and atomics at SGPR base + VGPR offset (saddr
; form); an inactive lane loads and stores nothing.
; @user-sgprs 2
	v_lshlrev_b32 v1, 2, v0
	global_load_dword v2, v1, s[0:1] offset:16
; s[0:1] + zero-extended v1 + 16, in an active lane only
; the run of vector instructions under this EXEC lowers inside one
; branch on the lane's EXEC bit (an EXEC region): an inactive lane
; skips it, and no access in it branches on EXEC again
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
; CHECK: OpUConvert %ulong
; CHECK: OpLoad %uint %s1
; CHECK: OpLoad %uint %s0
; CHECK: OpIAdd %ulong
; CHECK: OpIAdd %ulong {{%\w+}} %ulong_16
; CHECK: OpConvertUToPtr %_ptr_PhysicalStorageBuffer_uint
; CHECK: OpLoad %uint {{%\w+}} Aligned 4
	s_waitcnt vmcnt(0)
	global_store_dword v1, v2, s[0:1] offset:256
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpIAdd %ulong {{%\w+}} %ulong_256
; CHECK: OpStore {{%\w+}} {{%\w+}} Aligned 4
	global_atomic_add v1, v0, s[0:1] offset:48
; Device scope (1)
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpAtomicIAdd %uint {{%\w+}} %uint_1
	global_load_dword v4, v1, s[0:1] offset:-4
; a negative offset: + 0xfffffffffffffffc
; CHECK: OpIAdd %ulong {{%\w+}} %ulong_18446744073709551612
	global_load_ushort v3, v1, s[0:1]
; a 16-bit load: the dword holding it, the half at (address & 3) * 8,
; zero-extended
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpLoad %uint {{%\w+}} Aligned 4
; CHECK: [[LOW:%\w+]] = OpBitwiseAnd %uint {{%\w+}} %uint_3
; CHECK: [[BIT:%\w+]] = OpIMul %uint [[LOW]] %uint_8
; CHECK: OpBitFieldUExtract %uint {{%\w+}} [[BIT]] %uint_16
	s_waitcnt vmcnt(0)
	s_endpgm
