; SNORM16_ABGR from a compr export: 0x7fff 1, 0x8000 -1 (clamped), 0,
; 0xc000 -16384 / 32767 = -0.50001526.
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x6
; @target R32G32B32A32_SFLOAT 1.0 -1.0 0.0 -0.5000152592
v_mov_b32 v0, 0x80007fff
v_mov_b32 v1, 0xc0000000
exp mrt0 v0, v0, v1, v1 done compr vm
s_endpgm
