	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	transpose_copy          ; -- Begin function transpose_copy
	.globl	transpose_copy
	.p2align	8
	.type	transpose_copy,@function
transpose_copy:                         ; @transpose_copy
; %bb.0:
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_mov_b32 s0, s6
	s_mov_b32 s1, 0
	s_lshl_b64 s[0:1], s[0:1], 5
	v_and_b32_e32 v1, 0x3ff, v0
	v_add_co_u32_e32 v4, vcc, s0, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s9, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
; %bb.1:
	s_load_dwordx2 s[10:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x8
	s_lshl_b32 s15, s7, 5
	s_add_i32 s0, s15, 32
	v_bfe_u32 v6, v0, 10, 10
	s_cmp_gt_u32 s0, s8
	s_mov_b64 s[0:1], -1
	s_cbranch_scc1 .LBB0_12
; %bb.2:
	v_add_u32_e32 v7, s15, v6
	s_mov_b32 s14, s9
	v_mov_b32_e32 v5, 0
	v_cmp_gt_u32_e32 vcc, 32, v6
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execnz .LBB0_19
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[0:1], 24, v6
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_20
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[2:3], 16, v6
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execnz .LBB0_21
.LBB0_5:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[4:5], 8, v6
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execnz .LBB0_22
.LBB0_6:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_23
.LBB0_7:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execnz .LBB0_24
.LBB0_8:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB0_25
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_11
.LBB0_10:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 24, v7
	v_mad_u64_u32 v[0:1], s[2:3], v0, s14, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
.LBB0_11:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB0_12:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_18
; %bb.13:
	v_cmp_gt_u32_e32 vcc, 32, v6
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_18
; %bb.14:
	s_mov_b32 s0, s9
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[2:3], 0
                                        ; implicit-def: $sgpr4_sgpr5
	s_branch .LBB0_16
.LBB0_15:                               ;   in Loop: Header=BB0_16 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], exec, s[4:5]
	s_or_b64 s[2:3], s[6:7], s[2:3]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_18
.LBB0_16:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s15, v6
	v_cmp_gt_u32_e32 vcc, s8, v0
	s_or_b64 s[4:5], s[4:5], exec
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
; %bb.17:                               ;   in Loop: Header=BB0_16 Depth=1
	v_mad_u64_u32 v[0:1], s[16:17], v0, s0, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v2, vcc, s10, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v2, v[2:3], off
	v_cmp_lt_u32_e32 vcc, 23, v6
	v_mov_b32_e32 v3, s13
	v_add_u32_e32 v7, 8, v6
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[16:17], vcc, exec
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_or_b64 s[4:5], s[4:5], s[16:17]
	v_mov_b32_e32 v6, v7
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_15
.LBB0_18:
	s_endpgm
.LBB0_19:
	v_mad_u64_u32 v[0:1], s[0:1], v7, s14, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e64 v0, s[0:1], s10, v0
	v_addc_co_u32_e64 v1, s[0:1], v2, v1, s[0:1]
	global_load_dword v0, v[0:1], off
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[0:1], 24, v6
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_4
.LBB0_20:
	v_add_u32_e32 v1, 8, v7
	v_mad_u64_u32 v[8:9], s[2:3], v1, s14, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v8, s[2:3], s10, v8
	v_addc_co_u32_e64 v9, s[2:3], v1, v9, s[2:3]
	global_load_dword v1, v[8:9], off
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[2:3], 16, v6
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_5
.LBB0_21:
	v_add_u32_e32 v2, 16, v7
	v_mad_u64_u32 v[8:9], s[4:5], v2, s14, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e64 v8, s[4:5], s10, v8
	v_addc_co_u32_e64 v9, s[4:5], v2, v9, s[4:5]
	global_load_dword v2, v[8:9], off
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[4:5], 8, v6
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execz .LBB0_6
.LBB0_22:
	v_add_u32_e32 v3, 24, v7
	v_mad_u64_u32 v[8:9], s[6:7], v3, s14, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e64 v8, s[6:7], s10, v8
	v_addc_co_u32_e64 v9, s[6:7], v3, v9, s[6:7]
	global_load_dword v3, v[8:9], off
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_7
.LBB0_23:
	v_mad_u64_u32 v[8:9], s[16:17], v7, s14, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v0, off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_8
.LBB0_24:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 8, v7
	v_mad_u64_u32 v[8:9], s[0:1], v0, s14, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s13
	v_add_co_u32_e32 v8, vcc, s12, v8
	v_addc_co_u32_e32 v9, vcc, v0, v9, vcc
	global_store_dword v[8:9], v1, off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_9
.LBB0_25:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 16, v7
	v_mad_u64_u32 v[0:1], s[2:3], v0, s14, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB0_10
	s_branch .LBB0_11
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose_copy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 12
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
	.size	transpose_copy, .Lfunc_end0-transpose_copy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 980
; NumSgprs: 20
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	transpose_naive         ; -- Begin function transpose_naive
	.globl	transpose_naive
	.p2align	8
	.type	transpose_naive,@function
transpose_naive:                        ; @transpose_naive
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	s_load_dwordx4 s[12:15], s[6:7], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	s_mul_i32 s9, s9, s1
	v_add_u32_e32 v1, s8, v1
	v_add_u32_e32 v0, s9, v0
	v_add_co_u32_e32 v2, vcc, s12, v1
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_cmp_gt_u32_e32 vcc, s3, v2
	v_cmp_gt_u32_e64 s[0:1], s2, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, v1
	v_mad_u64_u32 v[4:5], s[6:7], v0, s3, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	global_load_dword v3, v[4:5], off
	v_mad_u64_u32 v[0:1], s[0:1], v2, s2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v3, off
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose_naive
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end1:
	.size	transpose_naive, .Lfunc_end1-transpose_naive
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 220
; NumSgprs: 18
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	transpose_tiled         ; -- Begin function transpose_tiled
	.globl	transpose_tiled
	.p2align	8
	.type	transpose_tiled,@function
