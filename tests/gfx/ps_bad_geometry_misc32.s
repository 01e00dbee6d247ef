; As ps_geometry_viewport.s, but SPI_VS_OUT_CONFIG gives 32 params: the
; vertex module has no location left for the misc vector's z, so the
; geometry module could not read the layer; refused, a limit of ours.
; @stage ps
; @reg SPI_PS_IN_CONTROL=0x8001
; @reg SPI_PS_INPUT_CNTL_0=0
; @reg PA_CL_VS_OUT_CNTL=0x280000
; @reg SPI_VS_OUT_CONFIG=0x3e
; @error SPI_VS_OUT_CONFIG gives 32 params: no location is left for the layer and viewport index
v_mul_f32_e32 v2, 1.0, v0
v_interp_p1_f32_e32 v3, v2, attr0.x
v_interp_p2_f32_e32 v3, v1, attr0.x
exp mrt0 v3, v3, v3, v3 done vm
s_endpgm
