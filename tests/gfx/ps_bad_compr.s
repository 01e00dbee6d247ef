; FP16_ABGR takes a compr export; this one has four 32-bit channels.
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x4
; @error whose export is compr
; @usage
v_mov_b32 v0, 1.0
exp mrt0 v0, v0, v0, v0 done vm
s_endpgm