transpose_tiled:                        ; @transpose_tiled
; %bb.0:
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_mov_b32 s0, s7
	s_mov_b32 s7, 0
	s_mov_b32 s1, s7
	s_lshl_b64 s[18:19], s[0:1], 5
	v_and_b32_e32 v4, 0x3ff, v0
	s_lshl_b64 s[14:15], s[6:7], 5
	s_add_i32 s0, s18, 32
	v_add_co_u32_e32 v6, vcc, s14, v4
	s_waitcnt lgkmcnt(0)
	s_cmp_le_u32 s0, s12
	v_cmp_gt_u32_e32 vcc, s13, v6
	s_cselect_b64 s[0:1], -1, 0
	v_bfe_u32 v8, v0, 10, 10
	s_and_b64 s[0:1], vcc, s[0:1]
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[20:21], exec, s[2:3]
	s_cbranch_execz .LBB2_12
; %bb.1:
	s_mov_b32 s10, s13
	v_mov_b32_e32 v7, 0
	v_cmp_gt_u32_e64 s[0:1], 32, v8
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execnz .LBB2_37
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[2:3], 24, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execnz .LBB2_38
.LBB2_3:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[6:7], 16, v8
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execnz .LBB2_39
.LBB2_4:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_u32_e64 s[8:9], 8, v8
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execz .LBB2_6
.LBB2_5:
	v_add3_u32 v3, v8, s18, 24
	v_mad_u64_u32 v[6:7], s[10:11], v3, s10, v[6:7]
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e64 v6, s[10:11], s16, v6
	v_addc_co_u32_e64 v7, s[10:11], v3, v7, s[10:11]
	global_load_dword v3, v[6:7], off
.LBB2_6:
	s_or_b64 exec, exec, s[22:23]
	v_lshlrev_b32_e32 v5, 2, v4
	v_lshl_add_u32 v5, v8, 7, v5
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execnz .LBB2_40
; %bb.7:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB2_41
.LBB2_8:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB2_42
.LBB2_9:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB2_11
.LBB2_10:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v3 offset:3072
.LBB2_11:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr6
.LBB2_12:
	s_or_saveexec_b64 s[2:3], s[20:21]
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB2_19
; %bb.13:
	v_cmp_gt_u32_e64 s[0:1], 32, v8
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB2_18
; %bb.14:
	v_lshlrev_b32_e32 v5, 2, v4
	s_mov_b32 s4, s13
	v_mov_b32_e32 v7, 0
	v_lshl_add_u32 v5, v8, 7, v5
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, v8
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB2_16
.LBB2_15:                               ;   in Loop: Header=BB2_16 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[20:21], exec, s[8:9]
	s_or_b64 s[6:7], s[20:21], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_18
.LBB2_16:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s18, v9
	v_cmp_gt_u32_e32 vcc, s12, v10
	s_or_b64 s[8:9], s[8:9], exec
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB2_15
; %bb.17:                               ;   in Loop: Header=BB2_16 Depth=1
	v_mad_u64_u32 v[10:11], s[22:23], v10, s4, v[6:7]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s17
	v_add_co_u32_e32 v10, vcc, s16, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_load_dword v10, v[10:11], off
	v_cmp_lt_u32_e32 vcc, 23, v9
	v_add_u32_e32 v11, 8, v9
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[22:23], vcc, exec
	s_or_b64 s[8:9], s[8:9], s[22:23]
	v_mov_b32_e32 v9, v11
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v10
	v_add_u32_e32 v5, 0x400, v5
	s_branch .LBB2_15
.LBB2_18:
	s_or_b64 exec, exec, s[0:1]
.LBB2_19:
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s0, s14, 32
	v_add_co_u32_e32 v6, vcc, s18, v4
	s_cmp_le_u32 s0, s13
	v_cmp_gt_u32_e32 vcc, s12, v6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[2:3], vcc, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 32, v8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[16:17], exec, s[4:5]
	s_cbranch_execz .LBB2_30
; %bb.20:
	v_lshlrev_b32_e32 v5, 2, v8
	v_lshl_add_u32 v4, v4, 7, v5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB2_43
; %bb.21:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[6:7], 24, v8
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execnz .LBB2_44
.LBB2_22:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[4:5], 16, v8
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB2_45
.LBB2_23:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execnz .LBB2_46
.LBB2_24:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execnz .LBB2_47
.LBB2_25:
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_48
.LBB2_26:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB2_49
.LBB2_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB2_29
.LBB2_28:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v8, s14, 24
	v_mad_u64_u32 v[0:1], s[2:3], v0, s12, v[6:7]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e64 v0, s[2:3], s10, v0
	v_addc_co_u32_e64 v1, s[2:3], v2, v1, s[2:3]
	global_store_dword v[0:1], v3, off
.LBB2_29:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr4_vgpr5
.LBB2_30:
	s_andn2_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB2_36
; %bb.31:
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_36
; %bb.32:
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v8
	v_mov_b32_e32 v7, 0
	v_lshl_add_u32 v0, v4, 7, v0
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	s_branch .LBB2_34
.LBB2_33:                               ;   in Loop: Header=BB2_34 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, s[2:3]
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB2_36
.LBB2_34:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s14, v8
	v_cmp_gt_u32_e32 vcc, s13, v1
	s_or_b64 s[2:3], s[2:3], exec
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_33
; %bb.35:                               ;   in Loop: Header=BB2_34 Depth=1
	v_mad_u64_u32 v[2:3], s[6:7], v1, s12, v[6:7]
	ds_read_b32 v4, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_cmp_lt_u32_e32 vcc, 23, v8
	v_add_u32_e32 v1, 8, v8
	s_andn2_b64 s[2:3], s[2:3], exec
	s_and_b64 s[6:7], vcc, exec
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_add_u32_e32 v0, 32, v0
	s_or_b64 s[2:3], s[2:3], s[6:7]
	v_mov_b32_e32 v8, v1
	s_branch .LBB2_33
