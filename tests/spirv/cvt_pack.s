; Conversions and packing: float <-> int with rounding and saturation,
; f16 pairs, unorm/snorm packing, byte and word packing.
	v_cvt_u32_f32 v1, v0
; saturates: NaN -> 0, negative -> 0, >= 2^32 -> 0xffffffff
; CHECK: OpConvertFToU
	v_cvt_rpi_i32_f32 v2, v0
; round half up: floor(x + 0.5)
; CHECK: OpFAdd %float {{%\w+}} %float_0_5
; CHECK: Floor
	v_cvt_pkrtz_f16_f32 v3, v0, v1
; two f32 to f16 rounded toward zero, a in bits 15:0, b in 31:16
; CHECK: OpShiftLeftLogical %uint {{%\w+}} %uint_16
; CHECK: OpBitwiseOr %uint
	v_cvt_pknorm_u16_f32 v4, v0, v1
; clamp to [0, 1], * 65535, round
; CHECK: {{NClamp|FClamp}}
; CHECK: %float_65535
	v_pack_b32_f16 v5, v0, v1
; v0[15:0] | v1[15:0] << 16
; CHECK: OpShiftLeftLogical %uint {{%\w+}} %uint_16
; CHECK: OpBitwiseOr %uint
	v_cvt_pk_u8_f32 v6, v0, 1, v2
; byte 1 of v2 replaced by v0 converted to u8
; CHECK: OpConvertFToU
; CHECK: {{OpBitFieldInsert|OpShiftLeftLogical}}
	v_cvt_f32_ubyte2 v7, v0
; byte 2 of v0 as a float
; CHECK: OpBitFieldUExtract %uint {{%\w+}} %uint_16 %uint_8
; CHECK: OpConvertUToF %float
	s_endpgm
