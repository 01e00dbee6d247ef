; MTBUF: typed buffer loads and stores; the format is in the instruction
; (here 32-bit float x, and 8-bit unorm xyzw).
; @user-sgprs 8
	tbuffer_load_format_x v1, v0, s[4:7], 0 format:[BUF_FMT_32_FLOAT] idxen
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
; CHECK: [[E1:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge
; CHECK-NEXT: OpBranchConditional [[E1]]
; CHECK: {{OpStore %\w+ %\w+ Aligned 4|OpAtomicAnd}}
; CHECK-NOT: OpLoad %uint {{%\w+}} Aligned
; CHECK: OpReturn
	s_endpgm