.LBB2_36:
	s_endpgm
.LBB2_37:
	v_add_u32_e32 v0, s18, v8
	v_mad_u64_u32 v[0:1], s[2:3], v0, s10, v[6:7]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e64 v0, s[2:3], s16, v0
	v_addc_co_u32_e64 v1, s[2:3], v2, v1, s[2:3]
	global_load_dword v0, v[0:1], off
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[2:3], 24, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB2_3
.LBB2_38:
	v_add3_u32 v1, v8, s18, 8
	v_mad_u64_u32 v[10:11], s[6:7], v1, s10, v[6:7]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e64 v10, s[6:7], s16, v10
	v_addc_co_u32_e64 v11, s[6:7], v1, v11, s[6:7]
	global_load_dword v1, v[10:11], off
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[6:7], 16, v8
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB2_4
.LBB2_39:
	v_add3_u32 v2, v8, s18, 16
	v_mad_u64_u32 v[10:11], s[8:9], v2, s10, v[6:7]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e64 v10, s[8:9], s16, v10
	v_addc_co_u32_e64 v11, s[8:9], v2, v11, s[8:9]
	global_load_dword v2, v[10:11], off
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_u32_e64 s[8:9], 8, v8
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execnz .LBB2_5
	s_branch .LBB2_6
.LBB2_40:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v0
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB2_8
.LBB2_41:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:1024
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB2_9
.LBB2_42:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v2 offset:2048
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB2_10
	s_branch .LBB2_11
.LBB2_43:
	ds_read_b32 v0, v4
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[6:7], 24, v8
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB2_22
.LBB2_44:
	ds_read_b32 v1, v4 offset:32
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[4:5], 16, v8
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_23
.LBB2_45:
	ds_read_b32 v2, v4 offset:64
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB2_24
.LBB2_46:
	ds_read_b32 v3, v4 offset:96
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB2_25
.LBB2_47:
	v_add_u32_e32 v4, s14, v8
	v_mad_u64_u32 v[4:5], s[8:9], v4, s12, v[6:7]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v9, s11
	v_add_co_u32_e64 v4, s[8:9], s10, v4
	v_addc_co_u32_e64 v5, s[8:9], v9, v5, s[8:9]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v0, off
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB2_26
.LBB2_48:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v8, s14, 8
	v_mad_u64_u32 v[4:5], s[6:7], v0, s12, v[6:7]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v0, s11
	v_add_co_u32_e64 v4, s[6:7], s10, v4
	v_addc_co_u32_e64 v5, s[6:7], v0, v5, s[6:7]
	global_store_dword v[4:5], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_27
.LBB2_49:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v8, s14, 16
	v_mad_u64_u32 v[0:1], s[4:5], v0, s12, v[6:7]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e64 v0, s[4:5], s10, v0
	v_addc_co_u32_e64 v1, s[4:5], v4, v1, s[4:5]
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB2_28
	s_branch .LBB2_29
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose_tiled
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 16
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
.Lfunc_end2:
	.size	transpose_tiled, .Lfunc_end2-transpose_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1636
; NumSgprs: 26
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	transpose_tiled_padded  ; -- Begin function transpose_tiled_padded
	.globl	transpose_tiled_padded
	.p2align	8
	.type	transpose_tiled_padded,@function
transpose_tiled_padded:                 ; @transpose_tiled_padded
; %bb.0:
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	s_mov_b32 s0, s7
	s_mov_b32 s7, 0
	s_mov_b32 s1, s7
	s_lshl_b64 s[18:19], s[0:1], 5
	v_and_b32_e32 v4, 0x3ff, v0
	s_lshl_b64 s[14:15], s[6:7], 5
	s_add_i32 s0, s18, 32
	v_add_co_u32_e32 v6, vcc, s14, v4
	s_waitcnt lgkmcnt(0)
	s_cmp_le_u32 s0, s12
	v_cmp_gt_u32_e32 vcc, s13, v6
	s_cselect_b64 s[0:1], -1, 0
	v_bfe_u32 v8, v0, 10, 10
	s_and_b64 s[0:1], vcc, s[0:1]
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[20:21], exec, s[2:3]
	s_cbranch_execz .LBB3_12
; %bb.1:
	s_mov_b32 s10, s13
	v_mov_b32_e32 v7, 0
	v_cmp_gt_u32_e64 s[0:1], 32, v8
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execnz .LBB3_37
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[2:3], 24, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execnz .LBB3_38
.LBB3_3:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[6:7], 16, v8
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execnz .LBB3_39
.LBB3_4:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_u32_e64 s[8:9], 8, v8
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execz .LBB3_6
.LBB3_5:
	v_add3_u32 v3, v8, s18, 24
	v_mad_u64_u32 v[6:7], s[10:11], v3, s10, v[6:7]
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e64 v6, s[10:11], s16, v6
	v_addc_co_u32_e64 v7, s[10:11], v3, v7, s[10:11]
	global_load_dword v3, v[6:7], off
