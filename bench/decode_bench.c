/*
 * decode_bench.c -- decoder throughput on one core.
 *
 * Builds a code buffer of at least 16 MiB from instructions the decoder
 * accepts, drawn from every encoding class with a shader-like mix (vector
 * ALU heaviest), then measures
 *   decode:        agc_decode_one over the whole buffer, no printing
 *   decode+print:  the same plus agc_inst_print and agc_inst_print_words
 *                  into a memory buffer (no I/O)
 * and prints MB/s (10^6 bytes of code per second) and instructions/s,
 * best of a few runs.  Deterministic input (fixed seed).
 *
 * The classes of that buffer follow each other at random, which is the
 * hardest order for a decoder that dispatches on the class: compiled
 * code has runs (a clause of loads, a chain of vector ALU work).  Given
 * files of real code, a second buffer is built from the same pools with
 * the class of each instruction drawn from the class of the one before,
 * with the frequencies counted in those files (every class keeps a small
 * share, so that all are still decoded), and measured the same way.
 *
 * usage: decode_bench [MIB [CODE_FILE...]]   (CODE_FILE: raw .bin code)
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "decoder/decoder.h"

struct enc_class {
	const char *name;
	uint32_t prefix, mask; /* word0 = (random & ~mask) | prefix */
	unsigned weight;       /* share of the mix, in percent */
};

static const struct enc_class classes[] = {
	{"VOP2", 0x00000000, 0x80000000, 20},
	{"VOP1", 0x7e000000, 0xfe000000, 9},
	{"VOPC", 0x7c000000, 0xfe000000, 5},
	{"VOP3", 0xd4000000, 0xfc000000, 18},
	{"VOP3P", 0xcc000000, 0xfc000000, 2},
	{"VINTRP", 0xc8000000, 0xfc000000, 1},
	{"SOP2", 0x80000000, 0xc0000000, 7},
	{"SOPK", 0xb0000000, 0xf0000000, 2},
	{"SOP1", 0xbe800000, 0xff800000, 4},
	{"SOPC", 0xbf000000, 0xff800000, 2},
	{"SOPP", 0xbf800000, 0xff800000, 5},
	{"SMEM", 0xf4000000, 0xfc000000, 8},
	{"DS", 0xd8000000, 0xfc000000, 4},
	{"MUBUF", 0xe0000000, 0xfc000000, 3},
	{"MTBUF", 0xe8000000, 0xfc000000, 1},
	{"MIMG", 0xf0000000, 0xfc000000, 3},
	{"FLAT", 0xdc000000, 0xfc000000, 5},
	{"EXP", 0xf8000000, 0xfc000000, 1},
};
enum { NCLASS = sizeof(classes) / sizeof(classes[0]), POOL = 2048, TRIES = 200000 };

struct pool {
	uint8_t (*inst)[20];
	uint8_t *size;
	unsigned n;
};

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint32_t
rnd(void)
{
	/* xorshift64* */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (uint32_t)((rng_state * 0x2545f4914f6cdd1dull) >> 32);
}

/* The thread's own CPU time: throughput on one core, whatever else the
 * machine is running (wall time counts the time spent waiting for a core). */
static double
now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Instructions of one class that the decoder accepts, each with its own
 * bytes (literal and NSA dwords included). */
static void
fill_pool(const struct enc_class *c, struct pool *p)
{
	uint8_t buf[20];
	p->inst = malloc(sizeof(*p->inst) * POOL);
	p->size = malloc(POOL);
	p->n = 0;
	if (!p->inst || !p->size)
		return;
	for (unsigned t = 0; t < TRIES && p->n < POOL; t++) {
		uint32_t w[5];
		w[0] = (rnd() & ~c->mask) | c->prefix;
		for (int k = 1; k < 5; k++)
			w[k] = rnd();
		memcpy(buf, w, sizeof(buf)); /* little-endian host assumed */
		struct agc_inst in;
		struct agc_diag d;
		if (agc_decode_one(buf, sizeof(buf), 0, false, &in, &d) < 0)
			continue;
		if (in.enc >= AGC_ENC_COUNT || in.size == 0 || in.size > sizeof(buf))
			continue;
		memcpy(p->inst[p->n], buf, in.size);
		p->size[p->n] = in.size;
		p->n++;
	}
}

