; UINT16_ABGR from a compr export: the halves as unsigned integers
; 65535, 1, 32768, 7, into a uint target.
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x7
; @json render_targets=[{"location": 0, "components": 4, "type": "uint", "format": "UINT16_ABGR"}]
; @target R32G32B32A32_UINT 65535 1 32768 7
v_mov_b32 v0, 0x0001ffff
v_mov_b32 v1, 0x00078000
exp mrt0 v0, v0, v1, v1 done compr vm
s_endpgm