.LBB3_6:
	s_or_b64 exec, exec, s[22:23]
	v_lshlrev_b32_e32 v5, 2, v4
	s_movk_i32 s10, 0x84
	v_mad_u32_u24 v5, v8, s10, v5
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execnz .LBB3_40
; %bb.7:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB3_41
.LBB3_8:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execnz .LBB3_42
.LBB3_9:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB3_11
.LBB3_10:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v3 offset:3168
.LBB3_11:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr6
.LBB3_12:
	s_or_saveexec_b64 s[2:3], s[20:21]
	s_load_dwordx2 s[10:11], s[4:5], 0x8
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB3_19
; %bb.13:
	v_cmp_gt_u32_e64 s[0:1], 32, v8
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB3_18
; %bb.14:
	v_lshlrev_b32_e32 v5, 2, v4
	s_movk_i32 s5, 0x84
	s_mov_b32 s4, s13
	v_mov_b32_e32 v7, 0
	v_mad_u32_u24 v5, v8, s5, v5
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, v8
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB3_16
.LBB3_15:                               ;   in Loop: Header=BB3_16 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[20:21], exec, s[8:9]
	s_or_b64 s[6:7], s[20:21], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_18
.LBB3_16:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s18, v9
	v_cmp_gt_u32_e32 vcc, s12, v10
	s_or_b64 s[8:9], s[8:9], exec
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB3_15
; %bb.17:                               ;   in Loop: Header=BB3_16 Depth=1
	v_mad_u64_u32 v[10:11], s[22:23], v10, s4, v[6:7]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s17
	v_add_co_u32_e32 v10, vcc, s16, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_load_dword v10, v[10:11], off
	v_cmp_lt_u32_e32 vcc, 23, v9
	v_add_u32_e32 v11, 8, v9
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[22:23], vcc, exec
	s_or_b64 s[8:9], s[8:9], s[22:23]
	v_mov_b32_e32 v9, v11
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v10
	v_add_u32_e32 v5, 0x420, v5
	s_branch .LBB3_15
.LBB3_18:
	s_or_b64 exec, exec, s[0:1]
.LBB3_19:
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s0, s14, 32
	v_add_co_u32_e32 v6, vcc, s18, v4
	s_cmp_le_u32 s0, s13
	v_cmp_gt_u32_e32 vcc, s12, v6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[2:3], vcc, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 32, v8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[16:17], exec, s[4:5]
	s_cbranch_execz .LBB3_30
; %bb.20:
	v_lshlrev_b32_e32 v5, 2, v8
	s_movk_i32 s2, 0x84
	v_mad_u32_u24 v4, v4, s2, v5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB3_43
; %bb.21:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[6:7], 24, v8
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execnz .LBB3_44
.LBB3_22:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[4:5], 16, v8
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB3_45
.LBB3_23:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execnz .LBB3_46
.LBB3_24:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execnz .LBB3_47
.LBB3_25:
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB3_48
.LBB3_26:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB3_49
.LBB3_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB3_29
.LBB3_28:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v8, s14, 24
	v_mad_u64_u32 v[0:1], s[2:3], v0, s12, v[6:7]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e64 v0, s[2:3], s10, v0
	v_addc_co_u32_e64 v1, s[2:3], v2, v1, s[2:3]
	global_store_dword v[0:1], v3, off
.LBB3_29:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr4_vgpr5
.LBB3_30:
	s_andn2_saveexec_b64 s[2:3], s[16:17]
	s_cbranch_execz .LBB3_36
; %bb.31:
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB3_36
; %bb.32:
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v8
	s_movk_i32 s0, 0x84
	v_mov_b32_e32 v7, 0
	v_mad_u32_u24 v0, v4, s0, v0
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	s_branch .LBB3_34
.LBB3_33:                               ;   in Loop: Header=BB3_34 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, s[2:3]
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB3_36
.LBB3_34:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s14, v8
	v_cmp_gt_u32_e32 vcc, s13, v1
	s_or_b64 s[2:3], s[2:3], exec
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_33
; %bb.35:                               ;   in Loop: Header=BB3_34 Depth=1
	v_mad_u64_u32 v[2:3], s[6:7], v1, s12, v[6:7]
	ds_read_b32 v4, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_cmp_lt_u32_e32 vcc, 23, v8
	v_add_u32_e32 v1, 8, v8
	s_andn2_b64 s[2:3], s[2:3], exec
	s_and_b64 s[6:7], vcc, exec
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	v_add_u32_e32 v0, 32, v0
	s_or_b64 s[2:3], s[2:3], s[6:7]
	v_mov_b32_e32 v8, v1
	s_branch .LBB3_33
.LBB3_36:
	s_endpgm
.LBB3_37:
	v_add_u32_e32 v0, s18, v8
	v_mad_u64_u32 v[0:1], s[2:3], v0, s10, v[6:7]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e64 v0, s[2:3], s16, v0
	v_addc_co_u32_e64 v1, s[2:3], v2, v1, s[2:3]
	global_load_dword v0, v[0:1], off
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u32_e64 s[2:3], 24, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB3_3
.LBB3_38:
	v_add3_u32 v1, v8, s18, 8
	v_mad_u64_u32 v[10:11], s[6:7], v1, s10, v[6:7]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e64 v10, s[6:7], s16, v10
	v_addc_co_u32_e64 v11, s[6:7], v1, v11, s[6:7]
	global_load_dword v1, v[10:11], off
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[6:7], 16, v8
	s_and_saveexec_b64 s[22:23], s[6:7]
	s_cbranch_execz .LBB3_4
.LBB3_39:
	v_add3_u32 v2, v8, s18, 16
	v_mad_u64_u32 v[10:11], s[8:9], v2, s10, v[6:7]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e64 v10, s[8:9], s16, v10
	v_addc_co_u32_e64 v11, s[8:9], v2, v11, s[8:9]
	global_load_dword v2, v[10:11], off
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_u32_e64 s[8:9], 8, v8
	s_and_saveexec_b64 s[22:23], s[8:9]
	s_cbranch_execnz .LBB3_5
	s_branch .LBB3_6
