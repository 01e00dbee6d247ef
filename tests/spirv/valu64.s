; 64-bit VALU: f64 arithmetic on VGPR pairs, 64-bit shifts, integer
; multiply-add with a 64-bit result.
; @user-sgprs 4
	v_add_f64 v[2:3], v[0:1], s[0:1]
; the pairs as doubles (low dword first)
; CHECK: OpCompositeConstruct %v2uint
; CHECK: OpBitcast %double
; CHECK: OpFAdd %double
	v_mul_f64 v[4:5], v[0:1], v[2:3]
; CHECK: OpFMul %double
	v_fma_f64 v[6:7], v[0:1], v[2:3], -v[4:5]
; one rounding: Fma, or the exact product of the 53-bit significands
; (exponent bits 62:52) in 128 bits
; CHECK: {{OpBitwiseXor %ulong %\w+ %ulong_9223372036854775808|OpFNegate %double}}
; CHECK: {{Fma|OpShiftRightLogical %ulong %\w+ %uint_52}}
; CHECK: {{Fma|OpUMulExtended}}
	v_lshlrev_b64 v[8:9], v0, v[2:3]
; the shift amount is v0[5:0]
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_63
; CHECK: OpShiftLeftLogical %ulong
	v_mad_u64_u32 v[10:11], s4, v0, v1, v[2:3]
; a 32 x 32 -> 64 product plus a 64-bit addend; both halves written
; (v10 low, v11 high); the carry out (the sum below the addend) of the
; active lanes to s4
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK: OpUConvert %ulong
; CHECK: [[P:%\w+]] = OpIMul %ulong
; CHECK: [[S:%\w+]] = OpIAdd %ulong [[P]] [[C:%\w+]]
; CHECK: [[CY:%\w+]] = OpULessThan %bool [[S]] [[C]]
; CHECK: [[CA:%\w+]] = OpLogicalAnd %bool [[CY]] [[E]]
; CHECK: [[H:%\w+]] = OpBitcast %v2uint [[S]]
; CHECK: OpCompositeExtract %uint [[H]] 0
; CHECK: OpCompositeExtract %uint [[H]] 1
; CHECK: OpGroupNonUniformBallot %v4uint %uint_3 [[CA]]
; CHECK: OpStore %s4
	v_mad_i64_i32 v[14:15], s5, v0, v1, v[2:3]
; signed: both factors sign-extended to 64 bits
; CHECK: OpSConvert %long
; CHECK: OpSConvert %long
; CHECK: OpIMul
	v_trig_preop_f64 v[16:17], v[0:1], v2
; 53 bits of 2/pi from bit S1[4:0] * 53, exponent(S0) - 1077 more when
; S0's exponent is above 1077
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_31
; CHECK: OpIMul %uint {{%\w+}} %uint_53
; CHECK: OpUGreaterThan %bool {{%\w+}} %uint_1077
; CHECK: OpISub %uint {{%\w+}} %uint_1077
	v_cvt_f64_i32 v[12:13], v0
; CHECK: OpConvertSToF %double
	v_cmp_lt_f64 vcc_lo, v[0:1], v[2:3]
; CHECK: OpFOrdLessThan %bool
	s_endpgm
