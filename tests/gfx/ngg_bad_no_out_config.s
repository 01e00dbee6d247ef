; An NGG stage whose state lacks SPI_VS_OUT_CONFIG: refused, naming it.
; @stage ngg
; @drop SPI_VS_OUT_CONFIG
; @error stage ngg needs register SPI_VS_OUT_CONFIG, which is not given
; @usage
v_mov_b32 v1, 1.0
exp pos0 v1, v1, v1, v1 done
s_endpgm
