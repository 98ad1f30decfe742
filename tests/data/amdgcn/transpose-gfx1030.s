	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.protected	transpose_copy          ; -- Begin function transpose_copy
	.globl	transpose_copy
	.p2align	8
	.type	transpose_copy,@function
transpose_copy:                         ; @transpose_copy
; %bb.0:
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_mov_b32 s0, s6
	s_mov_b32 s1, 0
	s_lshl_b64 s[0:1], s[0:1], 5
	v_add_co_u32 v2, null, s0, v0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_u32_e64 s3, v2
	s_cbranch_execz .LBB0_6
; %bb.1:
	v_cmp_gt_u32_e32 vcc_lo, 32, v1
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_6
; %bb.2:
	s_clause 0x1
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[4:5], s[4:5], 0x8
	v_mov_b32_e32 v3, 0
	s_lshl_b32 s1, s7, 5
	s_mov_b32 s7, 0
	s_mov_b32 s6, s3
                                        ; implicit-def: $sgpr3
	s_inst_prefetch 0x1
	s_branch .LBB0_4
	.p2align	6
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
	s_and_b32 s0, exec_lo, s3
	s_or_b32 s7, s0, s7
	s_andn2_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB0_6
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v0, s1, v1
	s_or_b32 s3, s3, exec_lo
	s_mov_b32 s10, exec_lo
	v_cmpx_gt_u32_e64 s2, v0
	s_cbranch_execz .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_mad_u64_u32 v[4:5], null, v0, s6, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s8, v4
	v_add_co_ci_u32_e32 v7, vcc_lo, s9, v5, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 23, v1
	v_add_co_u32 v4, s0, s4, v4
	global_load_dword v0, v[6:7], off
	v_add_nc_u32_e32 v6, 8, v1
	v_add_co_ci_u32_e64 v5, s0, s5, v5, s0
	s_andn2_b32 s0, s3, exec_lo
	s_and_b32 s3, vcc_lo, exec_lo
	v_mov_b32_e32 v1, v6
	s_or_b32 s3, s0, s3
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v0, off
	s_branch .LBB0_3
.LBB0_6:
	s_inst_prefetch 0x2
	s_endpgm
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 272
; NumSgprs: 13
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	transpose_naive         ; -- Begin function transpose_naive
	.globl	transpose_naive
	.p2align	8
	.type	transpose_naive,@function
transpose_naive:                        ; @transpose_naive
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_clause 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x18
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[2:3], null, s8, s0, v[0:1]
	v_mad_u64_u32 v[3:4], null, s9, s1, v[1:2]
	v_add_co_u32 v0, null, s12, v2
	v_cmp_gt_u32_e32 vcc_lo, s3, v0
	v_add_co_u32 v2, null, s14, v3
	v_cmp_gt_u32_e64 s0, s2, v2
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v3, 0
	s_clause 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	v_mov_b32_e32 v1, v3
	v_mad_u64_u32 v[4:5], null, v2, s3, v[0:1]
	v_mad_u64_u32 v[0:1], null, v0, s2, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v4, off
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 244
; NumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	transpose_tiled         ; -- Begin function transpose_tiled
	.globl	transpose_tiled
	.p2align	8
	.type	transpose_tiled,@function
transpose_tiled:                        ; @transpose_tiled
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x8
	s_mov_b32 s12, s7
	s_mov_b32 s7, 0
	v_cmp_gt_u32_e32 vcc_lo, 32, v1
	s_lshl_b64 s[10:11], s[6:7], 5
	s_mov_b32 s13, s7
	v_add_co_u32 v2, null, s10, v0
	s_lshl_b64 s[12:13], s[12:13], 5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s0, s3, v2
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_5
; %bb.1:
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, v1
	s_mov_b32 s6, s3
                                        ; implicit-def: $sgpr11
	v_lshl_add_u32 v4, v1, 7, v4
	s_inst_prefetch 0x1
	s_branch .LBB2_3
	.p2align	6
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
	s_and_b32 s0, exec_lo, s11
	s_or_b32 s7, s0, s7
	s_andn2_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB2_5
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v6, s12, v5
	s_or_b32 s11, s11, exec_lo
	s_mov_b32 s13, exec_lo
	v_cmpx_gt_u32_e64 s2, v6
	s_cbranch_execz .LBB2_2
; %bb.4:                                ;   in Loop: Header=BB2_3 Depth=1
	v_mad_u64_u32 v[6:7], null, v6, s6, v[2:3]
	s_andn2_b32 s11, s11, exec_lo
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, s0, s4, v6
	v_add_co_ci_u32_e64 v7, s0, s5, v7, s0
	v_cmp_lt_u32_e64 s0, 23, v5
	global_load_dword v6, v[6:7], off
	v_add_nc_u32_e32 v7, 8, v5
	s_and_b32 s0, s0, exec_lo
	s_or_b32 s11, s11, s0
	v_mov_b32_e32 v5, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v6
	v_add_nc_u32_e32 v4, 0x400, v4
	s_branch .LBB2_2
