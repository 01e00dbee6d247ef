; A v_cmpx kill: EXEC &= (s0 != 0), s0 the first user SGPR (push-constant
; dword 0); s0 = 0 discards every pixel, s0 = 1 none.  Subgroups of 8
; invocations: lanes 8..31 of the wave32 masks exist for no pixel.
; @stage ps
; @reg SPI_SHADER_PGM_RSRC2_PS=0x2
; @arg --subgroup-size 8
; @json discards=true
; @json push_constants={"offset": 0, "size": 4, "dwords": [{"offset": 0, "sgpr": "s0"}]}
; @push 0
; @target R32G32B32A32_SFLOAT clear
; @push 1
; @target R32G32B32A32_SFLOAT 1.0 0.5 0.5 1.0
v_mov_b32 v0, s0
v_cmpx_ne_u32_e32 0, v0
v_mov_b32 v1, 1.0
v_mov_b32 v2, 0.5
exp mrt0 v1, v2, v2, v1 done vm
s_endpgm
