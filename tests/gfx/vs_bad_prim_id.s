; A legacy VS loads the primitive id into v2 when VGPR_COMP_CNT >= 2
; (RADV: to export it as a param for a pixel shader that reads
; gl_PrimitiveID).  A Vulkan vertex shader has no PrimitiveId, so the read
; is refused at its pc, not read as 0; v2 written first on one path is no
; excuse for the other (the branch around the write).
; @stage vs
; @reg SPI_SHADER_PGM_RSRC1_VS=0x2000000
; @reg SPI_SHADER_PGM_RSRC2_VS=0x2
; @error offset 0x18 'exp param0 v2, v2, v2, v2'
s_cmp_eq_u32 s0, 0
s_cbranch_scc1 1
v_mov_b32 v2, 0
v_mov_b32 v1, 1.0
exp pos0 v1, v1, v1, v1 done
exp param0 v2, v2, v2, v2
s_endpgm
