/*
 * sgpr_reads.c -- SGPRs that the code reads before anything sets them.
 *
 * At the start of a compute wave the hardware has loaded the user SGPRs
 * and the workgroup ids the ABI enables (a pixel wave: the user SGPRs and
 * the primitive mask after them; an NGG wave: 8 system SGPRs, then the
 * user SGPRs); every other SGPR holds garbage,
 * and the recompiled module reads it as 0.  Such a read is nearly always
 * a missing option, so it is worth a warning:
 *
 *   v_lshl_add_u32 v0, s6, 5, v0        no --user-sgprs, no --wgid-sgprs:
 *   global_load_dword v1, v0, s[0:1]    "pc 0x0: s6 is read but no option
 *                                        sets it (...); SGPRs read unset:
 *                                        s0-s1, s6"
 *
 * A forward data-flow over the graph: a register counts as set at a point
 * when the options set it or some path from the entry writes it first
 * (the union over predecessors), so only a read that no path prepares is
 * named.  The module itself is not touched.
 */
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

enum { NSGPR = 106 };

/* s0..s105 as bits */
static void
set_range(struct agc_sregs *s, unsigned first, unsigned n)
{
	agc_sregs_put(s, first, n, NSGPR, true);
}

/* s_movreld / s_movrelsd write s[dst + m0], s_movrels reads s[src + m0]:
 * registers this pass cannot name. */
static bool
relative_write(const struct agc_inst *mi)
{
	return !strncmp(mi->info->name, "s_movreld", 9) || !strncmp(mi->info->name, "s_movrelsd", 10);
}

static bool
relative_read(const struct agc_inst *mi)
{
	return !strncmp(mi->info->name, "s_movrel", 8);
}

/* What an instruction leaves set, from what it finds set. */
static void
inst_writes(const struct agc_inst *mi, struct agc_sregs *s)
{
	if (relative_write(mi))
		set_range(s, 0, NSGPR);
	for (unsigned k = 0; k < mi->ndef; k++)
		if (mi->def[k].reg < NSGPR)
			set_range(s, mi->def[k].reg, mi->def[k].dwords);
}

/* What a block leaves set, from what it finds set. */
static void
block_writes(const struct agc_shader_cfg *cfg, uint32_t b, struct agc_sregs *s)
{
	const struct agc_bb *bb = &cfg->bb[b];
	for (uint32_t i = bb->first; i < bb->first + bb->count; i++)
		inst_writes(&cfg->insts[i], s);
}

/* "s0-s1, s6" */
static void
print_set(const struct agc_sregs *s, char *buf, size_t n)
{
	size_t len = 0;
	buf[0] = 0;
	for (unsigned r = 0; r < NSGPR && len < n; r++) {
		if (!agc_sregs_has(s, r))
			continue;
		unsigned e = r;
		while (e + 1 < NSGPR && agc_sregs_has(s, e + 1))
			e++;
		int k = e == r ? snprintf(buf + len, n - len, "%ss%u", len ? ", " : "", r)
			       : snprintf(buf + len, n - len, "%ss%u-s%u", len ? ", " : "", r, e);
		len += k > 0 ? (size_t)k : 0;
		r = e;
	}
}

/* What is set when the wave starts: the options' user SGPRs and
 * workgroup ids; and, for a kernel descriptor, the system SGPRs it
 * enables after its user SGPRs (AMDGPUUsage: workgroup id x, y, z, then
 * the workgroup info, then the private segment wave offset), which the
 * module gives values of its own.
 *   user 4, wgid x, scratch wave offset  ->  s0-s3 user, s4 wgid x, s5 offset */
