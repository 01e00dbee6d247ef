; Pairs over PERSP_CENTER (v0, v1): attribute 0 is param 3, smooth; and
; v_interp_mov_f32 p0 of attribute 1 (param 5) is param 5 flat.
; Reference: ref_pairs.frag, bit for bit.
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8002
; @regs SPI_PS_INPUT_CNTL_0=3 SPI_PS_INPUT_CNTL_1=5
; @vs interp.vert
; @reference ref_pairs.frag
; @json inputs=[{"location": 3, "components": 4, "type": "float", "interpolation": "smooth"}, {"location": 5, "components": 1, "type": "float", "interpolation": "flat"}]
; @json geometry_stage=null
v_interp_p1_f32_e32 v2, v0, attr0.x
v_interp_p2_f32_e32 v2, v1, attr0.x
v_interp_p1_f32_e32 v3, v0, attr0.y
v_interp_p2_f32_e32 v3, v1, attr0.y
v_interp_mov_f32_e32 v4, p0, attr1.x
v_interp_p1_f32_e32 v5, v0, attr0.w
v_interp_p2_f32_e32 v5, v1, attr0.w
exp mrt0 v2, v3, v4, v5 done vm
s_endpgm
