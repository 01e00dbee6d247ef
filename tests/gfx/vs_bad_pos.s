; pos1 while PA_CL_VS_OUT_CNTL enables neither the misc vector nor a
; clip/cull vector.
; @stage vs
; @error PA_CL_VS_OUT_CNTL enables no position export pos1
; @usage
v_mov_b32 v0, 1.0
exp pos0 v0, v0, v0, v0
exp pos1 v0, v0, v0, v0 done
s_endpgm
