; The sample mask export drawn: exp mrtz's z is SampleMask (SPI_SHADER_Z_FORMAT
; 32_ABGR, DB_SHADER_CONTROL MASK_EXPORT_ENABLE, no depth or stencil) from
; s0, and mrt0 is 1.0 on a target of 4 samples cleared to 9.0 and resolved
; for the dump (lavapipe averages the samples): mask 0x1 keeps one sample,
; (1 + 3 * 9) / 4 = 7.0; 0x5 two, (2 + 2 * 9) / 4 = 5.0; 0xf all, 1.0; 0 none,
; the clear colour; 0x10 only a sample the target lacks, the clear colour.
; @stage ps
; @reg SPI_SHADER_PGM_RSRC2_PS=0x2
; @reg SPI_SHADER_Z_FORMAT=0x9
; @reg DB_SHADER_CONTROL=0x110
; @json writes_sample_mask=true
; @push 0x1
; @draw samples=4
; @target R32G32B32A32_SFLOAT 7.0 7.0 7.0 7.0
; @push 0x5
; @draw samples=4
; @target R32G32B32A32_SFLOAT 5.0 5.0 5.0 5.0
; @push 0xf
; @draw samples=4
; @target R32G32B32A32_SFLOAT 1.0 1.0 1.0 1.0
; @push 0x0
; @draw samples=4
; @target R32G32B32A32_SFLOAT clear
; @push 0x10
; @draw samples=4
; @target R32G32B32A32_SFLOAT clear
v_mov_b32 v0, 1.0
exp mrt0 v0, v0, v0, v0
v_mov_b32 v2, s0
exp mrtz off, off, v2, off done vm
s_endpgm