.LBB3_40:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v0
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB3_8
.LBB3_41:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:1056
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB3_9
.LBB3_42:
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v2 offset:2112
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB3_10
	s_branch .LBB3_11
.LBB3_43:
	ds_read_b32 v0, v4
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[6:7], 24, v8
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB3_22
.LBB3_44:
	ds_read_b32 v1, v4 offset:32
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[4:5], 16, v8
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB3_23
.LBB3_45:
	ds_read_b32 v2, v4 offset:64
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v8
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB3_24
.LBB3_46:
	ds_read_b32 v3, v4 offset:96
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB3_25
.LBB3_47:
	v_add_u32_e32 v4, s14, v8
	v_mad_u64_u32 v[4:5], s[8:9], v4, s12, v[6:7]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v9, s11
	v_add_co_u32_e64 v4, s[8:9], s10, v4
	v_addc_co_u32_e64 v5, s[8:9], v9, v5, s[8:9]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v0, off
	s_or_b64 exec, exec, s[18:19]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB3_26
.LBB3_48:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v8, s14, 8
	v_mad_u64_u32 v[4:5], s[6:7], v0, s12, v[6:7]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v0, s11
	v_add_co_u32_e64 v4, s[6:7], s10, v4
	v_addc_co_u32_e64 v5, s[6:7], v0, v5, s[6:7]
	global_store_dword v[4:5], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB3_27
.LBB3_49:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v8, s14, 16
	v_mad_u64_u32 v[0:1], s[4:5], v0, s12, v[6:7]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e64 v0, s[4:5], s10, v0
	v_addc_co_u32_e64 v1, s[4:5], v4, v1, s[4:5]
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB3_28
	s_branch .LBB3_29
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose_tiled_padded
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 16
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
	.size	transpose_tiled_padded, .Lfunc_end3-transpose_tiled_padded
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1684
; NumSgprs: 26
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	transpose_tiled_v4      ; -- Begin function transpose_tiled_v4
	.globl	transpose_tiled_v4
	.p2align	8
	.type	transpose_tiled_v4,@function
transpose_tiled_v4:                     ; @transpose_tiled_v4
; %bb.0:
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_lshl_b32 s8, s6, 5
	s_lshl_b32 s6, s7, 5
	v_and_b32_e32 v11, 0x3ff, v0
	v_bfe_u32 v9, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_or_b32 s0, s3, s2
	s_and_b32 s0, s0, 3
	s_cmp_lg_u32 s0, 0
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s7, s8, 32
	s_cmp_gt_u32 s7, s3
	s_cselect_b64 s[10:11], -1, 0
	s_or_b64 s[0:1], s[0:1], s[10:11]
	s_add_i32 s7, s6, 32
	s_cmp_gt_u32 s7, s2
	s_cselect_b64 s[10:11], -1, 0
	s_or_b64 s[10:11], s[0:1], s[10:11]
	v_lshl_add_u32 v8, v9, 5, v11
	s_mov_b64 s[0:1], -1
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB4_7
; %bb.1:
	v_add_u32_e32 v0, s8, v11
	v_cmp_gt_u32_e32 vcc, s3, v0
	v_cmp_gt_u32_e64 s[0:1], 32, v9
	s_and_b64 s[14:15], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB4_6
; %bb.2:
	v_lshlrev_b32_e32 v2, 2, v11
	s_movk_i32 s7, 0x84
	s_mov_b32 s14, s3
	v_mov_b32_e32 v1, 0
	v_mad_u32_u24 v2, v9, s7, v2
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v3, v9
                                        ; implicit-def: $sgpr18_sgpr19
	s_branch .LBB4_4
.LBB4_3:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[20:21], exec, s[18:19]
	s_or_b64 s[16:17], s[20:21], s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB4_6
.LBB4_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s6, v3
	v_cmp_gt_u32_e32 vcc, s2, v4
	s_or_b64 s[18:19], s[18:19], exec
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB4_3
; %bb.5:                                ;   in Loop: Header=BB4_4 Depth=1
	v_mad_u64_u32 v[4:5], s[22:23], v4, s14, v[0:1]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v4, v[4:5], off
	v_cmp_lt_u32_e32 vcc, 23, v3
	v_add_u32_e32 v5, 8, v3
	s_andn2_b64 s[18:19], s[18:19], exec
	s_and_b64 s[22:23], vcc, exec
	s_or_b64 s[18:19], s[18:19], s[22:23]
	v_mov_b32_e32 v3, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v4
	v_add_u32_e32 v2, 0x420, v2
	s_branch .LBB4_3
.LBB4_6:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB4_7:
	s_load_dwordx2 s[4:5], s[4:5], 0x8
	v_lshrrev_b32_e32 v10, 3, v8
	s_andn2_b64 vcc, exec, s[0:1]
	v_and_b32_e32 v4, 7, v8
	s_cbranch_vccnz .LBB4_13
; %bb.8:
	s_movk_i32 s0, 0x100
	v_cmp_gt_u32_e32 vcc, s0, v8
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB4_10
; %bb.9:
	s_mul_hi_u32 s1, s3, s6
	s_mul_i32 s0, s3, s6
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s7, s12, s0
	s_mov_b32 s9, 0
	s_addc_u32 s12, s13, s1
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s7, s7, s0
	s_addc_u32 s9, s12, s1
	s_lshr_b32 s0, s3, 2
	v_mov_b32_e32 v5, 0
	v_mad_u64_u32 v[0:1], s[0:1], s0, v10, v[4:5]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e64 v0, s[0:1], s7, v0
	v_addc_co_u32_e64 v1, s[0:1], v2, v1, s[0:1]
	global_load_dwordx4 v[0:3], v[0:1], off
