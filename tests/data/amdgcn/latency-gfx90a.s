	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	chase                   ; -- Begin function chase
	.globl	chase
	.p2align	8
	.type	chase,@function
chase:                                  ; @chase
; %bb.0:
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_mov_b32 s5, 0
	s_waitcnt lgkmcnt(0)
	s_load_dword s10, s[6:7], 0x0
	s_cmp_eq_u32 s8, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s4, s10
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_add_i32 s8, s8, -1
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc1 .LBB0_8
; %bb.3:
	s_add_i32 s5, s9, -1
	s_cmp_lt_u32 s5, 7
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	s_and_b32 s8, s9, -8
	s_mov_b32 s5, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
	s_add_i32 s8, s8, -8
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc0 .LBB0_5
.LBB0_6:
                                        ; implicit-def: $vgpr3_hi16
	s_and_b32 s8, s9, 7
                                        ; implicit-def: $vgpr2_vgpr3
	s_cmp_eq_u32 s8, 0
                                        ; implicit-def: $vgpr2_hi16
	s_mov_b32 s5, 0
                                        ; implicit-def: $vgpr3_lo16
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_lo16
                                        ; implicit-def: $vgpr0_hi16
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2_lo16
	s_cbranch_scc1 .LBB0_8
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[12:13], s[4:5], 2
	s_add_u32 s12, s0, s12
	s_addc_u32 s13, s1, s13
	s_load_dword s4, s[12:13], 0x0
                                        ; implicit-def: $vgpr3_hi16
                                        ; implicit-def: $vgpr2_vgpr3
	s_add_i32 s8, s8, -1
                                        ; implicit-def: $vgpr2_hi16
	s_cmp_lg_u32 s8, 0
                                        ; implicit-def: $vgpr3_lo16
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_lo16
                                        ; implicit-def: $vgpr0_hi16
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2_lo16
	s_cbranch_scc1 .LBB0_7
.LBB0_8:
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v3, v2
	global_store_dwordx4 v2, v[0:3], s[2:3]
	global_store_dword v2, v1, s[6:7]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel chase
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
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
	.size	chase, .Lfunc_end0-chase
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 416
; NumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	chase_local             ; -- Begin function chase_local
	.globl	chase_local
	.p2align	8
	.type	chase_local,@function
