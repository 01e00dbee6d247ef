; The formula needs a geometry module, and PA_CL_VS_OUT_CNTL says the
; vertex stage writes the layer (USE_VTX_RENDER_TARGET_INDX, in the misc
; vector): the geometry module reads it where the vertex module writes it,
; after its params, which only SPI_VS_OUT_CONFIG says; without it the pixel
; shader is refused rather than drawn on layer 0.
; @stage ps
; @reg SPI_PS_IN_CONTROL=0x8001
; @reg SPI_PS_INPUT_CNTL_0=0
; @reg PA_CL_VS_OUT_CNTL=0x240000
; @error PA_CL_VS_OUT_CNTL.USE_VTX_RENDER_TARGET_INDX = 1 with a pixel shader whose interpolation formula needs a geometry module: it needs SPI_VS_OUT_CONFIG too
; @usage
v_mul_f32_e32 v2, 1.0, v0
v_interp_p1_f32_e32 v3, v2, attr0.x
v_interp_p2_f32_e32 v3, v1, attr0.x
exp mrt0 v3, v3, v3, v3 done vm
s_endpgm