.LBB4_10:
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_12
; %bb.11:
	v_lshlrev_b32_e32 v5, 4, v4
	s_movk_i32 s7, 0x84
	v_mad_u32_u24 v5, v10, s7, v5
	s_waitcnt vmcnt(0)
	ds_write2_b32 v5, v2, v3 offset0:2 offset1:3
	ds_write2_b32 v5, v0, v1 offset1:1
.LBB4_12:
	s_or_b64 exec, exec, s[0:1]
	s_branch .LBB4_14
.LBB4_13:
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
.LBB4_14:
	s_mov_b64 s[0:1], -1
	s_and_b64 vcc, exec, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccz .LBB4_21
; %bb.15:
	v_add_u32_e32 v6, s6, v11
	v_cmp_gt_u32_e32 vcc, s2, v6
	v_cmp_gt_u32_e64 s[0:1], 32, v9
	s_and_b64 s[10:11], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB4_20
; %bb.16:
	v_lshlrev_b32_e32 v5, 2, v9
	s_movk_i32 s7, 0x84
	v_mov_b32_e32 v7, 0
	v_mad_u32_u24 v5, v11, s7, v5
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $sgpr12_sgpr13
	s_branch .LBB4_18
.LBB4_17:                               ;   in Loop: Header=BB4_18 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], exec, s[12:13]
	s_or_b64 s[10:11], s[14:15], s[10:11]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB4_20
.LBB4_18:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v11, s8, v9
	v_cmp_gt_u32_e32 vcc, s3, v11
	s_or_b64 s[12:13], s[12:13], exec
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB4_17
; %bb.19:                               ;   in Loop: Header=BB4_18 Depth=1
	v_mad_u64_u32 v[12:13], s[16:17], v11, s2, v[6:7]
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	ds_read_b32 v14, v5
	v_mov_b32_e32 v11, s5
	v_add_co_u32_e32 v12, vcc, s4, v12
	v_addc_co_u32_e32 v13, vcc, v11, v13, vcc
	v_cmp_lt_u32_e32 vcc, 23, v9
	v_add_u32_e32 v11, 8, v9
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[16:17], vcc, exec
	v_add_u32_e32 v5, 32, v5
	s_or_b64 s[12:13], s[12:13], s[16:17]
	v_mov_b32_e32 v9, v11
	s_waitcnt lgkmcnt(0)
	global_store_dword v[12:13], v14, off
	s_branch .LBB4_17
.LBB4_20:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], 0
.LBB4_21:
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB4_26
; %bb.22:
	s_movk_i32 s0, 0x100
	v_cmp_gt_u32_e32 vcc, s0, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_24
; %bb.23:
	v_lshlrev_b32_e32 v0, 2, v10
	s_movk_i32 s3, 0x210
	v_mad_u32_u24 v2, v4, s3, v0
	ds_read2_b32 v[0:1], v2 offset1:33
	ds_read2_b32 v[2:3], v2 offset0:66 offset1:99
.LBB4_24:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_26
; %bb.25:
	s_mul_hi_u32 s1, s2, s8
	s_mul_i32 s0, s2, s8
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s3, s4, s0
	s_mov_b32 s7, 0
	s_addc_u32 s4, s5, s1
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s3, s3, s0
	s_addc_u32 s4, s4, s1
	s_lshr_b32 s0, s2, 2
	v_mov_b32_e32 v5, 0
	v_mad_u64_u32 v[4:5], s[0:1], s0, v10, v[4:5]
	v_lshlrev_b64 v[4:5], 4, v[4:5]
	v_mov_b32_e32 v6, s4
	v_add_co_u32_e32 v4, vcc, s3, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB4_26:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose_tiled_v4
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 16
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
	.size	transpose_tiled_v4, .Lfunc_end4-transpose_tiled_v4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 920
; NumSgprs: 26
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	transpose_diagonal      ; -- Begin function transpose_diagonal
	.globl	transpose_diagonal
	.p2align	8
	.type	transpose_diagonal,@function
