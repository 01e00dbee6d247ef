; A pixel program writing (0.25, 0.5, 0.75, 1.0) to MRT0 (32_ABGR), the
; pixel stage of the vertex cases' draws.
; @stage ps
v_mov_b32 v0, 0.25
v_mov_b32 v1, 0.5
v_mov_b32 v2, 0x3f400000
v_mov_b32 v3, 1.0
exp mrt0 v0, v1, v2, v3 done vm
s_endpgm
