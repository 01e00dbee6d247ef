; exp mrtz with SPI_SHADER_Z_FORMAT 32_ABGR: depth (x), stencil (y, bits
; 0..7), sample mask (z), each enabled in DB_SHADER_CONTROL (Z_EXPORT,
; STENCIL_TEST_VAL_EXPORT, MASK_EXPORT): FragDepth, FragStencilRefEXT
; (VK_EXT_shader_stencil_export) and SampleMask.
; @stage ps
; @reg SPI_SHADER_Z_FORMAT=0x9
; @reg DB_SHADER_CONTROL=0x113
; @json writes_depth=true
; @json writes_stencil=true
; @json writes_sample_mask=true
; @feature VK_EXT_shader_stencil_export
v_mov_b32 v0, 0.5
v_mov_b32 v1, 0x17
v_mov_b32 v2, 1
exp mrtz v0, v1, v2, off done vm
s_endpgm
