; Pairs over the other barycentric inputs, placed in ADDR's bit order:
; PERSP_SAMPLE v0 v1, PERSP_CENTROID v2 v3, LINEAR_CENTER v4 v5,
; LINEAR_CENTROID v6 v7 (ADDR = ENA = 0x65): param 3 sample, param 5
; centroid, param 6 noperspective.  Reference: ref_modes.frag.
; @regs SPI_PS_INPUT_ENA=0x65 SPI_PS_INPUT_ADDR=0x65 SPI_PS_IN_CONTROL=0x8003
; @regs SPI_PS_INPUT_CNTL_0=3 SPI_PS_INPUT_CNTL_1=5 SPI_PS_INPUT_CNTL_2=6
; @vs interp.vert
; @reference ref_modes.frag
; @json inputs=[{"location": 3, "components": 1, "type": "float", "interpolation": "sample"}, {"location": 5, "components": 3, "type": "float", "interpolation": "centroid"}, {"location": 6, "components": 2, "type": "float", "interpolation": "noperspective"}]
; @feature sampleRateShading
v_interp_p1_f32_e32 v8, v0, attr0.x
v_interp_p2_f32_e32 v8, v1, attr0.x
v_interp_p1_f32_e32 v9, v2, attr1.z
v_interp_p2_f32_e32 v9, v3, attr1.z
v_interp_p1_f32_e32 v10, v4, attr2.y
v_interp_p2_f32_e32 v10, v5, attr2.y
v_mov_b32 v11, 0
exp mrt0 v8, v9, v10, v11 done vm
s_endpgm
