; MIMG: image_load and image_store on a 2D storage image (its descriptor,
; T#, in user SGPRs s[4:11]), image_sample on another image (T# s[16:23])
; through a sampler (S# s[24:27]); both of format float (the default of
; --image-format).
; @user-sgprs 36
; @image s28 c storage r32ui 8x8 inout zero
	v_and_b32 v1, 7, v0
	v_lshrrev_b32 v2, 3, v0
	image_load v[4:7], v[1:2], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
; the integer coordinates (v1, v2), the four components to v4..v7
; the run of vector instructions under this EXEC lowers inside one
; branch on the lane's EXEC bit (an EXEC region): an inactive lane
; skips it, and no access in it branches on EXEC again
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK-NEXT: OpSelectionMerge [[M:%\w+]]
; CHECK-NEXT: OpBranchConditional [[E]]
; CHECK: [[XY:%\w+]] = OpCompositeConstruct {{%v2uint|%v2int}}
; CHECK: [[T:%\w+]] = OpImageRead %v4float {{%\w+}} [[XY]]
; CHECK: OpCompositeExtract %float [[T]] 3
	image_store v[4:7], v[1:2], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
; only in an active lane, the four components of v4..v7
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: [[XY2:%\w+]] = OpCompositeConstruct {{%v2uint|%v2int}}
; CHECK: [[V:%\w+]] = OpCompositeConstruct %v4float
; CHECK: OpImageWrite {{%\w+}} [[XY2]] [[V]]
	v_cvt_f32_u32 v8, v1
	v_cvt_f32_u32 v9, v2
	image_sample_lz v[10:13], v[8:9], s[16:23], s[24:27] dmask:0xf dim:SQ_RSRC_IMG_2D
; a sampled image from the T# and S#, sampled at (v8, v9) at level 0
; CHECK: OpSampledImage
; CHECK: OpImageSampleExplicitLod %v4float {{%\w+}} {{%\w+}} Lod %float_0
	image_load v[14:15], v[1:2], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16
; d16: the four components as f16, two a dword (x | y << 16)
; CHECK: OpImageRead %v4float
; CHECK: OpBitFieldInsert %uint {{%\w+}} {{%\w+}} %uint_16 %uint_16
	image_atomic_add v0, v[1:2], s[28:35] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc
; an atomic on the texel (v1, v2) of the r32ui image (sample 0), the old
; value returned, in an active lane
; still in the region
; CHECK-NOT: [[M]] = OpLabel
; CHECK: OpImageTexelPointer {{%\w+}} {{%\w+}} {{%\w+}} %uint_0
; CHECK: OpAtomicIAdd %uint
	s_waitcnt vmcnt(0)
	s_endpgm
