; A discard tail shared by two branches (s0 == 1, s0 == 2): EXEC = 0, a
; null done vm export, s_endpgm; s0 = 0 draws (0, 1, 0, 1).
; @stage ps
; @reg SPI_SHADER_PGM_RSRC2_PS=0x2
; @push 0
; @target R32G32B32A32_SFLOAT 0.0 1.0 0.0 1.0
; @push 1
; @target R32G32B32A32_SFLOAT clear
; @push 2
; @target R32G32B32A32_SFLOAT clear
s_cmp_eq_u32 s0, 1
s_cbranch_scc1 kill
s_cmp_eq_u32 s0, 2
s_cbranch_scc1 kill
v_mov_b32 v0, 0
v_mov_b32 v1, 1.0
exp mrt0 v0, v1, v0, v1 done vm
s_endpgm
kill:
s_mov_b32 exec_lo, 0
exp null off, off, off, off done vm
s_endpgm
