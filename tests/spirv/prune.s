; -O: what the optimizer leaves of lane masks. A compare whose mask is read
; only per lane (v_cndmask) needs no bits: no ballot is left of it, nor of
; a carry nobody reads; a compare whose bits a scalar instruction counts
; (s_bcnt1) keeps its ballot, and the count is stored.
; CONFIGS: w32_s32_O
; @user-sgprs 4
	v_cmp_gt_u32_e32 vcc_lo, 5, v0
	v_cndmask_b32_e64 v1, 1, 2, vcc_lo
	v_add_co_u32 v2, s10, v0, v1
; CHECK: OpFunction
; CHECK-NOT: OpGroupNonUniformBallot
; CHECK: OpULessThan %bool
	v_cmp_lt_u32_e64 s8, 3, v0
	s_bcnt1_i32_b32 s9, s8
; the bits of s8, counted
; CHECK: [[B:%\w+]] = OpGroupNonUniformBallot %v4uint %uint_3
; CHECK: [[BX:%\w+]] = OpCompositeExtract %uint [[B]] 0
; CHECK: OpBitCount %uint [[BX]]
	v_mov_b32_e32 v3, s9
	v_lshlrev_b32_e32 v4, 2, v0
	global_store_dword v4, v3, s[0:1]
	global_store_dword v4, v1, s[2:3]
	global_store_dword v4, v2, s[2:3] offset:256
; no ballot of the first compare or the carry after it either
; CHECK-NOT: OpGroupNonUniformBallot
; CHECK: OpReturn
	s_endpgm
