; User data at --push-offset 16: s0 is push-constant byte 16, listed at
; its absolute offset; the vertex depth is s0 (0.75), written to the
; depth target.
; @stage vs
; @arg --push-offset 16
; @with ps_push4.s
; @reg SPI_SHADER_PGM_RSRC2_VS=0x2
; @json push_constants={"offset": 16, "size": 4, "dwords": [{"offset": 16, "sgpr": "s0"}]}
; @push 0 0 0 0 0x3f400000
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
; @depth 0.75
v_and_b32 v1, 1, v0
v_lshlrev_b32 v1, 2, v1
v_cvt_f32_u32 v1, v1
v_subrev_f32 v1, 1.0, v1
v_and_b32 v2, 2, v0
v_lshlrev_b32 v2, 1, v2
v_cvt_f32_u32 v2, v2
v_subrev_f32 v2, 1.0, v2
v_mov_b32 v3, s0
v_mov_b32 v4, 1.0
exp pos0 v1, v2, v3, v4 done
s_endpgm
