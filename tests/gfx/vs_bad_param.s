; param1 while SPI_VS_OUT_CONFIG (VS_EXPORT_COUNT 0) exports one parameter.
; @stage vs
; @error SPI_VS_OUT_CONFIG exports 1 parameters: param1 is disabled
; @usage
v_mov_b32 v0, 1.0
exp pos0 v0, v0, v0, v0 done
exp param1 v0, v0, v0, v0
s_endpgm
