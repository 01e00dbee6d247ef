// Images, ray tracing and exports.
	image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
	image_store v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc
	image_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_sample v[0:3], [v4, v6, v9], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_3D
	image_bvh_intersect_ray v[0:3], v[4:14], s[20:23]
	image_bvh64_intersect_ray v[0:3], v[4:15], s[20:23]
	image_bvh_intersect_ray v[0:3], v[4:11], s[20:23] a16
	image_atomic_add v1, v[4:5], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc
	s_waitcnt vmcnt(0)
	exp mrt0 v0, v1, v2, v3 done vm
	exp pos0 v0, v1, v2, v3
	exp mrt1 v0, v0, v1, v1 compr
	s_endpgm
