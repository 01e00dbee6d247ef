; SPI_BARYC_CNTL.FRONT_FACE_ALL_BITS [24] = 1: the FRONT_FACE VGPR is 1
; (front) or 0 (back).  Reference: ref_face_bits.frag.
; @regs SPI_PS_INPUT_ENA=0x1002 SPI_PS_INPUT_ADDR=0x1002 SPI_PS_IN_CONTROL=0x8000
; @regs SPI_BARYC_CNTL=0x1000000
; @vs interp.vert
; @reference ref_face_bits.frag
exp mrt0 v2, v2, v2, v2 done vm
s_endpgm
