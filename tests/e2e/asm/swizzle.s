; ds_swizzle_b32 in its quad-permute and bit-mask modes (and/or/xor on the
; lane number within 32 lanes: BITMASK_PERM, SWAP, REVERSE, BROADCAST), and
; with the lanes t % 4 == 3 off: an inactive source reads 0, an inactive
; lane keeps its value; then the FFT (offset >= 0xe000) and rotate
; (0xc000..0xdfff) modes as the ISA's DS_SWIZZLE_B32 pseudocode and
; examples give them, within each 32 lanes: FFT with mask m reads lane
; (rev5(l) >> popcount(m)) | (l & m); rotate by r = o[9:5] lanes left, or
; right when o[10] is set, keeps the bits of mask o[4:0]:
; ((l & m) | ((l +- r) & ~m)) & 31 (the ISA's examples wrap within 32).
; The destination holds 0xdd00 + t before each one; res[64 * k + t] holds
; result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @buffer a u32 64 hash @0
; @buffer res u32 896 zero @2 out
; @model
; def model(wave, bufs, p):
;     A = bufs["a"]
;     res = [0] * 896
;     rev5 = lambda x: int("{:05b}".format(x)[::-1], 2)
;     def fft(o, lane):
;         m = o & 31
;         return (rev5(lane) >> bin(m).count("1")) | (lane & m)
;     def rot(o, lane):
;         m, r = o & 31, (o >> 5) & 31
;         if o & 0x400:
;             r = -r
;         return ((lane & m) | ((lane + r) & ~m)) & 31
;     for t in range(64):
;         lane = t % 32
;         g = t - lane
;         old = 0xdd00 + t
;         bm = lambda a, o, x: A[g + (((lane & a) | o) ^ x)]
;         r = [A[t - t % 4 + [1, 0, 3, 2][t % 4]], bm(7, 8, 2), bm(31, 0, 16),
;              bm(31, 0, 7), bm(28, 1, 0)]
;         s = g + ((lane & 31) ^ 10)
;         r.append(old if t % 4 == 3 else 0 if s % 4 == 3 else A[s])
;         r += [A[g + fft(o, lane)] for o in (0xe000, 0xe010, 0xe01f, 0xf005)]
;         r += [A[g + rot(o, lane)] for o in (0xc020, 0xc4a1, 0xc063, 0xd7e0)]
;         for k, v in enumerate(r):
;             res[64 * k + t] = v
;     return {"res": res}
; @end
.macro ST
	global_store_dword v10, v3, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
	v_or_b32_e32 v3, 0xdd00, v0
.endm
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	v_or_b32_e32 v3, 0xdd00, v0
	s_waitcnt vmcnt(0)
	ds_swizzle_b32 v3, v1 offset:swizzle(QUAD_PERM,1,0,3,2)
	s_waitcnt lgkmcnt(0)
	ST
	ds_swizzle_b32 v3, v1 offset:swizzle(BITMASK_PERM,"01pip")
	s_waitcnt lgkmcnt(0)
	ST
	ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	ST
	ds_swizzle_b32 v3, v1 offset:swizzle(REVERSE,8)
	s_waitcnt lgkmcnt(0)
	ST
	ds_swizzle_b32 v3, v1 offset:swizzle(BROADCAST,4,1)
	s_waitcnt lgkmcnt(0)
	ST
	v_and_b32_e32 v5, 3, v0
	s_mov_b{b} {m:30}, {exec}
	v_cmpx_ne_u32_e32 3, v5
	ds_swizzle_b32 v3, v1 offset:swizzle(BITMASK_PERM,"pipip")
	s_waitcnt lgkmcnt(0)
	s_mov_b{b} {exec}, {m:30}
	ST
	.irp o, 0xe000, 0xe010, 0xe01f, 0xf005, 0xc020, 0xc4a1, 0xc063, 0xd7e0
	ds_swizzle_b32 v3, v1 offset:\o
	s_waitcnt lgkmcnt(0)
	ST
	.endr
	s_endpgm
