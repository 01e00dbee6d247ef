; The viewport index from the misc vector (pos1's z, bits 16..19:
; 0x10000 is viewport 1) on a draw of two viewports, the whole 8x8 target
; and its left half: the full-target triangle of vs_fullscreen.s lands in
; the left half only (columns x < 4), the rest keeps the clear colour.
; The misc vector's z goes, besides, to location 1 (after param0, the one
; param SPI_VS_OUT_CONFIG gives) as a flat uint, for a geometry module
; (ps_geometry_viewport.s draws through one).
; @stage vs
; @reg SPI_SHADER_POS_FORMAT=0x44
; @reg PA_CL_VS_OUT_CNTL=0x280000
; @reg SPI_VS_OUT_CONFIG=0x0
; @json outputs=[{"builtin": "Position"}, {"builtin": "ViewportIndex"}, {"location": 0, "components": 4, "type": "float"}, {"location": 1, "components": 1, "type": "uint", "interpolation": "flat"}]
; @feature shaderOutputViewportIndex
; @viewports 0,0,8,8 0,0,4,8
; @draw columns=4
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
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
v_mov_b32 v5, 0x10000
exp pos1 off, off, v5, off done
v_mov_b32 v6, 0.5
v_mov_b32 v7, 0.25
exp param0 v6, v7, v6, v4
s_endpgm