.LBB2_5:
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v2, null, s12, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmp_gt_u32_e64 s0, s2, v2
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_10
; %bb.6:
	v_lshlrev_b32_e32 v4, 2, v1
	v_mov_b32_e32 v3, 0
	s_mov_b32 s1, 0
                                        ; implicit-def: $sgpr4
	v_lshl_add_u32 v0, v0, 7, v4
	s_inst_prefetch 0x1
	s_branch .LBB2_8
	.p2align	6
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_and_b32 s0, exec_lo, s4
	s_or_b32 s1, s0, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB2_10
.LBB2_8:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v4, s10, v1
	s_or_b32 s4, s4, exec_lo
	s_mov_b32 s5, exec_lo
	v_cmpx_gt_u32_e64 s3, v4
	s_cbranch_execz .LBB2_7
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=1
	v_mad_u64_u32 v[4:5], null, v4, s2, v[2:3]
	ds_read_b32 v6, v0
	v_add_nc_u32_e32 v7, 8, v1
	v_cmp_lt_u32_e32 vcc_lo, 23, v1
	v_add_nc_u32_e32 v0, 32, v0
	v_mov_b32_e32 v1, v7
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, s0, s8, v4
	v_add_co_ci_u32_e64 v5, s0, s9, v5, s0
	s_andn2_b32 s0, s4, exec_lo
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_b32 s4, s0, s4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	s_branch .LBB2_7
.LBB2_10:
	s_inst_prefetch 0x2
	s_endpgm
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 524
; NumSgprs: 16
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	transpose_tiled_padded  ; -- Begin function transpose_tiled_padded
	.globl	transpose_tiled_padded
	.p2align	8
	.type	transpose_tiled_padded,@function
transpose_tiled_padded:                 ; @transpose_tiled_padded
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x8
	s_mov_b32 s12, s7
	s_mov_b32 s7, 0
	v_cmp_gt_u32_e32 vcc_lo, 32, v1
	s_lshl_b64 s[10:11], s[6:7], 5
	s_mov_b32 s13, s7
	v_add_co_u32 v2, null, s10, v0
	s_lshl_b64 s[12:13], s[12:13], 5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s0, s3, v2
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_5
; %bb.1:
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, v1
	s_mov_b32 s6, s3
                                        ; implicit-def: $sgpr11
	v_mad_u32_u24 v4, 0x84, v1, v4
	s_inst_prefetch 0x1
	s_branch .LBB3_3
	.p2align	6
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
	s_and_b32 s0, exec_lo, s11
	s_or_b32 s7, s0, s7
	s_andn2_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB3_5
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v6, s12, v5
	s_or_b32 s11, s11, exec_lo
	s_mov_b32 s13, exec_lo
	v_cmpx_gt_u32_e64 s2, v6
	s_cbranch_execz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	v_mad_u64_u32 v[6:7], null, v6, s6, v[2:3]
	s_andn2_b32 s11, s11, exec_lo
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, s0, s4, v6
	v_add_co_ci_u32_e64 v7, s0, s5, v7, s0
	v_cmp_lt_u32_e64 s0, 23, v5
	global_load_dword v6, v[6:7], off
	v_add_nc_u32_e32 v7, 8, v5
	s_and_b32 s0, s0, exec_lo
	s_or_b32 s11, s11, s0
	v_mov_b32_e32 v5, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v6
	v_add_nc_u32_e32 v4, 0x420, v4
	s_branch .LBB3_2
.LBB3_5:
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s1
	v_add_co_u32 v2, null, s12, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmp_gt_u32_e64 s0, s2, v2
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_10
; %bb.6:
	v_lshlrev_b32_e32 v4, 2, v1
	v_mov_b32_e32 v3, 0
	s_mov_b32 s1, 0
                                        ; implicit-def: $sgpr4
	v_mad_u32_u24 v0, 0x84, v0, v4
	s_inst_prefetch 0x1
	s_branch .LBB3_8
	.p2align	6
.LBB3_7:                                ;   in Loop: Header=BB3_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s5
	s_and_b32 s0, exec_lo, s4
	s_or_b32 s1, s0, s1
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB3_10
.LBB3_8:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v4, s10, v1
	s_or_b32 s4, s4, exec_lo
	s_mov_b32 s5, exec_lo
	v_cmpx_gt_u32_e64 s3, v4
	s_cbranch_execz .LBB3_7
