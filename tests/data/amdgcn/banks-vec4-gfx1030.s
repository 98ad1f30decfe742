	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.protected	local_read              ; -- Begin function local_read
	.globl	local_read
	.p2align	8
	.type	local_read,@function
local_read:                             ; @local_read
; %bb.0:
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x4
	s_load_dword s3, s[4:5], 0xc
	s_clause 0x2
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	s_load_dwordx2 s[12:13], s[6:7], 0x10
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v3, 4, v0
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s14, s8, s2
	s_sub_i32 s3, s3, s14
	s_min_u32 s2, s3, s2
	s_mov_b32 s3, 0
	s_lshl_b32 s8, s2, 4
	.p2align	6
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[4:5], 4, v[1:2]
	v_add_nc_u32_e32 v1, s2, v1
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x7ff, v1
	global_load_dwordx4 v[4:7], v[4:5], off
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(0)
	ds_write_b128 v3, v[4:7]
	v_add_nc_u32_e32 v3, s8, v3
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s3
	s_mov_b32 s0, 0
	s_cmp_eq_u32 s13, 0
	s_mov_b32 s3, s0
	s_mov_b32 s1, s0
	s_mov_b32 s2, s0
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v3, s2
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v1, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_10
; %bb.3:
	v_mul_lo_u32 v5, v0, s12
	s_add_i32 s8, s13, -1
	s_cmp_lt_u32 s8, 7
	s_cbranch_scc1 .LBB0_7
; %bb.4:
	s_mov_b32 s8, 0
	v_add_nc_u32_e32 v6, 56, v5
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v3, s10
	v_mov_b32_e32 v4, s11
	s_and_b32 s0, s13, -8
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_subrev_nc_u32_e32 v7, 56, v6
	v_subrev_nc_u32_e32 v8, 48, v6
	v_subrev_nc_u32_e32 v9, 40, v6
	v_subrev_nc_u32_e32 v10, 32, v6
	v_subrev_nc_u32_e32 v11, 24, v6
	v_and_b32_e32 v7, 0x7ff, v7
	v_add_nc_u32_e32 v12, -16, v6
	v_and_b32_e32 v8, 0x7ff, v8
	v_and_b32_e32 v9, 0x7ff, v9
	v_and_b32_e32 v10, 0x7ff, v10
	v_lshlrev_b32_e32 v7, 4, v7
	v_add_nc_u32_e32 v13, -8, v6
	v_and_b32_e32 v14, 0x7ff, v6
	v_and_b32_e32 v11, 0x7ff, v11
	v_and_b32_e32 v15, 0x7ff, v12
	v_lshlrev_b32_e32 v12, 4, v8
	v_lshlrev_b32_e32 v16, 4, v9
	v_lshlrev_b32_e32 v20, 4, v10
	ds_read_b128 v[7:10], v7
	v_and_b32_e32 v19, 0x7ff, v13
	v_lshlrev_b32_e32 v27, 4, v14
	v_lshlrev_b32_e32 v23, 4, v11
	ds_read_b128 v[11:14], v12
	v_lshlrev_b32_e32 v28, 4, v15
	ds_read_b128 v[15:18], v16
	v_lshlrev_b32_e32 v29, 4, v19
	ds_read_b128 v[19:22], v20
	ds_read_b128 v[23:26], v23
	v_add_nc_u32_e32 v6, 64, v6
	s_add_i32 s8, s8, 8
	s_cmp_eq_u32 s0, s8
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v10, v4, v10
	v_add_f32_e32 v9, v3, v9
	v_add_f32_e32 v8, v2, v8
	v_add_f32_e32 v7, v1, v7
	ds_read_b128 v[1:4], v28
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v14, v10, v14
	v_add_f32_e32 v13, v9, v13
	v_add_f32_e32 v12, v8, v12
	v_add_f32_e32 v11, v7, v11
	ds_read_b128 v[7:10], v29
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v18, v14, v18
	v_add_f32_e32 v17, v13, v17
	v_add_f32_e32 v16, v12, v16
	v_add_f32_e32 v15, v11, v15
	ds_read_b128 v[11:14], v27
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v18, v18, v22
	v_add_f32_e32 v17, v17, v21
	v_add_f32_e32 v16, v16, v20
	v_add_f32_e32 v15, v15, v19
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v18, v18, v26
	v_add_f32_e32 v17, v17, v25
	v_add_f32_e32 v16, v16, v24
	v_add_f32_e32 v15, v15, v23
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v4, v18, v4
	v_add_f32_e32 v3, v17, v3
	v_add_f32_e32 v2, v16, v2
	v_add_f32_e32 v1, v15, v1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v10
	v_add_f32_e32 v3, v3, v9
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v14
	v_add_f32_e32 v3, v3, v13
	v_add_f32_e32 v2, v2, v12
	v_add_f32_e32 v1, v1, v11
	s_cbranch_scc0 .LBB0_5
