/*
 * prune.c -- subgroup operations whose result nothing reads, dropped from
 * an optimized module.  The lowering makes every lane mask's bits with a
 * ballot and leaves unread ones for the optimizer, which keeps group
 * operations (SPIRV-Tools' dead-code passes leave them alone); a driver
 * then may run them in every iteration of a loop:
 *
 *   %182 = OpGroupNonUniformBallot %v4uint %uint_3 %181   (never read)
 *
 * Conservative: an id counts as read wherever its number appears as an
 * operand word, a literal included; names and decorations of a dropped
 * result go with it.
 */
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "spirv/spirv.h"

static bool
pure_group_op(unsigned op)
{
	switch (op) {
	case SpvOpGroupNonUniformElect:
	case SpvOpGroupNonUniformAll:
	case SpvOpGroupNonUniformAny:
	case SpvOpGroupNonUniformAllEqual:
	case SpvOpGroupNonUniformBroadcast:
	case SpvOpGroupNonUniformBroadcastFirst:
	case SpvOpGroupNonUniformBallot:
	case SpvOpGroupNonUniformInverseBallot:
	case SpvOpGroupNonUniformBallotBitExtract:
	case SpvOpGroupNonUniformBallotBitCount:
	case SpvOpGroupNonUniformBallotFindLSB:
	case SpvOpGroupNonUniformBallotFindMSB:
	case SpvOpGroupNonUniformShuffle:
	case SpvOpGroupNonUniformShuffleXor:
	case SpvOpGroupNonUniformShuffleUp:
	case SpvOpGroupNonUniformShuffleDown:
		return true;
	default:
		return false;
	}
}

static bool
names_an_id(unsigned op)
{
	return op == SpvOpName || op == SpvOpDecorate || op == SpvOpDecorateString ||
	       op == SpvOpDecorateId;
}

int
agc_spv_prune_group_ops(struct agc_arena *a, uint32_t *words, size_t *nwords)
{
	size_t n = *nwords;
	if (n < 5)
		return 0;
	uint32_t bound = words[3];
	uint32_t *reads = agc_alloc(a, sizeof(uint32_t) * (bound + 1));
	bool *dead = agc_alloc(a, bound + 1);
	if (!reads || !dead)
		return -1;
	memset(reads, 0, sizeof(uint32_t) * (bound + 1));
	memset(dead, 0, bound + 1);
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 5; i < n;) {
			unsigned len = words[i] >> SpvWordCountShift, op = words[i] & SpvOpCodeMask;
			if (len == 0 || i + len > n)
				return 0; /* not a module this pass understands: leave it */
			bool group = pure_group_op(op) && len >= 3;
			if (pass == 0 && !names_an_id(op)) {
				for (unsigned w = 1; w < len; w++)
					if (!(group && w == 2) && words[i + w] <= bound)
						reads[words[i + w]]++;
			} else if (pass == 1 && group && words[i + 2] <= bound && !reads[words[i + 2]]) {
				dead[words[i + 2]] = true;
			}
			i += len;
		}
	}
	size_t out = 5;
	for (size_t i = 5; i < n;) {
		unsigned len = words[i] >> SpvWordCountShift, op = words[i] & SpvOpCodeMask;
		bool drop = (pure_group_op(op) && len >= 3 && words[i + 2] <= bound && dead[words[i + 2]]) ||
			    (names_an_id(op) && len >= 2 && words[i + 1] <= bound && dead[words[i + 1]]);
		if (!drop) {
			memmove(words + out, words + i, len * sizeof(uint32_t));
			out += len;
		}
		i += len;
	}
	*nwords = out;
	return 0;
}

bool
agc_spv_reads_grouping(const uint32_t *words, size_t nwords)
{
	uint32_t ids[8];
	unsigned nids = 0;
	for (size_t i = 5; i < nwords;) {
		uint32_t op = words[i] & SpvOpCodeMask, n = words[i] >> SpvWordCountShift;
		if (!n || i + n > nwords)
			return true;
		if (op == SpvOpDecorate && n >= 4 && words[i + 2] == SpvDecorationBuiltIn &&
		    (words[i + 3] == SpvBuiltInSubgroupLocalInvocationId ||
		     words[i + 3] == SpvBuiltInSubgroupId)) {
			if (nids == sizeof ids / sizeof ids[0])
				return true;
			ids[nids++] = words[i + 1];
		}
		if ((op >= SpvOpGroupNonUniformElect && op <= SpvOpGroupNonUniformQuadSwap) ||
		    (op >= SpvOpSubgroupBallotKHR && op <= SpvOpSubgroupReadInvocationKHR) ||
		    op == SpvOpGroupNonUniformPartitionNV || op == SpvOpControlBarrier)
			return true;
		if (op == SpvOpLoad && n >= 4)
			for (unsigned k = 0; k < nids; k++)
				if (words[i + 3] == ids[k])
					return true;
		i += n;
	}
	return false;
}
