	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	matmul_naive            ; -- Begin function matmul_naive
	.globl	matmul_naive
	.p2align	8
	.type	matmul_naive,@function
matmul_naive:                           ; @matmul_naive
; %bb.0:
	s_load_dword s10, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x28
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s10, 0xffff
	s_lshr_b32 s1, s10, 16
	s_mul_i32 s8, s8, s3
	s_add_i32 s0, s0, s8
	s_mul_i32 s9, s9, s1
	v_add_u32_e32 v1, s0, v1
	s_add_i32 s0, s2, s9
	v_add_u32_e32 v0, s0, v0
	v_cmp_gt_i32_e32 vcc, s12, v1
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB0_4
; %bb.2:
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_load_dwordx2 s[2:3], s[6:7], 0x18
	v_mul_lo_u32 v2, v1, s14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v4, v0
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_load_dword v7, v[2:3], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s14, s14, -1
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v4, s13, v4
	s_cmp_lg_u32 s14, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v7, v5
	s_cbranch_scc1 .LBB0_3
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v6, 0
.LBB0_5:
	v_mad_u64_u32 v[0:1], s[2:3], v1, s13, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
.LBB0_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_naive
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 16
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
	.size	matmul_naive, .Lfunc_end0-matmul_naive
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 312
; NumSgprs: 18
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
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_coalesced        ; -- Begin function matmul_coalesced
	.globl	matmul_coalesced
	.p2align	8
	.type	matmul_coalesced,@function
matmul_coalesced:                       ; @matmul_coalesced
; %bb.0:
	s_load_dword s10, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x28
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s10, 0xffff
	s_lshr_b32 s1, s10, 16
	s_mul_i32 s8, s8, s3
	s_add_i32 s0, s0, s8
	s_mul_i32 s9, s9, s1
	v_add_u32_e32 v2, s0, v1
	s_add_i32 s0, s2, s9
	v_add_u32_e32 v3, s0, v0
	v_cmp_gt_i32_e32 vcc, s12, v3
	v_cmp_gt_i32_e64 s[0:1], s13, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB1_4
; %bb.2:
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_load_dwordx2 s[2:3], s[6:7], 0x18
	v_mul_lo_u32 v0, v3, s14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v4, v2
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_load_dword v7, v[0:1], off
	global_load_dword v5, v[8:9], off
	s_add_i32 s14, s14, -1
	v_add_co_u32_e32 v0, vcc, 4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v4, s13, v4
	s_cmp_lg_u32 s14, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v7, v5
	s_cbranch_scc1 .LBB1_3
	s_branch .LBB1_5
.LBB1_4:
	v_mov_b32_e32 v6, 0
.LBB1_5:
	v_mad_u64_u32 v[0:1], s[2:3], v3, s13, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
.LBB1_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_coalesced
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end1:
	.size	matmul_coalesced, .Lfunc_end1-matmul_coalesced
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 312
; NumSgprs: 18
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
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_tiled            ; -- Begin function matmul_tiled
	.globl	matmul_tiled
	.p2align	8
	.type	matmul_tiled,@function
matmul_tiled:                           ; @matmul_tiled
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x20
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v8, v0, 10, 10
	s_lshl_b32 s2, s6, 5
	v_lshl_or_b32 v1, s7, 5, v8
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_or_b32_e32 v0, s2, v2
	s_cbranch_scc1 .LBB2_7
; %bb.1:
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x18
	v_lshlrev_b32_e32 v3, 5, v2
	v_add_lshl_u32 v9, v3, v8, 2
	v_lshl_add_u32 v3, v8, 5, v2
	s_movk_i32 s3, 0x1000
	v_lshl_add_u32 v10, v3, 2, s3
	v_mul_lo_u32 v3, v8, s9
	v_lshlrev_b32_e32 v11, 2, v8
	v_lshl_or_b32 v12, v2, 2, s3
	v_add3_u32 v4, v2, v3, s2
	v_mad_u64_u32 v[6:7], s[2:3], v1, s10, v[2:3]
	v_cmp_gt_i32_e32 vcc, s8, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_lshl_b32 s11, s9, 5
	s_mov_b32 s16, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v7, 0x400, v11
	v_add_u32_e32 v13, 0x400, v12
	v_add_u32_e32 v14, 0x800, v11
	v_add_u32_e32 v15, 0x800, v12
	v_add_u32_e32 v16, 0xc00, v11
	v_add_u32_e32 v17, 0xc00, v12
	s_branch .LBB2_3
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[18:19], v11 offset1:32
	ds_read2_b32 v[20:21], v12 offset1:32
	s_add_i32 s16, s16, 32
	s_cmp_ge_i32 s16, s10
	v_add_u32_e32 v4, s11, v4
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	ds_read2_b32 v[18:19], v11 offset0:64 offset1:96
	ds_read2_b32 v[20:21], v12 offset0:64 offset1:96
	ds_read2_b32 v[22:23], v11 offset0:128 offset1:160
	ds_read2_b32 v[24:25], v12 offset0:128 offset1:160
	ds_read2_b32 v[26:27], v11 offset0:192 offset1:224
	ds_read2_b32 v[28:29], v12 offset0:192 offset1:224
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v7 offset1:32
	ds_read2_b32 v[20:21], v13 offset1:32
	ds_read2_b32 v[22:23], v7 offset0:64 offset1:96
	ds_read2_b32 v[24:25], v13 offset0:64 offset1:96
	ds_read2_b32 v[26:27], v7 offset0:128 offset1:160
	ds_read2_b32 v[28:29], v13 offset0:128 offset1:160
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v7 offset0:192 offset1:224
	ds_read2_b32 v[20:21], v13 offset0:192 offset1:224
	ds_read2_b32 v[22:23], v14 offset1:32
	ds_read2_b32 v[24:25], v15 offset1:32
	ds_read2_b32 v[26:27], v14 offset0:64 offset1:96
	ds_read2_b32 v[28:29], v15 offset0:64 offset1:96
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v14 offset0:128 offset1:160
	ds_read2_b32 v[20:21], v15 offset0:128 offset1:160
	ds_read2_b32 v[22:23], v14 offset0:192 offset1:224
	ds_read2_b32 v[24:25], v15 offset0:192 offset1:224
	ds_read2_b32 v[26:27], v16 offset1:32
	ds_read2_b32 v[28:29], v17 offset1:32
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v16 offset0:64 offset1:96
	ds_read2_b32 v[20:21], v17 offset0:64 offset1:96
	ds_read2_b32 v[22:23], v16 offset0:128 offset1:160
	ds_read2_b32 v[24:25], v17 offset0:128 offset1:160
	ds_read2_b32 v[26:27], v16 offset0:192 offset1:224
	ds_read2_b32 v[28:29], v17 offset0:192 offset1:224
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB2_8
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, s16, v2
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	s_and_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB2_5
; %bb.4:                                ;   in Loop: Header=BB2_3 Depth=1
	v_add_u32_e32 v18, s16, v6
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s7
	v_add_co_u32_e64 v18, s[2:3], s6, v18
	v_addc_co_u32_e64 v19, s[2:3], v5, v19, s[2:3]
	global_load_dword v5, v[18:19], off
.LBB2_5:                                ;   in Loop: Header=BB2_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v18, s16, v8
	v_cmp_gt_i32_e64 s[2:3], s10, v18
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v5
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB2_2
; %bb.6:                                ;   in Loop: Header=BB2_3 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[18:19], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e64 v18, s[2:3], s14, v18
	v_addc_co_u32_e64 v19, s[2:3], v5, v19, s[2:3]
	global_load_dword v5, v[18:19], off
	s_branch .LBB2_2
.LBB2_7:
	v_mov_b32_e32 v3, 0
.LBB2_8:
	v_cmp_gt_i32_e32 vcc, s8, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB2_10
; %bb.9:
	v_mad_u64_u32 v[0:1], s[0:1], v1, s9, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
.LBB2_10:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_tiled
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 32
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
	.size	matmul_tiled, .Lfunc_end2-matmul_tiled
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 992
; NumSgprs: 19
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_tiled_padded     ; -- Begin function matmul_tiled_padded
	.globl	matmul_tiled_padded
	.p2align	8
	.type	matmul_tiled_padded,@function
matmul_tiled_padded:                    ; @matmul_tiled_padded
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x20
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v8, v0, 10, 10
	s_lshl_b32 s2, s6, 5
	v_lshl_or_b32 v1, s7, 5, v8
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_or_b32_e32 v0, s2, v2
	s_cbranch_scc1 .LBB3_7
; %bb.1:
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x18
	v_mul_u32_u24_e32 v3, 33, v2
	v_add_lshl_u32 v9, v3, v8, 2
	v_lshl_add_u32 v3, v8, 5, v2
	s_movk_i32 s3, 0x1080
	v_lshl_add_u32 v10, v3, 2, s3
	v_mul_lo_u32 v3, v8, s9
	v_lshlrev_b32_e32 v11, 2, v8
	v_lshl_add_u32 v12, v2, 2, s3
	v_add3_u32 v4, v2, v3, s2
	v_mad_u64_u32 v[6:7], s[2:3], v1, s10, v[2:3]
	v_cmp_gt_i32_e32 vcc, s8, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_lshl_b32 s11, s9, 5
	s_mov_b32 s16, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v7, 0x400, v11
	v_add_u32_e32 v13, 0x400, v12
	v_add_u32_e32 v14, 0x800, v11
	v_add_u32_e32 v15, 0x800, v12
	v_add_u32_e32 v16, 0xc00, v11
	v_add_u32_e32 v17, 0xc00, v12
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[18:19], v11 offset1:33
	ds_read2_b32 v[20:21], v12 offset1:32
	s_add_i32 s16, s16, 32
	s_cmp_ge_i32 s16, s10
	v_add_u32_e32 v4, s11, v4
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	ds_read2_b32 v[18:19], v11 offset0:66 offset1:99
	ds_read2_b32 v[20:21], v12 offset0:64 offset1:96
	ds_read2_b32 v[22:23], v11 offset0:132 offset1:165
	ds_read2_b32 v[24:25], v12 offset0:128 offset1:160
	ds_read2_b32 v[26:27], v11 offset0:198 offset1:231
	ds_read2_b32 v[28:29], v12 offset0:192 offset1:224
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v7 offset0:8 offset1:41
	ds_read2_b32 v[20:21], v13 offset1:32
	ds_read2_b32 v[22:23], v7 offset0:74 offset1:107
	ds_read2_b32 v[24:25], v13 offset0:64 offset1:96
	ds_read2_b32 v[26:27], v7 offset0:140 offset1:173
	ds_read2_b32 v[28:29], v13 offset0:128 offset1:160
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v7 offset0:206 offset1:239
	ds_read2_b32 v[20:21], v13 offset0:192 offset1:224
	ds_read2_b32 v[22:23], v14 offset0:16 offset1:49
	ds_read2_b32 v[24:25], v15 offset1:32
	ds_read2_b32 v[26:27], v14 offset0:82 offset1:115
	ds_read2_b32 v[28:29], v15 offset0:64 offset1:96
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v14 offset0:148 offset1:181
	ds_read2_b32 v[20:21], v15 offset0:128 offset1:160
	ds_read2_b32 v[22:23], v14 offset0:214 offset1:247
	ds_read2_b32 v[24:25], v15 offset0:192 offset1:224
	ds_read2_b32 v[26:27], v16 offset0:24 offset1:57
	ds_read2_b32 v[28:29], v17 offset1:32
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	ds_read2_b32 v[18:19], v16 offset0:90 offset1:123
	ds_read2_b32 v[20:21], v17 offset0:64 offset1:96
	ds_read2_b32 v[22:23], v16 offset0:156 offset1:189
	ds_read2_b32 v[24:25], v17 offset0:128 offset1:160
	ds_read2_b32 v[26:27], v16 offset0:222 offset1:255
	ds_read2_b32 v[28:29], v17 offset0:192 offset1:224
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v18, v20
	v_fmac_f32_e32 v3, v19, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v3, v22, v24
	v_fmac_f32_e32 v3, v23, v25
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v26, v28
	v_fmac_f32_e32 v3, v27, v29
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB3_8
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, s16, v2
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	s_and_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB3_5
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	v_add_u32_e32 v18, s16, v6
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s7
	v_add_co_u32_e64 v18, s[2:3], s6, v18
	v_addc_co_u32_e64 v19, s[2:3], v5, v19, s[2:3]
	global_load_dword v5, v[18:19], off
.LBB3_5:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v18, s16, v8
	v_cmp_gt_i32_e64 s[2:3], s10, v18
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v5
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB3_2
; %bb.6:                                ;   in Loop: Header=BB3_3 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[18:19], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e64 v18, s[2:3], s14, v18
	v_addc_co_u32_e64 v19, s[2:3], v5, v19, s[2:3]
	global_load_dword v5, v[18:19], off
	s_branch .LBB3_2
.LBB3_7:
	v_mov_b32_e32 v3, 0
.LBB3_8:
	v_cmp_gt_i32_e32 vcc, s8, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB3_10
; %bb.9:
	v_mad_u64_u32 v[0:1], s[0:1], v1, s9, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
.LBB3_10:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_tiled_padded
		.amdhsa_group_segment_fixed_size 8320
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 32
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
	.size	matmul_tiled_padded, .Lfunc_end3-matmul_tiled_padded
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 992
; NumSgprs: 19
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8320 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_regblock1d       ; -- Begin function matmul_regblock1d
	.globl	matmul_regblock1d
	.p2align	8
	.type	matmul_regblock1d,@function
matmul_regblock1d:                      ; @matmul_regblock1d
; %bb.0:
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	v_bfe_u32 v8, v0, 10, 10
	s_mov_b32 s8, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s18, 0
	s_cbranch_scc1 .LBB4_2
; %bb.1:
	v_lshlrev_b32_e32 v10, 3, v8
	s_mov_b64 s[0:1], 0
	s_branch .LBB4_3
.LBB4_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr10
.LBB4_3:
	s_load_dwordx2 s[20:21], s[4:5], 0x20
	s_mov_b32 s9, s8
	v_and_b32_e32 v11, 0x3ff, v0
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_mov_b32 s15, s8
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	s_lshl_b32 s19, s7, 6
	s_lshl_b32 s24, s6, 6
	s_andn2_b64 vcc, exec, s[0:1]
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[14:15], s[14:15] op_sel:[0,1]
	s_cbranch_vccnz .LBB4_12
