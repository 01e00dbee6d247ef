; An NGG program that hands values between vertices through LDS needs
; the vertices of its subgroup in one workgroup.
; @stage ngg
; @error LDS shared between the vertices
v_mov_b32 v1, 0
ds_write_b32 v1, v5
s_waitcnt lgkmcnt(0)
ds_read_b32 v2, v1 offset:4
v_mov_b32 v0, 1.0
exp pos0 v0, v0, v0, v2 done
s_endpgm
