; v_fma_f32 rounds once: products that land exactly on an f32 midpoint
; (1 + 2^-12 squared is 1 + 2^-11 + 2^-24) plus an addend far below an
; f64 ulp, so the sum in double precision is inexact and its rounding to
; f32 turns on which side of the midpoint the exact value lies; signs of
; both kinds. v_min3_f16 with neg and abs source modifiers (on the sign
; bit, 0x8000). Operands come from user SGPRs. Lane 0 stores result k at
; out[k].
; @workgroup 32
; @groups 1
; @user-sgprs 8
; @buffer out u32 8 zero @0 out
; @push 2 0x3f800800
; @push 3 0xbf800800
; @push 4 0x21800000
; @push 5 0xa1800000
; @push 6 0x3c00
; @push 7 0xbc00
; @model
; import struct
; from fractions import Fraction
; def f32(u):
;     return Fraction(struct.unpack("<f", struct.pack("<I", u))[0])
; def to_f32(q):
;     """the f32 bits nearest q (ties to even), q a normal-range Fraction"""
;     sign, q = (1, -q) if q < 0 else (0, q)
;     e = q.numerator.bit_length() - q.denominator.bit_length()
;     while Fraction(2) ** e > q:
;         e -= 1
;     while Fraction(2) ** (e + 1) <= q:
;         e += 1
;     m = q / Fraction(2) ** (e - 23)
;     n = m.numerator // m.denominator
;     rem = m - n
;     if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n & 1):
;         n += 1
;     if n == 1 << 24:
;         n, e = n >> 1, e + 1
;     return sign << 31 | (e + 127) << 23 | (n - (1 << 23))
; def model(wave, b, p):
;     a, na, c, nc = (f32(p[i]) for i in (2, 3, 4, 5))
;     r = [to_f32(x * y + z) for x, y, z in
;          [(a, a, c), (a, a, nc), (na, a, nc), (na, a, c)]]
;     r.append(0xbc00)      # v_min3_f16 -1.0, 2.0, 3.0 (neg of 1.0)
;     r.append(0x3c00)      # v_min3_f16 1.0, 2.0, 3.0 (abs of -1.0)
;     return {"out": r + [0] * (8 - len(r))}
; @end
	s_mov_b{b} {exec}, 1
	v_mov_b32 v0, 0
	v_mov_b32 v1, s2
	v_mov_b32 v2, s3
	v_fma_f32 v3, v1, v1, s4
	v_fma_f32 v4, v1, v1, s5
	v_fma_f32 v5, v2, v1, s5
	v_fma_f32 v6, v2, v1, s4
	v_mov_b32 v7, 0x4000
	v_mov_b32 v8, 0x4200
	v_mov_b32 v9, s6
	v_mov_b32 v10, s7
	v_mov_b32 v11, 0
	v_mov_b32 v12, 0
	v_min3_f16 v11, -v9, v7, v8
	v_min3_f16 v12, |v10|, v7, v8
	.irp k, 3,4,5,6,11,12
	global_store_dword v0, v\k, s[0:1]
	v_add_nc_u32 v0, 4, v0
	.endr
	s_endpgm
