; v_trig_preop_f64 and the neg bit of integer operands.
; v_trig_preop_f64 (RDNA2 ISA): shift = S1[4:0] * 53, plus exponent(S0) -
; 1077 when that is positive; the 53 bits of 2/pi from bit `shift` after
; the binary point, as an integer, times 2^(-53 - shift), and 2^128 more
; when exponent(S0) >= 1968; a NaN S0 comes back quieted.  The model reads
; 2/pi from its own digits (Machin's formula); shifts stay below 1120 (53
; bits within the first 1172 of the 1200 the hardware holds).  S1's upper
; bits are ignored; -S0 changes only a NaN's sign.
; The neg bit on the integer operand of v_ldexp_f32, v_ldexp_f64 and
; v_trig_preop_f64 is LLVM's sext(): a 32-bit value sign-extended to 32
; bits, the same value, so sext(v) gives what v gives (exponents -40..40,
; results down to f32 denormals; a signaling NaN comes back quieted).
; res[k * 256 + i], r32[k * 256 + i]: result k of lane i.
; @workgroup 64
; @groups 4
; @user-sgprs 10
; @wgid-sgprs 10
; @buffer x u64 256 model @0
; @buffer seg u32 256 model @2
; @buffer k u32 256 model @4
; @buffer res u64 1024 zero @6 out
; @buffer r32 u32 512 zero @8 out
; @model
; from fractions import Fraction
; def pi_digits(bits):
;     """floor(pi * 2^bits), by Machin's formula with guard bits"""
;     g = bits + 64
;     one = 1 << g
;     def atan_inv(x):
;         s, t, n, sg = 0, one // x, 1, 1
;         while t:
;             s += sg * (t // n)
;             t //= x * x
;             n += 2
;             sg = -sg
;         return s
;     return (4 * (4 * atan_inv(5) - atan_inv(239))) >> 64
; PI = pi_digits(1300)
; TWO_PI = (1 << (2 * 1300 + 1)) // PI >> 100     # floor(2/pi * 2^1200)
; def rnd(x, p=53, emin=-1022, emax=1023):
;     """bits of the positive rational x rounded to nearest even"""
;     if x == 0:
;         return 0
;     e = x.numerator.bit_length() - x.denominator.bit_length()
;     if Fraction(2) ** e > x:
;         e -= 1
;     e = max(e, emin)
;     q = x / Fraction(2) ** (e - p + 1)
;     n, r = divmod(q.numerator, q.denominator)
;     if 2 * r > q.denominator or (2 * r == q.denominator and n & 1):
;         n += 1
;     return min(((e - emin) << (p - 1)) + n, (2 * emax + 1) << (p - 1))
; def preop(x, s):
;     e = (x >> 52) & 0x7ff
;     if e == 0x7ff and x & ((1 << 52) - 1):
;         return x | 1 << 51
;     sh = (s & 31) * 53 + max(0, e - 1077)
;     w = (TWO_PI >> (1200 - 53 - sh)) & ((1 << 53) - 1)
;     return rnd(w * Fraction(2) ** (-53 - sh + (128 if e >= 1968 else 0)))
; EXP = [0, 1, 1000, 1023, 1077, 1078, 1100, 1500, 1967, 1968, 2000, 2047]
; def init_x(n):
;     out = []
;     for i in range(n):
;         e = EXP[i % len(EXP)] if i < 128 else hash32(i) % 2048
;         m = (hash32(i + 777) << 20 | hash32(i + 999)) & ((1 << 52) - 1)
;         if i % 24 == 11:
;             m = 0                                # infinity
;         out.append((i & 1) << 63 | e << 52 | m)
;     return out
; def init_seg(n):
;     x = init_x(n)
;     out = []
;     for i in range(n):
;         e = (x[i] >> 52) & 0x7ff
;         s = i % 32
;         while s * 53 + max(0, e - 1077) >= 1120:
;             s //= 2
;         out.append(s | (hash32(i) & ~31))
;     return out
; def init_k(n):
;     return [(hash32(i + 3) % 81 - 40) & M32 for i in range(n)]
; def ldexp32(u, k):
;     if (u & 0x7fffffff) > 0x7f800000:
;         return u | 0x400000                      # IEEE mode: quieted
;     if (u & 0x7f800000) == 0x7f800000 or not u & 0x7fffffff:
;         return u
;     return rnd(abs(Fraction(u2f(u))) * Fraction(2) ** k, 24, -126, 127) | (u & 0x80000000)
; def ldexp64(u, k):
;     if (u & ((1 << 63) - 1)) > 0x7ff0000000000000:
;         return u | 1 << 51
;     if (u & 0x7ff0000000000000) == 0x7ff0000000000000 or not u & ((1 << 63) - 1):
;         return u
;     v = struct.unpack("<d", struct.pack("<Q", u))[0]
;     return rnd(abs(Fraction(v)) * Fraction(2) ** k) | (u & 1 << 63)
; def model(wave, bufs, push):
;     res, r32 = [0] * 1024, [0] * 512
;     for i in range(256):
;         x, s = bufs["x"][i], bufs["seg"][i]
;         res[i] = preop(x, s)
;         res[256 + i] = preop(x ^ 1 << 63, s)
;         res[512 + i] = res[i]
;         k = bufs["k"][i] - (1 << 32 if bufs["k"][i] >> 31 else 0)
;         res[768 + i] = ldexp64(x, k)
;         y = (x >> 32) & 0xffffffff
;         r32[i] = ldexp32(y, k)
;         r32[256 + i] = ldexp32(y, -k)
;     return {"res": res, "r32": r32}
; @end
.macro ST r0, r1, k
	v_add_nc_u32_e32 v30, \k * 2048, v2
	global_store_dwordx2 v30, v[\r0:\r1], s[6:7]
.endm
.macro ST32 r, k
	v_add_nc_u32_e32 v30, \k * 1024, v3
	global_store_dword v30, \r, s[8:9]
.endm
	v_lshl_add_u32 v1, s10, 6, v0            ; i
	v_lshlrev_b32 v2, 3, v1
	v_lshlrev_b32 v3, 2, v1
	global_load_dwordx2 v[4:5], v2, s[0:1]
	global_load_dword v6, v3, s[2:3]
	global_load_dword v7, v3, s[4:5]        ; k
	s_waitcnt vmcnt(0)
	v_trig_preop_f64 v[10:11], v[4:5], v6
	ST 10, 11, 0
	v_trig_preop_f64 v[10:11], -v[4:5], v6
	ST 10, 11, 1
	v_trig_preop_f64 v[10:11], v[4:5], sext(v6)
	ST 10, 11, 2
	v_sub_nc_u32_e32 v13, 0, v7             ; -k
	v_ldexp_f64 v[10:11], v[4:5], sext(v7)
	ST 10, 11, 3
	v_ldexp_f32 v10, v5, sext(v7)
	ST32 v10, 0
	v_ldexp_f32 v10, v5, sext(v13)
	ST32 v10, 1
	s_endpgm
