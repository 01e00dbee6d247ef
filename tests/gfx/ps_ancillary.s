; ANCILLARY (the sample index in bits 8..11) and SAMPLE_COVERAGE (the
; coverage mask) after PERSP_CENTER: v2 and v3.  Reference:
; ref_ancillary.frag (gl_SampleID << 8, gl_SampleMaskIn[0]).
; @regs SPI_PS_INPUT_ENA=0x6002 SPI_PS_INPUT_ADDR=0x6002 SPI_PS_IN_CONTROL=0x8000
; @vs interp.vert
; @reference ref_ancillary.frag
; @json inputs=[{"builtin": "SampleId"}, {"builtin": "SampleMask"}]
; @feature sampleRateShading
exp mrt0 v2, v3, v2, v3 done vm
s_endpgm
