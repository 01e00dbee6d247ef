; An NGG program with a barrier between its waves.
; @stage ngg
; @error a barrier between the waves of an NGG subgroup
v_mov_b32 v0, 1.0
s_barrier
exp pos0 v0, v0, v0, v0 done
s_endpgm