; %bb.4:
	v_lshl_add_u32 v0, v8, 6, v11
	v_lshrrev_b32_e32 v1, 3, v0
	v_and_b32_e32 v13, 7, v0
	v_add_u32_e32 v2, s19, v1
	v_lshlrev_b32_e32 v1, 2, v1
	s_movk_i32 s2, 0x110
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx2 s[22:23], s[4:5], 0x18
	s_movk_i32 s0, 0x200
	v_mad_u32_u24 v15, v13, s2, v1
	v_and_b32_e32 v1, 63, v0
	v_cmp_gt_u32_e32 vcc, s0, v0
	v_lshrrev_b32_e32 v16, 6, v0
	v_or_b32_e32 v0, s24, v1
	v_lshlrev_b32_e32 v1, 2, v1
	s_mov_b32 s8, 0
	v_lshl_or_b32 v1, v16, 8, v1
	s_movk_i32 s4, 0x880
	s_mov_b32 s9, s8
	v_lshlrev_b32_e32 v10, 3, v8
	v_lshlrev_b32_e32 v12, 5, v8
	v_cmp_gt_i32_e64 s[0:1], s16, v2
	v_mul_lo_u32 v14, v2, s18
	v_cmp_gt_i32_e64 s[2:3], s17, v0
	v_add_u32_e32 v17, 0x880, v1
	v_lshl_add_u32 v18, v11, 2, s4
	v_mad_u64_u32 v[8:9], s[4:5], s17, v16, v[0:1]
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_mov_b32 s15, s8
	v_pk_mov_b32 v[0:1], s[8:9], s[8:9] op_sel:[0,1]
	s_lshl_b32 s25, s17, 3
	v_pk_mov_b32 v[2:3], s[10:11], s[10:11] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[12:13], s[12:13] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[14:15], s[14:15] op_sel:[0,1]
	v_add_u32_e32 v19, 0x440, v12
	v_add_u32_e32 v20, 0x448, v12
	v_add_u32_e32 v21, 0x550, v12
	v_add_u32_e32 v22, 0x558, v12
	v_add_u32_e32 v23, 0x660, v12
	v_add_u32_e32 v24, 0x668, v12
	v_add_u32_e32 v25, 0x770, v12
	v_add_u32_e32 v26, 0x778, v12
	v_add_u32_e32 v27, 0x450, v12
	s_branch .LBB4_7
.LBB4_5:                                ;   in Loop: Header=BB4_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt vmcnt(0)
	ds_write_b32 v17, v9
.LBB4_6:                                ;   in Loop: Header=BB4_7 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[28:29], v12 offset0:4 offset1:5
	ds_read2_b32 v[30:31], v12 offset1:1
	ds_read2st64_b32 v[32:33], v18 offset1:1
	ds_read2_b32 v[34:35], v12 offset0:2 offset1:3
	ds_read2st64_b32 v[36:37], v18 offset0:2 offset1:3
	ds_read2st64_b32 v[38:39], v18 offset0:4 offset1:5
	ds_read2st64_b32 v[40:41], v18 offset0:6 offset1:7
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[0:1], v[30:31], v[32:33], v[0:1] op_sel_hi:[1,0,1]
	ds_read2_b32 v[30:31], v12 offset0:72 offset1:73
	ds_read2_b32 v[42:43], v12 offset0:70 offset1:71
	ds_read2_b32 v[44:45], v12 offset0:68 offset1:69
	ds_read2_b32 v[48:49], v12 offset0:140 offset1:141
	ds_read2_b32 v[50:51], v12 offset0:138 offset1:139
	ds_read2_b32 v[52:53], v12 offset0:136 offset1:137
	v_mov_b32_e32 v46, v33
	s_waitcnt lgkmcnt(8)
	v_mov_b32_e32 v60, v37
	v_pk_fma_f32 v[2:3], v[34:35], v[32:33], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[0:1], v[44:45], v[46:47], v[0:1] op_sel_hi:[1,0,1]
	ds_read2_b32 v[44:45], v12 offset0:208 offset1:209
	ds_read2_b32 v[54:55], v12 offset0:206 offset1:207
	ds_read2_b32 v[56:57], v12 offset0:204 offset1:205
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[0:1], v[52:53], v[36:37], v[0:1] op_sel_hi:[1,0,1]
	ds_read2_b32 v[52:53], v21 offset1:1
	ds_read2_b32 v[58:59], v19 offset1:1
	v_pk_fma_f32 v[2:3], v[42:43], v[46:47], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[50:51], v[36:37], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[0:1], v[56:57], v[60:61], v[0:1] op_sel_hi:[1,0,1]
	ds_read2_b32 v[56:57], v25 offset1:1
	ds_read2_b32 v[62:63], v23 offset1:1
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[0:1], v[58:59], v[38:39], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v58, v39
	v_pk_fma_f32 v[0:1], v[52:53], v[58:59], v[0:1] op_sel_hi:[1,0,1]
	ds_read2_b32 v[52:53], v20 offset1:1
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[0:1], v[62:63], v[40:41], v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v62, v41
	v_pk_fma_f32 v[0:1], v[56:57], v[62:63], v[0:1] op_sel_hi:[1,0,1]
	ds_read2_b32 v[56:57], v24 offset1:1
	ds_read2_b32 v[64:65], v22 offset1:1
	ds_read2_b32 v[34:35], v26 offset1:1
	v_pk_fma_f32 v[2:3], v[54:55], v[60:61], v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[2:3], v[52:53], v[38:39], v[2:3] op_sel_hi:[1,0,1]
	ds_read2_b32 v[42:43], v12 offset0:6 offset1:7
	ds_read2_b32 v[50:51], v12 offset0:74 offset1:75
	ds_read2_b32 v[52:53], v12 offset0:142 offset1:143
	ds_read2_b32 v[54:55], v12 offset0:210 offset1:211
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[2:3], v[64:65], v[58:59], v[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[56:57], v[40:41], v[2:3] op_sel_hi:[1,0,1]
	v_add_u32_e32 v33, 0x560, v12
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[2:3], v[34:35], v[62:63], v[2:3] op_sel_hi:[1,0,1]
	v_add_u32_e32 v9, 0x458, v12
	ds_read2_b32 v[34:35], v33 offset1:1
	ds_read2_b32 v[56:57], v9 offset1:1
	ds_read2_b32 v[64:65], v27 offset1:1
	v_pk_fma_f32 v[4:5], v[28:29], v[32:33], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[30:31], v[46:47], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[48:49], v[36:37], v[4:5] op_sel_hi:[1,0,1]
	v_add_u32_e32 v33, 0x670, v12
	v_add_u32_e32 v30, 0x678, v12
	v_add_u32_e32 v28, 0x780, v12
	v_pk_fma_f32 v[4:5], v[44:45], v[60:61], v[4:5] op_sel_hi:[1,0,1]
	v_add_u32_e32 v9, 0x568, v12
	ds_read2_b32 v[28:29], v28 offset1:1
	ds_read2_b32 v[30:31], v30 offset1:1
	ds_read2_b32 v[44:45], v33 offset1:1
	ds_read2_b32 v[48:49], v9 offset1:1
	s_waitcnt lgkmcnt(10)
	v_pk_fma_f32 v[6:7], v[42:43], v[32:33], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[4:5], v[64:65], v[38:39], v[4:5] op_sel_hi:[1,0,1]
	v_add_u32_e32 v9, 0x788, v12
	v_pk_fma_f32 v[6:7], v[50:51], v[46:47], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[34:35], v[58:59], v[4:5] op_sel_hi:[1,0,1]
	ds_read2_b32 v[34:35], v9 offset1:1
	v_pk_fma_f32 v[6:7], v[52:53], v[36:37], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[54:55], v[60:61], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[56:57], v[38:39], v[6:7] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[6:7], v[48:49], v[58:59], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[44:45], v[40:41], v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[30:31], v[40:41], v[6:7] op_sel_hi:[1,0,1]
	s_add_i32 s8, s8, 8
	v_pk_fma_f32 v[4:5], v[28:29], v[62:63], v[4:5] op_sel_hi:[1,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[6:7], v[34:35], v[62:63], v[6:7] op_sel_hi:[1,0,1]
	s_cmp_ge_i32 s8, s18
	v_add_u32_e32 v8, s25, v8
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB4_12
.LBB4_7:                                ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_6
; %bb.8:                                ;   in Loop: Header=BB4_7 Depth=1
	v_or_b32_e32 v28, s8, v13
	v_cmp_gt_i32_e64 s[4:5], s18, v28
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB4_10
; %bb.9:                                ;   in Loop: Header=BB4_7 Depth=1
	v_add_u32_e32 v28, v14, v28
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s7
	v_add_co_u32_e64 v28, s[4:5], s6, v28
	v_addc_co_u32_e64 v29, s[4:5], v9, v29, s[4:5]
	global_load_dword v9, v[28:29], off
.LBB4_10:                               ;   in Loop: Header=BB4_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt vmcnt(0)
	ds_write_b32 v15, v9
	v_add_u32_e32 v9, s8, v16
	v_cmp_gt_i32_e64 s[4:5], s18, v9
	s_and_b64 s[4:5], s[4:5], s[2:3]
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB4_5
; %bb.11:                               ;   in Loop: Header=BB4_7 Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[28:29], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s23
	v_add_co_u32_e64 v28, s[4:5], s22, v28
	v_addc_co_u32_e64 v29, s[4:5], v9, v29, s[4:5]
	global_load_dword v9, v[28:29], off
	s_branch .LBB4_5
.LBB4_12:
	v_add_u32_e32 v8, s24, v11
	v_add_u32_e32 v10, s19, v10
	v_cmp_gt_i32_e32 vcc, s17, v8
	v_cmp_gt_i32_e64 s[0:1], s16, v10
	s_and_b64 s[0:1], s[0:1], vcc
	v_mad_u64_u32 v[8:9], s[2:3], v10, s17, v[8:9]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_14
; %bb.13:
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[12:13], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v9, s21
	v_add_co_u32_e64 v12, s[0:1], s20, v12
	v_addc_co_u32_e64 v13, s[0:1], v9, v13, s[0:1]
	global_store_dword v[12:13], v0, off
.LBB4_14:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v0, 1, v10
	v_cmp_gt_i32_e64 s[0:1], s16, v0
	s_and_b64 s[0:1], s[0:1], vcc
	v_add_u32_e32 v8, s17, v8
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_16
; %bb.15:
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[12:13], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s21
	v_add_co_u32_e64 v12, s[0:1], s20, v12
	v_addc_co_u32_e64 v13, s[0:1], v0, v13, s[0:1]
	global_store_dword v[12:13], v1, off
.LBB4_16:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v0, 2, v10
	v_cmp_gt_i32_e64 s[0:1], s16, v0
	s_and_b64 s[0:1], s[0:1], vcc
	v_add_u32_e32 v0, s17, v8
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_18
; %bb.17:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s21
	v_add_co_u32_e64 v8, s[0:1], s20, v8
	v_addc_co_u32_e64 v9, s[0:1], v1, v9, s[0:1]
	global_store_dword v[8:9], v2, off
.LBB4_18:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 3, v10
	v_cmp_gt_i32_e64 s[0:1], s16, v1
	s_and_b64 s[0:1], s[0:1], vcc
	v_add_u32_e32 v0, s17, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_20
; %bb.19:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s21
	v_add_co_u32_e64 v8, s[0:1], s20, v8
	v_addc_co_u32_e64 v9, s[0:1], v1, v9, s[0:1]
	global_store_dword v[8:9], v3, off
.LBB4_20:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 4, v10
	v_cmp_gt_i32_e64 s[0:1], s16, v1
	s_and_b64 s[0:1], s[0:1], vcc
	v_add_u32_e32 v0, s17, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_22
; %bb.21:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s21
	v_add_co_u32_e64 v2, s[0:1], s20, v2
	v_addc_co_u32_e64 v3, s[0:1], v1, v3, s[0:1]
	global_store_dword v[2:3], v4, off
.LBB4_22:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 5, v10
	v_cmp_gt_i32_e64 s[0:1], s16, v1
	s_and_b64 s[0:1], s[0:1], vcc
	v_add_u32_e32 v0, s17, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_24
; %bb.23:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s21
	v_add_co_u32_e64 v2, s[0:1], s20, v2
	v_addc_co_u32_e64 v3, s[0:1], v1, v3, s[0:1]
	global_store_dword v[2:3], v5, off
.LBB4_24:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 6, v10
	v_cmp_gt_i32_e64 s[0:1], s16, v1
	s_and_b64 s[0:1], s[0:1], vcc
	v_add_u32_e32 v0, s17, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_26
; %bb.25:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s21
	v_add_co_u32_e64 v2, s[0:1], s20, v2
	v_addc_co_u32_e64 v3, s[0:1], v1, v3, s[0:1]
	global_store_dword v[2:3], v6, off
.LBB4_26:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 7, v10
	v_cmp_gt_i32_e64 s[0:1], s16, v1
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB4_28
; %bb.27:
	v_add_u32_e32 v0, s17, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s21
	v_add_co_u32_e32 v0, vcc, s20, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v7, off
.LBB4_28:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_regblock1d
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 68
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
	.size	matmul_regblock1d, .Lfunc_end4-matmul_regblock1d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2204
; NumSgprs: 28
; NumVgprs: 66
; NumAgprs: 0
; TotalNumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 66
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_regblock2d       ; -- Begin function matmul_regblock2d
	.globl	matmul_regblock2d
	.p2align	8
	.type	matmul_regblock2d,@function
matmul_regblock2d:                      ; @matmul_regblock2d
; %bb.0:
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_bfe_u32 v17, v0, 10, 10
	v_and_b32_e32 v16, 0x3ff, v0
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s14, 0
	s_cbranch_scc1 .LBB5_2
; %bb.1:
	s_and_b32 s26, s13, 3
	v_lshlrev_b32_e32 v30, 2, v17
	v_lshlrev_b32_e32 v31, 2, v16
	s_mov_b64 s[2:3], 0
	s_branch .LBB5_3
.LBB5_2:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $sgpr26
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr31
.LBB5_3:
	s_load_dwordx2 s[16:17], s[4:5], 0x20
	s_mov_b32 s1, s0
	s_lshl_b32 s15, s7, 6
	s_lshl_b32 s27, s6, 6
	s_andn2_b64 vcc, exec, s[2:3]
	v_pk_mov_b32 v[14:15], s[0:1], s[0:1] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[0:1], s[0:1] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[0:1], s[0:1] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[0:1], s[0:1] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[0:1], s[0:1] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[0:1], s[0:1] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[0:1], s[0:1] op_sel:[0,1]
	v_pk_mov_b32 v[0:1], s[0:1], s[0:1] op_sel:[0,1]
	s_cbranch_vccnz .LBB5_30
; %bb.4:
	v_lshlrev_b32_e32 v32, 4, v17
	v_add_u32_e32 v2, v32, v16
	v_lshrrev_b32_e32 v0, 2, v2
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x18
	v_add_u32_e32 v0, s15, v0
	v_cmp_gt_i32_e32 vcc, s12, v0
	v_mul_lo_u32 v0, v0, s14
	s_and_b32 s2, s14, 3
	v_lshlrev_b32_e32 v3, 2, v2
	v_ashrrev_i32_e32 v1, 31, v0
	s_cmp_eq_u32 s2, 0
	v_and_b32_e32 v34, 12, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_and_b32_e32 v3, 60, v3
	s_cselect_b64 s[2:3], -1, 0
	s_and_b32 s26, s13, 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e64 v35, s[0:1], s0, v0
	v_or_b32_e32 v0, s27, v3
	s_cmp_eq_u32 s26, 0
	v_addc_co_u32_e64 v36, s[0:1], v4, v1, s[0:1]
	v_lshrrev_b32_e32 v37, 4, v2
	v_or_b32_e32 v4, 1, v0
	v_and_b32_e32 v2, 0x7ffc, v2
	s_movk_i32 s10, 0x110
	s_cselect_b64 s[20:21], -1, 0
	s_movk_i32 s4, 0x1100
	s_and_b64 s[22:23], s[2:3], vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_gt_i32_e64 s[2:3], s13, v4
	v_or_b32_e32 v4, 2, v0
	v_mad_u32_u24 v38, v34, s10, v2
	v_lshlrev_b32_e32 v2, 2, v3
	s_mov_b32 s18, 0
	v_lshl_add_u32 v33, v16, 4, s4
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	v_cmp_gt_i32_e64 s[4:5], s13, v4
	v_or_b32_e32 v4, 3, v0
	v_lshl_or_b32 v2, v37, 8, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v39, 0x1100, v2
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e64 v40, s[8:9], s8, v0
	s_mov_b32 s19, s18
	v_lshlrev_b32_e32 v30, 2, v17
	v_lshlrev_b32_e32 v31, 2, v16
	v_cmp_gt_i32_e64 s[6:7], s13, v4
	v_addc_co_u32_e64 v41, s[8:9], v2, v1, s[8:9]
	v_mul_lo_u32 v24, s13, v37
	s_lshl_b32 s28, s13, 4
	v_pk_mov_b32 v[2:3], s[18:19], s[18:19] op_sel:[0,1]
	v_mov_b32_e32 v27, 0
	v_pk_mov_b32 v[0:1], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[6:7], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[4:5], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], s[18:19], s[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[18:19], s[18:19] op_sel:[0,1]
	s_branch .LBB5_6
.LBB5_5:                                ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write2_b32 v38, v16, v17 offset1:68
	ds_write2_b32 v38, v18, v19 offset0:136 offset1:204
	ds_write_b128 v39, v[20:23]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[16:19], v32
	ds_read_b128 v[20:23], v32 offset:272
	ds_read_b128 v[42:45], v33
	ds_read_b128 v[46:49], v33 offset:256
	ds_read_b128 v[50:53], v32 offset:544
	ds_read_b128 v[54:57], v32 offset:816
	ds_read_b128 v[58:61], v33 offset:512
	ds_read_b128 v[62:65], v33 offset:768
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[12:13], v[16:17], v[42:43], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[12:13], v[20:21], v[46:47], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[16:17], v[44:45], v[14:15] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[12:13], v[50:51], v[58:59], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[70:71], v[54:55], v[62:63], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[20:21], v[48:49], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[16:17], v[42:43], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[50:51], v[60:61], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73], v[54:55], v[64:65], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[20:21], v[46:47], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[44:45], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[50:51], v[58:59], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[28:29], v[54:55], v[62:63], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[20:21], v[48:49], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[66:67], v[18:19], v[42:43], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[50:51], v[60:61], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[68:69], v[18:19], v[44:45], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21], v[54:55], v[64:65], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[22:23], v[46:47], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[52:53], v[58:59], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[48:49], v[68:69] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v26, v19
	ds_read_b128 v[4:7], v32 offset:1088
	ds_read_b128 v[8:11], v32 offset:1360
	v_pk_fma_f32 v[18:19], v[52:53], v[60:61], v[12:13] op_sel_hi:[0,1,1]
	ds_read_b128 v[12:15], v33 offset:1024
	v_mov_b32_e32 v50, v53
	v_pk_fma_f32 v[52:53], v[56:57], v[62:63], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[56:57], v[64:65], v[18:19] op_sel_hi:[0,1,1]
	ds_read_b128 v[16:19], v33 offset:1280
	v_mov_b32_e32 v22, v23
	v_pk_fma_f32 v[0:1], v[26:27], v[42:43], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[22:23], v[46:47], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v56, v57
	v_pk_fma_f32 v[0:1], v[50:51], v[58:59], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[66:67], v[4:5], v[12:13], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[4:5], v[14:15], v[72:73] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[4:5], v[12:13], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[4:5], v[14:15], v[20:21] op_sel:[1,0,0]
	v_pk_fma_f32 v[20:21], v[6:7], v[12:13], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[6:7], v[14:15], v[54:55] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v7
	v_pk_fma_f32 v[0:1], v[56:57], v[62:63], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[54:55], v[8:9], v[16:17], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[8:9], v[18:19], v[68:69] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[8:9], v[18:19], v[4:5] op_sel:[1,0,0]
	v_mov_b32_e32 v4, v11
	v_pk_fma_f32 v[0:1], v[6:7], v[12:13], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[4:5], v[16:17], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[26:27], v[44:45], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[22:23], v[48:49], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[50:51], v[60:61], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[56:57], v[64:65], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[6:7], v[14:15], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[8:9], v[16:17], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[70:71], v[10:11], v[16:17], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[10:11], v[18:19], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[4:5], v[18:19], v[0:1] op_sel_hi:[0,1,1]
	ds_read_b128 v[0:3], v32 offset:1632
	ds_read_b128 v[4:7], v32 offset:1904
	ds_read_b128 v[8:11], v33 offset:1536
	ds_read_b128 v[12:15], v33 offset:1792
	ds_read_b128 v[16:19], v32 offset:2176
	ds_read_b128 v[20:23], v32 offset:2448
	ds_read_b128 v[42:45], v33 offset:2048
	ds_read_b128 v[46:49], v33 offset:2304
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[54:55], v[0:1], v[8:9], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[0:1], v[10:11], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[8:9], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[0:1], v[10:11], v[68:69] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[2:3], v[8:9], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[2:3], v[10:11], v[52:53] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v26, v3
	ds_read_b128 v[0:3], v32 offset:2720
	ds_read_b128 v[50:53], v32 offset:2992
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[54:55], v[4:5], v[12:13], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[4:5], v[14:15], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[4:5], v[12:13], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[4:5], v[14:15], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[6:7], v[12:13], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[6:7], v[14:15], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[26:27], v[8:9], v[58:59] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v68, v7
	v_pk_fma_f32 v[56:57], v[26:27], v[10:11], v[56:57] op_sel_hi:[0,1,1]
	ds_read_b128 v[4:7], v33 offset:2560
	ds_read_b128 v[8:11], v33 offset:2816
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[54:55], v[16:17], v[42:43], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[16:17], v[44:45], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[16:17], v[42:43], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[16:17], v[44:45], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[18:19], v[42:43], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[18:19], v[44:45], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[68:69], v[12:13], v[58:59] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v26, v19
	v_pk_fma_f32 v[56:57], v[68:69], v[14:15], v[56:57] op_sel_hi:[0,1,1]
	ds_read_b128 v[12:15], v32 offset:3264
	ds_read_b128 v[16:19], v32 offset:3536
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[54:55], v[20:21], v[46:47], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[20:21], v[48:49], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[20:21], v[46:47], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[20:21], v[48:49], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[22:23], v[46:47], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[22:23], v[48:49], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[26:27], v[42:43], v[58:59] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v68, v23
	v_pk_fma_f32 v[56:57], v[26:27], v[44:45], v[56:57] op_sel_hi:[0,1,1]
	ds_read_b128 v[20:23], v33 offset:3072
	ds_read_b128 v[42:45], v33 offset:3328
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[54:55], v[0:1], v[4:5], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[0:1], v[6:7], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[0:1], v[4:5], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[0:1], v[6:7], v[62:63] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[54:55], v[50:51], v[8:9], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[50:51], v[10:11], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[50:51], v[8:9], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[10:11], v[0:1] op_sel:[1,0,0]
	v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[52:53], v[8:9], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[2:3], v[6:7], v[66:67] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[54:55], v[12:13], v[20:21], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[12:13], v[22:23], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[12:13], v[20:21], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[12:13], v[22:23], v[50:51] op_sel:[1,0,0]
	v_pk_fma_f32 v[64:65], v[52:53], v[10:11], v[0:1] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[50:51], v[16:17], v[44:45], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[14:15], v[20:21], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[18:19], v[42:43], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[14:15], v[22:23], v[64:65] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v26, v3
	ds_read_b128 v[0:3], v33 offset:3584
	v_pk_fma_f32 v[64:65], v[18:19], v[44:45], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v66, v15
	ds_read_b128 v[12:15], v32 offset:3808
	v_pk_fma_f32 v[58:59], v[68:69], v[46:47], v[58:59] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v52, v53
	v_pk_fma_f32 v[4:5], v[26:27], v[4:5], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[8:9], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[16:17], v[42:43], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[16:17], v[44:45], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[16:17], v[42:43], v[28:29] op_sel:[1,0,0]
	v_mov_b32_e32 v70, v19
	v_pk_fma_f32 v[4:5], v[66:67], v[20:21], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[56:57], v[68:69], v[48:49], v[56:57] op_sel_hi:[0,1,1]
	ds_read_b128 v[16:19], v32 offset:4080
	ds_read_b128 v[46:49], v33 offset:3840
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[54:55], v[12:13], v[0:1], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61], v[12:13], v[2:3], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[28:29], v[12:13], v[0:1], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[12:13], v[2:3], v[50:51] op_sel:[1,0,0]
	v_mov_b32_e32 v12, v15
	v_pk_fma_f32 v[4:5], v[70:71], v[42:43], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[14:15], v[0:1], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[12:13], v[0:1], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[26:27], v[6:7], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[52:53], v[10:11], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[66:67], v[22:23], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[70:71], v[44:45], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[64:65], v[14:15], v[2:3], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[12:13], v[2:3], v[4:5] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[12:13], v[16:17], v[46:47], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[16:17], v[48:49], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[16:17], v[46:47], v[28:29] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[16:17], v[48:49], v[50:51] op_sel:[1,0,0]
	v_mov_b32_e32 v16, v19
	s_add_i32 s18, s18, 16
	v_pk_fma_f32 v[4:5], v[18:19], v[46:47], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[18:19], v[48:49], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[16:17], v[46:47], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[16:17], v[48:49], v[2:3] op_sel_hi:[0,1,1]
	s_cmp_ge_i32 s18, s14
	v_add_u32_e32 v24, s28, v24
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB5_30
.LBB5_6:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v26, s18, v34
	v_cmp_gt_i32_e64 s[8:9], s14, v26
	s_and_b64 s[10:11], s[22:23], s[8:9]
	v_lshlrev_b64 v[16:17], 2, v[26:27]
	s_xor_b64 s[24:25], s[10:11], -1
	v_add_co_u32_e64 v20, s[10:11], v35, v16
	v_addc_co_u32_e64 v21, s[10:11], v36, v17, s[10:11]
                                        ; implicit-def: $vgpr16_vgpr17_vgpr18_vgpr19
	s_and_saveexec_b64 s[10:11], s[24:25]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB5_16
