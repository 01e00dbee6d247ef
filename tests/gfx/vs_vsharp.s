; Vertex data fetched through a V# in memory (no vertex attributes): s[0:3]
; is the V# of vb (16-byte records), buffer_load_dwordx4 idxen at the
; vertex id v0 = VertexIndex - BaseVertex, so first_vertex 3 still reads
; records 0..5; v3 (VGPR_COMP_CNT 3) is the instance id = InstanceIndex -
; BaseInstance, which shifts x by one: with first_instance 5, instances 5
; and 6 draw the left half (x in [-1, 0]) and the right half, one
; instance the left half alone (pixel columns 0..3 of 8).
; @stage vs
; @reg SPI_SHADER_PGM_RSRC1_VS=0x3000000
; @reg SPI_SHADER_PGM_RSRC2_VS=0x8
; @buffer vb -1 -1 0.5 1  0 -1 0.5 1  -1 1 0.5 1  0 -1 0.5 1  0 1 0.5 1  -1 1 0.5 1
; @push vsharp:vb:16:6
; @draw vertex_count=6 instance_count=2 first_vertex=3 first_instance=5
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
; @push vsharp:vb:16:6
; @draw vertex_count=6 instance_count=1 first_vertex=3 first_instance=5 columns=4
; @target R32G32B32A32_SFLOAT 0.25 0.5 0.75 1.0
buffer_load_dwordx4 v[4:7], v0, s[0:3], 0 idxen
s_waitcnt vmcnt(0)
v_cvt_f32_u32 v8, v3
v_add_f32_e32 v4, v4, v8
exp pos0 v4, v5, v6, v7 done
s_endpgm