static struct agc_sregs
initial(const struct agc_options *o, const struct agc_abi *abi)
{
	struct agc_sregs s = {{0, 0}};
	if (o->stage == AGC_HW_NGG) /* the merged stage's 8 system SGPRs, then user data */
		set_range(&s, 0, 8 + o->user_sgprs);
	else if (o->stage == AGC_HW_PS) /* user data, then the primitive mask */
		set_range(&s, 0, o->user_sgprs + 1);
	else
		set_range(&s, 0, o->user_sgprs);
	for (int i = 0; i < 3; i++)
		if (o->wgid_sgpr[i] >= 0)
			set_range(&s, (unsigned)o->wgid_sgpr[i], 1);
	if (abi && abi->known) {
		unsigned n = abi->user_sgprs + abi->wgid[0] + abi->wgid[1] + abi->wgid[2] +
			     abi->workgroup_info + abi->scratch_wave_offset;
		set_range(&s, abi->user_sgprs, n - abi->user_sgprs);
	}
	return s;
}

int
agc_ir_unset_sgprs(struct agc_arena *a, const struct agc_shader_cfg *cfg,
		   const struct agc_options *o, const struct agc_abi *abi,
		   struct agc_warning **w, uint32_t *nw)
{
	uint32_t nb = cfg->g.nblocks;
	*w = NULL;
	*nw = 0;
	if (!nb)
		return 0;
	struct agc_sregs *in = agc_alloc(a, sizeof(*in) * nb);
	uint32_t *work = agc_alloc(a, sizeof(*work) * nb);
	bool *queued = agc_alloc(a, sizeof(*queued) * nb);
	if (!in || !work || !queued)
		return -1;

	in[0] = initial(o, abi);
	/* a worklist, each block at most once in it at a time: all of them
	 * first (the entry on top), then those whose input grew */
	uint32_t nwork = 0;
	for (uint32_t b = nb; b-- > 0;) {
		work[nwork++] = b;
		queued[b] = true;
	}
	while (nwork) {
		uint32_t b = work[--nwork];
		queued[b] = false;
		struct agc_sregs out = in[b];
		block_writes(cfg, b, &out);
		const struct agc_block *blk = &cfg->g.blocks[b];
		for (uint32_t k = 0; k < blk->nsucc; k++) {
			uint32_t s = blk->succ[k];
			struct agc_sregs m = {{in[s].w[0] | out.w[0], in[s].w[1] | out.w[1]}};
			if (m.w[0] == in[s].w[0] && m.w[1] == in[s].w[1])
				continue;
			in[s] = m;
			if (!queued[s]) {
				queued[s] = true;
				work[nwork++] = s;
			}
		}
	}

	/* the reads: the first by pc, and all the registers */
	struct agc_sregs unset = {{0, 0}};
	uint64_t first_pc = UINT64_MAX;
	unsigned first_reg = 0;
	for (uint32_t b = 0; b < nb; b++) {
		struct agc_sregs s = in[b];
		const struct agc_bb *bb = &cfg->bb[b];
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
			const struct agc_inst *mi = &cfg->insts[i];
			for (unsigned k = 0; k < mi->nuse && !relative_read(mi); k++) {
				const struct agc_operand *u = &mi->use[k];
				for (unsigned r = u->reg; u->reg < NSGPR && r < u->reg + u->dwords && r < NSGPR; r++) {
					if (agc_sregs_has(&s, r))
						continue;
					set_range(&unset, r, 1);
					if (mi->pc < first_pc || (mi->pc == first_pc && r < first_reg)) {
						first_pc = mi->pc;
						first_reg = r;
					}
				}
			}
			inst_writes(mi, &s);
		}
	}
	if (first_pc == UINT64_MAX)
		return 0;
	if (!(*w = agc_alloc(a, sizeof(**w))))
		return -1;
	char regs[96], set[64];
	print_set(&unset, regs, sizeof(regs));
	(*w)->offset = first_pc;
	if (abi && abi->known) {
		struct agc_sregs s = initial(o, abi);
		print_set(&s, set, sizeof(set));
		snprintf((*w)->msg, sizeof((*w)->msg),
			 "s%u is read but neither the kernel descriptor nor an option sets it (they set %s); "
			 "SGPRs read unset: %s", first_reg, set[0] ? set : "none", regs);
	} else {
		snprintf((*w)->msg, sizeof((*w)->msg),
			 "s%u is read but no option sets it (--user-sgprs or --wgid-sgprs); SGPRs read unset: %s",
			 first_reg, regs);
	}
	*nw = 1;
	return 0;
}
