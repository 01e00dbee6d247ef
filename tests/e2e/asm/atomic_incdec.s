; Wrapping atomics (compare-exchange loops in SPIR-V): global_atomic_inc
; with a limit of 5 on four counters (16 lanes each), buffer_atomic_dec
; with a limit of 3 through a raw V#. The returned old values depend on
; the order, so they are summed per counter with global_atomic_add; the
; sums and the final counters do not.
; cnt[0..3]: inc counters, cnt[4..7]: their sums of old values,
; cnt[8..11]: dec counters (start 1), cnt[12..15]: their sums.
; @workgroup 64
; @groups 1
; @user-sgprs 2
; @buffer cnt u32 16 model @0 out
; @model
; def init_cnt(n):
;     return [1 if 8 <= i < 12 else 0 for i in range(n)]
; def model(wave, b, p):
;     c = list(b["cnt"])
;     for t in range(64):
;         j = t % 4
;         old = c[j]; c[j] = 0 if old >= 5 else old + 1; c[4 + j] += old
;         old = c[8 + j]; c[8 + j] = 3 if old == 0 or old > 3 else old - 1; c[12 + j] += old
;     return {"cnt": c}
; @end
	v_and_b32_e32 v1, 3, v0
	v_lshlrev_b32 v1, 2, v1
	v_mov_b32_e32 v2, 5
	global_atomic_inc v3, v1, v2, s[0:1] glc
	s_waitcnt vmcnt(0)
	global_atomic_add v1, v3, s[0:1] offset:16
	s_mov_b32 s4, s0
	s_and_b32 s5, s1, 0xffff
	s_mov_b32 s6, 64
	s_mov_b32 s7, 0x31016fac
	v_mov_b32_e32 v2, 3
	buffer_atomic_dec v2, v1, s[4:7], 0 offen offset:32 glc
	s_waitcnt vmcnt(0)
	global_atomic_add v1, v2, s[0:1] offset:48
	s_endpgm
