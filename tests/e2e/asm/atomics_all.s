; Every atomic's returned value and memory result, each lane on its own
; address (so neither depends on the order): global_atomic_*, flat_atomic_*
; and buffer_atomic_* (raw V#) for add, sub, swap, cmpswap, smin, umin,
; smax, umax, and, or, xor, inc, dec (32-bit) and the _x2 forms of swap,
; cmpswap, add, sub, smin, umin, smax, umax, and, or, xor, all with glc;
; the LDS ones (ds_*_u32/i32/b32, with and without _rtn, ds_wrxchg_rtn_b32,
; ds_cmpst_b32 / _rtn_b32) on a copy of their region in LDS.
; The old values hold 0, all ones, the sign bit alone and the largest
; signed value in lanes t % 8 < 4; the data equals the old value, is one
; more, one less (t % 5 = 0, 1, 2) or unrelated; a compare-swap's compare
; value is the old one in even lanes (the swap happens) and differs in
; odd ones. cmpswap: data[0] (data[0:1]) is the new value, data[1]
; (data[2:3]) the compare value; ds_cmpst: data0 is the compare value,
; data1 the new one; inc: old >= data gives 0, else old + 1; dec: old = 0
; or old > data gives data, else old - 1.
; mem: every region after the atomics (the LDS ones copied back), ret:
; the returned values (0 for the LDS forms that return none).
; Heavy (one module with every form, its size grows with the lanes per
; invocation): wave32 at S = 16 only, and -O there.
; @workgroup 64
; @groups 1
; @waves 32
; @subgroups 16
; @user-sgprs 8
; @lds 6400
; @buffer mem u32 33280 model @0 out
; @buffer dat u32 33280 model @2
; @buffer cmp u32 33280 model @4
; @buffer ret u32 33280 zero @6 out
; @model
; OPS32 = ["add", "sub", "swap", "cmpswap", "smin", "umin", "smax", "umax",
;          "and", "or", "xor", "inc", "dec"]
; OPS64 = ["swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax",
;          "and", "or", "xor"]
; SPACES = ["global", "flat", "buffer"]
; # LDS: (instruction, op, returns)
; DS = [("ds_add_u32", "add", 0), ("ds_add_rtn_u32", "add", 1), ("ds_sub_u32", "sub", 0),
;       ("ds_sub_rtn_u32", "sub", 1), ("ds_min_i32", "smin", 0), ("ds_min_rtn_i32", "smin", 1),
;       ("ds_max_i32", "smax", 0), ("ds_max_rtn_i32", "smax", 1), ("ds_min_u32", "umin", 0),
;       ("ds_min_rtn_u32", "umin", 1), ("ds_max_u32", "umax", 0), ("ds_max_rtn_u32", "umax", 1),
;       ("ds_and_b32", "and", 0), ("ds_and_rtn_b32", "and", 1), ("ds_or_b32", "or", 0),
;       ("ds_or_rtn_b32", "or", 1), ("ds_xor_b32", "xor", 0), ("ds_xor_rtn_b32", "xor", 1),
;       ("ds_wrxchg_rtn_b32", "swap", 1), ("ds_inc_u32", "inc", 0), ("ds_inc_rtn_u32", "inc", 1),
;       ("ds_dec_u32", "dec", 0), ("ds_dec_rtn_u32", "dec", 1), ("ds_cmpst_b32", "cmpst", 0),
;       ("ds_cmpst_rtn_b32", "cmpst", 1)]
; # regions: every (space, op, width) in order, 64 lanes of 4 or 8 bytes
; REGIONS = [(s, o, 32) for s in SPACES for o in OPS32] + \
;           [(s, o, 64) for s in SPACES for o in OPS64] + [("ds", d[1], 32) for d in DS]
;
; SP32 = [0, 0xffffffff, 0x80000000, 0x7fffffff]
; SP64 = [0, (1 << 64) - 1, 1 << 63, (1 << 63) - 1]
; def offsets():
;     o, out = 0, []
;     for r in REGIONS:
;         out.append(o)
;         o += 64 * r[2] // 8
;     return out, o
; OFF, SIZE = offsets()
; def old(r, t):
;     w = REGIONS[r][2]
;     if t % 8 < 4:
;         return (SP32 if w == 32 else SP64)[t % 8]
;     v = hash32(r * 1000 + 2 * t)
;     return v if w == 32 else v | hash32(r * 1000 + 2 * t + 1) << 32
; def data(r, t):
;     w, m = REGIONS[r][2], (1 << REGIONS[r][2]) - 1
;     x = old(r, t)
;     c = t % 5
;     if c == 0: return x
;     if c == 1: return (x + 1) & m
;     if c == 2: return (x - 1) & m
;     v = hash32(r * 1000 + 2 * t + 500)
;     return v if w == 32 else v | hash32(r * 1000 + 2 * t + 501) << 32
; def cmp(r, t):
;     return old(r, t) if t % 2 == 0 else old(r, t) ^ 1
; def sg(v, w):
;     return v - (1 << w) if v >> (w - 1) else v
; def apply(op, x, d, c, w):
;     m = (1 << w) - 1
;     if op == "add": return (x + d) & m
;     if op == "sub": return (x - d) & m
;     if op == "swap": return d
;     if op == "cmpswap": return d if x == c else x
;     if op == "cmpst": return d if x == c else x
;     if op == "smin": return x if sg(x, w) <= sg(d, w) else d
;     if op == "smax": return x if sg(x, w) >= sg(d, w) else d
;     if op == "umin": return min(x, d)
;     if op == "umax": return max(x, d)
;     if op == "and": return x & d
;     if op == "or": return x | d
;     if op == "xor": return x ^ d
;     if op == "inc": return 0 if x >= d else x + 1
;     if op == "dec": return d if x == 0 or x > d else x - 1
; def words(v, w):
;     return [v & M32, v >> 32] if w == 64 else [v]
; def fill(f):
;     out = [0] * SIZE
;     for r, (s, op, w) in enumerate(REGIONS):
;         for t in range(64):
;             for j, v in enumerate(words(f(r, t), w)):
;                 out[OFF[r] + t * w // 32 + j] = v
;     return out
; def init_mem(n):
;     return fill(old)
; def init_dat(n):
;     return fill(data)
; def init_cmp(n):
;     return fill(cmp)
; def model(wave, bufs, p):
;     mem = fill(lambda r, t: apply(REGIONS[r][1], old(r, t), data(r, t), cmp(r, t), REGIONS[r][2]))
;     ret = fill(old)
;     for r, (s, op, w) in enumerate(REGIONS):
;         if s == "ds" and not DS[r - len(REGIONS) + len(DS)][2]:
;             for t in range(64):
;                 ret[OFF[r] + t] = 0
;     return {"mem": mem, "ret": ret}
; @end
	v_mov_b32_e32 v40, 0
; global add 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x0
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x0
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x0
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x0
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_add v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global sub 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_sub v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global swap 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_swap v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global cmpswap 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0xc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xc00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	global_load_dword v21, v7, s[24:25]
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v30, v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global smin 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x1000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_smin v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global umin 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x1400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_umin v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global smax 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x1800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_smax v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global umax 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x1c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_umax v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global and 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x2000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x2000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x2000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x2000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_and v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global or 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x2400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x2400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x2400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x2400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_or v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global xor 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x2800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x2800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x2800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x2800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_xor v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global inc 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x2c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x2c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x2c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x2c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_inc v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; global dec 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x3000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x3000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x3000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x3000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_dec v30, v7, v20, s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v30, s[26:27]
; flat add 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x3400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x3400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x3400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x3400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_add v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat sub 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x3800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x3800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x3800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x3800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_sub v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat swap 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x3c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x3c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x3c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x3c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_swap v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat cmpswap 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x4000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x4000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x4000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x4000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	global_load_dword v21, v7, s[24:25]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_cmpswap v32, v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat smin 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x4400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x4400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x4400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x4400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_smin v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat umin 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x4800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x4800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x4800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x4800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_umin v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat smax 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x4c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x4c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x4c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x4c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_smax v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat umax 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x5000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x5000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x5000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x5000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_umax v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat and 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x5400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x5400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x5400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x5400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_and v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat or 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x5800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x5800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x5800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x5800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_or v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat xor 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x5c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x5c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x5c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x5c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_xor v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat inc 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x6000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x6000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x6000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x6000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_inc v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; flat dec 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x6400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x6400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x6400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x6400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_dec v32, v[30:31], v20 glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v32, s[26:27]
; buffer add 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x6800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x6800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x6800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x6800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_add v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer sub 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x6c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x6c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x6c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x6c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_sub v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer swap 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x7000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x7000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x7000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x7000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_swap v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer cmpswap 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x7400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x7400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x7400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x7400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	global_load_dword v21, v7, s[24:25]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_cmpswap v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer smin 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x7800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x7800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x7800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x7800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_smin v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer umin 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x7c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x7c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x7c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x7c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_umin v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer smax 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x8000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x8000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x8000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x8000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_smax v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer umax 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x8400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x8400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x8400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x8400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_umax v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer and 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x8800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x8800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x8800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x8800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_and v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer or 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x8c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x8c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x8c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x8c00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_or v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer xor 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x9000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x9000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x9000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x9000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_xor v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer inc 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x9400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x9400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x9400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x9400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_inc v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; buffer dec 32
	v_mul_u32_u24_e32 v7, 4, v0
	s_add_u32 s20, s0, 0x9800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x9800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x9800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x9800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x100
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_dec v20, v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v7, v20, s[26:27]
; global swap 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x9c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x9c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x9c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x9c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_swap_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global cmpswap 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xa400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xa400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xa400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xa400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	global_load_dwordx2 v[22:23], v7, s[24:25]
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap_x2 v[30:31], v7, v[20:23], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global add 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xac00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xac00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xac00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xac00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_add_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global sub 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xb400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xb400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xb400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xb400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_sub_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global smin 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xbc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xbc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xbc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xbc00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_smin_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global umin 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xc400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xc400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xc400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xc400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_umin_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global smax 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xcc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xcc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xcc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xcc00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_smax_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global umax 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xd400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xd400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xd400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xd400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_umax_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global and 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xdc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xdc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xdc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xdc00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_and_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global or 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xe400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xe400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xe400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xe400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_or_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; global xor 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xec00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xec00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xec00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xec00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	global_atomic_xor_x2 v[30:31], v7, v[20:21], s[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[30:31], s[26:27]
; flat swap 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xf400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xf400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xf400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xf400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_swap_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat cmpswap 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0xfc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0xfc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0xfc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0xfc00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	global_load_dwordx2 v[22:23], v7, s[24:25]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_cmpswap_x2 v[32:33], v[30:31], v[20:23] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat add 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x10400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x10400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x10400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x10400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_add_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat sub 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x10c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x10c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x10c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x10c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_sub_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat smin 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x11400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x11400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x11400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x11400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_smin_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat umin 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x11c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x11c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x11c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x11c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_umin_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat smax 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x12400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x12400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x12400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x12400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_smax_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat umax 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x12c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x12c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x12c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x12c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_umax_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat and 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x13400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x13400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x13400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x13400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_and_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat or 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x13c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x13c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x13c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x13c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_or_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; flat xor 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x14400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x14400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x14400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x14400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, s21
	v_add_co_u32 v30, {vcc}, s20, v7
	v_add_co_ci_u32_e32 v31, {vcc}, 0, v31, {vcc}
	flat_atomic_xor_x2 v[32:33], v[30:31], v[20:21] glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[32:33], s[26:27]
; buffer swap 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x14c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x14c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x14c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x14c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_swap_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer cmpswap 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x15400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x15400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x15400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x15400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	global_load_dwordx2 v[22:23], v7, s[24:25]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_cmpswap_x2 v[20:23], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer add 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x15c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x15c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x15c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x15c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_add_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer sub 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x16400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x16400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x16400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x16400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_sub_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer smin 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x16c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x16c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x16c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x16c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_smin_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer umin 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x17400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x17400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x17400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x17400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_umin_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer smax 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x17c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x17c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x17c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x17c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_smax_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer umax 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x18400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x18400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x18400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x18400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_umax_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer and 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x18c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x18c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x18c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x18c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_and_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer or 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x19400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x19400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x19400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x19400
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_or_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; buffer xor 64
	v_mul_u32_u24_e32 v7, 8, v0
	s_add_u32 s20, s0, 0x19c00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x19c00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x19c00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x19c00
	s_addc_u32 s27, s7, 0
	global_load_dwordx2 v[20:21], v7, s[22:23]
	s_waitcnt vmcnt(0)
	s_mov_b32 s28, s20
	s_and_b32 s29, s21, 0xffff
	s_movk_i32 s30, 0x200
	s_mov_b32 s31, 0x31016fac
	buffer_atomic_xor_x2 v[20:21], v7, s[28:31], 0 offen glc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dwordx2 v7, v[20:21], s[26:27]
; LDS
	v_lshlrev_b32_e32 v7, 2, v0
; ds_add_u32
	s_add_u32 s20, s0, 0x1a400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1a400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1a400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1a400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 0, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_add_u32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_add_rtn_u32
	s_add_u32 s20, s0, 0x1a800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1a800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1a800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1a800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 256, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_add_rtn_u32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_sub_u32
	s_add_u32 s20, s0, 0x1ac00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1ac00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1ac00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1ac00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 512, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_sub_u32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_sub_rtn_u32
	s_add_u32 s20, s0, 0x1b000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1b000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1b000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1b000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 768, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_sub_rtn_u32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_min_i32
	s_add_u32 s20, s0, 0x1b400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1b400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1b400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1b400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 1024, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_min_i32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_min_rtn_i32
	s_add_u32 s20, s0, 0x1b800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1b800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1b800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1b800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 1280, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_min_rtn_i32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_max_i32
	s_add_u32 s20, s0, 0x1bc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1bc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1bc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1bc00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 1536, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_max_i32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_max_rtn_i32
	s_add_u32 s20, s0, 0x1c000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1c000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1c000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1c000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 1792, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_max_rtn_i32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_min_u32
	s_add_u32 s20, s0, 0x1c400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1c400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1c400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1c400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 2048, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_min_u32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_min_rtn_u32
	s_add_u32 s20, s0, 0x1c800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1c800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1c800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1c800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 2304, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_min_rtn_u32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_max_u32
	s_add_u32 s20, s0, 0x1cc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1cc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1cc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1cc00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 2560, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_max_u32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_max_rtn_u32
	s_add_u32 s20, s0, 0x1d000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1d000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1d000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1d000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 2816, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_max_rtn_u32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_and_b32
	s_add_u32 s20, s0, 0x1d400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1d400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1d400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1d400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 3072, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_and_b32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_and_rtn_b32
	s_add_u32 s20, s0, 0x1d800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1d800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1d800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1d800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 3328, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_and_rtn_b32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_or_b32
	s_add_u32 s20, s0, 0x1dc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1dc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1dc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1dc00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 3584, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_or_b32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_or_rtn_b32
	s_add_u32 s20, s0, 0x1e000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1e000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1e000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1e000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 3840, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_or_rtn_b32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_xor_b32
	s_add_u32 s20, s0, 0x1e400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1e400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1e400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1e400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 4096, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_xor_b32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_xor_rtn_b32
	s_add_u32 s20, s0, 0x1e800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1e800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1e800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1e800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 4352, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_xor_rtn_b32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_wrxchg_rtn_b32
	s_add_u32 s20, s0, 0x1ec00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1ec00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1ec00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1ec00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 4608, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_wrxchg_rtn_b32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_inc_u32
	s_add_u32 s20, s0, 0x1f000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1f000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1f000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1f000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 4864, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_inc_u32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_inc_rtn_u32
	s_add_u32 s20, s0, 0x1f400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1f400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1f400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1f400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 5120, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_inc_rtn_u32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_dec_u32
	s_add_u32 s20, s0, 0x1f800
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1f800
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1f800
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1f800
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 5376, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_dec_u32 v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_dec_rtn_u32
	s_add_u32 s20, s0, 0x1fc00
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x1fc00
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x1fc00
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x1fc00
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 5632, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_dec_rtn_u32 v30, v8, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
; ds_cmpst_b32
	s_add_u32 s20, s0, 0x20000
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x20000
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x20000
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x20000
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 5888, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_cmpst_b32 v8, v22, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
; ds_cmpst_rtn_b32
	s_add_u32 s20, s0, 0x20400
	s_addc_u32 s21, s1, 0
	s_add_u32 s22, s2, 0x20400
	s_addc_u32 s23, s3, 0
	s_add_u32 s24, s4, 0x20400
	s_addc_u32 s25, s5, 0
	s_add_u32 s26, s6, 0x20400
	s_addc_u32 s27, s7, 0
	global_load_dword v20, v7, s[20:21]
	global_load_dword v21, v7, s[22:23]
	global_load_dword v22, v7, s[24:25]
	v_add_nc_u32_e32 v8, 6144, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v20
	s_waitcnt lgkmcnt(0)
	ds_cmpst_rtn_b32 v30, v8, v22, v21
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v31, v8
	s_waitcnt lgkmcnt(0)
	global_store_dword v7, v31, s[20:21]
	global_store_dword v7, v30, s[26:27]
	s_endpgm