; %bb.6:
	s_and_b32 s1, s13, 7
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc0 .LBB0_8
	s_branch .LBB0_10
.LBB0_7:
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v3, s2
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v1, s0
	s_and_b32 s1, s13, 7
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB0_10
.LBB0_8:
	v_lshl_add_u32 v5, s0, 3, v5
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v6, 0x7ff, v5
	v_add_nc_u32_e32 v5, 8, v5
	s_add_i32 s1, s1, -1
	s_cmp_lg_u32 s1, 0
	v_lshlrev_b32_e32 v6, 4, v6
	ds_read_b128 v[6:9], v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v9
	v_add_f32_e32 v3, v3, v8
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v1, v1, v6
	s_cbranch_scc1 .LBB0_9
.LBB0_10:
	s_load_dwordx2 s[0:1], s[6:7], 0x18
	v_add_nc_u32_e32 v0, s14, v0
	v_add_f32_e32 v2, v1, v2
	v_add_f32_e32 v3, v3, v4
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, s0, s0, v0
	v_add_co_ci_u32_e64 v6, null, s1, 0, s0
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel local_read
		.amdhsa_group_segment_fixed_size 32768
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 15
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
	.size	local_read, .Lfunc_end0-local_read
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 864
; NumSgprs: 17
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 30
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	local_write             ; -- Begin function local_write
	.globl	local_write
	.p2align	8
	.type	local_write,@function
local_write:                            ; @local_write
; %bb.0:
	s_clause 0x1
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s10, s[4:5], 0xc
	s_clause 0x2
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v3, 4, v0
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	s_mul_i32 s8, s8, s9
	s_sub_i32 s10, s10, s8
	s_min_u32 s9, s10, s9
	s_mov_b32 s10, 0
	s_lshl_b32 s11, s9, 4
	.p2align	6
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[4:5], 4, v[1:2]
	v_add_nc_u32_e32 v1, s9, v1
	v_add_co_u32 v4, vcc_lo, s4, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v5, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x7ff, v1
	global_load_dwordx4 v[4:7], v[4:5], off
	s_or_b32 s10, vcc_lo, s10
	s_waitcnt vmcnt(0)
	ds_write_b128 v3, v[4:7]
	v_add_nc_u32_e32 v3, s11, v3
	s_andn2_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s10
	s_cmp_eq_u32 s3, 0
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_cbranch_scc1 .LBB1_9
; %bb.3:
	v_mul_lo_u32 v1, v0, s2
	s_add_i32 s2, s3, -1
	s_cmp_lt_u32 s2, 7
	s_cbranch_scc1 .LBB1_6
