; A pixel that reaches s_endpgm before any done export is discarded:
; s0 = 0 branches around the export, s0 = 1 exports (1, 1, 0, 1).
; Nothing writes EXEC, yet the module discards.
; @stage ps
; @reg SPI_SHADER_PGM_RSRC2_PS=0x2
; @json discards=true
; @push 0
; @target R32G32B32A32_SFLOAT clear
; @push 1
; @target R32G32B32A32_SFLOAT 1.0 1.0 0.0 1.0
s_cmp_eq_u32 s0, 0
s_cbranch_scc1 end
v_mov_b32 v0, 1.0
v_mov_b32 v1, 0
exp mrt0 v0, v0, v1, v0 done vm
end:
s_endpgm