transpose_diagonal:                     ; @transpose_diagonal
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[4:5], 0xc
	s_load_dwordx2 s[14:15], s[6:7], 0x0
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	v_and_b32_e32 v7, 0x3ff, v0
	v_bfe_u32 v6, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s2, 0xffff
	v_cvt_f32_u32_e32 v1, s3
	s_lshr_b32 s4, s2, 16
	s_sub_i32 s2, 0, s3
	v_cvt_f32_u32_e32 v2, s4
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, s2, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e32 v1, v1, v3
	v_mul_hi_u32 v1, s0, v1
	v_mul_lo_u32 v3, v1, s3
	v_sub_u32_e32 v3, s0, v3
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s3, v3
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s3, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_readfirstlane_b32 s2, v1
	v_rcp_iflag_f32_e32 v1, v2
	s_add_i32 s5, s2, 1
	v_readfirstlane_b32 s10, v3
	s_cmp_ge_u32 s10, s3
	s_cselect_b32 s5, s5, s2
	s_mul_i32 s2, s5, s3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_cmp_gt_u32 s0, s2
	v_cvt_u32_f32_e32 v1, v1
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lg_u64 s[2:3], 0
	s_addc_u32 s2, s5, 0
	s_sub_i32 s0, 0, s4
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s1, v1
	v_mul_lo_u32 v2, v1, s4
	v_sub_u32_e32 v2, s1, v2
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s4, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s4, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_readfirstlane_b32 s0, v1
	s_add_i32 s3, s0, 1
	v_readfirstlane_b32 s5, v2
	s_cmp_ge_u32 s5, s4
	s_cselect_b32 s3, s3, s0
	s_mul_i32 s0, s3, s4
	s_cmp_gt_u32 s1, s0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lg_u64 s[0:1], 0
	s_addc_u32 s0, s3, 0
	v_cvt_f32_u32_e32 v1, s0
	s_sub_i32 s3, 0, s0
	s_mul_i32 s1, s2, s9
	s_add_i32 s1, s1, s8
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s3, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s1, v1
	v_mul_lo_u32 v2, v1, s0
	v_sub_u32_e32 v2, s1, v2
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s0, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s0, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cvt_f32_u32_e32 v3, s2
	v_readfirstlane_b32 s3, v1
	s_add_i32 s4, s3, 1
	v_readfirstlane_b32 s5, v2
	v_rcp_iflag_f32_e32 v1, v3
	s_cmp_ge_u32 s5, s0
	s_cselect_b32 s3, s4, s3
	s_mul_i32 s0, s3, s0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_sub_i32 s0, s1, s0
	s_sub_i32 s1, 0, s2
	s_add_i32 s3, s3, s0
	v_readfirstlane_b32 s4, v1
	s_mul_i32 s1, s1, s4
	s_mul_hi_u32 s1, s4, s1
	s_add_i32 s4, s4, s1
	s_mul_hi_u32 s1, s3, s4
	s_mul_i32 s1, s1, s2
	s_sub_i32 s1, s3, s1
	s_sub_i32 s3, s1, s2
	s_cmp_ge_u32 s1, s2
	s_cselect_b32 s1, s3, s1
	s_sub_i32 s3, s1, s2
	s_cmp_ge_u32 s1, s2
	s_cselect_b32 s1, s3, s1
	s_lshl_b32 s21, s0, 5
	s_lshl_b32 s20, s1, 5
	s_add_i32 s0, s21, 32
	v_add_u32_e32 v4, s20, v7
	s_cmp_le_u32 s0, s12
	v_cmp_gt_u32_e32 vcc, s13, v4
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], vcc, s[0:1]
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[16:17], exec, s[2:3]
	s_cbranch_execz .LBB5_12
; %bb.1:
	s_mov_b32 s10, s13
	v_mov_b32_e32 v5, 0
	v_cmp_gt_u32_e64 s[0:1], 32, v6
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB5_37
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[2:3], 24, v6
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execnz .LBB5_38
.LBB5_3:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[4:5], 16, v6
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execnz .LBB5_39
.LBB5_4:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_u32_e64 s[8:9], 8, v6
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execz .LBB5_6
.LBB5_5:
	v_add3_u32 v3, v6, s21, 24
	v_mad_u64_u32 v[4:5], s[10:11], v3, s10, v[4:5]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e64 v4, s[10:11], s14, v4
	v_addc_co_u32_e64 v5, s[10:11], v3, v5, s[10:11]
	global_load_dword v3, v[4:5], off
.LBB5_6:
	s_or_b64 exec, exec, s[18:19]
	v_lshlrev_b32_e32 v4, 2, v7
	s_movk_i32 s10, 0x84
	v_mad_u32_u24 v4, v6, s10, v4
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execnz .LBB5_40
; %bb.7:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execnz .LBB5_41
.LBB5_8:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execnz .LBB5_42
.LBB5_9:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB5_11
.LBB5_10:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v3 offset:3168
.LBB5_11:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr4
.LBB5_12:
	s_or_saveexec_b64 s[2:3], s[16:17]
	s_load_dwordx2 s[10:11], s[6:7], 0x8
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB5_19
; %bb.13:
	v_cmp_gt_u32_e64 s[0:1], 32, v6
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB5_18
; %bb.14:
	v_lshlrev_b32_e32 v8, 2, v7
	s_movk_i32 s5, 0x84
	s_mov_b32 s4, s13
	v_mov_b32_e32 v5, 0
	v_mad_u32_u24 v8, v6, s5, v8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, v6
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB5_16
.LBB5_15:                               ;   in Loop: Header=BB5_16 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], exec, s[8:9]
	s_or_b64 s[6:7], s[16:17], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB5_18
.LBB5_16:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s21, v9
	v_cmp_gt_u32_e32 vcc, s12, v10
	s_or_b64 s[8:9], s[8:9], exec
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB5_15
; %bb.17:                               ;   in Loop: Header=BB5_16 Depth=1
	v_mad_u64_u32 v[10:11], s[18:19], v10, s4, v[4:5]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s15
	v_add_co_u32_e32 v10, vcc, s14, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_load_dword v10, v[10:11], off
	v_cmp_lt_u32_e32 vcc, 23, v9
	v_add_u32_e32 v11, 8, v9
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[18:19], vcc, exec
	s_or_b64 s[8:9], s[8:9], s[18:19]
	v_mov_b32_e32 v9, v11
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v10
	v_add_u32_e32 v8, 0x420, v8
	s_branch .LBB5_15
.LBB5_18:
	s_or_b64 exec, exec, s[0:1]
.LBB5_19:
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s0, s20, 32
	v_add_u32_e32 v4, s21, v7
	s_cmp_le_u32 s0, s13
	v_cmp_gt_u32_e32 vcc, s12, v4
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[2:3], vcc, s[0:1]
	v_cmp_gt_u32_e64 s[0:1], 32, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[14:15], exec, s[4:5]
	s_cbranch_execz .LBB5_30
