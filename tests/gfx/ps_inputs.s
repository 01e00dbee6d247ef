; Input VGPRs by SPI_PS_INPUT_ADDR's bit order where ENA leaves one out:
; ADDR 0x1f03 gives PERSP_SAMPLE v0 v1 (not enabled), PERSP_CENTER v2 v3,
; POS_X..W_FLOAT v4..v7, FRONT_FACE v8.  Reference: ref_inputs.frag
; (FragCoord, 1 / FragCoord.w for the hardware's W, +1.0 / -1.0 front face).
; @regs SPI_PS_INPUT_ENA=0x1f02 SPI_PS_INPUT_ADDR=0x1f03 SPI_PS_IN_CONTROL=0x8000
; @regs SPI_SHADER_COL_FORMAT=0x99 CB_SHADER_MASK=0xff
; @vs interp.vert
; @reference ref_inputs.frag
; @json inputs=[{"builtin": "FragCoord"}, {"builtin": "FrontFacing"}]
exp mrt0 v4, v5, v6, v7
exp mrt1 v8, v8, v8, v8 done vm
s_endpgm
