	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	asm_label               ; -- Begin function asm_label
	.globl	asm_label
	.p2align	8
	.type	asm_label,@function
asm_label:                              ; @asm_label
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	;;#ASMSTART
	s_nop 0
asm_mark:
	s_nop 0
	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[4:5], 4, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[2:3]
	v_pk_add_f32 v[0:1], v[0:1], v[0:1]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel asm_label
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	asm_label, .Lfunc_end0-asm_label
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 160
; NumSgprs: 14
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.hidden	fetch2                          ; -- Begin function fetch2
	.globl	fetch2
	.p2align	2
	.type	fetch2,@function
fetch2:                                 ; @fetch2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_add_co_u32_e32 v8, vcc, v0, v2
	v_addc_co_u32_e32 v9, vcc, v1, v3, vcc
	v_add_co_u32_e32 v10, vcc, 0x10000, v8
	v_addc_co_u32_e32 v11, vcc, 0, v9, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[10:11], off
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fetch2, .Lfunc_end1-fetch2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 80
; NumSgprs: 36
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
	.text
	.protected	calls_noinline          ; -- Begin function calls_noinline
	.globl	calls_noinline
	.p2align	8
	.type	calls_noinline,@function
calls_noinline:                         ; @calls_noinline
; %bb.0:
	s_add_u32 flat_scratch_lo, s8, s11
	s_addc_u32 flat_scratch_hi, s9, 0
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v12, vcc, s8, v0
	v_addc_co_u32_e32 v13, vcc, 0, v1, vcc
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v3, v13
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, fetch2@rel32@lo+4
	s_addc_u32 s5, s5, fetch2@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	v_lshlrev_b64 v[4:5], 4, v[12:13]
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v4, vcc, s14, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel calls_noinline
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 16
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	calls_noinline, .Lfunc_end2-calls_noinline
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 148
; NumSgprs: 39
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	global_load_dword       ; -- Begin function global_load_dword
	.globl	global_load_dword
	.p2align	8
	.type	global_load_dword,@function
