// Scalar and vector memory: SMEM, buffer, typed buffer, global, scratch, LDS.
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	s_buffer_load_dword s8, s[4:7], 0x4
	s_load_dwordx2 s[10:11], s[2:3], s12 offset:0x20
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v0, s[4:7], 0 offen offset:16
	buffer_store_dwordx2 v[2:3], v0, s[4:7], s8 idxen glc slc
	tbuffer_load_format_xyzw v[4:7], v0, s[4:7], 0 format:[BUF_FMT_32_32_32_32_FLOAT] idxen
	global_load_dword v8, v[10:11], off offset:-8
	global_store_dword v0, v8, s[10:11] offset:4
	global_atomic_add v9, v0, v1, s[10:11] glc
	flat_load_dwordx2 v[12:13], v[10:11]
	scratch_store_dword off, v1, s9 offset:8
	ds_write_b32 v0, v1 offset:16
	ds_read2_b32 v[14:15], v0 offset0:1 offset1:2
	ds_add_u32 v0, v1 gds
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
