; FLAT_SHADE and DEFAULT_VAL: attribute 0 (param 3, FLAT_SHADE [10]) read
; by a pair is param 3 flat; attribute 1 (OFFSET 0x20: DEFAULT_VAL [9:8]
; = 2, (1, 1, 1, 0)) reads 1.0 in .x and 0.0 in .w; v_interp_mov_f32 p10
; of the flat attribute is P1 - P0 = 0.  Reference: ref_flat.frag.
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8002
; @regs SPI_PS_INPUT_CNTL_0=0x403 SPI_PS_INPUT_CNTL_1=0x220
; @vs interp.vert
; @reference ref_flat.frag
v_interp_p1_f32_e32 v2, v0, attr0.y
v_interp_p2_f32_e32 v2, v1, attr0.y
v_interp_p1_f32_e32 v3, v0, attr1.x
v_interp_p2_f32_e32 v3, v1, attr1.x
v_interp_mov_f32_e32 v4, p0, attr1.w
v_interp_mov_f32_e32 v5, p10, attr0.x
exp mrt0 v2, v3, v4, v5 done vm
s_endpgm
