; pos1 the misc vector (point size 1.0), pos2 the first clip/cull vector:
; PA_CL_VS_OUT_CNTL CLIP_DIST_ENA_0, _1 and CULL_DIST_ENA_2 make its x, y
; ClipDistance[0], [1] and its z CullDistance[0].  x = s0, z = s1 (push
; constants): (1, 1) draws the full-target triangle, s0 = -1 clips it
; away (every vertex outside), s1 = -1 culls it.
; @stage vs
; @reg SPI_SHADER_PGM_RSRC2_VS=0x4
; @reg SPI_SHADER_POS_FORMAT=0x444
; @reg PA_CL_VS_OUT_CNTL=0x610403
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
