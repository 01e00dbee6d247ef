; The pair runs twice in a loop whose body then writes v1 (J): on the
; second pass J is 0 and the pair is the formula, so the plan may not take
; it as an input (the may-write dataflow carries the write round the back
; edge).  The model: fma(P20, 0, fma(P10, I, P0)).
; @regs SPI_PS_INPUT_ENA=0x2 SPI_PS_INPUT_ADDR=0x2 SPI_PS_IN_CONTROL=0x8001
; @regs SPI_PS_INPUT_CNTL_0=3
; @vs interp.vert
; @model loop
; @json inputs=[{"location": 3, "components": 1, "type": "float", "interpolation": "per_vertex"}]
	s_mov_b32 s0, 2
loop:
	v_interp_p1_f32_e32 v2, v0, attr0.x
	v_interp_p2_f32_e32 v2, v1, attr0.x
	v_mov_b32 v1, 0
	s_sub_u32 s0, s0, 1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 loop
	exp mrt0 v2, v0, v0, v0 done vm
	s_endpgm
