; exp mrtz while SPI_SHADER_Z_FORMAT is ZERO.
; @stage ps
; @error SPI_SHADER_Z_FORMAT is ZERO
; @usage
v_mov_b32 v0, 1.0
exp mrtz v0, off, off, off done vm
s_endpgm
