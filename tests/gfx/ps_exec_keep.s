; An export under EXEC = 0 writes nothing: MRT0 keeps the first export's
; (1, 0.5, 0.5, 1) although a second exp mrt0 runs with every bit clear;
; EXEC restored, the done vm export to MRT1 discards nobody.  The code
; writes EXEC, so the module may discard (no early fragment tests).
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x99
; @reg CB_SHADER_MASK=0xff
; @json discards=true
; @json early_fragment_tests=false
; @feature shaderDemoteToHelperInvocation
; @target R32G32B32A32_SFLOAT 1.0 0.5 0.5 1.0
; @target R32G32B32A32_SFLOAT 0.25 0.25 0.25 0.25
v_mov_b32 v0, 1.0
v_mov_b32 v1, 0.5
exp mrt0 v0, v1, v1, v0
s_mov_b32 s2, exec_lo
s_mov_b32 exec_lo, 0
exp mrt0 v1, v1, v1, v1
s_mov_b32 exec_lo, s2
v_mov_b32 v3, 0.25
exp mrt1 v3, v3, v3, v3 done vm
s_endpgm