; %bb.7:                                ;   in Loop: Header=BB5_6 Depth=1
	s_and_b64 s[24:25], vcc, s[8:9]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	s_cbranch_execz .LBB5_9
; %bb.8:                                ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v16, v[20:21], off
.LBB5_9:                                ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v17, 1, v26
	v_cmp_gt_i32_e64 s[8:9], s14, v17
	s_and_b64 s[24:25], vcc, s[8:9]
	v_mov_b32_e32 v17, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	s_cbranch_execz .LBB5_11
; %bb.10:                               ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v17, v[20:21], off offset:4
.LBB5_11:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v18, 2, v26
	v_cmp_gt_i32_e64 s[8:9], s14, v18
	s_and_b64 s[24:25], vcc, s[8:9]
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	s_cbranch_execz .LBB5_13
; %bb.12:                               ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v18, v[20:21], off offset:8
.LBB5_13:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v19, 3, v26
	v_cmp_gt_i32_e64 s[8:9], s14, v19
	s_and_b64 s[24:25], vcc, s[8:9]
	v_mov_b32_e32 v19, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	s_cbranch_execz .LBB5_15
; %bb.14:                               ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v19, v[20:21], off offset:12
.LBB5_15:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr20_vgpr21
.LBB5_16:                               ;   in Loop: Header=BB5_6 Depth=1
	s_andn2_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB5_18
; %bb.17:                               ;   in Loop: Header=BB5_6 Depth=1
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[16:19], v[20:21], off
.LBB5_18:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v20, s18, v37
	v_cmp_gt_i32_e64 s[8:9], s14, v20
	s_and_b64 s[10:11], s[20:21], s[8:9]
	v_ashrrev_i32_e32 v25, 31, v24
	s_and_b64 s[10:11], s[10:11], s[0:1]
	v_lshlrev_b64 v[20:21], 2, v[24:25]
	s_xor_b64 s[24:25], s[10:11], -1
	v_add_co_u32_e64 v28, s[10:11], v40, v20
	v_addc_co_u32_e64 v29, s[10:11], v41, v21, s[10:11]
                                        ; implicit-def: $vgpr20_vgpr21_vgpr22_vgpr23
	s_and_saveexec_b64 s[10:11], s[24:25]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB5_28
; %bb.19:                               ;   in Loop: Header=BB5_6 Depth=1
	s_and_b64 s[30:31], s[8:9], s[0:1]
	v_mov_b32_e32 v20, 0
	s_and_saveexec_b64 s[24:25], s[30:31]
	s_cbranch_execz .LBB5_21
; %bb.20:                               ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v20, v[28:29], off
.LBB5_21:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[30:31], s[8:9], s[2:3]
	v_mov_b32_e32 v21, 0
	s_and_saveexec_b64 s[24:25], s[30:31]
	s_cbranch_execz .LBB5_23
; %bb.22:                               ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v21, v[28:29], off offset:4
.LBB5_23:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[30:31], s[8:9], s[4:5]
	v_mov_b32_e32 v22, 0
	s_and_saveexec_b64 s[24:25], s[30:31]
	s_cbranch_execz .LBB5_25
; %bb.24:                               ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v22, v[28:29], off offset:8
.LBB5_25:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[24:25], s[8:9], s[6:7]
	v_mov_b32_e32 v23, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	s_cbranch_execz .LBB5_27
; %bb.26:                               ;   in Loop: Header=BB5_6 Depth=1
	global_load_dword v23, v[28:29], off offset:12
.LBB5_27:                               ;   in Loop: Header=BB5_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr28_vgpr29
.LBB5_28:                               ;   in Loop: Header=BB5_6 Depth=1
	s_andn2_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB5_5
