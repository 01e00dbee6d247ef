; Global addresses are 48 bits: the hardware ignores bits 63:48 (RADV's
; ray traversal sets them to 0xffff in node addresses).  Each lane loads
; in[i] through its address with 0xffff (odd lanes) or 0x1234 (even lanes)
; in the top 16 bits and stores it to out[i] through an address whose top
; bits are 0xffff.
; @workgroup 64
; @user-sgprs 4
; @buffer in u32 64 hash @0
; @buffer out u32 64 zero @2 out
; @model
; def model(wave, b, push):
;     return {"out": list(b["in"])}
; @end
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32 v2, {vcc}, s0, v1
	v_add_co_ci_u32_e32 v3, {vcc}, 0, v3, {vcc}
	v_and_b32_e32 v4, 1, v0
	v_cmp_eq_u32_e32 {vcc}, 1, v4
	v_mov_b32_e32 v5, 0x12340000
	v_cndmask_b32_e64 v5, v5, 0xffff0000, {vcc}
	v_or_b32_e32 v3, v3, v5
	global_load_dword v6, v[2:3], off
	v_mov_b32_e32 v8, s3
	v_add_co_u32 v7, {vcc}, s2, v1
	v_add_co_ci_u32_e32 v8, {vcc}, 0, v8, {vcc}
	v_or_b32_e32 v8, 0xffff0000, v8
	s_waitcnt vmcnt(0)
	global_store_dword v[7:8], v6, off
	s_endpgm
