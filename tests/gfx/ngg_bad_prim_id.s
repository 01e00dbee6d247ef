; An NGG program's gs_prim_id (v2, loaded with GS_VGPR_COMP_CNT >= 2):
; a Vulkan vertex shader has no PrimitiveId, so reading it is refused at
; its pc; v0, which the code writes first, is no primitive id.
; @stage ngg
; @reg SPI_SHADER_PGM_RSRC1_GS=0x40000000
; @error offset 0x4 'v_cvt_f32_u32_e32 v1, v2'
v_mov_b32 v0, 1.0
v_cvt_f32_u32 v1, v2
exp pos0 v0, v0, v0, v1 done
s_endpgm
