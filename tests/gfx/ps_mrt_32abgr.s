; exp mrt0 of four 32-bit channels (SPI_SHADER_COL_FORMAT 32_ABGR): the
; target is (1.0, 0.5, 0.25, -2.0) everywhere; nothing writes EXEC, so
; nothing is discarded and early fragment tests are allowed.
; @stage ps
; @json render_targets=[{"location": 0, "components": 4, "type": "float", "format": "32_ABGR"}]
; @json discards=false
; @json early_fragment_tests=true
; @target R32G32B32A32_SFLOAT 1.0 0.5 0.25 -2.0
v_mov_b32 v0, 1.0
v_mov_b32 v1, 0.5
v_mov_b32 v2, 0.25
v_mov_b32 v3, -2.0
exp mrt0 v0, v1, v2, v3 done vm
s_endpgm
