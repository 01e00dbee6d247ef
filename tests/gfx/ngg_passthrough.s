; An NGG passthrough program as compilers shape it: the counts from
; merged_wave_info (s3: vertices in bits 0..7, primitives in 8..15),
; gs_alloc_req with M0 = primitives << 12 | vertices (dropped), the
; primitive export of v0 under the primitive lanes (dropped), then the
; vertex part under the vertex lanes: the vertex id in v5 makes the
; full-target triangle.  User data from s8.
; @stage ngg
; @reg VGT_SHADER_STAGES_EN=0x402000
; @reg SPI_SHADER_PGM_RSRC2_GS=0x2
; @json push_constants={"offset": 0, "size": 4, "dwords": [{"offset": 0, "sgpr": "s8"}]}
; @push 0x3f000000
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
s_bfe_u32 s4, s3, 0x80008
s_bfe_u32 s5, s3, 0x80000
s_lshl_b32 s6, s4, 12
s_or_b32 m0, s6, s5
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
v_mbcnt_lo_u32_b32 v9, -1, 0
v_cmp_gt_u32_e32 vcc_lo, s4, v9
s_and_saveexec_b32 s7, vcc_lo
exp prim v0, off, off, off done
s_mov_b32 exec_lo, s7
v_cmp_gt_u32_e32 vcc_lo, s5, v9
s_and_saveexec_b32 s7, vcc_lo
v_and_b32 v1, 1, v5
v_lshlrev_b32 v1, 2, v1
v_cvt_f32_u32 v1, v1
v_subrev_f32 v1, 1.0, v1
v_and_b32 v2, 2, v5
v_lshlrev_b32 v2, 1, v2
v_cvt_f32_u32 v2, v2
v_subrev_f32 v2, 1.0, v2
v_mov_b32 v3, s8
v_mov_b32 v4, 1.0
exp pos0 v1, v2, v3, v4 done
s_endpgm