; %bb.29:                               ;   in Loop: Header=BB5_6 Depth=1
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[20:23], v[28:29], off
	s_branch .LBB5_5
.LBB5_30:
	v_add_u32_e32 v16, s27, v31
	s_cmp_lg_u32 s26, 0
	v_or_b32_e32 v18, 3, v16
	s_cselect_b64 s[2:3], -1, 0
	v_cmp_gt_i32_e32 vcc, s13, v18
	v_cmp_le_i32_e64 s[0:1], s13, v18
	v_add_u32_e32 v18, s15, v30
	v_ashrrev_i32_e32 v17, 31, v16
	s_or_b64 s[2:3], s[2:3], s[0:1]
	v_cmp_gt_i32_e64 s[0:1], s12, v18
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_43
; %bb.31:
	v_mul_lo_u32 v18, v18, s13
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, s17
	v_add_co_u32_e64 v21, s[0:1], s16, v18
	v_addc_co_u32_e64 v20, s[0:1], v20, v19, s[0:1]
	v_lshlrev_b64 v[18:19], 2, v[16:17]
	v_add_co_u32_e64 v18, s[0:1], v21, v18
	v_addc_co_u32_e64 v19, s[0:1], v20, v19, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB5_41
; %bb.32:
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_34
; %bb.33:
	global_store_dword v[18:19], v12, off
.LBB5_34:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v12, 1, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v12
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_36
; %bb.35:
	global_store_dword v[18:19], v13, off offset:4
.LBB5_36:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v12, 2, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v12
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_38
; %bb.37:
	global_store_dword v[18:19], v14, off offset:8
.LBB5_38:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_40
; %bb.39:
	global_store_dword v[18:19], v15, off offset:12
.LBB5_40:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr18_vgpr19
.LBB5_41:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_43
; %bb.42:
	global_store_dwordx4 v[18:19], v[12:15], off
.LBB5_43:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v12, 1, v30
	v_add_u32_e32 v12, s15, v12
	v_cmp_gt_i32_e64 s[0:1], s12, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_56
; %bb.44:
	v_mul_lo_u32 v12, v12, s13
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, s17
	v_add_co_u32_e64 v15, s[0:1], s16, v12
	v_addc_co_u32_e64 v14, s[0:1], v14, v13, s[0:1]
	v_lshlrev_b64 v[12:13], 2, v[16:17]
	v_add_co_u32_e64 v12, s[0:1], v15, v12
	v_addc_co_u32_e64 v13, s[0:1], v14, v13, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB5_54
; %bb.45:
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_47
; %bb.46:
	global_store_dword v[12:13], v8, off
.LBB5_47:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v8, 1, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v8
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_49
; %bb.48:
	global_store_dword v[12:13], v9, off offset:4
.LBB5_49:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v8, 2, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v8
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_51
; %bb.50:
	global_store_dword v[12:13], v10, off offset:8
.LBB5_51:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_53
; %bb.52:
	global_store_dword v[12:13], v11, off offset:12
.LBB5_53:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $vgpr12_vgpr13
.LBB5_54:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_56
; %bb.55:
	global_store_dwordx4 v[12:13], v[8:11], off
.LBB5_56:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v8, 2, v30
	v_add_u32_e32 v8, s15, v8
	v_cmp_gt_i32_e64 s[0:1], s12, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_69
; %bb.57:
	v_mul_lo_u32 v8, v8, s13
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s17
	v_add_co_u32_e64 v11, s[0:1], s16, v8
	v_addc_co_u32_e64 v10, s[0:1], v10, v9, s[0:1]
	v_lshlrev_b64 v[8:9], 2, v[16:17]
	v_add_co_u32_e64 v8, s[0:1], v11, v8
	v_addc_co_u32_e64 v9, s[0:1], v10, v9, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB5_67
; %bb.58:
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_60
; %bb.59:
	global_store_dword v[8:9], v4, off
.LBB5_60:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v4, 1, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v4
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_62
; %bb.61:
	global_store_dword v[8:9], v5, off offset:4
.LBB5_62:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v4, 2, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v4
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB5_64
; %bb.63:
	global_store_dword v[8:9], v6, off offset:8
.LBB5_64:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_66
; %bb.65:
	global_store_dword v[8:9], v7, off offset:12
.LBB5_66:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr6_vgpr7
                                        ; implicit-def: $vgpr8_vgpr9
.LBB5_67:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB5_69
; %bb.68:
	global_store_dwordx4 v[8:9], v[4:7], off
.LBB5_69:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v4, 3, v30
	v_add_u32_e32 v4, s15, v4
	v_cmp_gt_i32_e64 s[0:1], s12, v4
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_82
; %bb.70:
	v_mul_lo_u32 v4, v4, s13
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s17
	v_add_co_u32_e64 v7, s[0:1], s16, v4
	v_addc_co_u32_e64 v6, s[0:1], v6, v5, s[0:1]
	v_lshlrev_b64 v[4:5], 2, v[16:17]
	v_add_co_u32_e64 v4, s[0:1], v7, v4
	v_addc_co_u32_e64 v5, s[0:1], v6, v5, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB5_80
; %bb.71:
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_73
; %bb.72:
	global_store_dword v[4:5], v0, off
.LBB5_73:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v0, 1, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_75
; %bb.74:
	global_store_dword v[4:5], v1, off offset:4
.LBB5_75:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v0, 2, v16
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB5_77
; %bb.76:
	global_store_dword v[4:5], v2, off offset:8
.LBB5_77:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_79
; %bb.78:
	global_store_dword v[4:5], v3, off offset:12
.LBB5_79:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr4_vgpr5
.LBB5_80:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB5_82
; %bb.81:
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB5_82:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_regblock2d
		.amdhsa_group_segment_fixed_size 8448
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 76
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
	.size	matmul_regblock2d, .Lfunc_end5-matmul_regblock2d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4080
; NumSgprs: 34
; NumVgprs: 74
; NumAgprs: 0
; TotalNumVgprs: 74
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8448 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 74
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_dbuf             ; -- Begin function matmul_dbuf
	.globl	matmul_dbuf
	.p2align	8
	.type	matmul_dbuf,@function
matmul_dbuf:                            ; @matmul_dbuf
; %bb.0:
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x18
	v_bfe_u32 v2, v0, 10, 10
	v_and_b32_e32 v3, 0x3ff, v0
	v_lshl_or_b32 v8, v2, 4, v3
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s15, s7, 6
	v_lshrrev_b32_e32 v157, 2, v8
	s_and_b32 s0, s14, 3
	v_or_b32_e32 v0, s15, v157
	s_cmp_eq_u32 s0, 0
	v_cmp_gt_i32_e64 s[0:1], s12, v0
	v_mul_lo_u32 v0, v0, s14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v9, 2, v8
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_cselect_b64 s[10:11], -1, 0
	v_and_b32_e32 v158, 12, v9
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e64 v159, s[2:3], s2, v0
	s_and_b64 s[18:19], s[10:11], s[0:1]
	v_cmp_gt_i32_e32 vcc, s14, v158
	v_addc_co_u32_e64 v160, s[2:3], v4, v1, s[2:3]
	v_lshlrev_b32_e32 v0, 2, v158
	s_and_b64 s[10:11], s[18:19], vcc
	v_add_co_u32_e64 v0, s[2:3], v159, v0
	s_xor_b64 s[10:11], s[10:11], -1
	v_addc_co_u32_e64 v1, s[2:3], 0, v160, s[2:3]
                                        ; implicit-def: $vgpr4_vgpr5_vgpr6_vgpr7
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB6_10
; %bb.1:
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB6_3
; %bb.2:
	global_load_dword v4, v[0:1], off
.LBB6_3:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v5, 1, v158
	v_cmp_gt_i32_e32 vcc, s14, v5
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB6_5
; %bb.4:
	global_load_dword v5, v[0:1], off offset:4
.LBB6_5:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v6, 2, v158
	v_cmp_gt_i32_e32 vcc, s14, v6
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB6_7
; %bb.6:
	global_load_dword v6, v[0:1], off offset:8
.LBB6_7:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v7, 3, v158
	v_cmp_gt_i32_e32 vcc, s14, v7
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB6_9
; %bb.8:
	global_load_dword v7, v[0:1], off offset:12
.LBB6_9:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr0_vgpr1
.LBB6_10:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB6_12
; %bb.11:
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[4:7], v[0:1], off
.LBB6_12:
	s_or_b64 exec, exec, s[2:3]
	s_and_b32 s2, s13, 3
	s_lshl_b32 s28, s6, 6
	s_cmp_eq_u32 s2, 0
	v_lshrrev_b32_e32 v161, 4, v8
	v_and_b32_e32 v162, 60, v9
	s_cselect_b64 s[20:21], -1, 0
	v_or_b32_e32 v24, s28, v162
	v_cmp_gt_i32_e32 vcc, s14, v161
	v_mul_lo_u32 v0, v161, s13
	s_and_b64 s[6:7], s[20:21], vcc
	v_cmp_gt_i32_e64 s[2:3], s13, v24
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_b64 s[6:7], s[6:7], s[2:3]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_xor_b64 s[10:11], s[6:7], -1
	v_mov_b32_e32 v8, s9
	v_add_co_u32_e64 v9, s[6:7], s8, v0
	v_ashrrev_i32_e32 v25, 31, v24
	v_addc_co_u32_e64 v8, s[6:7], v8, v1, s[6:7]
	v_lshlrev_b64 v[0:1], 2, v[24:25]
	v_add_co_u32_e64 v0, s[6:7], v9, v0
	v_addc_co_u32_e64 v1, s[6:7], v8, v1, s[6:7]
                                        ; implicit-def: $vgpr16_vgpr17_vgpr18_vgpr19
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_xor_b64 s[10:11], exec, s[6:7]
	s_cbranch_execz .LBB6_22
; %bb.13:
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB6_15
; %bb.14:
	global_load_dword v16, v[0:1], off
.LBB6_15:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v8, 1, v24
	v_cmp_gt_i32_e64 s[6:7], s13, v8
	s_and_b64 s[16:17], vcc, s[6:7]
	v_mov_b32_e32 v17, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB6_17
; %bb.16:
	global_load_dword v17, v[0:1], off offset:4
.LBB6_17:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v8, 2, v24
	v_cmp_gt_i32_e64 s[6:7], s13, v8
	s_and_b64 s[16:17], vcc, s[6:7]
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB6_19
; %bb.18:
	global_load_dword v18, v[0:1], off offset:8
.LBB6_19:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v8, 3, v24
	v_cmp_gt_i32_e64 s[6:7], s13, v8
	s_and_b64 s[16:17], vcc, s[6:7]
	v_mov_b32_e32 v19, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB6_21
; %bb.20:
	global_load_dword v19, v[0:1], off offset:12
.LBB6_21:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr0_vgpr1
.LBB6_22:
	s_andn2_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB6_24
; %bb.23:
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[16:19], v[0:1], off
.LBB6_24:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx2 s[16:17], s[4:5], 0x20
	v_lshlrev_b32_e32 v0, 2, v157
	s_movk_i32 s4, 0x110
	v_mad_u32_u24 v0, v158, s4, v0
	s_waitcnt vmcnt(0)
	ds_write2_b32 v0, v4, v5 offset1:68
	ds_write2_b32 v0, v6, v7 offset0:136 offset1:204
	v_lshlrev_b32_e32 v0, 2, v162
	s_mov_b32 s22, 0
	v_lshl_or_b32 v0, v161, 8, v0
	s_mov_b32 s23, s22
	ds_write_b128 v0, v[16:19] offset:8704
	s_cmp_lt_i32 s14, 1
	v_lshlrev_b32_e32 v156, 2, v2
	v_lshlrev_b32_e32 v163, 2, v3
	v_pk_mov_b32 v[22:23], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[20:21], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[0:1], s[22:23], s[22:23] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB6_56
; %bb.25:
	s_add_i32 s4, s14, 15
	s_ashr_i32 s5, s4, 31
	s_lshr_b32 s5, s5, 28
	v_lshlrev_b64 v[0:1], 2, v[24:25]
	s_add_i32 s4, s4, s5
	v_add_co_u32_e32 v164, vcc, s8, v0
	v_or_b32_e32 v0, 1, v24
	s_ashr_i32 s29, s4, 4
	v_cmp_gt_i32_e64 s[4:5], s13, v0
	v_or_b32_e32 v0, 2, v24
	v_cmp_gt_i32_e64 s[6:7], s13, v0
	v_or_b32_e32 v0, 3, v24
	v_mov_b32_e32 v2, s9
	v_cmp_gt_i32_e64 s[8:9], s13, v0
	v_add_u32_e32 v0, 16, v161
	s_max_i32 s30, s29, 1
	v_addc_co_u32_e32 v165, vcc, v2, v1, vcc
	s_mov_b32 s31, 16
	v_mul_lo_u32 v152, s13, v0
	s_lshl_b32 s33, s13, 4
	v_pk_mov_b32 v[2:3], s[22:23], s[22:23] op_sel:[0,1]
	v_mov_b32_e32 v155, 0
	v_pk_mov_b32 v[0:1], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[10:11], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[8:9], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[14:15], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[12:13], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[22:23], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[20:21], s[22:23], s[22:23] op_sel:[0,1]
.LBB6_26:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s23, s22, 1
	s_cmp_lt_i32 s23, s29
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_ge_i32 s23, s29
	s_cbranch_scc1 .LBB6_52
; %bb.27:                               ;   in Loop: Header=BB6_26 Depth=1
	v_or_b32_e32 v154, s31, v158
	v_cmp_gt_i32_e32 vcc, s14, v154
	s_and_b64 s[10:11], s[18:19], vcc
	v_lshlrev_b64 v[4:5], 2, v[154:155]
	s_xor_b64 s[26:27], s[10:11], -1
	v_add_co_u32_e64 v16, s[10:11], v159, v4
	v_addc_co_u32_e64 v17, s[10:11], v160, v5, s[10:11]
                                        ; implicit-def: $vgpr4_vgpr5_vgpr6_vgpr7
	s_and_saveexec_b64 s[10:11], s[26:27]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB6_37
; %bb.28:                               ;   in Loop: Header=BB6_26 Depth=1
	s_and_b64 s[34:35], s[0:1], vcc
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_30
; %bb.29:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v4, v[16:17], off
.LBB6_30:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
	v_or_b32_e32 v5, 1, v154
	v_cmp_gt_i32_e32 vcc, s14, v5
	s_and_b64 s[34:35], s[0:1], vcc
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_32
; %bb.31:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v5, v[16:17], off offset:4
.LBB6_32:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
	v_or_b32_e32 v6, 2, v154
	v_cmp_gt_i32_e32 vcc, s14, v6
	s_and_b64 s[34:35], s[0:1], vcc
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_34
; %bb.33:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v6, v[16:17], off offset:8
.LBB6_34:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
	v_or_b32_e32 v7, 3, v154
	v_cmp_gt_i32_e32 vcc, s14, v7
	s_and_b64 s[34:35], s[0:1], vcc
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_36
; %bb.35:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v7, v[16:17], off offset:12
.LBB6_36:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
                                        ; implicit-def: $vgpr16_vgpr17
