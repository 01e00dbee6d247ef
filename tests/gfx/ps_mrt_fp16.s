; FP16_ABGR from a compr export: v0 = halves (1.0, -0.5), v1 = (0.25,
; 65504, the largest half); each 16-bit half is one channel.
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x4
; @json render_targets=[{"location": 0, "components": 4, "type": "float", "format": "FP16_ABGR"}]
; @target R32G32B32A32_SFLOAT 1.0 -0.5 0.25 65504.0
v_mov_b32 v0, 0xb8003c00
v_mov_b32 v1, 0x7bff3400
exp mrt0 v0, v0, v1, v1 done compr vm
s_endpgm
