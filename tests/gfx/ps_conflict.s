; One location, two interpolations: the pair makes param 3 a smooth input,
; so v_interp_mov_f32 p0 of the same param (which would be a flat input,
; and a location has one interpolation) reads the geometry module's
; vertex 0: P0, the provoking vertex, 2.0 in .y.  mrt0.x is the pair
; (against the GLSL smooth input); the model checks .y.
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8001
; @regs SPI_PS_INPUT_CNTL_0=3
; @vs interp.vert
; @model conflict
; @near ref_formula1.frag
; @json inputs=[{"location": 3, "components": 2, "type": "float", "interpolation": "smooth"}]
; @feature geometryShader
v_interp_p1_f32_e32 v2, v0, attr0.x
v_interp_p2_f32_e32 v2, v1, attr0.x
v_interp_mov_f32_e32 v3, p0, attr0.y
exp mrt0 v2, v3, v3, v3 done vm
s_endpgm
