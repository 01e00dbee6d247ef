; SPI_SHADER_COL_FORMAT 32_GR: red and green from the first two channels.
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x2
; @reg CB_SHADER_MASK=0x3
; @json render_targets=[{"location": 0, "components": 2, "type": "float", "format": "32_GR"}]
; @target R32G32_SFLOAT 3.5 -1.0
v_mov_b32 v0, 0x40600000
v_mov_b32 v1, -1.0
exp mrt0 v0, v1, off, off done vm
s_endpgm