/* The decode-only loop, a function of its own so that a profiler can
 * count it alone (valgrind --tool=callgrind --toggle-collect=decode_pass). */
static __attribute__((noinline)) int
decode_pass(const uint8_t *code, size_t n, volatile size_t *sink)
{
	for (uint32_t pc = 0; pc < n;) {
		struct agc_inst in;
		struct agc_diag d;
		if (agc_decode_one(code, n, pc, false, &in, &d) < 0) {
			char msg[768];
			agc_diag_format(&d, msg, sizeof(msg));
			printf("decode_bench: an accepted instruction failed: %s\n", msg);
			return -1;
		}
		*sink += in.enc;
		pc += in.size;
	}
	return 0;
}

/* The class of a first dword: the matching row with the most fixed bits. */
static int
class_of(uint32_t w0)
{
	int best = -1;
	for (int c = 0; c < NCLASS; c++)
		if ((w0 & classes[c].mask) == classes[c].prefix &&
		    (best < 0 || __builtin_popcount(classes[c].mask) > __builtin_popcount(classes[best].mask)))
			best = c;
	return best;
}

/* Counts of class pairs (previous, next) over the instructions of the
 * raw code files; returns how many instructions were counted. */
static size_t
count_pairs(char **files, int nfiles, double pairs[NCLASS][NCLASS])
{
	size_t total = 0;
	for (int f = 0; f < nfiles; f++) {
		FILE *fp = fopen(files[f], "rb");
		if (!fp)
			continue;
		static uint8_t buf[1 << 20];
		size_t n = fread(buf, 1, sizeof(buf), fp);
		fclose(fp);
		int prev = -1;
		for (uint32_t pc = 0; pc + 4 <= n;) {
			struct agc_inst in;
			struct agc_diag d;
			if (agc_decode_one(buf, n, pc, false, &in, &d) < 0)
				break;
			uint32_t w0;
			memcpy(&w0, buf + pc, 4);
			int c = class_of(w0);
			if (prev >= 0 && c >= 0)
				pairs[prev][c] += 1;
			prev = c;
			pc += in.size;
			total++;
		}
	}
	return total;
}

/* n bytes of code from the pools, the class of each instruction drawn
 * from weight[previous class][.] (or weight[0][.] for every one when
 * chained is false). */
static uint8_t *
build(struct pool *pools, double weight[NCLASS][NCLASS], bool chained, size_t want,
      size_t *size, size_t *ninst, size_t per_class[NCLASS])
{
	uint8_t *code = malloc(want + 32);
	size_t n = 0;
	int prev = 0;
	if (!code)
		return NULL;
	*ninst = 0;
	memset(per_class, 0, NCLASS * sizeof(size_t));
	while (n < want) {
		const double *w = weight[chained ? prev : 0];
		double total = 0;
		for (int c = 0; c < NCLASS; c++)
			total += pools[c].n ? w[c] : 0;
		double x = (double)rnd() / 4294967296.0 * total;
		int c = 0, last = 0;
		for (; c < NCLASS; c++) {
			if (!pools[c].n)
				continue;
			last = c;
			if (x < w[c])
				break;
			x -= w[c];
		}
		if (c == NCLASS)
			c = last;
		unsigned k = rnd() % pools[c].n;
		memcpy(code + n, pools[c].inst[k], pools[c].size[k]);
		n += pools[c].size[k];
		per_class[c]++;
		(*ninst)++;
		prev = c;
	}
	*size = n;
	return code;
}

