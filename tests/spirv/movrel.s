; M0-relative moves: s_movrels / s_movreld (an SGPR index s[N + M0]) and
; v_movrels / v_movreld (v[N + M0]): a register chosen at run time, a
; switch on M0 over the registers it can name.
; @user-sgprs 2
	s_mov_b32 m0, s0
; CHECK: OpLoad %uint %s0
; CHECK: OpStore %m0
	s_movrels_b32 s4, s8
; s4 = s[8 + m0]: case 0 reads s8, case 1 s9, ..., the last case 97
; reads s105, the last SGPR
; CHECK: [[M:%\w+]] = OpLoad %uint %m0
; CHECK: OpSwitch [[M]] {{%\w+}} 0 [[C0:%\w+]] 1 [[C1:%\w+]] {{.*}} 97 {{%\w+$}}
; CHECK: [[C0]] = OpLabel
; CHECK: OpLoad %uint %s8
; CHECK: [[C1]] = OpLabel
; CHECK: OpLoad %uint %s9
; CHECK: OpStore %s4
	s_movreld_b32 s8, s1
; s[8 + m0] = s1: case 0 writes s8, case 1 s9
; CHECK: [[M2:%\w+]] = OpLoad %uint %m0
; CHECK: [[V:%\w+]] = OpLoad %uint %s1
; CHECK: OpSwitch [[M2]] {{%\w+}} 0 [[D0:%\w+]] 1 [[D1:%\w+]]
; CHECK: [[D0]] = OpLabel
; CHECK: OpStore %s8 [[V]]
; CHECK: [[D1]] = OpLabel
; CHECK: OpStore %s9 [[V]]
	v_movrels_b32 v1, v4
; v1 = v[4 + m0]
; CHECK: [[M3:%\w+]] = OpLoad %uint %m0
; CHECK: OpSwitch [[M3]]
	v_movreld_b32 v4, v0
; v[4 + m0] = v0, in an active lane: a select on the lane's EXEC bit
; CHECK: [[E:%\w+]] = OpLoad %bool %exec_lo_lane0
; CHECK: [[M4:%\w+]] = OpLoad %uint %m0
; CHECK: OpSwitch [[M4]]
; CHECK: OpSelect %uint [[E]]
	s_endpgm
