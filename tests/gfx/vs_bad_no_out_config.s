; A vertex stage whose state lacks SPI_VS_OUT_CONFIG (the param count):
; refused, naming the register.
; @stage vs
; @drop SPI_VS_OUT_CONFIG
; @error stage vs needs register SPI_VS_OUT_CONFIG, which is not given
; @usage
v_mov_b32 v0, 1.0
exp pos0 v0, v0, v0, v0 done
s_endpgm