.LBB6_37:                               ;   in Loop: Header=BB6_26 Depth=1
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB6_39
; %bb.38:                               ;   in Loop: Header=BB6_26 Depth=1
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[4:7], v[16:17], off
.LBB6_39:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v16, s31, v161
	v_cmp_gt_i32_e32 vcc, s14, v16
	s_and_b64 s[10:11], s[20:21], vcc
	v_ashrrev_i32_e32 v153, 31, v152
	s_and_b64 s[10:11], s[10:11], s[2:3]
	v_lshlrev_b64 v[16:17], 2, v[152:153]
	s_xor_b64 s[26:27], s[10:11], -1
	v_add_co_u32_e64 v24, s[10:11], v164, v16
	v_addc_co_u32_e64 v25, s[10:11], v165, v17, s[10:11]
                                        ; implicit-def: $vgpr16_vgpr17_vgpr18_vgpr19
	s_and_saveexec_b64 s[10:11], s[26:27]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB6_49
; %bb.40:                               ;   in Loop: Header=BB6_26 Depth=1
	s_and_b64 s[34:35], vcc, s[2:3]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_42
; %bb.41:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v16, v[24:25], off
.LBB6_42:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[34:35], vcc, s[4:5]
	v_mov_b32_e32 v17, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_44
; %bb.43:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v17, v[24:25], off offset:4
.LBB6_44:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[34:35], vcc, s[6:7]
	v_mov_b32_e32 v18, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_46
; %bb.45:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v18, v[24:25], off offset:8
.LBB6_46:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[34:35], vcc, s[8:9]
	v_mov_b32_e32 v19, 0
	s_and_saveexec_b64 s[26:27], s[34:35]
	s_cbranch_execz .LBB6_48
; %bb.47:                               ;   in Loop: Header=BB6_26 Depth=1
	global_load_dword v19, v[24:25], off offset:12
.LBB6_48:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[26:27]
                                        ; implicit-def: $vgpr24_vgpr25
.LBB6_49:                               ;   in Loop: Header=BB6_26 Depth=1
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB6_51
; %bb.50:                               ;   in Loop: Header=BB6_26 Depth=1
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[16:19], v[24:25], off
.LBB6_51:                               ;   in Loop: Header=BB6_26 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB6_52:                               ;   in Loop: Header=BB6_26 Depth=1
	s_and_b32 s10, s22, 1
	s_mul_i32 s11, s10, 0x1100
	v_lshlrev_b32_e32 v24, 2, v163
	v_lshl_add_u32 v28, s10, 12, v24
	v_lshl_add_u32 v24, v156, 2, s11
	ds_read_b128 v[104:107], v24
	ds_read_b128 v[108:111], v24 offset:272
	ds_read_b128 v[112:115], v24 offset:544
	ds_read_b128 v[116:119], v24 offset:816
	ds_read_b128 v[120:123], v24 offset:1088
	ds_read_b128 v[124:127], v24 offset:1360
	ds_read_b128 v[32:35], v24 offset:1632
	ds_read_b128 v[36:39], v24 offset:1904
	ds_read_b128 v[40:43], v24 offset:2176
	ds_read_b128 v[44:47], v24 offset:2448
	ds_read_b128 v[48:51], v24 offset:2720
	ds_read_b128 v[52:55], v24 offset:2992
	ds_read_b128 v[100:103], v24 offset:3264
	ds_read_b128 v[92:95], v24 offset:3536
	ds_read_b128 v[76:79], v24 offset:3808
	ds_read_b128 v[24:27], v24 offset:4080
	ds_read_b128 v[148:151], v28 offset:8704
	ds_read_b128 v[144:147], v28 offset:8960
	ds_read_b128 v[140:143], v28 offset:9216
	ds_read_b128 v[136:139], v28 offset:9472
	ds_read_b128 v[132:135], v28 offset:9728
	ds_read_b128 v[128:131], v28 offset:9984
	ds_read_b128 v[96:99], v28 offset:10240
	ds_read_b128 v[88:91], v28 offset:10496
	ds_read_b128 v[84:87], v28 offset:10752
	ds_read_b128 v[80:83], v28 offset:11008
	ds_read_b128 v[72:75], v28 offset:11264
	ds_read_b128 v[68:71], v28 offset:11520
	ds_read_b128 v[64:67], v28 offset:11776
	ds_read_b128 v[60:63], v28 offset:12032
	ds_read_b128 v[56:59], v28 offset:12288
	ds_read_b128 v[28:31], v28 offset:12544
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB6_54
; %bb.53:                               ;   in Loop: Header=BB6_26 Depth=1
	s_xor_b32 s10, s10, 1
	s_mul_i32 s11, s10, 0x1100
	v_lshlrev_b32_e32 v153, 2, v157
	v_mul_u32_u24_e32 v154, 0x110, v158
	v_add3_u32 v153, s11, v154, v153
	s_lshl_b32 s10, s10, 12
	s_waitcnt vmcnt(0)
	ds_write2_b32 v153, v4, v5 offset1:68
	ds_write2_b32 v153, v6, v7 offset0:136 offset1:204
	v_lshl_add_u32 v153, v161, 8, s10
	v_lshl_or_b32 v153, v162, 2, v153
	ds_write_b128 v153, v[16:19] offset:8704
.LBB6_54:                               ;   in Loop: Header=BB6_26 Depth=1
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[20:21], v[104:105], v[148:149], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[104:105], v[150:151], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[104:105], v[148:149], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[104:105], v[150:151], v[14:15] op_sel:[1,0,0]
	v_mov_b32_e32 v104, v107
	v_pk_fma_f32 v[20:21], v[108:109], v[144:145], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[108:109], v[146:147], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[108:109], v[144:145], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[108:109], v[146:147], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[106:107], v[148:149], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[106:107], v[150:151], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[104:105], v[148:149], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v106, v111
	v_pk_fma_f32 v[2:3], v[104:105], v[150:151], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(13)
	v_pk_fma_f32 v[20:21], v[112:113], v[140:141], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[112:113], v[142:143], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[112:113], v[140:141], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[112:113], v[142:143], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[110:111], v[144:145], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[110:111], v[146:147], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[106:107], v[144:145], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v108, v115
	v_pk_fma_f32 v[2:3], v[106:107], v[146:147], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(12)
	v_pk_fma_f32 v[20:21], v[116:117], v[136:137], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[116:117], v[138:139], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[116:117], v[136:137], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[116:117], v[138:139], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[114:115], v[140:141], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[114:115], v[142:143], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[108:109], v[140:141], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v110, v119
	v_pk_fma_f32 v[2:3], v[108:109], v[142:143], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(11)
	v_pk_fma_f32 v[20:21], v[120:121], v[132:133], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[120:121], v[134:135], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[120:121], v[132:133], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[120:121], v[134:135], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[118:119], v[136:137], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[118:119], v[138:139], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[110:111], v[136:137], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v112, v123
	v_pk_fma_f32 v[2:3], v[110:111], v[138:139], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(10)
	v_pk_fma_f32 v[20:21], v[124:125], v[128:129], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[124:125], v[130:131], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[124:125], v[128:129], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[124:125], v[130:131], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[122:123], v[132:133], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[122:123], v[134:135], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[112:113], v[132:133], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v114, v127
	v_pk_fma_f32 v[2:3], v[112:113], v[134:135], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[126:127], v[128:129], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[126:127], v[130:131], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[114:115], v[128:129], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[114:115], v[130:131], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(9)
	v_pk_fma_f32 v[20:21], v[32:33], v[96:97], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[32:33], v[98:99], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[32:33], v[96:97], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[32:33], v[98:99], v[14:15] op_sel:[1,0,0]
	v_mov_b32_e32 v32, v35
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[20:21], v[36:37], v[88:89], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[36:37], v[90:91], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[36:37], v[88:89], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[36:37], v[90:91], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[34:35], v[96:97], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[34:35], v[98:99], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[32:33], v[96:97], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v34, v39
	v_pk_fma_f32 v[2:3], v[32:33], v[98:99], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[20:21], v[40:41], v[84:85], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[40:41], v[86:87], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[40:41], v[84:85], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[40:41], v[86:87], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[38:39], v[88:89], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[38:39], v[90:91], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[34:35], v[88:89], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v36, v43
	v_pk_fma_f32 v[2:3], v[34:35], v[90:91], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[20:21], v[44:45], v[80:81], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[44:45], v[82:83], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[44:45], v[80:81], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[44:45], v[82:83], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[42:43], v[84:85], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[42:43], v[86:87], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[36:37], v[84:85], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v38, v47
	v_pk_fma_f32 v[2:3], v[36:37], v[86:87], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[20:21], v[48:49], v[72:73], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[48:49], v[74:75], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[48:49], v[72:73], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[48:49], v[74:75], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[46:47], v[80:81], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[46:47], v[82:83], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[38:39], v[80:81], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v40, v51
	v_pk_fma_f32 v[2:3], v[38:39], v[82:83], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[20:21], v[52:53], v[68:69], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[52:53], v[70:71], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[52:53], v[68:69], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[52:53], v[70:71], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[50:51], v[72:73], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[50:51], v[74:75], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[40:41], v[72:73], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v42, v55
	v_pk_fma_f32 v[2:3], v[40:41], v[74:75], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[20:21], v[100:101], v[64:65], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[100:101], v[66:67], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[100:101], v[64:65], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[100:101], v[66:67], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[54:55], v[68:69], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[54:55], v[70:71], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[42:43], v[68:69], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v44, v103
	v_pk_fma_f32 v[2:3], v[42:43], v[70:71], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[20:21], v[92:93], v[60:61], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[92:93], v[62:63], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[92:93], v[60:61], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[92:93], v[62:63], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[102:103], v[64:65], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[102:103], v[66:67], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[44:45], v[64:65], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v46, v95
	v_pk_fma_f32 v[2:3], v[44:45], v[66:67], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[20:21], v[76:77], v[56:57], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[76:77], v[58:59], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[76:77], v[56:57], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[76:77], v[58:59], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[94:95], v[60:61], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[94:95], v[62:63], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[46:47], v[60:61], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v48, v79
	v_pk_fma_f32 v[2:3], v[46:47], v[62:63], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[78:79], v[56:57], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[78:79], v[58:59], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[48:49], v[56:57], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[48:49], v[58:59], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[20:21], v[24:25], v[28:29], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[24:25], v[30:31], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[24:25], v[28:29], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[24:25], v[30:31], v[14:15] op_sel:[1,0,0]
	v_mov_b32_e32 v24, v27
	s_add_i32 s31, s31, 16
	v_pk_fma_f32 v[8:9], v[26:27], v[28:29], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[26:27], v[30:31], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[24:25], v[28:29], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[24:25], v[30:31], v[2:3] op_sel_hi:[0,1,1]
	s_cmp_eq_u32 s30, s23
	v_add_u32_e32 v152, s33, v152
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB6_56
; %bb.55:                               ;   in Loop: Header=BB6_26 Depth=1
	s_mov_b32 s22, s23
	s_branch .LBB6_26
.LBB6_56:
	v_add_u32_e32 v4, s28, v163
	v_or_b32_e32 v6, 3, v4
	v_cmp_gt_i32_e32 vcc, s13, v6
	s_and_b64 s[0:1], s[20:21], vcc
	v_add_u32_e32 v6, s15, v156
	v_ashrrev_i32_e32 v5, 31, v4
	s_xor_b64 s[2:3], s[0:1], -1
	v_cmp_gt_i32_e64 s[0:1], s12, v6
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB6_69
; %bb.57:
	v_mul_lo_u32 v6, v6, s13
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v16, s17
	v_add_co_u32_e64 v17, s[0:1], s16, v6
	v_addc_co_u32_e64 v16, s[0:1], v16, v7, s[0:1]
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32_e64 v6, s[0:1], v17, v6
	v_addc_co_u32_e64 v7, s[0:1], v16, v7, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB6_67
; %bb.58:
	v_cmp_gt_i32_e64 s[0:1], s13, v4
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_60
; %bb.59:
	global_store_dword v[6:7], v20, off
.LBB6_60:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v16, 1, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_62
; %bb.61:
	global_store_dword v[6:7], v21, off offset:4
.LBB6_62:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v16, 2, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v16
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_64
; %bb.63:
	global_store_dword v[6:7], v22, off offset:8
.LBB6_64:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_66
; %bb.65:
	global_store_dword v[6:7], v23, off offset:12
.LBB6_66:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr22_vgpr23
                                        ; implicit-def: $vgpr6_vgpr7
.LBB6_67:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB6_69
; %bb.68:
	global_store_dwordx4 v[6:7], v[20:23], off
.LBB6_69:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 1, v156
	v_add_u32_e32 v6, s15, v6
	v_cmp_gt_i32_e64 s[0:1], s12, v6
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB6_82
; %bb.70:
	v_mul_lo_u32 v6, v6, s13
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v16, s17
	v_add_co_u32_e64 v17, s[0:1], s16, v6
	v_addc_co_u32_e64 v16, s[0:1], v16, v7, s[0:1]
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32_e64 v6, s[0:1], v17, v6
	v_addc_co_u32_e64 v7, s[0:1], v16, v7, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB6_80
; %bb.71:
	v_cmp_gt_i32_e64 s[0:1], s13, v4
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_73
; %bb.72:
	global_store_dword v[6:7], v12, off
.LBB6_73:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v12, 1, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v12
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_75
; %bb.74:
	global_store_dword v[6:7], v13, off offset:4
.LBB6_75:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v12, 2, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v12
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_77
; %bb.76:
	global_store_dword v[6:7], v14, off offset:8
.LBB6_77:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_79
; %bb.78:
	global_store_dword v[6:7], v15, off offset:12
.LBB6_79:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr6_vgpr7
.LBB6_80:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB6_82
; %bb.81:
	global_store_dwordx4 v[6:7], v[12:15], off
.LBB6_82:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 2, v156
	v_add_u32_e32 v6, s15, v6
	v_cmp_gt_i32_e64 s[0:1], s12, v6
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB6_95
; %bb.83:
	v_mul_lo_u32 v6, v6, s13
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v12, s17
	v_add_co_u32_e64 v13, s[0:1], s16, v6
	v_addc_co_u32_e64 v12, s[0:1], v12, v7, s[0:1]
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32_e64 v6, s[0:1], v13, v6
	v_addc_co_u32_e64 v7, s[0:1], v12, v7, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB6_93
