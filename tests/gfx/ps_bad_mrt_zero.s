; An export to MRT1, whose SPI_SHADER_COL_FORMAT field is ZERO (disabled).
; @stage ps
; @error SPI_SHADER_COL_FORMAT gives MRT1 the format ZERO
; @usage
v_mov_b32 v0, 1.0
exp mrt1 v0, v0, v0, v0 done vm
s_endpgm
