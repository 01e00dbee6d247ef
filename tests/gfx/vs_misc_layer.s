; The misc vector's z carries the layer (bits 0..10) and the viewport
; index (bits 16..19) when PA_CL_VS_OUT_CNTL uses them; a compr param
; export's halves are fp16 values; the z goes, besides, to location 2
; (after the two params) as a uint for a geometry module.  Validated, not
; drawn.
; @stage vs
; @reg SPI_SHADER_POS_FORMAT=0x44
; @reg PA_CL_VS_OUT_CNTL=0x2c0000
; @reg SPI_VS_OUT_CONFIG=0x2
; @json outputs=[{"builtin": "Position"}, {"builtin": "Layer"}, {"builtin": "ViewportIndex"}, {"location": 1, "components": 4, "type": "float"}, {"location": 2, "components": 1, "type": "uint", "interpolation": "flat"}]
; @feature shaderOutputLayer
; @feature shaderOutputViewportIndex
v_mov_b32 v0, 1.0
exp pos0 v0, v0, v0, v0
v_mov_b32 v1, 0x10002
exp pos1 off, off, v1, off done
v_mov_b32 v2, 0x3c00b800
exp param1 v2, v2, v2, v2 compr
s_endpgm
