; exp mrtz with SPI_SHADER_Z_FORMAT 32_ABGR: depth (x), stencil (y, bits
; 0..7), sample mask (z), each enabled in DB_SHADER_CONTROL (Z_EXPORT,
; STENCIL_TEST_VAL_EXPORT, MASK_EXPORT): FragDepth, FragStencilRefEXT
; (VK_EXT_shader_stencil_export) and SampleMask.  Drawn into a
; D32_SFLOAT_S8_UINT target whose stencil op replaces with the reference:
; every pixel holds depth 0.5 and stencil 0x17 (the mask's sample 0 is the
; one sample; a mask of 0 would leave the clear values).
; @stage ps
; @reg SPI_SHADER_Z_FORMAT=0x9
; @reg DB_SHADER_CONTROL=0x113
; @json writes_depth=true
; @json writes_stencil=true
; @json writes_sample_mask=true
; @feature VK_EXT_shader_stencil_export
; @depth 0.5
; @stencil 0x17
; @target R32G32B32A32_SFLOAT * * * *
v_mov_b32 v0, 0.5
v_mov_b32 v1, 0x117
v_mov_b32 v2, 1
exp mrtz v0, v1, v2, off done vm
s_endpgm
