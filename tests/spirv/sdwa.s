; SDWA: sub-dword sources (byte, word, sign-extended or not) and
; destinations (a field written, the rest preserved, zeroed or
; sign-extended).
	v_mov_b32_sdwa v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
; bits 15:8 of v0, zero-extended
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_8 %uint_8
	v_add_nc_u32_sdwa v2, sext(v0), v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_0
; v0[15:0] sign-extended plus v1[7:0]; the sum goes to bits 31:16 of v2
; and bits 15:0 keep v2's old value
; CHECK: OpBitFieldSExtract %uint {{%\w+}} %uint_0 %uint_16
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_0 %uint_8
; CHECK: OpIAdd %uint
; CHECK: OpShiftLeftLogical %uint {{%\w+}} %uint_16
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_4294901760
; CHECK: OpBitwiseOr %uint
	v_cvt_f32_f16_sdwa v3, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
; the high half of v0 as an f16
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_16 %uint_16
; CHECK: UnpackHalf2x16
	s_endpgm
