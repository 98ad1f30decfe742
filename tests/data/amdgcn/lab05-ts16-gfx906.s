	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	matmul_tiled_padded     ; -- Begin function matmul_tiled_padded
	.globl	matmul_tiled_padded
	.p2align	8
	.type	matmul_tiled_padded,@function
matmul_tiled_padded:                    ; @matmul_tiled_padded
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x20
	s_lshl_b32 s2, s6, 4
	v_lshl_or_b32 v7, s7, 4, v1
	v_or_b32_e32 v2, s2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	v_mul_lo_u32 v5, v1, s9
	v_mul_u32_u24_e32 v3, 17, v0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx2 s[14:15], s[4:5], 0x18
	v_add_lshl_u32 v8, v3, v1, 2
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshl_or_b32 v4, v1, 6, v3
	v_or_b32_e32 v11, 0x440, v3
	v_add3_u32 v3, v0, v5, s2
	v_mad_u64_u32 v[5:6], s[2:3], v7, s10, v[0:1]
	v_cmp_gt_i32_e32 vcc, s8, v7
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	v_add_u32_e32 v9, 0x440, v4
	v_lshlrev_b32_e32 v10, 2, v1
	s_lshl_b32 s11, s9, 4
	s_mov_b32 s16, 0
	v_mov_b32_e32 v6, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[12:13], v10 offset1:17
	ds_read2_b32 v[14:15], v11 offset1:16
	ds_read2_b32 v[16:17], v10 offset0:34 offset1:51
	ds_read2_b32 v[18:19], v11 offset0:32 offset1:48
	s_add_i32 s16, s16, 16
	s_cmp_ge_i32 s16, s10
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v12, v14
	v_fmac_f32_e32 v6, v13, v15
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v16, v18
	v_fmac_f32_e32 v6, v17, v19
	ds_read2_b32 v[12:13], v10 offset0:68 offset1:85
	ds_read2_b32 v[14:15], v11 offset0:64 offset1:80
	ds_read2_b32 v[16:17], v10 offset0:102 offset1:119
	ds_read2_b32 v[18:19], v11 offset0:96 offset1:112
	ds_read2_b32 v[20:21], v10 offset0:136 offset1:153
	ds_read2_b32 v[22:23], v11 offset0:128 offset1:144
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v12, v14
	v_fmac_f32_e32 v6, v13, v15
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v16, v18
	v_fmac_f32_e32 v6, v17, v19
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v20, v22
	v_fmac_f32_e32 v6, v21, v23
	ds_read2_b32 v[12:13], v10 offset0:170 offset1:187
	ds_read2_b32 v[14:15], v11 offset0:160 offset1:176
	ds_read2_b32 v[16:17], v10 offset0:204 offset1:221
	ds_read2_b32 v[18:19], v11 offset0:192 offset1:208
	ds_read2_b32 v[20:21], v10 offset0:238 offset1:255
	ds_read2_b32 v[22:23], v11 offset0:224 offset1:240
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v12, v14
	v_fmac_f32_e32 v6, v13, v15
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v16, v18
	v_fmac_f32_e32 v6, v17, v19
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v20, v22
	v_fmac_f32_e32 v6, v21, v23
	v_add_u32_e32 v3, s11, v3
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_8
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s16, v0
	v_cmp_gt_i32_e64 s[2:3], s10, v4
	s_and_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_u32_e32 v12, s16, v5
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s7
	v_add_co_u32_e64 v12, s[2:3], s6, v12
	v_addc_co_u32_e64 v13, s[2:3], v4, v13, s[2:3]
	global_load_dword v4, v[12:13], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v12, s16, v1
	v_cmp_gt_i32_e64 s[2:3], s10, v12
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v4
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[12:13], 2, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e64 v12, s[2:3], s14, v12
	v_addc_co_u32_e64 v13, s[2:3], v4, v13, s[2:3]
	global_load_dword v4, v[12:13], off
	s_branch .LBB0_2
.LBB0_7:
	v_mov_b32_e32 v6, 0
.LBB0_8:
	v_cmp_gt_i32_e32 vcc, s8, v7
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_mad_u64_u32 v[0:1], s[0:1], v7, s9, v[2:3]
	v_mov_b32_e32 v2, s13
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s12, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v6, off
.LBB0_10:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matmul_tiled_padded
		.amdhsa_group_segment_fixed_size 2112
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	matmul_tiled_padded, .Lfunc_end0-matmul_tiled_padded
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 700
; NumSgprs: 19
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2112 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 24
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .group_segment_fixed_size: 2112
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matmul_tiled_padded
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         matmul_tiled_padded.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
