// Branches forward and back; llvm-objdump appends the target after the words.
	s_mov_b32 s0, 10
	s_branch 2
	s_nop 0
	s_nop 0
	s_sub_u32 s0, s0, 1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 -3
	s_cbranch_execz 1
	s_nop 0
	s_cbranch_vccnz 0
	s_endpgm
