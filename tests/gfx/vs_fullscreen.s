; A legacy VS drawing one triangle over the whole target from the vertex
; id alone (v0 = VertexIndex - BaseVertex): vertex i at
; x = 4 * (i & 1) - 1, y = 2 * (i & 2) - 1, z = 0.5, w = 1, and param0 =
; (i, 0.25, 0.5, 1.0) so that the outputs' reflection has a parameter.
; @stage vs
; @json outputs=[{"builtin": "Position"}, {"location": 0, "components": 4, "type": "float"}]
; @json push_constants={"offset": 0, "size": 0, "dwords": []}
; @feature shaderDrawParameters
v_and_b32 v1, 1, v0
v_lshlrev_b32 v1, 2, v1
v_cvt_f32_u32 v1, v1
v_subrev_f32 v1, 1.0, v1
v_and_b32 v2, 2, v0
v_lshlrev_b32 v2, 1, v2
v_cvt_f32_u32 v2, v2
v_subrev_f32 v2, 1.0, v2
v_mov_b32 v3, 0.5
v_mov_b32 v4, 1.0
exp pos0 v1, v2, v3, v4 done
v_cvt_f32_u32 v5, v0
v_mov_b32 v6, 0.25
v_mov_b32 v7, 0.5
exp param0 v5, v6, v7, v4
s_endpgm
