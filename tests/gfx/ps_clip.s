; The formula (computed barycentrics) behind a vertex stage that writes a
; clip and a cull distance and a point size: PA_CL_VS_OUT_CNTL, given with
; the pixel shader's registers as the pipeline sets it (CLIP_DIST_ENA_0,
; CULL_DIST_ENA_1, USE_VTX_POINT_SIZE, VS_OUT_MISC_VEC_ENA,
; VS_OUT_CCDIST0_VEC_ENA), makes the geometry module pass them on, so the clipped pixels stay clear as they do when the GLSL draws
; (the @near oracle compares the coverage too).  M0 comes from s0, the
; primitive mask after the (no) user SGPRs, as ACO sets it.
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8001
; @regs SPI_PS_INPUT_CNTL_0=3 PA_CL_VS_OUT_CNTL=0x610201
; @vs clip_interp.vert
; @near ref_formula.frag
; @feature geometryShader
; @feature shaderTessellationAndGeometryPointSize
; @feature shaderClipDistance
; @feature shaderCullDistance
s_mov_b32 m0, s0
v_mul_f32_e32 v2, 1.0, v0
v_interp_p1_f32_e32 v4, v2, attr0.x
v_interp_p2_f32_e32 v4, v1, attr0.x
v_mov_b32 v5, 0
exp mrt0 v4, v5, v5, v5 done vm
s_endpgm
