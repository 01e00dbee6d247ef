; Local ids where nothing tells one grouping of the invocations into
; subgroups from another (no subgroup operation, no read of the lane or
; the wave): thread t of slot k is Vulkan's LocalInvocationIndex plus
; k * 64 / K (here K = 1), not SubgroupId * 32 + SubgroupLocalInvocationId;
; the workgroup is 64 threads wide, so v0 = t % 64.
; @user-sgprs 2
	v_lshlrev_b32 v1, 2, v0
	global_store_dword v1, v0, s[0:1]
	s_endpgm
; CHECK: [[I:%\w+]] = OpLoad %uint %gl_LocalInvocationIndex
; CHECK-NEXT: [[T:%\w+]] = OpIAdd %uint [[I]] %uint_0
; CHECK-NEXT: [[X:%\w+]] = OpUMod %uint [[T]] %uint_64
; CHECK: OpStore {{%\w+}} [[X]]
; CHECK-NOT: OpLoad %uint %SubgroupId
; CHECK: OpReturn
