; DPP lane moves within rows of 16 lanes: quad_perm, row_shl/row_shr with
; and without bound_ctrl (an out-of-row source gives 0 with bound_ctrl:1,
; leaves the destination unchanged without it), row_ror, row_mirror,
; row_half_mirror, row_share, row_xmask, row_mask/bank_mask (lanes of
; disabled rows or banks keep their old value), DPP8, and DPP on the first
; source of v_add_nc_u32. The destination holds 0xdd00 + t before each one.
; res[64 * k + t] holds result k of thread t.
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @buffer in u32 64 hash @0
; @buffer res u32 704 zero @2 out
; @model
; def model(wave, b, p):
;     x = b["in"]
;     res = [0] * 704
;     for t in range(64):
;         base, l = t - t % 16, t % 16
;         old = 0xdd00 + t
;         def rd(src, bound=False):
;             if 0 <= src < 16:
;                 return x[base + src]
;             return 0 if bound else old
;         row, bank = (t % wave) // 16, l // 4
;         vals = [x[t - t % 4 + 3 - t % 4],
;                 rd(l + 1, True),
;                 rd(l - 3),
;                 x[base + (l - 5) % 16],
;                 x[base + 15 - l],
;                 x[t - t % 8 + 7 - t % 8],
;                 x[base + 5],
;                 x[base + (l ^ 3)],
;                 rd(l - 1, True) if (0x5 >> row) & 1 and (0x3 >> bank) & 1 else old,
;                 x[t - t % 8 + 7 - t % 8],
;                 (rd(l - 2, True) + t) & M32]
;         for k, v in enumerate(vals):
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
	v_mov_b32_e32 v2, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_dpp v3, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	ST
	v_mov_b32_dpp v3, v1 row_shr:3 row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_ror:5 row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_mirror row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_half_mirror row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_share:5 row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_xmask:3 row_mask:0xf bank_mask:0xf
	ST
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0x5 bank_mask:0x3 bound_ctrl:1
	ST
	v_mov_b32_dpp v3, v1 dpp8:[7,6,5,4,3,2,1,0]
	ST
	v_add_nc_u32_dpp v3, v1, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	ST
	s_endpgm
