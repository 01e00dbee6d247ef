; CB_SHADER_MASK enables no component of MRT0.
; @stage ps
; @reg CB_SHADER_MASK=0xf0
; @error CB_SHADER_MASK enables no component of MRT0
; @usage
v_mov_b32 v0, 1.0
exp mrt0 v0, v0, v0, v0 done vm
s_endpgm
