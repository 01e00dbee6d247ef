; s_buffer_load_dwordx4 through the V# in s[0:3] (buffer b, 4-byte
; records): a pixel shader loads one dword a lane and broadcasts it, and
; loads again where the lane holding a dword is not active (the draw's edge
; pixels: spirv/lower_buffer.c); each dword still reads 0 where it passes
; num_records (the ISA's range rule): 4 records give all four, 3 the first
; three and 0, 2 two, 1 the first alone.  Exported as they are (32_ABGR).
; @stage ps
; @reg SPI_SHADER_PGM_RSRC2_PS=0x8
; @buffer b 0.25 0.5 0.75 1.0
; @push vsharp:b:4:4
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
; @push vsharp:b:4:3
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 0
; @push vsharp:b:4:2
; @target R32G32B32A32_SFLOAT 0.25 0.5 0 0
; @push vsharp:b:4:1
; @target R32G32B32A32_SFLOAT 0.25 0 0 0
s_buffer_load_dwordx4 s[4:7], s[0:3], 0x0
s_waitcnt lgkmcnt(0)
v_mov_b32 v0, s4
v_mov_b32 v1, s5
v_mov_b32 v2, s6
v_mov_b32 v3, s7
exp mrt0 v0, v1, v2, v3 done vm
s_endpgm
