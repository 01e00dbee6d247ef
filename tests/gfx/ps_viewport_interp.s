; The formula (computed barycentrics) behind a vertex stage that writes
; viewport index 1 (viewport_interp.vert, drawn with two viewports: the
; whole target and its left half): PA_CL_VS_OUT_CNTL (USE_VTX_VIEWPORT_INDX,
; VS_OUT_MISC_VEC_ENA) and SPI_VS_OUT_CONFIG (params 0..6), given with the
; pixel shader's registers as the pipeline sets them, make the geometry
; module read the index from location 7 and write ViewportIndex, so the
; triangle covers the pixels the GLSL's covers in the left half (the @near
; oracle compares the coverage and mrt0.x).
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8001
; @regs SPI_PS_INPUT_CNTL_0=3 PA_CL_VS_OUT_CNTL=0x280000 SPI_VS_OUT_CONFIG=0xc
; @vs viewport_interp.vert
; @near ref_formula.frag
; @viewports 0,0,16,16 0,0,8,16
; @json geometry_stage_reads=[3, 7]
; @feature geometryShader
; @feature multiViewport
s_mov_b32 m0, s0
v_mul_f32_e32 v2, 1.0, v0
v_interp_p1_f32_e32 v4, v2, attr0.x
v_interp_p2_f32_e32 v4, v1, attr0.x
v_mov_b32 v5, 0
exp mrt0 v4, v5, v5, v5 done vm
s_endpgm