; %bb.84:
	v_cmp_gt_i32_e64 s[0:1], s13, v4
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_86
; %bb.85:
	global_store_dword v[6:7], v8, off
.LBB6_86:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v8, 1, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v8
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_88
; %bb.87:
	global_store_dword v[6:7], v9, off offset:4
.LBB6_88:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v8, 2, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v8
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB6_90
; %bb.89:
	global_store_dword v[6:7], v10, off offset:8
.LBB6_90:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_92
; %bb.91:
	global_store_dword v[6:7], v11, off offset:12
.LBB6_92:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $vgpr6_vgpr7
.LBB6_93:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB6_95
; %bb.94:
	global_store_dwordx4 v[6:7], v[8:11], off
.LBB6_95:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 3, v156
	v_add_u32_e32 v6, s15, v6
	v_cmp_gt_i32_e64 s[0:1], s12, v6
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB6_108
; %bb.96:
	v_mul_lo_u32 v6, v6, s13
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s17
	v_add_co_u32_e64 v9, s[0:1], s16, v6
	v_addc_co_u32_e64 v8, s[0:1], v8, v7, s[0:1]
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32_e64 v6, s[0:1], v9, v6
	v_addc_co_u32_e64 v7, s[0:1], v8, v7, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB6_106
; %bb.97:
	v_cmp_gt_i32_e64 s[0:1], s13, v4
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB6_99
; %bb.98:
	global_store_dword v[6:7], v0, off
.LBB6_99:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v0, 1, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB6_101
; %bb.100:
	global_store_dword v[6:7], v1, off offset:4
.LBB6_101:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v0, 2, v4
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB6_103
; %bb.102:
	global_store_dword v[6:7], v2, off offset:8
.LBB6_103:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_105
; %bb.104:
	global_store_dword v[6:7], v3, off offset:12
.LBB6_105:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr6_vgpr7
.LBB6_106:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB6_108
; %bb.107:
	global_store_dwordx4 v[6:7], v[0:3], off
.LBB6_108:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_dbuf
		.amdhsa_group_segment_fixed_size 16896
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 166
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 168
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
.Lfunc_end6:
	.size	matmul_dbuf, .Lfunc_end6-matmul_dbuf
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4608
; NumSgprs: 38
; NumVgprs: 166
; NumAgprs: 0
; TotalNumVgprs: 166
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16896 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 166
; AccumOffset: 168
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 41
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	matmul_warptile         ; -- Begin function matmul_warptile
	.globl	matmul_warptile
	.p2align	8
	.type	matmul_warptile,@function
matmul_warptile:                        ; @matmul_warptile
; %bb.0:
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x18
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_or_b32 v12, v0, 4, v1
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s15, s7, 6
	v_lshrrev_b32_e32 v14, 2, v12
	s_and_b32 s0, s14, 3
	v_or_b32_e32 v0, s15, v14
	s_cmp_eq_u32 s0, 0
	v_cmp_gt_i32_e64 s[0:1], s12, v0
	v_mul_lo_u32 v0, v0, s14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v6, 2, v12
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_cselect_b64 s[10:11], -1, 0
	v_and_b32_e32 v15, 12, v6
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e64 v16, s[2:3], s2, v0
	s_and_b64 s[20:21], s[10:11], s[0:1]
	v_cmp_gt_i32_e32 vcc, s14, v15
	v_addc_co_u32_e64 v17, s[2:3], v2, v1, s[2:3]
	v_lshlrev_b32_e32 v0, 2, v15
	s_and_b64 s[10:11], s[20:21], vcc
	v_add_co_u32_e64 v4, s[2:3], v16, v0
	s_xor_b64 s[10:11], s[10:11], -1
	v_addc_co_u32_e64 v5, s[2:3], 0, v17, s[2:3]
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB7_10
; %bb.1:
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB7_3
; %bb.2:
	global_load_dword v0, v[4:5], off
.LBB7_3:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v1, 1, v15
	v_cmp_gt_i32_e32 vcc, s14, v1
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB7_5
; %bb.4:
	global_load_dword v1, v[4:5], off offset:4
.LBB7_5:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v2, 2, v15
	v_cmp_gt_i32_e32 vcc, s14, v2
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB7_7
; %bb.6:
	global_load_dword v2, v[4:5], off offset:8
.LBB7_7:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v3, 3, v15
	v_cmp_gt_i32_e32 vcc, s14, v3
	s_and_b64 s[16:17], s[0:1], vcc
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[10:11], s[16:17]
	s_cbranch_execz .LBB7_9
; %bb.8:
	global_load_dword v3, v[4:5], off offset:12
.LBB7_9:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr4_vgpr5
.LBB7_10:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB7_12
; %bb.11:
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[0:3], v[4:5], off
.LBB7_12:
	s_or_b64 exec, exec, s[2:3]
	s_and_b32 s2, s13, 3
	s_lshl_b32 s28, s6, 6
	s_cmp_eq_u32 s2, 0
	v_lshrrev_b32_e32 v18, 4, v12
	v_and_b32_e32 v19, 60, v6
	s_cselect_b64 s[18:19], -1, 0
	v_or_b32_e32 v8, s28, v19
	v_cmp_gt_i32_e32 vcc, s14, v18
	v_mul_lo_u32 v4, v18, s13
	s_and_b64 s[6:7], s[18:19], vcc
	v_cmp_gt_i32_e64 s[2:3], s13, v8
	v_ashrrev_i32_e32 v5, 31, v4
	s_and_b64 s[6:7], s[6:7], s[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_xor_b64 s[10:11], s[6:7], -1
	v_mov_b32_e32 v6, s9
	v_add_co_u32_e64 v7, s[6:7], s8, v4
	v_ashrrev_i32_e32 v9, 31, v8
	v_addc_co_u32_e64 v6, s[6:7], v6, v5, s[6:7]
	v_lshlrev_b64 v[4:5], 2, v[8:9]
	v_add_co_u32_e64 v10, s[6:7], v7, v4
	v_addc_co_u32_e64 v11, s[6:7], v6, v5, s[6:7]
                                        ; implicit-def: $vgpr4_vgpr5_vgpr6_vgpr7
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_xor_b64 s[10:11], exec, s[6:7]
	s_cbranch_execz .LBB7_22
; %bb.13:
	s_and_b64 s[16:17], vcc, s[2:3]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB7_15
; %bb.14:
	global_load_dword v4, v[10:11], off
.LBB7_15:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v5, 1, v8
	v_cmp_gt_i32_e64 s[6:7], s13, v5
	s_and_b64 s[16:17], vcc, s[6:7]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB7_17
; %bb.16:
	global_load_dword v5, v[10:11], off offset:4
.LBB7_17:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v6, 2, v8
	v_cmp_gt_i32_e64 s[6:7], s13, v6
	s_and_b64 s[16:17], vcc, s[6:7]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB7_19
; %bb.18:
	global_load_dword v6, v[10:11], off offset:8
.LBB7_19:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v7, 3, v8
	v_cmp_gt_i32_e64 s[6:7], s13, v7
	s_and_b64 s[16:17], vcc, s[6:7]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[6:7], s[16:17]
	s_cbranch_execz .LBB7_21
; %bb.20:
	global_load_dword v7, v[10:11], off offset:12
.LBB7_21:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr10_vgpr11
.LBB7_22:
	s_andn2_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB7_24
; %bb.23:
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[4:7], v[10:11], off
.LBB7_24:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v20, 2, v14
	s_movk_i32 s6, 0x110
	v_mad_u32_u24 v20, v15, s6, v20
	s_waitcnt vmcnt(0)
	ds_write2_b32 v20, v0, v1 offset1:68
	ds_write2_b32 v20, v2, v3 offset0:136 offset1:204
	v_lshlrev_b32_e32 v0, 2, v19
	v_bfe_u32 v10, v12, 3, 2
	v_lshrrev_b32_e32 v13, 6, v12
	v_and_b32_e32 v11, 7, v12
	v_bfe_u32 v12, v12, 5, 1
	v_lshl_or_b32 v0, v18, 8, v0
	s_cmp_gt_i32 s14, 16
	ds_write_b128 v0, v[4:7] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB7_26
; %bb.25:
	v_lshlrev_b32_e32 v0, 4, v13
	v_lshl_or_b32 v148, v10, 2, v0
	v_lshlrev_b32_e32 v0, 2, v11
	v_lshl_or_b32 v60, v12, 5, v0
	s_mov_b64 s[6:7], 0
	s_branch .LBB7_27
.LBB7_26:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr148
                                        ; implicit-def: $vgpr60
.LBB7_27:
	s_load_dwordx2 s[16:17], s[4:5], 0x20
	s_mov_b32 s22, 0
	s_mov_b32 s23, s22
	s_andn2_b64 vcc, exec, s[6:7]
	v_pk_mov_b32 v[110:111], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[108:109], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[122:123], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[120:121], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[118:119], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[116:117], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[114:115], s[22:23], s[22:23] op_sel:[0,1]
	v_pk_mov_b32 v[112:113], s[22:23], s[22:23] op_sel:[0,1]
	s_cbranch_vccnz .LBB7_54
; %bb.28:
	v_lshlrev_b32_e32 v0, 4, v13
	v_lshl_or_b32 v148, v10, 2, v0
	v_lshlrev_b32_e32 v0, 2, v11
	v_lshl_or_b32 v60, v12, 5, v0
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v20, vcc, s8, v0
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	v_or_b32_e32 v0, 1, v8
	s_add_i32 s4, s14, 15
	v_cmp_gt_i32_e32 vcc, s13, v0
	v_or_b32_e32 v0, 2, v8
	s_lshr_b32 s10, s4, 4
	v_cmp_gt_i32_e64 s[4:5], s13, v0
	v_or_b32_e32 v0, 3, v8
	s_mov_b32 s24, 0
	v_cmp_gt_i32_e64 s[6:7], s13, v0
	v_add_u32_e32 v0, 16, v18
	s_mov_b32 s25, s24
	s_add_i32 s22, s10, -1
	s_mov_b32 s23, 16
	v_mul_lo_u32 v8, s13, v0
	s_lshl_b32 s29, s13, 4
	v_pk_mov_b32 v[112:113], s[24:25], s[24:25] op_sel:[0,1]
	v_mov_b32_e32 v11, 0
	v_pk_mov_b32 v[114:115], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[116:117], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[118:119], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[120:121], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[122:123], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[108:109], s[24:25], s[24:25] op_sel:[0,1]
	v_pk_mov_b32 v[110:111], s[24:25], s[24:25] op_sel:[0,1]
	s_branch .LBB7_30
.LBB7_29:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_b32 s8, s24, 1
	s_mul_i32 s9, s8, 0x1100
	v_lshlrev_b32_e32 v9, 2, v60
	v_lshl_add_u32 v61, v148, 2, s9
	v_lshl_or_b32 v9, s8, 12, v9
	ds_read_b128 v[22:25], v61
	ds_read_b128 v[26:29], v61 offset:272
	ds_read_b128 v[30:33], v9 offset:8704
	ds_read_b128 v[34:37], v9 offset:8960
	ds_read_b128 v[38:41], v61 offset:544
	ds_read_b128 v[42:45], v61 offset:816
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, v25
	v_mov_b32_e32 v46, v33
	v_mov_b32_e32 v47, v32
	v_pk_fma_f32 v[12:13], v[22:23], v[30:31], v[110:111] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[22:23], v[46:47], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[22:23], v[30:31], v[122:123] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[46:47], v[120:121] op_sel:[1,0,0]
	v_pk_fma_f32 v[52:53], v[24:25], v[46:47], v[116:117] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v54, v37
	v_mov_b32_e32 v55, v36
	v_pk_fma_f32 v[12:13], v[26:27], v[34:35], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[24:25], v[30:31], v[118:119] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[26:27], v[54:55], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[26:27], v[34:35], v[48:49] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[26:27], v[54:55], v[22:23] op_sel:[1,0,0]
	v_pk_fma_f32 v[26:27], v[10:11], v[30:31], v[114:115] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	ds_read_b128 v[22:25], v9 offset:9216
	v_pk_fma_f32 v[30:31], v[28:29], v[54:55], v[52:53] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v52, v29
	v_pk_fma_f32 v[50:51], v[28:29], v[34:35], v[50:51] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[52:53], v[34:35], v[26:27] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	ds_read_b128 v[26:29], v9 offset:9472
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v56, v25
	v_mov_b32_e32 v57, v24
	v_pk_fma_f32 v[12:13], v[38:39], v[22:23], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[38:39], v[56:57], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[38:39], v[22:23], v[36:37] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[56:57], v[48:49] op_sel:[1,0,0]
	v_pk_fma_f32 v[48:49], v[40:41], v[22:23], v[50:51] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[30:31], v[40:41], v[56:57], v[30:31] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v40, v41
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v50, v29
	v_mov_b32_e32 v51, v28
	v_pk_fma_f32 v[34:35], v[40:41], v[22:23], v[34:35] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	ds_read_b128 v[22:25], v9 offset:9728
	v_pk_fma_f32 v[64:65], v[44:45], v[50:51], v[30:31] op_sel_hi:[0,1,1]
	ds_read_b128 v[28:31], v61 offset:1088
	v_pk_fma_f32 v[48:49], v[44:45], v[26:27], v[48:49] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_mov_b32_e32 v44, v45
	v_pk_fma_f32 v[12:13], v[42:43], v[26:27], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[42:43], v[26:27], v[36:37] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[44:45], v[26:27], v[34:35] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v66, v25
	v_mov_b32_e32 v67, v24
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v24, v31
	v_pk_fma_f32 v[12:13], v[28:29], v[22:23], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[28:29], v[22:23], v[62:63] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[30:31], v[22:23], v[48:49] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[30:31], v[66:67], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[24:25], v[22:23], v[26:27] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], v[10:11], v[46:47], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[52:53], v[54:55], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[42:43], v[50:51], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[50:51], v[38:39] op_sel:[1,0,0]
	ds_read_b128 v[32:35], v61 offset:1360
	ds_read_b128 v[36:39], v9 offset:9984
	v_pk_fma_f32 v[22:23], v[40:41], v[56:57], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[44:45], v[50:51], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[28:29], v[66:67], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[28:29], v[66:67], v[42:43] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[24:25], v[66:67], v[22:23] op_sel_hi:[0,1,1]
	ds_read_b128 v[22:25], v61 offset:1632
	ds_read_b128 v[26:29], v61 offset:1904
	ds_read_b128 v[40:43], v9 offset:10240
	ds_read_b128 v[44:47], v9 offset:10496
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v52, v39
	v_mov_b32_e32 v53, v38
	v_pk_fma_f32 v[12:13], v[32:33], v[36:37], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[32:33], v[52:53], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[32:33], v[36:37], v[62:63] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[32:33], v[52:53], v[68:69] op_sel:[1,0,0]
	v_mov_b32_e32 v10, v35
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v62, v43
	v_mov_b32_e32 v63, v42
	v_pk_fma_f32 v[48:49], v[34:35], v[36:37], v[48:49] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[34:35], v[52:53], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[10:11], v[36:37], v[30:31] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[40:41], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[22:23], v[62:63], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[22:23], v[40:41], v[54:55] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[62:63], v[56:57] op_sel:[1,0,0]
	v_mov_b32_e32 v54, v25
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v56, v47
	v_mov_b32_e32 v57, v46
	ds_read_b128 v[30:33], v9 offset:10752
	v_pk_fma_f32 v[12:13], v[26:27], v[44:45], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[24:25], v[40:41], v[48:49] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[24:25], v[62:63], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[26:27], v[56:57], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[26:27], v[44:45], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[26:27], v[56:57], v[22:23] op_sel:[1,0,0]
	ds_read_b128 v[22:25], v61 offset:2176
	v_pk_fma_f32 v[26:27], v[54:55], v[40:41], v[34:35] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_mov_b32_e32 v40, v29
	v_pk_fma_f32 v[42:43], v[28:29], v[44:45], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[28:29], v[56:57], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[40:41], v[44:45], v[26:27] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	ds_read_b128 v[26:29], v61 offset:2448
	ds_read_b128 v[34:37], v9 offset:11008
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v64, v33
	v_mov_b32_e32 v65, v32
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[12:13], v[22:23], v[30:31], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[22:23], v[64:65], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[22:23], v[30:31], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[64:65], v[58:59] op_sel:[1,0,0]
	v_pk_fma_f32 v[46:47], v[24:25], v[64:65], v[48:49] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v48, v25
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v58, v37
	v_mov_b32_e32 v59, v36
	v_pk_fma_f32 v[42:43], v[24:25], v[30:31], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[48:49], v[30:31], v[44:45] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[26:27], v[58:59], v[32:33] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69], v[26:27], v[58:59], v[22:23] op_sel:[1,0,0]
	ds_read_b128 v[22:25], v9 offset:11264
	ds_read_b128 v[30:33], v61 offset:2720
	v_mov_b32_e32 v70, v29
	v_pk_fma_f32 v[12:13], v[26:27], v[34:35], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[26:27], v[34:35], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[28:29], v[34:35], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[28:29], v[58:59], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[70:71], v[34:35], v[44:45] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	ds_read_b128 v[26:29], v61 offset:2992
	ds_read_b128 v[34:37], v9 offset:11520
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v72, v25
	v_mov_b32_e32 v73, v24
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[24:25], v[30:31], v[72:73], v[66:67] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v66, v33
	v_pk_fma_f32 v[12:13], v[30:31], v[22:23], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[30:31], v[22:23], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[72:73], v[68:69] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[32:33], v[22:23], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[32:33], v[72:73], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[66:67], v[22:23], v[44:45] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v68, v37
	v_mov_b32_e32 v69, v36
	v_mov_b32_e32 v78, v29
	v_pk_fma_f32 v[12:13], v[26:27], v[34:35], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[26:27], v[68:69], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[26:27], v[34:35], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[26:27], v[68:69], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[42:43], v[28:29], v[34:35], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[28:29], v[68:69], v[46:47] op_sel_hi:[0,1,1]
	ds_read_b128 v[22:25], v9 offset:11776
	ds_read_b128 v[30:33], v61 offset:3264
	v_pk_fma_f32 v[44:45], v[78:79], v[34:35], v[44:45] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	ds_read_b128 v[26:29], v61 offset:3536
	ds_read_b128 v[34:37], v9 offset:12032
	s_xor_b32 s8, s8, 1
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v80, v25
	v_mov_b32_e32 v81, v24
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[12:13], v[30:31], v[22:23], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[24:25], v[30:31], v[80:81], v[74:75] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39], v[30:31], v[22:23], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[80:81], v[76:77] op_sel:[1,0,0]
	v_mov_b32_e32 v74, v33
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v76, v37
	v_mov_b32_e32 v77, v36
	v_pk_fma_f32 v[42:43], v[32:33], v[22:23], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[32:33], v[80:81], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[74:75], v[22:23], v[44:45] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[26:27], v[76:77], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], v[26:27], v[76:77], v[30:31] op_sel:[1,0,0]
	ds_read_b128 v[22:25], v9 offset:12288
	ds_read_b128 v[30:33], v61 offset:3808
	v_pk_fma_f32 v[42:43], v[28:29], v[34:35], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[28:29], v[76:77], v[46:47] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v86, v29
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v88, v25
	v_mov_b32_e32 v89, v24
	v_pk_fma_f32 v[12:13], v[26:27], v[34:35], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[26:27], v[34:35], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[86:87], v[34:35], v[44:45] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[42:43], v[32:33], v[22:23], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[32:33], v[88:89], v[46:47] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v32, v33
	v_pk_fma_f32 v[12:13], v[30:31], v[22:23], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[30:31], v[22:23], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[32:33], v[22:23], v[44:45] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[10:11], v[52:53], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45], v[54:55], v[62:63], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[56:57], v[44:45] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[48:49], v[64:65], v[40:41] op_sel_hi:[0,1,1]
	ds_read_b128 v[26:29], v61 offset:4080
	ds_read_b128 v[34:37], v9 offset:12544
	v_pk_fma_f32 v[40:41], v[70:71], v[58:59], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[66:67], v[72:73], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[78:79], v[68:69], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[74:75], v[80:81], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41], v[86:87], v[76:77], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[88:89], v[40:41] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[110:111], v[26:27], v[34:35], v[12:13] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_mov_b32_e32 v12, v37
	v_mov_b32_e32 v13, v36
	v_mov_b32_e32 v10, v29
	v_pk_fma_f32 v[114:115], v[10:11], v[34:35], v[22:23] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], v[10:11], v[12:13], v[32:33] op_sel_hi:[0,1,1]
	s_mul_i32 s9, s8, 0x1100
	v_lshlrev_b32_e32 v9, 2, v14
	v_mul_u32_u24_e32 v10, 0x110, v15
	v_add3_u32 v9, s9, v10, v9
	s_lshl_b32 s8, s8, 12
	v_pk_fma_f32 v[24:25], v[30:31], v[88:89], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[88:89], v[84:85] op_sel:[1,0,0]
	s_waitcnt vmcnt(0)
	ds_write2_b32 v9, v0, v1 offset1:68
	ds_write2_b32 v9, v2, v3 offset0:136 offset1:204
	v_lshl_add_u32 v0, v18, 8, s8
	s_add_i32 s24, s24, 1
	s_add_i32 s23, s23, 16
	v_pk_fma_f32 v[108:109], v[26:27], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], v[26:27], v[34:35], v[38:39] op_sel:[1,1,0] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[26:27], v[12:13], v[30:31] op_sel:[1,0,0]
	v_pk_fma_f32 v[118:119], v[28:29], v[34:35], v[42:43] op_sel:[0,1,0] op_sel_hi:[0,0,1]
	v_pk_fma_f32 v[116:117], v[28:29], v[12:13], v[46:47] op_sel_hi:[0,1,1]
	v_lshl_or_b32 v0, v19, 2, v0
	s_cmp_lg_u32 s22, s24
	v_add_u32_e32 v8, s29, v8
	ds_write_b128 v0, v[4:7] offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB7_54
