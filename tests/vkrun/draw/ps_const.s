; A pixel shader writing (1.0, 0.5, 0.25, 0.0) to MRT0 as 32_ABGR, with
; the PERSP_CENTER pair enabled (the hardware needs one) and unused.
v_mov_b32 v0, 1.0
v_mov_b32 v1, 0.5
v_mov_b32 v2, 0.25
v_mov_b32 v3, 0
exp mrt0 v0, v1, v2, v3 done vm
s_endpgm
