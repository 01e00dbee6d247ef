; MUBUF: buffer loads and stores through a V# (buffer descriptor) in user
; SGPRs s[4:7]: base = s4 | s5[15:0] << 32, num_records = s6; offen adds
; the VGPR offset, idxen multiplies the index by the stride (s5[29:16]).
; Out-of-range accesses load 0 and store nothing.
; @user-sgprs 8
	buffer_load_dword v1, v0, s[4:7], 0 offen offset:8
; base address: s5's low 16 bits; in range by the V#'s OOB_SELECT
; (s7[29:28]) with num_records = s6: 0 index < num_records and
; offset + 4 <= stride, 1 index < num_records, 2 num_records != 0,
; 3 index * stride + offset + 4 <= num_records
; the run of vector instructions under this EXEC lowers inside one
; branch on the lane's EXEC bit (an EXEC region): an inactive lane
; skips it, and no access in it branches on EXEC again
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_65535
; CHECK: [[NR:%\w+]] = OpLoad %uint %s6
; CHECK: [[OOB:%\w+]] = OpBitFieldUExtract %uint {{%\w+}} %uint_28 %uint_2
; CHECK: OpULessThan %bool {{%\w+}} [[NR]]
; CHECK: OpINotEqual %bool [[NR]] %uint_0
; CHECK: [[NR64:%\w+]] = OpUConvert %ulong [[NR]]
; CHECK-NEXT: OpULessThanEqual %bool {{%\w+}} [[NR64]]
; CHECK: OpIEqual %bool [[OOB]] %uint_2
; CHECK: OpIEqual %bool [[OOB]] %uint_1
; CHECK: OpIEqual %bool [[OOB]] %uint_0
; CHECK: OpConvertUToPtr %_ptr_PhysicalStorageBuffer_uint
; CHECK: OpLoad %uint
	buffer_load_ubyte v2, v0, s[4:7], 0 idxen
; the stride, s5[29:16]
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_16 %uint_14
; CHECK: OpIMul
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[4:7], 0 offen offset:4
; a store only in active lanes, in range
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpStore {{%\w+}} {{%\w+}} Aligned 4
	buffer_atomic_add v1, v0, s[4:7], 0 offen glc
; CHECK: OpAtomicIAdd %uint
	s_waitcnt vmcnt(0)
	s_endpgm
