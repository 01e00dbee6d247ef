; Scalar memory: s_load from a 64-bit address in user SGPRs, s_buffer_load
; through a buffer descriptor (V#) in user SGPRs, and s_waitcnt.
; @user-sgprs 8
	s_load_dword s8, s[0:1], 0x10
; a load through a physical pointer: s[0:1] + 16, the low two bits
; ignored (& ~3), the 48 bits of a gfx10 virtual address (the high
; dword & 0xffff)
; CHECK: OpIAdd %ulong {{%\w+}} %ulong_16
; CHECK: OpBitwiseAnd %ulong {{%\w+}} %ulong_18446744073709551612
; CHECK: [[H:%\w+]] = OpCompositeExtract %uint {{%\w+}} 1
; CHECK: [[HM:%\w+]] = OpBitwiseAnd %uint [[H]] %uint_65535
; CHECK: OpCompositeInsert %v2uint [[HM]] {{%\w+}} 1
; CHECK: OpConvertUToPtr %_ptr_PhysicalStorageBuffer_uint
; CHECK: OpLoad %uint {{%\w+}} Aligned 4
; CHECK: OpStore %s8
	s_load_dwordx2 s[10:11], s[0:1], 0x20
; s10 = the dword at +32, s11 the one at +36
; CHECK: [[A:%\w+]] = OpBitwiseAnd %ulong {{%\w+}} %ulong_18446744073709551612
; CHECK: [[AV:%\w+]] = OpBitcast %v2uint [[A]]
; CHECK: [[AH:%\w+]] = OpCompositeExtract %uint [[AV]] 1
; CHECK: [[AHM:%\w+]] = OpBitwiseAnd %uint [[AH]] %uint_65535
; CHECK: [[AVM:%\w+]] = OpCompositeInsert %v2uint [[AHM]] [[AV]] 1
; CHECK: [[AM:%\w+]] = OpBitcast %ulong [[AVM]]
; CHECK: [[PL:%\w+]] = OpConvertUToPtr %_ptr_PhysicalStorageBuffer_uint [[AM]]
; CHECK: [[LO:%\w+]] = OpLoad %uint [[PL]]
; CHECK: [[A4:%\w+]] = OpIAdd %ulong [[A]] %ulong_4
; CHECK: [[A4V:%\w+]] = OpBitcast %v2uint [[A4]]
; CHECK: [[A4H:%\w+]] = OpCompositeExtract %uint [[A4V]] 1
; CHECK: [[A4HM:%\w+]] = OpBitwiseAnd %uint [[A4H]] %uint_65535
; CHECK: [[A4VM:%\w+]] = OpCompositeInsert %v2uint [[A4HM]] [[A4V]] 1
; CHECK: [[A4M:%\w+]] = OpBitcast %ulong [[A4VM]]
; CHECK: [[PH:%\w+]] = OpConvertUToPtr %_ptr_PhysicalStorageBuffer_uint [[A4M]]
; CHECK: [[HI:%\w+]] = OpLoad %uint [[PH]]
; CHECK: OpStore %s10 [[LO]]
; CHECK: OpStore %s11 [[HI]]
	s_buffer_load_dword s12, s[4:7], 0x8
; the V#'s base is s4 and s5[15:0]; the load is in bounds of num_records
; (s6) or returns 0
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_65535
; CHECK: {{OpULessThan|OpUGreaterThan|OpULessThanEqual}}
; CHECK: OpStore %s12
	s_waitcnt lgkmcnt(0)
	s_endpgm
