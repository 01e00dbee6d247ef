; Discard per lane: v_cmpx keeps the even lanes (v_mbcnt gives the lane
; index).  A fragment subgroup is made of whole quads in quad order
; (lane 4k + 1 and 4k + 3 are the right-hand pixels of quad k), so the
; pixels of odd x are discarded and those of even x written, in one
; subgroup; here in wave64 (SPI_PS_IN_CONTROL.PS_W32_EN 0, 64-bit EXEC) with
; subgroups of 16.
; @stage ps
; @arg --subgroup-size 16
; @reg SPI_PS_IN_CONTROL=0x0
; @draw odd_columns_clear=1
; @target R32G32B32A32_SFLOAT 0.5 0.25 1.0 1.0
v_mbcnt_lo_u32_b32 v0, -1, 0
v_and_b32 v0, 1, v0
v_cmpx_eq_u32_e32 0, v0
v_mov_b32 v1, 0.5
v_mov_b32 v2, 0.25
v_mov_b32 v3, 1.0
exp mrt0 v1, v2, v3, v3 done vm
s_endpgm
