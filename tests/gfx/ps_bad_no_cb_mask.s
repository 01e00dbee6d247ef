; A pixel stage whose state lacks CB_SHADER_MASK: refused, naming it.
; @stage ps
; @drop CB_SHADER_MASK
; @error stage ps needs register CB_SHADER_MASK, which is not given
; @usage
v_mov_b32 v0, 1.0
exp mrt0 v0, v0, v0, v0 done vm
s_endpgm
