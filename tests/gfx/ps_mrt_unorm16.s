; UNORM16_ABGR from a compr export: 0xffff, 0x8000, 0, 0x4000 are
; c / 65535: 1, 0.50000763, 0, 0.25000381.
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x5
; @target R32G32B32A32_SFLOAT 1.0 0.5000076295 0.0 0.2500038147
v_mov_b32 v0, 0x8000ffff
v_mov_b32 v1, 0x40000000
exp mrt0 v0, v0, v1, v1 done compr vm
s_endpgm
