; DPP: dpp16 (quad_perm, row_shr, row_mirror, row_share) and dpp8 read
; another lane's source: a subgroup shuffle, or in a subgroup that holds
; several lanes per invocation (w64_s8), a read of the other lane's copy.
; A pattern that reads lane ^ x is a shuffle by that constant xor (of the
; slot ^ x / S, by x % S); the source lane is still made, for its EXEC bit.
; CONFIGS: w32_s32 w64_s8
	v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
; lane l reads lane (l & ~3) | perm[l & 3]; the selectors packed two bits
; each: 1 | 0 << 2 | 3 << 4 | 2 << 6 = 177
; CHECK: [[Q:%\w+]] = OpBitwiseAnd %uint {{%\w+}} %uint_3
; CHECK: [[Q2:%\w+]] = OpIMul %uint [[Q]] %uint_2
; CHECK: OpBitFieldUExtract %uint %uint_177 [[Q2]] %uint_2
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_4294967292
; quad_perm [1,0,3,2] reads lane ^ 1
; CHECK: OpGroupNonUniformShuffleXor %uint %uint_3 {{%\w+}} %uint_1
; CHECK: OpStore
	v_add_f32_dpp v2, v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
; lane l reads lane l - 1 if l - 1 is in its row of 16 (l & 15 >= 1),
; else 0 (LLVM's bound_ctrl:0 sets the BOUND_CTRL bit); the add follows
; CHECK: OpISub %uint {{%\w+}} %uint_1
; CHECK: OpUGreaterThanEqual %bool {{%\w+}} %uint_1
; CHECK-W32: OpGroupNonUniformShuffle %uint
; CHECK: OpFAdd %float
	v_mov_b32_dpp v6, v0 row_shl:2 row_mask:0xf bank_mask:0xf
; lane l reads l + 2 if that is in its row: (l & 15) < 14
; CHECK: OpIAdd %uint {{%\w+}} %uint_2
; CHECK: OpULessThan %bool {{%\w+}} %uint_14
	v_mov_b32_dpp v7, v0 row_ror:3 row_mask:0xf bank_mask:0xf
; lane l reads ((l & 15) + 13) & 15 of its row (a rotation right by 3)
; CHECK: OpIAdd %uint {{%\w+}} %uint_13
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_15
	v_mov_b32_dpp v3, v0 row_mirror row_mask:0xf bank_mask:0xf
; lane l reads 15 - (l & 15) of its row
; CHECK: OpISub %uint %uint_15
; lane ^ 15: at w64_s8 the other slot's lane ^ 7
; CHECK-W32: OpGroupNonUniformShuffleXor %uint %uint_3 {{%\w+}} %uint_15
; CHECK-W64: OpGroupNonUniformShuffleXor %uint %uint_3 {{%\w+}} %uint_7
; CHECK: OpStore
	v_mov_b32_dpp v4, v0 row_share:3 row_mask:0xf bank_mask:0xf
; every lane of a row reads the row's lane 3
; CHECK: OpBitwiseOr %uint {{%\w+}} %uint_3
; CHECK-W32: OpGroupNonUniformShuffle %uint
	v_mov_b32 v5, v0 dpp8:[7,6,5,4,3,2,1,0]
; lane l reads lane (l & ~7) | sel[l & 7]; the selectors packed three bits
; each: 7 | 6 << 3 | 5 << 6 | ... | 0 << 21 = 342391
; CHECK: OpBitFieldUExtract %uint %uint_342391
; CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_4294967288
; [7,6,...,0] reads lane ^ 7
; CHECK: OpGroupNonUniformShuffleXor %uint %uint_3 {{%\w+}} %uint_7
; CHECK: OpStore
	s_endpgm