global_load_dword:                      ; @global_load_dword
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, 1.0
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_load_dword
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 4
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	global_load_dword, .Lfunc_end3-global_load_dword
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 92
; NumSgprs: 12
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_u32 s0, s0, s11
	s_load_dword s11, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x18
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s16, s[6:7], 0x10
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s11, 0xffff
	s_mul_i32 s10, s10, s4
	v_add_u32_e32 v0, s10, v0
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v56, vcc, s8, v0
	v_addc_co_u32_e32 v57, vcc, 0, v1, vcc
	v_lshlrev_b64 v[0:1], 8, v[56:57]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v58, vcc, s12, v0
	v_addc_co_u32_e32 v59, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[58:59], off
	global_load_dwordx4 v[4:7], v[58:59], off offset:16
	global_load_dwordx4 v[8:11], v[58:59], off offset:32
	global_load_dwordx4 v[12:15], v[58:59], off offset:48
	global_load_dwordx4 v[16:19], v[58:59], off offset:64
	global_load_dwordx4 v[20:23], v[58:59], off offset:80
	global_load_dwordx4 v[24:27], v[58:59], off offset:96
	global_load_dwordx4 v[28:31], v[58:59], off offset:112
	global_load_dwordx4 v[32:35], v[58:59], off offset:128
	global_load_dwordx4 v[36:39], v[58:59], off offset:144
	global_load_dwordx4 v[40:43], v[58:59], off offset:160
	global_load_dwordx4 v[44:47], v[58:59], off offset:176
	global_load_dwordx4 v[48:51], v[58:59], off offset:192
	global_load_dwordx4 v[52:55], v[58:59], off offset:208
	s_and_b32 s4, s16, 63
	s_lshl_b32 s4, s4, 2
	s_waitcnt vmcnt(13)
	buffer_store_dword v1, off, s[0:3], 0 offset:8
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	buffer_store_dword v3, off, s[0:3], 0 offset:16
	buffer_store_dword v2, off, s[0:3], 0 offset:12
	global_load_dwordx4 v[0:3], v[58:59], off offset:224
	s_waitcnt vmcnt(17)
	buffer_store_dword v5, off, s[0:3], 0 offset:24
	buffer_store_dword v4, off, s[0:3], 0 offset:20
	buffer_store_dword v7, off, s[0:3], 0 offset:32
	buffer_store_dword v6, off, s[0:3], 0 offset:28
	global_load_dwordx4 v[4:7], v[58:59], off offset:240
	s_waitcnt vmcnt(21)
	buffer_store_dword v9, off, s[0:3], 0 offset:40
	buffer_store_dword v8, off, s[0:3], 0 offset:36
	buffer_store_dword v11, off, s[0:3], 0 offset:48
	buffer_store_dword v10, off, s[0:3], 0 offset:44
	s_waitcnt vmcnt(24)
	buffer_store_dword v13, off, s[0:3], 0 offset:56
	buffer_store_dword v12, off, s[0:3], 0 offset:52
	buffer_store_dword v15, off, s[0:3], 0 offset:64
	buffer_store_dword v14, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(27)
	buffer_store_dword v17, off, s[0:3], 0 offset:72
	buffer_store_dword v16, off, s[0:3], 0 offset:68
	buffer_store_dword v19, off, s[0:3], 0 offset:80
	buffer_store_dword v18, off, s[0:3], 0 offset:76
	s_waitcnt vmcnt(30)
	buffer_store_dword v21, off, s[0:3], 0 offset:88
	buffer_store_dword v20, off, s[0:3], 0 offset:84
	buffer_store_dword v23, off, s[0:3], 0 offset:96
	buffer_store_dword v22, off, s[0:3], 0 offset:92
	s_waitcnt vmcnt(33)
	buffer_store_dword v25, off, s[0:3], 0 offset:104
	buffer_store_dword v24, off, s[0:3], 0 offset:100
	buffer_store_dword v27, off, s[0:3], 0 offset:112
	buffer_store_dword v26, off, s[0:3], 0 offset:108
	s_waitcnt vmcnt(36)
	buffer_store_dword v29, off, s[0:3], 0 offset:120
	buffer_store_dword v28, off, s[0:3], 0 offset:116
	buffer_store_dword v31, off, s[0:3], 0 offset:128
	buffer_store_dword v30, off, s[0:3], 0 offset:124
	s_waitcnt vmcnt(39)
	buffer_store_dword v32, off, s[0:3], 0 offset:132
	buffer_store_dword v33, off, s[0:3], 0 offset:136
	buffer_store_dword v34, off, s[0:3], 0 offset:140
	buffer_store_dword v35, off, s[0:3], 0 offset:144
	s_waitcnt vmcnt(42)
	buffer_store_dword v36, off, s[0:3], 0 offset:148
	buffer_store_dword v37, off, s[0:3], 0 offset:152
	buffer_store_dword v38, off, s[0:3], 0 offset:156
	buffer_store_dword v39, off, s[0:3], 0 offset:160
	s_waitcnt vmcnt(45)
	buffer_store_dword v40, off, s[0:3], 0 offset:164
	buffer_store_dword v41, off, s[0:3], 0 offset:168
	buffer_store_dword v42, off, s[0:3], 0 offset:172
	buffer_store_dword v43, off, s[0:3], 0 offset:176
	s_waitcnt vmcnt(48)
	buffer_store_dword v44, off, s[0:3], 0 offset:180
	buffer_store_dword v45, off, s[0:3], 0 offset:184
	buffer_store_dword v46, off, s[0:3], 0 offset:188
	buffer_store_dword v47, off, s[0:3], 0 offset:192
	s_waitcnt vmcnt(51)
	buffer_store_dword v49, off, s[0:3], 0 offset:200
	buffer_store_dword v48, off, s[0:3], 0 offset:196
	buffer_store_dword v51, off, s[0:3], 0 offset:208
	buffer_store_dword v50, off, s[0:3], 0 offset:204
	s_waitcnt vmcnt(54)
	buffer_store_dword v53, off, s[0:3], 0 offset:216
	buffer_store_dword v52, off, s[0:3], 0 offset:212
	buffer_store_dword v55, off, s[0:3], 0 offset:224
	buffer_store_dword v54, off, s[0:3], 0 offset:220
	s_waitcnt vmcnt(53)
	buffer_store_dword v1, off, s[0:3], 0 offset:232
	buffer_store_dword v0, off, s[0:3], 0 offset:228
	buffer_store_dword v3, off, s[0:3], 0 offset:240
	buffer_store_dword v2, off, s[0:3], 0 offset:236
	s_waitcnt vmcnt(52)
	buffer_store_dword v5, off, s[0:3], 0 offset:248
	buffer_store_dword v4, off, s[0:3], 0 offset:244
	buffer_store_dword v7, off, s[0:3], 0 offset:256
	buffer_store_dword v6, off, s[0:3], 0 offset:252
	v_add_u32_e32 v0, s16, v56
	v_and_b32_e32 v0, 63, v0
	v_mov_b32_e32 v1, 4
	v_lshl_add_u32 v0, v0, 2, v1
	v_add_u32_e32 v1, s4, v1
	buffer_load_dword v2, v0, s[0:3], 0 offen
	buffer_load_dword v3, v1, s[0:3], 0 offen
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 60
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	private_array, .Lfunc_end4-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 884
; NumSgprs: 19
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 260
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	many_ops                ; -- Begin function many_ops
	.globl	many_ops
	.p2align	8
	.type	many_ops,@function