/* Decode (and decode+print) throughput over code, best of 5. */
static int
measure(const char *what, const uint8_t *code, size_t n, size_t ninst)
{
	double best_dec = 1e30, best_print = 1e30;
	volatile size_t sink = 0; /* keeps the loops from being optimised away */
	static char text[512], words[256];
	for (int rep = 0; rep < 5; rep++) {
		double t0 = now();
		if (decode_pass(code, n, &sink) < 0)
			return -1;
		double t1 = now();
		for (uint32_t pc = 0; pc < n;) {
			struct agc_inst in;
			struct agc_diag d;
			if (agc_decode_one(code, n, pc, false, &in, &d) < 0)
				return -1;
			sink += (size_t)agc_inst_print(&in, false, text, sizeof(text));
			sink += (size_t)agc_inst_print_words(&in, words, sizeof(words));
			pc += in.size;
		}
		double t2 = now();
		if (t1 - t0 < best_dec)
			best_dec = t1 - t0;
		if (t2 - t1 < best_print)
			best_print = t2 - t1;
	}
	printf("%s (best of 5, thread CPU time):\n", what);
	printf("  decode:       %8.1f MB/s  %6.1f M instructions/s\n", (double)n / best_dec / 1e6,
	       (double)ninst / best_dec / 1e6);
	printf("  decode+print: %8.1f MB/s  %6.1f M instructions/s\n",
	       (double)n / best_print / 1e6, (double)ninst / best_print / 1e6);
	return 0;
}

static void
print_mix(const char *what, size_t n, size_t ninst, const size_t per_class[NCLASS],
	  const struct pool *pools)
{
	printf("%s: %.1f MiB of code, %zu instructions, %.2f bytes each; mix:", what,
	       (double)n / (1 << 20), ninst, (double)n / (double)ninst);
	for (int c = 0; c < NCLASS; c++)
		printf(" %s %.1f%%%s", classes[c].name, 100.0 * (double)per_class[c] / (double)ninst,
		       pools[c].n ? "" : " (none decoded)");
	printf("\n");
}

int
main(int argc, char **argv)
{
	size_t want = (size_t)(argc > 1 ? atoi(argv[1]) : 16) << 20;
	struct pool pools[NCLASS];
	unsigned total_weight = 0;

	for (int i = 0; i < NCLASS; i++) {
		fill_pool(&classes[i], &pools[i]);
		if (pools[i].n)
			total_weight += classes[i].weight;
	}
	if (!total_weight) {
		printf("decode_bench: the decoder accepts no instruction of any class\n");
		return 1;
	}

	/* the random order: every class from the fixed mix */
	static double weight[NCLASS][NCLASS];
	for (int c = 0; c < NCLASS; c++)
		weight[0][c] = classes[c].weight;
	size_t n, ninst, per_class[NCLASS];
	uint8_t *code = build(pools, weight, false, want, &n, &ninst, per_class);
	if (!code)
		return 1;
	print_mix("random order", n, ninst, per_class, pools);
	if (measure("random order", code, n, ninst) < 0)
		return 1;
	free(code);

	/* the order of real code: class pairs counted in the files, plus a
	 * floor so that every class still comes up */
	if (argc > 2) {
		static double pairs[NCLASS][NCLASS];
		size_t counted = count_pairs(argv + 2, argc - 2, pairs);
		if (!counted) {
			printf("decode_bench: no instruction decoded in the code files\n");
			return 1;
		}
		for (int p = 0; p < NCLASS; p++) {
			double row = 0;
			for (int c = 0; c < NCLASS; c++)
				row += pairs[p][c];
			for (int c = 0; c < NCLASS; c++)
				weight[p][c] = pairs[p][c] + 0.005 * (row + 1);
		}
		code = build(pools, weight, true, want, &n, &ninst, per_class);
		if (!code)
			return 1;
		printf("class pairs counted over %zu instructions of %d files\n", counted, argc - 2);
		print_mix("order of real code", n, ninst, per_class, pools);
		if (measure("order of real code", code, n, ninst) < 0)
			return 1;
		free(code);
	}
	return 0;
}
