; The 16-bit opcodes on param 3's packed halves (half.vert): p1ll low and
; high halves, p2_f16 into the low half of v3 (its high half kept),
; p1lv with P0 from v6's low half.  mrt1 exports I and J for the model:
; P10, P20 are f16 differences, each product-sum rounded once to f32,
; p2_f16's then to f16.
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8001
; @regs SPI_PS_INPUT_CNTL_0=3
; @regs SPI_SHADER_COL_FORMAT=0x99 CB_SHADER_MASK=0xff
; @vs half.vert
; @model f16
v_mov_b32 v3, 0x12340000
v_mov_b32 v6, 0x3c00
v_interp_p1ll_f16 v2, v0, attr0.x
v_interp_p2_f16 v3, v1, attr0.x, v2
v_interp_p1ll_f16 v4, v0, attr0.x high
v_interp_p1lv_f16 v5, v0, attr0.x, v6
exp mrt0 v2, v3, v4, v5
exp mrt1 v0, v1, v0, v1 done vm
s_endpgm
