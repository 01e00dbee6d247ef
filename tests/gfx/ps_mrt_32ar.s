; SPI_SHADER_COL_FORMAT 32_AR: red from the first channel, alpha from the
; second (gfx10 sends A in the second channel; Mesa's ACO exports
; 32_AR as channels x, y from gfx10 on); CB_SHADER_MASK 0x9 (R and A).
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x3
; @reg CB_SHADER_MASK=0x9
; @target R32G32B32A32_SFLOAT 3.5 * * -1.0
v_mov_b32 v0, 0x40600000
v_mov_b32 v1, -1.0
exp mrt0 v0, v1, off, off done vm
s_endpgm
