; MTBUF: typed buffer loads and stores; the format is in the instruction
; (here 32-bit float x, and 8-bit unorm xyzw).
; @user-sgprs 8
	tbuffer_load_format_x v1, v0, s[4:7], 0 format:[BUF_FMT_32_FLOAT] idxen
; the run of vector instructions under this EXEC lowers inside one
; branch on the lane's EXEC bit (an EXEC region): an inactive lane
; skips it, and no access in it branches on EXEC again
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
; CHECK: OpConvertUToPtr
; CHECK: OpLoad %uint
	tbuffer_load_format_xyzw v[2:5], v0, s[4:7], 0 format:[BUF_FMT_8_8_8_8_UNORM] idxen
; each 8-bit field to a float divided by 2^8 - 1 (unorm)
; CHECK: {{OpConvertUToF|UnpackUnorm4x8}}
; CHECK: {{OpFDiv %float|OpFMul %float|UnpackUnorm4x8}}
	s_waitcnt vmcnt(0)
	tbuffer_store_format_x v1, v0, s[4:7], 0 format:[BUF_FMT_32_UINT] idxen
; in an active lane, in range: the value rounded to the field and
; written (a whole dword, or a field of one: atomic and, then or)
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: {{OpStore %\w+ %\w+ Aligned 4|OpAtomicAnd}}
; CHECK-NOT: OpLoad %uint {{%\w+}} Aligned
; CHECK: OpReturn
	s_endpgm
