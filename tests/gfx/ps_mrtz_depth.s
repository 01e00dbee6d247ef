; exp mrtz with SPI_SHADER_Z_FORMAT 32_R and DB_SHADER_CONTROL
; Z_EXPORT_ENABLE: the pixel's depth is 0.75 (the vertex stage's is 0.5);
; a shader writing depth gets no early fragment tests.
; @stage ps
; @reg SPI_SHADER_Z_FORMAT=0x1
; @reg DB_SHADER_CONTROL=0x11
; @json writes_depth=true
; @json early_fragment_tests=false
; @target R32G32B32A32_SFLOAT 0.25 0.25 0.25 0.25
; @depth 0.75
v_mov_b32 v0, 0.25
v_mov_b32 v1, 0x3f400000
exp mrt0 v0, v0, v0, v0
exp mrtz v1, off, off, off done vm
s_endpgm
