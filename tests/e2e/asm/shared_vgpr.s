; GFX10 shared VGPRs in wave64: past the wave's own VGPRs (here v16 on),
; lanes l and l + 32 read and write one copy of each register.  A write
; from either half stores under that lane's EXEC bit; the two halves of a
; wave64 VALU instruction run one after the other, low half first, so where
; both write the high half's value stays.  Checked: writes from the high
; half only, the low half only, both halves, a mixed EXEC mask, a load from
; the high half, a 64-bit result from the low half, reads across lanes
; (v_readlane, DPP) and a write whose source is the other half's value;
; v15 below the shared VGPRs stays per lane.
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @waves 64
; @shared-vgprs 16
; @user-sgprs 6
; @buffer in u32 64 hash @0
; @buffer res u32 704 zero @2 out
; @push 4 0x5a3c0ff0
; @push 5 0x0ff0c3a5
; @model
; def model(wave, b, p):
;     x = b["in"]
;     mask = p[4] | p[5] << 32
;     lanes = range(64)
;     lo = lambda l: l & 31            # the low lane of l's pair
;     hi = lambda l: (l & 31) + 32     # the high lane of l's pair
;     def v19(q):                      # pair q written under mask
;         if mask >> (q + 32) & 1:
;             return x[q + 32] ^ 0x7777
;         if mask >> q & 1:
;             return x[q] ^ 0x7777
;         return 0x19
;     wide = [(x[lo(l)] | lo(l) << 32) << 4 for l in lanes]
;     outs = [
;         [x[l] if l >= 32 else 0x15 for l in lanes],     # v15: per lane
;         [x[hi(l)] for l in lanes],                      # v16: high half wrote
;         [x[lo(l)] for l in lanes],                      # v17: low half wrote
;         [(x[hi(l)] + 1) & M32 for l in lanes],          # v18: both: high wins
;         [v19(l & 31) for l in lanes],                   # v19: mixed EXEC
;         [x[hi(l) ^ 1] for l in lanes],                  # v20: load, high half
;         [v19(5)] * 64,                                  # v12: lanes 5 and 37
;         [w & M32 for w in wide],                        # v22: 64-bit, low half
;         [(w >> 32) & M32 for w in wide],                # v23
;         [x[lo(l) ^ 1] for l in lanes],                  # v13: DPP of v17
;         [(x[lo(l)] + 1) & M32 for l in lanes],          # v24: high reads low's
;     ]
;     return {"res": [v for o in outs for v in o]}
; @end
	v_lshlrev_b32 v10, 2, v0
	global_load_dword v1, v10, s[0:1]
	v_mov_b32 v2, v0
	v_mov_b32 v15, 0x15
	v_mov_b32 v19, 0x19
	v_mov_b32 v20, 0x20
	v_xor_b32 v11, 4, v10
	s_waitcnt vmcnt(0)

	; the high half writes v16 (and v15, which is not shared)
	s_mov_b32 exec_lo, 0
	v_mov_b32 v16, v1
	v_mov_b32 v15, v1
	; a load into a shared VGPR from the high half
	global_load_dword v20, v11, s[0:1]
	s_waitcnt vmcnt(0)
	s_mov_b32 exec_lo, -1

	; the low half writes v17 and v[22:23]
	s_mov_b32 exec_hi, 0
	v_mov_b32 v17, v1
	v_lshlrev_b64 v[22:23], 4, v[1:2]
	s_mov_b32 exec_hi, -1

	; both halves write v18
	v_add_nc_u32 v18, 1, v1

	; a mixed EXEC mask writes v19
	s_mov_b64 exec, s[4:5]
	v_xor_b32 v19, 0x7777, v1
	s_mov_b64 exec, -1

	; reads across lanes: v_readlane of lanes 5 and 37, DPP
	v_readlane_b32 s6, v19, 5
	v_readlane_b32 s7, v19, 37
	s_mov_b32 exec_hi, 0
	v_mov_b32 v12, s6
	s_mov_b32 exec_hi, -1
	s_mov_b32 exec_lo, 0
	v_mov_b32 v12, s7
	s_mov_b32 exec_lo, -1
	v_mov_b32_dpp v13, v17 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf

	; the high half writes v24 from v17, which the low half wrote
	s_mov_b32 exec_lo, 0
	v_add_nc_u32 v24, 1, v17
	s_mov_b32 exec_lo, -1

	.irp r, 15,16,17,18,19,20,12,22,23,13,24
	global_store_dword v10, v\r, s[2:3]
	v_add_nc_u32_e32 v10, 0x100, v10
	.endr
	s_endpgm