; %bb.9:                                ;   in Loop: Header=BB3_8 Depth=1
	v_mad_u64_u32 v[4:5], null, v4, s2, v[2:3]
	ds_read_b32 v6, v0
	v_add_nc_u32_e32 v7, 8, v1
	v_cmp_lt_u32_e32 vcc_lo, 23, v1
	v_add_nc_u32_e32 v0, 32, v0
	v_mov_b32_e32 v1, v7
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, s0, s8, v4
	v_add_co_ci_u32_e64 v5, s0, s9, v5, s0
	s_andn2_b32 s0, s4, exec_lo
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_b32 s4, s0, s4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	s_branch .LBB3_7
.LBB3_10:
	s_inst_prefetch 0x2
	s_endpgm
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 532
; NumSgprs: 16
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	transpose_diagonal      ; -- Begin function transpose_diagonal
	.globl	transpose_diagonal
	.p2align	8
	.type	transpose_diagonal,@function
transpose_diagonal:                     ; @transpose_diagonal
; %bb.0:
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s2, 0xffff
	s_lshr_b32 s2, s2, 16
	v_cvt_f32_u32_e32 v2, s3
	s_sub_i32 s5, 0, s3
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_readfirstlane_b32 s4, v2
	v_cvt_f32_u32_e32 v2, s2
	s_mul_i32 s5, s5, s4
	v_rcp_iflag_f32_e32 v2, v2
	s_mul_hi_u32 s5, s4, s5
	s_add_i32 s4, s4, s5
	s_mul_hi_u32 s4, s0, s4
	s_mul_i32 s5, s4, s3
	s_sub_i32 s5, s0, s5
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s10, s4, 1
	s_sub_i32 s11, s5, s3
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s11
	v_cvt_u32_f32_e32 v2, v2
	v_cndmask_b32_e32 v3, s4, v3, vcc_lo
	v_cndmask_b32_e32 v4, s5, v4, vcc_lo
	v_readfirstlane_b32 s4, v3
	v_readfirstlane_b32 s5, v4
	s_add_i32 s10, s4, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s4, s10, s4
	s_mul_i32 s3, s4, s3
	s_cmp_gt_u32 s0, s3
	v_readfirstlane_b32 s3, v2
	s_cselect_b32 s0, -1, 0
	s_cmpk_lg_u32 s0, 0x0
	s_addc_u32 s0, s4, 0
	s_sub_i32 s4, 0, s2
	v_cvt_f32_u32_e32 v4, s0
	s_mul_i32 s4, s4, s3
	s_mul_hi_u32 s4, s3, s4
	s_add_i32 s3, s3, s4
	v_rcp_iflag_f32_e32 v4, v4
	s_mul_hi_u32 s3, s1, s3
	s_mul_i32 s4, s3, s2
	s_sub_i32 s4, s1, s4
	s_cmp_ge_u32 s4, s2
	s_cselect_b32 vcc_lo, -1, 0
	s_add_i32 s5, s3, 1
	s_sub_i32 s10, s4, s2
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s10
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	s_mov_b32 s10, 0
	v_cndmask_b32_e32 v2, s3, v2, vcc_lo
	v_cndmask_b32_e32 v3, s4, v3, vcc_lo
	v_cvt_u32_f32_e32 v4, v4
	v_readfirstlane_b32 s3, v2
	v_readfirstlane_b32 s4, v3
	s_add_i32 s5, s3, 1
	s_cmp_ge_u32 s4, s2
	s_cselect_b32 s3, s5, s3
	v_readfirstlane_b32 s5, v4
	s_mul_i32 s2, s3, s2
	s_cmp_gt_u32 s1, s2
	s_cselect_b32 s1, -1, 0
	s_cmpk_lg_u32 s1, 0x0
	s_addc_u32 s1, s3, 0
	v_cvt_f32_u32_e32 v2, s1
	s_sub_i32 s2, 0, s1
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s2, v2
	s_mul_i32 s2, s0, s9
	s_add_i32 s2, s2, s8
	v_mul_hi_u32 v3, v2, v3
	v_add_nc_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, s2, v2
	v_mul_lo_u32 v3, v2, s1
	v_add_nc_u32_e32 v5, 1, v2
	v_sub_nc_u32_e32 v3, s2, v3
	v_cmp_le_u32_e32 vcc_lo, s1, v3
	v_subrev_nc_u32_e32 v6, s1, v3
	v_cndmask_b32_e32 v2, v2, v5, vcc_lo
	v_cndmask_b32_e32 v3, v3, v6, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 32, v1
	v_readfirstlane_b32 s3, v2
	v_readfirstlane_b32 s4, v3
	s_add_i32 s8, s3, 1
	s_cmp_ge_u32 s4, s1
	s_cselect_b32 s3, s8, s3
	s_sub_i32 s4, 0, s0
	s_mul_i32 s1, s3, s1
	s_mul_i32 s4, s4, s5
	s_sub_i32 s8, s2, s1
	s_mul_hi_u32 s1, s5, s4
	s_add_i32 s4, s3, s8
	s_add_i32 s5, s5, s1
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	s_mul_hi_u32 s1, s4, s5
	s_mul_i32 s1, s1, s0
	s_sub_i32 s1, s4, s1
	s_sub_i32 s4, s1, s0
	s_cmp_ge_u32 s1, s0
	s_cselect_b32 s1, s4, s1
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	s_sub_i32 s9, s1, s0
	s_cmp_ge_u32 s1, s0
	s_cselect_b32 s0, s9, s1
	s_lshl_b32 s9, s8, 5
	s_lshl_b32 s1, s0, 5
	v_add_nc_u32_e32 v2, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s0, s3, v2
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB4_5
; %bb.1:
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, v1
	s_mov_b32 s8, s3
                                        ; implicit-def: $sgpr12
	v_mad_u32_u24 v4, 0x84, v1, v4
	s_inst_prefetch 0x1
	s_branch .LBB4_3
	.p2align	6