; %bb.4:
	v_add_nc_u32_e32 v2, 56, v1
	s_and_b32 s4, s3, -8
	s_mov_b32 s2, 0
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_subrev_nc_u32_e32 v3, 56, v2
	v_subrev_nc_u32_e32 v4, 48, v2
	v_subrev_nc_u32_e32 v5, 40, v2
	v_subrev_nc_u32_e32 v6, 32, v2
	v_subrev_nc_u32_e32 v7, 24, v2
	v_add_nc_u32_e32 v8, -16, v2
	v_add_nc_u32_e32 v9, -8, v2
	v_and_b32_e32 v11, 0x7ff, v3
	v_and_b32_e32 v4, 0x7ff, v4
	v_and_b32_e32 v5, 0x7ff, v5
	v_and_b32_e32 v6, 0x7ff, v6
	v_and_b32_e32 v12, 0x7ff, v7
	v_and_b32_e32 v10, 0x7ff, v2
	v_and_b32_e32 v8, 0x7ff, v8
	v_and_b32_e32 v9, 0x7ff, v9
	v_cvt_f32_u32_e32 v7, v11
	v_lshlrev_b32_e32 v36, 4, v11
	v_cvt_f32_u32_e32 v11, v4
	v_cvt_f32_u32_e32 v15, v5
	v_cvt_f32_u32_e32 v19, v6
	v_cvt_f32_u32_e32 v23, v12
	v_add_nc_u32_e32 v2, 64, v2
	v_cvt_f32_u32_e32 v3, v10
	v_lshlrev_b32_e32 v35, 4, v10
	v_cvt_f32_u32_e32 v27, v8
	v_lshlrev_b32_e32 v41, 4, v8
	v_cvt_f32_u32_e32 v31, v9
	v_lshlrev_b32_e32 v42, 4, v9
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v7
	s_add_i32 s2, s2, 8
	v_lshlrev_b32_e32 v37, 4, v4
	v_lshlrev_b32_e32 v40, 4, v12
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_lshlrev_b32_e32 v38, 4, v5
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v18, v15
	s_cmp_eq_u32 s4, s2
	v_lshlrev_b32_e32 v39, 4, v6
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v24, v23
	v_mov_b32_e32 v25, v23
	v_mov_b32_e32 v26, v23
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v28, v27
	v_mov_b32_e32 v29, v27
	v_mov_b32_e32 v30, v27
	v_mov_b32_e32 v32, v31
	v_mov_b32_e32 v33, v31
	v_mov_b32_e32 v34, v31
	ds_write_b128 v36, v[7:10]
	ds_write_b128 v37, v[11:14]
	ds_write_b128 v38, v[15:18]
	ds_write_b128 v39, v[19:22]
	ds_write_b128 v40, v[23:26]
	ds_write_b128 v41, v[27:30]
	ds_write_b128 v42, v[31:34]
	ds_write_b128 v35, v[3:6]
	s_cbranch_scc0 .LBB1_5
.LBB1_6:
	s_and_b32 s2, s3, 7
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB1_9
; %bb.7:
	v_lshl_add_u32 v1, s4, 3, v1
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v3, 0x7ff, v1
	v_add_nc_u32_e32 v1, 8, v1
	s_add_i32 s2, s2, -1
	s_cmp_lg_u32 s2, 0
	v_cvt_f32_u32_e32 v2, v3
	v_lshlrev_b32_e32 v6, 4, v3
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	ds_write_b128 v6, v[2:5]
	s_cbranch_scc1 .LBB1_8
.LBB1_9:
	v_mul_u32_u24_e32 v1, 7, v0
	s_load_dwordx2 s[2:3], s[6:7], 0x18
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier 
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	v_lshlrev_b32_e32 v1, 4, v1
	v_add_nc_u32_e32 v0, s8, v0
	ds_read_b128 v[1:4], v1
	v_add_co_u32 v5, s2, s2, v0
	v_add_co_ci_u32_e64 v6, null, s3, 0, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v1, v2
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_add_f32_e32 v3, v3, v4
	v_add_f32_e32 v2, v2, v3
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel local_write
		.amdhsa_group_segment_fixed_size 32768
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 12
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
	.size	local_write, .Lfunc_end1-local_write
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 792
; NumSgprs: 14
; NumVgprs: 43
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 43
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
        .type_name:      'float4*'
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
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           local_read
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         local_read.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
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
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           local_write
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         local_write.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
