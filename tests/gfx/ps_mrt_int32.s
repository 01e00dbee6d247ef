; 32-bit exports into integer targets: CB_COLORn_INFO.NUMBER_TYPE UINT or
; SINT makes the output uint or int, the dwords' bits unchanged.  The bits
; are those a float path could change: a signalling NaN with a payload
; (0x7f800001, quieted to 0x7fc00001 by a float move), -0 (0x80000000),
; denormals (0x00000001, 0x807fffff, flushed to +-0 by a float path that
; flushes), the all-ones NaN.
;   mrt0  32_R    CB_COLOR0_INFO 0x410: FORMAT 4 (COLOR_32), NUMBER_TYPE 4 (UINT)
;   mrt1  32_GR   CB_COLOR1_INFO 0x52c: FORMAT 11 (COLOR_32_32), NUMBER_TYPE 5 (SINT)
;   mrt2  32_ABGR CB_COLOR2_INFO 0x438: FORMAT 14 (COLOR_32_32_32_32), NUMBER_TYPE 4 (UINT)
; @stage ps
; @reg SPI_SHADER_COL_FORMAT=0x921
; @reg CB_SHADER_MASK=0xf31
; @reg CB_COLOR0_INFO=0x410
; @reg CB_COLOR1_INFO=0x52c
; @reg CB_COLOR2_INFO=0x438
; @json render_targets=[{"location": 0, "components": 1, "type": "uint", "format": "32_R"}, {"location": 1, "components": 2, "type": "sint", "format": "32_GR"}, {"location": 2, "components": 4, "type": "uint", "format": "32_ABGR"}]
; @target R32_UINT 0x7f800001
; @target R32G32_SINT -2147483648 1
; @target R32G32B32A32_UINT 0x807fffff 0xffffffff 0x7fa00000 0x00000001
v_mov_b32 v0, 0x7f800001
exp mrt0 v0, off, off, off vm
v_bfrev_b32 v1, 1
v_mov_b32 v2, 1
exp mrt1 v1, v2, off, off vm
v_mov_b32 v3, 0x807fffff
v_mov_b32 v4, -1
v_mov_b32 v5, 0x7fa00000
exp mrt2 v3, v4, v5, v2 done vm
s_endpgm