.LBB7_30:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v10, s23, v15
	v_cmp_gt_i32_e64 s[8:9], s14, v10
	s_and_b64 s[10:11], s[20:21], s[8:9]
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	s_xor_b64 s[26:27], s[10:11], -1
	v_add_co_u32_e64 v4, s[10:11], v16, v0
	v_addc_co_u32_e64 v5, s[10:11], v17, v1, s[10:11]
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
	s_and_saveexec_b64 s[10:11], s[26:27]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB7_40
; %bb.31:                               ;   in Loop: Header=BB7_30 Depth=1
	s_and_b64 s[26:27], s[0:1], s[8:9]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	s_cbranch_execz .LBB7_33
; %bb.32:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v0, v[4:5], off
.LBB7_33:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v1, 1, v10
	v_cmp_gt_i32_e64 s[8:9], s14, v1
	s_and_b64 s[26:27], s[0:1], s[8:9]
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	s_cbranch_execz .LBB7_35
; %bb.34:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v1, v[4:5], off offset:4
.LBB7_35:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v2, 2, v10
	v_cmp_gt_i32_e64 s[8:9], s14, v2
	s_and_b64 s[26:27], s[0:1], s[8:9]
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	s_cbranch_execz .LBB7_37
; %bb.36:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v2, v[4:5], off offset:8
.LBB7_37:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v3, 3, v10
	v_cmp_gt_i32_e64 s[8:9], s14, v3
	s_and_b64 s[26:27], s[0:1], s[8:9]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	s_cbranch_execz .LBB7_39
; %bb.38:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v3, v[4:5], off offset:12
.LBB7_39:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr4_vgpr5
.LBB7_40:                               ;   in Loop: Header=BB7_30 Depth=1
	s_andn2_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB7_42
; %bb.41:                               ;   in Loop: Header=BB7_30 Depth=1
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[0:3], v[4:5], off
.LBB7_42:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v4, s23, v18
	v_cmp_gt_i32_e64 s[8:9], s14, v4
	s_and_b64 s[10:11], s[18:19], s[8:9]
	v_ashrrev_i32_e32 v9, 31, v8
	s_and_b64 s[10:11], s[10:11], s[2:3]
	v_lshlrev_b64 v[4:5], 2, v[8:9]
	s_xor_b64 s[26:27], s[10:11], -1
	v_add_co_u32_e64 v12, s[10:11], v20, v4
	v_addc_co_u32_e64 v13, s[10:11], v21, v5, s[10:11]
                                        ; implicit-def: $vgpr4_vgpr5_vgpr6_vgpr7
	s_and_saveexec_b64 s[10:11], s[26:27]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB7_52
; %bb.43:                               ;   in Loop: Header=BB7_30 Depth=1
	s_and_b64 s[30:31], s[8:9], s[2:3]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB7_45
; %bb.44:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v4, v[12:13], off
.LBB7_45:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[30:31], s[8:9], vcc
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB7_47
; %bb.46:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v5, v[12:13], off offset:4
.LBB7_47:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[30:31], s[8:9], s[4:5]
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[26:27], s[30:31]
	s_cbranch_execz .LBB7_49
; %bb.48:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v6, v[12:13], off offset:8
.LBB7_49:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[26:27], s[8:9], s[6:7]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	s_cbranch_execz .LBB7_51
; %bb.50:                               ;   in Loop: Header=BB7_30 Depth=1
	global_load_dword v7, v[12:13], off offset:12
.LBB7_51:                               ;   in Loop: Header=BB7_30 Depth=1
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr12_vgpr13
.LBB7_52:                               ;   in Loop: Header=BB7_30 Depth=1
	s_andn2_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB7_29
; %bb.53:                               ;   in Loop: Header=BB7_30 Depth=1
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[4:7], v[12:13], off
	s_branch .LBB7_29
.LBB7_54:
	s_and_b32 s0, s22, 1
	s_mul_i32 s1, s0, 0x1100
	v_lshlrev_b32_e32 v0, 2, v60
	v_lshl_add_u32 v64, s0, 12, v0
	v_lshl_add_u32 v61, v148, 2, s1
	ds_read_b128 v[4:7], v61
	ds_read_b128 v[8:11], v61 offset:272
	ds_read_b128 v[20:23], v64 offset:8704
	ds_read_b128 v[24:27], v64 offset:8960
	ds_read_b128 v[12:15], v61 offset:544
	ds_read_b128 v[16:19], v61 offset:816
	ds_read_b128 v[28:31], v64 offset:9216
	ds_read_b128 v[32:35], v64 offset:9472
	ds_read_b128 v[36:39], v64 offset:9728
	ds_read_b128 v[0:3], v64 offset:9984
	v_or_b32_e32 v144, s28, v60
	v_or_b32_e32 v60, 3, v144
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v130, v21
	v_mov_b32_e32 v131, v20
	v_mov_b32_e32 v128, v25
	v_mov_b32_e32 v129, v24
	v_mov_b32_e32 v126, v29
	v_mov_b32_e32 v127, v28
	v_mov_b32_e32 v124, v33
	v_mov_b32_e32 v125, v32
	v_mov_b32_e32 v142, v37
	v_mov_b32_e32 v143, v36
	v_mov_b32_e32 v132, v23
	v_mov_b32_e32 v133, v22
	v_mov_b32_e32 v134, v27
	v_mov_b32_e32 v135, v26
	v_mov_b32_e32 v136, v31
	v_mov_b32_e32 v137, v30
	v_mov_b32_e32 v138, v35
	v_mov_b32_e32 v139, v34
	v_mov_b32_e32 v140, v39
	v_mov_b32_e32 v141, v38
	ds_read_b128 v[40:43], v61 offset:1088
	ds_read_b128 v[28:31], v61 offset:1360
	ds_read_b128 v[20:23], v61 offset:1632
	ds_read_b128 v[24:27], v61 offset:1904
	ds_read_b128 v[32:35], v61 offset:2176
	ds_read_b128 v[36:39], v61 offset:2448
	ds_read_b128 v[44:47], v61 offset:2720
	ds_read_b128 v[48:51], v61 offset:2992
	ds_read_b128 v[52:55], v61 offset:3264
	ds_read_b128 v[56:59], v61 offset:3536
	v_cmp_gt_i32_e32 vcc, s13, v60
	ds_read_b128 v[104:107], v61 offset:3808
	ds_read_b128 v[60:63], v61 offset:4080
	ds_read_b128 v[100:103], v64 offset:10240
	ds_read_b128 v[96:99], v64 offset:10496
	ds_read_b128 v[92:95], v64 offset:10752
	ds_read_b128 v[88:91], v64 offset:11008
	ds_read_b128 v[84:87], v64 offset:11264
	ds_read_b128 v[80:83], v64 offset:11520
	ds_read_b128 v[76:79], v64 offset:11776
	ds_read_b128 v[72:75], v64 offset:12032
	ds_read_b128 v[68:71], v64 offset:12288
	ds_read_b128 v[64:67], v64 offset:12544
	s_and_b64 s[0:1], s[18:19], vcc
	v_add_u32_e32 v146, s15, v148
	v_ashrrev_i32_e32 v145, 31, v144
	s_xor_b64 s[2:3], s[0:1], -1
	v_cmp_gt_i32_e64 s[0:1], s12, v146
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB7_67
; %bb.55:
	v_pk_fma_f32 v[110:111], v[4:5], v[130:131], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[4:5], v[132:133], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[8:9], v[128:129], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[8:9], v[134:135], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[12:13], v[126:127], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[12:13], v[136:137], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[16:17], v[124:125], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[16:17], v[138:139], v[108:109] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[110:111], v[40:41], v[142:143], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[40:41], v[140:141], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[28:29], v[0:1], v[110:111] op_sel:[0,0,1] op_sel_hi:[0,1,0]
	v_pk_fma_f32 v[108:109], v[28:29], v[2:3], v[108:109] op_sel:[0,0,1] op_sel_hi:[0,1,0]
	s_waitcnt lgkmcnt(9)
	v_pk_fma_f32 v[110:111], v[20:21], v[100:101], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[20:21], v[102:103], v[108:109] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[110:111], v[24:25], v[96:97], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[24:25], v[98:99], v[108:109] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[110:111], v[32:33], v[92:93], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[32:33], v[94:95], v[108:109] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[110:111], v[36:37], v[88:89], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[36:37], v[90:91], v[108:109] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[110:111], v[44:45], v[84:85], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[44:45], v[86:87], v[108:109] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[110:111], v[48:49], v[80:81], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[48:49], v[82:83], v[108:109] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[110:111], v[52:53], v[76:77], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[52:53], v[78:79], v[108:109] op_sel_hi:[0,1,1]
	v_mul_lo_u32 v146, v146, s13
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[110:111], v[56:57], v[72:73], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[56:57], v[74:75], v[108:109] op_sel_hi:[0,1,1]
	v_ashrrev_i32_e32 v147, 31, v146
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[110:111], v[104:105], v[68:69], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[104:105], v[70:71], v[108:109] op_sel_hi:[0,1,1]
	v_lshlrev_b64 v[146:147], 2, v[146:147]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[108:109], v[60:61], v[64:65], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[60:61], v[66:67], v[150:151] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v149, s17
	v_add_co_u32_e64 v150, s[0:1], s16, v146
	v_addc_co_u32_e64 v149, s[0:1], v149, v147, s[0:1]
	v_lshlrev_b64 v[146:147], 2, v[144:145]
	v_add_co_u32_e64 v146, s[0:1], v150, v146
	v_addc_co_u32_e64 v147, s[0:1], v149, v147, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB7_65
