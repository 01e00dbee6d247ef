; ps_white.s with four user SGPRs (push-constant bytes 0..15, unused):
; the pixel stage of vs_push_offset.s, whose own block starts at byte 16.
; @stage ps
; @reg SPI_SHADER_PGM_RSRC2_PS=0x8
; @json push_constants={"offset": 0, "size": 16, "dwords": [{"offset": 0, "sgpr": "s0"}, {"offset": 4, "sgpr": "s1"}, {"offset": 8, "sgpr": "s2"}, {"offset": 12, "sgpr": "s3"}]}
v_mov_b32 v0, 0.25
v_mov_b32 v1, 0.5
v_mov_b32 v2, 0x3f400000
v_mov_b32 v3, 1.0
exp mrt0 v0, v1, v2, v3 done vm
s_endpgm
