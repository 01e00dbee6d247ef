; SPI_SHADER_COL_FORMAT 32_R: only the first channel reaches the target.
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x1
; @reg CB_SHADER_MASK=0x1
; @json render_targets=[{"location": 0, "components": 1, "type": "float", "format": "32_R"}]
; @target R32_SFLOAT 3.5
v_mov_b32 v0, 0x40600000
v_mov_b32 v1, -1.0
exp mrt0 v0, v1, v1, v1 done vm
s_endpgm
