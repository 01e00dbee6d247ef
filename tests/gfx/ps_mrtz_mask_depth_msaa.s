; The sample mask and depth exported together on a target of 4 samples with
; a 4-sample depth target: exp mrtz's x is the depth (0.75), its z the
; SampleMask from s0 (SPI_SHADER_Z_FORMAT 32_ABGR, DB_SHADER_CONTROL
; Z_EXPORT_ENABLE and MASK_EXPORT_ENABLE). The colour is resolved by the
; average (mrt0 1.0, cleared to 9.0), the depth to sample 0 (compare
; always, cleared to 1.0): mask 0x1 writes sample 0, colour (1 + 3 * 9) / 4
; = 7.0, depth 0.75; 0xe leaves sample 0, colour (3 + 9) / 4 = 3.0, depth
; the clear 1.0; 0xf writes all, 1.0 and 0.75.
; @stage ps
; @reg SPI_SHADER_PGM_RSRC2_PS=0x2
; @reg SPI_SHADER_Z_FORMAT=0x9
; @reg DB_SHADER_CONTROL=0x111
; @json writes_sample_mask=true
; @json writes_depth=true
; @push 0x1
; @draw samples=4
; @target R32G32B32A32_SFLOAT 7.0 7.0 7.0 7.0
; @depth 0.75
; @push 0xe
; @draw samples=4
; @target R32G32B32A32_SFLOAT 3.0 3.0 3.0 3.0
; @depth 1.0
; @push 0xf
; @draw samples=4
; @target R32G32B32A32_SFLOAT 1.0 1.0 1.0 1.0
; @depth 0.75
v_mov_b32 v0, 1.0
exp mrt0 v0, v0, v0, v0
v_mov_b32 v1, 0x3f400000
v_mov_b32 v2, s0
exp mrtz v1, off, v2, off done vm
s_endpgm
