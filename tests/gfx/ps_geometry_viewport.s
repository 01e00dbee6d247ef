; The formula (computed barycentrics) needs a geometry module, and the
; vertex stage (vs_misc_viewport.s) writes the viewport index: given
; PA_CL_VS_OUT_CNTL and SPI_VS_OUT_CONFIG as the pipeline sets them, the
; geometry module reads the misc vector's z from location 1 (after the
; one param) and writes ViewportIndex, so the triangle lands in viewport 1
; (the left half, x < 4) as it does with no geometry stage.  param0.x is
; 0.5 at every vertex, so the formula gives 0.5 exactly.
; @stage ps
; @reg SPI_PS_IN_CONTROL=0x8001
; @reg SPI_PS_INPUT_CNTL_0=0
; @reg PA_CL_VS_OUT_CNTL=0x280000
; @reg SPI_VS_OUT_CONFIG=0x0
; @json geometry_stage_reads=[0, 1]
; @feature geometryShader
; @feature multiViewport
; @with vs_misc_viewport.s
; @viewports 0,0,8,8 0,0,4,8
; @draw columns=4
; @target R32G32B32A32_SFLOAT 0.5 0.0 0.0 0.0
s_mov_b32 m0, s0
v_mul_f32_e32 v2, 1.0, v0
v_interp_p1_f32_e32 v4, v2, attr0.x
v_interp_p2_f32_e32 v4, v1, attr0.x
v_mov_b32 v5, 0
exp mrt0 v4, v5, v5, v5 done vm
s_endpgm
