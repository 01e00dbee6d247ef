; image_sample with implicit derivatives: the coordinates are FragCoord
; itself (v2, v3: POS_X/Y_FLOAT, which the helper lanes hold too), so over
; an 8x8 texture a pixel steps 8 texels and the LOD is 3; the texture's
; four levels hold 1.0, 2.0, 3.0 and 4.0 (nearest filter and mipmap):
; only a real quad's derivatives give 4.0.  The T# is in s[0:7], the S#
; in s[8:11] (user data).  Reference: ref_sample.frag.
; @regs SPI_PS_INPUT_ENA=0x302 SPI_PS_INPUT_ADDR=0x302 SPI_PS_IN_CONTROL=0x8000
; @regs SPI_SHADER_PGM_RSRC2_PS=0x18
; @vs interp.vert
; @reference ref_sample.frag
; @images mips
image_sample v[6:9], v[2:3], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
s_waitcnt vmcnt(0)
exp mrt0 v6, v7, v8, v9 done vm
s_endpgm