chase_local:                            ; @chase_local
; %bb.0:
	s_load_dwordx4 s[52:55], s[4:5], 0x0
	s_load_dwordx2 s[34:35], s[4:5], 0x10
	s_load_dwordx2 s[56:57], s[4:5], 0x18
	s_mov_b64 s[58:59], 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s36, s52, s58
	s_addc_u32 s37, s53, s59
	global_load_dwordx4 v[2:5], v0, s[36:37] offset:16
	global_load_dwordx4 v[6:9], v0, s[36:37]
	global_load_dwordx4 v[10:13], v0, s[36:37] offset:48
	global_load_dwordx4 v[14:17], v0, s[36:37] offset:32
	s_load_dwordx16 s[0:15], s[36:37], 0x40
	s_load_dwordx16 s[16:31], s[36:37], 0x80
	s_nop 0
	s_load_dwordx16 s[36:51], s[36:37], 0xc0
	s_add_u32 s58, s58, 0x100
	s_addc_u32 s59, s59, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, s2
	v_mov_b32_e32 v19, s3
	v_mov_b32_e32 v20, s0
	v_mov_b32_e32 v21, s1
	v_mov_b32_e32 v22, s6
	v_mov_b32_e32 v23, s7
	v_mov_b32_e32 v24, s4
	v_mov_b32_e32 v25, s5
	s_cmpk_lg_i32 s58, 0x4000
	v_mov_b32_e32 v26, s10
	v_mov_b32_e32 v27, s11
	v_mov_b32_e32 v28, s8
	v_mov_b32_e32 v29, s9
	v_mov_b32_e32 v30, s14
	v_mov_b32_e32 v31, s15
	v_mov_b32_e32 v32, s12
	v_mov_b32_e32 v33, s13
	v_mov_b32_e32 v34, s18
	v_mov_b32_e32 v35, s19
	v_mov_b32_e32 v36, s16
	v_mov_b32_e32 v37, s17
	v_mov_b32_e32 v38, s22
	v_mov_b32_e32 v39, s23
	v_mov_b32_e32 v40, s20
	v_mov_b32_e32 v41, s21
	v_mov_b32_e32 v42, s26
	v_mov_b32_e32 v43, s27
	v_mov_b32_e32 v44, s24
	v_mov_b32_e32 v45, s25
	v_mov_b32_e32 v46, s30
	v_mov_b32_e32 v47, s31
	v_mov_b32_e32 v48, s28
	v_mov_b32_e32 v49, s29
	v_mov_b32_e32 v50, s38
	v_mov_b32_e32 v51, s39
	v_mov_b32_e32 v52, s36
	v_mov_b32_e32 v53, s37
	v_mov_b32_e32 v54, s42
	v_mov_b32_e32 v55, s43
	v_mov_b32_e32 v56, s40
	v_mov_b32_e32 v57, s41
	v_mov_b32_e32 v58, s46
	v_mov_b32_e32 v59, s47
	ds_write2_b32 v1, v18, v19 offset0:18 offset1:19
	v_mov_b32_e32 v18, s44
	v_mov_b32_e32 v19, s45
	ds_write2_b32 v1, v20, v21 offset0:16 offset1:17
	v_mov_b32_e32 v20, s50
	v_mov_b32_e32 v21, s51
	ds_write2_b32 v1, v22, v23 offset0:22 offset1:23
	v_mov_b32_e32 v22, s48
	v_mov_b32_e32 v23, s49
	ds_write2_b32 v1, v24, v25 offset0:20 offset1:21
	ds_write2_b32 v1, v26, v27 offset0:26 offset1:27
	ds_write2_b32 v1, v28, v29 offset0:24 offset1:25
	ds_write2_b32 v1, v30, v31 offset0:30 offset1:31
	ds_write2_b32 v1, v32, v33 offset0:28 offset1:29
	ds_write2_b32 v1, v34, v35 offset0:34 offset1:35
	ds_write2_b32 v1, v36, v37 offset0:32 offset1:33
	ds_write2_b32 v1, v38, v39 offset0:38 offset1:39
	ds_write2_b32 v1, v40, v41 offset0:36 offset1:37
	ds_write2_b32 v1, v42, v43 offset0:42 offset1:43
	ds_write2_b32 v1, v44, v45 offset0:40 offset1:41
	ds_write2_b32 v1, v46, v47 offset0:46 offset1:47
	ds_write2_b32 v1, v48, v49 offset0:44 offset1:45
	ds_write2_b32 v1, v50, v51 offset0:50 offset1:51
	ds_write2_b32 v1, v52, v53 offset0:48 offset1:49
	ds_write2_b32 v1, v54, v55 offset0:54 offset1:55
	ds_write2_b32 v1, v56, v57 offset0:52 offset1:53
	ds_write2_b32 v1, v58, v59 offset0:58 offset1:59
	ds_write2_b32 v1, v18, v19 offset0:56 offset1:57
	ds_write2_b32 v1, v20, v21 offset0:62 offset1:63
	ds_write2_b32 v1, v22, v23 offset0:60 offset1:61
	s_waitcnt vmcnt(2)
	ds_write2_b32 v1, v8, v9 offset0:2 offset1:3
	ds_write2_b32 v1, v6, v7 offset1:1
	ds_write2_b32 v1, v4, v5 offset0:6 offset1:7
	ds_write2_b32 v1, v2, v3 offset0:4 offset1:5
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v16, v17 offset0:10 offset1:11
	ds_write2_b32 v1, v14, v15 offset0:8 offset1:9
	ds_write2_b32 v1, v12, v13 offset0:14 offset1:15
	ds_write2_b32 v1, v10, v11 offset0:12 offset1:13
	v_add_u32_e32 v1, 0x100, v1
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_load_dword s0, s[34:35], 0x0
	s_cmp_eq_u32 s56, 0
	s_cbranch_scc1 .LBB1_7
; %bb.3:
	s_add_i32 s1, s56, -1
	s_cmp_lt_u32 s1, 7
	s_cbranch_scc1 .LBB1_8
; %bb.4:
	s_and_b32 s1, s56, -8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s0
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v1
	s_add_i32 s1, s1, -8
	s_cmp_eq_u32 s1, 0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_cbranch_scc0 .LBB1_5
; %bb.6:
	s_and_b32 s1, s56, 7
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc0 .LBB1_9
	s_branch .LBB1_10
.LBB1_7:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s0
	s_branch .LBB1_10
.LBB1_8:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s0
	s_and_b32 s1, s56, 7
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB1_10
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v1
	s_add_i32 s1, s1, -1
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB1_9
.LBB1_10:
	s_cmp_eq_u32 s57, 0
	s_cbranch_scc1 .LBB1_16
; %bb.11:
	s_add_i32 s1, s57, -1
	s_cmp_lt_u32 s1, 7
	s_cbranch_scc1 .LBB1_14
; %bb.12:
	s_and_b32 s1, s57, -8
.LBB1_13:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v1
	s_add_i32 s1, s1, -8
	s_cmp_eq_u32 s1, 0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_cbranch_scc0 .LBB1_13
.LBB1_14:
	s_and_b32 s1, s57, 7
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB1_16
.LBB1_15:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v1
	s_add_i32 s1, s1, -1
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB1_15
.LBB1_16:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v3, v2
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v2, v[0:3], s[54:55]
	global_store_dword v2, v1, s[34:35]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel chase_local
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 60
		.amdhsa_accum_offset 60
		.amdhsa_reserve_vcc 0
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
	.size	chase_local, .Lfunc_end1-chase_local
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1036
; NumSgprs: 60
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           chase
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         chase.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           chase_local
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         chase_local.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
