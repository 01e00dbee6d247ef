; The discard of every pixel as compilers emit it: EXEC = 0, then a null
; export with done vm; the target keeps its clear colour.
; @stage ps
; @json discards=true
; @target R32G32B32A32_SFLOAT clear
v_mov_b32 v0, 1.0
s_mov_b32 exec_lo, 0
exp null off, off, off, off done vm
s_endpgm