.LBB4_2:                                ;   in Loop: Header=BB4_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
	s_and_b32 s0, exec_lo, s12
	s_or_b32 s10, s0, s10
	s_andn2_b32 exec_lo, exec_lo, s10
	s_cbranch_execz .LBB4_5
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v6, s9, v5
	s_or_b32 s12, s12, exec_lo
	s_mov_b32 s13, exec_lo
	v_cmpx_gt_u32_e64 s2, v6
	s_cbranch_execz .LBB4_2
; %bb.4:                                ;   in Loop: Header=BB4_3 Depth=1
	v_mad_u64_u32 v[6:7], null, v6, s8, v[2:3]
	s_andn2_b32 s12, s12, exec_lo
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, s0, s6, v6
	v_add_co_ci_u32_e64 v7, s0, s7, v7, s0
	v_cmp_lt_u32_e64 s0, 23, v5
	global_load_dword v6, v[6:7], off
	v_add_nc_u32_e32 v7, 8, v5
	s_and_b32 s0, s0, exec_lo
	s_or_b32 s12, s12, s0
	v_mov_b32_e32 v5, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v6
	v_add_nc_u32_e32 v4, 0x420, v4
	s_branch .LBB4_2
.LBB4_5:
	s_inst_prefetch 0x2
	s_or_b32 exec_lo, exec_lo, s11
	v_add_nc_u32_e32 v2, s9, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_cmp_gt_u32_e64 s0, s2, v2
	s_and_b32 s0, s0, vcc_lo
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB4_10
; %bb.6:
	v_lshlrev_b32_e32 v4, 2, v1
	v_mov_b32_e32 v3, 0
	s_mov_b32 s6, 0
                                        ; implicit-def: $sgpr7
	v_mad_u32_u24 v0, 0x84, v0, v4
	s_inst_prefetch 0x1
	s_branch .LBB4_8
	.p2align	6
.LBB4_7:                                ;   in Loop: Header=BB4_8 Depth=1
	s_or_b32 exec_lo, exec_lo, s8
	s_and_b32 s0, exec_lo, s7
	s_or_b32 s6, s0, s6
	s_andn2_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB4_10
.LBB4_8:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v4, s1, v1
	s_or_b32 s7, s7, exec_lo
	s_mov_b32 s8, exec_lo
	v_cmpx_gt_u32_e64 s3, v4
	s_cbranch_execz .LBB4_7
; %bb.9:                                ;   in Loop: Header=BB4_8 Depth=1
	v_mad_u64_u32 v[4:5], null, v4, s2, v[2:3]
	ds_read_b32 v6, v0
	v_add_nc_u32_e32 v7, 8, v1
	v_cmp_lt_u32_e32 vcc_lo, 23, v1
	v_add_nc_u32_e32 v0, 32, v0
	v_mov_b32_e32 v1, v7
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, s0, s4, v4
	v_add_co_ci_u32_e64 v5, s0, s5, v5, s0
	s_andn2_b32 s0, s7, exec_lo
	s_and_b32 s7, vcc_lo, exec_lo
	s_or_b32 s7, s0, s7
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	s_branch .LBB4_7
.LBB4_10:
	s_inst_prefetch 0x2
	s_endpgm
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
	.size	transpose_diagonal, .Lfunc_end4-transpose_diagonal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 996
; NumSgprs: 16
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         transpose_copy.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
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
    .wavefront_size: 32
  - .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled_padded.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         transpose_diagonal.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
