; vs_clip_cull.s with PA_CL_VS_OUT_CNTL as RADV programs it for two clip
; distances and one cull distance: CULL_DIST_ENA for every distance
; (0..2), CLIP_DIST_ENA for 0 and 1 (radv_pipeline.c: total_mask << 8 |
; clip_dist_mask).  Distances 0 and 1 stay ClipDistance[0], [1] (culling
; what is clipped anyway changes nothing), 2 is CullDistance[0]: the same
; draws as vs_clip_cull.s.
; @stage vs
; @reg SPI_SHADER_PGM_RSRC2_VS=0x4
; @reg SPI_SHADER_POS_FORMAT=0x444
; @reg PA_CL_VS_OUT_CNTL=0x610703
; @json outputs=[{"builtin": "Position"}, {"builtin": "PointSize"}, {"builtin": "ClipDistance"}, {"builtin": "CullDistance"}]
; @feature shaderClipDistance
; @feature shaderCullDistance
; @push 0x3f800000 0x3f800000
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
; @push 0xbf800000 0x3f800000
; @target R32G32B32A32_SFLOAT clear
; @push 0x3f800000 0xbf800000
; @target R32G32B32A32_SFLOAT clear
v_and_b32 v1, 1, v0
v_lshlrev_b32 v1, 2, v1
v_cvt_f32_u32 v1, v1
v_subrev_f32 v1, 1.0, v1
v_and_b32 v2, 2, v0
v_lshlrev_b32 v2, 1, v2
v_cvt_f32_u32 v2, v2
v_subrev_f32 v2, 1.0, v2
v_mov_b32 v3, 0.5
v_mov_b32 v4, 1.0
exp pos0 v1, v2, v3, v4
exp pos1 v4, off, off, off
v_mov_b32 v5, s0
v_mov_b32 v6, s1
exp pos2 v5, v4, v6, off done
s_endpgm
