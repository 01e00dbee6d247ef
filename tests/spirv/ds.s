; LDS: ds_write/ds_read (a Workgroup array of dwords), ds_add_u32 (an
; atomic), ds_permute/ds_bpermute (lanes through addresses, no LDS) and
; ds_swizzle. The LDS address is a byte address: dword index = addr / 4.
; CONFIGS: w32_s32 w64_s8
; @lds 1024
	v_lshlrev_b32 v1, 2, v0
	ds_write_b32 v1, v0 offset:16
; only in an active lane: address v1 + 16, in range of the 1024 bytes,
; shifted to a dword index
; CHECK: [[E1:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge
; CHECK-NEXT: OpBranchConditional [[E1]]
; CHECK: OpIAdd %uint {{%\w+}} %uint_16
; CHECK: OpULessThan %bool {{%\w+}} %uint_1024
; CHECK: OpShiftRightLogical %uint {{%\w+}} %uint_2
; CHECK: [[P:%\w+]] = OpAccessChain %_ptr_Workgroup_uint %lds
; CHECK: OpStore [[P]]
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v2, v1 offset:16
; CHECK: [[Q:%\w+]] = OpAccessChain %_ptr_Workgroup_uint %lds
; CHECK: OpLoad %uint [[Q]]
	ds_read2_b32 v[6:7], v1 offset0:2 offset1:5
; two dwords at v1 + 2 * 4 and v1 + 5 * 4
; CHECK: OpIAdd %uint {{%\w+}} %uint_8
; CHECK: OpAccessChain %_ptr_Workgroup_uint %lds
; CHECK: OpIAdd %uint {{%\w+}} %uint_20
; CHECK: OpAccessChain %_ptr_Workgroup_uint %lds
	ds_read2st64_b32 v[8:9], v1 offset1:1
; the second at v1 + 1 * 64 * 4
; CHECK: OpIAdd %uint {{%\w+}} %uint_256
	ds_read_i8 v10, v1
; the byte at (v1 & 3) * 8 of its dword, sign-extended
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_3
; CHECK: OpBitFieldSExtract %uint {{%\w+}} {{%\w+}} %uint_8
	ds_write_b8 v1, v0 offset:3
; only the byte at (address & 3) * 8: the dword's other bytes kept, and
; since other lanes may write them at once, cleared and set atomically
; CHECK: OpIAdd %uint {{%\w+}} %uint_3
; CHECK: [[SH:%\w+]] = OpIMul %uint {{%\w+}} %uint_8
; CHECK: [[MASK:%\w+]] = OpShiftLeftLogical %uint %uint_255 [[SH]]
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_255
; CHECK: [[V:%\w+]] = OpShiftLeftLogical %uint {{%\w+}} [[SH]]
; CHECK: [[NM:%\w+]] = OpNot %uint [[MASK]]
; CHECK: OpAtomicAnd %uint {{%\w+}} %uint_2 %uint_0 [[NM]]
; CHECK: OpAtomicOr %uint {{%\w+}} %uint_2 %uint_0 [[V]]
	ds_add_u32 v1, v0
; Workgroup scope (2)
; CHECK: OpAtomicIAdd %uint {{%\w+}} %uint_2
	ds_bpermute_b32 v3, v1, v0
; lane l reads v0 of lane v1[l] / 4 (a pull), masked to the wave
; CHECK: OpShiftRightLogical %uint {{%\w+}} %uint_2
; CHECK-W32: OpBitwiseAnd %uint {{%\w+}} %uint_31
; CHECK-W32: OpGroupNonUniformShuffle
	ds_permute_b32 v4, v1, v0
; lane l writes v0 to lane v1[l] / 4 (a push): each lane looks for the
; lanes whose address names it; no LDS
; CHECK-NOT-W32: OpAtomic
; CHECK-W32: OpGroupNonUniformBroadcast
; CHECK-W32: OpIEqual %bool
; CHECK: OpStore
	ds_swizzle_b32 v5, v0 offset:swizzle(QUAD_PERM,1,0,3,2)
; offset 0x8000 (quad-permute mode) | the permutation [1,0,3,2] two bits
; each (0xb1): lane l reads (l & ~3) | perm[l & 3]
; CHECK: OpBitFieldUExtract %uint %uint_32945
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_4294967292
	s_waitcnt lgkmcnt(0)
	s_endpgm