; %bb.56:
	v_cmp_gt_i32_e64 s[0:1], s13, v144
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_58
; %bb.57:
	global_store_dword v[146:147], v108, off
.LBB7_58:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v108, 1, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v108
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_60
; %bb.59:
	global_store_dword v[146:147], v109, off offset:4
.LBB7_60:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v108, 2, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v108
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_62
; %bb.61:
	global_store_dword v[146:147], v110, off offset:8
.LBB7_62:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_64
; %bb.63:
	global_store_dword v[146:147], v111, off offset:12
.LBB7_64:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr110_vgpr111
                                        ; implicit-def: $vgpr146_vgpr147
.LBB7_65:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB7_67
; %bb.66:
	global_store_dwordx4 v[146:147], v[108:111], off
.LBB7_67:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v108, 1, v148
	v_add_u32_e32 v146, s15, v108
	v_cmp_gt_i32_e64 s[0:1], s12, v146
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB7_80
; %bb.68:
	v_pk_fma_f32 v[108:109], v[4:5], v[130:131], v[122:123] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[4:5], v[132:133], v[120:121] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[8:9], v[134:135], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[12:13], v[136:137], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[16:17], v[138:139], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[8:9], v[128:129], v[108:109] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[4:5], v[40:41], v[140:141], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[12:13], v[126:127], v[108:109] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[28:29], v[2:3], v[4:5] op_sel:[1,0,1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[16:17], v[124:125], v[108:109] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(9)
	v_pk_fma_f32 v[4:5], v[20:21], v[102:103], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[108:109], v[40:41], v[142:143], v[108:109] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[4:5], v[24:25], v[98:99], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[28:29], v[0:1], v[108:109] op_sel:[1,0,1] op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[4:5], v[32:33], v[94:95], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[20:21], v[100:101], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[4:5], v[36:37], v[90:91], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[24:25], v[96:97], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[4:5], v[44:45], v[86:87], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[32:33], v[92:93], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[4:5], v[48:49], v[82:83], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[36:37], v[88:89], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[4:5], v[52:53], v[78:79], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[44:45], v[84:85], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[4:5], v[56:57], v[74:75], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[48:49], v[80:81], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[4:5], v[104:105], v[70:71], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[52:53], v[76:77], v[8:9] op_sel:[1,0,0]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[110:111], v[60:61], v[66:67], v[4:5] op_sel:[1,0,0]
	v_mul_lo_u32 v4, v146, s13
	v_pk_fma_f32 v[8:9], v[56:57], v[72:73], v[8:9] op_sel:[1,0,0]
	v_ashrrev_i32_e32 v5, 31, v4
	v_pk_fma_f32 v[8:9], v[104:105], v[68:69], v[8:9] op_sel:[1,0,0]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_pk_fma_f32 v[108:109], v[60:61], v[64:65], v[8:9] op_sel:[1,0,0]
	v_mov_b32_e32 v8, s17
	v_add_co_u32_e64 v9, s[0:1], s16, v4
	v_addc_co_u32_e64 v8, s[0:1], v8, v5, s[0:1]
	v_lshlrev_b64 v[4:5], 2, v[144:145]
	v_add_co_u32_e64 v4, s[0:1], v9, v4
	v_addc_co_u32_e64 v5, s[0:1], v8, v5, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB7_78
; %bb.69:
	v_cmp_gt_i32_e64 s[0:1], s13, v144
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_71
; %bb.70:
	global_store_dword v[4:5], v108, off
.LBB7_71:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v8, 1, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v8
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_73
; %bb.72:
	global_store_dword v[4:5], v109, off offset:4
.LBB7_73:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v8, 2, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v8
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_75
; %bb.74:
	global_store_dword v[4:5], v110, off offset:8
.LBB7_75:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_77
; %bb.76:
	global_store_dword v[4:5], v111, off offset:12
.LBB7_77:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr110_vgpr111
                                        ; implicit-def: $vgpr4_vgpr5
.LBB7_78:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB7_80
; %bb.79:
	global_store_dwordx4 v[4:5], v[108:111], off
.LBB7_80:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v4, 2, v148
	v_add_u32_e32 v4, s15, v4
	v_cmp_gt_i32_e64 s[0:1], s12, v4
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB7_93
; %bb.81:
	v_pk_fma_f32 v[8:9], v[6:7], v[130:131], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[10:11], v[128:129], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[14:15], v[126:127], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[18:19], v[124:125], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[6:7], v[132:133], v[116:117] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(14)
	v_pk_fma_f32 v[8:9], v[42:43], v[142:143], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[10:11], v[134:135], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[14:15], v[136:137], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[30:31], v[0:1], v[8:9] op_sel:[0,0,1] op_sel_hi:[0,1,0]
	v_pk_fma_f32 v[12:13], v[18:19], v[138:139], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(9)
	v_pk_fma_f32 v[8:9], v[22:23], v[100:101], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[42:43], v[140:141], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[8:9], v[26:27], v[96:97], v[8:9] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[8:9], v[34:35], v[92:93], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[30:31], v[2:3], v[12:13] op_sel:[0,0,1] op_sel_hi:[0,1,0]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[8:9], v[38:39], v[88:89], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[102:103], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[8:9], v[46:47], v[84:85], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[26:27], v[98:99], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[8:9], v[50:51], v[80:81], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[34:35], v[94:95], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[8:9], v[54:55], v[76:77], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[38:39], v[90:91], v[12:13] op_sel_hi:[0,1,1]
	v_mul_lo_u32 v4, v4, s13
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[8:9], v[58:59], v[72:73], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[46:47], v[86:87], v[12:13] op_sel_hi:[0,1,1]
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[8:9], v[106:107], v[68:69], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[50:51], v[82:83], v[12:13] op_sel_hi:[0,1,1]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_pk_fma_f32 v[12:13], v[54:55], v[78:79], v[12:13] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[108:109], v[62:63], v[64:65], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, s17
	v_add_co_u32_e64 v8, s[0:1], s16, v4
	v_pk_fma_f32 v[12:13], v[58:59], v[74:75], v[12:13] op_sel_hi:[0,1,1]
	v_addc_co_u32_e64 v6, s[0:1], v6, v5, s[0:1]
	v_lshlrev_b64 v[4:5], 2, v[144:145]
	v_pk_fma_f32 v[12:13], v[106:107], v[70:71], v[12:13] op_sel_hi:[0,1,1]
	v_add_co_u32_e64 v4, s[0:1], v8, v4
	v_pk_fma_f32 v[110:111], v[62:63], v[66:67], v[12:13] op_sel_hi:[0,1,1]
	v_addc_co_u32_e64 v5, s[0:1], v6, v5, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB7_91
; %bb.82:
	v_cmp_gt_i32_e64 s[0:1], s13, v144
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_84
; %bb.83:
	global_store_dword v[4:5], v108, off
.LBB7_84:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v6, 1, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v6
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_86
; %bb.85:
	global_store_dword v[4:5], v109, off offset:4
.LBB7_86:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v6, 2, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v6
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB7_88
; %bb.87:
	global_store_dword v[4:5], v110, off offset:8
.LBB7_88:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_90
; %bb.89:
	global_store_dword v[4:5], v111, off offset:12
.LBB7_90:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr110_vgpr111
                                        ; implicit-def: $vgpr4_vgpr5
.LBB7_91:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB7_93
; %bb.92:
	global_store_dwordx4 v[4:5], v[108:111], off
.LBB7_93:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v4, 3, v148
	v_add_u32_e32 v4, s15, v4
	v_cmp_gt_i32_e64 s[0:1], s12, v4
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB7_106
; %bb.94:
	v_mov_b32_e32 v6, v7
	v_pk_fma_f32 v[8:9], v[6:7], v[130:131], v[114:115] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v10, v11
	v_pk_fma_f32 v[6:7], v[6:7], v[132:133], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[10:11], v[128:129], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v15
	v_pk_fma_f32 v[6:7], v[10:11], v[134:135], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[12:13], v[126:127], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v14, v19
	v_pk_fma_f32 v[6:7], v[12:13], v[136:137], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[14:15], v[124:125], v[8:9] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(14)
	v_mov_b32_e32 v16, v43
	v_pk_fma_f32 v[6:7], v[14:15], v[138:139], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[16:17], v[142:143], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[16:17], v[140:141], v[6:7] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v10, v31
	v_pk_fma_f32 v[0:1], v[10:11], v[0:1], v[8:9] op_sel:[0,0,1] op_sel_hi:[0,1,0]
	v_mov_b32_e32 v8, v23
	v_pk_fma_f32 v[2:3], v[10:11], v[2:3], v[6:7] op_sel:[0,0,1] op_sel_hi:[0,1,0]
	s_waitcnt lgkmcnt(9)
	v_pk_fma_f32 v[0:1], v[8:9], v[100:101], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v27
	v_pk_fma_f32 v[2:3], v[8:9], v[102:103], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[0:1], v[12:13], v[96:97], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v14, v35
	v_pk_fma_f32 v[2:3], v[12:13], v[98:99], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(7)
	v_pk_fma_f32 v[0:1], v[14:15], v[92:93], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v16, v39
	v_pk_fma_f32 v[2:3], v[14:15], v[94:95], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(6)
	v_pk_fma_f32 v[0:1], v[16:17], v[88:89], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v18, v47
	v_pk_fma_f32 v[2:3], v[16:17], v[90:91], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(5)
	v_pk_fma_f32 v[0:1], v[18:19], v[84:85], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v51
	v_pk_fma_f32 v[2:3], v[18:19], v[86:87], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(4)
	v_pk_fma_f32 v[0:1], v[20:21], v[80:81], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v22, v55
	v_pk_fma_f32 v[2:3], v[20:21], v[82:83], v[2:3] op_sel_hi:[0,1,1]
	s_waitcnt lgkmcnt(3)
	v_pk_fma_f32 v[0:1], v[22:23], v[76:77], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v24, v59
	v_pk_fma_f32 v[2:3], v[22:23], v[78:79], v[2:3] op_sel_hi:[0,1,1]
	v_mul_lo_u32 v4, v4, s13
	s_waitcnt lgkmcnt(2)
	v_pk_fma_f32 v[0:1], v[24:25], v[72:73], v[0:1] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v26, v107
	v_pk_fma_f32 v[2:3], v[24:25], v[74:75], v[2:3] op_sel_hi:[0,1,1]
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt lgkmcnt(1)
	v_pk_fma_f32 v[0:1], v[26:27], v[68:69], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[26:27], v[70:71], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, v63
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[0:1], v[6:7], v[64:65], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[6:7], v[66:67], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v6, s17
	v_add_co_u32_e64 v7, s[0:1], s16, v4
	v_addc_co_u32_e64 v6, s[0:1], v6, v5, s[0:1]
	v_lshlrev_b64 v[4:5], 2, v[144:145]
	v_add_co_u32_e64 v4, s[0:1], v7, v4
	v_addc_co_u32_e64 v5, s[0:1], v6, v5, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB7_104
; %bb.95:
	v_cmp_gt_i32_e64 s[0:1], s13, v144
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB7_97
; %bb.96:
	global_store_dword v[4:5], v0, off
.LBB7_97:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v0, 1, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB7_99
; %bb.98:
	global_store_dword v[4:5], v1, off offset:4
.LBB7_99:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v0, 2, v144
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB7_101
; %bb.100:
	global_store_dword v[4:5], v2, off offset:8
.LBB7_101:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_103
; %bb.102:
	global_store_dword v[4:5], v3, off offset:12
.LBB7_103:
	s_or_b64 exec, exec, s[0:1]
                                        ; implicit-def: $vgpr2_vgpr3
                                        ; implicit-def: $vgpr4_vgpr5
.LBB7_104:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB7_106
; %bb.105:
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB7_106:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_warptile
		.amdhsa_group_segment_fixed_size 16896
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 152
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 152
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
.Lfunc_end7:
	.size	matmul_warptile, .Lfunc_end7-matmul_warptile
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6976
; NumSgprs: 34
; NumVgprs: 152
; NumAgprs: 0
; TotalNumVgprs: 152
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16896 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 152
; AccumOffset: 152
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 37
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
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul_naive
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         matmul_naive.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul_coalesced
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         matmul_coalesced.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 1024
    .name:           matmul_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 32
      - 1
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         matmul_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 1024
    .name:           matmul_tiled_padded
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 32
      - 1
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         matmul_tiled_padded.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 512
    .name:           matmul_regblock1d
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 8
      - 1
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         matmul_regblock1d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8448
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul_regblock2d
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         matmul_regblock2d.kd
    .uses_dynamic_stack: false
    .vgpr_count:     74
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 16896
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul_dbuf
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         matmul_dbuf.kd
    .uses_dynamic_stack: false
    .vgpr_count:     166
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 16896
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul_warptile
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         matmul_warptile.kd
    .uses_dynamic_stack: false
    .vgpr_count:     152
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