; %bb.20:
	v_lshlrev_b32_e32 v5, 2, v6
	s_movk_i32 s2, 0x84
	v_mad_u32_u24 v5, v7, s2, v5
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB5_43
; %bb.21:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[6:7], 24, v6
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execnz .LBB5_44
.LBB5_22:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[4:5], 16, v6
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB5_45
.LBB5_23:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v6
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execnz .LBB5_46
.LBB5_24:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execnz .LBB5_47
.LBB5_25:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB5_48
.LBB5_26:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execnz .LBB5_49
.LBB5_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB5_29
.LBB5_28:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v6, s20, 24
	v_mad_u64_u32 v[0:1], s[2:3], v0, s12, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e64 v0, s[2:3], s10, v0
	v_addc_co_u32_e64 v1, s[2:3], v2, v1, s[2:3]
	global_store_dword v[0:1], v3, off
.LBB5_29:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr7
.LBB5_30:
	s_andn2_saveexec_b64 s[2:3], s[14:15]
	s_cbranch_execz .LBB5_36
; %bb.31:
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB5_36
; %bb.32:
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v6
	s_movk_i32 s0, 0x84
	v_mov_b32_e32 v5, 0
	v_mad_u32_u24 v0, v7, s0, v0
	s_mov_b64 s[0:1], 0
                                        ; implicit-def: $sgpr2_sgpr3
	s_branch .LBB5_34
.LBB5_33:                               ;   in Loop: Header=BB5_34 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, s[2:3]
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB5_36
.LBB5_34:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, s20, v6
	v_cmp_gt_u32_e32 vcc, s13, v1
	s_or_b64 s[2:3], s[2:3], exec
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_33
; %bb.35:                               ;   in Loop: Header=BB5_34 Depth=1
	v_mad_u64_u32 v[2:3], s[6:7], v1, s12, v[4:5]
	ds_read_b32 v7, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_cmp_lt_u32_e32 vcc, 23, v6
	v_add_u32_e32 v1, 8, v6
	s_andn2_b64 s[2:3], s[2:3], exec
	s_and_b64 s[6:7], vcc, exec
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v7, off
	v_add_u32_e32 v0, 32, v0
	s_or_b64 s[2:3], s[2:3], s[6:7]
	v_mov_b32_e32 v6, v1
	s_branch .LBB5_33
.LBB5_36:
	s_endpgm
.LBB5_37:
	v_add_u32_e32 v0, s21, v6
	v_mad_u64_u32 v[0:1], s[2:3], v0, s10, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e64 v0, s[2:3], s14, v0
	v_addc_co_u32_e64 v1, s[2:3], v2, v1, s[2:3]
	global_load_dword v0, v[0:1], off
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e64 s[2:3], 24, v6
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB5_3
.LBB5_38:
	v_add3_u32 v1, v6, s21, 8
	v_mad_u64_u32 v[8:9], s[4:5], v1, s10, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e64 v8, s[4:5], s14, v8
	v_addc_co_u32_e64 v9, s[4:5], v1, v9, s[4:5]
	global_load_dword v1, v[8:9], off
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_u32_e64 s[4:5], 16, v6
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB5_4
.LBB5_39:
	v_add3_u32 v2, v6, s21, 16
	v_mad_u64_u32 v[8:9], s[8:9], v2, s10, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v2, s15
	v_add_co_u32_e64 v8, s[8:9], s14, v8
	v_addc_co_u32_e64 v9, s[8:9], v2, v9, s[8:9]
	global_load_dword v2, v[8:9], off
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_u32_e64 s[8:9], 8, v6
	s_and_saveexec_b64 s[18:19], s[8:9]
	s_cbranch_execnz .LBB5_5
	s_branch .LBB5_6
.LBB5_40:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v0
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB5_8
.LBB5_41:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1 offset:1056
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB5_9
.LBB5_42:
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v2 offset:2112
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB5_10
	s_branch .LBB5_11
.LBB5_43:
	ds_read_b32 v0, v5
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[6:7], 24, v6
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB5_22
.LBB5_44:
	ds_read_b32 v1, v5 offset:32
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[4:5], 16, v6
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB5_23
.LBB5_45:
	ds_read_b32 v2, v5 offset:64
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e64 s[2:3], 8, v6
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB5_24
.LBB5_46:
	ds_read_b32 v3, v5 offset:96
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[16:17], s[0:1]
	s_cbranch_execz .LBB5_25
.LBB5_47:
	v_add_u32_e32 v7, s20, v6
	v_mad_u64_u32 v[8:9], s[8:9], v7, s12, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v7, s11
	v_add_co_u32_e64 v8, s[8:9], s10, v8
	v_addc_co_u32_e64 v9, s[8:9], v7, v9, s[8:9]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[8:9], v0, off
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB5_26
.LBB5_48:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v6, s20, 8
	v_mad_u64_u32 v[8:9], s[6:7], v0, s12, v[4:5]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v0, s11
	v_add_co_u32_e64 v8, s[6:7], s10, v8
	v_addc_co_u32_e64 v9, s[6:7], v0, v9, s[6:7]
	global_store_dword v[8:9], v1, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB5_27
.LBB5_49:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v6, s20, 16
	v_mad_u64_u32 v[0:1], s[4:5], v0, s12, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v7, s11
	v_add_co_u32_e64 v0, s[4:5], s10, v0
	v_addc_co_u32_e64 v1, s[4:5], v7, v1, s[4:5]
	global_store_dword v[0:1], v2, off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execnz .LBB5_28
	s_branch .LBB5_29
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose_diagonal
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 16
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
	.size	transpose_diagonal, .Lfunc_end5-transpose_diagonal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2148
; NumSgprs: 24
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_copy
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         transpose_copy.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
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
    .name:           transpose_naive
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         transpose_naive.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_tiled
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_tiled_padded
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled_padded.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_tiled_v4
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled_v4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_diagonal
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         transpose_diagonal.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