many_ops:                               ; @many_ops
; %bb.0:
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v52, 1
	v_mov_b32_e32 v53, 2
	v_mov_b32_e32 v54, 3
	s_waitcnt lgkmcnt(0)
	global_atomic_add v1, v3, v52, s[12:13] glc
	v_mov_b32_e32 v55, 4
	global_atomic_sub v46, v3, v53, s[12:13] glc
	v_mov_b32_e32 v56, 5
	global_atomic_smin v47, v3, v54, s[12:13] glc
	v_mov_b32_e32 v57, 6
	global_atomic_smax v48, v3, v55, s[12:13] glc
	v_mov_b32_e32 v58, 7
	global_atomic_and v49, v3, v56, s[12:13] glc
	v_mov_b32_e32 v2, 8
	global_atomic_or v50, v3, v57, s[12:13] glc
	s_nop 0
	global_atomic_xor v51, v3, v58, s[12:13] glc
	s_nop 0
	global_atomic_add v59, v3, v52, s[12:13] glc
	s_nop 0
	global_atomic_sub v60, v3, v52, s[12:13] glc
	s_load_dwordx4 s[0:3], s[6:7], 0x30
	s_load_dwordx4 s[20:23], s[6:7], 0x20
	global_atomic_swap v61, v3, v2, s[12:13] glc
	v_mov_b32_e32 v4, 10
	v_mov_b32_e32 v5, 9
	global_atomic_cmpswap v62, v3, v[4:5], s[12:13] glc
	s_nop 0
	global_atomic_umin v63, v3, v54, s[16:17] glc
	s_nop 0
	global_atomic_umax v64, v3, v55, s[16:17] glc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v65, s0
	ds_add_rtn_u32 v66, v65, v52
	ds_sub_rtn_u32 v67, v65, v53
	ds_min_rtn_i32 v68, v65, v54
	ds_max_rtn_i32 v69, v65, v55
	ds_and_rtn_b32 v70, v65, v56
	ds_or_rtn_b32 v71, v65, v57
	ds_xor_rtn_b32 v72, v65, v58
	ds_add_rtn_u32 v73, v65, v52
	ds_sub_rtn_u32 v74, v65, v52
	ds_wrxchg_rtn_b32 v75, v65, v2
	ds_cmpst_rtn_b32 v76, v65, v5, v4
	v_mov_b32_e32 v77, s2
	v_mov_b32_e32 v6, 1
	ds_min_rtn_u32 v78, v77, v54
	ds_max_rtn_u32 v79, v77, v55
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v10, 2
	global_atomic_add_x2 v[8:9], v3, v[6:7], s[14:15] glc
	v_mov_b32_e32 v11, 0
	global_atomic_sub_x2 v[12:13], v3, v[10:11], s[14:15] glc
	v_mov_b32_e32 v14, 3
	v_mov_b32_e32 v15, 0
	global_atomic_smin_x2 v[16:17], v3, v[14:15], s[14:15] glc
	v_mov_b32_e32 v18, 4
	v_mov_b32_e32 v19, 0
	global_atomic_smax_x2 v[20:21], v3, v[18:19], s[14:15] glc
	v_mov_b32_e32 v22, 5
	v_mov_b32_e32 v23, 0
	global_atomic_and_x2 v[24:25], v3, v[22:23], s[14:15] glc
	v_mov_b32_e32 v26, 6
	v_mov_b32_e32 v27, 0
	global_atomic_or_x2 v[28:29], v3, v[26:27], s[14:15] glc
	v_mov_b32_e32 v30, 7
	v_mov_b32_e32 v31, 0
	global_atomic_xor_x2 v[32:33], v3, v[30:31], s[14:15] glc
	s_nop 0
	global_atomic_add_x2 v[34:35], v3, v[6:7], s[14:15] glc
	s_nop 0
	global_atomic_sub_x2 v[36:37], v3, v[6:7], s[14:15] glc
	v_mov_b32_e32 v38, 8
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v3
	global_atomic_swap_x2 v[40:41], v3, v[38:39], s[14:15] glc
	s_nop 0
	global_atomic_cmpswap_x2 v[4:5], v3, v[2:5], s[14:15] glc
	s_nop 0
	global_atomic_umin_x2 v[42:43], v3, v[14:15], s[18:19] glc
	s_nop 0
	global_atomic_umax_x2 v[44:45], v3, v[18:19], s[18:19] glc
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[10:11], s[6:7], 0x40
	v_mov_b32_e32 v80, s1
	v_mov_b32_e32 v2, 10
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_waitcnt vmcnt(24)
	v_add_u32_e32 v1, v46, v1
	s_waitcnt vmcnt(22)
	v_add3_u32 v1, v1, v47, v48
	v_add_u32_e32 v48, s8, v0
	ds_add_rtn_u64 v[46:47], v80, v[6:7]
	s_waitcnt vmcnt(20)
	v_add3_u32 v0, v1, v49, v50
	s_waitcnt vmcnt(18)
	v_add3_u32 v0, v0, v51, v59
	s_waitcnt vmcnt(16)
	v_add3_u32 v0, v0, v60, v61
	s_waitcnt vmcnt(14)
	v_add3_u32 v0, v0, v62, v63
	s_waitcnt vmcnt(13)
	v_add3_u32 v0, v0, v64, v66
	v_add3_u32 v0, v0, v67, v68
	v_add3_u32 v0, v0, v69, v70
	v_add3_u32 v0, v0, v71, v72
	v_add3_u32 v0, v0, v73, v74
	v_add3_u32 v0, v0, v75, v76
	v_add3_u32 v59, v0, v78, v79
	s_waitcnt vmcnt(11)
	v_add_co_u32_e32 v0, vcc, v12, v8
	v_addc_co_u32_e32 v1, vcc, v13, v9, vcc
	s_waitcnt vmcnt(10)
	v_add_co_u32_e32 v0, vcc, v0, v16
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	s_waitcnt vmcnt(9)
	v_add_co_u32_e32 v0, vcc, v0, v20
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	s_waitcnt vmcnt(8)
	v_add_co_u32_e32 v0, vcc, v0, v24
	v_addc_co_u32_e32 v1, vcc, v1, v25, vcc
	s_waitcnt vmcnt(7)
	v_add_co_u32_e32 v0, vcc, v0, v28
	v_addc_co_u32_e32 v1, vcc, v1, v29, vcc
	s_waitcnt vmcnt(6)
	v_add_co_u32_e32 v0, vcc, v0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	s_waitcnt vmcnt(5)
	v_add_co_u32_e32 v0, vcc, v0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	s_waitcnt vmcnt(4)
	v_add_co_u32_e32 v60, vcc, v0, v36
	v_addc_co_u32_e32 v61, vcc, v1, v37, vcc
	v_mov_b32_e32 v0, 9
	ds_sub_rtn_u64 v[8:9], v80, v[10:11]
	ds_min_rtn_i64 v[12:13], v80, v[14:15]
	ds_max_rtn_i64 v[16:17], v80, v[18:19]
	ds_and_rtn_b64 v[20:21], v80, v[22:23]
	ds_or_rtn_b64 v[24:25], v80, v[26:27]
	ds_xor_rtn_b64 v[28:29], v80, v[30:31]
	ds_add_rtn_u64 v[32:33], v80, v[6:7]
	ds_sub_rtn_u64 v[34:35], v80, v[6:7]
	ds_wrxchg_rtn_b64 v[36:37], v80, v[38:39]
	v_mov_b32_e32 v1, 0
	ds_cmpst_rtn_b64 v[38:39], v80, v[0:1], v[2:3]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v48
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v2, s3
	ds_min_rtn_u64 v[48:49], v2, v[14:15]
	ds_max_rtn_u64 v[50:51], v2, v[18:19]
	ds_add_u32 v65, v52 offset:4
	ds_sub_u32 v65, v53 offset:4
	ds_min_i32 v65, v54 offset:4
	ds_max_i32 v65, v55 offset:4
	ds_and_b32 v65, v56 offset:4
	ds_or_b32 v65, v57 offset:4
	ds_xor_b32 v65, v58 offset:4
	ds_add_u32 v65, v52 offset:4
	ds_sub_u32 v65, v52 offset:4
	ds_min_u32 v77, v54 offset:4
	ds_max_u32 v77, v55 offset:4
	ds_add_u64 v80, v[6:7] offset:8
	ds_sub_u64 v80, v[10:11] offset:8
	ds_min_i64 v80, v[14:15] offset:8
	ds_max_i64 v80, v[18:19] offset:8
	ds_and_b64 v80, v[22:23] offset:8
	ds_or_b64 v80, v[26:27] offset:8
	ds_xor_b64 v80, v[30:31] offset:8
	ds_add_u64 v80, v[6:7] offset:8
	ds_sub_u64 v80, v[6:7] offset:8
	ds_min_u64 v2, v[14:15] offset:8
	ds_max_u64 v2, v[18:19] offset:8
	v_lshlrev_b64 v[6:7], 4, v[0:1]
	v_mov_b32_e32 v1, s21
	v_add_co_u32_e32 v0, vcc, s20, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v[0:1], off
	v_add_co_u32_e32 v10, vcc, v60, v40
	v_addc_co_u32_e32 v11, vcc, v61, v41, vcc
	v_add_co_u32_e32 v4, vcc, v10, v4
	v_addc_co_u32_e32 v5, vcc, v11, v5, vcc
	v_add_co_u32_e32 v4, vcc, v4, v42
	v_addc_co_u32_e32 v5, vcc, v5, v43, vcc
	v_add_co_u32_e32 v4, vcc, v4, v44
	v_addc_co_u32_e32 v5, vcc, v5, v45, vcc
	v_add_co_u32_e32 v4, vcc, v4, v46
	v_addc_co_u32_e32 v5, vcc, v5, v47, vcc
	v_add_co_u32_e32 v4, vcc, v4, v8
	v_addc_co_u32_e32 v5, vcc, v5, v9, vcc
	v_add_co_u32_e32 v4, vcc, v4, v12
	v_addc_co_u32_e32 v5, vcc, v5, v13, vcc
	v_add_co_u32_e32 v4, vcc, v4, v16
	v_addc_co_u32_e32 v5, vcc, v5, v17, vcc
	v_add_co_u32_e32 v4, vcc, v4, v20
	v_addc_co_u32_e32 v5, vcc, v5, v21, vcc
	v_add_co_u32_e32 v4, vcc, v4, v24
	v_addc_co_u32_e32 v5, vcc, v5, v25, vcc
	v_add_co_u32_e32 v4, vcc, v4, v28
	v_addc_co_u32_e32 v5, vcc, v5, v29, vcc
	v_add_co_u32_e32 v4, vcc, v4, v32
	v_addc_co_u32_e32 v5, vcc, v5, v33, vcc
	v_add_co_u32_e32 v4, vcc, v4, v34
	v_addc_co_u32_e32 v5, vcc, v5, v35, vcc
	v_add_co_u32_e32 v4, vcc, v4, v36
	v_addc_co_u32_e32 v5, vcc, v5, v37, vcc
	v_add_co_u32_e32 v4, vcc, v4, v38
	v_addc_co_u32_e32 v5, vcc, v5, v39, vcc
	v_add_co_u32_e32 v4, vcc, v4, v48
	v_addc_co_u32_e32 v5, vcc, v5, v49, vcc
	v_add_co_u32_e32 v4, vcc, v4, v50
	v_addc_co_u32_e32 v5, vcc, v5, v51, vcc
	v_xor_b32_e32 v9, v4, v5
	v_ashrrev_i32_e32 v9, 31, v9
	v_ffbh_i32_e32 v10, v5
	v_add_u32_e32 v9, 32, v9
	v_add_u32_e32 v10, -1, v10
	v_min_u32_e32 v9, v10, v9
	v_lshlrev_b64 v[4:5], v9, v[4:5]
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_cvt_f32_i32_e32 v8, v59
	v_cvt_f32_i32_e32 v4, v4
	v_sub_u32_e32 v5, 32, v9
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[2:3], v[8:9], v[2:3] op_sel_hi:[0,1]
	v_pk_add_f32 v[0:1], v[8:9], v[0:1] op_sel_hi:[0,1]
	v_ldexp_f32 v4, v4, v5
	v_pk_add_f32 v[0:1], v[4:5], v[0:1] op_sel_hi:[0,1]
	v_pk_add_f32 v[2:3], v[4:5], v[2:3] op_sel_hi:[0,1]
	v_mov_b32_e32 v5, s23
	v_add_co_u32_e32 v4, vcc, s22, v6
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel many_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 120
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 84
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	many_ops, .Lfunc_end5-many_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1404
; NumSgprs: 26
; NumVgprs: 81
; NumAgprs: 0
; TotalNumVgprs: 81
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 81
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 20
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           asm_label
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         asm_label.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           calls_noinline
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         calls_noinline.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           global_load_dword
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         global_load_dword.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           private_array
    .private_segment_fixed_size: 260
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         48
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         52
        .pointee_align:  8
        .size:           4
        .type_name:      'long*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         56
        .pointee_align:  4
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         60
        .pointee_align:  8
        .size:           4
        .type_name:      'ulong*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           many_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         many_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     81
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
