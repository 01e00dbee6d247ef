; ACO's choice between centre and centroid barycentrics on bit 31 of the
; primitive mask (set where the hardware skipped the centroid, every quad
; covered whole): the module's primitive mask (s0 here, no user SGPRs) is
; 0, so v_cmp_lt_i32 gives vcc = 0, the v_cndmask keeps the centroid pair
; v2, v3 and the pair over it is a plain centroid input at location 5: no
; formula, no geometry module (the plan folds the select), the GLSL's
; centroid input exactly.  PERSP_CENTER v0 v1, PERSP_CENTROID v2 v3
; (ADDR = ENA = 0x6).  Reference: ref_centroid.frag.
; @regs SPI_PS_INPUT_ENA=0x6 SPI_PS_INPUT_ADDR=0x6 SPI_PS_IN_CONTROL=0x8001
; @regs SPI_PS_INPUT_CNTL_0=5
; @vs interp.vert
; @reference ref_centroid.frag
; @json inputs=[{"location": 5, "components": 3, "type": "float", "interpolation": "centroid"}]
; @json geometry_stage=null
s_mov_b32 m0, s0
v_cmp_lt_i32_e64 vcc_lo, s0, 0
v_cndmask_b32_e32 v2, v2, v0, vcc_lo
v_cndmask_b32_e32 v3, v3, v1, vcc_lo
v_interp_p1_f32_e32 v8, v2, attr0.z
v_interp_p2_f32_e32 v8, v3, attr0.z
v_mov_b32 v9, 0
exp mrt0 v9, v8, v9, v9 done vm
s_endpgm
