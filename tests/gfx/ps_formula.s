; The formula: computed barycentrics (I * 1.0 is a new value: the pair is
; no longer over the input VGPRs), v_interp_mov_f32 p10/p20, and a VOP3
; p1 with a negated I.  mrt1 exports the barycentrics themselves, which
; the model takes: D = fma(P10, I, P0), then fma(P20, J, D), rounded once.
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8002
; @regs SPI_PS_INPUT_CNTL_0=3 SPI_PS_INPUT_CNTL_1=5
; @regs SPI_SHADER_COL_FORMAT=0x99 CB_SHADER_MASK=0xff
; @vs interp.vert
; @model formula
; @near ref_formula.frag
; @json inputs=[{"location": 3, "components": 3, "type": "float", "interpolation": "per_vertex"}, {"location": 5, "components": 4, "type": "float", "interpolation": "per_vertex"}]
; @feature geometryShader
v_mul_f32_e32 v2, 1.0, v0
v_interp_p1_f32_e32 v4, v2, attr0.x
v_interp_p2_f32_e32 v4, v1, attr0.x
v_interp_mov_f32_e32 v5, p10, attr0.y
v_interp_mov_f32_e32 v6, p20, attr0.z
v_interp_p1_f32_e64 v7, -v0, attr1.w
exp mrt0 v4, v5, v6, v7
exp mrt1 v0, v1, v0, v1 done vm
s_endpgm
