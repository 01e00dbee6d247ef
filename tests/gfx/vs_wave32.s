; A wave32 vertex stage (VGT_SHADER_STAGES_EN.VS_W32_EN): vs_fullscreen.s's
; triangle over the whole target, with EXEC saved, cleared around a write
; of x = 4.0 (every vertex off the target's right edge, were it done) and
; restored. EXEC is a 32-bit mask in wave32, lane 0 the vertex's.
; @stage vs
; @reg VGT_SHADER_STAGES_EN=0x800000
; @feature shaderDrawParameters
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
v_and_b32 v1, 1, v0
v_lshlrev_b32 v1, 2, v1
v_cvt_f32_u32 v1, v1
v_subrev_f32 v1, 1.0, v1
s_mov_b32 s4, exec_lo
s_mov_b32 exec_lo, 0
v_mov_b32 v1, 4.0
s_mov_b32 exec_lo, s4
v_and_b32 v2, 2, v0
v_lshlrev_b32 v2, 1, v2
v_cvt_f32_u32 v2, v2
v_subrev_f32 v2, 1.0, v2
v_mov_b32 v3, 0.5
v_mov_b32 v4, 1.0
exp pos0 v1, v2, v3, v4 done
s_endpgm
