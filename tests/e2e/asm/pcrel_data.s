; Constant data after the code, past s_code_end's padding, read
; pc-relative as compilers do (s_getpc_b64, s_add_u32/s_addc_u32 of the
; distance): at constant offsets (s_load_dwordx2, s_load_dword, through a
; branch whose paths leave the pair alone), indexed by an SGPR offset
; (s_load_dword with s8 = 4 * push[2]; past the table's end reads 0), and
; through a V# whose base is the data (s_buffer_load_dword). The input is
; the whole image: code, padding and data. Thread i stores its four results
; at out[4i..4i+3] (64 threads): data[2], data[3], data[push[2]], its id;
; in thread 1 the s_buffer_load result, data[push[3]] (past the end: 0) and
; the dwordx4's first and last.
; @workgroup 64
; @groups 1
; @user-sgprs 4
; @buffer out u32 256 zero @0 out
; @push 2 5
; @push 3 40
; @model
; DATA = [0x11111111, 0x22222222, 0x3f800000, 0xdeadbeef, 0x40490fdb,
;         0x00000007, 0x12345678, 0xcafef00d]
; def model(wave, b, p):
;     out = b["out"]
;     for i in range(64):
;         if i == 1:
;             idx = p[3]
;             out[4 * i:4 * i + 4] = [DATA[6], DATA[idx] if idx < len(DATA) else 0,
;                                     DATA[4], DATA[7]]
;         else:
;             out[4 * i:4 * i + 4] = [DATA[2], DATA[3], DATA[p[2]], i]
;     return {"out": out}
; @end
	s_getpc_b64 s[4:5]                  ; s[4:5] = base
base:
	s_add_u32 s4, s4, data-base
	s_addc_u32 s5, s5, 0                ; s[4:5] = data
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 skip
	s_mov_b32 s10, 1                    ; a path that leaves s[4:5] alone
skip:
	s_load_dwordx2 s[6:7], s[4:5], 0x8  ; data[2], data[3]
	s_lshl_b32 s8, s2, 2
	s_load_dword s9, s[4:5], s8         ; data[push[2]]
	s_lshl_b32 s11, s3, 2
	s_load_dword s12, s[4:5], s11       ; data[push[3]]
	s_load_dwordx4 s[16:19], s[4:5], 0x10 ; data[4..7]
	s_mov_b32 s20, s4                   ; a V# of the data: base, 32 bytes
	s_and_b32 s21, s5, 0xffff
	s_mov_b32 s22, 32
	s_mov_b32 s23, 0x31014fac
	s_buffer_load_dword s13, s[20:23], 0x18 ; data[6]
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32 v1, 4, v0             ; 16 bytes a lane
	v_xor_b32 v6, 1, v0
	v_min_u32 v6, 1, v6                 ; 0 in lane 1, else 1
	s_sub_u32 s24, s6, s13
	v_mul_lo_u32 v2, v6, s24
	v_add_nc_u32 v2, s13, v2            ; lane 1: s13, else s6
	s_sub_u32 s24, s7, s12
	v_mul_lo_u32 v3, v6, s24
	v_add_nc_u32 v3, s12, v3            ; s12 / s7
	s_sub_u32 s24, s9, s16
	v_mul_lo_u32 v4, v6, s24
	v_add_nc_u32 v4, s16, v4            ; s16 / s9
	v_subrev_nc_u32 v7, s19, v0
	v_mul_lo_u32 v7, v6, v7
	v_add_nc_u32 v5, s19, v7            ; s19 / lane id
	global_store_dwordx4 v1, v[2:5], s[0:1]
	s_endpgm
	s_code_end
	s_code_end
	s_code_end
	s_code_end
	.p2align 6
data:
	.long 0x11111111, 0x22222222, 0x3f800000, 0xdeadbeef
	.long 0x40490fdb, 0x00000007, 0x12345678, 0xcafef00d
